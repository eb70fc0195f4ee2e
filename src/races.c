/*
 * races.c: data races in code without annotations (stage 8).
 *
 * The analysis of each function (analysis.c race_access) tells the lock
 * graph each access of data that threads may share: a global or static,
 * or what a pointer points to, named by variable (`count`, `stats.hits`)
 * or by struct and member (`struct conn.refs`), an array as one variable
 * (`slots[*]`), with the locks held there.  Locals, objects the function
 * has just made, _Atomic data, and data declared guarded (the analysis
 * checks the annotation) are left out; volatile data is checked only where
 * two threads may store into it what is not a constant (a counter, not a
 * flag: volatile_flag).
 *
 * race_check, once every function is in:
 *   1. gives each function the contexts it runs in: from each root (main;
 *      each thread's function; a function called through a pointer or not
 *      at all, which may run in any thread), down direct calls and calls
 *      through members (the functions stored in the member), the locks
 *      its callers hold, whether it runs while threads run (main's code
 *      before its first thread starts, or after it joins them, and what
 *      that code calls, is serial), the thread's function and program,
 *      the function that starts threads in whose code before its starts it
 *      runs, and what its pointer parameters point to;
 *   2. gathers each variable's accesses in each context, with the locks
 *      held there, its callers' included;
 *   3. infers a variable's guard: the lock held at most of its writes.
 *      When it is held at every write, or at two in three of them, an
 *      access without it, where another thread can write the variable, is
 *      a race, reported at the access with a note at a guarded write and
 *      the counts (one locked write is evidence only for one object, not
 *      through a pointer).  Without such a guard, two accesses of one
 *      object by the program's own threads, one a write, with no lock in
 *      common, are a race.  Accesses in one thread that runs once, or in
 *      main alone, or ordered by a thread's start, or in main's code
 *      before anything it has called or started may have started the
 *      other thread (not_running), do not race.
 *
 * With suggest (races_suggest), the guards inferred with enough evidence
 * become annotations: GUARDED_BY on the variable, REQUIRES on the helpers
 * whose callers hold the lock, as a patch.
 */
#include "program.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_CONTEXTS = 16, MAX_CHAIN = 12, MAX_BOUND = 4 };

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
  bool uncalled;        /* every root it comes from is a function nothing calls, stores
                           or hands on, which the program does not run (dead code, or
                           a library function only another program calls): its
                           accesses count for a variable's guard, but race with none */
  bool serial;
  bool serial_before_own; /* a function that starts threads itself, called where no
                           thread runs: serial until it starts one (its code with
                           OrderStep.before_own), not after */
  unsigned own_params;  /* bit i: parameter i points to a caller's own object (a
                           local's address, an object just made), which no other
                           thread sees */
  unsigned shared_params; /* bit i: parameter i points to the one object every run
                           of a thread's function is given (`&ctx` at each start), or
                           the object the thread's starter goes on using (given_by) */
  unsigned element_params; /* bit i: parameter i points into any element of a global
                           array (OrderStep.element_args): one object of the program's */
  const Function *given_by; /* that starter (given_by_starter): the object is one with
                           its accesses of it (OrderStep.given), not with others of
                           its class */
  bool per_start;       /* with given_by: each start gives another object (`&args[i]`
                           in a loop), one with the starter's accesses after that
                           start, but another thread's object for each thread */
  const Function *entry;  /* the thread's function it runs in (NULL: main, several) */
  const Function *program; /* the main of the program it runs in, when one (a
                           database may build several programs) */
  const char *bound[MAX_BOUND]; /* the variable parameter i points to, when its callers
                           name one (`inc(&hits)`: `hits`), for an access of it
                           (PARAMETER_POINTEE) */
  const char *ended;       /* reached from main's code after it has joined the threads
                           of these functions (OrderStep.ended), while others run */
  const char *running;     /* reached from main's code where it has called or started
                           only these (OrderStep.running), in a function that starts
                           none; NULL: not known */
  const Function *before_of; /* the outermost function other than main that starts
                           threads in whose code before they start (or after a join)
                           it is called */
  const Function *caller;
  int step, from;
} Context;

typedef VEC(Context) Contexts;

