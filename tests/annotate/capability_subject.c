/* capability and shared_capability make a type a capability: written on a
   function, a variable or an enum they are an error (not a warning), as
   in Clang, which names the attribute as written ('__capability__'). */
void f(void) __attribute__((capability("mutex")));  // expected-error{{'capability' attribute only applies to structs, unions, classes, and typedefs}}
int v __attribute__((shared_capability("mutex")));  // expected-error{{'shared_capability' attribute only applies to structs, unions, classes, and typedefs}}
int w __attribute__((__capability__("mutex")));     // expected-error{{'__capability__' attribute only applies to structs, unions, classes, and typedefs}}
enum __attribute__((capability("e"))) en { A };     // expected-error{{'capability' attribute only applies to structs, unions, classes, and typedefs}}
