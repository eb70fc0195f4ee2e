/*
 * diag.c: diagnostics for errors in the input.
 *
 * A diagnostic is rendered as GCC and Clang do: "file:line:col: severity:
 * message", the source line, and a caret under the column; a token that came
 * out of macros gets one note per expansion ("in expansion of macro 'X'").
 * Warnings inside system headers are dropped, as GCC drops them.
 *
 * Under --verify the diagnostics are collected instead of printed and then
 * checked against Clang-style expectation comments in the main file.
 *
 * Warnings about the program's locking belong to groups, named as Clang
 * names them; -Wno-GROUP turns one off, -Werror=GROUP makes it an error,
 * and a group without a setting of its own follows its parent.
 */
#include "annotalysis.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* The warning groups, each before its subgroups. */
static struct {
  const char *name;
  int parent;   /* index, or -1 */
  int enabled;  /* 1 on, 0 off, -1 as the parent says */
  int error;    /* the same for -Werror= */
} groups[] = {
    {"thread-safety", -1, 1, 0},
    {"thread-safety-attributes", 0, -1, -1},
    {"thread-safety-analysis", 0, -1, -1},
    {"thread-safety-pointer", 0, -1, -1},
    {"thread-safety-precise", 0, -1, -1},
    {"thread-safety-negative", 0, -1, -1},
    {"thread-safety-deadlock", 0, -1, -1},
    {"thread-safety-race", 0, -1, -1},
    {"thread-safety-race-any-thread", 7, 0, -1}, /* off unless asked for (races.c any_thread_pair) */
};
static bool all_warnings_off;      /* -w */
static bool warnings_are_errors;   /* -Werror */

static int group_index(const char *name) {
  for (size_t i = 0; i < ARRAY_SIZE(groups); i++)
    if (!strcmp(groups[i].name, name))
      return (int)i;
  return -1;
}

bool diag_option(const char *arg) {
  if (!strcmp(arg, "-w")) {
    all_warnings_off = true;
    return true;
  }
  if (!strcmp(arg, "-Werror")) {
    warnings_are_errors = true;
    return true;
  }
  if (!strcmp(arg, "-Wno-error")) {
    warnings_are_errors = false;
    return true;
  }
  const char *name = arg + 2;
  int *field = NULL, value = 1;
  int index;
  if (!strncmp(name, "no-error=", 9) && (index = group_index(name + 9)) >= 0) {
    field = &groups[index].error;
    value = 0;
  } else if (!strncmp(name, "error=", 6) && (index = group_index(name + 6)) >= 0) {
    field = &groups[index].error;
    groups[index].enabled = 1;
  } else if (!strncmp(name, "no-", 3) && (index = group_index(name + 3)) >= 0) {
    field = &groups[index].enabled;
    value = 0;
  } else if ((index = group_index(name)) >= 0) {
    field = &groups[index].enabled;
  }
  if (!field)
    return false;
  *field = value;
  return true;
}

/* A group's setting: its own, else its parent's. */
static int group_setting(int index, bool error) {
  for (int i = index; i >= 0; i = groups[i].parent) {
    int v = error ? groups[i].error : groups[i].enabled;
    if (v >= 0)
      return v;
  }
  return 0;
}

bool diag_group_enabled(const char *group) {
  int index = group_index(group);
  return !all_warnings_off && index >= 0 && group_setting(index, false);
}

static VEC(Diagnostic) collected;
static bool collecting;
static bool dropping_notes;
static int error_count;
static int promoted_count; /* of error_count: warnings -Werror made errors */

void diag_set_collect(bool collect) { collecting = collect; }
int diag_error_count(void) { return error_count; }
int diag_promoted_count(void) { return promoted_count; }

static SrcLoc (*include_chain)(void *ctx, uint32_t file, int depth);
static void *include_chain_ctx;

void diag_set_include_chain(SrcLoc (*chain)(void *ctx, uint32_t file, int depth), void *ctx) {
  include_chain = chain;
  include_chain_ctx = ctx;
}

/* "In file included from a.c:3," lines, as GCC prints them, before a
   diagnostic in a header. */
