/*
 * preprocess.c: C17 6.10 preprocessing with GCC's extensions.
 *
 * The output is a pull stream: pp_next() returns one token at a time, the way
 * cpplib's cpp_get_token does, and the expansion algorithm is cpplib's, so
 * that the token sequence equals `gcc -E`'s:
 *
 *  - Tokens come from a stack of contexts (macro expansions, pre-expanded
 *    arguments, pushed-back tokens) above the include stack of files.  A
 *    macro is disabled while its context is on the stack; an identifier read
 *    from any context while its macro is disabled is painted (TF_NO_EXPAND)
 *    and never expands again (C17 6.10.3.4p2).
 *  - Looking for the '(' of a function-like macro may pop finished contexts,
 *    re-enabling their macros; that is what gives `f(2)(9)` its standard
 *    result.  An argument is expanded in a context marked as a barrier, so a
 *    macro inside it cannot read past its end.
 *  - Directives are handled when a '#' starts a line in a file.  While a
 *    directive runs, the end of its line reads as TK_EOF.  A false group is
 *    skipped by scanning for the next conditional directive, so skipped text
 *    costs one pass over its tokens.
 *  - A file is tokenized once (again only where its chunks read past went,
 *    tokens_read_past); a file wrapped in #ifndef X ... #endif is not
 *    even entered again while X is defined (include-guard detection).
 *
 * Main structures: Macro (hangs off its Ident), Context, IncludeFrame,
 * Conditional.  Every token of a macro expansion points at an Expansion
 * record, so diagnostics can say "in expansion of macro".
 */
#define _POSIX_C_SOURCE 200809L
#include "annotalysis.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

typedef enum {
  DIR_NONE,
#define X(kind, spelling) kind,
#include "directives.def"
#undef X
} Directive;

typedef enum {
  BI_NONE,
#define X(kind, name) kind,
#include "builtin_macros.def"
#undef X
} Builtin;

struct Macro {
  Ident *name;
  SrcLoc loc;
  Token *body;
  int nbody;
  int nparams;
  Ident **params;
  bool function_like;
  bool variadic;
  bool disabled;   /* being expanded */
  uint8_t builtin; /* Builtin */
};

typedef struct Context {
  const Token *tokens;
  int pos, len;
  Macro *macro;  /* re-enabled when the context is popped */
  bool barrier;  /* an argument being expanded: reads as TK_EOF at its end */
  struct Context *prev;
} Context;

typedef struct IncludeFrame {
  SrcFile *file;
  int pos;
  int cond_depth;          /* conditional stack depth when the file was entered */
  int dir_index;           /* where it was found in the search list, -1 if not */
  const char *presumed;    /* file name after #line */
  int32_t line_delta;      /* presumed line minus physical line */
  int level;               /* __INCLUDE_LEVEL__ */
  SrcLoc included_at;      /* the #include that entered it, if any */
  struct IncludeFrame *prev;
} IncludeFrame;

typedef struct Conditional {
  SrcLoc loc;
  Directive directive; /* the opening one, for "unterminated #ifdef" */
  bool taken;          /* some group of this chain was processed */
  bool else_seen;
} Conditional;

typedef struct PushedMacro {
  Ident *name;
  Macro *macro;
  struct PushedMacro *next;
} PushedMacro;

struct Preprocessor {
  const Options *options;
  LexOptions lex;
  Arena arena;
  Arena tokens;            /* copies of tokens: macro bodies, expansions, directive lines */
  Context *context;
  Context *free_contexts;
  IncludeFrame *frame;
  VEC(SrcFile *) left;  /* files left since the last token (pp_next forgets their tokens) */
  int depth;               /* include nesting */
  VEC(Conditional) conds;
  VEC(SrcFile *) once_files;
  PushedMacro *pushed;
  const char *base_file;
  uint32_t main_file;      /* its SrcLoc.file */
  int counter;
  bool in_directive;
  bool in_if;              /* `defined` is an operator */
  int no_leave_file;       /* looking for macro arguments: a file end is final */
  IncludeFrame *last_frame; /* a prelude: its end is the end of the stream */
  const Context *last_context; /* where read_raw took its last token */
  Token *pending_line;     /* a #pragma or #ident line for the output */
  uint64_t expanded_tokens; /* made by macro expansion so far */
  bool expansion_limit_reported;
  int pending_len;
  Token eof;
  Ident *id_defined, *id_va_args, *id_va_opt, *id_pragma;
  /* Large enough: "Mmm dd yyyy" with its quotes and NUL takes 14 bytes,
     15 with a minus (format_time keeps 4 digits); "hh:mm:ss" 11. */
  char date[16], time[16];
  /* for print.c */
  void (*file_changed)(void *ctx, SrcFile *file, int reason);
  void *file_changed_ctx;
};

static const char *const directive_names[] = {
    "",
#define X(kind, spelling) spelling,
#include "directives.def"
#undef X
};

static const Token *expand_next(Preprocessor *pp);
static void handle_directive(Preprocessor *pp, const Token *hash);

/* ------------------------------------------------------------- contexts */

static void push_context(Preprocessor *pp, const Token *tokens, int len, Macro *macro, bool barrier) {
  Context *c = pp->free_contexts;
  if (c)
    pp->free_contexts = c->prev;
  else
    c = ARENA_NEW(&pp->arena, Context);
  c->tokens = tokens;
  c->pos = 0;
  c->len = len;
  c->macro = macro;
  c->barrier = barrier;
  c->prev = pp->context;
  pp->context = c;
  if (macro)
    macro->disabled = true;
}

static void pop_context(Preprocessor *pp) {
  Context *c = pp->context;
  if (c->macro)
    c->macro->disabled = false;
  pp->context = c->prev;
  c->prev = pp->free_contexts;
  pp->free_contexts = c;
}

static Token *copy_token(Preprocessor *pp, const Token *t) {
  Token *copy = ARENA_NEW(&pp->tokens, Token);
  *copy = *t;
  return copy;
}

/* ----------------------------------------------------------- files */

static void notify_file(Preprocessor *pp, SrcFile *file, int reason) {
  if (pp->file_changed)
    pp->file_changed(pp->file_changed_ctx, file, reason);
}

static void enter_file(Preprocessor *pp, SrcFile *file, int dir_index) {
  tokenize_file(file, &pp->lex);
  IncludeFrame *f = ARENA_NEW(&pp->arena, IncludeFrame);
  f->file = file;
  f->cond_depth = pp->conds.len;
  f->dir_index = dir_index;
  f->presumed = file->path;
  f->prev = pp->frame;
  f->level = f->prev ? f->prev->level + 1 : 0;
  pp->frame = f;
  pp->depth++;
  notify_file(pp, file, 1);
}

static const char *directive_name(Directive d) { return directive_names[d]; }

/* Leaves the current file; false when it was the last one. */
static bool leave_file(Preprocessor *pp) {
  IncludeFrame *f = pp->frame;
  while (pp->conds.len > f->cond_depth) {
    Conditional *c = &pp->conds.data[--pp->conds.len];
    diag(SEV_ERROR, c->loc, "unterminated #%s", directive_name(c->directive));
  }
  if (!f->prev)
    return false;
  VEC_PUSH(pp->left, f->file);
  pp->frame = f->prev;
  pp->depth--;
  notify_file(pp, pp->frame->file, 2);
  return true;
}

/* ------------------------------------------------------ reading tokens */


static void warn_unterminated(const Token *t) {
  char quote = t->text[0];
  for (uint32_t i = 0; i < t->len && quote != '"' && quote != '\''; i++)
    quote = t->text[i]; /* past a prefix such as L or u8 */
  diag(SEV_WARNING, t->loc, "missing terminating %c character", quote);
}

/* The next token of the current file, after running any directives; NULL
   when a directive pushed tokens that come first. */
static const Token *file_token(Preprocessor *pp) {
  for (;;) {
    IncludeFrame *f = pp->frame;
    const Token *t = file_token_at(f->file, f->pos);
    if (pp->in_directive) {
      if (t->flags & TF_BOL)
        return &pp->eof;
      f->pos++;
      if (t->flags & TF_UNTERMINATED)
        warn_unterminated(t);
      return t;
    }
    if (t->kind == TK_EOF) {
      if (pp->no_leave_file || f == pp->last_frame || !leave_file(pp))
        return t;
      continue;
    }
    f->pos++;
    if ((t->flags & TF_BOL) && is_punct(t, P_HASH)) {
      handle_directive(pp, t);
      if (pp->context)
        return NULL; /* the directive left a line for the output */
      continue;
    }
    if (t->kind == TK_IDENT && token_ident(t)->poisoned)
      diag(SEV_ERROR, t->loc, "attempt to use poisoned \"%s\"", token_ident(t)->name);
    if (t->flags & TF_UNTERMINATED)
      warn_unterminated(t);
    return t;
  }
}

/* The next token without macro expansion. */
static const Token *read_raw(Preprocessor *pp) {
  for (;;) {
    Context *c = pp->context;
    if (!c) {
      pp->last_context = NULL;
      const Token *t = file_token(pp);
      if (t)
        return t;
      continue;
    }
    if (c->pos == c->len) {
      if (c->barrier)
        return &pp->eof;
      pop_context(pp);
      continue;
    }
    pp->last_context = c;
    const Token *t = &c->tokens[c->pos++];
    if (t->kind == TK_IDENT && token_ident(t)->macro && token_ident(t)->macro->disabled &&
        !(t->flags & TF_NO_EXPAND)) {
      Token *painted = copy_token(pp, t);
      painted->flags |= TF_NO_EXPAND;
      return painted;
    }
    return t;
  }
}

/* Puts back the token read_raw just returned. */
static void unread(Preprocessor *pp) {
  if (pp->last_context)
    ((Context *)pp->last_context)->pos--;
  else
    pp->frame->pos--;
}

/* ---------------------------------------------------------------- macros */

static Macro *new_macro(Preprocessor *pp, Ident *name) {
  Macro *m = ARENA_NEW(&pp->arena, Macro);
  m->name = name;
  return m;
}

/* A macro call's argument, as written and fully replaced.  Both arrays
   are the call's scratch (malloc'ed, freed by free_args once the
   replacement is made): the replacement copies what it takes, and
   nothing points into them afterwards. */
typedef struct MacroArg {
  Token *tokens;
  int len;
  Token *expanded; /* computed on first use */
  int expanded_len;
  bool has_expanded;
} MacroArg;

static void free_args(MacroArg *args, int count) {
  for (int i = 0; args && i < count; i++) {
    free(args[i].tokens);
    free(args[i].expanded);
  }
  free(args);
}

typedef VEC(Token) TokenVec;

static void vec_append(TokenVec *v, const Token *tokens, int n) {
  for (int i = 0; i < n; i++)
    VEC_PUSH(*v, tokens[i]);
}

static Token *arena_tokens(Preprocessor *pp, TokenVec *v) {
  Token *out = ARENA_ARRAY(&pp->tokens, Token, v->len ? v->len : 1);
  if (v->len)
    memcpy(out, v->data, sizeof(Token) * (size_t)v->len);
  return out;
}

/* Peeks for the '(' of a function-like macro call.  Consumes it if found. */
static bool next_is_lparen(Preprocessor *pp) {
  const Token *t = read_raw(pp);
  if (is_punct(t, P_LPAREN))
    return true;
  if (t != &pp->eof && t->kind != TK_EOF)
    unread(pp);
  return false;
}

/* Macro expansion (arguments collected, replacements made) has a budget
   per file, so that a few lines cannot ask for exponential time or memory;
   past it, macros stop expanding, with one error. */
static void expansion_limit(Preprocessor *pp, const Token *name) {
  if (!pp->expansion_limit_reported)
    diag_token(SEV_ERROR, name, "macro expansion stopped after %llu tokens (--max-expansion)",
               (unsigned long long)pp->options->max_expanded_tokens);
  pp->expansion_limit_reported = true;
}

