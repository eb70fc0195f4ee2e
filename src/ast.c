/*
 * ast.c: --dump-ast, the typed AST as indented text for golden tests, and
 * expr_print, an expression back in C syntax for messages and dumps.
 *
 * One line per declaration, statement or expression:
 *   kind [name or value] 'type' <line:col>
 * children indented by two spaces, in source order.  Declarations show
 * their storage class and attribute names.  The form is stable: tests
 * compare it.
 */
#include "annotalysis.h"

#include <stddef.h>
#include <string.h>

static const char *const node_names[] = {
#define X(kind, name) name,
#include "ast.def"
#undef X
};

enum { NODE_NAME = offsetof(Node, value), NODE_LEAF = offsetof(Node, lhs), NODE_HEAD = offsetof(Node, body) };
_Static_assert(NODE_NAME % 8 == 0 && NODE_LEAF % 8 == 0 && NODE_HEAD % 8 == 0 && sizeof(Node) % 8 == 0,
               "nodes are allocated in 8-byte slots (arena_zalloc8)");

/* The one table of which fields each kind has: up to the last it uses. */
size_t node_size(NodeKind kind) {
  switch (kind) {
  case ND_VAR: case ND_RESULT: case ND_BREAK: case ND_CONTINUE:
    return NODE_NAME; /* no value */
  case ND_NUM: case ND_FNUM: case ND_STR: case ND_ENUM_CONST: case ND_SELF:
    return NODE_LEAF;
  case ND_CALL: case ND_INIT_LIST: case ND_DESIGNATION: case ND_STMT_EXPR:
    return offsetof(Node, then); /* body or args */
  case ND_BLOCK: case ND_CAST: case ND_SIZEOF: case ND_ALIGNOF:
    return offsetof(Node, cond); /* and end or type_operand */
  case ND_GENERIC: case ND_COMPOUND_LIT: case ND_LABEL_ADDR: case ND_BUILTIN: case ND_MEMBER: case ND_COND:
  case ND_NULL_STMT: case ND_IF: case ND_SWITCH: case ND_CASE: case ND_DEFAULT: case ND_WHILE: case ND_DO:
  case ND_FOR: case ND_GOTO: case ND_LABEL: case ND_ASM: case ND_STATIC_ASSERT:
    return sizeof(Node);
  default:
    return NODE_HEAD;
  }
}

bool node_is_leaf(NodeKind kind) { return node_size(kind) <= NODE_LEAF; }

bool node_has_tail(NodeKind kind) { return node_size(kind) > NODE_HEAD; }

Node *node_new(Arena *arena, NodeKind kind) {
  Node *n = arena_zalloc8(arena, ANNOTALYSIS_ASAN ? sizeof(Node) : node_size(kind));
  n->kind = kind;
  size_t size = node_size(kind);
  if (size < sizeof(Node)) /* make asan: a read past the kind's fields is an error */
    memory_poison((char *)n + size, sizeof(Node) - size);
  return n;
}

Node *node_copy(Arena *arena, const Node *n) {
  Node *copy = node_new(arena, n->kind);
  memcpy(copy, n, node_size(n->kind));
  return copy;
}

static void indent(FILE *out, int depth) {
  for (int i = 0; i < depth; i++)
    fputs("  ", out);
}

static void print_type(FILE *out, const Type *type) {
  if (!type)
    return;
  StrBuf sb = {0};
  type_print(&sb, type);
  fprintf(out, " '%s'", sb.data ? sb.data : "");
  sb_free(&sb);
}

static void print_loc(FILE *out, const Token *t) {
  if (t)
    fprintf(out, " <%u:%u>", t->loc.line, t->loc.col);
}

static void print_attrs(FILE *out, const Attr *attrs) {
  for (const Attr *a = attrs; a; a = a->next) {
    fprintf(out, " [[%s%s%s", a->scope ? a->scope->name : "", a->scope ? "::" : "", a->name->name);
    if (a->nargs) {
      fputc('(', out);
      for (int i = 0; i < a->nargs; i++)
        fprintf(out, "%s%.*s", i ? " " : "", (int)a->args[i].len, a->args[i].text);
      fputc(')', out);
    }
    fputs("]]", out);
  }
}

static void print_storage(FILE *out, int storage) {
  static const char *const names[] = {"extern", "static", "auto", "register", "thread_local",
                                      "inline", "noreturn", "typedef"};
  for (int i = 0; i < 8; i++)
    if (storage & (1 << i))
      fprintf(out, " %s", names[i]);
}

static void dump_node(FILE *out, const Node *n, int depth);