static void render_include_chain(SrcLoc loc) {
  if (!include_chain)
    return;
  for (int depth = 0;; depth++) {
    SrcLoc at = include_chain(include_chain_ctx, loc.file, depth);
    SrcFile *file = src_get(at.file);
    if (!file || !at.line)
      break;
    SrcLoc next = include_chain(include_chain_ctx, loc.file, depth + 1);
    fprintf(stderr, "%s %s:%u%s\n", depth == 0 ? "In file included from" : "                 from",
            file->path, at.line, next.file ? "," : ":");
  }
}

static const char *severity_name(Severity severity) {
  switch (severity) {
  case SEV_NOTE: return "note";
  case SEV_WARNING: return "warning";
  case SEV_ERROR: return "error";
  }
  return "?";
}

/* A byte of the input that must not reach the terminal as it is: a
   control character (an escape sequence starts with one) but a tab. */
static bool is_control(unsigned char c) { return (c < 0x20 && c != '\t') || c == 0x7f; }

/* Text from the input, with each control byte as gcc shows it, <U+001B>;
   the width each byte takes is then 8, not 1. */
static void put_escaped(const char *text, size_t len) {
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    if (is_control(c))
      fprintf(stderr, "<U+%04X>", c);
    else
      fputc(c, stderr);
  }
}

static void render(Severity severity, SrcLoc loc, const char *message, const char *group) {
  SrcFile *file = src_get(loc.file);
  if (!file) {
    fprintf(stderr, "annotalysis: %s: ", severity_name(severity));
    put_escaped(message, strlen(message));
    fputc('\n', stderr);
    return;
  }
  if (severity != SEV_NOTE)
    render_include_chain(loc);
  fprintf(stderr, "%s:%u:%u: %s: ", file->path, loc.line, loc.col, severity_name(severity));
  put_escaped(message, strlen(message));
  if (group)
    fprintf(stderr, " [%s-W%s]", severity == SEV_ERROR ? "-Werror," : "", group);
  fputc('\n', stderr);
  size_t len;
  const char *line = src_line(file, loc.line, &len);
  if (!line)
    return;
  put_escaped(line, len);
  fputc('\n', stderr);
  for (uint32_t i = 1; i < loc.col && i <= len; i++)
    fputs(line[i - 1] == '\t' ? "\t" : is_control((unsigned char)line[i - 1]) ? "        " : " ", stderr);
  fputs("^\n", stderr);
}

/* ---------------------------------------------------------------- records */

/* Under --format=json or sarif, each diagnostic is kept as a record and
   written at the end (output.c); its notes and path go with it. */
static OutputFormat output_format = FORMAT_TEXT;
static DiagRecords records;

/* The finding being reported (diag_set_finding), and its fingerprint:
   a hash of its rule, function and key, and which occurrence of those
   it is in the run, so that a line moved does not change it.  Both are
   used by the next warning and then cleared. */
static struct {
  char *rule, *function, *key;
  char *given;          /* diag_replay's: made by another run */
} finding;
static char fingerprint[40];
static HashMap occurrences; /* rule, function and key to the count so far */
static Arena occurrence_keys;
static HashMap baseline;    /* fingerprints not to report */
static Arena baseline_keys;

void diag_set_format(OutputFormat format) { output_format = format; }

static void clear_finding(void) {
  free(finding.rule);
  free(finding.function);
  free(finding.key);
  free(finding.given);
  memset(&finding, 0, sizeof finding);
  fingerprint[0] = '\0';
}

void diag_replay_finding(const char *rule, const char *function, const char *given) {
  clear_finding();
  finding.rule = rule ? xstrdup(rule) : NULL;
  finding.function = function ? xstrdup(function) : NULL;
  finding.given = given ? xstrdup(given) : NULL;
}

void diag_set_finding(const char *rule, const char *function, const char *key) {
  clear_finding();
  finding.rule = xstrdup(rule);
  finding.function = function ? xstrdup(function) : NULL;
  finding.key = key ? xstrdup(key) : NULL;
}

