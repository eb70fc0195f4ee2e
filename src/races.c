/*
 * races.c: data races in code without annotations (stage 8).
 *
 * The analysis of each function (analysis.c race_access) tells the lock
 * graph each access of data that threads may share: a global or static,
 * or what a pointer points to, named by variable (`count`, `stats.hits`)
 * or by struct and member (`struct conn.refs`), an array as one variable
 * (`slots[*]`), with the locks held there.  Locals, objects the function
 * has just made, _Atomic and volatile data, and data declared guarded (the
 * analysis checks the annotation) are left out.
 *
 * race_check, once every function is in:
 *   1. gives each function the contexts it runs in: from each root (main;
 *      each thread's function; a function called through a pointer or not
 *      at all, which may run in any thread), the locks its callers hold
 *      and whether it runs while threads run (main's code before its
 *      first thread starts, or after it joins them, and what that code
 *      calls, is serial);
 *   2. gathers each variable's accesses in each context, with the locks
 *      held there, its callers' included;
 *   3. infers a variable's guard: the lock held at most of its writes.
 *      When it is held at every write, or at two in three of them, an
 *      access without it, where another thread can write the variable, is
 *      a race, reported at the access with a note at a guarded write and
 *      the counts.  A global that two threads write with no lock at all is
 *      a race too.  Accesses in one thread that runs once, or in main
 *      alone, do not race with each other.
 *
 * With suggest (races_suggest), the guards inferred with enough evidence
 * become annotations: GUARDED_BY on the variable, REQUIRES on the helpers
 * whose callers hold the lock, as a patch.
 */
#include "program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_CONTEXTS = 16, MAX_CHAIN = 12 };

/* A way a function runs: with the classes of the locks its callers hold
   (sorted by address, interned), in a thread started from root (NULL:
   from several roots, or in a thread that may run twice at once), or
   serial, with the parameters that point to its callers' own objects;
   reached from caller's call step `step` in its context `from`
   (caller NULL: a root). */
typedef struct Context {
  const char **held;
  int nheld;
  const Function *root;
  bool known;           /* every root it comes from is main or a thread's function, not
                           one called through a pointer, or by nothing, that may run
                           in any thread */
  bool serial;
  unsigned own_params;  /* bit i: parameter i points to a caller's own object (a
                           local's address, an object just made), which no other
                           thread sees */
  const Function *caller;
  int step, from;
} Context;

typedef VEC(Context) Contexts;

/* An access in one context: the locks held there, callers' included. */
typedef struct Use {
  const Function *function;
  const OrderStep *access;
  int context;
  const char **held;
  int nheld;
  const Function *root;
  bool known;
} Use;

typedef VEC(Use) Uses;

/* A variable's accesses, by where they are. */
typedef struct Site {
  SrcLoc at;
  char mode;
  int first, n;         /* its uses, uses.data[first .. first + n) once sorted */
} Site;

static Arena arena;
static Contexts *contexts;  /* per function, by index */
static HashMap index_of;    /* Function address to its index + 1 */

static int function_index(const Function *f) {
  return (int)(intptr_t)hashmap_get(&index_of, (const char *)&f, sizeof f) - 1;
}

static int compare_pointers(const void *x, const void *y) {
  uintptr_t a = (uintptr_t) * (const char *const *)x, b = (uintptr_t) * (const char *const *)y;
  return a < b ? -1 : a > b;
}

/* The union of a sorted set of classes and the classes of locks (those
   that have one), sorted, in the arena. */
static const char **with_locks(const char **held, int nheld, const OrderLock *locks, int nlocks, int *n) {
  const char **all = ARENA_ARRAY(&arena, const char *, nheld + nlocks + 1);
  int count = 0;
  for (int i = 0; i < nheld; i++)
    all[count++] = held[i];
  for (int i = 0; i < nlocks; i++) {
    bool again = !locks[i].cls;
    for (int k = 0; k < count && !again; k++)
      again = all[k] == locks[i].cls;
    if (!again)
      all[count++] = locks[i].cls;
  }
  qsort(all, (size_t)count, sizeof *all, compare_pointers);
  *n = count;
  return all;
}

static bool same_classes(const char **x, int nx, const char **y, int ny) {
  if (nx != ny)
    return false;
  for (int i = 0; i < nx; i++)
    if (x[i] != y[i])
      return false;
  return true;
}

