/*
 * infer.c: the contracts of functions without annotations (stage 6).
 *
 * infer_contracts runs the analysis (analysis.c) over each function
 * defined without annotations, callees first, with warnings off, and
 * reads the contract off what it saw: the locks held at each return,
 * those released without being taken, those needed.  A function that
 * calls nothing with a contract and touches no annotated data needs no
 * run.  The contract goes on the function's first declaration
 * (Obj.contract, marked inferred), where every later one finds it; its
 * locks are lock terms (templates, as a declared contract's become), not
 * expressions.
 *
 * Requires: the CFGs (cfg.c) and the declared contracts (annotate.c).
 */
#include "analysis.h"
#include "term.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- inference */

bool has_path(const PathSet *set, const Path *p) {
  for (int i = 0; i < set->len; i++)
    if (set->data[i] == p)
      return true;
  return false;
}

void note_path(PathSet *set, const Path *p) {
  if (!has_path(set, p))
    VEC_PUSH(*set, p);
}

/* A lock held where it was needed: a function that uses the lock it
   takes is not a lock wrapper, and its return with the lock held a leak. */
void note_use(Analysis *a, const World *w, const Path *cap) {
  if (a->infer && world_held(w, cap))
    note_path(&a->infer->used, cap);
}

/* Notes an effect on cap at tok, once (an exclusive need replaces a
   shared one); or, for a cap the callers cannot name, that tok varies. */
void note_effect(Analysis *a, const Path *cap, const char *kind, Meaning meaning, const Token *tok) {
  Inference *in = a->infer;
  if (!path_in_scope(cap)) {
    int i = 0;
    while (i < in->varying.len && in->varying.data[i] != tok)
      i++;
    if (i == in->varying.len)
      VEC_PUSH(in->varying, tok);
    return;
  }
  for (int i = 0; i < in->effects.len; i++) {
    Effect *e = &in->effects.data[i];
    if (e->cap != cap || (e->meaning <= AN_REQUIRES_SHARED) != (meaning <= AN_REQUIRES_SHARED))
      continue;
    if (meaning == AN_REQUIRES)
      e->meaning = AN_REQUIRES;
    return;
  }
  VEC_PUSH(in->effects, ((Effect){cap, kind, meaning, tok}));
}

/* Is an effect one made where the lock varies from pass to pass? */
static bool varies(const Inference *in, const Effect *e) {
  for (int i = 0; i < in->varying.len; i++)
    if (in->varying.data[i] == e->tok)
      return true;
  return false;
}

/* ------------------------------------------------------ inferred contracts */

/* A lock the body names, as a template for the function's callers (the
   unit's, as a declared contract's lock is): each parameter a slot.  NULL
   for one a contract cannot hold: a call's result, a value paths met
   with, a local, a name.  With calls, a condition
   (CapExpr.when) may also be the value of a function that only reads
   memory, of the memory at the use (version -1). */
static const Path *template_of(Analysis *a, const Path *p, bool calls) {
  const Path *base = NULL, *index = NULL;
  if ((p->base && !(base = template_of(a, p->base, calls))) || (p->index && !(index = template_of(a, p->index, calls))))
    return NULL;
  if (p->kind == PATH_CALL) { /* a getter's, of the same object for the same arguments, as a lock's name */
    bool getter = !p->key || same_object_called(first_declaration((Obj *)p->key));
    return calls || getter ? path_intern(a, PATH_CALL, base, index, p->key, p->key && p->value ? -1 : p->value) : NULL;
  }
  switch (p->kind) {
  case PATH_VAR: {
    const Obj *obj = p->key;
    if (!obj->is_param)
      return obj->is_local ? NULL : path_var(a, obj);
    const Obj *q = a->function->params;
    const Param *slot = a->function->type->params;
    int i = 0;
    for (; q && slot && q != obj; q = q->next, slot = slot->next)
      i++;
    return q && slot ? path_intern(a, PATH_PARAM, NULL, NULL, slot, i) : NULL;
  }
  case PATH_FIELD: /* an anonymous struct or union's too: `f->rwlock` of `union { ... }` */
  case PATH_DEREF: case PATH_INDEX: case PATH_OP: case PATH_CONST: case PATH_RESULT:
    return path_intern(a, p->kind, base, index, p->key, p->value);
  case PATH_ADDR: /* `&zone` handed to a callee */
    return path_addr(a, base);
  default:
    return NULL;
  }
}

const Path *lock_template(Analysis *a, const Path *p) {
  a->templating = true;
  const Path *t = template_of(a, p, false);
  a->templating = false;
  return t;
}

/* What a world knows a value to be. */
static bool known_value(const World *w, const Path *v, int64_t *k) {
  if (!v)
    return false;
  if (v->kind == PATH_CONST) {
    *k = v->value;
    return true;
  }
  if (path_negated(v) && known_value(w, path_negated(v), k) && *k != INT64_MIN) { /* `return -trylock(l);` */
    *k = -*k;
    return true;
  }
  const FactList *facts = world_facts_of(w, v);
  for (int i = 0; facts && i < facts->n; i++)
    if (facts->facts[i].equal) {
      *k = facts->facts[i].k;
      return true;
    }
  return false;
}

/* A condition on a value that the returns where cap is held know to
   hold, and the others know not to (`if (p->threaded) lock(&p->mu)`: the
   value is not 0; `if (q->type == DIRECT)`: it is that number; with
   held_when false, the other way round, for a release), as a template of
   the function's parameters: the condition of a lock it takes or releases
   only so (CapExpr.when, when_k, when_equal); NULL for none. */
typedef struct Condition {
  Analysis *a;
  const Inference *in;
  const Path *cap;
  bool held_when;
  const Path *found;
  int64_t k;
  bool equal;
  bool validity;        /* the condition only checks that cap's object is valid */
} Condition;

/* Is v a pointer cap is reached through, or an object on the way (`m`,
   `*m`, `m->mutex` of `*m->mutex`)? */
static bool on_way_to(const Path *cap, const Path *v) {
  for (const Path *p = cap; p; p = p->base)
    if (p == v)
      return true;
  return false;
}

/* The numbers other than 0 the unit stores in members (`o->kind =
   KIND_PRIVATE`), for magic_test; made by infer_contracts. */
typedef struct MemberStoreValue {
  const Member *member;
  int64_t value;
} MemberStoreValue;
static VEC(MemberStoreValue) stored_numbers;

static void find_stored_numbers(const CfgSet *cfgs) {
  stored_numbers.len = 0;
  for (int i = 0; i < cfgs->cfgs.len; i++)
    for (int k = 0; k < cfgs->cfgs.data[i]->blocks.len; k++)
      for (int e = 0; e < cfgs->cfgs.data[i]->blocks.data[k]->events.len; e++) {
        const Event *ev = &cfgs->cfgs.data[i]->blocks.data[k]->events.data[e];
        const Node *place = ev->kind == EV_WRITE ? strip_casts(ev->node) : NULL;
        const Node *value = place && event_value(ev) ? strip_casts(event_value(ev)) : NULL;
        if (value && place->kind == ND_MEMBER && value->is_constant && value->value != 0)
          VEC_PUSH(stored_numbers, ((MemberStoreValue){place->member, value->value}));
      }
}

/* Is `v == k` a test of a magic number that marks the object a lock is
   reached through as made: v a member of an object on the way, named for
   it (`m->magic == MUTEX_MAGIC`), or k a number no count is (past 16
   bits) and the member no state: the unit stores no other number than k
   and 0 in it (not 'SHAR' and 'PRIV' tags of a kind)? */
static bool magic_test(const Path *cap, const Path *v, int64_t k) {
  if (v->kind != PATH_FIELD || !on_way_to(cap, v->base) || k == 0)
    return false;
  const Member *m = v->key;
  if (m->name && strstr(m->name->name, "magic"))
    return true;
  for (int i = 0; i < stored_numbers.len; i++)
    if (stored_numbers.data[i].member == m && stored_numbers.data[i].value != k)
      return false;
  return k > 0xffff || k < -0xffff;
}

/* Is x, as the test `x != 0` (nonzero) or `x == 0`, a check that the
   object a lock is reached through is valid, which a caller that takes
   or releases the lock passes: a pointer on the way not null (`m`,
   `m->mutex`), a magic number (magic_test: `m->data == MAGIC`), or a
   conjunction of such checks (coturn's turn_mutex_unlock:
   `if (m && m->mutex && m->data == MAGIC)`)?  *object is set for a check
   of an object the lock is in (a magic number, or a pointer to it); the
   lock's own pointer alone (`if (m) lock(m)`) may be null for "no
   locking" and is no such check. */
static bool validity_check(const Path *cap, const Path *x, bool nonzero, bool *object) {
  if (x->kind != PATH_OP) {
    bool valid = nonzero && x->kind != PATH_CONST && on_way_to(cap, x);
    *object |= valid && !(cap->kind == PATH_DEREF && cap->base == x);
    return valid;
  }
  const Path *l = x->base, *r = x->index;
  bool magic = r->kind == PATH_CONST && magic_test(cap, l, r->value);
  switch ((NodeKind)x->value) {
  case ND_LOGAND:
    return nonzero && validity_check(cap, l, true, object) && validity_check(cap, r, true, object);
  case ND_LOGOR: /* false: each test false */
    return !nonzero && validity_check(cap, l, false, object) && validity_check(cap, r, false, object);
  case ND_EQ:
    if (r->kind == PATH_CONST && r->value == 0)
      return validity_check(cap, l, !nonzero, object);
    *object |= nonzero && magic;
    return nonzero && magic;
  case ND_NE:
    *object |= !nonzero && magic;
    return !nonzero && magic;
  default:
    return false;
  }
}

/* One test of a value: value == k (equal) or != k. */
typedef struct Test {
  const Path *value;
  int64_t k;
  bool equal;
} Test;

/* Is t true (1) or false (0) in w, or not known (-1)? */
static int test_truth(const World *w, const Test *t) {
  int known = world_known_equal(w, t->value, t->k);
  return known < 0 ? -1 : known == (int)t->equal;
}

/* Does the return i hold where the condition c looks for should? */
static bool exit_holds(const Condition *c, int i) {
  return (world_held(c->in->exits.data[i].world, c->cap) != NULL) == c->held_when;
}

/* Is t a check that the object cap is reached through is valid
   (validity_check, magic_test)?  *object as validity_check says. */
static bool checks_validity(const Path *cap, const Test *t, bool *object) {
  if (t->k == 0)
    return validity_check(cap, t->value, !t->equal, object);
  bool magic = t->equal && magic_test(cap, t->value, t->k);
  *object |= magic;
  return magic;
}

/* Do the returns say that value == k (or != k, !equal) exactly where the
   condition should hold? */
static bool splits_returns(const Condition *c, const Path *value, int64_t k, bool equal) {
  for (int i = 0; i < c->in->exits.len; i++)
    if (world_known_equal(c->in->exits.data[i].world, value, k) != (exit_holds(c, i) == equal ? 1 : 0))
      return false;
  return true;
}

/* Does each return give a number that says whether the condition holds
   there (held_when: where cap is held): == *k where it holds and only
   there, or, where the others all give 0, != 0 (*equal false), so that
   a caller's `if (!f(x))` decides it?  A function that releases its
   caller's lock where it returns 1 and keeps it where it returns 0
   (unbound's xfr_start_probe). */
static bool result_decides(const Inference *in, const Path *cap, bool held_when, int64_t *k, bool *equal) {
  bool some = false, other = false, others_zero = true;
  for (int i = 0; i < in->exits.len; i++) {
    int64_t v;
    if (!known_value(in->exits.data[i].world, in->exits.data[i].value, &v))
      return false;
    if ((world_held(in->exits.data[i].world, cap) != NULL) == held_when) {
      if (some && v != *k)
        return false;
      *k = v;
      some = true;
    }
  }
  for (int i = 0; i < in->exits.len && some; i++) {
    int64_t v;
    known_value(in->exits.data[i].world, in->exits.data[i].value, &v);
    bool holds = (world_held(in->exits.data[i].world, cap) != NULL) == held_when;
    if (holds != (v == *k))
      return false;
    other |= !holds;
    others_zero &= holds || v == 0;
  }
  *equal = !others_zero;
  if (others_zero)
    *k = 0;
  return some && other;
}

static bool decides_lock(void *ctx, const void *key, const void *facts) {
  Condition *c = ctx;
  const Path *value = key;
  const FactList *known = facts;
  bool found = splits_returns(c, value, 0, false); /* not 0, the most common */
  int64_t k = 0;
  bool equal = false;
  for (int i = 0; known && i < known->n && !found; i++) {
    k = known->facts[i].k;
    equal = known->facts[i].equal;
    found = splits_returns(c, value, k, equal);
  }
  if (!found)
    return false;
  /* taken (or released) where value == k, or != k */
  bool object = false;
  c->validity = checks_validity(c->cap, &(Test){value, k, equal}, &object) && object;
  c->a->templating = true;
  c->found = template_of(c->a, value, true);
  c->a->templating = false;
  c->k = k;
  c->equal = equal;
  return c->found != NULL;
}

typedef VEC(Test) TestList;

/* The tests of values a return where the condition should hold knows
   (`x != 0`, and each fact of x) that are true at every such return and
   that a contract can name (a template). */
typedef struct Candidates {
  const Condition *c;
  TestList tests;
} Candidates;

static bool add_candidates(void *ctx, const void *key, const void *facts) {
  Candidates *cs = ctx;
  const FactList *known = facts;
  cs->c->a->templating = true;
  bool nameable = template_of(cs->c->a, key, true) != NULL;
  cs->c->a->templating = false;
  for (int f = -1; nameable && known && f < known->n; f++) {
    Test t = f < 0 ? (Test){key, 0, false} : (Test){key, known->facts[f].k, known->facts[f].equal};
    bool everywhere = true;
    for (int i = 0; i < cs->c->in->exits.len && everywhere; i++)
      everywhere = !exit_holds(cs->c, i) || test_truth(cs->c->in->exits.data[i].world, &t) == 1;
    if (everywhere)
      VEC_PUSH(cs->tests, t);
  }
  return false;
}

/* A test of a conjunction, as a template, and its text. */
typedef struct Part {
  char *text;
  const Path *value;
} Part;

static int compare_parts(const void *x, const void *y) {
  return strcmp(((const Part *)x)->text, ((const Part *)y)->text);
}

enum { MAX_CONJUNCTS = 4 };

/* A condition no single test makes, as a conjunction of tests: true at
   every return where it should hold, and at each other one some test
   false (redis's hooks: `if (blocked) return; if (module_count())
   unlock(&gil);` releases where `blocked == 0 && module_count()`).  A
   template of `a && b`, its tests in the order of their text, or NULL. */
static const Path *conjunction(Condition *c, const World *holding) {
  Candidates cs = {c, {0}};
  map_any(holding->facts, add_candidates, &cs);
  Test chosen[MAX_CONJUNCTS];
  int n = 0;
  bool covered = true;
  for (int i = 0; i < c->in->exits.len && covered; i++) {
    if (exit_holds(c, i))
      continue;
    const World *w = c->in->exits.data[i].world;
    covered = false;
    for (int j = 0; j < n && !covered; j++)
      covered = test_truth(w, &chosen[j]) == 0;
    for (int j = 0; j < cs.tests.len && !covered && n < MAX_CONJUNCTS; j++)
      if (test_truth(w, &cs.tests.data[j]) == 0) {
        chosen[n++] = cs.tests.data[j];
        covered = true;
      }
  }
  VEC_FREE(cs.tests);
  if (!covered || n < 2)
    return NULL;
  bool valid = true, object = false;
  for (int j = 0; j < n; j++)
    valid = valid && checks_validity(c->cap, &chosen[j], &object);
  c->validity = valid && object;
  Analysis *a = c->a;
  a->templating = true;
  Part parts[MAX_CONJUNCTS];
  for (int j = 0; j < n; j++) {
    const Path *v = template_of(a, chosen[j].value, true);
    if (chosen[j].k != 0 || chosen[j].equal)
      v = path_intern(a, PATH_OP, v, path_const(a, chosen[j].k), NULL, chosen[j].equal ? ND_EQ : ND_NE);
    parts[j] = (Part){path_text(v), v};
  }
  qsort(parts, (size_t)n, sizeof *parts, compare_parts);
  const Path *whole = parts[n - 1].value;
  for (int j = n - 2; j >= 0; j--)
    whole = path_intern(a, PATH_OP, parts[j].value, whole, NULL, ND_LOGAND);
  a->templating = false;
  for (int j = 0; j < n; j++)
    free(parts[j].text);
  return whole;
}

static const Path *lock_condition(Analysis *a, const Inference *in, const Path *cap, bool held_when, int64_t *k,
                                  bool *equal, bool *validity) {
  Condition c = {a, in, cap, held_when, NULL, 0, false, false};
  /* the value it returns, first: for a release by a function whose
     callers can hold what it needs (may_require), else what it releases
     on some paths only is a bug in its body */
  if (!held_when && in->may_require && result_decides(in, cap, held_when, &c.k, &c.equal)) {
    a->templating = true;
    c.found = path_intern(a, PATH_RESULT, NULL, NULL, a->function->type, 0);
    a->templating = false;
  }
  for (int i = 0; i < in->exits.len && !c.found; i++) /* the facts of a return where it holds */
    if (exit_holds(&c, i)) {
      map_any(in->exits.data[i].world->facts, decides_lock, &c);
      if (!c.found)
        c.found = conjunction(&c, in->exits.data[i].world);
      break;
    }
  *k = c.k;
  *equal = c.equal;
  *validity = c.validity;
  return c.found;
}

/* Adds the template t to c's meaning m: an expression made as a term. */
static CapExpr *add_template(Arena *arena, Contract *c, Meaning m, const Path *t, const char *kind, bool reentrant,
                             const Token *tok) {
  CapExpr *x = ARENA_NEW(arena, CapExpr);
  x->template = t;
  x->template_function = c->function;
  x->template_made = true;
  x->tok = tok;
  x->kind = kind;
  x->reentrant = reentrant;
  CapExpr **tail = &c->caps[m];
  while (*tail)
    tail = &(*tail)->next;
  *tail = x;
  c->has[m] = true;
  return x;
}

/* Adds the lock cap (of the body's terms) to c's meaning m, as a template
   (an inferred contract has no expression); nothing (NULL) for one a
   contract cannot hold. */
static CapExpr *add_cap(Analysis *a, Arena *arena, Contract *c, Meaning m, const Path *cap, const char *kind,
                        const Token *tok) {
  const Path *t = lock_template(a, cap);
  if (!t)
    return NULL;
  const Type *type = path_type(cap);
  if (type && type->kind == TY_POINTER)
    type = type->base;
  return add_template(arena, c, m, t, kind ? kind : capability_kind(type), capability_reentrant(type), tok);
}

/* Whether a lock held at the returns marked in holding and not at the
   others is a try-lock's, and its success value *k: every return that
   holds it returns k, or
   each a value known not to be 0 (a pointer to the lock, say; k is then
   1, "true"), and every other return a value known not to be k (known to
   be 0, for "true"). */
static bool success_value(const Inference *in, const bool *holding, int64_t *k) {
  bool found = false, same = true, nonzero = true;
  for (int i = 0; i < in->exits.len; i++) {
    const Exit *x = &in->exits.data[i];
    int64_t v;
    if (!x->value || !holding[i])
      continue;
    bool known = known_value(x->world, x->value, &v);
    same &= known && (!found || v == *k);
    nonzero &= known ? v != 0 : world_known_equal(x->world, x->value, 0) == 0;
    if (known)
      *k = v;
    found = true;
  }
  if (!found || (!same && !nonzero))
    return false;
  if (!same)
    *k = 1;
  for (int i = 0; i < in->exits.len; i++) {
    const Exit *x = &in->exits.data[i];
    if (holding[i])
      continue;
    if (!x->value || (same ? world_known_equal(x->world, x->value, *k) != 0 : world_known_equal(x->world, x->value, 0) != 1))
      return false;
  }
  return true;
}

