// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* capability on a typedef, a union and a struct, with the shared_capability
   spelling, each used as a lock correctly. */
#include "annotalysis.h"
// expected-no-diagnostics

typedef int __attribute__((capability("role"))) thread_role;
thread_role ui_thread;
void enter_ui(void) __attribute__((acquire_capability(ui_thread)));
void leave_ui(void) __attribute__((release_capability(ui_thread)));
int widgets __attribute__((guarded_by(ui_thread)));

union __attribute__((capability("semaphore"))) sem { int count; long pad; };
void sem_down(union sem *s) __attribute__((acquire_capability(*s)));
void sem_up(union sem *s) __attribute__((release_capability(*s)));
union sem slots;
int used __attribute__((guarded_by(slots)));

struct __attribute__((shared_capability("rwlock"))) rwlock { int word; };
void read_lock(struct rwlock *l) __attribute__((acquire_shared_capability(*l)));
void read_unlock(struct rwlock *l) __attribute__((release_shared_capability(*l)));
struct rwlock table_lock;
int table __attribute__((guarded_by(table_lock)));

int all(void) {
  int v;
  enter_ui();
  widgets++;
  leave_ui();
  sem_down(&slots);
  used = 1;
  sem_up(&slots);
  read_lock(&table_lock);
  v = table;
  read_unlock(&table_lock);
  return v;
}
