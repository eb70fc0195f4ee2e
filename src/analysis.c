/*
 * analysis.c: the checks of one function over its CFG (stage 6).
 *
 * The state at a program point is a small set of worlds (state.c).
 * Worlds with the same lock set merge at a join, keeping the facts they
 * share (a local that differs becomes a join value); worlds with
 * different lock sets stay apart, so a lock taken under a condition and
 * released under the same condition is understood.  A branch that a
 * world's facts decide follows one edge.  A try-lock splits its world in
 * two: held with the result equal to the success value, not held with it
 * different.  A loop that brings a new lock set back to its head is
 * followed pass by pass while a local with a known number tells the
 * passes apart (`for (i = 0; i ? (unlock(m), 0) : (lock(m), 1); i = 1)`,
 * the scoped-lock macro), up to MAX_UNROLLED passes.  Past MAX_WORLDS
 * worlds at a point, or when a loop brings a new lock set back to its
 * head otherwise, they are merged into one, and a lock held in some but
 * not all is reported as Clang does ("not held on every path through
 * here", "expecting ... to be held at start of each loop").
 *
 * The blocks are visited from a worklist until no block's state changes.
 * Warnings are collected, each reported once, in source order, with the
 * wording of Clang's -Wthread-safety-analysis and locks named as C
 * expressions.  A negative capability (!mu) is a fact: known not held
 * since a REQUIRES(!mu) or a release.
 *
 * Calls follow the callee's contracts: its annotations, else a built-in
 * model (models.def, through annotate.c), else the contract inferred from
 * its body (infer.c, which runs this same analysis with warnings off).
 *
 * Requires: the function's CFG (cfg.c), the contracts (annotate.c) and,
 * unless --no-infer, the inferred ones (infer.c).
 */
#include "analysis.h"
#include "term.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORLDS = 16, MAX_DEPTH = 8, MAX_UNROLLED = 8 };

static const char *const GROUP = "thread-safety-analysis";

/* A step of a finding's path: block b left by its successor succ, with
   the decision, where b branches. */
static PathStep decision(const Block *b, int succ) {
  PathStep step = {b->id, succ, NULL, NULL};
  if (b->cond && b->term == TERM_BRANCH) {
    step.tok = node_tok(b->cond);
    step.what = succ == 0 ? "the condition is true" : "the condition is false";
  } else if (b->cond && b->term == TERM_SWITCH) {
    step.tok = node_tok(b->cond);
    step.what = "the switch goes to this case";
  }
  return step;
}

/* ------------------------------------------------------------- warnings */

/* A finding of rule in group at tok, about lock (and lock2), made in the
   world being analyzed (a->world), whose path it keeps; NULL when
   inferring (what the function's contract will say is not known yet) or
   when the same finding is there already.  warn() is one of
   -Wthread-safety-analysis. */
static Finding *warn_in(Analysis *a, const char *group, const char *rule, const Token *tok, const Path *lock,
                        const Path *lock2, const char *fmt, ...) PRINTF_LIKE(7, 8);
#define warn(a, ...) warn_in(a, GROUP, __VA_ARGS__)

static const Path *source_term(Analysis *a);

static Finding *warn_in(Analysis *a, const char *group, const char *rule, const Token *tok, const Path *lock,
                        const Path *lock2, const char *fmt, ...) {
  if (a->infer)
    return NULL;
  va_list ap;
  va_start(ap, fmt);
  char *message = vformat(fmt, ap);
  va_end(ap);
  Finding *f = finding_add(&a->findings, rule, group, tok, lock, lock2, message);
  if (f) {
    if (lock && a->origin.cap && lock == a->origin.lock)
      f->source = source_term(a);
    f->lock_names[0] = lock ? unmark_classes(lock_text(lock)) : NULL;
    f->lock_names[1] = lock2 ? unmark_classes(lock_text(lock2)) : NULL;
  }
  if (f && a->world) { /* the path: the trail, oldest first, then this block */
    int n = 0;
    for (const Trail *t = a->world->trail; t; t = t->prev)
      n++;
    for (int i = 0; i <= n; i++)
      VEC_PUSH(f->path, ((PathStep){a->block->id, -1, NULL, NULL}));
    for (const Trail *t = a->world->trail; t; t = t->prev)
      f->path.data[--n] = decision(a->cfg->blocks.data[t->block], t->succ);
  }
  return f;
}

/* A note on f, when there is one. */
static void note(Finding *f, const Token *tok, const char *fmt, ...) PRINTF_LIKE(3, 4);
static void note(Finding *f, const Token *tok, const char *fmt, ...) {
  if (!f)
    return;
  va_list ap;
  va_start(ap, fmt);
  finding_note(f, tok, vformat(fmt, ap));
  va_end(ap);
}

/* Are two locks the same but for an index, a number in one and not in
   the other (`a[1]` and `a[i]`)?  1 if x is the one with the number, 2 if
   y is, 0 if they are not so.  *numbered says which side numbers were
   seen on so far, so that two locks compared together agree. */
static int same_but_index(const Path *x, const Path *y, int *numbered) {
  if (x == y)
    return *numbered;
  if (x && y && (x->kind == PATH_DEREF) != (y->kind == PATH_DEREF)) { /* p[0] is *p: `*p` and `p[i]` */
    const Path *deref = x->kind == PATH_DEREF ? x : y, *element = x->kind == PATH_DEREF ? y : x;
    int side = deref == x ? 1 : 2;
    if (element->kind != PATH_INDEX || !element->value || element->index->kind == PATH_CONST ||
        (*numbered && *numbered != side))
      return 0;
    *numbered = side;
    return same_but_index(deref, element->base, numbered);
  }
  if (!x || !y || x->kind != y->kind || x->key != y->key || x->value != y->value)
    return 0;
  if (x->kind == PATH_INDEX && x->index != y->index) {
    bool xn = x->index->kind == PATH_CONST, yn = y->index->kind == PATH_CONST;
    if (xn == yn || (*numbered && *numbered != (xn ? 1 : 2)))
      return 0; /* two locks: a[0] and a[1], or a[i] and a[j] */
    *numbered = xn ? 1 : 2;
    return same_but_index(x->base, y->base, numbered);
  }
  if ((x->base != y->base && !same_but_index(x->base, y->base, numbered)) ||
      (x->index != y->index && !same_but_index(x->index, y->index, numbered)))
    return 0;
  return *numbered;
}

/* Is some part of p a join value (a loop's)? */
static bool has_phi(const Path *p) {
  return p && (p->kind == PATH_PHI || has_phi(p->base) || has_phi(p->index));
}

/* Is some index in p a loop's join value? */
static bool has_phi_index(const Path *p) {
  if (!p)
    return false;
  if (p->kind == PATH_INDEX && p->index->kind == PATH_PHI)
    return true;
  return has_phi_index(p->base) || (p->kind == PATH_INDEX && has_phi_index(p->index));
}

static const Path *family_of(Analysis *a, const Path *cap);
static bool varying_index(const Path *cap);

static void note_family(Analysis *a, bool taken, const Path *f) {
  if (!a->infer)
    note_path(taken ? &a->families_taken : &a->families_released, f);
}

/* A finding that only a loop's number of passes decides, where the
   function has a loop that matches it: a family, or one of it by a
   number, held at a return, where a loop of the function releases the
   family (the path where a loop that takes them ran, some passes, and the
   one that releases them did not: `a[i]` may be `a[0]`); a release of one
   of a family by an unknown index, not held, where a loop of the function
   takes the family (the other way round).  The two loops are taken to run
   as many times. */
static bool matched_family(Analysis *a, const Finding *f) {
  const Path *lock = f->locks[0];
  if (!lock)
    return false;
  const Path *family = family_of(a, lock);
  if (!family)
    return false;
  if (!strcmp(f->rule, "held-at-end") && (family == lock || !varying_index(lock)))
    return has_path(&a->families_released, family);
  if (!strcmp(f->rule, "release-not-held") && varying_index(lock))
    return has_path(&a->families_taken, family);
  return false;
}

/* Are the notes of two findings at the same places (whatever they say:
   the lock each names)? */
static bool notes_at_same_places(const Finding *x, const Finding *y) {
  if (x->notes.len != y->notes.len)
    return false;
  for (int i = 0; i < x->notes.len; i++) {
    SrcLoc p = x->notes.data[i].tok->loc, q = y->notes.data[i].tok->loc;
    if (p.file != q.file || p.line != q.line || p.col != q.col)
      return false;
  }
  return true;
}

/* Do two findings print the same lines: message, and notes at the same
   places?  (Two leaks of locks two calls of one function returned, taken
   at two places, do not.) */
static bool says_the_same(const Finding *x, const Finding *y) {
  if (strcmp(x->message, y->message) || !notes_at_same_places(x, y))
    return false;
  for (int i = 0; i < x->notes.len; i++)
    if (strcmp(x->notes.data[i].message, y->notes.data[i].message))
      return false;
  return true;
}

/* Is the first name in the lock f names (`z1` of `z1->mutex`, `zb` of
   `(zb + 1)->mutex`) written, as a word, on the line of f's place or of
   its first note? */
static bool root_written(const Finding *f) {
  const char *name = f->lock_names[0];
  while (name && *name && (!is_name_char(*name) || (*name >= '0' && *name <= '9')))
    name++;
  size_t n = 0;
  while (name && is_name_char(name[n]))
    n++;
  for (int k = 0; n && k < 2; k++) {
    const Token *at = k == 0 ? f->tok : f->notes.len ? f->notes.data[0].tok : NULL;
    SrcFile *file = at ? src_get(at->loc.file) : NULL;
    size_t len = 0;
    const char *line = file ? src_line(file, at->loc.line, &len) : NULL;
    if (line && has_word(line, line + len, name, n))
      return true;
  }
  return false;
}

/* Reports the findings in source order, one per bug.  Of several of one
   rule at one place about one expression whose values differ on different
   paths (`c->mu` where one path knows c is &a[0] and another &a[i]), one
   is kept, named as the line writes the lock.  Of two whose locks differ
   only in an index where no expression is at hand (the first pass through
   a loop knows `i` is 1 and says `a[1]`, later ones say `a[i]`), the one
   with the number is dropped.  Of two that say the same, notes included
   (the locks two passes of a loop name through a pointer the loop moves,
   its value on entry and its join value, both `z->mutex` taken at one
   place), the second is dropped; of two locks held at one return,
   taken at the same places, one named through a join value
   (`(zb + 1)->mutex` and `z1->mutex`, the first pass's and the later
   ones' of `for (z1 = zb + 1; ...; z1++)` held at `return z1;`), the one
   whose name's variable the line writes. */
static void emit_warnings(Analysis *a) {
  Findings *set = &a->findings;
  findings_sort(set);
  for (int i = 0; i < set->list.len; i++)
    set->list.data[i]->dropped |= matched_family(a, set->list.data[i]);
  for (int i = 0; i < set->list.len; i++) {
    Finding *x = set->list.data[i];
    bool renamed = false;
    for (int j = i + 1; j < set->list.len && !x->dropped; j++) {
      Finding *y = set->list.data[j];
      if (x->tok->loc.file != y->tok->loc.file || x->tok->loc.line != y->tok->loc.line ||
          x->tok->loc.col != y->tok->loc.col)
        break; /* sorted: the rest are elsewhere */
      if (y->dropped || x->rule != y->rule || x->group != y->group)
        continue;
      if (says_the_same(x, y)) {
        y->dropped = true;
        continue;
      }
      if (x->source && x->source == y->source && x->locks[1] == y->locks[1]) {
        y->dropped = renamed = true;
        continue;
      }
      int numbered = 0;
      bool indexed = (same_but_index(x->locks[0], y->locks[0], &numbered) || x->locks[0] == y->locks[0]) &&
                     (same_but_index(x->locks[1], y->locks[1], &numbered) || x->locks[1] == y->locks[1]);
      if (!indexed && !strcmp(x->rule, "held-at-end") && x->notes.len && (has_phi(x->locks[0]) || has_phi(y->locks[0])) &&
          notes_at_same_places(x, y)) {
        bool keep_y = root_written(y) && !root_written(x);
        (keep_y ? x : y)->dropped = true;
        continue;
      }
      if (!indexed)
        continue;
      if (numbered == 1)
        x->dropped = true;
      else if (numbered == 2)
        y->dropped = true;
    }
    if (renamed) {
      char *name = lock_text(x->source);
      finding_rename_lock(x, name);
      free(name);
    }
  }
  findings_report(set, a->function->name->name);
}

/* ------------------------------------------------------------ evaluation */


bool is_tracked_local(const Obj *obj) {
  return obj->kind == OBJ_VAR && (obj->is_local || obj->is_param) &&
         !(obj->storage & (SC_STATIC | SC_EXTERN | SC_THREAD_LOCAL));
}

bool private_static(const Obj *obj) {
  if (obj->kind != OBJ_VAR || obj->is_param || !obj->type || !type_is_scalar(obj->type) ||
      (obj->type->quals & (Q_VOLATILE | Q_ATOMIC)))
    return false;
  const Obj *first = first_declaration((Obj *)obj);
  bool internal = false;
  for (const Obj *d = first->last ? first->last : first; d; d = d->previous)
    internal |= (d->storage & SC_STATIC) != 0;
  return internal && !(first->written & VAR_EXPOSED);
}

/* Does a private static keep its initializer's value: does no code of
   the unit, the only code that can name it, assign it? */
static bool keeps_initial_value(const Obj *obj) {
  return private_static(obj) && !(first_declaration((Obj *)obj)->written & VAR_ASSIGNED);
}

/* A name sparse's context attribute made up: declared where it is used. */
static bool is_context_name(const Node *n) {
  return n->obj->tok == node_tok(n) && !n->obj->is_local && !n->obj->is_param;
}

/* A parameter of the contract's function, by name: its value at the call. */
static const Path *argument(const Context *ctx, const Obj *param) {
  if (!ctx || !ctx->function || !param->is_param)
    return NULL;
  int i = 0;
  for (const Param *q = ctx->function->params; q; q = q->next, i++)
    if (q->name == param->name)
      return i < ctx->nargs ? ctx->args[i] : NULL;
  return NULL;
}

/* The value in place p: a tracked local's binding, or the pointer a
   store left in a member or a pointer's target (World.stores), else p
   itself (the contents of the place).  In a template, a mark to load at
   the use. */
static const Path *load_in(Analysis *a, const World *w, const Path *p);

static const Path *load(const World *w, const Path *p) {
  const Path *v = p->kind == PATH_VAR ? (is_tracked_local(p->key) ? world_binding(w, p->key) : NULL)
                                      : world_stored(w, p);
  return v ? v : p;
}

static const Path *eval(Analysis *a, const World *w, const Node *n, const Context *ctx);

static bool is_array(const Type *t) { return t && t->kind == TY_ARRAY; }

const Node *strip_casts(const Node *n) {
  while (n->kind == ND_CAST)
    n = n->lhs;
  return n;
}

const Node *callee_expression(const Node *call) {
  const Node *f = strip_casts(call->lhs);
  while (f->kind == ND_DEREF) /* (*ops->run)(x) */
    f = strip_casts(f->lhs);
  return f;
}

/* The place an lvalue denotes. */
/* What place and eval answered lately, for a node in a world with given
   bindings and facts: an event of `p->a->b->...->mu` evaluates the event
   before it again, which would make a chain of N members cost N^2.  The
   table grows with the function, to MEMO_MOST slots: made anew for each
   analysis, a table of the most for a function of three statements cost
   more to clear than the function to analyze. */
enum { MEMO_LEAST = 32, MEMO_MOST = 1024 };

typedef struct Memo {
  const Node *node;
  const Map *vars, *facts, *stores;
  uint32_t epoch, global_epoch;
  bool is_place;
  const Path *answer;
} Memo;

static const Path *place_of(Analysis *a, const World *w, const Node *n, const Context *ctx);
static const Path *eval_of(Analysis *a, const World *w, const Node *n, const Context *ctx);

static Memo *memo_slot(Analysis *a, const World *w, const Node *n, bool is_place) {
  if (!a->memo) {
    int events = 0;
    for (int b = 0; b < a->cfg->blocks.len; b++)
      events += a->cfg->blocks.data[b]->events.len;
    a->memo_size = MEMO_LEAST;
    while (a->memo_size < MEMO_MOST && a->memo_size < 2 * events)
      a->memo_size *= 2;
    a->memo = memset(ARENA_ARRAY(a->arena, Memo, a->memo_size), 0, sizeof(Memo) * (size_t)a->memo_size);
  }
  uintptr_t h = ((uintptr_t)n >> 4) ^ ((uintptr_t)w->vars >> 6) ^ ((uintptr_t)w->facts >> 8) ^ is_place;
  return &a->memo[h % (uintptr_t)a->memo_size];
}

/* Only evaluations outside a contract (ctx NULL) are kept: they depend on
   nothing but the node and the world's bindings and facts. */
static const Path *memoized(Analysis *a, const World *w, const Node *n, const Context *ctx, bool is_place) {
  if (ctx)
    return is_place ? place_of(a, w, n, ctx) : eval_of(a, w, n, ctx);
  Memo *m = memo_slot(a, w, n, is_place);
  if (m->node == n && m->vars == w->vars && m->facts == w->facts && m->stores == w->stores && m->epoch == w->epoch &&
      m->global_epoch == w->global_epoch && m->is_place == is_place)
    return m->answer;
  const Path *answer = is_place ? place_of(a, w, n, ctx) : eval_of(a, w, n, ctx);
  m = memo_slot(a, w, n, is_place); /* the same slot: the memo is made once */
  *m = (Memo){n, w->vars, w->facts, w->stores, w->epoch, w->global_epoch, is_place, answer};
  return answer;
}

static const Path *place(Analysis *a, const World *w, const Node *n, const Context *ctx) {
  return memoized(a, w, n, ctx, true);
}

static const Path *eval(Analysis *a, const World *w, const Node *n, const Context *ctx) {
  return memoized(a, w, n, ctx, false);
}

/* The object `levels` structs out from self, for a member's annotation
   naming a lock of an enclosing struct: self's container is the object
   self is a field of (through an element of an array of them, p->s[i]).
   In a template, self's slot with the levels.  NULL when self is no
   field: reached through a pointer, its container is not known. */
static const Path *enclosing_object(Analysis *a, const Path *self, int64_t levels) {
  if (self->kind == PATH_SELF)
    return path_intern(a, PATH_SELF, NULL, NULL, NULL, self->value + levels);
  for (; levels > 0; levels--) {
    while (self->kind == PATH_INDEX && !self->value)
      self = self->base;
    if (self->kind != PATH_FIELD)
      return NULL;
    self = self->base;
  }
  return self;
}

static const Path *place_of(Analysis *a, const World *w, const Node *n, const Context *ctx) {
  switch (n->kind) {
  case ND_VAR: {
    const Path *arg = argument(ctx, n->obj);
    if (arg)
      return arg;
    if (is_context_name(n))
      return path_name(a, n->obj->name->name);
    return path_var(a, n->obj);
  }
  case ND_SELF:
    if (!ctx || !ctx->self)
      return path_symbol(a, n);
    if (!n->value)
      return ctx->self;
    const Path *outer = enclosing_object(a, ctx->self, n->value);
    return outer ? outer : path_symbol(a, n);
  case ND_DEREF:
    return path_deref(a, eval(a, w, n->lhs, ctx));
  case ND_MEMBER:
    return path_field(a, place(a, w, n->lhs, ctx), n->member);
  case ND_INDEX: {
    const Path *index = eval(a, w, n->rhs, ctx);
    if (is_array(n->lhs->type))
      return path_index(a, place(a, w, n->lhs, ctx), index, false);
    return path_index(a, path_deref(a, eval(a, w, n->lhs, ctx)), index, true);
  }
  case ND_CAST:
    return place(a, w, n->lhs, ctx);
  case ND_COMMA:
    return place(a, w, n->rhs, ctx);
  default:
    return path_symbol(a, n);
  }
}

static const Path *capability(Analysis *a, const World *w, const CapExpr *cap, const Context *ctx);
static const Path *tested_value(Analysis *a, const World *w, const Node *cond, const Context *ctx, int64_t *k,
                                bool *equal_when_true);

/* A comparison of a value with a number, in one form: `v >= k`, or
   `(v >= k) == 0` for `v < k`, so that `n > 0` and `n >= 1` are one value
   and what is known of `v >= j` can answer `v >= k` (known_equal).  Any
   other comparison is an operation of its own. */
static const Path *ordering(Analysis *a, const Path *l, const Path *r, NodeKind op) {
  if (l->kind == PATH_CONST && r->kind != PATH_CONST) { /* 3 < n is n > 3 */
    const Path *t = l;
    l = r, r = t;
    op = op == ND_LT ? ND_GT : op == ND_LE ? ND_GE : op == ND_GT ? ND_LT : ND_LE;
  }
  if (l->kind == PATH_CONST && r->kind == PATH_CONST)
    return path_const(a, op == ND_LT ? l->value < r->value : op == ND_LE ? l->value <= r->value
                         : op == ND_GT ? l->value > r->value : l->value >= r->value);
  if (r->kind != PATH_CONST || r->value == INT64_MAX)
    return path_intern(a, PATH_OP, l, r, NULL, op);
  int64_t k = op == ND_GT || op == ND_LE ? r->value + 1 : r->value; /* v > k is v >= k + 1 */
  const Path *ge = path_intern(a, PATH_OP, l, path_const(a, k), NULL, ND_GE);
  return op == ND_GE || op == ND_GT ? ge : path_intern(a, PATH_OP, ge, path_const(a, 0), NULL, ND_EQ);
}

/* The value of an expression, as far as the analysis follows values. */
/* l op r: a number when both are (a loop's counter, `pass + 1`, is then
   known from pass to pass), computed as 64-bit two's complement; else the
   operation as a value of its own. */
static const Path *operation(Analysis *a, const Path *l, const Path *r, NodeKind op) {
  if (l->kind != PATH_CONST || r->kind != PATH_CONST ||
      ((op == ND_SHL || op == ND_SHR) && (r->value < 0 || r->value > 63)))
    return path_intern(a, PATH_OP, l, r, NULL, op);
  uint64_t x = (uint64_t)l->value, y = (uint64_t)r->value, v;
  switch (op) {
  case ND_EQ: v = x == y; break;
  case ND_NE: v = x != y; break;
  case ND_BITAND: v = x & y; break;
  case ND_BITOR: v = x | y; break;
  case ND_BITXOR: v = x ^ y; break;
  case ND_ADD: v = x + y; break;
  case ND_SUB: v = x - y; break;
  case ND_MUL: v = x * y; break;
  case ND_SHL: v = x << y; break;
  case ND_SHR: v = (uint64_t)(l->value >> r->value); break; /* arithmetic, as gcc does */
  default: return path_intern(a, PATH_OP, l, r, NULL, op);
  }
  return path_const(a, (int64_t)v);
}

/* The version of memory a call of a function that only reads memory
   (first, its first declaration) reads in w: what makes two calls with
   the same arguments one value. */
static int64_t call_version(const World *w, const Obj *first) {
  return first->memory->flags & MEM_READS_GLOBALS ? ((int64_t)w->epoch << 32 | w->global_epoch) + 1
                                                  : (int64_t)w->epoch + 1;
}

/* v, the value of n, or a symbol of n's own when v is too large to
   follow (MAX_TERM_SIZE). */
static const Path *bounded(Analysis *a, const Path *v, const Node *n) {
  return v->size > MAX_TERM_SIZE ? path_symbol(a, n) : v;
}

static const Path *instantiate(Analysis *a, const World *w, const Path *t, const Context *ctx);

/* The values of a call's arguments in w, added to out. */
static void argument_values(Analysis *a, const World *w, const Node *call, const Context *ctx, PathSet *out) {
  for (const Node *arg = call->args; arg; arg = arg->next)
    VEC_PUSH(*out, eval(a, w, arg, ctx));
}

static const Path *eval_of(Analysis *a, const World *w, const Node *n, const Context *ctx) {
  if (n->is_constant)
    return path_const(a, n->value);
  switch (n->kind) {
  case ND_VAR: {
    const Path *arg = argument(ctx, n->obj);
    if (arg)
      return arg;
    if (n->obj->kind == OBJ_FUNC)
      return path_var(a, n->obj);
    const Path *p = place(a, w, n, ctx);
    return is_array(n->type) ? path_addr(a, p) : load_in(a, w, p);
  }
  case ND_MEMBER: case ND_DEREF: case ND_INDEX: {
    const Path *p = place(a, w, n, ctx);
    return is_array(n->type) ? path_addr(a, p) : load_in(a, w, p);
  }
  case ND_ADDR:
    return path_addr(a, place(a, w, n->lhs, ctx));
  case ND_RESULT:
    return ctx && ctx->result ? ctx->result : path_symbol(a, n);
  case ND_CAST:
    return eval(a, w, n->lhs, ctx);
  case ND_NEG: case ND_BITNOT: { /* -1 is a number */
    const Path *v = eval(a, w, n->lhs, ctx);
    if (v->kind != PATH_CONST && n->kind == ND_NEG) /* -v is 0 - v, known where v is (`-trylock(m)`) */
      return bounded(a, operation(a, path_const(a, 0), v, ND_SUB), n);
    if (v->kind != PATH_CONST)
      return path_symbol(a, n);
    return path_const(a, n->kind == ND_NEG ? (int64_t)(0 - (uint64_t)v->value) : ~v->value);
  }
  case ND_NOT: { /* !v is v == 0 */
    const Path *v = eval(a, w, n->lhs, ctx);
    return v->kind == PATH_CONST ? path_const(a, v->value == 0)
                                 : path_intern(a, PATH_OP, v, path_const(a, 0), NULL, ND_EQ);
  }
  case ND_ASSIGN:
    return n->op == ND_ASSIGN ? eval(a, w, n->rhs, ctx) : path_symbol(a, n);
  case ND_COMMA:
    return eval(a, w, n->rhs, ctx);
  case ND_LOGAND: case ND_LOGOR: { /* the same tests of the same values are the same value */
    const Path *l = eval(a, w, n->lhs, ctx), *r = eval(a, w, n->rhs, ctx);
    bool is_and = n->kind == ND_LOGAND;
    /* a number decides it or leaves the other test (`i < n && !err`
       with err 0): never a symbol of the node, which one pass of a loop
       would tie to the next */
    if (l->kind == PATH_CONST && (l->value != 0) != is_and)
      return path_const(a, !is_and);
    if (r->kind == PATH_CONST && (r->value != 0) != is_and)
      return path_const(a, !is_and);
    if (l->kind == PATH_CONST)
      return r->kind == PATH_CONST ? path_const(a, is_and) : operation(a, r, path_const(a, 0), ND_NE);
    if (r->kind == PATH_CONST)
      return operation(a, l, path_const(a, 0), ND_NE);
    return bounded(a, path_intern(a, PATH_OP, l, r, NULL, n->kind), n);
  }
  case ND_COND: { /* the arm the world's facts about the condition choose (the CFG split it) */
    int64_t k;
    bool equal;
    const Path *v = tested_value(a, w, n->cond, ctx, &k, &equal);
    int known = w ? world_known_equal(w, v, k) : v->kind == PATH_CONST ? v->value == k : -1; /* no world: a contract shown */
    if (known < 0)
      return path_symbol(a, n);
    if (known == (int)equal) /* the condition is true */
      return eval(a, w, n->then ? n->then : n->cond, ctx);
    return eval(a, w, n->els, ctx);
  }
  case ND_STMT_EXPR: { /* ({ ...; e; }) is e, evaluated last (the kernel's __cond_lock) */
    const Node *last = n->body ? n->body->body : NULL;
    while (last && last->next)
      last = last->next;
    return last && last->kind == ND_EXPR_STMT && last->lhs ? eval(a, w, last->lhs, ctx) : path_symbol(a, n);
  }
  case ND_LT: case ND_LE: case ND_GT: case ND_GE:
    return bounded(a, ordering(a, eval(a, w, n->lhs, ctx), eval(a, w, n->rhs, ctx), n->kind), n);
  case ND_EQ: case ND_NE: case ND_BITAND: case ND_BITOR:
  case ND_BITXOR: case ND_ADD: case ND_SUB: case ND_MUL: case ND_SHL: case ND_SHR:
    /* the same operation on the same values is the same value */
    return bounded(a, operation(a, eval(a, w, n->lhs, ctx), eval(a, w, n->rhs, ctx), n->kind), n);
  case ND_CALL: {
    const Contract *c = n->obj ? contract_of(n->obj) : NULL;
    if (c && c->returns) { /* the address every return gives (`&t->slots[i]`) */
      PathSet args = {0};
      argument_values(a, w, n, ctx, &args);
      Context inner = {.function = c->function, .args = args.data, .nargs = args.len};
      const Path *value = instantiate(a, w, c->returns, &inner);
      VEC_FREE(args);
      if (value)
        return value;
    }
    /* lock_returned: the call's value points to the named capability */
    const CapExpr *returned = c ? c->caps[AN_LOCK_RETURNED] : NULL;
    if (returned) {
      PathSet args = {0};
      argument_values(a, w, n, ctx, &args);
      Context inner = {.function = c->function, .args = args.data, .nargs = args.len};
      const Path *cap = capability(a, w, returned, &inner);
      VEC_FREE(args);
      if (cap && world_known_equal(w, path_symbol(a, n), 0) == 1)
        return path_const(a, 0); /* a try-lock that failed returned null */
      if (cap)
        return path_addr(a, cap);
    }
    /* a getter of a lock (`get_lock(o)`, returning a pointer to a
       capability) gives the same lock for the same arguments, as Clang
       compares the expressions; a function that only reads memory gives
       the same value for the same arguments while the memory it reads
       stays the same; a call of anything else is a new value each time
       (two `node_new()` are two nodes) */
    const Obj *first = n->obj ? first_declaration(n->obj) : NULL;
    bool try_lock = c && (c->has[AN_TRY_ACQUIRE] || c->has[AN_TRY_ACQUIRE_SHARED]); /* its result says if it did */
    bool getter = first && same_object_called(first) && !try_lock;
    bool reads_only = first && first->memory && writes_nothing(first->memory) && !c;
    if (n->obj && n->obj->kind == OBJ_FUNC && (getter || reads_only)) {
      PathSet args = {0};
      argument_values(a, w, n, ctx, &args);
      bool members_only = !getter && reads_members_only(first->memory);
      a->member_calls |= members_only;
      int64_t version = getter || members_only ? 0 : call_version(w, first);
      const Path *value = path_call(a, n->obj, args.data, args.len, version);
      VEC_FREE(args);
      return bounded(a, value, n);
    }
    return path_symbol(a, n);
  }
  default:
    return path_symbol(a, n);
  }
}

