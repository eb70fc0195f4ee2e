/*
 * tokenize.c: bytes to preprocessing tokens (C17 5.1.1.2 phases 1-3, 6.4).
 *
 * A file is read once per run and tokenized once per translation unit;
 * its tokens are chunks of FILE_CHUNK_TOKENS (of its own) that every
 * inclusion of the file in the unit reuses.  The preprocessor lets the
 * chunks it has read well past go (tokens_read_past: a large file's tokens
 * would otherwise be most of what the run holds while the tree grows), and
 * all of a file it has left behind an include guard (tokens_forget); a
 * file entered again after either is tokenized again.  The rest go when the
 * unit's stream is read (the source text stays, for the whole program's
 * messages and the tree's token spellings).  Line splices are
 * removed on the fly, so each token keeps the physical line and column where
 * its first character was spelled; a token whose spelling contained a splice
 * gets a cleaned copy of its text.  Newlines are not tokens: the first token
 * of each line carries TF_BOL, and the preprocessor finds directives by it.
 *
 * The source table (every file of the run, by id) and the identifier table
 * (interning) live here too.
 */
#define _POSIX_C_SOURCE 200809L
#include "annotalysis.h"

#include <string.h>
#include <sys/stat.h>

static Arena token_arena;

/* ------------------------------------------------------------ identifiers */

static Ident **ident_table;
static uint32_t ident_capacity, ident_count;

static void ident_grow(void) {
  uint32_t capacity = ident_capacity ? ident_capacity * 2 : 4096;
  Ident **table = xmalloc(sizeof(Ident *) * capacity);
  memset(table, 0, sizeof(Ident *) * capacity);
  for (uint32_t i = 0; i < ident_capacity; i++) {
    for (Ident *id = ident_table[i], *next; id; id = next) {
      next = id->next;
      id->next = table[id->hash & (capacity - 1)];
      table[id->hash & (capacity - 1)] = id;
    }
  }
  free(ident_table);
  ident_table = table;
  ident_capacity = capacity;
}

Ident *intern(const char *name, size_t len) {
  uint32_t hash = hash_bytes(name, len);
  if (ident_capacity) {
    for (Ident *id = ident_table[hash & (ident_capacity - 1)]; id; id = id->next)
      if (id->hash == hash && id->len == len && memcmp(id->name, name, len) == 0)
        return id;
  }
  if (2 * (ident_count + 1) > ident_capacity)
    ident_grow();
  Ident *id = arena_zalloc(&token_arena, sizeof(Ident) + len + 1); /* the name right after */
  char *copy = (char *)(id + 1);
  memcpy(copy, name, len);
  copy[len] = '\0';
  id->name = copy;
  id->len = (uint32_t)len;
  id->hash = hash;
  id->next = ident_table[hash & (ident_capacity - 1)];
  ident_table[hash & (ident_capacity - 1)] = id;
  ident_count++;
  return id;
}

Ident *intern_cstr(const char *name) { return intern(name, strlen(name)); }

void token_ident_broken(const Token *t) {
  fatal("internal error: the token '%.*s' at %u:%u is marked an identifier but does not spell one", (int)t->len,
        t->text, t->loc.line, t->loc.col);
}

void token_set_ident(Token *t, Ident *id) {
  if (!id) {
    t->flags &= (uint16_t)~TF_IDENT;
    return;
  }
  t->text = id->name;
  t->len = id->len;
  t->flags |= TF_IDENT;
}

/* An attribute name as GCC compares it: __packed__ is packed. */
Ident *attribute_name(Ident *id) {
  const char *s = id->name;
  size_t n = id->len;
  if (n > 4 && s[0] == '_' && s[1] == '_' && s[n - 1] == '_' && s[n - 2] == '_')
    return intern(s + 2, n - 4);
  return id;
}

/* ----------------------------------------------------------- source table */

static VEC(SrcFile *) source_files;
static HashMap files_by_path; /* path -> SrcFile, or &missing_file */
static SrcFile missing_file;

