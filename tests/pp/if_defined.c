/* defined X and defined(X); macros are not expanded in its operand. */
#define X
#define Y 0
#define NAME X
#if defined X && defined(X) && defined ( X ) && defined Y && !defined Z
spellings
#endif
#if defined NAME && !defined(UNDEFINED_NAME)
operand_not_expanded
#endif
#if defined(X) + defined(Y) + defined(Z) == 2
defined_is_int
#endif
#if !defined X || defined __STDC__
mixed
#endif
#undef Y
#if defined Y
wrong
#else
undef_removes
#endif
#define IS_X_DEFINED defined(X)
#if IS_X_DEFINED
defined_from_macro
#endif
