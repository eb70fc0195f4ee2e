/* Identifiers left after macro expansion in #if evaluate to 0, including
   keywords and function-like macro names without arguments. */
#define FN(x) x
#define ZERO 0
#if UNDEFINED
wrong
#elif UNDEFINED == 0 && !UNDEFINED && ZERO == UNDEFINED
undefined_is_zero
#endif
#if FN
wrong
#else
function_macro_name_alone_is_zero
#endif
#if FN(3) == 3
function_macro_call
#endif
#if true || int || sizeof
wrong
#else
keywords_are_zero
#endif
