/*
 * parse.c: C17 with the GNU extensions real code and system headers use,
 * from preprocessed tokens to a typed AST (stage 3).
 *
 * Recursive descent, one function per grammar rule, each headed by the rule
 * and its C17 clause (or the GCC manual section for an extension).  The
 * tokens of the translation unit are pulled from the preprocessor into an
 * array first, so any rule can look ahead.
 *
 * Scopes: each Ident carries its innermost visible ordinary declaration
 * (decl) and tag (tag); entering a scope records a mark in an undo log and
 * leaving it restores the shadowed bindings, so lookup is O(1) and a scope
 * costs what it declares.  A typedef name is an identifier whose decl is an
 * OBJ_TYPEDEF, which is all the parser needs to tell a declaration from an
 * expression.
 *
 * Errors: the first error in a declaration or statement is reported; the
 * parser then skips to the next ';' or '}' at the same nesting (panic mode)
 * and goes on, so one broken function never hides the next.
 */
#include "annotalysis.h"

#include <stdarg.h>
#include <string.h>

typedef enum {
  KW_NONE,
#define K(kind, spelling, where) kind,
#define A(kind, spelling, where)
#include "keywords.def"
#undef K
#undef A
} Keyword;

typedef struct Binding {
  Ident *name;
  Obj *decl;
  Type *tag;
  uint16_t decl_depth, tag_depth;
} Binding;

/* The stream is read into chunks that do not move, so that a token the
   parser holds stays where it is while more are read. */
enum { CHUNK_TOKENS = 4096 };

typedef struct TokenChunk {
  Token toks[CHUNK_TOKENS];
  uint32_t kept[CHUNK_TOKENS]; /* the number of keep's copy of each, or 0 */
} TokenChunk;

struct KeptChunk {
  int len, cap;
  uint32_t first;       /* the number of toks[0], less 1: a multiple of KEPT_SLOT_TOKENS */
  Token toks[];
};

typedef struct Parser {
  const Options *options;
  Arena arena;
  Arena statements;       /* TranslationUnit.statements */
  VEC(int) statement_chunks; /* TranslationUnit.statement_chunks */
  int in_stmt_expr;       /* statement expressions the cursor is in: their statements
                             are expressions' parts, kept with the tree */
  Preprocessor *pp;
  VEC(TokenChunk *) chunks; /* the stream read so far, by chunk: NULL for one behind
                             the external declaration being read (trim_stream) */
  int ntoks;              /* the stream's tokens read so far */
  bool at_eof;            /* the last of them is its TK_EOF */
  int pos;                /* the cursor: an index in the stream, or in sub */
  const Token *sub;       /* parse_attr_arguments: an attribute's argument tokens, read
                             instead of the stream; the last is a TK_EOF */
  int nsub;
  TokenChunk *spare;      /* a chunk trimmed, for the next one */
  KeptTokens kept;        /* TranslationUnit.kept */
  HashMap copies;         /* keep_number's of tokens not of the stream, by address */
  VEC(Binding) undo;      /* shadowed bindings, restored when a scope ends */
  VEC(int) scopes;        /* undo.len at each scope entry */
  Obj *globals;
  Obj **globals_tail;
  Obj *function;          /* the function being defined */
  Type *va_list;          /* __builtin_va_list, made on first use */
  Type *self;             /* the struct whose members' annotations are read */
  VEC(Type *) defining;   /* the structs whose bodies are being read, outermost first */
  uint32_t main_file;     /* SrcLoc.file of the main file */
  VEC(Obj *) address_taken; /* TranslationUnit.address_taken */
  VEC(MemberStore) member_stores; /* TranslationUnit.member_stores */
  bool lenient_names;     /* sparse contexts: an undeclared name is a name */
  Type *result;           /* a function's annotation: the type `return` has there (ND_RESULT) */
  Annotated *annotated, **annotated_tail;
  bool panic;             /* an error was reported: skip to a safe point */
  int nesting;            /* recursion depth of the rules that nest */
  int errors;
} Parser;

static Node *expr(Parser *p);
static Node *assign(Parser *p);
static Node *cast_expr(Parser *p);
static Node *conditional(Parser *p);
static Node *compound_stmt(Parser *p);
static Node *initializer(Parser *p, Type *type);
static Type *type_name(Parser *p);
static bool eval_const(Node *node, int64_t *value);

/* ---------------------------------------------------------------- tokens */

/* Reads the stream's next token into its chunk.  #pragma lines are not
   part of the grammar. */
static void read_token(Parser *p) {
  const Token *t;
  do
    t = pp_next(p->pp);
  while (t->flags & TF_PRAGMA);
  if (p->ntoks % CHUNK_TOKENS == 0) {
    TokenChunk *c = p->spare ? p->spare : xmalloc(sizeof(TokenChunk));
    p->spare = NULL;
    memset(c->kept, 0, sizeof c->kept);
    VEC_PUSH(p->chunks, c);
  }
  p->chunks.data[p->ntoks / CHUNK_TOKENS]->toks[p->ntoks % CHUNK_TOKENS] = *t;
  p->ntoks++;
  p->at_eof = t->kind == TK_EOF;
}

/* token_at past the tokens read so far, or in sub. */
static const Token *token_at_slow(Parser *p, int i) {
  if (p->sub)
    return &p->sub[i < p->nsub ? i : p->nsub - 1];
  while (i >= p->ntoks && !p->at_eof)
    read_token(p);
  if (i >= p->ntoks)
    i = p->ntoks - 1;
  return &p->chunks.data[i / CHUNK_TOKENS]->toks[i % CHUNK_TOKENS];
}

/* The token at index i (of sub, when the parser reads an attribute's
   arguments); past the end, the TK_EOF. */
static inline const Token *token_at(Parser *p, int i) {
  if (!p->sub && i < p->ntoks)
    return &p->chunks.data[i / CHUNK_TOKENS]->toks[i % CHUNK_TOKENS];
  return token_at_slow(p, i);
}

static inline const Token *tok(Parser *p) { return token_at(p, p->pos); }

static inline const Token *peek(Parser *p, int n) { return token_at(p, p->pos + n); }

static inline const Token *advance(Parser *p) {
  const Token *t = tok(p);
  if (t->kind != TK_EOF)
    p->pos++;
  return t;
}

/* A copy of n tokens in a row in the unit's kept tokens, by the number
   of the first: of those at from, or where from is NULL, of the stream's
   from index i.  What the tree names outlives the stream. */
static uint32_t keep_run(Parser *p, int i, int n, const Token *from) {
  KeptChunk *c = p->kept.chunks.len ? p->kept.chunks.data[p->kept.chunks.len - 1] : NULL;
  if (!c || c->len + n > c->cap) {
    int cap = n > KEPT_SLOT_TOKENS ? n : KEPT_SLOT_TOKENS;
    c = xmalloc(sizeof(KeptChunk) + sizeof(Token) * (size_t)cap);
    c->len = 0;
    c->cap = cap;
    c->first = (uint32_t)p->kept.slots.len * KEPT_SLOT_TOKENS;
    if ((size_t)c->first + (size_t)cap >= UINT32_MAX)
      out_of_memory(SIZE_MAX); /* more tokens than a number names */
    for (int k = 0; k < cap; k += KEPT_SLOT_TOKENS)
      VEC_PUSH(p->kept.slots, c->toks + k);
    VEC_PUSH(p->kept.chunks, c);
  }
  for (int k = 0; k < n; k++)
    c->toks[c->len + k] = from ? from[k] : *token_at(p, i + k);
  c->len += n;
  return c->first + (uint32_t)(c->len - n) + 1;
}

/* The number of the copy the tree keeps of t: for a token of the stream,
   the same each time; any other (an attribute's argument) is copied.
   0 for NULL. */
static uint32_t keep_number(Parser *p, const Token *t) {
  if (!t)
    return 0;
  uintptr_t at = (uintptr_t)t;
  for (int k = p->chunks.len - 1; k >= 0; k--) {
    TokenChunk *c = p->chunks.data[k];
    if (!c)
      break; /* the rest are behind: trimmed */
    if (at < (uintptr_t)c->toks || at >= (uintptr_t)(c->toks + CHUNK_TOKENS))
      continue;
    int i = (int)(t - c->toks);
    if (!c->kept[i])
      c->kept[i] = keep_run(p, k * CHUNK_TOKENS + i, 1, NULL);
    return c->kept[i];
  }
  /* a token the parser made (an attribute's argument): one copy too, so
     that a declaration and a use of it name the same token */
  uint32_t *copied = hashmap_get(&p->copies, (const char *)&t, sizeof t);
  if (copied)
    return *copied;
  copied = ARENA_NEW(&p->arena, uint32_t);
  *copied = keep_run(p, 0, 1, t);
  hashmap_put(&p->copies, arena_memdup(&p->arena, &t, sizeof t), sizeof t, copied);
  return *copied;
}

/* What the tree keeps of t (keep_number). */
static const Token *keep(Parser *p, const Token *t) { return kept_token(&p->kept, keep_number(p, t)); }

/* Frees the chunks wholly behind the cursor, at the start of an external
   declaration: nothing holds their tokens any more but kept copies. */
static void trim_stream(Parser *p) {
  for (int k = p->pos / CHUNK_TOKENS - 1; k >= 0 && p->chunks.data[k]; k--) {
    if (p->spare)
      free(p->chunks.data[k]);
    else
      p->spare = p->chunks.data[k]; /* the next chunk's memory */
    p->chunks.data[k] = NULL;
  }
}


static Keyword keyword(const Token *t) {
  return t->kind == TK_IDENT ? (Keyword)token_ident(t)->keyword : KW_NONE;
}

static bool is_kw(const Token *t, Keyword k) { return keyword(t) == k; }

static inline bool accept(Parser *p, Punct punct) {
  if (!is_punct(tok(p), punct))
    return false;
  advance(p);
  return true;
}

static inline bool accept_kw(Parser *p, Keyword k) {
  if (!is_kw(tok(p), k))
    return false;
  advance(p);
  return true;
}

static void report(Parser *p, const Token *t, bool syntax, const char *fmt, va_list ap) {
  if (p->panic)
    return; /* recovering from a syntax error: say nothing more */
  p->panic = syntax;
  p->errors++;
  char *message = vformat(fmt, ap);
  diag_token(SEV_ERROR, t, "%s", message);
  free(message);
}

/* A syntax error: the parser cannot go on from here, so it skips to the
   end of the declaration or statement (panic mode). */
static void error_at(Parser *p, const Token *t, const char *fmt, ...) PRINTF_LIKE(3, 4);

static void error_at(Parser *p, const Token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(p, t, true, fmt, ap);
  va_end(ap);
}

/* An error in what the code means (an undeclared name, a bad constant):
   the syntax is fine, so parsing goes on as if nothing happened. */
static void semantic_error(Parser *p, const Token *t, const char *fmt, ...) PRINTF_LIKE(3, 4);

static void semantic_error(Parser *p, const Token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(p, t, false, fmt, ap);
  va_end(ap);
}

/* A token as a message quotes it, in the parser's arena: a name whole (as
   GCC does: a cut name could be another one), a literal cut to its first
   40 bytes, marked with "...". */
static const char *spelling(Parser *p, const Token *t) {
  if (t->kind == TK_EOF)
    return "end of file";
  bool cut = t->kind != TK_IDENT && t->len > 40;
  size_t len = cut ? 40 : t->len;
  char *s = arena_alloc(&p->arena, len + sizeof "''...");
  s[0] = '\'';
  memcpy(s + 1, t->text, len);
  strcpy(s + 1 + len, cut ? "...'" : "'");
  return s;
}

static const Token *expect(Parser *p, Punct punct) {
  const Token *t = tok(p);
  if (is_punct(t, punct))
    return advance(p);
  error_at(p, t, "expected '%s' before %s", punct_spelling(punct), spelling(p, t));
  return t;
}

static bool at_file_scope(Parser *p);

/* Skips to the end of the current declaration or statement: past the next
   ';' at this nesting, or up to a '}' that closes an enclosing block. */
static void synchronize(Parser *p) {
  int depth = 0;
  for (;;) {
    const Token *t = tok(p);
    if (t->kind == TK_EOF)
      break;
    if (is_punct(t, P_LPAREN) || is_punct(t, P_LBRACKET) || is_punct(t, P_LBRACE)) {
      depth++;
    } else if (is_punct(t, P_RPAREN) || is_punct(t, P_RBRACKET) || is_punct(t, P_RBRACE)) {
      if (depth == 0 && is_punct(t, P_RBRACE) && !at_file_scope(p))
        break; /* it closes an enclosing block */
      if (depth == 0) {
        advance(p); /* a stray ) or ] */
        continue;
      }
      depth--;
      if (depth == 0 && is_punct(t, P_RBRACE)) {
        advance(p);
        if (is_punct(tok(p), P_SEMI))
          advance(p);
        break;
      }
    } else if (depth == 0 && is_punct(t, P_SEMI)) {
      advance(p);
      break;
    }
    advance(p);
  }
  p->panic = false;
}

/* Deeply nested input would overflow the stack of a recursive-descent
   parser; past this depth it is an error instead. */
enum { MAX_NESTING = 2000 };

static bool too_deep(Parser *p) {
  if (p->nesting < MAX_NESTING)
    return false;
  error_at(p, tok(p), "nesting is deeper than %d levels", MAX_NESTING);
  return true;
}

/* ---------------------------------------------------------------- scopes */

static void enter_scope(Parser *p) { VEC_PUSH(p->scopes, p->undo.len); }

static void leave_scope(Parser *p) {
  int mark = p->scopes.data[--p->scopes.len];
  while (p->undo.len > mark) {
    Binding *b = &p->undo.data[--p->undo.len];
    b->name->decl = b->decl;
    b->name->tag = b->tag;
    b->name->decl_depth = b->decl_depth;
    b->name->tag_depth = b->tag_depth;
  }
}

static bool at_file_scope(Parser *p) { return p->scopes.len == 0; }

/* Binds a declaration or a tag to its name in the current scope; the
   binding it shadows comes back when the scope ends. */
static void bind(Parser *p, Ident *ident, Obj *decl, Type *tag) {
  if (!at_file_scope(p))
    VEC_PUSH(p->undo, ((Binding){ident, ident->decl, ident->tag, ident->decl_depth, ident->tag_depth}));
  uint16_t depth = (uint16_t)p->scopes.len;
  if (decl) {
    ident->decl = decl;
    ident->decl_depth = depth;
  }
  if (tag) {
    ident->tag = tag;
    ident->tag_depth = depth;
  }
}

/* Was ident declared in the current scope (not an enclosing one)? */
static bool declared_here(Parser *p, Ident *ident, bool tag) {
  if (tag)
    return ident->tag && ident->tag_depth == p->scopes.len;
  return ident->decl && ident->decl_depth == p->scopes.len;
}

static Obj *new_obj(Parser *p, ObjKind kind, Ident *name, Type *type, const Token *t) {
  Obj *obj = ARENA_NEW(&p->arena, Obj);
  obj->kind = kind;
  obj->name = name;
  obj->type = type;
  obj->tok = keep(p, t);
  obj->is_local = !at_file_scope(p);
  return obj;
}

static bool is_typedef_name(const Token *t) {
  return t->kind == TK_IDENT && token_ident(t)->keyword == KW_NONE && token_ident(t)->decl &&
         token_ident(t)->decl->kind == OBJ_TYPEDEF;
}

/* Is a node of the kind a statement that only the function's graph
   reads (TranslationUnit.statements)?  Not a declaration, an asm
   statement nor a sparse context: the graph's events name those. */
static bool graph_only(NodeKind kind) {
  switch (kind) {
  case ND_BLOCK: case ND_EXPR_STMT: case ND_NULL_STMT: case ND_IF: case ND_SWITCH: case ND_CASE:
  case ND_DEFAULT: case ND_WHILE: case ND_DO: case ND_FOR: case ND_GOTO: case ND_LABEL:
  case ND_BREAK: case ND_CONTINUE: case ND_RETURN:
    return true;
  default:
    return false;
  }
}

static Node *new_node(Parser *p, NodeKind kind, const Token *t) {
  bool statement = p->function && !p->in_stmt_expr && graph_only(kind);
  Node *node = node_new(statement ? &p->statements : &p->arena, kind);
  node->token = keep_number(p, t);
  return node;
}

/* ------------------------------------------------------------ attributes */

/* The tokens of a balanced parenthesized group; the cursor is on '('. */
static Token *balanced_tokens(Parser *p, int *count) {
  expect(p, P_LPAREN);
  int start = p->pos, depth = 0;
  while (tok(p)->kind != TK_EOF) {
    if (is_punct(tok(p), P_LPAREN))
      depth++;
    else if (is_punct(tok(p), P_RPAREN) && depth-- == 0)
      break;
    advance(p);
  }
  int n = p->pos - start;
  Token *out = ARENA_ARRAY(&p->arena, Token, n ? n : 1);
  for (int i = 0; i < n; i++)
    out[i] = *token_at(p, start + i);
  expect(p, P_RPAREN);
  *count = n;
  return out;
}

