// flags: -Itests/clang/inc -Iinclude -Wthread-safety -Wthread-safety-beta -Wthread-safety-pointer
/* Attributes with the wrong number of arguments.  (guarded_by and
   pt_guarded_by are left out: annotalysis says "takes at least 1
   argument" where clang-22 says "takes one argument", and accepts two.) */
#include "mutex.h"

struct mutex mu;

struct mutex c __attribute__((acquired_after)); // expected-error{{'acquired_after' attribute takes at least 1 argument}}
struct mutex d __attribute__((acquired_before)); // expected-error{{'acquired_before' attribute takes at least 1 argument}}
void e(void) __attribute__((requires_capability)); // expected-error{{'requires_capability' attribute takes at least 1 argument}}
void f(void) __attribute__((requires_shared_capability)); // expected-error{{'requires_shared_capability' attribute takes at least 1 argument}}
void g(void) __attribute__((locks_excluded)); // expected-error{{'locks_excluded' attribute takes at least 1 argument}}
struct mutex *h(void) __attribute__((lock_returned)); // expected-error{{'lock_returned' attribute takes one argument}}
struct mutex *i(void) __attribute__((lock_returned(mu, mu))); // expected-error{{'lock_returned' attribute takes one argument}}
int j(void) __attribute__((try_acquire_capability)); // expected-error{{'try_acquire_capability' attribute takes at least 1 argument}}
int k __attribute__((guarded_var(mu))); // expected-error{{'guarded_var' attribute takes no arguments}}
void l(void) __attribute__((no_thread_safety_analysis(mu))); // expected-error{{'no_thread_safety_analysis' attribute takes no arguments}}

/* Without a lock named, these would act on 'this', which C has not. */
void m(void) __attribute__((acquire_capability)); // expected-warning{{'acquire_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
void n(void) __attribute__((release_capability)); // expected-warning{{'release_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
void o(void) __attribute__((assert_capability)); // expected-warning{{'assert_capability' attribute without capability arguments can only be applied to non-static methods of a class}}
