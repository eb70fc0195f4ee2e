/*
 * cfg.c: the control-flow graph of a function, built from its typed AST
 * (stage 5).
 *
 * A Cfg is a list of basic blocks; each holds events in evaluation order
 * (cfg.def: reads and writes of places, address-of, calls, cleanups, asm)
 * that point back to their AST node, and ends in one terminator: a goto,
 * a two-way branch on a condition, a switch, a return (to the exit
 * block), a call that never returns, or a computed goto.  The graph
 * follows the source exactly: a join exists only where the source has
 * one (after an if, at a loop head, at a label, after `&&`, `||` or `?:`
 * used as a value, at the function's exit), conditions are split at
 * `&&`, `||`, `!` and `?:` so that each branch tests one expression, and
 * branches on integer constants take their one edge (`do ... while (0)`,
 * `for (;;)`).  Code after a jump is kept, in blocks no path reaches,
 * which are marked unreachable.
 *
 * Scopes are a persistent stack of entries (a scope's start, then each
 * variable with __attribute__((cleanup)) as it is declared), so any
 * point of the function can keep its stack by one pointer.  Leaving
 * scopes, by falling out of a block or by return, break, continue or goto,
 * emits the cleanup calls of the variables between the two points,
 * innermost first.  Such a declaration is an event (declare), and a jump
 * into a scope past one (a goto or a case label) marks that variable's
 * cleanups "if initialized": on the paths that skipped the declare event,
 * the cleanup does not run.
 */
#include "annotalysis.h"

#include <limits.h>
#include <stdarg.h>

#include <stdlib.h>
#include <string.h>

static const char *const event_names[] = {
#define X(kind, name) name,
#define NORETURN(name)
#include "cfg.def"
#undef X
#undef NORETURN
};

static const char *const noreturn_names[] = {
#define X(kind, name)
#define NORETURN(name) #name,
#include "cfg.def"
#undef X
#undef NORETURN
};

/* ------------------------------------------------------------- builder */

typedef struct ScopeEntry {
  struct ScopeEntry *parent;
  Obj *var;             /* a cleanup variable; NULL for the start of a scope */
  int depth;
} ScopeEntry;

typedef struct Target {
  Block *block;
  ScopeEntry *scope;    /* the scopes the jump lands in */
} Target;

typedef struct Label {
  Ident *name;
  Block *block;
  ScopeEntry *scope;    /* at the label */
  const Token *tok;
  bool defined;
  bool address_taken;   /* &&label: a computed goto may come here */
} Label;

typedef struct Jump {
  Block *block;         /* ends in the goto */
  ScopeEntry *scope;    /* at the goto */
  Ident *label;
  const Token *tok;
  bool from_asm;        /* an asm goto's label: the block also falls through */
} Jump;

typedef struct Switch {
  Block *head;
  VEC(SwitchCase) cases; /* head's, one per edge it has so far */
  ScopeEntry *scope;
  bool has_default;
} Switch;

typedef struct Builder {
  Arena *arena;
  Cfg *cfg;
  const CfgOptions *options;
  Block *cur;           /* NULL after a jump: what follows starts a block no edge reaches */
  ScopeEntry *scope;
  Target break_to, continue_to;
  Switch *sw;
  VEC(Label) labels;
  VEC(Jump) gotos;
  VEC(Obj *) skipped;   /* cleanup variables some jump enters the scope of, past the declaration */
  const Decision *decision; /* the condition of several tests being split, or NULL */
} Builder;

/* An error in the function's code (the graph is built once per run, so
   it is reported once). */
static void build_error(const Token *tok, const char *fmt, ...) PRINTF_LIKE(2, 3);
static void build_error(const Token *tok, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *message = vformat(fmt, ap);
  va_end(ap);
  diag_token(SEV_ERROR, tok, "%s", message);
  free(message);
}

static Block *new_block(Builder *b) {
  Block *block = arena_zalloc8(b->arena, sizeof *block); /* a graph holds nothing aligned for 16 */
  block->id = b->cfg->blocks.len;
  VEC_PUSH(b->cfg->blocks, block);
  return block;
}

static void add_edge(Block *from, Block *to) {
  VEC_PUSH(from->succs, to);
  VEC_PUSH(to->preds, from);
}

static Block *current(Builder *b) {
  if (!b->cur)
    b->cur = new_block(b);
  return b->cur;
}

/* An event at token (its number in the kept tokens: a node's token). */
static void emit(Builder *b, EventKind kind, const Node *node, uint32_t token) {
  VEC_PUSH(current(b)->events, ((Event){.kind = kind, .node = node, .token = token}));
}

/* Ends the current block with term; what follows is in no block yet. */
static Block *end_block(Builder *b, Terminator term, const Node *cond, const Token *tok) {
  Block *block = current(b);
  block->term = term;
  block->cond = cond;
  block->tok = tok;
  b->cur = NULL;
  return block;
}

static void jump_to(Builder *b, Block *target, const Token *tok) {
  if (!b->cur)
    return; /* nothing falls through */
  add_edge(end_block(b, TERM_GOTO, NULL, tok), target);
}

/* Continues in block: the current one, if any, falls into it. */
static void start(Builder *b, Block *block, const Token *tok) {
  jump_to(b, block, tok);
  b->cur = block;
}

/* ------------------------------------------------------------- scopes */

static ScopeEntry *push_scope(Builder *b, Obj *var) {
  ScopeEntry *e = ARENA_NEW(b->arena, ScopeEntry);
  e->parent = b->scope;
  e->var = var;
  e->depth = b->scope ? b->scope->depth + 1 : 1;
  b->scope = e;
  return e;
}

static ScopeEntry *common_scope(ScopeEntry *a, ScopeEntry *c) {
  while (a && c && a != c) {
    if (a->depth >= c->depth)
      a = a->parent;
    else
      c = c->parent;
  }
  return a == c ? a : NULL;
}

/* The cleanup function of a variable declared with __attribute__((cleanup)). */
static const Attr *cleanup_attr(const Obj *var) {
  const Attr *a = find_attr(var->attrs, "cleanup");
  return a && a->exprs ? a : NULL;
}

/* The cleanups of leaving every scope entry from `from` up to `to`,
   innermost first, into block (the current one when NULL). */
