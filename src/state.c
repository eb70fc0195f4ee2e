/*
 * state.c: the state of the lock analysis (analysis.h).
 *
 * Capabilities are places (Path): a variable, a member of a place, the
 * place a pointer value points to, an element.  Paths are interned, so one
 * lock is one pointer: `&a->mu`, `a->mu` and a local `m = &a->mu` all
 * name FIELD(DEREF(a), mu).  A value is a Path too: the contents of a
 * place, the address of one, a constant, or a symbol for what nothing
 * names (the result of a call).
 *
 * A world holds a lock set (each capability with its mode, reentrancy
 * depth and where it was acquired) and facts about values: what local
 * variables hold, and what branches, switches and try-locks have shown
 * (`v == k`, `v != k`; a condition such as `n > 0` is a value of its
 * own).  Worlds are values: every change makes new arrays, so worlds on
 * different paths share what they have in common.  All of it is in the
 * worlds arena (world_alloc), which compaction (at the end) replaces by
 * a fresh one holding only the worlds still in use.
 */
#include "analysis.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- paths */

const Path *path_intern(Analysis *a, PathKind kind, const Path *base, const Path *index, const void *key,
                               int64_t value) {
  Path probe;
  memset(&probe, 0, sizeof probe);
  probe.kind = kind;
  probe.base = base;
  probe.index = index;
  probe.key = key;
  probe.value = value;
  uint32_t size = 1 + (base ? base->size : 0) + (index ? index->size : 0);
  probe.size = size > MAX_TERM_SIZE ? MAX_TERM_SIZE + 1 : size;
  /* a template's paths outlive the function: they are the unit's */
  RecordSet *set = a->templating ? &a->tu->templates : &a->paths;
  const Path *found = recordset_find(set, &probe, sizeof probe);
  if (found)
    return found;
  Path *p = ARENA_NEW(a->templating ? &a->tu->arena : a->arena, Path);
  memcpy(p, &probe, sizeof probe); /* the padding too: the set compares bytes */
  stats.terms++;
  recordset_add(set, p, sizeof *p);
  return p;
}

/* One lock, one term: a file-scope object is its first declaration,
   whichever of its declarations the use saw. */
const Path *path_var(Analysis *a, const Obj *obj) {
  if (!obj->is_local && !obj->is_param)
    obj = first_declaration((Obj *)obj);
  return path_intern(a, PATH_VAR, NULL, NULL, obj, 0);
}
const Path *path_const(Analysis *a, int64_t v) { return path_intern(a, PATH_CONST, NULL, NULL, NULL, v); }
const Path *path_symbol(Analysis *a, const Node *n) { return path_intern(a, PATH_SYMBOL, NULL, NULL, n, 0); }
/* A call's value named by the function and the values of its arguments. */
const Path *path_call(Analysis *a, const Obj *function, const Path *const *args, int nargs, int64_t version) {
  const Path *rest = NULL;
  for (int i = nargs - 1; i > 0; i--)
    rest = path_intern(a, PATH_CALL, args[i], rest, NULL, 0);
  return path_intern(a, PATH_CALL, nargs ? args[0] : NULL, rest, function, version);
}

const Path *path_name(Analysis *a, const char *name) { return path_intern(a, PATH_NAME, NULL, NULL, name, 0); }

const Path *path_not(Analysis *a, const Path *cap) { return path_intern(a, PATH_NOT, cap, NULL, NULL, 0); }

const Path *path_field(Analysis *a, const Path *base, const Member *m) {
  return path_intern(a, PATH_FIELD, base, NULL, m, 0);
}

/* *v: the place a pointer value points to; *&x is x. */
const Path *path_deref(Analysis *a, const Path *v) {
  return v->kind == PATH_ADDR ? v->base : path_intern(a, PATH_DEREF, v, NULL, NULL, 0);
}

/* &p: the address of a place; &*v is v. */
const Path *path_addr(Analysis *a, const Path *p) {
  return p->kind == PATH_DEREF ? p->base : path_intern(a, PATH_ADDR, p, NULL, NULL, 0);
}

/* base[index]: an element of an array base, or through a pointer, where
   base is what the pointer points to and p[0] is *p. */