/* The file at path, read once per run; NULL when it cannot be read. */
SrcFile *src_open(const char *path) {
  size_t len = strlen(path);
  SrcFile *file = hashmap_get(&files_by_path, path, len);
  if (file)
    return file == &missing_file ? NULL : file;
  char *key = arena_strndup(&token_arena, path, len);
  struct stat st;
  size_t size;
  char *buf = NULL;
  if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
    buf = read_file(path, &size);
  if (!buf) {
    hashmap_put(&files_by_path, key, len, &missing_file);
    return NULL;
  }
  file = src_new(path, buf, size);
  file->dev = (uint64_t)st.st_dev;
  file->ino = (uint64_t)st.st_ino;
  hashmap_put(&files_by_path, key, len, file);
  return file;
}

static HashMap places; /* src_place's: a path to its SrcFile */

SrcLoc src_place(const char *path, uint32_t line, uint32_t col) {
  SrcFile *file = hashmap_get(&places, path, strlen(path));
  if (!file) {
    /* shown relative to the working directory, where it is under it */
    char *here = absolute_path("x");
    size_t n = strlen(here) - 1;
    const char *shown = !strncmp(path, here, n) ? path + n : path;
    free(here);
    file = src_open(shown);
    if (!file)
      file = src_new(shown, xcalloc(1, 1), 0);
    hashmap_put(&places, arena_strndup(&token_arena, path, strlen(path)), strlen(path), file);
  }
  return (SrcLoc){file->id, line, col};
}

SrcFile *src_new(const char *path, char *buf, size_t len) {
  if (source_files.len == 0)
    VEC_PUSH(source_files, NULL); /* id 0 means "no location" */
  SrcFile *file = ARENA_NEW(&token_arena, SrcFile);
  file->id = (uint32_t)source_files.len;
  file->path = arena_strndup(&token_arena, path, strlen(path));
  file->buf = buf;
  file->len = len;
  VEC_PUSH(source_files, file);
  return file;
}

SrcFile *src_get(uint32_t id) {
  return id > 0 && id < (uint32_t)source_files.len ? source_files.data[id] : NULL;
}

const char *src_line(SrcFile *file, uint32_t line, size_t *len) {
  if (!file->line_starts) {
    uint32_t count = 1;
    for (size_t i = 0; i < file->len; i++)
      count += file->buf[i] == '\n';
    file->line_starts = xmalloc(sizeof(uint32_t) * (count + 1));
    uint32_t n = 0;
    file->line_starts[n++] = 0;
    for (size_t i = 0; i < file->len; i++)
      if (file->buf[i] == '\n')
        file->line_starts[n++] = (uint32_t)i + 1;
    file->nlines = n;
  }
  if (line == 0 || line > file->nlines)
    return NULL;
  const char *start = file->buf + file->line_starts[line - 1];
  const char *end = start;
  while (end < file->buf + file->len && *end != '\n' && *end != '\r')
    end++;
  *len = (size_t)(end - start);
  return start;
}

/* ----------------------------------------------------------------- lexer */

static const char *const punct_spellings[] = {
#define X(name, spelling) spelling,
#include "punct.def"
#undef X
};

const char *punct_spelling(Punct p) { return punct_spellings[p]; }

typedef struct Lexer {
  const char *p;
  const char *end;
  const char *line_start;
  uint32_t line;
  uint32_t file;
  bool spliced;     /* the current token contains a splice */
  bool at_bol;
  bool space;
  const LexOptions *options;
  VEC(Token) tokens;  /* a string's tokens; a file's go to its chunks */
  SrcFile *out;
  int room;           /* the tokens the file's last chunk has room for */
} Lexer;

static bool is_ident_start(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
}