/* The capability a contract names: the object, so that a pointer names
   what it points to.  NULL for one that names nothing (""). */
/* ------------------------------------------------------------ templates */

/* The lock a contract's expression names, evaluated in world w for the
   use ctx says (the values of the parameters, self). */
static const Path *evaluate_capability(Analysis *a, const World *w, const CapExpr *cap, const Context *ctx) {
  const Node *e = cap->expr;
  if (e->type && e->type->kind == TY_POINTER)
    return path_deref(a, eval(a, w, e, ctx));
  return place(a, w, e, ctx);
}

/* Is p made only of what a template may hold: places, numbers, names and
   slots (*slot set when it has one)?  A call, a condition or an operation
   depends on the world at the use. */
static bool is_template(const Path *p, bool *slot) {
  switch (p->kind) {
  case PATH_PARAM: case PATH_SELF: case PATH_RESULT:
    *slot = true;
    return true;
  case PATH_VAR: case PATH_CONST: case PATH_NAME:
    return true;
  case PATH_FIELD: case PATH_DEREF: case PATH_ADDR: case PATH_NOT: case PATH_LOAD:
    return is_template(p->base, slot);
  case PATH_INDEX:
    return is_template(p->base, slot) && is_template(p->index, slot);
  default:
    return false;
  }
}

/* A contract's expression for the parameters of function, evaluated with
   each parameter and self as a slot, in a world that knows nothing, into
   the unit's templates; NULL when it is no template (is_template), and
   *slot says whether it has a slot. */
static const Path *symbolic_term(Analysis *a, const CapExpr *cap, const Type *function, bool *slot) {
  int n = 0;
  for (const Param *p = function ? function->params : NULL; p; p = p->next)
    n++;
  a->templating = true;
  const Path **slots = ARENA_ARRAY(&a->tu->arena, const Path *, n + 1);
  int i = 0;
  for (const Param *p = function ? function->params : NULL; p; p = p->next, i++)
    slots[i] = path_intern(a, PATH_PARAM, NULL, NULL, p, i);
  Context symbolic = {.self = path_intern(a, PATH_SELF, NULL, NULL, NULL, 0), .function = function,
                      .args = slots, .nargs = n,
                      .result = function ? path_intern(a, PATH_RESULT, NULL, NULL, function, 0) : NULL};
  World nothing = {0};
  const Path *t = evaluate_capability(a, &nothing, cap, &symbolic);
  a->templating = false;
  *slot = false;
  return t && is_template(t, slot) ? t : NULL;
}

/* A contract's expression as a lock term made once, for the parameters of
   function (symbolic_term), kept on the expression; NULL when it is no
   template or names no slot (a term without one is cheaper evaluated). */
static const Path *template_of(Analysis *a, const CapExpr *cap, const Type *function) {
  CapExpr *cache = (CapExpr *)cap; /* a cache on the contract, not part of its meaning */
  if (cap->template_made && cap->template_function == function)
    return cap->template;
  bool slot;
  const Path *t = symbolic_term(a, cap, function, &slot);
  cache->template = slot ? t : NULL;
  cache->template_function = function;
  cache->template_made = true;
  return cap->template;
}

/* The value in place p, as load says; a mark of it in a template. */
static const Path *load_in(Analysis *a, const World *w, const Path *p) {
  return a->templating ? path_intern(a, PATH_LOAD, p, NULL, NULL, 0) : load(w, p);
}

/* Template t with its slots filled as ctx says, in world w, in the function's paths
   (rebuilt node by node, so that `*&x` is x again); NULL when a slot has
   no value here (then the expression is evaluated as it is written). */
static const Path *instantiate(Analysis *a, const World *w, const Path *t, const Context *ctx) {
  const Path *base = NULL, *index = NULL;
  if (t->base && !(base = instantiate(a, w, t->base, ctx)))
    return NULL;
  if (t->index && !(index = instantiate(a, w, t->index, ctx)))
    return NULL;
  switch (t->kind) {
  case PATH_LOAD:
    return load(w, base);
  case PATH_PARAM:
    return ctx->function && t->value < ctx->nargs ? ctx->args[t->value] : NULL;
  case PATH_SELF:
    return t->value && ctx->self ? enclosing_object(a, ctx->self, t->value) : ctx->self;
  case PATH_RESULT:
    return ctx->result;
  case PATH_DEREF: /* of what the place holds: `(*out)->m` with out = &c is c's value's m */
    return path_deref(a, load(w, base));
  case PATH_ADDR:
    return path_addr(a, base);
  case PATH_INDEX: /* the index a value, as an operand is: `locks[*id]` with id = &i is locks[i] */
    return path_index(a, base, load(w, index), t->value);
  case PATH_OP: /* `tbl->lk + *lock` with lock = &i: of the value i holds, not the place */
    return path_intern(a, t->kind, load(w, base), index ? load(w, index) : NULL, t->key, t->value);
  case PATH_CALL: /* a condition's call, of the memory at the use (CapExpr.when) */
    if (t->key && t->value == -1) {
      const Obj *first = first_declaration((Obj *)t->key);
      if (!first->memory)
        return NULL;
      return path_intern(a, PATH_CALL, base, index, t->key, call_version(w, first));
    }
    a->member_calls |= t->key != NULL; /* of the members it reads (member_call), or a getter */
    return path_intern(a, t->kind, base, index, t->key, t->value);
  default:
    return path_intern(a, t->kind, base, index, t->key, t->value);
  }
}

const Path *capability_term(TranslationUnit *tu, const CapExpr *cap, const Type *function) {
  if (!cap->expr)
    return cap->template; /* inferred, or NULL for a string literal */
  Analysis a = {.arena = &tu->arena, .tu = tu};
  bool slot;
  return symbolic_term(&a, cap, function, &slot);
}

/* A contract's lock as the warnings name it: its term printed, with each
   parameter's name and without self (the object a member's annotation is
   relative to); NULL (malloc'ed text otherwise) when it depends on the
   world at the use. */
char *capability_text(TranslationUnit *tu, const CapExpr *cap, const Type *function) {
  const Path *t = capability_term(tu, cap, function);
  return t ? path_text(t) : NULL;
}

static const Path *capability_named(Analysis *a, const World *w, const CapExpr *cap, const Context *ctx) {
  Context own;
  if (ctx && cap->function && cap->function != ctx->function) { /* a merged contract's expression */
    own = *ctx;
    own.function = cap->function;
    ctx = &own;
  }
  if (cap->arg) /* a built-in model's: what the argument points to */
    return ctx && cap->arg <= ctx->nargs ? path_deref(a, ctx->args[cap->arg - 1]) : NULL;
  if (!cap->expr && cap->template) /* inferred: a template, no expression */
    return ctx ? instantiate(a, w, cap->template, ctx) : NULL;
  if (!cap->expr)
    return cap->name[0] ? path_name(a, cap->name) : NULL;
  const Path *t = ctx && a->tu ? template_of(a, cap, ctx->function) : NULL;
  const Path *p = t ? instantiate(a, w, t, ctx) : NULL;
  return p ? p : evaluate_capability(a, w, cap, ctx);
}

/* Is e (past casts, & and *) a call of a function whose lock_returned
   names no lock, "" or "*" (a getter whose lock cannot be named): a guard
   or a requirement of it asks for nothing, as in Clang? */
static bool returns_unnamed_lock(const Node *e) {
  e = strip_casts(e);
  while (e->kind == ND_ADDR || e->kind == ND_DEREF)
    e = strip_casts(e->lhs);
  const Contract *c = e->kind == ND_CALL && e->obj ? contract_of(e->obj) : NULL;
  const CapExpr *returned = c ? c->caps[AN_LOCK_RETURNED] : NULL;
  return returned && !returned->expr && !returned->template && returned->name;
}

/* The lock cap names at a use (ctx); NULL for none.  A number names no
   lock: it comes from an expression in error, already reported (the
   parser makes an undeclared name 0), and would be warned about as
   mutex '0'; nor does what a null pointer points to. */
static const Path *capability(Analysis *a, const World *w, const CapExpr *cap, const Context *ctx) {
  if (cap->expr && returns_unnamed_lock(cap->expr))
    return NULL;
  const Path *p = capability_named(a, w, cap, ctx);
  const Path *pointer = p;
  while (pointer && pointer->kind == PATH_DEREF) /* what a null pointer points to: `(struct mutex *)0` */
    pointer = pointer->base;
  bool number = pointer && (pointer->kind == PATH_CONST ||
                            (pointer->kind == PATH_SYMBOL && ((const Node *)pointer->key)->kind == ND_NUM)); /* `&0` */
  /* a lock of the struct around a nested one, used where that struct is
     not known (a pointer to the nested one): no lock the analysis can name */
  bool unknown_outer = p && p->kind == PATH_FIELD && p->base->kind == PATH_SYMBOL &&
                       ((const Node *)p->base->key)->kind == ND_SELF;
  return number || unknown_outer ? NULL : p;
}

/* The word for a capability in messages, from its type. */
static const char *kind_of(const CapExpr *cap) {
  if (cap->kind)
    return cap->kind;
  if (cap->name && !strcmp(cap->name, "*"))
    return "wildcard"; /* the universal lock, as Clang calls it */
  const Type *t = cap->expr ? cap->expr->type : NULL;
  if (t && t->kind == TY_POINTER)
    t = t->base;
  const char *kind = capability_kind(t);
  return kind ? kind : "mutex";
}

/* Is cap a mutex the program made recursive (mark_recursive_mutexes)? */
static bool recursive_mutex(const Path *cap) {
  if (cap->kind == PATH_VAR)
    return first_declaration((Obj *)cap->key)->recursive;
  /* a member (`log_mutex.mutex`), or what a member points to, of every
     object or of the one an initialization named (infer.c init_object:
     `&log_mutex`, `&tp->mutex`) */
  const Path *field = cap->kind == PATH_FIELD ? cap : cap->kind == PATH_DEREF ? cap->base : NULL;
  if (!field || field->kind != PATH_FIELD)
    return false;
  const Path *object = field->base;
  const Member *member = field->key;
  return member->recursive ||
         (object->kind == PATH_VAR && recursive_holder(first_declaration((Obj *)object->key), member)) ||
         (object->kind == PATH_FIELD && recursive_holder(object->key, member));
}

static bool is_reentrant_cap(const CapExpr *cap) {
  if (cap->arg || !cap->expr) /* a model's or an inferred contract's */
    return cap->reentrant;
  const Type *t = cap->expr ? cap->expr->type : NULL;
  if (t && t->kind == TY_POINTER)
    t = t->base;
  return capability_reentrant(t);
}

/* ---------------------------------------------------------------- access */

/* The family of locks cap is one of: cap with each index made `*`
   (`locks[*]` for `locks[i]`, `b[*].lk` for `b[i].lk`); NULL when cap
   has no index. */
static const Path *family_of(Analysis *a, const Path *cap) {
  const Path *base = cap->base ? family_of(a, cap->base) : NULL;
  if (cap->kind == PATH_INDEX)
    return path_index(a, base ? base : cap->base, path_name(a, "*"), cap->value);
  if (!base)
    return NULL;
  return path_intern(a, cap->kind, base, cap->index, cap->key, cap->value);
}

/* The family held in w that cap is one of, or NULL. */
static Held *family_held(Analysis *a, const World *w, const Path *cap) {
  const Path *f = family_of(a, cap);
  return f && f != cap ? world_held(w, f) : NULL;
}

/* Does an index of cap depend on what the path does not know (`a[i]`,
   not `a[2]`)? */
static bool varying_index(const Path *cap) {
  if (!cap)
    return false;
  return (cap->kind == PATH_INDEX && cap->index->kind != PATH_CONST) || varying_index(cap->base);
}

/* A release of cap, not held itself, as one of its family (a loop that
   releases a lock per pass, analysis.c family_join): where the family is
   held, or cap's index is not known and other locks of its family are
   held (`a[i]` may be `a[0]`), they become the family, releasing, which
   the loop is taken to release all of.  False, and nothing changed, when
   cap is not so. */
static bool release_in_family(Analysis *a, World *w, const Path *cap) {
  const Path *f = family_of(a, cap);
  if (!f || f == cap)
    return false;
  Held *family = world_held(w, f);
  Held released = {0};
  if (family) {
    released = *family;
  } else if (varying_index(cap)) {
    for (int i = 0; i < w->nheld && !released.cap; i++)
      if (family_of(a, w->held[i].cap) == f && !w->held[i].asserted)
        released = w->held[i];
  }
  if (!released.cap)
    return false;
  for (int i = w->nheld - 1; i >= 0; i--)
    if (family_of(a, w->held[i].cap) == f && !w->held[i].asserted)
      world_remove_held(a, w, w->held[i].cap);
  released.cap = f;
  released.depth = 1;
  released.releasing = true;
  world_add_held(a, w, released);
  note_family(a, false, f);
  return true;
}

/* Is cap the universal lock, "*"? */
static bool is_universal(const Path *cap) {
  return cap->kind == PATH_NAME && !strcmp(cap->key, "*");
}

/* Is cap held, exclusively when that is asked?  One of a family held
   (not being released) is. */
static bool holds(Analysis *a, const World *w, const Path *cap, bool exclusive) {
  const Held *h = world_held(w, cap);
  if (!h)
    h = family_held(a, w, cap);
  for (int i = 0; i < w->nheld && !h; i++) /* the universal lock ("*") is every lock, as in Clang */
    if (is_universal(w->held[i].cap))
      h = &w->held[i];
  return h && !h->releasing && (!exclusive || !h->shared);
}

static bool holds_any(const World *w, bool exclusive) {
  for (int i = 0; i < w->nheld; i++)
    if (!exclusive || !w->held[i].shared)
      return true;
  return false;
}

/* Are two locks the same member of two objects, which Clang calls a near
   match: `a->mu` held where `b->mu` is needed? */
static bool path_near(const Path *x, const Path *y) {
  return x->kind == PATH_FIELD && y->kind == PATH_FIELD && x->key == y->key && x != y;
}

/* A held lock that is a near match of cap. */
static const Held *near_match(const World *w, const Path *cap) {
  for (int i = 0; i < w->nheld; i++)
    if (path_near(w->held[i].cap, cap))
      return &w->held[i];
  return NULL;
}

/* Warns (message, taken over) that cap is needed and not held.  With a
   near match, as Clang, the warning is in the -precise group (unless it
   has a group of its own) and a note names the lock that is held. */
/* Is cap a lock that only the caller can hold: the lock a parameter
   points to (handed in), or, where a built-in model needs it (the mutex
   of pthread_cond_wait), one reached through a parameter (`q->mu`,
   `*q->pool->mutex`)?  A wrapper of pthread_cond_wait needs it, and so
   does a function that waits in a loop and takes or releases no lock
   itself (pigz's wait_for: `while (b->value != v) wait(&b->cond,
   &b->mutex);`); one that waits in a loop and locks or unlocks others
   should have taken this one too. */
static bool handed_in(const Analysis *a, const Path *cap) {
  if (cap->kind == PATH_DEREF && cap->base->kind == PATH_VAR)
    return ((const Obj *)cap->base->key)->is_param;
  if (!a->origin.cap || !a->origin.cap->arg ||
      (a->infer->locks_itself && a->in_loop && a->block && a->in_loop[a->block->id]))
    return false;
  while (cap->kind == PATH_FIELD || cap->kind == PATH_DEREF || cap->kind == PATH_INDEX || cap->kind == PATH_LOAD)
    cap = cap->base;
  return cap->kind == PATH_VAR && ((const Obj *)cap->key)->is_param;
}

static void warn_not_held(Analysis *a, const World *w, const char *group, const char *rule, const Token *tok,
                          const Path *cap, const char *kind, bool exclusive, char *message) {
  if (a->infer && (a->infer->may_require || (a->infer->has_callers && handed_in(a, cap))))
    note_effect(a, cap, kind, exclusive ? AN_REQUIRES : AN_REQUIRES_SHARED, tok);
  const Held *near = near_match(w, cap);
  if (near && group == GROUP)
    group = "thread-safety-precise";
  Finding *f = warn_in(a, group, rule, tok, cap, NULL, "%s", message);
  free(message);
  if (near) {
    char *text = lock_text(near->cap);
    note(f, tok, "found near match '%s'", text);
    free(text);
  }
}

/* ------------------------------------------------- negative capabilities */

/* Is !cap held: is cap known not held, by the function's REQUIRES(!cap)
   or since a release? */
static bool holds_negative(Analysis *a, const World *w, const Path *cap) {
  return world_known_equal(w, path_not(a, cap), 1) == 1;
}

/* Can the function's callers name cap, so that a negative requirement on
   it is theirs to meet, or an inferred contract can say it: a global, or
   a lock reached from a parameter (as Clang does for globals and the
   members of `this`), with any index made of those and constants? */
bool same_object_called(const Obj *first) {
  const Type *t = first->kind == OBJ_FUNC && first->type ? first->type->base : NULL;
  return t && t->kind == TY_POINTER && (capability_kind(t->base) || first->selects);
}

bool path_in_scope(const Path *cap) {
  switch (cap->kind) {
  case PATH_VAR: {
    const Obj *obj = cap->key;
    return obj->kind == OBJ_VAR && (obj->is_param || !obj->is_local);
  }
  case PATH_CONST: case PATH_NAME:
    return true;
  case PATH_FIELD: case PATH_DEREF: case PATH_ADDR:
    return path_in_scope(cap->base);
  case PATH_INDEX: case PATH_OP:
    return path_in_scope(cap->base) && path_in_scope(cap->index);
  case PATH_CALL: /* a getter's, of its arguments (an argument list's node has no key) */
    return (!cap->key || same_object_called(first_declaration((Obj *)cap->key))) &&
           (!cap->base || path_in_scope(cap->base)) && (!cap->index || path_in_scope(cap->index));
  default:
    return false;
  }
}

/* Does some requirement in the program name cap negated?  Only those locks
   need !cap to be acquired: a program that never writes `!mu` is not asked
   to. */
static bool is_negated(const Path *cap) {
  if (cap->kind == PATH_VAR)
    return ((const Obj *)cap->key)->negated;
  if (cap->kind == PATH_FIELD)
    return ((const Member *)cap->key)->negated;
  return false;
}

/* The declaration an lvalue names, with the object its member annotations
   are relative to. */
static const Contract *declared_contract(Analysis *a, const World *w, const Node *n, Context *ctx,
                                         const char **name) {
  memset(ctx, 0, sizeof *ctx);
  if (n->kind == ND_VAR && n->obj->kind == OBJ_VAR && !is_tracked_local(n->obj)) {
    *name = n->obj->name->name;
    return contract_of(n->obj);
  }
  if (n->kind == ND_MEMBER && n->member->name) {
    *name = n->member->name->name;
    ctx->self = place(a, w, n->lhs, NULL);
    return n->member->contract;
  }
  return NULL;
}

/* guarded_by / pt_guarded_by / guarded_var on the declaration reached by
   an access of `what` (a variable or "the value pointed to by" it). */
static void check_guards(Analysis *a, const World *w, const Node *lvalue, bool pointee, const char *rule,
                         const char *action, bool exclusive, const Token *tok, const char *group) {
  Context use;
  const Context *ctx = &use;
  const char *name;
  const Contract *c = declared_contract(a, w, lvalue, &use, &name);
  if (!c)
    return;
  Meaning guarded = pointee ? AN_PT_GUARDED_BY : AN_GUARDED_BY;
  Meaning any = pointee ? AN_PT_GUARDED_VAR : AN_GUARDED_VAR;
  int count = 0, held = 0;
  const Path *last = NULL;
  StrBuf list = {0};
  for (const CapExpr *g = c->caps[guarded]; g; g = g->next) {
    const Path *cap = capability(a, w, g, ctx);
    if (!cap)
      continue;
    char *text = lock_text(cap);
    count++;
    sb_printf(&list, "%s'%s'", list.len ? ", " : "", text);
    note_use(a, w, cap);
    a->origin = (Origin){g, cap, NULL, lvalue};
    if (exclusive && !holds(a, w, cap, true))
      warn_not_held(a, w, group, rule, tok, cap, kind_of(g), true,
                    format("%s '%s' requires holding %s '%s' exclusively", action, name, kind_of(g), text));
    held += holds(a, w, cap, false);
    last = cap;
    free(text);
  }
  if (!exclusive && count == 1 && !held) /* a->origin: the last, the one */
    warn_not_held(a, w, group, rule, tok, last, kind_of(c->caps[guarded]), false,
                  format("%s '%s' requires holding %s %s", action, name, kind_of(c->caps[guarded]), list.data));
  else if (!exclusive && count > 1 && !held)
    warn_in(a, group, rule, tok, NULL, NULL, "%s '%s' requires holding at least one of %s", action, name,
            list.data);
  sb_free(&list);
  a->origin.cap = NULL;
  if (c->has[any] && !holds_any(w, exclusive))
    warn_in(a, group, rule, tok, path_name(a, "*"), NULL, "%s '%s' requires holding any mutex%s", action, name,
            exclusive ? " exclusively" : "");
}

/* The place an access reaches, seen through the address taken and
   dereferenced again: `*(volatile int *)&x` (WRITE_ONCE, READ_ONCE) is x. */
static const Node *through_addr(const Node *n) {
  while (n->kind == ND_DEREF && strip_casts(n->lhs)->kind == ND_ADDR)
    n = strip_casts(n->lhs)->lhs;
  return n;
}

/* The variable an element belongs to: an element of an array is an access
   of the array, t->slots[i] of t->slots. */
static const Node *whole_array(const Node *n) {
  while (n->kind == ND_INDEX && is_array(n->lhs->type))
    n = n->lhs;
  return n;
}

/* A read or write of place n: its own guards, those of each object it is
   a member or an element of (`foo.a` is an access of foo, `sc[0].a` of
   sc), and the pointee guards of the pointer it goes through; an array
   reached as a pointer (`*sa`, `sc->a`) is the array's access. */
static void check_access(Analysis *a, const World *w, const Node *n, bool write, const Token *tok) {
  if (through_addr(n) != n) { /* named where the variable is, as Clang does */
    n = through_addr(n);
    tok = node_tok(n);
  }
  const char *rule = write ? "guarded-write" : "guarded-read";
  const char *action = write ? "writing variable" : "reading variable";
  for (const Node *part = n; part;) {
    const Node *whole = whole_array(part);
    check_guards(a, w, whole, false, rule, action, write, tok, GROUP);
    const Node *pointer = NULL;
    if (whole->kind == ND_DEREF)
      pointer = whole->lhs;
    else if (whole->kind == ND_INDEX)
      pointer = whole->lhs;
    else if (whole->kind == ND_MEMBER && whole->lhs->kind == ND_DEREF) /* p->x, and (*p).x as well */
      pointer = whole->lhs->lhs;
    pointer = pointer ? strip_casts(pointer) : NULL;
    if (pointer && is_array(pointer->type))
      check_guards(a, w, whole_array(pointer), false, rule, action, write, tok, GROUP);
    else if (pointer)
      check_guards(a, w, pointer, true, write ? "pt-guarded-write" : "pt-guarded-read",
                   write ? "writing the value pointed to by" : "reading the value pointed to by", write, tok,
                   GROUP);
    part = whole->kind == ND_MEMBER && !pointer ? whole->lhs : NULL;
  }
}

/* A pointer to guarded data that escapes, passed to a call or returned
   (Clang's -Wthread-safety-pointer): `&x` for a guarded x, or a
   pt_guarded_by pointer itself.  As in Clang, passing one needs the lock
   held, returning one as a pointer to non-const needs it exclusively. */
static void check_pointer(Analysis *a, const World *w, const Node *e, const Type *to, bool returning) {
  e = strip_casts(e);
  while (e->kind == ND_ADDR && through_addr(e->lhs)->kind == ND_DEREF) /* &*p is p */
    e = strip_casts(through_addr(e->lhs)->lhs);
  bool exclusive = returning && !(to && to->kind == TY_POINTER && (to->base->quals & Q_CONST));
  const Node *variable = e->kind == ND_ADDR ? whole_array(through_addr(e->lhs)) : is_array(e->type) ? e : NULL;
  const Token *tok = variable ? node_tok(variable) : node_tok(e);
  if (variable) /* &x, &arr[2], and arr itself */
    check_guards(a, w, variable, false, returning ? "pointer-returned" : "pointer-passed",
                 returning ? "returning pointer to variable" : "passing pointer to variable", exclusive, tok,
                 "thread-safety-pointer");
  else if ((e->kind == ND_VAR || e->kind == ND_MEMBER) && e->type && e->type->kind == TY_POINTER)
    check_guards(a, w, e, true, returning ? "pt-pointer-returned" : "pt-pointer-passed",
                 returning ? "returning pointer" : "passing pointer", exclusive, tok, "thread-safety-pointer");
}

