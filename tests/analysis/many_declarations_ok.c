// flags: -Iinclude
/* The correct twin of many_declarations.c: every lock the ten
   declarations require is held at the call. */
// expected-no-diagnostics
#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };
struct obj { struct mutex mu; };
struct mutex m1, m2, m3, m4, m5, m6, m7, m8, m9;
void lock(struct mutex *m) ACQUIRE(*m);
void unlock(struct mutex *m) RELEASE(*m);

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
  lock(&m1); lock(&p->mu); lock(&m2); lock(&m3); lock(&m4);
  lock(&m5); lock(&m6); lock(&m7); lock(&m8); lock(&m9);
  work(p);
  unlock(&m9); unlock(&m8); unlock(&m7); unlock(&m6); unlock(&m5);
  unlock(&m4); unlock(&m3); unlock(&m2); unlock(&p->mu); unlock(&m1);
}
