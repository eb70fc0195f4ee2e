/*
 * annotalysis.h: the internal header, one section per source file, in
 * pipeline order.  util.h holds the toolbox (arena, vectors, hashing).
 *
 * The data that flows between stages:
 *   driver  -> Options (what the command line and the host compiler said)
 *   tokenize-> SrcFile (a file's bytes and its pp-tokens, made once per run)
 *   preprocess -> a stream of Tokens, each with its spelling location and
 *              the chain of macro expansions it came through
 *   diag    <- every stage reports input errors here
 */
#ifndef ANNOTALYSIS_H_INTERNAL
#define ANNOTALYSIS_H_INTERNAL

#include "util.h"

#include <stdio.h>

#define ANNOTALYSIS_VERSION "0.1.0"

/* ---------------------------------------------------------------- tokens */

typedef enum {
  TK_EOF,
  TK_IDENT,
  TK_NUMBER,      /* pp-number */
  TK_CHAR,        /* character constant, any prefix */
  TK_STRING,      /* string literal, any prefix */
  TK_PUNCT,
  TK_HEADER_NAME, /* <...> after #include */
  TK_OTHER,       /* a stray character, or an unterminated literal */
  TK_PARAM,       /* in a macro body: a parameter, aux = its index */
  TK_PLACEMARKER, /* C17 6.10.3.3: an empty argument next to ## */
} TokenKind;

typedef enum {
#define X(name, spelling) name,
#include "punct.def"
#undef X
  P_COUNT
} Punct;

enum {
  TF_BOL = 1 << 0,          /* first token on its line */
  TF_SPACE = 1 << 1,        /* preceded by white space */
  TF_NO_EXPAND = 1 << 2,    /* painted: never expands again (C17 6.10.3.4p2) */
  TF_UNTERMINATED = 1 << 3, /* TK_OTHER from a literal missing its quote */
  TF_PASTE_LEFT = 1 << 4,   /* in a macro body: followed by ## */
  TF_STRINGIFY = 1 << 5,    /* in a macro body: TK_PARAM preceded by # */
  TF_VA_OPT = 1 << 6,       /* in a macro body: the __VA_OPT__ keyword */
  TF_SPLICED = 1 << 7,      /* spelling contains a line splice */
  TF_FROM_ARG = 1 << 8,     /* came from a macro argument */
  TF_PRAGMA = 1 << 9,       /* first token of a #pragma the printer shows */
  TF_IDENT = 1 << 10,       /* text is an Ident's name (token_ident) */
};

typedef struct SrcLoc {
  uint32_t file; /* index in the source table; 0 is "no location" */
  uint32_t line;
  uint32_t col;
} SrcLoc;

typedef struct Ident Ident;
typedef struct Macro Macro;

/* Where a token came from when a macro produced it: which macro, the
   location of the macro name at the use site, and the enclosing expansion. */
typedef struct Expansion {
  const Ident *macro;
  SrcLoc loc;
  const struct Expansion *parent;
  uint32_t id;          /* Token.expansion: 1 + its index in the unit's table (tokenize.c) */
} Expansion;

typedef struct Token {
  uint8_t kind;   /* TokenKind */
  uint8_t punct;  /* Punct, for TK_PUNCT */
  uint16_t flags; /* TF_* */
  uint32_t len;
  const char *text; /* spelling, not NUL-terminated, splices removed; with
                       TF_IDENT, the name of the token's Ident (token_ident) */
  SrcLoc loc;       /* where it was spelled */
  union {           /* 32 bytes a token: there are millions */
    int32_t aux;        /* TK_PARAM, in a macro's body: parameter index */
    uint32_t expansion; /* the expansion it came from (token_expansion); 0: none */
  };
} Token;

/* tokenize.c: the expansion a token came from, NULL for none; valid until
   pp_free (expansions_forget). */
const Expansion *token_expansion(const Token *t);
/* The number (Token.expansion) of a new expansion record. */
uint32_t expansion_number(const Expansion *e);
void expansions_forget(void);

static inline bool is_punct(const Token *t, Punct p) { return t->kind == TK_PUNCT && t->punct == p; }

/* Identifiers are interned: one Ident per spelling. */
struct Ident {
  const char *name;
  uint32_t len;
  uint32_t hash;
  Ident *next;          /* hash chain */
  Macro *macro;         /* the current definition, or NULL */
  uint8_t directive;    /* Directive, when the name is one */
  uint8_t poisoned;     /* #pragma GCC poison */
  uint8_t keyword;      /* parse.c: Keyword, 0 for none */
  uint8_t annotation;   /* annotate.c: 1 + the attributes.def row, 0 for none */
  uint8_t lock_model;   /* annotate.c: 1 + the models.def lock function row, 0 for none */
  struct Obj *decl;     /* parse.c: the innermost visible ordinary declaration */
  struct Type *tag;     /* parse.c: the innermost visible struct/union/enum tag */
  uint16_t decl_depth;  /* parse.c: the scope depths of decl and tag */
  uint16_t tag_depth;
};

Ident *intern(const char *name, size_t len);
Ident *intern_cstr(const char *name);
Ident *attribute_name(Ident *id);

/* The identifier a token spells (TK_IDENT), NULL when it has none.  An
   Ident's name is stored right after it (intern), and an identifier's
   text is that name, so the token needs no pointer of its own to it. */
_Noreturn void token_ident_broken(const Token *t);
static inline Ident *token_ident(const Token *t) {
  if (!(t->flags & TF_IDENT))
    return NULL;
  Ident *id = (Ident *)(void *)(uintptr_t)(t->text - sizeof(Ident));
#ifdef ANNOTALYSIS_DEBUG
  if (id->name != t->text)
    token_ident_broken(t); /* TF_IDENT kept where the text changed */
#endif
  return id;
}
/* Makes t spell id (text and length its name), or no identifier (NULL). */
void token_set_ident(Token *t, Ident *id);

/* ------------------------------------------------------------- tokenize.c */

typedef struct PastTokens PastTokens;

typedef struct SrcFile {
  uint32_t id;
  const char *path;      /* as found: what __FILE__ and line markers say */
  char *buf;             /* contents, NUL-terminated */
  size_t len;
  Token **chunks;        /* its pp-tokens, FILE_CHUNK_TOKENS a chunk, the last one
                            TK_EOF (file_token_at); NULL: a chunk the preprocessor
                            has read past (tokens_read_past) */
  int ntokens;
  PastTokens *past;      /* the chunks of an earlier tokenizing, freed with the tokens */
  bool system;           /* found in a system include directory */
  bool tokenized;
  Ident *guard;          /* include guard macro, if the file has one */
  uint32_t *line_starts; /* offsets of each line, made on demand for diagnostics */
  uint32_t nlines;
  uint64_t dev, ino;     /* file identity, for #pragma once */
} SrcFile;

typedef struct LexOptions {
  bool trigraphs;
  bool c2x;              /* :: and u8'' are tokens */
  bool raw_strings;      /* R"(...)" literals, a GNU extension */
} LexOptions;

enum { FILE_CHUNK_TOKENS = 4096 };

/* Token i of file; the TK_EOF past the end. */
static inline const Token *file_token_at(const SrcFile *file, int i) {
  if (i >= file->ntokens)
    i = file->ntokens - 1;
  return &file->chunks[i / FILE_CHUNK_TOKENS][i % FILE_CHUNK_TOKENS];
}

/* The preprocessor has read file up to token pos and will not read
   what lies well behind it again: those chunks can go.  A file entered
   again is tokenized again. */
void tokens_read_past(SrcFile *file, int pos);
/* Frees all of file's tokens: the preprocessor has left it behind its
   include guard. */
void tokens_forget(SrcFile *file);

SrcFile *src_new(const char *path, char *buf, size_t len);
SrcFile *src_get(uint32_t id);
void tokenize_file(SrcFile *file, const LexOptions *options);
/* Lexes a whole buffer as pp-tokens in a scratch file (for _Pragma and
   pasting).  Returns the number of tokens before TK_EOF. */
int tokenize_string(const char *text, size_t len, SrcLoc loc, Token **out);
const char *punct_spelling(Punct p);
const char *src_line(SrcFile *file, uint32_t line, size_t *len);
bool tokens_would_paste(const Token *a, const Token *b);
/* Frees every file's tokens, to be made again if a later unit includes
   it: a unit is done, and nothing points into them any more. */
void tokenize_forget_tokens(void);
void tokenize_reset(void);
void ident_reset(void);
SrcFile *src_open(const char *path);
/* A place in the file at path, for records read back (summaries, the
   findings of another run): the file is read once, and shown relative to
   the working directory where it is under it. */
SrcLoc src_place(const char *path, uint32_t line, uint32_t col);

/* ----------------------------------------------------------------- diag.c */

typedef enum { SEV_NOTE, SEV_WARNING, SEV_ERROR } Severity;

typedef struct Diagnostic {
  Severity severity;
  SrcLoc loc;
  char *message;
  bool backtrace;       /* a note naming a macro the one before came through */
} Diagnostic;

