/*
 * project.c: a whole project at once (-p BUILD_DIR, --compdb FILE).
 *
 * Reads the build's compile_commands.json and analyzes each C translation
 * unit with its own flags, each file once however many times the build
 * compiles it, in -j parallel runs of annotalysis itself (each writes its
 * findings and its summary, as `-o FILE.tsa` does, to a scratch
 * directory); then prints each file's findings in the order of the
 * database, reads the summaries and runs the whole program's checks
 * (lockgraph.c).  Assembly and entries of other languages are skipped.
 * On a terminal, a progress line says which file is being analyzed.
 */
#define _POSIX_C_SOURCE 200809L /* fork, execv, mkdtemp, readlink */
#include "annotalysis.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* ----------------------------------------------------- the build's commands */

/* A compile command: the directory it runs in, the file, the arguments
   (the compiler first). */
typedef struct Command {
  char *directory;
  char *file;
  StrVec args;
} Command;

typedef VEC(Command) Commands;

/* Splits a shell command line as the shell would: blanks, quotes and
   backslashes. */
static void split_command(const char *s, StrVec *out) {
  StrBuf word = {0};
  bool in_word = false;
  while (*s) {
    char c = *s++;
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) {
        sb_putc(&word, '\0');
        VEC_PUSH(*out, word.data);
        word = (StrBuf){0};
        in_word = false;
      }
      continue;
    }
    in_word = true;
    if (c == '\\' && *s) {
      sb_putc(&word, *s++);
    } else if (c == '\'') {
      while (*s && *s != '\'')
        sb_putc(&word, *s++);
      if (*s)
        s++;
    } else if (c == '"') {
      while (*s && *s != '"') {
        if (*s == '\\' && (s[1] == '"' || s[1] == '\\' || s[1] == '$' || s[1] == '`'))
          s++;
        sb_putc(&word, *s++);
      }
      if (*s)
        s++;
    } else {
      sb_putc(&word, c);
    }
  }
  if (in_word) {
    sb_putc(&word, '\0');
    VEC_PUSH(*out, word.data);
  }
}

static void command_free(Command *c) {
  free(c->directory);
  free(c->file);
  for (int i = 0; i < c->args.len; i++)
    free((char *)c->args.data[i]);
  VEC_FREE(c->args);
}

/* compile_commands.json: an array of objects with "directory", "file",
   and "arguments" (an array) or "command" (a shell line). */
static bool read_database(const char *path, Commands *out) {
  JsonValue *db = json_read_file(path, "the compilation database");
  if (!db)
    return false;
  bool ok = db->kind == JSON_ARRAY;
  if (!ok)
    fprintf(stderr, "%s: error: a compilation database is an array of commands\n", path);
  for (int i = 0; ok && i < db->items.len; i++) {
    const JsonValue *entry = db->items.data[i];
    const char *directory = json_string_of(entry, "directory"), *file = json_string_of(entry, "file");
    const char *command = json_string_of(entry, "command");
    const JsonValue *arguments = json_get(entry, "arguments");
    Command c = {0};
    if (arguments && arguments->kind == JSON_ARRAY) {
      for (int k = 0; k < arguments->items.len; k++)
        if (arguments->items.data[k]->kind == JSON_STRING)
          VEC_PUSH(c.args, xstrdup(arguments->items.data[k]->string));
    } else if (command) {
      split_command(command, &c.args);
    }
    if (!directory || !file || !c.args.len) {
      fprintf(stderr, "%s: error: command %d needs \"directory\", \"file\" and \"arguments\" or \"command\"\n",
              path, i + 1);
      command_free(&c);
      ok = false;
      break;
    }
    c.directory = xstrdup(directory);
    c.file = xstrdup(file);
    VEC_PUSH(*out, c);
  }
  json_free(db);
  return ok;
}

/* -------------------------------------------------------------- the runs */

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && !strcmp(s + n - m, suffix);
}

/* The file a command compiles, absolute. */
static char *command_path(const Command *c) {
  return c->file[0] == '/' ? xstrdup(c->file) : format("%s/%s", c->directory, c->file);
}