/* success_value for lock cap, held at some returns. */
static bool try_success(const Inference *in, const Path *cap, int64_t *k) {
  bool *holding = xcalloc((size_t)in->exits.len + 1, sizeof(bool));
  for (int i = 0; i < in->exits.len; i++)
    holding[i] = world_held(in->exits.data[i].world, cap) != NULL;
  bool tries = success_value(in, holding, k);
  free(holding);
  return tries;
}

/* A function that releases cap on some paths and returns with it held on
   the others takes it where its result says so in C's usual sense of
   success: a pointer or _Bool that is not null (false) where held, and
   null (false) where released (`find_locked`: lock, look up, and if
   absent unlock and return NULL); or an integer 0 where held and a
   negative error where released.  Held where it returns an error (`lock;
   if (bad) return -1; ...; unlock; return 0;`) is a leak in its body. */
static bool success_by_convention(const Analysis *a, const Inference *in, const Path *cap, int64_t k) {
  const Type *result = a->function->type->base;
  bool pointer = result && (result->kind == TY_POINTER || result->kind == TY_BOOL);
  if (!(pointer ? k == 1 : k == 0 && type_is_integer(result)))
    return false;
  bool released = false;
  for (int i = 0; i < in->exits.len; i++) {
    const Exit *x = &in->exits.data[i];
    int64_t v;
    if (world_held(x->world, cap))
      continue;
    if (!(pointer ? world_known_equal(x->world, x->value, 0) == 1 : known_value(x->world, x->value, &v) && v < 0))
      return false;
    released = true;
  }
  return released;
}

/* A flag that says whether cap is held: a value the returns that keep cap
   know to be 0, and those that release it do not (`if (m->locked) {
   m->locked = 0; unlock(&m->mu); }`, where the write forgets the test). */
typedef struct FlagTest {
  const Inference *in;
  const Path *cap;
} FlagTest;

static bool is_held_flag(void *ctx, const void *value, const void *facts) {
  (void)facts;
  const FlagTest *t = ctx;
  if (((const Path *)value)->kind != PATH_FIELD)
    return false; /* a member, not an argument: the program's record */
  for (int i = 0; i < t->in->exits.len; i++) {
    const World *w = t->in->exits.data[i].world;
    if ((world_known_equal(w, value, 0) == 1) != (world_held(w, t->cap) != NULL))
      return false;
  }
  return true;
}

static bool released_by_flag(const Inference *in, const Path *cap) {
  FlagTest t = {in, cap};
  for (int i = 0; i < in->exits.len; i++)
    if (world_held(in->exits.data[i].world, cap))
      return map_any(in->exits.data[i].world->facts, is_held_flag, &t);
  return false;
}

static const Path *replace(Analysis *a, const Path *p, const Path *from, const Path *to) {
  return path_replace(a, p, &from, &to, 1);
}

/* cap named through the value a return gives: `zones[i].mutex` where it
   returns &zones[i] is `return->mutex`, `z->mutex` where it returns z
   too, or `return->entry.lock` where it returns the struct that embeds
   the locked entry (container_lock); NULL when cap is not reached
   through that value. */
static const Path *through_result(Analysis *a, const Path *cap, const Path *value) {
  if (!value || value->kind == PATH_CONST)
    return NULL;
  const Path *result = path_intern(a, PATH_RESULT, NULL, NULL, a->function->type, 0);
  const Path *t = value->kind == PATH_ADDR ? replace(a, cap, value->base, path_deref(a, result))
                                           : replace(a, cap, value, result);
  return t != cap ? t : container_lock(a, cap, value, result);
}

/* cap through the value each exit that holds it returns, one term for
   all (`views[i].lock` where each returns &views[i] is `return->lock`);
   NULL where some return gives cap another way, or none. */
static const Path *through_every_result(Analysis *a, const Inference *in, const Path *cap) {
  const Path *t = NULL;
  for (int i = 0; i < in->exits.len; i++) {
    const Exit *x = &in->exits.data[i];
    if (!world_held(x->world, cap))
      continue;
    const Path *here = through_result(a, cap, x->value);
    if (!here || (t && here != t))
      return NULL;
    t = here;
  }
  /* not the lock itself (`return &c->mu`): lock_returned names it */
  return t && !(t->kind == PATH_DEREF && t->base->kind == PATH_RESULT) ? t : NULL;
}

/* cap named through what the function leaves in an out-parameter, a
   parameter that points to a pointer: `a->lock` where it stored a in
   *a_out is `(*a_out)->lock`, as its callers, which pass `&a`, name it
   after the call; NULL when cap is not reached through what one holds at
   the return of world w. */
static const Path *through_out_parameter(Analysis *a, const World *w, const Path *cap) {
  for (const Obj *p = a->function->params; p; p = p->next) {
    const Type *t = p->type;
    if (!t || t->kind != TY_POINTER || !t->base || t->base->kind != TY_POINTER || world_binding(w, p))
      continue;
    const Path *place = path_deref(a, path_var(a, p));
    const Path *value = world_stored(w, place);
    if (!value || value->kind == PATH_CONST)
      continue;
    const Path *named = value->kind == PATH_ADDR ? replace(a, cap, value->base, path_deref(a, place))
                                                 : replace(a, cap, value, place);
    if (named != cap)
      return named;
  }
  return NULL;
}

/* Has c a try-lock whose success is other than k?  A contract has one
   success value, for all its try-locks. */
static bool other_success(const Contract *c, int64_t k) {
  return (c->has[AN_TRY_ACQUIRE] || c->has[AN_TRY_ACQUIRE_SHARED]) && c->try_success != k;
}

/* Lock cap, held at return x, as its callers name it: through the value
   x returns (through_result), or, for out, through what an out-parameter
   holds; NULL for neither. */
static const Path *handed_name(Analysis *a, const Exit *x, const Path *cap, bool out) {
  return out ? through_out_parameter(a, x->world, cap) : through_result(a, cap, x->value);
}

/* Does exit x hold a lock that handed_name names t? */
static const Held *holds_handed(Analysis *a, const Exit *x, const Path *t, bool out) {
  for (int h = 0; h < x->world->nheld; h++)
    if (handed_name(a, x, x->world->held[h].cap, out) == t)
      return &x->world->held[h];
  return NULL;
}

/* The locks a function hands to its caller held: of the object it
   returns (`struct zone *find_zone(...)` returns &zones[i] with
   zones[i].mutex held, or NULL), or, for out, of what it leaves in an
   out-parameter (unbound's `rpz_resolve_client_action_and_zone(..., &z,
   &a)`).  Held so at every return: acquired.  Else a try-lock: of the
   object returned where every other return gives null (success: not
   null); through an out-parameter where the returns that hold it give a
   number the others do not (success_value: `*out = z; return 1;` where
   found, `return 0;` where not), unless an error (below 0: `return -1;`
   with the lock held is a leak in its body).  Not for a lock the contract
   names already (added). */
static void handed_locks(Analysis *a, const Inference *in, Arena *arena, Contract *c, const PathSet *added, bool out) {
  if (out && !in->has_callers)
    return; /* main or a thread's start routine */
  const Token *tok = a->function->tok;
  PathSet done = {0};
  bool *holding = xcalloc((size_t)in->exits.len + 1, sizeof(bool));
  for (int i = 0; i < in->exits.len; i++) {
    const Exit *x = &in->exits.data[i];
    for (int h = 0; h < x->world->nheld; h++) {
      const Held *held = &x->world->held[h];
      const Path *t = has_path(added, held->cap) || held->asserted ? NULL : handed_name(a, x, held->cap, out);
      if (!t || has_path(&done, t))
        continue;
      note_path(&done, t);
      bool always = true, fits = true;
      for (int k = 0; k < in->exits.len; k++) {
        const Exit *y = &in->exits.data[k];
        const Held *there = holds_handed(a, y, t, out);
        bool null = y->value && world_known_equal(y->world, y->value, 0) == 1;
        fits &= there ? there->shared == held->shared : out || null;
        always &= there != NULL;
        holding[k] = there != NULL;
      }
      int64_t success = 1; /* not null */
      if (fits && !always && out)
        fits = success_value(in, holding, &success) && success >= 0;
      if (!fits)
        continue;
      if (always) {
        add_cap(a, arena, c, held->shared ? AN_ACQUIRE_SHARED : AN_ACQUIRE, t, held->kind, tok);
      } else if (!other_success(c, success)) {
        c->try_success = success;
        add_cap(a, arena, c, held->shared ? AN_TRY_ACQUIRE_SHARED : AN_TRY_ACQUIRE, t, held->kind, tok);
      }
    }
  }
  free(holding);
  VEC_FREE(done);
}

/* Is template t a place found without reading memory: a variable, a
   member or an element (of an array, not through a pointer) of one, or
   what a parameter points to, with numbers and parameters for indexes? */
static bool fixed_place(const Path *t) {
  switch (t->kind) {
  case PATH_VAR:
    return true;
  case PATH_FIELD:
    return fixed_place(t->base);
  case PATH_INDEX:
    return !t->value && fixed_place(t->base) && (t->index->kind == PATH_CONST || t->index->kind == PATH_PARAM);
  case PATH_DEREF:
    return t->base->kind == PATH_PARAM;
  default:
    return false;
  }
}

/* The address every exit of the run returns, as a template of a fixed
   place (Contract.returns); NULL when they differ, or it is none. */
static const Path *returned_address(Analysis *a, const Inference *in) {
  const Path *value = NULL;
  for (int i = 0; i < in->exits.len; i++) {
    const Path *v = in->exits.data[i].value;
    if (!v || (value && v != value))
      return NULL;
    value = v;
  }
  const Path *t = value && value->kind == PATH_ADDR ? lock_template(a, value) : NULL;
  return t && t->kind == PATH_ADDR && fixed_place(t->base) ? t : NULL;
}

/* Does c acquire the lock of template t (not NULL)? */
static bool acquires_term(const Contract *c, const Path *t) {
  for (int m = AN_ACQUIRE; t && m <= AN_ACQUIRE_SHARED; m++)
    for (const CapExpr *x = c->caps[m]; x; x = x->next)
      if (x->template == t)
        return true;
  return false;
}

/* The contract the run showed, made in arena; NULL when it says nothing
   (most functions: it is made on the stack, and kept only if it says
   something). */
static Contract *inferred_contract(Analysis *a, const Inference *in, Arena *arena) {
  Contract made = {.inferred = true, .function = a->function->type};
  Contract *c = &made;
  const Token *tok = a->function->tok;
  bool any = false;
  /* held at every return: acquired; at some: a try-lock if the value
     returned says which */
  VEC(const Path *) done = {0};
  PathSet added = {0};
  const Path *tried_path = NULL; /* the try-lock's */
  for (int i = 0; i < in->exits.len; i++) {
    const World *w = in->exits.data[i].world;
    for (int h = 0; h < w->nheld; h++) {
      const Held *held = &w->held[h];
      bool seen = false;
      for (int d = 0; d < done.len && !seen; d++)
        seen = done.data[d] == held->cap;
      /* a lock wrapper takes a lock and does nothing else with it, nor
         releases any: a function that does is leaking the lock */
      bool assumed = false;
      for (int e = 0; e < in->assumed.len && !assumed; e++)
        assumed = in->assumed.data[e].cap == held->cap;
      /* nor has main or a thread's start routine a caller to hand a lock to */
      if (seen || assumed || held->asserted || !path_in_scope(held->cap) || has_path(&in->used, held->cap) ||
          !in->has_callers)
        continue;
      int64_t k = 0;
      bool tries = try_success(in, held->cap, &k);
      /* releasing a caller's lock, or this one on some path, is no lock wrapper's */
      bool releases = in->releases || has_path(&in->let_go, held->cap);
      if (releases && !in->by_case && !(tries && success_by_convention(a, in, held->cap, k)))
        continue;
      VEC_PUSH(done, held->cap);
      bool everywhere = true;
      for (int e = 0; e < in->exits.len && everywhere; e++) {
        const Held *there = world_held(in->exits.data[e].world, held->cap);
        everywhere = there && there->shared == held->shared;
      }
      /* taken only where its object is valid (`if (!m || !m->mutex)
         return -1;`): taken so, whatever the result says */
      bool validity = false;
      int64_t when_k = 0;
      bool when_equal = false;
      const Path *when = everywhere ? NULL : lock_condition(a, in, held->cap, true, &when_k, &when_equal, &validity);
      if (everywhere) {
        add_cap(a, arena, c, held->shared ? AN_ACQUIRE_SHARED : AN_ACQUIRE, held->cap, held->kind, tok);
        note_path(&added, held->cap);
      } else if (tries && !validity) {
        if (other_success(c, k))
          continue; /* one success value per contract */
        c->try_success = k;
        /* a lookup that returns the entry it locked, or null: the entry's
           lock, as its callers name it, through what it returns */
        const Path *returned = k == 1 ? through_every_result(a, in, held->cap) : NULL;
        add_cap(a, arena, c, held->shared ? AN_TRY_ACQUIRE_SHARED : AN_TRY_ACQUIRE, returned ? returned : held->cap,
                held->kind, tok);
        tried_path = held->cap;
        note_path(&added, held->cap);
      } else if (when) { /* taken where a value says */
        CapExpr *x = add_cap(a, arena, c, held->shared ? AN_ACQUIRE_SHARED : AN_ACQUIRE, held->cap, held->kind, tok);
        if (x) {
          x->when = when;
          x->when_k = when_k;
          x->when_equal = when_equal;
          x->validity = validity;
        }
        note_path(&added, held->cap);
      }
    }
  }
  VEC_FREE(done);
  handed_locks(a, in, arena, c, &added, false);
  handed_locks(a, in, arena, c, &added, true);
  VEC_FREE(added);
  /* an acquiring function whose returns all give one value: its success */
  int64_t k = 0;
  bool same = (c->has[AN_ACQUIRE] || c->has[AN_ACQUIRE_SHARED]) && in->exits.len > 0;
  for (int i = 0; i < in->exits.len && same; i++) {
    int64_t v;
    same = known_value(in->exits.data[i].world, in->exits.data[i].value, &v) && (i == 0 || v == k);
    k = v;
  }
  if (same) {
    c->succeeds = true;
    c->try_success = k;
  }
  if (c->has[AN_ACQUIRE] || c->has[AN_ACQUIRE_SHARED])
    c->returns = returned_address(a, in);
  /* every return gives the address of one lock (of a capability type),
     or, for a try-lock of that lock, null where it failed: lock_returned */
  const Path *returned = NULL;
  bool gives_lock = in->exits.len > 0, null = false;
  for (int i = 0; i < in->exits.len && gives_lock; i++) {
    const Exit *x = &in->exits.data[i];
    if (x->value && world_known_equal(x->world, x->value, 0) == 1) {
      null = true;
      continue;
    }
    gives_lock = x->value && x->value->kind == PATH_ADDR && (!returned || x->value->base == returned);
    returned = gives_lock ? x->value->base : NULL;
  }
  const CapExpr *tried = c->caps[AN_TRY_ACQUIRE] ? c->caps[AN_TRY_ACQUIRE] : c->caps[AN_TRY_ACQUIRE_SHARED];
  bool lock = gives_lock && returned && path_in_scope(returned) && lock_template(a, returned) &&
              capability_kind(path_type(returned));
  if (lock && (!null || (tried && tried_path == returned)))
    add_cap(a, arena, c, AN_LOCK_RETURNED, returned, NULL, tok);
  /* what it releases without taking: required if it takes it back before
     every return, released if at none; not if it takes it while held.  A
     return that gives the object back, its lock held, as the one the
     contract acquires (`if (!open(z)) { unlock(z); z = other_zone(); }
     return z;`: fio's zbd_replay_write_order) hands it over as that one */
  for (int i = 0; i < in->assumed.len; i++) {
    const Effect *e = &in->assumed.data[i];
    int holding = 0, shared = 0;
    for (int x = 0; x < in->exits.len; x++) {
      const Held *h = world_held(in->exits.data[x].world, e->cap);
      const Path *handed = h ? handed_name(a, &in->exits.data[x], e->cap, false) : NULL;
      if (handed && acquires_term(c, lock_template(a, handed)))
        continue;
      holding += h != NULL;
      shared += h && h->shared;
    }
    /* only for a function with callers (called directly or through a
       pointer: an unlock function in a method table, an atfork handler);
       one they may not all be seen calling (not static) only if it does
       nothing else with the lock (an unlock wrapper): else what it does
       unlocked is a bug in its body */
    /* released where a flag says it is held: released (the flag is the
       program's record of it) */
    /* released where a value it tests is not 0: released so (CapExpr.when) */
    int64_t when_k = 0;
    bool when_equal = false, validity = false;
    const Path *when = holding && holding < in->exits.len
                           ? lock_condition(a, in, e->cap, false, &when_k, &when_equal, &validity)
                           : NULL;
    bool flagged = holding && holding < in->exits.len && !when && released_by_flag(in, e->cap);
    if (has_path(&in->conflicts, e->cap) || (holding && holding < in->exits.len && !flagged && !when) ||
        !in->has_callers || (!in->may_require && has_path(&in->used, e->cap)))
      continue;
    /* required in the mode it is taken back in */
    Meaning m = !holding || flagged || when ? e->meaning : shared == holding ? AN_REQUIRES_SHARED : AN_REQUIRES;
    CapExpr *x = add_cap(a, arena, c, m, e->cap, e->kind, tok);
    if (x) {
      x->by_flag = flagged;
      x->when = when;
      x->when_k = when_k;
      x->when_equal = when_equal;
      x->validity = validity;
    }
  }
  /* needed: not a lock it takes itself (a use before its own lock is a bug
     in its body, reported there), nor one of those above; a release not
     held in the second run is one released twice, reported there too */
  for (int i = 0; i < in->effects.len; i++) {
    const Effect *e = &in->effects.data[i];
    bool skip = e->meaning > AN_REQUIRES_SHARED || has_path(&in->acquired, e->cap) || varies(in, e);
    for (int j = 0; j < in->assumed.len && !skip; j++)
      skip = in->assumed.data[j].cap == e->cap;
    if (!skip)
      add_cap(a, arena, c, e->meaning, e->cap, e->kind, tok);
  }
  for (int m = 0; m < AN_COUNT; m++)
    any |= c->has[m];
  if (!any)
    return NULL;
  Contract *kept = ARENA_NEW(arena, Contract);
  *kept = made;
  return kept;
}

static bool has_annotations(const Obj *fn) {
  const Contract *c = contract_of(fn);
  return c && !c->model && !c->inferred;
}

/* Is n, or the pointer it goes through, a declaration with a contract? */
static bool names_annotated(const Node *n) {
  for (int depth = 0; n && depth < 3; depth++) {
    n = strip_casts(n);
    if ((n->kind == ND_VAR && n->obj->contract) || (n->kind == ND_MEMBER && n->member->contract))
      return true;
    n = n->kind == ND_DEREF || n->kind == ND_INDEX || n->kind == ND_MEMBER || n->kind == ND_ADDR ? n->lhs : NULL;
  }
  return false;
}

/* Could the body have a contract: does it call something with one, touch
   annotated data or say __context__?  Most functions do not, and need no
   run. */
static bool touches_locks(const Cfg *cfg) {
  const Type *returns = cfg->function->type->base;
  if (returns && returns->kind == TY_POINTER && capability_kind(returns->base))
    return true; /* a getter of a lock: lock_returned */
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int k = 0; k < b->events.len; k++) {
      const Event *e = &b->events.data[k];
      switch (e->kind) {
      case EV_CALL:
        if (e->node->obj ? contract_of(e->node->obj) != NULL : names_annotated(e->node->lhs))
          return true;
        break;
      case EV_CLEANUP:
        if (e->node->kind == ND_VAR && contract_of(e->node->obj))
          return true;
        break;
      case EV_READ: case EV_WRITE: case EV_ADDR: {
        bool acquires;
        if (names_annotated(e->node) || flag_lock_write(cfg, e, &acquires))
          return true;
        break;
      }
      case EV_CONTEXT:
        return true;
      default:
        break;
      }
    }
  }
  return false;
}

bool locking_call(const Node *call) {
  const Contract *c = call->obj && call->obj->kind == OBJ_FUNC ? contract_of(call->obj) : NULL;
  for (int m = AN_ACQUIRE; c && m <= AN_TRY_ACQUIRE_SHARED; m++)
    if (c->has[m])
      return true;
  return false;
}

