/*
 * term.c: lock terms written as text and read back (term.h).
 */
#include "term.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

const Type *path_type(const Path *t) {
  const Type *base;
  switch (t->kind) {
  case PATH_VAR: return ((const Obj *)t->key)->type;
  case PATH_PARAM: return ((const Param *)t->key)->type;
  case PATH_FIELD: return ((const Member *)t->key)->type;
  case PATH_LOAD: return path_type(t->base);
  case PATH_RESULT: return ((const Type *)t->key)->base;
  case PATH_DEREF:
    base = path_type(t->base);
    return base && (base->kind == TY_POINTER || base->kind == TY_ARRAY) ? base->base : NULL;
  case PATH_INDEX: /* through a pointer, base is already the element */
    base = path_type(t->base);
    return t->value ? base : base && base->kind == TY_ARRAY ? base->base : NULL;
  default: return NULL;
  }
}

/* The struct or union whose member t's members are. */
static const Record *term_record(const Path *t, const TermScope *scope) {
  if (t->kind == PATH_SELF)
    return scope->self;
  const Type *type = path_type(t);
  return type && (type->kind == TY_STRUCT || type->kind == TY_UNION) ? type->record : NULL;
}

bool internal_linkage(const Obj *o) {
  const Obj *first = first_declaration((Obj *)o);
  for (const Obj *d = first->last ? first->last : o; d; d = d->previous)
    if (d->storage & SC_STATIC)
      return true;
  return false;
}

void static_mark(StrBuf *out, const Obj *o) {
  if (o->kind != OBJ_VAR || o->is_param || (o->is_local ? !(o->storage & SC_STATIC) : !internal_linkage(o)))
    return;
  const Token *decl = first_declaration((Obj *)o)->tok;
  const SrcFile *file = src_get(decl->loc.file);
  char *path = file ? absolute_path(file->path) : xstrdup("?");
  char *where = format("%s:%u:%u", path, decl->loc.line, decl->loc.col);
  sb_printf(out, "%c%016llx", STATIC_CLASS_MARK, (unsigned long long)hash_bytes64(where, strlen(where)));
  free(path);
  free(where);
}