static bool holds_class(const char **held, int n, const char *cls) {
  for (int i = 0; i < n; i++)
    if (held[i] == cls)
      return true;
  return false;
}

static bool disjoint(const char **x, int nx, const char **y, int ny) {
  for (int i = 0; i < nx; i++)
    if (holds_class(y, ny, x[i]))
      return false;
  return true;
}

/* Adds context c to function f's, or merges it into one with the same
   locks: two roots make it run in several.  True when f's contexts
   changed. */
static bool add_context(const Function *f, Context c) {
  Contexts *cs = &contexts[function_index(f)];
  for (int i = 0; i < cs->len; i++) {
    Context *old = &cs->data[i];
    if (old->serial != c.serial || old->own_params != c.own_params ||
        !same_classes(old->held, old->nheld, c.held, c.nheld))
      continue;
    bool changed = false;
    if (old->root && old->root != c.root)
      old->root = NULL, changed = true;
    if (old->known && !c.known)
      old->known = false, changed = true;
    return changed;
  }
  if (cs->len >= MAX_CONTEXTS)
    return false;
  VEC_PUSH(*cs, c);
  return true;
}

/* The arguments of call s that point to the caller's own objects, its
   parameters own those of its context: bit i for argument i. */
static unsigned own_arguments(const OrderStep *s, unsigned own_params) {
  unsigned own = s->local_args;
  for (int i = 0; i < s->nargs && i < 32; i++) {
    int j;
    char end;
    if (s->args[i] && sscanf(s->args[i], "(param %d%c", &j, &end) == 2 && end == ')' && j >= 0 && j < 32 &&
        (own_params >> j & 1))
      own |= 1u << i;
  }
  return own;
}

/* Step 1: each function's contexts, from the roots down its calls. */
static void find_contexts(void) {
  VEC(Function *) work = {0};
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    if (!f->defined || !(f->is_main || f->thread_entry || f->address_taken || !f->called))
      continue;
    Context root = {.root = f->thread_many ? NULL : f, .known = f->is_main || f->thread_entry, .step = -1, .from = -1};
    add_context(f, root);
    VEC_PUSH(work, f);
  }
  while (work.len) {
    Function *f = work.data[--work.len];
    Contexts *cs = &contexts[function_index(f)];
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      Function *g = callee_of(s);
      if (!g)
        continue;
      bool grew = false;
      for (int i = 0; i < cs->len; i++) {
        const Context *c = &cs->data[i];
        Context d = {.root = c->root, .known = c->known, .serial = c->serial || s->before_threads, .caller = f, .step = k, .from = i,
                     .own_params = own_arguments(s, c->own_params)};
        d.held = with_locks(c->held, c->nheld, s->held, s->nheld, &d.nheld);
        grew |= add_context(g, d);
      }
      if (grew)
        VEC_PUSH(work, g);
    }
  }
  VEC_FREE(work);
}

/* May the two uses run at once: not in one thread that runs once (or
   main), and with no lock in common? */
static bool concurrent(const Use *u, const Use *w) {
  if (u->root && u->root == w->root)
    return false;
  return disjoint(u->held, u->nheld, w->held, w->nheld);
}

/* Notes the calls by which a use's function is reached from its root. */
static void note_calls(Report *r, const Use *u) {
  const Function *f = u->function;
  const Context *c = &contexts[function_index(f)].data[u->context];
  for (int depth = 0; c->caller && depth < MAX_CHAIN; depth++) {
    const Function *caller = c->caller;
    report_note(r, caller->steps.data[c->step].at, "'%s' called here, in function '%s'", f->name, caller->name);
    f = caller;
    c = &contexts[function_index(caller)].data[c->from];
  }
}

static const char *doing(char mode) { return mode == 'w' ? "writing" : "reading"; }

static int compare_uses(const void *x, const void *y) {
  const Use *u = x, *w = y;
  int c = loc_compare(u->access->at, w->access->at);
  return c ? c : u->access->mode - w->access->mode;
}

/* Is the site guarded by cls in each of its uses? */
static bool site_guarded(const Uses *uses, const Site *s, const char *cls) {
  for (int i = s->first; i < s->first + s->n; i++)
    if (!holds_class(uses->data[i].held, uses->data[i].nheld, cls))
      return false;
  return true;
}

/* A write of the variable that may run at once with u (preferring one
   with guard held), or NULL. */