/* Does fn's body call a function that acquires or releases a lock? */
static bool locks_itself(const Cfg *cfg) {
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int k = 0; k < b->events.len; k++)
      if (b->events.data[k].kind == EV_CALL && locking_call(b->events.data[k].node))
        return true;
  }
  return false;
}

/* --------------------------------------------------------------- memory */

/* The object a place is part of, through members and array elements,
   not through a pointer (whose own read is an event of its own). */
static const Obj *object_of(const Node *n) {
  for (;;) {
    n = strip_casts(n);
    if (n->kind == ND_VAR)
      return n->obj;
    if ((n->kind == ND_MEMBER && !n->arrow) || (n->kind == ND_INDEX && n->lhs->type && n->lhs->type->kind == TY_ARRAY))
      n = n->lhs;
    else
      return NULL;
  }
}

/* Does an object of type t hold a pointer, itself or in an element or a
   member (for functions, a pointer to a function)?  A type not known
   (NULL) may hold any pointer, and no pointer to a function is known. */
static bool holds_pointer(const Type *t, bool functions) {
  if (!t)
    return !functions;
  if (t->kind == TY_POINTER)
    return !functions || (t->base && t->base->kind == TY_FUNC);
  if (t->kind == TY_ARRAY)
    return holds_pointer(t->base, functions);
  if (t->kind == TY_STRUCT || t->kind == TY_UNION)
    for (const Member *m = t->record ? t->record->members : NULL; m; m = m->next)
      if (holds_pointer(m->type, functions))
        return true;
  return false;
}

bool has_body(const Obj *first) {
  for (const Obj *d = first->last ? first->last : first; d; d = d->previous)
    if (d->kind == OBJ_FUNC && d->is_definition)
      return true;
  return false;
}

bool writes_nothing(const MemoryUse *m) {
  return !(m->flags & (MEM_WRITES | MEM_WRITES_GLOBALS)) && !m->nmembers;
}

bool reads_members_only(const MemoryUse *m) {
  return writes_nothing(m) && !(m->flags & (MEM_READS_GLOBALS | MEM_READS_OTHER)) && m->nread > 0;
}

enum { MEMBER_LIST_SCAN = 16 }; /* a list this long is read through; a longer one has its table */

static size_t member_slot(const MemberList *members, const Member *m) {
  size_t mask = (size_t)members->nindex - 1;
  /* a multiplicative hash of the address: hash_bytes64 ends on its high bytes,
     the same for every member, and leaves the low bits of the slot clustered */
  size_t i = (size_t)(((uintptr_t)m >> 3) * 0x9E3779B97F4A7C15u) & mask;
  while (members->index[i] && members->index[i] != m)
    i = (i + 1) & mask;
  return i;
}

static void index_members(MemberList *members) {
  free(members->index);
  members->nindex = 4 * MEMBER_LIST_SCAN;
  while (members->nindex < 2 * members->len)
    members->nindex *= 2;
  members->index = xcalloc((size_t)members->nindex, sizeof *members->index);
  for (int i = 0; i < members->len; i++)
    members->index[member_slot(members, members->data[i])] = members->data[i];
}

bool has_member(const MemberList *members, const Member *m) {
  if (members->index)
    return members->index[member_slot(members, m)] == m;
  for (int i = 0; i < members->len; i++)
    if (members->data[i] == m)
      return true;
  return false;
}

void add_member(MemberList *members, const Member *m) {
  if (has_member(members, m))
    return;
  VEC_PUSH(*members, m);
  if (members->index && 2 * members->len <= members->nindex)
    members->index[member_slot(members, m)] = m;
  else if (members->len > MEMBER_LIST_SCAN)
    index_members(members); /* made, or grown */
}

void member_list_free(MemberList *members) {
  VEC_FREE(*members);
  free(members->index);
  members->index = NULL;
  members->nindex = 0;
}

bool member_exposed(const Member *m) {
  return !m->unit_private || m->address_taken || (m->type && m->type->kind == TY_ARRAY);
}

/* Adds the members of an object of type t that a write of the whole
   object changes, in nested structs and unions too: those other files
   can name (member_exposed) where exposed, the file's own where private
   (MEM_WRITES covers neither for the lock flags of analysis.c, nor the
   file's own members). */
static void add_object_members(MemberList *members, const Type *t, int depth, bool exposed, bool private) {
  while (t && t->kind == TY_ARRAY)
    t = t->base;
  if (!t || (t->kind != TY_STRUCT && t->kind != TY_UNION) || !t->record || depth > 8)
    return;
  for (const Member *m = t->record->members; m; m = m->next) {
    if (member_exposed(m) ? exposed : private)
      add_member(members, m);
    add_object_members(members, m->type, depth + 1, exposed, private);
  }
}

/* Does a parameter of type t take any object's bytes (`void *`, `char
   *`), as memset and read do? */
static bool takes_bytes(const Type *t) {
  if (!t || t->kind != TY_POINTER)
    return false;
  TypeKind k = t->base->kind;
  return k == TY_VOID || k == TY_CHAR || k == TY_SCHAR || k == TY_UCHAR;
}

/* What a write of place n may change: nothing for the function's own
   locals, the member for a member (of any object), the globals for a
   global, anything else otherwise (MEM_*, members added); for a whole
   struct or union, its members too. */
static uint8_t place_written(const Node *n, MemberList *members) {
  n = strip_casts(n);
  while (n->kind == ND_INDEX && n->lhs->type && n->lhs->type->kind == TY_ARRAY)
    n = strip_casts(n->lhs);
  add_object_members(members, n->type, 0, true, true);
  const Obj *obj = object_of(n);
  if (obj && is_tracked_local(obj))
    return 0;
  if (n->kind == ND_MEMBER && n->member->name) {
    add_member(members, n->member);
    return 0;
  }
  return obj && obj->kind == OBJ_VAR ? MEM_WRITES_GLOBALS : MEM_WRITES;
}

/* Is t a struct or union of the C library's own, which a system header
   (or the compiler, for va_list) defines whole (FILE, struct tm, struct
   stat), with no pointer to a function in it?  A library function handed
   one writes its members, and what they point to is the library's, not
   the program's: no callback of the program it could run, nor an object
   of the program's it could store into (log_err's fprintf to a FILE keeps
   what the caller knows of its memory). */
static bool library_object(const Type *t) {
  while (t && t->kind == TY_ARRAY)
    t = t->base;
  if (!t || (t->kind != TY_STRUCT && t->kind != TY_UNION) || !t->record || !t->record->complete)
    return false;
  if (!t->record->tok)
    return true; /* the compiler's own: va_list's struct __va_list_tag */
  const SrcFile *file = src_get(t->record->tok->loc.file);
  return file && file->system && !holds_pointer(t, true);
}

/* What a function outside the program may write through one argument (as
   the parameter takes it: param, NULL past the prototype's): nothing
   through a pointer to const or a string literal; through the address of
   a place whose type holds no pointer (`&s->cond`, a buffer), or of an
   object of the library's (library_object: `&tm`), that place; through a
   pointer to one (a FILE), its members; through any other pointer,
   anything (MEM_WRITES), the members of the
   object it is given among them (for the file's own structs, which it
   cannot otherwise name, and for the lock flags of analysis.c). */
static uint8_t argument_written(const Node *arg, const Param *param, MemberList *members) {
  const Type *t = param ? param->type : arg->type;
  if (!t || !(t->kind == TY_ARRAY || (t->kind == TY_POINTER && !(t->base->quals & Q_CONST))))
    return 0;
  arg = strip_casts(arg);
  if (arg->kind == ND_STR || (arg->is_constant && arg->value == 0)) /* a literal, a null pointer */
    return 0;
  const Node *target = arg->kind == ND_ADDR ? arg->lhs : arg->type && arg->type->kind == TY_ARRAY ? arg : NULL;
  if (target && (!holds_pointer(target->type, false) || library_object(target->type)))
    return place_written(target, members);
  if (!target && arg->type && arg->type->kind == TY_POINTER && library_object(arg->type->base)) {
    add_object_members(members, arg->type->base, 0, true, false);
    return 0;
  }
  /* the object it is given: each member it can name (poll's
     pfd->revents), and the file's own too where it takes the object's
     bytes (memset) or no prototype says what it takes */
  if (arg->type)
    add_object_members(members, target ? target->type : arg->type->kind == TY_POINTER ? arg->type->base : NULL, 0,
                       true, !param || takes_bytes(t));
  return MEM_WRITES;
}

/* Does a declaration of fn say it formats as printf does
   (`format(printf, ...)`)?  Its variadic arguments are then read only. */
static bool printf_like(const Obj *first) {
  for (const Obj *d = first->last ? first->last : first; d; d = d->previous)
    for (const Attr *a = d->attrs; a; a = a->next)
      if (!strcmp(a->name->name, "format") && a->nargs > 0 && a->args[0].kind == TK_IDENT) {
        const char *kind = attribute_name(token_ident(&a->args[0]))->name;
        if (!strcmp(kind, "printf") || !strcmp(kind, "gnu_printf"))
          return true;
      }
  return false;
}

/* What a function outside the program, of type ft (NULL: not known),
   may do to memory when a call hands it args: MEM_UNKNOWN where it may
   run the program's code (given a function: pthread_create, qsort). */
static uint8_t outside_memory(const Type *ft, const Node *args, bool printf_arguments, MemberList *members) {
  uint8_t flags = MEM_WRITES_GLOBALS | MEM_READS_GLOBALS | MEM_READS_OTHER;
  const Param *param = ft && ft->kind == TY_FUNC ? ft->params : NULL;
  for (const Node *arg = args; arg; arg = arg->next) {
    if (param || !printf_arguments)
      flags |= argument_written(arg, param, members);
    const Type *t = arg->type;
    if (t && (t->kind == TY_FUNC || (t->kind == TY_POINTER && t->base && t->base->kind == TY_FUNC)))
      flags |= MEM_UNKNOWN;
    param = param ? param->next : NULL;
  }
  return flags;
}

static int count_params(const Type *ft) {
  int n = 0;
  for (const Param *p = ft->params; p; p = p->next)
    n++;
  return n;
}

/* What a call through a pointer may do to memory: it calls a function of
   the file whose address is taken and that takes as many arguments, or
   one outside the program (docs/DESIGN.md). */
static uint8_t pointer_call_memory(const TranslationUnit *tu, const Node *call, MemberList *members) {
  const Type *ft = call->lhs->type;
  while (ft && ft->kind == TY_POINTER)
    ft = ft->base;
  if (!tu || !ft || ft->kind != TY_FUNC)
    return MEM_ANYTHING;
  int nargs = 0;
  for (const Node *arg = call->args; arg; arg = arg->next)
    nargs++;
  uint8_t flags = outside_memory(ft, call->args, false, members) | MEM_UNKNOWN;
  for (int i = 0; i < tu->naddress_taken; i++) {
    const Obj *f = tu->address_taken[i];
    if (!has_body(f) || f->type->kind != TY_FUNC)
      continue;
    int n = count_params(f->type);
    if (n != nargs && !(f->type->variadic && n <= nargs))
      continue;
    if (!f->memory)
      return MEM_ANYTHING; /* not known yet: a cycle, or annotated */
    for (int k = 0; k < f->memory->nmembers; k++)
      add_member(members, f->memory->members[k]);
    flags |= f->memory->flags;
  }
  return flags;
}

uint8_t call_memory(const TranslationUnit *tu, Obj *fn, const Node *call, MemberList *members) {
  bool cleanup = !call;
  if (!fn && call)
    return pointer_call_memory(tu, call, members);
  if (!fn || fn->kind != OBJ_FUNC)
    return MEM_ANYTHING;
  const Contract *c = contract_of(fn);
  if (c && !c->inferred)
    return 0; /* a lock function: changes no memory the analysis follows */
  const Obj *first = first_declaration(fn);
  if (first->memory) {
    for (int i = 0; i < first->memory->nmembers; i++)
      add_member(members, first->memory->members[i]);
    return first->memory->flags;
  }
  if (cleanup)
    return MEM_ANYTHING;
  if (has_body(first)) /* not known: annotated, so not inferred (a function of a call
                          cycle starts as writing nothing, infer_contracts) */
    return MEM_ANYTHING & ~MEM_UNKNOWN;
  /* the allocator's: what they free the program does not read again */
  static const char *const deallocators[] = {"free", "cfree", "realloc", "reallocarray", "g_free"};
  for (size_t i = 0; i < ARRAY_SIZE(deallocators); i++)
    if (!strcmp(fn->name->name, deallocators[i]))
      return 0;
  /* outside the program: the globals, and what it is handed; another
     file's, with no summary, may write anything by name */
  const SrcFile *file = src_get(first->tok->loc.file);
  return outside_memory(first->type, call->args, printf_like(first), members) |
         (file && file->system ? 0 : MEM_UNKNOWN);
}

/* A MemoryUse made in arena: flags, the members written and read. */
typedef VEC(const Obj *) ObjList;

static MemoryUse *memory_use(Arena *arena, uint8_t flags, const MemberList *written, const MemberList *read,
                             const ObjList *statics) {
  MemoryUse *m = arena_alloc(arena, sizeof *m + sizeof m->members[0] * (size_t)written->len);
  m->flags = flags;
  m->nresults = 0;
  m->nmembers = written->len;
  for (int i = 0; i < written->len; i++)
    m->members[i] = written->data[i];
  m->nread = read->len;
  m->read = ARENA_ARRAY(arena, const Member *, read->len + 1);
  for (int i = 0; i < read->len; i++)
    m->read[i] = read->data[i];
  m->nstatics = statics->len;
  m->statics = statics->len ? ARENA_ARRAY(arena, const Obj *, statics->len) : NULL;
  for (int i = 0; i < statics->len; i++)
    m->statics[i] = statics->data[i];
  return m;
}

static void add_static(ObjList *statics, const Obj *var) {
  for (int i = 0; i < statics->len; i++)
    if (statics->data[i] == var)
      return;
  VEC_PUSH(*statics, var);
}

/* Adds v to the numbers m's function returns; false past two. */
static bool add_result(MemoryUse *m, int64_t v) {
  for (int i = 0; i < m->nresults; i++)
    if (m->results[i] == v)
      return true;
  if (m->nresults == 2)
    return false;
  m->results[m->nresults++] = v;
  return true;
}

/* The numbers the exits of the run in give, where each knows its own
   (`rv` where rv == -1 is known), kept in m; else m's are kept. */
static void exit_results(const Inference *in, MemoryUse *m) {
  MemoryUse known = {.nresults = 0};
  for (int i = 0; i < in->exits.len; i++) {
    int64_t v;
    if (!known_value(in->exits.data[i].world, in->exits.data[i].value, &v) || !add_result(&known, v))
      return;
  }
  if (known.nresults) {
    m->nresults = known.nresults;
    memcpy(m->results, known.results, sizeof known.results);
  }
}

const MemoryUse *call_results(const Path *v) {
  Obj *fn = v->kind == PATH_CALL ? (Obj *)v->key
          : v->kind == PATH_SYMBOL && ((const Node *)v->key)->kind == ND_CALL ? ((const Node *)v->key)->obj
          : NULL;
  const MemoryUse *m = fn && fn->kind == OBJ_FUNC ? first_declaration(fn)->memory : NULL;
  return m && m->nresults ? m : NULL;
}

/* What the body does to memory (Obj.memory), made in arena: what it
   writes other than its own locals, whether it reads memory it is not
   handed (a global, a static local).  Its callees' are known first; one
   not known yet (a cycle) and one outside the program handed a pointer
   may write anything. */
static MemoryUse *memory_of(const TranslationUnit *tu, const Cfg *cfg, Arena *arena) {
  uint8_t flags = 0;
  MemberList members = {0}, read = {0};
  ObjList statics = {0};
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *block = cfg->blocks.data[i];
    for (int k = 0; k < block->events.len; k++) {
      const Event *e = &block->events.data[k];
      const Obj *obj;
      switch (e->kind) {
      case EV_WRITE:
        if (e->node->kind != ND_DECL)
          flags |= place_written(e->node, &members);
        obj = e->node->kind == ND_DECL ? NULL : object_of(strip_casts(e->node));
        if (obj && private_static(obj))
          add_static(&statics, first_declaration((Obj *)obj));
        break;
      case EV_READ: case EV_ADDR: {
        const Node *n = e->node->kind == ND_DECL ? NULL : strip_casts(e->node);
        obj = n ? object_of(n) : NULL;
        if (obj && obj->kind == OBJ_VAR && !is_tracked_local(obj))
          flags |= MEM_READS_GLOBALS;
        if (e->kind == EV_READ && n && n->kind == ND_MEMBER && n->member->name)
          add_member(&read, n->member);
        else if (e->kind == EV_READ && n && !(obj && is_tracked_local(obj)))
          flags |= MEM_READS_OTHER; /* through a pointer, an element, a global */
        break;
      }
      case EV_CALL: {
        const Obj *callee = e->node->obj ? first_declaration(e->node->obj) : NULL;
        flags |= call_memory(tu, e->node->obj, e->node, &members);
        for (int r = 0; callee && callee->memory && r < callee->memory->nread; r++)
          add_member(&read, callee->memory->read[r]);
        for (int r = 0; callee && callee->memory && r < callee->memory->nstatics; r++)
          add_static(&statics, callee->memory->statics[r]);
        break;
      }
      case EV_CLEANUP:
        flags |= call_memory(tu, e->node->kind == ND_VAR ? e->node->obj : NULL, NULL, &members);
        break;
      case EV_ASM:
        flags |= MEM_ANYTHING;
        break;
      default:
        break;
      }
    }
  }
  MemoryUse *m = memory_use(arena, flags, &members, &read, &statics);
  member_list_free(&members);
  member_list_free(&read);
  VEC_FREE(statics);
  /* the numbers its returns give, each written as one */
  const Type *result = cfg->function->type ? cfg->function->type->base : NULL;
  bool numbers = result && type_is_integer(result);
  for (int i = 0; i < cfg->blocks.len && numbers; i++) {
    const Block *b = cfg->blocks.data[i];
    if (b->term == TERM_RETURN)
      numbers = b->cond && strip_casts(b->cond)->is_constant && add_result(m, strip_casts(b->cond)->value);
  }
  if (!numbers)
    m->nresults = 0;
  return m;
}

/* The records that name no member, no static and no number, one for each
   value of the flags, shared: most functions' (a whole program's small
   functions write and read nothing by name). */
static MemoryUse *plain_memory[256];
static const Member *no_members[1];

/* A function's record is made in this arena while its inference runs (which
   may add the numbers it returns), then kept (keep_memory). */
static Arena memory_work;

/* m as it stays: the shared record of its flags when it names nothing
   else, else a copy in arena. */
static const MemoryUse *keep_memory(const MemoryUse *m, Arena *arena) {
  if (!m->nmembers && !m->nread && !m->nstatics && !m->nresults) {
    MemoryUse **plain = &plain_memory[m->flags];
    if (!*plain) { /* made once for the whole run */
      *plain = xcalloc(1, sizeof **plain);
      (*plain)->flags = m->flags;
      (*plain)->read = no_members;
    }
    return *plain;
  }
  MemoryUse *kept = arena_memdup(arena, m, sizeof *m + sizeof m->members[0] * (size_t)m->nmembers);
  kept->read = arena_memdup(arena, m->read, sizeof *m->read * (size_t)(m->nread + 1));
  kept->statics = m->nstatics ? arena_memdup(arena, m->statics, sizeof *m->statics * (size_t)m->nstatics) : NULL;
  return kept;
}

/* m with more flags, kept as keep_memory keeps it. */
static const MemoryUse *memory_with_flags(const MemoryUse *m, uint8_t flags, Arena *arena) {
  MemoryUse *copy = arena_memdup(&memory_work, m, sizeof *m + sizeof m->members[0] * (size_t)m->nmembers);
  copy->flags |= flags;
  const MemoryUse *kept = keep_memory(copy, arena);
  arena_reset(&memory_work);
  return kept;
}