/* The fingerprint of the finding set; "" for none. */
static void take_fingerprint(void) {
  fingerprint[0] = '\0';
  if (finding.given) {
    snprintf(fingerprint, sizeof fingerprint, "%s", finding.given);
    return;
  }
  if (!finding.rule)
    return;
  StrBuf key = {0};
  sb_printf(&key, "%s\x1f%s\x1f%s", finding.rule, finding.function ? finding.function : "",
            finding.key ? finding.key : "");
  uint64_t h = hash_bytes64(key.data, key.len);
  intptr_t n = (intptr_t)hashmap_get(&occurrences, key.data, key.len) + 1;
  const char *kept = n == 1 ? arena_strndup(&occurrence_keys, key.data, key.len) : NULL;
  if (kept)
    hashmap_put(&occurrences, kept, key.len, (void *)n);
  else
    hashmap_put(&occurrences, key.data, key.len, (void *)n); /* replaces the value, keeps the key */
  snprintf(fingerprint, sizeof fingerprint, "%016llx-%ld", (unsigned long long)h, (long)n);
  sb_free(&key);
}

bool diag_read_baseline(const char *path) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text)
    return false;
  for (char *line = text; line < text + len;) {
    char *end = memchr(line, '\n', (size_t)(text + len - line));
    size_t n = end ? (size_t)(end - line) : (size_t)(text + len - line);
    char *space = memchr(line, ' ', n);
    size_t keylen = space ? (size_t)(space - line) : n;
    if (keylen && line[0] != '#')
      hashmap_put(&baseline, arena_strndup(&baseline_keys, line, keylen), keylen, (void *)1);
    line += n + 1;
  }
  free(text);
  return true;
}

/* A diagnostic as a record: kept for the output at the end, or (text)
   only for --baseline's list. */
static void keep_record(Severity severity, SrcLoc loc, const char *message, const char *group) {
  if (severity == SEV_NOTE) {
    if (records.len && output_format != FORMAT_TEXT)
      VEC_PUSH(records.data[records.len - 1]->notes, ((DiagNote){loc, xstrdup(message)}));
    return;
  }
  DiagRecord *r = xcalloc(1, sizeof *r);
  r->severity = severity;
  r->at = loc;
  r->message = xstrdup(message);
  r->group = group;
  r->rule = finding.rule ? xstrdup(finding.rule) : NULL;
  r->function = finding.function ? xstrdup(finding.function) : NULL;
  r->fingerprint = fingerprint[0] ? xstrdup(fingerprint) : NULL;
  VEC_PUSH(records, r);
}

void diag_flow(SrcLoc loc, const char *message) {
  if (records.len && output_format != FORMAT_TEXT)
    VEC_PUSH(records.data[records.len - 1]->flow, ((DiagNote){loc, xstrdup(message)}));
}

const DiagRecords *diag_records(void) { return &records; }

size_t static_mark_length(const char *s) {
  return *s == STATIC_CLASS_MARK && strspn(s + 1, "0123456789abcdef") >= 16 ? 17 : 0;
}

char *unmark_classes(char *s) {
  char *to = s;
  for (const char *from = s; *from;) {
    size_t mark = static_mark_length(from);
    if (mark)
      from += mark;
    else
      *to++ = *from++;
  }
  *to = '\0';
  return s;
}

static void vdiag(Severity severity, SrcLoc loc, const char *group, const char *fmt, va_list ap) {
  SrcFile *file = src_get(loc.file);
  if (severity == SEV_NOTE && dropping_notes)
    return;
  dropping_notes = severity == SEV_WARNING && file && file->system;
  if (dropping_notes)
    return;
  char *message = unmark_classes(vformat(fmt, ap)); /* the classes as the source names them */
  if (severity == SEV_ERROR)
    error_count++;
  if (collecting) {
    VEC_PUSH(collected, ((Diagnostic){severity, loc, message, false}));
    if (severity != SEV_NOTE)
      clear_finding();
    return;
  }
  keep_record(severity, loc, message, group);
  if (output_format == FORMAT_TEXT)
    render(severity, loc, message, group);
  free(message);
  if (severity != SEV_NOTE)
    clear_finding();
}

void diag(Severity severity, SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vdiag(severity, loc, NULL, fmt, ap);
  va_end(ap);
}

/* A note of a diagnostic's macro backtrace: --verify checks it when an
   expectation names it and, as clang -verify, passes over it otherwise. */
static void macro_note(SrcLoc loc, const char *fmt, const char *name) PRINTF_LIKE(2, 0);
static void macro_note(SrcLoc loc, const char *fmt, const char *name) {
  int before = collected.len;
  diag(SEV_NOTE, loc, fmt, name);
  if (collected.len > before)
    collected.data[before].backtrace = true;
}

