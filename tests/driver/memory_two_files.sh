# What a function of another file does to memory crosses files with its
# contract: finish() takes `overlap` only when offload(td) says so, calls
# set_state(td, ..) of state.c, and releases it under the same test.
# set_state writes td->runstate alone, which offload does not read, so the
# two tests are one decision and finish() is right.  Without state.c's
# summary, set_state is handed td and may write anything of it: the tests
# are two, and the paths where they differ take the lock and keep it, or
# release it unheld.  clear_mode() of state.c writes td->mode, which
# offload reads: finish_clearing() is wrong on those paths in a project
# run too.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > td.h <<'C'
#include <pthread.h>
struct td {
  int serialize, mode, runstate;
};
void set_state(struct td *td, int state);
void clear_mode(struct td *td);
static inline int offload(struct td *td) { return td->serialize && td->mode == 2; }
C
cat > state.c <<'C'
#include "td.h"
void set_state(struct td *td, int state) {
  if (td->runstate != state)
    td->runstate = state;
}
void clear_mode(struct td *td) { td->mode = 0; }
C
cat > finish.c <<'C'
#include "td.h"
pthread_mutex_t overlap = PTHREAD_MUTEX_INITIALIZER;
void finish(struct td *td) {
  if (offload(td))
    pthread_mutex_lock(&overlap);
  set_state(td, 3);
  if (offload(td))
    pthread_mutex_unlock(&overlap);
}
void finish_clearing(struct td *td) {
  if (offload(td))
    pthread_mutex_lock(&overlap);
  clear_mode(td);
  if (offload(td))
    pthread_mutex_unlock(&overlap);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "finish.c", "arguments": ["cc", "-c", "finish.c"]},
 {"directory": "$work", "file": "state.c", "arguments": ["cc", "-c", "state.c"]}]
JSON
only_finish_clearing() {
    grep -q "^finish.c:15:5: warning: releasing mutex 'overlap' that was not held" "$work/err" ||
        fail "$1: finish_clearing's release: $(head -c 400 "$work/err")"
    ! grep -q "^finish.c:[0-9]:" "$work/err" || fail "$1: a warning in finish(): $(head -c 400 "$work/err")"
}
run -p . -j1
only_finish_clearing "-p"
# the summary's memory line: set_state's flags (0: no global, nothing
# but members by name), the members it writes, those it reads, and no
# parameter a thread runs (0)
"$ANNOTALYSIS" -c state.c -o state.tsa 2> "$work/err" || fail "state.tsa: $(cat "$work/err")"
grep -qx 'memory "set_state" 0 1 "struct td.runstate" 1 "struct td.runstate" 0 0 0' state.tsa ||
    fail "memory line: $(grep 'memory "set_state"' state.tsa)"
run --contracts state.tsa finish.c
only_finish_clearing "--contracts"
# alone, finish.c cannot tell what set_state writes
run finish.c
grep -q "^finish.c:8:5: warning: releasing mutex 'overlap' that was not held" "$work/err" ||
    fail "finish.c alone: $(head -c 400 "$work/err")"