/* Is a command's file C (by its name, or -x c before it)? */
static bool is_c_command(const Command *c) {
  const char *language = NULL;
  for (int i = 1; i + 1 < c->args.len; i++)
    if (!strcmp(c->args.data[i], "-x"))
      language = c->args.data[i + 1];
  if (language)
    return !strcmp(language, "c");
  return ends_with(c->file, ".c");
}

/* The arguments of one run of annotalysis for command c: what the
   command gives the compiler but its output and the compiler itself
   (named with --cc=), then the options of the project run that apply to
   each file, then the summary to write. */
static void run_arguments(const Command *c, const StrVec *forward, const char *self, const char *summary,
                          const char *contracts, const char *stats_output, StrVec *argv) {
  VEC_PUSH(*argv, self);
  int first = 0;
  /* a compiler launcher first (ccache, distcc) hands the rest on */
  while (first < c->args.len - 1) {
    const char *base = strrchr(c->args.data[first], '/');
    base = base ? base + 1 : c->args.data[first];
    if (strcmp(base, "ccache") && strcmp(base, "distcc") && strcmp(base, "icecc") && strcmp(base, "sccache"))
      break;
    first++;
  }
  if (first < c->args.len)
    VEC_PUSH(*argv, format("--cc=%s", c->args.data[first]));
  for (int i = first + 1; i < c->args.len; i++) {
    const char *a = c->args.data[i];
    if (!strcmp(a, "-o") || !strcmp(a, "-MF") || !strcmp(a, "-MT") || !strcmp(a, "-MQ")) {
      i++;
      continue;
    }
    /* -p: gcc's profiling, not annotalysis's project; -Werror: the
       build's, for the compiler's warnings (annotalysis's own -Werror
       comes with the forwarded options) */
    if (!strcmp(a, "-c") || !strcmp(a, "-p") || (a[0] == '-' && a[1] == 'o' && a[2]) || !strncmp(a, "-Werror", 7))
      continue;
    VEC_PUSH(*argv, a);
  }
  /* -Werror applies where the findings are reported: in the project run */
  for (int i = 0; i < forward->len; i++)
    if (strncmp(forward->data[i], "-Werror", 7) && strcmp(forward->data[i], "-Wno-error"))
      VEC_PUSH(*argv, forward->data[i]);
  VEC_PUSH(*argv, "--format=json");
  if (stats_output)
    VEC_PUSH(*argv, stats_output);
  if (contracts) {
    VEC_PUSH(*argv, "--contracts");
    VEC_PUSH(*argv, contracts);
  }
  VEC_PUSH(*argv, "-o");
  VEC_PUSH(*argv, summary);
  VEC_PUSH(*argv, NULL);
}

/* The counts of --stats, in the order it prints them and --stats-output
   writes them; peak: added up as the most of the runs, not their sum. */
static const struct {
  const char *name;
  size_t offset;
  bool peak;
} stat_counts[] = {
    {"functions", offsetof(Stats, functions), false},   {"cfg builds", offsetof(Stats, cfg_builds), false},
    {"analyses", offsetof(Stats, analyses), false},     {"worlds", offsetof(Stats, worlds), false},
    {"peak worlds/block", offsetof(Stats, peak_worlds), true}, {"terms interned", offsetof(Stats, terms), false},
    {"lock graph steps", offsetof(Stats, steps), false}, {"compactions", offsetof(Stats, compactions), false},
};
enum { STAT_COUNTS = sizeof stat_counts / sizeof stat_counts[0] };

static long *stat_count(Stats *s, int i) { return (long *)(void *)((char *)s + stat_counts[i].offset); }

void stats_print(FILE *out) {
  static const char *const stage_names[TIME_COUNT] = {"preprocess and parse", "annotate", "cfg", "infer",
                                                      "analyze", "lock order", "race check"};
  fprintf(out, "annotalysis: stats\n");
  for (int i = 0; i < STAT_COUNTS; i++)
    fprintf(out, "  %-20s %ld\n", stat_counts[i].name, *stat_count(&stats, i));
  for (int i = 0; i < TIME_COUNT; i++)
    fprintf(out, "  time %-21s %.3f ms\n", stage_names[i], stats.seconds[i] * 1e3);
}

