// flags: -std=c11
/* Strict ISO mode: __STRICT_ANSI__ is defined, trigraphs are replaced,
   and the non-reserved names linux and unix are not predefined. */
__STDC_VERSION__ __STRICT_ANSI__ linux unix __linux__ __unix__
??=define TRI ??( ??) ??< ??> ??' ??! ??- ??/??/ ??/
x
TRI "??=??(??)"
#ifdef __STRICT_ANSI__
strict
#endif