/* ---------------------------------------------------------------- order */

/* The acquired_before / acquired_after list of the declaration of cap. */
static const CapExpr *order_list(const Path *cap, Meaning meaning, Context *ctx) {
  memset(ctx, 0, sizeof *ctx);
  const Contract *c = NULL;
  if (cap->kind == PATH_DEREF && (cap->base->kind == PATH_VAR || cap->base->kind == PATH_FIELD))
    cap = cap->base; /* reached through a pointer: the pointer's declaration says */
  if (cap->kind == PATH_VAR) {
    c = contract_of(cap->key);
  } else if (cap->kind == PATH_FIELD) {
    c = ((const Member *)cap->key)->contract;
    ctx->self = cap->base;
  }
  return c ? c->caps[meaning] : NULL;
}

/* Must `first` be acquired before `then`, directly or through a chain of
   acquired_before / acquired_after declarations? */
static bool ordered_before(Analysis *a, const World *w, const Path *first, const Path *then, int depth) {
  if (depth > 8)
    return false;
  Context ctx;
  for (const CapExpr *c = order_list(first, AN_ACQUIRED_BEFORE, &ctx); c; c = c->next) {
    const Path *next = capability(a, w, c, &ctx);
    if (next == then || (next && ordered_before(a, w, next, then, depth + 1)))
      return true;
  }
  for (const CapExpr *c = order_list(then, AN_ACQUIRED_AFTER, &ctx); c; c = c->next) {
    const Path *prev = capability(a, w, c, &ctx);
    if (prev == first || (prev && ordered_before(a, w, first, prev, depth + 1)))
      return true;
  }
  return false;
}

/* ------------------------------------------------------------ lock graph */

static bool contains_term(const Path *t, const Path *part);

char *function_key(const Obj *fn) {
  /* main: each program's own (a database may build several) */
  bool internal = internal_linkage(fn) || !strcmp(fn->name->name, "main");
  const SrcFile *file = src_get(fn->tok->loc.file);
  if (!internal || !file)
    return xstrdup(fn->name->name);
  char *path = absolute_path(file->path);
  char *key = format("%s\x1f%s", fn->name->name, path);
  free(path);
  return key;
}

/* The instances a contract names, its cases' too, added to out. */
static void contract_instances(Analysis *a, const Contract *c, StrVec *out) {
  if (!c || c->model)
    return;
  TermScope scope = {a->tu, a->function->type, NULL, false};
  for (int m = 0; m < AN_COUNT; m++)
    for (const CapExpr *e = c->caps[m]; e; e = e->next) {
      char *text = term_string(capability_term(a->tu, e, a->function->type), &scope);
      if (text)
        VEC_PUSH(*out, text);
    }
  for (int i = 0; i < c->ncases; i++)
    contract_instances(a, c->cases[i].contract, out);
}

/* The type of the value or place a term is, where the term shows it. */
static const Type *term_type(const Path *p) {
  switch (p->kind) {
  case PATH_SYMBOL: return ((const Node *)p->key)->type;
  case PATH_PHI: return ((const Obj *)p->key)->type;
  case PATH_DEREF: {
    const Type *t = term_type(p->base);
    return t && (t->kind == TY_POINTER || t->kind == TY_ARRAY) ? t->base : NULL;
  }
  default: return path_type(p);
  }
}

static bool class_text(StrBuf *out, const Path *p);

/* The class of member m of the object base (NULL: not known) appended to
   out: `struct account.lock`, by the struct's tag, else the typedef's
   name, else the class of base; false when none says. */
static bool field_class(StrBuf *out, const Member *m, const Path *base) {
  char *named = member_class(m, base ? term_type(base) : NULL);
  if (named) {
    sb_puts(out, named);
    free(named);
    return true;
  }
  if (!m->name || !base || !class_text(out, base))
    return false;
  sb_printf(out, ".%s", m->name->name);
  return true;
}

/* Is o a local whose address a thread is given (Obj.shared_local)? */
static bool shared_local(const Obj *o) {
  return o->kind == OBJ_VAR && o->is_local && !o->is_param && first_declaration((Obj *)o)->shared_local;
}

/* The class of a variable of static storage appended to out: its name,
   marked for one of internal linkage (term.h static_mark). */
static void variable_class(StrBuf *out, const Obj *o) {
  sb_puts(out, o->name->name);
  static_mark(out, o);
}

/* The class of a local a thread is given, appended to out: its name and
   where it is declared (`i (local at f.c:9)`). */
static void local_class(StrBuf *out, const Obj *o) {
  const SrcFile *file = src_get(o->tok->loc.file);
  sb_printf(out, "%s" LOCAL_CLASS_MARK "%s:%u)", o->name->name, file ? file->path : "?", o->tok->loc.line);
}

/* A lock's class (lockgraph.c) appended to out; false when it has none:
   a local (but one a thread is given), what a parameter points to (its
   callers' argument says). */
static bool class_text(StrBuf *out, const Path *p) {
  switch (p->kind) {
  case PATH_VAR: {
    const Obj *o = p->key;
    if (shared_local(o)) { /* one of its own: where it is declared */
      local_class(out, o);
      return true;
    }
    if (o->is_param || (o->is_local && !(o->storage & SC_STATIC)))
      return false;
    variable_class(out, o);
    return true;
  }
  case PATH_FIELD:
    return field_class(out, p->key, p->base);
  case PATH_INDEX:
    if (!class_text(out, p->base))
      return false;
    sb_puts(out, "[*]");
    return true;
  case PATH_DEREF:
    sb_putc(out, '*');
    return class_text(out, p->base);
  case PATH_LOAD: /* a template's read of the pointer */
    return class_text(out, p->base);
  default:
    return false;
  }
}

/* b's text (malloc'ed) where what wrote it succeeded (ok), else NULL. */
static char *text_if(StrBuf *b, bool ok) {
  if (!ok) {
    sb_free(b);
    return NULL;
  }
  sb_putc(b, '\0');
  return b->data;
}

static char *class_of(const Path *p) {
  StrBuf b = {0};
  return text_if(&b, class_text(&b, p));
}

/* The file form of a term in the function's parameters; NULL for none. */
static char *instance_of(Analysis *a, const Path *p) {
  TermScope scope = {a->tu, a->function->type, NULL, false};
  return term_string(lock_template(a, p), &scope);
}

/* A term's names for the lock graph, made once per function (in its
   arena): class, instance and text, each NULL where there is none. */
typedef struct TermNames {
  const char *cls, *inst, *text;
} TermNames;

static const char *in_arena(Analysis *a, char *s) {
  const char *kept = s ? arena_strndup(a->arena, s, strlen(s)) : NULL;
  free(s);
  return kept;
}

static const TermNames *names_of(Analysis *a, const Path *p) {
  TermNames *n = hashmap_get(&a->term_names, (const char *)&p, sizeof p);
  if (n)
    return n;
  n = ARENA_NEW(a->arena, TermNames);
  n->cls = in_arena(a, class_of(p));
  n->inst = in_arena(a, instance_of(a, p));
  n->text = in_arena(a, lock_text(p));
  const Path **key = ARENA_NEW(a->arena, const Path *);
  *key = p;
  hashmap_put(&a->term_names, (const char *)key, sizeof *key, n);
  return n;
}

static OrderLock order_lock(Analysis *a, const Path *cap, const Token *where, bool reentrant) {
  const TermNames *n = names_of(a, cap);
  return (OrderLock){n->cls, n->inst, n->text, diag_written_at(where), reentrant, false};
}

/* The parameter a term is reached from; NULL for none. */
static const Obj *parameter_root(const Path *p) {
  while (p->base)
    p = p->base;
  return p->kind == PATH_VAR && ((const Obj *)p->key)->is_param ? p->key : NULL;
}

typedef struct RootPair {
  const Path *x, *y;
} RootPair;

static bool compares(void *ctx, const void *value, const void *facts) {
  (void)facts;
  const RootPair *r = ctx;
  const Path *v = value;
  if (v->kind == PATH_OP && v->value == ND_EQ && v->index && v->index->kind == PATH_CONST)
    v = v->base; /* `(x >= y) == 0` */
  return v->kind == PATH_OP && (v->value == ND_LT || v->value == ND_LE || v->value == ND_GT || v->value == ND_GE) &&
         contains_term(v, r->x) && contains_term(v, r->y);
}

static int parameter_index(const Analysis *a, const Obj *param) {
  int i = 0;
  for (const Obj *p = a->function->params; p; p = p->next, i++)
    if (p == param)
      return i;
  return -1;
}

/* Is the lock cap in the object its parameter points to (`&a->lock`,
   `&a[i].lock`), not reached through a pointer stored there
   (`&t->root->lock`, which may be any object)? */
static bool in_parameter_object(const Path *cap) {
  int derefs = 0;
  for (; cap->base; cap = cap->base)
    derefs += cap->kind == PATH_DEREF || (cap->kind == PATH_INDEX && cap->value);
  return derefs == 1;
}

/* Could a call pass one value for either of two parameters: do their
   types name one type, qualifiers aside, or is one a void pointer? */
static bool interchangeable(const Type *a, const Type *b) {
  for (; a && b && a->kind == TY_POINTER && b->kind == TY_POINTER; a = a->base, b = b->base)
    if (a->base && b->base && (a->base->kind == TY_VOID || b->base->kind == TY_VOID))
      return true;
  if (!a || !b || a->kind != b->kind)
    return false;
  return a->kind == TY_STRUCT || a->kind == TY_UNION ? a->record == b->record : true;
}

/* Is cap, of the class of a lock w holds, reached from another parameter
   than it (of the same type, where each lock is in its parameter's
   object), the two never compared on the way (by address or by a member:
   `a < b`, `a->id < b->id`)?  Then pair says which parameters: the held
   lock's, then cap's. */
static void unordered_pair(Analysis *a, const World *w, const Path *cap, const char *cls, int pair[2]) {
  pair[0] = pair[1] = -1;
  const Obj *root = parameter_root(cap);
  if (!root || !cls)
    return;
  for (int i = 0; i < w->nheld; i++) {
    const Obj *other = parameter_root(w->held[i].cap);
    if (!other || other == root ||
        (!interchangeable(other->type, root->type) && in_parameter_object(cap) &&
         in_parameter_object(w->held[i].cap)))
      continue; /* no call passes two objects of two types the other way round */
    const char *held = names_of(a, w->held[i].cap)->cls;
    bool same = held && !strcmp(held, cls);
    RootPair roots = {path_var(a, root), path_var(a, other)};
    if (same && !map_any(w->facts, compares, &roots)) {
      pair[0] = parameter_index(a, other);
      pair[1] = parameter_index(a, root);
      return;
    }
  }
}

typedef VEC(OrderFact) OrderFacts;

typedef struct FactScan {
  Analysis *a;
  OrderFacts *out;
} FactScan;

static bool collect_fact(void *ctx, const void *value, const void *list) {
  FactScan *scan = ctx;
  const FactList *known = list;
  const char *term = names_of(scan->a, value)->inst;
  for (int k = 0; term && k < known->n && k < MAX_ORDER_FACTS; k++)
    VEC_PUSH(*scan->out, ((OrderFact){term, known->facts[k].k, known->facts[k].equal}));
  return false;
}

static int compare_facts(const void *x, const void *y) {
  const OrderFact *f = x, *g = y;
  int c = strcmp(f->term, g->term);
  return c ? c : f->k < g->k ? -1 : f->k > g->k;
}

/* What w knows of values the callers can name (`type == PAUSE`, `fd !=
   -42`, `pThis->bAsyncWrite == 0`): the first MAX_ORDER_FACTS by term, in
   facts; their number. */
static int step_facts(Analysis *a, const World *w, OrderFact *facts) {
  OrderFacts all = {0};
  FactScan scan = {a, &all};
  map_any(w->facts, collect_fact, &scan);
  if (all.len)
    qsort(all.data, (size_t)all.len, sizeof *all.data, compare_facts);
  int n = 0;
  for (int i = 0; i < all.len; i++) {
    if (n < MAX_ORDER_FACTS)
      facts[n++] = all.data[i];
  }
  VEC_FREE(all);
  return n;
}

/* Is v the value w plus or minus a number (`i + 1`)? */
static bool offset_of(const Path *v, const Path *w) {
  return v->kind == PATH_OP && (v->value == ND_ADD || v->value == ND_SUB) && v->base == w && v->index &&
         v->index->kind == PATH_CONST && v->index->value != 0;
}

/* Is cap an element of an array of locks of which w holds another, by
   indices whose order the path does not fix: not compared (`i < j`), not
   one the other plus a number (`a[i]`, then `a[i + 1]`, the same way in
   every thread), not the family a loop took in its order (`a[*]`)?  The
   dining philosophers: `forks[i]`, then `forks[(i + 1) % n]`.  Indices
   that are two parameters are the callers' order: pair says which, as
   unordered_pair does. */
static bool unordered_elements(Analysis *a, const World *w, const Path *cap, int pair[2]) {
  if (cap->kind != PATH_INDEX)
    return false;
  for (int i = 0; i < w->nheld; i++) {
    const Path *h = w->held[i].cap;
    if (h->kind != PATH_INDEX || h->base != cap->base || h->index == cap->index || h->index->kind == PATH_NAME)
      continue;
    RootPair indices = {h->index, cap->index};
    if (h->index->kind == PATH_CONST && cap->index->kind == PATH_CONST)
      continue; /* a[0], then a[1]: a fixed order */
    if (offset_of(cap->index, h->index) || offset_of(h->index, cap->index) || map_any(w->facts, compares, &indices))
      continue;
    const Obj *p = parameter_root(h->index), *q = parameter_root(cap->index);
    if (p && q && p != q) {
      if (pair[0] < 0) {
        pair[0] = parameter_index(a, p);
        pair[1] = parameter_index(a, q);
      }
      continue;
    }
    return true;
  }
  return false;
}

/* Has the step of target (a lock taken, or a function called) at tok in w
   been sent already?  Another world or pass with the same locks held and
   the same facts (by their map) makes the same step: it is made once,
   before its names are.  The key is kept as its 64-bit hash: a function
   of a million steps has less than one chance in 10^7 of two meeting. */
static bool seen_step(Analysis *a, const World *w, const void *target, const Token *tok) {
  VEC(const void *) key = {0};
  VEC_PUSH(key, tok);
  VEC_PUSH(key, target);
  VEC_PUSH(key, w->facts);
  VEC_PUSH(key, w->vars); /* the arguments' values */
  VEC_PUSH(key, (const void *)(intptr_t)(a->before_threads | a->before_own << 1));
  VEC_PUSH(key, a->ended);
  VEC_PUSH(key, a->running);
  for (int i = 0; i < w->nheld; i++) {
    VEC_PUSH(key, w->held[i].cap);
    VEC_PUSH(key, w->held[i].where);
  }
  uint64_t hash = hash_bytes64((const char *)key.data, sizeof *key.data * (size_t)key.len);
  bool seen = recordset_find(&a->steps_sent, &hash, sizeof hash) != NULL;
  if (!seen) {
    uint64_t *kept = ARENA_NEW(a->arena, uint64_t);
    *kept = hash;
    recordset_add(&a->steps_sent, kept, sizeof *kept);
  }
  VEC_FREE(key);
  return seen;
}

/* What w knows of the values args hands a call that no file form names
   (`?c`, or none: a local holding what calloc gave, known not null),
   added to facts (n of them, at most MAX_ORDER_FACTS), by the
   arguments' forms, or `(arg N)`: a callee's take where its parameter is
   null does not happen there. */
static int argument_facts(Analysis *a, const World *w, const OrderStep *s, const Path *const *args, OrderFact *facts,
                          int n) {
  for (int i = 0; args && i < s->nargs; i++) {
    const FactList *known = !s->args[i] || s->args[i][0] == '?' ? world_facts_of(w, args[i]) : NULL;
    const char *term = !known ? NULL : s->args[i] ? s->args[i] : in_arena(a, order_argument_term(i));
    for (int k = 0; known && k < known->n && n < MAX_ORDER_FACTS; k++)
      facts[n++] = (OrderFact){term, known->facts[k].k, known->facts[k].equal};
  }
  return n;
}

static void send_step(Analysis *a, const World *w, OrderStep *s, const Path *skip, const Path *const *args) {
  OrderLock *held = xcalloc((size_t)w->nheld + 1, sizeof(OrderLock));
  int n = 0;
  for (int i = 0; i < w->nheld; i++)
    if (w->held[i].cap != skip) {
      held[n] = order_lock(a, w->held[i].cap, w->held[i].where, w->held[i].reentrant);
      held[n++].shared = w->held[i].shared;
    }
  /* an access or a call in an atomic section (between
     __VERIFIER_atomic_begin and _end, or in an atomic function) holds the
     one lock of them all */
  if ((s->access || s->callee) && (atomic_function(a->function) || world_held(w, path_name(a, atomic_section))))
    held[n++] = (OrderLock){.cls = atomic_section, .text = atomic_section};
  s->held = held;
  s->nheld = n;
  s->before_threads = a->before_threads;
  s->before_own = a->before_own;
  s->ended = a->ended;
  s->running = a->running;
  OrderFact facts[MAX_ORDER_FACTS];
  s->facts = facts;
  s->nfacts = s->access ? 0 : argument_facts(a, w, s, args, facts, step_facts(a, w, facts)); /* an access's contexts
                                                                                           are its callers' */
  order_step(a->function_key, s);
  free(held);
}

/* ------------------------------------------------------------- sharing */

bool allocates(const Obj *fn) {
  if (!fn || fn->kind != OBJ_FUNC)
    return false;
  if (first_declaration((Obj *)fn)->returns_new)
    return true;
  const char *name = fn->name->name;
  size_t n = strlen(name);
  static const char *const allocators[] = {"strdup", "strndup", "aligned_alloc", "reallocarray"};
  for (size_t i = 0; i < ARRAY_SIZE(allocators); i++)
    if (!strcmp(name, allocators[i]))
      return true;
  for (const Obj *d = fn; d; d = d->previous)
    if (find_attr(d->attrs, "malloc"))
      return true;
  return n >= 5 && !strcmp(name + n - 5, "alloc");
}

/* The calls that show that the object their first argument points into
   is the function's own while it runs: its lock made or unmade
   (`pthread_mutex_init(&o->mu, 0)`, `pthread_mutex_destroy(&o->mu)`), or
   the object freed (`free(o)`).  A program that does either while
   another thread may use the object has a worse bug than a race. */
static const char *const unshared_calls[] = {
    "pthread_mutex_init", "pthread_rwlock_init", "pthread_cond_init", "pthread_spin_init", "mtx_init", "cnd_init",
    "sem_init", "pthread_mutex_destroy", "pthread_rwlock_destroy", "pthread_cond_destroy", "pthread_spin_destroy",
    "mtx_destroy", "cnd_destroy", "sem_destroy", "free"};

/* The local or parameter whose object's member the argument is (`&o->mu`)
   or, for free, that holds the object (`o`); NULL for another. */
static const Obj *unshared_pointer(const Node *arg, bool freed) {
  arg = strip_casts(arg);
  if (!freed) {
    const Node *member = arg->kind == ND_ADDR ? strip_casts(arg->lhs) : NULL;
    const Node *deref = member && member->kind == ND_MEMBER ? strip_casts(member->lhs) : NULL;
    if (!deref || deref->kind != ND_DEREF) /* `&o->mu` is &(*o).mu */
      return NULL;
    arg = strip_casts(deref->lhs);
  }
  return arg->kind == ND_VAR && arg->obj->kind == OBJ_VAR && arg->obj->is_local && !(arg->obj->storage & SC_STATIC)
             ? arg->obj
             : NULL;
}

Obj *automatic_variable(const Node *n) {
  return n->kind == ND_VAR && n->obj->kind == OBJ_VAR && n->obj->is_local && !n->obj->is_param &&
                 !(n->obj->storage & SC_STATIC)
             ? n->obj
             : NULL;
}

const Node *call_argument(const Node *call, int position) {
  const Node *arg = position > 0 ? call->args : NULL;
  for (int i = 1; arg && i < position; i++)
    arg = arg->next;
  return arg;
}

const Node *unshared_argument(const Node *call, bool *object) {
  if (call->kind != ND_CALL || !call->obj || !call->args)
    return NULL;
  for (size_t k = 0; k < ARRAY_SIZE(unshared_calls); k++)
    if (!strcmp(call->obj->name->name, unshared_calls[k])) {
      *object = !strcmp(unshared_calls[k], "free");
      return call->args;
    }
  const Obj *first = first_declaration((Obj *)call->obj);
  *object = first->unshares_object;
  return call_argument(call, first->unshares_param);
}

int unshared_parameter(const Cfg *cfg, bool *object) {
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int e = 0; e < b->events.len; e++) {
      bool whole = false;
      const Node *arg = b->events.data[e].kind == EV_CALL ? unshared_argument(b->events.data[e].node, &whole) : NULL;
      if (!arg)
        continue;
      const Node *lock = strip_casts(arg);
      bool lock_pointer = !whole && lock->kind == ND_VAR; /* `init(m)`, m the parameter */
      const Obj *p = lock_pointer ? lock->obj : unshared_pointer(arg, whole);
      int index = 1;
      for (const Obj *q = cfg->function->params; p && p->is_param && q && index < 100; q = q->next, index++)
        if (q == p) {
          *object = !lock_pointer;
          return index;
        }
    }
  }
  return 0;
}

/* The local whose address call gives a function to store a new object
   in (Obj.new_out_param: `create(&obj)`); NULL for none. */
static const Obj *new_out_local(const Node *call) {
  const Node *arg = call->obj ? call_argument(call, first_declaration((Obj *)call->obj)->new_out_param) : NULL;
  arg = arg ? strip_casts(arg) : NULL;
  return arg && arg->kind == ND_ADDR ? automatic_variable(strip_casts(arg->lhs)) : NULL;
}

/* The pointers whose objects the function makes or unmakes
   (unshared_argument), or that a call filled with a new object. */
static void find_own_pointers(Analysis *a) {
  for (int i = 0; i < a->cfg->blocks.len; i++) {
    const Block *b = a->cfg->blocks.data[i];
    for (int e = 0; e < b->events.len; e++) {
      const Node *call = b->events.data[e].node;
      if (b->events.data[e].kind != EV_CALL)
        continue;
      bool object = false;
      const Node *arg = unshared_argument(call, &object);
      const Obj *o = arg ? unshared_pointer(arg, object) : new_out_local(call);
      if (o)
        VEC_PUSH(a->own_pointers, o);
    }
  }
}

/* ----------------------------------------- objects given to a thread */

/* The local or parameter an expression reaches its object from, as
   written (`p`, `(void *)p`, `&data->dev`, `p->next`); NULL for none. */
static const Obj *root_variable(const Node *n) {
  for (;;) {
    n = strip_casts(n);
    if (n->kind != ND_MEMBER && n->kind != ND_DEREF && n->kind != ND_ADDR && n->kind != ND_INDEX)
      break;
    n = n->lhs;
  }
  return n->kind == ND_VAR && (automatic_variable(n) || (n->obj->kind == OBJ_VAR && n->obj->is_param)) ? n->obj
                                                                                                      : NULL;
}

/* The local an expression picks an element of an array of its own by
   (`i` of `&args[i]`, `args[i].n`), or NULL. */
static const Obj *element_index(const Node *n) {
  for (n = n ? strip_casts(n) : NULL; n; n = strip_casts(n->lhs)) {
    if (n->kind == ND_INDEX)
      return automatic_variable(strip_casts(n->rhs));
    if (n->kind != ND_MEMBER && n->kind != ND_ADDR && n->kind != ND_DEREF)
      return NULL;
  }
  return NULL;
}

/* The variable a thread start gives the thread the object of (its
   argument's, `p` of `pthread_create(&t, 0, f, p)`); NULL for none. */
static const Obj *given_variable(const Node *call) {
  const Node *arg = thread_argument(call);
  return arg ? root_variable(arg) : NULL;
}

const Obj *written_variable(const Event *e) {
  const Node *n = e->kind == EV_WRITE ? strip_casts(e->node) : NULL;
  return n && (n->kind == ND_VAR || n->kind == ND_DECL) ? n->obj : NULL;
}

static int given_index(const Analysis *a, const Obj *v) {
  for (int i = 0; v && i < a->given.len; i++)
    if (a->given.data[i] == v)
      return i;
  return -1;
}

/* The bits of the variables whose object event e gives a thread (the
   argument's variable, and the one that variable was made from once:
   `d = &data->dev`, then `d`), or, for a write of one, those the event
   no longer gives (another value: `p = malloc(...)` again). */
static uint64_t given_by(const Analysis *a, const Event *e, bool *kills) {
  *kills = false;
  if (e->kind == EV_WRITE) {
    const Obj *w = written_variable(e);
    int i = given_index(a, w);
    uint64_t bits = i >= 0 ? (uint64_t)1 << i : 0;
    for (int k = 0; w && k < a->given_by_index.len; k++)
      if (a->given_by_index.data[k] == w) /* `i++`: args[i] is another element now */
        bits |= (uint64_t)1 << k;
    *kills = bits != 0;
    return bits;
  }
  const Obj *v = e->kind == EV_CALL ? given_variable(e->node) : NULL;
  int i = given_index(a, v), j = i >= 0 ? given_index(a, a->given_from.data[i]) : -1;
  return (i >= 0 ? (uint64_t)1 << i : 0) | (j >= 0 ? (uint64_t)1 << j : 0);
}

static uint64_t given_event(const Analysis *a, const Event *e, uint64_t given) {
  bool kills;
  uint64_t bits = given_by(a, e, &kills);
  return kills ? given & ~bits : given | bits;
}

/* main's or a spawner's: the variables whose object it gives a thread
   (Analysis.given), and per block the ones given on some path to its
   start and not assigned since (given_in). */
static void find_given(Analysis *a) {
  const Cfg *cfg = a->cfg;
  for (int i = 0; i < cfg->blocks.len; i++)
    for (int k = 0; k < cfg->blocks.data[i]->events.len; k++) {
      const Event *e = &cfg->blocks.data[i]->events.data[k];
      const Obj *v = e->kind == EV_CALL ? given_variable(e->node) : NULL;
      int known = given_index(a, v);
      const Obj *by = v ? element_index(thread_argument(e->node)) : NULL;
      if (v && known < 0 && a->given.len < 32) {
        VEC_PUSH(a->given, v);
        VEC_PUSH(a->given_from, NULL);
        VEC_PUSH(a->given_by_index, by);
      } else if (known >= 0 && a->given_by_index.data[known] != by) {
        a->given_by_index.data[known] = NULL; /* given whole, or by two indices */
      }
    }
  int n = a->given.len;
  for (int i = 0; i < n; i++) { /* a local made once, from another (`d = &data->dev`) */
    const Node *made = NULL;
    int writes = 0;
    for (int b = 0; b < cfg->blocks.len; b++)
      for (int k = 0; k < cfg->blocks.data[b]->events.len; k++) {
        const Event *e = &cfg->blocks.data[b]->events.data[k];
        if (written_variable(e) == a->given.data[i]) {
          writes++;
          made = event_value(e);
        }
      }
    const Obj *from = writes == 1 && made ? root_variable(made) : NULL;
    if (from && from != a->given.data[i]) {
      if (given_index(a, from) < 0 && a->given.len < 64) {
        VEC_PUSH(a->given, from);
        VEC_PUSH(a->given_from, NULL);
        VEC_PUSH(a->given_by_index, NULL);
      }
      a->given_from.data[i] = from;
    }
  }
  if (!a->given.len)
    return;
  a->given_in = xcalloc((size_t)cfg->blocks.len + 1, sizeof *a->given_in);
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < cfg->blocks.len; i++) {
      const Block *b = cfg->blocks.data[i];
      uint64_t out = a->given_in[b->id], failed = out;
      int start = -1;
      const Block *failure = start_failed(b, &start);
      for (int k = 0; k < b->events.len; k++) {
        out = given_event(a, &b->events.data[k], out);
        if (failure && k != start)
          failed = given_event(a, &b->events.data[k], failed);
      }
      for (int k = 0; k < b->succs.len; k++) {
        uint64_t *to = &a->given_in[b->succs.data[k]->id], from = b->succs.data[k] == failure ? failed : out;
        changed |= (from & ~*to) != 0;
        *to |= from;
      }
    }
  }
}