const Path *path_index(Analysis *a, const Path *base, const Path *index, bool through_pointer) {
  if (through_pointer && index->kind == PATH_CONST && index->value == 0)
    return base;
  return path_intern(a, PATH_INDEX, base, index, NULL, through_pointer);
}


static const char *op_spelling(int64_t kind) {
  switch ((NodeKind)kind) {
  case ND_EQ: return "==";
  case ND_NE: return "!=";
  case ND_LT: return "<";
  case ND_LE: return "<=";
  case ND_GT: return ">";
  case ND_GE: return ">=";
  case ND_BITAND: return "&";
  case ND_BITOR: return "|";
  case ND_BITXOR: return "^";
  case ND_ADD: return "+";
  case ND_SUB: return "-";
  case ND_MUL: return "*";
  case ND_SHL: return "<<";
  case ND_SHR: return ">>";
  case ND_LOGAND: return "&&";
  case ND_LOGOR: return "||";
  default: return "?";
  }
}

static void print_operand(StrBuf *out, const Path *p) {
  bool paren = p->kind == PATH_DEREF || p->kind == PATH_ADDR || p->kind == PATH_OP;
  if (paren)
    sb_putc(out, '(');
  path_print(out, p);
  if (paren)
    sb_putc(out, ')');
}

/* A path as the C expression for the place it is: `d->lock`, `*m`. */
void path_print(StrBuf *out, const Path *p) {
  switch (p->kind) {
  case PATH_VAR: sb_puts(out, ((const Obj *)p->key)->name->name); return;
  case PATH_NAME: sb_puts(out, p->key); return;
  case PATH_CONST: sb_printf(out, "%lld", (long long)p->value); return;
  case PATH_SYMBOL: expr_print(out, p->key); return;
  case PATH_PHI: sb_puts(out, ((const Obj *)p->key)->name->name); return;
  case PATH_OP:
    print_operand(out, p->base);
    sb_printf(out, " %s ", op_spelling(p->value));
    print_operand(out, p->index);
    return;
  case PATH_ADDR: case PATH_DEREF: /* prefix operators nest without parentheses: **p */
    sb_putc(out, p->kind == PATH_ADDR ? '&' : '*');
    if (p->base->kind == PATH_DEREF || p->base->kind == PATH_ADDR)
      path_print(out, p->base);
    else
      print_operand(out, p->base);
    return;
  case PATH_NOT: sb_putc(out, '!'); path_print(out, p->base); return;
  case PATH_CALL:
    sb_printf(out, "%s(", ((const Obj *)p->key)->name->name);
    for (const Path *arg = p; arg && arg->base; arg = arg->index) {
      if (arg != p)
        sb_puts(out, ", ");
      path_print(out, arg->base);
    }
    sb_putc(out, ')');
    return;
  case PATH_PARAM: /* a template's slots, printed for debugging */
    if (p->key)
      sb_puts(out, ((const Param *)p->key)->name ? ((const Param *)p->key)->name->name : "?");
    else
      sb_printf(out, "$%lld", (long long)p->value);
    return;
  case PATH_SELF: sb_puts(out, "self"); return;
  case PATH_RESULT: sb_puts(out, "return"); return;
  case PATH_LOAD: path_print(out, p->base); return;
  case PATH_FIELD: {
    const Member *m = p->key;
    const char *name = m->name ? m->name->name : "";
    const Path *base = p->base; /* an anonymous struct or union is not in the source: d->ul */
    while (base->kind == PATH_FIELD && !((const Member *)base->key)->name)
      base = base->base;
    if (base->kind == PATH_SELF) { /* a member's annotation names its sibling */
      sb_puts(out, name);
    } else if (base->kind == PATH_DEREF) {
      print_operand(out, base->base);
      sb_printf(out, "->%s", name);
    } else {
      print_operand(out, base);
      sb_printf(out, ".%s", name);
    }
    return;
  }
  case PATH_INDEX: /* p[i] for an element of what p points to, a[i] of an array */
    print_operand(out, p->value && p->base->kind == PATH_DEREF ? p->base->base : p->base);
    sb_putc(out, '[');
    path_print(out, p->index);
    sb_putc(out, ']');
    return;
  }
}

char *path_text(const Path *p) {
  StrBuf sb = {0};
  path_print(&sb, p);
  return sb.data; /* the caller frees */
}

