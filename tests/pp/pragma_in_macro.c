/* _Pragma produced by a macro, the usual way to put pragmas in macros.  The
   operand is stringified, so names in it are not expanded. */
#define N 4
#define DO_PRAGMA(x) _Pragma(#x)
#define PACKED(decl) DO_PRAGMA(pack(push, 1)) decl DO_PRAGMA(pack(pop))
#define IGNORE(w) DO_PRAGMA(GCC diagnostic ignored w)
before DO_PRAGMA(omp parallel for N) after
PACKED(struct s { char c; int i; };)
IGNORE("-Wunused") int x;
#define LOOP(n) DO_PRAGMA(GCC unroll n) for (;;)
LOOP(N)