/* The class of what a variable given a thread points to, when no other
   names it (`*p (local at f.c:9)`, as class_text names a local a thread
   is given): the starter's accesses of `*p` and the thread's of what its
   parameter points to (OrderStep.arg_classes) name it so. */
static const char *given_class(Analysis *a, const Obj *v) {
  StrBuf b = {0};
  sb_putc(&b, '*');
  local_class(&b, v);
  return in_arena(a, text_if(&b, true));
}

/* Is lvalue n in the object of a variable the function has given a
   thread, here (`p->count` after `pthread_create(&t, 0, f, p)`)? */
static bool in_given_object(const Analysis *a, const Node *n) {
  int i = given_index(a, root_variable(n));
  return i >= 0 && (a->given_now >> i & 1) &&
         (!a->given_by_index.data[i] || element_index(n) == a->given_by_index.data[i]);
}

/* Is n one of own_pointers? */
static bool is_own_pointer(const Analysis *a, const Node *n) {
  for (int i = 0; n->kind == ND_VAR && i < a->own_pointers.len; i++)
    if (a->own_pointers.data[i] == n->obj)
      return true;
  return false;
}

/* Is lvalue n in the object a pointer of own_pointers points to
   (`o->refs`, `o->stats.n`, `o->slot[2]`, `*o`), not in another object
   it reaches (`o->next->refs`)? */
static bool in_own_object(const Analysis *a, const Node *n) {
  n = strip_casts(n);
  while (n->kind == ND_MEMBER || (n->kind == ND_INDEX && n->lhs->type && n->lhs->type->kind == TY_ARRAY))
    n = strip_casts(n->lhs); /* `o->m` is (*o).m */
  return n->kind == ND_DEREF && is_own_pointer(a, strip_casts(n->lhs));
}

/* Does a call's argument point into such an object (`o`, `&o->stats`)? */
static bool points_to_own_object(const Analysis *a, const Node *arg) {
  arg = strip_casts(arg);
  return arg->kind == ND_ADDR ? in_own_object(a, arg->lhs) : is_own_pointer(a, arg);
}

enum { CALL_HELD = 1, CALL_UNLOCKED = 2 }; /* calls_held's values */

/* Notes whether the call runs with a lock held, for handed_over: by its
   value, the call's own (a symbol of it) or, for a function that only
   reads memory, the one its arguments make (`bipbuf_peek_all(b, &n)`). */
static void note_call_held(Analysis *a, const World *w, const Node *call) {
  const Path *value = eval(a, w, call, NULL);
  uintptr_t seen = (uintptr_t)hashmap_get(&a->calls_held, (const char *)&value, sizeof value);
  if (seen == CALL_UNLOCKED || (seen == CALL_HELD && w->nheld))
    return;
  const Path **key = ARENA_NEW(a->arena, const Path *); /* the map keeps the key's address */
  *key = value;
  uintptr_t held = w->nheld ? CALL_HELD : CALL_UNLOCKED;
  hashmap_put(&a->calls_held, (const char *)key, sizeof *key, (void *)held);
}

/* Is v (or a pointer into it: `data + pos`) what a call returned that
   runs only with a lock held: what a thread takes out of a structure the
   lock guards (`lock(&q->mu); job = take(q); unlock(&q->mu);`), which it
   alone uses once taken?  (Its accesses before the unlock are taken so
   too: the taker's.) */
static bool handed_over(Analysis *a, const Path *v) {
  while (v->kind == PATH_OP && (v->value == ND_ADD || v->value == ND_SUB) && v->base)
    v = v->base;
  return (v->kind == PATH_SYMBOL || v->kind == PATH_CALL) &&
         (uintptr_t)hashmap_get(&a->calls_held, (const char *)&v, sizeof v) == CALL_HELD;
}

/* Is v a pointer to an object the function has just made, which no other
   thread can see yet (`c = malloc(...)`, then `c->refs = 1`), or one it
   was handed? */
static bool fresh_object(Analysis *a, const Path *v) {
  if (handed_over(a, v))
    return true;
  if (v->kind == PATH_SYMBOL) {
    const Node *n = v->key;
    return n->kind == ND_CALL && allocates(n->obj);
  }
  return v->kind == PATH_CALL && allocates(v->key);
}

/* Is o a global or static that every thread sees, or a local a thread is
   given? */
static bool global_object(const Obj *o) {
  return o->kind == OBJ_VAR && !o->is_param && (!o->is_local || (o->storage & SC_STATIC) || shared_local(o)) &&
         !(o->storage & SC_THREAD_LOCAL);
}

/* Is lvalue n one object in every thread, written from a global through
   members, constant elements and pointers alone (`count`, `cfg.slot[2]`,
   `A->next`): not through a local or parameter that holds a pointer, not
   an element picked by a variable index (`slots[i]`)?  That global, else
   NULL. */
static const Obj *shared_root(const Node *n) {
  for (;;) {
    n = strip_casts(n);
    if (n->kind == ND_INDEX && !n->rhs->is_constant)
      return NULL;
    if (n->kind == ND_MEMBER || n->kind == ND_DEREF || n->kind == ND_INDEX || n->kind == ND_ADDR)
      n = n->lhs;
    else
      return n->kind == ND_VAR && global_object(n->obj) ? n->obj : NULL;
  }
}

/* Is place p data other threads may reach: a global or static, or what a
   pointer points to that is not an object the function has just made? */
static bool shared_place(Analysis *a, const Path *p) {
  for (; p->base; p = p->base) {
    if (p->kind != PATH_DEREF)
      continue;
    if (p->base->kind == PATH_ADDR) { /* (&x)->m is x.m */
      p = p->base;
      continue;
    }
    return !fresh_object(a, p->base);
  }
  return p->kind == PATH_VAR && global_object(p->key);
}

/* Has the function written global pointer o with a lock held
   (Analysis.head_writes)? */
static bool written_head(const Analysis *a, const Obj *o) {
  for (int i = 0; i < a->head_writes.len; i++)
    if (a->head_writes.data[i] == o)
      return true;
  return false;
}

/* Is v a number the code fixes, whatever it is (`40`,
   `&((struct s *)0)->m`, the offset of a member)? */
static bool fixed_value(const Path *v) {
  if (v->kind == PATH_CONST)
    return true;
  if (v->kind != PATH_OP && v->kind != PATH_FIELD && v->kind != PATH_ADDR && v->kind != PATH_DEREF)
    return false;
  return v->base && fixed_value(v->base) && (!v->index || fixed_value(v->index));
}

/* The global or static place p is reached from through members,
   constant elements and pointers alone, as shared_root reads it in the
   source, but by values: `d->x` after `d = gp` is `gp->x`.  NULL for none. */
static const Obj *place_root(const Analysis *a, const Path *p) {
  for (; p->base; p = p->base) {
    /* the object a pointer points into, moved by a fixed offset: the one
       that holds it (`container_of(ptr, struct s, m)`) */
    bool offset = p->kind == PATH_OP && (p->value == ND_ADD || p->value == ND_SUB) && p->index && fixed_value(p->index);
    if (!(offset || p->kind == PATH_FIELD || p->kind == PATH_DEREF || p->kind == PATH_ADDR ||
          (p->kind == PATH_INDEX && p->index && p->index->kind == PATH_CONST)))
      return NULL;
    /* what a structure's head pointed to is no longer its object once
       taken out (`r = queue; queue = r->next;`, under the lock) */
    if (p->kind == PATH_DEREF && p->base->kind == PATH_VAR && written_head(a, p->base->key))
      return NULL;
  }
  return p->kind == PATH_VAR && global_object(p->key) ? p->key : NULL;
}

/* Is place p a global or static itself, reached through no pointer's
   value (`g`, `s.m`, `slot[2]`, `*p` where p holds &g), and no element
   picked by a variable index? */
static bool global_place(const Path *p) {
  for (; p->base; p = p->base) {
    if (p->kind == PATH_INDEX && (!p->index || p->index->kind != PATH_CONST))
      return false;
    if (p->kind == PATH_DEREF) {
      if (p->base->kind != PATH_ADDR)
        return false;
      p = p->base;
    }
  }
  return p->kind == PATH_VAR && global_object(p->key);
}

/* A write that changes a value (x++, --x, x += y), not one that sets it? */
static bool is_update(const Node *n) {
  return n->kind == ND_POST_INC || n->kind == ND_PRE_INC || n->kind == ND_POST_DEC || n->kind == ND_PRE_DEC ||
         (n->kind == ND_ASSIGN && n->op != ND_ASSIGN);
}

/* Is local v a counter: set only to numbers and moved only by numbers
   (`for (i = 0; i < n; i++)`, `j -= 2`), its address never taken?  It
   takes the same values in every thread that runs the function. */
static bool counter_local(const Cfg *cfg, const Obj *v) {
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int k = 0; k < b->events.len; k++) {
      const Event *e = &b->events.data[k];
      const Node *n = e->node;
      if (e->kind == EV_ADDR && n->kind == ND_VAR && n->obj == v)
        return false;
      if (written_variable(e) != v)
        continue;
      const Node *value = event_value(e);
      if (!value)
        return false; /* an initializer list */
      bool compound = value->kind == ND_ASSIGN, sum = value->kind == ND_ADD || value->kind == ND_SUB;
      bool moved = is_update(value) && (!compound || ((value->op == ND_ADD || value->op == ND_SUB) &&
                                                      value->rhs->is_constant)); /* i++, i -= 2 */
      bool added = sum && strip_casts(value->lhs)->kind == ND_VAR && strip_casts(value->lhs)->obj == v &&
                   value->rhs->is_constant; /* i = i + 1 */
      if (!value->is_constant && !moved && !added)
        return false;
    }
  }
  return true;
}

/* Does operator op (a NodeKind) by the number k give two values one
   (`/ 2`, `>> 1`)? */
static bool halves(int op, int64_t k) { return (op == ND_DIV && k >= 2) || (op == ND_SHR && k >= 1); }

/* Is value v an index two threads may compute alike: made of numbers,
   counters (counter_local) and locals never set, or any value divided by
   a number (`id / 2`: two threads' ids give one element)?  Not a
   parameter's, a call's or memory's value as it is, which may pick each
   thread's own element (`res[id]`, id from the thread's argument or a
   counter of threads). */
static bool common_index(const Analysis *a, const Path *v) {
  switch (v->kind) {
  case PATH_CONST:
    return true;
  case PATH_SYMBOL: { /* a division of another value (`id / 2`) */
    const Node *n = v->key;
    return n && !node_is_leaf(n->kind) && n->rhs && n->rhs->is_constant && halves(n->kind, n->rhs->value);
  }
  case PATH_OP: /* a division by a number gives one value for two (`id / 2`, `id >> 1`) */
    if (v->index && v->index->kind == PATH_CONST && halves((int)v->value, v->index->value))
      return true;
    return v->base && common_index(a, v->base) && (!v->index || common_index(a, v->index));
  case PATH_VAR:
    return ((const Obj *)v->key)->is_local && !((const Obj *)v->key)->is_param;
  case PATH_PHI:
    return counter_local(a->cfg, v->key);
  default:
    return false;
  }
}

/* Is place p an element of a global or static, reached through no
   pointer's value, that an index common_index picks (`hits[i]` in a loop
   over hits, `slot[k]` where k was never set)?  Each thread may reach any
   element, so it is the array's, in every thread. */
static bool any_element_place(const Analysis *a, const Path *p) {
  bool picked = false;
  for (; p->base; p = p->base) {
    if (p->kind == PATH_INDEX && p->index && p->index->kind != PATH_CONST) {
      if (!common_index(a, p->index))
        return false;
      if (p->value) /* through a global pointer, the program's one block (`datas[i]`: base *datas) */
        return p->base->kind == PATH_DEREF && p->base->base->kind == PATH_VAR && global_object(p->base->base->key);
      picked = true;
    }
    if (p->kind == PATH_DEREF) {
      if (p->base->kind != PATH_ADDR)
        return false;
      p = p->base;
    }
  }
  return picked && p->kind == PATH_VAR && global_object(p->key);
}

/* Does the declaration the access names carry a guard of its own
   (guarded_by, pt_guarded_by, guarded_var): the annotation is checked,
   not inferred? */
static bool declared_guard(Analysis *a, const World *w, const Node *lvalue) {
  Context use;
  const char *name;
  const Contract *c = declared_contract(a, w, lvalue, &use, &name);
  return c && (c->caps[AN_GUARDED_BY] || c->caps[AN_PT_GUARDED_BY] || c->has[AN_GUARDED_VAR] ||
               c->has[AN_PT_GUARDED_VAR]);
}

/* Does value v point to an object of the function's own: a local's
   address (of a member or element of one), or an object just made? */
static bool own_object(Analysis *a, const Path *v) {
  if (fresh_object(a, v))
    return true;
  if (v->kind != PATH_ADDR)
    return false;
  for (v = v->base; v->kind == PATH_FIELD || (v->kind == PATH_INDEX && !v->value); v = v->base)
    ;
  if (v->kind != PATH_VAR)
    return false;
  const Obj *o = v->key;
  return o->is_local && !o->is_param && !(o->storage & SC_STATIC) && !shared_local(o);
}

/* The parameter whose pointee place p is in (`p->x`, `p[i].y`), as its
   index; -1 for none. */
static int pointee_of_parameter(Analysis *a, const Path *p) {
  while (p->kind == PATH_FIELD || p->kind == PATH_INDEX)
    p = p->base;
  if (p->kind != PATH_DEREF || p->base->kind != PATH_VAR || !((const Obj *)p->base->key)->is_param)
    return -1;
  return parameter_index(a, p->base->key);
}

/* The parameter place p is reached from through members, pointers and
   constant elements (`a->data->n`), by index; -1 for none. */
static int root_parameter(Analysis *a, const Path *p) {
  for (const Path *q = p; q; q = q->base)
    if (q->kind == PATH_INDEX && (!q->index || q->index->kind != PATH_CONST))
      return -1;
  const Obj *root = parameter_root(p);
  return root ? parameter_index(a, root) : -1;
}

/* The access as the source writes it (`c->refs`, `stats.hits`,
   `slots[i]`), appended to out; false for a form it does not spell. */
static bool source_text(StrBuf *out, const Node *n) {
  if (n->is_constant) {
    sb_printf(out, "%lld", (long long)n->value);
    return true;
  }
  switch (n->kind) {
  case ND_VAR:
    sb_puts(out, n->obj->name->name);
    return true;
  case ND_CAST:
    return source_text(out, n->lhs);
  case ND_MEMBER:
    if (!n->member->name)
      return false;
    if (n->lhs->kind == ND_DEREF) {
      if (!source_text(out, n->lhs->lhs))
        return false;
      sb_printf(out, "->%s", n->member->name->name);
      return true;
    }
    if (!source_text(out, n->lhs))
      return false;
    sb_printf(out, ".%s", n->member->name->name);
    return true;
  case ND_INDEX: {
    if (!source_text(out, n->lhs))
      return false;
    sb_putc(out, '[');
    StrBuf index = {0};
    sb_puts(out, source_text(&index, n->rhs) ? index.data : "...");
    sb_free(&index);
    sb_putc(out, ']');
    return true;
  }
  case ND_DEREF:
    sb_putc(out, '*');
    return source_text(out, n->lhs);
  default:
    return false;
  }
}

/* Where the variable or member an access names is first declared. */
static const Token *declared_at(const Node *n, const Path *place) {
  while (n->kind == ND_INDEX || n->kind == ND_CAST)
    n = n->lhs;
  if (n->kind == ND_VAR)
    return first_declaration(n->obj)->tok;
  if (n->kind == ND_MEMBER)
    return n->member->tok;
  while (place->kind == PATH_INDEX || (place->kind == PATH_DEREF && place->base->kind == PATH_FIELD))
    place = place->base; /* `*p`, p holding &g or &slot[i]; `*a->data`, by the member */
  if (place->kind == PATH_VAR)
    return first_declaration((Obj *)place->key)->tok;
  return place->kind == PATH_FIELD ? ((const Member *)place->key)->tok : NULL;
}

/* Deeper than this many members, elements, dereferences and casts, an
   access is not checked for races: each prefix of `p->next->...->next`
   is an access of its own, and naming each would cost the square of the
   depth.  Real code stays far below. */
enum { MAX_ACCESS_DEPTH = 64 };

static bool too_deep(const Node *n) {
  for (int depth = 0; n->kind == ND_MEMBER || n->kind == ND_DEREF || n->kind == ND_INDEX || n->kind == ND_CAST;
       n = n->lhs)
    if (++depth > MAX_ACCESS_DEPTH)
      return true;
  return false;
}

/* Does the write e store a constant (`done = 1`), as a flag's writes do? */
static bool constant_store(const Event *e) {
  const Node *value = event_value(e);
  return value && value != e->node && value->is_constant;
}

bool atomic_function(const Obj *fn) {
  static const char prefix[] = "__VERIFIER_atomic_";
  return !strncmp(fn->name->name, prefix, sizeof prefix - 1);
}

/* The variable a hand-made lock's flag is: one of file scope (`m`), or
   the one a parameter points to (`*m`); NULL for another place. */
static const Obj *flag_variable(const Node *n) {
  if (n->kind == ND_DEREF && n->lhs->kind == ND_VAR && n->lhs->obj->is_param)
    return n->lhs->obj;
  if (n->kind == ND_VAR && n->obj->kind == OBJ_VAR && !n->obj->is_local && !n->obj->is_param)
    return n->obj;
  return NULL;
}

/* Is n, casts aside, the flag place is (`m`, `*m`)? */
static bool is_flag(const Node *n, const Node *place) {
  n = strip_casts(n);
  return n->kind == place->kind && flag_variable(n) == flag_variable(place);
}

/* Does the condition c test the flag place: compare it with a constant,
   or negate it, alone or in a conjunction (`assume(w == 0 && r == 0)`)? */
static bool tests_flag(const Node *c, const Node *place) {
  switch (c->kind) {
  case ND_LOGAND: case ND_LOGOR:
    return tests_flag(c->lhs, place) || tests_flag(c->rhs, place);
  case ND_NOT:
    return is_flag(c->lhs, place) || tests_flag(c->lhs, place);
  case ND_EQ: case ND_NE:
    return (is_flag(c->lhs, place) && c->rhs->is_constant) || (is_flag(c->rhs, place) && c->lhs->is_constant);
  default:
    return false;
  }
}

bool flag_lock_write(const Cfg *cfg, const Event *e, bool *acquires) {
  const Node *n = e->node;
  if (e->kind != EV_WRITE || !atomic_function(cfg->function) || !flag_variable(n) || !type_is_integer(n->type) ||
      !constant_store(e))
    return false;
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    bool tested = b->term == TERM_BRANCH && b->cond && tests_flag(b->cond, n);
    for (int k = 0; k < b->events.len && !tested; k++) {
      const Event *call = &b->events.data[k];
      if (call->kind == EV_CALL)
        for (const Node *arg = call->node->args; arg && !tested; arg = arg->next)
          tested = tests_flag(arg, n);
    }
    if (tested) {
      *acquires = event_value(e)->value != 0;
      return true;
    }
  }
  return false;
}

/* The step of an access of data threads may share (mode 'r', 'w', or 'a'
   for its address taken), for the race check (races.c): not a local, not
   an object just made (a member of one is mode 'p'), not _Atomic or
   declared guarded, nor a whole struct.  A volatile access is marked so,
   and a write that stores a constant (constant): races.c tells a volatile
   flag from a volatile counter by its writes. */
static void race_access(Analysis *a, const World *w, const Node *n, char mode, bool constant, const Token *tok) {
  if (a->infer || !a->races || too_deep(n))
    return;
  if (through_addr(n) != n) { /* READ_ONCE(x): a volatile access, atomic in practice */
    n = through_addr(n);
    tok = node_tok(n);
    mode = 'a';
  }
  const Node *whole = whole_array(n);
  const Type *t = n->type;
  if (mode == 'w' && w->nheld && n->kind == ND_VAR && t && t->kind == TY_POINTER && global_object(n->obj) &&
      !written_head(a, n->obj))
    VEC_PUSH(a->head_writes, n->obj); /* place_root's */
  if (t && (t->kind == TY_STRUCT || t->kind == TY_UNION) && t->record && mode != 'a' &&
      (shared_root(n) || in_given_object(a, n)) && !(t->quals & Q_ATOMIC)) {
    /* a global struct copied whole (`stats = zero`): each member's access */
    for (Member *m = t->record->members; m; m = m->next) {
      Node *member = ARENA_NEW(a->arena, Node);
      *member = (Node){.kind = ND_MEMBER, .token = n->token, .type = m->type, .lhs = (Node *)n, .member = m};
      race_access(a, w, member, mode, constant, tok);
    }
    return;
  }
  if (!t || t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_FUNC || (t->quals & Q_ATOMIC) ||
      capability_kind(t) || declared_guard(a, w, whole))
    return;
  bool is_volatile = (t->quals & Q_VOLATILE) != 0;
  for (const Node *m = whole; m->kind == ND_MEMBER; m = m->lhs) {
    if (m->lhs->type && (m->lhs->type->quals & Q_ATOMIC))
      return;
    is_volatile |= m->lhs->type && (m->lhs->type->quals & Q_VOLATILE);
  }
  const Path *p = place(a, w, whole, NULL);
  /* the element itself, when a constant index picks it (`data[3]`, not
     `data[4]`): the array is one variable, but another object */
  const Path *element = n == whole ? p : place(a, w, n, NULL);
  /* an object reached through a global is published, however new (main's
     `p = malloc(...)`, then `*p` once the threads run) */
  const Obj *root = shared_root(n);
  if (!root)
    root = place_root(a, element);
  bool given = in_given_object(a, whole); /* one object, the thread's too */
  if ((!shared_place(a, p) || in_own_object(a, whole)) && !root && !given) {
    if (whole->kind != ND_MEMBER)
      return;
    mode = 'p'; /* a member of a local or of an object just made: no race, but
                   an annotation of the member would check it */
  }
  if (seen_step(a, w, p, tok))
    return;
  const TermNames *names = names_of(a, p);
  const Token *decl = declared_at(whole, p);
  int param = pointee_of_parameter(a, p);
  StrBuf text = {0};
  bool spelt = source_text(&text, n);
  /* what a parameter points to, not of a struct (`(*count)++`): its
     callers' argument names the variable (races.c); what a global points
     to, by the access (`*p`) */
  bool pointee = !names->cls && p->kind == PATH_DEREF && param >= 0;
  const char *cls = pointee ? PARAMETER_POINTEE : names->cls ? names->cls : root && spelt ? text.data : NULL;
  if (!decl && root)
    decl = first_declaration((Obj *)root)->tok;
  if (given && !cls && (strip_casts(whole)->kind == ND_DEREF || strip_casts(whole)->kind == ND_INDEX)) {
    /* `*p` or `p[i]`, p given a thread */
    const Obj *v = root_variable(whole);
    cls = given_class(a, v);
    decl = decl ? decl : v->tok;
  }
  if (!cls || !(names->text || spelt) || (!decl && !pointee)) {
    sb_free(&text);
    return;
  }
  OrderStep s = {.at = diag_written_at(tok), .access = cls, .mode = mode, .pair = {-1, -1}, .param = param,
                 .root_param = root_parameter(a, p)};
  bool any_element = any_element_place(a, element);
  s.direct = root || given || any_element || global_place(element);
  s.given = given;
  s.is_volatile = is_volatile;
  s.constant = mode == 'w' && constant;
  s.taken = (OrderLock){.text = spelt ? text.data : names->text,
                        .inst = !s.direct || any_element ? NULL
                                : global_place(element) ? names_of(a, element)->inst
                                                        : names->inst,
                        .where = decl ? diag_written_at(decl) : s.at};
  if (s.direct && !s.taken.inst && !given && !any_element && root && root->is_local && (root->storage & SC_STATIC) &&
      spelt) {
    /* a static of a function, which no file form names: the object is
       the access in that variable (`prev.tv_sec (local at eta.c:9)`),
       not any of its class */
    StrBuf object = {0};
    sb_printf(&object, "%s ", text.data);
    local_class(&object, root);
    s.taken.inst = in_arena(a, text_if(&object, true)); /* in_arena frees it */
  }
  send_step(a, w, &s, NULL, NULL);
  sb_free(&text);
}

/* Is node x part of the expression n? */
static bool within(const Node *n, const Node *x) {
  if (!n)
    return false;
  if (n == x)
    return true;
  if (n->kind == ND_COND)
    return within(n->cond, x) || within(n->then, x) || within(n->els, x);
  if (node_is_leaf(n->kind))
    return false;
  return within(n->lhs, x) || (n->kind != ND_MEMBER && within(n->rhs, x));
}

/* Is node x part of an argument of call? */
static bool within_arguments(const Node *call, const Node *x) {
  for (const Node *arg = call->args; arg; arg = arg->next)
    if (within(arg, x))
      return true;
  return false;
}

/* Is the release that the event being applied makes right after the
   acquisition at where (`lock(&g); unlock(&g);`)?  Nothing is between
   the two calls in the block but the evaluation of the release's own
   arguments. */
static bool released_right_after(const Analysis *a, const Token *where) {
  const Block *b = a->block;
  const Event *e = a->event;
  if (!b || !e || e->kind != EV_CALL)
    return false;
  int k = (int)(e - b->events.data);
  while (k > 0 && within_arguments(e->node, b->events.data[k - 1].node))
    k--;
  return k > 0 && b->events.data[k - 1].kind == EV_CALL && event_tok(&b->events.data[k - 1]) == where;
}

/* The race check's step of a barrier or of a wait (races.c
   find_barriers).  A barrier ('b'): cap released by the statement right
   after the one that took it; a thread that passes it waits there while
   another holds the lock.  A wait ('c'): a wait on a condition variable
   whose mutex is cap, with the locks held besides it; code that stops the
   other threads holds the barrier while it waits for them to arrive. */
static void order_lock_step(Analysis *a, const World *w, const Path *cap, const Token *tok, char mode) {
  if (a->infer || !a->races)
    return;
  OrderLock lock = order_lock(a, cap, tok, false);
  if (!lock.cls)
    return;
  OrderStep s = {.at = diag_written_at(tok), .access = lock.cls, .mode = mode, .pair = {-1, -1}, .param = -1,
                 .root_param = -1};
  s.taken = (OrderLock){.text = lock.text, .where = s.at};
  send_step(a, w, &s, mode == 'c' ? cap : NULL, NULL);
}