static void dump_obj(FILE *out, const Obj *obj, int depth) {
  static const char *const kinds[] = {"var", "function", "typedef", "enumerator", "label"};
  indent(out, depth);
  fprintf(out, "%s%s %s", obj->is_param ? "param" : kinds[obj->kind],
          obj->kind == OBJ_FUNC && obj->body ? "-definition" : "", obj->name->name);
  print_type(out, obj->type);
  print_storage(out, obj->storage);
  print_attrs(out, obj->attrs);
  print_loc(out, obj->tok);
  fputc('\n', out);
  for (const Obj *param = obj->params; param && obj->body; param = param->next)
    dump_obj(out, param, depth + 1);
  if (obj->init)
    dump_node(out, obj->init, depth + 1);
  if (obj->body)
    dump_node(out, obj->body, depth + 1);
}

static void dump_list(FILE *out, const Node *n, int depth) {
  for (; n; n = n->next)
    dump_node(out, n, depth);
}

static bool has_type_operand(NodeKind kind) {
  return kind == ND_SIZEOF || kind == ND_ALIGNOF || kind == ND_CAST || kind == ND_COMPOUND_LIT ||
         kind == ND_BUILTIN;
}

/* The children a node keeps in the fields of Node that kinds share
   (annotalysis.h), read only for the kinds that own them: initializers,
   condition, branches, increment. */
static void dump_shared_children(FILE *out, const Node *n, int depth) {
  switch (n->kind) {
  case ND_FOR:
    dump_list(out, n->init, depth);
    dump_node(out, n->cond, depth);
    dump_node(out, n->inc, depth);
    break;
  case ND_COMPOUND_LIT:
    dump_node(out, n->init, depth);
    break;
  case ND_COND:
    dump_node(out, n->cond, depth);
    dump_node(out, n->then, depth);
    dump_node(out, n->els, depth);
    break;
  case ND_SWITCH: case ND_WHILE: case ND_DO:
    dump_node(out, n->cond, depth);
    break;
  default:
    break;
  }
}

static void dump_line(FILE *out, const Node *n, int depth, const char *prefix);

/* An if and the `else if` chain after it: each link of the chain on a line
   "else if" at the depth of the first, its condition and branch below it,
   and the last `else` as the last link's child.  Read in a loop, so that a
   chain of 100,000 is neither 100,000 calls deep nor indented as deep. */
static void dump_if(FILE *out, const Node *n, int depth) {
  for (const char *prefix = "";; prefix = "else ") {
    dump_line(out, n, depth, prefix);
    dump_node(out, n->cond, depth + 1);
    dump_node(out, n->then, depth + 1);
    if (!n->els || n->els->kind != ND_IF) {
      dump_node(out, n->els, depth + 1);
      return;
    }
    n = n->els;
  }
}

static void dump_node(FILE *out, const Node *n, int depth) {
  if (!n)
    return;
  if (n->kind == ND_DECL) {
    dump_obj(out, n->obj, depth);
    return;
  }
  if (n->kind == ND_IF) {
    dump_if(out, n, depth);
    return;
  }
  dump_line(out, n, depth, "");
  dump_shared_children(out, n, depth + 1);
  if (node_is_leaf(n->kind))
    return;
  dump_node(out, n->lhs, depth + 1);
  dump_node(out, n->rhs, depth + 1);
  if (n->kind == ND_BLOCK || n->kind == ND_INIT_LIST || n->kind == ND_CALL || n->kind == ND_DESIGNATION)
    dump_list(out, n->kind == ND_BLOCK ? n->body : n->args, depth + 1);
  else if (n->kind != ND_ASM && node_has_tail(n->kind)) /* asm goto's labels share body's field */
    dump_node(out, n->body, depth + 1);
}

/* The node's own line, its children aside: prefix, kind, name or value,
   type, location. */
