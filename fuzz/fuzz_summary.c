/* fuzz_summary.c: libFuzzer entry for what annotalysis reads that is not
   C: a summary (--link, --contracts) and JSON (a compilation database,
   another run's findings).  The input is read as a summary into a fresh
   lock graph, which is then checked and written out; then as JSON.  Bad
   input must give a message, never a crash.  make fuzz-summary runs it;
   seeds: fuzz/seeds/summary. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static FILE *sink;
  if (!sink)
    sink = fopen("/dev/null", "w");
  diag_set_collect(true);
  char *text = xmalloc(size + 1);
  memcpy(text, data, size);
  text[size] = '\0';
  if (order_read_text(text, size, "fuzz.tsa", false)) {
    order_check();
    if (sink)
      order_write(sink);
  }
  order_reset();
  memcpy(text, data, size);
  JsonValue *v = json_read(text, "fuzz.json");
  json_free(v);
  free(text);
  diag_discard();
  return 0;
}