static bool write_term(StrBuf *out, const Path *t, const TermScope *scope) {
  static const char *const unary[] = {
    [PATH_DEREF] = "deref", [PATH_ADDR] = "addr", [PATH_NOT] = "not", [PATH_LOAD] = "load",
  };
  switch (t->kind) {
  case PATH_VAR: {
    const Obj *obj = t->key;
    if (obj->is_local || obj->is_param)
      return false;
    sb_printf(out, "(var %s", obj->name->name);
    static_mark(out, obj); /* one file's static is not another's */
    sb_putc(out, ')');
    return true;
  }
  case PATH_PARAM: sb_printf(out, "(param %lld)", (long long)t->value); return true;
  case PATH_SELF: sb_puts(out, "(self)"); return true;
  case PATH_RESULT: sb_puts(out, "(result)"); return true;
  case PATH_CONST: sb_printf(out, "(const %lld)", (long long)t->value); return true;
  case PATH_NAME: {
    sb_puts(out, "(name \"");
    for (const char *c = t->key; *c; c++)
      sb_printf(out, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
    sb_puts(out, "\")");
    return true;
  }
  case PATH_DEREF: case PATH_ADDR: case PATH_NOT: case PATH_LOAD:
    sb_printf(out, "(%s ", unary[t->kind]);
    if (!write_term(out, t->base, scope))
      return false;
    sb_putc(out, ')');
    return true;
  case PATH_FIELD: {
    const Member *m = t->key;
    sb_puts(out, "(field ");
    if (!write_term(out, t->base, scope))
      return false;
    /* a member is found in the type of the term it belongs to; where a
       cast the term does not keep hides it (`((struct s *)p)->mu`, p a
       void *), in the struct or union its tag names at file scope (not
       one of a block, nor one a block's tag hides) */
    const Record *r = term_record(t->base, scope);
    const Type *named = m->record && m->record->tag ? m->record->tag->tag : NULL;
    bool tagged = !r && named && (named->kind == TY_STRUCT || named->kind == TY_UNION) && named->record == m->record;
    if (tagged)
      r = m->record;
    int i = 0;
    const Member *x = r ? r->members : NULL;
    for (; x && x != m; x = x->next)
      i++;
    if (!x)
      return false;
    if (m->name)
      sb_printf(out, " %s", m->name->name);
    else
      sb_printf(out, " #%d", i);
    if (tagged)
      sb_printf(out, " (%s %s)", r->is_union ? "union" : "struct", r->tag->name);
    sb_putc(out, ')');
    return true;
  }
  case PATH_INDEX:
    sb_printf(out, "(%s ", t->value ? "index" : "elem");
    if (!write_term(out, t->base, scope))
      return false;
    sb_putc(out, ' ');
    if (!write_term(out, t->index, scope))
      return false;
    sb_putc(out, ')');
    return true;
  default: /* a call's result, a value two paths met with, an operation */
    return false;
  }
}

bool term_write(StrBuf *out, const Path *t, const TermScope *scope) {
  size_t len = out->len;
  if (write_term(out, t, scope))
    return true;
  out->len = len;
  if (out->data)
    out->data[len] = '\0';
  return false;
}

char *term_string(const Path *t, const TermScope *scope) {
  StrBuf b = {0};
  if (!t || !term_write(&b, t, scope)) {
    sb_free(&b);
    return NULL;
  }
  sb_putc(&b, '\0');
  return b.data;
}

/* ---------------------------------------------------------------- reading */

typedef struct Reader {
  const char *at;
  const TermScope *scope;
  Analysis a;           /* interns in the unit's templates */
  char *error;
} Reader;

static const Path *fail(Reader *r, const char *what, const char *name) {
  if (!r->error)
    r->error = name ? format("%s '%s'", what, name) : xstrdup(what);
  return NULL;
}

static void skip_spaces(Reader *r) {
  while (*r->at == ' ' || *r->at == '\t' || *r->at == '\n')
    r->at++;
}

/* A word: letters, digits, '_', '#' and '-' (a number's sign); its length. */
static size_t word(Reader *r, const char **start) {
  skip_spaces(r);
  *start = r->at;
  while (isalnum((unsigned char)*r->at) || *r->at == '_' || *r->at == '#' || *r->at == '-')
    r->at++;
  return (size_t)(r->at - *start);
}

static bool is_word(const char *start, size_t n, const char *w) { return strlen(w) == n && !strncmp(start, w, n); }

static bool number(Reader *r, int64_t *value) {
  const char *start;
  size_t n = word(r, &start);
  if (!n)
    return false;
  char *end;
  long long v = strtoll(start, &end, 10);
  *value = v;
  return end == r->at;
}

static const Obj *global_named(TranslationUnit *tu, const char *name, size_t n) {
  for (const Obj *obj = tu->globals; obj; obj = obj->next)
    if (obj->kind == OBJ_VAR && strlen(obj->name->name) == n && !strncmp(obj->name->name, name, n))
      return first_declaration((Obj *)obj);
  for (const Obj *obj = tu->other_files; obj; obj = obj->next)
    if (strlen(obj->name->name) == n && !strncmp(obj->name->name, name, n))
      return obj;
  return NULL;
}

static const Path *read_term(Reader *r);

/* `(struct TAG)` or `(union TAG)`: the record the unit's file scope
   gives the tag; NULL for none. */
static const Record *read_tag(Reader *r) {
  r->at++; /* ( */
  const char *kind, *tag;
  size_t k = word(r, &kind), n = word(r, &tag);
  skip_spaces(r);
  bool is_union = is_word(kind, k, "union");
  if (!(is_union || is_word(kind, k, "struct")) || !n || *r->at != ')') {
    fail(r, "expected (struct TAG) or (union TAG)", NULL);
    return NULL;
  }
  r->at++;
  char *text = format("%.*s", (int)n, tag);
  const Type *type = intern_cstr(text)->tag;
  const Record *record = NULL;
  if (type && (type->kind == TY_STRUCT || type->kind == TY_UNION) && type->record->is_union == is_union)
    record = type->record;
  else
    fail(r, is_union ? "no union" : "no struct", text);
  free(text);
  return record;
}

static const Path *read_field(Reader *r) {
  const Path *base = read_term(r);
  if (!base)
    return NULL;
  const char *name;
  size_t n = word(r, &name);
  char *text = format("%.*s", (int)n, name);
  skip_spaces(r);
  const Record *record = *r->at == '(' ? read_tag(r) : term_record(base, r->scope);
  const Member *found = NULL;
  int position = name[0] == '#' ? atoi(name + 1) : -1, i = 0;
  for (const Member *m = record ? record->members : NULL; m && !found; m = m->next, i++)
    if (position >= 0 ? i == position : m->name && !strcmp(m->name->name, text))
      found = m;
  const Path *t = found ? path_field(&r->a, base, found) : fail(r, "no member", text);
  free(text);
  return t;
}

static const Path *read_name(Reader *r) {
  skip_spaces(r);
  if (*r->at != '"')
    return fail(r, "expected a quoted name", NULL);
  StrBuf text = {0};
  for (r->at++; *r->at && *r->at != '"'; r->at++) {
    if (*r->at == '\\' && r->at[1])
      r->at++;
    sb_putc(&text, *r->at);
  }
  if (*r->at != '"') {
    sb_free(&text);
    return fail(r, "unterminated name", NULL);
  }
  r->at++;
  const Path *t = path_name(&r->a, intern_cstr(text.data ? text.data : "")->name);
  sb_free(&text);
  return t;
}

static const Path *read_term(Reader *r) {
  skip_spaces(r);
  if (*r->at != '(')
    return fail(r, "expected '('", NULL);
  r->at++;
  const char *kind;
  size_t n = word(r, &kind);
  const Path *t = NULL, *base, *index;
  int64_t value;
  const TermScope *scope = r->scope;
  if (is_word(kind, n, "var")) {
    const char *name;
    size_t len = word(r, &name);
    const Obj *obj = NULL;
    size_t marked = len ? static_mark_length(r->at) : 0;
    if (marked) {
      /* a static (static_mark): the unit's own, or another file's, a
         variable of its own named with the mark */
      const Obj *own = global_named(scope->tu, name, len);
      StrBuf mark = {0};
      if (own)
        static_mark(&mark, own);
      if (mark.len == marked && !memcmp(mark.data, r->at, marked))
        obj = own;
      sb_free(&mark);
      r->at += marked;
      len += marked;
    }
    if (!obj)
      obj = global_named(scope->tu, name, len);
    if (!obj && scope->other_file && len) {
      Obj *made = ARENA_NEW(&scope->tu->arena, Obj);
      made->kind = OBJ_VAR;
      made->name = intern(name, len);
      made->type = ty_int;
      made->storage = SC_EXTERN;
      made->next = scope->tu->other_files;
      scope->tu->other_files = made;
      obj = made;
    }
    if (!obj) {
      char *text = format("%.*s", (int)len, name);
      fail(r, "no variable of file scope named", text);
      free(text);
      return NULL;
    }
    t = path_var(&r->a, obj);
  } else if (is_word(kind, n, "param")) {
    if (!number(r, &value))
      return fail(r, "expected a parameter's number", NULL);
    const Param *p = scope->function ? scope->function->params : NULL;
    for (int64_t i = 0; p && i < value; i++)
      p = p->next;
    if (!p || value < 0)
      return fail(r, "no such parameter", NULL);
    t = path_intern(&r->a, PATH_PARAM, NULL, NULL, p, value);
  } else if (is_word(kind, n, "self")) {
    t = path_intern(&r->a, PATH_SELF, NULL, NULL, NULL, 0);
  } else if (is_word(kind, n, "result")) {
    if (!scope->function)
      return fail(r, "no function for (result)", NULL);
    t = path_intern(&r->a, PATH_RESULT, NULL, NULL, scope->function, 0);
  } else if (is_word(kind, n, "const")) {
    if (!number(r, &value))
      return fail(r, "expected a number", NULL);
    t = path_const(&r->a, value);
  } else if (is_word(kind, n, "name")) {
    t = read_name(r);
  } else if (is_word(kind, n, "field")) {
    t = read_field(r);
  } else if (is_word(kind, n, "deref") || is_word(kind, n, "addr") || is_word(kind, n, "not") ||
             is_word(kind, n, "load")) {
    if (!(base = read_term(r)))
      return NULL;
    t = kind[0] == 'd' ? path_deref(&r->a, base) /* canonical: (deref (addr X)) is X */
      : kind[0] == 'a' ? path_addr(&r->a, base)
      : kind[0] == 'n' ? path_not(&r->a, base)
      : path_intern(&r->a, PATH_LOAD, base, NULL, NULL, 0);
  } else if (is_word(kind, n, "index") || is_word(kind, n, "elem")) {
    if (!(base = read_term(r)) || !(index = read_term(r)))
      return NULL;
    t = path_index(&r->a, base, index, kind[0] == 'i');
  } else {
    char *text = format("%.*s", (int)n, kind);
    fail(r, "no kind of term named", text);
    free(text);
    return NULL;
  }
  if (!t)
    return NULL;
  skip_spaces(r);
  if (*r->at != ')')
    return fail(r, "expected ')'", NULL);
  r->at++;
  return t;
}

const Path *term_read(const char **text, const TermScope *scope, char **error) {
  Reader r = {.at = *text, .scope = scope,
              .a = {.arena = &scope->tu->arena, .tu = scope->tu, .templating = true}};
  const Path *t = read_term(&r);
  *error = r.error;
  if (t)
    *text = r.at;
  return t;
}