/* An access in one context: the locks held there, callers' included. */
typedef struct Use {
  const Function *function;
  const OrderStep *access;
  const Context *context; /* of function's (its root, thread, program) */
  const char **held;
  int nheld;
  bool direct;          /* an access of one object (OrderStep.direct, or through a
                           parameter that points to a thread's shared argument) */
  const Function *given_by; /* of the object a starter gives its thread and goes on
                           using (Context.given_by), which no other use names */
  bool per_start;       /* through such an object, another for each thread
                           (Context.per_start) */
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
/* Which threads' functions each function starts, itself or through the
   functions it calls: bit `entry_index[g]` of start_table[f]'s row, one row of
   `nentries + 1` per function, by index (a start through a pointer,
   OrderStep.starts `?`, of each that one may run: Function.started_unnamed);
   the last bit for a call through a pointer whose value nothing names
   (OrderStep.slot `?`), or through a member or variable where the program
   stores none of its functions (`create = pthread_create`, `hook = pick()`), which
   may start any.  (A parameter where the callers pass no function's name
   holds what they were given: a function whose address is taken, a root
   that may run in any thread, so its starts are not known: started_known.) */
static bool *start_table;
static int *entry_index, nentries;
/* Per thread function, by entry index: 0 not yet asked, 1 each of its
   starts is in code the program's roots are known to reach (started_known),
   2 not. */
static char *known_starts;
/* Per function, by index: 0 not yet asked, 1 alone_but_own, 2 not. */
static char *alone_functions;
/* exclusive's answers, by the two functions. */
static HashMap exclusive_pairs;
static HashMap index_of;    /* Function address to its index + 1 */
/* Per thread function, by index: the thread functions whose threads have
   ended where each start of it is made (OrderStep.ended, the same at
   every start), else NULL. */
static const char **started_after;
/* A lock held shared (a reader's) is its class's mark, another class:
   two readers do not exclude each other, a reader and a writer do. */
static HashMap mark_of, marked; /* class to its mark, mark to its class (by address) */

static const char *lookup(HashMap *map, const char *cls) {
  return hashmap_get(map, (const char *)&cls, sizeof cls);
}

static const char *shared_mark(const char *cls) {
  const char *mark = lookup(&mark_of, cls);
  if (mark)
    return mark;
  char *text = format("%s (shared)", cls);
  mark = keep(text);
  free(text);
  const char **from = ARENA_NEW(&arena, const char *), **to = ARENA_NEW(&arena, const char *);
  *from = cls;
  *to = mark;
  hashmap_put(&mark_of, (const char *)from, sizeof *from, (void *)mark);
  hashmap_put(&marked, (const char *)to, sizeof *to, (void *)cls);
  return mark;
}

static int function_index(const Function *f) {
  return (int)(intptr_t)hashmap_get(&index_of, (const char *)&f, sizeof f) - 1;
}

static int compare_pointers(const void *x, const void *y) {
  uintptr_t a = (uintptr_t) * (const char *const *)x, b = (uintptr_t) * (const char *const *)y;
  return a < b ? -1 : a > b;
}

/* An element of an array of locks by a constant index (`m[3]`, of the
   class `m[*]`) is a class of its own here, so that threads holding `m[3]`
   and `m[4]` share no lock; it is still one lock with its family (`m[*]`:
   an element picked at run time, or all of them): same_lock. */
static HashMap family_of; /* an element's class to its family's (by address) */

/* l's class, or its element's (`m[3]`, `b[3].lk`) when its class has one
   element picked (`m[*]`) and its text names it by a number. */
static const char *element_class(const OrderLock *l) {
  const char *star = l->cls && l->text ? strstr(l->cls, "[*]") : NULL;
  const char *open = star && !strstr(star + 1, "[*]") ? strchr(l->text, '[') : NULL;
  if (!open || strchr(open + 1, '['))
    return l->cls;
  size_t digits = strspn(open + 1, "0123456789");
  if (!digits || open[1 + digits] != ']')
    return l->cls;
  char *text = format("%.*s[%.*s]%s", (int)(star - l->cls), l->cls, (int)digits, open + 1, star + 3);
  const char *element = keep(text);
  free(text);
  if (!lookup(&family_of, element)) {
    const char **key = ARENA_NEW(&arena, const char *);
    *key = element;
    hashmap_put(&family_of, (const char *)key, sizeof *key, (void *)l->cls);
  }
  return element;
}

/* Are classes a and b one lock: the same, or an element and its family? */
static bool same_lock(const char *a, const char *b) {
  return a == b || (a && b && (lookup(&family_of, a) == b || lookup(&family_of, b) == a));
}

/* Does held have a lock that is cls (same_lock)? */
static bool holds_lock(const char *const *held, int n, const char *cls) {
  for (int i = 0; i < n; i++)
    if (same_lock(held[i], cls))
      return true;
  return false;
}

/* The class a held lock counts as in a context whose parameters point to
   bound: its own (element_class), or for the lock a parameter points to
   (`*m`), the one the callers pass (`munge(&mutex)`: `mutex`); its mark
   when it is held shared; NULL for none. */
static const char *held_class(const OrderLock *l, const char *const *bound) {
  const char *cls = element_class(l);
  int i, end = 0;
  if (!cls && l->inst && sscanf(l->inst, "(deref (param %d))%n", &i, &end) == 1 && end && !l->inst[end] && i >= 0 &&
      i < MAX_BOUND)
    cls = bound[i];
  return cls && l->shared ? shared_mark(cls) : cls;
}

/* The union of a sorted set of classes and the classes of locks (those
   that have one, in a context whose parameters point to bound), sorted,
   in the arena. */
static const char **with_locks(const char **held, int nheld, const OrderLock *locks, int nlocks,
                               const char *const *bound, int *n) {
  bool more = false; /* a lock not held yet: else held itself, shared */
  for (int i = 0; i < nlocks && !more; i++)
    more = held_class(&locks[i], bound) && !holds_class(held, nheld, held_class(&locks[i], bound));
  if (!more) {
    *n = nheld;
    return held;
  }
  const char **all = ARENA_ARRAY(&arena, const char *, nheld + nlocks + 1);
  int count = 0;
  for (int i = 0; i < nheld; i++)
    all[count++] = held[i];
  for (int i = 0; i < nlocks; i++) {
    const char *cls = held_class(&locks[i], bound);
    if (cls && !holds_class(all, count, cls))
      all[count++] = cls;
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

/* Is cls held for an access of mode ('r' or 'w'): exclusively, or
   shared for a read? */
static bool covers(const char **held, int n, const char *cls, char mode) {
  const char *mark = mode == 'r' ? lookup(&mark_of, cls) : NULL;
  return holds_lock(held, n, cls) || (mark && holds_lock(held, n, mark));
}

/* Do x and y have no lock in common that one of them holds exclusively? */
static bool disjoint(const char **x, int nx, const char **y, int ny) {
  for (int i = 0; i < nx; i++) {
    const char *base = lookup(&marked, x[i]);
    if (base ? holds_lock(y, ny, base) : covers(y, ny, x[i], 'r'))
      return false;
  }
  return true;
}

/* Widens context x to take c in too, when a function has too many to keep
   apart: the locks both hold, what both know.  True when x changed. */
static bool widen(Context *x, const Context *c) {
  Context was = *x;
  int n = 0;
  const char **held = ARENA_ARRAY(&arena, const char *, x->nheld + 1);
  for (int i = 0; i < x->nheld; i++)
    if (holds_class(c->held, c->nheld, x->held[i]))
      held[n++] = x->held[i];
  if (n < x->nheld)
    x->held = held, x->nheld = n;
  x->known &= c->known;
  x->uncalled &= c->uncalled;
  bool serial = x->serial && c->serial;
  x->serial_before_own = (x->serial || x->serial_before_own) && (c->serial || c->serial_before_own) && !serial;
  x->serial = serial;
  x->own_params &= c->own_params;
  x->shared_params &= c->shared_params;
  x->element_params &= c->element_params;
  x->per_start = x->per_start && c->per_start;
  if (x->given_by != c->given_by)
    x->given_by = NULL, x->shared_params = 0;
  if (x->root != c->root)
    x->root = NULL;
  if (x->entry != c->entry)
    x->entry = NULL;
  if (x->program != c->program)
    x->program = NULL;
  if (x->before_of != c->before_of)
    x->before_of = NULL;
  if (x->ended != c->ended)
    x->ended = NULL;
  if (x->running != c->running)
    x->running = NULL;
  for (int i = 0; i < MAX_BOUND; i++)
    if (x->bound[i] != c->bound[i])
      x->bound[i] = NULL;
  return memcmp(&was, x, sizeof was) != 0;
}

/* Adds context c to function f's, or merges it into one with the same
   locks: two roots make it run in several, two lists of what main has
   called before it none.  True when f's contexts changed. */
static bool add_context(const Function *f, Context c) {
  Contexts *cs = &contexts[function_index(f)];
  Context *same = NULL;
  bool changed = false;
  for (int i = 0; i < cs->len; i++) {
    Context *old = &cs->data[i];
    if (old->serial != c.serial || old->serial_before_own != c.serial_before_own ||
        old->own_params != c.own_params || old->shared_params != c.shared_params ||
        old->element_params != c.element_params || old->given_by != c.given_by || old->per_start != c.per_start ||
        old->before_of != c.before_of || old->ended != c.ended ||
        !same_classes(old->held, old->nheld, c.held, c.nheld) ||
        memcmp(old->bound, c.bound, sizeof c.bound))
      continue;
    /* the same but for the thread's function: kept apart, for the order of
       thread starts, but known only if both are (reached from a function
       called through a pointer too, the code may run in any thread) */
    if (old->known && !c.known)
      old->known = false, changed = true;
    c.known &= old->known;
    if (old->uncalled && !c.uncalled) /* run after all */
      old->uncalled = false, changed = true;
    c.uncalled &= old->uncalled;
    if (old->entry == c.entry)
      same = old;
  }
  if (same) {
    if (same->root && same->root != c.root)
      same->root = NULL, changed = true;
    if (same->program && same->program != c.program)
      same->program = NULL, changed = true;
    if (same->running && same->running != c.running)
      same->running = NULL, changed = true;
    return changed;
  }
  if (cs->len >= MAX_CONTEXTS)
    return widen(&cs->data[MAX_CONTEXTS - 1], &c) || changed;
  VEC_PUSH(*cs, c);
  return true;
}

/* The caller's parameter (from 0) an argument's file form is (`(param 2)`),
   or -1. */
static int parameter_of(const char *form) {
  int j, end = 0;
  return form && sscanf(form, "(param %d)%n", &j, &end) == 1 && end && !form[end] && j >= 0 ? j : -1;
}

/* Is parameter i (none when negative) marked in params, bit i for
   parameter i? */
static bool param_marked(unsigned params, int i) { return i >= 0 && i < 32 && (params >> i & 1); }

/* The arguments of call s that are parameters of the caller marked in
   params (bit j for parameter j): bit i for argument i. */
static unsigned passed_on(const OrderStep *s, unsigned params) {
  unsigned passed = 0;
  for (int i = 0; i < s->nargs && i < 32; i++) {
    if (param_marked(params, parameter_of(s->args[i])))
      passed |= 1u << i;
  }
  return passed;
}

/* The thread starts (pthread_create, thrd_create): the index of the
   function's argument, then of the argument it is given. */
static bool thread_start(const OrderStep *s, int *function, int *argument) {
  if (!s->callee || s->slot)
    return false;
  *function = start_routine_position(s->callee) - 1;
  *argument = *function + 1;
  return *function >= 0 && s->nargs > *argument;
}

/* Is every run of thread function f given one object, the same at each
   place that starts it (`&ctx`, `&table`, not `&args[i]` nor an object
   made for it)?  It is f's first parameter at each.  A step that starts
   it, and the argument's index there, when so; else NULL. */
static const OrderStep *shared_argument(const Function *f, int *index) {
  const OrderStep *found = NULL;
  const char *form = NULL;
  for (int i = 0; i < function_list.len; i++)
    for (int k = 0; k < function_list.data[i]->steps.len; k++) {
      const OrderStep *s = &function_list.data[i]->steps.data[k];
      int fn, arg;
      if (s->starts != f->key || !thread_start(s, &fn, &arg))
        continue;
      const char *given = s->args[arg];
      /* a parameter's or a local's object is another at each run of a
         starter that runs again (lvmpolld's `spawn_detached_thread(pdlv)`) */
      if (!given || !strcmp(given, "(const 0)") || (form && form != given) ||
          (function_list.data[i]->again && (given[0] == '?' || !strncmp(given, "(param", 6))))
        return NULL;
      form = given;
      found = s;
      *index = arg;
    }
  return found;
}

/* Does g start threads of its own (a spawner: code of its before one
   starts, OrderStep.before_own, or a start)? */
static bool starts_own(const Function *g) {
  for (int k = 0; k < g->steps.len; k++)
    if (g->steps.data[k].before_own || g->steps.data[k].starts)
      return true;
  for (int k = 0; k < g->accesses.len; k++)
    if (g->accesses.data[k].before_own)
      return true;
  return false;
}

/* The start of f by a function that goes on writing the object it gives
   the thread, once started (OrderStep.given: `p->n = 5` after
   `pthread_create(&t, 0, f, p)`), with the argument's index in *index;
   NULL for none.  The object f's parameter points to is then one object
   with the starter's. */
static const OrderStep *given_by_starter(const Function *f, int *index, const Function **starter) {
  for (int i = 0; i < function_list.len; i++) {
    const Function *g = function_list.data[i];
    const OrderStep *start = NULL;
    int fn;
    for (int k = 0; k < g->steps.len && !start; k++)
      if (g->steps.data[k].starts == f->key && thread_start(&g->steps.data[k], &fn, index))
        start = &g->steps.data[k];
    for (int k = 0; start && k < g->accesses.len; k++)
      if (g->accesses.data[k].given && g->accesses.data[k].mode == 'w') {
        *starter = g;
        return start;
      }
  }
  return NULL;
}

/* The variables the parameters of a call step's callee point to, in a
   context of the caller: an argument's pointee by name (`&hits`), or the
   caller's own parameter's. */
static void bind_arguments(const OrderStep *s, const Context *c, const char **bound) {
  for (int i = 0; i < MAX_BOUND && i < s->nargs; i++) {
    int j = parameter_of(s->args[i]);
    if (j >= 0)
      bound[i] = j < MAX_BOUND ? c->bound[j] : NULL;
    else if (s->args[i] && !(s->local_args >> i & 1))
      bound[i] = s->arg_classes[i];
  }
}

static const Function *program_of(const Function *g);
static bool starts_entry(const Function *f, const Function *g);
static bool starts_any(const Function *f);
static bool starts_unnamed(const Function *f);

/* Does name contain word (in lower case), whatever the case of its letters? */
static bool contains_folded(const char *name, const char *word) {
  for (; *name; name++) {
    size_t i = 0;
    while (word[i] && tolower((unsigned char)name[i]) == word[i])
      i++;
    if (!word[i])
      return true;
  }
  return false;
}

bool calls_before_return(const char *key) {
  static const char *const names[] = {
      "qsort", "qsort_r", "bsearch", "lfind", "lsearch", "tsearch", "tfind", "tdelete", "twalk", "twalk_r", "ftw",
      "nftw", "scandir", "scandirat",
      /* glib's sorts, searches and traversals */
      "g_qsort_with_data", "g_array_sort", "g_array_sort_with_data", "g_ptr_array_sort",
      "g_ptr_array_sort_with_data", "g_list_sort", "g_list_sort_with_data", "g_slist_sort",
      "g_slist_sort_with_data", "g_queue_sort", "g_list_insert_sorted", "g_slist_insert_sorted",
      "g_queue_insert_sorted", "g_list_find_custom", "g_slist_find_custom", "g_queue_find_custom",
      "g_hash_table_find", "g_tree_traverse", "g_tree_search", "g_node_traverse", "g_sequence_sort"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(key, names[i]))
      return true;
  /* an iteration over a container, which calls it for each element:
     `g_hash_table_foreach`, `g_tree_foreach`, `list_for_each` */
  return contains_folded(key, "foreach") || contains_folded(key, "for_each");
}

/* The functions call step s may call, into out: its callee, those stored
   in the member it calls through, or, for a library function that calls
   the functions it is given before it returns (`qsort(.., cmp)`,
   `ftw(.., visit, ..)`), those. */
static void targets(const OrderStep *s, FunctionList *out) {
  out->len = 0;
  const FunctionList *stored = stored_in(s->slot);
  Function *callee = callee_of(s);
  for (int i = 0; stored && i < stored->len; i++)
    VEC_PUSH(*out, stored->data[i]);
  if (callee)
    VEC_PUSH(*out, callee);
  if (stored || callee || !s->callee || !calls_before_return(s->callee))
    return;
  for (int i = 0; i < s->nargs; i++) {
    char *slot = order_parameter_slot(s->callee, i);
    const FunctionList *given = stored_in(slot);
    free(slot);
    for (int k = 0; given && k < given->len; k++) {
      char *form = format("(var %s)", given->data[k]->name); /* this call's argument */
      if (s->args[i] && !strcmp(s->args[i], form))
        VEC_PUSH(*out, given->data[k]);
      free(form);
    }
  }
}

/* Is f given to a function the program does not define (`atexit(f)`,
   `signal(.., f)`, a library's callback), which may call it at any time,
   in any thread?  Not one that calls it before it returns (`qsort`): the
   call reaches it (targets). */
static bool given_outside(const Function *f) {
  for (int k = 0; k < f->slots.len; k++) {
    const char *mark = strchr(f->slots.data[k], '\x1e'); /* order_parameter_slot's */
    if (!mark)
      continue;
    char *key = format("%.*s", (int)(mark - f->slots.data[k]), f->slots.data[k]);
    bool outside = !defined_function(key) && !calls_before_return(key);
    free(key);
    if (outside)
      return true;
  }
  return false;
}

/* The threads ended where step s of f calls on: those f's callers had
   joined before they called it (c->ended) and those f has joined there
   (s->ended, a joiner's), both unless f starts threads again. */
static const char *ended_at(const Function *f, const Context *c, const OrderStep *s) {
  if (!c->ended || !s->ended || c->ended == s->ended || starts_any(f))
    return c->ended ? c->ended : s->ended;
  StrBuf both = {0};
  sb_puts(&both, c->ended);
  const char *p = s->ended;
  for (char *key; (key = list_key(&p)); free(key))
    if (!ended_lists(both.data, key))
      sb_printf(&both, "%s\x1e", key);
  const char *kept = keep(both.data);
  sb_free(&both);
  return kept;
}

/* What main has called or started before step s of f in context c
   (OrderStep.running), where that says it all: in main, or in a function
   that starts threads called where none runs (Context.serial_before_own),
   whose own calls are then the only ones; NULL elsewhere. */
static const char *own_running(const Function *f, const Context *c, const OrderStep *s) {
  return f->is_main || c->serial_before_own ? s->running : NULL;
}

/* Does the program run a function that a root the program runs
   reaches: main, the functions code outside it may call (its address
   taken, handed to a library function, or stored where no call of
   reached finds it), a thread's function that one of these starts (or a
   start through a pointer may run), down the calls?  By function index,
   malloc'ed. */
static bool *running_functions(const bool *reached) {
  bool *runs = xcalloc((size_t)function_list.len + 1, sizeof(bool));
  int *entries = xcalloc((size_t)nentries + 1, sizeof(int)); /* each thread function's index */
  VEC(int) work = {0};
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    if (entry_index[i] >= 0)
      entries[entry_index[i]] = i;
    /* a thread's function is handed to pthread_create: it runs where a
       function that runs starts it */
    if (f->thread_entry ? f->started_unnamed
                        : f->is_main || f->address_taken || given_outside(f) || (!reached[i] && f->slots.len)) {
      runs[i] = true;
      VEC_PUSH(work, i);
    }
  }
  FunctionList called = {0};
  while (work.len) {
    const Function *f = function_list.data[work.data[--work.len]];
    for (int k = 0; k < f->steps.len; k++) {
      targets(&f->steps.data[k], &called);
      for (int j = 0; j < called.len; j++) {
        int c = function_index(called.data[j]);
        if (!runs[c]) {
          runs[c] = true;
          VEC_PUSH(work, c);
        }
      }
    }
    /* the threads it starts, itself or through its calls (start_table) */
    for (int e = 0; e < nentries; e++)
      if (!runs[entries[e]] && (starts_unnamed(f) || starts_entry(f, function_list.data[entries[e]]))) {
        runs[entries[e]] = true;
        VEC_PUSH(work, entries[e]);
      }
  }
  VEC_FREE(work);
  VEC_FREE(called);
  free(entries);
  return runs;
}

/* Step 1: each function's contexts, from the roots down its calls.  A
   function that is only stored where the program's calls through a
   pointer find it (a member, a variable, a parameter) is no root: those
   calls reach it.  One that nothing calls, stores or hands on is a root
   whose contexts are `uncalled`: the program (race_check runs on one with
   a main) does not run it (dead code, a library function another program
   of the tree calls: multipath-tools' print_all_paths in multipathd). */
static void find_contexts(void) {
  bool *reached = xcalloc((size_t)function_list.len + 1, sizeof(bool)); /* by a call */
  FunctionList called = {0};
  for (int i = 0; i < function_list.len; i++)
    for (int k = 0; k < function_list.data[i]->steps.len; k++) {
      targets(&function_list.data[i]->steps.data[k], &called);
      for (int j = 0; j < called.len; j++)
        if (called.data[j] != function_list.data[i]) /* a recursive call does not reach it */
          reached[function_index(called.data[j])] = true;
    }
  bool *runs = running_functions(reached);
  VEC(Function *) work = {0}; /* each function once at a time (Function.queued) */
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    if (!f->defined ||
        !(f->is_main || f->thread_entry || f->address_taken || given_outside(f) || !reached[i]))
      continue;
    int arg = -1, given_arg = -1;
    const Function *starter = NULL;
    const OrderStep *start = f->thread_entry ? shared_argument(f, &arg) : NULL;
    /* one run, several given one object (start), or each given its own
       that the starter goes on using (per start) */
    const OrderStep *given = f->thread_entry ? given_by_starter(f, &given_arg, &starter) : NULL;
    Context root = {.root = f->thread_many ? NULL : f, .known = f->is_main || f->thread_entry,
                    .uncalled = !runs[i], .step = -1, .from = -1,
                    .shared_params = (start && f->thread_many) || given, .given_by = given ? starter : NULL,
                    .per_start = given && f->thread_many && !start,
                    .entry = f->thread_entry ? f : NULL, .program = f->is_main ? f : program_of(f)};
    if (start && !(start->local_args >> arg & 1))
      root.bound[0] = start->arg_classes[arg]; /* pthread_create(&t, 0, f, &table) */
    else if (given)
      root.bound[0] = given->arg_classes[given_arg]; /* its starter's `*p (local at ...)` */
    add_context(f, root);
    f->queued = true;
    VEC_PUSH(work, f);
  }
  while (work.len) {
    Function *f = work.data[--work.len];
    f->queued = false;
    Contexts *cs = &contexts[function_index(f)];
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      targets(s, &called);
      bool given = s->callee && !callee_of(s); /* a callback: its parameters are not s's arguments */
      for (int t = 0; t < called.len; t++) {
        Function *g = called.data[t];
        if (!g->defined)
          continue;
        bool grew = false;
        for (int i = 0; i < cs->len; i++) {
          const Context *c = &cs->data[i];
          /* before the threads, its own (a spawner's) included; a spawner
             called there is alone only until it starts one */
          bool before = s->before_threads || (c->serial_before_own && s->before_own);
          bool spawner = before && starts_own(g);
          Context d = {.root = c->root, .known = c->known, .uncalled = c->uncalled, .serial = c->serial || (before && !spawner),
                       .serial_before_own = !c->serial && spawner, .caller = f,
                       .step = k, .from = i, .entry = c->entry, .program = c->program,
                       .before_of = c->before_of ? c->before_of : s->before_own ? f : NULL,
                       .ended = ended_at(f, c, s),
                       /* in a function that may start threads, they may run */
                       .running = starts_any(g) || starts_unnamed(g) ? NULL
                                  : c->running                       ? c->running
                                                                     : own_running(f, c, s)};
          if (!given) {
            d.own_params = s->local_args | passed_on(s, c->own_params);
            d.shared_params = passed_on(s, c->shared_params);
            d.element_params = (s->element_args | passed_on(s, c->element_params)) & ~d.own_params;
            d.given_by = d.shared_params ? c->given_by : NULL;
            d.per_start = d.given_by && c->per_start;
            bind_arguments(s, c, d.bound);
          }
          d.held = with_locks(c->held, c->nheld, s->held, s->nheld, c->bound, &d.nheld);
          grew |= add_context(g, d);
        }
        if (grew && !g->queued) {
          g->queued = true;
          VEC_PUSH(work, g);
        }
      }
    }
  }
  VEC_FREE(work);
  VEC_FREE(called);
  free(reached);
  free(runs);
}

