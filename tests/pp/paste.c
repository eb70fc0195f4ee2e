/* '##' joins the spellings of two tokens into one token. */
#define cat(a, b) a ## b
#define xcat(a, b) cat(a, b)
#define ab done
#define ONE 1
cat(a, b) cat(x, 1) cat(1, x) cat(1, 2) cat(., 5) cat(1, .) cat(1e, +)
cat(-, >) cat(<, <=) cat(>>, =) cat(+, +) cat(&, &) cat(|, =) cat(#, #)
cat(%:, %:) cat(<, :) cat(%, >) cat(L, "wide") cat(u8, "s") cat(L, 'c')
cat(ONE, ONE) xcat(ONE, ONE) cat(a b, c d) cat(, x) cat(x, ) cat(,)
cat(_, 0x1p) cat(0x1p, -3)
#define cat3(a, b, c) a ## b ## c
cat3(a, , b) cat3(1, 2, 3) cat3(, , x)