char *lock_text(const Path *p) {
  StrBuf sb = {0};
  if (p->kind == PATH_NOT) {
    sb_putc(&sb, '!');
    p = p->base;
  }
  while (p->kind == PATH_DEREF)
    p = p->base;
  path_print(&sb, p);
  return sb.data; /* the caller frees */
}

/* --------------------------------------------------------------- worlds */

void *world_alloc(Analysis *a, size_t size) {
  a->worlds_used += (size + 15) & ~(size_t)15; /* as the arena rounds it */
  return arena_alloc(&a->worlds, size);
}

const Path *path_replace(Analysis *a, const Path *p, const Path *const *from, const Path *const *to, int n) {
  for (int i = 0; i < n; i++)
    if (p == from[i])
      return to[i];
  const Path *base = p->base ? path_replace(a, p->base, from, to, n) : NULL;
  const Path *index = p->index ? path_replace(a, p->index, from, to, n) : NULL;
  if (base == p->base && index == p->index)
    return p;
  switch (p->kind) {
  case PATH_DEREF: return path_deref(a, base);
  case PATH_ADDR: return path_addr(a, base);
  case PATH_INDEX: return path_index(a, base, index, p->value);
  default: return path_intern(a, p->kind, base, index, p->key, p->value);
  }
}

World *world_copy(Analysis *a, const World *w) {
  World *c = world_alloc(a, sizeof *c); /* not zeroed: every field is copied */
  *c = *w;
  stats.worlds++;
  return c;
}

Held *world_held(const World *w, const Path *cap) {
  for (int i = 0; i < w->nheld; i++)
    if (w->held[i].cap == cap)
      return &w->held[i];
  return NULL;
}

/* Adds h, keeping the lock set sorted so that equal sets compare equal. */
void world_add_held(Analysis *a, World *w, Held h) {
  Held *held = world_alloc(a, sizeof(Held) * (size_t)(w->nheld + 1));
  int k = 0;
  for (int i = 0; i < w->nheld; i++) {
    if (k == i && (uintptr_t)w->held[i].cap > (uintptr_t)h.cap)
      held[k++] = h;
    held[k++] = w->held[i];
  }
  if (k == w->nheld)
    held[k++] = h;
  w->held = held;
  w->nheld = k;
}

void world_remove_held(Analysis *a, World *w, const Path *cap) {
  if (!world_held(w, cap))
    return;
  Held *held = world_alloc(a, sizeof(Held) * (size_t)w->nheld);
  int k = 0;
  for (int i = 0; i < w->nheld; i++)
    if (w->held[i].cap != cap)
      held[k++] = w->held[i];
  w->held = held;
  w->nheld = k;
}

bool world_same_locks(const World *x, const World *y) {
  if (x->nheld != y->nheld)
    return false;
  for (int i = 0; i < x->nheld; i++)
    if (x->held[i].cap != y->held[i].cap || x->held[i].shared != y->held[i].shared ||
        x->held[i].depth != y->held[i].depth || x->held[i].releasing != y->held[i].releasing)
      return false;
  return true;
}

/* ------------------------------------------------------------------ maps */

/* A treap's priority: a hash of the key, so that one set of keys has one
   shape whatever the order it was made in. */
static uint32_t priority_of(const void *key) {
  uint64_t x = (uint64_t)(uintptr_t)key;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return (uint32_t)x;
}

static bool key_below(const void *x, const void *y) { return (uintptr_t)x < (uintptr_t)y; }

/* Does node x go above node y: a higher priority, ties broken by key.
   Priorities are made again each time rather than kept in the nodes,
   which they would make a quarter bigger. */
static bool above(const Map *x, const Map *y) {
  uint32_t px = priority_of(x->key), py = priority_of(y->key);
  return px > py || (px == py && key_below(x->key, y->key));
}

static Map *new_map_node(Analysis *a, const void *key, const void *value, const Map *left, const Map *right) {
  Map *m = world_alloc(a, sizeof *m); /* not zeroed: every field is set */
  *m = (Map){key, value, left, right};
  return m;
}

/* m with left and right as children, reused when they are its own. */
static const Map *with_children(Analysis *a, const Map *m, const Map *left, const Map *right) {
  if (m->left == left && m->right == right)
    return m;
  return new_map_node(a, m->key, m->value, left, right);
}