/* --stats-output: the counts, then the seconds of each stage, on one line. */
void stats_save(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f)
    return; /* the project run then shows the others' counts */
  for (int i = 0; i < STAT_COUNTS; i++)
    fprintf(f, "%s%ld", i ? " " : "", *stat_count(&stats, i));
  for (int i = 0; i < TIME_COUNT; i++)
    fprintf(f, " %.9f", stats.seconds[i]);
  fputc('\n', f);
  fclose(f);
}

bool stats_add_saved(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return false;
  Stats s = {0};
  bool read = true;
  for (int i = 0; read && i < STAT_COUNTS; i++)
    read = fscanf(f, "%ld", stat_count(&s, i)) == 1;
  for (int i = 0; read && i < TIME_COUNT; i++)
    read = fscanf(f, "%lf", &s.seconds[i]) == 1;
  fclose(f);
  if (!read)
    return false;
  for (int i = 0; i < STAT_COUNTS; i++) {
    long *sum = stat_count(&stats, i), n = *stat_count(&s, i);
    *sum = stat_counts[i].peak ? (n > *sum ? n : *sum) : *sum + n;
  }
  for (int i = 0; i < TIME_COUNT; i++)
    stats.seconds[i] += s.seconds[i];
  return true;
}

typedef struct Run {
  const Command *command;
  char *err;            /* its stderr's file */
  char *findings;       /* its --format=json output */
  char *stats;          /* its --stats-output, with --stats */
  char *summary;
  char *imported;       /* the contracts of other files its last run was given */
  pid_t pid;
  int status;           /* its exit status, -1 while it runs */
  bool ran;             /* this process ran it: its findings are to report */
  const char *shown;    /* the summary as messages name it (--link's input), or NULL */
} Run;

typedef VEC(Run) Runs;

/* The program's own path, to run again. */
static char *self_path(const char *argv0) {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0) {
    buf[n] = '\0';
    return xstrdup(buf);
  }
  return xstrdup(argv0);
}

static pid_t start_run(Run *r, const StrVec *forward, const char *self, const char *contracts) {
  StrVec argv = {0};
  char *stats_output = r->stats ? format("--stats-output=%s", r->stats) : NULL;
  if (r->stats)
    remove(r->stats); /* a file run again: its last run's counts are added already */
  run_arguments(r->command, forward, self, r->summary, contracts, stats_output, &argv);
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    FILE *err = freopen(r->err, "w", stderr);
    if (!err || !freopen(r->findings, "w", stdout) || chdir(r->command->directory) != 0) {
      fprintf(err ? err : stdout, "annotalysis: error: cannot enter '%s': %s\n", r->command->directory,
              strerror(errno));
      _exit(1);
    }
    execv(self, (char *const *)argv.data);
    fprintf(stderr, "annotalysis: error: cannot run '%s': %s\n", self, strerror(errno));
    _exit(1);
  }
  free((char *)argv.data[1]); /* --cc=, made by run_arguments */
  free(stats_output);
  VEC_FREE(argv);
  return pid;
}

static bool copy_file(const char *path, FILE *to) {
  FILE *f = fopen(path, "r");
  if (!f)
    return false;
  char buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    fwrite(buf, 1, n, to);
  fclose(f);
  return true;
}

/* Runs the runs listed in which (n of them), jobs at once, until all
   have ended; on a terminal, a progress line says which file. */
static void run_batch(Runs *runs, const int *which, int n, const Options *o, const char *self, const char *contracts) {
  bool progress = isatty(2);
  int jobs = o->jobs > 0 ? o->jobs : 1;
  int started = 0, running = 0, ended = 0;
  while (ended < n) {
    while (running < jobs && started < n) {
      Run *r = &runs->data[which[started++]];
      r->status = -1;
      r->ran = true;
      r->pid = start_run(r, &o->forward, self, contracts);
      if (r->pid < 0) {
        fprintf(stderr, "annotalysis: error: cannot start a run: %s\n", strerror(errno));
        r->status = 1;
        ended++;
      } else {
        running++;
      }
    }
    if (progress)
      fprintf(stderr, "\r\033[K[%d/%d] %s%s", ended + 1, n, runs->data[which[started - 1]].command->file,
              contracts ? " (with the other files' contracts)" : "");
    int child_status;
    pid_t pid = wait(&child_status);
    if (pid < 0)
      break;
    for (int i = 0; i < started; i++) {
      Run *r = &runs->data[which[i]];
      if (r->pid == pid && r->status < 0) {
        r->status = WIFEXITED(child_status) ? WEXITSTATUS(child_status) : 128 + WTERMSIG(child_status);
        running--;
        ended++;
        if (r->stats)
          stats_add_saved(r->stats); /* each run's, a file run again included */
      }
    }
  }
  if (progress)
    fputs("\r\033[K", stderr);
}

