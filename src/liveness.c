/*
 * liveness.c: which locals a function may still read, at the entry of
 * each block of its CFG (analysis.h).
 *
 * A local that nothing reads again before it is written need not keep a
 * value where paths join: the analysis gives no join value (phi) to it,
 * so a long function's joins do not make one per local and block, most of
 * them for locals long dead (an interpreter's loop over its opcodes).
 *
 * The answer errs towards live.  A read is any mention of the local in
 * an event's expressions or a block's condition; only a whole assignment
 * (`x = ...`, an initializer) ends its life.  A local whose address is
 * taken, one with a cleanup, a parameter, and every local of a function
 * with an asm statement, are live everywhere.
 */
#include "analysis.h"

#include <stdlib.h>
#include <string.h>

/* Above this many bits (blocks times locals), the sets would cost more
   than the joins they save; past this many nodes in one event's
   expression (`p->next->...->next`, each prefix an event of its own),
   walking them would cost the square of their depth: every local is
   taken as live. */
enum { MAX_LIVENESS_BITS = 1 << 26, MAX_EVENT_NODES = 256 };

struct Liveness {
  bool all_live;        /* not known, or too costly to know: every local is live */
  HashMap index;        /* a local's address to 1 + its bit */
  int nlocals;
  int words;            /* per block */
  uint64_t *live_in;    /* per block id, words each */
  uint64_t *pinned;     /* live everywhere */
};

typedef struct Locals {
  Liveness *l;
  Arena *arena;
  bool counting;        /* the first pass: numbering the locals */
  uint64_t *set;        /* the second: the set being changed */
  bool add;             /* add to set, else remove */
  int nodes;            /* walked for the event (mention_all) */
  bool too_deep;        /* an event's expression had more than MAX_EVENT_NODES */
} Locals;

static int bit_of(Liveness *l, const Obj *var) {
  return (int)(intptr_t)hashmap_get(&l->index, (const char *)&var, sizeof var) - 1;
}

static void number_local(Locals *s, const Obj *var) {
  if (!is_tracked_local(var) || bit_of(s->l, var) >= 0)
    return;
  const Obj **key = ARENA_NEW(s->arena, const Obj *);
  *key = var;
  hashmap_put(&s->l->index, (const char *)key, sizeof *key, (void *)(intptr_t)(++s->l->nlocals));
}

/* The local: numbered (first pass), else added to or removed from set. */
static void mention(Locals *s, const Obj *var) {
  if (s->counting) {
    number_local(s, var);
    return;
  }
  int bit = is_tracked_local(var) ? bit_of(s->l, var) : -1;
  if (bit < 0)
    return;
  if (s->add)
    s->set[bit / 64] |= (uint64_t)1 << (bit % 64);
  else
    s->set[bit / 64] &= ~((uint64_t)1 << (bit % 64));
}

/* Each local an expression mentions.  A statement expression's own
   statements are events of their own. */
static void mention_all(Locals *s, const Node *n) {
  if (!n || s->too_deep)
    return;
  if (++s->nodes > MAX_EVENT_NODES) {
    s->too_deep = true;
    return;
  }
  switch (n->kind) {
  case ND_VAR:
    mention(s, n->obj);
    return;
  case ND_DECL:
    mention_all(s, n->obj->init);
    return;
  case ND_STMT_EXPR:
    return;
  case ND_MEMBER:
    mention_all(s, n->lhs);
    return;
  case ND_COND:
    mention_all(s, n->cond);
    mention_all(s, n->then);
    mention_all(s, n->els);
    return;
  case ND_CALL:
  case ND_INIT_LIST:
    mention_all(s, n->lhs);
    for (const Node *arg = n->args; arg; arg = arg->next)
      mention_all(s, arg);
    return;
  case ND_COMPOUND_LIT:
    mention_all(s, n->init);
    return;
  default:
    if (!node_is_leaf(n->kind)) {
      mention_all(s, n->lhs);
      mention_all(s, n->rhs);
    }
    return;
  }
}

/* The local a whole assignment or an initializer gives a value, else NULL. */
static const Obj *assigned(const Event *e) {
  if (e->kind != EV_WRITE && e->kind != EV_READ)
    return NULL;
  if (e->node->kind == ND_DECL)
    return e->node->obj;
  if (e->kind == EV_WRITE && e->node->kind == ND_VAR)
    return e->node->obj;
  return NULL;
}

/* What event e reads, and, for an assignment, the value's expression. */
static void event_reads(Locals *s, const Event *e) {
  s->nodes = 0;
  const Obj *var = assigned(e);
  if (!var)
    mention_all(s, e->node);
  else if (e->node->kind == ND_DECL)
    mention_all(s, e->node->obj->init);
  const Node *value = event_value(e);
  if (value && value != e->node)
    mention_all(s, value);
  if (event_var(e))
    mention(s, event_var(e));
}

/* Numbers the function's locals and pins those live everywhere; false
   when liveness cannot be known (an asm statement) or costs too much to
   (an expression too deep). */