static void dump_line(FILE *out, const Node *n, int depth, const char *prefix) {
  indent(out, depth);
  fprintf(out, "%s%s", prefix, node_names[n->kind]);
  switch (n->kind) {
  case ND_NUM: case ND_ENUM_CONST:
    /* an integer literal is never negative, even one of type __int128 */
    if ((n->type && type_is_unsigned(n->type)) || (n->kind == ND_NUM && node_tok(n)->kind == TK_NUMBER))
      fprintf(out, " %llu", (unsigned long long)n->value);
    else
      fprintf(out, " %lld", (long long)n->value);
    break;
  case ND_FNUM: case ND_STR: fprintf(out, " %.*s", (int)node_tok(n)->len, node_tok(n)->text); break;
  case ND_VAR: fprintf(out, " %s", n->obj->name->name); break;
  case ND_MEMBER: if (n->member && n->member->name) fprintf(out, " %s%s", n->arrow ? "->" : ".", n->member->name->name);
                  else if (n->label) fprintf(out, " .%s", n->label->name);
                  else fputs(" <anonymous>", out);
                  break;
  case ND_ASSIGN: if (n->op != ND_ASSIGN) fprintf(out, " %s=", node_names[n->op]); break;
  case ND_CASE: fprintf(out, " %lld", (long long)n->value);
                if (n->value2 != n->value) fprintf(out, " ... %lld", (long long)n->value2);
                break;
  case ND_GOTO: case ND_LABEL: case ND_LABEL_ADDR: if (n->label) fprintf(out, " %s", n->label->name); break;
  case ND_CALL: if (n->obj) fprintf(out, " %s", n->obj->name->name); break;
  default: break;
  }
  if (n->is_constant && n->kind != ND_NUM && n->kind != ND_ENUM_CONST)
    fprintf(out, " = %lld", (long long)n->value);
  print_type(out, n->type);
  if (n->kind == ND_LABEL || n->kind == ND_NULL_STMT)
    print_attrs(out, n->attrs);
  if (has_type_operand(n->kind) && n->type_operand && n->type_operand != n->type) {
    fputs(" of", out);
    print_type(out, n->type_operand);
  }
  print_loc(out, node_tok(n));
  fputc('\n', out);
}

void ast_dump(FILE *out, const TranslationUnit *tu) {
  for (const Obj *obj = tu->globals; obj; obj = obj->next)
    dump_obj(out, obj, 0);
}

/* ------------------------------------------------------------ expr_print */

/* C17 6.5's precedence levels, highest first: what decides the parentheses. */
enum { PREC_COMMA = 1, PREC_ASSIGN, PREC_COND, PREC_LOGOR, PREC_LOGAND, PREC_BITOR, PREC_BITXOR,
       PREC_BITAND, PREC_EQ, PREC_REL, PREC_SHIFT, PREC_ADD, PREC_MUL, PREC_UNARY, PREC_POSTFIX };

static int precedence(const Node *n) {
  switch (n->kind) {
  case ND_COMMA: return PREC_COMMA;
  case ND_ASSIGN: return PREC_ASSIGN;
  case ND_COND: return PREC_COND;
  case ND_LOGOR: return PREC_LOGOR;
  case ND_LOGAND: return PREC_LOGAND;
  case ND_BITOR: return PREC_BITOR;
  case ND_BITXOR: return PREC_BITXOR;
  case ND_BITAND: return PREC_BITAND;
  case ND_EQ: case ND_NE: return PREC_EQ;
  case ND_LT: case ND_LE: case ND_GT: case ND_GE: return PREC_REL;
  case ND_SHL: case ND_SHR: return PREC_SHIFT;
  case ND_ADD: case ND_SUB: return PREC_ADD;
  case ND_MUL: case ND_DIV: case ND_MOD: return PREC_MUL;
  case ND_ADDR: case ND_DEREF: case ND_POS: case ND_NEG: case ND_BITNOT: case ND_NOT: case ND_CAST:
  case ND_PRE_INC: case ND_PRE_DEC: case ND_SIZEOF: case ND_ALIGNOF: case ND_REAL: case ND_IMAG:
    return PREC_UNARY;
  default:
    return PREC_POSTFIX;
  }
}

/* n, in parentheses when it binds less tightly than its place asks. */
static void print_operand(StrBuf *out, const Node *n, int wanted) {
  bool paren = precedence(n) < wanted;
  if (paren)
    sb_putc(out, '(');
  expr_print(out, n);
  if (paren)
    sb_putc(out, ')');
}

static void print_type_name(StrBuf *out, const Type *type) {
  if (type)
    type_print(out, type);
  else
    sb_puts(out, "?");
}

static void print_member(StrBuf *out, const Node *n) {
  const Node *base = n->lhs;
  bool arrow = n->arrow;
  while (base->kind == ND_MEMBER && !base->member->name) { /* anonymous: not in the source */
    arrow = base->arrow;
    base = base->lhs;
  }
  const char *name = n->member->name ? n->member->name->name : "";
  if (base->kind == ND_SELF) {
    sb_puts(out, name);
  } else if (arrow && base->kind == ND_DEREF && base->lhs->kind != ND_ADDR) {
    print_operand(out, base->lhs, PREC_POSTFIX);
    sb_printf(out, "->%s", name);
  } else {
    print_operand(out, arrow && base->kind == ND_DEREF ? base->lhs->lhs : base, PREC_POSTFIX);
    sb_printf(out, ".%s", name);
  }
}

