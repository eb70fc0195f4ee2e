// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* guarded_var and pt_guarded_var, the attributes without a lock: any
   lock held is enough to read, any held exclusively to write. */
#include "mutex.h"

struct mutex mu;
int flags __attribute__((guarded_var));
int *cursor __attribute__((pt_guarded_var));

int read_none(void) {
  return flags; // expected-warning{{reading variable 'flags' requires holding any mutex}}
}

void write_none(void) {
  flags = 1; // expected-warning{{writing variable 'flags' requires holding any mutex exclusively}}
}

int read_pointee_none(void) {
  return *cursor; // expected-warning{{reading the value pointed to by 'cursor' requires holding any mutex}}
}

void write_pointee_none(void) {
  *cursor = 2; // expected-warning{{writing the value pointed to by 'cursor' requires holding any mutex exclusively}}
}
