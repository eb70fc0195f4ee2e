/* flag_after_opaque_call_ok.c's pattern where the call between may
   change the flag, so each path where the two tests disagree is followed:
   - run_module(): the call through the pointer may reach reconfigure(),
     a function of this file whose address is taken, which writes
     needs_lock;
   - cleared(): memset takes the module's bytes (a `void *`), so it may
     write every member;
   - address_taken(): the file takes needs_lock's address (set_flag),
     so code of other files may write it through that pointer;
   - known_elsewhere(): reload(), defined in another file, takes a
     struct module *, so that file declares the struct too;
   - in_a_header(): a struct of a header, whose members other files
     name. */
#include <pthread.h>
#include <string.h>
#include "inc/shared_module.h"
struct job;
struct module {
  void (*eval)(struct job *j, int n);
  int needs_lock;
};
struct job {
  pthread_mutex_t lk;
  struct module *mod;
  void *data;
};
struct other_module {
  pthread_mutex_t lk;
  int needs_lock;
};
struct flag_module {
  pthread_mutex_t lk;
  int needs_lock;
};
void consume(void *data);
void set_flag(int *flag);
void reload(struct other_module *m);
void update(struct shared_module *m);

static void reconfigure(struct job *j, int n) { j->mod->needs_lock = n; }

struct module reconfigure_module = {reconfigure, 0};

void run_module(struct job *j, int n) {
  pthread_mutex_lock(&j->lk); // expected-note{{mutex 'j->lk' acquired here}}
  if (!j->mod->needs_lock)
    pthread_mutex_unlock(&j->lk); // expected-note{{mutex 'j->lk' released here}}
  j->mod->eval(j, n);
  if (j->mod->needs_lock)
    pthread_mutex_unlock(&j->lk); // expected-warning{{releasing mutex 'j->lk' that was not held}}
} // expected-warning{{mutex 'j->lk' is still held at the end of function}}

void cleared(struct job *j) {
  if (j->mod->needs_lock)
    pthread_mutex_lock(&j->lk); // expected-note{{mutex 'j->lk' acquired here}}
  memset(j->mod, 0, sizeof *j->mod);
  if (j->mod->needs_lock)
    pthread_mutex_unlock(&j->lk); // expected-warning{{releasing mutex 'j->lk' that was not held}}
} // expected-warning{{mutex 'j->lk' is still held at the end of function}}

void address_taken(struct flag_module *m, void *data) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  consume(data);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void give_address(struct flag_module *m) { set_flag(&m->needs_lock); }

void known_elsewhere(struct other_module *m, struct job *j) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  consume(j->data);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}

void in_a_header(struct shared_module *m, struct job *j) {
  if (m->needs_lock)
    pthread_mutex_lock(&m->lk); // expected-note{{mutex 'm->lk' acquired here}}
  consume(j->data);
  if (m->needs_lock)
    pthread_mutex_unlock(&m->lk); // expected-warning{{releasing mutex 'm->lk' that was not held}}
} // expected-warning{{mutex 'm->lk' is still held at the end of function}}