/* C17 6.10.3p10-12: the arguments of a macro call, after the '('. */
static bool collect_args(Preprocessor *pp, Macro *m, const Token *name, MacroArg *args, bool *va_omitted) {
  int nargs = 0, depth = 0;
  int maxargs = m->nparams > 0 ? m->nparams : 1;
  TokenVec cur = {0};
  *va_omitted = false;
  for (;;) {
    const Token *t = read_raw(pp);
    if (t->kind == TK_EOF) {
      diag_token(SEV_ERROR, name, "unterminated argument list invoking macro \"%s\"", m->name->name);
      VEC_FREE(cur);
      return false;
    }
    bool split = depth == 0 && is_punct(t, P_COMMA) && !(m->variadic && nargs == m->nparams - 1);
    bool end = depth == 0 && is_punct(t, P_RPAREN);
    if (split || end) {
      if (nargs < maxargs) {
        args[nargs].tokens = cur.data; /* handed over: the vector starts anew */
        args[nargs].len = cur.len;
        cur = (TokenVec){0};
      }
      nargs++;
      cur.len = 0;
      if (end)
        break;
      continue;
    }
    if (is_punct(t, P_LPAREN))
      depth++;
    else if (is_punct(t, P_RPAREN))
      depth--;
    if (++pp->expanded_tokens > pp->options->max_expanded_tokens) {
      expansion_limit(pp, name);
      VEC_FREE(cur);
      return false;
    }
    Token copy = *t;
    if (copy.flags & TF_BOL)
      copy.flags = (uint16_t)((copy.flags & ~TF_BOL) | TF_SPACE);
    copy.flags |= TF_FROM_ARG;
    VEC_PUSH(cur, copy);
  }
  VEC_FREE(cur);
  if (m->nparams == 0) {
    if (nargs == 1 && args[0].len == 0)
      return true;
    diag_token(SEV_ERROR, name, "macro \"%s\" passed %d arguments, but takes just 0", m->name->name, nargs);
    return false;
  }
  if (nargs == m->nparams - 1 && m->variadic) {
    args[nargs].tokens = NULL;
    args[nargs].len = 0;
    *va_omitted = true;
    return true;
  }
  if (nargs < m->nparams) {
    diag_token(SEV_ERROR, name, "macro \"%s\" requires %d arguments, but only %d given", m->name->name,
               m->nparams, nargs);
    return false;
  }
  if (nargs > m->nparams) {
    diag_token(SEV_ERROR, name, "macro \"%s\" passed %d arguments, but takes just %d", m->name->name,
               nargs, m->nparams);
    return false;
  }
  return true;
}

/* C17 6.10.3.1: an argument is fully macro-replaced before substitution. */
static void expand_arg(Preprocessor *pp, MacroArg *arg) {
  if (arg->has_expanded)
    return;
  arg->has_expanded = true;
  TokenVec out = {0};
  Context *below = pp->context;
  push_context(pp, arg->tokens, arg->len, NULL, true);
  for (;;) {
    const Token *t = expand_next(pp);
    if (t->kind == TK_EOF) /* the barrier's end: reads stop there */
      break;
    VEC_PUSH(out, *t);
  }
  while (pp->context != below)
    pop_context(pp);
  arg->expanded = out.data; /* handed over */
  arg->expanded_len = out.len;
}

/* C17 6.10.3.2: the # operator. */
static Token stringify(Preprocessor *pp, const MacroArg *arg, const Token *at) {
  StrBuf sb = {0};
  sb_putc(&sb, '"');
  for (int i = 0; i < arg->len; i++) {
    const Token *t = &arg->tokens[i];
    if (i > 0 && (t->flags & (TF_SPACE | TF_BOL)))
      sb_putc(&sb, ' ');
    bool quote = t->kind == TK_STRING || t->kind == TK_CHAR ||
                 (t->kind == TK_OTHER && (t->flags & TF_UNTERMINATED));
    for (uint32_t k = 0; k < t->len; k++) {
      char c = t->text[k];
      if (quote && (c == '"' || c == '\\'))
        sb_putc(&sb, '\\');
      sb_putc(&sb, c);
    }
  }
  sb_putc(&sb, '"');
  Token s = *at;
  s.kind = TK_STRING;
  token_set_ident(&s, NULL);
  s.text = arena_strndup(&pp->arena, sb.data, sb.len);
  s.len = (uint32_t)sb.len;
  s.flags = at->flags & (TF_SPACE | TF_PASTE_LEFT);
  sb_free(&sb);
  return s;
}

/* C17 6.10.3.3: the ## operator.  Returns false when the spellings do not
   form one token; the caller keeps both. */
static bool paste(Preprocessor *pp, Token *lhs, const Token *rhs) {
  if (rhs->kind == TK_PLACEMARKER)
    return true;
  if (lhs->kind == TK_PLACEMARKER) {
    uint16_t space = lhs->flags & TF_SPACE;
    *lhs = *rhs;
    lhs->flags = (uint16_t)((lhs->flags & ~TF_SPACE) | space);
    return true;
  }
  size_t len = lhs->len + rhs->len;
  char *text = arena_alloc(&pp->arena, len + 1);
  memcpy(text, lhs->text, lhs->len);
  memcpy(text + lhs->len, rhs->text, rhs->len);
  text[len] = '\0';
  Token *lexed;
  int n = tokenize_string(text, len, lhs->loc, &lexed);
  if (n != 1 || lexed[0].len != len || (is_punct(lhs, P_SLASH) && rhs->len &&
                                        (rhs->text[0] == '/' || rhs->text[0] == '*'))) {
    diag_token(SEV_ERROR, lhs, "pasting \"%.*s\" and \"%.*s\" does not give a valid preprocessing token",
               (int)lhs->len, lhs->text, (int)rhs->len, rhs->text);
    return false;
  }
  Token result = lexed[0];
  result.loc = lhs->loc;
  result.expansion = lhs->expansion;
  result.flags = (uint16_t)((result.flags & TF_IDENT) | (lhs->flags & TF_SPACE) | (rhs->flags & TF_PASTE_LEFT));
  *lhs = result;
  return true;
}

/* Applies every ## in a substituted replacement list and drops placemarkers. */
static void paste_all(Preprocessor *pp, TokenVec *v) {
  int out = 0;
  for (int i = 0; i < v->len; i++) {
    Token t = v->data[i];
    while ((t.flags & TF_PASTE_LEFT) && i + 1 < v->len) {
      Token rhs = v->data[i + 1];
      t.flags &= (uint16_t)~TF_PASTE_LEFT;
      if (!paste(pp, &t, &rhs)) {
        break; /* both stay: rhs is the next token in the loop */
      }
      if (rhs.kind == TK_PLACEMARKER)
        t.flags |= rhs.flags & TF_PASTE_LEFT;
      i++;
    }
    t.flags &= (uint16_t)~TF_PASTE_LEFT;
    if (t.kind != TK_PLACEMARKER)
      v->data[out++] = t;
  }
  v->len = out;
}

/* The index of the ')' that closes the '(' at body[open]. */
static int matching_paren(const Macro *m, int open) {
  int depth = 0;
  for (int i = open; i < m->nbody; i++) {
    if (is_punct(&m->body[i], P_LPAREN))
      depth++;
    else if (is_punct(&m->body[i], P_RPAREN) && --depth == 0)
      return i;
  }
  return m->nbody;
}

static void append_arg(Preprocessor *pp, TokenVec *out, const Macro *m, int i, MacroArg *args,
                       bool va_omitted) {
  const Token *bt = &m->body[i];
  MacroArg *arg = &args[bt->aux];
  if (bt->flags & TF_STRINGIFY) {
    VEC_PUSH(*out, stringify(pp, arg, bt));
    return;
  }
  bool pasted_right = i > 0 && (m->body[i - 1].flags & TF_PASTE_LEFT);
  if ((bt->flags & TF_PASTE_LEFT) || pasted_right) {
    if (pasted_right && out->len > 0 && is_punct(&out->data[out->len - 1], P_COMMA) &&
        m->variadic && bt->aux == m->nparams - 1) {
      /* GNU: `, ## __VA_ARGS__` drops the comma when there are no variable
         arguments, and pastes nothing when there are. */
      Token *comma = &out->data[out->len - 1];
      /* GCC: the comma goes when the variable arguments are left out, or,
         in the GNU dialects, when they are the only parameter and empty. */
      if (arg->len == 0 && (va_omitted || (pp->options->gnu && m->nparams == 1))) {
        out->len--;
      } else {
        comma->flags &= (uint16_t)~TF_PASTE_LEFT;
      }
      pasted_right = false;
    }
    if (arg->len == 0) {
      Token pm = *bt;
      pm.kind = TK_PLACEMARKER;
      pm.flags = bt->flags & (TF_PASTE_LEFT | TF_IDENT);
      VEC_PUSH(*out, pm);
      return;
    }
    int first = out->len;
    vec_append(out, arg->tokens, arg->len);
    out->data[first].flags = (uint16_t)((out->data[first].flags & ~TF_SPACE) | (bt->flags & TF_SPACE));
    if (bt->flags & TF_PASTE_LEFT)
      out->data[out->len - 1].flags |= TF_PASTE_LEFT;
    return;
  }
  expand_arg(pp, arg);
  int first = out->len;
  vec_append(out, arg->expanded, arg->expanded_len);
  if (out->len > first)
    out->data[first].flags = (uint16_t)((out->data[first].flags & ~TF_SPACE) | (bt->flags & TF_SPACE));
}

/* GCC 12: __VA_OPT__ takes its contents when the variable arguments
   expand to at least one token. */
static bool va_opt_active(Preprocessor *pp, const Macro *m, MacroArg *args) {
  MacroArg *va = &args[m->nparams - 1];
  if (va->len == 0)
    return false;
  expand_arg(pp, va);
  return va->expanded_len > 0;
}

/* Builds the replacement of a macro call: parameters substituted, ##
   applied, every token marked as coming from this expansion. */
static void substitute(Preprocessor *pp, const Macro *m, MacroArg *args, bool va_omitted, TokenVec *out,
                       const Expansion *expansion) {
  int va_opt_end = -1; /* index of the ')' closing an active __VA_OPT__ */
  for (int i = 0; i < m->nbody; i++) {
    const Token *bt = &m->body[i];
    if (i == va_opt_end) {
      if (bt->flags & TF_PASTE_LEFT && out->len > 0)
        out->data[out->len - 1].flags |= TF_PASTE_LEFT;
      va_opt_end = -1;
      continue;
    }
    if (bt->flags & TF_VA_OPT) {
      int open = i + 1;
      int close = matching_paren(m, open);
      if (va_opt_active(pp, m, args)) {
        va_opt_end = close;
        i = open;
      } else {
        Token pm = *bt;
        pm.kind = TK_PLACEMARKER;
        pm.flags = (uint16_t)((bt->flags & TF_IDENT) | (close < m->nbody ? (m->body[close].flags & TF_PASTE_LEFT) : 0));
        VEC_PUSH(*out, pm);
        i = close;
      }
      continue;
    }
    int first = out->len;
    if (bt->kind == TK_PARAM) {
      append_arg(pp, out, m, i, args, va_omitted);
    } else {
      VEC_PUSH(*out, *bt);
    }
    /* the body's own tokens come from this expansion; an argument's keep
       the place they were written */
    for (int k = first; k < out->len; k++)
      if (!(out->data[k].flags & TF_FROM_ARG))
        out->data[k].expansion = expansion->id;
  }
  paste_all(pp, out);
  for (int k = 0; k < out->len; k++) {
    if (out->data[k].kind == TK_PARAM)
      fatal("parameter token left after substitution");
  }
}

static Expansion *new_expansion(Preprocessor *pp, const Token *name) {
  Expansion *e = ARENA_NEW(&pp->arena, Expansion);
  e->macro = token_ident(name);
  e->loc = name->loc;
  e->parent = token_expansion(name);
  e->id = expansion_number(e);
  return e;
}

static bool expand_builtin(Preprocessor *pp, const Token *name, Macro *m);