/* Reports a diagnostic at loc.  Notes attach to the diagnostic before them. */
void diag(Severity severity, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
/* Like diag, but names the macro expansions the token came through. */
void diag_token(Severity severity, const Token *token, const char *fmt, ...) PRINTF_LIKE(3, 4);
/* A diagnostic about what the user wrote, such as an annotation or a
   lock's use: at the use of the macro whose definition wrote the token,
   with a note "expanded from macro", as Clang reports.  A warning of a
   group ("thread-safety-attributes"; NULL for none) is dropped when the
   group is off and an error under -Werror; false when dropped. */
bool diag_group(Severity severity, const Token *token, const char *group, const char *fmt, ...)
    PRINTF_LIKE(4, 5);
/* A note to the diagnostic before it, placed as diag_group places one. */
void diag_note(const Token *token, const char *fmt, ...) PRINTF_LIKE(2, 3);
/* Where a diagnostic about token points: the token, or the use of the
   macro whose definition wrote it (diag_group). */
SrcLoc diag_written_at(const Token *token);
/* diag_group and diag_note at a place, for findings made after the tree
   is gone (the whole program's, lockgraph.c). */
bool diag_group_at(Severity severity, SrcLoc loc, const char *group, const char *fmt, ...) PRINTF_LIKE(4, 5);
/* Would a warning of the group be shown (-Wno-GROUP, -w)? */
bool diag_group_enabled(const char *group);
void diag_note_at(SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(2, 3);
/* --format: diagnostics as text on stderr as they come (the default), or
   kept as records and written at the end as JSON or SARIF (output.c). */
typedef enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_SARIF } OutputFormat;

typedef struct DiagNote {
  SrcLoc at;
  char *message;
} DiagNote;

/* A diagnostic reported, with its notes and, for a finding on a path,
   the steps of the path (flow). */
typedef struct DiagRecord {
  Severity severity;
  SrcLoc at;
  char *message;
  const char *group;    /* NULL for none */
  char *rule;           /* the check (diag_set_finding); NULL for an error in the input */
  char *function;
  char *fingerprint;    /* stable across runs: rule, function, lock, occurrence; or NULL */
  VEC(DiagNote) notes;
  VEC(DiagNote) flow;
} DiagRecord;

typedef VEC(DiagRecord *) DiagRecords;

void diag_set_format(OutputFormat format);
/* The next warning is a finding of rule in function about key (its
   locks): what its fingerprint is made of. */
void diag_set_finding(const char *rule, const char *function, const char *key);
/* The next warning is a finding read back from another run, with its
   fingerprint as that run made it (output.c). */
void diag_replay_finding(const char *rule, const char *function, const char *given);
/* A step of the path to the last diagnostic (JSON and SARIF only). */
void diag_flow(SrcLoc loc, const char *message);
/* The records kept so far. */
const DiagRecords *diag_records(void);
/* --baseline FILE: findings whose fingerprint the file lists are not
   reported; false when it cannot be read. */
bool diag_read_baseline(const char *path);

/* A finding of the analysis, as a record: what SARIF and JSON output
   serialize, and what deduplication compares.  A note is a related
   location with its message; the path is the blocks a world went
   through to the finding, each with the successor it left by (-1 for
   the last). */
typedef struct FindingNote {
  const Token *tok;
  char *message;
} FindingNote;

typedef struct PathStep {
  int block;            /* Block.id in the function's CFG */
  int succ;             /* the index in its succs taken, or -1 */
  const Token *tok;     /* the decision it took there (a branch's condition), or NULL */
  const char *what;     /* what it took: "the condition is true" */
} PathStep;

typedef struct Finding {
  const char *rule;     /* the check, as a stable name: "double-acquire" */
  const char *group;    /* the warning group: "thread-safety-analysis" */
  const Token *tok;     /* where */
  const void *locks[2]; /* the interned lock terms it names; NULL for none */
  char *lock_names[2];  /* each as the message names it (malloc'ed), or NULL */
  const void *source;   /* the first lock as the line writes it (`c->mu`, where the
                           path knows c is &arr[0]): the name one finding of
                           several at one place about one expression gives */
  char *message;
  VEC(FindingNote) notes;
  VEC(PathStep) path;
  bool dropped;         /* found again under a less precise name */
} Finding;

/* The findings of one function: each rule at each place about the same
   locks is one finding. */
typedef struct Findings {
  VEC(Finding *) list;
  HashMap seen;         /* keys: rule, place and locks */
  Arena keys;           /* the keys' bytes */
} Findings;

/* A new finding (message taken over), or NULL when the same one is
   there already (then message is freed).  The caller names the locks in
   lock_names. */
Finding *finding_add(Findings *set, const char *rule, const char *group, const Token *tok, const void *lock,
                     const void *lock2, char *message);
/* Names f's first lock name instead of its lock_names[0], in the message
   and the notes (where quoted). */
void finding_rename_lock(Finding *f, const char *name);
/* A note at tok on f (message taken over); nothing when f is NULL. */
void finding_note(Finding *f, const Token *tok, char *message);
/* Sorts the findings by place, then message. */
void findings_sort(Findings *set);
/* Reports the findings not dropped, in their order, as warnings of their
   groups with their notes, and frees them all. */
void findings_report(Findings *set, const char *function);

/* -w, -Werror, -W[no-][error=]GROUP; false for a flag that names no group. */
bool diag_option(const char *arg);
void diag_set_collect(bool collect);   /* --verify: keep, do not print */
/* --dump-findings: each finding reported is also written to out as its
   record (rule, group, place, locks, message, notes, path). */
void diag_set_dump_findings(FILE *out);
/* The preprocessor tells where the current file was included from. */
void diag_set_include_chain(SrcLoc (*chain)(void *ctx, uint32_t file, int depth), void *ctx);
int diag_error_count(void);
/* Of those errors, the warnings -Werror made errors: the findings, which
   exit status 4 tells from input that could not be analyzed (1). */
int diag_promoted_count(void);
int diag_verify(const char *path);     /* 0 when the expectations hold */
void diag_discard(void);
/* Lines first to last of the main file (its SrcLoc.file) are a group a
   false conditional skipped: --verify reads no expectation there, as
   Clang's -verify does not. */
void diag_skipped_lines(uint32_t file, uint32_t first, uint32_t last);

/* --------------------------------------------------------------- driver.c */

typedef struct Define {
  bool undef;
  const char *text; /* NAME or NAME=VALUE */
} Define;

typedef enum { STD_C89, STD_C99, STD_C11, STD_C17, STD_C2X } StdVersion;

/* The stages after preprocessing, in order; STAGE_ALL runs them all. */
typedef enum { STAGE_ALL, STAGE_PARSE, STAGE_ANNOTATE, STAGE_CFG } Stage;

typedef struct Options {
  StrVec inputs;
  StrVec user_dirs;        /* -I */
  StrVec user_system_dirs; /* -isystem */
  StrVec user_quote_dirs;  /* -iquote */
  StrVec user_after_dirs;  /* -idirafter */
  /* The search path as the host compiler resolved it (duplicates and
     missing directories dropped): */
  StrVec quote_dirs;   /* for #include "..." only */
  StrVec bracket_dirs; /* -I, -isystem, system dirs, -idirafter */
  int first_system_dir;           /* index in bracket_dirs of the first system dir */
  VEC(Define) defines;            /* -D and -U, in order */
  StrVec includes;     /* -include FILE */
  StrVec imacros;      /* -imacros FILE */
  StrVec probe_args;   /* flags that change the host's predefines */
  const char *cc;                 /* host compiler */
  const char *output;             /* -o */
  const char *summary_output;     /* -o FILE.tsa: the lock graph's summary, not checked yet */
  bool link;                      /* --link: the inputs are summaries */
  const char *project_dir;        /* -p DIR: DIR/compile_commands.json */
  const char *compdb;             /* --compdb FILE */
  int jobs;                       /* -j N: runs at once over a project (default: the cores) */
  StrVec forward;                 /* the options that apply to each file of a project */
  OutputFormat format;            /* --format= */
  const char *baseline;           /* --baseline FILE: findings not to report */
  const char *write_baseline;     /* --write-baseline FILE */
  StrVec contracts;               /* --contracts FILE: other files' contracts (summaries) */
  const char *predefines;         /* from the probe: #define lines */
  bool host_clang;                /* the host defines __clang__: it lacks GCC's _Float32 ... */
  StdVersion std;
  bool gnu;                       /* gnu dialect (not -std=cNN) */
  bool preprocess_only;           /* -E */
  bool dump_tokens;               /* --dump-tokens */
  bool dump_ast;                  /* --dump-ast */
  bool dump_contracts;            /* --dump-contracts */
  bool dump_contract_terms;       /* --dump-contracts=terms */
  bool dump_findings;             /* --dump-findings */
  bool dump_cfg, dump_cfg_dot;    /* --dump-cfg[=dot] */
  bool check_cfg;                 /* --check-cfg, and always in the debug build */
  bool no_infer;                  /* --no-infer: functions without annotations have no contract */
  Stage stop_after;               /* --stop-after=: the last stage to run */
  bool stats;                     /* --stats: counts and stage times on stderr */
  const char *stats_output;       /* --stats-output=FILE: each file's run of a project
                                     writes its counts there, for the project run to add up */
  StrVec noreturn;                /* --noreturn=NAME,...: functions that never return */
  bool verify;                    /* --verify */
  bool no_line_markers;           /* -P */
  bool trigraphs;
  bool nostdinc;                  /* no implicit stdc-predef.h */
  uint64_t max_expanded_tokens;   /* a bound on macro expansion, per file */
  bool freestanding;
} Options;

/* Parses argv; exits 2 with a message on bad usage. */
void driver_parse_args(Options *options, int argc, char **argv);
/* Asks the host compiler (once, cached) for its macros and include path. */
void driver_probe_host(Options *options);

/* The host compiler's answers for __has_builtin and friends. */
int host_has_builtin(const Ident *name);
int host_has_attribute(const char *name, size_t len, bool c_attribute);
/* clang's __has_feature (__has_extension: extension) of a name, as the host answers */
int host_has_feature(const char *name, size_t len, bool extension);
/* Does the host compiler define the builtin macro name (`__has_feature`)? */
bool host_defines(const char *name);

/* ------------------------------------------------------------ preprocess.c */

typedef struct Preprocessor Preprocessor;

Preprocessor *pp_new(const Options *options);
/* Starts the main file; false (after a diagnostic) when it cannot be read. */
bool pp_begin(Preprocessor *pp, const char *path);
/* Starts with a main file already in memory; takes ownership of buf, which
   must have len + 1 bytes, the last one NUL. */
void pp_begin_buffer(Preprocessor *pp, const char *name, char *buf, size_t len);
/* The next token after preprocessing; TK_EOF at the end. */
const Token *pp_next(Preprocessor *pp);
/* The source file id (SrcLoc.file) of the main file; 0 before pp_begin. */
uint32_t pp_main_file(const Preprocessor *pp);
/* The presumed file name and line (after #line) of the current file's next
   token. */
const char *pp_position(Preprocessor *pp, uint32_t *line);
bool pp_in_system_header(Preprocessor *pp);
/* The presumed file name and line (after #line) of a location. */
const char *pp_presumed_file(Preprocessor *pp, const Token *token, uint32_t *line);
/* The stream has been read to its end and copied: every token behind it
   (the files' own, macro bodies and expansions) is freed.  The texts and
   expansion records the copies point to stay until pp_free. */
void pp_forget_tokens(Preprocessor *pp);
void pp_free(Preprocessor *pp);
/* Tells the -E printer about file changes: reason 1 entering a file, 2
   returning to it, 3 a #line directive. */
void pp_set_file_callback(Preprocessor *pp, void (*callback)(void *ctx, SrcFile *file, int reason),
                          void *ctx);

/* ------------------------------------------------------------------ type.c */

typedef enum {
#define X(kind, spelling, size, align, flags) kind,
#include "types.def"
#undef X
  TY_COMPLEX, /* _Complex base */
  TY_ENUM,    /* base: the underlying integer type */
  TY_POINTER, /* base: the pointee */
  TY_ARRAY,   /* base: the element; array_len, or -1 when unknown */
  TY_FUNC,    /* base: the return type; params, variadic */
  TY_STRUCT,
  TY_UNION,
} TypeKind;

enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4, Q_ATOMIC = 8 };