/* Does f start thread function g, itself or through the functions it calls? */
static bool starts_entry(const Function *f, const Function *g) {
  int e = entry_index[function_index(g)];
  return e >= 0 && start_table[(size_t)function_index(f) * (size_t)(nentries + 1) + (size_t)e];
}

/* May f start a thread whose function no step names (start_table's last
   bit), itself or through the functions it calls? */
static bool starts_unnamed(const Function *f) {
  return start_table[(size_t)function_index(f) * (size_t)(nentries + 1) + (size_t)nentries];
}

/* Does f start threads, itself or through the functions it calls? */
static bool starts_any(const Function *f) {
  const bool *row = &start_table[(size_t)function_index(f) * (size_t)(nentries + 1)];
  for (int e = 0; e < nentries; e++)
    if (row[e])
      return true;
  return false;
}

/* Is every start of thread function entry in code whose contexts are
   known (reached from main or a thread's function, not from a function
   called through a pointer no store names, which may run at any time),
   and none a start through a pointer (Function.started_unnamed)? */
static bool started_known(const Function *entry) {
  char *known = &known_starts[entry_index[function_index(entry)]];
  if (!*known) {
    bool all = !entry->started_unnamed;
    for (int i = 0; all && i < function_list.len; i++) {
      const Contexts *cs = &contexts[i];
      if (!starts_entry(function_list.data[i], entry))
        continue;
      for (int k = 0; all && k < cs->len; k++)
        all = cs->data[k].known;
    }
    *known = all ? 1 : 2;
  }
  return *known == 1;
}

