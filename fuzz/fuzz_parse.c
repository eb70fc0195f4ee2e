/* fuzz_parse.c: libFuzzer entry for the parser, the annotations stage, the
   CFG of every function (checked: a broken invariant aborts), the
   inference of contracts and the lock analysis, with the
   preprocessor and tokenizer under them (see fuzz.h).  The translation
   unit is freed before the preprocessor that holds its tokens.  make
   fuzz-parse runs it; seeds: fuzz/seeds/parse and the test directories. */
#include "fuzz.h"

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
    contracts_dump(sink, tu);
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