typedef struct Type Type;
typedef struct Obj Obj;
typedef struct Node Node;
typedef struct Contract Contract;

/* An attribute as written: GNU __attribute__((name(args))), C2x [[scope::name]]
   or a declspec.  The arguments stay tokens; the annotations stage reads them. */
typedef struct Attr {
  Ident *name;          /* canonical: __name__ is stored as name */
  Ident *scope;         /* gnu, clang, ... or NULL */
  const Token *tok;     /* the name token */
  Token *args;          /* the tokens between the parentheses */
  int nargs;
  /* A thread-safety annotation's arguments parsed as expressions where
     the attribute is written (annotalysis.h "annotate.c"): */
  Node *exprs;          /* linked by next */
  bool resolved;
  bool invalid;         /* an argument had an error, already reported */
  struct Attr *next;
} Attr;

typedef struct Member {
  Ident *name;          /* NULL for an anonymous struct or union member */
  Type *type;
  const Token *tok;
  int64_t offset;       /* bytes */
  int bit_width;        /* -1 when not a bit-field */
  int bit_offset;       /* within the storage unit at offset */
  Attr *attrs;
  Contract *contract;   /* its annotations, read by annotate.c; NULL for none */
  bool negated;         /* some requirement names it as !x (annotate.c) */
  bool unit_private;    /* declared in a struct or union body of the main file, so code of
                           other files cannot name it */
  bool address_taken;   /* the unit applies & to it (`&s->m`, `&s->m[i]`, `&s->m.x`) */
  const struct Record *record; /* the struct or union it is a member of */
  bool recursive;       /* a recursive mutex, a pointer to one, or a struct whose mutex a
                           wrapper made recursive (infer.c mark_recursive_mutexes) */
  bool counting;        /* a semaphore that counts: no lock (infer.c mark_counting_semaphores) */
  struct Member *next;
} Member;

/* A struct or union's body, shared by its qualified variants. */
typedef struct Record {
  Ident *tag;
  Ident *typedef_name;  /* untagged: the first typedef that names it, its name in lock
                           classes (type.c member_class) */
  const Token *tok;
  Member *members;
  bool complete;
  bool defining;        /* its body is being parsed */
  bool is_union;
  int64_t size;
  int align;
  Attr *attrs;
  Contract *contract;   /* capability type annotations; NULL for none */
} Record;

typedef struct Param {
  Ident *name;
  Type *type;
  const Token *tok;
  Attr *attrs;
  Contract *contract;   /* annotations on a function-pointer parameter */
  struct Obj *obj;      /* a named parameter of a prototype: its object there, which
                           the body of a definition names too; NULL for none */
  struct Param *next;
} Param;

struct Type {
  TypeKind kind;
  uint8_t quals;        /* Q_* */
  bool vla;             /* variable length array */
  bool variadic;        /* TY_FUNC: ends in ... */
  bool prototyped;      /* TY_FUNC: has a parameter list (not K&R `f()`) */
  int align;            /* bytes; 0 when incomplete */
  int64_t size;         /* bytes; -1 when incomplete */
  Type *base;
  int64_t array_len;
  struct Node *length;  /* a variable length array's: its length, evaluated where
                           a declaration or a type name has the type */
  Param *params;
  Record *record;       /* TY_STRUCT, TY_UNION */
  Ident *tag;           /* TY_ENUM */
  Ident *typedef_name;  /* the typedef it was spelled with, for messages */
  const struct Type *aliased; /* a typedef's: the type it was defined as, as spelled */
  Attr *attrs;          /* attributes on the type itself (aligned, vector_size, ...) */
  const struct Type *unqualified; /* the same type without quals, or itself */
  Type *pointer;        /* the pointer to this type, once made (type_pointer) */
};

extern Type *ty_void, *ty_bool, *ty_char, *ty_int, *ty_uint, *ty_long, *ty_ulong, *ty_size_t;

/* The basic types, made anew for each translation unit; every type of
   the previous one is freed. */
void type_init(void);
Type *type_basic(TypeKind kind);
Type *type_qualified(Type *type, int quals);
Type *type_pointer(Type *base);
/* Member m's class in the struct or union of type t (`struct conn.refs`,
   by the tag, else by the typedef t was spelt with), malloc'ed; NULL when
   neither names it. */
char *member_class(const Member *m, const Type *t);
Type *type_array(Type *base, int64_t len);  /* len -1: unknown */
Type *type_func(Type *ret, Param *params, bool variadic, bool prototyped);
Type *type_record(Record *record);
Type *type_enum(Ident *tag, Type *underlying);
/* Size and alignment in bytes, -1 / 0 when incomplete; use these, not the
   fields, for struct and union types (see type.c). */
int64_t type_size(const Type *t);
int type_align(const Type *t);
Type *type_complex(Type *real);
bool type_is_integer(const Type *t);
bool type_is_unsigned(const Type *t);
bool type_is_arithmetic(const Type *t);
bool type_is_scalar(const Type *t);
bool type_is_pointer_like(const Type *t);  /* pointer, array or function */
bool type_compatible(const Type *a, const Type *b);
Type *type_promote(Type *t);               /* integer promotions */
Type *type_common(Type *a, Type *b);       /* usual arithmetic conversions */
Type *type_decay(Type *t);                 /* array to pointer, function to pointer */
/* Lays out a complete struct or union the way GCC does on x86-64: offsets,
   bit-fields, packed, aligned, flexible arrays. */
void record_layout(Record *record);
/* The first attribute named name (canonical, without __) in a list, or NULL. */
const Attr *find_attr(const Attr *attrs, const char *name);
/* Writes the type in C syntax, as in messages ("struct s *", "int (*)(void)"). */
void type_print(StrBuf *out, const Type *t);

/* ----------------------------------------------------------------- parse.c */

