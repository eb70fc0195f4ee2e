// flags: -Iinclude
/* A condition of several tests known from a first test says nothing once
   what it reads changes, nor of another condition: each second test here
   may go another way than the first, and the guarded write under it may
   be made without the lock.
   - operand_written: a test's operand is written between the tests (the
     lock taken where a was 0 and b 0 is kept);
   - member_written: a member a test reads is written between them;
   - compared_member_written: the same for a member compared with a
     number (`f->x > 3`), a value made of the member;
   - other_condition: `a || b` then `a && b`, which differ where exactly
     one is set;
   - side_effect: the condition calls a function, so a second test may
     answer otherwise;
   - volatile_flags: volatile flags another thread may set between the
     tests (the lock taken where the first test was true may be kept);
   - loop_with_flag: a loop's condition with a local known to be a number
     (`i < n && !err` with err 0): what one pass learnt of it says nothing
     of the next, so the loop still ends after the pass that sets err and
     leaves the lock held (a symbol of the condition's node, the same at
     each pass, was taken for its value). */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);

struct mutex mu;
int counter GUARDED_BY(mu);
struct flags { int is_bg, is_bg_thread, x; };
int poll_flag(void);
volatile int stop_a, stop_b;
struct queue { int len; };

void operand_written(int a, int b) {
  if (!a || b)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  a = 1;
  if (!a || b) {
    counter++;
    mutex_unlock(&mu);
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void member_written(struct flags *f) {
  if (!f->is_bg || f->is_bg_thread)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  f->is_bg_thread = poll_flag();
  if (!f->is_bg || f->is_bg_thread) {
    counter++; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void compared_member_written(struct flags *f) {
  if (f->x > 3)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  f->x = poll_flag();
  if (f->x > 3) {
    counter++; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void other_condition(int a, int b) {
  if (a || b)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (a && b) {
    counter++;
    mutex_unlock(&mu);
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void side_effect(int a) {
  if (a || poll_flag())
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (a || poll_flag()) {
    counter++; // expected-warning{{writing variable 'counter' requires holding mutex 'mu' exclusively}}
    mutex_unlock(&mu); // expected-warning{{releasing mutex 'mu' that was not held}}
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

void volatile_flags(void) {
  if (stop_a || stop_b)
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
  if (stop_a || stop_b) {
    counter++;
    mutex_unlock(&mu);
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}

int loop_with_flag(struct queue *q, int n) {
  int err = 0;
  for (int i = 0; i < n && !err; i++) {
    mutex_lock(&mu); // expected-note{{mutex 'mu' acquired here}}
    if (q->len == 0) {
      err = -1;
      continue;
    }
    q->len--;
    mutex_unlock(&mu);
  }
  return err; // expected-warning{{mutex 'mu' is still held at the end of function}}
}
