/* "defined" is reserved in #define and #undef. */
#define defined 1 // expected-error{{"defined" cannot be used as a macro name}}
#undef defined // expected-error{{"defined" cannot be used as a macro name}}
