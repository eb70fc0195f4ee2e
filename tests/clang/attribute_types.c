// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Attributes whose arguments, or whose subjects, have the wrong type or
   kind: a lock that is not a capability, pt_guarded_by on a non-pointer,
   a guard on a function or a local, an order on something not a lock, a
   name that does not exist.  The attributes are written out, not through
   annotalysis.h's macros: annotalysis --verify counts the notes "expanded
   from macro" of these diagnostics as unexpected, clang -verify does
   not. */
#include "mutex.h"

struct mutex mu;
int plain;
struct not_a_lock { int x; } record;

int a __attribute__((guarded_by(plain))); // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
int b __attribute__((guarded_by(record))); // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'struct not_a_lock'}}
void c(void) __attribute__((requires_capability(plain))); // expected-warning{{'requires_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
void d(void) __attribute__((acquire_capability(record))); // expected-warning{{'acquire_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'struct not_a_lock'}}
int e __attribute__((pt_guarded_by(mu))); // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is 'int'}}
void f(void) __attribute__((guarded_by(mu))); // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
int g __attribute__((acquired_after(mu))); // expected-warning{{'acquired_after' attribute can only be applied in a context annotated with 'capability' attribute}}
int h __attribute__((guarded_by(missing))); // expected-error{{use of undeclared identifier 'missing'}}
int i(void) __attribute__((try_acquire_capability(mu, mu))); // expected-error{{'try_acquire_capability' attribute requires parameter 1 to be int or bool}}

void local(void) {
  int counter __attribute__((guarded_by(mu))); // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
  counter = 0;
}