static void note_expansions(const Token *token) {
  for (const Expansion *e = token_expansion(token); e; e = e->parent)
    macro_note(e->loc, "in expansion of macro '%s'", e->macro->name);
}

void diag_token(Severity severity, const Token *token, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vdiag(severity, token->loc, NULL, fmt, ap);
  va_end(ap);
  if (!dropping_notes)
    note_expansions(token);
}

/* Where the user wrote what a token came from, as Clang points: the token
   itself, when it is written at or after the outermost macro's name (an
   argument of the macro), else that name at its use (the token comes from
   a macro's definition, which is earlier in the file or in another). */
SrcLoc diag_written_at(const Token *token) {
  const Expansion *e = token_expansion(token);
  if (!e)
    return token->loc;
  while (e->parent)
    e = e->parent;
  bool argument = e->loc.file == token->loc.file &&
                  (token->loc.line > e->loc.line || (token->loc.line == e->loc.line && token->loc.col >= e->loc.col));
  return argument ? token->loc : e->loc;
}

void diag_note(const Token *token, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vdiag(SEV_NOTE, diag_written_at(token), NULL, fmt, ap);
  va_end(ap);
}

/* The severity a warning of group gets (-Werror), or -1 when the group
   is off, and then its notes are dropped with it. */
static int group_severity(Severity severity, int index) {
  take_fingerprint();
  if (fingerprint[0] && hashmap_get(&baseline, fingerprint, strlen(fingerprint))) {
    dropping_notes = true; /* known before: --baseline */
    clear_finding();
    return -1;
  }
  if (severity == SEV_WARNING && index >= 0) {
    if (all_warnings_off || !group_setting(index, false)) {
      dropping_notes = true; /* and its notes with it */
      clear_finding();
      return -1;
    }
    if (warnings_are_errors || group_setting(index, true)) {
      promoted_count++;
      return SEV_ERROR;
    }
  }
  return (int)severity;
}

bool diag_group_at(Severity severity, SrcLoc loc, const char *group, const char *fmt, ...) {
  int index = group ? group_index(group) : -1;
  int given = group_severity(severity, index);
  if (given < 0)
    return false;
  va_list ap;
  va_start(ap, fmt);
  vdiag((Severity)given, loc, index >= 0 ? groups[index].name : NULL, fmt, ap);
  va_end(ap);
  return true;
}

void diag_note_at(SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vdiag(SEV_NOTE, loc, NULL, fmt, ap);
  va_end(ap);
}

bool diag_group(Severity severity, const Token *token, const char *group, const char *fmt, ...) {
  int index = group ? group_index(group) : -1;
  int given = group_severity(severity, index);
  if (given < 0)
    return false;
  SrcLoc loc = diag_written_at(token);
  va_list ap;
  va_start(ap, fmt);
  vdiag((Severity)given, loc, index >= 0 ? groups[index].name : NULL, fmt, ap);
  va_end(ap);
  if (dropping_notes)
    return true;
  if (loc.file == token->loc.file && loc.line == token->loc.line && loc.col == token->loc.col)
    note_expansions(token);
  else
    macro_note(token->loc, "expanded from macro '%s'", token_expansion(token)->macro->name);
  return true;
}

/* --------------------------------------------------------------- findings */

/* The identity of a finding: its rule, its place and its locks. */
typedef struct FindingKey {
  const char *rule;
  SrcLoc loc;
  const void *locks[2];
} FindingKey;

Finding *finding_add(Findings *set, const char *rule, const char *group, const Token *tok, const void *lock,
                     const void *lock2, char *message) {
  FindingKey probe;
  memset(&probe, 0, sizeof probe); /* the padding too: the key is its bytes */
  probe.rule = rule;
  probe.loc = tok->loc;
  probe.locks[0] = lock;
  probe.locks[1] = lock2;
  if (hashmap_get(&set->seen, (const char *)&probe, sizeof probe)) {
    free(message);
    return NULL;
  }
  Finding *f = xcalloc(1, sizeof *f);
  f->rule = rule;
  f->group = group;
  f->tok = tok;
  f->locks[0] = lock;
  f->locks[1] = lock2;
  f->message = message;
  FindingKey *key = ARENA_NEW(&set->keys, FindingKey);
  *key = probe;
  hashmap_put(&set->seen, (const char *)key, sizeof *key, f);
  VEC_PUSH(set->list, f);
  return f;
}