/* Marks in runs (by entry index) the thread functions f starts, itself or
   through its calls, that it has not marked yet, each added to threads;
   true when f may start any (starts_unnamed). */
static bool add_started(const Function *f, bool *runs, FunctionList *threads) {
  for (int i = 0; i < function_list.len; i++) {
    Function *g = function_list.data[i];
    if (g->thread_entry && !runs[entry_index[i]] && starts_entry(f, g)) {
      runs[entry_index[i]] = true;
      VEC_PUSH(*threads, g);
    }
  }
  return starts_unnamed(f);
}

/* The thread functions that may run where main has called or started
   what running lists (OrderStep.running): those it started, those the
   functions it called start, those such threads start, to a fixed point;
   by entry index, the last set when any may (`?`, a function that may
   start any).  Kept per list (interned), in running_sets. */
static HashMap running_sets;
static const bool *running_threads(const char *running) {
  bool *runs = hashmap_get(&running_sets, (const char *)&running, sizeof running);
  if (runs)
    return runs;
  runs = ARENA_ARRAY(&arena, bool, nentries + 1);
  memset(runs, 0, sizeof(bool) * (size_t)(nentries + 1));
  FunctionList threads = {0};
  bool any = false;
  const char *p = running;
  for (char *key; !any && (key = list_key(&p)); free(key)) {
    const Function *f = strcmp(key, "?") ? defined_function(key) : NULL;
    if (!f && strcmp(key, "?"))
      continue; /* a library function: it may run what it is given alone */
    if (!f) {
      any = true;
      continue;
    }
    if (f->thread_entry && !runs[entry_index[function_index(f)]]) {
      runs[entry_index[function_index(f)]] = true;
      VEC_PUSH(threads, (Function *)f);
    }
    any = add_started(f, runs, &threads);
  }
  for (int t = 0; !any && t < threads.len; t++) /* what the threads started there start */
    any = add_started(threads.data[t], runs, &threads);
  runs[nentries] = any;
  VEC_FREE(threads);
  const char **key = ARENA_NEW(&arena, const char *); /* the map keeps the key's address */
  *key = running;
  hashmap_put(&running_sets, (const char *)key, sizeof running, runs);
  return runs;
}

/* Has nothing that may have run before u started a thread of w's
   function: u is in main's code (or a function it calls that starts no
   thread, or a spawner's code before its starts, called where none runs),
   and no thread of it may run there (running_threads); and every start of
   it is in code known to run from main or a thread (started_known)? */
static bool not_running(const Use *u, const Use *w) {
  const Function *entry = w->context->entry;
  const char *running = own_running(u->function, u->context, u->access);
  running = running ? running : u->context->running;
  if (!entry || !running || !started_known(entry))
    return false;
  const bool *runs = running_threads(running);
  return !runs[nentries] && !runs[entry_index[function_index(entry)]];
}

/* Does u run before the thread w runs in starts, or after it is joined:
   in the code of a function that starts w's thread, before it does (or
   after a join); or in a function called there, which does not start it? */
static bool ordered_by_start(const Use *u, const Use *w) {
  const Function *entry = w->context->entry, *before_of = u->context->before_of;
  if (!entry)
    return false;
  if (u->access->before_own && starts_entry(u->function, entry))
    return true;
  return before_of && starts_entry(before_of, entry) && !starts_entry(u->function, entry);
}

/* The main of the one program that starts thread function g (itself or
   through its calls), else NULL. */
static const Function *program_of(const Function *g) {
  const Function *found = NULL;
  for (int i = 0; g->thread_entry && i < function_list.len; i++) {
    const Function *m = function_list.data[i];
    if (!m->is_main || !m->defined || !starts_entry(m, g))
      continue;
    if (found)
      return NULL;
    found = m;
  }
  return found;
}

/* Does no thread run where main's step s is: nothing it has called or
   started before may have started one (running_threads)? */
static bool none_running(const OrderStep *s) {
  if (!s->running)
    return false;
  const bool *runs = running_threads(s->running);
  for (int e = 0; e <= nentries; e++)
    if (runs[e])
      return false;
  return true;
}

static bool alone_function(const Function *f);

/* Is the code of f alone but for what it starts: main, or a function
   only main calls, each time where no thread runs (none_running; a file's
   own flag of it, OrderStep.before_threads, cannot see another file's
   starts), and no pointer reaches?  Its steps' lists of what it has called
   and started (OrderStep.running) then say what runs there. */
static bool alone_but_own(const Function *f) {
  char *known = &alone_functions[function_index(f)];
  if (!*known)
    *known = alone_function(f) ? 1 : 2;
  return *known == 1;
}

/* alone_but_own's answer, found. */
static bool alone_function(const Function *f) {
  if (f->is_main)
    return true;
  if (f->address_taken || given_outside(f))
    return false;
  bool called = false;
  FunctionList callees = {0};
  for (int i = 0; i < function_list.len; i++) {
    const Function *g = function_list.data[i];
    for (int k = 0; k < g->steps.len; k++) {
      targets(&g->steps.data[k], &callees);
      for (int t = 0; t < callees.len; t++) {
        if (callees.data[t] != f)
          continue;
        if (!g->is_main || !none_running(&g->steps.data[k])) {
          VEC_FREE(callees);
          return false;
        }
        called = true;
      }
    }
  }
  VEC_FREE(callees);
  return called;
}

/* Is every start of thread function e a step of main (or of code alone
   but for its own threads: alone_but_own) where no thread of function
   other may run (running_threads), and is there one?  When both ways
   hold, the two never run at once: whichever starts first, the other's
   start finds it running, so one of them is never started (unsquashfs's
   `if (cat_files) start(cat_writer) else start(writer)`). */
static bool starts_without(const Function *e, const Function *other) {
  bool found = false;
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      if (s->starts != e->key)
        continue;
      if (!s->running || !alone_but_own(f))
        return false;
      const bool *runs = running_threads(s->running);
      if (runs[nentries] || runs[entry_index[function_index(other)]])
        return false;
      found = true;
    }
  }
  return found;
}

/* A thread function that two places start, where each finds no thread of
   it started before (starts_without of itself: a choice between them,
   unsquashfs starts cat_writer in two branches of one `if`), runs in one
   thread: Function.thread_many taken back. */
static void find_single_starts(void) {
  for (int i = 0; i < function_list.len; i++) {
    Function *e = function_list.data[i];
    if (e->thread_entry && e->thread_many && !e->started_unnamed && starts_without(e, e))
      e->thread_many = false;
  }
}

/* Are a and b thread functions of which one run at most is ever started
   (starts_without, both ways), each only where the program's known code
   starts it (started_known)? */
static bool exclusive(const Function *a, const Function *b) {
  if (!a || !b || a == b)
    return false;
  bool first = function_index(a) < function_index(b);
  const Function *key[2] = {first ? a : b, first ? b : a};
  intptr_t known = (intptr_t)hashmap_get(&exclusive_pairs, (const char *)key, sizeof key);
  if (!known) {
    known = started_known(a) && started_known(b) && starts_without(a, b) && starts_without(b, a) ? 1 : 2;
    hashmap_put(&exclusive_pairs, arena_memdup(&arena, key, sizeof key), sizeof key,
                (void *)known);
  }
  return known == 1;
}