static void emit_cleanups(Builder *b, Block *block, ScopeEntry *from, ScopeEntry *to, const Token *tok) {
  for (ScopeEntry *e = from; e && e != to; e = e->parent) {
    if (!e->var)
      continue;
    Block *into = block ? block : current(b);
    VEC_PUSH(into->events, ((Event){.kind = EV_CLEANUP, .node = cleanup_attr(e->var)->exprs,
                                    .token = kept_token_number(tree_tokens, tok),
                                    .declared = e->var}));
  }
}

/* A jump from scope `from` into scope `to`: the cleanup variables of `to`
   that the jump passes over are not initialized on that path. */
static void note_skipped(Builder *b, ScopeEntry *from, ScopeEntry *to) {
  ScopeEntry *common = common_scope(from, to);
  for (ScopeEntry *e = to; e && e != common; e = e->parent)
    if (e->var)
      VEC_PUSH(b->skipped, e->var);
}

/* --------------------------------------------------------------- labels */

static Label *label(Builder *b, Ident *name) {
  for (int i = 0; i < b->labels.len; i++)
    if (b->labels.data[i].name == name)
      return &b->labels.data[i];
  VEC_PUSH(b->labels, ((Label){.name = name, .block = new_block(b)}));
  return &b->labels.data[b->labels.len - 1];
}

/* ----------------------------------------------------------- noreturn */

/* Does a call to fn never return?  C11 _Noreturn, the noreturn attribute
   on any declaration, the functions of cfg.def and those the user named. */
static bool never_returns(const Builder *b, const Obj *fn) {
  if (!fn)
    return false;
  for (const Obj *d = fn; d; d = d->previous)
    if ((d->storage & SC_NORETURN) || find_attr(d->attrs, "noreturn") || find_attr(d->attrs, "_Noreturn"))
      return true;
  const char *name = fn->name->name;
  for (const Obj *d = fn; d; d = d->previous)
    if ((d->storage & SC_STATIC) || d->is_definition)
      return false; /* the program's own err() is not the library's */
  for (size_t i = 0; i < ARRAY_SIZE(noreturn_names); i++)
    if (!strcmp(name, noreturn_names[i]))
      return true;
  const StrVec *user = b->options ? b->options->noreturn : NULL;
  for (int i = 0; user && i < user->len; i++)
    if (!strcmp(name, user->data[i]))
      return true;
  return false;
}

/* __builtin_expect(e, v) is e to the control flow (given e at least: a
   call without arguments is any other call). */
static bool is_expect(const Node *n) {
  return n->kind == ND_CALL && n->obj && n->args &&
         (!strcmp(n->obj->name->name, "__builtin_expect") ||
          !strcmp(n->obj->name->name, "__builtin_expect_with_probability"));
}

/* ---------------------------------------------------------- expressions */

static void visit_expr(Builder *b, const Node *n);
static void visit_cond(Builder *b, const Node *n, Block *if_true, Block *if_false);
static void visit_stmt(Builder *b, const Node *n);
static void visit_lengths(Builder *b, const Type *t);

static bool decays(const Type *t) {
  return t && (t->kind == TY_ARRAY || t->kind == TY_FUNC);
}

/* Evaluates what the address of place n needs (pointers, indexes), without
   accessing n itself. */
static void visit_place(Builder *b, const Node *n) {
  switch (n->kind) {
  case ND_VAR:
    return;
  case ND_MEMBER:
    if (n->arrow && n->lhs->kind == ND_DEREF)
      visit_expr(b, n->lhs->lhs);
    else
      visit_place(b, n->lhs);
    return;
  case ND_DEREF:
    visit_expr(b, n->lhs);
    return;
  case ND_INDEX:
    if (n->lhs->type && n->lhs->type->kind == TY_ARRAY)
      visit_place(b, n->lhs);
    else
      visit_expr(b, n->lhs);
    visit_expr(b, n->rhs);
    return;
  default:
    visit_expr(b, n);
    return;
  }
}

static bool is_place(const Node *n) {
  return n->kind == ND_VAR || n->kind == ND_MEMBER || n->kind == ND_DEREF || n->kind == ND_INDEX;
}

/* Where an expression is, for events and terminators: a call at its
   callee's name, anything else at its own token (an operator's). */
static uint32_t expr_token(const Node *n) {
  return n->kind == ND_CALL && n->lhs && n->lhs->token ? n->lhs->token : n->token;
}

static const Token *expr_tok(const Node *n) { return kept_token(tree_tokens, expr_token(n)); }

static void visit_call(Builder *b, const Node *n) {
  if (!n->obj)
    visit_expr(b, n->lhs); /* a function pointer is read */
  for (const Node *a = n->args; a; a = a->next)
    visit_expr(b, a);
  if (is_expect(n))
    return;
  emit(b, EV_CALL, n, expr_token(n));
  if (never_returns(b, n->obj))
    end_block(b, TERM_NORETURN, n, expr_tok(n));
}

/* The read of a read-modify-write (x++, x += y): marked, as the write
   that follows says all a check needs. */
static void emit_modify(Builder *b, const Node *place) {
  emit(b, EV_READ, place, place->token);
  current(b)->events.data[current(b)->events.len - 1].modify = true;
}

static void visit_assign(Builder *b, const Node *n) {
  if (n->op == ND_ASSIGN) {
    visit_expr(b, n->rhs);
    visit_place(b, n->lhs);
  } else {
    visit_place(b, n->lhs);
    emit_modify(b, n->lhs);
    visit_expr(b, n->rhs);
  }
  emit(b, EV_WRITE, n->lhs, n->lhs->token);
  current(b)->events.data[current(b)->events.len - 1].stored = n->op == ND_ASSIGN ? n->rhs : n;
}

/* a && b, a || b and c ? x : y for their value: the join after them is
   the source's. */
static void visit_value_branch(Builder *b, const Node *n) {
  Block *join = new_block(b);
  if (n->kind == ND_COND) {
    Block *other = new_block(b);
    if (n->then) {
      Block *then = new_block(b);
      visit_cond(b, n->cond, then, other);
      b->cur = then;
      visit_expr(b, n->then);
    } else {
      visit_cond(b, n->cond, join, other); /* GNU a ?: b: a's value when true */
    }
    jump_to(b, join, node_tok(n));
    b->cur = other;
    visit_expr(b, n->els);
  } else {
    Block *rhs = new_block(b);
    if (n->kind == ND_LOGAND)
      visit_cond(b, n->lhs, rhs, join);
    else
      visit_cond(b, n->lhs, join, rhs);
    b->cur = rhs;
    visit_expr(b, n->rhs);
  }
  jump_to(b, join, node_tok(n));
  b->cur = join;
}

