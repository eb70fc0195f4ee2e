// flags: -Itests/pp/inc
/* __has_include with both forms, macro-expanded operands, and as a name
   for #ifdef. */
#if __has_include("inc/quoted.h") && __has_include(<angle.h>) && __has_include(<stdio.h>)
found
#endif
#if __has_include(<no/such/header.h>) || __has_include("nosuch.h")
wrong
#else
not_found
#endif
#define HDR <angle.h>
#if __has_include(HDR)
macro_operand
#endif
#ifdef __has_include
has_include_is_defined
#endif
#if defined(__has_include_next)
has_include_next_is_defined
#endif
#if __has_include ( "inc/nested.h" )
spaces
#endif
