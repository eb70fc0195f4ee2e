/*
 * driver.c: the command line, and what the host compiler knows.
 *
 * annotalysis takes a compiler's command line, so it can stand in for `cc`
 * in a build: the options that matter to preprocessing are obeyed, and the
 * code-generation options a build passes are accepted.  Those that change
 * the compiler's predefined macros (-O2 defines __OPTIMIZE__, -fPIC __PIC__,
 * -pthread _REENTRANT, -m and -std flags many more) are handed to the host
 * compiler when we ask it, once, for:
 *   - its predefined macros        (cc -dD -E)
 *   - its include search path      (cc -v -E)
 *   - its answers to __has_builtin, __has_attribute and __has_c_attribute
 *     for every name in host_names.def (the same run, on a generated file).
 * The answer is cached under $XDG_CACHE_HOME/annotalysis (or ~/.cache),
 * keyed by the compiler, its binary's size and time, and the flags.
 */
#define _POSIX_C_SOURCE 200809L
#include "annotalysis.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* ----------------------------------------------------------- the options */

static const char usage_text[] =
    "usage: annotalysis [options] file.c...\n"
    "\n"
    "Finds locking bugs in multi-threaded C programs before they run.\n"
    "Takes a compiler's command line: put it where your build runs cc.\n"
    "\n"
    "Options:\n"
    "  -E                 preprocess only, print the result as gcc -E does\n"
    "  -P                 with -E, print no line markers\n"
    "  -o FILE            write the -E output to FILE; with FILE.tsa, write\n"
    "                     the summary of the files for a later --link\n"
    "  --link             the inputs are summaries (FILE.tsa, as -o writes\n"
    "                     them): check the whole program they make up\n"
    "  -p DIR             analyze the project DIR/compile_commands.json\n"
    "                     describes: each C file with its flags, then the\n"
    "                     whole program (--compdb FILE: that database)\n"
    "  -j N               with -p, N files at once (default: the cores)\n"
    "  --format=FORMAT    text (the default), json or sarif (SARIF 2.1.0),\n"
    "                     the last two on standard output at the end\n"
    "  --contracts FILE   give the functions declared here and defined in\n"
    "                     other files the contracts the summary FILE holds\n"
    "                     (the first FILE's of two; may be repeated)\n"
    "  --baseline FILE    do not report the findings FILE lists\n"
    "  --write-baseline FILE  list the findings reported in FILE\n"
    "  -I DIR             add DIR to the include search path\n"
    "  -iquote DIR        add DIR to the search path of #include \"...\"\n"
    "  -isystem DIR       add DIR as a system include directory\n"
    "  -idirafter DIR     add DIR at the end of the include search path\n"
    "  -D NAME[=VALUE]    define a macro\n"
    "  -U NAME            undefine a macro\n"
    "  -include FILE      include FILE before the main file\n";
/* The rest (one string may hold only 4095 bytes in ISO C). */
static const char usage_text_more[] =
    "  -imacros FILE      take the macros of FILE, not its output\n"
    "  -std=STD           language standard (c89 ... c2x, gnu89 ... gnu2x)\n"
    "  --cc=COMPILER      the host compiler to ask for predefined macros and\n"
    "                     the include path (default: cc)\n"
    "  --max-expansion=N  stop expanding macros after N tokens (default 2^24)\n"
    "  --dump-tokens      print each token with its location and the macro\n"
    "                     expansions it came through\n"
    "  --dump-ast         print the typed syntax tree\n"
    "  --dump-contracts   print what the thread-safety annotations of each\n"
    "                     declaration say, in canonical form, then the\n"
    "                     contracts inferred for functions without\n"
    "                     annotations (when the analysis runs)\n"
    "  --dump-contracts=terms  the same, each lock as the term files keep\n"
    "                     (docs/DESIGN.md, \"Lock terms\")\n"
    "  --dump-findings    print each finding of a function's analysis as its\n"
    "                     record: rule, group, place, locks, message, notes\n"
    "                     and the path to it (on standard error with\n"
    "                     --format=json or sarif, and with -p)\n"
    "  --dump-cfg[=dot]   print each function's control-flow graph, as text\n"
    "                     or as Graphviz dot\n"
    "  --check-cfg        check the invariants of each control-flow graph\n"
    "  --no-infer         give functions without annotations no contract,\n"
    "                     instead of the one their body shows\n"
    "  --noreturn=F,G     functions F and G never return, as abort does\n"
    "  --stop-after=STAGE stop after parse, annotate or cfg (for timing)\n"
    "  --stats            print what each stage did (functions, CFG builds,\n"
    "                     worlds, lock terms) and its time, on stderr; with -p,\n"
    "                     the files' runs added up\n"
    "  -Wno-GROUP         turn off a warning group: thread-safety (all the\n"
    "                     groups below), thread-safety-analysis,\n"
    "                     thread-safety-precise, thread-safety-negative,\n"
    "                     thread-safety-pointer, thread-safety-attributes,\n"
    "                     thread-safety-deadlock, thread-safety-race\n"
    "  -Wthread-safety-race-any-thread\n"
    "                     also races between two functions each of which may\n"
    "                     run in any thread (called through a pointer, or by\n"
    "                     nothing), which no thread of the program is known to\n"
    "                     reach: off by default, mostly false\n"
    "  -Werror[=GROUP]    make warnings (of GROUP) errors; -w: no warnings\n"
    "  --verify           check the diagnostics against expected-* comments\n"
    "                     in the file, as clang -verify does\n"
    "  --help             show this help and exit\n"
    "  --version          show the version and exit\n"
    "\n"
    "Code-generation options (-O2 -g -fPIC -pthread -c -o x.o -MD -Wall ...)\n"
    "are accepted; those that change predefined macros are passed to the host\n"
    "compiler when annotalysis asks it for them.\n"
    "\n"
    "Exit status: 0 clean (warnings allowed), 1 errors in the input, 2 bad usage,\n"
    "3 out of memory, 4 warnings made errors by -Werror (the analysis's findings).\n";