static void visit_init(Builder *b, const Node *init) {
  if (init->kind != ND_INIT_LIST) {
    visit_expr(b, init);
    return;
  }
  for (const Node *e = init->args; e; e = e->next)
    visit_init(b, e->kind == ND_DESIGNATION ? e->lhs : e);
}

static void visit_expr(Builder *b, const Node *n) {
  switch (n->kind) {
  case ND_VAR:
    if (n->obj->kind == OBJ_VAR && !decays(n->type))
      emit(b, EV_READ, n, n->token);
    return;
  case ND_MEMBER: case ND_DEREF: case ND_INDEX:
    visit_place(b, n);
    if (!decays(n->type))
      emit(b, EV_READ, n, n->token);
    return;
  case ND_ADDR:
    visit_place(b, n->lhs);
    if (is_place(n->lhs) && !(n->lhs->kind == ND_VAR && n->lhs->obj->kind != OBJ_VAR))
      emit(b, EV_ADDR, n->lhs, n->token);
    return;
  case ND_CALL:
    visit_call(b, n);
    return;
  case ND_ASSIGN:
    visit_assign(b, n);
    return;
  case ND_POST_INC: case ND_POST_DEC: case ND_PRE_INC: case ND_PRE_DEC:
    visit_place(b, n->lhs);
    emit_modify(b, n->lhs);
    emit(b, EV_WRITE, n->lhs, n->lhs->token);
    current(b)->events.data[current(b)->events.len - 1].stored = n;
    return;
  case ND_LOGAND: case ND_LOGOR: case ND_COND:
    visit_value_branch(b, n);
    return;
  case ND_STMT_EXPR:
    visit_stmt(b, n->body);
    return;
  case ND_COMPOUND_LIT:
    if (n->init)
      visit_init(b, n->init);
    return;
  case ND_INIT_LIST:
    visit_init(b, n);
    return;
  case ND_LABEL_ADDR:
    label(b, n->label)->address_taken = true;
    return;
  case ND_SIZEOF: case ND_ALIGNOF: /* not evaluated, but for a type name's lengths (`sizeof(int[n])`) */
    if (n->type_operand)
      visit_lengths(b, n->type_operand);
    return;
  case ND_GENERIC: /* the chosen association */
  case ND_BUILTIN: /* va_arg reads its list; offsetof nothing */
    if (n->lhs)
      visit_expr(b, n->lhs);
    return;
  default:
    break;
  }
  if (node_is_leaf(n->kind))
    return;
  if (n->lhs)
    visit_expr(b, n->lhs);
  if (n->rhs)
    visit_expr(b, n->rhs);
}

/* Does evaluating n read values and nothing else: no call, store or
   statement, so that testing it twice gives the same answer while the
   values it reads stay the same? */
static bool side_effect_free(const Node *n) {
  if (!n || n->is_constant)
    return true;
  if (n->type && n->type->quals & (Q_VOLATILE | Q_ATOMIC))
    return false; /* another thread's write may change it between two tests */
  switch (n->kind) {
  case ND_VAR:
    return true;
  case ND_CALL: case ND_ASSIGN: case ND_POST_INC: case ND_POST_DEC: case ND_PRE_INC: case ND_PRE_DEC:
  case ND_STMT_EXPR: case ND_COMPOUND_LIT: case ND_INIT_LIST: case ND_BUILTIN: case ND_GENERIC:
  case ND_SIZEOF: case ND_ALIGNOF: case ND_LABEL_ADDR: case ND_COMMA:
    return false;
  case ND_COND:
    return side_effect_free(n->cond) && side_effect_free(n->then) && side_effect_free(n->els);
  case ND_MEMBER:
    return side_effect_free(n->lhs);
  default:
    return node_is_leaf(n->kind) || (side_effect_free(n->lhs) && side_effect_free(n->rhs));
  }
}

/* Is n a condition of several tests (&&, ||, under any number of !)? */
static bool several_tests(const Node *n) {
  while (n->kind == ND_NOT)
    n = n->lhs;
  return n->kind == ND_LOGAND || n->kind == ND_LOGOR;
}

static void split_cond(Builder *b, const Node *n, Block *if_true, Block *if_false);

/* Evaluates condition n, going to if_true or if_false: split at &&, ||,
   !, ?: and comma so that each branch tests one expression; an integer
   constant takes its one edge.  A condition of several tests with no
   side effect is a Decision its branches share. */
static void visit_cond(Builder *b, const Node *n, Block *if_true, Block *if_false) {
  if (b->decision || n->is_constant || !several_tests(n) || !side_effect_free(n)) {
    split_cond(b, n, if_true, if_false);
    return;
  }
  Decision *d = ARENA_NEW(b->arena, Decision);
  *d = (Decision){n, if_true, if_false};
  b->decision = d;
  split_cond(b, n, if_true, if_false);
  b->decision = NULL;
}

static void split_cond(Builder *b, const Node *n, Block *if_true, Block *if_false) {
  if (n->is_constant) {
    jump_to(b, n->value ? if_true : if_false, node_tok(n));
    return;
  }
  switch (n->kind) {
  case ND_LOGAND: case ND_LOGOR: {
    Block *rhs = new_block(b);
    if (n->kind == ND_LOGAND)
      split_cond(b, n->lhs, rhs, if_false);
    else
      split_cond(b, n->lhs, if_true, rhs);
    b->cur = rhs;
    split_cond(b, n->rhs, if_true, if_false);
    return;
  }
  case ND_NOT:
    split_cond(b, n->lhs, if_false, if_true);
    return;
  case ND_COMMA:
    visit_expr(b, n->lhs);
    split_cond(b, n->rhs, if_true, if_false);
    return;
  case ND_COND: {
    Block *other = new_block(b);
    if (n->then) {
      Block *then = new_block(b);
      split_cond(b, n->cond, then, other);
      b->cur = then;
      split_cond(b, n->then, if_true, if_false);
    } else {
      split_cond(b, n->cond, if_true, other);
    }
    b->cur = other;
    split_cond(b, n->els, if_true, if_false);
    return;
  }
  case ND_CALL:
    if (is_expect(n)) {
      for (const Node *a = n->args->next; a; a = a->next)
        visit_expr(b, a);
      split_cond(b, n->args, if_true, if_false);
      return;
    }
    break;
  default:
    break;
  }
  visit_expr(b, n);
  if (!b->cur)
    return; /* a call in the condition never returns */
  Block *branch = end_block(b, TERM_BRANCH, n, expr_tok(n));
  branch->decision = b->decision;
  add_edge(branch, if_true);
  add_edge(branch, if_false);
}

