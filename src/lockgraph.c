/*
 * lockgraph.c: the whole program's lock order (stage 8).
 *
 * The analysis of each function (analysis.c) tells this file what it saw,
 * as text that needs no tree, so that it can come from any translation
 * unit: each lock acquired and each call made, with the locks held there
 * (OrderStep), the functions a thread starts in, and the orders that
 * acquired_before/after declare.  A lock is named twice: by its class (a
 * global by its name, a member by its struct, `struct account.lock`), of
 * which the lock graph is made, and by its instance, the file form of its
 * term in the function's parameters (term.h), which tells one lock taken
 * again through a call from another lock of its class.
 *
 * order_check, once every function is in:
 *   1. gives each function the locks it may take, through any depth of
 *      calls, each with the chain of calls to where it is taken (a lock
 *      named through a parameter becomes the caller's argument);
 *   2. makes an edge A -> B of each place B is taken while A is held, in
 *      code that threads run: not main's before it starts a thread, nor
 *      a function only that code calls (when the program starts threads at
 *      all; a library's functions are all taken to run in threads);
 *   3. reports a cycle of edges, a potential deadlock, once per strongly
 *      connected set of classes, each edge with its witness, unless one
 *      lock is held at every edge of it (a gate); a lock taken again
 *      through a call while it is held; an order acquired_before/after
 *      declares, broken through a call (such an edge is in no cycle: the
 *      analysis reports it); two locks of one class taken in the order of
 *      two parameters that the path does not compare.
 *
 * The same state is a translation unit's summary (order_write, read back
 * by order_read: `-o FILE.tsa`, `--link`), with the contracts of its
 * functions for other files (exports, order_imports) and the command that
 * made it; project.c runs files again with other files' contracts.
 */
#include "program.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef VEC(int) IntList;

/* One witness of an edge: in function, at `at`, the lock `to` (through
   the calls of take, when it is not NULL) while `from`, taken at
   held_at, is held, with the other classes then held (gates). */
typedef struct Witness {
  const Function *function;
  SrcLoc at, held_at;
  const Function *via;
  int next;
  Classes gates;
} Witness;

/* What an edge's end is, over its witnesses: the object the lock is (a
   lock of a wrapper type is a member of it: `xsltlock.sys_mutex` is of the
   object `xsltlock`, `t->rwlock.sys_rwlock` of the member `rwlock` of
   some struct).  Objects of static storage (a variable, a member of one)
   by their instance; members of objects reached through pointers by the
   member's name; any, for one reached through a pointer to it, or with no
   instance. */
typedef struct Ends {
  Classes objects;
  Classes object_members; /* the objects' own names of members, where they are members */
  Classes members;
  bool any;
} Ends;

typedef struct Edge {
  const char *from, *to;
  Witness witness;      /* the first in source order */
  Classes gates;        /* held at every witness */
  bool called;          /* some witness is a call */
  Ends from_ends, to_ends;
} Edge;

static Arena arena;
static StringSet strings; /* interned: each string once */
static RecordSet functions; /* the Functions, each found by its kept key (the
                                address in Function.key, its first field) */
FunctionList function_list;
static RecordSet steps_seen; /* SeenSteps, found by their first field, the hash */
static StringSet arrays;  /* interned: the arrays of the steps, each once (keep_array) */
/* add_take's, each key after the function's address: each take's key to
   1, each lock's (class and instance) to how many takes with other facts
   it has */
static HashMap take_keys;
static VEC(const char *) declared; /* pairs: before, after */

/* s, once: equal strings are one pointer.  NULL stays NULL. */
const char *keep(const char *s) {
  if (!s)
    return NULL;
  return stringset_keep(&strings, &arena, s, strlen(s));
}

/* The size bytes at data (padding zeroed), once: steps share their
   held locks, arguments and facts with every step that has the same.
   NULL for none. */
static const void *keep_array(const void *data, size_t size) {
  return size ? stringset_keep(&arrays, &arena, data, size) : NULL;
}

/* n facts, kept once: the copy's padding is zeroed, so equal facts are
   equal bytes (keep_array). */
static const OrderFact *keep_facts(const OrderFact *facts, int n) {
  OrderFact *zeroed = xcalloc((size_t)n + 1, sizeof *zeroed);
  for (int i = 0; i < n; i++) {
    zeroed[i].term = keep(facts[i].term);
    zeroed[i].k = facts[i].k;
    zeroed[i].equal = facts[i].equal;
  }
  const OrderFact *kept = keep_array(zeroed, sizeof *zeroed * (size_t)n);
  free(zeroed);
  return kept;
}

static Function *function(const char *key) {
  key = keep(key);
  Function *f = (Function *)recordset_find(&functions, &key, sizeof key);
  if (!f) {
    f = ARENA_NEW(&arena, Function);
    f->key = key;
    f->name = key;
    recordset_add(&functions, f, sizeof f->key);
    VEC_PUSH(function_list, f);
  }
  return f;
}

void order_function(const char *key, const char *name, SrcLoc at, bool is_main, bool address_taken, bool ends_own,
                    const char *const *contract, int ncontract) {
  Function *f = function(key);
  for (int i = 0; i < ncontract; i++)
    VEC_PUSH(f->contract, keep(contract[i]));
  f->name = keep(name);
  f->at = at;
  f->defined = true;
  f->is_main = is_main;
  f->address_taken |= address_taken;
  f->ends_own = ends_own;
}

static HashMap slots; /* a member's class to the functions stored there (FunctionList) */
static VEC(FunctionList *) slot_lists; /* the same lists, to free */

void order_member_store(const char *key, const char *slot) {
  slot = keep(slot);
  FunctionList *stored = hashmap_get(&slots, slot, strlen(slot));
  if (!stored) {
    stored = ARENA_NEW(&arena, FunctionList);
    hashmap_put(&slots, slot, strlen(slot), stored);
    VEC_PUSH(slot_lists, stored);
  }
  Function *f = function(key);
  for (int i = 0; i < stored->len; i++)
    if (stored->data[i] == f)
      return;
  VEC_PUSH(*stored, f);
  VEC_PUSH(f->slots, slot);
}

char *order_parameter_slot(const char *key, int i) { return format("%s\x1e%d", key, i); }

char *order_argument_term(int i) { return format("(arg %d)", i); }

bool ended_lists(const char *ended, const char *key) {
  size_t n = strlen(key);
  for (const char *p = ended ? strstr(ended, key) : NULL; p; p = strstr(p + 1, key))
    if (p > ended && p[-1] == '\x1e' && p[n] == '\x1e')
      return true;
  return false;
}

char *list_key(const char **p) {
  while (**p == '\x1e')
    (*p)++;
  if (!**p)
    return NULL;
  size_t n = strcspn(*p, "\x1e");
  char *key = format("%.*s", (int)n, *p);
  *p += n;
  return key;
}

void list_add(StrBuf *list, const char *key) {
  if (!ended_lists(list->data, key))
    sb_printf(list, "%s%s\x1e", list->len ? "" : "\x1e", key);
}

const FunctionList *stored_in(const char *slot) {
  return slot ? hashmap_get(&slots, slot, strlen(slot)) : NULL;
}

void order_thread_entry(const char *key, bool many, bool alone, bool unnamed) {
  Function *f = function(key);
  f->started_unnamed |= unnamed;
  f->thread_many |= many || (f->thread_entry && !(alone && f->starts_alone));
  f->starts_alone = f->thread_entry ? f->starts_alone && alone : alone;
  f->thread_entry = true;
}

void order_declared(const char *before, const char *after) {
  before = keep(before);
  after = keep(after);
  for (int i = 0; i < declared.len; i += 2)
    if (declared.data[i] == before && declared.data[i + 1] == after)
      return;
  VEC_PUSH(declared, before);
  VEC_PUSH(declared, after);
}

/* The parts of a step's key (step_key), which is hashed and compared,
   never shown: a string and its end (NULL as ""), a number's bytes. */
static void key_string(StrBuf *b, const char *s) {
  if (s)
    sb_puts(b, s);
  sb_putc(b, '\0');
}

static void key_number(StrBuf *b, uint64_t n) { sb_put(b, (const char *)&n, sizeof n); }

/* Two 32-bit numbers in one. */
static uint64_t key_pair(uint32_t high, uint32_t low) { return (uint64_t)high << 32 | low; }

static void key_loc(StrBuf *b, SrcLoc l) {
  key_number(b, key_pair(l.file, l.line));
  key_number(b, l.col);
}

static void key_lock(StrBuf *b, const OrderLock *l) {
  key_string(b, l->cls);
  key_string(b, l->inst);
  key_string(b, l->text);
  key_number(b, (uint64_t)(l->reentrant | l->shared << 1));
  key_loc(b, l->where);
}

/* The bytes that tell one step from another: function_key's step s. */
static void step_key(StrBuf *key, const char *function_key, const OrderStep *s) {
  key_string(key, function_key);
  key_string(key, s->callee);
  key_string(key, s->slot);
  key_string(key, s->starts);
  key_string(key, s->ended);
  key_string(key, s->running ? s->running : "-"); /* not known, unlike "" (nothing) */
  key_string(key, s->access);
  key_number(key, (uint64_t)(s->before_threads | s->before_own << 1 | s->given << 2 | s->is_volatile << 3 |
                              s->constant << 4 | s->joins_own << 5 | s->in_loop << 6 | s->one_handle << 7 |
                              s->try_lock << 8 | s->elements_unordered << 9 | s->direct << 10 |
                              (unsigned char)s->mode << 16));
  key_number(key, key_pair((uint32_t)s->pair[0], (uint32_t)s->pair[1]));
  key_number(key, key_pair((uint32_t)s->param, (uint32_t)s->root_param));
  key_number(key, key_pair(s->local_args, s->element_args));
  key_number(key, s->nfacts);
  for (int i = 0; i < s->nfacts; i++) {
    key_string(key, s->facts[i].term);
    key_number(key, s->facts[i].equal);
    key_number(key, (uint64_t)s->facts[i].k);
  }
  key_loc(key, s->at);
  key_lock(key, &s->taken);
  key_number(key, s->nheld);
  for (int i = 0; i < s->nheld; i++)
    key_lock(key, &s->held[i]);
  for (int i = 0; i < s->nargs; i++) {
    key_string(key, s->args[i]);
    key_string(key, s->arg_classes[i]);
  }
}

/* A step kept, found by its key's hash (steps_seen): the keys themselves
   are not kept, but made again from the step when two hashes meet. */
typedef struct SeenStep {
  uint64_t hash;         /* first: steps_seen compares a step's first 8 bytes */
  const Function *function;
  bool access;
  int index;
  struct SeenStep *next; /* another step of the same hash */
} SeenStep;

static bool seen_before(const SeenStep *seen, const StrBuf *key) {
  for (; seen; seen = seen->next) {
    const Function *g = seen->function;
    StrBuf other = {0};
    step_key(&other, g->key, seen->access ? &g->accesses.data[seen->index] : &g->steps.data[seen->index]);
    bool same = other.len == key->len && !memcmp(other.data, key->data, key->len);
    sb_free(&other);
    if (same)
      return true;
  }
  return false;
}