/* NAME,NAME,...: each name added to names (the strings stay in argv). */
static void split_names(StrVec *names, char *list) {
  for (char *name = strtok(list, ","); name; name = strtok(NULL, ","))
    VEC_PUSH(*names, name);
}

_Noreturn static void usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "annotalysis: error: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nTry 'annotalysis --help' for more information.\n");
  exit(2);
}

static bool parse_std(Options *o, const char *std) {
  static const struct { const char *name; StdVersion std; bool gnu; } stds[] = {
      {"c89", STD_C89, false},    {"c90", STD_C89, false},     {"iso9899:1990", STD_C89, false},
      {"iso9899:199409", STD_C89, false},
      {"c99", STD_C99, false},    {"c9x", STD_C99, false},     {"iso9899:1999", STD_C99, false},
      {"c11", STD_C11, false},    {"c1x", STD_C11, false},     {"iso9899:2011", STD_C11, false},
      {"c17", STD_C17, false},    {"c18", STD_C17, false},     {"iso9899:2017", STD_C17, false},
      {"iso9899:2018", STD_C17, false},
      {"c2x", STD_C2X, false},    {"c23", STD_C2X, false},
      {"gnu89", STD_C89, true},   {"gnu90", STD_C89, true},    {"gnu99", STD_C99, true},
      {"gnu9x", STD_C99, true},   {"gnu11", STD_C11, true},    {"gnu1x", STD_C11, true},
      {"gnu17", STD_C17, true},   {"gnu18", STD_C17, true},    {"gnu2x", STD_C2X, true},
      {"gnu23", STD_C2X, true},
  };
  for (size_t i = 0; i < ARRAY_SIZE(stds); i++) {
    if (!strcmp(std, stds[i].name)) {
      o->std = stds[i].std;
      o->gnu = stds[i].gnu;
      o->trigraphs = !stds[i].gnu;
      return true;
    }
  }
  return false;
}

/* Options that take an argument, separate or attached, and what to do. */
typedef enum { OPT_IGNORE, OPT_I, OPT_ISYSTEM, OPT_IQUOTE, OPT_IDIRAFTER, OPT_D, OPT_U, OPT_INCLUDE,
               OPT_IMACROS, OPT_O, OPT_PROBE } OptionKind;

