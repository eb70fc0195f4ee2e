/* #ifdef / #ifndef, with and without #else, on object and function macros. */
#define OBJ
#define FN(x) x
#ifdef OBJ
obj_defined
#endif
#ifdef FN
fn_defined
#endif
#ifndef NOT_DEFINED
not_defined
#else
wrong
#endif
#ifdef NOT_DEFINED
wrong
#else
else_branch
#endif
#ifndef OBJ
wrong
#elif defined FN
elif_after_ifndef
#endif
#ifdef __STDC__
predefined
#endif
