// expected-no-diagnostics
/* Unknown directives in skipped groups are ignored; '#' alone is the null
   directive. */
#if 0
#foo bar
#endif
#
