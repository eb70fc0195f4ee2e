// flags: -std=c2x
/* -std=c2x: GCC 12's provisional __STDC_VERSION__, and C2x directives. */
__STDC_VERSION__ __STRICT_ANSI__
#ifdef NOPE
#elifndef NOPE
elifndef_in_c2x
#endif