static const struct { const char *name; OptionKind kind; } arg_options[] = {
    {"-I", OPT_I},           {"-isystem", OPT_ISYSTEM}, {"-iquote", OPT_IQUOTE},
    {"-idirafter", OPT_IDIRAFTER}, {"-D", OPT_D},       {"-U", OPT_U},
    {"-include", OPT_INCLUDE}, {"-imacros", OPT_IMACROS}, {"-o", OPT_O},
    {"-MF", OPT_IGNORE},     {"-MT", OPT_IGNORE},       {"-MQ", OPT_IGNORE},
    {"-x", OPT_IGNORE},      {"-L", OPT_IGNORE},        {"-l", OPT_IGNORE},
    {"-Xlinker", OPT_IGNORE}, {"-Xassembler", OPT_IGNORE}, {"-Xpreprocessor", OPT_IGNORE},
    {"--param", OPT_IGNORE}, {"-isysroot", OPT_PROBE},  {"-target", OPT_PROBE},
    {"-iprefix", OPT_IGNORE}, {"-iwithprefix", OPT_IGNORE}, {"-aux-info", OPT_IGNORE},
    {"-gcc-base-dir", OPT_IGNORE}, {"-multiarch-dir", OPT_IGNORE}, /* sparse's */
};

/* Prefixes of sparse's own options, which a build's `make C=1
   CHECK=annotalysis` passes (CHECKFLAGS) and no compiler takes: ignored,
   not given to the host compiler's probe. */
static const char *const sparse_prefixes[] = {"--arch=", "-mlittle-endian", "-mbig-endian", "-msize-", "-fmemcpy-max-count=",
                                              "-fdiagnostic-prefix", "-fmax-warnings=", "-fdump-ir", "-fmax-errors="};

/* Single-word options accepted and ignored, and prefixes of such options. */
static const char *const ignored_words[] = {"-c", "-S", "-s", "-w", "-v", "-pipe", "-pedantic",
                                            "-pedantic-errors", "-shared", "-static", "-rdynamic",
                                            "-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-C", "-CC",
                                            "-H", "-fsyntax-only", "-Q", "-p", "-pg", "-r"};
static const char *const ignored_prefixes[] = {"-W", "-g", "-Wl,", "-Wa,", "-Wp,", "-save-temps",
                                               "-print-", "-dumpbase", "-specs=", "-l", "-L"};
/* Prefixes of options that may change predefined macros: passed to the probe. */
static const char *const probe_prefixes[] = {"-O", "-f", "-m", "-pthread", "-nostdinc", "-undef",
                                             "--sysroot=", "-ansi", "--target=", "-march", "-mtune",
                                             "-ffreestanding", "-fopenmp"};

static bool starts_with(const char *s, const char *prefix) { return !strncmp(s, prefix, strlen(prefix)); }

static void add_option_value(Options *o, OptionKind kind, const char *name, const char *value) {
  switch (kind) {
  case OPT_I: VEC_PUSH(o->user_dirs, value); break;
  case OPT_ISYSTEM: VEC_PUSH(o->user_system_dirs, value); break;
  case OPT_IQUOTE: VEC_PUSH(o->user_quote_dirs, value); break;
  case OPT_IDIRAFTER: VEC_PUSH(o->user_after_dirs, value); break;
  case OPT_D: VEC_PUSH(o->defines, ((Define){false, value})); break;
  case OPT_U: VEC_PUSH(o->defines, ((Define){true, value})); break;
  case OPT_INCLUDE: VEC_PUSH(o->includes, value); break;
  case OPT_IMACROS: VEC_PUSH(o->imacros, value); break;
  case OPT_O: o->output = value; break;
  case OPT_PROBE:
    VEC_PUSH(o->probe_args, name);
    VEC_PUSH(o->probe_args, value);
    break;
  case OPT_IGNORE: break;
  }
}

/* Handles an option with an argument; returns the number of argv words used. */
static int parse_arg_option(Options *o, int argc, char **argv, int i) {
  const char *arg = argv[i];
  for (size_t k = 0; k < ARRAY_SIZE(arg_options); k++) {
    const char *name = arg_options[k].name;
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0)
      continue;
    if (arg[n] == '\0') {
      if (i + 1 >= argc)
        usage_error("missing argument to '%s'", arg);
      add_option_value(o, arg_options[k].kind, name, argv[i + 1]);
      return 2;
    }
    /* Attached form: -Ifoo, -DX=1, -isystem/usr/x. */
    {
      add_option_value(o, arg_options[k].kind, name, arg + n);
      return 1;
    }
  }
  return 0;
}

/* -p DIR, --compdb FILE (or =FILE), -j N (or -jN): the number of
   arguments it took, 0 for another option. */