static void inference_free(Inference *in) {
  VEC_FREE(in->assumed);
  VEC_FREE(in->let_go);
  VEC_FREE(in->slips);
  VEC_FREE(in->effects);
  VEC_FREE(in->exits);
  VEC_FREE(in->acquired);
  VEC_FREE(in->used);
  VEC_FREE(in->conflicts);
  VEC_FREE(in->varying);
}

/* Runs the analysis over the body to learn its contract (a second run
   when it releases locks it did not take, held on entry then), and reads
   the contract off the last run, made in arena; in->exits stay valid
   until the next run. */
static Contract *inferred_runs(Analysis *a, Inference *in, Arena *arena) {
  a->infer = in;
  analysis_run(a, NULL); /* a function without annotations has no contract of its own */
  for (int i = 0; i < in->effects.len; i++)
    if (in->effects.data[i].meaning > AN_REQUIRES_SHARED && !has_path(&in->slips, in->effects.data[i].cap) &&
        !varies(in, &in->effects.data[i]))
      VEC_PUSH(in->assumed, in->effects.data[i]);
  if (in->assumed.len) { /* the second run */
    in->effects.len = in->exits.len = in->acquired.len = in->used.len = in->conflicts.len = in->varying.len = 0;
    in->releases = false;
    in->let_go.len = in->slips.len = 0;
    analysis_run(a, NULL);
  }
  return inferred_contract(a, in, arena);
}

/* Do the returns disagree on the locks held, or did the body take a lock
   it held?  Then no one contract says what the function does. */
static bool disagrees(const Inference *in) {
  if (in->conflicts.len)
    return true;
  for (int i = 1; i < in->exits.len; i++)
    if (!world_same_locks(in->exits.data[0].world, in->exits.data[i].world))
      return true;
  return false;
}

enum { MAX_CASES = 8 };

/* The first parameter the body switches on, with at most MAX_CASES
   cases of one number each: its position and the numbers (*values); the
   count, 0 for none. */
static int case_values(Analysis *a, int *position, const Obj **param, int64_t *values) {
  const Cfg *cfg = a->cfg;
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    const Node *on = b->term == TERM_SWITCH ? strip_casts(b->cond) : NULL;
    if (!on || on->kind != ND_VAR || !on->obj->is_param || b->succs.len > MAX_CASES + 1)
      continue;
    int n = 0;
    for (int k = 0; k < b->succs.len; k++)
      if (!b->cases[k].is_default && b->cases[k].lo == b->cases[k].hi)
        values[n++] = b->cases[k].lo;
    int index = 0;
    const Obj *p = a->function->params;
    while (p && p != on->obj) {
      p = p->next;
      index++;
    }
    if (p && n >= 2 && n <= MAX_CASES) {
      *position = index;
      *param = p;
      return n;
    }
  }
  return 0;
}

/* Do two returns hold one lock in two modes (shared at one, exclusive at
   the other)? */
static bool modes_differ(const Inference *in) {
  for (int i = 0; i < in->exits.len; i++) {
    const World *w = in->exits.data[i].world;
    for (int h = 0; h < w->nheld; h++)
      for (int k = i + 1; k < in->exits.len; k++) {
        const Held *there = world_held(in->exits.data[k].world, w->held[h].cap);
        if (there && there->shared != w->held[h].shared)
          return true;
      }
  }
  return false;
}

/* The parameter a call hands on as the argument of a callee's one case
   (a wrapper of a function whose flag picks a lock's mode); NULL for
   none. */
static const Node *flag_handed_on(const Block *b) {
  for (int k = 0; k < b->events.len; k++) {
    const Event *e = &b->events.data[k];
    const Contract *c = e->kind == EV_CALL && e->node->obj ? contract_of(e->node->obj) : NULL;
    const Node *arg = c && c->ncases == 1 ? call_argument(e->node, c->case_arg + 1) : NULL;
    if (arg && strip_casts(arg)->kind == ND_VAR)
      return strip_casts(arg);
  }
  return NULL;
}

/* The nth test of a parameter (of an integer type) for 0 alone (`if
   (wr)`), or its nth handing on as a flag (flag_handed_on), with the
   parameter's position: a flag that may pick a lock's mode (unbound's
   lruhash_lookup: `if (wr) wrlock(&e->lock); else rdlock(&e->lock);`,
   and slabhash_lookup, which hands its wr on to it). */
static bool flag_param(Analysis *a, int nth, int *position, const Obj **param) {
  for (int i = 0; i < 2 * a->cfg->blocks.len; i++) {
    const Block *b = a->cfg->blocks.data[i / 2];
    const Node *on = i % 2 ? flag_handed_on(b) : b->term == TERM_BRANCH ? strip_casts(b->cond) : NULL;
    if (on && on->kind == ND_NOT)
      on = strip_casts(on->lhs);
    if (!on || on->kind != ND_VAR || !on->obj->is_param || !type_is_integer(on->obj->type) || nth-- > 0)
      continue;
    int index = 0;
    for (const Obj *p = a->function->params; p && p != on->obj; p = p->next)
      index++;
    *position = index;
    *param = on->obj;
    return true;
  }
  return false;
}

/* Are two inferred contracts (NULL: nothing) the same? */
static bool same_contract(const Contract *x, const Contract *y) {
  for (int m = 0; m < AN_COUNT; m++) {
    const CapExpr *p = x ? x->caps[m] : NULL, *q = y ? y->caps[m] : NULL;
    for (; p && q; p = p->next, q = q->next)
      if (p->template != q->template)
        return false;
    if (p || q)
      return false;
  }
  return !x || !y || x->try_success == y->try_success;
}

/* An inferred contract that says nothing, of a case that does nothing. */
static Contract *empty_contract(const Analysis *a, Arena *arena) {
  Contract *c = ARENA_NEW(arena, Contract);
  c->inferred = true;
  c->function = a->function->type;
  return c;
}

/* The contract of a run with the parameter a given, equal to value or
   not; *mixed: its returns still hold a lock in two modes. */
static Contract *run_given(Analysis *a, const Inference *in, Arena *arena, bool equal, int64_t *value, bool *mixed) {
  a->given_values = value;
  a->ngiven = 1;
  a->given_equal = equal;
  Inference one = {.may_require = in->may_require, .has_callers = in->has_callers,
                   .locks_itself = in->locks_itself, .by_case = true};
  Contract *made = inferred_runs(a, &one, arena);
  *mixed = modes_differ(&one);
  inference_free(&one);
  a->ngiven = 0;
  return made;
}

/* Where the returns hold a lock in two modes, or (in a function whose
   callers can hold what it needs, may_require) keep it at some and not at
   others: the flag parameter that decides (with it 0, the returns agree
   on one mode, and with it not 0 on another; or a lookup's `keep_lock`), a
   case for 0, and for any other value the contract a run with it not 0
   shows; c where no parameter tested does so. */
static Contract *by_flag(Analysis *a, const Inference *in, Arena *arena, Contract *c) {
  int position = 0;
  for (int nth = 0; nth < MAX_CASES && flag_param(a, nth, &position, &a->given_param); nth++) {
    int64_t zero = 0;
    bool mixed_other, mixed_zero;
    Contract *other = run_given(a, in, arena, false, &zero, &mixed_other);
    Contract *when_zero = run_given(a, in, arena, true, &zero, &mixed_zero);
    if (mixed_other || mixed_zero || (!other && !when_zero) || same_contract(other, when_zero))
      continue;
    /* one case may do nothing: knot's `reschedule(events, mx_handover)`
       releases the locks its caller hands over, or takes its own */
    other = other ? other : empty_contract(a, arena);
    when_zero = when_zero ? when_zero : empty_contract(a, arena);
    other->case_arg = position;
    other->ncases = 1;
    other->cases = ARENA_NEW(arena, ContractCase);
    *other->cases = (ContractCase){0, when_zero};
    return other;
  }
  return c;
}

/* Where no one contract says what the function does (disagrees) and
   the body switches on a parameter: a contract per case's number,
   learnt by a run with the parameter equal to it (`pause_threads(PAUSE)`
   locks, `pause_threads(RESUME)` unlocks), kept where it says other than
   c, the contract for any other number. */
static Contract *with_cases(Analysis *a, const Inference *in, Arena *arena, Contract *c) {
  int64_t values[MAX_CASES];
  int position = 0;
  const Obj *param = NULL;
  int n = disagrees(in) ? case_values(a, &position, &param, values) : 0;
  if (n == 0 && disagrees(in) && (modes_differ(in) || in->may_require))
    return by_flag(a, in, arena, c);
  if (n == 0)
    return c;
  ContractCase *cases = ARENA_ARRAY(arena, ContractCase, n);
  int kept = 0;
  a->given_param = param;
  for (int i = 0; i < n; i++) {
    bool mixed;
    Contract *cc = run_given(a, in, arena, true, &values[i], &mixed);
    if (same_contract(cc, c))
      continue;
    cases[kept++] = (ContractCase){values[i], cc ? cc : empty_contract(a, arena)};
  }
  if (!kept)
    return c;
  if (!c)
    c = empty_contract(a, arena);
  c->case_arg = position;
  c->ncases = kept;
  c->cases = cases;
  return c;
}

/* Is n null, or a call that makes a new object? */
static bool new_or_null(const Node *n) {
  n = strip_casts(n);
  return (n->is_constant && n->value == 0) || (n->kind == ND_CALL && allocates(n->obj));
}

typedef VEC(const Node *) NodeList;

/* Is each of values (a function's returns, or its stores through an
   out-parameter) null or a new object: an allocator's, or a local that
   only ever holds one (`c = calloc(..); c->refs = 1; return c;`)?  Some
   must be a new object. */
static bool all_new(const Cfg *cfg, const NodeList *values) {
  VEC(const Obj *) locals = {0};
  bool fresh = values->len > 0, some = false;
  for (int i = 0; i < values->len && fresh; i++) {
    const Node *v = strip_casts(values->data[i]);
    if (automatic_variable(v))
      VEC_PUSH(locals, v->obj);
    else
      fresh = new_or_null(v);
    some |= !(v->is_constant && v->value == 0);
  }
  /* each such local: written only with a new object or null, its address
     never taken */
  for (int i = 0; i < cfg->blocks.len && fresh && locals.len; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int e = 0; e < b->events.len && fresh; e++) {
      const Event *ev = &b->events.data[e];
      const Node *n = ev->node;
      const Obj *var = n && (n->kind == ND_VAR || n->kind == ND_DECL) ? n->obj : NULL;
      bool listed = false;
      for (int k = 0; k < locals.len && var && !listed; k++)
        listed = locals.data[k] == var;
      if (listed && ev->kind == EV_ADDR)
        fresh = false;
      else if (listed && ev->kind == EV_WRITE)
        fresh = event_value(ev) && event_value(ev) != n && new_or_null(event_value(ev));
    }
  }
  VEC_FREE(locals);
  return fresh && some;
}

static bool is_parameter(const Obj *fn, const Obj *var) {
  for (const Obj *p = fn->params; p; p = p->next)
    if (p == var)
      return true;
  return false;
}

/* Is n, casts stripped, a number made only of fn's parameters and
   constants, by arithmetic and by calls of functions that read and write
   no memory (`key % 64`, `hash(key) & mask` with mask a constant)? */
static bool of_parameters(const Obj *fn, const Node *n) {
  n = strip_casts(n);
  if (n->is_constant)
    return true;
  switch (n->kind) {
  case ND_VAR:
    return n->obj->kind == OBJ_VAR && is_parameter(fn, n->obj) && type_is_integer(n->type);
  case ND_NEG: case ND_BITNOT: case ND_POS:
    return of_parameters(fn, n->lhs);
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
  case ND_SHL: case ND_SHR: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
    return of_parameters(fn, n->lhs) && of_parameters(fn, n->rhs);
  case ND_CALL: {
    const Obj *callee = n->obj ? first_declaration(n->obj) : NULL;
    const MemoryUse *m = callee ? callee->memory : NULL;
    if (!m || !writes_nothing(m) || (m->flags & MEM_ANYTHING) || m->nread || contract_of(callee))
      return false;
    for (const Node *arg = n->args; arg; arg = arg->next)
      if (!of_parameters(fn, arg))
        return false;
    return true;
  }
  default:
    return false;
  }
}

/* Is n a part of a file-scope array or struct that such numbers select
   (`table[key % 64]`, `pools[i].slots[j]`, `g.stats`)? */
static bool global_part(const Obj *fn, const Node *n) {
  switch (n->kind) {
  case ND_VAR:
    return n->obj->kind == OBJ_VAR && !n->obj->is_local && !n->obj->is_param;
  case ND_MEMBER:
    return !n->arrow && global_part(fn, n->lhs);
  case ND_INDEX:
    return n->lhs->type && n->lhs->type->kind == TY_ARRAY && global_part(fn, n->lhs) &&
           of_parameters(fn, n->rhs);
  default:
    return false;
  }
}

/* Is n, casts stripped, a parameter of fn or a variable of static
   storage (its value), or null, or a choice of two such, or the address
   of a part of a file-scope object its parameters select (global_part:
   `&table[key % 64]`, `table + (key & 63)`)? */
static bool parameter_or_global(const Obj *fn, const Node *n) {
  n = strip_casts(n);
  if (n->is_constant)
    return n->value == 0;
  if (n->kind == ND_COND) /* `c ? c : default_ctx`, `c ?: default_ctx` */
    return parameter_or_global(fn, n->then ? n->then : n->cond) && parameter_or_global(fn, n->els);
  if (n->kind == ND_ADDR)
    return global_part(fn, n->lhs);
  if (n->kind == ND_ADD && n->type && n->type->kind == TY_POINTER)
    return (global_part(fn, n->lhs) && n->lhs->type->kind == TY_ARRAY && of_parameters(fn, n->rhs)) ||
           (global_part(fn, n->rhs) && n->rhs->type->kind == TY_ARRAY && of_parameters(fn, n->lhs));
  if (n->kind != ND_VAR || n->obj->kind != OBJ_VAR)
    return false;
  return is_parameter(fn, n->obj) || (!n->obj->is_local && !n->obj->is_param);
}

/* Does every return of the function give a pointer parameter or a
   global's value, the parameters it returns given only such values
   (Obj.selects: `usbi_get_context(ctx)`)? */
static bool selects_argument(const Cfg *cfg) {
  const Obj *fn = cfg->function;
  const Type *t = fn->type ? fn->type->base : NULL;
  if (!t || t->kind != TY_POINTER)
    return false;
  bool any = false;
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    if (b->term == TERM_RETURN) {
      if (!b->cond || !parameter_or_global(fn, b->cond))
        return false;
      any = true;
    }
    for (int e = 0; e < b->events.len; e++) {
      const Event *ev = &b->events.data[e];
      const Node *n = ev->node ? strip_casts(ev->node) : NULL;
      if ((ev->kind == EV_WRITE || ev->kind == EV_ADDR) && n && n->kind == ND_VAR && n->obj->is_param &&
          (ev->kind == EV_ADDR || !event_value(ev) || !parameter_or_global(fn, event_value(ev))))
        return false;
    }
  }
  return any;
}

/* Does each return of the function give null or a new object (all_new)? */
static bool returns_new_object(const Cfg *cfg) {
  const Type *t = cfg->function->type ? cfg->function->type->base : NULL;
  if (!t || t->kind != TY_POINTER)
    return false;
  NodeList values = {0};
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    if (b->term == TERM_RETURN && b->cond)
      VEC_PUSH(values, b->cond);
  }
  bool fresh = all_new(cfg, &values);
  VEC_FREE(values);
  return fresh;
}

/* 1 + the index of the parameter each of whose stores through it
   (`*out = c`) gives null or a new object (all_new): a constructor that
   hands its object out that way (`create(&obj)`).  The parameter itself
   is never written.  0 for none. */
static int new_out_parameter(const Cfg *cfg) {
  int index = 1;
  for (const Obj *p = cfg->function->params; p && index < 100; p = p->next, index++) {
    const Type *t = p->type;
    if (!t || t->kind != TY_POINTER || !t->base || t->base->kind != TY_POINTER)
      continue;
    NodeList values = {0};
    bool plain = true; /* stores go through p as it came */
    for (int i = 0; i < cfg->blocks.len && plain; i++) {
      const Block *b = cfg->blocks.data[i];
      for (int e = 0; e < b->events.len && plain; e++) {
        const Event *ev = &b->events.data[e];
        const Node *n = ev->node ? strip_casts(ev->node) : NULL;
        if (ev->kind == EV_WRITE && n->kind == ND_VAR && n->obj == p)
          plain = false;
        else if (ev->kind == EV_WRITE && n->kind == ND_DEREF && strip_casts(n->lhs)->kind == ND_VAR &&
                 strip_casts(n->lhs)->obj == p)
          VEC_PUSH(values, event_value(ev) ? event_value(ev) : n);
      }
    }
    bool fresh = plain && all_new(cfg, &values);
    VEC_FREE(values);
    if (fresh)
      return index;
  }
  return 0;
}

/* Runs the analysis over fn's body to learn its contract, which goes on
   its first declaration (where every later one finds it); made in arena. */
static void infer_one(TranslationUnit *tu, const Cfg *cfg, Arena *scratch, bool thread_entry, bool called_here) {
  Arena *arena = &tu->arena;
  Obj *fn = cfg->function;
  oom_context_function(fn->name->name);
  Inference in = {0};
  bool is_static = false;
  for (const Obj *d = fn; d; d = d->previous)
    is_static |= (d->storage & SC_STATIC) != 0;
  Obj *first = first_declaration(fn);
  /* its callers can hold what it needs: every caller is seen (static),
     or, for one of external linkage, the unit calls it too, so its
     callers here are checked against what it needs, and those of other
     files where a project run hands them its contract */
  in.may_require = (is_static || called_here) && !first->address_taken;
  in.has_callers = !thread_entry && strcmp(fn->name->name, "main") != 0;
  in.locks_itself = locks_itself(cfg);
  MemoryUse *memory = memory_of(tu, cfg, &memory_work);
  first->memory = memory; /* a call of itself reads it */
  first->returns_new = returns_new_object(cfg);
  first->selects = selects_argument(cfg) && !touches_locks(cfg); /* a lookup that locks is no getter */
  first->new_out_param = (int8_t)new_out_parameter(cfg);
  first->unshares_param = (int8_t)unshared_parameter(cfg, &first->unshares_object);
  if (!touches_locks(cfg)) {
    first->memory = keep_memory(memory, arena);
    arena_reset(&memory_work);
    contract_set_inferred(first, NULL);
    return;
  }
  Analysis a = {.arena = scratch, .tu = tu, .cfg = cfg, .function = fn};
  Contract *c = inferred_runs(&a, &in, arena);
  if (memory->nresults == 0 && type_is_integer(fn->type->base))
    exit_results(&in, memory);
  first->memory = keep_memory(memory, arena);
  arena_reset(&memory_work);
  contract_set_inferred(first, with_cases(&a, &in, arena, c));
  analysis_free(&a);
  inference_free(&in);
  arena_reset(scratch);
}

/* Argument `position` (from 1) of call, casts and & stripped; NULL for none. */
static const Node *argument(const Node *call, int position) {
  const Node *arg = call_argument(call, position);
  if (!arg)
    return NULL;
  arg = strip_casts(arg);
  return arg->kind == ND_ADDR ? strip_casts(arg->lhs) : arg;
}

int start_routine_position(const char *name) {
  return !strcmp(name, "pthread_create") ? 3 : !strcmp(name, "thrd_create") ? 2 : 0;
}

/* pthread_join or thrd_join? */
static bool is_join_function(const char *name) {
  return !strcmp(name, "pthread_join") || !strcmp(name, "thrd_join");
}

/* start_routine_position of the function call calls. */
static int call_start_position(const Node *call) {
  return call->obj && call->obj->kind == OBJ_FUNC ? start_routine_position(call->obj->name->name) : 0;
}

const Node *thread_argument(const Node *call) {
  int position = call_start_position(call); /* the thread's argument follows its function */
  return position ? call_argument(call, position + 1) : NULL;
}

/* The argument of a call to pthread_create or thrd_create, or to a
   wrapper of one (Obj.thread_param), that is the thread's function; when
   the function named there is a trampoline (Obj.trampoline), the
   argument it is given, which it calls. */