void finding_note(Finding *f, const Token *tok, char *message) {
  if (!f) {
    free(message);
    return;
  }
  VEC_PUSH(f->notes, ((FindingNote){tok, message}));
}

/* text with each 'from' made 'to' (quotes included), malloc'ed. */
static char *replace_quoted(const char *text, const char *from, const char *to) {
  char *quoted = format("'%s'", from);
  size_t n = strlen(quoted);
  StrBuf out = {0};
  for (const char *at; (at = strstr(text, quoted)) != NULL; text = at + n)
    sb_printf(&out, "%.*s'%s'", (int)(at - text), text, to);
  sb_puts(&out, text);
  free(quoted);
  return out.data ? out.data : xstrdup("");
}

void finding_rename_lock(Finding *f, const char *name) {
  const char *old = f->lock_names[0];
  if (!old || !strcmp(old, name))
    return;
  char *message = replace_quoted(f->message, old, name);
  free(f->message);
  f->message = message;
  for (int i = 0; i < f->notes.len; i++) {
    char *note = replace_quoted(f->notes.data[i].message, old, name);
    free(f->notes.data[i].message);
    f->notes.data[i].message = note;
  }
  free(f->lock_names[0]);
  f->lock_names[0] = xstrdup(name);
}

static int compare_findings(const void *x, const void *y) {
  const Finding *p = *(Finding *const *)x, *q = *(Finding *const *)y;
  if (p->tok->loc.file != q->tok->loc.file)
    return p->tok->loc.file < q->tok->loc.file ? -1 : 1;
  if (p->tok->loc.line != q->tok->loc.line)
    return p->tok->loc.line < q->tok->loc.line ? -1 : 1;
  if (p->tok->loc.col != q->tok->loc.col)
    return p->tok->loc.col < q->tok->loc.col ? -1 : 1;
  return strcmp(p->message, q->message);
}

void findings_sort(Findings *set) {
  if (set->list.len > 1)
    qsort(set->list.data, (size_t)set->list.len, sizeof(Finding *), compare_findings);
}

static FILE *findings_out;

void diag_set_dump_findings(FILE *out) { findings_out = out; }

static void print_place(FILE *out, const Token *tok) {
  SrcFile *file = src_get(tok->loc.file);
  fprintf(out, "%s:%u:%u", file ? file->path : "?", tok->loc.line, tok->loc.col);
}

/* --dump-findings: a finding as its record. */
static void dump_finding(FILE *out, const Finding *f) {
  fprintf(out, "finding %s [%s] ", f->rule, f->group);
  print_place(out, f->tok);
  fputc('\n', out);
  for (int i = 0; i < 2; i++)
    if (f->lock_names[i])
      fprintf(out, "  lock '%s'\n", f->lock_names[i]);
  fprintf(out, "  message %s\n", f->message);
  for (int k = 0; k < f->notes.len; k++) {
    fputs("  note ", out);
    print_place(out, f->notes.data[k].tok);
    fprintf(out, " %s\n", f->notes.data[k].message);
  }
  if (f->path.len) {
    fputs("  path", out);
    for (int k = 0; k < f->path.len; k++)
      fprintf(out, f->path.data[k].succ >= 0 ? " B%d:%d" : " B%d", f->path.data[k].block, f->path.data[k].succ);
    fputc('\n', out);
  }
}

void findings_report(Findings *set, const char *function) {
  for (int i = 0; i < set->list.len; i++) {
    Finding *f = set->list.data[i];
    char *key = format("%s\x1f%s", f->lock_names[0] ? f->lock_names[0] : "", f->lock_names[1] ? f->lock_names[1] : "");
    diag_set_finding(f->rule, function, key);
    free(key);
    if (!f->dropped && diag_group(SEV_WARNING, f->tok, f->group, "%s", f->message)) {
      for (int k = 0; k < f->notes.len; k++)
        diag_note(f->notes.data[k].tok, "%s", f->notes.data[k].message);
      for (int k = 0; k < f->path.len; k++)
        if (f->path.data[k].tok)
          diag_flow(diag_written_at(f->path.data[k].tok), f->path.data[k].what);
      if (findings_out)
        dump_finding(findings_out, f);
    }
    for (int k = 0; k < f->notes.len; k++)
      free(f->notes.data[k].message);
    VEC_FREE(f->notes);
    VEC_FREE(f->path);
    free(f->lock_names[0]);
    free(f->lock_names[1]);
    free(f->message);
    free(f);
  }
  VEC_FREE(set->list);
  hashmap_free(&set->seen);
  arena_free(&set->keys);
}