const void *map_get(const Map *m, const void *key) {
  while (m && m->key != key)
    m = key_below(key, m->key) ? m->left : m->right;
  return m ? m->value : NULL;
}

/* The keys of m below key, the node of key (or NULL), those above. */
static void map_split(Analysis *a, const Map *m, const void *key, const Map **below, const Map **at,
                      const Map **beyond) {
  if (!m) {
    *below = *at = *beyond = NULL;
  } else if (m->key == key) {
    *below = m->left, *at = m, *beyond = m->right;
  } else if (key_below(key, m->key)) {
    const Map *rest;
    map_split(a, m->left, key, below, at, &rest);
    *beyond = with_children(a, m, rest, m->right);
  } else {
    const Map *rest;
    map_split(a, m->right, key, &rest, at, beyond);
    *below = with_children(a, m, m->left, rest);
  }
}

/* Two maps made one, every key of x below every key of y. */
static const Map *map_join(Analysis *a, const Map *x, const Map *y) {
  if (!x)
    return y;
  if (!y)
    return x;
  if (above(x, y))
    return with_children(a, x, x->left, map_join(a, x->right, y));
  return with_children(a, y, map_join(a, x, y->left), y->right);
}

const Map *map_put(Analysis *a, const Map *m, const void *key, const void *value) {
  if (m && m->key == key)
    return m->value == value ? m : new_map_node(a, key, value, m->left, m->right);
  Map probe = {key, value, NULL, NULL};
  if (!m || above(&probe, m)) { /* the new node goes here: the rest splits under it */
    const Map *below, *at, *beyond;
    map_split(a, m, key, &below, &at, &beyond);
    return new_map_node(a, key, value, below, beyond);
  }
  if (key_below(key, m->key))
    return with_children(a, m, map_put(a, m->left, key, value), m->right);
  return with_children(a, m, m->left, map_put(a, m->right, key, value));
}

const Map *map_remove(Analysis *a, const Map *m, const void *key) {
  if (!m)
    return NULL;
  if (m->key == key)
    return map_join(a, m->left, m->right);
  if (key_below(key, m->key)) {
    const Map *left = map_remove(a, m->left, key);
    return left == m->left ? m : with_children(a, m, left, m->right);
  }
  const Map *right = map_remove(a, m->right, key);
  return right == m->right ? m : with_children(a, m, m->left, right);
}

/* Node m of one map, its key's value in the other being other (NULL for
   none), over the merged children left and right: the merged value, or
   the children joined when the merge drops the key. */
static const Map *merged_node(Analysis *a, const Map *m, const void *other, const Map *left, const Map *right,
                              const MapMerge *merge, bool swapped) {
  const void *value = swapped ? merge->combine(merge->ctx, m->key, other, m->value)
                              : merge->combine(merge->ctx, m->key, m->value, other);
  if (!value)
    return map_join(a, left, right);
  if (value == m->value)
    return with_children(a, m, left, right);
  return new_map_node(a, m->key, value, left, right);
}

/* Each entry of m, from x's side (or y's, when swapped), through merge. */
static const Map *map_one_side(Analysis *a, const Map *m, const MapMerge *merge, bool swapped) {
  if (!m)
    return NULL;
  const Map *left = map_one_side(a, m->left, merge, swapped);
  const Map *right = map_one_side(a, m->right, merge, swapped);
  return merged_node(a, m, NULL, left, right, merge, swapped);
}

static const Map *merge_maps(Analysis *a, const Map *x, const Map *y, const MapMerge *merge, bool swapped) {
  if (x == y)
    return x; /* shared: what both paths kept from before they parted */
  if (!x || !y) {
    if (!merge->keep_one_side)
      return NULL;
    return x ? map_one_side(a, x, merge, swapped) : map_one_side(a, y, merge, !swapped);
  }
  if (above(y, x))
    return merge_maps(a, y, x, merge, !swapped);
  const Map *below, *at, *beyond;
  map_split(a, y, x->key, &below, &at, &beyond);
  const Map *left = merge_maps(a, x->left, below, merge, swapped);
  const Map *right = merge_maps(a, x->right, beyond, merge, swapped);
  return merged_node(a, x, at ? at->value : NULL, left, right, merge, swapped);
}

