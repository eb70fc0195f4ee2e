// flags: -Wno-thread-safety-attributes
/* -Wno-thread-safety-attributes turns off warnings only: a misuse that is
   an error stays one. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int a __attribute__((pt_guarded_by(mu)));
int b __attribute__((guarded_var(mu)));                      // expected-error{{'guarded_var' attribute takes no arguments}}
void f(void) __attribute__((capability("mutex")));           // expected-error{{'capability' attribute only applies to structs, unions, classes, and typedefs}}