/* ---------------------------------------------------------------- verify */

typedef struct Expectation {
  Severity severity;
  char *file;           /* @file:line: a diagnostic in another file; NULL: the main one */
  bool any_line;        /* @file:* */
  uint32_t line;
  int count;
  int seen;
  char *text;
} Expectation;

static bool parse_severity(const char **p, Severity *severity) {
  static const struct { const char *word; Severity severity; } words[] = {
      {"expected-error", SEV_ERROR},
      {"expected-warning", SEV_WARNING},
      {"expected-note", SEV_NOTE},
  };
  for (size_t i = 0; i < ARRAY_SIZE(words); i++) {
    size_t n = strlen(words[i].word);
    if (!strncmp(*p, words[i].word, n)) {
      *p += n;
      *severity = words[i].severity;
      return true;
    }
  }
  return false;
}

static void skip_blanks(const char **p) {
  while (**p == ' ' || **p == '\t')
    (*p)++;
}

/* Parses one expectation after its severity word: [@LINE[+-N] | @[+-]N | @N
   | @FILE:N | @FILE:*] [count] {{text}}, where FILE is the end of the path
   of another file (a header).  Returns false (with a message) when
   malformed. */
static bool parse_expectation(const char *path, uint32_t line, const char **pp, Expectation *e) {
  const char *p = *pp;
  e->line = line;
  e->count = 1;
  if (*p == '@') {
    p++;
    const char *colon = strpbrk(p, ": \t{");
    if (*p != '+' && *p != '-' && !(*p >= '0' && *p <= '9') && strncmp(p, "LINE", 4) != 0 && colon &&
        *colon == ':') {
      e->file = format("%.*s", (int)(colon - p), p);
      p = colon + 1;
      if (*p == '*') {
        e->any_line = true;
        p++;
      } else {
        e->line = (uint32_t)strtol(p, (char **)&p, 10);
      }
    }
    if (!strncmp(p, "LINE", 4))
      p += 4;
    if (*p == '+' || *p == '-') {
      int sign = *p == '-' ? -1 : 1;
      long offset = strtol(p + 1, (char **)&p, 10);
      e->line = (uint32_t)((long)line + sign * offset);
    } else if (*p >= '0' && *p <= '9') {
      e->line = (uint32_t)strtol(p, (char **)&p, 10);
    }
  }
  skip_blanks(&p);
  if (*p >= '0' && *p <= '9') {
    e->count = (int)strtol(p, (char **)&p, 10);
    skip_blanks(&p);
  }
  if (strncmp(p, "{{", 2) != 0) {
    fprintf(stderr, "%s:%u: error: expected '{{' in expectation\n", path, line);
    return false;
  }
  p += 2;
  const char *end = strstr(p, "}}");
  if (!end) {
    fprintf(stderr, "%s:%u: error: expected '}}' in expectation\n", path, line);
    return false;
  }
  e->text = format("%.*s", (int)(end - p), p);
  *pp = end + 2;
  return true;
}

/* Is a diagnostic in file where e expects it (main is the main file)? */
static bool in_file(const Expectation *e, const char *file, const char *main) {
  if (!e->file)
    return !strcmp(file, main);
  size_t n = strlen(file), m = strlen(e->file);
  return n >= m && !strcmp(file + n - m, e->file) && (n == m || file[n - m - 1] == '/');
}

typedef struct SkippedLines {
  uint32_t file, first, last;
} SkippedLines;
static VEC(SkippedLines) skipped;

void diag_skipped_lines(uint32_t file, uint32_t first, uint32_t last) {
  if (first <= last)
    VEC_PUSH(skipped, ((SkippedLines){file, first, last}));
}