static const Node *thread_function_arg(const Node *call) {
  if (!call->obj || call->obj->kind != OBJ_FUNC)
    return NULL;
  int position = call_start_position(call);
  if (!position)
    return argument(call, first_declaration(call->obj)->thread_param);
  const Node *fn = argument(call, position);
  if (fn && fn->kind == ND_VAR && fn->obj->kind == OBJ_FUNC && first_declaration(fn->obj)->trampoline)
    return argument(call, position + 1);
  return fn;
}

/* Does cfg's function call its first parameter (`((void (*)(void))arg)()`):
   a thread's function that runs the function it is given? */
static bool calls_first_parameter(const Cfg *cfg) {
  const Obj *param = cfg->function->params;
  for (int k = 0; param && k < cfg->blocks.len; k++) {
    const Block *b = cfg->blocks.data[k];
    for (int e = 0; e < b->events.len; e++) {
      const Node *call = b->events.data[e].node;
      if (b->events.data[e].kind != EV_CALL || call->obj)
        continue;
      const Node *f = callee_expression(call);
      if (f->kind == ND_VAR && f->obj == param)
        return true;
    }
  }
  return false;
}

/* The function a call to pthread_create or thrd_create, or to a wrapper
   of one, starts a thread in, when it names one. */
Obj *started_thread(const Node *call) {
  const Node *arg = thread_function_arg(call);
  return arg && arg->kind == ND_VAR && arg->obj->kind == OBJ_FUNC ? arg->obj : NULL;
}

bool starts_unnamed_thread(const Node *call) {
  const Node *fn = thread_function_arg(call);
  return fn && !started_thread(call) && !(fn->kind == ND_VAR && fn->obj->is_param);
}

bool starts_thread(const Node *call) {
  Obj *fn = call->obj;
  if (!fn || fn->kind != OBJ_FUNC)
    return false;
  return call_start_position(call) || first_declaration(fn)->starts_threads;
}

bool leaves_thread(const Node *call) {
  return starts_thread(call) && !first_declaration(call->obj)->joins_own;
}

bool joins_thread(const Node *call) {
  Obj *fn = call->obj;
  return fn && fn->kind == OBJ_FUNC && (is_join_function(fn->name->name) || first_declaration(fn)->joins_threads);
}

/* The direct calls of cfg's function (EV_CALL events with a callee
   named), added to calls, in block order. */
typedef VEC(const Node *) CallList;

static void calls_in(const Cfg *cfg, CallList *calls) {
  for (int k = 0; k < cfg->blocks.len; k++) {
    const Block *b = cfg->blocks.data[k];
    for (int e = 0; e < b->events.len; e++)
      if (b->events.data[e].kind == EV_CALL && b->events.data[e].node->obj)
        VEC_PUSH(*calls, b->events.data[e].node);
  }
}

/* Did the token come from a macro whose name has word in it? */
static bool from_macro(const Token *tok, const char *word) {
  for (const Expansion *e = tok ? token_expansion(tok) : NULL; e; e = e->parent)
    if (strstr(e->macro->name, word))
      return true;
  return false;
}

Obj *addressed(const Node *arg, Member **member) {
  *member = NULL;
  arg = strip_casts(arg);
  if (arg->kind != ND_ADDR)
    return NULL;
  const Node *place = strip_casts(arg->lhs);
  if (place->kind == ND_MEMBER) {
    *member = place->member;
    return NULL;
  }
  return place->kind == ND_VAR && place->obj->kind == OBJ_VAR ? first_declaration(place->obj) : NULL;
}

/* Does the expression say PTHREAD_MUTEX_RECURSIVE (or _NP), by the name
   of its enumerator or of the macro it comes from? */
static bool names_recursive(const Node *n) {
  if ((n->kind == ND_ENUM_CONST || n->kind == ND_VAR) && n->obj && strstr(n->obj->name->name, "RECURSIVE"))
    return true;
  return (token_ident(node_tok(n)) && strstr(token_ident(node_tok(n))->name, "RECURSIVE")) || from_macro(node_tok(n), "RECURSIVE");
}

/* The wrappers of the initialization of the mutex a member of their
   argument's object points to (coturn's turn_mutex_init_recursive(m):
   `pthread_mutex_init(m->mutex, &attr)`, and turn_mutex_init(m), the
   plain one), by first declaration: the parameter (1 + its index), the
   member, whether it makes that mutex recursive or plain.  The unit's,
   and those other files' summaries give (import_contracts), until the
   next unit. */
typedef struct MemberInit {
  const Obj *function;
  int position;
  const Member *member;
  bool plain;
} MemberInit;
static VEC(MemberInit) member_inits;

/* The objects given to those wrappers, or set up so in place: the holder
   (a variable's first declaration, or a member, of every object, that
   holds the struct: `&tp->mutex`), the member whose mutex, and whether
   made recursive or plain. */
typedef struct HolderInit {
  const void *holder;
  const Member *member;
  bool plain;
} HolderInit;
static VEC(HolderInit) holder_inits;

bool recursive_holder(const void *holder, const Member *member) {
  bool recursive = false;
  for (int i = 0; i < holder_inits.len; i++)
    if (holder_inits.data[i].holder == holder && holder_inits.data[i].member == member) {
      if (holder_inits.data[i].plain)
        return false; /* one object of two made each way */
      recursive = true;
    }
  return recursive;
}

static void add_holder_init(const void *holder, const Member *member, bool plain) {
  for (int i = 0; i < holder_inits.len; i++)
    if (holder_inits.data[i].holder == holder && holder_inits.data[i].member == member &&
        holder_inits.data[i].plain == plain)
      return;
  VEC_PUSH(holder_inits, ((HolderInit){holder, member, plain}));
}

/* fn becomes a wrapper that initializes the mutex member of its
   parameter position's object points to; true when it was not yet. */
static bool add_member_init(const Obj *fn, int position, const Member *member, bool plain) {
  const Obj *first = first_declaration((Obj *)fn);
  if (!position)
    return false;
  for (int i = 0; i < member_inits.len; i++)
    if (member_inits.data[i].function == first && member_inits.data[i].member == member &&
        member_inits.data[i].plain == plain)
      return false;
  VEC_PUSH(member_inits, ((MemberInit){first, position, member, plain}));
  return true;
}

/* fn's parameter var as its Obj.recursive_param (1 + its index), or 0. */
static int param_position(const Obj *fn, const Obj *var) {
  if (!var->is_param)
    return 0;
  int index = 1;
  for (const Obj *p = fn->params; p && p != var; p = p->next)
    index++;
  return index < 100 ? index : 0;
}

/* The mutex member points to in the object at place is initialized,
   recursive or plain: the holder marked, of a variable (`g`) or a member
   (`tp->mutex`); false for another place. */
static bool init_place(const Node *place, const Member *member, bool plain) {
  place = strip_casts(place);
  if (place->kind == ND_VAR && place->obj->kind == OBJ_VAR)
    add_holder_init(first_declaration(place->obj), member, plain);
  else if (place->kind == ND_MEMBER)
    add_holder_init(place->member, member, plain);
  else
    return false;
  return true;
}

/* The mutex member points to in the object arg (of a call in fn) names
   is initialized, recursive or plain: the holder of a variable (`&g`) or
   a member (`&tp->mutex`) marked; for fn's parameter, fn a wrapper of it
   (add_member_init); for another pointer, the member of every object
   (plain: listed in plain).  True when fn became a wrapper. */
static bool init_object(const Obj *fn, const Node *object, const Member *member, bool plain, MemberList *plain_members) {
  object = strip_casts(object);
  if (object->kind == ND_ADDR && init_place(object->lhs, member, plain))
    return false;
  int position = object->kind == ND_VAR ? param_position(fn, object->obj) : 0;
  if (position)
    return add_member_init(fn, position, member, plain);
  else if (plain)
    add_member(plain_members, member);
  else
    ((Member *)member)->recursive = true;
  return false;
}

/* Marks the mutex that argument arg of a call in function fn points to as
   initialized recursive or plain: a variable (`&m`), a member (`&s->mu`,
   of every object), the mutex a pointer member points to (`g.small`,
   `tp->mutex.mutex`: init_object, for the object it is in), or, for fn's
   parameter, every mutex fn's callers pass there (Obj.recursive_param:
   a wrapper of the recursive initialization).  A plain member goes in
   plain_members.  True when fn became such a wrapper. */
static bool mark_init(const Obj *fn, const Node *arg, bool plain, MemberList *plain_members) {
  Member *member;
  Obj *mutex = addressed(arg, &member);
  arg = strip_casts(arg);
  if (mutex && !plain) {
    mutex->recursive = true;
  } else if (member) {
    if (plain)
      add_member(plain_members, member);
    else
      member->recursive = true;
    /* `&mutex->mutex` of fn's parameter: fn initializes the mutex of the
       object its callers pass, which other files learn from its summary
       (tor's tor_mutex_init, recursive, and tor_mutex_init_nonrecursive,
       for `&log_mutex` in log.c) */
    const Node *object = arg->kind == ND_ADDR ? strip_casts(arg->lhs) : NULL;
    object = object && object->kind == ND_MEMBER && object->arrow ? strip_casts(object->lhs) : NULL;
    object = object && object->kind == ND_DEREF ? strip_casts(object->lhs) : object;
    int position = object && object->kind == ND_VAR ? param_position(fn, object->obj) : 0;
    return position && add_member_init(fn, position, member, plain);
  } else if (arg->kind == ND_MEMBER && arg->type && arg->type->kind == TY_POINTER) {
    const Node *object = strip_casts(arg->lhs);
    if (arg->arrow) /* p->m: the object p points to */
      return init_object(fn, object->kind == ND_DEREF ? object->lhs : object, arg->member, plain, plain_members);
    if (!init_place(object, arg->member, plain)) /* s.m: the object s is */
      init_object(fn, object, arg->member, plain, plain_members);
    return false;
  } else if (arg->kind == ND_VAR && !plain) {
    Obj *first = first_declaration((Obj *)fn);
    int position = param_position(fn, arg->obj);
    if (position && !first->recursive_param) {
      first->recursive_param = (int8_t)position;
      return true;
    }
  }
  return false;
}

/* Does every path from cfg's entry to event to of block to_block pass
   event via of block via_block first? */
static bool always_before(const Cfg *cfg, const Block *via_block, int via, const Block *to_block, int to) {
  if (via_block == to_block)
    return via < to;
  bool *seen = xcalloc((size_t)cfg->blocks.len, sizeof(bool));
  VEC(const Block *) work = {0};
  VEC_PUSH(work, cfg->entry);
  seen[cfg->entry->id] = true;
  bool around = false; /* a path that does not pass via_block */
  while (work.len && !around) {
    const Block *b = work.data[--work.len];
    if (b == via_block)
      continue;
    around = b == to_block;
    for (int s = 0; s < b->succs.len; s++)
      if (!seen[b->succs.data[s]->id]) {
        seen[b->succs.data[s]->id] = true;
        VEC_PUSH(work, b->succs.data[s]);
      }
  }
  VEC_FREE(work);
  free(seen);
  return !around;
}

/* A call of pthread_mutexattr_settype, with where it is. */
typedef struct AttrSetting {
  const Obj *attr;
  int cfg;
  const Block *block;
  int event;
} AttrSetting;

/* Has attr been made recursive wherever event of block (of cfgs' cfg-th
   graph) runs: by a setting on every path to it in the same function, or
   by one in another function (of a static attribute)? */
static bool recursive_attr(const AttrSetting *settings, int n, const Obj *attr, int cfg, const Block *block,
                           int event, const CfgSet *cfgs) {
  for (int i = 0; i < n; i++)
    if (settings[i].attr == attr &&
        (settings[i].cfg != cfg || always_before(cfgs->cfgs.data[cfg], settings[i].block, settings[i].event, block, event)))
      return true;
  return false;
}

void mark_recursive_mutexes(const TranslationUnit *tu, const CfgSet *cfgs) {
  for (Obj *o = tu->globals; o; o = o->next)
    if (o->kind == OBJ_VAR && o->init && from_macro(node_tok(o->init), "RECURSIVE_MUTEX_INITIALIZER"))
      first_declaration(o)->recursive = true;
  /* attributes made recursive (on every path to the initialization), then
     the mutexes initialized with them, then those that wrappers of their
     initialization are given, to a fixed point */
  VEC(AttrSetting) settings = {0};
  for (int i = 0; i < cfgs->cfgs.len; i++)
    for (int b = 0; b < cfgs->cfgs.data[i]->blocks.len; b++) {
      const Block *block = cfgs->cfgs.data[i]->blocks.data[b];
      for (int k = 0; k < block->events.len; k++) {
        const Node *call = block->events.data[k].node;
        Member *member;
        if (block->events.data[k].kind != EV_CALL || !call->obj || !call->args || !call->args->next ||
            strcmp(call->obj->name->name, "pthread_mutexattr_settype") || !names_recursive(strip_casts(call->args->next)))
          continue;
        Obj *attr = addressed(call->args, &member);
        if (attr)
          VEC_PUSH(settings, ((AttrSetting){attr, i, block, k}));
      }
    }
  MemberList plain = {0}; /* members some initialization makes not recursive */
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < cfgs->cfgs.len; i++)
      for (int b = 0; b < cfgs->cfgs.data[i]->blocks.len; b++) {
        const Block *block = cfgs->cfgs.data[i]->blocks.data[b];
        for (int k = 0; k < block->events.len; k++) {
          const Node *call = block->events.data[k].node;
          if (block->events.data[k].kind != EV_CALL || !call->obj || call->obj->kind != OBJ_FUNC)
            continue;
          const Obj *fn = cfgs->cfgs.data[i]->function;
          const Obj *callee = first_declaration(call->obj);
          bool wrapper = callee->recursive_param;
          if (callee->recursive_param && call_argument(call, callee->recursive_param))
            changed |= mark_init(fn, call_argument(call, callee->recursive_param), false, &plain);
          for (int m = 0; m < member_inits.len; m++) {
            const MemberInit *mi = &member_inits.data[m];
            const Node *arg = mi->function == callee ? call_argument(call, mi->position) : NULL;
            if (arg)
              changed |= init_object(fn, arg, mi->member, mi->plain, &plain);
            wrapper |= arg != NULL;
          }
          if (wrapper || !call->args || !call->args->next || strcmp(call->obj->name->name, "pthread_mutex_init"))
            continue;
          Member *unused;
          const Obj *attr = addressed(call->args->next, &unused);
          changed |= mark_init(fn, call->args, !attr || !recursive_attr(settings.data, settings.len, attr, i, block, k, cfgs),
                               &plain);
        }
      }
  }
  /* a member (of every object of its struct) that one initialization makes
     recursive and another not is neither */
  for (int i = 0; i < plain.len; i++)
    ((Member *)plain.data[i])->recursive = false;
  member_list_free(&plain);
  VEC_FREE(settings);
}

void mark_counting_semaphores(const CfgSet *cfgs) {
  for (int i = 0; i < cfgs->cfgs.len; i++) {
    const Cfg *cfg = cfgs->cfgs.data[i];
    for (int b = 0; b < cfg->blocks.len; b++) {
      const Block *block = cfg->blocks.data[b];
      for (int k = 0; k < block->events.len; k++) {
        const Node *call = block->events.data[k].node;
        if (block->events.data[k].kind != EV_CALL || !call->obj || !call->args)
          continue;
        const char *name = call->obj->name->name;
        const Node *value = !strcmp(name, "sem_init") ? call_argument(call, 3) : NULL;
        bool counts = (value && value->is_constant && value->value > 1) ||
                      (!strcmp(name, "sem_post") && !paired_semaphore(cfg, block, call));
        Member *member;
        Obj *sem = counts ? addressed(call->args, &member) : NULL;
        if (sem)
          sem->counting = true;
        else if (counts && member)
          member->counting = true;
      }
    }
  }
}

/* The starts of a unit kept by mark_thread_starts, until
   thread_classes_forget. */
static Arena handles_arena;
static HashMap joined_starts; /* start calls whose thread their function joins before it returns */
static HashMap assigned_starts; /* calls of a returns_handle wrapper whose result a write keeps */

static bool in_set(HashMap *set, const Node *call) {
  return hashmap_get(set, (const char *)&call, sizeof call) != NULL;
}

static void add_to_set(HashMap *set, Arena *arena, const Node *call) {
  const Node **key = ARENA_NEW(arena, const Node *);
  *key = call;
  hashmap_put(set, (const char *)key, sizeof *key, (void *)call);
}

/* The call of a handle-returning wrapper (Obj.returns_handle) whose
   result event e writes into a place, the thread's handle
   (`*worker_thread = xcreate(primary_thread)`); NULL for another event. */
static const Node *handle_start(const Event *e) {
  if (e->kind != EV_WRITE || !event_value(e))
    return NULL;
  const Node *call = strip_casts(event_value(e));
  return in_set(&assigned_starts, call) ? call : NULL;
}

/* The handle a thread start fills or a join names, as text (`t`,
   `w->tid` as `*w.tid`, `ids[0]`), `[*]` for an element picked at run
   time (*wide set); false for one it does not spell. */
static bool handle_text(StrBuf *out, const Node *n, bool *wide) {
  n = strip_casts(n);
  switch (n->kind) {
  case ND_VAR: case ND_DECL:
    sb_puts(out, n->obj->name->name);
    return true;
  case ND_INDEX:
    if (!handle_text(out, n->lhs, wide))
      return false;
    if (n->rhs->is_constant)
      sb_printf(out, "[%lld]", (long long)n->rhs->value);
    else
      sb_puts(out, "[*]"), *wide = true;
    return true;
  case ND_MEMBER:
    if (!n->member->name || !handle_text(out, n->lhs, wide))
      return false;
    sb_printf(out, ".%s", n->member->name->name);
    return true;
  case ND_DEREF:
    sb_putc(out, '*');
    return handle_text(out, n->lhs, wide);
  default:
    return false;
  }
}

static uint64_t place_bit(ThreadHandles *handles, const Node *place);
static uint64_t text_bit(ThreadHandles *handles, char *text, bool wide, bool global);

/* Gives handles its bit 0, for threads of handles not known, if not yet. */
static void unknown_handle(ThreadHandles *handles) {
  if (!handles->len)
    VEC_PUSH(*handles, ((ThreadHandle){.starts = true}));
}

/* Is the handle place in memory of file scope: a variable of file scope
   (or a static one), an element or member of one, or reached through one
   (`*worker_thread`, `worker_thread[i]`)? */
static bool handle_root_global(const Node *place) {
  for (const Node *n = strip_casts(place); n; n = strip_casts(n->lhs)) {
    if (n->kind == ND_VAR)
      return n->obj->kind == OBJ_VAR && (!n->obj->is_local || (n->obj->storage & SC_STATIC));
    if (n->kind != ND_INDEX && n->kind != ND_MEMBER && n->kind != ND_DEREF)
      return false;
  }
  return false;
}

/* The handle place call's first argument names, where call is a start or
   a join itself (not a wrapper's): a start gives its address, a join its
   value; NULL for none. */
static const Node *direct_handle_place(const Node *call, bool start) {
  const char *name = call->obj ? call->obj->name->name : "";
  bool direct = start ? start_routine_position(name) : is_join_function(name);
  if (!call->args || !direct)
    return NULL;
  const Node *handle = strip_casts(call->args);
  if (start && handle->kind != ND_ADDR)
    return NULL;
  return start ? handle->lhs : handle;
}

/* The bit of the thread handle that call's first argument names,
   numbered as met in the function; bit 0 for one not known (a wrapper's,
   one past 63). */
static uint64_t handle_bit(ThreadHandles *handles, const Node *call, bool start) {
  unknown_handle(handles);
  const Node *place = direct_handle_place(call, start);
  return place ? place_bit(handles, place) : 1;
}

/* The bit of the thread handle place is (bit 0 for one not known). */
static uint64_t place_bit(ThreadHandles *handles, const Node *place) {
  unknown_handle(handles);
  StrBuf text = {0};
  bool wide = false;
  if (!handle_text(&text, place, &wide)) {
    sb_free(&text);
    return 1;
  }
  return text_bit(handles, text.data, wide, handle_root_global(place));
}