typedef enum {
#define X(kind, name) kind,
#include "ast.def"
#undef X
} NodeKind;

typedef enum { OBJ_VAR, OBJ_FUNC, OBJ_TYPEDEF, OBJ_ENUM_CONST, OBJ_LABEL } ObjKind;

enum { SC_EXTERN = 1, SC_STATIC = 2, SC_AUTO = 4, SC_REGISTER = 8, SC_THREAD_LOCAL = 16,
       SC_INLINE = 32, SC_NORETURN = 64, SC_TYPEDEF = 128 };

/* A declared entity: object, function, typedef name, enumerator, label.
   Every identifier use in the AST points at one. */
enum { VAR_ASSIGNED = 1, VAR_EXPOSED = 2 }; /* Obj.written */

struct Obj {
  ObjKind kind;
  Ident *name;
  Type *type;
  const Token *tok;     /* where it is declared (the definition if any) */
  int storage;          /* SC_* */
  bool is_local;
  bool is_param;
  bool is_definition;   /* a function's with its body (which the graph's building
                           frees: Obj.body), a variable's with an initializer or
                           not extern */
  uint8_t written;      /* OBJ_VAR, on its first declaration: VAR_ASSIGNED where the unit
                           assigns or increments it, VAR_EXPOSED where it takes its
                           address (of it or a part) or names it in an asm statement
                           (parse.c mark_written) */
  Attr *attrs;
  int64_t value;        /* OBJ_ENUM_CONST */
  Node *init;           /* initializer */
  Node *body;           /* OBJ_FUNC definition, until its graph is built (then
                           NULL: is_definition says it was one) */
  Obj *params;          /* OBJ_FUNC definition: parameter objects, in order */
  Contract *contract;   /* its annotations, read by annotate.c; NULL for none */
  const Contract *merged; /* contract_of's answer, kept (annotate.c) */
  unsigned merged_epoch;  /* the inference round merged was made in */
  bool negated;         /* some requirement names it as !x (annotate.c) */
  bool address_taken;   /* OBJ_FUNC, on its first declaration: used other than
                           by a call */
  int8_t recursive_param; /* OBJ_FUNC, on its first declaration: 1 + the index of the
                           parameter it initializes as a recursive mutex (libuv's
                           uv_mutex_init_recursive); 0: none (infer.c) */
  bool returns_handle;  /* OBJ_FUNC, on its first declaration: it starts a thread into
                           a local handle and returns that handle wherever it returns
                           (lbzip2's xcreate: `pthread_create(&t, ...); return t;`),
                           so a call's result names the thread (infer.c) */
  uint32_t value_uses, member_stores; /* OBJ_FUNC, on its first declaration: its uses
                           other than by a call, and those of them that store it where
                           a call through a pointer finds it (a member, a static
                           variable, a call's argument: MemberStore) */
  bool recursive;       /* OBJ_VAR, on its first declaration: a recursive mutex, or a
                           struct whose mutex a wrapper made recursive (infer.c
                           mark_recursive_mutexes) */
  bool counting;        /* OBJ_VAR, on its first declaration: a semaphore that counts,
                           not a lock (infer.c mark_counting_semaphores) */
  bool starts_threads;  /* OBJ_FUNC, on its first declaration: pthread_create or
                           thrd_create, or a function of the unit that calls one,
                           is called in its body (infer.c mark_thread_starts) */
  bool may_start;       /* OBJ_FUNC, on its first declaration: a call in its body may
                           start a thread, as far as the unit knows (infer.c
                           call_may_start) */
  bool joins_own;       /* OBJ_FUNC, on its first declaration: starts threads and has
                           joined each of them wherever it returns, so no thread it
                           starts runs on after the call (infer.c mark_thread_starts) */
  bool joins_threads;   /* OBJ_FUNC, on its first declaration: pthread_join or
                           thrd_join, or a function of the unit that calls one, is
                           called in its body (infer.c mark_thread_starts) */
  bool shared_local;    /* OBJ_VAR, a local on its first declaration: its address (or
                           a member's, an element's) is a thread's argument, so the
                           thread and the code that starts it share it
                           (infer.c mark_thread_starts) */
  bool trampoline;      /* OBJ_FUNC, on its first declaration: it calls its first
                           parameter, a thread's function that runs the function its
                           argument names (infer.c mark_thread_starts) */
  bool returns_new;     /* OBJ_FUNC, on its first declaration: each return gives null
                           or a new object, an allocator's (`conn_new`: calloc, fill,
                           return), so no other thread sees it yet (infer.c) */
  bool selects;         /* OBJ_FUNC, on its first declaration: it returns a pointer
                           parameter or a global's value, the parameter given only
                           such values (`if (!ctx) ctx = default_ctx; return ctx;`), so
                           a call with the same arguments names the same object, as a
                           getter's does (infer.c) */
  int8_t new_out_param; /* OBJ_FUNC, on its first declaration: 1 + the index of the
                           parameter each of its stores through (`*out = o`) gives null
                           or a new object, as returns_new (`create(&obj)`); 0: none */
  int8_t unshares_param; /* OBJ_FUNC, on its first declaration: 1 + the index of a
                           parameter it passes on to make or unmake an object
                           (analysis.c unshared_argument: `my_free(p)`,
                           `obj_init(o)`, `mutex_init_wrapper(&o->mu)`); 0: none */
  int8_t start_handle_param, join_handle_param; /* OBJ_FUNC, on its first declaration:
                           1 + the index of the parameter it passes to pthread_create
                           (thrd_create) as the handle to fill, or to pthread_join
                           (thrd_join) as the handle to join (a wrapper); 0: none */
  bool unshares_object; /* with unshares_param: the argument is the object's pointer
                           (`my_free(o)`), not its lock's (`mutex_init_wrapper(&o->mu)`) */
  int8_t thread_param;  /* OBJ_FUNC, on its first declaration: 1 + the index of the
                           parameter it passes to pthread_create or thrd_create as the
                           thread's function (a wrapper); 0: none */
  const struct MemoryUse *memory; /* OBJ_FUNC, on its first declaration: what its
                           body does to memory (infer.c); NULL: not known */
  Obj *next;            /* params, and the translation unit's list */
  Obj *previous;        /* an earlier declaration of the same entity */
  Obj *last;            /* on a file-scope entity's first declaration: its last
                           one in the unit, whose chain has them all (annotate.c) */
};

/* A node of the AST.  Fields that no node kind uses together share
   storage (a translation unit has millions of nodes): read a field of a
   union only for the kinds listed with it, never to test a node of
   another kind.  A node is allocated in node_size(kind) bytes: a leaf
   (node_is_leaf: names, constants) without the operands `lhs` and `rhs`,
   and a name (a variable, `break`, `continue`, the result) without `value`,
   a kind without the tail (node_has_tail: operators, expression
   statements) without the fields after `rhs`, and a kind with the tail
   up to the last tail field it uses.  So never read or write a field a
   node's kind lacks, nor copy a node but with node_copy. */
struct Node {
  uint8_t kind;         /* NodeKind */
  uint8_t op;           /* ND_ASSIGN: the compound operator (a NodeKind), or ND_ASSIGN */
  bool is_constant;     /* an integer constant expression with value */
  bool arrow;           /* ND_MEMBER written with -> */
  uint32_t token;       /* its token, by number in the unit's kept tokens: node_tok */
  Type *type;           /* expressions */
  Node *next;
  Obj *obj;             /* ND_VAR, ND_ENUM_CONST, ND_DECL, ND_CALL (direct), labels */
  union {               /* not in a name (ND_VAR, ND_RESULT, ND_BREAK, ND_CONTINUE) */
    int64_t value;      /* constants (is_constant) and case values */
    int ntokens;        /* ND_ASM, ND_STR: tokens from tok */
  };
  /* the operands: every kind but a leaf's (node_is_leaf) */
  Node *lhs, *rhs;
  /* the tail, in the order of how many kinds use each field (node_size) */
  union {
    Node *body;         /* statements: the controlled one; blocks: the first;
                           ND_STMT_EXPR: its block */
    Node *args;         /* ND_CALL, ND_INIT_LIST, ND_DESIGNATION, ND_GENERIC: the first
                           argument, element or designator; ND_ASM: asm goto's labels */
  };
  union {
    Node *then;         /* ND_COND, ND_IF */
    Node *inc;          /* ND_FOR */
    const Token *end;   /* ND_BLOCK: the closing brace, where its scope ends */
    Type *type_operand; /* ND_SIZEOF, ND_ALIGNOF, ND_CAST, ND_COMPOUND_LIT, ND_BUILTIN */
    Attr *attrs;        /* ND_LABEL, ND_NULL_STMT: attributes on the statement */
  };
  union {
    Node *cond;         /* ND_COND, ND_IF, ND_SWITCH, ND_WHILE, ND_DO, ND_FOR */
    Member *member;     /* ND_MEMBER */
  };
  union {
    Node *els;          /* ND_COND, ND_IF */
    Node *init;         /* ND_FOR, ND_COMPOUND_LIT */
    Ident *label;       /* ND_GOTO, ND_LABEL, ND_LABEL_ADDR, ND_MEMBER as a designator */
    int64_t value2;     /* ND_CASE: the end of a GNU range */
  };
};

