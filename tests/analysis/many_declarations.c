// flags: -Iinclude
/* A function declared ten times, each declaration adding a requirement
   and the second naming its parameter differently: every declaration
   counts (they were once kept in an array of eight, and the last two
   were dropped without a word), and each requirement names the lock
   through the parameter of its own declaration. */
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
struct obj { struct mutex mu; };
struct mutex m1, m2, m3, m4, m5, m6, m7, m8, m9;

void work(struct obj *o) REQUIRES(m1);
void work(struct obj *other) REQUIRES(other->mu);
void work(struct obj *o) REQUIRES(m2);
void work(struct obj *o) REQUIRES(m3);
void work(struct obj *o) REQUIRES(m4);
void work(struct obj *o) REQUIRES(m5);
void work(struct obj *o) REQUIRES(m6);
void work(struct obj *o) REQUIRES(m7);
void work(struct obj *o) REQUIRES(m8);
void work(struct obj *o) REQUIRES(m9);

void caller(struct obj *p) {
  work(p);
  // expected-warning@-1{{calling function 'work' requires holding mutex 'm1' exclusively}}
  // expected-warning@-2{{calling function 'work' requires holding mutex 'p->mu' exclusively}}
  // expected-warning@-3{{calling function 'work' requires holding mutex 'm2' exclusively}}
  // expected-warning@-4{{calling function 'work' requires holding mutex 'm3' exclusively}}
  // expected-warning@-5{{calling function 'work' requires holding mutex 'm4' exclusively}}
  // expected-warning@-6{{calling function 'work' requires holding mutex 'm5' exclusively}}
  // expected-warning@-7{{calling function 'work' requires holding mutex 'm6' exclusively}}
  // expected-warning@-8{{calling function 'work' requires holding mutex 'm7' exclusively}}
  // expected-warning@-9{{calling function 'work' requires holding mutex 'm8' exclusively}}
  // expected-warning@-10{{calling function 'work' requires holding mutex 'm9' exclusively}}
}