/* Library functions that write or read what their pointer arguments
   point to: the argument (from 1) written, the ones read, and the first
   of the arguments written from there on (scanf's); 0 for none. */
static const struct {
  const char *name;
  int write, read, read2, write_from;
} memory_calls[] = {
    {"memset", 1, 0, 0, 0},   {"bzero", 1, 0, 0, 0},     {"explicit_bzero", 1, 0, 0, 0},
    {"memcpy", 1, 2, 0, 0},   {"memmove", 1, 2, 0, 0},   {"strcpy", 1, 2, 0, 0},
    {"strncpy", 1, 2, 0, 0},  {"strcat", 1, 2, 0, 0},    {"strncat", 1, 2, 0, 0},
    {"sprintf", 1, 0, 0, 0},  {"snprintf", 1, 0, 0, 0},  {"vsprintf", 1, 0, 0, 0},
    {"vsnprintf", 1, 0, 0, 0}, {"fgets", 1, 0, 0, 0},    {"fread", 1, 0, 0, 0},
    {"read", 2, 0, 0, 0},     {"recv", 2, 0, 0, 0},      {"fwrite", 0, 1, 0, 0},
    {"write", 0, 2, 0, 0},    {"send", 0, 2, 0, 0},      {"memcmp", 0, 1, 2, 0},
    {"strcmp", 0, 1, 2, 0},   {"strncmp", 0, 1, 2, 0},   {"strlen", 0, 1, 0, 0},
    {"scanf", 0, 0, 0, 2},    {"fscanf", 0, 0, 0, 3},    {"sscanf", 0, 1, 0, 3},
};

/* The object a library function's pointer argument reaches: `x` of `&x`,
   an array itself, `*p` of a pointer (made in the arena); NULL for none. */
static const Node *pointed_object(Analysis *a, const Node *arg) {
  arg = strip_casts(arg);
  if (arg->kind == ND_ADDR)
    return arg->lhs;
  if (!arg->type || (arg->type->kind != TY_POINTER && arg->type->kind != TY_ARRAY))
    return NULL;
  if (arg->type->kind == TY_ARRAY)
    return arg;
  if (!arg->type->base || arg->type->base->kind == TY_VOID || arg->type->base->kind == TY_FUNC)
    return NULL;
  Node *deref = ARENA_NEW(a->arena, Node);
  *deref = (Node){.kind = ND_DEREF, .token = arg->token, .type = arg->type->base, .lhs = (Node *)arg};
  return deref;
}

/* Library functions that POSIX lets keep data of their own between calls
   and need not make thread-safe (XSH 2.9.1), whose use from threads the
   C libraries of today still do not make safe: a static result
   (`localtime`), a position (`strtok`), a seed (`rand`).  Two threads
   calling one at once race on that data. */
static const char *const unsafe_calls[] = {
    "asctime", "crypt", "ctime", "drand48", "ecvt", "fcvt", "gcvt", "getgrgid", "getgrnam", "gethostbyaddr",
    "gethostbyname", "getlogin", "getpwnam", "getpwuid", "gmtime", "hcreate", "hdestroy", "hsearch", "inet_ntoa",
    "l64a", "lgamma", "localeconv", "localtime", "lrand48", "mrand48", "nl_langinfo", "ptsname", "rand", "srand",
    "strsignal", "strtok", "ttyname"};

/* A call of one of unsafe_calls: a write of the function's own data,
   named by a variable of file scope made for it (`static data of
   localtime()`), one for every file, the library's. */
static void unsafe_call(Analysis *a, const World *w, const Node *call, const Token *tok) {
  const char *name = call->obj->name->name;
  size_t k = 0;
  while (k < ARRAY_SIZE(unsafe_calls) && strcmp(unsafe_calls[k], name))
    k++;
  if (k == ARRAY_SIZE(unsafe_calls) || !call->lhs || call->lhs->kind != ND_VAR)
    return;
  char *text = format(LIBRARY_DATA "%s()", !strcmp(name, "srand") ? "rand" : name);
  Obj *data = ARENA_NEW(&a->tu->arena, Obj);
  data->kind = OBJ_VAR;
  data->name = intern(text, strlen(text));
  data->type = ty_int;
  data->storage = SC_EXTERN;
  data->tok = node_tok(call->lhs); /* where the report says it is declared: the call */
  free(text);
  Node *var = ARENA_NEW(a->arena, Node);
  *var = (Node){.kind = ND_VAR, .token = call->lhs->token, .type = ty_int, .obj = data}; /* tok, the call's name */
  race_access(a, w, var, 'w', false, tok);
}

/* The race check's accesses of a call of a library function that writes
   or reads through its arguments (`memset(&stats, 0, sizeof stats)` writes
   stats), or keeps data of its own (unsafe_calls). */
static void library_accesses(Analysis *a, const World *w, const Node *call, const Token *tok) {
  if (a->infer || !a->races || !call->obj)
    return;
  unsafe_call(a, w, call, tok);
  const Node *freed = !strcmp(call->obj->name->name, "free") && call->args ? strip_casts(call->args) : NULL;
  if (freed && freed->kind == ND_VAR && freed->obj->kind == OBJ_VAR &&
      (global_object(freed->obj) || in_given_object(a, freed))) {
    /* free(g) of a pointer every thread sees writes what it points to;
       through a local or a member it is taken for the owner's (unshared_argument) */
    const Node *object = pointed_object(a, freed);
    if (object)
      race_access(a, w, object, 'w', false, tok);
    return;
  }
  for (size_t k = 0; k < ARRAY_SIZE(memory_calls); k++) {
    if (strcmp(call->obj->name->name, memory_calls[k].name))
      continue;
    int i = 1;
    for (const Node *arg = call->args; arg; arg = arg->next, i++) {
      bool write = i == memory_calls[k].write || (memory_calls[k].write_from && i >= memory_calls[k].write_from);
      bool read = i == memory_calls[k].read || i == memory_calls[k].read2;
      const Node *object = write || read ? pointed_object(a, arg) : NULL;
      if (object)
        race_access(a, w, object, write ? 'w' : 'r', false, tok);
    }
    return;
  }
}

/* The lock graph's step of an acquisition of cap in w. */
static void order_acquired(Analysis *a, const World *w, const Path *cap, bool reentrant, bool try_lock,
                           const Token *tok) {
  if (a->infer || seen_step(a, w, cap, tok))
    return;
  OrderStep s = {.at = diag_written_at(tok), .try_lock = try_lock};
  s.taken = order_lock(a, cap, tok, reentrant);
  unordered_pair(a, w, cap, s.taken.cls, s.pair);
  s.elements_unordered = unordered_elements(a, w, cap, s.pair);
  send_step(a, w, &s, cap, NULL);
}

/* Is v a value picked at run time, which may be any: a call's result, a
   value paths met with, an element by an index such as these? */
static bool arbitrary(const Path *v) {
  return v->kind == PATH_SYMBOL || v->kind == PATH_PHI || (v->base && arbitrary(v->base)) ||
         (v->index && arbitrary(v->index));
}

char *parameter_slot(const Obj *fn, int i) {
  char *key = function_key(fn);
  char *slot = order_parameter_slot(key, i);
  free(key);
  return slot;
}

/* The slot a call through a pointer finds its functions in (MemberStore):
   the member's class (`p->m` is (*p).m), a static variable's name, or
   this function's parameter; NULL for none (a local's value). */
static char *call_slot(Analysis *a, const World *w, const Node *through) {
  if (through->kind == ND_MEMBER)
    return member_class(through->member, through->lhs->type);
  if (through->kind != ND_VAR || through->obj->kind != OBJ_VAR)
    return NULL;
  const Obj *v = through->obj;
  if (!v->is_local || (v->storage & SC_STATIC))
    return xstrdup(v->name->name);
  int i = 0;
  for (const Obj *param = a->function->params; param; param = param->next, i++)
    if (param == v)
      return parameter_slot(a->function, i);
  /* a local copy of a global's or a member's pointer (`fn = ops->run;
     fn(x)`) calls what is stored there */
  const Path *value = eval(a, w, through, NULL);
  if (value->kind == PATH_VAR && !((const Obj *)value->key)->is_local && !((const Obj *)value->key)->is_param)
    return xstrdup(((const Obj *)value->key)->name->name);
  if (value->kind == PATH_FIELD)
    return member_class(value->key, path_type(value->base));
  return NULL;
}

/* Is a thread start in a loop given one object each time round: its
   argument a local or parameter (`t`) that the loop neither writes nor
   takes the address of (`t = malloc(...)` before the loop, not in it)?
   Every thread it starts then shares that object. */
static bool same_each_start(Analysis *a, const Node *call) {
  const Node *arg = thread_argument(call);
  arg = arg ? strip_casts(arg) : NULL;
  if (!arg || arg->kind != ND_VAR || !(arg->obj->is_local || arg->obj->is_param) || (arg->obj->storage & SC_STATIC) ||
      !a->block)
    return false;
  bool *loop = cfg_loop_of(a->cfg, a->block);
  bool same = loop[a->block->id];
  for (int i = 0; same && i < a->cfg->blocks.len; i++) {
    const Block *b = a->cfg->blocks.data[i];
    for (int k = 0; loop[b->id] && k < b->events.len && same; k++) {
      const Event *e = &b->events.data[k];
      same = written_variable(e) != arg->obj && !(e->kind == EV_ADDR && e->node->kind == ND_VAR && e->node->obj == arg->obj);
    }
  }
  free(loop);
  return same;
}

/* Is the block being analyzed in a cycle of the graph (asked once per
   block)? */
static bool in_cycle(Analysis *a) {
  if (!a->block)
    return false;
  if (!a->cyclic) {
    a->cyclic = xmalloc((size_t)a->cfg->blocks.len + 1);
    memset(a->cyclic, -1, (size_t)a->cfg->blocks.len + 1);
  }
  signed char *known = &a->cyclic[a->block->id];
  if (*known < 0)
    *known = cfg_in_cycle(a->cfg, a->block);
  return *known;
}

/* The lock graph's step of a call of fn in w, with its arguments' values;
   c is fn's contract. */
static void order_call(Analysis *a, const World *w, const Node *call, Obj *fn, const Contract *c,
                       const Path *const *args, int nargs, const Token *tok) {
  const Node *through = callee_expression(call);
  if (a->infer || (c && c->model))
    return;
  Obj *entry = started_thread(call);
  if (a->alone && fn && !entry && !has_body(first_declaration(fn)) && !calls_before_return(fn->name->name) &&
      !starts_thread(call))
    return; /* it calls no code of the program */
  if (seen_step(a, w, fn ? (const void *)fn : through, tok))
    return;
  OrderStep s = {.at = diag_written_at(tok), .nargs = nargs};
  /* a call through a pointer no store names: `?`, which may start any
     thread (races.c) */
  char *callee = fn ? function_key(fn) : NULL, *slot = fn ? NULL : call_slot(a, w, through);
  s.callee = callee;
  s.slot = slot || fn ? slot : "?";
  /* a start of a function not named: `?` */
  char *starts = entry ? function_key(entry) : starts_unnamed_thread(call) ? xstrdup("?") : NULL;
  s.starts = starts;
  s.joins_own = starts && (first_declaration((Obj *)a->function)->joins_own || start_joined(call));
  s.in_loop = in_cycle(a);
  s.one_handle = starts && !s.in_loop && start_into_one_handle(call);
  const char **forms = xcalloc((size_t)nargs + 1, sizeof(char *));
  const char **classes = xcalloc((size_t)nargs + 1, sizeof(char *));
  const Node *arg = call->args;
  for (int i = 0; i < nargs; i++, arg = arg ? arg->next : NULL) {
    const TermNames *n = names_of(a, args[i]);
    forms[i] = n->inst;
    if (!forms[i] && (!arbitrary(args[i]) || (starts && i == start_routine_position(fn->name->name) &&
                                               same_each_start(a, call)))) /* one value, which no file form names */
      forms[i] = in_arena(a, format("?%s", n->text));
    classes[i] = names_of(a, path_deref(a, args[i]))->cls;
    const Obj *given = starts && i == start_routine_position(fn->name->name) ? given_variable(call) : NULL;
    if (!classes[i] && given && !given->is_param && given_index(a, given) >= 0) /* the thread's argument */
      classes[i] = given_class(a, given);
    if (i < 32 && (own_object(a, args[i]) || (arg && points_to_own_object(a, arg))))
      s.local_args |= 1u << i;
    else if (i < 32 && args[i]->kind == PATH_ADDR && any_element_place(a, args[i]->base))
      s.element_args |= 1u << i;
  }
  s.args = forms;
  s.arg_classes = classes;
  s.pair[0] = s.pair[1] = -1;
  send_step(a, w, &s, NULL, args);
  free(forms);
  free(classes);
  free(callee);
  free(slot);
  free(starts);
}

/* ---------------------------------------------------------------- calls */

/* Are x and y the same term but for the versions of memory their calls
   read (`entry_for(key)->lock` before and after a write that entry_for
   may read)? */
static bool same_but_versions(const Path *x, const Path *y) {
  if (x == y)
    return true;
  if (!x || !y || x->kind != y->kind || x->key != y->key || (x->kind != PATH_CALL && x->value != y->value))
    return false;
  return same_but_versions(x->base, y->base) && same_but_versions(x->index, y->index);
}

/* The lock held that cap names but for the versions of memory its calls
   read, when one alone is: Clang compares the expressions, and a lock
   taken through a lookup (`lock(&entry_for(key)->lock)`) is released
   through the same lookup after writes the lookup may read. */
static const Path *held_but_versions(const World *w, const Path *cap) {
  const Path *found = NULL;
  for (int i = 0; i < w->nheld; i++)
    if (same_but_versions(w->held[i].cap, cap)) {
      if (found)
        return NULL;
      found = w->held[i].cap;
    }
  return found;
}

/* The locks held that acquired_before / acquired_after say must come
   after cap, which is being taken: each a warning. */
static void warn_order(Analysis *a, const World *w, const Path *cap, const char *kind, const char *text,
                       const Token *tok) {
  for (int i = 0; i < w->nheld; i++) {
    if (ordered_before(a, w, cap, w->held[i].cap, 0)) {
      char *other = lock_text(w->held[i].cap);
      warn(a, "acquired-out-of-order", tok, cap, w->held[i].cap, "%s '%s' must be acquired before '%s'", kind, text,
           other);
      free(other);
    }
  }
}

/* The lock held that *cap names (held_but_versions past an exact
   match), *cap made its term; NULL for none. */
static Held *held_as_named(const World *w, const Path **cap) {
  Held *h = world_held(w, *cap);
  const Path *held = h || (*cap)->size == 1 ? NULL : held_but_versions(w, *cap);
  if (held) {
    *cap = held;
    h = world_held(w, held);
  }
  return h;
}

static void acquire(Analysis *a, World *w, const Path *cap, const CapExpr *expr, bool shared, bool asserted,
                    bool try_lock, const Token *tok) {
  if (a->infer)
    note_path(&a->infer->acquired, cap);
  Held *h = held_as_named(w, &cap);
  char *text = lock_text(cap);
  const char *kind = kind_of(expr);
  if (h) {
    if (h->reentrant && h->shared == shared) {
      if (h->depth < MAX_DEPTH) {
        Held again = *h;
        again.depth++;
        world_remove_held(a, w, cap);
        world_add_held(a, w, again);
      }
    } else if (!asserted) {
      if (a->infer)
        note_path(&a->infer->conflicts, cap);
      Finding *f = warn(a, "double-acquire", tok, cap, NULL, "acquiring %s '%s' that is already held", kind, text);
      note(f, h->where, "%s acquired here", kind);
      warn_order(a, w, cap, kind, text, tok); /* taken again, it is taken out of order too */
    }
    free(text);
    return;
  }
  if (holds_negative(a, w, cap))
    world_forget(a, w, path_not(a, cap));
  else if (!asserted && !is_reentrant_cap(expr) && is_negated(cap) && path_in_scope(cap))
    warn_in(a, "thread-safety-negative", "acquire-requires-negative", tok, cap, NULL,
            "acquiring %s '%s' requires negative capability '!%s'",
            kind, text, text);
  if (!asserted) {
    order_acquired(a, w, cap, is_reentrant_cap(expr) || recursive_mutex(cap), try_lock, tok);
    warn_order(a, w, cap, kind, text, tok);
  }
  world_add_held(a, w, (Held){cap, kind, shared, is_reentrant_cap(expr) || recursive_mutex(cap), asserted,
                              !expr->arg && (expr->expr || expr->name), 1, tok, false});
  free(text);
}

static void release(Analysis *a, World *w, const Path *cap, const CapExpr *expr, Meaning meaning, const Token *tok) {
  Held *h = held_as_named(w, &cap);
  if (!h && release_in_family(a, w, cap))
    return;
  char *text = lock_text(cap);
  const char *kind = kind_of(expr);
  if (a->infer) {
    /* a lock the body took itself and lets go again is no release of a
       caller's: a wrapper may test a flag under another lock first */
    bool assumed = false;
    for (int i = 0; i < a->infer->assumed.len && !assumed; i++)
      assumed = a->infer->assumed.data[i].cap == cap;
    a->infer->releases |= !h || assumed;
    if (h && !assumed)
      note_path(&a->infer->let_go, cap);
    if (!h && near_match(w, cap))
      note_path(&a->infer->slips, cap);
    if (!h)
      note_effect(a, cap, kind, meaning, tok);
  }
  if (!h) {
    const Path *negative = path_not(a, cap); /* held since a release: note where */
    const FactList *known = world_facts_of(w, negative);
    const Token *released = known ? known->facts[0].where : NULL;
    Finding *f = warn(a, "release-not-held", tok, cap, NULL, "releasing %s '%s' that was not held", kind, text);
    if (released)
      note(f, released, "%s '%s' released here", kind, text);
  } else {
    if (meaning == AN_RELEASE && h->shared)
      note(warn(a, "release-mode", tok, cap, NULL, "releasing %s '%s' using exclusive access, expected shared access",
                kind, text),
           h->where, "%s acquired here", kind);
    else if (meaning == AN_RELEASE_SHARED && !h->shared)
      note(warn(a, "release-mode", tok, cap, NULL, "releasing %s '%s' using shared access, expected exclusive access",
                kind, text),
           h->where, "%s acquired here", kind);
    Held kept = *h;
    world_remove_held(a, w, cap);
    if (kept.depth > 1) {
      kept.depth--;
      world_add_held(a, w, kept);
    } else {
      world_add_fact_at(a, w, path_not(a, cap), 1, true, tok); /* !cap is held now */
      if (kept.where && a->races && !a->infer && released_right_after(a, kept.where))
        order_lock_step(a, w, cap, tok, 'b');
    }
  }
  free(text);
}

/* The function of a call's value whose version is its arguments and the
   members it reads (reads_members_only: `pool_active(p)`), not the
   whole memory; NULL for any other term. */
static const MemoryUse *member_call(const Path *v) {
  if (v->kind != PATH_CALL || !v->key || v->value != 0)
    return NULL;
  const Obj *first = first_declaration((Obj *)v->key);
  return first->memory && reads_members_only(first->memory) && !contract_of(first) ? first->memory : NULL;
}

/* Facts that a call may change: those about memory not local to the function. */
static bool is_stable(const Path *v) {
  switch (v->kind) {
  case PATH_CONST: case PATH_SYMBOL: case PATH_PHI: case PATH_ADDR: case PATH_NAME: case PATH_NOT:
    return true;
  case PATH_CALL: /* the value for one version of memory, or of the members it reads */
    return !member_call(v);
  case PATH_OP:
    return is_stable(v->base) && is_stable(v->index);
  case PATH_VAR:
    return is_tracked_local(v->key) || keeps_initial_value(v->key);
  default:
    return false;
  }
}

/* What a write of any memory keeps (forget_written): neither a fact the
   write may change nor one of a member it writes by name. */
typedef struct Unwritten {
  const Analysis *a;
  const MemberList *members; /* written by name */
  bool flags;               /* keep what lock flags alone make */
  bool statics_known;       /* statics lists every private static the call may assign */
  const MemoryUse *statics; /* the callee's summary (NULL: none) */
} Unwritten;

/* Is v made of numbers, tracked locals and private statics the call
   cannot assign: none that its code assigns, where all the code it runs
   is known (corosync's `if (threaded_mode == 1) lock(); work(); if
   (threaded_mode == 1) unlock();`, where only an initialization sets
   the flag)?  Code outside the unit is taken not to call back into the
   unit's functions that assign them, but through a pointer. */
static bool unassigned_statics(const Path *v, const Unwritten *u) {
  switch (v->kind) {
  case PATH_VAR: {
    const Obj *obj = v->key;
    if (!private_static(obj))
      return is_tracked_local(obj);
    const Obj *first = first_declaration((Obj *)obj);
    if (!(first->written & VAR_ASSIGNED))
      return true;
    if (!u->statics_known)
      return false;
    for (int i = 0; u->statics && i < u->statics->nstatics; i++)
      if (u->statics->statics[i] == first)
        return false;
    return true;
  }
  case PATH_OP:
    return unassigned_statics(v->base, u) && (!v->index || unassigned_statics(v->index, u));
  default:
    return is_stable(v);
  }
}

/* Could a function outside the program, handed no pointer, reach the
   memory v reads?  Through a global, or a local whose address was taken;
   not through the function's parameters and locals (docs/DESIGN.md says
   why this is assumed). */
static bool reaches_global(const Path *v) {
  switch (v->kind) {
  case PATH_VAR:
    return !is_tracked_local(v->key);
  case PATH_FIELD: case PATH_DEREF: case PATH_LOAD:
    return reaches_global(v->base);
  case PATH_INDEX: case PATH_OP: case PATH_CALL:
    return (v->base && reaches_global(v->base)) || (v->index && reaches_global(v->index));
  default:
    return false;
  }
}

static bool reads_flags_only(const Analysis *a, const Path *v);

static bool unreachable_fact(void *ctx, const void *value, const void *facts) {
  (void)facts;
  const Unwritten *u = ctx;
  return is_stable(value) || !reaches_global(value) || (u->flags && reads_flags_only(u->a, value)) ||
         unassigned_statics(value, u);
}

/* Does v read a member the call may write (of any object)? */
static bool reads_member(const Path *v, const MemberList *members) {
  if (v->kind == PATH_FIELD && has_member(members, v->key))
    return true;
  const MemoryUse *m = member_call(v);
  for (int r = 0; m && r < m->nread; r++)
    if (has_member(members, m->read[r]))
      return true;
  return (v->base && reads_member(v->base, members)) || (v->index && reads_member(v->index, members));
}

static bool untouched_fact(void *ctx, const void *value, const void *facts) {
  (void)facts;
  return is_stable(value) || !reads_member(value, ctx);
}

static bool reads_exposed(const Path *v);

/* Is the place v (a FIELD's base) in memory that code not naming it may
   change, or found through such memory?  A variable, and a member of it
   that is not member_exposed, is not. */
static bool place_exposed(const Path *v) {
  switch (v->kind) {
  case PATH_VAR:
    return false;
  case PATH_FIELD:
    return member_exposed(v->key) || place_exposed(v->base);
  case PATH_DEREF:
    return reads_exposed(v->base);
  default:
    return true;
  }
}

/* Does the value v read memory that a write the analysis cannot see into
   (through a pointer it cannot follow) may change?  Only the members
   that are not member_exposed, of objects reached through them, escape
   it. */
static bool reads_exposed(const Path *v) {
  const MemoryUse *m = member_call(v);
  switch (v->kind) {
  case PATH_CALL:
    if (v->key && !m)
      return false; /* of one version of memory */
    for (int r = 0; m && r < m->nread; r++)
      if (member_exposed(m->read[r]))
        return true;
    return (v->base && reads_exposed(v->base)) || (v->index && reads_exposed(v->index));
  case PATH_OP:
    return reads_exposed(v->base) || reads_exposed(v->index);
  case PATH_FIELD:
    return member_exposed(v->key) || place_exposed(v->base);
  case PATH_LOAD:
    return reads_exposed(v->base);
  default:
    return !is_stable(v);
  }
}

/* Adds the members a term reads (NULL: none) to out. */
static void add_path_members(const Path *p, MemberList *out) {
  for (; p; p = p->base) {
    if (p->kind == PATH_FIELD)
      add_member(out, p->key);
    add_path_members(p->index, out);
  }
}

static void add_members_read(const Node *n, MemberList *out) {
  if (!n || node_is_leaf(n->kind))
    return;
  if (n->kind == ND_MEMBER && n->member->name)
    add_member(out, n->member);
  if (n->kind == ND_COND) {
    add_members_read(n->cond, out);
    add_members_read(n->then, out);
    add_members_read(n->els, out);
    return;
  }
  add_members_read(n->lhs, out);
  add_members_read(n->rhs, out);
}

/* The members a test of the function reads where one of its edges leads
   to a block that takes or releases a lock (`if (!w->is_bg ||
   w->is_bg_thread) lock(&ctx->cfglock);`): the program's record of
   whether it takes the lock, which a call that may write any memory is
   taken not to change, unless it writes the member by name (an
   assumption, docs/DESIGN.md). */
static void lock_flags(Analysis *a) {
  if (a->lock_flags)
    return;
  MemberList flags = {0};
  for (int i = 0; i < a->cfg->blocks.len; i++) {
    const Block *b = a->cfg->blocks.data[i];
    bool locks = false;
    /* the edge's block, and those it goes on to alone (`do { ... }
       while (0)` of a lock macro), a few */
    for (int s = 0; b->term == TERM_BRANCH && s < b->succs.len && !locks; s++)
      for (const Block *to = b->succs.data[s]; to && !locks; ) {
        for (int k = 0; k < to->events.len && !locks; k++)
          locks = to->events.data[k].kind == EV_CALL && locking_call(to->events.data[k].node);
        to = to->term == TERM_GOTO && to->succs.len == 1 && to->succs.data[0]->id > to->id ? to->succs.data[0] : NULL;
      }
    if (locks)
      add_members_read(b->decision ? b->decision->cond : b->cond, &flags);
    /* the condition of a callee's conditional contract (`safe_lock(m)`:
       `acquire(*m->mutex when m->mutex)`) tests the same */
    for (int k = 0; k < b->events.len; k++) {
      const Event *e = &b->events.data[k];
      const Contract *c = e->kind == EV_CALL && e->node->obj ? contract_of(e->node->obj) : NULL;
      for (int m = 0; c && m < AN_COUNT; m++)
        for (const CapExpr *x = c->caps[m]; x; x = x->next)
          add_path_members(x->when, &flags);
    }
  }
  a->lock_flags = ARENA_ARRAY(a->arena, const Member *, flags.len + 1);
  if (flags.len)
    memcpy(a->lock_flags, flags.data, sizeof *flags.data * (size_t)flags.len);
  a->nlock_flags = flags.len;
  member_list_free(&flags);
}

/* Is m a lock flag (lock_flags) to which no pointer is made? */
static bool lock_flag(const Analysis *a, const Member *m) {
  for (int i = 0; i < a->nlock_flags; i++)
    if (a->lock_flags[i] == m)
      return !m->address_taken;
  return false;
}

/* Does v read memory only through lock flags (lock_flags) of objects
   found through locals or parameters (`w->is_bg`, `td->o.lock_mode`), or
   of variables of static storage (`sam_internal_data.recovery_policy`)? */
