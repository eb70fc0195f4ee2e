// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* A lock held that differs from the one needed only in the object it
   belongs to: the warning (-Wthread-safety-precise) comes with a note
   naming the lock that was held instead. */
#include "mutex.h"

struct account { struct mutex lock; int id; };
struct account savings, checking;
int balance GUARDED_BY(savings.lock);
void audit(void) REQUIRES(savings.lock);

void wrong_account(void) {
  mutex_lock(&checking.lock);
  balance = 0; // expected-warning{{writing variable 'balance' requires holding mutex 'savings.lock' exclusively}} \
                  expected-note{{found near match 'checking.lock'}}
  audit(); // expected-warning{{calling function 'audit' requires holding mutex 'savings.lock' exclusively}} \
              expected-note{{found near match 'checking.lock'}}
  mutex_unlock(&checking.lock);
}