/* ----------------------------------------------------------- statements */

/* &&label in a static initializer (a dispatch table): nothing runs there,
   but a computed goto may go to the label. */
static void note_label_addresses(Builder *b, const Node *n) {
  if (!n || node_is_leaf(n->kind))
    return;
  if (n->kind == ND_LABEL_ADDR) {
    label(b, n->label)->address_taken = true;
    return;
  }
  note_label_addresses(b, n->lhs);
  note_label_addresses(b, n->rhs);
  for (const Node *a = node_has_tail(n->kind) ? n->args : NULL; a; a = a->next)
    note_label_addresses(b, a);
}

/* The lengths of the variable length arrays type is made of (`int a[n]`,
   `int (*p)[2][m]`), which run where a declaration or a type name has it. */
static void visit_lengths(Builder *b, const Type *t) {
  for (; t && (t->kind == TY_ARRAY || t->kind == TY_POINTER); t = t->base)
    if (t->length)
      visit_expr(b, t->length);
}

static void visit_decl(Builder *b, const Node *n) {
  Obj *var = n->obj;
  if (var->kind != OBJ_VAR)
    return;
  if (var->storage & (SC_STATIC | SC_EXTERN | SC_THREAD_LOCAL)) {
    note_label_addresses(b, var->init);
    return;
  }
  visit_lengths(b, var->type);
  if (var->init) {
    visit_init(b, var->init);
    emit(b, EV_WRITE, n, kept_token_number(tree_tokens, var->tok));
    if (var->init->kind != ND_INIT_LIST)
      current(b)->events.data[current(b)->events.len - 1].stored = var->init;
  }
  if (cleanup_attr(var)) {
    VEC_PUSH(current(b)->events, ((Event){.kind = EV_DECLARE, .node = n, .token = kept_token_number(tree_tokens, var->tok),
                                          .declared = var}));
    push_scope(b, var);
  }
}

static void visit_block(Builder *b, const Node *n) {
  ScopeEntry *outer = b->scope;
  push_scope(b, NULL);
  for (const Node *s = n->body; s; s = s->next)
    visit_stmt(b, s);
  if (b->cur)
    emit_cleanups(b, NULL, b->scope, outer, n->end ? n->end : node_tok(n));
  b->scope = outer;
}

static void visit_loop_body(Builder *b, const Node *body, Block *break_block, Block *continue_block) {
  Target saved_break = b->break_to, saved_continue = b->continue_to;
  b->break_to = (Target){break_block, b->scope};
  b->continue_to = (Target){continue_block, b->scope};
  visit_stmt(b, body);
  b->break_to = saved_break;
  b->continue_to = saved_continue;
}

/* An if, and the ifs of its else-if chain in a loop (a chain may be
   100,000 long): each if's join, innermost last, is left for the next
   outer one's at the end, as if each else were visited as a statement. */
static void visit_if(Builder *b, const Node *n) {
  typedef struct { Block *join; const Token *tok; } Join;
  VEC(Join) joins = {0};
  for (;;) {
    Block *then = new_block(b), *join = new_block(b);
    Block *other = n->els ? new_block(b) : join;
    visit_cond(b, n->cond, then, other);
    b->cur = then;
    visit_stmt(b, n->then);
    jump_to(b, join, node_tok(n));
    VEC_PUSH(joins, ((Join){join, node_tok(n)}));
    if (n->els && n->els->kind == ND_IF) {
      b->cur = other;
      n = n->els;
      continue;
    }
    if (n->els) {
      b->cur = other;
      visit_stmt(b, n->els);
      jump_to(b, join, node_tok(n));
    }
    b->cur = join;
    break;
  }
  for (int i = joins.len - 2; i >= 0; i--) {
    jump_to(b, joins.data[i].join, joins.data[i].tok);
    b->cur = joins.data[i].join;
  }
  VEC_FREE(joins);
}

static void visit_while(Builder *b, const Node *n) {
  Block *head = new_block(b), *body = new_block(b), *exit = new_block(b);
  start(b, head, node_tok(n));
  visit_cond(b, n->cond, body, exit);
  b->cur = body;
  visit_loop_body(b, n->body, exit, head);
  jump_to(b, head, node_tok(n));
  b->cur = exit;
}

static void visit_do(Builder *b, const Node *n) {
  Block *body = new_block(b), *cond = new_block(b), *exit = new_block(b);
  start(b, body, node_tok(n));
  visit_loop_body(b, n->body, exit, cond);
  start(b, cond, node_tok(n->cond));
  visit_cond(b, n->cond, body, exit);
  b->cur = exit;
}

static void visit_for(Builder *b, const Node *n) {
  ScopeEntry *outer = b->scope;
  push_scope(b, NULL); /* C17 6.8.5p5: the for statement is a block */
  for (const Node *init = n->init; init; init = init->next)
    visit_stmt(b, init);
  Block *head = new_block(b), *body = new_block(b), *next = new_block(b), *exit = new_block(b);
  start(b, head, node_tok(n));
  if (n->cond)
    visit_cond(b, n->cond, body, exit);
  else
    jump_to(b, body, node_tok(n));
  b->cur = body;
  visit_loop_body(b, n->body, exit, next);
  start(b, next, n->inc ? node_tok(n->inc) : node_tok(n));
  if (n->inc)
    visit_expr(b, n->inc);
  jump_to(b, head, node_tok(n));
  b->cur = exit;
  emit_cleanups(b, NULL, b->scope, outer, node_tok(n));
  b->scope = outer;
}

/* Moves a vector built in the heap into the arena, at its exact size (in
   8-byte slots, as blocks): a finished graph takes no more than it holds,
   and is freed with the arena.  Nothing is pushed on it after. */