/* The bit of the handle of text (taken over), added when new. */
static uint64_t text_bit(ThreadHandles *handles, char *text, bool wide, bool global) {
  unknown_handle(handles);
  int i = 1;
  while (i < handles->len && strcmp(handles->data[i].text, text))
    i++;
  if (i == handles->len && i < 64)
    VEC_PUSH(*handles, ((ThreadHandle){.text = text, .wide = wide, .global = global}));
  else
    free(text);
  return i < 64 ? (uint64_t)1 << i : 1;
}

/* The length of a handle's text before its first element (`ids` of
   `ids[0]`), to tell the elements of one array. */
static size_t array_part(const char *text) { return strcspn(text, "["); }

/* The index of a handle's bit. */
static int handle_index(uint64_t bit) {
  int i = 0;
  while (!(bit & 1))
    bit >>= 1, i++;
  return i;
}

/* The bit of the handle of the thread event e starts and leaves running:
   a start, or a call of a function that starts threads, is one (of the
   handle a start fills, else bit 0), unless it is a handle-returning
   wrapper's call whose result is written: then the write is, of the
   place written; 0 for no start. */
static uint64_t start_bit(ThreadHandles *handles, const Event *e) {
  if (handle_start(e))
    return place_bit(handles, e->node);
  if (e->kind != EV_CALL || !leaves_thread(e->node) || in_set(&assigned_starts, e->node))
    return 0;
  return handle_bit(handles, e->node, true);
}

/* What an event does to the threads of main (or of a spawner): a start
   runs one, a join ends the one it names, once some path has joined it
   (`if (x) create(&t); ... if (x) join(t);`); a join of `ids[*]` in a loop
   ends every element's, and a join of an element the threads a loop
   started in the array (the loops are taken to match); a join through a
   wrapper ends every thread. */
void thread_event(ThreadHandles *handles, const Event *e, ThreadState *t) {
  uint64_t bit = start_bit(handles, e);
  if (bit) {
    t->running |= bit;
    t->joined &= ~bit;
    return;
  }
  if (e->kind != EV_CALL)
    return;
  if (!t->running || !joins_thread(e->node))
    return;
  bit = handle_bit(handles, e->node, false);
  if (bit == 1) {
    t->joined = ~(uint64_t)0;
    return;
  }
  const ThreadHandle *h = &handles->data[handle_index(bit)];
  t->joined |= bit;
  if (!h->starts)
    t->joined |= 1; /* a handle no start here fills: one a wrapper's start returned */
  for (int i = 1; i < handles->len; i++) {
    const ThreadHandle *o = &handles->data[i];
    size_t n = array_part(h->text);
    /* an element of an array, and the array a loop starts or joins them in */
    if (o != h && (h->wide || o->wide) && array_part(o->text) == n && o->text[n] && !strncmp(o->text, h->text, n))
      t->joined |= (uint64_t)1 << i;
  }
}

bool threads_run(const ThreadState *t) { return (t->running & ~t->joined) != 0; }

char *ended_entries(const ThreadHandles *handles, const ThreadState *t) {
  StrBuf b = {0};
  for (int i = 1; i < handles->len && i < 64; i++) {
    const Obj *entry = handles->data[i].entry;
    if (!(t->joined >> i & 1) || !entry || runs_entry(handles, t, entry))
      continue;
    char *key = function_key(entry);
    list_add(&b, key);
    free(key);
  }
  return b.data;
}

bool runs_entry(const ThreadHandles *handles, const ThreadState *t, const Obj *entry) {
  uint64_t run = t->running & ~t->joined;
  for (int i = 0; i < handles->len && i < 64; i++)
    if ((run >> i & 1) && (!handles->data[i].entry || handles->data[i].entry == entry))
      return true;
  return false;
}

void thread_handles_free(ThreadHandles *handles) {
  for (int i = 0; i < handles->len; i++)
    free(handles->data[i].text);
  VEC_FREE(*handles);
}

typedef VEC(char *) Names;

/* The function an argument names (`f`, `&f`), or NULL. */
static const Obj *given_function(const Node *arg) {
  const Node *given = strip_casts(arg);
  given = given->kind == ND_ADDR ? strip_casts(given->lhs) : given;
  return given->kind == ND_VAR && given->obj->kind == OBJ_FUNC ? first_declaration(given->obj) : NULL;
}

/* May a call of fn start one of the program's threads by what fn's body
   does: one of the unit's that may (Obj.may_start), or another file's,
   which no system header declares? */
static bool callee_may_start(const Obj *fn) {
  if (has_body(fn))
    return fn->may_start;
  const SrcFile *file = src_get(fn->tok->loc.file);
  return file && !file->system;
}

/* May call start one of the program's threads, as far as the unit knows:
   a start; a call through a pointer; a call given a function; a call of
   a function the unit does not define that no system header declares
   (another file's); one of the unit's that may (Obj.may_start)? */
static bool call_may_start(const Node *call) {
  const Obj *fn = call->obj && call->obj->kind == OBJ_FUNC ? first_declaration(call->obj) : NULL;
  if (!fn || starts_thread(call))
    return true;
  for (const Node *arg = call->args; arg; arg = arg->next)
    if (given_function(arg))
      return true;
  return callee_may_start(fn);
}

/* Obj.may_start of each function of cfgs, to a fixed point. */
static void mark_may_start(const CfgSet *cfgs) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < cfgs->cfgs.len; i++) {
      const Cfg *cfg = cfgs->cfgs.data[i];
      Obj *first = first_declaration(cfg->function);
      for (int k = 0; k < cfg->blocks.len && !first->may_start; k++)
        for (int e = 0; e < cfg->blocks.data[k]->events.len && !first->may_start; e++) {
          const Event *ev = &cfg->blocks.data[k]->events.data[e];
          if (ev->kind == EV_CALL && call_may_start(ev->node))
            first->may_start = changed = true;
        }
    }
  }
}

/* What call may start, for OrderStep.running, into out (malloc'ed): the
   function a thread it starts runs (`?`: one not named), the function it
   calls but a library function a system header declares and one of the
   unit's that may start none (Obj.may_start), the functions it is given
   (`pthread_once(&once, init)`), and `?` for a call through a pointer.  A
   library function starts none of the program's threads unless it is
   given one of its functions. */
static void call_names(const Node *call, Names *out) {
  const Obj *fn = call->obj && call->obj->kind == OBJ_FUNC ? first_declaration(call->obj) : NULL;
  if (!fn) {
    VEC_PUSH(*out, xstrdup("?"));
    return;
  }
  if (call_start_position(call) || fn->thread_param) {
    Obj *entry = started_thread(call);
    VEC_PUSH(*out, entry ? function_key(first_declaration(entry)) : xstrdup("?"));
  }
  if (callee_may_start(fn))
    VEC_PUSH(*out, function_key(fn));
  for (const Node *arg = call->args; arg; arg = arg->next)
    if (given_function(arg))
      VEC_PUSH(*out, function_key(given_function(arg)));
}

/* The index of name in p->names, added if new. */
static int name_index(Preceding *p, const char *name) {
  for (int i = 0; i < p->names.len; i++)
    if (!strcmp(p->names.data[i], name))
      return i;
  VEC_PUSH(p->names, xstrdup(name));
  return p->names.len - 1;
}

void preceding_event(const Preceding *p, const Event *e, uint64_t *set) {
  if (e->kind != EV_CALL)
    return;
  Names names = {0};
  call_names(e->node, &names);
  for (int i = 0; i < names.len; i++) {
    for (int k = 0; k < p->names.len; k++)
      if (!strcmp(p->names.data[k], names.data[i]))
        set[k / 64] |= (uint64_t)1 << (k % 64);
    free(names.data[i]);
  }
  VEC_FREE(names);
}

void preceding_find(const Cfg *cfg, Preceding *p) {
  *p = (Preceding){0};
  for (int i = 0; i < cfg->blocks.len; i++)
    for (int k = 0; k < cfg->blocks.data[i]->events.len; k++) {
      const Event *e = &cfg->blocks.data[i]->events.data[k];
      if (e->kind != EV_CALL)
        continue;
      Names names = {0};
      call_names(e->node, &names);
      for (int j = 0; j < names.len; j++) {
        name_index(p, names.data[j]);
        free(names.data[j]);
      }
      VEC_FREE(names);
    }
  p->words = (p->names.len + 63) / 64;
  int n = cfg->blocks.len, w = p->words;
  p->in = xcalloc((size_t)n * (size_t)w + 1, sizeof(uint64_t));
  uint64_t *out = xcalloc((size_t)w + 1, sizeof(uint64_t)), *failed = xcalloc((size_t)w + 1, sizeof(uint64_t));
  for (bool changed = true; changed && w;) {
    changed = false;
    for (int i = 0; i < n; i++) {
      const Block *b = cfg->blocks.data[i];
      memcpy(out, &p->in[(size_t)b->id * (size_t)w], sizeof(uint64_t) * (size_t)w);
      memcpy(failed, out, sizeof(uint64_t) * (size_t)w);
      int start = -1;
      const Block *failure = start_failed(b, &start);
      for (int k = 0; k < b->events.len; k++) {
        preceding_event(p, &b->events.data[k], out);
        if (failure && k != start)
          preceding_event(p, &b->events.data[k], failed);
      }
      for (int k = 0; k < b->succs.len; k++) {
        uint64_t *to = &p->in[(size_t)b->succs.data[k]->id * (size_t)w];
        const uint64_t *from = b->succs.data[k] == failure ? failed : out; /* nothing started */
        for (int j = 0; j < w; j++) {
          changed |= (from[j] & ~to[j]) != 0;
          to[j] |= from[j];
        }
      }
    }
  }
  free(out);
  free(failed);
}

char *preceding_list(const Preceding *p, const uint64_t *set) {
  StrBuf b = {0};
  for (int k = 0; k < p->names.len; k++)
    if (set[k / 64] >> (k % 64) & 1)
      sb_printf(&b, "\x1e%s", p->names.data[k]);
  if (b.len)
    sb_puts(&b, "\x1e");
  return b.data ? b.data : xstrdup("");
}

void preceding_free(Preceding *p) {
  for (int i = 0; i < p->names.len; i++)
    free(p->names.data[i]);
  VEC_FREE(p->names);
  free(p->in);
}

/* What a call of a function of the unit does to thread handles of file
   scope, for its callers' flows (left_event): the handles it leaves
   running where it returns (lbzip2's init_io: `sink_thread =
   xcreate(...)`), those it joins (uninit_io: `xjoin(sink_thread)`), by
   text, and whether it leaves threads of other handles running; made by
   mark_thread_starts, until thread_classes_forget. */
typedef struct HandleEffects {
  const Obj *function;  /* first declaration */
  VEC(char *) started, joined; /* in handles_arena */
  bool others;
} HandleEffects;
/* The handles of one_global_place that some join of the unit names
   (start_into_one_handle), made by mark_thread_starts, until
   thread_classes_forget: keys in handles_arena. */
static HashMap joined_handles;
static VEC(HandleEffects) handle_effects;

static HandleEffects *effects_of(const Obj *fn) {
  const Obj *first = fn && fn->kind == OBJ_FUNC ? first_declaration((Obj *)fn) : NULL;
  for (int i = 0; first && i < handle_effects.len; i++)
    if (handle_effects.data[i].function == first)
      return &handle_effects.data[i];
  return NULL;
}

static uint64_t effect_bit(ThreadHandles *handles, const char *text) {
  return text_bit(handles, xstrdup(text), strstr(text, "[*]") != NULL, true);
}

static void apply_effects(ThreadHandles *handles, const HandleEffects *fx, ThreadState *t) {
  for (int i = 0; i < fx->started.len; i++) {
    uint64_t bit = effect_bit(handles, fx->started.data[i]);
    t->running |= bit;
    t->joined &= ~bit;
  }
  if (fx->others)
    t->running |= 1;
  for (int i = 0; i < fx->joined.len; i++) {
    uint64_t bit = effect_bit(handles, fx->joined.data[i]);
    if (bit == 1 || handles->data[handle_index(bit)].wide)
      t->joined |= bit & ~(uint64_t)1;
    else
      t->running &= ~bit;
  }
}

/* What an event does to the threads a function leaves running
   (Obj.joins_own): a start runs one; a join ends the thread of the plain
   handle it names on its own path only, and those of an array of handles
   as thread_event does, once some path has joined one (a loop that
   starts them and one that joins them are taken to match); a join
   through a wrapper, or of a handle not known, ends none; a call of a function with HandleEffects, what they say. */
static void left_event(ThreadHandles *handles, const Event *e, ThreadState *t) {
  const HandleEffects *fx = e->kind == EV_CALL ? effects_of(e->node->obj) : NULL;
  if (fx) {
    apply_effects(handles, fx, t);
    return;
  }
  uint64_t started = start_bit(handles, e);
  if (started) {
    t->running |= started;
    return;
  }
  if (e->kind != EV_CALL)
    return;
  uint64_t bit = t->running && joins_thread(e->node) ? handle_bit(handles, e->node, false) : 1;
  if (bit == 1)
    return;
  if (!handles->data[handle_index(bit)].wide) {
    t->running &= ~bit;
    return;
  }
  ThreadState joined = *t;
  thread_event(handles, e, &joined);
  t->joined |= joined.joined & ~(uint64_t)1; /* not the threads of unknown handles */
}

/* Does each thread cfg's function starts run a function that leaves no
   thread running itself (one that starts none, or joins_own)? */
static bool ends_its_threads(const Cfg *cfg) {
  for (int i = 0; i < cfg->blocks.len; i++)
    for (int k = 0; k < cfg->blocks.data[i]->events.len; k++) {
      const Event *e = &cfg->blocks.data[i]->events.data[k];
      if (e->kind != EV_CALL || !call_start_position(e->node))
        continue;
      const Obj *entry = started_thread(e->node);
      entry = entry ? first_declaration((Obj *)entry) : NULL;
      if (!entry || (entry->starts_threads && !entry->joins_own))
        return false;
    }
  return true;
}

/* The start call (pthread_create, thrd_create) whose result x is: the
   call, `(rv = call)`, or a variable the last write of b before its
   terminator gave the call's result; NULL for none. */
static const Node *start_result(const Block *b, const Node *x) {
  x = strip_casts(x);
  if (x->kind == ND_ASSIGN && x->op == ND_ASSIGN)
    x = strip_casts(x->rhs);
  if (x->kind == ND_VAR) {
    const Node *value = NULL;
    for (int k = 0; k < b->events.len; k++)
      if (written_variable(&b->events.data[k]) == x->obj)
        value = event_value(&b->events.data[k]);
    x = value ? strip_casts(value) : x;
  }
  return x->kind == ND_CALL && call_start_position(x) ? x : NULL;
}

const Block *start_failed(const Block *b, int *start) {
  if (b->term != TERM_BRANCH || b->succs.len != 2 || !b->cond)
    return NULL;
  const Node *x = strip_casts(b->cond);
  bool failed_if_true = true; /* a start gives 0 where it starts the thread */
  if (x->kind == ND_NOT)
    x = x->lhs, failed_if_true = false;
  else if ((x->kind == ND_EQ || x->kind == ND_NE || x->kind == ND_LT) && x->rhs->is_constant && x->rhs->value == 0)
    failed_if_true = x->kind != ND_EQ, x = x->lhs; /* `< 0`: an error number is positive, never true */
  const Node *call = start_result(b, x);
  for (int k = 0; call && k < b->events.len; k++)
    if (b->events.data[k].kind == EV_CALL && b->events.data[k].node == call) {
      *start = k;
      return b->succs.data[failed_if_true ? 0 : 1];
    }
  return NULL;
}

/* Per block id, the threads that may run on the way in (running from
   the function's entry), as event changes them, to a fixed point. */
static ThreadState *threads_flow(const Cfg *cfg, ThreadHandles *handles, uint64_t running,
                                 void (*event)(ThreadHandles *, const Event *, ThreadState *)) {
  int n = cfg->blocks.len;
  ThreadState *in = xcalloc((size_t)n + 1, sizeof(ThreadState));
  in[cfg->entry->id].running = running;
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < n; i++) {
      const Block *b = cfg->blocks.data[i];
      ThreadState out = in[b->id], failed = in[b->id];
      int start = -1;
      const Block *failure = start_failed(b, &start);
      for (int k = 0; k < b->events.len; k++) {
        event(handles, &b->events.data[k], &out);
        if (failure && k != start)
          event(handles, &b->events.data[k], &failed);
      }
      for (int k = 0; k < b->succs.len; k++) {
        ThreadState *to = &in[b->succs.data[k]->id];
        const ThreadState *from = b->succs.data[k] == failure ? &failed : &out; /* no thread runs */
        if ((from->running & ~to->running) || (from->joined & ~to->joined))
          changed = true;
        to->running |= from->running;
        to->joined |= from->joined;
      }
    }
  }
  return in;
}

ThreadState *threads_started(const Cfg *cfg, ThreadHandles *handles) {
  int n = cfg->blocks.len;
  /* first the handles each start fills, and the function it runs */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < cfg->blocks.data[i]->events.len; k++) {
      const Event *e = &cfg->blocks.data[i]->events.data[k];
      uint64_t bit = start_bit(handles, e);
      if (!bit)
        continue;
      int index = handle_index(bit); /* before data: the list may grow */
      ThreadHandle *h = &handles->data[index];
      const Node *start = handle_start(e);
      Obj *entry = started_thread(start ? start : e->node);
      entry = entry ? first_declaration(entry) : NULL;
      if (!h->starts)
        h->entry = entry;
      else if (h->entry != entry)
        h->entry = NULL;
      h->starts = true;
    }
  return threads_flow(cfg, handles, 0, thread_event);
}

/* The handle a call fills (pthread_create, thrd_create: the object its
   argument points to) or joins (pthread_join, thrd_join), or a wrapper of
   one's (Obj.start_handle_param, join_handle_param); NULL for none. */
static const Node *call_handle(const Node *call, bool start) {
  if (!call->obj || call->obj->kind != OBJ_FUNC)
    return NULL;
  const char *name = call->obj->name->name;
  const Obj *first = first_declaration(call->obj);
  if (start ? start_routine_position(name) : is_join_function(name))
    return argument(call, 1);
  return argument(call, start ? first->start_handle_param : first->join_handle_param);
}

/* Does fn pass its parameter as the handle of call, a start or a join
   (*param, 1 + its index, set the first time: true)? */
static bool handle_parameter(const Obj *fn, const Node *call, bool start, int8_t *param) {
  const Node *h = *param ? NULL : call_handle(call, start);
  int index = 1;
  for (const Obj *p = fn->params; h && h->kind == ND_VAR && p && index < 100; p = p->next, index++)
    if (p == h->obj) {
      *param = (int8_t)index;
      return true;
    }
  return false;
}

/* A handle's class, the same for the start and the join of one handle in
   two functions, appended to out: the members from the handle out to the
   object (`pid.handle` of `d->pid.handle`; `thread_id` of both
   `thr->thread_id` and `coder->threads[i].thread_id`), or a variable of
   file scope (`tid`, `tids[i]`); false for another (a local). */
static bool handle_class(StrBuf *out, const Node *n) {
  n = strip_casts(n);
  if (n->kind == ND_INDEX && n->lhs->type && n->lhs->type->kind == TY_ARRAY)
    n = strip_casts(n->lhs); /* an element of an array of handles: the array's class */
  bool member = false;
  for (; n->kind == ND_MEMBER; n = strip_casts(n->lhs)) {
    sb_printf(out, "%p.", (const void *)n->member);
    member = true;
  }
  if (n->kind == ND_INDEX && strip_casts(n->lhs)->kind == ND_VAR)
    n = strip_casts(n->lhs);
  if (n->kind == ND_VAR && n->obj->kind == OBJ_VAR && !n->obj->is_local) {
    sb_printf(out, "%p", (const void *)first_declaration(n->obj));
    return true;
  }
  return member && (n->kind == ND_DEREF || n->kind == ND_INDEX);
}