const Map *map_merge(Analysis *a, const Map *x, const Map *y, const MapMerge *merge) {
  return merge_maps(a, x, y, merge, false);
}

bool map_equal(const Map *x, const Map *y, bool (*same)(const void *x, const void *y)) {
  if (x == y)
    return true;
  if (!x || !y || x->key != y->key) /* one set of keys has one shape */
    return false;
  if (x->value != y->value && (!same || !same(x->value, y->value)))
    return false;
  return map_equal(x->left, y->left, same) && map_equal(x->right, y->right, same);
}

bool map_any(const Map *m, bool (*test)(void *ctx, const void *key, const void *value), void *ctx) {
  return m && (map_any(m->left, test, ctx) || test(ctx, m->key, m->value) || map_any(m->right, test, ctx));
}

const Map *map_filter(Analysis *a, const Map *m, bool (*keep)(void *ctx, const void *key, const void *value),
                      void *ctx) {
  if (!m)
    return NULL;
  const Map *left = map_filter(a, m->left, keep, ctx);
  const Map *right = map_filter(a, m->right, keep, ctx);
  if (!keep(ctx, m->key, m->value))
    return map_join(a, left, right);
  return with_children(a, m, left, right);
}

/* ---------------------------------------------------------- bindings */

const Path *world_binding(const World *w, const Obj *var) { return map_get(w->vars, var); }

void world_bind(Analysis *a, World *w, const Obj *var, const Path *value) {
  w->vars = map_put(a, w->vars, var, value);
}

const Path *world_stored(const World *w, const Path *p) { return w->stores ? map_get(w->stores, p) : NULL; }

void world_store(Analysis *a, World *w, const Path *p, const Path *value) {
  w->stores = map_put(a, w->stores, p, value);
}

/* ------------------------------------------------------------- facts */

const FactList *world_facts_of(const World *w, const Path *value) { return map_get(w->facts, value); }

/* Is v >= k, as far as the world knows from other facts: v >= j for some
   j >= k, v < j for some j <= k, or v == c?  1 yes, 0 no, -1 unknown. */
typedef struct AtLeast {
  const Path *v;
  int64_t k;
  int answer;
} AtLeast;

static bool decides_at_least(void *ctx, const void *key, const void *value) {
  AtLeast *q = ctx;
  const Path *p = key;
  const FactList *list = value;
  for (int i = 0; i < list->n; i++) {
    const Fact *f = &list->facts[i];
    if (p == q->v && f->equal) {
      q->answer = f->k >= q->k;
      return true;
    }
    if (p->kind != PATH_OP || p->value != ND_GE || p->base != q->v || p->index->kind != PATH_CONST || f->k != 0)
      continue;
    int64_t j = p->index->value;
    if (!f->equal && j >= q->k) { /* v >= j */
      q->answer = 1;
      return true;
    }
    if (f->equal && j <= q->k) { /* v < j */
      q->answer = 0;
      return true;
    }
  }
  return false;
}

int world_known_at_least(const World *w, const Path *v, int64_t k) {
  AtLeast q = {v, k, -1};
  map_any(w->facts, decides_at_least, &q);
  return q.answer;
}

/* Does a list of facts say that its value is k (1) or is not (0)? -1: neither. */
static int facts_say(const FactList *list, int64_t k) {
  for (int i = 0; list && i < list->n; i++) {
    if (list->facts[i].equal)
      return list->facts[i].k == k;
    if (list->facts[i].k == k)
      return 0;
  }
  return -1;
}

static bool connective(const Path *value) {
  return value->kind == PATH_OP && (value->value == ND_LOGAND || value->value == ND_LOGOR);
}

const Path *path_negated(const Path *v) {
  return v->kind == PATH_OP && v->value == ND_SUB && v->base->kind == PATH_CONST && v->base->value == 0 ? v->index
                                                                                                      : NULL;
}