void order_step(const char *function_key, const OrderStep *s) {
  /* the same step, seen by another world or pass, is kept once */
  StrBuf key = {0};
  step_key(&key, function_key, s);
  uint64_t h = hash_bytes64(key.data, key.len);
  SeenStep *seen = (SeenStep *)recordset_find(&steps_seen, &h, sizeof h);
  bool repeated = seen_before(seen, &key);
  sb_free(&key);
  if (repeated)
    return;
  Function *f = function(function_key);
  OrderStep copy = *s;
  copy.taken.cls = keep(s->taken.cls);
  copy.taken.inst = keep(s->taken.inst);
  copy.taken.text = keep(s->taken.text);
  copy.callee = keep(s->callee);
  copy.slot = keep(s->slot);
  copy.starts = keep(s->starts);
  copy.ended = keep(s->ended);
  copy.running = keep(s->running);
  copy.access = keep(s->access);
  /* each array built with its padding zeroed, then kept once */
  OrderLock *held = xcalloc((size_t)s->nheld + 1, sizeof *held);
  for (int i = 0; i < s->nheld; i++) {
    held[i].cls = keep(s->held[i].cls);
    held[i].inst = keep(s->held[i].inst);
    held[i].text = keep(s->held[i].text);
    held[i].where = s->held[i].where;
    held[i].reentrant = s->held[i].reentrant;
    held[i].shared = s->held[i].shared;
  }
  copy.held = keep_array(held, sizeof *held * (size_t)s->nheld);
  const char **args = xcalloc((size_t)s->nargs + 1, sizeof *args);
  const char **classes = xcalloc((size_t)s->nargs + 1, sizeof *classes);
  for (int i = 0; i < s->nargs; i++) {
    args[i] = keep(s->args[i]);
    classes[i] = keep(s->arg_classes[i]);
  }
  copy.args = (const char **)keep_array(args, sizeof *args * (size_t)s->nargs);
  copy.arg_classes = (const char **)keep_array(classes, sizeof *classes * (size_t)s->nargs);
  copy.facts = keep_facts(s->facts, s->nfacts);
  free(held);
  free(args);
  free(classes);
  SeenStep *kept = ARENA_NEW(&arena, SeenStep);
  *kept = (SeenStep){h, f, copy.access != NULL, copy.access ? f->accesses.len : f->steps.len, NULL};
  if (seen) { /* another step of the same hash: after the first */
    kept->next = seen->next;
    seen->next = kept;
  } else {
    recordset_add(&steps_seen, kept, sizeof kept->hash);
  }
  if (copy.access) {
    VEC_PUSH(f->accesses, copy);
  } else {
    VEC_PUSH(f->steps, copy);
    stats.steps++;
  }
}

/* ------------------------------------------------------------- instances */

/* The index just past the parenthesized form that starts at s[i]. */
static size_t form_end(const char *s, size_t i) {
  int depth = 0;
  bool quoted = false;
  for (; s[i]; i++) {
    if (quoted) {
      if (s[i] == '\\' && s[i + 1])
        i++;
      else if (s[i] == '"')
        quoted = false;
    } else if (s[i] == '"') {
      quoted = true;
    } else if (s[i] == '(') {
      depth++;
    } else if (s[i] == ')' && --depth == 0) {
      return i + 1;
    }
  }
  return i;
}

/* In b, each `(deref (addr X))` and `(addr (deref X))` made X: *&x is x. */
static void simplify(StrBuf *b) {
  static const char *const pairs[] = {"(deref (addr ", "(addr (deref "};
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = 0; k < ARRAY_SIZE(pairs) && !changed; k++) {
      sb_putc(b, '\0');
      b->len--;
      char *p = strstr(b->data, pairs[k]);
      if (!p)
        continue;
      size_t at = (size_t)(p - b->data), inner = at + 7, end = form_end(b->data, inner);
      size_t x = inner + 6;
      if (end >= b->len || b->data[end] != ')')
        continue;
      /* keep X, which runs from x to end - 1 (the inner form's ')') */
      size_t xlen = end - 1 - x;
      memmove(b->data + at, b->data + x, xlen);
      memmove(b->data + at + xlen, b->data + end + 1, b->len - (end + 1));
      b->len -= (end + 1 - at) - xlen;
      changed = true;
    }
  }
}

/* A callee's lock named in its caller's terms longer than this has no
   form there, only its class: a function that calls itself with a member
   of its argument (`walk(p->next)`, unbound's `tcp_handlers`) would name
   its lock one member deeper each round of the closure, up to MAX_TAKES
   forms of growing length (19 KB; 130 MB of them in unbound's whole
   program).  A unit's own forms stay far shorter (unbound's longest, 207
   bytes). */
enum { MAX_MAPPED_FORM = 1024 };

/* mapped_instance's answers, by the instance and the call (both kept
   until order_reset): the closure asks again and again.  Most instances
   name no parameter and are the same at every call: those are answered
   by the instance alone (plain_instances), and the memo keeps only the
   pairs whose instance a call changes. */
static HashMap mapped_memo;
static HashMap plain_instances; /* an instance (by its address) to itself, or to
                                   needs_mapping when a call changes it */
static const char no_form[] = "", needs_mapping[] = "";

/* Does a call change an instance: does it name a parameter to put an
   argument in, or a `*&x` to make simpler? */
static bool changes_at_call(const char *inst) {
  return strstr(inst, "(param ") || strstr(inst, "(deref (addr ") || strstr(inst, "(addr (deref ");
}

/* A callee's instance in the caller's terms: each (param N) replaced by
   the call's argument N; NULL when one has no form. */
static const char *map_instance(const char *inst, const OrderStep *call);
static const char *mapped_instance(const char *inst, const OrderStep *call) {
  if (!inst)
    return NULL;
  const char *plain = hashmap_get(&plain_instances, (const char *)&inst, sizeof inst);
  if (!plain) {
    plain = changes_at_call(inst) ? needs_mapping : keep(inst);
    hashmap_put(&plain_instances, arena_memdup(&arena, &inst, sizeof inst), sizeof inst,
                (void *)plain);
  }
  if (plain != needs_mapping)
    return plain;
  const void *key[2] = {inst, call};
  const char *found = hashmap_get(&mapped_memo, (const char *)key, sizeof key);
  if (!found) {
    found = map_instance(inst, call);
    found = found ? found : no_form;
    hashmap_put(&mapped_memo, arena_memdup(&arena, key, sizeof key), sizeof key, (void *)found);
  }
  return found == no_form ? NULL : found;
}

/* mapped_instance's answer for an instance a call changes. */
static const char *map_instance(const char *inst, const OrderStep *call) {
  StrBuf b = {0};
  const char *from = inst;
  for (const char *p = strstr(inst, "(param "); p; p = strstr(from, "(param ")) {
    sb_put(&b, from, (size_t)(p - from));
    char *end;
    long n = strtol(p + 7, &end, 10);
    if (*end != ')' || n < 0 || n >= call->nargs || !call->args[n]) {
      sb_free(&b);
      return NULL;
    }
    sb_puts(&b, call->args[n]);
    from = end + 1;
  }
  sb_puts(&b, from);
  simplify(&b);
  if (b.len > MAX_MAPPED_FORM) { /* a recursive call's argument nested again each round */
    sb_free(&b);
    return NULL;
  }
  sb_putc(&b, '\0');
  const char *kept = keep(b.data);
  sb_free(&b);
  return kept;
}

/* The class of a callee's lock at a call: its own, or for a lock named
   only through a parameter (`*m`), the class of what the argument points
   to. */
static const char *mapped_class(const Take *t, const OrderStep *call) {
  if (t->cls)
    return t->cls;
  long n;
  char end;
  if (t->inst && sscanf(t->inst, "(deref (param %ld)%c", &n, &end) == 2 && end == ')' && n >= 0 && n < call->nargs)
    return call->arg_classes[n];
  return NULL;
}

/* ----------------------------------------------------------- the closure */

/* Appends to *list (a kept list as Take.dropped has) each lock of f's
   contract not held at step s of f. */
static void dropped_at(const Function *f, const OrderStep *s, StrBuf *list) {
  for (int i = 0; i < f->contract.len; i++) {
    const char *inst = f->contract.data[i];
    bool held = false;
    for (int j = 0; j < s->nheld && !held; j++)
      held = s->held[j].inst == inst;
    if (!held)
      list_add(list, inst);
  }
}

static const char *kept_list(StrBuf *list) {
  const char *kept = list->len ? keep(list->data) : NULL;
  sb_free(list);
  return kept;
}

/* A take made at step s of its function: what s's path knows. */
static Take step_take(const OrderStep *s, bool counted) {
  return (Take){s->taken.cls, s->taken.inst, s->taken.reentrant, counted,
                s->nfacts < MAX_ORDER_FACTS ? s->nfacts : MAX_ORDER_FACTS, s->facts, s->at, NULL, 0, NULL};
}

static bool in_contract(const Function *f, const char *inst) {
  for (int i = 0; inst && i < f->contract.len; i++)
    if (f->contract.data[i] == inst)
      return true;
  return false;
}

/* Is f about a value a call hands its callee that no file form names
   (`?c`, `(arg 0)`: analysis.c argument_facts)? */
static bool argument_fact(const OrderFact *f) {
  return f->term[0] == '?' || !strncmp(f->term, "(arg ", 5);
}

/* Can term == k (equal) or term != k hold where the facts hold? */
static bool consistent(const OrderFact *facts, int n, const char *term, int64_t k, bool equal) {
  long long number;
  char end;
  if (sscanf(term, "(const %lld%c", &number, &end) == 2 && end == ')')
    return (number == k) == equal;
  if (!strncmp(term, "(addr ", 6) && k == 0) /* an object's address is never null */
    return !equal;
  for (int i = 0; i < n; i++) {
    const OrderFact *f = &facts[i];
    if (f->term != term)
      continue;
    if (f->equal && equal ? f->k != k : f->equal != equal && f->k == k)
      return false;
  }
  return true;
}

/* Take number k of g, reached by call s of f: false when what its path
   knows of g's values contradicts what s's path knows (or a number s
   passes: `fd != -42` where s passes -42, `pThis->bAsyncWrite != 0` where
   s's path knows it is 0); else *out is it in the caller's terms, knowing
   what s's path knows, and what it knew, in the caller's terms, with the
   locks dropped there: g's, and those of f's contract f had released
   before s. */
static bool map_take(const Function *f, const Function *g, int k, const OrderStep *s, Take *out) {
  const Take *gt = &g->closure->takes.data[k];
  /* a lock g's contract names, its callers' analysis applies (g releases it
     first, or takes it for them) */
  *out = (Take){mapped_class(gt, s), mapped_instance(gt->inst, s), gt->reentrant,
                gt->counted || in_contract(g, gt->inst), 0, NULL, s->at, (Function *)g, k, NULL};
  OrderFact facts[MAX_ORDER_FACTS];
  int nfacts = 0;
  StrBuf dropped = {0};
  const char *p = gt->dropped ? gt->dropped : "";
  for (char *inst; (inst = list_key(&p)); free(inst)) {
    const char *mapped = mapped_instance(keep(inst), s);
    if (mapped)
      list_add(&dropped, mapped);
  }
  dropped_at(f, s, &dropped);
  out->dropped = kept_list(&dropped);
  for (int i = 0; i < s->nfacts && nfacts < MAX_ORDER_FACTS; i++)
    if (!argument_fact(&s->facts[i])) /* of this call's arguments: no caller's terms */
      facts[nfacts++] = s->facts[i];
  for (int i = 0; i < gt->nfacts; i++) {
    const OrderFact *fact = &gt->facts[i];
    const char *term = mapped_instance(fact->term, s);
    long n;
    char end;
    if (!term && sscanf(fact->term, "(param %ld%c", &n, &end) == 2 && end == ')') { /* an argument with no form */
      char *arg = order_argument_term((int)n);
      bool possible = consistent(s->facts, s->nfacts, keep(arg), fact->k, fact->equal);
      free(arg);
      if (!possible)
        return false;
    }
    if (!term)
      continue;
    if (!consistent(s->facts, s->nfacts, term, fact->k, fact->equal))
      return false;
    if (term[1] != 'c' && nfacts < MAX_ORDER_FACTS) /* not a (const N) */
      facts[nfacts++] = (OrderFact){term, fact->k, fact->equal};
  }
  out->facts = keep_facts(facts, nfacts);
  out->nfacts = nfacts;
  return true;
}

enum {
  MAX_TAKES = 512,  /* per function: a bound on what a hub of calls collects */
  MAX_VARIANTS = 4, /* takes of one lock with other facts, before one without any */
};

/* Adds t to f's takes unless it is there, or a take of the same lock
   with no facts is (which holds wherever t would); past MAX_VARIANTS
   facts of one lock, the take without facts stands for them all. */