#define SETTLE(arena, v)                                                                    \
  do {                                                                                      \
    size_t bytes_ = sizeof *(v).data * (size_t)(v).len;                                     \
    void *copy_ = bytes_ ? memcpy(arena_zalloc8((arena), bytes_), (v).data, bytes_) : NULL; \
    free((v).data);                                                                         \
    (v).data = copy_;                                                                       \
    (v).cap = (v).len;                                                                      \
  } while (0)

static void visit_switch(Builder *b, const Node *n) {
  visit_expr(b, n->cond);
  Block *exit = new_block(b);
  Switch sw = {.head = end_block(b, TERM_SWITCH, n->cond, node_tok(n)), .scope = b->scope};
  Switch *saved = b->sw;
  Target saved_break = b->break_to;
  b->sw = &sw;
  b->break_to = (Target){exit, b->scope};
  visit_stmt(b, n->body);
  jump_to(b, exit, node_tok(n));
  if (!sw.has_default) {
    add_edge(sw.head, exit);
    VEC_PUSH(sw.cases, ((SwitchCase){.is_default = true}));
  }
  SETTLE(b->arena, sw.cases); /* before the head's other vectors, in the same arena */
  sw.head->cases = sw.cases.data;
  b->sw = saved;
  b->break_to = saved_break;
  b->cur = exit;
}

static void visit_case(Builder *b, const Node *n) {
  Block *block = new_block(b);
  start(b, block, node_tok(n));
  if (b->sw) {
    add_edge(b->sw->head, block);
    SwitchCase c = {.lo = n->value, .hi = n->value2, .is_default = n->kind == ND_DEFAULT};
    VEC_PUSH(b->sw->cases, c);
    b->sw->has_default |= c.is_default;
    note_skipped(b, b->sw->scope, b->scope);
  } else {
    build_error(node_tok(n), "%s label not within a switch statement",
               n->kind == ND_CASE ? "case" : "'default'");
  }
  visit_stmt(b, n->body);
}

/* A jump out of scopes to target: the cleanups on the way, then the edge. */
static void leave_to(Builder *b, Target target, const Token *tok) {
  emit_cleanups(b, NULL, b->scope, target.scope, tok);
  jump_to(b, target.block, tok);
}

static void visit_return(Builder *b, const Node *n) {
  if (n->lhs)
    visit_expr(b, n->lhs);
  emit_cleanups(b, NULL, b->scope, NULL, node_tok(n));
  add_edge(end_block(b, TERM_RETURN, n->lhs, node_tok(n)), b->cfg->exit);
}

static void visit_goto(Builder *b, const Node *n) {
  if (n->lhs) { /* GCC's computed goto: to any label whose address is taken */
    visit_expr(b, n->lhs);
    Block *block = end_block(b, TERM_INDIRECT, n->lhs, node_tok(n));
    VEC_PUSH(b->gotos, ((Jump){.block = block, .scope = b->scope, .tok = node_tok(n)}));
    return;
  }
  if (!n->label)
    return;
  label(b, n->label); /* seen, so that an undefined one is reported */
  Block *block = end_block(b, TERM_GOTO, NULL, node_tok(n));
  VEC_PUSH(b->gotos, ((Jump){.block = block, .scope = b->scope, .label = n->label, .tok = node_tok(n)}));
}

/* GCC manual "Goto Labels": an asm goto may go on or jump to its labels. */
static void visit_asm(Builder *b, const Node *n) {
  emit(b, EV_ASM, n, n->token);
  if (!n->args)
    return;
  Block *next = new_block(b);
  Block *block = end_block(b, TERM_ASM_GOTO, n, node_tok(n));
  add_edge(block, next);
  for (const Node *l = n->args; l; l = l->next) {
    label(b, l->label);
    VEC_PUSH(b->gotos, ((Jump){.block = block, .scope = b->scope, .label = l->label, .tok = node_tok(l),
                              .from_asm = true}));
  }
  b->cur = next;
}

static void visit_label(Builder *b, const Node *n) {
  Label *l = label(b, n->label);
  if (l->defined) {
    build_error(node_tok(n), "duplicate label '%s'", n->label->name);
  } else {
    l->defined = true;
    l->tok = node_tok(n);
    l->scope = b->scope;
    l->block->label = n->label;
    start(b, l->block, node_tok(n));
  }
  visit_stmt(b, n->body);
}

static void visit_stmt(Builder *b, const Node *n) {
  switch (n->kind) {
  case ND_BLOCK: visit_block(b, n); return;
  case ND_DECL: visit_decl(b, n); return;
  case ND_EXPR_STMT: visit_expr(b, n->lhs); return;
  case ND_IF: visit_if(b, n); return;
  case ND_WHILE: visit_while(b, n); return;
  case ND_DO: visit_do(b, n); return;
  case ND_FOR: visit_for(b, n); return;
  case ND_SWITCH: visit_switch(b, n); return;
  case ND_CASE: case ND_DEFAULT: visit_case(b, n); return;
  case ND_LABEL: visit_label(b, n); return;
  case ND_GOTO: visit_goto(b, n); return;
  case ND_RETURN: visit_return(b, n); return;
  case ND_BREAK: case ND_CONTINUE: {
    Target target = n->kind == ND_BREAK ? b->break_to : b->continue_to;
    if (target.block) {
      leave_to(b, target, node_tok(n));
      b->cur = NULL;
    } else {
      build_error(node_tok(n), "%s", n->kind == ND_BREAK ? "break statement not within loop or switch"
                                                               : "continue statement not within a loop");
    }
    return;
  }
  case ND_ASM: visit_asm(b, n); return;
  case ND_CONTEXT: emit(b, EV_CONTEXT, n, n->token); return;
  case ND_NULL_STMT: case ND_STATIC_ASSERT: return;
  default: visit_expr(b, n); return; /* an expression where a statement was expected */
  }
}

/* ------------------------------------------------------------ finishing */

/* The gotos, now that every label's place is known: cleanups of the
   scopes left, and the edges.  A computed goto gets one edge per label
   whose address is taken, through a block of its own cleanups if any. */
