/* In a function-like macro, '#' must be followed by a parameter. */
#define s(x) #y // expected-error{{'#' is not followed by a macro parameter}}