static void print_prefix(StrBuf *out, const char *op, const Node *operand) {
  sb_puts(out, op);
  print_operand(out, operand, PREC_UNARY);
}

void expr_print(StrBuf *out, const Node *n) {
  switch (n->kind) {
  case ND_NUM:
    if (n->type && type_is_unsigned(n->type))
      sb_printf(out, "%llu", (unsigned long long)n->value);
    else
      sb_printf(out, "%lld", (long long)n->value);
    return;
  case ND_FNUM: case ND_STR:
    sb_put(out, node_tok(n)->text, node_tok(n)->len);
    return;
  case ND_VAR: case ND_ENUM_CONST:
    sb_puts(out, n->obj->name->name);
    return;
  case ND_SELF:
    return;
  case ND_RESULT:
    sb_puts(out, "return");
    return;
  case ND_LABEL_ADDR:
    sb_printf(out, "&&%s", n->label->name);
    return;
  case ND_MEMBER:
    print_member(out, n);
    return;
  case ND_INDEX:
    print_operand(out, n->lhs, PREC_POSTFIX);
    sb_putc(out, '[');
    expr_print(out, n->rhs);
    sb_putc(out, ']');
    return;
  case ND_CALL:
    print_operand(out, n->lhs, PREC_POSTFIX);
    sb_putc(out, '(');
    for (const Node *a = n->args; a; a = a->next) {
      print_operand(out, a, PREC_ASSIGN);
      if (a->next)
        sb_puts(out, ", ");
    }
    sb_putc(out, ')');
    return;
  case ND_POST_INC: case ND_POST_DEC:
    print_operand(out, n->lhs, PREC_POSTFIX);
    sb_puts(out, n->kind == ND_POST_INC ? "++" : "--");
    return;
  case ND_PRE_INC: print_prefix(out, "++", n->lhs); return;
  case ND_PRE_DEC: print_prefix(out, "--", n->lhs); return;
  case ND_POS: print_prefix(out, "+", n->lhs); return;
  case ND_NEG: print_prefix(out, "-", n->lhs); return;
  case ND_BITNOT: print_prefix(out, "~", n->lhs); return;
  case ND_NOT: print_prefix(out, "!", n->lhs); return;
  case ND_REAL: print_prefix(out, "__real__ ", n->lhs); return;
  case ND_IMAG: print_prefix(out, "__imag__ ", n->lhs); return;
  case ND_ADDR:
    if (n->lhs->kind == ND_DEREF)
      expr_print(out, n->lhs->lhs); /* &*p is p */
    else
      print_prefix(out, "&", n->lhs);
    return;
  case ND_DEREF:
    if (n->lhs->kind == ND_ADDR)
      expr_print(out, n->lhs->lhs); /* *&x is x */
    else
      print_prefix(out, "*", n->lhs);
    return;
  case ND_SIZEOF: case ND_ALIGNOF:
    sb_puts(out, n->kind == ND_SIZEOF ? "sizeof" : "_Alignof");
    if (n->lhs) {
      print_prefix(out, " ", n->lhs);
    } else {
      sb_putc(out, '(');
      print_type_name(out, n->type_operand);
      sb_putc(out, ')');
    }
    return;
  case ND_CAST:
    sb_putc(out, '(');
    print_type_name(out, n->type);
    sb_putc(out, ')');
    print_operand(out, n->lhs, PREC_UNARY);
    return;
  case ND_COND:
    print_operand(out, n->cond, PREC_LOGOR);
    sb_puts(out, n->then ? " ? " : " ?: ");
    if (n->then) {
      expr_print(out, n->then);
      sb_puts(out, " : ");
    }
    print_operand(out, n->els, PREC_COND);
    return;
  case ND_ASSIGN:
    print_operand(out, n->lhs, PREC_UNARY);
    sb_printf(out, " %s= ", n->op != ND_ASSIGN ? node_names[n->op] : "");
    print_operand(out, n->rhs, PREC_ASSIGN);
    return;
  case ND_COMMA:
    print_operand(out, n->lhs, PREC_COMMA);
    sb_puts(out, ", ");
    print_operand(out, n->rhs, PREC_ASSIGN);
    return;
  default:
    break;
  }
  int prec = precedence(n);
  if (prec >= PREC_LOGOR && prec <= PREC_MUL && n->lhs && n->rhs) { /* the binary operators */
    print_operand(out, n->lhs, prec);
    sb_printf(out, " %s ", node_names[n->kind]);
    print_operand(out, n->rhs, prec + 1);
    return;
  }
  /* the rest prints as its kind: a statement expression, _Generic, ... */
  sb_printf(out, "(%s)", node_names[n->kind]);
}
