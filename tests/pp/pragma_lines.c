/* #pragma lines pass through gcc -E unexpanded, except the few pragmas
   GCC expands (message, redefine_extname) and the ones it consumes
   (once, push_macro, pop_macro, poison, system_header, warning, ...). */
#define N 4
#define S "text"
#pragma pack(N)
#pragma pack(push, N)
#pragma pack(pop)
#pragma weak N
#pragma unknown N S
#pragma STDC FENV_ACCESS ON
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC visibility push(default)
#pragma GCC optimize("O2")
#pragma GCC unroll N
#pragma omp parallel N
#pragma message S
#pragma message ("a" S)
#pragma redefine_extname N S
#pragma
#  pragma   spaced    out
after
