// flags: -std=gnu11
/* -std=gnu11: GNU extensions without __STRICT_ANSI__. */
__STDC_VERSION__ __STRICT_ANSI__ linux
