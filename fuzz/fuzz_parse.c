/* fuzz_parse.c: libFuzzer entry for the parser and the annotations stage,
   with the preprocessor and tokenizer under them (see fuzz.h).  The
   translation unit is freed before the preprocessor that holds its tokens.
   make fuzz-parse runs it; seeds: fuzz/seeds/parse, tests/ast, tests/parse,
   tests/pp, tests/annotate and tests/contracts. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *sink;
  if (!sink)
    sink = fopen("/dev/null", "w");
  Preprocessor *pp = fuzz_begin(data, size);
  TranslationUnit *tu = parse(pp, fuzz_options());
  annotate(tu);
  if (sink)
    contracts_dump(sink, tu);
  tu_free(tu);
  fuzz_end(pp);
  return 0;
}
