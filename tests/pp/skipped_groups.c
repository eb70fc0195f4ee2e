/* Skipped groups are only scanned for directive names: invalid directives,
   bad expressions, missing headers and #error in them are ignored. */
#if 0
#include <no/such/header.h>
#error not an error here
#foo bar
#if 1 +
#elif )
#endif
#define X not defined
#else
taken
#endif
#ifdef X
wrong
#endif
#if 0
#elif 1
#elif garbage (
#else
#endif
after