static void parse_attr_arguments(Parser *p, Attr *attr, bool lenient);

/* Marks an integer constant expression (`-1`) as the constant it is, for
   the stages after the parser, which read only is_constant and value. */
static void fold_constant(Node *e) {
  int64_t value;
  if (!e->is_constant && eval_const(e, &value)) {
    e->is_constant = true;
    e->value = value;
  }
}

/* aligned(sizeof(long)) and the like: the layout needs a number, so the
   argument is evaluated here and kept as one number token. */
static void fold_aligned_argument(Parser *p, Attr *attr) {
  int64_t value;
  parse_attr_arguments(p, attr, false);
  const Node *e = attr->exprs;
  if (e && !e->next && eval_const((Node *)e, &value) && value > 0) {
    char *text = format("%lld", (long long)value);
    Token *number = ARENA_NEW(&p->arena, Token);
    *number = attr->args[0];
    number->kind = TK_NUMBER;
    token_set_ident(number, NULL);
    number->len = (uint32_t)strlen(text);
    number->text = arena_strndup(&p->arena, text, number->len);
    free(text);
    attr->args = number;
    attr->nargs = 1;
  } else if (!attr->invalid && !p->panic) {
    semantic_error(p, attr->tok, "requested alignment is not an integer constant");
  }
}

/* GCC manual "Attribute Syntax":
     __attribute__ (( attribute-list ))
     attribute: empty | name | name ( arguments )
   and C2x 6.7.12 [[ attribute-list ]] with scoped names. */
static void attribute_list(Parser *p, Attr ***tail, bool c2x) {
  do {
    const Token *t = tok(p);
    if (is_punct(t, P_COMMA) || is_punct(t, P_RPAREN) || is_punct(t, P_RBRACKET))
      continue; /* empty attribute */
    if (t->kind != TK_IDENT) {
      error_at(p, t, "expected attribute name before %s", spelling(p, t));
      return;
    }
    advance(p);
    Attr *attr = ARENA_NEW(&p->arena, Attr);
    attr->tok = keep(p, t);
    attr->name = attribute_name(token_ident(t));
    if (c2x && is_punct(tok(p), P_SCOPE)) {
      advance(p);
      attr->scope = attr->name;
      attr->tok = keep(p, tok(p));
      if (tok(p)->kind == TK_IDENT)
        attr->name = attribute_name(token_ident(advance(p)));
    }
    if (is_punct(tok(p), P_LPAREN)) {
      attr->args = balanced_tokens(p, &attr->nargs);
      if (!strcmp(attr->name->name, "aligned") && attr->nargs > 1)
        fold_aligned_argument(p, attr);
    }
    **tail = attr;
    *tail = &attr->next;
  } while (accept(p, P_COMMA));
}

static bool at_attribute(Parser *p) {
  const Token *t = tok(p);
  return is_kw(t, KW_ATTRIBUTE) || (is_punct(t, P_LBRACKET) && is_punct(peek(p, 1), P_LBRACKET));
}

/* Any run of GNU and C2x attributes, appended to *list. */
static void attributes(Parser *p, Attr **list) {
  Attr **tail = list;
  while (*tail)
    tail = &(*tail)->next;
  for (;;) {
    if (accept_kw(p, KW_ATTRIBUTE)) {
      expect(p, P_LPAREN);
      expect(p, P_LPAREN);
      attribute_list(p, &tail, false);
      expect(p, P_RPAREN);
      expect(p, P_RPAREN);
    } else if (is_punct(tok(p), P_LBRACKET) && is_punct(peek(p, 1), P_LBRACKET)) {
      advance(p);
      advance(p);
      attribute_list(p, &tail, true);
      expect(p, P_RBRACKET);
      expect(p, P_RBRACKET);
    } else {
      return;
    }
  }
}

/* A declarator's own attributes followed by those of its declaration
   specifiers, which all the declarators of the declaration share: own is
   a fresh list, so linking its end to the shared one changes nothing the
   other declarators see. */
static Attr *with_shared(Attr *own, Attr *shared) {
  if (!own)
    return shared;
  Attr *last = own;
  while (last->next)
    last = last->next;
  last->next = shared;
  return own;
}

/* GCC manual "Asm Labels": declarator asm ("name"), kept as an attribute. */
static void asm_label(Parser *p, Attr **list) {
  const Token *t = advance(p);
  Attr *attr = ARENA_NEW(&p->arena, Attr);
  attr->tok = keep(p, t);
  attr->name = intern_cstr("asm");
  attr->args = balanced_tokens(p, &attr->nargs);
  attr->next = *list;
  *list = attr;
}

/* ------------------------------------------------ thread-safety annotations */

/* The arguments of an annotation (attributes.def) are C expressions,
   resolved where the attribute is written: in the scope of the
   declaration, with the function's parameters visible, and for a struct
   member, after the struct is complete, with every member of that struct
   visible by name.  Misuse is the annotations stage's to report; here an
   argument only has to parse. */

/* Parses attr's argument tokens as a comma-separated expression list into
   attr->exprs; lenient: an undeclared name is a name (sparse contexts). */
static void parse_attr_arguments(Parser *p, Attr *attr, bool lenient) {
  attr->resolved = true;
  if (attr->nargs == 0)
    return;
  const Token *saved_sub = p->sub;
  int saved_nsub = p->nsub, saved_pos = p->pos;
  bool saved_panic = p->panic;
  Token *toks = ARENA_ARRAY(&p->arena, Token, attr->nargs + 1);
  memcpy(toks, attr->args, sizeof(Token) * (size_t)attr->nargs);
  toks[attr->nargs] = attr->args[attr->nargs - 1];
  toks[attr->nargs].kind = TK_EOF;
  p->sub = toks;
  p->nsub = attr->nargs + 1;
  p->pos = 0;
  p->panic = false;
  p->lenient_names = lenient;
  int errors = p->errors;
  Node **tail = &attr->exprs;
  do {
    Node *e = assign(p);
    fold_constant(e); /* success values and context counts */
    *tail = e;
    tail = &e->next;
  } while (accept(p, P_COMMA));
  if (tok(p)->kind != TK_EOF)
    error_at(p, tok(p), "expected ')' before %s", spelling(p, tok(p)));
  attr->invalid = p->errors > errors;
  p->lenient_names = false;
  p->sub = saved_sub;
  p->nsub = saved_nsub;
  p->pos = saved_pos;
  p->panic = saved_panic;
}

static void resolve_attr(Parser *p, Attr *attr) {
  const AnnotationSpelling *a = annotation_of(attr);
  if (a && !attr->resolved && a->args != ARGS_NONE && a->args != ARGS_NAME)
    parse_attr_arguments(p, attr, a->args == ARGS_CONTEXT);
}

/* GCC manual "Common Variable Attributes": cleanup(function), whose
   argument names a function the CFG calls when the variable's scope ends. */
static void resolve_cleanup(Parser *p, Obj *obj) {
  for (Attr *a = obj->attrs; a; a = a->next)
    if (!a->resolved && !strcmp(a->name->name, "cleanup"))
      parse_attr_arguments(p, a, false);
}

/* Resolves the annotations in attrs, those of a declaration of type type,
   and lists the declaration for the annotations stage. */
static void resolve_annotations(Parser *p, Annotated decl, Attr *attrs, Type *type) {
  const Attr *a = attrs;
  while (a && !annotation_of(a))
    a = a->next;
  if (!a)
    return;
  Type *fn = type && type->kind == TY_POINTER ? type->base : type;
  bool params = fn && fn->kind == TY_FUNC && fn->params;
  if (params) {
    enter_scope(p);
    for (Param *q = fn->params; q; q = q->next) {
      if (!q->name)
        continue;
      Obj *obj = new_obj(p, OBJ_VAR, q->name, q->type, q->tok);
      obj->is_param = true;
      bind(p, q->name, obj, NULL);
    }
  }
  p->result = fn && fn->kind == TY_FUNC ? fn->base : NULL;
  for (Attr *b = attrs; b; b = b->next)
    resolve_attr(p, b);
  p->result = NULL;
  if (params)
    leave_scope(p);
  Annotated *entry = ARENA_NEW(&p->arena, Annotated);
  *entry = decl;
  *p->annotated_tail = entry;
  p->annotated_tail = &entry->next;
}

/* A typedef's type annotations (capability, reentrant_capability) belong
   to the type it names, so that every declaration spelled with the
   typedef sees them. */
static Attr *type_annotations(Parser *p, Attr *decl_attrs, Attr *type_attrs) {
  for (Attr *a = decl_attrs; a; a = a->next) {
    const AnnotationSpelling *s = annotation_of(a);
    if (!s || (s->meaning != AN_CAPABILITY && s->meaning != AN_REENTRANT))
      continue;
    Attr *copy = ARENA_NEW(&p->arena, Attr);
    *copy = *a;
    copy->next = type_attrs;
    type_attrs = copy;
  }
  return type_attrs;
}

static void annotate_obj(Parser *p, Obj *obj) {
  resolve_annotations(p, (Annotated){.kind = DECL_OBJ, .obj = obj}, obj->attrs, obj->type);
}

/* A struct is complete: its own annotations and its members', which may
   name any member. */
static void annotate_record(Parser *p, Type *type) {
  Record *r = type->record;
  Type *saved = p->self;
  p->self = type;
  resolve_annotations(p, (Annotated){.kind = DECL_RECORD, .record = r}, r->attrs, NULL);
  for (Member *m = r->members; m; m = m->next)
    resolve_annotations(p, (Annotated){.kind = DECL_MEMBER, .member = m, .record = r}, m->attrs, m->type);
  p->self = saved;
}

/* sparse's context statement: __context__ ( [context ,] change ) ; */
static Node *context_statement(Parser *p, const Token *t) {
  Node *n = new_node(p, ND_CONTEXT, t);
  expect(p, P_LPAREN);
  p->lenient_names = true;
  n->rhs = assign(p);
  if (accept(p, P_COMMA)) {
    n->lhs = n->rhs;
    n->rhs = assign(p);
  }
  p->lenient_names = false;
  fold_constant(n->rhs);
  expect(p, P_RPAREN);
  expect(p, P_SEMI);
  return n;
}

/* -------------------------------------------------- declaration specifiers */

typedef struct DeclSpec {
  Type *type;
  int storage;  /* SC_* */
  int align;    /* _Alignas, 0 when none */
  Attr *attrs;
  const Token *tok;
  bool auto_type; /* __auto_type: the type comes from the initializer */
} DeclSpec;

/* Does the token n places ahead start a type name?  __extension__ may come
   first: it is looked through. */
static bool is_type_start(Parser *p, int n) {
  const Token *t = peek(p, n);
  while (is_kw(t, KW_EXTENSION))
    t = peek(p, ++n);
  switch (keyword(t)) {
  case KW_VOID: case KW_CHAR: case KW_SHORT: case KW_INT: case KW_LONG: case KW_FLOAT:
  case KW_DOUBLE: case KW_SIGNED: case KW_UNSIGNED: case KW_BOOL: case KW_COMPLEX:
  case KW_IMAGINARY: case KW_STRUCT: case KW_UNION: case KW_ENUM: case KW_CONST:
  case KW_VOLATILE: case KW_RESTRICT: case KW_ATOMIC: case KW_TYPEOF: case KW_TYPEOF_UNQUAL:
  case KW_AUTO_TYPE: case KW_INT128: case KW_FLOAT16: case KW_FLOAT32: case KW_FLOAT64:
  case KW_FLOAT128: case KW_FLOAT32X: case KW_FLOAT64X: case KW_FLOAT80: case KW_ALIGNAS:
  case KW_BUILTIN_VA_LIST: case KW_ATTRIBUTE:
    return true;
  default:
    return is_typedef_name(t);
  }
}

/* _Static_assert, after any __extension__ (Ruby's headers write
   `__extension__ _Static_assert(...)` at file scope): taken, or nothing. */
static bool accept_static_assert(Parser *p) {
  int n = 0;
  while (is_kw(peek(p, n), KW_EXTENSION))
    n++;
  if (!is_kw(peek(p, n), KW_STATIC_ASSERT))
    return false;
  for (int i = 0; i <= n; i++)
    advance(p);
  return true;
}

static bool is_declaration_start(Parser *p, int n) {
  const Token *t = peek(p, n);
  while (is_kw(t, KW_EXTENSION))
    t = peek(p, ++n);
  switch (keyword(t)) {
  case KW_TYPEDEF: case KW_EXTERN: case KW_STATIC: case KW_AUTO: case KW_REGISTER:
  case KW_THREAD_LOCAL: case KW_INLINE: case KW_NORETURN: case KW_STATIC_ASSERT:
    return true;
  default:
    return is_type_start(p, n);
  }
}

static Type *struct_or_union(Parser *p, bool is_union);
static Type *enum_specifier(Parser *p);
static Type *declarator(Parser *p, Type *type, const Token **name, Attr **attrs);
static Type *abstract_declarator(Parser *p, Type *type);

/* __builtin_va_list: on x86-64, struct __va_list_tag[1]. */
static Type *va_list_type(Parser *p) {
  Type *type = p->va_list;
  if (!type) {
    Record *r = ARENA_NEW(&p->arena, Record);
    r->tag = intern_cstr("__va_list_tag");
    r->complete = true;
    Type *u = type_basic(TY_UINT), *vp = type_pointer(ty_void);
    const char *names[] = {"gp_offset", "fp_offset", "overflow_arg_area", "reg_save_area"};
    Type *types[] = {u, u, vp, vp};
    Member **tail = &r->members;
    for (int i = 0; i < 4; i++) {
      Member *m = ARENA_NEW(&p->arena, Member);
      m->name = intern_cstr(names[i]);
      m->type = types[i];
      m->bit_width = -1;
      m->record = r;
      *tail = m;
      tail = &m->next;
    }
    record_layout(r);
    type = p->va_list = type_array(type_record(r), 1);
  }
  return type;
}

/* C17 6.7.2: the type specifiers, counted and combined at the end.  A
   counted one has two bits, so that it said twice (`_Float16 _Float16`)
   is a count of its own, not a carry into the next. */
enum {
  S_VOID = 1 << 0, S_BOOL = 1 << 2, S_CHAR = 1 << 4, S_SHORT = 1 << 6, S_INT = 1 << 8,
  S_LONG = 1 << 10, S_FLOAT = 1 << 12, S_DOUBLE = 1 << 14, S_OTHER = 1 << 16,
  S_SIGNED = 1 << 18, S_UNSIGNED = 1 << 19, S_COMPLEX = 1 << 20, S_INT128 = 1 << 21,
};

static Type *combine_specifiers(Parser *p, int counter, const Token *t) {
  int sign = counter & (S_SIGNED | S_UNSIGNED);
  bool u = counter & S_UNSIGNED;
  int base = counter & ~(S_SIGNED | S_UNSIGNED | S_COMPLEX);
  Type *type;
  switch (base) {
  case 0: type = u ? ty_uint : ty_int; break; /* `unsigned`, `signed`, implicit int */
  case S_VOID: type = ty_void; break;
  case S_BOOL: type = ty_bool; break;
  case S_CHAR: type = !sign ? ty_char : type_basic(u ? TY_UCHAR : TY_SCHAR); break;
  case S_SHORT: case S_SHORT + S_INT: type = type_basic(u ? TY_USHORT : TY_SHORT); break;
  case S_INT: type = u ? ty_uint : ty_int; break;
  case S_LONG: case S_LONG + S_INT: type = u ? ty_ulong : ty_long; break;
  case 2 * S_LONG: case 2 * S_LONG + S_INT: type = type_basic(u ? TY_ULLONG : TY_LLONG); break;
  case S_INT128: case S_INT128 + S_INT: type = type_basic(u ? TY_UINT128 : TY_INT128); break;
  case S_FLOAT: type = type_basic(TY_FLOAT); break;
  case S_DOUBLE: type = type_basic(TY_DOUBLE); break;
  case S_LONG + S_DOUBLE: type = type_basic(TY_LDOUBLE); break;
  default:
    semantic_error(p, t, "two or more data types in declaration specifiers");
    type = ty_int;
  }
  if (counter & S_COMPLEX)
    type = type_complex(type);
  return type;
}

/* C17 6.7.7 typeof (GCC manual "Typeof"): typeof ( expression | type-name ) */
static Type *typeof_specifier(Parser *p, bool unqual) {
  expect(p, P_LPAREN);
  Type *type;
  if (is_type_start(p, 0)) {
    type = type_name(p);
  } else {
    Node *e = expr(p);
    type = e->type ? e->type : ty_int;
  }
  expect(p, P_RPAREN);
  if (unqual && type->quals)
    type = (Type *)type->unqualified;
  return type;
}

