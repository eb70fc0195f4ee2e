/* pp-numbers (6.4.8) are greedy: they take letters, digits, '.', '_', and
   a sign after e, E, p or P. */
0x1p-3 1e+5 1E-5 .5e- 1..2 1.2.3 0x1e+1 0xe+1 12ab_c 0b101 08 1u 1ull
.5 5. 0x.8p1 1e 1e+ 1p+ 1_000 1.e+e+ 0x1P+ 1a.b.c
#define e +
#define E 2
1e 1 e 1E 1 E 0x1e+e
#define CAT(a, b) a ## b
CAT(1, e) CAT(1e, +) CAT(.,1)
