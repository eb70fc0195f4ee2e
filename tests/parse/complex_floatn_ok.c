/* _Complex makes a complex type of a _FloatN or _FloatNx type on either
   side of it, as in gcc (GCC manual "Additional Floating Types"): GCC 12's
   avx512fp16intrin.h declares `_Float16 _Complex` parameters.  A complex
   has two of its real type side by side, aligned as one. */
// expected-no-diagnostics
_Float16 _Complex h;
_Complex _Float16 h2;
__complex__ _Float16 h3;
_Static_assert(sizeof h == 4 && _Alignof(_Float16 _Complex) == 2, "_Float16 _Complex");
_Static_assert(_Generic(h2, _Float16 _Complex: 1, default: 0), "the same type either way");
_Static_assert(_Generic(__real__ h3, _Float16: 1, default: 0), "its real part is a _Float16");
_Static_assert(sizeof(_Float32 _Complex) == 8 && _Alignof(_Float32 _Complex) == 4, "_Float32");
_Static_assert(sizeof(_Float64 _Complex) == 16 && _Alignof(_Float64 _Complex) == 8, "_Float64");
_Static_assert(sizeof(_Float128 _Complex) == 32 && _Alignof(_Float128 _Complex) == 16, "_Float128");
_Static_assert(sizeof(_Float32x _Complex) == 16 && _Alignof(_Float32x _Complex) == 8, "_Float32x");
_Static_assert(sizeof(_Float64x _Complex) == 32 && _Alignof(_Float64x _Complex) == 16, "_Float64x");
const _Float16 _Complex *p = &h;
_Float16 _Complex conjugate(_Float16 _Complex z) { return ~z; }
_Float16 real_part(_Float16 _Complex z) { return __real__ z; }
