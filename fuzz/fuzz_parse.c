/* fuzz_parse.c: libFuzzer entry for the parser, with the preprocessor and
   tokenizer under it (see fuzz.h).  The translation unit is freed before
   the preprocessor that holds its tokens.  make fuzz-parse runs it; seeds:
   fuzz/seeds/parse, tests/ast, tests/parse and tests/pp. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Preprocessor *pp = fuzz_begin(data, size);
  tu_free(parse(pp, fuzz_options()));
  fuzz_end(pp);
  return 0;
}