static void add_storage(Parser *p, DeclSpec *spec, int storage, const Token *t, bool allowed) {
  if (!allowed) {
    semantic_error(p, t, "storage class specified where it is not allowed");
    return;
  }
  spec->storage |= storage;
}

/* C17 6.7 declaration-specifiers / 6.7.2.1 specifier-qualifier-list.
   storage_ok: storage classes and function specifiers may appear. */
static DeclSpec decl_specifiers(Parser *p, bool storage_ok) {
  DeclSpec spec = {0};
  spec.tok = tok(p);
  int counter = 0, quals = 0;
  Type *named = NULL; /* struct, union, enum, typedef, typeof, _FloatN */
  /* named is a _FloatN or _FloatNx type, which _Complex may make complex
     (GCC manual "Additional Floating Types"); __float80, __float128, a
     typedef or typeof may not be, as in gcc */
  bool floatn = false;
  for (;;) {
    const Token *t = tok(p);
    Keyword k = keyword(t);
    if (at_attribute(p)) {
      attributes(p, &spec.attrs);
      continue;
    }
    switch (k) {
    case KW_TYPEDEF: add_storage(p, &spec, SC_TYPEDEF, t, storage_ok); break;
    case KW_EXTERN: add_storage(p, &spec, SC_EXTERN, t, storage_ok); break;
    case KW_STATIC: add_storage(p, &spec, SC_STATIC, t, storage_ok); break;
    case KW_AUTO: add_storage(p, &spec, SC_AUTO, t, storage_ok); break;
    case KW_REGISTER: add_storage(p, &spec, SC_REGISTER, t, storage_ok); break;
    case KW_THREAD_LOCAL: add_storage(p, &spec, SC_THREAD_LOCAL, t, storage_ok); break;
    case KW_INLINE: add_storage(p, &spec, SC_INLINE, t, storage_ok); break;
    case KW_NORETURN: add_storage(p, &spec, SC_NORETURN, t, storage_ok); break;
    case KW_EXTENSION: break;
    case KW_CONST: quals |= Q_CONST; break;
    case KW_VOLATILE: quals |= Q_VOLATILE; break;
    case KW_RESTRICT: quals |= Q_RESTRICT; break;
    case KW_ATOMIC:
      advance(p);
      if (is_punct(tok(p), P_LPAREN)) { /* _Atomic ( type-name ), C17 6.7.2.4 */
        advance(p);
        named = type_name(p);
        expect(p, P_RPAREN);
        counter |= S_OTHER;
      }
      quals |= Q_ATOMIC;
      continue;
    case KW_ALIGNAS: {
      advance(p);
      expect(p, P_LPAREN);
      int64_t value = 0;
      if (is_type_start(p, 0)) {
        value = type_align(type_name(p));
      } else if (!eval_const(conditional(p), &value)) {
        semantic_error(p, t, "_Alignas requires an integer constant expression");
      }
      expect(p, P_RPAREN);
      if (value > spec.align)
        spec.align = (int)value;
      continue;
    }
    case KW_VOID: counter += S_VOID; break;
    case KW_BOOL: counter += S_BOOL; break;
    case KW_CHAR: counter += S_CHAR; break;
    case KW_SHORT: counter += S_SHORT; break;
    case KW_INT: counter += S_INT; break;
    case KW_LONG: counter += S_LONG; break;
    case KW_FLOAT: counter += S_FLOAT; break;
    case KW_DOUBLE: counter += S_DOUBLE; break;
    case KW_SIGNED: counter |= S_SIGNED; break;
    case KW_UNSIGNED: counter |= S_UNSIGNED; break;
    case KW_COMPLEX: counter |= S_COMPLEX; break;
    case KW_IMAGINARY: counter |= S_COMPLEX; break;
    case KW_INT128: counter += S_INT128; break;
    case KW_FLOAT16: named = type_basic(TY_FLOAT16); counter += S_OTHER; floatn = true; break;
    case KW_FLOAT32: named = type_basic(TY_FLOAT); counter += S_OTHER; floatn = true; break;
    case KW_FLOAT64: case KW_FLOAT32X: named = type_basic(TY_DOUBLE); counter += S_OTHER; floatn = true; break;
    case KW_FLOAT64X: named = type_basic(TY_LDOUBLE); counter += S_OTHER; floatn = true; break;
    case KW_FLOAT80: named = type_basic(TY_LDOUBLE); counter += S_OTHER; break;
    case KW_FLOAT128:
      named = type_basic(TY_FLOAT128);
      counter += S_OTHER;
      floatn = t->text[1] == 'F'; /* spelled _Float128, not GCC's __float128 */
      break;
    case KW_BUILTIN_VA_LIST: named = va_list_type(p); counter += S_OTHER; break;
    case KW_AUTO_TYPE: named = NULL; counter += S_OTHER; spec.auto_type = true; break;
    case KW_STRUCT:
    case KW_UNION:
      if (counter & ~(S_SIGNED | S_UNSIGNED))
        goto done;
      advance(p);
      named = struct_or_union(p, k == KW_UNION);
      counter += S_OTHER;
      continue;
    case KW_ENUM:
      if (counter)
        goto done;
      advance(p);
      named = enum_specifier(p);
      counter += S_OTHER;
      continue;
    case KW_TYPEOF:
    case KW_TYPEOF_UNQUAL:
      if (counter)
        goto done;
      advance(p);
      named = typeof_specifier(p, k == KW_TYPEOF_UNQUAL);
      counter += S_OTHER;
      continue;
    default:
      /* A typedef name is a type only where no other type was given. */
      if (is_typedef_name(t) && counter == 0) {
        named = token_ident(t)->decl->type;
        counter += S_OTHER;
        break;
      }
      goto done;
    }
    advance(p);
  }
done:
  if (counter & S_OTHER) {
    bool complex_floatn = counter == (S_OTHER | S_COMPLEX) && floatn;
    if (counter != S_OTHER && !complex_floatn)
      semantic_error(p, spec.tok, "two or more data types in declaration specifiers");
    spec.type = named ? named : ty_int;
    if (complex_floatn)
      spec.type = type_complex(spec.type);
  } else if (counter == 0 && !quals && !spec.storage && !spec.attrs && !spec.align) {
    spec.type = NULL; /* no specifiers at all */
    return spec;
  } else {
    /* C89 implicit int, and `_Complex` alone meaning double complex. */
    if (counter == S_COMPLEX)
      counter += S_DOUBLE;
    spec.type = combine_specifiers(p, counter, spec.tok);
  }
  if (quals)
    spec.type = type_qualified(spec.type, quals);
  return spec;
}

/* ------------------------------------------------- struct, union, enum */

/* Finds or makes the tag's type: a reference `struct s` uses the visible
   one; a definition or a lone `struct s;` declares a new one in this scope. */
static Type *tag_type(Parser *p, Ident *tag, const Token *t, bool defining, TypeKind kind) {
  if (tag && tag->tag && (!defining || declared_here(p, tag, true))) {
    Type *old = tag->tag;
    if (old->kind != kind)
      semantic_error(p, t, "'%s' defined as the wrong kind of tag", tag->name);
    return old;
  }
  Type *type;
  if (kind == TY_ENUM) {
    type = type_enum(tag, type_basic(TY_UINT));
  } else {
    Record *r = ARENA_NEW(&p->arena, Record);
    r->tag = tag;
    r->tok = keep(p, t);
    r->is_union = kind == TY_UNION;
    type = type_record(r);
  }
  if (tag)
    bind(p, tag, NULL, type);
  return type;
}

static Node *static_assertion(Parser *p, const Token *t);

/* C17 6.7.2.1 struct-declaration-list, with GNU anonymous members, extra
   semicolons and _Static_assert. */
static void member_declarations(Parser *p, Record *r) {
  Member **tail = &r->members;
  while (!is_punct(tok(p), P_RBRACE) && tok(p)->kind != TK_EOF) {
    if (accept(p, P_SEMI))
      continue;
    const Token *at = tok(p);
    if (accept_static_assert(p)) {
      static_assertion(p, at);
      continue;
    }
    DeclSpec spec = decl_specifiers(p, false);
    if (!spec.type) {
      error_at(p, tok(p), "expected member declaration before %s", spelling(p, tok(p)));
      synchronize(p);
      continue;
    }
    /* An anonymous struct or union (C11 6.7.2.1p13) has no tag; with a
       tag, `struct t;` declares no member (GCC warns, as here). */
    if (is_punct(tok(p), P_SEMI) && (spec.type->kind == TY_STRUCT || spec.type->kind == TY_UNION) &&
        spec.type->record->tag) {
      diag_token(SEV_WARNING, spec.tok, "declaration does not declare anything");
      advance(p);
      continue;
    }
    if (is_punct(tok(p), P_SEMI) && (spec.type->kind == TY_STRUCT || spec.type->kind == TY_UNION)) {
      if (!spec.type->record->complete) {
        semantic_error(p, spec.tok, "anonymous member has incomplete type");
        advance(p);
        continue;
      }
      advance(p);
      Member *m = ARENA_NEW(&p->arena, Member);
      m->type = spec.type;
      m->tok = keep(p, spec.tok);
      m->bit_width = -1;
      m->attrs = spec.attrs;
      *tail = m;
      tail = &m->next;
      continue;
    }
    do {
      Member *m = ARENA_NEW(&p->arena, Member);
      m->bit_width = -1;
      m->tok = keep(p, tok(p));
      Attr *attrs = NULL;
      const Token *name = NULL;
      m->type = is_punct(tok(p), P_COLON) ? spec.type : declarator(p, spec.type, &name, &attrs);
      if (name) {
        m->name = token_ident(name);
        m->tok = keep(p, name);
      }
      if (accept(p, P_COLON)) {
        int64_t width = 0;
        Node *e = conditional(p);
        if (!eval_const(e, &width) || width < 0)
          semantic_error(p, node_tok(e), "bit-field width is not a non-negative integer constant");
        m->bit_width = (int)width;
      }
      attributes(p, &attrs);
      m->attrs = with_shared(attrs, spec.attrs);
      if (spec.align) {
        /* _Alignas on a member: kept as aligned(N) for the layout */
        Attr *a = ARENA_NEW(&p->arena, Attr);
        a->name = intern_cstr("aligned");
        a->tok = keep(p, spec.tok);
        char *text = format("%d", spec.align);
        Token *num = ARENA_NEW(&p->arena, Token);
        num->kind = TK_NUMBER;
        num->text = arena_strndup(&p->arena, text, strlen(text));
        num->len = (uint32_t)strlen(text);
        free(text);
        a->args = num;
        a->nargs = 1;
        a->next = m->attrs;
        m->attrs = a;
      }
      if ((m->type->kind == TY_STRUCT || m->type->kind == TY_UNION) && !m->type->record->complete) {
        /* C17 6.7.2.1p3; also what keeps a struct from containing itself */
        semantic_error(p, m->tok, "field '%s' has incomplete type", m->name ? m->name->name : "");
        continue;
      }
      *tail = m;
      tail = &m->next;
    } while (accept(p, P_COMMA));
    if (!p->panic)
      expect(p, P_SEMI);
    if (p->panic)
      synchronize(p);
  }
}

/* C17 6.7.2.1: struct-or-union attributes[opt] identifier[opt] { ... } */
static Type *struct_or_union(Parser *p, bool is_union) {
  const Token *start = tok(p);
  Attr *attrs = NULL;
  attributes(p, &attrs);
  Ident *tag = NULL;
  if (tok(p)->kind == TK_IDENT && !keyword(tok(p)))
    tag = token_ident(advance(p));
  attributes(p, &attrs);
  TypeKind kind = is_union ? TY_UNION : TY_STRUCT;
  if (!tag && !is_punct(tok(p), P_LBRACE)) {
    error_at(p, tok(p), "expected '{' or a tag name before %s", spelling(p, tok(p)));
    return tag_type(p, NULL, start, true, kind);
  }
  bool defining = is_punct(tok(p), P_LBRACE) || (is_punct(tok(p), P_SEMI) && tag);
  Type *type = tag_type(p, tag, start, defining, kind);
  if (!accept(p, P_LBRACE))
    return type;
  Record *r = type->record;
  if (r->complete || r->defining) {
    /* a redefinition in the same scope, or inside its own body; GCC
       rejects both.  The body goes into a record of its own, so the first
       definition stays intact (and no struct contains itself). */
    if (r->defining)
      semantic_error(p, start, "nested redefinition of '%s %s'", is_union ? "union" : "struct", tag->name);
    else
      semantic_error(p, start, "redefinition of '%s %s'", is_union ? "union" : "struct", tag ? tag->name : "");
    r = ARENA_NEW(&p->arena, Record);
    r->tag = tag;
    r->tok = keep(p, start);
    r->is_union = is_union;
    type = type_record(r);
  }
  r->members = NULL;
  r->defining = true;
  VEC_PUSH(p->defining, type);
  member_declarations(p, r);
  for (Member *m = r->members; m; m = m->next) {
    m->unit_private = start->loc.file == p->main_file;
    m->record = r;
  }
  p->defining.len--;
  r->defining = false;
  expect(p, P_RBRACE);
  attributes(p, &attrs);
  r->attrs = attrs;
  r->complete = true;
  record_layout(r);
  type->size = r->size;
  type->align = r->align;
  annotate_record(p, type);
  return type;
}

/* C17 6.7.2.2: enum identifier[opt] { enumerator-list ,[opt] } */
static Type *enum_specifier(Parser *p) {
  const Token *start = tok(p);
  Attr *attrs = NULL;
  attributes(p, &attrs);
  Ident *tag = NULL;
  if (tok(p)->kind == TK_IDENT && !keyword(tok(p)))
    tag = token_ident(advance(p));
  attributes(p, &attrs);
  if (!tag && !is_punct(tok(p), P_LBRACE)) {
    error_at(p, tok(p), "expected '{' or a tag name before %s", spelling(p, tok(p)));
    return type_enum(NULL, ty_uint);
  }
  Type *type = tag_type(p, tag, start, is_punct(tok(p), P_LBRACE), TY_ENUM);
  if (!accept(p, P_LBRACE))
    return type;
  int64_t value = 0, min = 0, max = 0;
  while (!is_punct(tok(p), P_RBRACE) && tok(p)->kind != TK_EOF) {
    const Token *name = tok(p);
    if (name->kind != TK_IDENT) {
      error_at(p, name, "expected enumerator name before %s", spelling(p, name));
      break;
    }
    advance(p);
    Attr *eattrs = NULL;
    attributes(p, &eattrs);
    if (accept(p, P_ASSIGN)) {
      Node *e = conditional(p);
      if (!eval_const(e, &value))
        semantic_error(p, node_tok(e), "enumerator value for '%s' is not an integer constant", token_ident(name)->name);
    }
    Obj *c = new_obj(p, OBJ_ENUM_CONST, token_ident(name), ty_int, name);
    c->value = value;
    c->attrs = eattrs;
    bind(p, token_ident(name), c, NULL);
    if (value < min)
      min = value;
    if (value > max)
      max = value;
    value++;
    if (!accept(p, P_COMMA))
      break;
  }
  expect(p, P_RBRACE);
  attributes(p, &attrs);
  /* GCC: unsigned int when no value is negative, else int; wider when needed. */
  Type *underlying = min < 0 ? (min >= INT32_MIN && max <= INT32_MAX ? ty_int : ty_long)
                             : (max <= UINT32_MAX ? ty_uint : ty_ulong);
  type->base = underlying;
  type->size = underlying->size;
  type->align = underlying->align;
  type->attrs = attrs;
  resolve_annotations(p, (Annotated){.kind = DECL_ENUM, .type = type}, attrs, NULL);
  return type;
}

/* ------------------------------------------------------------ declarators */

/* C17 6.7.6 pointer: * type-qualifier-list[opt] pointer[opt], with GNU
   attributes among the qualifiers. */
static Type *pointers(Parser *p, Type *type, Attr **attrs) {
  while (accept(p, P_STAR)) {
    type = type_pointer(type);
    int quals = 0;
    for (;;) {
      Keyword k = keyword(tok(p));
      if (k == KW_CONST) quals |= Q_CONST;
      else if (k == KW_VOLATILE) quals |= Q_VOLATILE;
      else if (k == KW_RESTRICT) quals |= Q_RESTRICT;
      else if (k == KW_ATOMIC) quals |= Q_ATOMIC;
      else if (at_attribute(p)) { attributes(p, attrs); continue; }
      else break;
      advance(p);
    }
    if (quals)
      type = type_qualified(type, quals);
  }
  return type;
}

static Type *type_suffix(Parser *p, Type *type);

/* C17 6.7.6.3 parameter-type-list, or a K&R identifier-list, after '(';
   then the suffixes that follow, which make the return type. */