/* ast.c: is a node of the kind a leaf, without operands (a variable, a
   constant, a string, break and continue: the fields after `value` are
   not there)?  Does it have the tail (the fields after `rhs`: a call, an
   initializer list, a statement expression have only body or args, a
   block and a cast only those and then's union)?  The bytes it takes; a
   new node of the kind, zeroed, and a copy of n, in arena.
   The AddressSanitizer build gives every node all its fields, poisoned
   where the kind has none, so that a read of them fails.  Code that walks
   any node reads lhs and rhs only where !node_is_leaf. */
bool node_is_leaf(NodeKind kind);
bool node_has_tail(NodeKind kind);
size_t node_size(NodeKind kind);
Node *node_new(Arena *arena, NodeKind kind);
Node *node_copy(Arena *arena, const Node *n);

/* A declaration that carries thread-safety annotations, in source order;
   the parser lists them for the annotations stage. */
typedef enum { DECL_OBJ, DECL_MEMBER, DECL_RECORD, DECL_PARAM, DECL_ENUM } DeclKind;

typedef struct Annotated {
  DeclKind kind;
  Obj *obj;             /* DECL_OBJ */
  Member *member;       /* DECL_MEMBER */
  Record *record;       /* DECL_RECORD, and the struct a DECL_MEMBER is in */
  Param *param;         /* DECL_PARAM */
  Type *type;           /* DECL_ENUM: the enum type */
  struct Annotated *next;
} Annotated;

/* The tokens of the preprocessed stream that the tree names (a node's,
   a declaration's place), copied as the parser reads them: the
   stream goes by in a window, and a declaration's tokens go once it is
   parsed. */
typedef struct KeptChunk KeptChunk;
enum { KEPT_SLOT_TOKENS = 1024 };
typedef struct KeptTokens {
  VEC(KeptChunk *) chunks; /* by address, once parsing is done */
  VEC(Token *) slots;      /* the kept tokens by number: number n (from 1) is
                              slots[(n - 1) / KEPT_SLOT_TOKENS][(n - 1) % KEPT_SLOT_TOKENS] */
} KeptTokens;

/* The kept tokens of the tree being read, the unit's that parse made last
   (tu_free lets them go): node_tok's.  A node names its token by a
   number, not a pointer, so that a node is 8 bytes smaller. */
extern const KeptTokens *tree_tokens;

static inline const Token *kept_token(const KeptTokens *kept, uint32_t number) {
  uint32_t k = number - 1;
  return number ? kept->slots.data[k / KEPT_SLOT_TOKENS] + k % KEPT_SLOT_TOKENS : NULL;
}

/* Where the node is in the source; NULL for none. */
static inline const Token *node_tok(const Node *n) { return kept_token(tree_tokens, n->token); }

/* The number (node_tok's) of kept token t; 0 when t is not one. */
uint32_t kept_token_number(const KeptTokens *kept, const Token *t);

typedef struct TranslationUnit {
  Obj *globals;         /* every file-scope declaration, in order */
  Obj *other_files;     /* variables other files' contracts name that the unit does not
                           declare (term.c, TermScope.other_file) */
  Annotated *annotated; /* every declaration with a thread-safety annotation */
  int errors;
  Arena arena;          /* every node and declaration of the tree but ... */
  Arena statements;     /* ... the statements of function bodies, which only their
                           graphs read: cfg_build_all frees them as it goes, and
                           sets each Obj.body to NULL */
  int *statement_chunks; /* per function definition, in order: the statements'
                           chunks when its body was read (arena_chunks) */
  int ndefinitions;     /* the function definitions, statement_chunks' length */
  RecordSet templates;  /* the analysis's lock terms with slots, interned (in arena) */
  KeptTokens kept;      /* the tokens the tree points to; the stream itself is not kept */
  Obj **address_taken;  /* the first declarations of the functions whose address is taken */
  int naddress_taken;
  struct MemberStore *member_stores; /* functions stored in members, in source order */
  int nmember_stores;
} TranslationUnit;

/* A function stored where a call through a pointer may find it: in a
   member of a struct (`ops->run = f`, `{.run = f}`), in a variable of
   static storage (`handler = f`), or given as a call's argument
   (`each(list, f)`), which the callee may call through its parameter.
   slot is the member's class (member_class) or the variable's name, in
   the unit's arena; for an argument, NULL, and callee and param say
   where it went (analysis.c parameter_slot names it). */
typedef struct MemberStore {
  Obj *function;        /* its first declaration */
  const char *slot;
  Obj *callee;          /* an argument: the function called, and its index */
  int param;
} MemberStore;

/* Parses the whole token stream of pp. */
TranslationUnit *parse(Preprocessor *pp, const Options *options);
/* The first declaration of what obj declares (obj->previous, back to the
   start): where an inferred contract and address_taken are kept. */
Obj *first_declaration(Obj *obj);
void tu_free(TranslationUnit *tu);
/* --dump-ast */
void ast_dump(FILE *out, const TranslationUnit *tu);
/* An expression in C syntax, parenthesized as its precedence needs, with
   `*&x` as x and `(&s)->m` as s.m: for messages and dumps. */
void expr_print(StrBuf *out, const Node *n);

/* -------------------------------------------------------------- annotate.c */

/* What an annotation means, whatever its spelling (attributes.def). */
typedef enum {
  AN_NONE,
  AN_CAPABILITY, AN_REENTRANT, AN_SCOPED,
  AN_GUARDED_BY, AN_PT_GUARDED_BY, AN_GUARDED_VAR, AN_PT_GUARDED_VAR,
  AN_ACQUIRED_BEFORE, AN_ACQUIRED_AFTER,
  AN_REQUIRES, AN_REQUIRES_SHARED,
  AN_ACQUIRE, AN_ACQUIRE_SHARED,
  AN_RELEASE, AN_RELEASE_SHARED, AN_RELEASE_GENERIC,
  AN_TRY_ACQUIRE, AN_TRY_ACQUIRE_SHARED,
  AN_ASSERT, AN_ASSERT_SHARED,
  AN_EXCLUDES, AN_LOCK_RETURNED, AN_NO_ANALYSIS,
  AN_CONTEXT,
  AN_COUNT
} Meaning;

typedef enum { ARGS_NONE, ARGS_NAME, ARGS_CAPS, ARGS_CAPS_OPT, ARGS_TRY, ARGS_CAP, ARGS_CONTEXT } ArgShape;

typedef struct AnnotationSpelling {
  const char *spelling;
  Meaning meaning;
  ArgShape args;
} AnnotationSpelling;

/* Marks every spelling's Ident; parse() calls it for each translation unit. */
void annotations_init(void);
/* The row of attributes.def an attribute is, or NULL for other attributes. */
const AnnotationSpelling *annotation_of(const Attr *attr);

/* One capability an annotation names. */
typedef struct CapExpr {
  Node *expr;           /* resolved; NULL for a string literal, and for an
                           inferred contract's lock, which is its template */
  const char *name;     /* a string literal's text: "*" is every capability */
  const Token *tok;     /* where it is written */
  bool negative;        /* !cap: must not be held */
  int arg;              /* a built-in model's (models.def): the lock argument arg
                           (from 1) points to; expr and name are then unused */
  const char *kind;     /* a built-in model's word for the lock ("mutex") */
  bool reentrant;       /* a built-in model's or an inferred one's: the lock counts */
  bool by_flag;         /* an inferred release, where the program's flag says the
                           lock is held: the body may return holding it */
  const struct Path *when; /* inferred: the lock is taken or released only where this
                           value, a template (`p->threaded`, `pool_active(p)`, `q->type`),
                           is when_k (when_equal) or is not when_k (`!= 0` most often) */
  int64_t when_k;
  bool when_equal;
  bool validity;        /* with when: the condition only checks that the lock's object is
                           valid (`m && m->mutex && m->data == MAGIC`, infer.c
                           validity_check); a caller, which passes a valid lock, takes
                           the lock as taken or released whatever it says */
  /* In a merged contract (contract_of): the function type whose
     parameters expr names; NULL: the contract's. */
  const Type *function;
  /* The analysis's (analysis.c "templates"): expr as a lock term made
     once, with the parameters and self as slots, and the function type
     it was made for; NULL when expr needs evaluating at each use.  An
     inferred contract's lock (infer.c) is made as a template only. */
  const struct Path *template;
  const Type *template_function;
  bool template_made;
  struct CapExpr *next;
} CapExpr;

/* Everything annotations say about one declaration, whatever the spelling.
   caps[AN_x] lists the capabilities of every AN_x annotation, in order. */