static bool is_ident_char(unsigned char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

static bool is_hex(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Length of a backslash-newline (with GCC's tolerance of spaces between the
   backslash and the newline) at p, or 0. */
static int splice_length(const char *p, const char *end) {
  if (*p != '\\')
    return 0;
  const char *q = p + 1;
  while (q < end && (*q == ' ' || *q == '\t' || *q == '\f' || *q == '\v'))
    q++;
  if (q < end && *q == '\r')
    q++;
  if (q < end && *q == '\n')
    return (int)(q - p) + 1;
  return 0;
}

/* Skips any splices at the cursor. */
static void skip_splices(Lexer *lx) {
  int n;
  while (*lx->p == '\\' && (n = splice_length(lx->p, lx->end)) > 0) {
    lx->p += n;
    lx->line++;
    lx->line_start = lx->p;
    lx->spliced = true;
  }
}

static inline char cur(Lexer *lx) {
  if (*lx->p == '\\')
    skip_splices(lx);
  return *lx->p;
}

static inline void advance(Lexer *lx) {
  lx->p++;
  if (*lx->p == '\\')
    skip_splices(lx);
}

/* The character after the current one, looking through splices. */
static char peek_next(Lexer *lx) {
  const char *q = lx->p + 1;
  int n;
  while (*q == '\\' && (n = splice_length(q, lx->end)) > 0)
    q += n;
  return *q;
}

static void newline(Lexer *lx) {
  lx->line++;
  lx->line_start = lx->p;
  lx->at_bol = true;
  lx->space = false;
}

/* Skips white space and comments; stops at a token or at end of input. */
static void skip_space(Lexer *lx) {
  for (;;) {
    char c = cur(lx);
    if (c == '\n') {
      lx->p++;
      newline(lx);
    } else if (c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r' ||
               (c == '\0' && lx->p < lx->end)) {
      if (c == '\0' && (lx->p == lx->line_start || lx->p[-1] != '\0')) /* once per run, as gcc */
        diag(SEV_WARNING, (SrcLoc){lx->file, lx->line, (uint32_t)(lx->p - lx->line_start) + 1},
             "null character(s) ignored");
      lx->p++;
      lx->space = true;
    } else if (c == '/' && peek_next(lx) == '*') {
      SrcLoc start = {lx->file, lx->line, (uint32_t)(lx->p - lx->line_start) + 1};
      advance(lx);
      advance(lx);
      for (;;) {
        char d = *lx->p;
        if (lx->p >= lx->end) {
          diag(SEV_ERROR, start, "unterminated comment");
          return;
        }
        if (d == '\n') {
          lx->p++;
          lx->line++;
          lx->line_start = lx->p;
        } else if (d == '*') {
          advance(lx);
          if (cur(lx) == '/') {
            lx->p++;
            break;
          }
        } else if (d == '\\') {
          if (splice_length(lx->p, lx->end))
            skip_splices(lx);
          else
            lx->p++;
        } else {
          lx->p++;
        }
      }
      lx->space = true;
    } else if (c == '/' && peek_next(lx) == '/') {
      /* to the end of the line; a splice continues the comment */
      while (cur(lx) != '\n' && lx->p < lx->end)
        lx->p++;
      lx->space = true;
    } else {
      return;
    }
  }
}

/* Copies [start, end) without its splices. */
static const char *clean_spelling(Lexer *lx, const char *start, const char *end, uint32_t *len) {
  char *out = arena_alloc(&token_arena, (size_t)(end - start) + 1);
  size_t n = 0;
  for (const char *q = start; q < end;) {
    int s = splice_length(q, lx->end);
    if (s) {
      q += s;
      continue;
    }
    out[n++] = *q++;
  }
  out[n] = '\0';
  *len = (uint32_t)n;
  return out;
}

static void lex_ucn_or_char(Lexer *lx) {
  /* The cursor is on an identifier character or a backslash of a UCN. */
  if (*lx->p == '\\') {
    int digits = lx->p[1] == 'u' ? 4 : 8;
    lx->p += 2;
    for (int i = 0; i < digits; i++)
      lx->p++;
    if (*lx->p == '\\')
      skip_splices(lx);
    return;
  }
  advance(lx);
}

static bool at_ucn(Lexer *lx) {
  const char *q = lx->p;
  if (q[0] != '\\' || (q[1] != 'u' && q[1] != 'U'))
    return false;
  int digits = q[1] == 'u' ? 4 : 8;
  for (int i = 0; i < digits; i++)
    if (!is_hex((unsigned char)q[2 + i]))
      return false;
  return true;
}

static void lex_identifier(Lexer *lx) {
  while (is_ident_char((unsigned char)cur(lx)) || at_ucn(lx))
    lex_ucn_or_char(lx);
}

/* C17 6.4.8: pp-number */
static void lex_number(Lexer *lx) {
  for (;;) {
    char c = cur(lx);
    if ((c == 'e' || c == 'E' || c == 'p' || c == 'P')) {
      advance(lx);
      char sign = cur(lx);
      if (sign == '+' || sign == '-')
        advance(lx);
    } else if (is_ident_char((unsigned char)c) || c == '.') {
      advance(lx);
    } else if (at_ucn(lx)) {
      lex_ucn_or_char(lx);
    } else {
      return;
    }
  }
}

/* Lexes a quoted literal; the cursor is on the opening quote.  Returns false
   when the closing quote is missing before the end of the line. */
static bool lex_quoted(Lexer *lx, char quote) {
  SrcLoc start = {lx->file, lx->line, (uint32_t)(lx->p - lx->line_start) + 1};
  bool nul = false;
  advance(lx);
  for (;;) {
    char c = cur(lx);
    if (c == quote) {
      advance(lx);
      if (nul)
        diag(SEV_WARNING, start, "null character(s) preserved in literal");
      return true;
    }
    nul |= c == '\0' && lx->p < lx->end;
    if (c == '\n' || lx->p >= lx->end)
      return false;
    if (c == '\\') {
      advance(lx);
      if (cur(lx) == '\n' || lx->p >= lx->end)
        return false;
    }
    advance(lx);
  }
}

/* Returns the literal prefix length (L, u, U, u8) if an identifier start at p
   is really the prefix of a string or character literal. */
static int literal_prefix(Lexer *lx, char *quote) {
  const char *q = lx->p;
  int n = 0;
  if (q[0] == 'u' && q[1] == '8')
    n = 2;
  else if (q[0] == 'L' || q[0] == 'u' || q[0] == 'U')
    n = 1;
  else
    return 0;
  if (q[n] != '"' && q[n] != '\'')
    return 0;
  if (q[n] == '\'' && n == 2 && !lx->options->c2x)
    return 0;
  *quote = q[n];
  return n;
}

static Punct lex_punct(Lexer *lx) {
  char c = cur(lx);
  if (!c || !strchr("[](){}~?;,.-+&|*/^!=:#<>%", c))
    return P_COUNT;
  advance(lx);
  char d = cur(lx);
  switch (c) {
  case '[': return P_LBRACKET;
  case ']': return P_RBRACKET;
  case '(': return P_LPAREN;
  case ')': return P_RPAREN;
  case '{': return P_LBRACE;
  case '}': return P_RBRACE;
  case '~': return P_TILDE;
  case '?': return P_QUESTION;
  case ';': return P_SEMI;
  case ',': return P_COMMA;
  case '.':
    if (d == '.' && peek_next(lx) == '.') {
      advance(lx);
      advance(lx);
      return P_ELLIPSIS;
    }
    return P_DOT;
  case '-':
    if (d == '>') { advance(lx); return P_ARROW; }
    if (d == '-') { advance(lx); return P_DEC; }
    if (d == '=') { advance(lx); return P_SUB_ASSIGN; }
    return P_MINUS;
  case '+':
    if (d == '+') { advance(lx); return P_INC; }
    if (d == '=') { advance(lx); return P_ADD_ASSIGN; }
    return P_PLUS;
  case '&':
    if (d == '&') { advance(lx); return P_ANDAND; }
    if (d == '=') { advance(lx); return P_AND_ASSIGN; }
    return P_AMP;
  case '|':
    if (d == '|') { advance(lx); return P_OROR; }
    if (d == '=') { advance(lx); return P_OR_ASSIGN; }
    return P_PIPE;
  case '*':
    if (d == '=') { advance(lx); return P_MUL_ASSIGN; }
    return P_STAR;
  case '/':
    if (d == '=') { advance(lx); return P_DIV_ASSIGN; }
    return P_SLASH;
  case '^':
    if (d == '=') { advance(lx); return P_XOR_ASSIGN; }
    return P_CARET;
  case '!':
    if (d == '=') { advance(lx); return P_NE; }
    return P_NOT;
  case '=':
    if (d == '=') { advance(lx); return P_EQ; }
    return P_ASSIGN;
  case ':':
    if (d == '>') { advance(lx); return P_RBRACKET; }
    if (d == ':' && lx->options->c2x) { advance(lx); return P_SCOPE; }
    return P_COLON;
  case '#':
    if (d == '#') { advance(lx); return P_HASHHASH; }
    return P_HASH;
  case '<':
    if (d == '<') {
      advance(lx);
      if (cur(lx) == '=') { advance(lx); return P_SHL_ASSIGN; }
      return P_SHL;
    }
    if (d == '=') { advance(lx); return P_LE; }
    if (d == ':') { advance(lx); return P_LBRACKET; }
    if (d == '%') { advance(lx); return P_LBRACE; }
    return P_LT;
  case '>':
    if (d == '>') {
      advance(lx);
      if (cur(lx) == '=') { advance(lx); return P_SHR_ASSIGN; }
      return P_SHR;
    }
    if (d == '=') { advance(lx); return P_GE; }
    return P_GT;
  case '%':
    if (d == '=') { advance(lx); return P_MOD_ASSIGN; }
    if (d == '>') { advance(lx); return P_RBRACE; }
    if (d == ':') {
      advance(lx);
      /* %:%: is ##, but %:% alone is # followed by % */
      if (cur(lx) == '%' && peek_next(lx) == ':') {
        advance(lx);
        advance(lx);
        return P_HASHHASH;
      }
      return P_HASH;
    }
    return P_PERCENT;
  default:
    return P_COUNT;
  }
}

/* Token i of those lexed so far. */
static const Token *lexed(const Lexer *lx, int i) {
  return lx->out ? file_token_at(lx->out, i) : &lx->tokens.data[i];
}

/* After `#include` (or include_next, import), a `<` starts a header name. */
static bool expects_header_name(Lexer *lx) {
  int n = lx->out ? lx->out->ntokens : lx->tokens.len;
  if (n < 2)
    return false;
  const Token *hash = lexed(lx, n - 2), *name = lexed(lx, n - 1);
  if (!(hash->flags & TF_BOL) || !is_punct(hash, P_HASH) ||
      name->kind != TK_IDENT || (name->flags & TF_BOL))
    return false;
  const char *s = token_ident(name)->name;
  return !strcmp(s, "include") || !strcmp(s, "include_next") || !strcmp(s, "import");
}

static bool lex_header_name(Lexer *lx) {
  const char *q = lx->p + 1;
  while (*q != '>' && *q != '\n' && q < lx->end)
    q++;
  if (*q != '>')
    return false;
  lx->p = q + 1;
  return true;
}

/* GNU raw string literals (R"delim(...)delim", gnu dialects): the prefix
   length if one starts at the cursor. */
static int raw_prefix(Lexer *lx) {
  if (!lx->options->raw_strings)
    return 0;
  const char *q = lx->p;
  int n = 0;
  if (q[0] == 'u' && q[1] == '8')
    n = 2;
  else if (q[0] == 'L' || q[0] == 'u' || q[0] == 'U')
    n = 1;
  return q[n] == 'R' && q[n + 1] == '"' ? n + 1 : 0;
}

/* The cursor is on the opening quote.  Inside a raw string nothing is
   special: no escapes, splices or comments, until )delim". */
static bool lex_raw_string(Lexer *lx) {
  const char *delim = lx->p + 1, *q = delim;
  while (q - delim <= 16 && *q && !strchr("()\\\" \t\v\f\n", *q))
    q++;
  if (*q != '(')
    return false;
  size_t dlen = (size_t)(q - delim);
  uint32_t line = lx->line;
  const char *line_start = lx->line_start;
  for (q++; q < lx->end; q++) {
    if (*q == ')' && !strncmp(q + 1, delim, dlen) && q[1 + dlen] == '"') {
      lx->p = q + dlen + 2;
      lx->line = line;
      lx->line_start = line_start;
      return true;
    }
    if (*q == '\n') {
      line++;
      line_start = q + 1;
    }
  }
  return false;
}

/* push_token where the file's last chunk is full, or for a string. */
static void push_token_slow(Lexer *lx, const Token *tok) {
  SrcFile *file = lx->out;
  if (!file) {
    VEC_PUSH(lx->tokens, *tok);
    return;
  }
  int i = file->ntokens++, k = i / FILE_CHUNK_TOKENS, at = i % FILE_CHUNK_TOKENS;
  if (at == 0) {
    file->chunks = xrealloc(file->chunks, sizeof(Token *) * (size_t)(k + 1));
    file->chunks[k] = NULL;
    lx->room = 0;
  }
  if (at == lx->room) { /* a small file takes no whole chunk: nothing points into it yet */
    lx->room = k ? FILE_CHUNK_TOKENS : at ? (at * 2 < FILE_CHUNK_TOKENS ? at * 2 : FILE_CHUNK_TOKENS) : 64;
    file->chunks[k] = xrealloc(file->chunks[k], sizeof(Token) * (size_t)lx->room);
  }
  file->chunks[k][at] = *tok;
}

/* Adds tok to the string's tokens or the file's chunks. */
static inline void push_token(Lexer *lx, Token tok) {
  SrcFile *file = lx->out;
  int at = file ? file->ntokens % FILE_CHUNK_TOKENS : 0;
  if (file && at && at < lx->room) {
    file->chunks[file->ntokens++ / FILE_CHUNK_TOKENS][at] = tok;
    return;
  }
  push_token_slow(lx, &tok);
}

static void lex_token(Lexer *lx) {
  Token tok = {0};
  const char *start = lx->p;
  tok.loc = (SrcLoc){lx->file, lx->line, (uint32_t)(lx->p - lx->line_start) + 1};
  tok.flags = (lx->at_bol ? TF_BOL : 0) | (lx->space ? TF_SPACE : 0);
  lx->spliced = false;
  unsigned char c = (unsigned char)*lx->p;
  char quote;
  int prefix;

  if ((prefix = raw_prefix(lx)) > 0 && (lx->p += prefix, lex_raw_string(lx))) {
    tok.kind = TK_STRING;
  } else if ((lx->p = start, prefix = literal_prefix(lx, &quote)) > 0) {
    lx->p += prefix;
    tok.kind = quote == '"' ? TK_STRING : TK_CHAR;
    if (!lex_quoted(lx, quote)) {
      tok.kind = TK_OTHER;
      tok.flags |= TF_UNTERMINATED;
    }
  } else if (is_ident_start(c) || at_ucn(lx)) {
    tok.kind = TK_IDENT;
    lex_identifier(lx);
  } else if ((c >= '0' && c <= '9') || (c == '.' && peek_next(lx) >= '0' && peek_next(lx) <= '9')) {
    tok.kind = TK_NUMBER;
    advance(lx);
    lex_number(lx);
  } else if (c == '"' || c == '\'') {
    tok.kind = c == '"' ? TK_STRING : TK_CHAR;
    if (!lex_quoted(lx, (char)c)) {
      tok.kind = TK_OTHER;
      tok.flags |= TF_UNTERMINATED;
    }
  } else if (c == '<' && expects_header_name(lx) && lex_header_name(lx)) {
    tok.kind = TK_HEADER_NAME;
  } else {
    Punct p = lex_punct(lx);
    if (p == P_COUNT) {
      tok.kind = TK_OTHER; /* a stray byte such as @ or ` */
      lx->p++;
    } else {
      tok.kind = TK_PUNCT;
      tok.punct = (uint8_t)p;
    }
  }
  const char *end = lx->p;
  /* The cursor may have moved past trailing splices; keep them out. */
  while (end > start && end[-1] == '\n') {
    const char *q = start;
    const char *last = NULL;
    while (q < end) {
      int s = splice_length(q, lx->end);
      if (s && q + s == end) {
        last = q;
        break;
      }
      q += s ? s : 1;
    }
    if (!last)
      break;
    end = last;
  }
  if (lx->spliced) {
    tok.text = clean_spelling(lx, start, end, &tok.len);
    tok.flags |= TF_SPLICED;
  } else {
    tok.text = start;
    tok.len = (uint32_t)(end - start);
  }
  if (tok.kind == TK_IDENT)
    token_set_ident(&tok, intern(tok.text, tok.len));
  push_token(lx, tok);
  lx->at_bol = false;
  lx->space = false;
}

/* C17 5.2.1.1: trigraph replacement, only for the ISO dialects. */
static void replace_trigraphs(SrcFile *file) {
  static const char from[] = "=(/)'<!>-", to[] = "#[\\]^{|}~";
  char *out = file->buf;
  const char *in = file->buf, *end = file->buf + file->len;
  while (in < end) {
    if (in[0] == '?' && in + 2 < end && in[1] == '?') {
      const char *hit = strchr(from, in[2]);
      if (hit && in[2]) {
        *out++ = to[hit - from];
        in += 3;
        continue;
      }
    }
    *out++ = *in++;
  }
  *out = '\0';
  file->len = (size_t)(out - file->buf);
}

static void lex_all(Lexer *lx) {
  for (;;) {
    skip_space(lx);
    if (lx->p >= lx->end)
      break;
    lex_token(lx);
  }
  Token eof = {0};
  eof.kind = TK_EOF;
  eof.flags = TF_BOL;
  eof.loc = (SrcLoc){lx->file, lx->line, (uint32_t)(lx->p - lx->line_start) + 1};
  eof.text = "";
  push_token(lx, eof);
}

struct PastTokens {
  Token **chunks;
  int ntokens;
  PastTokens *next;
};

void tokenize_file(SrcFile *file, const LexOptions *options) {
  if (file->tokenized)
    return;
  file->tokenized = true;
  if (options->trigraphs && memchr(file->buf, '?', file->len))
    replace_trigraphs(file);
  Lexer lx = {0};
  lx.p = lx.line_start = file->buf;
  lx.end = file->buf + file->len;
  lx.line = 1;
  lx.file = file->id;
  lx.at_bol = true;
  lx.options = options;
  if (file->chunks) { /* a frame may still point into them */
    PastTokens *past = xmalloc(sizeof(PastTokens));
    *past = (PastTokens){file->chunks, file->ntokens, file->past};
    file->past = past;
  }
  file->chunks = NULL;
  file->ntokens = 0;
  lx.out = file;
  lex_all(&lx);
}

/* The chunks of a file's tokens behind the one before pos's: a directive
   looks one token back, and nothing holds a token of the file further
   back once the preprocessor has passed it (a macro's arguments are
   copies).  A large file's tokens are most of what a run holds while the
   tree grows. */
void tokens_read_past(SrcFile *file, int pos) {
  for (int k = pos / FILE_CHUNK_TOKENS - 2; k >= 0 && file->chunks[k]; k--) {
    free(file->chunks[k]);
    file->chunks[k] = NULL;
    file->tokenized = false; /* entered again, it is read from the start */
  }
}

static void free_chunks(Token **chunks, int ntokens) {
  for (int k = 0; chunks && k <= (ntokens - 1) / FILE_CHUNK_TOKENS; k++)
    free(chunks[k]);
  free(chunks);
}

void tokens_forget(SrcFile *file) {
  free_chunks(file->chunks, file->ntokens);
  while (file->past) {
    PastTokens *past = file->past;
    file->past = past->next;
    free_chunks(past->chunks, past->ntokens);
    free(past);
  }
  file->chunks = NULL;
  file->ntokens = 0;
  file->tokenized = false;
}

int tokenize_string(const char *text, size_t len, SrcLoc loc, Token **out) {
  static const LexOptions options = {0};
  char *buf = arena_alloc(&token_arena, len + 2);
  memcpy(buf, text, len);
  buf[len] = '\n';
  buf[len + 1] = '\0';
  Lexer lx = {0};
  lx.p = lx.line_start = buf;
  lx.end = buf + len + 1;
  lx.line = loc.line;
  lx.file = loc.file;
  lx.options = &options;
  lex_all(&lx);
  for (int i = 0; i < lx.tokens.len; i++) {
    lx.tokens.data[i].loc = loc;
    lx.tokens.data[i].flags &= (uint16_t)~TF_BOL;
  }
  *out = ARENA_ARRAY(&token_arena, Token, lx.tokens.len);
  memcpy(*out, lx.tokens.data, sizeof(Token) * (size_t)lx.tokens.len);
  int n = lx.tokens.len - 1;
  VEC_FREE(lx.tokens);
  return n;
}


/* Would printing b right after a, with no space, lex differently?  The -E
   printer asks this for tokens that were not adjacent in the source. */
bool tokens_would_paste(const Token *a, const Token *b) {
  if (b->len == 0 || a->len == 0)
    return false;
  unsigned char first = (unsigned char)b->text[0];
  unsigned char last = (unsigned char)a->text[a->len - 1];
  switch (a->kind) {
  case TK_IDENT:
    if (b->kind == TK_STRING || b->kind == TK_CHAR)
      return true; /* L "x" would become L"x" */
    return is_ident_char(first) || first == '\\';
  case TK_NUMBER:
    if (is_ident_char(first) || first == '.' || first == '\\')
      return true;
    return (first == '+' || first == '-') &&
           (last == 'e' || last == 'E' || last == 'p' || last == 'P');
  case TK_PUNCT:
  case TK_OTHER: {
    if (is_punct(a, P_DOT) && (b->kind == TK_NUMBER || first == '.'))
      return true; /* . . . must not become ... */
    if (last == '/' && (first == '/' || first == '*'))
      return true;
    if (b->kind != TK_PUNCT && b->kind != TK_OTHER)
      return false;
    if (a->len > 4)
      return false; /* an unterminated literal: it ends its line */
    char buf[16]; /* large enough: a and b each give at most 4 bytes */
    size_t blen = b->len < 4 ? b->len : 4;
    memcpy(buf, a->text, a->len);
    memcpy(buf + a->len, b->text, blen);
    buf[a->len + blen] = '\0';
    static const LexOptions options = {false, true, false};
    Lexer lx = {0};
    lx.p = lx.line_start = buf;
    lx.end = buf + a->len + blen;
    lx.options = &options;
    if (lex_punct(&lx) == P_COUNT)
      return false;
    return lx.p - buf > (ptrdiff_t)a->len;
  }
  default:
    return false;
  }
}

/* The expansions of the unit being preprocessed, by Token.expansion - 1
   (one preprocessor runs at a time; pp_free forgets them). */
static VEC(const Expansion *) expansions;

uint32_t expansion_number(const Expansion *e) {
  VEC_PUSH(expansions, e);
  return (uint32_t)expansions.len;
}

const Expansion *token_expansion(const Token *t) {
  return t->expansion && t->expansion <= (uint32_t)expansions.len ? expansions.data[t->expansion - 1] : NULL;
}

void expansions_forget(void) { VEC_FREE(expansions); }

/* Frees every file, token and identifier: the next translation unit starts
   from nothing. */
void tokenize_forget_tokens(void) {
  for (int i = 1; i < source_files.len; i++)
    tokens_forget(source_files.data[i]);
}

void tokenize_reset(void) {
  for (int i = 1; i < source_files.len; i++) {
    free(source_files.data[i]->buf);
    tokens_forget(source_files.data[i]);
    free(source_files.data[i]->line_starts);
  }
  VEC_FREE(source_files);
  hashmap_free(&files_by_path);
  hashmap_free(&places);
  free(ident_table);
  ident_table = NULL;
  ident_capacity = ident_count = 0;
  arena_free(&token_arena);
}

/* Forgets what every identifier stood for (its macro, poisoning,
   declaration and tag): a new translation unit. */
void ident_reset(void) {
  for (uint32_t i = 0; i < ident_capacity; i++) {
    for (Ident *id = ident_table[i]; id; id = id->next) {
      id->macro = NULL;
      id->poisoned = 0;
      id->decl = NULL;
      id->tag = NULL;
      id->decl_depth = id->tag_depth = 0;
    }
  }
}