static Type *function_suffix(Parser *p, Type *type) {
  Param *params = NULL, **tail = &params;
  bool variadic = false, prototyped = true;
  if (is_kw(tok(p), KW_VOID) && is_punct(peek(p, 1), P_RPAREN)) {
    advance(p);
  } else if (is_punct(tok(p), P_RPAREN)) {
    prototyped = false; /* f(): no information about the parameters */
  } else if (tok(p)->kind == TK_IDENT && !is_declaration_start(p, 0)) {
    prototyped = false; /* K&R: f(a, b) */
    do {
      const Token *name = tok(p);
      if (name->kind != TK_IDENT) {
        error_at(p, name, "expected identifier before %s", spelling(p, name));
        break;
      }
      advance(p);
      Param *param = ARENA_NEW(&p->arena, Param);
      param->name = token_ident(name);
      param->tok = keep(p, name);
      param->type = ty_int;
      *tail = param;
      tail = &param->next;
    } while (accept(p, P_COMMA));
  } else {
    enter_scope(p); /* parameter names are scoped to the prototype */
    do {
      if (accept(p, P_ELLIPSIS)) {
        variadic = true;
        break;
      }
      DeclSpec spec = decl_specifiers(p, true);
      if (!spec.type) {
        error_at(p, tok(p), "expected parameter declaration before %s", spelling(p, tok(p)));
        break;
      }
      const Token *name = NULL;
      Attr *attrs = NULL;
      Type *declared = declarator(p, spec.type, &name, &attrs);
      Param *param = ARENA_NEW(&p->arena, Param);
      param->name = name ? token_ident(name) : NULL;
      param->tok = keep(p, name ? name : spec.tok);
      param->type = type_decay(declared); /* C17 6.7.6.3p7-8 */
      param->attrs = with_shared(attrs, spec.attrs);
      resolve_annotations(p, (Annotated){.kind = DECL_PARAM, .param = param}, param->attrs, param->type);
      if (name) { /* visible to the later parameters: int f(int n, int a[n]) */
        param->obj = new_obj(p, OBJ_VAR, token_ident(name), param->type, name);
        bind(p, token_ident(name), param->obj, NULL);
      }
      *tail = param;
      tail = &param->next;
    } while (accept(p, P_COMMA));
    leave_scope(p);
  }
  expect(p, P_RPAREN);
  Type *ret = type_suffix(p, type);
  return type_func(ret, params, variadic, prototyped);
}

/* C17 6.7.6.2 array declarator suffix, after '['; then the suffixes that
   follow, which make the element type. */
static Type *array_suffix(Parser *p, Type *type) {
  while (accept_kw(p, KW_STATIC) || accept_kw(p, KW_CONST) || accept_kw(p, KW_VOLATILE) ||
         accept_kw(p, KW_RESTRICT) || accept_kw(p, KW_ATOMIC))
    ;
  int64_t n = -1;
  bool vla = false;
  Node *length = NULL;
  if (is_punct(tok(p), P_STAR) && is_punct(peek(p, 1), P_RBRACKET)) {
    advance(p);
    vla = true;
  } else if (!is_punct(tok(p), P_RBRACKET)) {
    Node *len = assign(p);
    if (!eval_const(len, &n)) {
      vla = true;
      length = len;
      n = -1;
    } else if (n < 0) {
      semantic_error(p, node_tok(len), "size of array is negative");
      n = 0;
    }
  }
  const Token *close = tok(p);
  expect(p, P_RBRACKET);
  Type *element = type_suffix(p, type);
  int64_t size = type_size(element);
  if (n > 0 && size > 0 && n > INT64_MAX / size) {
    semantic_error(p, close, "size of array is too large");
    n = 0;
  }
  Type *t = type_array(element, n);
  t->vla = vla;
  t->length = length;
  return t;
}

/* The suffixes after a declarator's name: arrays and functions, applied so
   that `a[2][3]` is an array of 2 arrays of 3. */
static Type *type_suffix(Parser *p, Type *type) {
  if (accept(p, P_LPAREN))
    return function_suffix(p, type);
  if (accept(p, P_LBRACKET))
    return array_suffix(p, type);
  return type;
}

/* Skips a balanced group that starts at the cursor's open token, without
   parsing it. */
static void skip_balanced(Parser *p, Punct open, Punct close) {
  int depth = 0;
  do {
    if (is_punct(tok(p), open))
      depth++;
    else if (is_punct(tok(p), close))
      depth--;
    advance(p);
  } while (depth > 0 && tok(p)->kind != TK_EOF);
}

/* Does '(' at the cursor start a parameter list (in an abstract declarator)
   rather than a parenthesized declarator? */
static bool starts_params(Parser *p) {
  const Token *next = peek(p, 1);
  return is_punct(next, P_RPAREN) || is_punct(next, P_ELLIPSIS) ||
         (is_declaration_start(p, 1) && !is_kw(next, KW_ATTRIBUTE));
}

static Type *declarator_inner(Parser *p, Type *type, const Token **name, Attr **attrs);

/* C17 6.7.6 declarator (and abstract-declarator when name is NULL-able):
     pointer[opt] ( identifier | ( declarator ) ) suffixes
   A parenthesized declarator applies to the type its outer suffixes make,
   so its tokens are skipped, the suffixes parsed, and then it is parsed. */
static Type *declarator(Parser *p, Type *type, const Token **name, Attr **attrs) {
  if (too_deep(p))
    return type;
  p->nesting++;
  type = declarator_inner(p, type, name, attrs);
  p->nesting--;
  return type;
}

static Type *declarator_inner(Parser *p, Type *type, const Token **name, Attr **attrs) {
  attributes(p, attrs); /* GCC: before the pointer, `int (__attribute__((x)) *fp)(void)` */
  type = pointers(p, type, attrs);
  attributes(p, attrs);
  if (is_punct(tok(p), P_LPAREN) && !starts_params(p)) {
    int inner = p->pos + 1;
    skip_balanced(p, P_LPAREN, P_RPAREN);
    Type *outer = type_suffix(p, type);
    Attr *after = NULL;
    attributes(p, &after);
    int end = p->pos;
    p->pos = inner;
    Type *result = declarator(p, outer, name, attrs);
    expect(p, P_RPAREN);
    p->pos = end;
    Attr **tail = attrs;
    while (*tail)
      tail = &(*tail)->next;
    *tail = after;
    return result;
  }
  if (tok(p)->kind == TK_IDENT && !keyword(tok(p)))
    *name = advance(p);
  attributes(p, attrs);
  type = type_suffix(p, type);
  attributes(p, attrs); /* GCC: after the parameter list too */
  return type;
}

static Type *abstract_declarator(Parser *p, Type *type) {
  const Token *name = NULL;
  Attr *attrs = NULL;
  type = declarator(p, type, &name, &attrs);
  if (name)
    semantic_error(p, name, "unexpected name %s in a type name", spelling(p, name));
  return type;
}

/* C17 6.7.7 type-name */
static Type *type_name(Parser *p) {
  DeclSpec spec = decl_specifiers(p, false);
  if (!spec.type) {
    error_at(p, tok(p), "expected a type before %s", spelling(p, tok(p)));
    return ty_int;
  }
  return abstract_declarator(p, spec.type);
}

/* ------------------------------------------------------------ expressions */

static Node *new_num(Parser *p, int64_t value, Type *type, const Token *t) {
  Node *n = new_node(p, ND_NUM, t);
  n->value = value;
  n->type = type;
  n->is_constant = true;
  return n;
}

/* Lvalue conversion and decay for an operand's type (C17 6.3.2.1). */
static Type *value_type(Node *n) {
  if (!n->type)
    return ty_int;
  Type *t = type_decay(n->type);
  return t->quals && t->kind != TY_POINTER ? (Type *)t->unqualified : t;
}

/* Marks the member whose address &n takes, if any (Member.address_taken). */
static void member_address_taken(const Node *n) {
  while (n->kind == ND_INDEX && n->lhs->type && n->lhs->type->kind == TY_ARRAY)
    n = n->lhs;
  if (n->kind == ND_MEMBER)
    n->member->address_taken = true;
}

/* Marks the variable a store to n, or &n, may change (Obj.written, how:
   VAR_ASSIGNED or VAR_EXPOSED): n's own, through members and array
   elements, casts stripped. */
static void mark_written(const Node *n, uint8_t how) {
  for (;;) {
    if (n->kind == ND_CAST || (n->kind == ND_MEMBER && !n->arrow))
      n = n->lhs;
    else if (n->kind == ND_INDEX && n->lhs->type && n->lhs->type->kind == TY_ARRAY)
      n = n->lhs;
    else
      break;
  }
  if (n->kind == ND_VAR && n->obj->kind == OBJ_VAR)
    first_declaration(n->obj)->written |= how;
}

static Node *new_unary(Parser *p, NodeKind kind, Node *operand, const Token *t) {
  Node *n = new_node(p, kind, t);
  n->lhs = operand;
  switch (kind) {
  case ND_ADDR:
    n->type = type_pointer(operand->type ? operand->type : ty_int);
    member_address_taken(operand);
    mark_written(operand, VAR_EXPOSED);
    break;
  case ND_DEREF: {
    Type *ot = value_type(operand);
    n->type = ot->kind == TY_POINTER ? ot->base : ty_int;
    break;
  }
  case ND_NOT: n->type = ty_int; break;
  case ND_REAL: case ND_IMAG: {
    Type *ot = value_type(operand);
    n->type = ot->kind == TY_COMPLEX ? ot->base : ot;
    break;
  }
  case ND_POST_INC: case ND_POST_DEC: case ND_PRE_INC: case ND_PRE_DEC:
    n->type = value_type(operand);
    mark_written(operand, VAR_ASSIGNED);
    break;
  default:
    n->type = type_is_integer(value_type(operand)) ? type_promote(value_type(operand)) : value_type(operand);
  }
  return n;
}

static Node *new_binary(Parser *p, NodeKind kind, Node *lhs, Node *rhs, const Token *t) {
  Node *n = new_node(p, kind, t);
  n->lhs = lhs;
  n->rhs = rhs;
  Type *a = value_type(lhs), *b = value_type(rhs);
  switch (kind) {
  case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
  case ND_LOGAND: case ND_LOGOR:
    n->type = ty_int;
    break;
  case ND_SHL: case ND_SHR:
    n->type = type_is_integer(a) ? type_promote(a) : a;
    break;
  case ND_COMMA:
    n->type = b;
    break;
  case ND_ADD:
    if (a->kind == TY_POINTER) n->type = a;
    else if (b->kind == TY_POINTER) n->type = b;
    else n->type = type_is_arithmetic(a) && type_is_arithmetic(b) ? type_common(a, b) : a;
    break;
  case ND_SUB:
    if (a->kind == TY_POINTER && b->kind == TY_POINTER) n->type = ty_long; /* ptrdiff_t */
    else if (a->kind == TY_POINTER) n->type = a;
    else n->type = type_is_arithmetic(a) && type_is_arithmetic(b) ? type_common(a, b) : a;
    break;
  default:
    n->type = type_is_arithmetic(a) && type_is_arithmetic(b) ? type_common(a, b) : a;
  }
  return n;
}

/* Length in elements of a string literal's array, escapes counted once. */
/* The number of code units a code point takes in UTF-8 (unit 1) or
   UTF-16 (unit 2); one in UTF-32. */
static int code_units(uint32_t c, int unit) {
  if (unit == 1)
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  if (unit == 2)
    return c < 0x10000 ? 1 : 2;
  return 1;
}

static uint32_t hex_value(const char *s, int digits) {
  uint32_t c = 0;
  for (int i = 0; i < digits && s[i]; i++)
    c = c * 16 + (uint32_t)(s[i] <= '9' ? s[i] - '0' : (s[i] | 32) - 'a' + 10);
  return c;
}

/* Length in code units of a string literal's array, without the NUL;
   *unit is the unit's size (1 char, 2 char16_t, 4 char32_t or wchar_t) and
   *wide_signed tells wchar_t (int) from char32_t (unsigned int). */
static int64_t string_length(const Token *t, int *unit, bool *wide_signed) {
  const char *s = t->text, *end = t->text + t->len;
  *unit = 1;
  *wide_signed = false;
  if (*s == 'L') { *unit = 4; *wide_signed = true; s++; }
  else if (*s == 'U') { *unit = 4; s++; }
  else if (s[0] == 'u' && s[1] == '8') s += 2;
  else if (*s == 'u') { *unit = 2; s++; }
  if (*s == 'R') { /* raw: R"delim( ... )delim" */
    const char *open = memchr(s, '(', (size_t)(end - s));
    return open ? (end - open) - 2 - (open - s - 1) : 0;
  }
  s++;
  end--;
  int64_t n = 0;
  while (s < end) {
    if (*s == '\\') {
      s++;
      if (*s == 'x') { s++; while (s < end && ((*s >= '0' && *s <= '9') || ((*s | 32) >= 'a' && (*s | 32) <= 'f'))) s++; }
      else if (*s >= '0' && *s <= '7') { for (int i = 0; i < 3 && s < end && *s >= '0' && *s <= '7'; i++) s++; }
      else if (*s == 'u' || *s == 'U') {
        int digits = *s == 'u' ? 4 : 8;
        n += code_units(hex_value(s + 1, digits), *unit) - 1;
        s += 1 + digits;
      }
      else s++;
      n++;
    } else if (*unit > 1 && (unsigned char)*s >= 0x80) {
      /* one UTF-8 sequence is one character (two units for UTF-16 above U+FFFF) */
      int len = (unsigned char)*s >= 0xf0 ? 4 : (unsigned char)*s >= 0xe0 ? 3 : 2;
      s += len;
      n += (*unit == 2 && len == 4) ? 2 : 1;
    } else {
      s++;
      n++;
    }
  }
  return n;
}

/* C17 6.4.5: adjacent string literals concatenate. */
static Node *string_literal(Parser *p) {
  int start = p->pos;
  Node *n = new_node(p, ND_STR, tok(p));
  int64_t len = 0;
  int unit = 1;
  bool wide_signed = false;
  while (tok(p)->kind == TK_STRING) {
    int u;
    bool ws;
    len += string_length(advance(p), &u, &ws);
    if (u > unit) {
      unit = u;
      wide_signed = ws;
    }
    n->ntokens++;
  }
  if (n->ntokens > 1) /* the tree reads them in a row */
    n->token = p->sub ? keep_run(p, 0, n->ntokens, &p->sub[start]) : keep_run(p, start, n->ntokens, NULL);
  Type *elem = unit == 4 ? (wide_signed ? ty_int : ty_uint) : unit == 2 ? type_basic(TY_USHORT) : ty_char;
  n->type = type_array(elem, len + 1);
  return n;
}

/* C17 6.4.4.2 floating constants, with GCC's suffixes (f16, f32, f64,
   f128, f32x, f64x, q, w) and imaginary constants (i or j, anywhere in the
   suffix). */
static Node *floating_constant(Parser *p, const Token *t, bool hex) {
  static const struct { const char *suffix; TypeKind kind; } suffixes[] = {
      {"f128", TY_FLOAT128}, {"f64x", TY_LDOUBLE}, {"f32x", TY_DOUBLE}, {"f16", TY_FLOAT16},
      {"f32", TY_FLOAT}, {"f64", TY_DOUBLE}, {"f", TY_FLOAT}, {"l", TY_LDOUBLE},
      {"q", TY_FLOAT128}, {"w", TY_LDOUBLE}, {"", TY_DOUBLE},
  };
  /* the suffix starts after the last digit, '.', exponent or its sign */
  const char *s = t->text, *end = s + t->len, *q = s;
  bool seen_exponent = false;
  for (; q < end; q++) {
    char c = (char)(*q | 32);
    bool digit = (*q >= '0' && *q <= '9') || *q == '.' || (hex && c >= 'a' && c <= 'f' && !seen_exponent);
    if (digit || ((c == 'x') && q == s + 1))
      continue;
    if ((c == (hex ? 'p' : 'e')) && !seen_exponent) {
      seen_exponent = true;
      if (q + 1 < end && (q[1] == '+' || q[1] == '-'))
        q++;
      continue;
    }
    break;
  }
  /* Large enough: the longest suffix, f128, has 4 bytes; a longer one stops
     the loop short of end, which is reported below. */
  char suffix[8] = {0};
  bool imaginary = false;
  size_t n = 0;
  for (; q < end && n < sizeof suffix - 1; q++) {
    char c = (char)(*q | 32);
    if (c == 'i' || c == 'j')
      imaginary = true;
    else
      suffix[n++] = c;
  }
  Node *node = new_node(p, ND_FNUM, t);
  node->type = NULL;
  for (size_t i = 0; i < ARRAY_SIZE(suffixes) && !node->type; i++)
    if (!strcmp(suffix, suffixes[i].suffix))
      node->type = type_basic(suffixes[i].kind);
  if (!node->type || q != end) {
    semantic_error(p, t, "invalid floating constant %s", spelling(p, t));
    node->type = type_basic(TY_DOUBLE);
  }
  if (imaginary)
    node->type = type_complex(node->type);
  return node;
}

