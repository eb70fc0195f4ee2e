// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Attribute diagnostics made inside annotalysis.h's macros (GUARDED_BY
   and the others): each comes with a note naming the macro, which
   --verify, as clang -verify, checks only when an expectation names it. */
#include "mutex.h"

struct mutex mu;
int plain;
struct not_a_lock { int x; } record;

int a GUARDED_BY(plain); // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
int b GUARDED_BY(record); // expected-warning{{'guarded_by' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'struct not_a_lock'}}
void c(void) REQUIRES(plain); // expected-warning{{'requires_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'int'}}
void d(void) ACQUIRE(record); // expected-warning{{'acquire_capability' attribute requires arguments whose type is annotated with 'capability' attribute; type here is 'struct not_a_lock'}}
int e PT_GUARDED_BY(mu); // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is 'int'}}
void f(void) GUARDED_BY(mu); // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
int g ACQUIRED_AFTER(mu); // expected-warning{{'acquired_after' attribute can only be applied in a context annotated with 'capability' attribute}}
int h GUARDED_BY(missing); // expected-error{{use of undeclared identifier 'missing'}}
int i(void) TRY_ACQUIRE(mu, mu); // expected-error{{'try_acquire_capability' attribute requires parameter 1 to be int or bool}}

void local(void) {
  int counter GUARDED_BY(mu); // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
  counter = 0;
}