static int project_option(Options *o, int argc, char **argv, int i) {
  const char *arg = argv[i];
  const char *value = NULL;
  int used = 0;
  if (!strcmp(arg, "--link")) {
    o->link = true;
    return 1;
  }
  if (!strcmp(arg, "--stats")) { /* a project's runs save theirs for it to add up (--stats-output) */
    o->stats = true;
    return 1;
  }
  if (starts_with(arg, "--stats-output=")) {
    o->stats_output = arg + 15;
    return 1;
  }
  if (starts_with(arg, "--format=")) {
    if (!strcmp(arg + 9, "text"))
      o->format = FORMAT_TEXT;
    else if (!strcmp(arg + 9, "json"))
      o->format = FORMAT_JSON;
    else if (!strcmp(arg + 9, "sarif"))
      o->format = FORMAT_SARIF;
    else
      usage_error("'%s': the formats are text, json and sarif", arg);
    return 1;
  }
  if (!strcmp(arg, "--baseline") || !strcmp(arg, "--write-baseline") || !strcmp(arg, "--contracts")) {
    if (i + 1 >= argc)
      usage_error("missing argument to '%s'", arg);
    if (!strcmp(arg, "--baseline"))
      o->baseline = argv[i + 1];
    else if (!strcmp(arg, "--contracts"))
      VEC_PUSH(o->contracts, argv[i + 1]);
    else
      o->write_baseline = argv[i + 1];
    return 2;
  }
  if (!strcmp(arg, "-p") || !strcmp(arg, "--compdb") || !strcmp(arg, "-j")) {
    if (i + 1 >= argc)
      usage_error("missing argument to '%s'", arg);
    value = argv[i + 1];
    used = 2;
  } else if (starts_with(arg, "--compdb=")) {
    value = arg + 9;
    used = 1;
  } else if (arg[1] == 'j' && isdigit((unsigned char)arg[2])) {
    value = arg + 2;
    used = 1;
  } else {
    return 0;
  }
  if (!strcmp(arg, "-p")) {
    o->project_dir = value;
  } else if (starts_with(arg, "--compdb")) {
    o->compdb = value;
  } else {
    char *end;
    long n = strtol(value, &end, 10);
    if (*end || n < 1 || n > 1024)
      usage_error("'-j %s': the number of runs at once is from 1 to 1024", value);
    o->jobs = (int)n;
  }
  return used;
}

/* One option at argv[i]; the index of its last argument. */
static int parse_option(Options *o, int argc, char **argv, int i) {
  {
    const char *arg = argv[i];
    if (!strcmp(arg, "--help")) {
      fputs(usage_text, stdout);
      fputs(usage_text_more, stdout);
      exit(0);
    }
    if (!strcmp(arg, "--version")) {
      printf("annotalysis %s\n", ANNOTALYSIS_VERSION);
      exit(0);
    }
    if (!strcmp(arg, "-E")) { o->preprocess_only = true; return i; }
    if (!strcmp(arg, "-P")) { o->no_line_markers = true; return i; }
    if (!strcmp(arg, "--verify")) { o->verify = true; return i; }
    if (!strcmp(arg, "--dump-tokens")) { o->dump_tokens = true; return i; }
    if (!strcmp(arg, "--dump-ast")) { o->dump_ast = true; return i; }
    if (!strcmp(arg, "--dump-contracts")) { o->dump_contracts = true; return i; }
    if (!strcmp(arg, "--dump-contracts=terms")) { o->dump_contracts = o->dump_contract_terms = true; return i; }
    if (!strcmp(arg, "--dump-findings")) { o->dump_findings = true; return i; }
    if (!strcmp(arg, "--dump-cfg") || !strcmp(arg, "--dump-cfg=text")) { o->dump_cfg = true; return i; }
    if (!strcmp(arg, "--dump-cfg=dot")) { o->dump_cfg = o->dump_cfg_dot = true; return i; }
    if (!strcmp(arg, "--check-cfg")) { o->check_cfg = true; return i; }
    if (!strcmp(arg, "--no-infer")) { o->no_infer = true; return i; }
    if (starts_with(arg, "--stop-after=")) {
      static const char *const stages[] = {[STAGE_PARSE] = "parse", [STAGE_ANNOTATE] = "annotate",
                                           [STAGE_CFG] = "cfg"};
      o->stop_after = STAGE_ALL;
      for (int s = STAGE_PARSE; s <= STAGE_CFG; s++)
        if (!strcmp(arg + 13, stages[s]))
          o->stop_after = (Stage)s;
      if (o->stop_after == STAGE_ALL)
        usage_error("'%s': the stages are parse, annotate and cfg", arg);
      return i;
    }
    if (starts_with(arg, "--noreturn=")) {
      split_names(&o->noreturn, argv[i] + 11);
      return i;
    }
    if ((starts_with(arg, "-W") || !strcmp(arg, "-w")) && diag_option(arg))
      return i;
    if (starts_with(arg, "--cc=")) { o->cc = arg + 5; return i; }
    if (starts_with(arg, "--max-expansion=")) {
      const char *digits = arg + 16;
      char *end;
      errno = 0;
      o->max_expanded_tokens = strtoull(digits, &end, 10);
      if (*end || end == digits || !isdigit((unsigned char)digits[0])) /* strtoull takes "-1" */
        usage_error("'%s' takes a number of tokens", arg);
      if (errno == ERANGE)
        usage_error("'%s': the number is too large", arg);
      return i;
    }
    if (starts_with(arg, "-std=") || starts_with(arg, "--std=")) { /* gcc takes both */
      if (!parse_std(o, strchr(arg, '=') + 1))
        usage_error("unknown language standard in '%s'", arg);
      VEC_PUSH(o->probe_args, arg);
      return i;
    }
    if (!strcmp(arg, "-ansi")) {
      parse_std(o, "c89");
      VEC_PUSH(o->probe_args, arg);
      return i;
    }
    if (!strcmp(arg, "-trigraphs")) { o->trigraphs = true; return i; }
    int used = parse_arg_option(o, argc, argv, i);
    if (used)
      return i + used - 1;
    if (!strcmp(arg, "-nostdinc"))
      o->nostdinc = true;
    if (!strcmp(arg, "-ffreestanding"))
      o->freestanding = true;
    if (!strcmp(arg, "-fhosted"))
      o->freestanding = false;
    bool known = false;
    for (size_t k = 0; k < ARRAY_SIZE(sparse_prefixes) && !known; k++)
      known = starts_with(arg, sparse_prefixes[k]);
    for (size_t k = 0; k < ARRAY_SIZE(probe_prefixes) && !known; k++) {
      if (starts_with(arg, probe_prefixes[k])) {
        VEC_PUSH(o->probe_args, arg);
        known = true;
      }
    }
    for (size_t k = 0; k < ARRAY_SIZE(ignored_words) && !known; k++)
      known = !strcmp(arg, ignored_words[k]);
    for (size_t k = 0; k < ARRAY_SIZE(ignored_prefixes) && !known; k++)
      known = starts_with(arg, ignored_prefixes[k]);
    if (!known)
      usage_error("unknown option '%s'", arg);
  }
  return i;
}