/* C17 6.4.4.1 integer constants and 6.4.4.2 floating constants. */
static Node *number(Parser *p) {
  const Token *t = advance(p);
  const char *s = t->text, *end = s + t->len;
  bool hex = t->len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  bool bin = t->len > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B');
  bool is_float = false;
  for (const char *q = s; q < end; q++)
    if (*q == '.' || (!hex && (*q == 'e' || *q == 'E')) || (hex && (*q == 'p' || *q == 'P')))
      is_float = true;
  if (is_float)
    return floating_constant(p, t, hex);
  int base = hex ? 16 : bin ? 2 : s[0] == '0' ? 8 : 10;
  const char *q = s + (hex || bin ? 2 : 0);
  uint64_t value = 0;
  for (; q < end; q++) {
    int d;
    if (*q >= '0' && *q <= '9') d = *q - '0';
    else if (base == 16 && (*q | 32) >= 'a' && (*q | 32) <= 'f') d = (*q | 32) - 'a' + 10;
    else break;
    if (d >= base)
      break;
    value = value * (uint64_t)base + (uint64_t)d;
  }
  int l = 0, u = 0, i = 0;
  for (; q < end; q++) {
    char c = (char)(*q | 32);
    if (c == 'l') l++;
    else if (c == 'u') u++;
    else if (c == 'i' || c == 'j') i++; /* GNU imaginary constants */
    else break;
  }
  if (q != end || l > 2 || u > 1) {
    semantic_error(p, t, "invalid integer constant %s", spelling(p, t));
    return new_num(p, 0, ty_int, t);
  }
  /* C17 6.4.4.1p5: the first type of the list that can represent it */
  Type *type;
  bool decimal = base == 10;
  if (!l && !u && value <= INT32_MAX) type = ty_int;
  else if (!l && !decimal && value <= UINT32_MAX) type = ty_uint;
  else if (!l && u && value <= UINT32_MAX) type = ty_uint;
  else if (l <= 1 && !u && value <= INT64_MAX) type = ty_long;
  else if (l <= 1 && (u || !decimal)) type = ty_ulong;
  else if (!u && value <= INT64_MAX) type = type_basic(TY_LLONG);
  else if (u || !decimal) type = type_basic(TY_ULLONG);
  else type = type_basic(TY_INT128); /* C17 6.4.4.1p6: GCC's extended type */
  return new_num(p, (int64_t)value, type, t);
}

static Node *char_constant(Parser *p) {
  const Token *t = advance(p);
  const char *s = t->text;
  Type *type = ty_int;
  if (*s == 'L') { type = ty_int; s++; }
  else if (*s == 'u' && s[1] == '8') { type = type_basic(TY_UCHAR); s += 2; }
  else if (*s == 'u') { type = type_basic(TY_USHORT); s++; }
  else if (*s == 'U') { type = ty_uint; s++; }
  s++;
  int64_t value = (unsigned char)*s;
  if (*s == '\\') {
    s++;
    switch (*s) {
    case 'n': value = '\n'; break;
    case 't': value = '\t'; break;
    case 'r': value = '\r'; break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
      value = 0;
      for (int k = 0; k < 3 && *s >= '0' && *s <= '7'; k++, s++)
        value = value * 8 + (*s - '0');
      break;
    case 'x': {
      /* the largest value of the constant's character type */
      uint64_t max = t->text[0] == '\'' || t->text[1] == '8' ? 0xff : t->text[0] == 'u' ? 0xffff : 0xffffffff;
      uint64_t u = 0;
      bool out_of_range = false;
      for (s++; (*s >= '0' && *s <= '9') || ((*s | 32) >= 'a' && (*s | 32) <= 'f'); s++) {
        u = u * 16 + (uint64_t)(*s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10);
        out_of_range |= u > max;
      }
      if (out_of_range)
        diag_token(SEV_WARNING, t, "hex escape sequence out of range");
      value = (int64_t)(u & max);
      break;
    }
    case 'a': value = 7; break;
    case 'b': value = 8; break;
    case 'f': value = 12; break;
    case 'v': value = 11; break;
    case 'e': value = 27; break;
    default: value = (unsigned char)*s;
    }
  }
  if (type == ty_int && t->text[0] == '\'')
    value = (int8_t)value; /* plain char is signed on x86-64 */
  return new_num(p, value, type, t);
}

/* The return type of a GCC builtin called without a declaration. */
static Type *builtin_return_type(const Ident *name) {
  static const struct { const char *name, *returns; } builtins[] = {
#define X(name, returns) {name, returns},
#include "builtin_functions.def"
#undef X
  };
  static const struct { const char *code; TypeKind kind; } codes[] = {
      {"v", TY_VOID}, {"i", TY_INT}, {"ui", TY_UINT}, {"us", TY_USHORT}, {"l", TY_LONG},
      {"ul", TY_ULONG}, {"ull", TY_ULLONG}, {"d", TY_DOUBLE}, {"f", TY_FLOAT}, {"ld", TY_LDOUBLE},
  };
  for (size_t i = 0; i < ARRAY_SIZE(builtins); i++) {
    if (strcmp(builtins[i].name, name->name) != 0)
      continue;
    if (!strcmp(builtins[i].returns, "p"))
      return type_pointer(ty_void);
    for (size_t k = 0; k < ARRAY_SIZE(codes); k++)
      if (!strcmp(codes[k].code, builtins[i].returns))
        return type_basic(codes[k].kind);
  }
  return ty_int;
}

static Obj *implicit_function(Parser *p, const Token *name) {
  /* C89 implicit declaration, still accepted by GCC 12 with a warning;
     GCC's builtins are known without one. */
  if (strncmp(token_ident(name)->name, "__builtin_", 10) != 0 && strncmp(token_ident(name)->name, "__sync_", 7) != 0 &&
      strncmp(token_ident(name)->name, "__atomic_", 9) != 0 && !p->panic)
    diag_token(SEV_WARNING, name, "implicit declaration of function '%s'", token_ident(name)->name);
  Obj *fn = ARENA_NEW(&p->arena, Obj);
  fn->kind = OBJ_FUNC;
  fn->name = token_ident(name);
  fn->type = type_func(builtin_return_type(token_ident(name)), NULL, false, false);
  fn->tok = keep(p, name);
  fn->storage = SC_EXTERN;
  /* visible from here to the end of the translation unit, as in GCC */
  Ident *id = token_ident(name);
  if (!id->decl)
    id->decl = fn;
  return fn;
}

/* The member named name in a struct or union type, looking through
   anonymous members; *offset gets the offsets of those it went through. */
static Member *member_path(Type *type, Ident *name, int64_t *offset) {
  if (!type || !type->record)
    return NULL;
  for (Member *m = type->record->members; m; m = m->next) {
    if (m->name == name)
      return m;
    if (!m->name && m->type->record) {
      int64_t inner = 0;
      Member *found = member_path(m->type, name, &inner);
      if (found) {
        *offset += m->offset + inner;
        return found;
      }
    }
  }
  return NULL;
}

/* GCC manual "Offsetof": __builtin_offsetof ( type-name , member-designator ) */
static Node *builtin_offsetof(Parser *p, const Token *t) {
  expect(p, P_LPAREN);
  Type *type = type_name(p);
  expect(p, P_COMMA);
  Node *n = new_node(p, ND_BUILTIN, t);
  n->type_operand = type;
  n->type = ty_ulong;
  int64_t offset = 0;
  bool constant = true;
  Type *cur = type;
  for (bool first = true;; first = false) {
    if (first || accept(p, P_DOT)) {
      const Token *name = tok(p);
      if (name->kind != TK_IDENT) {
        error_at(p, name, "expected member name before %s", spelling(p, name));
        break;
      }
      advance(p);
      int64_t base_offset = 0;
      Member *found = member_path(cur, token_ident(name), &base_offset);
      if (!found) {
        semantic_error(p, name, "no member named '%s'", token_ident(name)->name);
        break;
      }
      offset += base_offset + found->offset;
      cur = found->type;
    } else if (accept(p, P_LBRACKET)) {
      Node *index = expr(p);
      expect(p, P_RBRACKET);
      int64_t i;
      if (eval_const(index, &i) && cur->kind == TY_ARRAY)
        offset += i * type_size(cur->base);
      else
        constant = false;
      if (cur->kind == TY_ARRAY)
        cur = cur->base;
    } else {
      break;
    }
  }
  expect(p, P_RPAREN);
  n->value = offset;
  n->is_constant = constant;
  return n;
}

/* C17 6.5.1.1 generic-selection */
static Node *generic_selection(Parser *p, const Token *t) {
  expect(p, P_LPAREN);
  Node *control = assign(p);
  Type *ct = value_type(control);
  Node *chosen = NULL, *fallback = NULL;
  while (accept(p, P_COMMA)) {
    Type *assoc = NULL;
    if (!accept_kw(p, KW_DEFAULT))
      assoc = type_name(p);
    expect(p, P_COLON);
    Node *e = assign(p);
    if (!assoc)
      fallback = e;
    else if (!chosen && type_compatible(assoc, ct))
      chosen = e;
  }
  expect(p, P_RPAREN);
  Node *n = new_node(p, ND_GENERIC, t);
  n->lhs = chosen ? chosen : fallback;
  n->type = n->lhs ? n->lhs->type : ty_int;
  if (n->lhs && n->lhs->is_constant) {
    n->is_constant = true;
    n->value = n->lhs->value;
  }
  return n;
}

static Member *find_member(Type *type, Ident *name);
static Node *member_access(Parser *p, Node *base, bool arrow, const Token *t);
static Node *annotated_object(Parser *p, Ident *name);

/* C17 6.5.1 primary-expression, with GCC's statement expressions and
   builtins that take types. */
static Node *primary(Parser *p) {
  const Token *t = tok(p);
  switch (t->kind) {
  case TK_NUMBER: return number(p);
  case TK_CHAR: return char_constant(p);
  case TK_STRING: return string_literal(p);
  default: break;
  }
  if (is_punct(t, P_LPAREN) && is_punct(peek(p, 1), P_LBRACE)) {
    /* GCC manual "Statement Exprs": ({ ... }) */
    advance(p);
    Node *n = new_node(p, ND_STMT_EXPR, t);
    p->in_stmt_expr++;
    n->body = compound_stmt(p);
    p->in_stmt_expr--;
    expect(p, P_RPAREN);
    Node *last = NULL;
    for (Node *s = n->body->body; s; s = s->next)
      last = s;
    n->type = last && last->kind == ND_EXPR_STMT && last->lhs->type ? last->lhs->type : ty_void;
    return n;
  }
  if (accept(p, P_LPAREN)) {
    Node *n = expr(p);
    expect(p, P_RPAREN);
    return n;
  }
  Keyword k = keyword(t);
  if (k == KW_GENERIC) {
    advance(p);
    return generic_selection(p, t);
  }
  if (k == KW_RETURN && p->result) { /* annotalysis's: the value the function returns */
    advance(p);
    Node *n = new_node(p, ND_RESULT, t);
    n->type = p->result;
    return n;
  }
  if (k == KW_BUILTIN_OFFSETOF) {
    advance(p);
    return builtin_offsetof(p, t);
  }
  if (k == KW_BUILTIN_VA_ARG) { /* __builtin_va_arg ( ap , type-name ) */
    advance(p);
    expect(p, P_LPAREN);
    Node *n = new_node(p, ND_BUILTIN, t);
    n->lhs = assign(p);
    expect(p, P_COMMA);
    n->type_operand = type_name(p);
    n->type = n->type_operand;
    expect(p, P_RPAREN);
    return n;
  }
  if (k == KW_BUILTIN_TYPES_COMPATIBLE_P) {
    advance(p);
    expect(p, P_LPAREN);
    Type *a = type_name(p);
    expect(p, P_COMMA);
    Type *b = type_name(p);
    expect(p, P_RPAREN);
    /* qualifiers are ignored (GCC manual "Other Builtins") */
    return new_num(p, type_compatible(a->unqualified ? (Type *)a->unqualified : a,
                                      b->unqualified ? (Type *)b->unqualified : b), ty_int, t);
  }
  if (k == KW_BUILTIN_CHOOSE_EXPR) { /* ( const , a , b ): the chosen one, unconverted */
    advance(p);
    expect(p, P_LPAREN);
    Node *c = assign(p);
    expect(p, P_COMMA);
    Node *a = assign(p);
    expect(p, P_COMMA);
    Node *b = assign(p);
    expect(p, P_RPAREN);
    int64_t v;
    if (!eval_const(c, &v)) {
      semantic_error(p, node_tok(c), "first argument to __builtin_choose_expr is not a constant");
      v = 1;
    }
    return v ? a : b;
  }
  if (k == KW_TRUE || k == KW_FALSE) {
    advance(p);
    return new_num(p, k == KW_TRUE, ty_bool, t);
  }
  if (k == KW_NULLPTR) {
    advance(p);
    return new_num(p, 0, type_pointer(ty_void), t);
  }
  if (t->kind == TK_IDENT && !k) {
    if (p->self) {
      Node *self = annotated_object(p, token_ident(t));
      if (self)
        return member_access(p, self, false, t);
    }
    advance(p);
    Ident *id = token_ident(t);
    Obj *decl = id->decl;
    if (!decl && p->lenient_names)
      decl = new_obj(p, OBJ_VAR, id, ty_int, t);
    if (!decl) {
      if (!strcmp(id->name, "__func__") || !strcmp(id->name, "__FUNCTION__") ||
          !strcmp(id->name, "__PRETTY_FUNCTION__")) {
        Node *n = new_node(p, ND_STR, t);
        n->type = type_array(type_qualified(ty_char, Q_CONST),
                             p->function ? (int64_t)p->function->name->len + 1 : 1);
        return n;
      }
      if (is_punct(tok(p), P_LPAREN)) {
        decl = implicit_function(p, t);
      } else {
        semantic_error(p, t, "use of undeclared identifier '%s'", id->name);
        return new_num(p, 0, ty_int, t);
      }
    }
    if (decl->kind == OBJ_ENUM_CONST) {
      Node *n = new_num(p, decl->value, ty_int, t);
      n->kind = ND_ENUM_CONST;
      n->obj = decl;
      return n;
    }
    if (decl->kind == OBJ_TYPEDEF) {
      semantic_error(p, t, "expected expression before '%s'", id->name);
      return new_num(p, 0, ty_int, t);
    }
    Node *n = new_node(p, ND_VAR, t);
    n->obj = decl;
    n->type = decl->type;
    Obj *first = first_declaration(decl);
    if (decl->kind == OBJ_FUNC && !is_punct(tok(p), P_LPAREN)) {
      first->value_uses++;
      if (!first->address_taken) {
        first->address_taken = true; /* not called here: its address is taken */
        VEC_PUSH(p->address_taken, first);
      }
    }
    return n;
  }
  if (is_punct(t, P_ANDAND) && peek(p, 1)->kind == TK_IDENT) { /* GCC "Labels as Values" */
    advance(p);
    Node *n = new_node(p, ND_LABEL_ADDR, t);
    n->label = token_ident(advance(p));
    n->type = type_pointer(ty_void);
    return n;
  }
  error_at(p, t, "expected expression before %s", spelling(p, t));
  if (t->kind != TK_EOF && !is_punct(t, P_SEMI) && !is_punct(t, P_RBRACE) && !is_punct(t, P_RPAREN))
    advance(p);
  return new_num(p, 0, ty_int, t);
}

/* Finds a member by name, through anonymous struct and union members.
   Returns the member and adds the offsets of the anonymous ones it crossed. */
static Member *find_member(Type *type, Ident *name) {
  if (!type || !type->record)
    return NULL;
  for (Member *m = type->record->members; m; m = m->next) {
    if (m->name == name)
      return m;
    if (!m->name && m->type->record && find_member(m->type, name))
      return m; /* the anonymous member that leads to it */
  }
  return NULL;
}

/* In a member's annotation, the object whose member name is: the one the
   annotated member is in (self), else the struct around it whose body is
   still being read, the nearest first, as Clang looks a name up (a lock of
   the enclosing struct guarding a member of a nested or anonymous one).
   The node is ND_SELF, its value the number of structs it is out from
   self: 0 for self, 1 for the struct self is a member of.  NULL when no
   such struct has a member of that name. */
static Node *annotated_object(Parser *p, Ident *name) {
  Type *object = find_member(p->self, name) ? p->self : NULL;
  int levels = 0;
  for (int i = p->defining.len - 1; !object && i >= 0; i--) {
    levels++;
    if (find_member(p->defining.data[i], name))
      object = p->defining.data[i];
  }
  if (!object)
    return NULL;
  Node *self = new_node(p, ND_SELF, tok(p));
  self->type = object;
  self->value = levels;
  return self;
}