/* Is a function the program defines stored in slot (not only a library's,
   `create = pthread_create`)? */
static bool stores_defined(const char *slot) {
  const FunctionList *stored = stored_in(slot);
  for (int i = 0; stored && i < stored->len; i++)
    if (stored->data[i]->defined)
      return true;
  return false;
}

/* start_table: each function's thread starts, then its callees', to a fixed point. */
static void find_starts(void) {
  entry_index = xcalloc((size_t)function_list.len + 1, sizeof(int));
  nentries = 0;
  for (int i = 0; i < function_list.len; i++)
    entry_index[i] = function_list.data[i]->thread_entry ? nentries++ : -1;
  size_t n = (size_t)nentries + 1;
  start_table = xcalloc((size_t)function_list.len * n + 1, sizeof(bool));
  known_starts = xcalloc(n, 1);
  alone_functions = xcalloc((size_t)function_list.len + 1, 1);
  started_after = xcalloc((size_t)function_list.len + 1, sizeof(char *));
  bool *differ = xcalloc((size_t)function_list.len + 1, sizeof(bool));
  for (int i = 0; i < function_list.len; i++)
    for (int k = 0; k < function_list.data[i]->steps.len; k++) {
      const OrderStep *s = &function_list.data[i]->steps.data[k];
      const Function *g = defined_function(s->starts);
      if (!g)
        continue;
      int j = function_index(g);
      differ[j] |= !s->ended || (started_after[j] && started_after[j] != s->ended);
      started_after[j] = differ[j] ? NULL : s->ended;
    }
  free(differ);
  FunctionList called = {0};
  for (int i = 0; i < function_list.len; i++)
    for (int k = 0; k < function_list.data[i]->steps.len; k++) {
      const OrderStep *s = &function_list.data[i]->steps.data[k];
      const Function *g = defined_function(s->starts);
      if (g && entry_index[function_index(g)] >= 0)
        start_table[(size_t)i * n + (size_t)entry_index[function_index(g)]] = true;
      else if (s->starts && !strcmp(s->starts, "?")) { /* any a start through a pointer may run */
        for (int j = 0; j < function_list.len; j++)
          if (function_list.data[j]->started_unnamed)
            start_table[(size_t)i * n + (size_t)entry_index[j]] = true;
      } else if (!s->callee && s->slot && (!strcmp(s->slot, "?") || (!stores_defined(s->slot) && !strchr(s->slot, '\x1e'))))
        start_table[(size_t)i * n + n - 1] = true;
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < function_list.len; i++) {
      const Function *f = function_list.data[i];
      for (int k = 0; k < f->steps.len; k++) {
        targets(&f->steps.data[k], &called);
        for (int t = 0; t < called.len; t++) {
          const bool *from = &start_table[(size_t)function_index(called.data[t]) * n];
          bool *to = &start_table[(size_t)i * n];
          for (size_t e = 0; e < n; e++)
            if (from[e] && !to[e])
              to[e] = changed = true;
        }
      }
    }
  }
  VEC_FREE(called);
}

/* Marks the functions (other than main) that run more than once
   (Function.again), found since: called in a loop (OrderStep.in_loop),
   again on one path (OrderStep.running names them), by themselves, by a
   function that runs more than once, or by a thread's function that two
   threads may run.  (Two places that call a function may be the two
   branches of one `if`: they do not count.)  True when one was found. */
static bool runs_again(void) {
  bool changed = false;
  FunctionList callees = {0};
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    /* one whose threads all end before it returns makes its callees run
       again one run after the other, their threads too */
    bool repeats = (f->again && !f->ends_own) || (f->thread_entry && f->thread_many);
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      targets(s, &callees);
      for (int t = 0; t < callees.len; t++) {
        const Function *g = callees.data[t];
        bool more = repeats || g == f || s->in_loop || (s->running && ended_lists(s->running, g->key));
        if (more && !g->again && !g->is_main)
          callees.data[t]->again = changed = true;
      }
    }
  }
  VEC_FREE(callees);
  return changed;
}

/* A thread started by a function that runs more than once (runs_again,
   or a thread's function that two threads run) and does not join it before it returns (OrderStep.joins_own) may run
   twice at once (Function.thread_many): stunnel's create_client, called
   for each connection in a loop.  One it joins runs once at a time, but
   more than once (Function.again): the threads that one leaves running
   may run twice at once (lbzip2's work(), called in a loop, starts and
   joins its primary thread, which starts the workers).  So does one
   started into the one handle of file scope the program joins it by
   (OrderStep.one_handle: memcached's LRU crawler, multipath-tools' I/O
   error thread, each started by a function that checks it is not running
   and joined by its handle when stopped). */
static void find_repeated_starts(void) {
  for (bool changed = true; changed;) {
    changed = runs_again();
    for (int i = 0; i < function_list.len; i++) {
      const Function *f = function_list.data[i];
      for (int k = 0; (f->again || (f->thread_entry && f->thread_many)) && k < f->steps.len; k++) {
        const OrderStep *s = &f->steps.data[k];
        Function *entry = defined_function(s->starts);
        if (!entry || !entry->thread_entry)
          continue;
        bool one_at_a_time = s->joins_own || s->one_handle;
        if (!one_at_a_time && !entry->thread_many)
          entry->thread_many = changed = true;
        else if (one_at_a_time && !entry->again)
          entry->again = changed = true;
      }
    }
  }
}

/* May the two uses be of one object: not two globals (or members of
   them) that the variable's name, by type, joins, nor two threads'
   accesses through the objects each start gave its own (per_start)? */
static bool same_object(const Use *u, const Use *w) {
  if (u->given_by != w->given_by || (u->per_start && w->per_start))
    return false; /* per start: each thread's own object, or one thread's */
  const char *x = u->access->taken.inst, *y = w->access->taken.inst;
  return !x || !y || x == y;
}

/* Has u's code joined every thread that runs w's function, before u? */
static bool ended_before(const Use *u, const Use *w) {
  const Function *entry = w->context->entry;
  return entry && ended_lists(u->access->ended ? u->access->ended : u->context->ended, entry->key);
}

/* Does every thread that runs function later start after the one thread
   that runs function first has ended (`start(a); join(a); start(b)`)? */
static bool starts_after(const Function *later, const Function *first) {
  return later && first && !first->thread_many && later != first &&
         ended_lists(started_after[function_index(later)], first->key);
}

static bool any_thread_pairs; /* -Wthread-safety-race-any-thread: see any_thread_pair */

/* Are both uses in functions no thread of the program is known to reach,
   each only from a root that may run in any thread (a function called
   through a pointer, or by nothing)?  Whether two such run at once is a
   guess: most are callbacks of one event loop or one plugin interface
   that one thread calls.  Such a pair races only with
   -Wthread-safety-race-any-thread. */
static bool any_thread_pair(const Use *u, const Use *w) { return !u->context->known && !w->context->known; }

/* May the two uses run at once, whatever locks they hold: not in one
   thread that runs once (or main), not one in a thread and the other in
   the code that starts it before it does (or joins it after), or in
   main's code before anything may have started it (not_running), not in
   two threads of which one only is ever started (exclusive), not in a
   thread started after the other's ended, not an any_thread_pair unless
   asked for? */
static bool at_once(const Use *u, const Use *w) {
  const Context *x = u->context, *y = w->context;
  if ((any_thread_pair(u, w) && !any_thread_pairs) || x->uncalled || y->uncalled)
    return false;
  return !((x->root && x->root == y->root) || ordered_by_start(u, w) || ordered_by_start(w, u) ||
           not_running(u, w) || not_running(w, u) || exclusive(x->entry, y->entry) || ended_before(u, w) || ended_before(w, u) || starts_after(x->entry, y->entry) ||
           starts_after(y->entry, x->entry) || (x->program && y->program && x->program != y->program));
}

/* May the two uses run at once, with no lock in common? */
static bool concurrent(const Use *u, const Use *w) {
  return at_once(u, w) && disjoint(u->held, u->nheld, w->held, w->nheld);
}

/* Is the variable volatile data used as a flag or a published value, not
   a race: some access is volatile, and no two writes that may run at once
   store what is not a constant (`stop = 1` from anywhere, `now = t` from
   one thread; but `count++` from two)? */
static bool volatile_flag(const Uses *uses) {
  bool is_volatile = false;
  for (int i = 0; i < uses->len && !is_volatile; i++)
    is_volatile = uses->data[i].access->is_volatile;
  if (!is_volatile)
    return false;
  for (int i = 0; i < uses->len; i++) {
    const Use *u = &uses->data[i];
    if (u->access->mode != 'w' || u->access->constant)
      continue;
    for (int k = i; k < uses->len; k++) {
      const Use *w = &uses->data[k];
      if (w->access->mode == 'w' && !w->access->constant && same_object(u, w) && at_once(u, w))
        return false;
    }
  }
  return true;
}

/* Notes the calls by which a use's function is reached from its root. */
static void note_calls(Report *r, const Use *u) {
  const Function *f = u->function;
  const Context *c = u->context;
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
    if (!covers(uses->data[i].held, uses->data[i].nheld, cls, s->mode))
      return false;
  return true;
}

static bool holds_any(const char **held, int n, const Classes *classes, char mode) {
  for (int i = 0; i < classes->len; i++)
    if (covers(held, n, classes->data[i], mode))
      return true;
  return false;
}