/* What the options say together: -o FILE.tsa is a summary; an object
   file is not written. */
static void finish_options(Options *o) {
  if (o->output && order_is_summary(o->output) && !o->preprocess_only) {
    o->summary_output = o->output; /* a summary, for --link */
    o->output = NULL;
  }
  if (o->output && !o->preprocess_only && !o->dump_tokens && !o->dump_ast && !o->dump_contracts && !o->dump_cfg &&
      !o->dump_findings)
    o->output = NULL; /* the object file of a build: nothing to write yet */
}

void driver_parse_args(Options *o, int argc, char **argv) {
  o->cc = "cc";
  o->max_expanded_tokens = (uint64_t)1 << 24;
  o->std = STD_C17;
  o->gnu = true;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (arg[0] != '-' || arg[1] == '\0') {
      VEC_PUSH(o->inputs, arg);
      continue;
    }
    int used = project_option(o, argc, argv, i);
    if (used) {
      i += used - 1;
      continue;
    }
    /* what applies to each file of a project run: the options but these */
    int first = i;
    i = parse_option(o, argc, argv, i);
    for (int k = first; k <= i; k++)
      VEC_PUSH(o->forward, argv[k]);
  }
  if (o->inputs.len == 0 && !o->project_dir && !o->compdb)
    usage_error("%s", "no input files");
  if ((o->project_dir || o->compdb) && o->inputs.len)
    usage_error("'%s': with -p or --compdb, the files come from the compilation database", o->inputs.data[0]);
  if (o->jobs <= 0) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o->jobs = cores > 0 ? (int)cores : 1;
  }
  finish_options(o);
}

/* ------------------------------------------------------- the host probe */

static const char *const host_names[] = {
#define HB(name) "B" #name,
#define HA(name) "A" #name,
#define HC(name) "C" #name,
#define HF(name) "F" #name,
#define HE(name) "E" #name,
#include "host_names.def"
#undef HB
#undef HA
#undef HC
#undef HF
#undef HE
};

static HashMap host_builtins, host_attributes, host_c_attributes, host_features, host_extensions;