/* The contracts other files give run r: the export (or memory) lines of
   contracts (all the files') for the functions its summary calls and
   does not define, each line once, in order; "" for none. */
static char *imported_contracts(const Run *r, const StrVec *contracts) {
  StrVec callees = {0};
  order_summary_callees(r->summary, &callees);
  HashMap called = {0};
  for (int k = 0; k < callees.len; k++)
    hashmap_put(&called, callees.data[k], strlen(callees.data[k]), (void *)1);
  StrBuf b = {0};
  for (int i = 0; i < contracts->len; i++) {
    /* export "NAME" ... or memory "NAME" ...: the name, quoted as the
       summary quotes it, up to its closing quote */
    const char *line = contracts->data[i], *name = line + 8, *end = name;
    while (*end && *end != '"')
      end += end[0] == '\\' && end[1] ? 2 : 1;
    if (*end && hashmap_get(&called, name, (size_t)(end - name))) {
      sb_puts(&b, line);
      sb_putc(&b, '\n');
    }
  }
  hashmap_free(&called);
  for (int k = 0; k < callees.len; k++)
    free((char *)callees.data[k]);
  VEC_FREE(callees);
  sb_putc(&b, '\0');
  return b.data;
}

enum { CONTRACT_ROUNDS = 4 }; /* a wrapper of a wrapper of ... in other files */

/* Does one of the memory lines say its function joins threads, or starts
   one that runs a function an argument names (MEMORY_JOINS_THREADS,
   MEMORY_STARTS_ARGUMENT)?  Its callers' code after the call runs alone,
   or the function they hand it runs in a thread. */
static bool joins_or_starts_threads(const char *memory_lines) {
  for (const char *line = memory_lines; *line; line = strchr(line, '\n') + 1) {
    const char *flags = strchr(line + 8, '"'); /* memory "NAME" FLAGS ... */
    if (flags && ((unsigned)atoi(flags + 1) & (MEMORY_JOINS_THREADS | MEMORY_STARTS_ARGUMENT)))
      return true;
  }
  return false;
}

/* Did run r report a finding (its --format=json output lists one)? */
static bool reported(const Run *r) {
  size_t len;
  char *text = read_file(r->findings, &len);
  bool found = text && strstr(text, "\"severity\"");
  free(text);
  return found;
}

/* Gives each run's file the contracts other files' summaries export for
   the functions it calls, running it again with them (--contracts) until
   what each is given no longer changes.  What the functions do to memory
   goes with them; a file whose first run reported a finding, or that
   calls a function that joins or starts threads, runs again once for
   that alone (knowing what a callee writes keeps what the path knows, and
   a finding made of what it forgot may go; code after a join runs alone,
   and a function handed to a wrapper of pthread_create runs in a
   thread).  Runs with no command are read, not run. */