/* Expands the macro named by `name` if it is a call; pushes the result. */
static bool enter_macro(Preprocessor *pp, const Token *name) {
  Macro *m = token_ident(name)->macro;
  if (m->builtin)
    return expand_builtin(pp, name, m);
  MacroArg *args = NULL;
  int nargs = m->nparams > 0 ? m->nparams : 1;
  bool va_omitted = false;
  if (m->function_like) {
    pp->no_leave_file++;
    bool call = next_is_lparen(pp);
    if (call) {
      args = xcalloc((size_t)nargs, sizeof(MacroArg));
      call = collect_args(pp, m, name, args, &va_omitted);
    }
    pp->no_leave_file--;
    if (!call) {
      free_args(args, nargs);
      return false;
    }
  }
  TokenVec out = {0};
  const Expansion *expansion = new_expansion(pp, name);
  substitute(pp, m, args, va_omitted, &out, expansion);
  free_args(args, nargs);
  pp->expanded_tokens += (uint64_t)out.len + 1;
  if (pp->expanded_tokens > pp->options->max_expanded_tokens) {
    expansion_limit(pp, name);
    VEC_FREE(out);
    return false;
  }
  if (out.len > 0) {
    out.data[0].flags = (uint16_t)((out.data[0].flags & ~(TF_SPACE | TF_BOL)) |
                                   (name->flags & (TF_SPACE | TF_BOL)));
  }
  Token *tokens = arena_tokens(pp, &out);
  push_context(pp, tokens, out.len, m, false);
  VEC_FREE(out);
  return true;
}

/* -------------------------------------------------------- builtin macros */

static void push_result(Preprocessor *pp, const Token *name, TokenKind kind, const char *text) {
  Token *t = copy_token(pp, name);
  t->kind = (uint8_t)kind;
  token_set_ident(t, NULL);
  t->text = arena_strndup(&pp->arena, text, strlen(text));
  t->len = (uint32_t)strlen(text);
  t->expansion = new_expansion(pp, name)->id;
  t->flags = name->flags & (TF_SPACE | TF_BOL);
  push_context(pp, t, 1, NULL, false);
}

static void push_number(Preprocessor *pp, const Token *name, long long value) {
  char buf[32]; /* large enough: a long long has at most 19 digits and a sign */
  snprintf(buf, sizeof buf, "%lld", value);
  push_result(pp, name, TK_NUMBER, buf);
}

static void push_string(Preprocessor *pp, const Token *name, const char *s) {
  StrBuf sb = {0};
  sb_putc(&sb, '"');
  for (; *s; s++) {
    if (*s == '"' || *s == '\\')
      sb_putc(&sb, '\\');
    sb_putc(&sb, *s);
  }
  sb_putc(&sb, '"');
  push_result(pp, name, TK_STRING, sb.data);
  sb_free(&sb);
}

/* The location a token stands at in its file: for a macro's output, the
   outermost macro name it came from. */
static SrcLoc expansion_point(const Token *t) {
  SrcLoc loc = t->loc;
  for (const Expansion *e = token_expansion(t); e; e = e->parent)
    loc = e->loc;
  return loc;
}

const char *pp_presumed_file(Preprocessor *pp, const Token *token, uint32_t *line) {
  SrcLoc loc = expansion_point(token);
  for (IncludeFrame *f = pp->frame; f; f = f->prev) {
    if (f->file->id == loc.file) {
      *line = (uint32_t)((int32_t)loc.line + f->line_delta);
      return f->presumed;
    }
  }
  SrcFile *file = src_get(loc.file);
  *line = loc.line;
  return file ? file->path : "";
}

bool pp_in_system_header(Preprocessor *pp) { return pp->frame->file->system; }

/* For diagnostics: where the file being read was included from, innermost
   first; the depth-th #include, or a location with file 0 past the end. */
static SrcLoc include_chain(void *ctx, uint32_t file, int depth) {
  Preprocessor *pp = ctx;
  IncludeFrame *f = pp->frame;
  if (!f || f->file->id != file)
    return (SrcLoc){0, 0, 0};
  for (int i = 0; i < depth && f; i++)
    f = f->prev;
  return f && f->prev ? f->included_at : (SrcLoc){0, 0, 0};
}

const char *pp_position(Preprocessor *pp, uint32_t *line) {
  IncludeFrame *f = pp->frame;
  int i = f->pos;
  while (!(file_token_at(f->file, i)->flags & TF_BOL))
    i++; /* inside a directive: the line after it */
  const Token *t = file_token_at(f->file, i);
  *line = (uint32_t)((int32_t)t->loc.line + f->line_delta);
  return f->presumed;
}

static const Token *expect_lparen(Preprocessor *pp, const Token *name) {
  const Token *t = expand_next(pp);
  if (!is_punct(t, P_LPAREN)) {
    diag_token(SEV_ERROR, name, "missing '(' after \"%s\"", token_ident(name)->name);
    if (t->kind != TK_EOF)
      unread(pp);
    return NULL;
  }
  return t;
}

/* Reads `( name )` or `( scope :: name )` for __has_attribute and friends. */
static int has_attribute(Preprocessor *pp, const Token *name, Builtin kind) {
  if (!expect_lparen(pp, name))
    return 0;
  const Token *t = expand_next(pp);
  const Token *scope = NULL;
  if (t->kind != TK_IDENT) {
    diag_token(SEV_ERROR, name, "macro \"%s\" requires an identifier", token_ident(name)->name);
    return 0;
  }
  const Token *next = expand_next(pp);
  if (is_punct(next, P_SCOPE)) {
    scope = t;
    t = expand_next(pp);
    next = expand_next(pp);
  }
  if (!is_punct(next, P_RPAREN)) {
    diag_token(SEV_ERROR, name, "missing ')' after \"%s\" operand", token_ident(name)->name);
    if (next->kind != TK_EOF)
      unread(pp);
  }
  if (t->kind != TK_IDENT)
    return 0;
  /* GCC ignores a leading and trailing __ in names and scopes. */
  const Ident *attr = attribute_name(token_ident(t));
  if (kind == BI_HAS_CPP_ATTRIBUTE)
    return 0;
  if (!scope)
    return host_has_attribute(attr->name, attr->len, kind == BI_HAS_C_ATTRIBUTE);
  char *scoped = format("%s::%s", attribute_name(token_ident(scope))->name, attr->name);
  int value = host_has_attribute(scoped, strlen(scoped), kind == BI_HAS_C_ATTRIBUTE);
  free(scoped);
  return value;
}

/* __has_builtin, __has_feature or __has_extension ( name ): what the
   host compiler answers for the name; __building_module ( name ): 0. */
static int has_name(Preprocessor *pp, const Token *name, Builtin kind) {
  if (!expect_lparen(pp, name))
    return 0;
  const Token *t = expand_next(pp);
  int depth = 0;
  int value = t->kind != TK_IDENT || kind == BI_BUILDING_MODULE ? 0
              : kind == BI_HAS_BUILTIN ? host_has_builtin(token_ident(t))
                                       : host_has_feature(token_ident(t)->name, token_ident(t)->len, kind == BI_HAS_EXTENSION);
  for (;;) {
    if (t->kind == TK_EOF) {
      diag_token(SEV_ERROR, name, "missing ')' after \"%s\" operand", token_ident(name)->name);
      return 0;
    }
    if (is_punct(t, P_LPAREN))
      depth++;
    t = expand_next(pp);
    if (is_punct(t, P_RPAREN) && depth-- == 0)
      return value;
  }
}

static bool find_include(Preprocessor *pp, const char *name, bool angled, bool next, SrcFile **found,
                         int *dir_index);

/* Spells the tokens of a <...> header name built from several tokens. */
static char *angled_name(Preprocessor *pp, const Token *(*next)(Preprocessor *)) {
  StrBuf sb = {0};
  for (;;) {
    const Token *t = next(pp);
    if (t->kind == TK_EOF) {
      sb_free(&sb);
      return NULL;
    }
    if (is_punct(t, P_GT))
      break;
    if (sb.len && (t->flags & TF_SPACE))
      sb_putc(&sb, ' ');
    sb_put(&sb, t->text, t->len);
  }
  if (!sb.data)
    sb_putc(&sb, '\0');
  return sb.data;
}

/* __has_include ( header-name ) */
static int has_include(Preprocessor *pp, const Token *name, bool next) {
  const Token *t = read_raw(pp);
  if (!is_punct(t, P_LPAREN)) {
    diag_token(SEV_ERROR, name, "missing '(' before \"%s\" operand", token_ident(name)->name);
    return 0;
  }
  t = read_raw(pp);
  if (t->kind == TK_IDENT && token_ident(t)->macro && !(t->flags & TF_NO_EXPAND) && enter_macro(pp, t))
    t = expand_next(pp);
  char *file = NULL;
  bool angled = false;
  if (t->kind == TK_STRING && t->text[0] == '"') {
    file = format("%.*s", (int)t->len - 2, t->text + 1);
  } else if (t->kind == TK_HEADER_NAME) {
    file = format("%.*s", (int)t->len - 2, t->text + 1);
    angled = true;
  } else if (is_punct(t, P_LT)) {
    file = angled_name(pp, expand_next);
    angled = true;
  }
  if (!file) {
    diag_token(SEV_ERROR, name, "operator \"%s\" requires a header-name", token_ident(name)->name);
    return 0;
  }
  t = expand_next(pp);
  if (!is_punct(t, P_RPAREN)) {
    diag_token(SEV_ERROR, name, "missing ')' after \"%s\" operand", token_ident(name)->name);
    if (t->kind != TK_EOF)
      unread(pp);
  }
  SrcFile *found;
  int dir_index;
  bool ok = find_include(pp, file, angled, next, &found, &dir_index);
  free(file);
  return ok;
}

static void do_pragma_text(Preprocessor *pp, const Token *at, const char *text, size_t len);

/* C17 6.10.9: _Pragma ( string-literal ) */
static bool pragma_operator(Preprocessor *pp, const Token *name) {
  const Token *open = expand_next(pp);
  if (!is_punct(open, P_LPAREN)) {
    diag_token(SEV_ERROR, name, "_Pragma takes a parenthesized string literal");
    if (open->kind != TK_EOF)
      unread(pp);
    return false;
  }
  const Token *str = expand_next(pp);
  const Token *close = str->kind == TK_STRING ? expand_next(pp) : str;
  if (str->kind != TK_STRING || !is_punct(close, P_RPAREN)) {
    diag_token(SEV_ERROR, name, "_Pragma takes a parenthesized string literal");
    return false;
  }
  /* Destringize: drop the prefix and quotes, unescape \" and \\. */
  const char *s = memchr(str->text, '"', str->len);
  size_t n = str->len - (size_t)(s - str->text) - 2;
  char *text = arena_alloc(&pp->arena, n + 1);
  size_t k = 0;
  for (size_t i = 1; i <= n; i++) {
    if (s[i] == '\\' && i + 1 <= n && (s[i + 1] == '"' || s[i + 1] == '\\'))
      i++;
    text[k++] = s[i];
  }
  text[k] = '\0';
  do_pragma_text(pp, name, text, k);
  return true;
}

static void format_time(Preprocessor *pp) {
  if (pp->date[0])
    return;
  static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  time_t now = time(NULL);
  const char *epoch = getenv("SOURCE_DATE_EPOCH");
  struct tm *tm;
  if (epoch && *epoch) {
    now = (time_t)strtoll(epoch, NULL, 10);
    tm = gmtime(&now);
  } else {
    tm = localtime(&now);
  }
  if (!tm) {
    strcpy(pp->date, "\"??? ?? ????\"");
    strcpy(pp->time, "\"??:??:??\"");
    return;
  }
  snprintf(pp->date, sizeof pp->date, "\"%s %2d %04d\"", months[tm->tm_mon], tm->tm_mday,
           (tm->tm_year + 1900) % 10000);
  snprintf(pp->time, sizeof pp->time, "\"%02d:%02d:%02d\"", tm->tm_hour, tm->tm_min, tm->tm_sec);
}

