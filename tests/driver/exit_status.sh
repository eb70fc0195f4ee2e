# Exit status: 0 when clean (warnings allowed), 1 when the input has errors,
# 4 when -Werror makes a finding an error; 2 for bad usage.
. "$(dirname "$0")/lib.bash"
printf 'int x;\n' > "$work/clean.c"
printf '#warning careful\nint x;\n' > "$work/warning.c"
printf '#if 1 +\n#endif\n' > "$work/error.c"
run -E "$work/clean.c"
expect_status 0
expect_empty "$work/err" "stderr for a clean file"
run -E "$work/warning.c"
expect_status 0
expect_match "$work/err" "^$work/warning.c:1:[0-9]+: warning: #warning careful" "warning"
run -E "$work/error.c"
expect_status 1
expect_match "$work/err" "^$work/error.c:1:[0-9]+: error: " "error"

# A finding of the analysis made an error by a build's -Werror exits with 4,
# apart from 1 (the input could not be analyzed): a script can tell them.
cat > "$work/leak.c" <<'C'
#include <pthread.h>
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int f(int err) {
  pthread_mutex_lock(&mu);
  if (err)
    return -1;
  pthread_mutex_unlock(&mu);
  return 0;
}
C
run -Wall -Werror -c -o "$work/leak.o" "$work/leak.c"
expect_status 4
expect_match "$work/err" "error: mutex 'mu' is still held at the end of function \[-Werror,-Wthread-safety-analysis\]" "the finding as an error"
run "$work/leak.c"
expect_status 0

# gcc's --std= spelling is -std='s
run --std=c99 -E "$work/clean.c"
expect_status 0
run --std=c42 -E "$work/clean.c"
expect_status 2
expect_match "$work/err" "unknown language standard in '--std=c42'" "a bad --std="