static bool reads_flags_only(const Analysis *a, const Path *v) {
  switch (v->kind) {
  case PATH_FIELD: {
    const Path *object = v->base; /* past the structs the flag is a member of, no pointer to any made */
    while (object->kind == PATH_FIELD && !((const Member *)object->key)->address_taken)
      object = object->base;
    return lock_flag(a, v->key) && ((object->kind == PATH_DEREF && is_stable(object->base)) ||
                                     (object->kind == PATH_VAR && !is_tracked_local(object->key)));
  }
  case PATH_OP:
    return reads_flags_only(a, v->base) && (!v->index || reads_flags_only(a, v->index));
  default:
    return is_stable(v);
  }
}

/* Is v a member that points to a lock, which a test before a lock or
   unlock reads (lock_flags), and whose address is not taken: whether
   there is a lock to take (`if (m->mutex) lock(m->mutex);`, freeradius's
   safe_lock)?  No call is taken to change it while the lock is used,
   even one that runs code the analysis cannot see. */
static bool lock_presence(const Analysis *a, const Path *v) {
  const Member *m = v->kind == PATH_FIELD ? v->key : NULL;
  return m && m->type && m->type->kind == TY_POINTER && capability_kind(m->type->base) && lock_flag(a, m);
}

/* After a write of any memory but the members that are not
   member_exposed, and of those members (ctx): what is kept.  A value
   made of lock flags alone is kept too, where the call runs no code
   not seen; a lock's presence is kept always. */
static bool unexposed_fact(void *ctx, const void *value, const void *facts) {
  (void)facts;
  const Unwritten *u = ctx;
  if (reads_member(value, u->members))
    return is_stable(value);
  return is_stable(value) || !reads_exposed(value) || (u->flags && reads_flags_only(u->a, value)) ||
         lock_presence(u->a, value) || unassigned_statics(value, u);
}

/* After a write of place p: the values of calls that read members
   (member_call) that p may be are forgotten: those reading p's member,
   for a member or an element of a member array, else those reading a
   member whose address code may hold (member_exposed). */
static bool unchanged_call(void *ctx, const void *value, const void *facts) {
  (void)facts;
  const Path *p = ctx;
  const MemoryUse *m = member_call(value);
  if (!m)
    return true;
  if (p->kind != PATH_FIELD)
    return !reads_exposed(value);
  for (int r = 0; r < m->nread; r++)
    if (m->read[r] == p->key)
      return false;
  return true;
}

static void forget_member_calls(Analysis *a, World *w, const Path *written) {
  while (written->kind == PATH_INDEX && !written->value) /* an element of an array: of the array */
    written = written->base;
  if (a->member_calls)
    w->facts = map_filter(a, w->facts, unchanged_call, (void *)written);
}

/* The function a call calls: named, or the one a local function pointer
   holds on this path (`void (*routine)(void *) = unlock_it;
   routine(arg)`, as glibc's pthread_cleanup_pop runs its handler); NULL
   when not known. */
static Obj *called_function(const World *w, const Node *call) {
  if (call->obj)
    return call->obj;
  const Node *f = callee_expression(call);
  const Path *v = f->kind == ND_VAR && is_tracked_local(f->obj) ? world_binding(w, f->obj) : NULL;
  if (v && v->kind == PATH_ADDR)
    v = v->base;
  return v && v->kind == PATH_VAR && ((const Obj *)v->key)->kind == OBJ_FUNC ? (Obj *)v->key : NULL;
}

/* Notes (map_any) a tracked local's value that reads memory. */
static bool note_memory_value(void *ctx, const void *var, const void *value) {
  (void)var;
  if (!is_stable(value))
    note_path(ctx, value);
  return false;
}

/* What a call of fn may write (call_memory), made once per analysis:
   its flags, and the members it may write by name. */
typedef struct CallWrites {
  const void *key[2];   /* the call and fn, Analysis.call_writes's key */
  uint8_t flags;
  MemberList members;
} CallWrites;

static const CallWrites *call_writes(Analysis *a, const Node *call, Obj *fn) {
  const void *key[2] = {call, fn};
  CallWrites *made = hashmap_get(&a->call_writes, (const char *)key, sizeof key);
  if (made)
    return made;
  made = xcalloc(1, sizeof *made);
  made->key[0] = call;
  made->key[1] = fn;
  made->flags = call_memory(a->tu, fn, call, &made->members);
  hashmap_put(&a->call_writes, (const char *)made->key, sizeof made->key, made);
  VEC_PUSH(a->call_writes_made, made);
  return made;
}

/* What a call may have changed in memory (call_memory), forgotten:
   nothing for a lock function (declared or modelled) or a function that
   writes no memory; what the globals reach for one that writes them (a
   function outside the program handed no pointer it could write
   through); what reads a member it writes, of any object; else every
   fact about memory. */
static void forget_written(Analysis *a, World *w, const Node *call, const Contract *c) {
  if (c && !c->inferred)
    return;
  Obj *fn = call ? called_function(w, call) : NULL;
  const CallWrites *writes = call_writes(a, call, fn);
  uint8_t flags = writes->flags;
  const MemberList *members = &writes->members;
  if (!(flags & (MEM_WRITES | MEM_WRITES_GLOBALS) || members->len))
    return; /* it writes nothing: all is kept */
  w->global_epoch++;
  /* the private statics it assigns: those of its summary; none for a
     function outside the unit, unless it may run code the unit cannot
     see all of; not known for one of a cycle not summarized yet */
  const Obj *first = fn && fn->kind == OBJ_FUNC ? first_declaration(fn) : NULL;
  bool statics_known = first && !(flags & MEM_UNKNOWN) && (first->memory || !has_body(first));
  const MemoryUse *statics = first ? first->memory : NULL;
  /* what a tracked local read from memory it still holds, whatever the
     call writes: the facts of its value stay (`view = ci->view; if (view)
     { lock(&view->lock); lookup(); } ... if (view) unlock(&view->lock);`) */
  PathSet held = {0};
  if (w->facts)
    map_any(w->vars, note_memory_value, &held);
  const void **kept = held.len ? xcalloc((size_t)held.len, sizeof *kept) : NULL;
  for (int i = 0; i < held.len; i++)
    kept[i] = map_get(w->facts, held.data[i]);
  /* what it writes by name is known; what a store left in a place goes as
     a fact about the place's contents does, lock flags aside */
  lock_flags(a);
  Unwritten facts = {a, members, !(flags & MEM_UNKNOWN), statics_known, statics};
  Unwritten stores = {a, members, false, statics_known, statics};
  if (flags & MEM_WRITES) {
    w->epoch++;
    w->facts = map_filter(a, w->facts, unexposed_fact, &facts);
    w->stores = map_filter(a, w->stores, unexposed_fact, &stores);
  } else {
    if (flags & MEM_WRITES_GLOBALS) {
      w->facts = map_filter(a, w->facts, unreachable_fact, &facts);
      w->stores = map_filter(a, w->stores, unreachable_fact, &stores);
    }
    if (members->len) {
      w->epoch++;
      w->facts = map_filter(a, w->facts, untouched_fact, (void *)members);
      w->stores = map_filter(a, w->stores, untouched_fact, (void *)members);
    }
  }
  for (int i = 0; i < held.len; i++)
    if (kept[i])
      w->facts = map_put(a, w->facts, held.data[i], kept[i]);
  free(kept);
  VEC_FREE(held);
}

typedef VEC(const Block *) BlockList;

/* Is v in set already?  Adds it if not. */
static bool once(PathSet *set, const Path *v) {
  for (int i = 0; i < set->len; i++)
    if (set->data[i] == v)
      return true;
  VEC_PUSH(*set, v);
  return false;
}

/* What a try-lock's result says where it succeeded, or failed: the
   success value, or not (0 when success is nonzero, as for a bool); a
   pointer it returns, as Clang takes it, is not null where success is
   nonzero (`struct mutex *try_lock(void) TRY_ACQUIRE(1, mu)`). */
static void add_try_outcome(Analysis *a, World *w, const Path *result, int64_t success, bool succeeded,
                            const Node *call) {
  bool pointer = call && call->type && call->type->kind == TY_POINTER;
  if (success != 0 && (pointer || !succeeded))
    world_add_fact(a, w, result, 0, !succeeded);
  else if (success != 0 || succeeded)
    world_add_fact(a, w, result, success, succeeded);
  else
    world_add_fact(a, w, result, 0, false);
}

/* The lock e names at call, noted as a->origin, so that a finding about
   it can name it as the line writes it. */
static const Path *lock_at(Analysis *a, const World *w, const CapExpr *e, const Context *ctx, const Node *call) {
  const Path *cap = capability(a, w, e, ctx);
  a->origin = (Origin){call ? e : NULL, cap, call, NULL};
  return cap;
}

/* The contract of the case a call's arguments choose (Contract.cases),
   else c itself. */
static const Contract *chosen_case(const World *w, const Contract *c, const Path *const *args, int nargs) {
  if (!c || !c->ncases || c->case_arg >= nargs)
    return c;
  for (int i = 0; i < c->ncases; i++)
    if (world_known_equal(w, args[c->case_arg], c->cases[i].value) == 1)
      return c->cases[i].contract;
  return c;
}

/* What the callee's contracts say: checked against w, then applied.  A
   try-lock adds a second world, where it failed, to out. */
typedef VEC(const CapExpr *) CapList;

/* Does e's condition (CapExpr.when) hold in w, for the use ctx says: 1
   yes, 0 no, -1 not known or no condition; *value is the condition's
   value there (NULL: none). */
static int condition_holds(Analysis *a, const World *w, const CapExpr *e, const Context *ctx, const Path **value) {
  *value = e->when ? instantiate(a, w, e->when, ctx) : NULL;
  int known = *value ? world_known_equal(w, *value, e->when_k) : -1;
  return known < 0 ? -1 : known == (int)e->when_equal;
}

static void apply_call(Analysis *a, World *w, const char *callee, const Contract *c, const Path *self,
                       const Path *const *args, int nargs, const Node *call, const Token *tok, Worlds *out);

static bool cap_listed(const CapList *list, const CapExpr *e) {
  for (int i = 0; i < list->len; i++)
    if (list->data[i] == e)
      return true;
  return false;
}

/* The caps of an inferred contract that do nothing at this call, since
   their condition (CapExpr.when) is false in w, added to *off.  A
   condition w does not know is followed both ways: w learns it holds, and
   a copy that learns it does not goes through the call too (apply_call),
   into out. */
static void conditions_at(Analysis *a, World *w, const char *callee, const Contract *c, const Path *self,
                          const Path *const *args, int nargs, const Node *call, const Token *tok, Worlds *out,
                          CapList *off) {
  Context at = {.self = self, .function = c->function, .args = args, .nargs = nargs};
  for (int m = 0; m < AN_COUNT; m++)
    for (const CapExpr *e = c->caps[m]; e; e = e->next) {
      if (e->validity)
        continue; /* a caller passes a valid lock */
      const Path *v;
      int holds = condition_holds(a, w, e, &at, &v);
      if (v && holds < 0) {
        World *other = world_copy(a, w);
        world_add_fact(a, other, v, e->when_k, !e->when_equal);
        world_add_fact(a, w, v, e->when_k, e->when_equal);
        apply_call(a, other, callee, c, self, args, nargs, call, tok, out);
        VEC_PUSH(*out, other);
      } else if (holds == 0) {
        VEC_PUSH(*off, e);
      }
    }
}

static void apply_call(Analysis *a, World *w, const char *callee, const Contract *c, const Path *self,
                       const Path *const *args, int nargs, const Node *call, const Token *tok, Worlds *out) {
  /* one case (a flag that picks a lock's mode) with an argument the path
     does not know: followed both ways, as a condition is */
  if (c && c->ncases == 1 && c->case_arg < nargs && world_known_equal(w, args[c->case_arg], c->cases[0].value) < 0) {
    World *other = world_copy(a, w);
    world_add_fact(a, other, args[c->case_arg], c->cases[0].value, true);
    world_add_fact(a, w, args[c->case_arg], c->cases[0].value, false);
    apply_call(a, other, callee, c, self, args, nargs, call, tok, out);
    VEC_PUSH(*out, other);
  }
  c = chosen_case(w, c, args, nargs);
  CapList off = {0};
  if (c && c->inferred)
    conditions_at(a, w, callee, c, self, args, nargs, call, tok, out, &off);
  /* a pointer handed to a lock function of a model as its lock is not null */
  for (int m = AN_REQUIRES; c && c->model && m <= AN_TRY_ACQUIRE_SHARED; m++)
    for (const CapExpr *e = c->caps[m]; e; e = e->next)
      if (e->arg > 0 && e->arg <= nargs)
        world_add_fact(a, w, args[e->arg - 1], 0, false);
  const Path *result = call ? path_symbol(a, call) : NULL;
  if (result)
    world_forget(a, w, result); /* a new value each time the call runs */
  if (call && a->races && !a->infer)
    note_call_held(a, w, call);
  forget_written(a, w, call, c);
  World *failed = NULL;
  for (int pass = 0; pass < 2 && c; pass++) {
    Context ctx = {.self = self, .function = c->function, .args = args, .nargs = nargs, .result = result};
    if (pass == 0) { /* what must hold before the call */
      for (int m = AN_REQUIRES; m <= AN_REQUIRES_SHARED; m++) {
        for (const CapExpr *e = c->caps[m]; e; e = e->next) {
          const Path *cap = lock_at(a, w, e, &ctx, call);
          if (!cap || is_universal(cap))
            continue;
          if (!e->negative)
            note_use(a, w, cap);
          if (c->model && !e->negative)
            order_lock_step(a, w, cap, tok, 'c'); /* the models that require a lock wait on a condition */
          char *text = lock_text(cap);
          if (e->negative && world_held(w, cap))
            warn(a, "call-excluded", tok, cap, NULL, "cannot call function '%s' while %s '%s' is held", callee,
                 kind_of(e), text);
          else if (e->negative && path_in_scope(cap) && !holds_negative(a, w, cap))
            warn(a, "call-requires-negative", tok, cap, NULL,
                 "calling function '%s' requires negative capability '!%s'", callee, text);
          else if (!e->negative && !holds(a, w, cap, m == AN_REQUIRES))
            warn_not_held(a, w, GROUP, "call-requires", tok, cap, kind_of(e), m == AN_REQUIRES,
                          format("calling function '%s' requires holding %s '%s'%s", callee, kind_of(e), text,
                                 m == AN_REQUIRES ? " exclusively" : ""));
          free(text);
        }
      }
      for (const CapExpr *e = c->caps[AN_EXCLUDES]; e; e = e->next) {
        const Path *cap = lock_at(a, w, e, &ctx, call);
        if (cap && world_held(w, cap)) {
          char *text = lock_text(cap);
          warn(a, "call-excluded", tok, cap, NULL, "cannot call function '%s' while %s '%s' is held", callee,
               kind_of(e), text);
          free(text);
        }
      }
      continue;
    }
    /* what the call does: releases, then acquisitions, each lock once
       however many of its attributes name it (`ACQUIRE(g1) ACQUIRE(g1, g2)`) */
    PathSet applied = {0};
    for (int m = AN_RELEASE; m <= AN_RELEASE_GENERIC; m++)
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *cap = cap_listed(&off, e) ? NULL : lock_at(a, w, e, &ctx, call);
        if (cap && result && e->when && e->when->kind == PATH_RESULT) {
          /* released where the call returns when_k: a copy where it
             returns another keeps the lock (the mirror of a try-lock);
             where the lock is not held, it has nothing to release
             (libmicrohttpd's try_ready_normal_body unlocks the mutex that
             its caller takes only for a response with a callback) */
          if (!world_held(w, cap))
            continue;
          World *kept = world_copy(a, w);
          world_add_fact(a, kept, result, e->when_k, !e->when_equal);
          world_add_fact(a, w, result, e->when_k, e->when_equal);
          VEC_PUSH(*out, kept);
        }
        if (cap && !once(&applied, cap))
          release(a, w, cap, e, (Meaning)m, tok);
      }
    applied.len = 0;
    for (int m = AN_ACQUIRE; m <= AN_ACQUIRE_SHARED; m++)
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *cap = cap_listed(&off, e) ? NULL : lock_at(a, w, e, &ctx, call);
        if (cap && !once(&applied, cap))
          acquire(a, w, cap, e, m == AN_ACQUIRE_SHARED, false, false, tok);
      }
    VEC_FREE(applied);
    if (c->succeeds && result)
      add_try_outcome(a, w, result, c->try_success, true, call);
    for (int m = AN_ASSERT; m <= AN_ASSERT_SHARED; m++)
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *cap = lock_at(a, w, e, &ctx, call);
        if (cap)
          acquire(a, w, cap, e, m == AN_ASSERT_SHARED, true, false, tok);
      }
    for (int m = AN_TRY_ACQUIRE; m <= AN_TRY_ACQUIRE_SHARED && result; m++) {
      if (!c->has[m])
        continue;
      if (!failed) {
        failed = world_copy(a, w);
        add_try_outcome(a, w, result, c->try_success, true, call);
        add_try_outcome(a, failed, result, c->try_success, false, call);
      }
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *cap = lock_at(a, w, e, &ctx, call);
        if (cap)
          acquire(a, w, cap, e, m == AN_TRY_ACQUIRE_SHARED, false, true, tok);
      }
    }
  }
  a->origin.cap = NULL;
  if (failed)
    VEC_PUSH(*out, failed);
  VEC_FREE(off);
}

/* The contract of what a call calls: a function, or a function pointer
   variable or member annotated as Clang 23 allows. */
static const Contract *callee_contract(Analysis *a, const World *w, const Node *call, const Path **self,
                                       const char **name) {
  *self = NULL;
  Obj *fn = called_function(w, call);
  if (fn) {
    *name = fn->name->name;
    return contract_of(fn);
  }
  const Node *f = callee_expression(call);
  if (f->kind == ND_VAR && f->obj->contract) {
    *name = f->obj->name->name;
    return f->obj->contract;
  }
  if (f->kind == ND_MEMBER && f->member->contract && f->member->name) {
    *name = f->member->name->name;
    *self = place(a, w, f->lhs, NULL);
    return f->member->contract;
  }
  return NULL;
}

/* The lock being checked (a->origin) as the line writes it: its
   expression evaluated in a world that knows nothing, so that a local is
   itself, not the value the path gave it. */
static const Path *source_term(Analysis *a) {
  const Origin *o = &a->origin;
  World nothing = {0};
  Context use = {0};
  const char *name;
  PathSet args = {0};
  if (o->call) {
    const Contract *c = callee_contract(a, &nothing, o->call, &use.self, &name);
    argument_values(a, &nothing, o->call, NULL, &args);
    use.function = c ? c->function : NULL;
    use.args = args.data;
    use.nargs = args.len;
  } else if (o->access) {
    declared_contract(a, &nothing, o->access, &use, &name);
  }
  const Path *term = capability(a, &nothing, o->cap, o->call || o->access ? &use : NULL);
  VEC_FREE(args);
  return term;
}

/* ---------------------------------------------------------------- events */

/* The value a local gets: what is written, except that a number read from
   memory is a snapshot (a symbol of its own), so that what branches learn
   about it outlives later writes and calls.  A pointer keeps the path it
   was read from: that is what makes `m = d->lock_ptr; lock(m)` one lock. */
/* The new value of an update, from the old one: a number from numbers (a
   loop's counter), a loop's join value moved by a number (`i + 1` where
   i is the phi of a loop's head, so that `a[i + 1]` taken in one pass is
   the `a[i]` of the next, rebased_join), else NULL. */
static const Path *updated_value(Analysis *a, const World *w, const Node *n) {
  NodeKind op = n->kind == ND_ASSIGN ? n->op : n->kind == ND_POST_DEC || n->kind == ND_PRE_DEC ? ND_SUB : ND_ADD;
  if (op == ND_DIV || op == ND_MOD)
    return NULL;
  const Path *by = n->kind == ND_ASSIGN ? eval(a, w, n->rhs, NULL) : path_const(a, 1);
  const Path *old = eval(a, w, n->lhs, NULL);
  const Path *v = operation(a, old, by, op);
  bool moved = old->kind == PATH_PHI && by->kind == PATH_CONST && (op == ND_ADD || op == ND_SUB);
  return v->kind == PATH_CONST || moved ? v : NULL;
}

static const Path *local_value(Analysis *a, World *w, const Obj *var, const Event *e) {
  const Node *n = event_value(e);
  if (n && is_update(n)) {
    const Path *v = var->type && type_is_integer(var->type) ? updated_value(a, w, n) : NULL;
    if (v)
      return v;
    n = NULL; /* a new value of its own */
  }
  if (!n) {
    const Path *fresh = path_symbol(a, e->node);
    world_forget(a, w, fresh); /* a new unknown value, not the last one */
    return fresh;
  }
  const Path *v = eval(a, w, n, NULL);
  if (!is_stable(v) && !(var->type && var->type->kind == TY_POINTER)) {
    v = path_symbol(a, n);
    world_forget(a, w, v);
  }
  return v;
}

/* After a store in place ctx: are the facts about value kept?  Not those
   of the place nor of a value read from it (`f->x > 3`, `!f->a || f->b`:
   the place is one of the terms the value is made of). */
static bool not_made_of(void *ctx, const void *value, const void *facts) {
  (void)facts;
  return !contains_term(value, ctx);
}

static bool other_member(void *ctx, const void *place, const void *value) {
  (void)value;
  const Path *written = ctx;
  const Member *m = written->key;
  MemberList member = {&m, 1, 1, NULL, 0};
  return place == written || !reads_member(place, &member);
}

/* After a store in place `written` (event e): a pointer stored in a
   member, or through a pointer, is what the place holds until code may
   change it (World.stores).  What other stores left in the same member
   of any object, or for a store through a pointer in any place, goes: the
   object may be the same. */
static void remember_store(Analysis *a, World *w, const Path *written, const Event *e) {
  if (w->stores)
    w->stores = written->kind == PATH_FIELD ? map_filter(a, w->stores, other_member, (void *)written) : NULL;
  const Node *n = event_value(e);
  if (!n || is_update(n) || !e->node->type || e->node->type->kind != TY_POINTER ||
      (written->kind != PATH_FIELD && written->kind != PATH_DEREF))
    return;
  const Path *v = eval(a, w, n, NULL);
  if (contains_term(v, written))
    return; /* `p->next = p->next->next`: the old contents, which the store changes */
  world_store(a, w, written, v);
}

/* Is the function a test-and-set of the atomic builtins (models.def), a
   spinlock's attempt where a loop spins on it? */
static bool test_and_set(const char *name) {
  return !strcmp(name, "__sync_lock_test_and_set") || !strcmp(name, "__atomic_test_and_set");
}

/* Does block b spin: does it end in a branch one way of which comes back
   to it and the other not (`while (__sync_lock_test_and_set(&l, 1));`),
   as a loop that waits for a lock does?  A test in a loop's body that
   both ways go on round the loop is no wait. */
static bool spins(const Cfg *cfg, const Block *b) {
  return b && b->term == TERM_BRANCH && b->succs.len == 2 &&
         cfg_reaches(cfg, b->succs.data[0], b) != cfg_reaches(cfg, b->succs.data[1], b);
}

/* Is name a wait on a POSIX semaphore (models.def)? */
static bool semaphore_wait(const char *name) {
  return !strcmp(name, "sem_wait") || !strcmp(name, "sem_trywait") || !strcmp(name, "sem_timedwait") ||
         !strcmp(name, "sem_clockwait");
}

/* Does a semaphore call's argument point to one that counts
   (mark_counting_semaphores: `&slots`, `&pool->free`)? */
static bool counting_semaphore(const Node *arg) {
  Member *member;
  const Obj *sem = addressed(arg, &member);
  return sem ? sem->counting : member && member->counting;
}

/* A semaphore call's argument as written (`&s`, `&o->sem`, `p`). */
static bool semaphore_text(StrBuf *out, const Node *arg) {
  arg = strip_casts(arg);
  if (arg->kind != ND_ADDR)
    return source_text(out, arg);
  sb_putc(out, '&');
  return source_text(out, arg->lhs);
}

bool semaphore_call(const char *name) { return semaphore_wait(name) || !strcmp(name, "sem_post"); }

/* Such a pair brackets a critical section, a semaphore used as a lock; a
   wait or a post alone signals between threads. */
bool paired_semaphore(const Cfg *cfg, const Block *at, const Node *call) {
  bool post = !strcmp(call->obj->name->name, "sem_post");
  StrBuf mine = {0}, other = {0};
  bool paired = false;
  if (!call->args || !semaphore_text(&mine, call->args)) {
    sb_free(&mine);
    return false;
  }
  for (int i = 0; i < cfg->blocks.len && !paired; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int k = 0; k < b->events.len && !paired; k++) {
      const Node *n = b->events.data[k].node;
      if (b->events.data[k].kind != EV_CALL || !n->obj || !n->args ||
          !(post ? semaphore_wait(n->obj->name->name) : !strcmp(n->obj->name->name, "sem_post")))
        continue;
      other.len = 0;
      if (semaphore_text(&other, n->args) && !strcmp(other.data, mine.data))
        paired = post ? cfg_reaches(cfg, b, at) : cfg_reaches(cfg, at, b);
    }
  }
  sb_free(&mine);
  sb_free(&other);
  return paired;
}

/* The lock a flag is, set and cleared in atomic functions (flag_lock_write). */
static const CapExpr flag_lock = {.kind = "lock"};

static void apply_event(Analysis *a, World *w, const Event *e, Worlds *out) {
  switch (e->kind) {
  case EV_READ:
  case EV_WRITE: {
    const Node *n = e->node;
    if (n->kind == ND_DECL) { /* a local's initializer */
      world_bind(a, w, n->obj, local_value(a, w, n->obj, e));
      return;
    }
    if (!e->modify) { /* x++ is checked as the write it is, as Clang does */
      check_access(a, w, n, e->kind == EV_WRITE, event_tok(e));
      race_access(a, w, n, e->kind == EV_WRITE ? 'w' : 'r', e->kind == EV_WRITE && constant_store(e), event_tok(e));
    }
    bool acquires;
    if (flag_lock_write(a->cfg, e, &acquires)) { /* `assume(m == 0); m = 1;`: a lock made by hand */
      const Path *cap = place(a, w, n, NULL);
      if (acquires)
        acquire(a, w, cap, &flag_lock, false, false, false, event_tok(e));
      else
        release(a, w, cap, &flag_lock, AN_RELEASE, event_tok(e));
    }
    if (e->kind == EV_WRITE) {
      if (n->kind == ND_VAR && is_tracked_local(n->obj)) {
        world_bind(a, w, n->obj, local_value(a, w, n->obj, e));
      } else {
        const Path *written = place(a, w, n, NULL);
        w->facts = map_filter(a, w->facts, not_made_of, (void *)written);
        forget_member_calls(a, w, written);
        remember_store(a, w, written, e);
        w->epoch++;
        w->global_epoch++;
      }
    }
    return;
  }
  case EV_ADDR:
    race_access(a, w, e->node, 'a', false, event_tok(e));
    /* a local whose address escapes may change behind the analysis's back */
    if (e->node->kind == ND_VAR && is_tracked_local(e->node->obj))
      world_bind(a, w, e->node->obj, path_symbol(a, e->node));
    return;
  case EV_CALL: {
    const Node *call = e->node;
    const Path *self;
    const char *name = "";
    const Contract *c = callee_contract(a, w, call, &self, &name);
    if (c && c->model && test_and_set(name) && !spins(a->cfg, a->block))
      c = NULL; /* `if (!__sync_lock_test_and_set(&done, 1))`: a flag, not a lock */
    if (c && c->model && semaphore_call(name) &&
        (counting_semaphore(call->args) || !paired_semaphore(a->cfg, a->block, call)))
      c = NULL; /* `sem_post(&ready)`: a signal, not a lock */
    VEC(const Path *) args = {0};
    for (const Node *arg = call->args; arg; arg = arg->next) {
      check_pointer(a, w, arg, NULL, false);
      VEC_PUSH(args, eval(a, w, arg, NULL));
    }
    library_accesses(a, w, call, event_tok(e));
    order_call(a, w, call, called_function(w, call), c, args.data, args.len, event_tok(e));
    apply_call(a, w, name, c, self, args.data, args.len, call, event_tok(e), out);
    VEC_FREE(args);
    return;
  }
  case EV_CLEANUP: { /* f(&var) when var's scope ends */
    const Node *fn = e->node;
    if (fn->kind != ND_VAR || fn->obj->kind != OBJ_FUNC)
      return;
    const Path *arg = path_addr(a, path_var(a, event_var(e)));
    apply_call(a, w, fn->obj->name->name, contract_of(fn->obj), NULL, &arg, 1, NULL, event_tok(e), out);
    return;
  }
  case EV_CONTEXT: { /* sparse: __context__(x, 1) acquires x, (x, -1) releases it */
    const Node *n = e->node;
    if (!n->lhs || !n->rhs->is_constant || n->rhs->value == 0)
      return;
    CapExpr cap = {.expr = n->lhs, .tok = node_tok(n)};
    const Path *p = capability(a, w, &cap, NULL);
    a->origin = (Origin){&cap, p, NULL, NULL};
    if (n->rhs->value > 0)
      acquire(a, w, p, &cap, false, false, false, event_tok(e));
    else
      release(a, w, p, &cap, AN_RELEASE_GENERIC, event_tok(e));
    a->origin.cap = NULL;
    return;
  }
  default:
    return;
  }
}