static bool expand_builtin(Preprocessor *pp, const Token *name, Macro *m) {
  switch ((Builtin)m->builtin) {
  case BI_FILE: {
    uint32_t line;
    push_string(pp, name, pp_presumed_file(pp, name, &line));
    return true;
  }
  case BI_FILE_NAME: {
    uint32_t line;
    const char *path = pp_presumed_file(pp, name, &line);
    const char *slash = strrchr(path, '/');
    push_string(pp, name, slash ? slash + 1 : path);
    return true;
  }
  case BI_BASE_FILE:
    push_string(pp, name, pp->base_file);
    return true;
  case BI_LINE: {
    uint32_t line;
    pp_presumed_file(pp, name, &line);
    push_number(pp, name, line);
    return true;
  }
  case BI_COUNTER:
    push_number(pp, name, pp->counter++);
    return true;
  case BI_INCLUDE_LEVEL:
    push_number(pp, name, pp->frame->level);
    return true;
  case BI_DATE:
    format_time(pp);
    push_result(pp, name, TK_STRING, pp->date);
    return true;
  case BI_TIME:
    format_time(pp);
    push_result(pp, name, TK_STRING, pp->time);
    return true;
  case BI_TIMESTAMP: {
    SrcFile *file = pp->frame->file;
    struct stat st;
    /* Large enough: 27 bytes with quotes and NUL, 34 for an int's widest
       year; no setlocale, so names have 3 letters.  strftime never cuts:
       it fails. */
    static const char unknown[] = "\"??? ??? ?? ??:??:?? ????\"";
    char buf[64];
    strcpy(buf, unknown);
    if (stat(file->path, &st) == 0) {
      struct tm *tm = localtime(&st.st_mtime);
      if (tm && strftime(buf, sizeof buf, "\"%a %b %e %H:%M:%S %Y\"", tm) == 0)
        strcpy(buf, unknown); /* its contents are unspecified then */
    }
    push_result(pp, name, TK_STRING, buf);
    return true;
  }
  case BI_HAS_ATTRIBUTE:
  case BI_HAS_CPP_ATTRIBUTE:
  case BI_HAS_C_ATTRIBUTE:
    push_number(pp, name, has_attribute(pp, name, (Builtin)m->builtin));
    return true;
  case BI_HAS_BUILTIN:
  case BI_HAS_FEATURE:
  case BI_HAS_EXTENSION:
  case BI_BUILDING_MODULE:
    push_number(pp, name, has_name(pp, name, (Builtin)m->builtin));
    return true;
  case BI_HAS_INCLUDE:
  case BI_HAS_INCLUDE_NEXT:
    push_number(pp, name, has_include(pp, name, m->builtin == BI_HAS_INCLUDE_NEXT));
    return true;
  case BI_PRAGMA:
    if (pp->in_directive)
      return false;
    return pragma_operator(pp, name);
  case BI_NONE:
    break;
  }
  return false;
}

/* `defined X` or `defined ( X )` in #if (C17 6.10.1p1). */
static const Token *eval_defined(Preprocessor *pp, const Token *op) {
  const Token *t = read_raw(pp);
  bool paren = is_punct(t, P_LPAREN);
  if (paren)
    t = read_raw(pp);
  int value = 0;
  if (t->kind != TK_IDENT) {
    diag_token(SEV_ERROR, op, "operator \"defined\" requires an identifier");
  } else {
    value = token_ident(t)->macro != NULL;
    if (paren) {
      const Token *close = read_raw(pp);
      if (!is_punct(close, P_RPAREN))
        diag_token(SEV_ERROR, op, "missing ')' after \"defined\"");
    }
  }
  Token *result = copy_token(pp, op);
  result->kind = TK_NUMBER;
  token_set_ident(result, NULL);
  result->text = value ? "1" : "0";
  result->len = 1;
  return result;
}

/* The next token after macro expansion. */
static const Token *expand_next(Preprocessor *pp) {
  for (;;) {
    const Token *t = read_raw(pp);
    if (t->kind != TK_IDENT || (t->flags & TF_NO_EXPAND))
      return t;
    if (pp->in_if && token_ident(t) == pp->id_defined)
      return eval_defined(pp, t);
    Macro *m = token_ident(t)->macro;
    if (!m)
      return t;
    if (m->disabled) {
      Token *painted = copy_token(pp, t);
      painted->flags |= TF_NO_EXPAND;
      return painted;
    }
    if (!enter_macro(pp, t))
      return t;
  }
}

/* Is file open in frame f or an outer one, which will read its tokens
   again? */
static bool open_in(const IncludeFrame *f, const SrcFile *file) {
  for (const IncludeFrame *g = f; g; g = g->prev)
    if (g->file == file)
      return true;
  return false;
}

const Token *pp_next(Preprocessor *pp) {
  /* between two tokens of a file, outside any macro, nothing holds a
     token of the file that is behind: the file's chunks there go */
  IncludeFrame *f = pp->frame;
  if (!pp->context && f->pos >= 2 * FILE_CHUNK_TOKENS && f->file->chunks[f->pos / FILE_CHUNK_TOKENS - 2] &&
      !open_in(f->prev, f->file))
    tokens_read_past(f->file, f->pos);
  /* and a file left behind its include guard, unless open still (one
     without a guard is likely included again: stddef.h with each
     __need_ macro, an X-macro table; it keeps its tokens) */
  while (!pp->context && pp->left.len) {
    SrcFile *file = pp->left.data[--pp->left.len];
    if (file->guard && !open_in(f, file))
      tokens_forget(file);
  }
  return expand_next(pp);
}

uint32_t pp_main_file(const Preprocessor *pp) { return pp->main_file; }

/* ------------------------------------------------------------ directives */

/* The rest of the directive line, unexpanded. */
static void skip_line(Preprocessor *pp) {
  IncludeFrame *f = pp->frame;
  while (!(file_token_at(f->file, f->pos)->flags & TF_BOL))
    f->pos++;
}

static void extra_tokens(Preprocessor *pp, Directive d) {
  const Token *t = read_raw(pp);
  if (t->kind != TK_EOF)
    diag(SEV_WARNING, t->loc, "extra tokens at end of #%s directive", directive_name(d));
}

static Ident *macro_name(Preprocessor *pp, Directive d) {
  const Token *t = read_raw(pp);
  if (t->kind == TK_EOF) {
    diag(SEV_ERROR, t == &pp->eof ? file_token_at(pp->frame->file, pp->frame->pos - 1)->loc : t->loc,
         "no macro name given in #%s directive", directive_name(d));
    return NULL;
  }
  if (t->kind != TK_IDENT) {
    diag(SEV_ERROR, t->loc, "macro names must be identifiers");
    return NULL;
  }
  if (token_ident(t) == pp->id_defined) {
    diag(SEV_ERROR, t->loc, "\"defined\" cannot be used as a macro name");
    return NULL;
  }
  return token_ident(t);
}

static bool same_definition(const Macro *a, const Macro *b) {
  if (a->function_like != b->function_like || a->variadic != b->variadic || a->nparams != b->nparams ||
      a->nbody != b->nbody || a->builtin || b->builtin)
    return false;
  for (int i = 0; i < a->nparams; i++)
    if (a->params[i] != b->params[i])
      return false;
  for (int i = 0; i < a->nbody; i++) {
    const Token *x = &a->body[i], *y = &b->body[i];
    if (x->kind != y->kind || x->len != y->len || memcmp(x->text, y->text, x->len) != 0 ||
        (i > 0 && (x->flags & TF_SPACE) != (y->flags & TF_SPACE)) ||
        (x->flags & (TF_PASTE_LEFT | TF_STRINGIFY)) != (y->flags & (TF_PASTE_LEFT | TF_STRINGIFY)))
      return false;
  }
  return true;
}

static void define_macro(Macro *m) {
  Macro *old = m->name->macro;
  if (old && !same_definition(old, m)) {
    diag(SEV_WARNING, m->loc, "\"%s\" redefined", m->name->name);
    if (old->loc.file)
      diag(SEV_NOTE, old->loc, "this is the location of the previous definition");
  }
  m->name->macro = m;
}

static int param_index(const Macro *m, const Ident *id) {
  for (int i = 0; i < m->nparams; i++)
    if (m->params[i] == id)
      return i;
  return -1;
}

/* The parameter list of C17 6.10.3p1, after the '(': identifiers, `...`,
   or GNU's named variadic `args...`. */