/* Is value == k, as far as the world knows: 1 yes, 0 no, -1 unknown. */
int world_known_equal(const World *w, const Path *value, int64_t k) {
  if (value->kind == PATH_CONST)
    return value->value == k;
  if (value->kind == PATH_ADDR && k == 0)
    return 0; /* the address of an object is never null */
  if (value->kind == PATH_OP && (value->value == ND_EQ || value->value == ND_NE) &&
      (value->index->kind == PATH_CONST || value->base->kind == PATH_CONST)) {
    /* `v == c` (or `v != c`) is 1 or 0 as what is known of v says: a
       try-lock's `r == 0` kept in a variable */
    const Path *v = value->index->kind == PATH_CONST ? value->base : value->index;
    const Path *c = value->index->kind == PATH_CONST ? value->index : value->base;
    int equal = v->kind == PATH_CONST ? -1 : world_known_equal(w, v, c->value);
    if (equal >= 0)
      return (value->value == ND_EQ ? equal : !equal) == k;
  }
  if (path_negated(value) && k != INT64_MIN) /* -v is k where v is -k */
    return world_known_equal(w, path_negated(value), -k);
  if (connective(value)) { /* a && b (a || b) is 0 or 1 as what is known of a and b says */
    int l = world_known_equal(w, value->base, 0), r = world_known_equal(w, value->index, 0); /* 1: 0 */
    int truth = value->value == ND_LOGAND ? (l == 1 || r == 1 ? 0 : l == 0 && r == 0 ? 1 : -1)
                                          : (l == 0 || r == 0 ? 1 : l == 1 && r == 1 ? 0 : -1);
    if (truth >= 0)
      return truth == k;
  }
  int said = facts_say(world_facts_of(w, value), k);
  if (said >= 0)
    return said;
  const MemoryUse *results = call_results(value); /* a call that gives 0 or -1 gives no 5 */
  if (results && results->results[0] != k && (results->nresults == 1 || results->results[1] != k))
    return 0;
  if (results && results->nresults == 1)
    return 1;
  if (value->kind == PATH_OP && value->value == ND_GE && value->index->kind == PATH_CONST) {
    int truth = world_known_at_least(w, value->base, value->index->value);
    if (truth >= 0)
      return truth == k;
  }
  return -1;
}

/* Of two facts about one value. */
bool fact_equal(const Fact *x, const Fact *y) {
  return x->k == y->k && x->equal == y->equal;
}

bool fact_lists_equal(const void *x, const void *y) {
  const FactList *p = x, *q = y;
  if (p->n != q->n)
    return false;
  for (int i = 0; i < p->n; i++)
    if (!fact_equal(&p->facts[i], &q->facts[i]))
      return false;
  return true;
}

static FactList *new_fact_list(Analysis *a, int n) {
  FactList *list = world_alloc(a, sizeof(FactList) + sizeof(Fact) * (size_t)n);
  list->n = 0;
  return list;
}

/* Forgets what is known of value. */
void world_forget(Analysis *a, World *w, const Path *value) {
  w->facts = map_remove(a, w->facts, value);
}

/* Learns value == k (equal) or value != k; an equality replaces what was
   known of the value. */
void world_add_fact(Analysis *a, World *w, const Path *value, int64_t k, bool equal) {
  world_add_fact_at(a, w, value, k, equal, NULL);
}

enum { MAX_UNEQUAL = 64 };

/* The same, shown at where. */
void world_add_fact_at(Analysis *a, World *w, const Path *value, int64_t k, bool equal, const Token *where) {
  const MemoryUse *results = equal ? NULL : call_results(value);
  if (results && results->nresults == 2 && (results->results[0] == k || results->results[1] == k)) {
    k = results->results[0] == k ? results->results[1] : results->results[0]; /* not 0 of 0 or -1: -1 */
    equal = true;
  }
  /* a condition of several tests keeps its own fact, which inference
     looks for among the facts, even where its tests decide it */
  if (value->kind == PATH_CONST || value->kind == PATH_ADDR ||
      (connective(value) ? facts_say(world_facts_of(w, value), k) : world_known_equal(w, value, k)) >= 0)
    return; /* nothing new */
  if (value->kind == PATH_OP && (value->value == ND_EQ || value->value == ND_NE) &&
      value->index->kind == PATH_CONST && k == 0) /* (x == c) != 0 says x == c, (x == c) == 0 says x != c */
    world_add_fact_at(a, w, value->base, value->index->value, (value->value == ND_EQ) != equal, where);
  int truth = k == 0 || k == 1 ? (k == 1) == equal : -1; /* of a value of 0 or 1 */
  if (connective(value) && truth == (value->value == ND_LOGAND)) {
    /* a && b true says each is true; a || b false, each is false */
    world_add_fact_at(a, w, value->base, 0, !truth, where);
    world_add_fact_at(a, w, value->index, 0, !truth, where);
  }
  const FactList *old = equal ? NULL : world_facts_of(w, value);
  int n = old ? old->n : 0;
  /* value != k learnt one at a time (an else-if chain of 10,000 tests of
     x) keeps the latest MAX_UNEQUAL: each copy costs as much as the list,
     and a fact dropped only makes a later test undecided */
  int from = n >= MAX_UNEQUAL ? n - MAX_UNEQUAL + 1 : 0;
  FactList *list = new_fact_list(a, n - from + 1);
  for (int i = from; i < n; i++)
    list->facts[list->n++] = old->facts[i];
  list->facts[list->n++] = (Fact){k, where, equal};
  w->facts = map_put(a, w->facts, value, list);
}