/* ------------------------------------------------------------- branches */

/* What a condition tests: whether value == k; *equal_when_true says which
   way round.  `c` tests c == 0 (false when true), `x == 3` tests x == 3,
   `!e` swaps, and any other condition (`n > 0`, `f & 4`) is a value of its
   own, so that testing it again gives the same answer.  In a contract
   (ctx), the parameters are the call's arguments. */
static const Path *tested_value(Analysis *a, const World *w, const Node *cond, const Context *ctx, int64_t *k,
                                bool *equal_when_true) {
  cond = strip_casts(cond);
  if (cond->kind == ND_NOT) {
    const Path *v = tested_value(a, w, cond->lhs, ctx, k, equal_when_true);
    *equal_when_true = !*equal_when_true;
    return v;
  }
  if (cond->kind == ND_EQ || cond->kind == ND_NE) {
    const Node *l = strip_casts(cond->lhs), *r = strip_casts(cond->rhs);
    const Node *constant = r->is_constant ? r : l->is_constant ? l : NULL;
    if (constant) {
      *k = constant->value;
      *equal_when_true = cond->kind == ND_EQ;
      return eval(a, w, constant == r ? l : r, ctx);
    }
    /* a number the parser does not fold (`-1`, `(long)-1`) */
    const Path *lv = eval(a, w, l, ctx), *rv = eval(a, w, r, ctx);
    if (lv->kind == PATH_CONST || rv->kind == PATH_CONST) {
      *k = rv->kind == PATH_CONST ? rv->value : lv->value;
      *equal_when_true = cond->kind == ND_EQ;
      return rv->kind == PATH_CONST ? lv : rv;
    }
  }
  *k = 0;
  *equal_when_true = false;
  return eval(a, w, cond, ctx);
}

/* A world can take an edge (where value == k is `equal`) unless it knows
   otherwise. */
static bool feasible(const World *w, const Path *v, int64_t k, bool equal) {
  int known = world_known_equal(w, v, k);
  return known < 0 || known == (int)equal;
}

static World *with_fact(Analysis *a, const World *w, const Path *v, int64_t k, bool equal) {
  World *c = world_copy(a, w);
  world_add_fact(a, c, v, k, equal);
  return c;
}

/* The same, learnt by w itself. */
static World *with_fact_in(Analysis *a, World *w, const Path *v, int64_t k, bool equal) {
  world_add_fact(a, w, v, k, equal);
  return w;
}

/* ---------------------------------------------------------------- states */

/* The value both worlds give a key, or NULL. */
static const void *same_value(void *ctx, const void *key, const void *x, const void *y) {
  (void)ctx;
  (void)key;
  return x == y ? x : NULL;
}

/* Does list have fact f, or with implied, say it too (`x == 1` says
   `x != 2`)? */
static bool facts_imply(const FactList *list, const Fact *f, bool implied) {
  for (int i = 0; i < list->n; i++) {
    const Fact *g = &list->facts[i];
    if (fact_equal(g, f) || (implied && g->equal && !f->equal && g->k != f->k))
      return true;
  }
  return false;
}

enum { MAX_IMPLIED = 8 };

/* What two worlds both know of a value: the facts both have, and where
   the lists are short (else the cost of a join would grow with a switch's
   cases, each of which meets the default's list), each one's facts the
   other's imply, so that an else-if chain's `x == 1` and `x != 2, x != 1`
   meet as `x != 2`. */
static const void *common_facts(void *ctx, const void *value, const void *x, const void *y) {
  Analysis *a = ctx;
  (void)value;
  const FactList *p = x, *q = y;
  if (!p || !q)
    return NULL;
  bool implied = p->n + q->n <= MAX_IMPLIED;
  FactList *both = world_alloc(a, sizeof(FactList) + sizeof(Fact) * (size_t)(p->n + q->n));
  both->n = 0;
  for (int i = 0; i < p->n; i++)
    if (facts_imply(q, &p->facts[i], implied))
      both->facts[both->n++] = p->facts[i];
  bool all_of_p = both->n == p->n;
  for (int k = 0; implied && k < q->n; k++)
    if (facts_imply(p, &q->facts[k], true) && !facts_imply(both, &q->facts[k], true))
      both->facts[both->n++] = q->facts[k];
  return both->n == 0 ? NULL : all_of_p && both->n == p->n ? (const void *)p : (const void *)both;
}

enum { MAX_CARRIED = 8, MAX_CARRY_SCAN = 512 };

/* Pointer locals two joined worlds give different values (from[i] in x,
   other[i] in y), which the join gives a value of its own (to[i]). */
typedef struct Carry {
  Analysis *a;
  const World *y;
  World *joined;
  const Path *from[MAX_CARRIED], *other[MAX_CARRIED], *to[MAX_CARRIED];
  int n;
  int scanned;          /* facts of x looked at: a join costs at most MAX_CARRY_SCAN */
} Carry;

/* A fact of x about what a pointer of from points to (`z->has_wp`, z
   from[i]), that y knows of the same through other[i], is known of it
   through the join's value. */
static bool carried_fact(void *ctx, const void *key, const void *facts) {
  Carry *c = ctx;
  for (const Path *p = key; p->kind == PATH_FIELD || p->kind == PATH_DEREF || p->kind == PATH_LOAD;) {
    p = p->base;
    int i = 0;
    while (i < c->n && c->from[i] != p)
      i++;
    if (i == c->n)
      continue;
    const Path *in_y = path_replace(c->a, key, &c->from[i], &c->other[i], 1);
    const FactList *both = common_facts(c->a, NULL, facts, world_facts_of(c->y, in_y));
    const Path *joined = both ? path_replace(c->a, key, &c->from[i], &c->to[i], 1) : NULL;
    for (int k = 0; both && k < both->n; k++)
      world_add_fact(c->a, c->joined, joined, both->facts[k].k, both->facts[k].equal);
    break;
  }
  return ++c->scanned == MAX_CARRY_SCAN;
}

/* A local's value after a join: the one both worlds give it, else a value
   of its own for this join (a phi), which keeps what both worlds know of
   their values: `ok` 1 in one and a try-lock's result known to be 1 in the
   other is a phi known to be 1, so a try-lock retried in a loop is still
   known to have succeeded where the loop ends. */
typedef struct PhiContext {
  Analysis *a;
  const Block *at;
  const World *x, *y;
  World *joined;
  Carry *carry;         /* the pointer locals that get a phi */
} PhiContext;

static const void *joined_value(void *ctx, const void *var, const void *x, const void *y) {
  PhiContext *phi = ctx;
  if (x && x == y)
    return x;
  if (!phi->a->inside_block && !live_at(phi->a->live, phi->at, var))
    return NULL; /* read nowhere before it is written again */
  const Path *value = path_intern(phi->a, PATH_PHI, NULL, NULL, var, phi->at->id + 1);
  const Obj *local = var;
  Carry *carry = phi->carry;
  if (carry->n < MAX_CARRIED && local->type && local->type->kind == TY_POINTER) {
    carry->from[carry->n] = x ? x : path_var(phi->a, local); /* unbound: its value on entry */
    carry->other[carry->n] = y ? y : path_var(phi->a, local);
    carry->to[carry->n++] = value;
  }
  if (!x || !y)
    return value;
  const Path *vx = x, *vy = y;
  Fact constant = {vx->kind == PATH_CONST ? vx->value : 0, NULL, true};
  const FactList *known = world_facts_of(phi->x, vx);
  int n = vx->kind == PATH_CONST ? 1 : known ? known->n : 0;
  for (int i = 0; i < n; i++) {
    const Fact *f = vx->kind == PATH_CONST ? &constant : &known->facts[i];
    if (world_known_equal(phi->y, vy, f->k) == f->equal)
      world_add_fact(phi->a, phi->joined, value, f->k, f->equal);
  }
  return value;
}

/* The facts and bindings both worlds have; a local bound differently in
   each gets a value of its own for this join (a phi).  The maps share
   what the two paths kept from before they parted, which costs nothing
   to merge. */
static World *intersect(Analysis *a, const World *x, const World *y, const Block *at) {
  World *c = world_copy(a, x);
  /* a lock one path asserts and the other takes is taken: held at the
     end, it is the second one's leak */
  for (int i = 0; i < c->nheld; i++) {
    const Held *other = world_held(y, c->held[i].cap);
    if (c->held[i].asserted && other && !other->asserted) {
      Held taken = *other;
      world_remove_held(a, c, taken.cap);
      world_add_held(a, c, taken);
    }
  }
  MapMerge facts = {common_facts, a, false};
  c->facts = map_merge(a, x->facts, y->facts, &facts);
  if (x->epoch != y->epoch) /* memory that differs by path: a version of its own */
    c->epoch = (x->epoch > y->epoch ? x->epoch : y->epoch) + 1;
  if (x->global_epoch != y->global_epoch)
    c->global_epoch = (x->global_epoch > y->global_epoch ? x->global_epoch : y->global_epoch) + 1;
  Carry carry = {.a = a, .y = y, .joined = c};
  PhiContext phi = {a, at, x, y, c, &carry};
  MapMerge vars = {joined_value, &phi, true};
  c->vars = map_merge(a, x->vars, y->vars, &vars);
  /* what both know of the objects a pointer local points to, each
     through its own value (`z->has_wp` where the passes of a loop meet) */
  if (carry.n)
    map_any(x->facts, carried_fact, &carry);
  MapMerge stores = {same_value, NULL, false};
  c->stores = map_merge(a, x->stores, y->stores, &stores);
  return c;
}

static bool same_world(const World *x, const World *y) {
  return world_same_locks(x, y) && map_equal(x->facts, y->facts, fact_lists_equal) &&
         map_equal(x->vars, y->vars, NULL) && map_equal(x->stores, y->stores, NULL);
}

static bool before_in_source(const Token *x, const Token *y) {
  if (x->loc.file != y->loc.file)
    return x->loc.file < y->loc.file;
  return x->loc.line != y->loc.line ? x->loc.line < y->loc.line : x->loc.col < y->loc.col;
}

/* All the worlds of a point made one, as Clang's join does: a lock held
   in some but not all is dropped, and said (at a loop's head, in Clang's
   words for a loop). */
static World *collapse(Analysis *a, Worlds *state, const World *more, const Block *at, bool loop) {
  World *c = world_copy(a, more);
  for (int i = 0; i < state->len; i++)
    c = intersect(a, c, state->data[i], at);
  /* said where the point's first statement begins, as Clang says it: a
     while loop's condition, a do loop's body */
  const Token *tok = at->events.len ? event_tok(&at->events.data[0]) : at->tok;
  for (int i = 1; i < at->events.len; i++)
    if (before_in_source(event_tok(&at->events.data[i]), tok))
      tok = event_tok(&at->events.data[i]);
  for (int i = 0; i <= state->len; i++) {
    const World *w = i < state->len ? state->data[i] : more;
    for (int k = 0; k < w->nheld; k++) {
      const Held *h = &w->held[k];
      bool everywhere = true;
      for (int j = 0; j <= state->len && everywhere; j++) {
        const World *o = j < state->len ? state->data[j] : more;
        everywhere = world_held(o, h->cap) != NULL;
      }
      if (!everywhere) {
        char *text = lock_text(h->cap);
        if (loop)
          note(warn(a, "loop-not-held", tok, h->cap, NULL, "expecting %s '%s' to be held at start of each loop",
                    h->kind, text),
               h->where, "%s acquired here", h->kind);
        else
          note(warn(a, "join-not-held", tok, h->cap, NULL, "%s '%s' is not held on every path through here",
                    h->kind, text),
               h->where, "%s acquired here", h->kind);
        free(text);
        world_remove_held(a, c, h->cap);
      }
    }
  }
  return c;
}

/* Two paths that meet holding one lock in two modes, each taken by an
   annotated function: Clang's "acquired exclusively and shared in the same
   scope", said where the path that comes second took it (the else
   branch, a loop's way back), as Clang says it.  The paths stay
   apart here, so what follows is checked in each mode; a lock taken by a
   model (pthread_rwlock_rdlock or wrlock by a flag, then one unlock) is
   not said, since each path is right. */
static void check_modes(Analysis *a, const World *x, const World *y) {
  for (int i = 0; i < x->nheld; i++) {
    const Held *h = &x->held[i], *o = world_held(y, h->cap);
    if (!o || o->shared == h->shared || !h->declared || !o->declared)
      continue;
    char *text = lock_text(h->cap);
    note(warn(a, "exclusive-and-shared", o->where, h->cap, NULL,
              "%s '%s' is acquired exclusively and shared in the same scope", h->kind, text),
         h->where, "the other acquisition of %s '%s' is here", h->kind, text);
    free(text);
  }
}

/* Adds w to a block's worlds, which are most often one: room for one
   first, not VEC_PUSH's four (a switch's cases wait all at once). */
static void push_world(Worlds *state, World *w) {
  if (state->len == state->cap) {
    state->cap = state->cap ? 2 * state->cap : 1;
    state->data = xrealloc(state->data, sizeof *state->data * (size_t)state->cap);
  }
  state->data[state->len++] = w;
}

/* Is a local a number in w (world_binding) and another number, or known
   not that one, in each world of state?  Then the worlds are different
   passes of a loop whose tests those numbers decide. */
static bool sets_apart(void *ctx, const void *var, const void *value) {
  const Worlds *state = ctx;
  const Path *v = value;
  if (v->kind != PATH_CONST)
    return false;
  for (int i = 0; i < state->len; i++) {
    const Path *other = world_binding(state->data[i], var);
    if (!other || other == v ||
        (other->kind != PATH_CONST && world_known_equal(state->data[i], other, v->value) != 0))
      return false;
  }
  return true;
}

/* Does w hold the locks old holds, but for an index that is a number in
   old and a join value of a loop in w (`*a`, which is a[0], held in a
   first pass of an outer loop, a[i] in the later ones)?  A pass kept apart
   in an inner loop (merge_into) is then the same pass, widened. */
static bool widens_locks(const World *old, const World *w) {
  if (old->nheld != w->nheld)
    return false;
  for (int i = 0; i < old->nheld; i++) {
    bool found = false;
    for (int j = 0; j < w->nheld && !found; j++) {
      int numbered = 0;
      found = old->held[i].cap == w->held[j].cap ||
              (same_but_index(old->held[i].cap, w->held[j].cap, &numbered) == 1 &&
               has_phi_index(w->held[j].cap));
    }
    if (!found)
      return false;
  }
  return true;
}

/* The locals that two worlds meeting at a loop's head give different
   values: each value, in x and in y, and the join value (phi) the local
   gets there. */
typedef struct Rebase {
  Analysis *a;
  const Block *at;
  const World *y;
  PathSet from_x, from_y, to;
} Rebase;

static bool differing_local(void *ctx, const void *var, const void *value) {
  Rebase *r = ctx;
  const Path *vy = world_binding(r->y, var);
  if (vy && vy != value) {
    VEC_PUSH(r->from_x, value);
    VEC_PUSH(r->from_y, vy);
    VEC_PUSH(r->to, path_intern(r->a, PATH_PHI, NULL, NULL, var, r->at->id + 1));
  }
  return false;
}

/* Does term t contain term part? */
static bool contains_term(const Path *t, const Path *part) {
  return t == part || (t->base && contains_term(t->base, part)) || (t->index && contains_term(t->index, part));
}

/* Does a lock of w contain term part? */
static bool names_term(const World *w, const Path *part) {
  for (int i = 0; w && i < w->nheld; i++)
    if (contains_term(w->held[i].cap, part))
      return true;
  return false;
}

/* Where two locals share a value in from, which one a lock named through
   it follows is not known: of such pairs, the one whose join value the
   other side's locks name (matched, NULL: none) is kept, the others
   changed into pairs that replace nothing. */
static void drop_shared_values(Rebase *r, PathSet *from, const World *matched) {
  const Path **kept = xcalloc((size_t)from->len + 1, sizeof *kept);
  for (int i = 0; i < from->len; i++) {
    int shared = 0, named = 0;
    for (int k = 0; k < from->len; k++)
      if (from->data[k] == from->data[i]) {
        shared++;
        named += names_term(matched, r->to.data[k]);
      }
    bool keep = shared == 1 || (named == 1 && names_term(matched, r->to.data[i]));
    kept[i] = keep ? from->data[i] : r->to.data[i]; /* to for to: a pair that changes nothing */
  }
  for (int i = 0; i < from->len; i++)
    from->data[i] = kept[i];
  free(kept);
}

/* w's locks with from[i] replaced by to[i]. */
static World *rebased(Analysis *a, const World *w, const Path *const *from, const Path *const *to, int n) {
  World *c = world_copy(a, w);
  c->held = NULL;
  c->nheld = 0;
  for (int i = 0; i < w->nheld; i++) {
    Held h = w->held[i];
    h.cap = path_replace(a, h.cap, from, to, n);
    if (world_held(c, h.cap))
      return NULL;
    world_add_held(a, c, h);
  }
  return c;
}

/* Two worlds at a loop's head whose locks differ only in the value of a
   local the loop moves, named through it: `cur->lk` held on entry with
   cur = head, and again from the back edge with cur = nx, the next node
   (hand over hand), or `a[i]` with i 0 and then 1.  Named through the
   local's join value, they are one lock set; the worlds joined so, or
   NULL when they are not. */
static World *rebased_join(Analysis *a, const World *x, const World *y, const Block *at) {
  if (x->nheld != y->nheld || !x->nheld)
    return NULL;
  Rebase r = {.a = a, .at = at, .y = y};
  map_any(x->vars, differing_local, &r);
  World *joined = NULL;
  if (r.to.len) {
    drop_shared_values(&r, &r.from_x, NULL);
    World *rx = rebased(a, x, r.from_x.data, r.to.data, r.to.len);
    drop_shared_values(&r, &r.from_y, rx);
    World *ry = rx ? rebased(a, y, r.from_y.data, r.to.data, r.to.len) : NULL;
    if (ry && world_same_locks(rx, ry))
      joined = intersect(a, rx, ry, at);
  }
  VEC_FREE(r.from_x);
  VEC_FREE(r.from_y);
  VEC_FREE(r.to);
  return joined;
}

/* Adds to w the family of h (h itself if it is one), or marks it
   releasing if h is. */
static void add_to_family(Analysis *a, World *w, const Held *h) {
  Held f = *h;
  f.cap = family_of(a, h->cap);
  f.depth = 1;
  note_family(a, true, f.cap);
  Held *old = world_held(w, f.cap);
  if (old) {
    if (!h->releasing || old->releasing)
      return;
    f = *old;
    f.releasing = true;
    world_remove_held(a, w, f.cap);
  }
  world_add_held(a, w, f);
}

/* w, come back to a loop's head whose worlds hold a family, with the
   locks of that family it holds made the family: the loop took another
   one (family_join). */
static World *absorbed(Analysis *a, World *w, const Worlds *state) {
  World *c = NULL;
  for (int i = 0; i < w->nheld; i++) {
    const Path *f = family_of(a, w->held[i].cap);
    bool joined = false;
    for (int k = 0; f && f != w->held[i].cap && k < state->len && !joined; k++)
      joined = world_held(state->data[k], f) != NULL;
    if (!joined)
      continue;
    if (!c)
      c = world_copy(a, w); /* world_remove_held and world_add_held make new arrays */
    Held h = w->held[i];
    world_remove_held(a, c, h.cap);
    add_to_family(a, c, &h);
  }
  return c ? c : w;
}

/* Two worlds at a loop's head whose locks differ only in locks of an
   array or of one family: the loop takes one element per pass (`for (i =
   0; i < n; i++) lock(&locks[i])`) or releases one (a later loop that
   unlocks them all).  Joined, they hold the family, `locks[*]`, with no
   count: releasing one of its locks later is taken to release the family
   (the loop that does it is taken to release them all, Held.releasing),
   and a family still held where the function returns is reported.  NULL
   when some lock held on one side only is no element of an array. */
static World *family_join(Analysis *a, const World *x, const World *y, const Block *at) {
  bool any = false;
  for (int side = 0; side < 2; side++) {
    const World *w = side ? y : x, *other = side ? x : y;
    for (int i = 0; i < w->nheld; i++) {
      const Held *o = world_held(other, w->held[i].cap);
      if (o && o->releasing == w->held[i].releasing)
        continue;
      if (!family_of(a, w->held[i].cap) || w->held[i].asserted)
        return NULL;
      any = true;
    }
  }
  if (!any)
    return NULL;
  World *c = intersect(a, x, y, at);
  c->held = NULL;
  c->nheld = 0;
  for (int side = 0; side < 2; side++) {
    const World *w = side ? y : x, *other = side ? x : y;
    for (int i = 0; i < w->nheld; i++) {
      const Held *h = &w->held[i], *o = world_held(other, h->cap);
      if (o && o->releasing == h->releasing) {
        if (!side && !world_held(c, h->cap))
          world_add_held(a, c, *h);
      } else {
        add_to_family(a, c, h);
      }
    }
  }
  return c;
}

/* Adds world w, coming from block `from`, to the state at block `at`;
   true when the state changed.  A loop that brings back a lock set its
   head has not seen is followed as a pass of its own while a local's
   number tells the passes apart, up to MAX_UNROLLED passes (*unrolled).
   Once a point has had too many worlds, or a loop brings back a new lock
   set otherwise (each iteration holds something else), it keeps one
   world (*collapsed), so that its state only ever shrinks and the
   iteration ends. */
static bool merge_into(Analysis *a, Worlds *state, World *w, const Block *at, const Block *from, bool *collapsed,
                       int *unrolled) {
  bool back_edge = a->order[from->id] >= a->order[at->id]; /* a retreating edge: a loop */
  if (back_edge)
    w = absorbed(a, w, state);
  for (int i = 0; i < state->len; i++)
    check_modes(a, state->data[i], w);
  if (*collapsed) {
    World *c = collapse(a, state, w, at, back_edge);
    if (same_world(state->data[0], c))
      return false;
    state->data[0] = c;
    return true;
  }
  for (int i = 0; i < state->len; i++) {
    World *e = state->data[i];
    World *m;
    if (world_same_locks(e, w))
      m = intersect(a, e, w, at);
    else if (back_edge && *unrolled && widens_locks(e, w))
      m = w; /* the same pass, from a later pass of an outer loop: its values and locks cover e's */
    else
      continue;
    if (same_world(m, e))
      return false;
    state->data[i] = m;
    return true;
  }
  /* a new lock set stays apart, but at a loop's head only as a pass of
     its own (sets_apart), so many times */
  bool apart = !back_edge || (*unrolled < MAX_UNROLLED && map_any(w->vars, sets_apart, state));
  if (state->len < MAX_WORLDS && apart) {
    if (back_edge)
      ++*unrolled;
    push_world(state, w);
    if (state->len > stats.peak_worlds)
      stats.peak_worlds = state->len;
    return true;
  }
  /* not a pass of its own: the same locks, named through a local the
     loop moves, or a family of them? */
  for (int i = 0; back_edge && i < state->len; i++) {
    World *m = rebased_join(a, state->data[i], w, at);
    if (!m)
      m = family_join(a, state->data[i], w, at);
    if (!m)
      continue;
    if (same_world(m, state->data[i]))
      return false;
    state->data[i] = m;
    return true;
  }
  World *c = collapse(a, state, w, at, back_edge);
  *collapsed = true;
  state->len = 0;
  push_world(state, c);
  return true;
}

/* ------------------------------------------------------------- the function */


static Context own_context(Analysis *a, const Contract *c) {
  const Obj *fn = a->function;
  int n = 0;
  for (const Obj *p = fn->params; p; p = p->next)
    n++;
  const Path **args = ARENA_ARRAY(a->arena, const Path *, n + 1);
  int i = 0;
  for (const Obj *p = fn->params; p; p = p->next)
    args[i++] = path_var(a, p);
  return (Context){.function = c->function, .args = args, .nargs = n};
}

/* The world on entry: what the function requires and what it releases is
   held. */
static World *entry_world(Analysis *a, const Contract *own) {
  World *w = memset(world_alloc(a, sizeof(World)), 0, sizeof(World));
  for (int i = 0; i < a->ngiven; i++)
    world_add_fact(a, w, path_var(a, a->given_param), a->given_values[i], a->given_equal);
  if (own) {
    const Contract *c = own;
    Context ctx = own_context(a, c);
    static const Meaning held_on_entry[] = {AN_REQUIRES, AN_REQUIRES_SHARED, AN_RELEASE, AN_RELEASE_SHARED,
                                            AN_RELEASE_GENERIC};
    for (size_t m = 0; m < ARRAY_SIZE(held_on_entry); m++)
      for (const CapExpr *e = c->caps[held_on_entry[m]]; e; e = e->next) {
        const Path *cap = capability(a, w, e, &ctx);
        if (cap && e->negative)
          world_add_fact(a, w, path_not(a, cap), 1, true);
        else if (cap && !world_held(w, cap))
          world_add_held(a, w, (Held){cap, kind_of(e), held_on_entry[m] == AN_REQUIRES_SHARED ||
                                                       held_on_entry[m] == AN_RELEASE_SHARED,
                                is_reentrant_cap(e), false, false, 1, a->function->tok, false});
      }
  }
  for (int i = 0; a->infer && i < a->infer->assumed.len; i++) {
    const Effect *e = &a->infer->assumed.data[i];
    if (!world_held(w, e->cap))
      world_add_held(a, w, (Held){e->cap, e->kind, e->meaning == AN_RELEASE_SHARED, false, false, false, 1, a->function->tok, false});
  }
  return w;
}

/* The one member of the struct the function returns a pointer to that
   is a struct entry's record embedded whole; NULL for none or several. */
static const Member *embedding_member(const Analysis *a, const Record *entry) {
  const Type *t = a->function->type->base;
  if (!t || t->kind != TY_POINTER || !t->base || t->base->kind != TY_STRUCT || !t->base->record)
    return NULL;
  const Member *found = NULL;
  for (const Member *m = t->base->record->members; m; m = m->next)
    if (m->type && m->type->kind == TY_STRUCT && m->type->record == entry) {
      if (found)
        return NULL;
      found = m;
    }
  return found;
}