static void resolve_gotos(Builder *b) {
  for (int i = 0; i < b->gotos.len; i++) {
    Jump *j = &b->gotos.data[i];
    if (j->label) {
      Label *l = label(b, j->label);
      if (!l->defined) { /* the path ends here: there is nowhere to go */
        build_error(j->tok, "label '%s' used but not defined", j->label->name);
        if (!j->from_asm) /* an asm goto still goes on to the next block */
          j->block->term = TERM_NORETURN;
        continue;
      }
      if (!j->from_asm) /* an asm goto's block goes on too: its cleanups stay unmodelled */
        emit_cleanups(b, j->block, j->scope, common_scope(j->scope, l->scope), j->tok);
      note_skipped(b, j->scope, l->scope);
      add_edge(j->block, l->block);
      continue;
    }
    for (int k = 0; k < b->labels.len; k++) {
      Label *l = &b->labels.data[k];
      if (!l->address_taken || !l->defined)
        continue;
      Block *to = l->block;
      ScopeEntry *common = common_scope(j->scope, l->scope);
      bool cleanups = false;
      for (ScopeEntry *e = j->scope; e != common; e = e->parent)
        cleanups |= e->var != NULL;
      if (cleanups) {
        Block *via = new_block(b);
        emit_cleanups(b, via, j->scope, common, j->tok);
        via->term = TERM_GOTO;
        via->tok = j->tok;
        add_edge(via, to);
        to = via;
      }
      note_skipped(b, j->scope, l->scope);
      add_edge(j->block, to);
    }
  }
}

static void mark_maybe_uninit(Builder *b) {
  if (!b->skipped.len)
    return;
  for (int i = 0; i < b->cfg->blocks.len; i++) {
    Block *block = b->cfg->blocks.data[i];
    for (int k = 0; k < block->events.len; k++) {
      Event *e = &block->events.data[k];
      for (int s = 0; s < b->skipped.len && e->kind == EV_CLEANUP; s++)
        if (b->skipped.data[s] == event_var(e))
          e->maybe_uninit = true;
    }
  }
}

static bool removable(const Cfg *cfg, const Block *block) {
  return !block->preds.len && !block->events.len && block != cfg->entry && block != cfg->exit &&
         !block->label && (block->term == TERM_GOTO || block->term == TERM_NONE);
}

/* Drops the blocks construction left empty and unconnected (the join after
   an if whose branches both return), renumbers, and marks what the entry
   reaches. */
static void finish(Cfg *cfg) {
  for (bool changed = true; changed;) {
    changed = false;
    int kept = 0;
    for (int i = 0; i < cfg->blocks.len; i++) {
      Block *block = cfg->blocks.data[i];
      if (!removable(cfg, block)) {
        cfg->blocks.data[kept++] = block;
        continue;
      }
      for (int s = 0; s < block->succs.len; s++) { /* unlink */
        Block *succ = block->succs.data[s];
        for (int p = 0; p < succ->preds.len; p++)
          if (succ->preds.data[p] == block)
            succ->preds.data[p--] = succ->preds.data[--succ->preds.len];
      }
      VEC_FREE(block->succs);
      VEC_FREE(block->preds);
      VEC_FREE(block->events);
      changed = true;
    }
    cfg->blocks.len = kept;
  }
  for (int i = 0; i < cfg->blocks.len; i++)
    cfg->blocks.data[i]->id = i;
  /* reachability, by a worklist from the entry */
  VEC(Block *) work = {0};
  VEC_PUSH(work, cfg->entry);
  cfg->entry->reachable = true;
  while (work.len) {
    Block *block = work.data[--work.len];
    for (int s = 0; s < block->succs.len; s++) {
      Block *succ = block->succs.data[s];
      if (!succ->reachable) {
        succ->reachable = true;
        VEC_PUSH(work, succ);
      }
    }
  }
  VEC_FREE(work);
}

static void settle(Cfg *cfg, Arena *arena) {
  for (int i = 0; i < cfg->blocks.len; i++) {
    Block *block = cfg->blocks.data[i];
    SETTLE(arena, block->events);
    SETTLE(arena, block->succs);
    SETTLE(arena, block->preds);
  }
  SETTLE(arena, cfg->blocks);
}

Cfg *cfg_build(Obj *function, Arena *arena, const CfgOptions *options) {
  Builder b = {.arena = arena, .options = options};
  Cfg *cfg = arena_zalloc8(arena, sizeof *cfg);
  cfg->function = function;
  b.cfg = cfg;
  cfg->entry = new_block(&b);
  cfg->exit = new_block(&b);
  cfg->exit->term = TERM_EXIT;
  cfg->exit->tok = function->body->end ? function->body->end : node_tok(function->body);
  b.cur = cfg->entry;
  visit_stmt(&b, function->body);
  bool dead_end = b.cur && b.cur != cfg->entry && !b.cur->preds.len && !b.cur->events.len && !b.cur->label;
  if (b.cur && !dead_end) { /* falling off the end */
    const Token *end = function->body->end ? function->body->end : node_tok(function->body);
    add_edge(end_block(&b, TERM_RETURN, NULL, end), cfg->exit);
  }
  resolve_gotos(&b);
  mark_maybe_uninit(&b);
  finish(cfg);
  settle(cfg, arena);
  VEC_FREE(b.labels);
  VEC_FREE(b.gotos);
  VEC_FREE(b.skipped);
  return cfg;
}

/* The debug build (make asan) checks every graph. */
#ifdef ANNOTALYSIS_DEBUG
enum { DEBUG_CHECKS = 1 };
#else
enum { DEBUG_CHECKS = 0 };
#endif

void cfg_build_all(CfgSet *set, TranslationUnit *tu, const CfgOptions *options) {
  int defined = 0, freed = 0;
  for (Obj *fn = tu->globals; fn; fn = fn->next) {
    if (fn->kind != OBJ_FUNC || !fn->body)
      continue;
    oom_context_function(fn->name->name);
    int chunks = arena_chunks(&set->arena);
    VEC_PUSH(set->older, chunks ? chunks - 1 : 0); /* the last goes on filling */
    Cfg *cfg = cfg_build(fn, &set->arena, options);
    stats.cfg_builds++;
    if ((options->check || DEBUG_CHECKS) && cfg_check(cfg) > 0) {
      fprintf(stderr, "annotalysis: internal error: the CFG of '%s' is broken (above)\n", fn->name->name);
      abort(); /* a broken invariant is a bug in annotalysis: stop loudly */
    }
    VEC_PUSH(set->cfgs, cfg);
    /* its statements can go, and those of the bodies before it: all but
       the last chunk its body ended in, which the next body goes on filling */
    fn->body = NULL;
    int behind = defined < tu->ndefinitions ? tu->statement_chunks[defined++] - 1 : 0;
    if (behind > freed) {
      arena_free_oldest(&tu->statements, behind - freed);
      freed = behind;
    }
  }
  ASSERT(defined == tu->ndefinitions); /* each body the parser noted, in its order */
  oom_context_function(NULL);
}

