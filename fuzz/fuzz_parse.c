/* fuzz_parse.c: libFuzzer entry for the parser, the annotations stage, the
   CFG of every function (checked: a broken invariant aborts), the
   inference of contracts, the lock analysis and the whole program's lock
   graph, whose summary is written and read back (a summary that does not
   read back aborts), with the preprocessor and tokenizer under them (see
   fuzz.h).  The translation
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

/* text without its export and memory lines, which a summary read back
   gives other files (imports), not its own. */
static void drop_exports(char *text, size_t *len) {
  char *to = text;
  for (char *line = text; line < text + *len;) {
    char *end = memchr(line, '\n', (size_t)(text + *len - line));
    size_t n = end ? (size_t)(end - line) + 1 : (size_t)(text + *len - line);
    if (strncmp(line, "export ", 7) && strncmp(line, "memory ", 7)) {
      memmove(to, line, n);
      to += n;
    }
    line += n;
  }
  *len = (size_t)(to - text);
}

/* The lock graph's summary, written, read into a fresh graph and written
   again, must be the same text (but the contracts and the memory uses it
   exports, which a reader takes for another file's, to import). */
static void check_summary(void) {
  char *text = NULL, *again = NULL;
  size_t len = 0, again_len = 0;
  FILE *out = open_memstream(&text, &len);
  if (!out)
    return;
  order_write(out);
  fclose(out);
  char *copy = malloc(len + 1);
  if (!copy)
    abort();
  memcpy(copy, text, len + 1);
  order_reset();
  if (!order_read_text(copy, len, "summary", false))
    abort();
  out = open_memstream(&again, &again_len);
  if (out) {
    order_write(out);
    fclose(out);
    drop_exports(text, &len);
    drop_exports(again, &again_len);
    if (again_len != len || memcmp(text, again, len)) {
      fprintf(stderr, "--- written\n%s--- read back\n%s", text, again);
      abort();
    }
  }
  free(copy);
  free(text);
  free(again);
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
  mark_thread_starts(&cfgs);
  order_declarations(tu);
  export_contracts(tu, &cfgs);
  if (sink)
    contracts_dump(sink, tu, false);
  check_terms(tu);
  for (int i = 0; i < cfgs.cfgs.len; i++) {
    if (sink)
      cfg_dump(sink, cfgs.cfgs.data[i], false);
    lock_analyze(tu, cfgs.cfgs.data[i], &scratch, true, false);
    arena_reset(&scratch);
  }
  arena_free(&scratch);
  check_summary();
  order_check();
  order_reset();
  cfg_set_free(&cfgs);
  tu_free(tu);
  fuzz_end(pp);
  return 0;
}
