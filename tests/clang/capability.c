// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* capability: on a struct, a union or a typedef; its string is the kind of
   lock that messages name ("role" here).  Misplaced or with a wrong
   argument it is an error. */
#include "annotalysis.h"

typedef int __attribute__((capability("role"))) thread_role;
thread_role ui_thread;
void run_on_ui(void) __attribute__((requires_capability(ui_thread)));

union __attribute__((capability("semaphore"))) sem { int count; long pad; };
union sem slots;
void use_slot(void) __attribute__((requires_capability(&slots)));

void anywhere(void) {
  run_on_ui(); // expected-warning{{calling function 'run_on_ui' requires holding role 'ui_thread' exclusively}}
  use_slot(); // expected-warning{{calling function 'use_slot' requires holding semaphore 'slots' exclusively}}
}

void not_a_type(void) __attribute__((capability("mutex"))); // expected-error{{'capability' attribute only applies to structs, unions, classes, and typedefs}}
struct __attribute__((capability(1))) bad_name { int x; }; // expected-error{{expected string literal as argument of 'capability' attribute}}
struct __attribute__((capability("a", "b"))) two_names { int x; }; // expected-error{{'capability' attribute takes one argument}}
