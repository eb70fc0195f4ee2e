/*
 * fuzz.h: what the libFuzzer targets share.  Each input is a main file,
 * preprocessed (and, for fuzz_parse, parsed) to the end with fixed options:
 * no host compiler is asked, so runs are fast and repeatable.  Includes of
 * <...> headers find nothing; "..." finds files relative to the working
 * directory, which the fuzzer never writes.  Diagnostics are collected, not
 * printed, and everything is freed after each input.
 */
#ifndef ANNOTALYSIS_FUZZ_H
#define ANNOTALYSIS_FUZZ_H

#include "annotalysis.h"

#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

Stats stats; /* main.c's, which the targets do not link */

static const Options *fuzz_options(void) {
  static Options options;
  options.cc = "cc";
  options.std = STD_C17;
  options.gnu = true;
  options.predefines = "#define __STDC__ 1\n#define __STDC_VERSION__ 201710L\n#define __GNUC__ 12\n"
                       "#define __x86_64__ 1\n#define __CHAR_BIT__ 8\n";
  options.nostdinc = true;
  options.max_expanded_tokens = 1 << 20; /* 4 KB of macros can ask for 2^100 */
  return &options;
}

static Preprocessor *fuzz_begin(const uint8_t *data, size_t size) {
  diag_set_collect(true);
  char *buf = xmalloc(size + 1);
  memcpy(buf, data, size);
  buf[size] = '\0';
  Preprocessor *pp = pp_new(fuzz_options());
  pp_begin_buffer(pp, "fuzz.c", buf, size);
  return pp;
}

static void fuzz_end(Preprocessor *pp) {
  pp_free(pp);
  diag_discard();
  tokenize_reset(); /* forget every input's files and identifiers */
}

#endif