static bool add_take(Function *f, Take t) {
  if ((!t.cls && !t.inst) || f->closure->takes.len >= MAX_TAKES)
    return false;
  /* each key starts with the function's address: one map serves all
     functions, rather than one (of 2 KB at least) each; the strings are
     kept, so their addresses tell them apart */
  StrBuf lock = {0}, key = {0};
  const void *names[] = {f, t.cls, t.inst};
  sb_put(&lock, (const char *)names, sizeof names);
  sb_put(&key, lock.data, lock.len);
  const void *more[] = {t.dropped, (const void *)(intptr_t)t.counted};
  sb_put(&key, (const char *)more, sizeof more);
  bool added = false;
  intptr_t variants = (intptr_t)hashmap_get(&take_keys, lock.data, lock.len);
  size_t bare = key.len;
  for (int i = 0; i < t.nfacts; i++) {
    const void *fact[] = {t.facts[i].term, (const void *)(intptr_t)t.facts[i].equal};
    long long k = t.facts[i].k;
    sb_put(&key, (const char *)fact, sizeof fact);
    sb_put(&key, (const char *)&k, sizeof k);
  }
  if (variants >= MAX_VARIANTS) {
    t.nfacts = 0;
    key.len = bare;
  }
  if (!hashmap_get(&take_keys, key.data, key.len) && !hashmap_get(&take_keys, key.data, bare)) {
    hashmap_put(&take_keys, arena_strndup(&arena, key.data, key.len), key.len, (void *)1);
    if (variants == 0)
      hashmap_put(&take_keys, arena_strndup(&arena, lock.data, lock.len), lock.len, (void *)1);
    else
      hashmap_put(&take_keys, lock.data, lock.len, (void *)(variants + 1)); /* the key is there already */
    VEC_PUSH(f->closure->takes, t);
    added = true;
  }
  sb_free(&lock);
  sb_free(&key);
  return added;
}

Function *defined_function(const char *key) {
  if (!key)
    return NULL;
  const char *kept = stringset_find(&strings, key, strlen(key));
  const Function *g = kept ? recordset_find(&functions, &kept, sizeof kept) : NULL;
  return g && g->defined ? (Function *)g : NULL;
}

Function *callee_of(const OrderStep *s) { return defined_function(s->callee); }


/* The locks each function may take, callees' included, to a fixed point:
   a work list of the functions whose takes grew, each of whose callers
   maps only the takes it has not mapped yet. */
static void close_takes(void) {
  VEC(Function *) work = {0};
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    f->closure = ARENA_NEW(&arena, Closure);
    f->closure->mapped = xcalloc((size_t)f->steps.len + 1, sizeof(int));
  }
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      Function *g = callee_of(s);
      if (g) {
        VEC_PUSH(g->closure->callers, f);
        VEC_PUSH(g->closure->caller_steps, k);
      } else if (!s->callee && !s->slot && !s->try_lock) {
        Take t = step_take(s, in_contract(f, s->taken.inst));
        StrBuf dropped = {0}; /* what its callers hold that f has let go */
        dropped_at(f, s, &dropped);
        t.dropped = kept_list(&dropped);
        add_take(f, t);
      }
    }
  }
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    if (f->closure->takes.len) {
      f->queued = true;
      VEC_PUSH(work, f);
    }
  }
  while (work.len) {
    Function *g = work.data[--work.len];
    g->queued = false;
    for (int c = 0; c < g->closure->callers.len; c++) {
      Function *f = g->closure->callers.data[c];
      int k = g->closure->caller_steps.data[c];
      const OrderStep *s = &f->steps.data[k];
      bool grew = false;
      Take mapped;
      for (int t = f->closure->mapped[k]; t < g->closure->takes.len; t++)
        if (map_take(f, g, t, s, &mapped))
          grew |= add_take(f, mapped);
      f->closure->mapped[k] = g->closure->takes.len;
      if (grew && !f->queued) {
        f->queued = true;
        VEC_PUSH(work, f);
      }
    }
  }
  VEC_FREE(work);
}

/* Which functions threads may run: with threads started somewhere, the
   program's roots (main, thread entries, functions whose address is
   taken or that nothing calls) and what they call, but not the calls
   main makes before it starts a thread; without, every function. */
static void mark_reachable(void) {
  bool threads = false;
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    threads |= f->thread_entry;
    for (int k = 0; k < f->steps.len; k++) {
      Function *g = callee_of(&f->steps.data[k]);
      if (g && g != f)
        g->called = true;
    }
  }
  VEC(Function *) work = {0};
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    if (f->defined && (!threads || f->is_main || f->thread_entry || f->address_taken || !f->called)) {
      f->reachable = true;
      VEC_PUSH(work, f);
    }
  }
  while (work.len) {
    Function *f = work.data[--work.len];
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      Function *g = callee_of(s);
      if (g && !g->reachable && !s->before_threads) {
        g->reachable = true;
        VEC_PUSH(work, g);
      }
    }
  }
  VEC_FREE(work);
}

/* Can f be called other than by the calls the program's steps show: main,
   a thread's start, a function whose address is taken or stored, one no
   defined function calls? */
static bool called_otherwise(const Function *f) {
  return !f->defined || f->is_main || f->thread_entry || f->started_unnamed || f->address_taken || f->slots.len ||
         !f->closure->callers.len;
}

/* The classes of the locks held for writing at f's step k, with those its
   callers hold there, when it hands none over (no contract), in *out. */
static void held_at_call(const Function *f, int k, Classes *out) {
  const OrderStep *s = &f->steps.data[k];
  out->len = 0;
  for (int i = 0; i < s->nheld; i++)
    if (s->held[i].cls && !s->held[i].shared)
      add_class(out, s->held[i].cls);
  if (!f->contract.len && !f->gates_unknown)
    for (int i = 0; i < f->closure->caller_gates.len; i++)
      add_class(out, f->closure->caller_gates.data[i]);
}

static void intersect_classes(Classes *c, const Classes *other);

/* Each function's caller_gates: what every call of it holds (a gate its
   callers keep for it: unbound's reclaim_space, called with the table's
   lock held), narrowed from "unknown" until no set changes. */
static void find_caller_gates(void) {
  for (int i = 0; i < function_list.len; i++)
    function_list.data[i]->gates_unknown = !called_otherwise(function_list.data[i]);
  Classes at = {0}, meet = {0};
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < function_list.len; i++) {
      Function *f = function_list.data[i];
      if (called_otherwise(f))
        continue;
      bool first = true;
      for (int c = 0; c < f->closure->callers.len; c++) {
        const Function *g = f->closure->callers.data[c];
        if (g->gates_unknown)
          continue;
        held_at_call(g, f->closure->caller_steps.data[c], &at);
        if (first) {
          meet.len = 0;
          for (int j = 0; j < at.len; j++)
            VEC_PUSH(meet, at.data[j]);
        } else {
          intersect_classes(&meet, &at);
        }
        first = false;
      }
      if (first || (!f->gates_unknown && meet.len == f->closure->caller_gates.len))
        continue; /* no caller known yet, or the same set (it only narrows) */
      f->gates_unknown = false;
      f->closure->caller_gates.len = 0;
      for (int j = 0; j < meet.len; j++)
        VEC_PUSH(f->closure->caller_gates, meet.data[j]);
      changed = true;
    }
  }
  VEC_FREE(at);
  VEC_FREE(meet);
}

/* ------------------------------------------------------------- reporting */

static VEC(Report *) reports;

Report *report(SrcLoc at, const char *group, const char *rule, const char *function, char *key,
                      const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  Report *r = xcalloc(1, sizeof *r);
  r->at = at;
  r->group = group;
  r->rule = rule;
  r->function = function;
  r->key = key ? unmark_classes(key) : NULL;
  r->message = vformat(fmt, ap);
  va_end(ap);
  /* a race is its access and variable, whatever the counts and notes: one
     read with no lock, reached in two programs of one build or from two
     threads' functions (knot's dt_is_cancelled), is one finding */
  if (r->key && !strncmp(rule, "data-race", 9))
    r->same = format("%u:%u:%u\x1f%s\x1f%s", at.file, at.line, at.col, rule, r->key);
  VEC_PUSH(reports, r);
  return r;
}

void report_note(Report *r, SrcLoc at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  VEC_PUSH(r->notes, ((ReportNote){at, vformat(fmt, ap)}));
  va_end(ap);
}

int loc_compare(SrcLoc x, SrcLoc y) {
  const SrcFile *fx = src_get(x.file), *fy = src_get(y.file);
  int c = strcmp(fx ? fx->path : "", fy ? fy->path : "");
  if (c)
    return c;
  if (x.line != y.line)
    return x.line < y.line ? -1 : 1;
  return x.col < y.col ? -1 : x.col > y.col;
}

/* Notes the chain of calls from a take to where its lock is taken. */
static void note_chain(Report *r, const Function *via, int next, const char *lock) {
  for (int depth = 0; via && depth < 16; depth++) {
    const Take *t = &via->closure->takes.data[next];
    if (t->via)
      report_note(r, t->at, "'%s' called here, in function '%s'", t->via->name, via->name);
    else
      report_note(r, t->at, "'%s' acquired here, in function '%s'", lock, via->name);
    next = t->next;
    via = t->via;
  }
}

static VEC(Edge) edges;
static HashMap edges_by_pair; /* "from\x1fto" to the edge's index + 1 */

bool holds_class(const char *const *classes, int n, const char *cls) {
  for (int i = 0; i < n; i++)
    if (classes[i] == cls)
      return true;
  return false;
}

bool has_class(const Classes *c, const char *cls) { return holds_class(c->data, c->len, cls); }

void add_class(Classes *c, const char *cls) {
  if (!has_class(c, cls))
    VEC_PUSH(*c, cls);
}

/* Keeps in c only what other has too. */
static void intersect_classes(Classes *c, const Classes *other) {
  int kept = 0;
  for (int i = 0; i < c->len; i++)
    if (has_class(other, c->data[i]))
      c->data[kept++] = c->data[i];
  c->len = kept;
}

static bool declared_before(const char *first, const char *then) {
  for (int i = 0; i < declared.len; i += 2)
    if (declared.data[i] == first && declared.data[i + 1] == then)
      return true;
  return false;
}

/* Is the term (file form) one object of static storage: a variable, or
   a member of one (`(field (var xsltlock) sys_mutex)`), not reached
   through a pointer, a parameter or an index? */
static bool static_object(const char *term) {
  const char *root = term;
  while (!strncmp(root, "(field ", 7))
    root += 7;
  return !strncmp(root, "(var ", 5) && !strstr(term, "(deref") && !strstr(term, "(param") && !strstr(term, "(load") &&
         !strstr(term, "(index") && !strstr(term, "(elem");
}

/* The member a member's term of len bytes names, `(field BASE NAME)` or
   `(field BASE NAME (struct TAG))`, found from its end (a term may be
   thousands of bytes deep): its name and length, and BASE's length
   (BASE starts at term + 7); NULL for another term. */
static const char *field_name(const char *term, size_t len, size_t *name_len, size_t *base_len) {
  if (len < 10 || strncmp(term, "(field ", 7) || term[len - 1] != ')')
    return NULL;
  const char *q = term + len - 2;
  if (*q == ')') { /* the tag's group: back to its '(' and the space before it */
    int depth = 0;
    for (; q > term + 7; q--)
      if (*q == ')')
        depth++;
      else if (*q == '(' && --depth == 0)
        break;
    q -= 2;
  }
  const char *name_end = q + 1;
  while (q > term + 7 && *q != ' ')
    q--;
  if (q <= term + 7)
    return NULL;
  *name_len = (size_t)(name_end - (q + 1));
  *base_len = (size_t)(q - (term + 7));
  return q + 1;
}

/* text[0..len) as a kept string. */
static const char *keep_range(const char *text, size_t len) {
  char *copy = format("%.*s", (int)len, text);
  const char *kept = keep(copy);
  free(copy);
  return kept;
}

/* What the lock of one instance is, as Ends says: a static object's
   term, or the name of a member of pointed-to objects (both kept); both
   NULL for any.  Found once per instance (end_kinds). */
typedef struct EndKind {
  const char *object, *member;
  const char *object_member; /* a static object that is a member (of a variable): its name */
} EndKind;

