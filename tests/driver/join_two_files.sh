# A function of another file that joins threads by itself (stop_helper()
# joins the helper thread helper.c started) ends them for its callers: in
# a project run, main's read of the helper's total after stop_helper()
# races with nothing, while its read of the count before the call races
# with the helper's write.  Before, the call was no join, and both reads
# raced.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > helper.h <<'C'
extern long helper_count, helper_total;
void start_helper(void);
void stop_helper(void);
C
cat > helper.c <<'C'
#include <pthread.h>
#include "helper.h"
struct helper {
  pthread_t thread;
  int stop;
};
static struct helper *helper_data;
static struct helper the_helper;
long helper_count, helper_total;
static void *helper_main(void *arg) {
  helper_count++;
  helper_total++;
  return arg;
}
void start_helper(void) {
  struct helper *h = &the_helper;
  pthread_create(&h->thread, 0, helper_main, h);
  helper_data = h;
}
void stop_helper(void) {
  if (!helper_data)
    return;
  pthread_join(helper_data->thread, 0);
}
C
cat > main.c <<'C'
#include <pthread.h>
#include "helper.h"
static void *work(void *arg) { return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  start_helper();
  long early = helper_count;
  stop_helper();
  long late = helper_total;
  pthread_join(t, 0);
  return (int)(early + late);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "main.c", "arguments": ["cc", "-c", "main.c"]},
 {"directory": "$work", "file": "helper.c", "arguments": ["cc", "-c", "helper.c"]}]
JSON
run -p . -j1
grep -q "^main.c:8:16: warning: data race: reading 'helper_count'" "$work/err" ||
    fail "-p: the read before the join: $(head -c 400 "$work/err")"
! grep -q "^main.c:10:" "$work/err" || fail "-p: the read after the join: $(head -c 400 "$work/err")"
# the summary's memory line says stop_helper joins threads (16), besides
# reading globals (4) and other than members by name (8), and writing
# the globals (2, what a function outside the program does)
"$ANNOTALYSIS" -c helper.c -o helper.tsa 2> "$work/err" || fail "helper.tsa: $(cat "$work/err")"
grep -q '^memory "stop_helper" 30 ' helper.tsa || fail "memory line: $(grep 'memory "stop_helper"' helper.tsa)"
