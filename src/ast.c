/*
 * ast.c: --dump-ast, the typed AST as indented text for golden tests.
 *
 * One line per declaration, statement or expression:
 *   kind [name or value] 'type' <line:col>
 * children indented by two spaces, in source order.  Declarations show
 * their storage class and attribute names.  The form is stable: tests
 * compare it.
 */
#include "annotalysis.h"

static const char *const node_names[] = {
#define X(kind, name) name,
#include "ast.def"
#undef X
};

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

static void dump_node(FILE *out, const Node *n, int depth) {
  if (!n)
    return;
  if (n->kind == ND_DECL) {
    dump_obj(out, n->obj, depth);
    return;
  }
  indent(out, depth);
  fputs(node_names[n->kind], out);
  switch (n->kind) {
  case ND_NUM: case ND_ENUM_CONST:
    /* an integer literal is never negative, even one of type __int128 */
    if ((n->type && type_is_unsigned(n->type)) || (n->kind == ND_NUM && n->tok->kind == TK_NUMBER))
      fprintf(out, " %llu", (unsigned long long)n->value);
    else
      fprintf(out, " %lld", (long long)n->value);
    break;
  case ND_FNUM: case ND_STR: fprintf(out, " %.*s", (int)n->tok->len, n->tok->text); break;
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
  print_attrs(out, n->attrs);
  if (n->type_operand && n->type_operand != n->type) {
    fputs(" of", out);
    print_type(out, n->type_operand);
  }
  print_loc(out, n->tok);
  fputc('\n', out);
  if (n->kind == ND_FOR) {
    dump_list(out, n->init, depth + 1);
  } else {
    dump_node(out, n->init, depth + 1);
  }
  dump_node(out, n->cond, depth + 1);
  dump_node(out, n->then, depth + 1);
  dump_node(out, n->els, depth + 1);
  dump_node(out, n->inc, depth + 1);
  dump_node(out, n->lhs, depth + 1);
  dump_node(out, n->rhs, depth + 1);
  if (n->kind == ND_BLOCK || n->kind == ND_INIT_LIST || n->kind == ND_CALL || n->kind == ND_DESIGNATION)
    dump_list(out, n->kind == ND_BLOCK ? n->body : n->args, depth + 1);
  else
    dump_node(out, n->body, depth + 1);
}

void ast_dump(FILE *out, const TranslationUnit *tu) {
  for (const Obj *obj = tu->globals; obj; obj = obj->next)
    dump_obj(out, obj, 0);
}