/* Is the site guarded by one of classes in each of its uses? */
static bool site_guarded_any(const Uses *uses, const Site *s, const Classes *classes) {
  for (int i = s->first; i < s->first + s->n; i++)
    if (!holds_any(uses->data[i].held, uses->data[i].nheld, classes, s->mode))
      return false;
  return true;
}

/* A write of the variable that may run at once with u (preferring one
   in a known thread, then one with guard held), or NULL. */
static const Use *other_write(const Uses *uses, const Use *u, const char *guard) {
  const Use *found = NULL;
  int best = -1;
  for (int i = 0; i < uses->len; i++) {
    const Use *w = &uses->data[i];
    if (w->access->mode != 'w' || !same_object(u, w) || !concurrent(u, w))
      continue;
    int rank = 2 * !any_thread_pair(u, w) + (guard && holds_lock(w->held, w->nheld, guard));
    if (rank > best)
      found = w, best = rank;
  }
  return found;
}

/* The name to show for the variable at an access: as written there, with
   its class when that differs (`c->refs`, of `struct conn.refs`). */
static char *variable_text(const OrderStep *a, const char *var) {
  char *shown = unmark_classes(xstrdup(var)), *text;
  const char *local = strstr(shown, LOCAL_CLASS_MARK); /* a local a thread is given */
  int n = local ? (int)(local - shown) : (int)strlen(shown);
  if (!strncmp(a->taken.text, shown, (size_t)n) && !a->taken.text[n])
    text = format("'%s'", a->taken.text);
  else if (local)
    text = format("'%s' (%.*s, a local at %.*s)", a->taken.text, n, shown,
                  (int)strlen(local + strlen(LOCAL_CLASS_MARK)) - 1, local + strlen(LOCAL_CLASS_MARK));
  else
    text = format("'%s' (%s)", a->taken.text, shown);
  free(shown);
  return text;
}

/* A lock's class as a message names it, as Clang names locks: without
   the `*` of the pointer it is reached through ('list_lock' for
   `*list_lock`, as analysis.c's lock_text does). */
static const char *class_shown(const char *cls) {
  while (*cls == '*')
    cls++;
  return cls;
}

/* The text a held lock of class cls has in a use (`c->lock`), or cls. */
static const char *held_text(const OrderStep *a, const char *cls) {
  for (int i = 0; i < a->nheld; i++)
    if (a->held[i].cls == cls && a->held[i].text)
      return a->held[i].text;
  return class_shown(cls);
}

/* The member the class guard names, when it is a member of the same
   struct or union as the member var (`struct conn.lock` for
   `struct conn.refs`): `lock`; NULL otherwise. */
static const char *sibling_member(const char *var, const char *guard) {
  const char *dot = strrchr(guard, '.'), *var_dot = strrchr(var, '.');
  if (!dot || !var_dot || dot - guard != var_dot - var || strncmp(guard, var, (size_t)(dot - guard)) ||
      strpbrk(dot + 1, "[*( "))
    return NULL;
  return dot + 1;
}

/* The guard as the access would name it: a sibling member of the same
   struct by the access's own object (`c->lock` at `c->refs`), else its
   class (malloc'ed). */
static char *guard_text(const OrderStep *a, const char *var, const char *guard) {
  const char *member = sibling_member(var, guard);
  const char *text = a->taken.text, *sep = strrchr(text, '.'), *arrow = strstr(text, "->");
  for (const char *p = arrow; p; p = strstr(p + 2, "->"))
    arrow = p;
  if (arrow && (!sep || arrow > sep))
    sep = arrow;
  if (!member || !sep)
    return xstrdup(class_shown(guard));
  return format("%.*s%s", (int)(sep - text + (*sep == '-' ? 2 : 1)), text, member);
}

/* ------------------------------------------------------------- suggest */

/* An annotation to add: GUARDED_BY(text) after the variable declared at
   file (a SrcLoc's), line and column, or REQUIRES(text) before the
   function's name there.  The insertions of one inferred guard are a
   group: all of them, or none (a GUARDED_BY without the REQUIRES of its
   helpers would warn at their accesses). */
typedef struct Insertion {
  uint32_t file, line, col;
  char *text;
  bool member;          /* the guard is a member of the same struct */
  bool requires;        /* REQUIRES on a function, not GUARDED_BY on a variable */
  char *declared;       /* the name declared there (in the variable's name, a Function's) */
  int group;
  bool fits;            /* its file has it where it was seen (race_write_suggestions) */
} Insertion;

static bool suggesting;
static VEC(Insertion) insertions;
static int groups;

void race_suggest(bool on) { suggesting = on; }

/* The guard as the declaration of var can name it: a global by its
   name, a member of the same struct by the member's; NULL for none. */
static char *guard_at_declaration(const char *var, const char *guard) {
  if (strpbrk(guard, ".[*( ") == NULL)
    return xstrdup(guard);
  const char *member = sibling_member(var, guard);
  return member ? xstrdup(member) : NULL;
}

/* Does step s hold the lock of class cls exclusively? */
static bool step_holds(const OrderStep *s, const char *cls) {
  for (int h = 0; h < s->nheld; h++)
    if (s->held[h].cls == cls && !s->held[h].shared)
      return true;
  return false;
}

/* Can helper f be annotated REQUIRES(guard), a global: called directly
   only (not a root, not through a pointer), each call made with the guard
   held, or from a function that can be annotated so too?  Adds f and those
   callers to needs. */
static bool requires_guard(const Function *f, const char *guard, FunctionList *needs) {
  for (int i = 0; i < needs->len; i++)
    if (needs->data[i] == f)
      return true;
  if (!f->defined || f->is_main || f->thread_entry || f->address_taken || f->slots.len || !f->called)
    return false;
  VEC_PUSH(*needs, (Function *)f);
  for (int c = 0; c < f->closure->callers.len; c++) { /* close_takes's list of its calls */
    const Function *g = f->closure->callers.data[c];
    if (!step_holds(&g->steps.data[f->closure->caller_steps.data[c]], guard) && !requires_guard(g, guard, needs))
      return false;
  }
  return true;
}

static void add_insertion(SrcLoc at, const char *text, bool member, bool requires, const char *declared) {
  for (int i = 0; i < insertions.len; i++)
    if (insertions.data[i].file == at.file && insertions.data[i].line == at.line && insertions.data[i].col == at.col)
      return;
  VEC_PUSH(insertions,
           ((Insertion){at.file, at.line, at.col, xstrdup(text), member, requires, xstrdup(declared), groups, false}));
}

/* Is access step a about a lock, not data: a barrier passed ('b') or a
   wait on a condition variable ('c')? */
static bool lock_step(const OrderStep *a) { return a->mode == 'b' || a->mode == 'c'; }

/* Suggests GUARDED_BY(guard) on var, declared at `where`, when the
   annotation would check what the inference saw: each access of var in
   the program is made with guard held by the function itself, or in a
   helper every call of which holds it (REQUIRES(guard) on the helper), or
   is one reported (the findings stay the same). */
static void suggest_guard(const char *var, const char *guard, SrcLoc where, const SrcLoc *reported, int nreported) {
  /* a pointee: PT_GUARDED_BY's; a library function's data (`static data
     of rand()`): none the program declares */
  bool library = !strncmp(var, LIBRARY_DATA, strlen(LIBRARY_DATA));
  char *name = var[0] == '*' || library ? NULL : guard_at_declaration(var, guard);
  FunctionList needs = {0};
  if (!name || !where.file)
    goto done;
  bool member = strcmp(name, guard) != 0;
  unmark_classes(name);
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    for (int k = 0; k < f->accesses.len; k++) {
      const OrderStep *a = &f->accesses.data[k];
      if (a->access != var || lock_step(a))
        continue;
      /* a member's guard held on the same object (`p->lock` at `p->refs`) */
      char *same = member ? guard_text(a, var, guard) : NULL;
      bool held = false;
      for (int h = 0; h < a->nheld && !held; h++)
        held = a->held[h].cls == guard && (a->mode == 'r' || !a->held[h].shared) &&
               (!same || (a->held[h].text && !strcmp(a->held[h].text, same)));
      free(same);
      for (int r = 0; r < nreported && !held; r++)
        held = !loc_compare(reported[r], a->at);
      if (!held && (member || !requires_guard(f, guard, &needs)))
        goto done;
    }
  }
  char *shown = unmark_classes(xstrdup(var));
  const char *declared = keep(shown), *dot = strrchr(declared, '.');
  free(shown);
  add_insertion(where, name, member, false, dot ? dot + 1 : declared);
  for (int i = 0; i < needs.len; i++)
    add_insertion(needs.data[i]->at, name, false, true, needs.data[i]->name);
  groups++;
