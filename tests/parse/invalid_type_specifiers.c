/* Two data types in one declaration (GCC: "two or more data types"). */
int float x;  // expected-error{{two or more data types in declaration specifiers}}
