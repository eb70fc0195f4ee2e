/*
 * main.c: the pipeline.
 *
 *   driver      command line, host compiler probe        (driver.c)
 *   preprocess  tokens with locations and expansions     (tokenize.c, preprocess.c)
 *   -E          print the token stream as gcc -E does    (print.c)
 *   parse       typed AST with scopes                    (parse.c, type.c; ast.c dumps it)
 *   annotate    contracts from thread-safety attributes  (annotate.c)
 *   cfg         a control-flow graph per function, built once (cfg.c)
 *   infer       contracts of functions without annotations (infer.c)
 *   analysis    the locks held at each point, checked    (state.c, analysis.c)
 *   diagnostics rendered or verified                     (diag.c)
 *
 * A run without -E takes each file through every stage and reports what
 * the stages found.  It runs on a thread of its own, whose stack is large
 * enough for the analysis's recursion over the deepest expressions.
 */
#define _POSIX_C_SOURCE 200809L
#include "annotalysis.h"

#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <sys/resource.h>

Stats stats;

/* Adds the time since *start to stage's, and restarts *start. */
static void lap(double *start, StageTime stage) {
  double t = seconds_now();
  stats.seconds[stage] += t - *start;
  *start = t;
}

/* Is the one file given the whole program: given alone, with no
   summary to write for other files? */
static bool unit_alone(const Options *options) {
  return options->inputs.len == 1 && !options->summary_output && !options->project_dir && !options->compdb &&
         !options->link;
}

/* Does the race check, which needs a program (a main), have anything to
   check?  Not when the one file given alone defines no main: then no
   access is recorded. */
static bool races_possible(const Options *options, const CfgSet *cfgs) {
  if (!unit_alone(options))
    return true;
  for (int i = 0; i < cfgs->cfgs.len; i++)
    if (!strcmp(cfgs->cfgs.data[i]->function->name->name, "main"))
      return true;
  return false;
}

/* The stages after parsing: annotate, build each function's CFG once,
   infer the contracts of functions without annotations, then analyze
   each function, as far as --stop-after goes. */
static void analyze_unit(const Options *options, TranslationUnit *tu, FILE *out, double *clock) {
  bool annotations = options->stop_after != STAGE_PARSE;
  if (annotations) {
    annotate(tu);
    lap(clock, TIME_ANNOTATE);
  }
  CfgSet cfgs = {0};
  if (annotations)
    import_contracts(tu); /* another file's, from --contracts */
  if (options->dump_ast) /* before the graphs, which free the bodies' statements */
    ast_dump(out, tu);
  if (annotations && options->stop_after != STAGE_ANNOTATE) {
    CfgOptions cfg_options = {.noreturn = &options->noreturn, .check = options->check_cfg};
    cfg_build_all(&cfgs, tu, &cfg_options);
    stats.functions += cfgs.cfgs.len;
    lap(clock, TIME_CFG);
  }
  bool analyze = options->stop_after == STAGE_ALL;
  Arena scratch = {0}; /* the analysis state of one function at a time */
  if (analyze) {
    mark_recursive_mutexes(tu, &cfgs);
    mark_counting_semaphores(&cfgs);
  }
  if (analyze && !options->no_infer) {
    infer_contracts(tu, &cfgs, &scratch);
    lap(clock, TIME_INFER);
  }
  if (options->dump_contracts)
    contracts_dump(out, tu, options->dump_contract_terms);
  if (analyze) {
    mark_thread_starts(&cfgs);
    order_declarations(tu);
    if (options->summary_output)
      export_contracts(tu, &cfgs); /* for other files, through the summary */
  }
  bool races = races_possible(options, &cfgs), alone = unit_alone(options);
  for (int i = 0; i < cfgs.cfgs.len; i++) {
    if (options->dump_cfg || options->dump_cfg_dot)
      cfg_dump(out, cfgs.cfgs.data[i], options->dump_cfg_dot);
    if (analyze) {
      lock_analyze(tu, cfgs.cfgs.data[i], &scratch, races, alone);
      arena_reset(&scratch);
      cfg_set_done(&cfgs, i);
    }
  }
  arena_free(&scratch);
  thread_classes_forget();
  oom_context_function(NULL);
  if (analyze)
    lap(clock, TIME_ANALYZE);
  cfg_set_free(&cfgs);
}

