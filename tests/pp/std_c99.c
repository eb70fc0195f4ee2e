// flags: -std=c99
/* -std=c99 sets __STDC_VERSION__ to 199901L. */
__STDC_VERSION__ __STRICT_ANSI__