static HashMap end_kinds; /* an instance (kept: by its address) to its EndKind */

static const EndKind *end_kind(const char *inst) {
  EndKind *k = hashmap_get(&end_kinds, (const char *)&inst, sizeof inst);
  if (k)
    return k;
  k = ARENA_NEW(&arena, EndKind);
  size_t len = strlen(inst), name_len, object_len = len, inner_len, base_len;
  const char *object = inst;
  if (field_name(inst, len, &name_len, &object_len)) /* a lock that is a member: of its object */
    object = inst + 7;
  const char *inner = field_name(object, object_len, &inner_len, &base_len);
  if (static_object(inst)) { /* its object's root is as inst's */
    k->object = keep_range(object, object_len);
    k->object_member = inner ? keep_range(inner, inner_len) : NULL;
  } else if (inner) {
    k->member = keep_range(inner, inner_len);
  }
  hashmap_put(&end_kinds, arena_memdup(&arena, &inst, sizeof inst), sizeof inst, k);
  return k;
}

/* Adds the object an end's lock (instance inst, kept) is, as Ends says. */
static void add_end(Ends *ends, const char *inst) {
  const EndKind *k = inst ? end_kind(inst) : NULL;
  if (!k || (!k->object && !k->member)) {
    ends->any = true;
  } else if (k->object) {
    add_class(&ends->objects, k->object);
    if (k->object_member)
      add_class(&ends->object_members, k->object_member);
  } else {
    add_class(&ends->members, k->member);
  }
}

static void ends_free(Ends *ends) {
  VEC_FREE(ends->objects);
  VEC_FREE(ends->object_members);
  VEC_FREE(ends->members);
}

/* May an edge into a class and one out of it meet on one lock: either end
   any object, one object both name, or one member?  Two variables of one
   wrapper type (icecast's `xsltlock` and `_threadtree_mutex`, both
   `mutex_t.sys_mutex`) are two locks; so are a variable and a member. */
static bool ends_meet(const Ends *in, const Ends *out) {
  if (in->any || out->any)
    return true;
  for (int i = 0; i < in->objects.len; i++)
    if (has_class(&out->objects, in->objects.data[i]))
      return true;
  for (int i = 0; i < in->members.len; i++)
    if (has_class(&out->members, in->members.data[i]) || has_class(&out->object_members, in->members.data[i]))
      return true;
  for (int i = 0; i < out->members.len; i++)
    if (has_class(&in->object_members, out->members.data[i]))
      return true;
  return false;
}

static void add_edge(const char *from, const char *to, Witness w, const char *from_inst, const char *to_inst) {
  StrBuf key = {0};
  sb_printf(&key, "%s\x1f%s", from, to);
  intptr_t index = (intptr_t)hashmap_get(&edges_by_pair, key.data, key.len);
  if (!index) {
    VEC_PUSH(edges, ((Edge){from, to, w, {0}, w.via != NULL, {{0}, {0}, {0}, false}, {{0}, {0}, {0}, false}}));
    Edge *e = &edges.data[edges.len - 1];
    for (int i = 0; i < w.gates.len; i++)
      VEC_PUSH(e->gates, w.gates.data[i]);
    add_end(&e->from_ends, from_inst);
    add_end(&e->to_ends, to_inst);
    hashmap_put(&edges_by_pair, arena_strndup(&arena, key.data, key.len), key.len, (void *)(intptr_t)edges.len);
    sb_free(&key);
    return;
  }
  sb_free(&key);
  Edge *e = &edges.data[index - 1];
  add_end(&e->from_ends, from_inst);
  add_end(&e->to_ends, to_inst);
  intersect_classes(&e->gates, &w.gates);
  e->called |= w.via != NULL;
  if (loc_compare(w.at, e->witness.at) < 0) {
    VEC_FREE(e->witness.gates);
    e->witness = w;
  } else {
    VEC_FREE(w.gates);
  }
}

/* A lock of a step's held set taken again through a call. */
static void report_self_deadlock(const Function *f, const OrderStep *s, const OrderLock *h, const Take *t) {
  Report *r = report(s->at, "thread-safety-deadlock", "self-deadlock", f->name, xstrdup(h->text),
                     "deadlock: calling '%s' acquires '%s', which is already held", t->via->name, h->text);
  report_note(r, h->where, "'%s' acquired here, in function '%s'", h->text, f->name);
  note_chain(r, t->via, t->next, h->text);
}

/* Can f be called with its parameters i and j the other way round: a
   call passes a value picked at run time (an element by a computed
   index, a call's result), or two calls pass the same two the
   two ways, here or in the callers of a function that hands its own
   parameters on?  Not by a call that passes an object of its own for
   either (OrderStep.local_args: unbound's bin_split, given the new bins
   table_grow has just made): no other thread can hold that one's lock. */
static bool swappable(const Function *f, int i, int j, int depth) {
  VEC(const char *) seen = {0}; /* pairs of argument forms */
  bool found = false;
  for (int c = 0; c < function_list.len && !found && depth < 8; c++) {
    const Function *caller = function_list.data[c];
    for (int k = 0; k < caller->steps.len && !found; k++) {
      const OrderStep *s = &caller->steps.data[k];
      if (s->callee != f->key || s->nargs <= (i > j ? i : j))
        continue;
      if ((i < 32 && (s->local_args >> i & 1)) || (j < 32 && (s->local_args >> j & 1)))
        continue; /* an object of the caller's own, just made: no other thread takes its lock */
      const char *x = s->args[i], *y = s->args[j];
      long pi, pj;
      char ei, ej;
      if (!x || !y) {
        found = true;
      } else if (sscanf(x, "(param %ld%c", &pi, &ei) == 2 && ei == ')' && sscanf(y, "(param %ld%c", &pj, &ej) == 2 &&
                 ej == ')') {
        found = swappable(caller, (int)pi, (int)pj, depth + 1);
      } else {
        for (int p = 0; p < seen.len && !found; p += 2)
          found = seen.data[p] == y && seen.data[p + 1] == x;
        VEC_PUSH(seen, x);
        VEC_PUSH(seen, y);
      }
    }
  }
  VEC_FREE(seen);
  return found;
}

/* Is a lock of one object of static storage (static_object) held for
   writing at s, and already where h was taken?  Then two calls
   that pass the arguments the two ways take the pair one at a time: the
   gate `lock(&move_mutex); lock(&to->tree); lock(&from->tree);` (icecast's
   source_move_clients).  One taken between the two is no gate: a thread
   that holds the first of the pair waits for it. */
static bool argument_gate(const Function *f, const OrderStep *s, const OrderLock *h) {
  for (int j = 0; j < s->nheld; j++) {
    const OrderLock *g = &s->held[j];
    if (g == h || g->shared || !g->inst || g->cls == h->cls || !static_object(g->inst))
      continue;
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *first = &f->steps.data[k];
      if (first->taken.inst != h->inst || loc_compare(first->at, h->where))
        continue;
      for (int m = 0; m < first->nheld; m++)
        if (first->held[m].inst == g->inst && !first->held[m].shared)
          return true;
    }
  }
  return false;
}

/* Two locks of one class, each reached from another parameter, taken in
   the order of the parameters: a caller that passes them the other way
   round, while another thread passes them this way, deadlocks. */
static void report_argument_order(const Function *f, const OrderStep *s, const OrderLock *h) {
  Report *r = report(s->at, "thread-safety-deadlock", "argument-order", f->name, xstrdup(h->cls),
                     "potential deadlock: '%s' acquired while '%s' is held, two '%s' locks in the order of the "
                     "arguments of '%s'; a call with the arguments swapped takes them the other way round",
                     s->taken.text, h->text, h->cls, f->name);
  report_note(r, h->where, "'%s' acquired here", h->text);
}

/* Two elements of one array of locks, taken in an order their indices do
   not fix: threads running the code with other indices take them the
   other way round (the dining philosophers). */
static void report_element_order(const Function *f, const OrderStep *s, const OrderLock *h) {
  Report *r = report(s->at, "thread-safety-deadlock", "element-order", f->name, xstrdup(h->cls),
                     "potential deadlock: '%s' acquired while '%s' is held, two locks of '%s' in an order their "
                     "indices do not fix; take the lower index first",
                     s->taken.text, h->text, h->cls);
  report_note(r, h->where, "'%s' acquired here", h->text);
}

/* The edges of one step, and what it reports by itself. */
static void step_edges(const Function *f, const OrderStep *s) {
  Function *g = callee_of(s);
  int ntaken = s->callee ? (g ? g->closure->takes.len : 0) : !s->slot && !s->try_lock;
  for (int k = 0; k < ntaken; k++) {
    Take t = step_take(s, false);
    if (s->callee && !map_take(f, g, k, s, &t))
      continue;
    for (int i = 0; i < s->nheld; i++) {
      const OrderLock *h = &s->held[i];
      if (s->callee && h->inst && ended_lists(t.dropped, h->inst))
        continue; /* the callee released it before this take */
      if (t.inst && t.inst == h->inst) {
        if (s->callee && !t.reentrant && !h->reentrant && !t.counted)
          report_self_deadlock(f, s, h, &t);
        continue;
      }
      if (!t.cls || !h->cls || s->before_threads)
        continue;
      if (t.cls == h->cls) {
        if (!s->callee && s->pair[0] >= 0 && swappable(f, s->pair[0], s->pair[1], 0) && !argument_gate(f, s, h))
          report_argument_order(f, s, h);
        else if (!s->callee && s->elements_unordered)
          report_element_order(f, s, h);
        continue;
      }
      if (declared_before(t.cls, h->cls)) {
        /* the analysis reports a broken order it sees in one function */
        if (s->callee) {
          Report *r = report(s->at, "thread-safety-analysis", "acquired-out-of-order-call", f->name,
                             format("%s\x1f%s", t.cls, h->cls),
                             "'%s' must be acquired before '%s', but calling '%s' acquires it while '%s' is held",
                             t.cls, h->cls, t.via->name, h->text);
          report_note(r, h->where, "'%s' acquired here", h->text);
          note_chain(r, t.via, t.next, t.cls);
        }
        continue;
      }
      Witness w = {f, s->at, h->where, t.via, t.next, {0}};
      for (int j = 0; j < s->nheld; j++)
        if (j != i && s->held[j].cls && s->held[j].cls != h->cls && s->held[j].cls != t.cls)
          add_class(&w.gates, s->held[j].cls);
      for (int j = 0; !f->gates_unknown && j < f->closure->caller_gates.len; j++) {
        const char *gate = f->closure->caller_gates.data[j];
        if (gate != h->cls && gate != t.cls)
          add_class(&w.gates, gate);
      }
      add_edge(h->cls, t.cls, w, h->inst, t.inst);
    }
  }
}

/* Strongly connected classes (Tarjan's algorithm, on the edges). */
typedef struct ClassNode {
  const char *cls;
  VEC(int) out;         /* edge indices */
  int index, low;
  bool on_stack;
  int scc;
} ClassNode;

static VEC(ClassNode) nodes;
static HashMap node_index;

static int node_of(const char *cls) {
  intptr_t i = (intptr_t)hashmap_get(&node_index, cls, strlen(cls));
  if (i)
    return (int)i - 1;
  VEC_PUSH(nodes, ((ClassNode){cls, {0}, -1, 0, false, -1}));
  hashmap_put(&node_index, cls, strlen(cls), (void *)(intptr_t)nodes.len);
  return nodes.len - 1;
}