/* Marks in seen the blocks reached from b's successors (forward) or
   predecessors (backward). */
static void mark_reached(const Block *b, bool forward, bool *seen) {
  VEC(const Block *) work = {0};
  const Block *const *next = (const Block *const *)(forward ? b->succs.data : b->preds.data);
  for (int k = 0; k < (forward ? b->succs.len : b->preds.len); k++)
    VEC_PUSH(work, next[k]);
  while (work.len) {
    const Block *x = work.data[--work.len];
    if (seen[x->id])
      continue;
    seen[x->id] = true;
    next = (const Block *const *)(forward ? x->succs.data : x->preds.data);
    for (int k = 0; k < (forward ? x->succs.len : x->preds.len); k++)
      VEC_PUSH(work, next[k]);
  }
  VEC_FREE(work);
}

bool cfg_reaches(const Cfg *cfg, const Block *from, const Block *to) {
  if (from == to)
    return true;
  bool *seen = xcalloc((size_t)cfg->blocks.len + 1, sizeof(bool));
  mark_reached(from, true, seen);
  bool found = seen[to->id];
  free(seen);
  return found;
}

bool *cfg_loop_of(const Cfg *cfg, const Block *b) {
  bool *ahead = xcalloc((size_t)cfg->blocks.len + 1, sizeof(bool));
  bool *behind = xcalloc((size_t)cfg->blocks.len + 1, sizeof(bool));
  mark_reached(b, true, ahead);
  mark_reached(b, false, behind);
  for (int i = 0; i < cfg->blocks.len; i++)
    ahead[i] = ahead[i] && behind[i];
  free(behind);
  return ahead;
}

bool cfg_in_cycle(const Cfg *cfg, const Block *b) {
  bool *seen = xcalloc((size_t)cfg->blocks.len + 1, sizeof(bool));
  mark_reached(b, true, seen);
  bool found = seen[b->id];
  free(seen);
  return found;
}

void cfg_set_free(CfgSet *set) {
  VEC_FREE(set->cfgs);
  VEC_FREE(set->older);
  arena_free(&set->arena);
}

void cfg_set_done(CfgSet *set, int i) {
  int chunks = i + 1 < set->older.len ? set->older.data[i + 1] : INT_MAX;
  if (chunks > set->freed) {
    arena_free_oldest(&set->arena, chunks - set->freed);
    set->freed = chunks;
  }
  for (; set->done <= i; set->done++)
    set->cfgs.data[set->done] = NULL;
}

/* ------------------------------------------------------------ --dump-cfg */

static void print_event(StrBuf *out, const Event *e) {
  sb_puts(out, event_names[e->kind]);
  switch (e->kind) {
  case EV_CLEANUP:
    sb_putc(out, ' ');
    expr_print(out, e->node);
    sb_printf(out, "(&%s)%s", event_var(e)->name->name, e->maybe_uninit ? " if initialized" : "");
    break;
  case EV_ASM:
    break;
  case EV_CONTEXT:
    sb_putc(out, ' ');
    if (e->node->lhs) {
      expr_print(out, e->node->lhs);
      sb_puts(out, ", ");
    }
    expr_print(out, e->node->rhs);
    break;
  case EV_WRITE: case EV_DECLARE:
    sb_putc(out, ' ');
    if (e->node->kind == ND_DECL)
      sb_puts(out, e->node->obj->name->name);
    else
      expr_print(out, e->node);
    break;
  default:
    sb_putc(out, ' ');
    expr_print(out, e->node);
    break;
  }
}

static void print_case(StrBuf *out, const SwitchCase *c) {
  if (c->is_default)
    sb_puts(out, "default");
  else if (c->lo == c->hi)
    sb_printf(out, "%lld", (long long)c->lo);
  else
    sb_printf(out, "%lld ... %lld", (long long)c->lo, (long long)c->hi);
}

/* The terminator in words, with its targets. */
static void print_terminator(StrBuf *out, const Block *block) {
  switch (block->term) {
  case TERM_NONE: sb_puts(out, "(no terminator)"); return;
  case TERM_EXIT: sb_puts(out, "exit"); return;
  case TERM_GOTO: sb_printf(out, "goto B%d", block->succs.len ? block->succs.data[0]->id : -1); return;
  case TERM_BRANCH:
    sb_puts(out, "branch ");
    expr_print(out, block->cond);
    sb_printf(out, " ? B%d : B%d", block->succs.data[0]->id, block->succs.data[1]->id);
    return;
  case TERM_SWITCH:
    sb_puts(out, "switch ");
    expr_print(out, block->cond);
    for (int i = 0; i < block->succs.len; i++) {
      sb_puts(out, i ? ", " : ": ");
      print_case(out, &block->cases[i]);
      sb_printf(out, " -> B%d", block->succs.data[i]->id);
    }
    return;
  case TERM_RETURN:
    sb_puts(out, "return");
    if (block->cond) {
      sb_putc(out, ' ');
      expr_print(out, block->cond);
    }
    return;
  case TERM_NORETURN:
    sb_puts(out, "noreturn");
    if (block->cond) { /* else a goto to a label that does not exist */
      sb_putc(out, ' ');
      expr_print(out, block->cond);
    }
    return;
  case TERM_ASM_GOTO:
    sb_puts(out, "asm goto");
    for (int i = 0; i < block->succs.len; i++)
      sb_printf(out, "%sB%d", i ? ", " : " -> ", block->succs.data[i]->id);
    return;
  case TERM_INDIRECT:
    sb_puts(out, "goto *");
    expr_print(out, block->cond);
    for (int i = 0; i < block->succs.len; i++)
      sb_printf(out, "%sB%d", i ? ", " : " -> ", block->succs.data[i]->id);
    return;
  }
}

static void print_block_head(StrBuf *out, const Cfg *cfg, const Block *block) {
  sb_printf(out, "B%d", block->id);
  if (block == cfg->entry)
    sb_puts(out, " entry");
  if (block == cfg->exit)
    sb_puts(out, " exit");
  if (block->label)
    sb_printf(out, " label %s", block->label->name);
  if (!block->reachable)
    sb_puts(out, " unreachable");
  for (int i = 0; i < block->preds.len; i++)
    sb_printf(out, "%sB%d", i ? " " : " <- ", block->preds.data[i]->id);
}