static int run_file(const Options *options, const char *path, FILE *out) {
  Preprocessor *pp = pp_new(options);
  if (!pp_begin(pp, path)) {
    pp_free(pp);
    return 1;
  }
  if (options->dump_tokens) {
    print_tokens(pp, out);
  } else if (options->preprocess_only) {
    print_preprocessed(pp, out, !options->no_line_markers);
  } else {
    double clock = seconds_now();
    TranslationUnit *tu = parse(pp, options);
    lap(&clock, TIME_PARSE);
    analyze_unit(options, tu, out, &clock);
    tu_free(tu);
  }
  pp_free(pp);
  tokenize_forget_tokens();
  return 0;
}

/* An assembly source, which builds list with their C files: 'S' for one
   that goes through the preprocessor (`.S`), 's' for one that does not
   (`.s`), 0 for anything else. */
static char assembly_source(const char *path) {
  size_t n = strlen(path);
  return n > 2 && path[n - 2] == '.' && (path[n - 1] == 's' || path[n - 1] == 'S') ? path[n - 1] : 0;
}

/* Assembly is not analyzed, but -E does what gcc does: a `.S` file is
   preprocessed with __ASSEMBLER__ defined, a `.s` file gives nothing. */
static int run_assembly(const Options *options, const char *path, char kind, FILE *out) {
  if (!options->preprocess_only) {
    fprintf(stderr, "%s: note: an assembly source, not C: not analyzed\n", path);
    return 0;
  }
  if (kind == 's')
    return 0;
  Options assembler = *options;
  assembler.defines.data = NULL;
  assembler.defines.len = assembler.defines.cap = 0;
  VEC_PUSH(assembler.defines, ((Define){false, "__ASSEMBLER__=1"}));
  for (int i = 0; i < options->defines.len; i++)
    VEC_PUSH(assembler.defines, options->defines.data[i]);
  int status = run_file(&assembler, path, out);
  VEC_FREE(assembler.defines);
  return status;
}

/* -o FILE.tsa: the lock graph's summary of the files, written whole or
   not at all. */
static int write_summary(const char *path) {
  char *tmp = format("%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  bool ok = f && order_write(f);
  if (f && fclose(f) != 0)
    ok = false;
  if (ok && rename(tmp, path) != 0)
    ok = false;
  if (!ok) {
    fprintf(stderr, "annotalysis: error: cannot write the summary '%s': %s\n", path, strerror(errno));
    remove(tmp);
  }
  free(tmp);
  return ok ? 0 : 1;
}

/* --format=json or sarif: the records on standard output; --write-baseline. */
static int finish_output(const Options *options) {
  int status = 0;
  if (options->format != FORMAT_TEXT && !output_write(stdout, options->format)) {
    fprintf(stderr, "annotalysis: error: writing the %s output failed\n",
            options->format == FORMAT_JSON ? "JSON" : "SARIF");
    status = 1;
  }
  if (options->write_baseline && !output_write_baseline(options->write_baseline))
    status = 1;
  return status;
}

static bool all_summaries(const Options *options) {
  for (int i = 0; i < options->inputs.len; i++)
    if (!order_is_summary(options->inputs.data[i]))
      return false;
  return true;
}

/* What makes this summary, as a compile command (the compiler first):
   the arguments but those about the output, for --link to run it again. */
static void record_command(const Options *options, int argc, char **argv) {
  StrVec args = {0};
  VEC_PUSH(args, options->cc);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if ((!strcmp(a, "-o") || !strcmp(a, "--contracts") || !strcmp(a, "--baseline") ||
         !strcmp(a, "--write-baseline")) && i + 1 < argc) {
      i++;
      continue;
    }
    if (!strncmp(a, "--format=", 9) || !strncmp(a, "--cc=", 5) || !strncmp(a, "-o", 2))
      continue;
    VEC_PUSH(args, a);
  }
  char *cwd = working_directory();
  order_set_command(cwd, options->inputs.data[0], args.data, args.len);
  free(cwd);
  VEC_FREE(args);
}

/* The exit status: 1 for input that could not be analyzed (it wins: the
   findings are then incomplete), 4 where the analysis found what -Werror
   makes errors, else status. */
static int final_status(const Options *options, int status) {
  if (options->verify)
    return status;
  if (status & 1 || diag_error_count() > diag_promoted_count())
    return 1;
  return !status && diag_promoted_count() > 0 ? EXIT_FINDINGS : status;
}