static void strong_components(int *nscc) {
  VEC(int) stack = {0};
  VEC(int) call = {0}; /* the recursion, as (node, next edge) pairs */
  int counter = 0;
  for (int root = 0; root < nodes.len; root++) {
    if (nodes.data[root].index >= 0)
      continue;
    VEC_PUSH(call, root);
    VEC_PUSH(call, 0);
    nodes.data[root].index = nodes.data[root].low = counter++;
    VEC_PUSH(stack, root);
    nodes.data[root].on_stack = true;
    while (call.len) {
      int v = call.data[call.len - 2];
      int *next = &call.data[call.len - 1];
      ClassNode *n = &nodes.data[v];
      if (*next < n->out.len) {
        int w = node_of(edges.data[n->out.data[(*next)++]].to);
        n = &nodes.data[v];
        if (nodes.data[w].index < 0) {
          nodes.data[w].index = nodes.data[w].low = counter++;
          VEC_PUSH(stack, w);
          nodes.data[w].on_stack = true;
          VEC_PUSH(call, w);
          VEC_PUSH(call, 0);
        } else if (nodes.data[w].on_stack && nodes.data[w].index < n->low) {
          n->low = nodes.data[w].index;
        }
        continue;
      }
      call.len -= 2;
      if (n->low == n->index) {
        int w;
        do {
          w = stack.data[--stack.len];
          nodes.data[w].on_stack = false;
          nodes.data[w].scc = *nscc;
        } while (w != v);
        ++*nscc;
      }
      if (call.len) {
        ClassNode *parent = &nodes.data[call.data[call.len - 2]];
        if (n->low < parent->low)
          parent->low = n->low;
      }
    }
  }
  VEC_FREE(stack);
  VEC_FREE(call);
}

/* The shortest cycle from start back to it inside its component, as edge
   indices in *cycle; false when every one found shares a gate. */
static bool ungated_cycle(int start, IntList *cycle) {
  int n = nodes.len;
  int *via = xcalloc((size_t)n, sizeof(int)); /* edge index + 1 that reached the node */
  int *queue = xcalloc((size_t)n + 1, sizeof(int));
  int head = 0, tail = 0, closing = -1;
  queue[tail++] = start;
  int scc = nodes.data[start].scc;
  while (head < tail && closing < 0) {
    int v = queue[head++];
    for (int k = 0; k < nodes.data[v].out.len; k++) {
      int e = nodes.data[v].out.data[k];
      int w = node_of(edges.data[e].to);
      if (nodes.data[w].scc != scc)
        continue;
      if (w == start) {
        closing = e;
        break;
      }
      if (!via[w]) {
        via[w] = e + 1;
        queue[tail++] = w;
      }
    }
  }
  cycle->len = 0;
  if (closing >= 0) {
    VEC_PUSH(*cycle, closing);
    for (int v = node_of(edges.data[closing].from); v != start; v = node_of(edges.data[via[v] - 1].from))
      VEC_PUSH(*cycle, via[v] - 1);
  }
  free(via);
  free(queue);
  if (!cycle->len)
    return false;
  /* in the order the locks are taken: from start */
  for (int i = 0, j = cycle->len - 1; i < j; i++, j--) {
    int t = cycle->data[i];
    cycle->data[i] = cycle->data[j];
    cycle->data[j] = t;
  }
  /* each class of the cycle one lock where its edges meet */
  for (int i = 0; i < cycle->len; i++)
    if (!ends_meet(&edges.data[cycle->data[i]].to_ends, &edges.data[cycle->data[(i + 1) % cycle->len]].from_ends))
      return false;
  Classes common = {0};
  const Edge *first = &edges.data[cycle->data[0]];
  for (int i = 0; i < first->gates.len; i++)
    VEC_PUSH(common, first->gates.data[i]);
  for (int i = 1; i < cycle->len; i++)
    intersect_classes(&common, &edges.data[cycle->data[i]].gates);
  bool gated = common.len > 0;
  VEC_FREE(common);
  return !gated;
}

static int compare_strings(const void *x, const void *y) {
  return strcmp(*(const char *const *)x, *(const char *const *)y);
}

static void report_cycle(const IntList *cycle) {
  /* start at the edge whose witness comes first in the source */
  int first = 0;
  for (int i = 1; i < cycle->len; i++)
    if (loc_compare(edges.data[cycle->data[i]].witness.at, edges.data[cycle->data[first]].witness.at) < 0)
      first = i;
  StrBuf order = {0};
  for (int i = 0; i < cycle->len; i++) {
    const Edge *e = &edges.data[cycle->data[(first + i) % cycle->len]];
    sb_printf(&order, "'%s' -> ", e->from);
  }
  sb_printf(&order, "'%s'", edges.data[cycle->data[first]].from);
  const Edge *e0 = &edges.data[cycle->data[first]];
  char *key = xstrdup(order.data); /* the classes, from the first in the source */
  Report *r = cycle->len == 2
                  ? report(e0->witness.at, "thread-safety-deadlock", "lock-order-cycle", NULL, key,
                           "potential deadlock: '%s' and '%s' are acquired in opposite orders", e0->from, e0->to)
                  : report(e0->witness.at, "thread-safety-deadlock", "lock-order-cycle", NULL, key,
                           "potential deadlock: a cycle of lock order %s", order.data);
  sb_free(&order);
  /* another program's cycle of the same locks, seen from another of its
     edges, is the same finding */
  const char **classes = xcalloc((size_t)cycle->len, sizeof(char *));
  for (int i = 0; i < cycle->len; i++)
    classes[i] = edges.data[cycle->data[i]].from;
  qsort(classes, (size_t)cycle->len, sizeof *classes, compare_strings);
  StrBuf same = {0};
  for (int i = 0; i < cycle->len; i++)
    sb_printf(&same, "%s\x1f", classes[i]);
  free(classes);
  r->same = same.data;
  for (int i = 0; i < cycle->len; i++) {
    const Edge *e = &edges.data[cycle->data[(first + i) % cycle->len]];
    const Witness *w = &e->witness;
    if (w->via)
      report_note(r, w->at, "'%s' acquired through a call to '%s' while '%s' is held, in function '%s'", e->to,
                  w->via->name, e->from, w->function->name);
    else
      report_note(r, w->at, "'%s' acquired while '%s' is held, in function '%s'", e->to, e->from,
                  w->function->name);
    report_note(r, w->held_at, "'%s' acquired here", e->from);
    note_chain(r, w->via, w->next, e->to);
  }
}

static int report_compare(const void *x, const void *y) {
  const Report *r = *(const Report *const *)x, *q = *(const Report *const *)y;
  int c = loc_compare(r->at, q->at);
  return c ? c : strcmp(r->message, q->message);
}

/* The reports emitted so far, as place, group and message (a cycle as
   its locks): a program whose files another program shares
   (order_programs) finds again what that one found there.  Kept across
   order_reset. */
static HashMap emitted;
static Arena emitted_keys;

static bool emitted_before(const Report *r) {
  StrBuf key = {0};
  if (r->same)
    sb_puts(&key, r->same);
  else
    sb_printf(&key, "%u:%u:%u\x1f%s\x1f%s", r->at.file, r->at.line, r->at.col, r->group, r->message);
  bool seen = hashmap_get(&emitted, key.data, key.len) != NULL;
  if (!seen)
    hashmap_put(&emitted, arena_strndup(&emitted_keys, key.data, key.len), key.len, (void *)1);
  sb_free(&key);
  return seen;
}

/* Do two reports say one finding: at one place, of one rule about one
   key, with their notes at the same places?  Two passes of a loop may
   name the lock taken there otherwise (`newa->lock` where the path knows
   the index is 0, `newa[i].lock`).  (A race is one finding by its
   Report.same, whatever its notes.) */
static bool same_finding(const Report *r, const Report *q) {
  if (loc_compare(r->at, q->at) || r->rule != q->rule || r->group != q->group || !r->key || !q->key ||
      strcmp(r->key, q->key) || r->notes.len != q->notes.len)
    return false;
  for (int k = 0; k < r->notes.len; k++)
    if (loc_compare(r->notes.data[k].at, q->notes.data[k].at))
      return false;
  return true;
}

/* Is the first name r's message quotes written on the line of its place? */
static bool named_as_written(const Report *r) {
  const char *name = strchr(r->message, '\'');
  const char *end = name ? strchr(name + 1, '\'') : NULL;
  size_t n = end ? (size_t)(end - name - 1) : 0, len = 0;
  SrcFile *file = src_get(r->at.file);
  const char *line = n && file ? src_line(file, r->at.line, &len) : NULL;
  for (size_t i = 0; line && i + n <= len; i++)
    if (!memcmp(line + i, name + 1, n))
      return true;
  return false;
}

/* Reports the findings in source order, each once (of several that say
   one finding, the one that names the lock as its line writes it), and
   frees them. */
static void emit_reports(void) {
  if (reports.len)
    qsort(reports.data, (size_t)reports.len, sizeof *reports.data, report_compare);
  bool *dropped = xcalloc((size_t)reports.len + 1, sizeof(bool));
  for (int i = 0; i < reports.len; i++)
    for (int j = i + 1; j < reports.len && !dropped[i] && !loc_compare(reports.data[i]->at, reports.data[j]->at); j++)
      if (!dropped[j] && same_finding(reports.data[i], reports.data[j])) {
        bool keep_j = named_as_written(reports.data[j]) && !named_as_written(reports.data[i]);
        dropped[keep_j ? i : j] = true;
      }
  for (int i = 0; i < reports.len; i++) {
    Report *r = reports.data[i];
    bool again = dropped[i] || (i > 0 && !report_compare(&reports.data[i - 1], &reports.data[i])) || emitted_before(r);
    if (!again)
      diag_set_finding(r->rule, r->function, r->key);
    if (!again && diag_group_at(SEV_WARNING, r->at, r->group, "%s", r->message))
      for (int k = 0; k < r->notes.len; k++)
        diag_note_at(r->notes.data[k].at, "%s", r->notes.data[k].message);
  }
  for (int i = 0; i < reports.len; i++) {
    Report *r = reports.data[i];
    for (int k = 0; k < r->notes.len; k++)
      free(r->notes.data[k].message);
    VEC_FREE(r->notes);
    free(r->message);
    free(r->key);
    free(r->same);
    free(r);
  }
  free(dropped);
  VEC_FREE(reports);
}

/* ------------------------------------------------------------- contracts */

/* Contracts between files: the unit's own functions' (exports, written in
   its summary) and those read from other files' summaries (imports). */
typedef struct Exported {
  const char *name;
  OrderExport *items;
  int n;
  int64_t try_success;
  int case_arg;
} Exported;

static VEC(Exported) exports;
static struct {
  char *directory, *file;
  StrVec args;
} command; /* what made the summary (order_set_command) */

void order_set_command(const char *directory, const char *file, const char *const *args, int n) {
  free(command.directory);
  free(command.file);
  for (int i = 0; i < command.args.len; i++)
    free((char *)command.args.data[i]);
  VEC_FREE(command.args);
  command.directory = xstrdup(directory);
  command.file = xstrdup(file);
  for (int i = 0; i < n; i++)
    VEC_PUSH(command.args, xstrdup(args[i]));
}
static HashMap imports; /* name to its Exported */

void order_export(const char *name, const OrderExport *items, int n, int64_t try_success, int case_arg) {
  Exported e = {keep(name), ARENA_ARRAY(&arena, OrderExport, n), n, try_success, case_arg};
  for (int i = 0; i < n; i++) {
    e.items[i] = items[i];
    e.items[i].meaning = keep(items[i].meaning);
    e.items[i].term = keep(items[i].term);
    e.items[i].kind = keep(items[i].kind);
  }
  VEC_PUSH(exports, e);
}

/* What the unit's functions do to memory (memory lines), by name, and
   what other files' do (read from their summaries). */
typedef struct MemoryExport {
  const char *name;
  OrderMemory memory;
} MemoryExport;

static VEC(MemoryExport) memory_exports;
static HashMap memory_imports; /* name to its MemoryExport */

/* A copy of n strings, each kept. */
static const char **kept_strings(const char *const *list, int n) {
  const char **out = ARENA_ARRAY(&arena, const char *, n + 1);
  for (int i = 0; i < n; i++)
    out[i] = keep(list[i]);
  return out;
}

void order_export_memory(const char *name, const OrderMemory *memory) {
  MemoryExport e = {keep(name), *memory};
  e.memory.writes = kept_strings(memory->writes, memory->nwrites);
  e.memory.reads = kept_strings(memory->reads, memory->nreads);
  e.memory.recursive = kept_strings(memory->recursive, memory->nrecursive);
  VEC_PUSH(memory_exports, e);
}

