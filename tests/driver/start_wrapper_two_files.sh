# A wrapper of pthread_create in another file (pigz's launch(), most
# projects' thread helpers): launch.c starts a thread that runs the
# function its first argument names, and main.c starts worker through it
# twice.  In a project run, main.c learns from launch.c's summary that
# launch starts its argument, so worker runs in two threads at once and
# its unlocked increment races with itself; locked, nothing is reported.
# Before, the project run said nothing: the threads were not seen.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > launch.c <<'C'
#include <pthread.h>
pthread_t launch(void *(*fn)(void *), void *arg) {
  pthread_t id;
  pthread_create(&id, 0, fn, arg);
  return id;
}
C
write_main() {
    cat > main.c <<C
#include <pthread.h>
pthread_t launch(void *(*fn)(void *), void *arg);
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static long counter;
static void *worker(void *arg) {
  $1
  return arg;
}
int main(void) {
  pthread_t a = launch(worker, 0), b = launch(worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)counter;
}
C
}
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "main.c", "arguments": ["cc", "-c", "main.c"]},
 {"directory": "$work", "file": "launch.c", "arguments": ["cc", "-c", "launch.c"]}]
JSON
write_main 'counter++;'
run -p . -j1
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "not one warning: $(cat "$work/err")"
grep -q "^main.c:6:3: warning: data race: 'counter' is written by two threads with no lock held" "$work/err" ||
    fail "-p: no race in worker: $(head -c 400 "$work/err")"
# the summary's memory line: starts the function an argument names (32),
# its first argument (1, the last field)
"$ANNOTALYSIS" -c launch.c -o launch.tsa 2> "$work/err" || fail "launch.tsa: $(cat "$work/err")"
grep -Eq '^memory "launch" [0-9]+ .* 1 0 0$' launch.tsa && [ $(( $(sed -n 's/^memory "launch" \([0-9]*\) .*/\1/p' launch.tsa) & 32 )) -ne 0 ] ||
    fail "memory line: $(grep 'memory "launch"' launch.tsa)"
write_main 'pthread_mutex_lock(&mu); counter++; pthread_mutex_unlock(&mu);'
run -p . -j1
[ $status -eq 0 ] && ! grep -q 'warning:' "$work/err" || fail "locked: status $status: $(head -c 400 "$work/err")"