static void settle_contracts(Runs *runs, const Options *o, const char *self, const char *scratch) {
  int *which = xcalloc((size_t)runs->len + 1, sizeof(int));
  char *contracts_path = format("%s/contracts.tsa", scratch);
  for (int round = 0; round < CONTRACT_ROUNDS; round++) {
    SummaryLines contracts = {0}, memory = {0};
    for (int i = 0; i < runs->len; i++) {
      order_summary_exports(runs->data[i].summary, &contracts);
      order_summary_memory(runs->data[i].summary, &memory);
    }
    /* what the functions do to memory goes with the contracts, to the
       files run again for those; alone it runs none again, as the first
       run's is only less precise */
    FILE *f = fopen(contracts_path, "w");
    if (f) {
      fprintf(f, "%s\n", order_summary_magic);
      for (int i = 0; i < contracts.lines.len; i++)
        fprintf(f, "%s\n", contracts.lines.data[i]);
      for (int i = 0; i < memory.lines.len; i++)
        fprintf(f, "%s\n", memory.lines.data[i]);
      fclose(f);
    }

    int n = 0;
    for (int i = 0; i < runs->len; i++) {
      Run *r = &runs->data[i];
      char *imported = imported_contracts(r, &contracts.lines);
      char *callees_memory = round == 0 ? imported_contracts(r, &memory.lines) : NULL;
      bool once = callees_memory && *callees_memory && (reported(r) || joins_or_starts_threads(callees_memory));
      free(callees_memory);
      if (r->command && (r->status == 0 || r->status == EXIT_FINDINGS)) {
        if (strcmp(imported, r->imported) || once)
          which[n++] = i;
        free(r->imported);
        r->imported = imported;
      } else {
        free(imported);
      }
    }
    summary_lines_free(&contracts);
    summary_lines_free(&memory);
    if (!n || !f)
      break;
    run_batch(runs, which, n, o, self, contracts_path);
  }
  remove(contracts_path);
  free(contracts_path);
  free(which);
}

/* Reads the summaries of the runs program lists (all of them when NULL),
   and checks the program they make up; false when one cannot be read. */
static bool check_program(Runs *runs, const Program *program) {
  bool ok = true;
  int n = program ? program->n : runs->len;
  for (int k = 0; k < n; k++) {
    Run *r = &runs->data[program ? program->units[k] : k];
    struct stat st;
    size_t len;
    char *text = stat(r->summary, &st) == 0 ? read_file(r->summary, &len) : NULL;
    if (text && !order_read_text(text, len, r->shown ? r->shown : r->summary, false))
      ok = false;
    free(text);
  }
  order_check();
  return ok;
}

/* Reports the findings of each run that ran (in the order of the runs),
   checks the whole program each main's files make up (order_programs:
   a database may build several), removes the scratch files; the exit
   status. */
static int finish_runs(Runs *runs, const char *scratch) {
  bool failed = false, promoted = false;
  for (int i = 0; i < runs->len; i++) {
    Run *r = &runs->data[i];
    struct stat st;
    if (r->ran) {
      if (stat(r->findings, &st) == 0 && st.st_size > 0 && !output_replay(r->findings))
        failed = true;
      copy_file(r->err, stderr);
      if (r->status != 0 && r->status != EXIT_FINDINGS) {
        fprintf(stderr, "annotalysis: error: '%s' could not be analyzed (exit status %d)\n", r->command->file,
                r->status);
        failed = true;
      }
      promoted |= r->status == EXIT_FINDINGS;
    }
  }
  const char **paths = xcalloc((size_t)runs->len + 1, sizeof(char *));
  for (int i = 0; i < runs->len; i++)
    paths[i] = runs->data[i].summary;
  Program *programs;
  int nprograms = order_programs(paths, runs->len, &programs);
  free(paths);
  if (!nprograms)
    failed |= !check_program(runs, NULL);
  for (int p = 0; p < nprograms; p++) {
    failed |= !check_program(runs, &programs[p]);
    order_reset(); /* the next program starts from nothing */
    free(programs[p].units);
  }
  free(programs);
  race_write_suggestions(stdout);
  for (int i = 0; i < runs->len; i++) {
    Run *r = &runs->data[i];
    remove(r->summary);
    remove(r->err);
    remove(r->findings);
    if (r->stats)
      remove(r->stats);
    free(r->stats);
    free(r->findings);
    free(r->summary);
    free(r->err);
    free(r->imported);
  }
  rmdir(scratch);
  return failed ? 1 : promoted ? EXIT_FINDINGS : 0;
}

/* A scratch directory's name (in a buffer of the caller), made; NULL after
   a message when it cannot be. */
static char *make_scratch(char *name) {
  strcpy(name, "/tmp/annotalysis-project.XXXXXX");
  char *dir = mkdtemp(name);
  if (!dir)
    fprintf(stderr, "annotalysis: error: cannot make a scratch directory: %s\n", strerror(errno));
  return dir;
}

