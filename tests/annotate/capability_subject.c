/* capability and shared_capability make a type a capability: written on a
   function or a variable they are an error (not a warning), as in Clang.
   For the __x__ spelling Clang names the attribute as written
   ('__capability__') and annotalysis without the underscores, so that line
   matches only the rest of the message. */
void f(void) __attribute__((capability("mutex")));  // expected-error{{'capability' attribute only applies to structs, unions, classes, and typedefs}}
int v __attribute__((shared_capability("mutex")));  // expected-error{{'shared_capability' attribute only applies to structs, unions, classes, and typedefs}}
int w __attribute__((__capability__("mutex")));     // expected-error{{attribute only applies to structs, unions, classes, and typedefs}}
