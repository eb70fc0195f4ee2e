/* fuzz_pp.c: libFuzzer entry for the tokenizer and preprocessor (see
   fuzz.h).  make fuzz-pp runs it; seeds: fuzz/seeds/pp and tests/pp. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Preprocessor *pp = fuzz_begin(data, size);
  while (pp_next(pp)->kind != TK_EOF)
    ;
  fuzz_end(pp);
  return 0;
}
