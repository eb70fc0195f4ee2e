/* #define and #undef need an identifier. */
#define 123 x // expected-error{{macro names must be identifiers}}
#define "str" x // expected-error{{macro names must be identifiers}}
#undef 42 // expected-error{{macro names must be identifiers}}
