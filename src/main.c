/*
 * main.c: the pipeline.
 *
 *   driver      command line, host compiler probe        (driver.c)
 *   preprocess  tokens with locations and expansions     (tokenize.c, preprocess.c)
 *   -E          print the token stream as gcc -E does    (print.c)
 *   parse       typed AST with scopes                    (parse.c, type.c; ast.c dumps it)
 *   annotate    contracts from thread-safety attributes  (annotate.c)
 *   cfg         a control-flow graph per function        (cfg.c)
 *   infer       contracts of functions without annotations (analysis.c)
 *   analysis    the locks held at each point, checked    (analysis.c)
 *   diagnostics rendered or verified                     (diag.c)
 *
 * A run without -E takes each file through every stage and reports what
 * the stages found.
 */
#include "annotalysis.h"

#include <errno.h>
#include <string.h>

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
    TranslationUnit *tu = parse(pp, options);
    bool annotations = options->stop_after != STAGE_PARSE;
    bool cfgs = annotations && options->stop_after != STAGE_ANNOTATE;
    CfgOptions cfg_options = {.noreturn = &options->noreturn, .check = options->check_cfg,
                              .dump = options->dump_cfg ? out : NULL, .dot = options->dump_cfg_dot,
                              .analyze = options->stop_after == STAGE_ALL};
    if (annotations)
      annotate(tu);
    if (cfg_options.analyze && !options->no_infer)
      infer_contracts(tu, &cfg_options);
    if (options->dump_ast)
      ast_dump(out, tu);
    if (options->dump_contracts)
      contracts_dump(out, tu);
    if (cfgs)
      cfg_all(tu, &cfg_options);
    tu_free(tu);
  }
  pp_free(pp);
  return 0;
}

int main(int argc, char **argv) {
  Options options = {0};
  driver_parse_args(&options, argc, argv);
  driver_probe_host(&options);

  FILE *out = stdout;
  if (options.output) {
    out = fopen(options.output, "w");
    if (!out) {
      fprintf(stderr, "annotalysis: error: cannot write '%s': %s\n", options.output, strerror(errno));
      return 1;
    }
  }
  int status = 0;
  for (int i = 0; i < options.inputs.len; i++) {
    const char *path = options.inputs.data[i];
    diag_set_collect(options.verify);
    status |= run_file(&options, path, out);
    if (options.verify)
      status |= diag_verify(path);
  }
  if (fclose(out) != 0) {
    fprintf(stderr, "annotalysis: error: writing the output failed\n");
    status = 1;
  }
  if (!options.verify && diag_error_count() > 0)
    status = 1;
  return status;
}