static const Use *other_write(const Uses *uses, const Use *u, const char *guard) {
  const Use *found = NULL;
  for (int i = 0; i < uses->len; i++) {
    const Use *w = &uses->data[i];
    if (w->access->mode != 'w' || !concurrent(u, w))
      continue;
    if (!found || (guard && holds_class(w->held, w->nheld, guard) && !holds_class(found->held, found->nheld, guard)))
      found = w;
  }
  return found;
}

/* The name to show for the variable at an access: as written there, with
   its class when that differs (`c->refs`, of `struct conn.refs`). */
static char *variable_text(const OrderStep *a, const char *var) {
  if (!strcmp(a->taken.text, var))
    return format("'%s'", var);
  return format("'%s' (%s)", a->taken.text, var);
}

/* The text a held lock of class cls has in a use (`c->lock`), or cls. */
static const char *lock_text(const OrderStep *a, const char *cls) {
  for (int i = 0; i < a->nheld; i++)
    if (a->held[i].cls == cls && a->held[i].text)
      return a->held[i].text;
  return cls;
}

/* The guard as the access would name it: a sibling member of the same
   struct by the access's own object (`c->lock` at `c->refs`), else its
   class (malloc'ed). */
static char *guard_text(const OrderStep *a, const char *var, const char *guard) {
  const char *dot = strrchr(guard, '.'), *var_dot = strrchr(var, '.');
  const char *text = a->taken.text, *sep = strrchr(text, '.'), *arrow = strstr(text, "->");
  for (const char *p = arrow; p; p = strstr(p + 2, "->"))
    arrow = p;
  if (arrow && (!sep || arrow > sep))
    sep = arrow;
  if (!dot || !var_dot || !sep || dot - guard != var_dot - var || strncmp(guard, var, (size_t)(dot - guard)) ||
      strchr(dot + 1, '['))
    return xstrdup(guard);
  return format("%.*s%s", (int)(sep - text + (*sep == '-' ? 2 : 1)), text, dot + 1);
}

/* Step 3, for one variable whose uses are sorted by site. */
static void check_variable(const char *var, Uses *uses) {
  VEC(Site) sites = {0};
  for (int i = 0; i < uses->len; i++) {
    const OrderStep *a = uses->data[i].access;
    Site *last = sites.len ? &sites.data[sites.len - 1] : NULL;
    if (last && !loc_compare(last->at, a->at) && last->mode == a->mode)
      last->n++;
    else
      VEC_PUSH(sites, ((Site){a->at, a->mode, i, 1}));
  }
  /* the guard: the class held at the most write sites */
  const char *guard = NULL;
  int guarded = 0, writes = 0;
  for (int i = 0; i < sites.len; i++) {
    if (sites.data[i].mode != 'w')
      continue;
    writes++;
    const Use *u = &uses->data[sites.data[i].first];
    for (int k = 0; k < u->nheld; k++) {
      int count = 0;
      for (int j = 0; j < sites.len; j++)
        count += sites.data[j].mode == 'w' && site_guarded(uses, &sites.data[j], u->held[k]);
      if (count > guarded)
        guard = u->held[k], guarded = count;
    }
  }
  if (!writes) {
    VEC_FREE(sites);
    return; /* only read while threads run */
  }
  /* the guard's evidence: held at two in three writes or more, and at
     as many accesses as it is not */
  int guarded_sites = 0;
  for (int i = 0; guard && i < sites.len; i++)
    guarded_sites += site_guarded(uses, &sites.data[i], guard);
  if (guard && guarded >= 2 * (writes - guarded) && guarded_sites >= sites.len - guarded_sites) {
    for (int i = 0; i < sites.len; i++) {
      const Site *s = &sites.data[i];
      if (site_guarded(uses, s, guard))
        continue;
      const Use *u = NULL, *w = NULL;
      for (int k = s->first; k < s->first + s->n && !w; k++) {
        u = &uses->data[k];
        if (!holds_class(u->held, u->nheld, guard))
          w = other_write(uses, u, guard);
      }
      if (!w)
        continue;
      char *name = variable_text(u->access, var), *lock = guard_text(u->access, var, guard);
      Report *r = report(s->at, "thread-safety-race", "data-race", u->function->name, xstrdup(var),
                         "data race: %s %s without holding '%s', held at %d of its %d writes", doing(s->mode), name,
                         lock, guarded, writes);
      free(name);
      free(lock);
      note_calls(r, u);
      if (holds_class(w->held, w->nheld, guard)) {
        char *held = guard_text(w->access, var, guard);
        report_note(r, w->access->at, "'%s' written with '%s' held, in function '%s'", w->access->taken.text,
                    strcmp(held, guard) ? held : lock_text(w->access, guard), w->function->name);
        free(held);
      }
      else
        report_note(r, w->access->at, "'%s' written by another thread, in function '%s'", w->access->taken.text,
                    w->function->name);
    }
  } else if (!guarded) {
    /* a global that two threads write with no lock, in code that the
       program's own threads run: reported once */
    for (int i = 0; i < uses->len; i++) {
      const Use *u = &uses->data[i];
      if (u->access->mode != 'w' || !u->access->direct || !u->known)
        continue;
      const Use *w = NULL;
      for (int k = 0; k < uses->len && !w; k++) {
        const Use *x = &uses->data[k];
        if (x->access->mode == 'w' && x->access->direct && x->known && concurrent(u, x) &&
            (x->access != u->access || !u->root))
          w = x;
      }
      if (!w)
        continue;
      Report *r = report(u->access->at, "thread-safety-race", "data-race-unlocked", u->function->name, xstrdup(var),
                         "data race: '%s' is written by two threads with no lock held", var);
      note_calls(r, u);
      if (w->access == u->access)
        report_note(r, w->access->at, "'%s' written here by another thread running '%s' at once", var,
                    w->function->name);
      else
        report_note(r, w->access->at, "'%s' also written here, in function '%s'", var, w->function->name);
      break;
    }
  }
  VEC_FREE(sites);
}