struct Contract {
  CapExpr *caps[AN_COUNT];
  bool has[AN_COUNT];   /* which meanings are present at all */
  const char *kind;     /* capability types: the word for messages ("mutex") */
  int64_t try_success;  /* AN_TRY_ACQUIRE(_SHARED): the value meaning success */
  bool succeeds;        /* a lock assumed not to fail: its result is try_success */
  bool inferred;        /* from the function's body (infer.c), not written */
  bool model;           /* a built-in model's (models.def), not written */
  /* The function type whose parameters the expressions name (a
     redeclaration may name them differently); NULL for data. */
  const Type *function;
  /* Inferred: what the function does when its argument case_arg (from 0)
     is a number (`pause_threads(PAUSE)` locks, `pause_threads(RESUME)`
     unlocks); the contract itself says what it does for any other. */
  int case_arg;
  int ncases;
  struct ContractCase *cases;
  /* Inferred: the address every return gives, a template of places that
     need no memory read to find (`&t->slots[i]`, `&zones[i]`), which a
     call's value is: a lock taken there and released through the
     returned pointer is one lock.  NULL for none. */
  const struct Path *returns;
};

typedef struct ContractCase {
  int64_t value;
  const Contract *contract;
} ContractCase;

/* Turns the annotations of the declarations the parser listed into
   contracts, reporting misuse (-Wthread-safety-attributes). */
void annotate(TranslationUnit *tu);
/* The kind word of a capability type ("mutex", "role"), or NULL. */
const char *capability_kind(const Type *type);
/* Is the capability type reentrant_capability? */
bool capability_reentrant(const Type *type);
/* --dump-contracts: every annotated declaration's contract, canonical,
   then each inferred one; with terms, each lock in its file form
   (term.h), checked to read back as the same term. */
void contracts_dump(FILE *out, TranslationUnit *tu, bool terms);
/* What a function does, as one contract: those of its declarations up to
   fn merged (each expression keeps the parameters it names, in
   CapExpr.function), else the one inferred from its body, else the
   built-in model of a library function of its name (which names the lock
   by argument position, CapExpr.arg), else NULL.  Made once per
   declaration, kept until inference changes a contract. */
const Contract *contract_of(const Obj *fn);
/* Inference gives the function of first declaration first its contract
   (NULL for none); what contract_of kept is made again. */
void contract_set_inferred(Obj *first, Contract *contract);
/* The name of the lock the models of SV-COMP's __VERIFIER_atomic_begin and
   __VERIFIER_atomic_end take and release (a PATH_NAME by this pointer). */
extern const char atomic_section[];

/* ------------------------------------------------------------------- cfg.c */

typedef enum {
#define X(kind, name) kind,
#define NORETURN(name)
#include "cfg.def"
#undef X
#undef NORETURN
} EventKind;

typedef struct Event {
  uint8_t kind;         /* EventKind */
  bool modify;          /* EV_READ of ++, -- or a compound assignment: a write follows */
  bool maybe_uninit;    /* EV_CLEANUP: a jump into the scope skips the declaration */
  uint32_t token;       /* where in the source: its number in the kept tokens (event_tok) */
  const Node *node;     /* the place, the call, the asm or __context__ statement;
                           EV_CLEANUP: the cleanup function's name; EV_WRITE of an
                           initializer and EV_DECLARE: the ND_DECL */
  union {               /* by kind, so read through event_var and event_value */
    Obj *declared;      /* EV_DECLARE, EV_CLEANUP: the variable */
    const Node *stored; /* EV_WRITE: the value written, by `=` or an initializer;
                           for x++, --x, x += y the node itself (the new value
                           is made from x's old one) */
  };
} Event;

/* The variable an EV_DECLARE or EV_CLEANUP is of; NULL for another kind. */
static inline Obj *event_var(const Event *e) {
  return e->kind == EV_DECLARE || e->kind == EV_CLEANUP ? e->declared : NULL;
}
/* The value an EV_WRITE stores, when known; NULL for another kind. */
static inline const Node *event_value(const Event *e) { return e->kind == EV_WRITE ? e->stored : NULL; }
/* Where the event is in the source. */
static inline const Token *event_tok(const Event *e) { return kept_token(tree_tokens, e->token); }

typedef enum {
  TERM_NONE,
  TERM_GOTO,            /* one successor */
  TERM_BRANCH,          /* cond: successors when true, when false */
  TERM_SWITCH,          /* cond: a successor per case (cases), the default among them */
  TERM_RETURN,          /* cond: the value or NULL; the successor is the exit */
  TERM_NORETURN,        /* cond: the call that does not return (NULL: a goto to
                           a label that does not exist); no successor */
  TERM_INDIRECT,        /* cond: a computed goto's target; every label whose address is taken */
  TERM_ASM_GOTO,        /* cond: the asm statement; the next block, then each of its labels */
  TERM_EXIT,            /* the exit block */
} Terminator;

typedef struct SwitchCase {
  int64_t lo, hi;       /* GNU case ranges: lo ... hi */
  bool is_default;
} SwitchCase;

typedef struct Block Block;

/* A condition made of several tests (`!w->bg || w->bg_thread`), which the
   graph splits into a branch per test: where its value is known, a second
   test of it goes the same way. */
typedef struct Decision {
  const Node *cond;     /* the whole condition, with no side effect */
  const Block *if_true, *if_false; /* where it goes when true, when false */
} Decision;

struct Block {
  int id;               /* its place in Cfg.blocks */
  uint8_t term;         /* Terminator */
  bool reachable;       /* some path from the entry gets here */
  VEC(Event) events;
  const Node *cond;
  const Token *tok;     /* the terminator's location */
  VEC(Block *) succs;
  VEC(Block *) preds;
  Ident *label;         /* the label that starts it */
  union {               /* by the terminator: */
    const SwitchCase *cases;  /* TERM_SWITCH: one per successor, in their order */
    const Decision *decision; /* TERM_BRANCH: the condition of several tests this
                                 branch tests a part of, or NULL */
  };
};

typedef struct Cfg {
  Obj *function;
  Block *entry, *exit;
  VEC(Block *) blocks;  /* entry first, then exit, then in source order */
} Cfg;

typedef struct CfgOptions {
  const StrVec *noreturn; /* more functions that never return (--noreturn=) */
  bool check;             /* cfg_check each (always in the debug build) */
} CfgOptions;

/* The CFGs of every function a translation unit defines, in source
   order, each built once and kept until the analysis is done with it
   (cfg_set_done): inference reads them all, then the analysis each. */
typedef struct CfgSet {
  VEC(Cfg *) cfgs;
  Arena arena;            /* the graphs, in their order */
  VEC(int) older;         /* per graph: the arena's chunks that hold only graphs
                             before it (arena_chunks) */
  int freed;              /* the arena's chunks freed by cfg_set_done */
  int done;               /* the graphs cfg_set_done has let go */
} CfgSet;

/* The CFG of a function definition, wholly in arena. */
Cfg *cfg_build(Obj *function, Arena *arena, const CfgOptions *options);
/* Reports every broken invariant as an internal error; returns how many. */
int cfg_check(const Cfg *cfg);
/* --dump-cfg: as indented text, or as Graphviz dot. */
void cfg_dump(FILE *out, const Cfg *cfg, bool dot);
/* Builds (and checks, as options say) the CFG of every function defined
   in tu, into set, which starts zeroed; frees each body's statements
   (TranslationUnit.statements) once its graph is built. */
void cfg_build_all(CfgSet *set, TranslationUnit *tu, const CfgOptions *options);
void cfg_set_free(CfgSet *set);
/* Nothing reads the graphs up to the i-th again: the memory that holds
   only them goes, and their places in set->cfgs become NULL. */
void cfg_set_done(CfgSet *set, int i);
/* Can block to be reached from block from (or is it from)? */
bool cfg_reaches(const Cfg *cfg, const Block *from, const Block *to);
/* Can block b be reached again from itself: is it in a loop? */
bool cfg_in_cycle(const Cfg *cfg, const Block *b);
/* The blocks of the loops b is in, those on a path from b back to it, by
   id (malloc'ed): none when it is in no loop. */
bool *cfg_loop_of(const Cfg *cfg, const Block *b);

/* -------------------------------------------------------------- analysis.c */

/* The lock analysis of one function of tu: its warnings go to diag.c.
   Paths, worlds and facts live in scratch, which the caller resets.
   races: tell the race check the function's accesses.  alone: tu is the
   whole program (one file given alone, with no summary to write), so a
   function it does not define has no code the lock graph will see. */
void lock_analyze(TranslationUnit *tu, const Cfg *cfg, Arena *scratch, bool races, bool alone);
/* Tells the lock graph the orders tu's acquired_before/after declare. */
void order_declarations(TranslationUnit *tu);
/* Gives each function of cfgs without annotations the contract its body
   shows (infer.c), callees before callers; the contracts are made in tu's
   arena, the analysis state in scratch, reset after each function. */
void infer_contracts(TranslationUnit *tu, const CfgSet *cfgs, Arena *scratch);
/* Marks the functions of cfgs that start threads (Obj.starts_threads)
   and tells the lock graph the functions threads start in. */
void mark_thread_starts(const CfgSet *cfgs);
/* Forgets what mark_thread_starts learned of the unit's handles, before
   its tree goes. */
void thread_classes_forget(void);
/* Marks the mutexes made recursive (Obj.recursive, Member.recursive): a
   variable initialized by PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP, or a
   variable or member pthread_mutex_init is handed with attributes whose
   type pthread_mutexattr_settype makes PTHREAD_MUTEX_RECURSIVE. */