static bool number_locals(Liveness *l, const Cfg *cfg, Arena *arena) {
  Locals s = {.l = l, .arena = arena, .counting = true};
  for (const Obj *p = cfg->function->params; p; p = p->next)
    number_local(&s, p);
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    if (b->term == TERM_ASM_GOTO)
      return false;
    for (int k = 0; k < b->events.len; k++) {
      const Event *e = &b->events.data[k];
      if (e->kind == EV_ASM)
        return false;
      if (assigned(e))
        number_local(&s, assigned(e));
      event_reads(&s, e);
    }
    s.nodes = 0;
    if (b->cond)
      mention_all(&s, b->cond);
  }
  return !s.too_deep;
}

static void pin_locals(Liveness *l, const Cfg *cfg) {
  Locals s = {.l = l, .set = l->pinned, .add = true};
  for (const Obj *p = cfg->function->params; p; p = p->next)
    mention(&s, p);
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *b = cfg->blocks.data[i];
    for (int k = 0; k < b->events.len; k++) {
      const Event *e = &b->events.data[k];
      s.nodes = 0;
      if (e->kind == EV_ADDR)
        mention_all(&s, e->node);
      if (e->kind == EV_DECLARE || e->kind == EV_CLEANUP)
        mention(&s, event_var(e));
    }
  }
}

/* live_in of b from live (its live_out, changed in place). */
static void through_block(Liveness *l, const Block *b, uint64_t *live) {
  Locals s = {.l = l, .set = live, .add = true};
  if (b->cond)
    mention_all(&s, b->cond); /* each walk within MAX_EVENT_NODES: number_locals checked */
  for (int k = b->events.len - 1; k >= 0; k--) {
    const Event *e = &b->events.data[k];
    const Obj *var = assigned(e);
    if (var) {
      s.add = false;
      mention(&s, var);
      s.add = true;
    }
    event_reads(&s, e);
  }
  for (int w = 0; w < l->words; w++)
    live[w] |= l->pinned[w];
}

Liveness *liveness_of(const Cfg *cfg, const int *order, Arena *arena) {
  Liveness *l = ARENA_NEW(arena, Liveness);
  int n = cfg->blocks.len;
  bool known = number_locals(l, cfg, arena);
  l->words = (l->nlocals + 63) / 64;
  if (!known || (double)n * l->words * 64 > MAX_LIVENESS_BITS) {
    l->all_live = true;
    return l;
  }
  l->live_in = memset(ARENA_ARRAY(arena, uint64_t, (size_t)n * l->words + 1), 0,
                      sizeof(uint64_t) * ((size_t)n * l->words + 1));
  l->pinned = memset(ARENA_ARRAY(arena, uint64_t, l->words + 1), 0, sizeof(uint64_t) * (l->words + 1));
  pin_locals(l, cfg);
  /* a work list, first in postorder (each block before those that reach
     it, loops aside), then each block whose successor's set grew: the
     sets only grow, so this ends */
  int *at_place = xmalloc(sizeof(int) * 2 * (size_t)n), *queue = xmalloc(sizeof(int) * (size_t)n);
  bool *queued = xcalloc((size_t)n, 1);
  for (int i = 0; i < 2 * n; i++)
    at_place[i] = -1;
  for (int i = 0; i < n; i++)
    at_place[order[i]] = i; /* the places are distinct, below 2n (unreachable blocks: n + id) */
  int head = 0, count = 0;
  for (int i = 2 * n - 1; i >= 0; i--)
    if (at_place[i] >= 0) {
      queue[count++] = at_place[i];
      queued[at_place[i]] = true;
    }
  uint64_t *live = ARENA_ARRAY(arena, uint64_t, l->words + 1);
  while (count) {
    const Block *b = cfg->blocks.data[queue[head]];
    head = (head + 1) % n;
    count--;
    queued[b->id] = false;
    memset(live, 0, sizeof(uint64_t) * (l->words + 1));
    for (int k = 0; k < b->succs.len; k++)
      for (int w = 0; w < l->words; w++)
        live[w] |= l->live_in[(size_t)b->succs.data[k]->id * l->words + w];
    through_block(l, b, live);
    uint64_t *in = &l->live_in[(size_t)b->id * l->words];
    if (!memcmp(in, live, sizeof(uint64_t) * l->words))
      continue;
    memcpy(in, live, sizeof(uint64_t) * l->words);
    for (int k = 0; k < b->preds.len; k++) {
      int p = b->preds.data[k]->id;
      if (!queued[p]) {
        queued[p] = true;
        queue[(head + count++) % n] = p;
      }
    }
  }
  free(at_place);
  free(queue);
  free(queued);
  return l;
}

bool live_at(Liveness *l, const Block *b, const Obj *var) {
  if (l->all_live)
    return true;
  int bit = bit_of(l, var);
  return bit < 0 || (l->live_in[(size_t)b->id * l->words + bit / 64] >> (bit % 64) & 1);
}

void liveness_free(Liveness *l) {
  if (l)
    hashmap_free(&l->index);
}
