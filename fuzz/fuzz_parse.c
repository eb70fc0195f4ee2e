/* fuzz_parse.c: libFuzzer entry for the parser, the annotations stage, the
   CFG of every function (checked: a broken invariant aborts), the
   inference of contracts and the lock analysis, with the
   preprocessor and tokenizer under them (see fuzz.h).  The translation
   unit is freed before the preprocessor that holds its tokens.  make
   fuzz-parse runs it; seeds: fuzz/seeds/parse and the test directories.
   Every contract's locks are also written as terms and read back
   (--dump-contracts=terms): one that does not read back aborts. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

static void check_terms(TranslationUnit *tu) {
  char *text = NULL;
  size_t len = 0;
  FILE *dump = open_memstream(&text, &len);
  if (!dump)
    return;
  contracts_dump(dump, tu, true);
  fclose(dump);
  if (text && strstr(text, "<reads back")) {
    fputs(text, stderr);
    abort();
  }
  free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *sink;
  if (!sink)
    sink = fopen("/dev/null", "w");
  Preprocessor *pp = fuzz_begin(data, size);
  TranslationUnit *tu = parse(pp, fuzz_options());
  annotate(tu);
  CfgOptions cfg_options = {.check = true};
  CfgSet cfgs = {0};
  cfg_build_all(&cfgs, tu, &cfg_options);
  Arena scratch = {0};
  infer_contracts(tu, &cfgs, &scratch);
  if (sink)
    contracts_dump(sink, tu, false);
  check_terms(tu);
  for (int i = 0; i < cfgs.cfgs.len; i++) {
    if (sink)
      cfg_dump(sink, cfgs.cfgs.data[i], false);
    lock_analyze(tu, cfgs.cfgs.data[i], &scratch);
    arena_reset(&scratch);
  }
  arena_free(&scratch);
  cfg_set_free(&cfgs);
  tu_free(tu);
  fuzz_end(pp);
  return 0;
}