void mark_recursive_mutexes(const TranslationUnit *tu, const CfgSet *cfgs);
/* Marks the semaphores that count (Obj.counting, Member.counting): one
   that sem_init gives more than 1, or that a function posts with no wait
   of it before (a signal, or a second place in the critical section).
   Such a semaphore is no lock where a function waits on it and posts
   it. */
void mark_counting_semaphores(const CfgSet *cfgs);
/* Tells the lock graph's summary the contract of each function of cfgs
   that other files can call (lockgraph.c order_export). */
void export_contracts(TranslationUnit *tu, const CfgSet *cfgs);
/* Gives each function tu declares without a body, an annotation or a
   model the contract another file's summary exports for its name. */
void import_contracts(TranslationUnit *tu);
/* A contract's lock as the warnings name it (malloc'ed), for
   --dump-contracts; NULL when it depends on the world at each use. */
char *capability_text(TranslationUnit *tu, const CapExpr *cap, const Type *function);

/* ------------------------------------------------------------ lockgraph.c */

/* The whole program's lock order: what each function's analysis saw, as
   text (lockgraph.c says why), and the checks over all of it.  A lock's
   class names what it is one of: a global `g`, a member `struct account.lock`
   (the typedef's name for an anonymous struct), an element `locks[*]`, a
   lock a pointer member points to `*struct conn.lockp`; its instance is
   the file form of its term in the function's parameters (term.h).
   Either may be NULL. */
typedef struct OrderLock {
  const char *cls;
  const char *inst;
  const char *text;     /* as the messages name it: `acc->lock` */
  SrcLoc where;         /* where it was acquired */
  bool reentrant;
  bool shared;          /* a held lock: held shared (a reader's) */
} OrderLock;

/* What a path knows of a value its callers can name: term == k or != k,
   the term in the function's parameters (`(param 1)`, `(field (deref
   (param 0)) bAsyncWrite)`). */
typedef struct OrderFact {
  const char *term;
  int64_t k;
  bool equal;
} OrderFact;

enum { MAX_ORDER_FACTS = 8 };

/* OrderStep.access of an access of what a parameter points to, which
   only the callers' arguments name (`(*count)++`, given `&hits`). */
#define PARAMETER_POINTEE "*(parameter)"
/* How the class of a local a thread is given (Obj.shared_local) goes on
   after its name: `i (local at f.c:9)`. */
#define LOCAL_CLASS_MARK " (local at "
/* The name of the variable that stands for the data a library function
   keeps between calls (`static data of localtime()`, analysis.c
   unsafe_calls): no declaration of the program's. */
#define LIBRARY_DATA "static data of "
/* How the class of a variable of internal linkage (a static, at file
   scope or in a function), and its file form (`(var count...)`), go on
   after its name, so that two files' `static int count` are two
   variables: this mark, then 16 hex digits made from where it is declared
   (term.h static_mark).  Messages show the name without them
   (diag.c unmark_classes). */
#define STATIC_CLASS_MARK '\x1f'
/* diag.c: the length of the static's mark s starts with (the mark and
   its 16 hex digits), 0 for none. */
size_t static_mark_length(const char *s);
/* s, in place, with each STATIC_CLASS_MARK and its digits taken out, as
   messages show classes and terms.  Returns s. */
char *unmark_classes(char *s);

/* An acquisition (taken), a call (callee) or an access, and the locks
   held there.  The fields go by size, with no padding between them: a
   whole program keeps one step per acquisition, call and access. */
typedef struct OrderStep {
  SrcLoc at;
  int nargs;
  OrderLock taken;
  const char *callee;       /* the function's key (order_function) */
  const char *slot;         /* a call through a member (`ops->run(x)`): its class, which
                               order_member_store gives the functions stored there */
  const char **args;        /* each argument's file form; for a value with none, its
                               text after '?'; NULL for one picked at run time (a
                               call's result, an element by such an index) */
  const char **arg_classes; /* the class of the lock each argument points to, or NULL */
  const OrderLock *held;
  const OrderFact *facts;   /* what the path there knows (by term, then number) */
  const char *starts;       /* a call that starts a thread: the key of the function the
                               thread runs */
  const char *ended;        /* in main (or a spawner): the keys of the thread functions
                               whose threads it has joined, none of which runs still,
                               each between two `\x1e`; NULL: none */
  const char *running;      /* in main (or a spawner), with races: what it may have
                               called or started before, each between two `\x1e` (the
                               key of a function called, of a thread's function, or `?`
                               for a call through a pointer or a thread's function not
                               named: infer.c call_names); "" for nothing, NULL for not
                               known */
  /* An access of data threads may share (races.c): access is the
     variable's name (`count`, `stats.hits`, `struct conn.refs`, `slots[*]`);
     taken.text the access as written, taken.inst the object's file form
     when the access is direct (`(field (var ispec) total)`, another object
     than `ospec.total` of the same variable), taken.where the variable's
     declaration; mode 'r' a read, 'w' a write, 'a' its address taken or a
     volatile access, 'p' a member of a local or of an object just made (no
     race, but what an annotation of it would check), 'b' a barrier (access:
     the class of a lock taken and released at once), 'c' a wait on a
     condition variable (access: the class of its mutex; held: the other
     locks held), both from analysis.c order_lock_step;
     direct: one object in every thread, written from a global or static
     through members, constant elements and pointers (`count`, `A->next`),
     not through a local or parameter. */
  const char *access;       /* PARAMETER_POINTEE: what parameter `param` points to */
  int nheld;
  int nfacts;
  int pair[2];              /* an acquisition: the parameters (from 0) that a held lock
                               of its class and it are reached from, never compared
                               on the path (`a < b`); -1: none */
  int param;                /* an access through what a parameter points to: its index
                               (from 0); -1: none */
  int root_param;           /* an access reached from a parameter through members,
                               pointers and constant elements (`a->data->n`): its
                               index; -1: none */
  unsigned local_args;      /* a call: bit i, argument i points to the caller's own
                               object (a local's address, an object just made) */
  unsigned element_args;    /* a call: bit i, argument i points into an element of a
                               global array that every thread may pick alike
                               (`&cache[i]` in a loop over cache): any element */
  bool try_lock;            /* an acquisition that does not wait: in no edge */
  bool before_threads;      /* in main, before any path has started a thread */
  bool before_own;          /* in a function other than main that starts threads (not
                               a wrapper): before it has started one, or after it has
                               joined one; its threads have not started, or have ended */
  bool joins_own;           /* that start's thread is joined wherever its function
                               returns (Obj.joins_own, or infer.c start_joined) */
  bool one_handle;          /* that start fills the one handle of file scope the
                               program joins its thread by (infer.c
                               start_into_one_handle), not in a loop: one such
                               thread runs at a time */
  bool in_loop;             /* a call in a cycle of its function's graph: it may be
                               made again */
  bool elements_unordered;  /* an acquisition of an element of an array of locks while
                               another element is held, the two indices neither
                               compared on the path nor one the other plus a number */
  char mode;                /* of an access, and direct: see access */
  bool direct;
  bool given;               /* an access of an object the function has given a thread
                               it started (`p->n` after `pthread_create(&t, 0, f, p)`):
                               the thread's, whatever its own the object was before */
  bool is_volatile;         /* an access of volatile data */
  bool constant;            /* a write that stores a constant (`stop = 1`) */
} OrderStep;

/* A function defined in the program, by its key: its name, with the file
   for one of internal linkage; contract: the instances its contract names
   (the analysis of its callers applies those). */
void order_function(const char *key, const char *name, SrcLoc at, bool is_main, bool address_taken, bool ends_own,
                    const char *const *contract, int ncontract);
/* The strings are copied. */
void order_step(const char *function, const OrderStep *step);
/* Does the library function of key (C's, glib's, or one whose name says
   it iterates: `*_foreach`) call the functions it is given before it
   returns, in the caller's thread, and each time (not once for the whole
   program, as pthread_once)? */
bool calls_before_return(const char *key);
/* infer.c: the position (from 1) of the start routine among the arguments
   of pthread_create or thrd_create named so (the thread's argument follows
   it); 0 for another function. */
int start_routine_position(const char *name);
/* A function a thread starts in, once per place that starts it; many:
   that place is in a loop, with threads running; alone: main starts it
   there when no thread runs.  A function started in a loop, or at two
   places not both alone, may run in two threads at once.  unnamed: a start
   through a pointer may run it, at a place no step says. */
void order_thread_entry(const char *key, bool many, bool alone, bool unnamed);
/* The slot (MemberStore) of parameter i of the function of key: its key,
   `\x1e`, i.  malloc'ed. */
char *order_parameter_slot(const char *key, int i);
/* The term a call step's facts name its argument i by where the argument
   has no form (`(arg 0)`: analysis.c argument_facts), malloc'ed. */
char *order_argument_term(int i);
/* Does a list of function keys as OrderStep.ended writes them (each
   between two `\x1e`) hold key? */
