/* _Complex takes a _FloatN type, but not GCC's __float80 and __float128
   spellings, nor a second data type: gcc says the same. */
__float128 _Complex q; // expected-error{{two or more data types in declaration specifiers}}
__float80 _Complex e; // expected-error{{two or more data types in declaration specifiers}}
_Float16 _Complex float f; // expected-error{{two or more data types in declaration specifiers}}
_Float16 _Float16 h; // expected-error{{two or more data types in declaration specifiers}}
_Complex _Float32 _Float32 g; // expected-error{{two or more data types in declaration specifiers}}