const Path *container_lock(Analysis *a, const Path *cap, const Path *value, const Path *result) {
  const Path *read = value && value->kind == PATH_LOAD ? value->base : value; /* the member read */
  if (!read || cap->kind != PATH_FIELD || read->kind != PATH_FIELD || read->base != cap->base)
    return NULL;
  const Type *back = ((const Member *)read->key)->type; /* a back pointer is a void * (not `next`) */
  if (!back || back->kind != TY_POINTER || !back->base || back->base->kind != TY_VOID)
    return NULL;
  const Member *lock = cap->key, *entry = embedding_member(a, lock->record);
  return entry ? path_field(a, path_field(a, path_deref(a, result), entry), lock) : NULL;
}

/* At a return: what is held that should not be, what should be held and
   is not (Clang's "still held" and "expecting ... held" at the end). */
static void check_exit(Analysis *a, const Contract *own, const World *w, const Path *result, const Token *tok) {
  VEC(const Path *) expected = {0};
  VEC(const Path *) may_hold = {0}; /* try-locks and asserts: either way */
  if (own) {
    const Contract *c = own;
    Context ctx = own_context(a, c);
    ctx.result = result;
    for (int m = AN_REQUIRES; m <= AN_ACQUIRE_SHARED; m++)
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *cap = e->negative ? NULL : capability(a, w, e, &ctx), *when;
        if (!cap || condition_holds(a, w, e, &ctx, &when) == 0) /* taken only where its condition holds */
          continue;
        VEC_PUSH(expected, cap);
        if (!world_held(w, cap)) {
          char *text = lock_text(cap);
          /* as Clang: a lock required came in where the attribute is, one
             promised where the function is declared */
          note(warn(a, "not-held-at-end", tok, cap, NULL, "expecting %s '%s' to be held at the end of function",
                    kind_of(e), text),
               m <= AN_REQUIRES_SHARED ? e->tok : a->function->tok, "%s acquired here", kind_of(e));
          free(text);
        }
      }
    for (int m = AN_RELEASE; m <= AN_ASSERT_SHARED; m++)
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *cap = m >= AN_TRY_ACQUIRE || e->by_flag || e->when ? capability(a, w, e, &ctx) : NULL;
        if (cap)
          VEC_PUSH(may_hold, cap);
      }
  }
  /* a return from main ends the process (C11 5.1.2.2.3), and a lock held
     there with it (rrdcached's cleanup takes its locks for good) */
  bool exits = !strcmp(a->function->name->name, "main");
  for (int i = 0; i < w->nheld && !exits; i++) {
    const Held *h = &w->held[i];
    bool fine = h->asserted || h->releasing; /* the caller's lock, which the function only asserted;
                                            a family a loop released */
    const Path *container = result ? container_lock(a, h->cap, result, result) : NULL;
    for (int k = 0; k < expected.len && !fine; k++)
      fine = expected.data[k] == h->cap || expected.data[k] == container;
    for (int k = 0; k < may_hold.len && !fine; k++)
      fine = may_hold.data[k] == h->cap || may_hold.data[k] == container;
    if (fine)
      continue;
    char *text = lock_text(h->cap);
    note(warn(a, "held-at-end", tok, h->cap, NULL, "%s '%s' is still held at the end of function", h->kind, text),
         h->where, "%s '%s' acquired here", h->kind, text);
    free(text);
  }
  VEC_FREE(expected);
  VEC_FREE(may_hold);
}

/* The iteration's state: the worlds at each block's entry, and the blocks
   whose worlds changed since they were last visited. */
typedef struct Flow {
  Worlds *states;       /* per block id */
  bool *collapsed;      /* per block id: it keeps one world (merge_into) */
  int *unrolled;        /* per block id: loop passes kept apart (merge_into) */
  BlockList work;
  bool *queued;         /* per block id: in work */
  bool *in_loop;        /* per block id: may be sent worlds after its visit (loops) */
  bool *finished;       /* per block id: visited, not in a loop: its worlds are gone */
  long waiting;         /* worlds in states */
} Flow;

/* The work list is a binary heap on the blocks' reverse postorder: the
   earliest block first, in log time (a switch queues thousands). */
static bool work_before(const Analysis *a, const Block *x, const Block *y) {
  return a->order[x->id] < a->order[y->id];
}

static void work_push(const Analysis *a, BlockList *work, const Block *b) {
  VEC_PUSH(*work, b);
  for (int i = work->len - 1; i > 0;) {
    int parent = (i - 1) / 2;
    if (!work_before(a, work->data[i], work->data[parent]))
      break;
    const Block *t = work->data[i];
    work->data[i] = work->data[parent];
    work->data[parent] = t;
    i = parent;
  }
}

static const Block *work_pop(const Analysis *a, BlockList *work) {
  const Block *first = work->data[0];
  work->data[0] = work->data[--work->len];
  for (int i = 0;;) {
    int least = i, left = 2 * i + 1, right = left + 1;
    if (left < work->len && work_before(a, work->data[left], work->data[least]))
      least = left;
    if (right < work->len && work_before(a, work->data[right], work->data[least]))
      least = right;
    if (least == i)
      break;
    const Block *t = work->data[i];
    work->data[i] = work->data[least];
    work->data[least] = t;
    i = least;
  }
  return first;
}

/* World sent (the caller's to give: it is kept) goes from block `from`
   along its successor succ, which is visited again if that changes its
   worlds. */
static void send(Analysis *a, Flow *flow, const Block *from, int succ, World *sent) {
  const Block *to = from->succs.data[succ];
  ASSERT(!flow->finished[to->id]);
  Trail *step = world_alloc(a, sizeof *step);
  *step = (Trail){from->id, succ, sent->trail};
  sent->trail = step;
  a->world = sent; /* a join's findings are on the way in */
  a->block = to;
  Worlds *state = &flow->states[to->id];
  int before = state->len;
  bool changed = merge_into(a, state, sent, to, from, &flow->collapsed[to->id], &flow->unrolled[to->id]);
  flow->waiting += state->len - before;
  if (changed && !flow->queued[to->id]) {
    flow->queued[to->id] = true;
    work_push(a, &flow->work, to);
  }
}

/* Is a symbol of a node of cond (its value where nothing else names it,
   the same at each pass of a loop: an arm of `?:` not known) part of v? */
static bool has_symbol(const Path *v, const Node *cond) {
  return (v->kind == PATH_SYMBOL && within(cond, v->key)) || (v->base && has_symbol(v->base, cond)) ||
         (v->index && has_symbol(v->index, cond));
}

/* What a branch of a condition of several tests (Block.decision) knows
   of the whole: the value tested, and for each successor whether it is
   feasible and what going there says of the whole condition (-1: that
   edge stays inside the condition). */
typedef struct Outcome {
  const Path *value;
  int64_t k;
  bool equal;           /* the whole condition is true when value == k is equal */
  bool feasible[2];
  int8_t says[2];       /* 1: true, 0: false, -1: nothing */
} Outcome;

static Outcome decision_outcome(Analysis *a, const World *w, const Block *b) {
  const Decision *d = b->decision;
  Outcome o;
  o.value = tested_value(a, w, d->cond, NULL, &o.k, &o.equal);
  if (has_symbol(o.value, d->cond)) {
    o.value = NULL;
    o.feasible[0] = o.feasible[1] = true;
    o.says[0] = o.says[1] = -1;
    return o;
  }
  int known = world_known_equal(w, o.value, o.k);
  int truth = known < 0 ? -1 : known == (int)o.equal;
  for (int i = 0; i < 2; i++) {
    const Block *to = b->succs.data[i];
    o.says[i] = to == d->if_true && to != d->if_false ? 1 : to == d->if_false && to != d->if_true ? 0 : -1;
    o.feasible[i] = o.says[i] < 0 || truth < 0 || o.says[i] == truth;
  }
  return o;
}

/* w, going along successor i, learns what that says of the whole
   condition. */
static World *learn_outcome(Analysis *a, const Outcome *o, int i, World *w) {
  if (o->value && o->says[i] >= 0)
    world_add_fact(a, w, o->value, o->k, o->says[i] ? o->equal : !o->equal);
  return w;
}

/* Sends world w (the caller's to give) out of block b along its
   terminator. */
static void leave_block(Analysis *a, const Contract *own, const Block *b, World *w, Flow *flow) {
  switch (b->term) {
  case TERM_RETURN:
    if (b->cond)
      check_pointer(a, w, b->cond, a->function->type->base, true);
    if (a->infer)
      VEC_PUSH(a->infer->exits, ((Exit){w, b->cond ? eval(a, w, b->cond, NULL) : NULL}));
    else
      check_exit(a, own, w, b->cond ? eval(a, w, b->cond, NULL) : NULL, b->tok);
    return;
  case TERM_BRANCH: {
    int64_t k;
    bool equal;
    const Path *v = tested_value(a, w, b->cond, NULL, &k, &equal);
    bool when_true = feasible(w, v, k, equal), when_false = feasible(w, v, k, !equal);
    Outcome whole = {0};
    if (b->decision) {
      whole = decision_outcome(a, w, b);
      when_true = when_true && whole.feasible[0];
      when_false = when_false && whole.feasible[1];
    }
    if (when_true) /* w itself goes the last way it can */
      send(a, flow, b, 0, learn_outcome(a, &whole, 0, when_false ? with_fact(a, w, v, k, equal)
                                                                 : with_fact_in(a, w, v, k, equal)));
    if (when_false)
      send(a, flow, b, 1, learn_outcome(a, &whole, 1, with_fact_in(a, w, v, k, !equal)));
    return;
  }
  case TERM_SWITCH: { /* each case learns value == k, the default value != each k */
    const Path *v = eval(a, w, b->cond, NULL);
    for (int i = 0; i < b->succs.len; i++) {
      const SwitchCase *c = &b->cases[i];
      World *to_world = world_copy(a, w);
      bool taken = true;
      if (!c->is_default && c->lo == c->hi) {
        taken = feasible(w, v, c->lo, true);
        world_add_fact(a, to_world, v, c->lo, true);
      } else if (!c->is_default) {
        taken = v->kind != PATH_CONST || (v->value >= c->lo && v->value <= c->hi);
      } else { /* v != each case's value, learnt at once: one copy of the facts, not one per case */
        int64_t *values = xcalloc((size_t)b->succs.len, sizeof *values);
        int count = 0;
        for (int k = 0; k < b->succs.len && taken; k++) {
          const SwitchCase *o = &b->cases[k];
          if (o->is_default)
            continue;
          if (o->lo == o->hi) {
            taken = feasible(w, v, o->lo, false);
            values[count++] = o->lo;
          } else if (v->kind == PATH_CONST) {
            taken = v->value < o->lo || v->value > o->hi;
          }
        }
        if (taken)
          world_add_unequal(a, to_world, v, values, count);
        free(values);
      }
      if (taken)
        send(a, flow, b, i, to_world);
    }
    return;
  }
  default:
    for (int i = 0; i < b->succs.len; i++)
      send(a, flow, b, i, i + 1 < b->succs.len ? world_copy(a, w) : w);
    return;
  }
}

/* Is a lock known released in world ctx that the fact (of another world)
   does not know released, or the other way round? */
static bool negative_missing(void *ctx, const void *value, const void *facts) {
  (void)facts;
  const Path *v = value;
  return v->kind == PATH_NOT && world_known_equal(ctx, v, 1) != 1;
}

/* Do two worlds hold the same locks, and know the same ones released? */
static bool same_locks_and_releases(const World *x, const World *y) {
  return world_same_locks(x, y) && !map_any(x->facts, negative_missing, (void *)y) &&
         !map_any(y->facts, negative_missing, (void *)x);
}

/* After a try-lock split the worlds inside a block: those with equal lock
   sets made one (not one where a call released a lock with one where it
   was never taken: the value it returned tells them apart), and past
   MAX_WORLDS all of them (as at a join), so that try-locks in a row do
   not double the worlds each time. */
static void squeeze(Analysis *a, Worlds *worlds, const Block *b) {
  a->inside_block = true; /* liveness is known at the block's entry only */
  int n = 0;
  for (int i = 0; i < worlds->len; i++) {
    World *w = worlds->data[i];
    int k = 0;
    while (k < n && !same_locks_and_releases(worlds->data[k], w))
      k++;
    if (k < n)
      worlds->data[k] = intersect(a, worlds->data[k], w, b);
    else
      worlds->data[n++] = w;
  }
  worlds->len = n;
  if (n > MAX_WORLDS) {
    World *last = worlds->data[--worlds->len];
    World *one = collapse(a, worlds, last, b, false);
    worlds->len = 0;
    VEC_PUSH(*worlds, one);
  }
  a->inside_block = false;
}

/* Visits block b: its worlds go through its events and leave along its
   terminator.  Out of a loop, the block is never visited again: its
   worlds change in place and it keeps none. */
static void analyze_block(Analysis *a, const Contract *own, const Block *b, Flow *flow) {
  Worlds current = {0};
  if (flow->in_loop[b->id]) {
    for (int i = 0; i < flow->states[b->id].len; i++)
      VEC_PUSH(current, world_copy(a, flow->states[b->id].data[i]));
  } else {
    current = flow->states[b->id];
    flow->states[b->id] = (Worlds){0};
    flow->waiting -= current.len;
    flow->finished[b->id] = true;
  }
  ThreadState threads = a->threads_in ? a->threads_in[b->id] : (ThreadState){.running = 1};
  a->given_now = a->given_in ? a->given_in[b->id] : 0;
  free(a->ended);
  a->ended = a->threads_in ? ended_entries(&a->handles, &threads) : NULL;
  int words = a->preceding.words;
  uint64_t *called = words ? xcalloc((size_t)words, sizeof(uint64_t)) : NULL, *shown = called ? xcalloc((size_t)words, sizeof(uint64_t)) : NULL;
  if (called)
    memcpy(called, &a->preceding.in[(size_t)b->id * (size_t)words], sizeof(uint64_t) * (size_t)words);
  for (int k = 0; k < b->events.len; k++) {
    int n = current.len; /* worlds split by a try-lock come after, already past this event */
    if (called && (k == 0 || memcmp(shown, called, sizeof(uint64_t) * (size_t)words))) {
      a->running = in_arena(a, preceding_list(&a->preceding, called));
      memcpy(shown, called, sizeof(uint64_t) * (size_t)words);
    }
    a->before_threads = !threads_run(&threads) && !a->spawner && !a->joiner;
    a->before_own = !threads_run(&threads) && a->spawner;
    a->event = &b->events.data[k];
    for (int i = 0; i < n; i++) {
      a->world = current.data[i];
      a->block = b;
      apply_event(a, current.data[i], &b->events.data[k], &current);
    }
    a->event = NULL;
    if (a->given_in)
      a->given_now = given_event(a, &b->events.data[k], a->given_now);
    if (a->threads_in) { /* what has ended changes with a start or a join */
      ThreadState was = threads;
      (a->joiner ? join_event : thread_event)(&a->handles, &b->events.data[k], &threads);
      if (was.running != threads.running || was.joined != threads.joined) {
        free(a->ended);
        a->ended = ended_entries(&a->handles, &threads);
      }
    }
    if (called)
      preceding_event(&a->preceding, &b->events.data[k], called);
    if (current.len > n)
      squeeze(a, &current, b);
  }
  free(called);
  free(shown);
  for (int i = 0; i < current.len; i++) {
    a->world = current.data[i];
    a->block = b;
    leave_block(a, own, b, current.data[i], flow);
  }
  VEC_FREE(current);
}

/* Numbers the blocks in reverse postorder from the entry (unreachable
   ones last): an edge to a block not later in this order closes a loop,
   and visiting in this order lets loops settle sooner. */
static void number_blocks(Analysis *a) {
  const Cfg *cfg = a->cfg;
  int n = cfg->blocks.len;
  int *order = ARENA_ARRAY(a->arena, int, n);
  int *next_succ = xcalloc((size_t)n, sizeof *next_succ);
  const Block **stack = xcalloc((size_t)n, sizeof *stack);
  for (int i = 0; i < n; i++)
    order[i] = -1, next_succ[i] = 0;
  int depth = 0, postorder = n;
  stack[depth++] = cfg->entry;
  order[cfg->entry->id] = -2; /* on the stack */
  while (depth) {
    const Block *b = stack[depth - 1];
    if (next_succ[b->id] < b->succs.len) {
      const Block *s = b->succs.data[next_succ[b->id]++];
      if (order[s->id] == -1) {
        order[s->id] = -2;
        stack[depth++] = s;
      }
      continue;
    }
    order[b->id] = --postorder; /* numbered from the end: reverse postorder */
    depth--;
  }
  for (int i = 0; i < n; i++)
    if (order[i] < 0)
      order[i] = n + i; /* unreachable: after everything */
  a->order = order;
  free(next_succ);
  free(stack);
}

/* Marks the blocks that may be sent worlds after they are visited: those
   a retreating edge q -> h spans (order[h] <= order[b] <= order[q]).  The
   work list visits the earliest block first, so once b is visited only a
   retreating edge from b or later to a block before it can make an
   earlier block, and through it b, run again. */
static void mark_loops(const Analysis *a, bool *in_loop) {
  const Cfg *cfg = a->cfg;
  int n = cfg->blocks.len;
  int *opened = xcalloc((size_t)n + 1, sizeof *opened); /* per place in the order: spans starting - ending */
  for (int i = 0; i < n; i++) {
    const Block *q = cfg->blocks.data[i];
    if (a->order[q->id] >= n)
      continue; /* unreachable: never visited */
    for (int k = 0; k < q->succs.len; k++) {
      const Block *h = q->succs.data[k];
      if (a->order[h->id] <= a->order[q->id]) {
        opened[a->order[h->id]]++;
        opened[a->order[q->id] + 1]--;
      }
    }
  }
  int *spans = xcalloc((size_t)n, sizeof *spans); /* per place in the order: the spans over it */
  for (int i = 0, open = 0; i < n; i++)
    spans[i] = open += opened[i];
  for (int i = 0; i < n; i++) {
    const Block *b = cfg->blocks.data[i];
    in_loop[b->id] = a->order[b->id] < n && spans[a->order[b->id]] > 0;
  }
  free(opened);
  free(spans);
}

/* Moves the worlds the blocks wait on, and the returns' for inference, to
   a fresh arena, freeing those no block will see again.  Worth it once
   what was allocated since the last compaction is well beyond what is
   still in use: the worlds in use then (live), or a guess of
   WORLD_GUESS bytes per world waiting now, whichever is more, so that a
   switch's thousands of waiting worlds, all in use, are not copied for
   nothing.  Copying then costs at most one move per byte allocated. */
enum { COMPACT_MIN = 1 << 20, WORLD_GUESS = 256 };

static bool worth_compacting(const Analysis *a, const Flow *flow) {
  size_t live = (size_t)flow->waiting * WORLD_GUESS;
  if (live < a->worlds_live)
    live = a->worlds_live;
  return a->worlds_used >= COMPACT_MIN + 2 * live;
}

/* Forgets what was kept by the addresses of the worlds' maps, which are
   now free to be reused by other maps: the evaluations, and the steps
   sent (seen_step), which the lock graph keeps once whatever the number
   of times they are sent. */
static void forget_maps(Analysis *a) {
  if (a->memo)
    memset(a->memo, 0, sizeof(Memo) * (size_t)a->memo_size);
  recordset_free(&a->steps_sent);
}

static void compact(Analysis *a, Flow *flow) {
  stats.compactions++;
  WorldMover *m = world_move_begin(a);
  for (int i = 0; i < a->cfg->blocks.len; i++)
    for (int k = 0; k < flow->states[i].len; k++)
      flow->states[i].data[k] = world_move(m, flow->states[i].data[k]);
  for (int i = 0; a->infer && i < a->infer->exits.len; i++)
    a->infer->exits.data[i].world = world_move(m, a->infer->exits.data[i].world);
  world_move_end(m);
  a->worlds_live = a->worlds_used;
  a->world = NULL;
  forget_maps(a);
}

/* Frees every world, and what was kept by their maps' addresses. */
static void release_worlds(Analysis *a) {
  arena_free(&a->worlds);
  a->worlds_used = a->worlds_live = 0;
  forget_maps(a);
}

/* Runs the analysis of a->cfg from its entry to the fixed point. */
void analysis_run(Analysis *a, const Contract *own) {
  const Cfg *cfg = a->cfg;
  stats.analyses++;
  number_blocks(a);
  if (!a->live)
    a->live = liveness_of(cfg, a->order, a->arena);
  int nblocks = cfg->blocks.len;
  Flow flow = {.states = xcalloc((size_t)nblocks, sizeof(Worlds)), .collapsed = xcalloc((size_t)nblocks, 1),
               .unrolled = xcalloc((size_t)nblocks, sizeof(int)),
               .queued = xcalloc((size_t)nblocks, 1), .in_loop = xcalloc((size_t)nblocks, 1),
               .finished = xcalloc((size_t)nblocks, 1)};
  mark_loops(a, flow.in_loop);
  a->in_loop = flow.in_loop;
  release_worlds(a); /* a first run's, for inference: its returns have been read */
  push_world(&flow.states[cfg->entry->id], entry_world(a, own));
  work_push(a, &flow.work, cfg->entry);
  flow.queued[cfg->entry->id] = true;
  while (flow.work.len) {
    const Block *b = work_pop(a, &flow.work);
    flow.queued[b->id] = false;
    size_t used = a->worlds_used;
    analyze_block(a, own, b, &flow);
    if (a->worlds_used > used && worth_compacting(a, &flow)) /* only as it grows */
      compact(a, &flow);
  }
  for (int i = 0; i < nblocks; i++)
    VEC_FREE(flow.states[i]);
  free(flow.states);
  free(flow.collapsed);
  free(flow.unrolled);
  free(flow.queued);
  free(flow.in_loop);
  free(flow.finished);
  VEC_FREE(flow.work);
}

/* A function whose contract has cases: one run per case, with its
   parameter equal to the case's value and the case's contract, then one
   for every other value, with the contract itself.  The findings add up. */
void analysis_run_by_case(Analysis *a, const Contract *own) {
  const Obj *param = a->function->params;
  for (int i = 0; param && i < own->case_arg; i++)
    param = param->next;
  if (!param) {
    analysis_run(a, own);
    return;
  }
  int64_t *values = ARENA_ARRAY(a->arena, int64_t, own->ncases);
  a->given_param = param;
  a->ngiven = 1;
  a->given_equal = true;
  for (int i = 0; i < own->ncases; i++) {
    values[i] = own->cases[i].value;
    a->given_values = &values[i];
    analysis_run(a, own->cases[i].contract);
  }
  a->given_values = values;
  a->ngiven = own->ncases;
  a->given_equal = false;
  analysis_run(a, own);
  a->ngiven = 0;
}

void analysis_free(Analysis *a) {
  recordset_free(&a->paths);
  hashmap_free(&a->term_names);
  recordset_free(&a->steps_sent);
  free(a->function_key);
  a->function_key = NULL;
  VEC_FREE(a->families_taken);
  VEC_FREE(a->families_released);
  VEC_FREE(a->own_pointers);
  VEC_FREE(a->head_writes);
  hashmap_free(&a->calls_held);
  hashmap_free(&a->call_writes);
  for (int i = 0; i < a->call_writes_made.len; i++) {
    member_list_free(&a->call_writes_made.data[i]->members);
    free(a->call_writes_made.data[i]);
  }
  VEC_FREE(a->call_writes_made);
  liveness_free(a->live);
  a->live = NULL;
  release_worlds(a);
}

void order_declarations(TranslationUnit *tu) {
  for (const Annotated *d = tu->annotated; d; d = d->next) {
    const Contract *c = d->kind == DECL_OBJ ? contract_of(d->obj) : d->kind == DECL_MEMBER ? d->member->contract : NULL;
    if (!c || (!c->caps[AN_ACQUIRED_BEFORE] && !c->caps[AN_ACQUIRED_AFTER]))
      continue;
    StrBuf b = {0};
    bool named = true;
    const Type *type = d->kind == DECL_OBJ ? d->obj->type : d->member->type;
    if (type && type->kind == TY_POINTER) /* the lock it points to, as class_text names it */
      sb_putc(&b, '*');
    if (d->kind == DECL_OBJ)
      variable_class(&b, d->obj);
    else
      named = field_class(&b, d->member, NULL);
    char *self = text_if(&b, named);
    for (int m = AN_ACQUIRED_BEFORE; self && m <= AN_ACQUIRED_AFTER; m++)
      for (const CapExpr *e = c->caps[m]; e; e = e->next) {
        const Path *t = capability_term(tu, e, NULL);
        char *other = t ? class_of(t) : NULL; /* a sibling `(field (self) m)` by its Member.record */
        if (other && m == AN_ACQUIRED_BEFORE)
          order_declared(self, other);
        else if (other)
          order_declared(other, self);
        free(other);
      }
    free(self);
  }
  for (int i = 0; i < tu->nmember_stores; i++) {
    const MemberStore *m = &tu->member_stores[i];
    char *key = function_key(m->function);
    char *slot = m->slot ? xstrdup(m->slot) : parameter_slot(m->callee, m->param);
    order_member_store(key, slot);
    free(key);
    free(slot);
  }
}

void lock_analyze(TranslationUnit *tu, const Cfg *cfg, Arena *scratch, bool races, bool alone) {
  oom_context_function(cfg->function->name->name);
  Analysis a = {.arena = scratch, .tu = tu, .cfg = cfg, .function = cfg->function,
                .races = races && diag_group_enabled("thread-safety-race"), .alone = alone};
  Obj *first = first_declaration(cfg->function);
  bool is_main = !strcmp(cfg->function->name->name, "main");
  if (a.races)
    find_own_pointers(&a);
  a.function_key = function_key(cfg->function);
  StrVec named = {0};
  contract_instances(&a, contract_of(cfg->function), &named);
  /* stored in members alone, it is called through them (order_member_store) */
  order_function(a.function_key, cfg->function->name->name, diag_written_at(cfg->function->tok), is_main,
                 first->value_uses > first->member_stores, first->joins_own, named.data, named.len);
  for (int i = 0; i < named.len; i++)
    free((char *)named.data[i]);
  VEC_FREE(named);
  a.spawner = !is_main && first->starts_threads && !first->thread_param;
  if (is_main || a.spawner) {
    a.threads_in = threads_started(cfg, &a.handles);
    if (a.races) {
      find_given(&a);
      preceding_find(cfg, &a.preceding);
      a.running = ""; /* nothing called yet, where no call may start one */
    }
  }
  else if (first->joins_threads && !first->join_handle_param)
    a.joiner = (a.threads_in = joins_in(cfg, &a.handles)) != NULL;
  const Contract *c = contract_of(cfg->function);
  const Contract *own = c && !c->model ? c : NULL; /* a program's own pthread_mutex_lock is not the model */
  if (!(own && own->has[AN_NO_ANALYSIS])) {
    if (own && own->ncases)
      analysis_run_by_case(&a, own);
    else
      analysis_run(&a, own);
    emit_warnings(&a);
  }
  free(a.threads_in);
  free(a.given_in);
  VEC_FREE(a.given);
  VEC_FREE(a.given_from);
  VEC_FREE(a.given_by_index);
  free(a.ended);
  free(a.cyclic);
  preceding_free(&a.preceding);
  thread_handles_free(&a.handles);
  analysis_free(&a);
}