void race_check(void) {
  bool threads = false, program = false;
  for (int i = 0; i < function_list.len; i++) {
    threads |= function_list.data[i]->thread_entry;
    program |= function_list.data[i]->is_main && function_list.data[i]->defined;
  }
  if (!threads || !program)
    return; /* a library, or a program that starts no thread: what runs at once is not known */
  contexts = xcalloc((size_t)function_list.len + 1, sizeof(Contexts));
  for (int i = 0; i < function_list.len; i++) {
    const Function **key = ARENA_NEW(&arena, const Function *);
    *key = function_list.data[i];
    hashmap_put(&index_of, (const char *)key, sizeof *key, (void *)(intptr_t)(i + 1));
  }
  find_contexts();
  /* step 2: each variable's uses */
  HashMap by_variable = {0};
  VEC(Uses *) variables = {0};
  VEC(const char *) names = {0};
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    const Contexts *cs = &contexts[i];
    for (int k = 0; k < f->accesses.len; k++) {
      const OrderStep *a = &f->accesses.data[k];
      if (a->mode == 'a')
        continue;
      for (int c = 0; c < cs->len; c++) {
        const Context *x = &cs->data[c];
        if (x->serial || a->before_threads || (a->param >= 0 && a->param < 32 && (x->own_params >> a->param & 1)))
          continue;
        Uses *uses = hashmap_get(&by_variable, (const char *)&a->access, sizeof a->access);
        if (!uses) {
          uses = xcalloc(1, sizeof *uses);
          const char **key = ARENA_NEW(&arena, const char *);
          *key = a->access;
          hashmap_put(&by_variable, (const char *)key, sizeof *key, uses);
          VEC_PUSH(variables, uses);
          VEC_PUSH(names, a->access);
        }
        Use u = {.function = f, .access = a, .context = c, .root = x->root, .known = x->known};
        u.held = with_locks(x->held, x->nheld, a->held, a->nheld, &u.nheld);
        VEC_PUSH(*uses, u);
      }
    }
  }
  for (int i = 0; i < variables.len; i++) {
    Uses *uses = variables.data[i];
    qsort(uses->data, (size_t)uses->len, sizeof *uses->data, compare_uses);
    check_variable(names.data[i], uses);
    VEC_FREE(*uses);
    free(uses);
  }
  VEC_FREE(variables);
  VEC_FREE(names);
  hashmap_free(&by_variable);
  for (int i = 0; i < function_list.len; i++)
    VEC_FREE(contexts[i]);
  free(contexts);
  contexts = NULL;
  hashmap_free(&index_of);
  arena_free(&arena);
}