static int compare_values(const void *x, const void *y) {
  int64_t p = *(const int64_t *)x, q = *(const int64_t *)y;
  return p < q ? -1 : p > q;
}

/* Learns value != k for each of the n values ks (which it sorts), at once:
   a switch's default learns thousands. */
void world_add_unequal(Analysis *a, World *w, const Path *value, int64_t *ks, int n) {
  if (value->kind == PATH_CONST || value->kind == PATH_ADDR || n == 0)
    return;
  const FactList *old = world_facts_of(w, value);
  int known = old ? old->n : 0;
  for (int i = 0; i < known; i++)
    if (old->facts[i].equal)
      return; /* value == c is known: value != k is nothing new or impossible */
  qsort(ks, (size_t)n, sizeof *ks, compare_values);
  FactList *list = new_fact_list(a, known + n);
  for (int i = 0; i < known; i++)
    list->facts[list->n++] = old->facts[i];
  for (int j = 0; j < n; j++) {
    if (j > 0 && ks[j] == ks[j - 1])
      continue;
    bool seen = false; /* the value's facts before these are few: a linear look */
    for (int i = 0; i < known && !seen; i++)
      seen = old->facts[i].k == ks[j];
    if (!seen)
      list->facts[list->n++] = (Fact){ks[j], NULL, false};
  }
  w->facts = map_put(a, w->facts, value, list);
}

/* ------------------------------------------------------------ compaction */

/* Moving the worlds still in use to a fresh arena: each object is copied
   once, and what worlds and maps shared, their copies share (a merge
   stops where two maps share a subtree; same_world compares maps by
   address first).  An object of the old arena, which goes once all are
   moved, keeps its copy's address in its first word, and a bit per slot
   of the arena says which have one: nothing reads an object moved but
   through moved().  One elsewhere (none is, but nothing forbids it) is
   found in an open-addressing table from its address to its copy. */
struct WorldMover {
  Analysis *a;
  Arena to;
  size_t used;
  ArenaIndex *from;     /* the old arena's slots */
  unsigned char *forwarded; /* a bit per slot: the object there is moved */
  const void **old;     /* the table's keys; NULL for an empty slot */
  void **copy;
  size_t cap, len;
};

static void *mover_alloc(WorldMover *m, size_t size) {
  m->used += (size + 15) & ~(size_t)15;
  return arena_alloc(&m->to, size);
}

static size_t moved_slot(const WorldMover *m, const void *old) {
  size_t i = priority_of(old) & (m->cap - 1);
  while (m->old[i] && m->old[i] != old)
    i = (i + 1) & (m->cap - 1);
  return i;
}

static void *moved(const WorldMover *m, const void *old) {
  size_t slot;
  if (arena_index_slot(m->from, old, &slot)) {
    void *copy = NULL;
    if (m->forwarded[slot / 8] >> (slot % 8) & 1)
      memcpy(&copy, old, sizeof copy);
    return copy;
  }
  return m->old[moved_slot(m, old)] == old ? m->copy[moved_slot(m, old)] : NULL;
}

