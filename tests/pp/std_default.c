/* GCC's default mode (gnu17): no __STRICT_ANSI__, trigraphs are left alone
   (a warning at most), linux and unix are predefined to 1. */
__STDC_VERSION__ __STRICT_ANSI__ linux unix __linux__ __unix__ __GNUC__
"??=??(??)" ??- ??!
#ifndef __STRICT_ANSI__
gnu
#endif