const OrderMemory *order_memory_import(const char *name) {
  const MemoryExport *e = hashmap_get(&memory_imports, name, strlen(name));
  return e ? &e->memory : NULL;
}

const OrderExport *order_imports(const char *name, int *n, int64_t *try_success, int *case_arg) {
  const Exported *e = hashmap_get(&imports, name, strlen(name));
  if (!e)
    return NULL;
  *n = e->n;
  *try_success = e->try_success;
  *case_arg = e->case_arg;
  return e->items;
}

/* ------------------------------------------------------------- summaries */

/* The summary of a translation unit (`annotalysis -o FILE.tsa`): what
   the functions above hold, as lines of fields, read back by order_read
   (man/annotalysis.1 and docs/DESIGN.md describe the format).  A string is
   quoted, with \\, \" and \xHH for the bytes below 0x20; a missing one is
   `-`.  A place is its file's absolute path, line and column. */
const char order_summary_magic[] = "annotalysis-summary 10";

bool order_is_summary(const char *path) {
  size_t n = strlen(path);
  return n > 4 && !strcmp(path + n - 4, ".tsa");
}

static void put_string(FILE *out, const char *s) {
  if (!s) {
    fputs(" -", out);
    return;
  }
  fputs(" \"", out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    size_t plain = 0; /* the run up to the next character to escape, written at once */
    while (p[plain] && p[plain] != '"' && p[plain] != '\\' && p[plain] >= 0x20 && p[plain] != 0x7f)
      plain++;
    fwrite(p, 1, plain, out);
    p += plain;
    if (!*p)
      break;
    if (*p == '"' || *p == '\\')
      fprintf(out, "\\%c", *p);
    else
      fprintf(out, "\\x%02x", *p);
  }
  fputc('"', out);
}

static void put_place(FILE *out, SrcLoc at) {
  const SrcFile *file = src_get(at.file);
  const char *path = file ? file->path : NULL;
  char *absolute = path && path[0] != '/' ? absolute_path(path) : NULL;
  put_string(out, absolute ? absolute : path);
  free(absolute);
  fprintf(out, " %u %u", at.line, at.col);
}

static void put_lock(FILE *out, const OrderLock *l) {
  put_string(out, l->cls);
  put_string(out, l->inst);
  put_string(out, l->text);
  put_place(out, l->where);
  fprintf(out, " %d", l->reentrant | l->shared << 1);
}

/* A count, then each lock. */
static void put_locks(FILE *out, const OrderLock *locks, int n) {
  fprintf(out, " %d", n);
  for (int i = 0; i < n; i++)
    put_lock(out, &locks[i]);
}

/* The numbers of a step line between its place and its callee
   (order_write's; note_callee skips them). */
enum { STEP_NUMBERS = 7 };

bool order_write(FILE *out) {
  fprintf(out, "%s\n", order_summary_magic);
  if (command.directory) {
    fputs("command", out);
    put_string(out, command.directory);
    put_string(out, command.file);
    fprintf(out, " %d", command.args.len);
    for (int i = 0; i < command.args.len; i++)
      put_string(out, command.args.data[i]);
    fputc('\n', out);
  }
  for (int i = 0; i < exports.len; i++) {
    const Exported *e = &exports.data[i];
    fputs("export", out);
    put_string(out, e->name);
    fprintf(out, " %lld %d %d", (long long)e->try_success, e->case_arg, e->n);
    for (int k = 0; k < e->n; k++) {
      put_string(out, e->items[k].meaning);
      put_string(out, e->items[k].term);
      put_string(out, e->items[k].kind);
      fprintf(out, " %d %d %lld", e->items[k].reentrant, e->items[k].in_case, (long long)e->items[k].value);
    }
    fputc('\n', out);
  }
  for (int i = 0; i < memory_exports.len; i++) {
    const MemoryExport *e = &memory_exports.data[i];
    fputs("memory", out);
    put_string(out, e->name);
    fprintf(out, " %u %d", e->memory.flags, e->memory.nwrites);
    for (int k = 0; k < e->memory.nwrites; k++)
      put_string(out, e->memory.writes[k]);
    fprintf(out, " %d", e->memory.nreads);
    for (int k = 0; k < e->memory.nreads; k++)
      put_string(out, e->memory.reads[k]);
    fprintf(out, " %d %d %d", e->memory.thread_param, e->memory.recursive_param, e->memory.nrecursive);
    for (int k = 0; k < e->memory.nrecursive; k++)
      put_string(out, e->memory.recursive[k]);
    fputc('\n', out);
  }
  for (int i = 0; i < declared.len; i += 2) {
    fputs("declared", out);
    put_string(out, declared.data[i]);
    put_string(out, declared.data[i + 1]);
    fputc('\n', out);
  }
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    if (f->thread_entry) {
      fputs("thread", out);
      put_string(out, f->key);
      fprintf(out, " %d %d %d\n", f->thread_many, f->starts_alone, f->started_unnamed);
    }
    for (int k = 0; k < f->slots.len; k++) { /* defined here or in another file */
      fputs("stored", out);
      put_string(out, f->key);
      put_string(out, f->slots.data[k]);
      fputc('\n', out);
    }
    if (!f->defined)
      continue;
    fputs("function", out);
    put_string(out, f->key);
    put_string(out, f->name);
    put_place(out, f->at);
    fprintf(out, " %d %d %d\n", f->is_main, f->address_taken, f->ends_own);
    for (int k = 0; k < f->contract.len; k++) {
      fputs("contract", out);
      put_string(out, f->key);
      put_string(out, f->contract.data[k]);
      fputc('\n', out);
    }
    for (int k = 0; k < f->steps.len; k++) {
      const OrderStep *s = &f->steps.data[k];
      fputs("step", out);
      put_string(out, f->key);
      put_place(out, s->at);
      fprintf(out, " %d %d %d %d %d %u %u",
              s->before_threads | s->before_own << 1 | s->joins_own << 2 | s->in_loop << 3 | s->one_handle << 4,
              s->try_lock, s->elements_unordered,
              s->pair[0], s->pair[1], s->local_args, s->element_args);
      put_string(out, s->callee);
      put_string(out, s->slot);
      put_string(out, s->starts);
      put_string(out, s->ended);
      put_string(out, s->running);
      put_lock(out, &s->taken);
      fprintf(out, " %d", s->nargs);
      for (int j = 0; j < s->nargs; j++) {
        put_string(out, s->args[j]);
        put_string(out, s->arg_classes[j]);
      }
      put_locks(out, s->held, s->nheld);
      fprintf(out, " %d", s->nfacts);
      for (int j = 0; j < s->nfacts; j++) {
        put_string(out, s->facts[j].term);
        fprintf(out, " %d %lld", s->facts[j].equal, (long long)s->facts[j].k);
      }
      fputc('\n', out);
    }
    for (int k = 0; k < f->accesses.len; k++) {
      const OrderStep *s = &f->accesses.data[k];
      fputs("access", out);
      put_string(out, f->key);
      put_place(out, s->at);
      fprintf(out, " %d %c %d %d %d", s->before_threads | s->before_own << 1 | s->given << 2 | s->is_volatile << 3 | s->constant << 4, s->mode, s->direct, s->param,
              s->root_param);
      put_string(out, s->access);
      put_string(out, s->taken.text);
      put_string(out, s->taken.inst);
      put_place(out, s->taken.where);
      put_string(out, s->ended);
      put_string(out, s->running);
      put_locks(out, s->held, s->nheld);
      fputc('\n', out);
    }
  }
  return !ferror(out);
}

/* Reading: a cursor over one line, which fails once and stays failed. */
typedef struct Cursor {
  char *p;
  bool failed;
} Cursor;

static void skip_spaces(Cursor *c) {
  while (*c->p == ' ')
    c->p++;
}

/* The next string field, kept (keep); NULL for `-` or on failure. */
static const char *get_string(Cursor *c) {
  skip_spaces(c);
  if (c->failed)
    return NULL;
  if (*c->p == '-' && (c->p[1] == ' ' || c->p[1] == '\0')) {
    c->p++;
    return NULL;
  }
  if (*c->p != '"') {
    c->failed = true;
    return NULL;
  }
  StrBuf b = {0};
  for (c->p++; *c->p != '"'; c->p++) {
    if (!*c->p) {
      c->failed = true;
      sb_free(&b);
      return NULL;
    }
    if (*c->p == '\\') {
      c->p++;
      if (*c->p == 'x' && c->p[1] && c->p[2]) {
        char hex[3] = {c->p[1], c->p[2], 0};
        char *end;
        long v = strtol(hex, &end, 16);
        if (*end) {
          c->failed = true;
          sb_free(&b);
          return NULL;
        }
        sb_putc(&b, (char)v);
        c->p += 2;
        continue;
      }
      if (*c->p != '\\' && *c->p != '"') {
        c->failed = true;
        sb_free(&b);
        return NULL;
      }
    }
    sb_putc(&b, *c->p);
  }
  c->p++;
  sb_putc(&b, '\0');
  const char *kept = keep(b.data);
  sb_free(&b);
  return kept;
}

static long long get_number(Cursor *c) {
  skip_spaces(c);
  if (c->failed)
    return 0;
  char *end;
  long long v = strtoll(c->p, &end, 10);
  if (end == c->p || (*end != ' ' && *end != '\0')) {
    c->failed = true;
    return 0;
  }
  c->p = end;
  return v;
}

/* A count of items that follow: each takes at least a byte of the line. */
static int get_count(Cursor *c) {
  long long n = get_number(c);
  if (n < 0 || (size_t)n > strlen(c->p)) {
    c->failed = true;
    return 0;
  }
  return (int)n;
}

static SrcLoc get_place(Cursor *c) {
  const char *path = get_string(c);
  uint32_t line = (uint32_t)get_number(c), col = (uint32_t)get_number(c);
  return path && !c->failed ? src_place(path, line, col) : (SrcLoc){0};
}

static OrderLock get_lock(Cursor *c) {
  OrderLock l;
  l.cls = get_string(c);
  l.inst = get_string(c);
  l.text = get_string(c);
  l.where = get_place(c);
  long long flags = get_number(c);
  l.reentrant = flags & 1;
  l.shared = flags >> 1 & 1;
  return l;
}

/* A count, then each lock: *n of them (malloc'ed). */
static OrderLock *get_locks(Cursor *c, int *n) {
  *n = get_count(c);
  OrderLock *locks = xcalloc((size_t)*n + 1, sizeof(OrderLock));
  for (int i = 0; i < *n && !c->failed; i++)
    locks[i] = get_lock(c);
  return locks;
}