done:
  VEC_FREE(needs);
  free(name);
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
  int writes = 0;
  for (int i = 0; i < sites.len; i++)
    writes += sites.data[i].mode == 'w';
  if (!writes || volatile_flag(uses)) {
    VEC_FREE(sites);
    return; /* only read while threads run, or a volatile flag */
  }
  /* the guards: the classes held at the most write sites, each of a tie
     (an access with one of them held is guarded); the messages name the
     first by address, one order */
  Classes guards = {0}, counted = {0};
  int guarded = 0;
  for (int i = 0; i < uses->len; i++)
    for (int k = 0; k < uses->data[i].nheld; k++) {
      const char *c = uses->data[i].held[k];
      if (has_class(&counted, c) || lookup(&marked, c))
        continue; /* a lock held shared guards no write */
      VEC_PUSH(counted, c);
      int count = 0;
      for (int j = 0; j < sites.len; j++)
        count += sites.data[j].mode == 'w' && site_guarded(uses, &sites.data[j], c);
      if (count > guarded)
        guards.len = 0, guarded = count;
      if (count && count == guarded)
        VEC_PUSH(guards, c);
    }
  VEC_FREE(counted);
  const char *guard = NULL;
  for (int i = 0; i < guards.len; i++)
    if (!guard || guards.data[i] < guard)
      guard = guards.data[i];
  /* the guard's evidence: held at two in three writes or more, and at
     as many accesses as it is not */
  int guarded_sites = 0;
  for (int i = 0; guard && i < sites.len; i++)
    guarded_sites += site_guarded_any(uses, &sites.data[i], &guards);
  if (guard && guarded >= 2 * (writes - guarded) && guarded_sites >= sites.len - guarded_sites) {
    VEC(SrcLoc) reported = {0};
    for (int i = 0; i < sites.len; i++) {
      const Site *s = &sites.data[i];
      if (site_guarded_any(uses, s, &guards))
        continue;
      const Use *u = NULL, *w = NULL;
      for (int k = s->first; k < s->first + s->n && !w; k++) {
        u = &uses->data[k];
        if (!holds_any(u->held, u->nheld, &guards, s->mode) && (guarded > 1 || u->direct))
          w = other_write(uses, u, guard);
      }
      if (!w)
        continue;
      VEC_PUSH(reported, s->at);
      char *name = variable_text(u->access, var), *lock = guard_text(u->access, var, guard);
      const char *group = any_thread_pair(u, w) ? "thread-safety-race-any-thread" : "thread-safety-race";
      Report *r = report(s->at, group, "data-race", u->function->name, xstrdup(var),
                         "data race: %s %s without holding '%s', held at %d of its %d writes", doing(s->mode), name,
                         lock, guarded, writes);
      free(name);
      free(lock);
      note_calls(r, u);
      if (holds_lock(w->held, w->nheld, guard)) {
        char *held = guard_text(w->access, var, guard);
        report_note(r, w->access->at, "'%s' written with '%s' held, in function '%s'", w->access->taken.text,
                    strcmp(held, class_shown(guard)) ? held : held_text(w->access, guard), w->function->name);
        free(held);
      }
      else
        report_note(r, w->access->at, "'%s' written by another thread, in function '%s'", w->access->taken.text,
                    w->function->name);
    }
    if (suggesting)
      suggest_guard(var, guard, uses->data[0].access->taken.where, reported.data, reported.len);
    VEC_FREE(reported);
  } else {
    /* no guard with enough evidence: one object (Use.direct, not what a
       pointer may point to, another each time) that the program's own
       threads access at once, one of them writing, with no lock in
       common: reported once, at a use with no lock held if one races */
    for (int i = 0; i < 2 * uses->len; i++) {
      const Use *u = &uses->data[i % uses->len];
      if (!u->direct || !u->context->known || (i < uses->len) != !u->nheld)
        continue;
      const Use *w = NULL;
      for (int k = 0; k < uses->len && !w; k++) {
        const Use *x = &uses->data[k];
        if (x->access->mode == 'w' && x->direct && x->context->known && same_object(u, x) && concurrent(u, x))
          w = x;
      }
      if (!w)
        continue;
      Report *r;
      char *name = variable_text(u->access, var);
      if (u->access->mode == 'w' && !u->nheld && !w->nheld)
        r = report(u->access->at, "thread-safety-race", "data-race-unlocked", u->function->name, xstrdup(var),
                   "data race: %s is written by two threads with no lock held", name);
      else
        r = report(u->access->at, "thread-safety-race", "data-race-unlocked", u->function->name, xstrdup(var),
                   "data race: %s %s while another thread writes it, with no lock in common", doing(u->access->mode),
                   name);
      free(name);
      note_calls(r, u);
      const char *first = w->nheld ? w->held[0] : NULL, *base = first ? lookup(&marked, first) : NULL;
      char *held = !first ? xstrdup("")
                   : base ? format(", with '%s' held shared", held_text(w->access, base))
                          : format(", with '%s' held", held_text(w->access, first));
      if (w->access == u->access)
        report_note(r, w->access->at, "'%s' written here by another thread running '%s' at once%s",
                    w->access->taken.text, w->function->name, held);
      else
        report_note(r, w->access->at, "'%s' also written here, in function '%s'%s", w->access->taken.text,
                    w->function->name, held);
      free(held);
      break;
    }
  }
  VEC_FREE(sites);
  VEC_FREE(guards);
}

/* Is class cls one variable by its name: a global, or a local a thread is
   given (`i (local at f.c:9)`, analysis.c class_text), not a member, an
   element or what a pointer points to? */
static bool one_variable(const char *cls) {
  size_t n = strcspn(cls, ".*[( ");
  return !cls[n] || !strncmp(cls + n, LOCAL_CLASS_MARK, strlen(LOCAL_CLASS_MARK));
}

/* Does f access data with a lock of class cls held (its own locks)? */
static bool accesses_holding(const Function *f, const char *cls) {
  for (int k = 0; k < f->accesses.len; k++) {
    const OrderStep *a = &f->accesses.data[k];
    for (int h = 0; h < a->nheld && (a->mode == 'r' || a->mode == 'w'); h++)
      if (a->held[h].cls == cls)
        return true;
  }
  return false;
}

/* The classes of the locks some code holds while it waits on a condition
   variable ('c' step), besides the condition's mutex, in any context. */
static void waited_holding(Classes *out) {
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    for (int k = 0; k < f->accesses.len; k++) {
      const OrderStep *a = &f->accesses.data[k];
      for (int c = 0; c < contexts[i].len && a->mode == 'c'; c++) {
        const Context *x = &contexts[i].data[c];
        int n;
        const char **held = with_locks(x->held, x->nheld, a->held, a->nheld, x->bound, &n);
        for (int h = 0; h < n; h++)
          if (held[h] != a->access && !has_class(out, held[h]))
            VEC_PUSH(*out, held[h]);
      }
    }
  }
}

/* The classes of the barriers: locks some code takes and releases at once
   ('b' steps), which code that stops the other threads holds while it
   waits on a condition variable for them to arrive (memcached's
   pause_threads: `lock(&hang); ... while (arrived < n) wait(&cond,
   &init);`; the workers signal, then pass `lock(&hang); unlock(&hang);`).
   Not a lock that code which passes it also uses to guard data, nor one
   nobody waits holding: a thread that passed it before another took it
   runs on. */
static void find_barriers(Classes *out) {
  Classes data_locks = {0}, waited = {0};
  waited_holding(&waited);
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    for (int k = 0; k < f->accesses.len; k++) {
      const char *cls = f->accesses.data[k].access;
      if (f->accesses.data[k].mode != 'b')
        continue;
      Classes *list = accesses_holding(f, cls) || !has_class(&waited, cls) ? &data_locks : out;
      add_class(list, cls);
    }
  }
  for (int i = 0; i < out->len; i++) /* a data lock where some other code passes it */
    if (has_class(&data_locks, out->data[i]))
      out->data[i--] = out->data[--out->len];
  VEC_FREE(data_locks);
  VEC_FREE(waited);
}