static bool parse_params(Preprocessor *pp, Macro *m, const Token *name) {
  VEC(Ident *) params = {0};
  const char *error = NULL;
  const Token *t = read_raw(pp);
  while (!is_punct(t, P_RPAREN) && !error) {
    if (params.len > 0) {
      if (!is_punct(t, P_COMMA)) {
        error = "expected ',' or ')', found";
        break;
      }
      t = read_raw(pp);
    }
    Ident *param = NULL;
    if (is_punct(t, P_ELLIPSIS)) {
      param = pp->id_va_args;
    } else if (t->kind != TK_IDENT) {
      error = "expected parameter name, found";
      break;
    } else {
      param = token_ident(t);
      if (param == pp->id_va_args)
        diag(SEV_WARNING, t->loc, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
      for (int i = 0; i < params.len; i++)
        if (params.data[i] == param)
          error = "duplicate macro parameter";  /* GCC: no "found" */
      if (error)
        break;
      t = read_raw(pp);
    }
    VEC_PUSH(params, param);
    if (is_punct(t, P_ELLIPSIS)) {
      m->variadic = true;
      t = read_raw(pp);
      if (!is_punct(t, P_RPAREN))
        error = "expected ')' after \"...\", found";
    }
  }
  if (error) {
    if (t->kind == TK_EOF)
      diag(SEV_ERROR, name->loc, "missing ')' in macro parameter list");
    else
      diag(SEV_ERROR, t->loc, "%s \"%.*s\"", error, (int)t->len, t->text);
    VEC_FREE(params);
    return false;
  }
  m->nparams = params.len;
  m->params = ARENA_ARRAY(&pp->arena, Ident *, params.len ? params.len : 1);
  if (params.len)
    memcpy(m->params, params.data, sizeof(Ident *) * (size_t)params.len);
  VEC_FREE(params);
  return true;
}

static void do_define(Preprocessor *pp) {
  Ident *name = macro_name(pp, DIR_DEFINE);
  if (!name)
    return;
  const Token *name_tok = file_token_at(pp->frame->file, pp->frame->pos - 1);
  Macro *m = new_macro(pp, name);
  m->loc = name_tok->loc;
  const Token *t = read_raw(pp);
  if (is_punct(t, P_LPAREN) && !(t->flags & TF_SPACE)) {
    m->function_like = true;
    if (!parse_params(pp, m, name_tok))
      return;
    t = read_raw(pp);
  }
  TokenVec body = {0};
  bool ok = true;
  for (bool first = true; t->kind != TK_EOF; t = read_raw(pp), first = false) {
    Token bt = *t;
    if (first)
      bt.flags &= (uint16_t)~TF_SPACE;
    if (is_punct(t, P_HASHHASH)) {
      if (body.len == 0) {
        diag(SEV_ERROR, t->loc, "'##' cannot appear at either end of a macro expansion");
        ok = false;
        break;
      }
      body.data[body.len - 1].flags |= TF_PASTE_LEFT;
      const Token *rhs = read_raw(pp);
      if (rhs->kind == TK_EOF) {
        diag(SEV_ERROR, t->loc, "'##' cannot appear at either end of a macro expansion");
        ok = false;
        break;
      }
      t = rhs;
      bt = *t;
      /* fall through to add the right operand below */
    }
    if (m->function_like && is_punct(t, P_HASH)) {
      const Token *operand = read_raw(pp);
      int index = operand->kind == TK_IDENT ? param_index(m, token_ident(operand)) : -1;
      if (index < 0 && !(operand->kind == TK_IDENT && token_ident(operand) == pp->id_va_opt && m->variadic)) {
        diag(SEV_ERROR, t->loc, "'#' is not followed by a macro parameter");
        ok = false;
        break;
      }
      if (index >= 0) {
        Token p = *operand;
        p.kind = TK_PARAM;
        p.aux = index;
        p.flags = (uint16_t)((operand->flags & TF_IDENT) | (t->flags & TF_SPACE) | TF_STRINGIFY);
        if (first)
          p.flags &= (uint16_t)~TF_SPACE;
        VEC_PUSH(body, p);
        continue;
      }
      bt = *operand;
    }
    if (t->kind == TK_IDENT) {
      int index = m->function_like ? param_index(m, token_ident(t)) : -1;
      if (index >= 0) {
        bt.kind = TK_PARAM;
        bt.aux = index;
      } else if (token_ident(t) == pp->id_va_opt && m->variadic) {
        bt.flags |= TF_VA_OPT;
      } else if (token_ident(t) == pp->id_va_args) {
        diag(SEV_WARNING, t->loc, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
      }
    }
    bt.flags &= (uint16_t)~TF_BOL;
    VEC_PUSH(body, bt);
  }
  if (!ok) {
    VEC_FREE(body);
    skip_line(pp);
    return;
  }
  m->nbody = body.len;
  m->body = arena_tokens(pp, &body);
  VEC_FREE(body);
  for (int i = 0; i < m->nbody; i++) {
    if (!(m->body[i].flags & TF_VA_OPT))
      continue;
    if (i + 1 >= m->nbody || !is_punct(&m->body[i + 1], P_LPAREN)) {
      diag(SEV_ERROR, m->body[i].loc, "__VA_OPT__ must be followed by an open parenthesis");
      return;
    }
    if (matching_paren(m, i + 1) >= m->nbody) {
      diag(SEV_ERROR, m->body[i].loc, "unterminated __VA_OPT__");
      return;
    }
  }
  define_macro(m);
}

static void do_undef(Preprocessor *pp) {
  Ident *name = macro_name(pp, DIR_UNDEF);
  if (!name)
    return;
  name->macro = NULL;
  extra_tokens(pp, DIR_UNDEF);
}

/* ------------------------------------------------------------- #include */

/* The directory part of a path, "" for none, with its trailing slash. */
static char *dir_of(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash)
    return xstrdup("");
  return format("%.*s", (int)(slash - path + 1), path);
}

static char *join_path(const char *dir, const char *name) {
  size_t n = strlen(dir);
  if (n == 0)
    return xstrdup(name);
  if (dir[n - 1] == '/')
    return format("%s%s", dir, name);
  return format("%s/%s", dir, name);
}

/* Search list: the quote directories, then the bracket directories. */
static int search_len(Preprocessor *pp) {
  return pp->options->quote_dirs.len + pp->options->bracket_dirs.len;
}

static const char *search_dir(Preprocessor *pp, int i) {
  int nq = pp->options->quote_dirs.len;
  return i < nq ? pp->options->quote_dirs.data[i] : pp->options->bracket_dirs.data[i - nq];
}

static bool search_dir_is_system(Preprocessor *pp, int i) {
  int nq = pp->options->quote_dirs.len;
  return i >= nq + pp->options->first_system_dir;
}

/* The places #include looks for name, in order: the path itself when it
   is absolute; else, for "name", the directory of the including file, then
   the search directories from the first the directive may use (after the
   one the current file came from, for #include_next).  Returns the k-th
   (k from 0) as a malloc'ed path, and its search directory's index in
   *dir_index (-1 for none); NULL past the last. */
static char *include_candidate(Preprocessor *pp, const char *name, bool angled, bool next, int k,
                               int *dir_index) {
  *dir_index = -1;
  if (name[0] == '/')
    return k == 0 ? xstrdup(name) : NULL;
  int start = angled ? pp->options->quote_dirs.len : 0;
  IncludeFrame *cur = pp->frame;
  if (next && cur && cur->dir_index >= 0) {
    start = cur->dir_index + 1;
  } else if (!angled && cur && !next) {
    if (k == 0) {
      char *dir = dir_of(cur->file->path);
      char *path = join_path(dir, name);
      free(dir);
      return path;
    }
    k--;
  }
  if (start + k >= search_len(pp))
    return NULL;
  *dir_index = start + k;
  return join_path(search_dir(pp, start + k), name);
}

/* The first place that holds name as a regular file.  A header found next
   to a system header, or in a system directory, is a system header. */
static bool find_include(Preprocessor *pp, const char *name, bool angled, bool next, SrcFile **found,
                         int *dir_index) {
  char *path;
  for (int k = 0; (path = include_candidate(pp, name, angled, next, k, dir_index)); k++) {
    *found = src_open(path);
    free(path);
    if (!*found)
      continue;
    if (name[0] != '/' && (*dir_index >= 0 ? search_dir_is_system(pp, *dir_index) : pp->frame->file->system))
      (*found)->system = true;
    return true;
  }
  *found = NULL;
  return false;
}

/* The error for an #include that found nothing.  A place holding name as
   something else, a directory or a device such as /dev/zero, is named as
   what it is: "file not found" would send the user looking for a file
   that is there.  gcc passes over a directory in silence ("No such file or
   directory" at the end) and reads a device as a file, for ever for
   /dev/zero; annotalysis reads only regular files, as for its inputs. */
static void include_not_found(Preprocessor *pp, SrcLoc loc, const char *name, bool angled, bool next) {
  int dir_index;
  char *path;
  for (int k = 0; (path = include_candidate(pp, name, angled, next, k, &dir_index)); k++) {
    struct stat st;
    bool there = stat(path, &st) == 0 && !S_ISREG(st.st_mode);
    if (there && S_ISDIR(st.st_mode))
      diag(SEV_ERROR, loc, "'%s' is a directory", path);
    else if (there)
      diag(SEV_ERROR, loc, "'%s' is not a regular file", path);
    free(path);
    if (there)
      return;
  }
  diag(SEV_ERROR, loc, "'%s' file not found", name);
}

static bool already_once(Preprocessor *pp, SrcFile *file) {
  for (int i = 0; i < pp->once_files.len; i++) {
    SrcFile *f = pp->once_files.data[i];
    if (f == file || (f->dev == file->dev && f->ino == file->ino && f->dev))
      return true;
  }
  return false;
}

/* Finds the include guard of a file: #ifndef X (or #if !defined X) first,
   its #endif last, and no #else or #elif at the outer level. */
static void detect_guard(SrcFile *file, Ident *id_defined) {
  const Token *t[8]; /* the first tokens (past the end, the TK_EOF) */
  for (int i = 0; i < 8; i++)
    t[i] = file_token_at(file, i);
  if (!is_punct(t[0], P_HASH) || t[1]->kind != TK_IDENT || (t[1]->flags & TF_BOL))
    return;
  Ident *guard = NULL;
  const char *d = token_ident(t[1])->name;
  if (!strcmp(d, "ifndef") && t[2]->kind == TK_IDENT && !(t[2]->flags & TF_BOL) && (t[3]->flags & TF_BOL)) {
    guard = token_ident(t[2]);
  } else if (!strcmp(d, "if") && is_punct(t[2], P_NOT) && t[3]->kind == TK_IDENT && token_ident(t[3]) == id_defined) {
    int k = 4;
    bool paren = is_punct(t[k], P_LPAREN);
    if (paren)
      k++;
    if (t[k]->kind == TK_IDENT && !(t[k]->flags & TF_BOL)) {
      guard = token_ident(t[k]);
      k++;
      if (paren && !is_punct(t[k++], P_RPAREN))
        guard = NULL;
      if (!(t[k]->flags & TF_BOL))
        guard = NULL;
    }
  }
  if (!guard)
    return;
  int depth = 0;
  for (int i = 0; i < file->ntokens; i++) {
    const Token *hash = file_token_at(file, i), *name = file_token_at(file, i + 1);
    if (!(hash->flags & TF_BOL) || !is_punct(hash, P_HASH) || name->kind != TK_IDENT || (name->flags & TF_BOL))
      continue;
    const char *directive = token_ident(name)->name;
    if (!strcmp(directive, "if") || !strcmp(directive, "ifdef") || !strcmp(directive, "ifndef")) {
      depth++;
    } else if (!strcmp(directive, "endif")) {
      if (--depth == 0) {
        int k = i + 2;
        while (!(file_token_at(file, k)->flags & TF_BOL))
          k++;
        if (file_token_at(file, k)->kind == TK_EOF)
          file->guard = guard;
        return;
      }
    } else if (depth == 1 && (!strcmp(directive, "else") || !strcmp(directive, "elif") ||
                              !strcmp(directive, "elifdef") || !strcmp(directive, "elifndef"))) {
      return;
    }
  }
}

static void do_include(Preprocessor *pp, const Token *directive, Directive d) {
  const Token *t = read_raw(pp);
  char *name = NULL;
  bool angled = false;
  if (t->kind == TK_HEADER_NAME) {
    name = format("%.*s", (int)t->len - 2, t->text + 1);
    angled = true;
  } else if (t->kind == TK_STRING && t->text[0] == '"') {
    name = format("%.*s", (int)t->len - 2, t->text + 1);
  } else if (t->kind != TK_EOF) {
    unread(pp);
    t = expand_next(pp);
    if (t->kind == TK_STRING && t->text[0] == '"') {
      name = format("%.*s", (int)t->len - 2, t->text + 1);
    } else if (is_punct(t, P_LT)) {
      name = angled_name(pp, expand_next);
      angled = true;
    }
  }
  if (!name) {
    diag(SEV_ERROR, t->kind == TK_EOF ? directive->loc : t->loc,
         "#%s expects \"FILENAME\" or <FILENAME>", directive_name(d));
    return;
  }
  const Token *extra = expand_next(pp);
  if (extra->kind != TK_EOF)
    diag(SEV_WARNING, extra->loc, "extra tokens at end of #%s directive", directive_name(d));
  if (pp->depth >= 200) {
    diag(SEV_ERROR, directive->loc, "#include nested depth %d exceeds maximum of 200", pp->depth);
    free(name);
    return;
  }
  SrcFile *file;
  int dir_index;
  if (!find_include(pp, name, angled, d == DIR_INCLUDE_NEXT, &file, &dir_index)) {
    include_not_found(pp, t->loc, name, angled, d == DIR_INCLUDE_NEXT);
    free(name);
    return;
  }
  free(name);
  if (already_once(pp, file))
    return;
  if (file->guard && file->guard->macro)
    return;
  if (d == DIR_IMPORT) {
    VEC_PUSH(pp->once_files, file);
  }
  skip_line(pp);
  while (pp->context)
    pop_context(pp);
  enter_file(pp, file, dir_index);
  pp->frame->included_at = directive->loc;
  if (!file->guard && pp->frame->pos == 0)
    detect_guard(file, pp->id_defined);
}

/* ------------------------------------------------------ #if expressions */

typedef struct Value {
  uint64_t v;
  bool is_unsigned;
} Value;

typedef struct IfParser {
  Preprocessor *pp;
  const Token *directive;
  const Token *prev; /* the token before the lookahead */
  const Token *tok;  /* lookahead */
  int skip_eval;     /* inside the unevaluated side of && || ?: */
  bool error;
} IfParser;

static void if_advance(IfParser *ip) {
  ip->prev = ip->tok;
  ip->tok = expand_next(ip->pp);
}

static void if_error(IfParser *ip, const Token *at, const char *message) {
  if (!ip->error)
    diag_token(SEV_ERROR, at, "%s", message);
  ip->error = true;
}

static Value if_expr(IfParser *ip);
static Value if_conditional(IfParser *ip);

/* Integer value of a pp-number (C17 6.4.4.1); floats are errors. */
static Value number_value(IfParser *ip, const Token *t) {
  Value v = {0, false};
  const char *s = t->text, *end = t->text + t->len;
  int base = 10;
  if (end - s > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
  } else if (end - s > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
    base = 2;
    s += 2;
  } else if (s[0] == '0') {
    base = 8;
  }
  bool overflow = false;
  const char *digits = s;
  for (; s < end; s++) {
    int d;
    char c = *s;
    if (c >= '0' && c <= '9')
      d = c - '0';
    else if (base == 16 && c >= 'a' && c <= 'f')
      d = c - 'a' + 10;
    else if (base == 16 && c >= 'A' && c <= 'F')
      d = c - 'A' + 10;
    else
      break;
    if (d >= base) {
      if (base == 8 && (c == '8' || c == '9'))
        break;
      break;
    }
    if (v.v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
      overflow = true;
    v.v = v.v * (uint64_t)base + (uint64_t)d;
  }
  bool is_float = false;
  if (s < end && (*s == '.' || ((*s == 'e' || *s == 'E') && base != 16) || *s == 'p' || *s == 'P'))
    is_float = true;
  if (base == 16 && s == digits)
    is_float = s < end && *s == '.';
  int u = 0, l = 0;
  for (; s < end && !is_float; s++) {
    if (*s == 'u' || *s == 'U')
      u++;
    else if (*s == 'l' || *s == 'L')
      l++;
    else
      break;
  }
  if (is_float) {
    if_error(ip, t, "floating constant in preprocessor expression");
    return v;
  }
  if (s != end || u > 1 || l > 2 || (base == 8 && s < end)) {
    char *msg = format("invalid suffix \"%.*s\" on integer constant", (int)(end - s), s);
    if_error(ip, t, msg);
    free(msg);
    return v;
  }
  if (overflow)
    diag_token(SEV_WARNING, t, "integer constant is too large for its type");
  v.is_unsigned = u > 0 || (v.v > (uint64_t)INT64_MAX);
  return v;
}

/* Value of a character constant (C17 6.4.4.4), as GCC computes it on x86-64. */
static Value char_value(IfParser *ip, const Token *t) {
  const char *s = t->text;
  int width = 8;
  bool is_unsigned = false, wide = false;
  if (*s == 'L') { width = 32; wide = true; s++; }
  else if (s[0] == 'u' && s[1] == '8') { width = 8; is_unsigned = true; s += 2; }
  else if (*s == 'u') { width = 16; is_unsigned = true; wide = true; s++; }
  else if (*s == 'U') { width = 32; is_unsigned = true; wide = true; s++; }
  s++; /* quote */
  const char *end = t->text + t->len - 1;
  uint64_t value = 0;
  int count = 0;
  uint64_t mask = width >= 64 ? UINT64_MAX : ((uint64_t)1 << width) - 1;
  while (s < end) {
    uint64_t c;
    if (*s == '\\') {
      s++;
      switch (*s) {
      case 'n': c = '\n'; s++; break;
      case 't': c = '\t'; s++; break;
      case 'r': c = '\r'; s++; break;
      case 'a': c = 7; s++; break;
      case 'b': c = 8; s++; break;
      case 'f': c = 12; s++; break;
      case 'v': c = 11; s++; break;
      case 'e': case 'E': c = 27; s++; break;
      case 'x':
        s++;
        c = 0;
        while (s < end && ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F'))) {
          int d = *s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10;
          c = c * 16 + (uint64_t)d;
          s++;
        }
        break;
      case 'u': case 'U': {
        int n = *s == 'u' ? 4 : 8;
        s++;
        c = 0;
        for (int i = 0; i < n && s < end; i++, s++)
          c = c * 16 + (uint64_t)(*s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10);
        break;
      }
      default:
        if (*s >= '0' && *s <= '7') {
          c = 0;
          for (int i = 0; i < 3 && s < end && *s >= '0' && *s <= '7'; i++, s++)
            c = c * 8 + (uint64_t)(*s - '0');
        } else {
          c = (unsigned char)*s++;
        }
      }
    } else {
      c = (unsigned char)*s++;
    }
    c &= mask;
    value = wide ? c : ((value << width) | c);
    count++;
  }
  Value v;
  if (count == 0) {
    if_error(ip, t, "empty character constant");
    return (Value){0, false};
  }
  if (!wide && count > 1) {
    diag_token(SEV_WARNING, t, "multi-character character constant");
    /* an int: keep the low 32 bits, sign-extended */
    v.v = (uint64_t)(int64_t)(int32_t)(uint32_t)value;
    v.is_unsigned = false;
    return v;
  }
  if (is_unsigned) {
    v.v = value & mask;
  } else if (width == 8) {
    v.v = (uint64_t)(int64_t)(int8_t)(uint8_t)value; /* char is signed on x86-64 */
  } else {
    v.v = (uint64_t)(int64_t)(int32_t)(uint32_t)value;
  }
  v.is_unsigned = false; /* promoted to int or wider signed */
  return v;
}

static Value if_primary(IfParser *ip) {
  const Token *t = ip->tok;
  Value v = {0, false};
  if (t->kind == TK_NUMBER) {
    v = number_value(ip, t);
    if_advance(ip);
    return v;
  }
  if (t->kind == TK_CHAR) {
    v = char_value(ip, t);
    if_advance(ip);
    return v;
  }
  if (t->kind == TK_IDENT) {
    if_advance(ip);
    if (is_punct(ip->tok, P_LPAREN) && !ip->error) {
      char *msg = format("missing binary operator before token \"(\"");
      if_error(ip, ip->tok, msg);
      free(msg);
    }
    return v; /* C17 6.10.1p4: remaining identifiers are 0 */
  }
  if (is_punct(t, P_LPAREN)) {
    if_advance(ip);
    if (is_punct(ip->tok, P_RPAREN)) {
      if_error(ip, ip->tok, "missing expression between '(' and ')'");
      return v;
    }
    v = if_expr(ip);
    if (!is_punct(ip->tok, P_RPAREN)) {
      if_error(ip, ip->tok->kind == TK_EOF ? t : ip->tok, "missing ')' in expression");
      return v;
    }
    if_advance(ip);
    return v;
  }
  if (t->kind == TK_EOF) {
    const Token *op = ip->prev;
    if (op && op->kind == TK_PUNCT) {
      char *msg = format("operator '%.*s' has no right operand", (int)op->len, op->text);
      if_error(ip, op, msg);
      free(msg);
    } else {
      if_error(ip, op ? op : ip->directive, "#if with no expression");
    }
    return v;
  }
  char *msg = format("token \"%.*s\" is not valid in preprocessor expressions", (int)t->len, t->text);
  if_error(ip, t, msg);
  free(msg);
  return v;
}

static Value if_unary(IfParser *ip) {
  const Token *t = ip->tok;
  if (t->kind == TK_PUNCT) {
    switch (t->punct) {
    case P_PLUS:
      if_advance(ip);
      return if_unary(ip);
    case P_MINUS: {
      if_advance(ip);
      Value v = if_unary(ip);
      v.v = (uint64_t)0 - v.v;
      return v;
    }
    case P_TILDE: {
      if_advance(ip);
      Value v = if_unary(ip);
      v.v = ~v.v;
      return v;
    }
    case P_NOT: {
      if_advance(ip);
      Value v = if_unary(ip);
      return (Value){v.v == 0, false};
    }
    default:
      break;
    }
  }
  return if_primary(ip);
}

static int binary_precedence(const Token *t) {
  if (t->kind != TK_PUNCT)
    return -1;
  switch (t->punct) {
  case P_STAR: case P_SLASH: case P_PERCENT: return 10;
  case P_PLUS: case P_MINUS: return 9;
  case P_SHL: case P_SHR: return 8;
  case P_LT: case P_GT: case P_LE: case P_GE: return 7;
  case P_EQ: case P_NE: return 6;
  case P_AMP: return 5;
  case P_CARET: return 4;
  case P_PIPE: return 3;
  case P_ANDAND: return 2;
  case P_OROR: return 1;
  default: return -1;
  }
}

static bool is_negative(Value v) { return !v.is_unsigned && (int64_t)v.v < 0; }

static Value shift(Value a, Value b, bool left) {
  if (is_negative(b)) {
    left = !left;
    b.v = (uint64_t)0 - b.v;
  }
  if (left) {
    a.v = b.v >= 64 ? 0 : a.v << b.v;
  } else if (a.is_unsigned) {
    a.v = b.v >= 64 ? 0 : a.v >> b.v;
  } else {
    bool negative = (int64_t)a.v < 0;
    if (b.v >= 64)
      a.v = negative ? UINT64_MAX : 0;
    else
      a.v = negative ? ~(~a.v >> b.v) : a.v >> b.v;
  }
  return a;
}

static Value apply_binary(IfParser *ip, const Token *op, Value a, Value b) {
  bool u = a.is_unsigned || b.is_unsigned;
  Value r = {0, u};
  switch (op->punct) {
  case P_STAR: r.v = a.v * b.v; break;
  case P_SLASH:
  case P_PERCENT:
    if (b.v == 0) {
      if (!ip->skip_eval)
        if_error(ip, op, "division by zero in #if");
      r.v = 0;
    } else if (u) {
      r.v = op->punct == P_SLASH ? a.v / b.v : a.v % b.v;
    } else if ((int64_t)a.v == INT64_MIN && (int64_t)b.v == -1) {
      r.v = op->punct == P_SLASH ? a.v : 0;
    } else {
      r.v = (uint64_t)(op->punct == P_SLASH ? (int64_t)a.v / (int64_t)b.v : (int64_t)a.v % (int64_t)b.v);
    }
    break;
  case P_PLUS: r.v = a.v + b.v; break;
  case P_MINUS: r.v = a.v - b.v; break;
  case P_SHL: r = shift(a, b, true); break;
  case P_SHR: r = shift(a, b, false); break;
  case P_LT: r = (Value){u ? a.v < b.v : (int64_t)a.v < (int64_t)b.v, false}; break;
  case P_GT: r = (Value){u ? a.v > b.v : (int64_t)a.v > (int64_t)b.v, false}; break;
  case P_LE: r = (Value){u ? a.v <= b.v : (int64_t)a.v <= (int64_t)b.v, false}; break;
  case P_GE: r = (Value){u ? a.v >= b.v : (int64_t)a.v >= (int64_t)b.v, false}; break;
  case P_EQ: r = (Value){a.v == b.v, false}; break;
  case P_NE: r = (Value){a.v != b.v, false}; break;
  case P_AMP: r.v = a.v & b.v; break;
  case P_CARET: r.v = a.v ^ b.v; break;
  case P_PIPE: r.v = a.v | b.v; break;
  default: break;
  }
  return r;
}

/* Precedence climbing over C17 6.5.5-6.5.14. */
static Value if_binary(IfParser *ip, int min_prec) {
  Value lhs = if_unary(ip);
  for (;;) {
    const Token *op = ip->tok;
    int prec = binary_precedence(op);
    if (prec < min_prec || prec < 0)
      return lhs;
    if_advance(ip);
    if (op->punct == P_ANDAND || op->punct == P_OROR) {
      bool short_circuit = op->punct == P_ANDAND ? lhs.v == 0 : lhs.v != 0;
      ip->skip_eval += short_circuit;
      Value rhs = if_binary(ip, prec + 1);
      ip->skip_eval -= short_circuit;
      lhs = (Value){op->punct == P_ANDAND ? (lhs.v && rhs.v) : (lhs.v || rhs.v), false};
      continue;
    }
    Value rhs = if_binary(ip, prec + 1);
    lhs = apply_binary(ip, op, lhs, rhs);
  }
}

/* C17 6.5.15 */
static Value if_conditional(IfParser *ip) {
  Value cond = if_binary(ip, 1);
  if (!is_punct(ip->tok, P_QUESTION))
    return cond;
  const Token *q = ip->tok;
  if_advance(ip);
  ip->skip_eval += cond.v == 0;
  Value a = if_expr(ip);
  ip->skip_eval -= cond.v == 0;
  if (!is_punct(ip->tok, P_COLON)) {
    if_error(ip, ip->tok->kind == TK_EOF ? q : ip->tok, "'?' without following ':'");
    return a;
  }
  if_advance(ip);
  ip->skip_eval += cond.v != 0;
  Value b = if_conditional(ip);
  ip->skip_eval -= cond.v != 0;
  Value r = cond.v ? a : b;
  r.is_unsigned = a.is_unsigned || b.is_unsigned;
  return r;
}

/* C17 6.5.17, accepted as GCC does */
static Value if_expr(IfParser *ip) {
  Value v = if_conditional(ip);
  while (is_punct(ip->tok, P_COMMA)) {
    if_advance(ip);
    v = if_conditional(ip);
  }
  return v;
}

static bool eval_if(Preprocessor *pp, const Token *directive) {
  IfParser ip = {pp, directive, NULL, NULL, 0, false};
  pp->in_if = true;
  Context *base = pp->context;
  if_advance(&ip);
  if (ip.tok->kind == TK_EOF) {
    diag(SEV_ERROR, directive->loc, "#%s with no expression", token_ident(directive) ? token_ident(directive)->name : "if");
    ip.error = true;
  }
  Value v = {0, false};
  if (!ip.error)
    v = if_expr(&ip);
  if (!ip.error && ip.tok->kind != TK_EOF) {
    const Token *t = ip.tok;
    char *msg = is_punct(t, P_RPAREN) ? format("missing '(' in expression")
                : t->kind == TK_PUNCT
                    ? format("token \"%.*s\" is not valid in preprocessor expressions", (int)t->len, t->text)
                    : format("missing binary operator before token \"%.*s\"", (int)t->len, t->text);
    if_error(&ip, ip.tok, msg);
    free(msg);
  }
  pp->in_if = false;
  while (pp->context != base)
    pop_context(pp);
  return !ip.error && v.v != 0;
}

/* ------------------------------------------------------- conditionals */

/* Lines first to last of the current file were skipped: of the main
   file, --verify reads no expectation there. */
static void skipped_lines(const Preprocessor *pp, uint32_t first, uint32_t last) {
  if (pp->frame->file->id == pp->main_file)
    diag_skipped_lines(pp->main_file, first, last);
}

/* Skips a false group: stops before the # of the #elif, #else or #endif
   that ends it. */
static void skip_group(Preprocessor *pp) {
  IncludeFrame *f = pp->frame;
  const SrcFile *file = f->file;
  int depth = 0;
  uint32_t first = f->pos > 0 ? file_token_at(file, f->pos - 1)->loc.line + 1 : 1; /* after the directive's line */
  for (int i = f->pos;; i++) {
    const Token *t = file_token_at(file, i), *name = file_token_at(file, i + 1);
    if (t->kind == TK_EOF) {
      /* Conditionals opened inside the skipped text are unterminated too;
         report them innermost first, as the open ones will be. */
      int closers = 0;
      for (int k = i - 1; k >= f->pos && depth > 0; k--) {
        const Token *hash = file_token_at(file, k), *opened = file_token_at(file, k + 1);
        if (!(hash->flags & TF_BOL) || !is_punct(hash, P_HASH) || opened->kind != TK_IDENT)
          continue;
        Directive d = (Directive)token_ident(opened)->directive;
        if (d == DIR_ENDIF) {
          closers++;
        } else if (d == DIR_IF || d == DIR_IFDEF || d == DIR_IFNDEF) {
          if (closers > 0) {
            closers--;
          } else {
            diag(SEV_ERROR, hash->loc, "unterminated #%s", directive_name(d));
            depth--;
          }
        }
      }
      f->pos = i;
      skipped_lines(pp, first, t->loc.line);
      return;
    }
    if (t->flags & TF_UNTERMINATED)
      warn_unterminated(t); /* GCC warns in skipped text too */
    if (!(t->flags & TF_BOL) || !is_punct(t, P_HASH) || name->kind != TK_IDENT || (name->flags & TF_BOL))
      continue;
    Directive d = (Directive)token_ident(name)->directive;
    if (d == DIR_IF || d == DIR_IFDEF || d == DIR_IFNDEF) {
      depth++;
    } else if (d == DIR_ENDIF) {
      if (depth-- == 0) {
        f->pos = i;
        skipped_lines(pp, first, t->loc.line - 1);
        return;
      }
    } else if (depth == 0 && (d == DIR_ELIF || d == DIR_ELSE || d == DIR_ELIFDEF || d == DIR_ELIFNDEF)) {
      f->pos = i;
      skipped_lines(pp, first, t->loc.line - 1);
      return;
    }
  }
}

static bool ifdef_condition(Preprocessor *pp, Directive d, const Token *directive) {
  const Token *t = read_raw(pp);
  if (t->kind != TK_IDENT) {
    diag(SEV_ERROR, t->kind == TK_EOF ? directive->loc : t->loc,
         t->kind == TK_EOF ? "no macro name given in #%s directive" : "macro names must be identifiers",
         directive_name(d));
    return false;
  }
  bool defined = token_ident(t)->macro != NULL;
  extra_tokens(pp, d);
  return (d == DIR_IFDEF || d == DIR_ELIFDEF) ? defined : !defined;
}

static void push_conditional(Preprocessor *pp, Directive d, const Token *hash, bool value) {
  Conditional c = {hash->loc, d, value, false};
  VEC_PUSH(pp->conds, c);
  skip_line(pp);
  if (!value)
    skip_group(pp);
}

static Conditional *current_conditional(Preprocessor *pp, Directive d, const Token *hash) {
  if (pp->conds.len <= pp->frame->cond_depth) {
    diag(SEV_ERROR, hash->loc, "#%s without #if", directive_name(d));
    return NULL;
  }
  return &pp->conds.data[pp->conds.len - 1];
}

static void do_else_group(Preprocessor *pp, Directive d, const Token *hash, const Token *directive) {
  Conditional *c = current_conditional(pp, d, hash);
  if (!c)
    return;
  if (c->else_seen) {
    diag(SEV_ERROR, hash->loc, "#%s after #else", directive_name(d));
    skip_line(pp);
    skip_group(pp);
    return;
  }
  if (d == DIR_ELSE) {
    c->else_seen = true;
    extra_tokens(pp, d);
    skip_line(pp);
    if (c->taken)
      skip_group(pp);
    c->taken = true;
    return;
  }
  if (c->taken) {
    skip_line(pp);
    skip_group(pp);
    return;
  }
  bool value = d == DIR_ELIF ? eval_if(pp, directive) : ifdef_condition(pp, d, directive);
  c->taken = value;
  skip_line(pp);
  if (!value)
    skip_group(pp);
}

static void do_endif(Preprocessor *pp, const Token *hash) {
  if (!current_conditional(pp, DIR_ENDIF, hash))
    return;
  pp->conds.len--;
  extra_tokens(pp, DIR_ENDIF);
}

/* --------------------------------------------------------- #line, #error */

static void do_line(Preprocessor *pp, const Token *first, bool gnu_marker) {
  const Token *t = gnu_marker ? first : expand_next(pp);
  if (t->kind != TK_NUMBER) {
    diag(SEV_ERROR, t->loc, "\"%.*s\" after #line is not a positive integer", (int)t->len, t->text);
    return;
  }
  uint64_t line = 0;
  for (uint32_t i = 0; i < t->len; i++) {
    if (t->text[i] < '0' || t->text[i] > '9') {
      diag(SEV_ERROR, t->loc, "\"%.*s\" after #line is not a positive integer", (int)t->len, t->text);
      return;
    }
    line = line * 10 + (uint64_t)(t->text[i] - '0');
    if (line > 0xffffffffu)
      line = 0xffffffffu;
  }
  IncludeFrame *f = pp->frame;
  const Token *name = gnu_marker ? read_raw(pp) : expand_next(pp);
  if (name->kind == TK_STRING) {
    /* The name is a string literal: its escapes are interpreted. */
    char *presumed = arena_alloc(&pp->arena, name->len);
    size_t n = 0;
    for (uint32_t i = 1; i + 1 < name->len; i++) {
      if (name->text[i] == '\\' && i + 2 < name->len)
        i++;
      presumed[n++] = name->text[i];
    }
    presumed[n] = '\0';
    f->presumed = presumed;
    if (gnu_marker) {
      /* flags: 1 entering a file, 2 returning to one, 3 a system header */
      for (const Token *flag = read_raw(pp); flag->kind == TK_NUMBER; flag = read_raw(pp)) {
        if (flag->len == 1 && flag->text[0] == '1')
          f->level++;
        else if (flag->len == 1 && flag->text[0] == '2' && f->level > 0)
          f->level--;
        else if (flag->len == 1 && flag->text[0] == '3')
          f->file->system = true;
      }
    }
  } else if (name->kind != TK_EOF) {
    diag(SEV_ERROR, name->loc, "invalid filename \"%.*s\"", (int)name->len, name->text);
  }
  /* The line after the directive has the given number. */
  int end = f->pos;
  while (!(file_token_at(f->file, end)->flags & TF_BOL))
    end++;
  const Token *last = file_token_at(f->file, end - 1);
  f->line_delta = (int32_t)((int64_t)line - (int64_t)(last->loc.line + 1));
  notify_file(pp, f->file, 3);
}

static void do_diagnostic(Preprocessor *pp, Directive d, const Token *hash) {
  IncludeFrame *f = pp->frame;
  StrBuf sb = {0};
  const Token *t;
  while ((t = read_raw(pp))->kind != TK_EOF) {
    if (sb.len && (t->flags & TF_SPACE))
      sb_putc(&sb, ' ');
    sb_put(&sb, t->text, t->len);
  }
  (void)f;
  diag(d == DIR_ERROR ? SEV_ERROR : SEV_WARNING, hash->loc, "#%s%s%s", directive_name(d),
       sb.len ? " " : "", sb.len ? sb.data : "");
  sb_free(&sb);
}

/* ------------------------------------------------------------- #pragma */

/* A directive line (#pragma, #ident) for the output stream: `#`, the
   directive word, its operands, all marked TF_PRAGMA so the printer puts
   them on a line of their own. */
static Token *line_directive(Preprocessor *pp, const Token *hash, const Token *word, const Token *tokens,
                             int n) {
  Token *out = ARENA_ARRAY(&pp->tokens, Token, n + 2);
  out[0] = *hash;
  out[0].flags = (uint16_t)((hash->flags & TF_IDENT) | TF_BOL | TF_PRAGMA | TF_NO_EXPAND);
  out[1] = *word;
  out[1].flags = (uint16_t)((word->flags & TF_IDENT) | TF_PRAGMA | TF_NO_EXPAND);
  for (int i = 0; i < n; i++) {
    out[i + 2] = tokens[i];
    out[i + 2].flags = (uint16_t)((tokens[i].flags & (TF_SPACE | TF_IDENT)) | TF_PRAGMA | TF_NO_EXPAND);
  }
  return out;
}

static bool ident_is(const Token *t, const char *s) {
  return t->kind == TK_IDENT && strcmp(token_ident(t)->name, s) == 0;
}

static void pragma_push_pop(Preprocessor *pp, const Token *tokens, int n, bool push) {
  if (n < 4 || !is_punct(&tokens[1], P_LPAREN) || tokens[2].kind != TK_STRING || !is_punct(&tokens[3], P_RPAREN)) {
    diag(SEV_ERROR, tokens[0].loc, "invalid #pragma %s_macro directive", push ? "push" : "pop");
    return;
  }
  const Token *s = &tokens[2];
  Ident *name = intern(s->text + 1, s->len - 2);
  if (push) {
    PushedMacro *p = ARENA_NEW(&pp->arena, PushedMacro);
    p->name = name;
    p->macro = name->macro;
    p->next = pp->pushed;
    pp->pushed = p;
    return;
  }
  for (PushedMacro **link = &pp->pushed; *link; link = &(*link)->next) {
    if ((*link)->name == name) {
      name->macro = (*link)->macro;
      *link = (*link)->next;
      return;
    }
  }
}

/* Runs the pragmas the preprocessor owns; returns false for the others,
   which go to the output.  tokens are the operands after `pragma`. */
static bool run_pragma(Preprocessor *pp, Token *tokens, int n) {
  if (n == 0)
    return false;
  bool gcc = ident_is(&tokens[0], "GCC");
  if (ident_is(&tokens[0], "once")) {
    if (pp->depth <= 1)
      diag(SEV_WARNING, tokens[0].loc, "#pragma once in main file");
    SrcFile *file = pp->frame->file;
    VEC_PUSH(pp->once_files, file);
    return true;
  }
  if (ident_is(&tokens[0], "push_macro") || ident_is(&tokens[0], "pop_macro")) {
    pragma_push_pop(pp, tokens, n, ident_is(&tokens[0], "push_macro"));
    return true;
  }
  if (!gcc || n < 2)
    return false;
  if (ident_is(&tokens[1], "system_header")) {
    if (pp->depth <= 1)
      diag(SEV_WARNING, tokens[1].loc, "#pragma system_header ignored outside include file");
    else
      pp->frame->file->system = true;
    return true;
  }
  if (ident_is(&tokens[1], "poison")) {
    for (int i = 2; i < n; i++) {
      if (tokens[i].kind != TK_IDENT) {
        diag(SEV_ERROR, tokens[i].loc, "invalid #pragma GCC poison directive");
        break;
      }
      token_ident(&tokens[i])->poisoned = true;
    }
    return true;
  }
  if (ident_is(&tokens[1], "warning") || ident_is(&tokens[1], "error")) {
    bool error = ident_is(&tokens[1], "error");
    const Token *msg = n >= 3 ? &tokens[2] : NULL;
    if (msg && is_punct(msg, P_LPAREN) && n >= 4)
      msg = &tokens[3];
    if (!msg || msg->kind != TK_STRING) {
      diag(SEV_ERROR, tokens[1].loc, "invalid \"#pragma GCC %s\" directive", error ? "error" : "warning");
      return true;
    }
    diag(error ? SEV_ERROR : SEV_WARNING, msg->loc, "%.*s", (int)msg->len - 2, msg->text + 1);
    return true;
  }
  return ident_is(&tokens[1], "dependency");
}

/* Pragmas whose operands GCC macro-expands even under -E. */
static bool pragma_expands(const Token *first) {
  return ident_is(first, "redefine_extname") || ident_is(first, "message");
}

static void do_pragma(Preprocessor *pp, const Token *hash, const Token *word) {
  TokenVec v = {0};
  const Token *t = read_raw(pp);
  bool expand = t->kind != TK_EOF && pragma_expands(t);
  for (; t->kind != TK_EOF; t = expand ? expand_next(pp) : read_raw(pp))
    VEC_PUSH(v, *t);
  Token *tokens = arena_tokens(pp, &v);
  int n = v.len;
  VEC_FREE(v);
  if (!run_pragma(pp, tokens, n)) {
    pp->pending_line = line_directive(pp, hash, word, tokens, n);
    pp->pending_len = n + 2;
  }
}

/* C17 6.10.9: _Pragma's destringized text is lexed and run as a #pragma. */
static void do_pragma_text(Preprocessor *pp, const Token *at, const char *text, size_t len) {
  Token *tokens;
  int n = tokenize_string(text, len, expansion_point(at), &tokens);
  if (run_pragma(pp, tokens, n))
    return;
  Token hash = *at, word = *at;
  hash.kind = TK_PUNCT;
  hash.punct = P_HASH;
  hash.text = "#";
  hash.len = 1;
  token_set_ident(&hash, NULL);
  word.text = "pragma";
  word.len = 6;
  token_set_ident(&word, pp->id_pragma);
  push_context(pp, line_directive(pp, &hash, &word, tokens, n), n + 2, NULL, false);
}

static void do_ident(Preprocessor *pp, const Token *hash, const Token *word) {
  const Token *t = expand_next(pp);
  if (t->kind != TK_STRING) {
    diag(SEV_ERROR, t->kind == TK_EOF ? word->loc : t->loc, "invalid #%s directive", token_ident(word)->name);
    return;
  }
  Token operand = *t;
  operand.flags |= TF_SPACE;
  Token ident = *word; /* GCC prints #sccs as #ident */
  token_set_ident(&ident, intern_cstr("ident"));
  pp->pending_line = line_directive(pp, hash, &ident, &operand, 1);
  pp->pending_len = 3;
}

/* Runs the directive whose '#' was just read.  Directives run only when no
   macro context is pending (file_token is reached only then), so every
   context a directive pushes is its own and is dropped at its end. */
static void handle_directive(Preprocessor *pp, const Token *hash) {
  ASSERT(pp->context == NULL);
  IncludeFrame *frame = pp->frame;
  pp->in_directive = true;
  const Token *word = read_raw(pp);
  Directive d = word->kind == TK_IDENT ? (Directive)token_ident(word)->directive : DIR_NONE;
  switch (d) {
  case DIR_DEFINE: do_define(pp); break;
  case DIR_UNDEF: do_undef(pp); break;
  case DIR_INCLUDE:
  case DIR_INCLUDE_NEXT:
  case DIR_IMPORT:
    do_include(pp, hash, d);
    break;
  case DIR_IF:
    push_conditional(pp, d, hash, eval_if(pp, word));
    break;
  case DIR_IFDEF:
  case DIR_IFNDEF:
    push_conditional(pp, d, hash, ifdef_condition(pp, d, word));
    break;
  case DIR_ELIF:
  case DIR_ELIFDEF:
  case DIR_ELIFNDEF:
  case DIR_ELSE:
    do_else_group(pp, d, hash, word);
    break;
  case DIR_ENDIF: do_endif(pp, hash); break;
  case DIR_LINE: do_line(pp, word, false); break;
  case DIR_ERROR:
  case DIR_WARNING:
    do_diagnostic(pp, d, word);
    break;
  case DIR_PRAGMA: do_pragma(pp, hash, word); break;
  case DIR_IDENT:
  case DIR_SCCS:
    do_ident(pp, hash, word);
    break;
  case DIR_ASSERT:
  case DIR_UNASSERT:
    break; /* obsolete GCC assertions: accepted and ignored */
  case DIR_NONE:
    if (word->kind == TK_EOF)
      break; /* the null directive */
    if (word->kind == TK_NUMBER)
      do_line(pp, word, true);
    else
      diag(SEV_ERROR, word->loc, "invalid preprocessing directive #%.*s", (int)word->len, word->text);
    break;
  }
  while (pp->context)
    pop_context(pp);
  pp->in_directive = false;
  if (pp->frame == frame)
    skip_line(pp);
  if (pp->pending_line) {
    push_context(pp, pp->pending_line, pp->pending_len, NULL, false);
    pp->pending_line = NULL;
  }
}

/* ------------------------------------------------------------ the stream */

static void add_builtin(Preprocessor *pp, const char *name, Builtin kind) {
  if (!host_defines(name))
    return; /* clang's, under gcc: its headers test `#ifdef __has_feature` */
  Ident *id = intern_cstr(name);
  Macro *m = new_macro(pp, id);
  m->builtin = (uint8_t)kind;
  id->macro = m;
}

Preprocessor *pp_new(const Options *options) {
  Preprocessor *pp = xmalloc(sizeof(Preprocessor));
  memset(pp, 0, sizeof *pp);
  pp->options = options;
  pp->lex.trigraphs = options->trigraphs;
  pp->lex.c2x = options->gnu || options->std >= STD_C2X;
  pp->lex.raw_strings = options->gnu;
  pp->eof.kind = TK_EOF;
  pp->eof.text = "";
  pp->eof.flags = TF_BOL;
  for (int d = DIR_DEFINE; d <= DIR_UNASSERT; d++)
    intern_cstr(directive_names[d])->directive = (uint8_t)d;
  /* GCC 12 takes #elifdef and #elifndef in C2x and the GNU dialects. */
  if (!options->gnu && options->std < STD_C2X) {
    intern_cstr("elifdef")->directive = DIR_NONE;
    intern_cstr("elifndef")->directive = DIR_NONE;
  }
#define X(kind, name) add_builtin(pp, name, kind);
#include "builtin_macros.def"
#undef X
  pp->id_defined = intern_cstr("defined");
  pp->id_va_args = intern_cstr("__VA_ARGS__");
  pp->id_va_opt = intern_cstr("__VA_OPT__");
  pp->id_pragma = intern_cstr("pragma");
  diag_set_include_chain(include_chain, pp);
  return pp;
}

/* Runs a file for its macros only: the predefines, the command line,
   -imacros.  Its output is dropped. */
static void run_prelude(Preprocessor *pp, SrcFile *file) {
  IncludeFrame *saved_last = pp->last_frame;
  enter_file(pp, file, -1);
  IncludeFrame *frame = pp->frame;
  pp->last_frame = frame;
  while (pp_next(pp)->kind != TK_EOF)
    ;
  ASSERT(pp->frame == frame);
  leave_file(pp);
  pp->last_frame = saved_last;
}

static SrcFile *text_file(const char *name, const char *text) {
  size_t len = strlen(text);
  char *buf = xmalloc(len + 1);
  memcpy(buf, text, len + 1);
  return src_new(name, buf, len);
}

/* Finds a file named on the command line (-include, -imacros): first as
   given, from the working directory, then along the include path. */
static SrcFile *command_line_file(Preprocessor *pp, const char *name, bool quiet) {
  char *local = name[0] == '/' ? xstrdup(name) : format("./%s", name);
  SrcFile *file = src_open(local);
  free(local);
  int dir_index;
  if (!file && !find_include(pp, name, true, false, &file, &dir_index) && !quiet)
    diag(SEV_ERROR, (SrcLoc){0, 0, 0}, "'%s' file not found", name);
  return file;
}

bool pp_begin(Preprocessor *pp, const char *path) {
  const char *name = strcmp(path, "-") ? path : "<stdin>";
  struct stat st;
  if (strcmp(path, "-") != 0 && stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    /* a directory, or a device such as /dev/zero that never ends */
    diag(SEV_ERROR, (SrcLoc){0, 0, 0}, "%s: not a regular file", path);
    return false;
  }
  oom_context_file(name); /* reading a big file may run out */
  size_t len;
  char *buf = read_file(path, &len);
  if (!buf) {
    oom_context_file(NULL); /* the caller's string need not outlive the call */
    diag(SEV_ERROR, (SrcLoc){0, 0, 0}, "%s: %s", path, strerror(errno));
    return false;
  }
  pp_begin_buffer(pp, name, buf, len);
  return true;
}

void pp_begin_buffer(Preprocessor *pp, const char *path, char *buf, size_t len) {
  const Options *o = pp->options;
  pp->base_file = path;
  SrcFile *main_file = src_new(path, buf, len);
  pp->main_file = main_file->id;
  /* Out of memory names the main file from here on: its path in the
     SrcFile lives until the run ends. */
  oom_context_file(main_file->path);
  /* The main file is the bottom of the include stack.  Above it: the
     predefines and the command line, run for their macros, then the
     implicit stdc-predef.h and the -include files, read as if included
     before the main file's first line. */
  enter_file(pp, main_file, -1);
  StrBuf builtin = {0};
  sb_puts(&builtin, o->predefines ? o->predefines : "");
  sb_puts(&builtin, "#define __ANNOTALYSIS__ 1\n");
  run_prelude(pp, text_file("<built-in>", builtin.data));
  sb_free(&builtin);
  StrBuf cmdline = {0};
  for (int i = 0; i < o->defines.len; i++) {
    const Define *d = &o->defines.data[i];
    const char *eq = strchr(d->text, '=');
    if (d->undef)
      sb_printf(&cmdline, "#undef %s\n", d->text);
    else if (eq)
      sb_printf(&cmdline, "#define %.*s %s\n", (int)(eq - d->text), d->text, eq + 1);
    else
      sb_printf(&cmdline, "#define %s 1\n", d->text);
  }
  run_prelude(pp, text_file("<command-line>", cmdline.data ? cmdline.data : ""));
  sb_free(&cmdline);
  for (int i = 0; i < o->imacros.len; i++) {
    SrcFile *file = command_line_file(pp, o->imacros.data[i], false);
    if (file)
      run_prelude(pp, file);
  }
  for (int i = o->includes.len - 1; i >= 0; i--) {
    SrcFile *file = command_line_file(pp, o->includes.data[i], false);
    if (file) {
      enter_file(pp, file, -1);
      pp->frame->level = 1; /* each is included by the main file */
    }
  }
  if (!o->nostdinc && !o->freestanding) {
    SrcFile *file = NULL;
    int dir_index;
    if (find_include(pp, "stdc-predef.h", true, false, &file, &dir_index)) {
      enter_file(pp, file, dir_index);
      pp->frame->level = 1;
    }
  }
}

void pp_forget_tokens(Preprocessor *pp) {
  arena_free(&pp->tokens);
  tokenize_forget_tokens();
}

void pp_free(Preprocessor *pp) {
  diag_set_include_chain(NULL, NULL);
  ident_reset(); /* the files and their tokens stay for the next one */
  VEC_FREE(pp->conds);
  VEC_FREE(pp->once_files);
  VEC_FREE(pp->left);
  arena_free(&pp->arena);
  arena_free(&pp->tokens);
  expansions_forget();
  free(pp);
}

void pp_set_file_callback(Preprocessor *pp, void (*callback)(void *ctx, SrcFile *file, int reason),
                          void *ctx) {
  pp->file_changed = callback;
  pp->file_changed_ctx = ctx;
}
