// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* The universal lock, "*": held, it is every lock, so no access or call
   needs another; its release lets go of it alone, and releasing it when
   it is not held is an error of its own. */
#include "mutex.h"

void all_begin(void) ACQUIRE("*");
void all_end(void) RELEASE("*");

struct mutex mu;
int value GUARDED_BY(mu);
void needs_mu(void) REQUIRES(mu);

void while_held(void) {
  all_begin();
  value = 1;
  needs_mu();
  all_end();
}

void not_held(void) {
  all_end(); // expected-warning{{releasing wildcard '*' that was not held}}
}

void keeps_other_locks(void) {
  mutex_lock(&mu);
  all_begin();
  all_end();
  value = 2;
  mutex_unlock(&mu);
}
