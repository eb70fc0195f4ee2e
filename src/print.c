/*
 * print.c: the -E output, laid out as gcc -E lays it out.
 *
 * Tokens go on the line they came from (a macro's output on the line of
 * its outermost call), indented to their column; short gaps become blank
 * lines and long ones, file changes and #line become line markers
 * (`# 12 "file.h" 1 3`: 1 entering, 2 returning, 3 a system header).  A
 * space separates tokens that had white space between them, and tokens that
 * would otherwise lex as one.  #pragma and #ident lines stand alone.
 */
#include "annotalysis.h"

#include <string.h>

typedef struct Printer {
  FILE *out;
  Preprocessor *pp;
  bool markers;
  const char *file;   /* presumed file of the output line */
  uint32_t line;      /* presumed line of the output line */
  bool line_empty;
  Token last;         /* the token printed last (a copy: the file's chunk it was in may go) */
  const Token *prev;  /* &last, or NULL before the first */
  bool in_directive_line;
} Printer;

static void newline(Printer *p) {
  if (!p->line_empty) {
    putc('\n', p->out);
    p->line++;
    p->line_empty = true;
  }
}

static void print_marker(Printer *p, const char *file, uint32_t line, int flag, bool system) {
  newline(p);
  if (p->markers) {
    fprintf(p->out, "# %u \"", line);
    for (const char *s = file; *s; s++) {
      if (*s == '"' || *s == '\\')
        putc('\\', p->out);
      putc(*s, p->out);
    }
    putc('"', p->out);
    if (flag == 1 || flag == 2)
      fprintf(p->out, " %d", flag);
    if (system)
      fputs(" 3 4", p->out); /* 4: GCC's "extern C" flag, given to all C system headers */
    putc('\n', p->out);
  }
  p->file = file;
  p->line = line;
  p->line_empty = true;
}

/* A file change, marked where it happens as gcc marks it: entering a file
   (flag 1, line 1), returning to one (flag 2, the line after the #include),
   or a #line directive. */
static void file_changed(void *ctx, SrcFile *file, int reason) {
  Printer *p = ctx;
  uint32_t line;
  const char *path = pp_position(p->pp, &line);
  if (reason == 1)
    line = 1;
  if (reason == 2 && !p->file)
    reason = 0; /* back from the implicit includes before anything was printed */
  print_marker(p, path, line, reason == 3 ? 0 : reason, file->system);
}

/* Identifiers with characters outside ASCII print as \UXXXXXXXX, as GCC
   prints them, whether spelled in UTF-8 or as a UCN. */
static void print_identifier(FILE *out, const Token *t) {
  const unsigned char *s = (const unsigned char *)t->text, *end = s + t->len;
  while (s < end) {
    uint32_t c;
    if (*s == '\\' && s + 1 < end && (s[1] == 'u' || s[1] == 'U')) {
      int n = s[1] == 'u' ? 4 : 8;
      c = 0;
      s += 2;
      for (int i = 0; i < n && s < end; i++, s++)
        c = c * 16 + (uint32_t)(*s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10);
    } else if (*s >= 0x80) {
      int n = *s >= 0xf0 ? 3 : *s >= 0xe0 ? 2 : *s >= 0xc0 ? 1 : 0;
      c = *s & (0x3f >> n);
      s++;
      for (int i = 0; i < n && s < end; i++, s++)
        c = (c << 6) | (*s & 0x3f);
    } else {
      putc(*s++, out);
      continue;
    }
    fprintf(out, "\\U%08x", c);
  }
}

static bool needs_ucn(const Token *t) {
  for (uint32_t i = 0; i < t->len; i++)
    if ((unsigned char)t->text[i] >= 0x80 || t->text[i] == '\\')
      return true;
  return false;
}

/* Were a and b next to each other in the same file? */
static bool adjacent_in_source(const Token *a, const Token *b) {
  return !a->expansion && !b->expansion && a->loc.file == b->loc.file && a->loc.line == b->loc.line &&
         a->loc.col + a->len == b->loc.col && !(a->flags & TF_SPLICED);
}

static void print_token(Printer *p, const Token *t) {
  if (t->flags & TF_PRAGMA) {
    if (!p->in_directive_line || (t->flags & TF_BOL)) {
      newline(p);
      p->in_directive_line = true;
    } else if (t->flags & TF_SPACE || (p->prev && tokens_would_paste(p->prev, t))) {
      putc(' ', p->out);
    }
    fwrite(t->text, 1, t->len, p->out);
    p->line_empty = false;
    p->last = *t;
    p->prev = &p->last;
    return;
  }
  uint32_t line;
  const char *file = pp_presumed_file(p->pp, t, &line);
  if (p->in_directive_line) {
    /* after a #pragma line, say where we are again */
    p->in_directive_line = false;
    newline(p);
    print_marker(p, file, line, 0, pp_in_system_header(p->pp));
  }
  if (!p->file || strcmp(file, p->file) != 0) {
    print_marker(p, file, line, 0, pp_in_system_header(p->pp));
  } else if ((t->flags & TF_BOL) && line != p->line) {
    if (line > p->line && line - p->line <= 8) {
      newline(p);
      while (p->line < line) {
        putc('\n', p->out);
        p->line++;
      }
    } else {
      print_marker(p, file, line, 0, pp_in_system_header(p->pp));
    }
  }
  if (p->line_empty) {
    uint32_t column = t->expansion ? 1 : t->loc.col;
    for (uint32_t i = 1; i < column && i < 80; i++)
      putc(' ', p->out);
  } else if ((t->flags & (TF_SPACE | TF_BOL)) ||
             (p->prev && !adjacent_in_source(p->prev, t) && tokens_would_paste(p->prev, t))) {
    putc(' ', p->out);
  }
  if (t->kind == TK_IDENT && needs_ucn(t))
    print_identifier(p->out, t);
  else
    fwrite(t->text, 1, t->len, p->out);
  p->line_empty = false;
  p->last = *t;
  p->prev = &p->last;
}

void print_preprocessed(Preprocessor *pp, FILE *out, bool line_markers) {
  Printer p = {0};
  p.out = out;
  p.pp = pp;
  p.markers = line_markers;
  p.line_empty = true;
  pp_set_file_callback(pp, file_changed, &p);
  for (;;) {
    const Token *t = pp_next(pp);
    if (t->kind == TK_EOF)
      break;
    print_token(&p, t);
  }
  newline(&p);
  pp_set_file_callback(pp, NULL, NULL);
}

static const char *const token_kind_names[] = {
    "eof", "identifier", "number", "char", "string", "punct", "header-name", "other", "param",
    "placemarker",
};

/* --dump-tokens: one line per token with its spelling location and the
   macro expansions it came through, innermost first. */
void print_tokens(Preprocessor *pp, FILE *out) {
  for (;;) {
    const Token *t = pp_next(pp);
    if (t->kind == TK_EOF)
      break;
    SrcFile *file = src_get(t->loc.file);
    fprintf(out, "%s:%u:%u %s '%.*s'", file ? file->path : "<none>", t->loc.line, t->loc.col,
            token_kind_names[t->kind], (int)t->len, t->text);
    for (const Expansion *e = token_expansion(t); e; e = e->parent) {
      SrcFile *at = src_get(e->loc.file);
      fprintf(out, " <- %s at %s:%u:%u", e->macro->name, at ? at->path : "<none>", e->loc.line,
              e->loc.col);
    }
    putc('\n', out);
  }
}