/* Each __has_ macro the probe asks, by the letter of its entries in
   host_names, and its answers (name to value). */
static const struct {
  char letter;
  const char *macro;
  HashMap *answers;
} host_questions[] = {
    {'B', "__has_builtin", &host_builtins},     {'A', "__has_attribute", &host_attributes},
    {'C', "__has_c_attribute", &host_c_attributes}, {'F', "__has_feature", &host_features},
    {'E', "__has_extension", &host_extensions},
};

/* The builtin macros not every host defines (clang's), and which this one
   does: gcc's headers test `#ifdef __has_feature`. */
static const char *const optional_macros[] = {"__has_feature", "__has_extension", "__building_module"};
static bool host_macros[ARRAY_SIZE(optional_macros)];

static const char *const thread_safety_attributes[] = {
#define ATTR(name, meaning, arguments) #name,
#define SPARSE(name, meaning, arguments)
#include "attributes.def"
#undef ATTR
#undef SPARSE
};

int host_has_builtin(const Ident *name) {
  void *v = hashmap_get(&host_builtins, name->name, name->len);
  return v ? (int)(intptr_t)v : 0;
}

int host_has_feature(const char *name, size_t len, bool extension) {
  if (len > 4 && !strncmp(name, "__", 2) && !strncmp(name + len - 2, "__", 2)) {
    name += 2; /* __c_atomic__ is c_atomic */
    len -= 4;
  }
  void *v = hashmap_get(extension ? &host_extensions : &host_features, name, len);
  return v ? (int)(intptr_t)v : 0;
}

bool host_defines(const char *name) {
  for (size_t i = 0; i < ARRAY_SIZE(optional_macros); i++)
    if (!strcmp(name, optional_macros[i]))
      return host_macros[i];
  return true;
}

int host_has_attribute(const char *name, size_t len, bool c_attribute) {
  const char *plain = name;
  size_t plain_len = len;
  if (len > 8 && !strncmp(name, "clang::", 7)) {
    plain = name + 7;
    plain_len = len - 7;
  }
  for (size_t i = 0; i < ARRAY_SIZE(thread_safety_attributes) && !c_attribute; i++)
    if (strlen(thread_safety_attributes[i]) == plain_len && !strncmp(thread_safety_attributes[i], plain, plain_len))
      return 1;
  void *v = hashmap_get(c_attribute ? &host_c_attributes : &host_attributes, name, len);
  return v ? (int)(intptr_t)v : 0;
}

/* The search-path options as the probe passes them: -iquote, -I, -isystem,
   -idirafter, each followed by its directory, in gcc's order. */
static void search_dir_flags(const Options *o, StrVec *out) {
  const struct { const char *flag; const StrVec *dirs; } lists[] = {
      {"-iquote", &o->user_quote_dirs}, {"-I", &o->user_dirs},
      {"-isystem", &o->user_system_dirs}, {"-idirafter", &o->user_after_dirs},
  };
  for (size_t k = 0; k < ARRAY_SIZE(lists); k++) {
    const StrVec *dirs = lists[k].dirs;
    for (int i = 0; i < dirs->len; i++) {
      VEC_PUSH(*out, lists[k].flag);
      VEC_PUSH(*out, dirs->data[i]);
    }
  }
}

static char *cache_path(const Options *o, const char *cwd) {
  const char *base = getenv("XDG_CACHE_HOME");
  char *dir;
  if (base && *base) {
    dir = format("%s/annotalysis", base);
  } else {
    const char *home = getenv("HOME");
    if (!home || !*home)
      return NULL;
    dir = format("%s/.cache", home);
    mkdir(dir, 0777);
    char *sub = format("%s/annotalysis", dir);
    free(dir);
    dir = sub;
  }
  if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
    free(dir);
    return NULL;
  }
  /* The key: version, compiler and its binary, flags, directory. */
  StrBuf key = {0};
  sb_printf(&key, "%s|%zu|%s|", ANNOTALYSIS_VERSION, ARRAY_SIZE(host_names), o->cc);
  const char *path_env = getenv("PATH");
  if (!strchr(o->cc, '/') && path_env) {
    char *paths = xstrdup(path_env);
    for (char *p = strtok(paths, ":"); p; p = strtok(NULL, ":")) {
      char *candidate = format("%s/%s", p, o->cc);
      struct stat st;
      if (stat(candidate, &st) == 0) {
        sb_printf(&key, "%s:%lld:%lld|", candidate, (long long)st.st_size, (long long)st.st_mtime);
        free(candidate);
        break;
      }
      free(candidate);
    }
    free(paths);
  } else {
    struct stat st;
    if (stat(o->cc, &st) == 0)
      sb_printf(&key, "%lld:%lld|", (long long)st.st_size, (long long)st.st_mtime);
  }
  for (int i = 0; i < o->probe_args.len; i++)
    sb_printf(&key, "%s|", o->probe_args.data[i]);
  StrVec dirs = {0};
  search_dir_flags(o, &dirs);
  for (int i = 0; i < dirs.len; i++)
    sb_printf(&key, "%s|", dirs.data[i]);
  VEC_FREE(dirs);
  sb_printf(&key, "%s", cwd);
  char *path = format("%s/probe-%08x%08x.txt", dir, hash_bytes(key.data, key.len),
                      hash_bytes(key.data, key.len / 2));
  sb_free(&key);
  free(dir);
  return path;
}