static Node *member_access(Parser *p, Node *base, bool arrow, const Token *t) {
  const Token *name = tok(p);
  if (name->kind != TK_IDENT) {
    error_at(p, name, "expected member name before %s", spelling(p, name));
    return base;
  }
  advance(p);
  if (arrow)
    base = new_unary(p, ND_DEREF, base, t);
  Type *type = base->type;
  if (!type || (type->kind != TY_STRUCT && type->kind != TY_UNION)) {
    semantic_error(p, t, "member reference base type is not a structure or union");
    return base;
  }
  if (!type->record->complete && !(base->kind == ND_SELF && type->record->defining)) {
    semantic_error(p, t, "member access into incomplete type");
    return base;
  }
  /* an access through anonymous members is a chain of member nodes */
  for (;;) {
    Member *m = find_member(type, token_ident(name));
    if (!m) {
      StrBuf sb = {0};
      type_print(&sb, type);
      semantic_error(p, name, "no member named '%s' in '%s'", token_ident(name)->name, sb.data ? sb.data : "?");
      sb_free(&sb);
      return base;
    }
    Node *n = new_node(p, ND_MEMBER, m->name ? name : t);
    n->lhs = base;
    n->member = m;
    n->arrow = arrow;
    n->type = (base->type && base->type->quals) ? type_qualified(m->type, base->type->quals) : m->type;
    if (m->name)
      return n;
    base = n;
    type = m->type;
  }
}

static void note_store(Parser *p, const Node *value, MemberStore s);

static Node *call(Parser *p, Node *fn, const Token *t) {
  Node *n = new_node(p, ND_CALL, t);
  n->lhs = fn;
  if (fn->kind == ND_VAR && fn->obj->kind == OBJ_FUNC)
    n->obj = fn->obj;
  Node **tail = &n->args;
  if (!is_punct(tok(p), P_RPAREN)) {
    int i = 0;
    do {
      *tail = assign(p);
      if (n->obj) /* the callee may call it through its parameter */
        note_store(p, *tail, (MemberStore){.callee = first_declaration(n->obj), .param = i});
      tail = &(*tail)->next;
      i++;
    } while (accept(p, P_COMMA));
  }
  expect(p, P_RPAREN);
  Type *ft = value_type(fn);
  if (ft->kind == TY_POINTER)
    ft = ft->base;
  n->type = ft->kind == TY_FUNC ? ft->base : ty_int;
  /* __builtin_constant_p is the constant 1 of a constant, else 0, as GCC
     gives it where a constant is needed (Ruby's headers test it in
     __builtin_choose_expr) and without optimization */
  int64_t value;
  if (n->obj && !strcmp(n->obj->name->name, "__builtin_constant_p") && n->args && !n->args->next) {
    n->is_constant = true;
    n->value = eval_const(n->args, &value);
  }
  return n;
}

/* C17 6.5.2 postfix-expression */
static Node *postfix(Parser *p, Node *n) {
  for (;;) {
    const Token *t = tok(p);
    if (accept(p, P_LBRACKET)) {
      Node *index = expr(p);
      expect(p, P_RBRACKET);
      Node *sum = new_binary(p, ND_ADD, n, index, t);
      Node *deref = new_unary(p, ND_DEREF, sum, t);
      deref->kind = ND_INDEX;
      deref->lhs = n;
      deref->rhs = index;
      n = deref;
    } else if (accept(p, P_LPAREN)) {
      n = call(p, n, t);
    } else if (accept(p, P_DOT)) {
      n = member_access(p, n, false, t);
    } else if (accept(p, P_ARROW)) {
      n = member_access(p, n, true, t);
    } else if (accept(p, P_INC)) {
      n = new_unary(p, ND_POST_INC, n, t);
    } else if (accept(p, P_DEC)) {
      n = new_unary(p, ND_POST_DEC, n, t);
    } else {
      return n;
    }
  }
}

/* ( type-name ) { initializer-list } : C17 6.5.2.5 compound literal */
static Node *compound_literal(Parser *p, Type *type, const Token *t) {
  Node *n = new_node(p, ND_COMPOUND_LIT, t);
  n->type_operand = type;
  n->init = initializer(p, type);
  n->type = n->init->type ? n->init->type : type;
  return n;
}

static Node *unary(Parser *p);

static Node *sizeof_operand(Parser *p, NodeKind kind, const Token *t) {
  Node *n = new_node(p, kind, t);
  n->type = ty_ulong;
  Type *type;
  if (is_punct(tok(p), P_LPAREN) && is_type_start(p, 1)) {
    advance(p);
    type = type_name(p);
    expect(p, P_RPAREN);
    if (is_punct(tok(p), P_LBRACE)) { /* sizeof (T){...} */
      n->lhs = postfix(p, compound_literal(p, type, t));
      type = n->lhs->type;
    }
    n->type_operand = type;
  } else {
    n->lhs = unary(p); /* C17 6.5.3: sizeof unary-expression */
    type = n->lhs->type ? n->lhs->type : ty_int;
  }
  if (type_size(type) >= 0 && !type->vla) {
    n->is_constant = true;
    n->value = kind == ND_SIZEOF ? type_size(type) : type_align(type);
  }
  return n;
}

/* C17 6.5.3 unary-expression */
static Node *unary(Parser *p) {
  const Token *t = tok(p);
  if (t->kind == TK_PUNCT) {
    NodeKind kind;
    switch (t->punct) {
    case P_AMP: kind = ND_ADDR; break;
    case P_STAR: kind = ND_DEREF; break;
    case P_PLUS: kind = ND_POS; break;
    case P_MINUS: kind = ND_NEG; break;
    case P_TILDE: kind = ND_BITNOT; break;
    case P_NOT: kind = ND_NOT; break;
    case P_INC: kind = ND_PRE_INC; break;
    case P_DEC: kind = ND_PRE_DEC; break;
    default: return postfix(p, primary(p));
    }
    advance(p);
    Node *operand = kind == ND_PRE_INC || kind == ND_PRE_DEC ? unary(p) : cast_expr(p);
    return new_unary(p, kind, operand, t);
  }
  switch (keyword(t)) {
  case KW_SIZEOF: advance(p); return sizeof_operand(p, ND_SIZEOF, t);
  case KW_ALIGNOF: advance(p); return sizeof_operand(p, ND_ALIGNOF, t);
  case KW_EXTENSION: advance(p); return cast_expr(p);
  case KW_REAL: advance(p); return new_unary(p, ND_REAL, cast_expr(p), t);
  case KW_IMAG: advance(p); return new_unary(p, ND_IMAG, cast_expr(p), t);
  default: return postfix(p, primary(p));
  }
}

static Node *cast_expr_inner(Parser *p);

static Node *cast_expr(Parser *p) {
  if (too_deep(p)) {
    synchronize(p);
    return new_num(p, 0, ty_int, tok(p));
  }
  p->nesting++;
  Node *n = cast_expr_inner(p);
  p->nesting--;
  return n;
}

/* C17 6.5.4 cast-expression */
static Node *cast_expr_inner(Parser *p) {
  const Token *t = tok(p);
  if (is_punct(t, P_LPAREN) && is_type_start(p, 1)) {
    advance(p);
    Type *type = type_name(p);
    expect(p, P_RPAREN);
    if (is_punct(tok(p), P_LBRACE))
      return postfix(p, compound_literal(p, type, t));
    Node *n = new_node(p, ND_CAST, t);
    n->lhs = cast_expr(p);
    n->type = type->quals ? (Type *)type->unqualified : type; /* C17 6.5.4p5 fn. 104 */
    n->type_operand = type;
    return n;
  }
  return unary(p);
}

static NodeKind binary_kind(const Token *t, int *prec) {
  if (t->kind != TK_PUNCT)
    return (*prec = -1), ND_NUM;
  switch (t->punct) {
  case P_STAR: *prec = 10; return ND_MUL;
  case P_SLASH: *prec = 10; return ND_DIV;
  case P_PERCENT: *prec = 10; return ND_MOD;
  case P_PLUS: *prec = 9; return ND_ADD;
  case P_MINUS: *prec = 9; return ND_SUB;
  case P_SHL: *prec = 8; return ND_SHL;
  case P_SHR: *prec = 8; return ND_SHR;
  case P_LT: *prec = 7; return ND_LT;
  case P_LE: *prec = 7; return ND_LE;
  case P_GT: *prec = 7; return ND_GT;
  case P_GE: *prec = 7; return ND_GE;
  case P_EQ: *prec = 6; return ND_EQ;
  case P_NE: *prec = 6; return ND_NE;
  case P_AMP: *prec = 5; return ND_BITAND;
  case P_CARET: *prec = 4; return ND_BITXOR;
  case P_PIPE: *prec = 3; return ND_BITOR;
  case P_ANDAND: *prec = 2; return ND_LOGAND;
  case P_OROR: *prec = 1; return ND_LOGOR;
  default: *prec = -1; return ND_NUM;
  }
}

/* C17 6.5.5-6.5.14 by precedence climbing */
static Node *binary(Parser *p, int min_prec) {
  Node *lhs = cast_expr(p);
  for (;;) {
    int prec;
    const Token *t = tok(p);
    NodeKind kind = binary_kind(t, &prec);
    if (prec < 0 || prec < min_prec)
      return lhs;
    advance(p);
    Node *rhs = binary(p, prec + 1);
    lhs = new_binary(p, kind, lhs, rhs, t);
  }
}

/* C17 6.5.15, with GCC's `a ?: b` */
static Node *conditional(Parser *p) {
  Node *cond = binary(p, 1);
  const Token *t = tok(p);
  if (!accept(p, P_QUESTION))
    return cond;
  Node *n = new_node(p, ND_COND, t);
  n->cond = cond;
  n->then = is_punct(tok(p), P_COLON) ? NULL : expr(p);
  expect(p, P_COLON);
  n->els = conditional(p);
  Type *a = value_type(n->then ? n->then : cond), *b = value_type(n->els);
  n->type = type_is_arithmetic(a) && type_is_arithmetic(b) ? type_common(a, b)
            : a->kind == TY_POINTER ? a : b;
  return n;
}

static NodeKind assign_kind(const Token *t) {
  if (t->kind != TK_PUNCT)
    return ND_NUM;
  switch (t->punct) {
  case P_ASSIGN: return ND_ASSIGN;
  case P_MUL_ASSIGN: return ND_MUL;
  case P_DIV_ASSIGN: return ND_DIV;
  case P_MOD_ASSIGN: return ND_MOD;
  case P_ADD_ASSIGN: return ND_ADD;
  case P_SUB_ASSIGN: return ND_SUB;
  case P_SHL_ASSIGN: return ND_SHL;
  case P_SHR_ASSIGN: return ND_SHR;
  case P_AND_ASSIGN: return ND_BITAND;
  case P_XOR_ASSIGN: return ND_BITXOR;
  case P_OR_ASSIGN: return ND_BITOR;
  default: return ND_NUM;
  }
}

/* The function value is (`f`, `&f`, cast or not), else NULL. */
static Obj *function_value(const Node *value) {
  while (value->kind == ND_CAST || value->kind == ND_ADDR)
    value = value->lhs;
  return value->kind == ND_VAR && value->obj->kind == OBJ_FUNC ? first_declaration(value->obj) : NULL;
}

/* Notes store s (MemberStore) of the function value is, when it is one. */
static void note_store(Parser *p, const Node *value, MemberStore s) {
  s.function = function_value(value);
  if (!s.function)
    return;
  s.function->member_stores++;
  if (s.slot)
    s.slot = arena_strndup(&p->arena, s.slot, strlen(s.slot));
  VEC_PUSH(p->member_stores, s);
}

/* Notes a store of value in member m of a struct of type t. */
static void note_member_store(Parser *p, const Member *m, const Type *t, const Node *value) {
  char *slot = m && function_value(value) ? member_class(m, t) : NULL;
  if (slot)
    note_store(p, value, (MemberStore){.slot = slot});
  free(slot);
}

/* Notes a store of value in variable v, when v has static storage and
   points to a function: a call through v may call it. */
static void note_variable_store(Parser *p, const Obj *v, const Node *value) {
  const Type *t = v->type;
  if (v->kind == OBJ_VAR && (!v->is_local || (v->storage & SC_STATIC)) && t->kind == TY_POINTER && t->base &&
      t->base->kind == TY_FUNC)
    note_store(p, value, (MemberStore){.slot = v->name->name});
}

/* C17 6.5.16 assignment-expression */
static Node *assign(Parser *p) {
  Node *lhs = conditional(p);
  const Token *t = tok(p);
  NodeKind op = assign_kind(t);
  if (op == ND_NUM)
    return lhs;
  advance(p);
  Node *n = new_node(p, ND_ASSIGN, t);
  n->op = op;
  n->lhs = lhs;
  n->rhs = assign(p);
  n->type = value_type(lhs);
  mark_written(lhs, VAR_ASSIGNED);
  const Node *target = lhs;
  while (target->kind == ND_CAST)
    target = target->lhs;
  if (op == ND_ASSIGN && target->kind == ND_MEMBER)
    note_member_store(p, target->member, target->lhs->type, n->rhs); /* `p->m` is (*p).m */
  else if (op == ND_ASSIGN && target->kind == ND_VAR)
    note_variable_store(p, target->obj, n->rhs);
  return n;
}

/* C17 6.5.17 expression */
static Node *expr(Parser *p) {
  Node *n = assign(p);
  while (is_punct(tok(p), P_COMMA)) {
    const Token *t = advance(p);
    n = new_binary(p, ND_COMMA, n, assign(p), t);
  }
  return n;
}

/* ------------------------------------------------- constant expressions */

/* The value of an integer constant expression (C17 6.6), or false when the
   expression is not one.  Also takes GCC's address-constant form of
   offsetof, &((T *)0)->member. */
static bool eval_address(Node *n, int64_t *value) {
  switch (n->kind) {
  case ND_MEMBER:
    if (!eval_address(n->lhs, value))
      return false;
    *value += n->member->offset;
    return true;
  case ND_DEREF:
    return eval_const(n->lhs, value);
  case ND_INDEX: {
    int64_t base, index;
    if (!eval_address(n->lhs, &base) || !eval_const(n->rhs, &index) || !n->type)
      return false;
    *value = base + index * type_size(n->type);
    return true;
  }
  default:
    return false;
  }
}

static int64_t truncate_to(Type *t, int64_t v) {
  if (!t || !type_is_integer(t) || type_size(t) >= 8)
    return v;
  int bits = (int)type_size(t) * 8;
  uint64_t mask = ((uint64_t)1 << bits) - 1;
  uint64_t u = (uint64_t)v & mask;
  if (t->kind == TY_BOOL)
    return v != 0;
  if (!type_is_unsigned(t) && (u >> (bits - 1)))
    u |= ~mask;
  return (int64_t)u;
}

static bool eval_const(Node *n, int64_t *value) {
  int64_t a, b;
  if (!n)
    return false;
  switch (n->kind) {
  case ND_NUM: case ND_ENUM_CONST:
    *value = n->value;
    return true;
  case ND_SIZEOF: case ND_ALIGNOF: case ND_BUILTIN: case ND_GENERIC: case ND_CALL:
    *value = n->value;
    return n->is_constant;
  case ND_CAST:
    if (n->type && n->type->kind == TY_POINTER && eval_const(n->lhs, value))
      return true;
    if (!eval_const(n->lhs, &a))
      return false;
    *value = truncate_to(n->type, a);
    return true;
  case ND_ADDR:
    return eval_address(n->lhs, value);
  case ND_POS: return eval_const(n->lhs, value);
  case ND_NEG: if (!eval_const(n->lhs, &a)) return false; *value = truncate_to(n->type, (int64_t)(0 - (uint64_t)a)); return true;
  case ND_BITNOT: if (!eval_const(n->lhs, &a)) return false; *value = truncate_to(n->type, ~a); return true;
  case ND_NOT: if (!eval_const(n->lhs, &a)) return false; *value = !a; return true;
  case ND_COND:
    if (!eval_const(n->cond, &a))
      return false;
    return a ? (n->then ? eval_const(n->then, value) : (*value = a, true)) : eval_const(n->els, value);
  case ND_COMMA:
    return eval_const(n->rhs, value);
  case ND_LOGAND:
    if (!eval_const(n->lhs, &a)) return false;
    if (!a) { *value = 0; return true; }
    if (!eval_const(n->rhs, &b)) return false;
    *value = b != 0;
    return true;
  case ND_LOGOR:
    if (!eval_const(n->lhs, &a)) return false;
    if (a) { *value = 1; return true; }
    if (!eval_const(n->rhs, &b)) return false;
    *value = b != 0;
    return true;
  default:
    break;
  }
  if (node_is_leaf(n->kind) || !n->lhs || !n->rhs || !eval_const(n->lhs, &a) || !eval_const(n->rhs, &b))
    return false;
  bool u = n->lhs->type && n->rhs->type && type_is_integer(value_type(n->lhs)) &&
           (type_is_unsigned(type_common(value_type(n->lhs), value_type(n->rhs))));
  uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
  int64_t r;
  switch (n->kind) {
  case ND_ADD: r = (int64_t)(ua + ub); break;
  case ND_SUB: r = (int64_t)(ua - ub); break;
  case ND_MUL: r = (int64_t)(ua * ub); break;
  case ND_DIV:
    if (b == 0) return false;
    r = u ? (int64_t)(ua / ub) : (a == INT64_MIN && b == -1) ? a : a / b;
    break;
  case ND_MOD:
    if (b == 0) return false;
    r = u ? (int64_t)(ua % ub) : (a == INT64_MIN && b == -1) ? 0 : a % b;
    break;
  case ND_SHL: r = b >= 64 || b < 0 ? 0 : (int64_t)(ua << b); break;
  case ND_SHR: r = b >= 64 || b < 0 ? 0 : u ? (int64_t)(ua >> b) : (a < 0 ? ~(~a >> b) : a >> b); break;
  case ND_LT: r = u ? ua < ub : a < b; break;
  case ND_LE: r = u ? ua <= ub : a <= b; break;
  case ND_GT: r = u ? ua > ub : a > b; break;
  case ND_GE: r = u ? ua >= ub : a >= b; break;
  case ND_EQ: r = a == b; break;
  case ND_NE: r = a != b; break;
  case ND_BITAND: r = a & b; break;
  case ND_BITXOR: r = a ^ b; break;
  case ND_BITOR: r = a | b; break;
  default: return false;
  }
  *value = truncate_to(n->type, r);
  return true;
}