static void print_loc(StrBuf *out, const Token *t) {
  if (t)
    sb_printf(out, " <%u:%u>", t->loc.line, t->loc.col);
}

static void dump_text(FILE *out, const Cfg *cfg) {
  StrBuf line = {0};
  StrBuf type = {0};
  type_print(&type, cfg->function->type);
  fprintf(out, "cfg %s '%s'\n", cfg->function->name->name, type.data);
  sb_free(&type);
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *block = cfg->blocks.data[i];
    line.len = 0;
    print_block_head(&line, cfg, block);
    fprintf(out, "  %s\n", line.data);
    for (int k = 0; k < block->events.len; k++) {
      line.len = 0;
      print_event(&line, &block->events.data[k]);
      print_loc(&line, event_tok(&block->events.data[k]));
      fprintf(out, "    %s\n", line.data);
    }
    line.len = 0;
    print_terminator(&line, block);
    print_loc(&line, block->tok);
    fprintf(out, "    %s\n", line.data);
  }
  sb_free(&line);
}

/* A dot label: quotes and backslashes escaped, each line left-aligned. */
static void dot_line(StrBuf *label, const StrBuf *text) {
  for (size_t i = 0; i < text->len; i++) {
    if (text->data[i] == '"' || text->data[i] == '\\')
      sb_putc(label, '\\');
    sb_putc(label, text->data[i]);
  }
  sb_puts(label, "\\l");
}

static void dump_dot(FILE *out, const Cfg *cfg) {
  StrBuf text = {0}, label = {0};
  fprintf(out, "digraph \"%s\" {\n  node [shape=box, fontname=monospace];\n", cfg->function->name->name);
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *block = cfg->blocks.data[i];
    label.len = text.len = 0;
    sb_puts(&label, "");
    print_block_head(&text, cfg, block);
    dot_line(&label, &text);
    for (int k = 0; k < block->events.len; k++) {
      text.len = 0;
      print_event(&text, &block->events.data[k]);
      dot_line(&label, &text);
    }
    text.len = 0;
    print_terminator(&text, block);
    dot_line(&label, &text);
    fprintf(out, "  B%d [label=\"%s\"%s];\n", block->id, label.data, block->reachable ? "" : ", style=dashed");
    for (int s = 0; s < block->succs.len; s++) {
      const char *edge = block->term == TERM_BRANCH ? (s == 0 ? " [label=\"true\"]" : " [label=\"false\"]") : "";
      fprintf(out, "  B%d -> B%d%s;\n", block->id, block->succs.data[s]->id, edge);
    }
  }
  fputs("}\n", out);
  sb_free(&text);
  sb_free(&label);
}

void cfg_dump(FILE *out, const Cfg *cfg, bool dot) {
  if (dot)
    dump_dot(out, cfg);
  else
    dump_text(out, cfg);
}

/* -------------------------------------------------------------- cfg_check */

static int count_in(Block *const *blocks, int len, const Block *block) {
  int n = 0;
  for (int i = 0; i < len; i++)
    n += blocks[i] == block;
  return n;
}

static int violation(const Cfg *cfg, const Block *block, const char *what) {
  const Token *at = block && block->tok ? block->tok : cfg->function->tok;
  diag_token(SEV_ERROR, at, "internal error: CFG of '%s', block B%d: %s", cfg->function->name->name,
             block ? block->id : -1, what);
  return 1;
}

int cfg_check(const Cfg *cfg) {
  int violations = 0;
  if (cfg->entry->preds.len)
    violations += violation(cfg, cfg->entry, "the entry has predecessors");
  if (cfg->exit->succs.len || cfg->exit->term != TERM_EXIT)
    violations += violation(cfg, cfg->exit, "the exit is not a sink");
  for (int i = 0; i < cfg->blocks.len; i++) {
    const Block *block = cfg->blocks.data[i];
    if (block->id != i)
      violations += violation(cfg, block, "its number is not its place");
    for (int s = 0; s < block->succs.len; s++) {
      const Block *succ = block->succs.data[s];
      if (count_in(succ->preds.data, succ->preds.len, block) != count_in(block->succs.data, block->succs.len, succ))
        violations += violation(cfg, block, "an edge is not in its successor's predecessors");
      if (succ == cfg->exit && block->term != TERM_RETURN)
        violations += violation(cfg, block, "the exit is reached other than by a return");
      if (succ->id >= cfg->blocks.len || cfg->blocks.data[succ->id] != succ)
        violations += violation(cfg, block, "a successor is not in the graph");
    }
    for (int p = 0; p < block->preds.len; p++) {
      const Block *pred = block->preds.data[p];
      if (!count_in(pred->succs.data, pred->succs.len, block))
        violations += violation(cfg, block, "a predecessor has no edge here");
    }
    int n = block->succs.len;
    bool shape_ok;
    switch (block->term) {
    case TERM_GOTO: shape_ok = n == 1; break;
    case TERM_BRANCH: shape_ok = n == 2 && block->cond; break;
    case TERM_SWITCH: shape_ok = n >= 1 && block->cases && block->cond; break;
    case TERM_RETURN: shape_ok = n == 1 && block->succs.data[0] == cfg->exit; break;
    case TERM_NORETURN: shape_ok = n == 0; break;
    case TERM_INDIRECT: shape_ok = block->cond != NULL; break;
    case TERM_ASM_GOTO: shape_ok = n >= 1 && block->cond; break;
    case TERM_EXIT: shape_ok = block == cfg->exit; break;
    default: shape_ok = false; break;
    }
    if (!shape_ok)
      violations += violation(cfg, block, "its terminator does not match its edges");
    if (!block->tok)
      violations += violation(cfg, block, "its terminator has no location");
    for (int k = 0; k < block->events.len; k++) {
      const Event *e = &block->events.data[k];
      if (!e->token || !e->node || ((e->kind == EV_CLEANUP || e->kind == EV_DECLARE) && !event_var(e)))
        violations += violation(cfg, block, "an event has no location or no node");
    }
    if (block->reachable && block != cfg->entry && !block->preds.len)
      violations += violation(cfg, block, "it is reachable with no predecessor");
  }
  return violations;
}
