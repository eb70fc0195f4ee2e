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
 * different paths share what they have in common.
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
  Path *found = hashmap_get(&a->paths, (const char *)&probe, sizeof probe);
  if (found)
    return found;
  Path *p = ARENA_NEW(a->arena, Path);
  *p = probe;
  stats.terms++;
  hashmap_put(&a->paths, (const char *)p, sizeof *p, p);
  return p;
}

const Path *path_var(Analysis *a, const Obj *obj) { return path_intern(a, PATH_VAR, NULL, NULL, obj, 0); }
const Path *path_const(Analysis *a, int64_t v) { return path_intern(a, PATH_CONST, NULL, NULL, NULL, v); }
const Path *path_symbol(Analysis *a, const Node *n) { return path_intern(a, PATH_SYMBOL, NULL, NULL, n, 0); }
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
  case PATH_ADDR: sb_putc(out, '&'); print_operand(out, p->base); return;
  case PATH_DEREF: sb_putc(out, '*'); print_operand(out, p->base); return;
  case PATH_NOT: sb_putc(out, '!'); path_print(out, p->base); return;
  case PATH_FIELD: {
    const Member *m = p->key;
    const char *name = m->name ? m->name->name : "";
    if (p->base->kind == PATH_DEREF) {
      print_operand(out, p->base->base);
      sb_printf(out, "->%s", name);
    } else {
      print_operand(out, p->base);
      sb_printf(out, ".%s", name);
    }
    return;
  }
  case PATH_INDEX: /* p[i] for an element of what p points to */
    print_operand(out, p->base->kind == PATH_DEREF ? p->base->base : p->base);
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

/* --------------------------------------------------------------- worlds */





/* Worlds share their arrays: every change makes new ones, so a copy is
   the struct alone.  Held, bindings and facts are sorted by pointer, so
   lookups are binary searches and joins are linear merges. */
World *world_copy(Analysis *a, const World *w) {
  World *c = ARENA_NEW(a->arena, World);
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
  Held *held = ARENA_ARRAY(a->arena, Held, w->nheld + 1);
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
  Held *held = ARENA_ARRAY(a->arena, Held, w->nheld);
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
        x->held[i].depth != y->held[i].depth)
      return false;
  return true;
}

/* The first binding whose variable is not below var. */
static int var_index(const World *w, const Obj *var) {
  int lo = 0, hi = w->nvars;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if ((uintptr_t)w->vars[mid].var < (uintptr_t)var)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

const Path *world_binding(const World *w, const Obj *var) {
  int i = var_index(w, var);
  return i < w->nvars && w->vars[i].var == var ? w->vars[i].value : NULL;
}

void world_bind(Analysis *a, World *w, const Obj *var, const Path *value) {
  int i = var_index(w, var);
  bool present = i < w->nvars && w->vars[i].var == var;
  if (present && w->vars[i].value == value)
    return;
  Binding *vars = ARENA_ARRAY(a->arena, Binding, w->nvars + 1);
  if (i)
    memcpy(vars, w->vars, sizeof(Binding) * (size_t)i);
  vars[i] = (Binding){var, value};
  int rest = w->nvars - i - present;
  if (rest)
    memcpy(vars + i + 1, w->vars + i + present, sizeof(Binding) * (size_t)rest);
  w->vars = vars;
  w->nvars = i + 1 + rest;
}

/* The first fact whose value is not below value. */
int world_fact_index(const World *w, const Path *value) {
  int lo = 0, hi = w->nfacts;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if ((uintptr_t)w->facts[mid].value < (uintptr_t)value)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* Is v >= k, as far as the world knows from other facts: v >= j for some
   j >= k, v < j for some j <= k, or v == c?  1 yes, 0 no, -1 unknown. */
int world_known_at_least(const World *w, const Path *v, int64_t k) {
  for (int i = 0; i < w->nfacts; i++) {
    const Fact *f = &w->facts[i];
    if (f->value == v && f->equal)
      return f->k >= k;
    const Path *p = f->value;
    if (p->kind != PATH_OP || p->value != ND_GE || p->base != v || p->index->kind != PATH_CONST || f->k != 0)
      continue;
    int64_t j = p->index->value;
    if (!f->equal && j >= k) /* v >= j */
      return 1;
    if (f->equal && j <= k) /* v < j */
      return 0;
  }
  return -1;
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
  for (int i = world_fact_index(w, value); i < w->nfacts && w->facts[i].value == value; i++) {
    if (w->facts[i].equal)
      return w->facts[i].k == k;
    if (w->facts[i].k == k)
      return 0;
  }
  if (value->kind == PATH_OP && value->value == ND_GE && value->index->kind == PATH_CONST) {
    int truth = world_known_at_least(w, value->base, value->index->value);
    if (truth >= 0)
      return truth == k;
  }
  return -1;
}

bool fact_equal(const Fact *x, const Fact *y) {
  return x->value == y->value && x->k == y->k && x->equal == y->equal;
}

/* A copy of w's facts without those about value. */
void world_forget(Analysis *a, World *w, const Path *value) {
  int first = world_fact_index(w, value), last = first;
  while (last < w->nfacts && w->facts[last].value == value)
    last++;
  if (last == first)
    return;
  Fact *facts = ARENA_ARRAY(a->arena, Fact, w->nfacts);
  int n = 0;
  for (int i = 0; i < w->nfacts; i++)
    if (i < first || i >= last)
      facts[n++] = w->facts[i];
  w->facts = facts;
  w->nfacts = n;
}


/* Learns value == k (equal) or value != k; an equality replaces what was
   known of the value. */
void world_add_fact(Analysis *a, World *w, const Path *value, int64_t k, bool equal) {
  world_add_fact_at(a, w, value, k, equal, NULL);
}

/* The same, shown at where. */
void world_add_fact_at(Analysis *a, World *w, const Path *value, int64_t k, bool equal, const Token *where) {
  if (value->kind == PATH_CONST || value->kind == PATH_ADDR || world_known_equal(w, value, k) >= 0)
    return; /* nothing new */
  if (value->kind == PATH_OP && value->value == ND_EQ && value->index->kind == PATH_CONST &&
      value->index->value == 0 && k == 0) /* (x == 0) == 0 says x != 0, (x == 0) != 0 says x == 0 */
    world_add_fact(a, w, value->base, 0, !equal);
  if (equal)
    world_forget(a, w, value);
  int i = world_fact_index(w, value);
  while (i < w->nfacts && w->facts[i].value == value)
    i++;
  Fact *facts = ARENA_ARRAY(a->arena, Fact, w->nfacts + 1);
  if (i)
    memcpy(facts, w->facts, sizeof(Fact) * (size_t)i);
  facts[i] = (Fact){value, k, equal, where};
  if (w->nfacts > i)
    memcpy(facts + i + 1, w->facts + i, sizeof(Fact) * (size_t)(w->nfacts - i));
  w->facts = facts;
  w->nfacts++;
}
