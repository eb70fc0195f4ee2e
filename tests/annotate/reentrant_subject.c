/* reentrant_capability qualifies a capability type; on a function or a
   variable Clang ignores it with a warning. */
void f(void) __attribute__((reentrant_capability));  // expected-warning{{'reentrant_capability' attribute only applies to structs, unions, classes, and typedefs}}
int v __attribute__((reentrant_capability));         // expected-warning{{'reentrant_capability' attribute only applies to structs, unions, classes, and typedefs}}