static bool read_line(Cursor *c, char *line, bool contracts_only) {
  c->p = line;
  char *word = c->p;
  while (*c->p && *c->p != ' ')
    c->p++;
  size_t n = (size_t)(c->p - word);
  bool contract = (n == 6 && !strncmp(word, "export", n)) || (n == 6 && !strncmp(word, "memory", n));
  if ((contracts_only && !contract) || (n == 7 && !strncmp(word, "command", n)))
    return true; /* what made it: read by order_summary_command */
  if (n == 6 && !strncmp(word, "export", n)) {
    const char *name = get_string(c);
    long long try_success = get_number(c);
    int case_arg = (int)get_number(c);
    int count = get_count(c);
    Exported *e = ARENA_NEW(&arena, Exported);
    *e = (Exported){name, ARENA_ARRAY(&arena, OrderExport, count), count, try_success, case_arg};
    for (int i = 0; i < count && !c->failed; i++) {
      e->items[i].meaning = get_string(c);
      e->items[i].term = get_string(c);
      e->items[i].kind = get_string(c);
      e->items[i].reentrant = get_number(c) != 0;
      e->items[i].in_case = get_number(c) != 0;
      e->items[i].value = get_number(c);
      if (!e->items[i].meaning || !e->items[i].term)
        c->failed = true;
    }
    if (!name || c->failed)
      return false;
    if (!hashmap_get(&imports, name, strlen(name))) /* the first file's, of two that define it */
      hashmap_put(&imports, name, strlen(name), e);
  } else if (n == 6 && !strncmp(word, "memory", n)) {
    const char *name = get_string(c);
    MemoryExport *e = ARENA_NEW(&arena, MemoryExport);
    e->name = name;
    e->memory.flags = (unsigned)get_number(c);
    for (int pass = 0; pass < 2 && !c->failed; pass++) {
      int count = get_count(c);
      const char **list = ARENA_ARRAY(&arena, const char *, count + 1);
      for (int i = 0; i < count && !c->failed; i++)
        if (!(list[i] = get_string(c)))
          c->failed = true;
      *(pass ? &e->memory.reads : &e->memory.writes) = list;
      *(pass ? &e->memory.nreads : &e->memory.nwrites) = count;
    }
    long long param = get_number(c); /* a wrapper's only, from 1 */
    if (param < 0 || param > 99 || (param > 0) != ((e->memory.flags & MEMORY_STARTS_ARGUMENT) != 0))
      c->failed = true;
    e->memory.thread_param = (int)param;
    long long recursive = get_number(c);
    if (recursive < 0 || recursive > 99)
      c->failed = true;
    e->memory.recursive_param = (int)recursive;
    int count = get_count(c);
    e->memory.recursive = ARENA_ARRAY(&arena, const char *, count + 1);
    for (int i = 0; i < count && !c->failed; i++)
      if (!(e->memory.recursive[i] = get_string(c)))
        c->failed = true;
    e->memory.nrecursive = count;
    if (!name || c->failed)
      return false;
    if (!hashmap_get(&memory_imports, name, strlen(name))) /* the first file's, of two that define it */
      hashmap_put(&memory_imports, name, strlen(name), e);
  } else if (n == 8 && !strncmp(word, "declared", n)) {
    const char *before = get_string(c), *after = get_string(c);
    if (before && after && !c->failed)
      order_declared(before, after);
  } else if (n == 6 && !strncmp(word, "thread", n)) {
    const char *key = get_string(c);
    bool many = get_number(c) != 0, alone = get_number(c) != 0, unnamed = get_number(c) != 0;
    if (key && !c->failed)
      order_thread_entry(key, many, alone, unnamed);
  } else if (n == 6 && !strncmp(word, "access", n)) {
    OrderStep s = {.pair = {-1, -1}};
    const char *key = get_string(c);
    s.at = get_place(c);
    long long before = get_number(c);
    s.before_threads = before & 1;
    s.before_own = before >> 1 & 1;
    s.given = before >> 2 & 1;
    s.is_volatile = before >> 3 & 1;
    s.constant = before >> 4 & 1;
    skip_spaces(c);
    s.mode = *c->p;
    if (!strchr("rwapbc", s.mode) || !s.mode)
      return false;
    c->p++;
    s.direct = get_number(c) != 0;
    s.param = (int)get_number(c);
    s.root_param = (int)get_number(c);
    s.access = get_string(c);
    s.taken.text = get_string(c);
    s.taken.inst = get_string(c);
    s.taken.where = get_place(c);
    s.ended = get_string(c);
    s.running = get_string(c);
    OrderLock *held = get_locks(c, &s.nheld);
    s.held = held;
    bool ok = key && s.access && s.taken.text && !c->failed;
    if (ok)
      order_step(key, &s);
    free(held);
    return ok;
  } else if (n == 8 && !strncmp(word, "function", n)) {
    const char *key = get_string(c), *name = get_string(c);
    SrcLoc at = get_place(c);
    bool is_main = get_number(c) != 0, address_taken = get_number(c) != 0, ends_own = get_number(c) != 0;
    if (!key || !name || c->failed)
      return false;
    order_function(key, name, at, is_main, address_taken, ends_own, NULL, 0);
  } else if (n == 6 && !strncmp(word, "stored", n)) {
    const char *key = get_string(c), *slot = get_string(c);
    if (!key || !slot || c->failed)
      return false;
    order_member_store(key, slot);
  } else if (n == 8 && !strncmp(word, "contract", n)) {
    const char *key = get_string(c), *inst = get_string(c);
    if (!key || !inst || c->failed)
      return false;
    VEC_PUSH(function(key)->contract, inst);
  } else if (n == 4 && !strncmp(word, "step", n)) {
    OrderStep s = {0};
    const char *key = get_string(c);
    s.at = get_place(c);
    long long before = get_number(c);
    s.before_threads = before & 1;
    s.before_own = before >> 1 & 1;
    s.joins_own = before >> 2 & 1;
    s.in_loop = before >> 3 & 1;
    s.one_handle = before >> 4 & 1;
    s.try_lock = get_number(c) != 0;
    s.elements_unordered = get_number(c) != 0;
    s.pair[0] = (int)get_number(c);
    s.pair[1] = (int)get_number(c);
    s.local_args = (unsigned)get_number(c);
    s.element_args = (unsigned)get_number(c);
    s.callee = get_string(c);
    s.slot = get_string(c);
    s.starts = get_string(c);
    s.ended = get_string(c);
    s.running = get_string(c);
    s.taken = get_lock(c);
    s.nargs = get_count(c);
    const char **args = xcalloc((size_t)s.nargs + 1, sizeof(char *));
    const char **classes = xcalloc((size_t)s.nargs + 1, sizeof(char *));
    for (int i = 0; i < s.nargs && !c->failed; i++) {
      args[i] = get_string(c);
      classes[i] = get_string(c);
    }
    OrderLock *held = get_locks(c, &s.nheld);
    s.nfacts = get_count(c);
    OrderFact facts[MAX_ORDER_FACTS];
    for (int i = 0; i < s.nfacts && !c->failed; i++) {
      const char *term = get_string(c);
      bool equal = get_number(c) != 0;
      long long k = get_number(c);
      if (!term)
        c->failed = true;
      if (i < MAX_ORDER_FACTS)
        facts[i] = (OrderFact){term, k, equal};
    }
    if (s.nfacts > MAX_ORDER_FACTS)
      s.nfacts = MAX_ORDER_FACTS;
    s.args = args;
    s.arg_classes = classes;
    s.held = held;
    s.facts = facts;
    bool ok = key && !c->failed;
    if (ok)
      order_step(key, &s);
    free(args);
    free(classes);
    free(held);
    return ok;
  } else {
    return false;
  }
  skip_spaces(c);
  return !c->failed && *c->p == '\0';
}

bool order_read(const char *path, bool contracts_only) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text) {
    fprintf(stderr, "annotalysis: error: cannot read summary '%s': %s\n", path, strerror(errno));
    return false;
  }
  bool ok = order_read_text(text, len, path, contracts_only);
  free(text);
  return ok;
}

bool order_read_text(char *text, size_t len, const char *name, bool contracts_only) {
  const char *path = name;
  bool ok = true;
  int number = 0;
  for (char *line = text; ok && line < text + len; number++) {
    char *end = memchr(line, '\n', (size_t)(text + len - line));
    if (end)
      *end = '\0';
    Cursor c = {0};
    if (number == 0)
      ok = !strcmp(line, order_summary_magic);
    else if (*line)
      ok = read_line(&c, line, contracts_only);
    if (!ok)
      fprintf(stderr, "%s:%d: error: %s\n", path, number + 1,
              number == 0 ? "not an annotalysis summary (or of another version); made by 'annotalysis -o FILE.tsa'"
                          : "malformed summary line");
    line = end ? end + 1 : text + len;
  }
  return ok;
}

void order_reset(void) {
  for (int i = 0; i < function_list.len; i++) {
    Function *f = function_list.data[i];
    VEC_FREE(f->steps);
    VEC_FREE(f->accesses);
    VEC_FREE(f->contract);
    VEC_FREE(f->slots);
    if (f->closure) {
      VEC_FREE(f->closure->takes);
      VEC_FREE(f->closure->callers);
      VEC_FREE(f->closure->caller_gates);
      VEC_FREE(f->closure->caller_steps);
      free(f->closure->mapped);
    }
  }
  hashmap_free(&take_keys);
  hashmap_free(&mapped_memo);
  hashmap_free(&plain_instances);
  VEC_FREE(function_list);
  VEC_FREE(declared);
  VEC_FREE(exports);
  VEC_FREE(memory_exports);
  hashmap_free(&memory_imports);
  for (int i = 0; i < edges.len; i++) {
    VEC_FREE(edges.data[i].gates);
    ends_free(&edges.data[i].from_ends);
    ends_free(&edges.data[i].to_ends);
    VEC_FREE(edges.data[i].witness.gates);
  }
  VEC_FREE(edges);
  for (int i = 0; i < nodes.len; i++)
    VEC_FREE(nodes.data[i].out);
  VEC_FREE(nodes);
  stringset_free(&strings);
  recordset_free(&functions);
  for (int i = 0; i < slot_lists.len; i++)
    VEC_FREE(*slot_lists.data[i]);
  VEC_FREE(slot_lists);
  hashmap_free(&slots);
  recordset_free(&steps_seen);
  stringset_free(&arrays);
  hashmap_free(&imports);
  hashmap_free(&edges_by_pair);
  hashmap_free(&end_kinds);
  hashmap_free(&node_index);
  arena_free(&arena);
}

/* Each line of a summary that starts with prefix, to fn. */
static void summary_lines(const char *path, const char *prefix, void (*fn)(char *line, void *ctx), void *ctx) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text)
    return;
  size_t n = strlen(prefix);
  for (char *line = text; line < text + len;) {
    char *end = memchr(line, '\n', (size_t)(text + len - line));
    if (end)
      *end = '\0';
    if (!strncmp(line, prefix, n))
      fn(line, ctx);
    line = end ? end + 1 : text + len;
  }
  free(text);
}

/* The length of a summary line's kind and quoted function name (`memory
   "f"`), with the closing quote: fio_sem_down's line is not
   fio_sem_down_timeout's. */
static size_t line_head(const char *line) {
  size_t kind = strcspn(line, " ");
  if (line[kind] != ' ' || line[kind + 1] != '"')
    return strlen(line);
  return kind + 2 + strcspn(line + kind + 2, "\"") + 1;
}

static void add_line(char *line, void *ctx) {
  SummaryLines *lines = ctx;
  size_t head = line_head(line);
  if (hashmap_get(&lines->heads, line, head))
    return; /* that function's, from another file: the first file's is kept */
  char *kept = xstrdup(line);
  VEC_PUSH(lines->lines, kept);
  hashmap_put(&lines->heads, kept, head, kept);
}

void order_summary_exports(const char *path, SummaryLines *lines) { summary_lines(path, "export ", add_line, lines); }

void order_summary_memory(const char *path, SummaryLines *lines) { summary_lines(path, "memory ", add_line, lines); }

void summary_lines_free(SummaryLines *lines) {
  for (int i = 0; i < lines->lines.len; i++)
    free((char *)lines->lines.data[i]);
  VEC_FREE(lines->lines);
  hashmap_free(&lines->heads);
}

typedef struct CommandLine {
  char **directory, **file;
  StrVec *args;
  bool found;
} CommandLine;

static void read_command(char *line, void *ctx) {
  CommandLine *k = ctx;
  Cursor c = {.p = line + 7};
  const char *directory = get_string(&c), *file = get_string(&c);
  int n = get_count(&c);
  StrVec args = {0};
  for (int i = 0; i < n && !c.failed; i++) {
    const char *arg = get_string(&c);
    VEC_PUSH(args, xstrdup(arg ? arg : ""));
  }
  if (directory && file && n > 0 && !c.failed && !k->found) {
    k->found = true;
    *k->directory = xstrdup(directory);
    *k->file = xstrdup(file);
    *k->args = args;
    return;
  }
  for (int i = 0; i < args.len; i++)
    free((char *)args.data[i]);
  VEC_FREE(args);
}

bool order_summary_command(const char *path, char **directory, char **file, StrVec *args) {
  CommandLine k = {directory, file, args, false};
  summary_lines(path, "command ", read_command, &k);
  return k.found;
}

typedef struct Callees {
  StrVec *called;
  StrVec defined;
} Callees;