/* Runs argv with stdout and stderr to the given files; returns its status. */
static int run_command(char **argv, const char *out_path, const char *err_path) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid == 0) {
    int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int err = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int in = open("/dev/null", O_RDONLY);
    if (out < 0 || err < 0 || in < 0)
      _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    execvp(argv[0], argv);
    _exit(127);
  }
  int status;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR)
      return -1;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* Turns the compiler's output into the cache text:
     D <#define line>   a predefined macro
     Q <dir>            #include "..." directory
     B <dir>            #include <...> directory
     H <kind><name> <value>   a nonzero __has_* answer */
static bool contains(const char *s, size_t n, const char *needle) {
  size_t k = strlen(needle);
  for (size_t i = 0; i + k <= n; i++)
    if (!memcmp(s + i, needle, k))
      return true;
  return false;
}

/* The first line of a probe's cache: another means an older format. */
#define PROBE_VERSION "annotalysis-probe 2\n"
#define DEFINES_MARK "@@ defines "

static char *digest_probe(const char *dd_out, const char *v_err) {
  StrBuf sb = {0};
  sb_puts(&sb, PROBE_VERSION);
  bool builtin_section = false;
  for (const char *line = dd_out; *line;) {
    const char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    if (len > 2 && line[0] == '#' && line[1] == ' ') {
      builtin_section = contains(line, len, "\"<built-in>\"");
    } else if (builtin_section && len > 8 && !strncmp(line, "#define ", 8)) {
      sb_puts(&sb, "D ");
      sb_put(&sb, line, len);
      sb_putc(&sb, '\n');
    } else if (len > strlen(DEFINES_MARK) && !strncmp(line, DEFINES_MARK, strlen(DEFINES_MARK))) {
      sb_printf(&sb, "M %.*s\n", (int)(len - strlen(DEFINES_MARK)), line + strlen(DEFINES_MARK));
    } else if (len > 3 && !strncmp(line, "@@ ", 3)) {
      char *after;
      long index = strtol(line + 3, &after, 10);
      long value = strtol(after, NULL, 10);
      if (index >= 0 && (size_t)index < ARRAY_SIZE(host_names) && value != 0)
        sb_printf(&sb, "H %s %ld\n", host_names[index], value);
    }
    line += len + (end ? 1 : 0);
  }
  int section = 0;
  for (const char *line = v_err; *line;) {
    const char *end = strchr(line, '\n');
    size_t len = end ? (size_t)(end - line) : strlen(line);
    if (len >= 10 && !strncmp(line, "#include \"", 10))
      section = 'Q';
    else if (len >= 10 && !strncmp(line, "#include <", 10))
      section = 'B';
    else if (!strncmp(line, "End of search list.", 19))
      section = 0;
    else if (section && line[0] == ' ') {
      size_t n = len - 1;
      const char *dir = line + 1;
      if (contains(dir, n, " (framework directory)"))
        n -= 22;
      sb_printf(&sb, "%c %.*s\n", section, (int)n, dir);
    }
    line += len + (end ? 1 : 0);
  }
  return sb.data;
}