/* ------------------------------------------------------------ initializers */

/* C17 6.7.9 initializer: assignment-expression | { initializer-list ,[opt] }
   with designators .m, [i] and GCC's [a ... b] and `m:` forms.  The list
   is kept as written; an unknown array length is taken from it. */
static Node *initializer_list(Parser *p, Type *type, const Token *t);

/* The next member a positional initializer goes to: unnamed bit-fields
   are skipped (C17 6.7.9p9). */
static Member *first_initialized(Member *m) {
  while (m && !m->name && m->bit_width >= 0)
    m = m->next;
  return m;
}

/* A .name designator in an initializer of type: resolved to its member
   (through anonymous ones); *target becomes the member's type and *next
   the member positional initializers continue from. */
static Node *member_designator(Parser *p, Type *type, const Token *name, Type **target, Member **next) {
  Node *d = new_node(p, ND_MEMBER, name);
  d->label = token_ident(name);
  int64_t offset = 0;
  Member *m = type && type->record ? member_path(type, token_ident(name), &offset) : NULL;
  if (!m) {
    semantic_error(p, name, "no member named '%s' in the initialized type", token_ident(name)->name);
    *target = NULL;
    return d;
  }
  d->member = m;
  d->type = m->type;
  *target = m->type;
  *next = m;
  return d;
}

static Node *initializer(Parser *p, Type *type) {
  const Token *t = tok(p);
  if (!is_punct(t, P_LBRACE))
    return assign(p);
  if (too_deep(p)) {
    synchronize(p);
    return new_num(p, 0, ty_int, t);
  }
  advance(p);
  p->nesting++;
  Node *list = initializer_list(p, type, t);
  p->nesting--;
  return list;
}

static Node *initializer_list(Parser *p, Type *type, const Token *t) {
  Node *list = new_node(p, ND_INIT_LIST, t);
  list->type = type;
  Node **tail = &list->args;
  bool is_record = type && (type->kind == TY_STRUCT || type->kind == TY_UNION) && type->record->complete;
  Member *next_member = is_record ? first_initialized(type->record->members) : NULL;
  int64_t index = 0, max_index = 0;
  while (!is_punct(tok(p), P_RBRACE) && tok(p)->kind != TK_EOF) {
    const Token *at = tok(p);
    Node *designation = NULL;
    Type *target = is_record ? (next_member ? next_member->type : NULL)
                 : type && type->kind == TY_ARRAY ? type->base : NULL;
    if (at->kind == TK_IDENT && is_punct(peek(p, 1), P_COLON) && !keyword(at)) {
      /* GCC obsolete `member: value` */
      designation = new_node(p, ND_DESIGNATION, at);
      designation->args = member_designator(p, type, advance(p), &target, &next_member);
      advance(p);
    } else if (is_punct(at, P_DOT) || is_punct(at, P_LBRACKET)) {
      designation = new_node(p, ND_DESIGNATION, at);
      Node **dtail = &designation->args;
      Type *cur = type;
      bool first = true;
      for (;;) {
        Node *d;
        if (accept(p, P_DOT)) {
          if (tok(p)->kind != TK_IDENT) {
            error_at(p, tok(p), "expected member name before %s", spelling(p, tok(p)));
            break;
          }
          Member *ignored;
          d = member_designator(p, cur, advance(p), &cur, first ? &next_member : &ignored);
        } else if (accept(p, P_LBRACKET)) {
          d = new_node(p, ND_INDEX, tok(p));
          d->lhs = conditional(p);
          if (accept(p, P_ELLIPSIS))
            d->rhs = conditional(p);
          expect(p, P_RBRACKET);
          int64_t v;
          if (first && eval_const(d->rhs ? d->rhs : d->lhs, &v))
            index = v;
          cur = cur && cur->kind == TY_ARRAY ? cur->base : NULL;
        } else {
          break;
        }
        *dtail = d;
        dtail = &d->next;
        first = false;
      }
      target = cur;
      if (!accept(p, P_ASSIGN) && !is_punct(tok(p), P_LBRACE))
        expect(p, P_ASSIGN);
    }
    /* the member a value initializes: the next one, or the one a single
       designator names */
    const Member *member = is_record && (!designation || (designation->args && !designation->args->next &&
                                                          designation->args->kind == ND_MEMBER))
                               ? next_member
                               : NULL;
    Node *value = initializer(p, target);
    note_member_store(p, member, type, value);
    if (designation) {
      designation->lhs = value;
      value = designation;
    }
    *tail = value;
    tail = &value->next;
    if (index + 1 > max_index)
      max_index = index + 1;
    index++;
    if (is_record && next_member && !type->record->is_union)
      next_member = first_initialized(next_member->next);
    else if (is_record)
      next_member = NULL;
    if (!accept(p, P_COMMA))
      break;
  }
  expect(p, P_RBRACE);
  if (type && type->kind == TY_ARRAY && type->array_len < 0 && !type->vla) {
    /* char s[] = { "abc" } takes the string's length (C17 6.7.9p14) */
    Node *only = list->args;
    if (only && !only->next && only->kind == ND_STR && type_is_integer(type->base))
      list->type = type_array(type->base, only->type->array_len);
    else
      list->type = type_array(type->base, max_index);
  }
  return list;
}

/* ----------------------------------------------------------- declarations */

Obj *first_declaration(Obj *obj) {
  while (obj->previous)
    obj = obj->previous;
  return obj;
}

static void declare(Parser *p, Obj *obj) {
  Ident *id = obj->name;
  Obj *old = id->decl;
  if (old && declared_here(p, id, false)) {
    obj->previous = old;
    if (old->kind != obj->kind && !(old->kind == OBJ_VAR && obj->kind == OBJ_FUNC))
      semantic_error(p, obj->tok, "'%s' redeclared as a different kind of symbol", id->name);
  }
  bind(p, id, obj, NULL);
  if (at_file_scope(p)) {
    *p->globals_tail = obj;
    p->globals_tail = &obj->next;
  }
}

/* C11 6.7.10 _Static_assert ( constant-expression , string-literal[opt] ) ; */
static Node *static_assertion(Parser *p, const Token *t) {
  expect(p, P_LPAREN);
  Node *n = new_node(p, ND_STATIC_ASSERT, t);
  n->lhs = conditional(p);
  if (accept(p, P_COMMA))
    n->rhs = string_literal(p);
  expect(p, P_RPAREN);
  expect(p, P_SEMI);
  int64_t v;
  if (!eval_const(n->lhs, &v))
    semantic_error(p, node_tok(n->lhs), "expression in static assertion is not an integer constant expression");
  else if (!v) {
    p->errors++;
    if (n->rhs)
      diag_token(SEV_ERROR, t, "static assertion failed: %.*s", (int)node_tok(n->rhs)->len, node_tok(n->rhs)->text);
    else
      diag_token(SEV_ERROR, t, "static assertion failed");
  }
  return n;
}

static Node *function_definition(Parser *p, Obj *fn);

/* C17 6.7 declaration: specifiers and an init-declarator-list.  Returns
   ND_DECL nodes for block scope; file-scope ones go to the globals.  A
   function definition is recognized after its declarator. */
static Node *declaration(Parser *p, DeclSpec *spec, bool file_scope) {
  Node *head = NULL, **tail = &head;
  if (accept(p, P_SEMI))
    return NULL; /* struct s {...}; or enum {...}; */
  bool first = true;
  do {
    const Token *name = NULL;
    Attr *attrs = NULL;
    const Token *at = tok(p);
    Type *type = declarator(p, spec->type, &name, &attrs);
    while (is_kw(tok(p), KW_ASM) || at_attribute(p)) {
      if (is_kw(tok(p), KW_ASM))
        asm_label(p, &attrs);
      else
        attributes(p, &attrs);
    }
    if (!name) {
      error_at(p, at, "expected identifier or '(' before %s", spelling(p, at));
      return head;
    }
    ObjKind kind = spec->storage & SC_TYPEDEF ? OBJ_TYPEDEF : type->kind == TY_FUNC ? OBJ_FUNC : OBJ_VAR;
    Obj *obj = new_obj(p, kind, token_ident(name), type, name);
    obj->storage = spec->storage;
    obj->attrs = with_shared(attrs, spec->attrs);
    if (spec->align && kind == OBJ_VAR) {
      obj->type = type_qualified(type, 0);
      obj->type->align = spec->align > type_align(type) ? spec->align : type_align(type);
    }
    if (kind == OBJ_TYPEDEF) {
      if ((type->kind == TY_STRUCT || type->kind == TY_UNION) && type->record && !type->record->tag &&
          !type->record->typedef_name)
        type->record->typedef_name = token_ident(name);
      Type *named = type_qualified(type, 0);
      named->typedef_name = token_ident(name);
      named->aliased = type;
      named->attrs = type_annotations(p, obj->attrs, named->attrs);
      obj->type = named;
    }
    /* A function definition: the declarator, then K&R parameter
       declarations or the body. */
    if (kind == OBJ_FUNC && first && file_scope &&
        (is_punct(tok(p), P_LBRACE) || (!type->prototyped && is_declaration_start(p, 0)))) {
      annotate_obj(p, obj);
      declare(p, obj);
      function_definition(p, obj);
      return NULL;
    }
    if (kind == OBJ_FUNC && !file_scope && is_punct(tok(p), P_LBRACE)) {
      /* GCC manual "Nested Functions": not supported; declared, body skipped */
      declare(p, obj);
      semantic_error(p, name, "nested function '%s' is not supported", token_ident(name)->name);
      skip_balanced(p, P_LBRACE, P_RBRACE);
      return head;
    }
    first = false;
    declare(p, obj);
    if (accept(p, P_ASSIGN)) {
      if (kind == OBJ_TYPEDEF)
        semantic_error(p, name, "typedef '%s' is initialized", token_ident(name)->name);
      else if (kind == OBJ_FUNC) /* and no definition: Obj.is_definition is a body's */
        semantic_error(p, name, "function '%s' is initialized like a variable", token_ident(name)->name);
      obj->init = initializer(p, obj->type);
      obj->is_definition = kind != OBJ_FUNC;
      note_variable_store(p, obj, obj->init);
      if (spec->auto_type && obj->init->type)
        obj->type = value_type(obj->init);
      else if (obj->type->kind == TY_ARRAY && obj->type->array_len < 0 && obj->init->type &&
               obj->init->type->kind == TY_ARRAY)
        obj->type = obj->init->type;
    } else if (kind == OBJ_VAR && !(spec->storage & SC_EXTERN)) {
      obj->is_definition = true;
    }
    /* GCC: attributes may also follow the initializer */
    Attr *more = NULL;
    attributes(p, &more);
    obj->attrs = with_shared(more, obj->attrs);
    annotate_obj(p, obj);
    if (obj->attrs && obj->is_local)
      resolve_cleanup(p, obj);
    if (!file_scope) {
      Node *d = new_node(p, ND_DECL, name);
      d->obj = obj;
      *tail = d;
      tail = &d->next;
    }
  } while (accept(p, P_COMMA));
  expect(p, P_SEMI);
  return head;
}

/* ------------------------------------------------------------- statements */

static Node *statement(Parser *p);

/* An attribute declaration or statement, `attributes ;` (C2x 6.7.1,
   GCC's fallthrough): a null statement carrying them.  NULL, with the
   cursor where it was, when the attributes start a declaration. */
static Node *attribute_statement(Parser *p) {
  int start = p->pos;
  const Token *t = tok(p);
  Attr *attrs = NULL;
  attributes(p, &attrs);
  if (!accept(p, P_SEMI)) {
    p->pos = start;
    return NULL;
  }
  Node *n = new_node(p, ND_NULL_STMT, t);
  n->attrs = attrs;
  return n;
}

/* C17 6.8.2 compound-statement, with declarations and GCC's __label__ */
static Node *compound_stmt(Parser *p) {
  const Token *t = tok(p);
  Node *block = new_node(p, ND_BLOCK, t);
  expect(p, P_LBRACE);
  enter_scope(p);
  Node **tail = &block->body;
  while (!is_punct(tok(p), P_RBRACE) && tok(p)->kind != TK_EOF) {
    Node *items = NULL;
    const Token *at = tok(p);
    if (accept_kw(p, KW_LABEL)) {
      while (tok(p)->kind == TK_IDENT && !keyword(tok(p))) {
        advance(p);
        if (!accept(p, P_COMMA))
          break;
      }
      expect(p, P_SEMI);
    } else if (accept_static_assert(p)) {
      items = static_assertion(p, at);
    } else if (at_attribute(p) && (items = attribute_statement(p)) != NULL) {
      /* __attribute__((fallthrough)); or [[fallthrough]]; */
    } else if (is_declaration_start(p, 0) &&
               !(is_typedef_name(at) && is_punct(peek(p, 1), P_COLON)) /* a label */) {
      DeclSpec spec = decl_specifiers(p, true);
      if (spec.type)
        items = declaration(p, &spec, false);
      else
        items = statement(p);
    } else {
      items = statement(p);
    }
    if (p->panic)
      synchronize(p);
    if (tok(p) == at && !is_punct(at, P_RBRACE))
      advance(p); /* never stand still on a token no rule takes */
    for (Node *n = items; n; n = n->next) {
      *tail = n;
      tail = &n->next;
      if (!n->next)
        break;
    }
  }
  leave_scope(p);
  block->end = keep(p, tok(p));
  expect(p, P_RBRACE);
  return block;
}

/* GCC manual "Extended Asm": asm qualifiers ( template : operands ... ) */
/* GCC manual "Extended Asm": asm qualifiers ( template : outputs : inputs
   : clobbers : labels ).  The operands stay tokens; an asm goto's labels,
   after the fourth colon, become ND_GOTO nodes in args for the CFG. */
static Node *asm_statement(Parser *p, const Token *t) {
  bool is_goto = false;
  for (;;) {
    if (accept_kw(p, KW_GOTO))
      is_goto = true;
    else if (!accept_kw(p, KW_VOLATILE) && !accept_kw(p, KW_INLINE))
      break;
  }
  Node *n = new_node(p, ND_ASM, t);
  int count;
  Token *tokens = balanced_tokens(p, &count);
  n->ntokens = count;
  for (int i = 0; i < count; i++) { /* an operand may be written: its variable is */
    Obj *var = tokens[i].kind == TK_IDENT ? token_ident(&tokens[i])->decl : NULL;
    if (var && var->kind == OBJ_VAR)
      first_declaration(var)->written |= VAR_EXPOSED;
  }
  Node **tail = &n->args;
  int colons = 0, depth = 0;
  for (int i = 0; is_goto && i < count; i++) {
    const Token *tk = &tokens[i];
    if (is_punct(tk, P_LPAREN) || is_punct(tk, P_LBRACKET))
      depth++;
    else if (is_punct(tk, P_RPAREN) || is_punct(tk, P_RBRACKET))
      depth--;
    else if (depth == 0 && (is_punct(tk, P_COLON) || is_punct(tk, P_SCOPE)))
      colons += is_punct(tk, P_SCOPE) ? 2 : 1;
    else if (depth == 0 && colons >= 4 && tk->kind == TK_IDENT) {
      Node *label = new_node(p, ND_GOTO, tk);
      label->label = token_ident(tk);
      *tail = label;
      tail = &label->next;
    }
  }
  return n;
}

static Node *expression_statement(Parser *p) {
  const Token *t = tok(p);
  Node *n = new_node(p, ND_EXPR_STMT, t);
  n->lhs = expr(p);
  expect(p, P_SEMI);
  return n;
}

static Node *statement_inner(Parser *p);