static void name_files(Runs *runs, const char *scratch, bool counted) {
  for (int i = 0; i < runs->len; i++) {
    runs->data[i].err = format("%s/%d.err", scratch, i);
    runs->data[i].summary = format("%s/%d.tsa", scratch, i);
    runs->data[i].findings = format("%s/%d.json", scratch, i);
    runs->data[i].stats = counted ? format("%s/%d.stats", scratch, i) : NULL;
    runs->data[i].imported = xstrdup("");
  }
}

/* Do two commands of one file give it the same options, but for those
   about the output and position-independent code (libtool compiles each
   file twice, once with -fPIC -DPIC)?  Options are the arguments that
   start with '-'. */
static bool same_options(const Command *a, const Command *b) {
  static const char *const ignored[] = {"-c", "-fPIC", "-fpic", "-fPIE", "-fpie", "-DPIC", "-MD", "-MMD", "-MP"};
  const Command *c[2] = {a, b};
  int at[2] = {0, 0};
  for (;;) {
    for (int k = 0; k < 2; k++) /* to the next option of each */
      for (; at[k] < c[k]->args.len; at[k]++) {
        const char *arg = c[k]->args.data[at[k]];
        bool skip = arg[0] != '-' || (arg[1] == 'o' && arg[2]) || !strncmp(arg, "-MF", 3) || !strncmp(arg, "-MT", 3) ||
                    !strncmp(arg, "-MQ", 3);
        for (size_t i = 0; i < sizeof ignored / sizeof *ignored && !skip; i++)
          skip = !strcmp(arg, ignored[i]);
        if (!skip)
          break;
      }
    bool end0 = at[0] == a->args.len, end1 = at[1] == b->args.len;
    if (end0 || end1)
      return end0 && end1;
    if (strcmp(a->args.data[at[0]++], b->args.data[at[1]++]))
      return false;
  }
}

int run_project(const Options *o, const char *argv0) {
  char *database = o->compdb ? xstrdup(o->compdb) : format("%s/compile_commands.json", o->project_dir);
  Commands commands = {0};
  if (!read_database(database, &commands)) {
    free(database);
    return 1;
  }
  /* each C file once */
  Runs runs = {0};
  HashMap seen = {0};
  Arena keys = {0};
  int skipped = 0, again = 0;
  for (int i = 0; i < commands.len; i++) {
    const Command *c = &commands.data[i];
    char *path = command_path(c);
    const Command *first = hashmap_get(&seen, path, strlen(path));
    if (!is_c_command(c)) {
      skipped++;
    } else if (!first) {
      hashmap_put(&seen, arena_strndup(&keys, path, strlen(path)), strlen(path), (void *)c);
      VEC_PUSH(runs, ((Run){.command = c, .status = -1}));
    } else if (!same_options(first, c)) {
      again++;
    }
    free(path);
  }
  if (skipped)
    fprintf(stderr, "annotalysis: note: %d entries of '%s' are not C (assembly, C++): not analyzed\n", skipped,
            database);
  if (again)
    fprintf(stderr,
            "annotalysis: note: %d entries of '%s' compile a file an earlier entry compiles, with other options: "
            "each file is analyzed once, with its first entry's\n",
            again, database);
  char name[64];
  char *scratch = make_scratch(name);
  int status = 1;
  if (scratch) {
    name_files(&runs, scratch, o->stats);
    int *all = xcalloc((size_t)runs.len + 1, sizeof(int));
    for (int i = 0; i < runs.len; i++)
      all[i] = i;
    char *self = self_path(argv0);
    run_batch(&runs, all, runs.len, o, self, NULL);
    settle_contracts(&runs, o, self, scratch);
    status = finish_runs(&runs, scratch);
    free(all);
    free(self);
  }
  for (int i = 0; i < commands.len; i++)
    command_free(&commands.data[i]);
  VEC_FREE(commands);
  VEC_FREE(runs);
  hashmap_free(&seen);
  arena_free(&keys);
  free(database);
  return status;
}