static int run(int argc, char **argv) {
  const char *name = strrchr(argv[0], '/');
  if (!strcmp(name ? name + 1 : argv[0], "annotalysis-cc"))
    return run_compiler_wrapper(argc, argv);
  Options options = {0};
  if (argc > 1 && !strcmp(argv[1], "suggest")) { /* annotalysis suggest ARGS: the annotations, as a patch */
    race_suggest(true);
    argv[1] = argv[0];
    argv++;
    argc--;
  }
  driver_parse_args(&options, argc, argv);
  driver_probe_host(&options);

  diag_set_format(options.format);
  if (options.baseline && !diag_read_baseline(options.baseline)) {
    fprintf(stderr, "annotalysis: error: cannot read the baseline '%s': %s\n", options.baseline, strerror(errno));
    return 2;
  }
  for (int i = 0; i < options.contracts.len; i++)
    if (!order_read(options.contracts.data[i], true))
      return 1;
  FILE *out = stdout;
  if (options.output) {
    out = fopen(options.output, "w");
    if (!out) {
      fprintf(stderr, "annotalysis: error: cannot write '%s': %s\n", options.output, strerror(errno));
      return 1;
    }
  }
  int status = 0;
  /* on standard error where standard output carries the records of
     --format=json or sarif, as each file's run of a project does */
  if (options.dump_findings)
    diag_set_dump_findings(options.format == FORMAT_TEXT ? out : stderr);
  /* a build's files, by its database or by their summaries: runs of
     annotalysis itself, then the whole program */
  if (options.project_dir || options.compdb || options.link || all_summaries(&options)) {
    status = options.project_dir || options.compdb ? run_project(&options, argv[0]) : run_link(&options, argv[0]);
    status |= finish_output(&options);
    if (options.stats)
      stats_print(stderr);
    return final_status(&options, status);
  }
  if (options.summary_output)
    record_command(&options, argc, argv);
  bool whole_program = options.stop_after == STAGE_ALL && !options.preprocess_only && !options.dump_tokens;
  for (int i = 0; i < options.inputs.len; i++) {
    const char *path = options.inputs.data[i];
    bool last = i == options.inputs.len - 1;
    char assembly = assembly_source(path);
    if (order_is_summary(path)) {
      if (!order_read(path, false))
        status |= 1;
    } else if (assembly) {
      status |= run_assembly(&options, path, assembly, out);
      continue;
    } else {
      diag_set_collect(options.verify);
      status |= run_file(&options, path, out);
    }
    if (last && whole_program && !options.summary_output) {
      order_check(); /* the whole program's checks, after its last file */
      race_write_suggestions(stdout);
    }
    if (options.verify && !order_is_summary(path))
      status |= diag_verify(path);
  }
  if (options.summary_output && whole_program)
    status |= write_summary(options.summary_output);
  status |= finish_output(&options);
  if (fclose(out) != 0) {
    fprintf(stderr, "annotalysis: error: writing the output failed\n");
    status = 1;
  }
  if (options.stats_output)
    stats_save(options.stats_output);
  if (options.stats)
    stats_print(stderr);
  return final_status(&options, status);
}

/* The evaluation of a lock expression recurses once per member (a chain
   100,000 members deep, `p->next->...->mu`, needs about 100 MB of stack,
   the main thread's 8 MB by default).  The run's thread reserves 1 GiB,
   used only as deep as it goes.  Under a limit on address space, whether
   such a reservation fits depends on where the mappings fell, so the run
   stays on the main thread, whose stack may then grow to a quarter of the
   limit, at most STACK_GAP: Linux leaves at least 128 MiB below the main
   stack free for it.  Where no thread can be made, the same. */
enum { STACK_MOST = 1 << 30, STACK_GAP = 120 << 20 };

typedef struct Run {
  int argc;
  char **argv;
  int status;
} Run;

static void *run_thread(void *arg) {
  Run *r = arg;
  r->status = run(r->argc, r->argv);
  return NULL;
}

/* The main thread's stack may grow to bytes, if the hard limit allows. */
static void grow_main_stack(rlim_t bytes) {
  struct rlimit stack;
  if (getrlimit(RLIMIT_STACK, &stack) != 0 || (stack.rlim_cur != RLIM_INFINITY && stack.rlim_cur >= bytes))
    return;
  stack.rlim_cur = stack.rlim_max == RLIM_INFINITY || stack.rlim_max >= bytes ? bytes : stack.rlim_max;
  setrlimit(RLIMIT_STACK, &stack);
}

int main(int argc, char **argv) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
    grow_main_stack(limit.rlim_cur / 4 < STACK_GAP ? limit.rlim_cur / 4 : STACK_GAP);
    return run(argc, argv);
  }
  Run r = {argc, argv, 0};
  pthread_attr_t attr;
  pthread_t thread;
  bool started = false;
  if (pthread_attr_init(&attr) == 0) {
    started = pthread_attr_setstacksize(&attr, STACK_MOST) == 0 && pthread_create(&thread, &attr, run_thread, &r) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!started) {
    grow_main_stack(STACK_GAP);
    return run(argc, argv);
  }
  pthread_join(thread, NULL);
  return r.status;
}