static void note_callee(char *line, void *ctx) {
  Callees *k = ctx;
  Cursor c = {.p = line + (line[0] == 's' ? 4 : 8)};
  const char *key = get_string(&c);
  if (line[0] == 'f') { /* function KEY ... */
    if (key)
      VEC_PUSH(k->defined, key);
    return;
  }
  get_place(&c);
  for (int i = 0; i < STEP_NUMBERS; i++)
    get_number(&c);
  const char *callee = get_string(&c);
  if (!callee || c.failed || strchr(callee, '\x1f')) /* none, or of internal linkage */
    return;
  for (int i = 0; i < k->called->len; i++)
    if (k->called->data[i] == callee)
      return;
  VEC_PUSH(*k->called, callee);
}

/* What a summary says of the names that link its file to others: the
   functions of external linkage it defines, those its steps call or
   start, the members (and other slots) it calls through and those it
   stores its functions in, and whether it defines main. */
typedef struct Linkage {
  StrVec defined, used, calls_through, stores_in; /* kept strings (keep) */
  bool main;
} Linkage;

static void note_defined(char *line, void *ctx) { /* function KEY NAME "FILE" LINE COL MAIN ... */
  Linkage *k = ctx;
  Cursor c = {.p = line + 8};
  const char *key = get_string(&c);
  get_string(&c);
  const char *file = get_string(&c);
  get_number(&c);
  get_number(&c);
  bool is_main = get_number(&c) != 0; /* main's key names its file, as a static function's */
  k->main |= is_main && !c.failed;
  /* not one a header defines in every file that includes it (glibc's
     extern inline atoi, pthread_equal) */
  size_t n = file ? strlen(file) : 0;
  if (key && !c.failed && !strchr(key, '\x1f') && !(n > 2 && !strcmp(file + n - 2, ".h")))
    VEC_PUSH(k->defined, key);
}

static void note_used(char *line, void *ctx) { /* step KEY PLACE NUMBERS CALLEE VIA STARTS ... */
  Linkage *k = ctx;
  Cursor c = {.p = line + 4};
  get_string(&c);
  get_place(&c);
  for (int i = 0; i < STEP_NUMBERS; i++)
    get_number(&c);
  const char *callee = get_string(&c), *via = get_string(&c), *starts = get_string(&c);
  if (c.failed)
    return;
  if (callee && !strchr(callee, '\x1f'))
    VEC_PUSH(k->used, callee);
  if (starts && !strchr(starts, '\x1f'))
    VEC_PUSH(k->used, starts);
  if (via)
    VEC_PUSH(k->calls_through, via);
}

static void note_stored(char *line, void *ctx) { /* stored KEY SLOT */
  Linkage *k = ctx;
  Cursor c = {.p = line + 6};
  const char *key = get_string(&c), *slot = get_string(&c);
  if (!key || !slot || c.failed)
    return;
  VEC_PUSH(k->stores_in, slot);
  if (!strchr(key, '\x1f')) /* another file's function, named in a table of this one */
    VEC_PUSH(k->used, key);
}

/* A summary's line, to the one of the three above that reads it. */
static void note_linkage(char *line, void *ctx) {
  if (!strncmp(line, "function ", 9))
    note_defined(line, ctx);
  else if (!strncmp(line, "step ", 5))
    note_used(line, ctx);
  else if (!strncmp(line, "stored ", 7))
    note_stored(line, ctx);
}

/* Sets of names, keyed by the kept string's address (names are kept:
   equal names are one pointer). */
static bool has_name(HashMap *names, const char *const *name) {
  return hashmap_get(names, (const char *)name, sizeof *name) != NULL;
}

static void put_name(HashMap *names, const char *const *name) {
  hashmap_put(names, (const char *)name, sizeof *name, (void *)1);
}

static bool has_any(HashMap *names, const StrVec *list) {
  for (int i = 0; i < list->len; i++)
    if (has_name(names, &list->data[i]))
      return true;
  return false;
}

static bool stores_in(const Linkage *unit, const char *slot) {
  for (int i = 0; i < unit->stores_in.len; i++)
    if (unit->stores_in.data[i] == slot)
      return true;
  return false;
}

/* The summaries of a database and, for each name of external linkage,
   the files that define it, in order (definers: the name to its list in
   lists, + 1). */
typedef struct Linker {
  Linkage *units;
  int n;
  HashMap definers;
  VEC(IntList) lists;
} Linker;

/* Adds unit j to a program: in, members, and the names it defines. */
static void add_unit(const Linker *l, int j, bool *in, IntList *members, HashMap *defined) {
  in[j] = true;
  VEC_PUSH(*members, j);
  for (int e = 0; e < l->units[j].defined.len; e++)
    put_name(defined, &l->units[j].defined.data[e]);
}

/* May unit j join a program (in, defining *defined)? */
static bool may_join(const Linker *l, int j, const bool *in, HashMap *defined) {
  return !in[j] && !l->units[j].main && !has_any(defined, &l->units[j].defined);
}

/* The program of main's file m: its files, and the names they define. */
static IntList main_program(Linker *l, int m, bool *in, HashMap *defined) {
  IntList members = {0};
  add_unit(l, m, in, &members, defined);
  for (int q = 0; q < members.len; q++) {
    const Linkage *u = &l->units[members.data[q]];
    /* what a call through a member may call: every file's function
       stored there (a table of operations, each file its own) */
    for (int k = 0; k < u->calls_through.len; k++)
      for (int j = 0; j < l->n; j++)
        if (stores_in(&l->units[j], u->calls_through.data[k]) && may_join(l, j, in, defined))
          add_unit(l, j, in, &members, defined);
    /* what it calls or starts: the first file that defines it and nothing
       the program has */
    for (int k = 0; k < u->used.len; k++) {
      const char *const *name = &u->used.data[k];
      intptr_t at = has_name(defined, name) ? 0 : (intptr_t)hashmap_get(&l->definers, (const char *)name, sizeof *name);
      for (int d = 0; at && d < l->lists.data[at - 1].len; d++) {
        int j = l->lists.data[at - 1].data[d];
        if (may_join(l, j, in, defined)) {
          add_unit(l, j, in, &members, defined);
          break;
        }
      }
    }
  }
  return members;
}

/* Adds to a program (in, members, defining *defined) the files no main
   reached that use what it defines and define nothing it has: plugins
   it loads, which it calls through what they register; then the files
   such plugins use.  Plugins of one program may define one name (each
   its own module_register).  Each file added is marked in attached. */
static void load_plugins(const Linker *l, const bool *reached, bool *in, IntList *members, HashMap *defined,
                         bool *attached) {
  HashMap wanted = {0}; /* the names the plugins loaded use */
  for (bool grew = true; grew;) {
    grew = false;
    for (int j = 0; j < l->n; j++) {
      const Linkage *u = &l->units[j];
      if (reached[j] || !may_join(l, j, in, defined) || !(has_any(defined, &u->used) || has_any(&wanted, &u->defined)))
        continue;
      in[j] = attached[j] = grew = true;
      VEC_PUSH(*members, j);
      for (int k = 0; k < u->used.len; k++)
        put_name(&wanted, &u->used.data[k]);
    }
  }
  hashmap_free(&wanted);
}

int order_programs(const char *const *paths, int n, Program **out) {
  Linker l = {xcalloc((size_t)n + 1, sizeof(Linkage)), n, {0}, {0}};
  int mains = 0;
  for (int i = 0; i < n; i++) {
    summary_lines(paths[i], "", note_linkage, &l.units[i]); /* each file read once */
    mains += l.units[i].main;
  }
  VEC(Program) programs = {0};
  if (mains > 1) {
    for (int i = 0; i < n; i++)
      for (int k = 0; k < l.units[i].defined.len; k++) {
        const char *const *name = &l.units[i].defined.data[k];
        intptr_t at = (intptr_t)hashmap_get(&l.definers, (const char *)name, sizeof *name);
        if (!at) {
          VEC_PUSH(l.lists, ((IntList){0}));
          at = l.lists.len;
          hashmap_put(&l.definers, (const char *)name, sizeof *name, (void *)at);
        }
        VEC_PUSH(l.lists.data[at - 1], i);
      }
    bool *reached = xcalloc((size_t)n + 1, sizeof(bool)), *attached = xcalloc((size_t)n + 1, sizeof(bool));
    VEC(HashMap) defined = {0}; /* each program's names */
    VEC(bool *) in = {0};       /* each program's files */
    for (int m = 0; m < n; m++) {
      if (!l.units[m].main)
        continue;
      VEC_PUSH(defined, ((HashMap){0}));
      VEC_PUSH(in, xcalloc((size_t)n + 1, sizeof(bool)));
      IntList members = main_program(&l, m, in.data[in.len - 1], &defined.data[defined.len - 1]);
      for (int q = 0; q < members.len; q++)
        reached[members.data[q]] = true;
      VEC_PUSH(programs, ((Program){members.data, members.len}));
    }
    for (int p = 0; p < programs.len; p++) {
      IntList members = {programs.data[p].units, programs.data[p].n, programs.data[p].n};
      load_plugins(&l, reached, in.data[p], &members, &defined.data[p], attached);
      programs.data[p] = (Program){members.data, members.len};
      hashmap_free(&defined.data[p]);
      free(in.data[p]);
    }
    IntList rest = {0}; /* the files left: one more program */
    for (int i = 0; i < n; i++)
      if (!reached[i] && !attached[i])
        VEC_PUSH(rest, i);
    if (rest.len)
      VEC_PUSH(programs, ((Program){rest.data, rest.len}));
    VEC_FREE(defined);
    VEC_FREE(in);
    free(reached);
    free(attached);
  }
  for (int i = 0; i < l.lists.len; i++)
    VEC_FREE(l.lists.data[i]);
  VEC_FREE(l.lists);
  hashmap_free(&l.definers);
  for (int i = 0; i < n; i++) {
    VEC_FREE(l.units[i].defined);
    VEC_FREE(l.units[i].used);
    VEC_FREE(l.units[i].calls_through);
    VEC_FREE(l.units[i].stores_in);
  }
  free(l.units);
  *out = programs.data;
  return programs.len;
}

void order_summary_callees(const char *path, StrVec *callees) {
  StrVec called = {0};
  Callees k = {&called, {0}};
  summary_lines(path, "function ", note_callee, &k);
  summary_lines(path, "step ", note_callee, &k);
  for (int i = 0; i < called.len; i++) {
    bool defined = false;
    for (int j = 0; j < k.defined.len && !defined; j++)
      defined = k.defined.data[j] == called.data[i];
    if (!defined)
      VEC_PUSH(*callees, xstrdup(called.data[i]));
  }
  VEC_FREE(called);
  VEC_FREE(k.defined);
}

void order_check(void) {
  double start = seconds_now();
  close_takes();
  mark_reachable();
  find_caller_gates();
  for (int i = 0; i < function_list.len; i++) {
    const Function *f = function_list.data[i];
    if (!f->defined || !f->reachable)
      continue;
    for (int k = 0; k < f->steps.len; k++)
      if (f->steps.data[k].nheld)
        step_edges(f, &f->steps.data[k]);
  }
  for (int i = 0; i < edges.len; i++) {
    int from = node_of(edges.data[i].from);
    node_of(edges.data[i].to);
    VEC_PUSH(nodes.data[from].out, i);
  }
  int nscc = 0;
  strong_components(&nscc);
  /* per component, the shortest cycle that no lock gates from each class
     that no cycle reported yet goes through: two cycles of classes apart
     (a -> b -> a, c -> d -> c, joined by b -> c) are both reported */
  bool *in_reported = xcalloc((size_t)nodes.len + 1, sizeof(bool));
  IntList cycle = {0};
  for (int u = 0; u < nodes.len; u++) {
    if (in_reported[u] || !ungated_cycle(u, &cycle))
      continue;
    report_cycle(&cycle);
    for (int i = 0; i < cycle.len; i++)
      in_reported[node_of(edges.data[cycle.data[i]].from)] = true;
  }
  VEC_FREE(cycle);
  free(in_reported);
  double checked = seconds_now();
  stats.seconds[TIME_LOCK_ORDER] += checked - start;
  race_check();
  stats.seconds[TIME_RACES] += seconds_now() - checked;
  emit_reports();
}
