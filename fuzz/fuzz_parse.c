/*
 * fuzz_parse.c: libFuzzer entry for the parser (and the preprocessor and
 * tokenizer under it).
 *
 * Each input is a main file, preprocessed and parsed to the end with the
 * same fixed options as fuzz_pp.c (no host compiler is asked, so runs are
 * fast and repeatable).  Includes of <...> headers find nothing; "..."
 * finds files relative to the working directory, which the fuzzer never
 * writes.  Diagnostics are collected, not printed; the translation unit
 * is freed with tu_free before the preprocessor that holds its tokens.  Build and run:
 * make fuzz-parse (see the README).
 */
#include "annotalysis.h"

#include <string.h>

static const char predefines[] =
    "#define __STDC__ 1\n#define __STDC_VERSION__ 201710L\n#define __GNUC__ 12\n"
    "#define __x86_64__ 1\n#define __CHAR_BIT__ 8\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static Options options;
  options.cc = "cc";
  options.std = STD_C17;
  options.gnu = true;
  options.predefines = predefines;
  options.nostdinc = true;
  options.max_expanded_tokens = 1 << 20; /* 4 KB of macros can ask for 2^100 */
  diag_set_collect(true);
  char *buf = xmalloc(size + 1);
  memcpy(buf, data, size);
  buf[size] = '\0';
  Preprocessor *pp = pp_new(&options);
  pp_begin_buffer(pp, "fuzz.c", buf, size);
  tu_free(parse(pp, &options));
  pp_free(pp);
  diag_discard();
  tokenize_reset(); /* forget every input's files and identifiers */
  return 0;
}