/* The unit's handle classes, each to the function its starts run
   (ambiguous: several), and each function (first declaration) to the
   thread functions whose threads it joins, itself or by the joiners it
   calls: from mark_thread_starts to the next unit's. */
static HashMap handle_entries, function_ends;

static const Obj ambiguous;

typedef VEC(const Obj *) EntryList;

/* The function the threads of call's handle run, by its class; NULL for
   none known. */
static const Obj *handle_entry(const Node *call, bool start) {
  const Node *h = call_handle(call, start);
  StrBuf key = {0};
  const Obj *entry = h && handle_class(&key, h) ? hashmap_get(&handle_entries, key.data, key.len) : NULL;
  sb_free(&key);
  return entry == &ambiguous ? NULL : entry;
}

/* Adds to *ends the thread functions whose threads call joins. */
static bool add_ends(EntryList *ends, const Node *call) {
  const Obj *entry = handle_entry(call, false);
  const Obj *callee = call->obj && call->obj->kind == OBJ_FUNC ? first_declaration(call->obj) : NULL;
  const EntryList *more = callee ? hashmap_get(&function_ends, (const char *)&callee, sizeof callee) : NULL;
  bool grew = false;
  for (int i = -1; i < (more ? more->len : 0); i++) {
    const Obj *e = i < 0 ? entry : more->data[i];
    bool listed = !e;
    for (int k = 0; k < ends->len && !listed; k++)
      listed = ends->data[k] == e;
    if (!listed) {
      VEC_PUSH(*ends, e);
      grew = true;
    }
  }
  return grew;
}

void thread_classes_forget(void) {
  for (int i = 0; i < function_ends.capacity; i++)
    if (function_ends.entries[i].key)
      VEC_FREE(*(EntryList *)function_ends.entries[i].value);
  hashmap_free(&handle_entries);
  hashmap_free(&function_ends);
  hashmap_free(&joined_starts);
  hashmap_free(&assigned_starts);
  hashmap_free(&joined_handles);
  for (int i = 0; i < handle_effects.len; i++) {
    VEC_FREE(handle_effects.data[i].started);
    VEC_FREE(handle_effects.data[i].joined);
  }
  VEC_FREE(handle_effects);
  arena_free(&handles_arena);
}

static bool add_text(Arena *arena, void *list, const char *text) {
  VEC(char *) *texts = list;
  for (int i = 0; i < texts->len; i++)
    if (!strcmp(texts->data[i], text))
      return false;
  VEC_PUSH(*texts, arena_strndup(arena, text, strlen(text)));
  return true;
}

/* Makes cfg's function's HandleEffects again from its flow (left_event,
   its callees' effects applied): true when they grew. */
static bool find_handle_effects(const Cfg *cfg) {
  ThreadHandles handles = {0};
  ThreadState *states = threads_flow(cfg, &handles, 0, left_event);
  const ThreadState *at_exit = &states[cfg->exit->id];
  HandleEffects found = {.function = first_declaration(cfg->function)};
  uint64_t left = at_exit->running & ~at_exit->joined;
  found.others = left & 1;
  for (int i = 1; i < handles.len && i < 64; i++)
    if (left >> i & 1) {
      if (handles.data[i].global)
        add_text(&handles_arena, &found.started, handles.data[i].text);
      else
        found.others = true;
    }
  for (int b = 0; b < cfg->blocks.len; b++)
    for (int k = 0; k < cfg->blocks.data[b]->events.len; k++) {
      const Event *e = &cfg->blocks.data[b]->events.data[k];
      if (e->kind != EV_CALL || !e->node->obj)
        continue;
      const HandleEffects *fx = effects_of(e->node->obj);
      for (int j = 0; fx && j < fx->joined.len; j++)
        add_text(&handles_arena, &found.joined, fx->joined.data[j]);
      if (!is_join_function(e->node->obj->name->name))
        continue;
      uint64_t bit = handle_bit(&handles, e->node, false);
      if (bit > 1 && handles.data[handle_index(bit)].global)
        add_text(&handles_arena, &found.joined, handles.data[handle_index(bit)].text);
    }
  free(states);
  thread_handles_free(&handles);
  bool grew = false;
  HandleEffects *kept = effects_of(cfg->function);
  if (!kept && (found.started.len || found.joined.len)) {
    VEC_PUSH(handle_effects, ((HandleEffects){.function = found.function}));
    kept = &handle_effects.data[handle_effects.len - 1];
    grew = true;
  }
  for (int i = 0; kept && i < found.started.len; i++)
    grew |= add_text(&handles_arena, &kept->started, found.started.data[i]);
  for (int i = 0; kept && i < found.joined.len; i++)
    grew |= add_text(&handles_arena, &kept->joined, found.joined.data[i]);
  if (kept && found.others && !kept->others)
    kept->others = grew = true;
  VEC_FREE(found.started);
  VEC_FREE(found.joined);
  return grew;
}

bool start_joined(const Node *call) { return in_set(&joined_starts, call); }

/* The variable of file scope (or static one), not an array, that n is or
   a member of by `.` alone; NULL if none. */
static const Obj *one_global_place(const Node *n) {
  for (n = strip_casts(n); n->kind == ND_MEMBER && !n->arrow; n = strip_casts(n->lhs))
    ;
  bool one = n->kind == ND_VAR && n->obj->kind == OBJ_VAR && (!n->obj->is_local || (n->obj->storage & SC_STATIC)) &&
             n->obj->type->kind != TY_ARRAY;
  return one ? first_declaration(n->obj) : NULL;
}

/* The key of a start's or a join's handle, when it is one_global_place:
   the variable, then the handle's text (two functions' static `tid` are
   two); NULL otherwise.  Freed by the caller. */
static char *one_handle_text(const Node *call, bool start) {
  const Node *place = direct_handle_place(call, start);
  const Obj *var = place ? one_global_place(place) : NULL;
  StrBuf text = {0};
  bool wide = false;
  sb_printf(&text, "%p:", (const void *)var);
  if (!var || !handle_text(&text, place, &wide)) {
    sb_free(&text);
    return NULL;
  }
  return text.data;
}

bool start_into_one_handle(const Node *call) {
  char *text = one_handle_text(call, true);
  bool joined = text && hashmap_get(&joined_handles, text, strlen(text));
  free(text);
  return joined;
}

/* The start of a thread that event e is (a start, or a write of a
   handle-returning wrapper's result), or NULL. */
static const Node *thread_start(const Event *e) {
  const Node *start = handle_start(e);
  return start ? start : e->kind == EV_CALL && call_start_position(e->node) ? e->node : NULL;
}

/* The bits of the plain handles two starts of cfg fill, which may lose
   the first thread's before the join (`create(&t, f); create(&t, g);
   join(t);`): a join of them ends neither for sure. */
static uint64_t filled_twice(const Cfg *cfg, ThreadHandles *handles) {
  uint64_t seen = 0, twice = 0;
  for (int i = 0; i < cfg->blocks.len; i++)
    for (int k = 0; k < cfg->blocks.data[i]->events.len; k++) {
      const Event *e = &cfg->blocks.data[i]->events.data[k];
      uint64_t bit = thread_start(e) ? start_bit(handles, e) : 1;
      if (bit <= 1 || handles->data[handle_index(bit)].wide)
        continue;
      twice |= seen & bit;
      seen |= bit;
    }
  return twice;
}

/* The starts of cfg's function whose thread, named by a plain handle or
   an array of them, it has joined wherever it returns (work() of lbzip2:
   `pthread_create(&pt, ...); pthread_join(pt, NULL);`), kept for
   start_joined, whatever the threads that thread leaves running. */
static void find_joined_starts(const Cfg *cfg) {
  ThreadHandles handles = {0};
  ThreadState *states = threads_flow(cfg, &handles, 0, left_event);
  const ThreadState *at_exit = &states[cfg->exit->id];
  uint64_t twice = filled_twice(cfg, &handles);
  for (int i = 0; i < cfg->blocks.len; i++)
    for (int k = 0; k < cfg->blocks.data[i]->events.len; k++) {
      const Event *e = &cfg->blocks.data[i]->events.data[k];
      const Node *start = thread_start(e);
      uint64_t bit = start ? start_bit(&handles, e) : 1;
      if (bit <= 1 || (twice & bit) || (at_exit->running & ~at_exit->joined & bit))
        continue;
      add_to_set(&joined_starts, &handles_arena, start);
    }
  free(states);
  thread_handles_free(&handles);
}

/* Marks the functions that start a thread into a local handle and return
   that handle wherever they return (Obj.returns_handle), then keeps the
   calls of them whose result a write keeps (assigned_starts). */
static void find_handle_wrappers(const CfgSet *cfgs) {
  for (int i = 0; i < cfgs->cfgs.len; i++) {
    const Cfg *cfg = cfgs->cfgs.data[i];
    const Obj *handle = NULL;
    for (int k = 0; k < cfg->blocks.len && !handle; k++)
      for (int e = 0; e < cfg->blocks.data[k]->events.len && !handle; e++) {
        const Event *ev = &cfg->blocks.data[k]->events.data[e];
        const Node *h = ev->kind == EV_CALL && call_start_position(ev->node) ? strip_casts(ev->node->args) : NULL;
        if (h && h->kind == ND_ADDR && strip_casts(h->lhs)->kind == ND_VAR) {
          const Obj *v = strip_casts(h->lhs)->obj;
          if (v->is_local && !v->is_param && !(v->storage & SC_STATIC))
            handle = v;
        }
      }
    bool returns = handle != NULL;
    for (int k = 0; k < cfg->blocks.len && returns; k++) {
      const Block *b = cfg->blocks.data[k];
      if (b->term == TERM_RETURN && b->reachable)
        returns = b->cond && strip_casts(b->cond)->kind == ND_VAR && strip_casts(b->cond)->obj == handle;
    }
    if (returns)
      first_declaration(cfg->function)->returns_handle = true;
  }
  for (int i = 0; i < cfgs->cfgs.len; i++)
    for (int k = 0; k < cfgs->cfgs.data[i]->blocks.len; k++)
      for (int e = 0; e < cfgs->cfgs.data[i]->blocks.data[k]->events.len; e++) {
        const Event *ev = &cfgs->cfgs.data[i]->blocks.data[k]->events.data[e];
        const Node *call = ev->kind == EV_WRITE && event_value(ev) ? strip_casts(event_value(ev)) : NULL;
        if (call && call->kind == ND_CALL && call->obj && call->obj->kind == OBJ_FUNC &&
            first_declaration(call->obj)->returns_handle)
          add_to_set(&assigned_starts, &handles_arena, call);
      }
}

static void find_handle_classes(const CfgSet *cfgs, const CallList *calls) {
  thread_classes_forget();
  for (int i = 0; i < cfgs->cfgs.len; i++)
    for (int k = 0; k < calls[i].len; k++) {
      const Node *h = call_handle(calls[i].data[k], true);
      const Obj *entry = h ? started_thread(calls[i].data[k]) : NULL;
      StrBuf key = {0};
      if (entry && handle_class(&key, h)) {
        entry = first_declaration((Obj *)entry);
        const Obj *was = hashmap_get(&handle_entries, key.data, key.len);
        char *kept = arena_strndup(&handles_arena, key.data, key.len);
        hashmap_put(&handle_entries, kept, key.len, (void *)(was && was != entry ? &ambiguous : entry));
      }
      sb_free(&key);
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < cfgs->cfgs.len; i++) {
      const Obj *first = first_declaration(cfgs->cfgs.data[i]->function);
      if (!first->joins_threads)
        continue;
      EntryList *ends = hashmap_get(&function_ends, (const char *)&first, sizeof first);
      if (!ends) {
        ends = ARENA_NEW(&handles_arena, EntryList);
        *ends = (EntryList){0};
        const Obj **key = ARENA_NEW(&handles_arena, const Obj *);
        *key = first;
        hashmap_put(&function_ends, (const char *)key, sizeof *key, ends);
      }
      for (int k = 0; k < calls[i].len; k++)
        changed |= add_ends(ends, calls[i].data[k]);
    }
  }
}

ThreadState *joins_in(const Cfg *cfg, ThreadHandles *handles) {
  const Obj *first = first_declaration(cfg->function);
  const EntryList *ends = hashmap_get(&function_ends, (const char *)&first, sizeof first);
  if (!ends || !ends->len)
    return NULL;
  unknown_handle(handles); /* bit 0: none */
  uint64_t running = 0;
  for (int i = 0; i < ends->len && handles->len < 64; i++) {
    VEC_PUSH(*handles, ((ThreadHandle){.text = function_key(ends->data[i]), .starts = true, .entry = ends->data[i]}));
    running |= (uint64_t)1 << (handles->len - 1);
  }
  return threads_flow(cfg, handles, running, join_event);
}

void join_event(ThreadHandles *handles, const Event *e, ThreadState *t) {
  if (e->kind != EV_CALL || !joins_thread(e->node))
    return;
  EntryList ended = {0};
  add_ends(&ended, e->node);
  for (int i = 1; i < handles->len; i++)
    for (int k = 0; k < ended.len; k++)
      if (handles->data[i].entry == ended.data[k])
        t->joined |= (uint64_t)1 << i;
  VEC_FREE(ended);
}

/* Marks the local whose address (or a member's, an element's) a call
   to pthread_create or thrd_create gives the thread (Obj.shared_local). */
static void mark_shared_local(const Node *call) {
  const Node *arg = thread_argument(call);
  if (!arg)
    return;
  arg = strip_casts(arg);
  bool array = arg->kind == ND_VAR && arg->type && arg->type->kind == TY_ARRAY; /* it decays to its address */
  if (arg->kind != ND_ADDR && !array)
    return;
  for (arg = array ? arg : strip_casts(arg->lhs); arg->kind == ND_MEMBER || arg->kind == ND_INDEX;)
    arg = strip_casts(arg->lhs);
  if (automatic_variable(arg))
    first_declaration(arg->obj)->shared_local = true;
}

/* Could fn be a start routine of call's kind: `void *f(void *)` for
   pthread_create, `int f(void *)` for thrd_create, either for a wrapper
   of one? */
static bool start_routine_type(const Obj *fn, const Node *call) {
  const Type *t = fn->type;
  int position = call_start_position(call);
  if (!t || t->kind != TY_FUNC || !t->base || !t->params || t->params->next || !t->params->type ||
      t->params->type->kind != TY_POINTER || !t->params->type->base || t->params->type->base->kind != TY_VOID)
    return false;
  bool pthread = t->base->kind == TY_POINTER && t->base->base && t->base->base->kind == TY_VOID;
  return position == 3 ? pthread : position == 2 ? t->base->kind == TY_INT : pthread || t->base->kind == TY_INT;
}

/* Is n the name of a function? */
static bool names_function(const Node *n) {
  n = strip_casts(n);
  return n->kind == ND_VAR && n->obj->kind == OBJ_FUNC;
}

/* A thread's function started by a pointer's value, in two threads at
   once, at a place no step says (order_thread_entry's unnamed). */
static void start_unnamed(const Obj *f) {
  char *key = function_key(f);
  order_thread_entry(key, true, false, true);
  free(key);
}

/* A start whose function is a pointer's value (a variable, an element of
   a table): each function of the unit used other than by a call, with a
   start routine's type, may be the one; of a choice between two functions
   (`reproducible ? orderer : deflator`), either. */
static void start_through_pointer(const CfgSet *cfgs, const Node *call) {
  const Node *fn = thread_function_arg(call);
  if (!fn || (fn->kind == ND_VAR && (fn->obj->kind == OBJ_FUNC || fn->obj->is_param)))
    return; /* a function named, or a wrapper's parameter (Obj.thread_param) */
  if (fn->kind == ND_COND && fn->then && names_function(fn->then) && names_function(fn->els)) {
    start_unnamed(strip_casts(fn->then)->obj);
    start_unnamed(strip_casts(fn->els)->obj);
    return;
  }
  for (int i = 0; i < cfgs->cfgs.len; i++) {
    const Obj *f = cfgs->cfgs.data[i]->function;
    if (first_declaration((Obj *)f)->address_taken && start_routine_type(f, call))
      start_unnamed(f);
  }
}

void mark_thread_starts(const CfgSet *cfgs) {
  /* each function's calls, then whether one starts a thread and which
     parameter a wrapper passes as the thread's function, to a fixed point */
  CallList *calls = xcalloc((size_t)cfgs->cfgs.len + 1, sizeof(CallList));
  for (int i = 0; i < cfgs->cfgs.len; i++) {
    calls_in(cfgs->cfgs.data[i], &calls[i]);
    if (calls_first_parameter(cfgs->cfgs.data[i]))
      first_declaration(cfgs->cfgs.data[i]->function)->trampoline = true;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < cfgs->cfgs.len; i++) {
      const Obj *fn = cfgs->cfgs.data[i]->function;
      Obj *first = first_declaration((Obj *)fn);
      for (int k = 0; k < calls[i].len; k++) {
        if (!first->starts_threads && starts_thread(calls[i].data[k]))
          first->starts_threads = changed = true;
        mark_shared_local(calls[i].data[k]);
        if (!first->joins_threads && joins_thread(calls[i].data[k]))
          first->joins_threads = changed = true;
        const Node *arg = thread_function_arg(calls[i].data[k]);
        int index = 1;
        for (const Obj *p = fn->params; p && arg && arg->kind == ND_VAR && !first->thread_param; p = p->next, index++)
          if (p == arg->obj && index < 100)
            first->thread_param = (int8_t)index, changed = true;
        changed |= handle_parameter(fn, calls[i].data[k], true, &first->start_handle_param);
        changed |= handle_parameter(fn, calls[i].data[k], false, &first->join_handle_param);
      }
    }
  }
  find_handle_classes(cfgs, calls);
  for (int i = 0; i < cfgs->cfgs.len; i++)
    for (int k = 0; k < calls[i].len; k++) {
      char *text = one_handle_text(calls[i].data[k], false);
      if (text && !hashmap_get(&joined_handles, text, strlen(text))) {
        char *key = arena_strndup(&handles_arena, text, strlen(text));
        hashmap_put(&joined_handles, key, strlen(key), key);
      }
      free(text);
    }
  find_handle_wrappers(cfgs);
  /* the functions that join every thread they start before they return
     (pigz's parallel_compress), and those whose only starts are calls of
     such, to a fixed point: their callers' code before and after the call
     runs alone */
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < cfgs->cfgs.len; i++) {
      const Obj *first = first_declaration(cfgs->cfgs.data[i]->function);
      if ((first->starts_threads || first->joins_threads) && !first->thread_param &&
          strcmp(first->name->name, "main"))
        changed |= find_handle_effects(cfgs->cfgs.data[i]);
    }
    for (int i = 0; i < cfgs->cfgs.len; i++) {
      const Cfg *cfg = cfgs->cfgs.data[i];
      Obj *first = first_declaration(cfg->function);
      if (!first->starts_threads || first->joins_own || first->thread_param || !strcmp(first->name->name, "main"))
        continue;
      if (!ends_its_threads(cfg))
        continue;
      ThreadHandles handles = {0};
      ThreadState *states = threads_flow(cfg, &handles, 0, left_event);
      if (!threads_run(&states[cfg->exit->id]) && !filled_twice(cfg, &handles))
        first->joins_own = changed = true;
      free(states);
      thread_handles_free(&handles);
    }
  }
  for (int i = 0; i < cfgs->cfgs.len; i++)
    if (first_declaration(cfgs->cfgs.data[i]->function)->starts_threads)
      find_joined_starts(cfgs->cfgs.data[i]);
  /* each thread's function, once per place that starts it: one started
     in a loop, or at two places (order_thread_entry sees the second), may
     run in two threads at once, unless main starts it when no thread
     runs (each joined before the next starts); a start through a pointer
     (`pthread_create(&t, 0, table[i], 0)`) may run any function of the
     unit whose address is taken and that has a start routine's type */
  for (int i = 0; i < cfgs->cfgs.len; i++) {
    const Cfg *cfg = cfgs->cfgs.data[i];
    ThreadHandles handles = {0};
    ThreadState *states = strcmp(cfg->function->name->name, "main") ? NULL : threads_started(cfg, &handles);
    for (int k = 0; k < cfg->blocks.len; k++) {
      const Block *b = cfg->blocks.data[k];
      ThreadState state = states ? states[b->id] : (ThreadState){0};
      for (int e = 0; e < b->events.len; e++) {
        Obj *entry = b->events.data[e].kind == EV_CALL ? started_thread(b->events.data[e].node) : NULL;
        bool alone = states && entry && !runs_entry(&handles, &state, first_declaration(entry));
        thread_event(&handles, &b->events.data[e], &state);
        if (!entry && b->events.data[e].kind == EV_CALL)
          start_through_pointer(cfgs, b->events.data[e].node); /* of pthread_create, or of a wrapper */
        if (!entry)
          continue;
        char *key = function_key(entry);
        order_thread_entry(key, cfg_in_cycle(cfg, b) && !alone, alone, false);
        free(key);
      }
    }
    free(states);
    thread_handles_free(&handles);
  }
  for (int i = 0; i < cfgs->cfgs.len; i++)
    VEC_FREE(calls[i]);
  free(calls);
  mark_may_start(cfgs);
}