static char *probe_compiler(const Options *o) {
  char dir_template[] = "/tmp/annotalysis-probe-XXXXXX";
  if (!mkdtemp(dir_template))
    return NULL;
  char *input = format("%s/probe.c", dir_template);
  char *out = format("%s/out", dir_template);
  char *err = format("%s/err", dir_template);
  FILE *f = fopen(input, "w");
  if (!f)
    return NULL;
  for (size_t i = 0; i < ARRAY_SIZE(optional_macros); i++) /* a number: the name would be expanded */
    fprintf(f, "#ifdef %s\n%s%zu\n#endif\n", optional_macros[i], DEFINES_MARK, i);
  for (size_t i = 0; i < ARRAY_SIZE(host_names); i++) {
    const char *entry = host_names[i];
    for (size_t q = 0; q < ARRAY_SIZE(host_questions); q++)
      if (host_questions[q].letter == entry[0])
        fprintf(f, "@@ %zu %s(%s)\n", i, host_questions[q].macro, entry + 1);
  }
  fclose(f);
  StrVec argv = {0};
  VEC_PUSH(argv, o->cc);
  for (int i = 0; i < o->probe_args.len; i++)
    VEC_PUSH(argv, o->probe_args.data[i]);
  search_dir_flags(o, &argv);
  const char *fixed[] = {"-E", "-dD", "-v", "-x", "c", input, NULL};
  for (size_t i = 0; i < ARRAY_SIZE(fixed); i++)
    VEC_PUSH(argv, fixed[i]);
  int status = run_command((char **)argv.data, out, err);
  VEC_FREE(argv);
  char *result = NULL;
  size_t len;
  char *dd = read_file(out, &len);
  char *v = read_file(err, &len);
  if (status >= 0 && status != 127 && dd && v && strstr(v, "search starts here"))
    result = digest_probe(dd, v);
  free(dd);
  free(v);
  remove(input);
  remove(out);
  remove(err);
  rmdir(dir_template);
  free(input);
  free(out);
  free(err);
  return result;
}

static bool in_list(const char *dir, const char *const *list, int n) {
  for (int i = 0; i < n; i++)
    if (!strcmp(dir, list[i]))
      return true;
  return false;
}

/* Reads the cache text into the options and the __has_* tables. */
static void load_probe(Options *o, char *text) {
  StrBuf predefines = {0};
  for (char *line = text; *line;) {
    char *end = strchr(line, '\n');
    if (end)
      *end = '\0';
    if (line[0] && line[1] == ' ') {
      char *rest = line + 2;
      switch (line[0]) {
      case 'D':
        o->host_clang |= !strncmp(rest, "#define __clang__ ", 18);
        sb_puts(&predefines, rest);
        sb_putc(&predefines, '\n');
        break;
      case 'Q':
        VEC_PUSH(o->quote_dirs, rest);
        break;
      case 'B':
        if (o->first_system_dir == o->bracket_dirs.len &&
            in_list(rest, o->user_dirs.data, o->user_dirs.len))
          o->first_system_dir++;
        VEC_PUSH(o->bracket_dirs, rest);
        break;
      case 'H': {
        char *space = strrchr(rest, ' ');
        if (!space)
          break;
        *space = '\0';
        intptr_t value = (intptr_t)strtol(space + 1, NULL, 10);
        for (size_t q = 0; q < ARRAY_SIZE(host_questions); q++)
          if (host_questions[q].letter == rest[0])
            hashmap_put(host_questions[q].answers, rest + 1, strlen(rest + 1), (void *)value);
        break;
      }
      case 'M':
        if ((size_t)atoi(rest) < ARRAY_SIZE(optional_macros))
          host_macros[atoi(rest)] = true;
        break;
      default:
        break;
      }
    }
    if (!end)
      break;
    line = end + 1;
  }
  o->predefines = predefines.data ? predefines.data : "";
}

void driver_probe_host(Options *o) {
  char *cwd = working_directory();
  char *path = cache_path(o, cwd);
  free(cwd);
  size_t len;
  char *text = path ? read_file(path, &len) : NULL;
  if (text && strncmp(text, PROBE_VERSION, strlen(PROBE_VERSION)) != 0) {
    free(text);
    text = NULL;
  }
  if (!text) {
    text = probe_compiler(o);
    if (!text) {
      fprintf(stderr, "annotalysis: error: cannot ask the host compiler '%s' for its predefined macros "
                      "and include path; name a working one with --cc=COMPILER\n", o->cc);
      exit(2);
    }
    if (path) {
      char *tmp = format("%s.%ld.tmp", path, (long)getpid());
      FILE *f = fopen(tmp, "w");
      if (f) {
        fputs(text, f);
        if (fclose(f) == 0)
          rename(tmp, path);
        else
          remove(tmp);
      }
      free(tmp);
    }
  }
  free(path);
  load_probe(o, text); /* the options point into text: it lives for the run */
}