/* 6.8.4.1 The if statement:
     if ( expression ) statement
     if ( expression ) statement else statement
   An `else if` chain is read in a loop, each `if` becoming the `else` of
   the one before: as in gcc, a chain is one level of nesting however long
   it is, since a switch written as 10,000 `else if` is no deep nesting to
   the one who wrote it. */
static Node *if_statement(Parser *p) {
  Node *first = NULL;
  Node **slot = &first;
  for (;;) {
    Node *n = new_node(p, ND_IF, advance(p));
    expect(p, P_LPAREN);
    n->cond = expr(p);
    expect(p, P_RPAREN);
    n->then = statement(p);
    *slot = n;
    if (!accept_kw(p, KW_ELSE))
      return first;
    if (keyword(tok(p)) != KW_IF) {
      n->els = statement(p);
      return first;
    }
    slot = &n->els;
  }
}

static Node *statement(Parser *p) {
  if (too_deep(p)) {
    synchronize(p);
    return new_node(p, ND_NULL_STMT, tok(p));
  }
  p->nesting++;
  Node *n = statement_inner(p);
  p->nesting--;
  return n;
}

/* C17 6.8 statement */
static Node *statement_inner(Parser *p) {
  const Token *t = tok(p);
  Node *n;
  if (at_attribute(p) && (n = attribute_statement(p)) != NULL)
    return n; /* `case 1: __attribute__((fallthrough));` */
  switch (keyword(t)) {
  case KW_IF:
    return if_statement(p);
  case KW_SWITCH:
    advance(p);
    n = new_node(p, ND_SWITCH, t);
    expect(p, P_LPAREN);
    n->cond = expr(p);
    expect(p, P_RPAREN);
    n->body = statement(p);
    return n;
  case KW_CASE: { /* case a: and GCC's case a ... b: */
    advance(p);
    n = new_node(p, ND_CASE, t);
    Node *lo = conditional(p);
    if (!eval_const(lo, &n->value))
      semantic_error(p, node_tok(lo), "case label is not an integer constant expression");
    n->value2 = n->value;
    if (accept(p, P_ELLIPSIS)) {
      Node *hi = conditional(p);
      if (!eval_const(hi, &n->value2))
        semantic_error(p, node_tok(hi), "case label is not an integer constant expression");
    }
    expect(p, P_COLON);
    n->body = is_punct(tok(p), P_RBRACE) ? new_node(p, ND_NULL_STMT, tok(p)) : statement(p);
    return n;
  }
  case KW_DEFAULT:
    advance(p);
    n = new_node(p, ND_DEFAULT, t);
    expect(p, P_COLON);
    n->body = is_punct(tok(p), P_RBRACE) ? new_node(p, ND_NULL_STMT, tok(p)) : statement(p);
    return n;
  case KW_WHILE:
    advance(p);
    n = new_node(p, ND_WHILE, t);
    expect(p, P_LPAREN);
    n->cond = expr(p);
    expect(p, P_RPAREN);
    n->body = statement(p);
    return n;
  case KW_DO:
    advance(p);
    n = new_node(p, ND_DO, t);
    n->body = statement(p);
    if (!accept_kw(p, KW_WHILE))
      error_at(p, tok(p), "expected 'while' before %s", spelling(p, tok(p)));
    expect(p, P_LPAREN);
    n->cond = expr(p);
    expect(p, P_RPAREN);
    expect(p, P_SEMI);
    return n;
  case KW_FOR:
    advance(p);
    n = new_node(p, ND_FOR, t);
    expect(p, P_LPAREN);
    enter_scope(p);
    if (is_declaration_start(p, 0)) {
      DeclSpec spec = decl_specifiers(p, true);
      n->init = declaration(p, &spec, false);
    } else if (!accept(p, P_SEMI)) {
      n->init = expression_statement(p);
    }
    if (!is_punct(tok(p), P_SEMI))
      n->cond = expr(p);
    expect(p, P_SEMI);
    if (!is_punct(tok(p), P_RPAREN))
      n->inc = expr(p);
    expect(p, P_RPAREN);
    n->body = statement(p);
    leave_scope(p);
    return n;
  case KW_GOTO:
    advance(p);
    n = new_node(p, ND_GOTO, t);
    if (accept(p, P_STAR)) /* GCC computed goto */
      n->lhs = expr(p);
    else if (tok(p)->kind == TK_IDENT)
      n->label = token_ident(advance(p));
    else
      error_at(p, tok(p), "expected label name before %s", spelling(p, tok(p)));
    expect(p, P_SEMI);
    return n;
  case KW_BREAK:
  case KW_CONTINUE:
    advance(p);
    n = new_node(p, keyword(t) == KW_BREAK ? ND_BREAK : ND_CONTINUE, t);
    expect(p, P_SEMI);
    return n;
  case KW_RETURN:
    advance(p);
    n = new_node(p, ND_RETURN, t);
    if (!is_punct(tok(p), P_SEMI)) {
      n->lhs = expr(p);
      fold_constant(n->lhs); /* `return -1;`: the numbers a function gives (infer.c) */
    }
    expect(p, P_SEMI);
    return n;
  case KW_ASM:
    advance(p);
    n = asm_statement(p, t);
    expect(p, P_SEMI);
    return n;
  case KW_CONTEXT:
    advance(p);
    return context_statement(p, t);
  default:
    break;
  }
  if (is_punct(t, P_LBRACE))
    return compound_stmt(p);
  if (accept(p, P_SEMI))
    return new_node(p, ND_NULL_STMT, t);
  if (t->kind == TK_IDENT && !keyword(t) && is_punct(peek(p, 1), P_COLON)) {
    /* C17 6.8.1 labeled statement, GCC attributes after the colon */
    advance(p);
    advance(p);
    n = new_node(p, ND_LABEL, t);
    n->label = token_ident(t);
    attributes(p, &n->attrs);
    n->body = is_punct(tok(p), P_RBRACE) ? new_node(p, ND_NULL_STMT, tok(p)) : statement(p);
    return n;
  }
  return expression_statement(p);
}

/* C17 6.9.1 function-definition, with K&R declaration-list */
static Node *function_definition(Parser *p, Obj *fn) {
  fn->is_definition = true;
  enter_scope(p);
  Type *type = fn->type;
  /* K&R: int f(a, b) int a; char *b; { ... } */
  while (!is_punct(tok(p), P_LBRACE) && tok(p)->kind != TK_EOF) {
    int start = p->pos;
    DeclSpec spec = decl_specifiers(p, true);
    if (!spec.type) {
      error_at(p, tok(p), "expected declaration or '{' before %s", spelling(p, tok(p)));
      synchronize(p); /* and look for the body after the next ';' */
      if (p->pos == start)
        advance(p); /* a stray '}' */
      continue;
    }
    do {
      const Token *pname = NULL;
      Attr *attrs = NULL;
      Type *ptype = declarator(p, spec.type, &pname, &attrs);
      for (Param *param = type->params; param && pname; param = param->next)
        if (param->name == token_ident(pname))
          param->type = type_decay(ptype);
    } while (accept(p, P_COMMA));
    expect(p, P_SEMI);
    if (p->panic)
      synchronize(p);
  }
  Obj **tail = &fn->params;
  for (Param *param = type->params; param; param = param->next) {
    if (!param->name)
      continue;
    Obj *obj = param->obj ? param->obj : new_obj(p, OBJ_VAR, param->name, param->type, param->tok);
    obj->is_param = true;
    obj->attrs = param->attrs;
    bind(p, param->name, obj, NULL);
    *tail = obj;
    tail = &obj->next;
  }
  Obj *saved = p->function;
  p->function = fn;
  oom_context_function(fn->name->name); /* a huge body may run out of memory */
  fn->body = compound_stmt(p);
  VEC_PUSH(p->statement_chunks, arena_chunks(&p->statements));
  oom_context_function(saved ? saved->name->name : NULL);
  p->function = saved;
  leave_scope(p);
  return fn->body;
}

/* ------------------------------------------------------ translation unit */

static void keywords_init(const Options *options) {
  bool gnu = options->gnu, c2x = options->std >= STD_C2X, gcc = !options->host_clang;
  enum { ALL, GNU, C2X, GNU_OR_C2X, GCC };
#define K(kind, spelling, where)                                                           \
  intern_cstr(spelling)->keyword = (uint8_t)(((where) == ALL || ((where) == GNU && gnu) || \
                                              ((where) == C2X && c2x) ||                   \
                                              ((where) == GNU_OR_C2X && (gnu || c2x)) ||   \
                                              ((where) == GCC && gcc))                     \
                                                 ? (kind)                                  \
                                                 : KW_NONE);
#define A(kind, spelling, where) K(kind, spelling, where)
#include "keywords.def"
#undef K
#undef A
}

/* The typedef names GCC predefines. */
static void builtin_typedefs(Parser *p) {
  static const struct { const char *name; TypeKind kind; } names[] = {
      {"__int128_t", TY_INT128},
      {"__uint128_t", TY_UINT128},
  };
  for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
    Ident *id = intern_cstr(names[i].name);
    Type *type = type_qualified(type_basic(names[i].kind), 0);
    type->typedef_name = id;
    id->decl = new_obj(p, OBJ_TYPEDEF, id, type, NULL);
  }
  /* GCC's cross-stdarg.h: the va_list of each x86-64 calling convention */
  Ident *sysv = intern_cstr("__builtin_sysv_va_list"), *ms = intern_cstr("__builtin_ms_va_list");
  sysv->decl = new_obj(p, OBJ_TYPEDEF, sysv, va_list_type(p), NULL);
  ms->decl = new_obj(p, OBJ_TYPEDEF, ms, type_pointer(type_basic(TY_CHAR)), NULL);
}

/* A struct or union that a type mentions is known to another file
   (Member.unit_private false), with those it contains. */
static void share_records(const Type *t, int depth) {
  for (; t && depth < 64; depth++) {
    if (t->kind == TY_FUNC) {
      for (const Param *p = t->params; p; p = p->next)
        share_records(p->type, depth + 1);
    } else if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && t->record) {
      bool shared = false;
      for (Member *m = t->record->members; m; m = m->next) {
        shared |= m->unit_private;
        m->unit_private = false;
      }
      for (Member *m = shared ? t->record->members : NULL; m; m = m->next)
        share_records(m->type, depth + 1);
      return;
    }
    t = t->base;
  }
}

/* A function that the unit declares and does not define is defined in
   another file, which then knows the structs its prototype mentions. */
static void share_prototype_records(Obj *globals) {
  HashMap defined = {0}; /* a defined function's name (the Ident's address) to its first declaration */
  for (Obj *d = globals; d; d = d->next)
    if (d->kind == OBJ_FUNC && d->body) {
      Obj *first = first_declaration(d);
      hashmap_put(&defined, (const char *)&first->name, sizeof first->name, first);
    }
  for (Obj *d = globals; d; d = d->next) {
    Obj *first = first_declaration(d);
    if (d->kind == OBJ_FUNC && hashmap_get(&defined, (const char *)&first->name, sizeof first->name) != first)
      share_records(d->type, 0);
  }
  hashmap_free(&defined);
}

/* C17 6.9 translation-unit */
/* The functions code outside the program's calls runs: a constructor or
   a destructor (before main, after it) and the target of an alias (called
   by the alias's name, `void go(void) __attribute__((alias("start")))`):
   their address is taken, as a function's a pointer calls. */
static void mark_called_from_outside(Parser *p) {
  for (Obj *o = p->globals; o; o = o->next) {
    if (o->kind != OBJ_FUNC)
      continue;
    const Attr *alias = find_attr(o->attrs, "alias");
    Obj *target = NULL;
    if (alias && alias->nargs == 1 && alias->args[0].kind == TK_STRING && alias->args[0].len >= 2) {
      Ident *name = intern(alias->args[0].text + 1, alias->args[0].len - 2);
      target = name->decl && name->decl->kind == OBJ_FUNC ? name->decl : NULL;
    } else if (find_attr(o->attrs, "constructor") || find_attr(o->attrs, "destructor")) {
      target = o;
    }
    Obj *first = target ? first_declaration(target) : NULL;
    if (!first)
      continue;
    first->value_uses++; /* a use that is no call and no store in a member */
    if (!first->address_taken) {
      first->address_taken = true;
      VEC_PUSH(p->address_taken, first);
    }
  }
}

const KeptTokens *tree_tokens;

/* Orders kept chunks by where they are, for kept_chunk's search. */
static int by_address(const void *x, const void *y) {
  uintptr_t a = (uintptr_t)*(KeptChunk *const *)x, b = (uintptr_t)*(KeptChunk *const *)y;
  return a < b ? -1 : a > b;
}

/* The chunk that holds kept token t, NULL for none. */
static const KeptChunk *kept_chunk(const KeptTokens *kept, const Token *t) {
  uintptr_t at = (uintptr_t)t;
  int lo = 0, hi = kept->chunks.len - 1;
  while (lo <= hi) { /* the last chunk that starts at or before t */
    int mid = (lo + hi) / 2;
    if ((uintptr_t)kept->chunks.data[mid] <= at)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  if (hi < 0)
    return NULL;
  const KeptChunk *c = kept->chunks.data[hi];
  if (at < (uintptr_t)c->toks || at >= (uintptr_t)(c->toks + c->len) || (at - (uintptr_t)c->toks) % sizeof(Token))
    return NULL;
  return c;
}

uint32_t kept_token_number(const KeptTokens *kept, const Token *t) {
  const KeptChunk *c = kept_chunk(kept, t);
  return c ? c->first + (uint32_t)(t - c->toks) + 1 : 0;
}

TranslationUnit *parse(Preprocessor *pp, const Options *options) {
  Parser *p = xmalloc(sizeof(Parser));
  memset(p, 0, sizeof *p);
  p->options = options;
  tree_tokens = &p->kept;
  p->main_file = pp_main_file(pp);
  p->globals_tail = &p->globals;
  p->annotated_tail = &p->annotated;
  type_init();
  keywords_init(options);
  annotations_init();
  p->pp = pp;
  builtin_typedefs(p);
  while (tok(p)->kind != TK_EOF) {
    trim_stream(p);
    const Token *t = tok(p);
    if (accept(p, P_SEMI))
      continue;
    if (accept_static_assert(p)) {
      static_assertion(p, t);
    } else if (is_kw(t, KW_ASM)) { /* GCC "Basic Asm" at file scope */
      advance(p);
      asm_statement(p, t);
      expect(p, P_SEMI);
    } else {
      DeclSpec spec = decl_specifiers(p, true);
      if (!spec.type) {
        /* C89 implicit int: `main() { ... }` and `x;` */
        if (t->kind == TK_IDENT && !keyword(t)) {
          diag_token(SEV_WARNING, t, "type defaults to 'int' in declaration of '%s'", token_ident(t)->name);
          spec.type = ty_int;
        } else {
          error_at(p, t, "expected declaration before %s", spelling(p, t));
        }
      }
      if (spec.type)
        declaration(p, &spec, true);
    }
    if (p->panic)
      synchronize(p);
    if (tok(p) == t)
      advance(p); /* a stray '}' or a token no rule takes */
  }
  share_prototype_records(p->globals);
  mark_called_from_outside(p);
  TranslationUnit *tu = xcalloc(1, sizeof(TranslationUnit));
  tu->globals = p->globals;
  tu->annotated = p->annotated;
  tu->errors = p->errors;
  tu->arena = p->arena; /* the AST's memory goes with the tree */
  tu->statements = p->statements;
  tu->statement_chunks = p->statement_chunks.data;
  tu->ndefinitions = p->statement_chunks.len;
  tu->address_taken = p->address_taken.data;
  tu->naddress_taken = p->address_taken.len;
  tu->member_stores = p->member_stores.data;
  tu->nmember_stores = p->member_stores.len;
  VEC_FREE(p->undo);
  VEC_FREE(p->scopes);
  VEC_FREE(p->defining);
  /* the tokens the preprocessor made the stream of (the files' own, most
     of which preprocessing skips or only reads, and the macros') can go */
  pp_forget_tokens(pp);
  for (int k = 0; k < p->chunks.len; k++)
    free(p->chunks.data[k]);
  VEC_FREE(p->chunks);
  free(p->spare);
  hashmap_free(&p->copies);
  tu->kept = p->kept;
  tree_tokens = &tu->kept;
  if (tu->kept.chunks.len > 1)
    qsort(tu->kept.chunks.data, (size_t)tu->kept.chunks.len, sizeof(KeptChunk *), by_address);
  free(p);
  return tu;
}

void tu_free(TranslationUnit *tu) {
  if (tree_tokens == &tu->kept)
    tree_tokens = NULL;
  VEC_FREE(tu->kept.slots);
  for (int k = 0; k < tu->kept.chunks.len; k++)
    free(tu->kept.chunks.data[k]);
  VEC_FREE(tu->kept.chunks);
  free(tu->address_taken);
  free(tu->member_stores);
  recordset_free(&tu->templates);
  arena_free(&tu->arena);
  arena_free(&tu->statements);
  free(tu->statement_chunks);
  free(tu);
}