/* Is line of the file at path in a group the preprocessor skipped? */
static bool skipped_line(const char *path, uint32_t line) {
  for (int i = 0; i < skipped.len; i++) {
    const SrcFile *file = src_get(skipped.data[i].file);
    if (file && !strcmp(file->path, path) && line >= skipped.data[i].first && line <= skipped.data[i].last)
      return true;
  }
  return false;
}

int diag_verify(const char *path) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text) {
    fprintf(stderr, "%s: cannot read for --verify\n", path);
    return 1;
  }
  /* Lines are spliced at backslash-newline first, as in Clang: an
     expectation may go on over several lines of a `//` comment.  lines[i]
     is the line of the character text[i] came from. */
  uint32_t *lines = xmalloc(sizeof(uint32_t) * (len + 1));
  size_t n = 0;
  uint32_t line = 1;
  for (size_t i = 0; i < len; i++) {
    if (text[i] == '\\' && (text[i + 1] == '\n' || (text[i + 1] == '\r' && text[i + 2] == '\n'))) {
      i += text[i + 1] == '\r' ? 2 : 1;
      line++;
      continue;
    }
    lines[n] = line;
    text[n++] = text[i];
    if (text[i] == '\n')
      line++;
  }
  text[n] = '\0';
  VEC(Expectation) expectations = {0};
  bool no_diagnostics = false;
  int failures = 0;
  const char *comment = NULL; /* where the `//` comment p is in starts, on its logical line */
  for (const char *p = text; *p; p++) {
    if (*p == '\n')
      comment = NULL;
    else if (!comment && p[0] == '/' && p[1] == '/')
      comment = p;
    if (*p != 'e')
      continue;
    /* as in Clang, an expectation belongs to the line its comment starts on,
       even when a backslash-newline carries it to the next */
    line = lines[(comment ? comment : p) - text];
    if (!strncmp(p, "expected-no-diagnostics", 23)) {
      no_diagnostics = true;
      p += 22;
      continue;
    }
    Expectation e = {0};
    const char *q = p;
    if (!parse_severity(&q, &e.severity))
      continue;
    if (skipped_line(path, line))
      continue; /* in a group #if left out */
    if (!parse_expectation(path, line, &q, &e)) {
      failures++;
      continue;
    }
    VEC_PUSH(expectations, e);
    p = q - 1;
  }
  if (no_diagnostics && expectations.len) {
    fprintf(stderr, "%s: error: expected-no-diagnostics together with expectations\n", path);
    failures++;
  }
  if (!no_diagnostics && !expectations.len) {
    fprintf(stderr, "%s: error: no expected directives found: use expected-no-diagnostics\n", path);
    failures++;
  }

  /* Match each diagnostic against the first expectation that still wants one. */
  for (int i = 0; i < collected.len; i++) {
    Diagnostic *d = &collected.data[i];
    SrcFile *file = src_get(d->loc.file);
    bool matched = false;
    for (int j = 0; j < expectations.len && !matched; j++) {
      Expectation *e = &expectations.data[j];
      if (e->seen < e->count && e->severity == d->severity && file && in_file(e, file->path, path) &&
          (e->any_line || e->line == d->loc.line) && strstr(d->message, e->text)) {
        e->seen++;
        matched = true;
      }
    }
    if (!matched && !d->backtrace) {
      fprintf(stderr, "%s:%u:%u: %s seen but not expected: %s\n", file ? file->path : path,
              d->loc.line, d->loc.col, severity_name(d->severity), d->message);
      failures++;
    }
  }
  for (int j = 0; j < expectations.len; j++) {
    Expectation *e = &expectations.data[j];
    if (e->seen < e->count) {
      fprintf(stderr, "%s:%u: %s expected but not seen: %s\n", e->file ? e->file : path, e->line,
              severity_name(e->severity), e->text);
      failures++;
    }
    free(e->text);
    free(e->file);
  }
  VEC_FREE(expectations);
  VEC_FREE(skipped);
  diag_discard();
  free(text);
  free(lines);
  return failures ? 1 : 0;
}

/* Drops the collected diagnostics (the fuzzer makes millions). */
void diag_discard(void) {
  for (int i = 0; i < collected.len; i++)
    free(collected.data[i].message);
  collected.len = 0;
}
