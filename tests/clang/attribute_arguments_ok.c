// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* The same attributes with the right number of arguments, several where
   a list is allowed. */
#include "mutex.h"
// expected-no-diagnostics

struct mutex mu, mu2;

int a __attribute__((guarded_by(mu)));
int *b __attribute__((pt_guarded_by(mu)));
struct mutex c __attribute__((acquired_after(mu, mu2)));
struct mutex d __attribute__((acquired_before(mu)));
void e(void) __attribute__((requires_capability(mu, mu2)));
void f(void) __attribute__((requires_shared_capability(mu)));
void g(void) __attribute__((locks_excluded(mu, mu2)));
struct mutex *h(void) __attribute__((lock_returned(mu)));
int j(void) __attribute__((try_acquire_capability(1, mu, mu2)));
int k __attribute__((guarded_var));
void l(void) __attribute__((no_thread_safety_analysis));
void m(void) __attribute__((acquire_capability(mu, mu2)));
void n(void) __attribute__((release_capability(mu, mu2)));
void o(void) __attribute__((assert_capability(mu)));
