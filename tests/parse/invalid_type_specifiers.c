/* Two data types in one declaration (GCC: "two or more data types"). */
int float x;  // expected-error{{invalid combination of type specifiers}}