static void note_moved(WorldMover *m, const void *old, void *copy) {
  size_t slot;
  if (arena_index_slot(m->from, old, &slot)) { /* every block has a slot of 16 bytes */
    m->forwarded[slot / 8] |= (unsigned char)(1u << (slot % 8));
    memcpy((void *)old, &copy, sizeof copy);
    return;
  }
  if (2 * (m->len + 1) > m->cap) { /* half full at most */
    WorldMover bigger = *m;
    bigger.cap = 2 * m->cap;
    bigger.old = xcalloc(bigger.cap, sizeof *bigger.old);
    bigger.copy = xcalloc(bigger.cap, sizeof *bigger.copy);
    for (size_t i = 0; i < m->cap; i++)
      if (m->old[i]) {
        size_t k = moved_slot(&bigger, m->old[i]);
        bigger.old[k] = m->old[i];
        bigger.copy[k] = m->copy[i];
      }
    free(m->old);
    free(m->copy);
    *m = bigger;
  }
  size_t k = moved_slot(m, old);
  m->old[k] = old;
  m->copy[k] = copy;
  m->len++;
}

WorldMover *world_move_begin(Analysis *a) {
  WorldMover *m = xcalloc(1, sizeof *m);
  m->a = a;
  m->from = arena_index(&a->worlds);
  m->forwarded = xcalloc(arena_index_slots(m->from) / 8 + 1, 1);
  m->cap = 1024;
  m->old = xcalloc(m->cap, sizeof *m->old);
  m->copy = xcalloc(m->cap, sizeof *m->copy);
  return m;
}

static const FactList *move_facts(WorldMover *m, const FactList *list) {
  FactList *copy = moved(m, list);
  if (copy)
    return copy;
  size_t size = sizeof(FactList) + sizeof(Fact) * (size_t)list->n;
  copy = memcpy(mover_alloc(m, size), list, size);
  note_moved(m, list, copy);
  return copy;
}

/* A map's nodes; the values too when they are fact lists. */
static const Map *move_map(WorldMover *m, const Map *map, bool fact_lists) {
  if (!map)
    return NULL;
  Map *copy = moved(m, map);
  if (copy)
    return copy;
  copy = mover_alloc(m, sizeof *copy);
  *copy = (Map){map->key, fact_lists ? move_facts(m, map->value) : map->value, move_map(m, map->left, fact_lists),
                move_map(m, map->right, fact_lists)};
  note_moved(m, map, copy);
  return copy;
}

/* A trail is a long chain (one step per block on the way), shared by the
   worlds that parted from it: copied from its first step not yet moved,
   oldest first, without recursion. */
static const Trail *move_trail(WorldMover *m, const Trail *trail) {
  VEC(const Trail *) steps = {0};
  const Trail *copied = NULL;
  for (const Trail *t = trail; t && !(copied = moved(m, t)); t = t->prev)
    VEC_PUSH(steps, t);
  while (steps.len) {
    const Trail *old = steps.data[--steps.len];
    Trail *copy = mover_alloc(m, sizeof *copy);
    *copy = (Trail){old->block, old->succ, copied};
    note_moved(m, old, copy);
    copied = copy;
  }
  VEC_FREE(steps);
  return copied;
}

World *world_move(WorldMover *m, const World *w) {
  World *copy = moved(m, w);
  if (copy)
    return copy;
  copy = mover_alloc(m, sizeof *copy);
  *copy = (World){move_trail(m, w->trail), NULL, w->nheld, move_map(m, w->vars, false), move_map(m, w->facts, true),
                  w->epoch, w->global_epoch, move_map(m, w->stores, false)};
  if (w->nheld) {
    copy->held = moved(m, w->held);
    if (!copy->held) {
      size_t size = sizeof(Held) * (size_t)w->nheld;
      copy->held = memcpy(mover_alloc(m, size), w->held, size);
      note_moved(m, w->held, copy->held);
    }
  }
  note_moved(m, w, copy);
  return copy;
}

/* The old arena freed: only the worlds moved remain. */
void world_move_end(WorldMover *m) {
  Analysis *a = m->a;
  arena_free(&a->worlds);
  a->worlds = m->to;
  a->worlds_used = m->used;
  arena_index_free(m->from);
  free(m->forwarded);
  free(m->old);
  free(m->copy);
  free(m);
}