void race_check(void) {
  bool threads = false, program = false;
  for (int i = 0; i < function_list.len; i++) {
    threads |= function_list.data[i]->thread_entry;
    program |= function_list.data[i]->is_main && function_list.data[i]->defined;
  }
  if (!threads || !program || !diag_group_enabled("thread-safety-race"))
    return; /* a library, or a program that starts no thread: what runs at once is not known */
  any_thread_pairs = diag_group_enabled("thread-safety-race-any-thread");
  contexts = xcalloc((size_t)function_list.len + 1, sizeof(Contexts));
  for (int i = 0; i < function_list.len; i++) {
    const Function **key = ARENA_NEW(&arena, const Function *);
    *key = function_list.data[i];
    hashmap_put(&index_of, (const char *)key, sizeof *key, (void *)(intptr_t)(i + 1));
  }
  find_starts();
  find_single_starts();
  find_repeated_starts();
  find_contexts();
  /* step 2: each variable's uses */
  HashMap by_variable = {0};
  VEC(Uses *) variables = {0};
  VEC(const char *) names = {0};
  const char *pointee = keep(PARAMETER_POINTEE);
  Classes barriers = {0};
  find_barriers(&barriers);
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    const Contexts *cs = &contexts[i];
    for (int k = 0; k < f->accesses.len; k++) {
      const OrderStep *a = &f->accesses.data[k];
      if (a->mode == 'a' || a->mode == 'p' || lock_step(a))
        continue;
      for (int c = 0; c < cs->len; c++) {
        const Context *x = &cs->data[c];
        if (x->serial || (x->serial_before_own && a->before_own) || a->before_threads ||
            (param_marked(x->own_params, a->param) && !a->given))
          continue;
        /* what a parameter points to: the variable its callers name */
        const char *var = a->access != pointee ? a->access : a->param >= 0 && a->param < MAX_BOUND ? x->bound[a->param] : NULL;
        if (!var)
          continue;
        bool through_shared = param_marked(x->shared_params, a->root_param);
        bool named = a->access == pointee && one_variable(var);
        bool through_element = param_marked(x->element_params, a->root_param);
        Use u = {.function = f, .access = a, .context = x,
                 .direct = a->direct || through_shared || named || through_element,
                 .given_by = through_shared && x->given_by ? x->given_by : a->given ? f : NULL,
                 .per_start = through_shared && x->given_by && x->per_start};
        u.held = with_locks(x->held, x->nheld, a->held, a->nheld, x->bound, &u.nheld);
        if (holds_any(u.held, u.nheld, &barriers, 'w'))
          continue; /* the threads that pass the barrier wait at it */
        Uses *uses = hashmap_get(&by_variable, (const char *)&var, sizeof var);
        if (!uses) {
          uses = xcalloc(1, sizeof *uses);
          const char **key = ARENA_NEW(&arena, const char *);
          *key = var;
          hashmap_put(&by_variable, (const char *)key, sizeof *key, uses);
          VEC_PUSH(variables, uses);
          VEC_PUSH(names, var);
        }
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
  VEC_FREE(barriers);
  hashmap_free(&by_variable);
  for (int i = 0; i < function_list.len; i++)
    VEC_FREE(contexts[i]);
  free(contexts);
  contexts = NULL;
  free(start_table);
  free(known_starts);
  known_starts = NULL;
  free(alone_functions);
  alone_functions = NULL;
  hashmap_free(&exclusive_pairs);
  hashmap_free(&running_sets);
  free(entry_index);
  free(started_after);
  started_after = NULL;
  start_table = NULL;
  entry_index = NULL;
  hashmap_free(&index_of);
  hashmap_free(&mark_of);
  hashmap_free(&marked);
  hashmap_free(&family_of);
  arena_free(&arena);
}

static int compare_insertions(const void *x, const void *y) {
  const Insertion *a = x, *b = y;
  if (a->file != b->file)
    return a->file < b->file ? -1 : 1;
  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  return a->col < b->col ? -1 : a->col > b->col;
}

/* The name of a macro of text that expands to the attribute attr (the
   project's own GUARDED_BY or REQUIRES), malloc'ed; NULL for none. */
static char *macro_for(const char *text, const char *attr) {
  for (const char *p = strstr(text, "#define"); p; p = strstr(p + 1, "#define")) {
    const char *name = p + 7;
    while (*name == ' ' || *name == '\t')
      name++;
    size_t n = strcspn(name, "( \t\n");
    const char *end = strchr(name, '\n');
    if (n && name[n] == '(' && has_word(name, end ? end : name + strlen(name), attr, strlen(attr)))
      return format("%.*s", (int)n, name);
  }
  return NULL;
}

/* Writes a line of the patch: sign, then the text from start to end, with
   its end of line. */
static void put_line(FILE *out, char sign, const char *start, const char *end) {
  fputc(sign, out);
  fwrite(start, 1, (size_t)(end - start), out);
  if (end == start || end[-1] != '\n')
    fputc('\n', out);
}

/* Line `line` of f (the run's copy of the file, src_line's index): its
   start, and in *end the start of the next line (its end of line kept,
   for the patch); NULL past the last line. */
static const char *line_of(SrcFile *f, uint32_t line, const char **end) {
  size_t len;
  const char *start = src_line(f, line, &len);
  *end = !start ? NULL : line < f->nlines ? f->buf + f->line_starts[line] : f->buf + f->len;
  return start;
}

/* Is name written before the declaration at `at` on line of f: in the
   same struct, above it, for a member; anywhere above, for a global?  An
   annotation may name only what is declared before it. */
static bool named_before(SrcFile *f, uint32_t line, const char *at, const char *name, bool member) {
  int depth = 0;
  for (uint32_t k = line; k >= 1; k--) {
    const char *end, *start = line_of(f, k, &end);
    if (k == line)
      end = at;
    for (const char *p = end; member && p > start; p--) {
      if (p[-1] == '}')
        depth++;
      else if (p[-1] == '{' && depth-- == 0)
        return has_word(p, end, name, strlen(name)); /* the struct's first line */
    }
    if (has_word(start, end, name, strlen(name)))
      return true;
  }
  return false;
}

/* Where the annotation goes: just past the variable's declarator (its
   array bounds included), or at the function's name; NULL when the text
   there is not the name declared (a macro's expansion), a bit-field, a
   function whose name follows a `*` or a `(`, or a guard not declared
   above it. */
static const char *insertion_point(SrcFile *f, const Insertion *ins) {
  const char *end, *start = line_of(f, ins->line, &end);
  if (!start)
    return NULL;
  const char *at = start + ins->col - 1;
  size_t n = strlen(ins->declared);
  if (at < start || at + n > end || strncmp(at, ins->declared, n) || (at + n < end && is_name_char(at[n])) ||
      !named_before(f, ins->line, at, ins->text, ins->member))
    return NULL;
  if (ins->requires) {
    const char *before = at;
    while (before > start && (before[-1] == ' ' || before[-1] == '\t'))
      before--;
    return before > start && (before[-1] == '*' || before[-1] == '(') ? NULL : at;
  }
  const char *p = at + n;
  for (const char *q = p;;) { /* past the declarator's array bounds */
    while (q < end && (*q == ' ' || *q == '\t'))
      q++;
    if (q >= end || *q != '[')
      break;
    int depth = 0;
    for (; q < end; q++) {
      depth += *q == '[';
      depth -= *q == ']';
      if (!depth)
        break;
    }
    p = q < end ? ++q : q;
  }
  const char *next = p;
  while (next < end && (*next == ' ' || *next == '\t'))
    next++;
  return next < end && *next == ':' ? NULL : p; /* a bit-field: left as it is */
}

/* One file's annotations, those that fit (sorted by place), as hunks of a
   unified diff. */
static void write_file_patch(FILE *out, SrcFile *f, const Insertion *ins, int n) {
  char *guard_macro = macro_for(f->buf, "guarded_by"), *requires_macro = macro_for(f->buf, "requires_capability");
  bool include = false;
  for (int i = 0; i < n; i++)
    include |= !(ins[i].requires ? requires_macro : guard_macro);
  include &= !strstr(f->buf, "annotalysis.h");
  int last_include = 0; /* the include goes after the last one above the first annotation */
  for (uint32_t k = 1; k < ins[0].line; k++) {
    const char *end, *start = line_of(f, k, &end);
    if (start && !strncmp(start, "#include", 8))
      last_include = (int)k;
  }
  const char *path = f->path, *shown = path;
  char *cwd = working_directory();
  size_t cn = cwd ? strlen(cwd) : 0;
  if (cwd && !strncmp(path, cwd, cn) && path[cn] == '/')
    shown = path + cn + 1;
  fprintf(out, "--- %s\n+++ %s\n", shown, shown);
  if (include)
    fprintf(out, "@@ -%d,0 +%d,1 @@\n+#include \"annotalysis.h\"\n", last_include, last_include + 1);
  for (int i = 0; i < n;) {
    uint32_t line = ins[i].line;
    const char *end, *start = line_of(f, line, &end);
    StrBuf changed = {0};
    const char *from = start;
    for (; i < n && ins[i].line == line; i++) {
      const char *p = insertion_point(f, &ins[i]);
      if (!p || p < from)
        continue;
      const char *macro = ins[i].requires ? (requires_macro ? requires_macro : "REQUIRES")
                                          : (guard_macro ? guard_macro : "GUARDED_BY");
      if (ins[i].requires)
        sb_printf(&changed, "%.*s%s(%s) ", (int)(p - from), from, macro, ins[i].text);
      else
        sb_printf(&changed, "%.*s %s(%s)", (int)(p - from), from, macro, ins[i].text);
      from = p;
    }
    sb_printf(&changed, "%.*s", (int)(end - from), from);
    fprintf(out, "@@ -%u,1 +%u,1 @@\n", line, line + (uint32_t)(include && (int)line > last_include));
    put_line(out, '-', start, end);
    put_line(out, '+', changed.data, changed.data + changed.len);
    sb_free(&changed);
  }
  free(cwd);
  free(guard_macro);
  free(requires_macro);
}

void race_write_suggestions(FILE *out) {
  if (!suggesting)
    return;
  qsort(insertions.data, (size_t)insertions.len, sizeof *insertions.data, compare_insertions);
  /* which fit their files, then the groups all of whose insertions fit */
  bool *broken = xcalloc((size_t)groups + 1, sizeof(bool));
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; i < insertions.len;) {
      uint32_t file = insertions.data[i].file;
      int end = i;
      while (end < insertions.len && insertions.data[end].file == file)
        end++;
      SrcFile *src = src_get(file); /* the text the run read */
      if (!src || !src->len) {
        if (pass == 0)
          fprintf(stderr, "annotalysis: warning: cannot read '%s' to suggest its annotations\n", src ? src->path : "?");
        for (int k = i; k < end; k++)
          broken[insertions.data[k].group] = true;
      } else if (pass == 0) {
        for (int k = i; k < end; k++) {
          insertions.data[k].fits = insertion_point(src, &insertions.data[k]) != NULL;
          broken[insertions.data[k].group] |= !insertions.data[k].fits;
        }
      } else {
        VEC(Insertion) kept = {0};
        for (int k = i; k < end; k++) {
          const Insertion *ins = &insertions.data[k], *last = kept.len ? &kept.data[kept.len - 1] : NULL;
          bool again = last && last->line == ins->line && last->col == ins->col && !strcmp(last->text, ins->text);
          if (ins->fits && !broken[ins->group] && !again) /* again: another program's, of a file both have */
            VEC_PUSH(kept, *ins);
        }
        if (kept.len)
          write_file_patch(out, src, kept.data, kept.len);
        VEC_FREE(kept);
      }
      i = end;
    }
  }
  free(broken);
  for (int i = 0; i < insertions.len; i++) {
    free(insertions.data[i].text);
    free(insertions.data[i].declared);
  }
  VEC_FREE(insertions);
  groups = 0;
  if (ferror(out))
    fprintf(stderr, "annotalysis: error: cannot write the suggestions\n");
}