bool ended_lists(const char *ended, const char *key);
/* The next key of such a list at *p, malloc'ed, with *p moved past it;
   NULL at its end. */
char *list_key(const char **p);
/* Appends key to such a list in list, unless it holds it. */
void list_add(StrBuf *list, const char *key);
/* A function stored in a member whose class is slot (MemberStore): a call
   through that member may call it. */
void order_member_store(const char *key, const char *slot);
/* acquired_before/after: a lock of class before is taken before one of
   class after. */
void order_declared(const char *before, const char *after);
/* The summary of what the lock graph holds (a translation unit's), as a
   file `annotalysis -o FILE.tsa` writes; false when writing failed. */
bool order_write(FILE *out);
/* A summary's first line: its format and version. */
extern const char order_summary_magic[];
/* Is path a summary's name (FILE.tsa)? */
bool order_is_summary(const char *path);
/* Adds a summary's contents; false, with a message naming the file and
   line, when it cannot be read or is not one. */
bool order_read(const char *path, bool contracts_only);
/* The same for a summary's text (its lines are cut in place); name is
   what messages call it. */
bool order_read_text(char *text, size_t len, const char *name, bool contracts_only);
/* Forgets everything: the next program starts from nothing. */
void order_reset(void);
/* Lines of summaries, each function's once (the first file's): heads
   maps each kept line's kind and quoted name to it. */
typedef struct SummaryLines {
  StrVec lines;         /* malloc'ed */
  HashMap heads;
} SummaryLines;
void summary_lines_free(SummaryLines *lines);
/* Of a summary: the export lines, its memory lines, and the functions of
   external linkage its steps call that it does not define (malloc'ed),
   added to the lists. */
void order_summary_exports(const char *path, SummaryLines *lines);
void order_summary_memory(const char *path, SummaryLines *lines);
void order_summary_callees(const char *path, StrVec *callees);
/* The programs the files of n summaries make up, when more than one
   defines main (a database that builds several executables: a daemon and
   its tools): each main's file, then the files that define what they call
   or start, followed name by name (of the files that define a name, the
   first that defines nothing the program has yet, and never another
   main's), and the files no main reached that use what it defines (a
   plugin), with the files they use; then the files left, as one more.
   *programs gets each as the indices of its summaries (malloc'ed); 0 when
   the files make one program. */
typedef struct Program {
  int *units;
  int n;
} Program;
int order_programs(const char *const *paths, int n, Program **programs);
/* What made the summary: the directory, the file and the arguments of a
   compile command (the compiler first), for --link to run it again with
   other files' contracts; order_summary_command reads it back (malloc'ed),
   false for a summary that has none. */
void order_set_command(const char *directory, const char *file, const char *const *args, int n);
bool order_summary_command(const char *path, char **directory, char **file, StrVec *args);
/* One item of a contract passed between files: what the attribute
   `meaning` (acquire_capability, ...) would say of the lock term. */
typedef struct OrderExport {
  const char *meaning;  /* EXPORT_CASE: a case that does nothing */
  const char *term;     /* its file form, in the function's parameters */
  const char *kind;     /* "mutex" */
  bool reentrant;
  bool in_case;         /* what the function does when its argument case_arg is value
                           (Contract.cases), not for any other */
  int64_t value;
} OrderExport;

#define EXPORT_CASE "case"

/* The contract of function NAME (of external linkage), for the other
   files; try_success is a try-lock's value on success; case_arg the
   argument its cases are by (Contract.case_arg), -1 for none. */
void order_export(const char *name, const OrderExport *items, int n, int64_t try_success, int case_arg);
/* The contract another file exports for name, or NULL; *n items. */
const OrderExport *order_imports(const char *name, int *n, int64_t *try_success, int *case_arg);
/* What a function (of external linkage) does to memory (Obj.memory), for
   the files that call it: its MEM_* flags (and MEMORY_*_THREADS), the
   members it writes and those it reads, by class (`struct conn.refs`,
   type.c member_class), and the parameter it starts a thread with. */
enum {
  MEMORY_JOINS_THREADS = 16, /* it joins threads by itself (Obj.joins_threads, no handle
                                parameter): the caller's threads have ended */
  MEMORY_STARTS_ARGUMENT = 32 /* a wrapper of pthread_create: it starts a thread that
                                 runs the function an argument names (thread_param) */
};
typedef struct OrderMemory {
  unsigned flags;
  const char **writes, **reads;
  int nwrites, nreads;
  int thread_param;     /* Obj.thread_param: a wrapper's start routine, from 1; 0: none */
  int recursive_param;  /* Obj.recursive_param: the argument, from 1, whose mutex it makes
                           recursive; 0: none */
  const char **recursive; /* the members (by class) whose mutex its body makes recursive */
  int nrecursive;
} OrderMemory;
void order_export_memory(const char *name, const OrderMemory *memory);
/* What another file's function does to memory, or NULL. */
const OrderMemory *order_memory_import(const char *name);
/* annotalysis suggest: the race check (races.c) keeps, for each guard it
   infers with enough evidence, the GUARDED_BY annotation that would make
   it a checked contract; race_write_suggestions writes them as a unified
   diff (paths relative to the working directory, for patch -p0), after
   the last program's order_check, or says it could not. */
void race_suggest(bool on);
void race_write_suggestions(FILE *out);
/* The whole-program checks, once every function is in: lock-order
   cycles, locks taken again through calls, declared orders broken
   through calls. */
void order_check(void);

/* --------------------------------------------------------------- output.c */

/* The records of the run as JSON or SARIF 2.1.0; false when writing failed. */
bool output_write(FILE *out, OutputFormat format);
/* The fingerprints of the findings reported, for --baseline. */
bool output_write_baseline(const char *path);
/* Reports again the diagnostics of another run's --format=json output. */
bool output_replay(const char *path);

/* ----------------------------------------------------------------- json.c */

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonKind;

typedef struct JsonValue {
  JsonKind kind;
  double number;        /* JSON_NUMBER; JSON_BOOL: 1 or 0 */
  char *string;         /* JSON_STRING */
  VEC(char *) keys;     /* JSON_OBJECT: each item's key */
  VEC(struct JsonValue *) items; /* JSON_ARRAY, JSON_OBJECT */
} JsonValue;

/* The value text holds, or NULL after a message naming path and line. */
JsonValue *json_read(const char *text, const char *path);
/* The same for the file at path; what says what it is, for the message
   when it cannot be read ("the compilation database"). */
JsonValue *json_read_file(const char *path, const char *what);
void json_free(JsonValue *v);
/* An object's member (NULL for none), and as a string or a number. */
const JsonValue *json_get(const JsonValue *object, const char *key);
const char *json_string_of(const JsonValue *object, const char *key);
double json_number_of(const JsonValue *object, const char *key);
/* Writes s as a JSON string. */
void json_put_string(FILE *out, const char *s);

/* -------------------------------------------------------------- project.c */

/* -p / --compdb: every C file of the compilation database analyzed with
   its own flags, then the whole program's checks; the exit status. */
int run_project(const Options *options, const char *argv0);
/* --link: the summaries given, each file whose calls reach contracts of
   other files run again with them (the command its summary records), its
   new findings reported, then the whole program's checks; the exit
   status. */
int run_link(const Options *options, const char *argv0);
/* annotalysis-cc COMPILER ARGS...: runs the compiler, then writes the
   summary of the C file it compiled beside the object (x.o: x.tsa); the
   exit status is the compiler's, or 4 when -Werror makes findings errors. */
int run_compiler_wrapper(int argc, char **argv);

/* ----------------------------------------------------------------- main.c */

/* --stats: what the stages did, summed over the run's files. */
typedef enum {
  TIME_PARSE,           /* preprocessing and parsing: the parser pulls tokens */
  TIME_ANNOTATE,
  TIME_CFG,
  TIME_INFER,
  TIME_ANALYZE,
  TIME_LOCK_ORDER,      /* the whole program's lock graph (order_check) */
  TIME_RACES,           /* its race check (race_check) */
  TIME_COUNT
} StageTime;

typedef struct Stats {
  long functions;       /* function definitions */
  long cfg_builds;      /* CFGs built (cfg.c) */
  long analyses;        /* runs of the analysis over a function, inference's included */
  long worlds;          /* worlds made (analysis.c) */
  long peak_worlds;     /* the most worlds at one block's entry */
  long terms;           /* lock terms and values interned */
  long steps;           /* the lock graph's steps kept: locks taken, calls (lockgraph.c) */
  long compactions;     /* worlds moved to a fresh arena (analysis.c compact) */
  double seconds[TIME_COUNT];
} Stats;

extern Stats stats;

/* project.c: prints stats (--stats); writes them to path, for the
   project run that started this one; adds to stats those a run wrote to
   path, false when it cannot be read (a run that ended before it wrote
   them). */
void stats_print(FILE *out);
void stats_save(const char *path);
bool stats_add_saved(const char *path);

/* print.c: writes the token stream as gcc -E does. */
void print_preprocessed(Preprocessor *pp, FILE *out, bool line_markers);
void print_tokens(Preprocessor *pp, FILE *out);

#endif