/* ------------------------------------------------- contracts between files */

/* The meanings a contract passes to other files, by the attribute that
   says each (docs/DESIGN.md "Summaries"). */
static const struct {
  Meaning meaning;
  const char *name;
} exported[] = {
    {AN_REQUIRES, "requires_capability"},       {AN_REQUIRES_SHARED, "requires_shared_capability"},
    {AN_ACQUIRE, "acquire_capability"},         {AN_ACQUIRE_SHARED, "acquire_shared_capability"},
    {AN_RELEASE, "release_capability"},         {AN_RELEASE_SHARED, "release_shared_capability"},
    {AN_RELEASE_GENERIC, "release_generic_capability"}, {AN_TRY_ACQUIRE, "try_acquire_capability"},
    {AN_TRY_ACQUIRE_SHARED, "try_acquire_shared_capability"}, {AN_EXCLUDES, "locks_excluded"},
    {AN_ASSERT, "assert_capability"},           {AN_ASSERT_SHARED, "assert_shared_capability"},
};

typedef VEC(OrderExport) ExportItems;

/* The items of contract c of function fn, in case value when in_case;
   false when a lock has no file form (a part of a contract would
   mislead).  The texts are malloc'ed, listed in texts. */
static bool export_items(TranslationUnit *tu, const Obj *fn, const Contract *c, bool in_case, int64_t value,
                         ExportItems *items, StrVec *texts) {
  TermScope scope = {tu, fn->type, NULL, false};
  /* the lock it returns a pointer to is `*result` to its callers, whatever
     its name in the body (`item_locks[hv & mask]`) */
  const Path *returned = c->caps[AN_LOCK_RETURNED] ? capability_term(tu, c->caps[AN_LOCK_RETURNED], fn->type) : NULL;
  int before = items->len;
  for (size_t k = 0; k < ARRAY_SIZE(exported); k++) {
    for (const CapExpr *e = c->caps[exported[k].meaning]; e; e = e->next) {
      const Path *t = e->when && !e->validity ? NULL : capability_term(tu, e, fn->type);
      char *text = t && t == returned ? xstrdup("(deref (result))") : term_string(t, &scope);
      if (!text)
        return false;
      VEC_PUSH(*texts, text);
      VEC_PUSH(*items, ((OrderExport){exported[k].name, text, e->kind, e->reentrant, in_case, value}));
    }
  }
  if (in_case && items->len == before) /* a case that does nothing, unlike the others */
    VEC_PUSH(*items, ((OrderExport){EXPORT_CASE, "-", NULL, false, true, value}));
  return true;
}

/* The classes of n members (malloc'ed, *count of them); false when one
   has none. */
static bool member_classes(const Member *const *members, int n, const char ***out, int *count) {
  bool all = true;
  *out = xcalloc((size_t)n + 1, sizeof(char *));
  *count = 0;
  for (int i = 0; i < n; i++) {
    char *cls = member_class(members[i], NULL);
    if (cls)
      (*out)[(*count)++] = cls;
    all &= cls != NULL;
  }
  return all;
}

/* What fn's body does to memory, for the other files (export_contracts),
   and whether it joins threads by itself: a member with no class (of an
   anonymous struct) widens the flags instead. */
static void export_memory(const Obj *fn, const MemoryUse *m) {
  const Obj *first = first_declaration((Obj *)fn);
  OrderMemory out = {.flags = m->flags};
  if (first->joins_threads && !first->join_handle_param)
    out.flags |= MEMORY_JOINS_THREADS;
  if (first->thread_param) {
    out.flags |= MEMORY_STARTS_ARGUMENT;
    out.thread_param = first->thread_param;
  }
  if (!member_classes(m->members, m->nmembers, &out.writes, &out.nwrites))
    out.flags |= MEM_WRITES;
  if (!member_classes(m->read, m->nread, &out.reads, &out.nreads))
    out.flags |= MEM_READS_OTHER;
  out.recursive_param = first->recursive_param;
  out.recursive = xcalloc((size_t)member_inits.len + 1, sizeof(char *));
  for (int i = 0; i < member_inits.len; i++) {
    char *cls = member_inits.data[i].function == first ? member_class(member_inits.data[i].member, NULL) : NULL;
    if (cls) /* position:class, a plain one's with ! */
      out.recursive[out.nrecursive++] =
          format("%d:%s%s", member_inits.data[i].position, member_inits.data[i].plain ? "!" : "", cls);
    free(cls);
  }
  order_export_memory(fn->name->name, &out);
  for (int i = 0; i < out.nwrites; i++)
    free((char *)out.writes[i]);
  for (int i = 0; i < out.nreads; i++)
    free((char *)out.reads[i]);
  for (int i = 0; i < out.nrecursive; i++)
    free((char *)out.recursive[i]);
  free(out.writes);
  free(out.reads);
  free(out.recursive);
}

void export_contracts(TranslationUnit *tu, const CfgSet *cfgs) {
  for (int i = 0; i < cfgs->cfgs.len; i++) {
    const Obj *fn = cfgs->cfgs.data[i]->function;
    const Contract *c = contract_of(fn);
    const MemoryUse *memory = first_declaration((Obj *)fn)->memory;
    if (memory && !internal_linkage(fn))
      export_memory(fn, memory);
    if (!c || c->model || internal_linkage(fn))
      continue;
    ExportItems items = {0};
    StrVec texts = {0};
    bool whole = export_items(tu, fn, c, false, 0, &items, &texts);
    for (int k = 0; k < c->ncases && whole; k++)
      whole = export_items(tu, fn, c->cases[k].contract, true, c->cases[k].value, &items, &texts);
    if (whole && items.len)
      order_export(fn->name->name, items.data, items.len,
                   c->has[AN_TRY_ACQUIRE] || c->has[AN_TRY_ACQUIRE_SHARED] ? c->try_success : 0,
                   c->ncases ? c->case_arg : -1);
    for (int k = 0; k < texts.len; k++)
      free((char *)texts.data[k]);
    VEC_FREE(texts);
    VEC_FREE(items);
  }
}

/* The contract of case value among an import's cases, made the first
   time it is asked for. */
static Contract *import_case(TranslationUnit *tu, Contract *c, const Obj *fn, int64_t value) {
  for (int i = 0; i < c->ncases; i++)
    if (c->cases[i].value == value)
      return (Contract *)c->cases[i].contract;
  if (c->ncases == MAX_CASES)
    return NULL;
  if (!c->cases)
    c->cases = ARENA_ARRAY(&tu->arena, ContractCase, MAX_CASES);
  Contract *cc = ARENA_NEW(&tu->arena, Contract);
  cc->inferred = true;
  cc->function = fn->type;
  c->cases[c->ncases++] = (ContractCase){value, cc};
  return cc;
}

/* The member a class names (`struct conn.refs`, `conn_t.refs`: type.c
   member_class) among the unit's structs and unions of file scope; NULL
   for one the unit does not have, which its code cannot name either. */
static const Member *member_of_class(const char *cls) {
  const char *dot = strrchr(cls, '.');
  if (!dot)
    return NULL;
  const char *tag = !strncmp(cls, "struct ", 7) ? cls + 7 : !strncmp(cls, "union ", 6) ? cls + 6 : NULL;
  const char *name = tag ? tag : cls;
  const Ident *id = intern(name, (size_t)(dot - name));
  const Type *t = tag ? id->tag : id->decl && id->decl->kind == OBJ_TYPEDEF ? id->decl->type : NULL;
  const Record *r = t && (t->kind == TY_STRUCT || t->kind == TY_UNION) ? t->record : NULL;
  for (const Member *m = r ? r->members : NULL; m; m = m->next)
    if (m->name && !strcmp(m->name->name, dot + 1))
      return m;
  return NULL;
}

/* The members of the classes, those the unit has, added to out. */
static void members_of_classes(const char *const *classes, int n, MemberList *out) {
  for (int i = 0; i < n; i++) {
    const Member *member = member_of_class(classes[i]);
    if (member)
      add_member(out, member);
  }
}

/* What another file's function does to memory (Obj.memory), from its
   summary: a member of a class the unit does not have is one its code
   cannot reach by name. */
static const MemoryUse *import_memory(TranslationUnit *tu, const OrderMemory *in) {
  MemberList written = {0}, read = {0};
  members_of_classes(in->writes, in->nwrites, &written);
  members_of_classes(in->reads, in->nreads, &read);
  /* what it writes by name, as its file knew: the calls that file could
     not follow (MEM_UNKNOWN) are taken to name nothing more (an
     assumption, docs/DESIGN.md "lock flags") */
  ObjList statics = {0}; /* another file's function assigns none of the unit's */
  const MemoryUse *m = memory_use(&tu->arena, (uint8_t)(in->flags & MEM_ANYTHING & ~MEM_UNKNOWN), &written, &read,
                                  &statics);
  member_list_free(&written);
  member_list_free(&read);
  return m;
}

void import_contracts(TranslationUnit *tu) {
  member_inits.len = 0;
  holder_inits.len = 0;
  for (Obj *fn = tu->globals; fn; fn = fn->next) {
    if (fn->kind != OBJ_FUNC || fn->previous || internal_linkage(fn) || has_body(fn))
      continue;
    const OrderMemory *memory = order_memory_import(fn->name->name);
    if (memory && !fn->memory)
      fn->memory = import_memory(tu, memory);
    if (memory && (memory->flags & MEMORY_JOINS_THREADS))
      fn->joins_threads = true; /* a call of it is a join (mark_thread_starts) */
    if (memory) { /* a wrapper of pthread_mutex_init */
      fn->recursive_param = (int8_t)memory->recursive_param;
      for (int i = 0; i < memory->nrecursive; i++) {
        char *end;
        long position = strtol(memory->recursive[i], &end, 10);
        bool plain = end[0] == ':' && end[1] == '!';
        const char *cls = end[0] == ':' ? end + 1 + plain : NULL;
        const Member *member = cls ? member_of_class(cls) : NULL;
        if (member && position > 0 && position < 100)
          add_member_init(fn, (int)position, member, plain);
      }
    }
    if (memory && (memory->flags & MEMORY_STARTS_ARGUMENT)) { /* a wrapper of pthread_create */
      fn->starts_threads = true;
      fn->thread_param = (int8_t)memory->thread_param; /* a call of it starts the function an
                                                           argument names (mark_thread_starts) */
    }
    if (contract_of(fn->last ? fn->last : fn))
      continue;
    int n, case_arg;
    int64_t try_success;
    const OrderExport *items = order_imports(fn->name->name, &n, &try_success, &case_arg);
    if (!items)
      continue;
    Contract *c = ARENA_NEW(&tu->arena, Contract);
    c->inferred = true;
    c->function = fn->type;
    c->try_success = try_success;
    c->case_arg = case_arg;
    TermScope scope = {tu, fn->type, NULL, true};
    bool whole = true;
    for (int i = 0; i < n && whole; i++) {
      Contract *to = items[i].in_case ? import_case(tu, c, fn, items[i].value) : c;
      whole = to && (!items[i].in_case || case_arg >= 0);
      if (!whole || !strcmp(items[i].meaning, EXPORT_CASE))
        continue;
      to->try_success = try_success;
      size_t k = 0;
      while (k < ARRAY_SIZE(exported) && strcmp(exported[k].name, items[i].meaning))
        k++;
      const char *text = items[i].term;
      char *error = NULL;
      const Path *t = k < ARRAY_SIZE(exported) ? term_read(&text, &scope, &error) : NULL;
      free(error);
      whole = t != NULL;
      if (!whole)
        break;
      const char *kind = items[i].kind ? arena_strndup(&tu->arena, items[i].kind, strlen(items[i].kind)) : "mutex";
      add_template(&tu->arena, to, exported[k].meaning, t, kind, items[i].reentrant, fn->tok);
    }
    if (whole)
      contract_set_inferred(fn, c);
  }
}

/* What a function of a call cycle does to memory before its first round:
   nothing (infer_contracts). */
static const MemoryUse memory_not_yet;

enum { CYCLE_ROUNDS = 8 };

/* Do two summaries of what a function does to memory say the same?  Of
   one function's rounds, where the lists only grow, their lengths tell. */
static bool same_memory(const MemoryUse *x, const MemoryUse *y) {
  if (x->flags != y->flags || x->nmembers != y->nmembers || x->nread != y->nread || x->nstatics != y->nstatics ||
      x->nresults != y->nresults)
    return false;
  for (int i = 0; i < x->nresults; i++)
    if (x->results[i] != y->results[i])
      return false;
  return true;
}

/* A function to infer, by its first declaration: its place in the list
   infer_contracts works through. */
typedef struct FunctionAt {
  const Obj *first;
  int at;
} FunctionAt;

static int compare_function_at(const void *x, const void *y) {
  const FunctionAt *a = x, *b = y;
  if (a->first != b->first)
    return (uintptr_t)a->first < (uintptr_t)b->first ? -1 : 1;
  return (a->at > b->at) - (a->at < b->at);
}

/* 1 + the place of the function first declares in index (n entries,
   sorted), 0 for none. */
static int function_at(const FunctionAt *index, int n, const Obj *first) {
  FunctionAt key = {first, -1};
  int lo = 0, hi = n; /* the first entry not before key */
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (compare_function_at(&index[mid], &key) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < n && index[lo].first == first ? index[lo].at + 1 : 0;
}

void infer_contracts(TranslationUnit *tu, const CfgSet *cfgs, Arena *scratch) {
  find_stored_numbers(cfgs);
  /* the functions to infer, by first declaration: the first graph of each
     (a sorted array, not a map: a unit may define 100,000 functions, and
     this runs while all their graphs are held) */
  FunctionAt *index = xcalloc((size_t)cfgs->cfgs.len + 1, sizeof(FunctionAt));
  int nindex = 0;
  for (int i = 0; i < cfgs->cfgs.len; i++)
    if (!has_annotations(cfgs->cfgs.data[i]->function))
      index[nindex++] = (FunctionAt){first_declaration(cfgs->cfgs.data[i]->function), i};
  qsort(index, (size_t)nindex, sizeof *index, compare_function_at);
  bool *repeated = xcalloc((size_t)cfgs->cfgs.len + 1, sizeof(bool));
  int kept = 0;
  for (int k = 0; k < nindex; k++) {
    if (kept && index[kept - 1].first == index[k].first)
      repeated[index[k].at] = true;
    else
      index[kept++] = index[k];
  }
  nindex = kept;
  VEC(const Cfg *) fns = {0};
  int *place = xcalloc((size_t)cfgs->cfgs.len + 1, sizeof(int)); /* a graph's in fns */
  for (int i = 0; i < cfgs->cfgs.len; i++)
    if (!has_annotations(cfgs->cfgs.data[i]->function) && !repeated[i]) {
      place[i] = fns.len;
      VEC_PUSH(fns, cfgs->cfgs.data[i]);
    }
  for (int k = 0; k < nindex; k++)
    index[k].at = place[index[k].at];
  free(place);
  free(repeated);
  int n = fns.len;
  /* the calls each makes to the others, and the threads each starts */
  typedef VEC(int) Calls;
  Calls *calls = xcalloc((size_t)n + 1, sizeof(Calls));
  bool *thread_entry = xcalloc((size_t)n + 1, sizeof(bool));
  bool *called_here = xcalloc((size_t)n + 1, sizeof(bool)); /* by another function of the unit */
  for (int i = 0; i < n; i++) {
    const Cfg *cfg = fns.data[i];
    for (int k = 0; k < cfg->blocks.len; k++) {
      const Block *b = cfg->blocks.data[k];
      for (int e = 0; e < b->events.len; e++) {
        const Event *ev = &b->events.data[e];
        Obj *callee = ev->kind == EV_CALL ? ev->node->obj
                    : ev->kind == EV_CLEANUP && ev->node->kind == ND_VAR ? ev->node->obj : NULL;
        if (!callee || callee->kind != OBJ_FUNC)
          continue;
        Obj *entry = ev->kind == EV_CALL ? started_thread(ev->node) : NULL;
        if (entry) {
          entry = first_declaration(entry);
          int j = function_at(index, nindex, entry);
          if (j)
            thread_entry[j - 1] = true;
        }
        int j = function_at(index, nindex, first_declaration(callee));
        if (j)
          VEC_PUSH(calls[i], j - 1);
        if (j && j - 1 != i)
          called_here[j - 1] = true;
      }
    }
  }
  free(index);
  /* callees before callers: a depth-first postorder; a call back to a
     function still on the path closes a cycle, whose functions get a
     second round once every one of them has had its first */
  int *state = xcalloc((size_t)n + 1, sizeof(int)); /* 0 new, 1 on the path, 2 done */
  int *next = xcalloc((size_t)n + 1, sizeof(int));
  int *stack = xcalloc((size_t)n + 1, sizeof(int));
  bool *cyclic = xcalloc((size_t)n + 1, sizeof(bool));
  int *order = xcalloc((size_t)n + 1, sizeof(int)), done = 0;
  for (int root = 0; root < n; root++) {
    if (state[root])
      continue;
    int depth = 0;
    stack[depth++] = root;
    state[root] = 1;
    first_declaration(fns.data[root]->function)->memory = &memory_not_yet;
    while (depth) {
      int f = stack[depth - 1];
      if (next[f] < calls[f].len) {
        int g = calls[f].data[next[f]++];
        if (state[g] == 0) {
          state[g] = 1;
          stack[depth++] = g;
          /* till its round: a call back to it in a cycle writes nothing */
          first_declaration(fns.data[g]->function)->memory = &memory_not_yet;
        } else if (state[g] == 1) {
          for (int k = depth - 1; k >= 0 && stack[k] != g; k--)
            cyclic[stack[k]] = true;
          cyclic[g] = true;
        }
        continue;
      }
      depth--;
      state[f] = 2;
      order[done++] = f;
      infer_one(tu, fns.data[f], scratch, thread_entry[f], called_here[f]);
    }
  }
  /* a cycle's functions again, each with what the others' last round
     showed, till what they do to memory stays the same: from writing
     nothing, each round can only add (log_err, which a lock macro calls
     on failure, and the logger it calls write no more than their own
     calls show); one that has not settled by the last may do anything */
  bool changed = true;
  for (int round = 0; round < CYCLE_ROUNDS && changed; round++) {
    changed = false;
    for (int i = 0; i < done; i++) {
      if (!cyclic[order[i]])
        continue;
      const Obj *first = first_declaration(fns.data[order[i]]->function);
      const MemoryUse *before = first->memory;
      infer_one(tu, fns.data[order[i]], scratch, thread_entry[order[i]], called_here[order[i]]);
      changed |= !same_memory(before, first->memory);
    }
  }
  for (int i = 0; i < done && changed; i++)
    if (cyclic[order[i]]) {
      Obj *first = first_declaration(fns.data[order[i]]->function);
      first->memory = memory_with_flags(first->memory, MEM_ANYTHING & ~MEM_UNKNOWN, &tu->arena);
    }
  for (int i = 0; i < n; i++)
    VEC_FREE(calls[i]);
  free(calls);
  free(state);
  free(next);
  free(stack);
  free(cyclic);
  free(thread_entry);
  free(called_here);
  free(order);
  VEC_FREE(fns);
  arena_free(&memory_work);
}