int run_link(const Options *o, const char *argv0) {
  /* each summary, with the command that made it where it says (the
     command is run again with other files' contracts, the summary read) */
  int n = o->inputs.len;
  Command *commands = xcalloc((size_t)n + 1, sizeof(Command));
  Runs runs = {0};
  for (int i = 0; i < n; i++) {
    Command *c = &commands[i];
    bool known = order_summary_command(o->inputs.data[i], &c->directory, &c->file, &c->args);
    VEC_PUSH(runs, ((Run){.command = known ? c : NULL, .status = 0, .shown = o->inputs.data[i]}));
  }
  char name[64];
  char *scratch = make_scratch(name);
  if (!scratch) {
    free(commands);
    VEC_FREE(runs);
    return 1;
  }
  name_files(&runs, scratch, o->stats);
  bool failed = false;
  for (int i = 0; i < runs.len; i++) { /* a copy: the build's own stays as it is */
    FILE *out = fopen(runs.data[i].summary, "w");
    if (out) {
      if (!copy_file(o->inputs.data[i], out)) {
        fprintf(stderr, "annotalysis: error: cannot read summary '%s': %s\n", o->inputs.data[i], strerror(errno));
        failed = true;
      }
      fclose(out);
    }
  }
  char *self = self_path(argv0);
  settle_contracts(&runs, o, self, scratch);
  int status = finish_runs(&runs, scratch);
  for (int i = 0; i < n; i++)
    command_free(&commands[i]);
  free(commands);
  VEC_FREE(runs);
  free(self);
  return failed ? 1 : status;
}

/* ------------------------------------------------------- the build wrapper */

/* Runs argv (argv[0] found in PATH, or the program itself when path is
   not NULL) and waits; its exit status. */
static int run_and_wait(const char *path, char **argv) {
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    if (path)
      execv(path, argv);
    else
      execvp(argv[0], argv);
    fprintf(stderr, "annotalysis-cc: error: cannot run '%s': %s\n", path ? path : argv[0], strerror(errno));
    _exit(127);
  }
  int status;
  if (pid < 0 || waitpid(pid, &status, 0) < 0)
    return 127;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* path with its extension (after the last '.' of its last component)
   replaced by .tsa; in_place false: the base name alone, in the working
   directory, as a compiler names its object. */
static char *with_extension(const char *path, bool in_place) {
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  const char *from = in_place ? path : base;
  const char *dot = strrchr(base, '.');
  size_t n = dot ? (size_t)(dot - from) : strlen(from);
  return format("%.*s.tsa", (int)n, from);
}

int run_compiler_wrapper(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: annotalysis-cc COMPILER [compiler arguments]\n"
                    "Compiles, then writes the summary of each C file it compiles beside its object\n"
                    "(x.o: x.tsa) for 'annotalysis --link'.\n");
    return 2;
  }
  int status = run_and_wait(NULL, argv + 1);
  /* one C file compiled to an object: -c, and its output */
  bool compile = false;
  const char *object = NULL, *source = NULL;
  int sources = 0;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-c"))
      compile = true;
    else if (!strcmp(a, "-o") && i + 1 < argc)
      object = argv[++i];
    else if (a[0] != '-' && ends_with(a, ".c") && ++sources)
      source = a;
  }
  if (status != 0 || !compile || sources != 1)
    return status;
  /* beside x.o, or the source's base name where -o is not given */
  char *summary = with_extension(object ? object : source, object != NULL);
  StrVec args = {0};
  char *self = self_path(argv[0]);
  VEC_PUSH(args, self);
  char *cc = format("--cc=%s", argv[1]);
  VEC_PUSH(args, cc);
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "-o")) {
      i++;
      continue;
    }
    if (strncmp(argv[i], "-Werror", 7)) /* the build's, for the compiler's warnings */
      VEC_PUSH(args, argv[i]);
  }
  VEC_PUSH(args, "-o");
  VEC_PUSH(args, summary);
  VEC_PUSH(args, NULL);
  int analysis = run_and_wait(self, (char **)args.data);
  if (analysis != 0 && analysis != EXIT_FINDINGS)
    fprintf(stderr, "annotalysis-cc: note: '%s' could not be analyzed (exit status %d); the build goes on\n", source,
            analysis);
  VEC_FREE(args);
  free(cc);
  free(self);
  free(summary);
  return analysis == EXIT_FINDINGS ? analysis : status;
}
