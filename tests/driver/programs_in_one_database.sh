# One database that builds two programs, as a daemon and its tool share a
# library: a.c and b.c each define main and link lib.c, and a header gives
# every file an extern inline function (as glibc's atoi), which is no
# definition that tells the programs apart.  Each program is checked
# alone: the two mains never run at once, so lib.c's counter, which each
# main bumps while its own thread runs elsewhere, races in neither; once
# a's thread bumps it too, a races, reported once; the lock-order cycle
# of lib.c, which both programs take, is reported once.
. "$(dirname "$0")/lib.bash"
cat > "$work/util.h" <<'C'
extern __inline __attribute__((__gnu_inline__)) int twice(int x) { return 2 * x; }
C
cat > "$work/lib.c" <<'C'
#include <pthread.h>
#include "util.h"
pthread_mutex_t first = PTHREAD_MUTEX_INITIALIZER, second = PTHREAD_MUTEX_INITIALIZER;
static int items;
void count_item(void) { items += twice(1); }
void first_then_second(void) {
  pthread_mutex_lock(&first);
  pthread_mutex_lock(&second);
  pthread_mutex_unlock(&second);
  pthread_mutex_unlock(&first);
}
void second_then_first(void) {
  pthread_mutex_lock(&second);
  pthread_mutex_lock(&first);
  pthread_mutex_unlock(&first);
  pthread_mutex_unlock(&second);
}
C
write_main() { # FILE, what its thread does
    cat > "$work/$1" <<C
#include <pthread.h>
#include "util.h"
void count_item(void);
void first_then_second(void);
void second_then_first(void);
static void *ticker(void *p) { $2 return p; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, ticker, 0);
  count_item();
  first_then_second();
  second_then_first();
  pthread_join(t, 0);
  return twice(0);
}
C
}
cat > "$work/compile_commands.json" <<J
[{"directory": "$work", "file": "$work/a.c", "arguments": ["cc", "-c", "a.c"]},
 {"directory": "$work", "file": "$work/lib.c", "arguments": ["cc", "-c", "lib.c"]},
 {"directory": "$work", "file": "$work/b.c", "arguments": ["cc", "-c", "b.c"]}]
J
write_main a.c ''
write_main b.c ''
run -p "$work"
races=$(grep -c "warning: data race" "$work/err")
[ "$races" -eq 0 ] || fail "two programs, each main alone on the counter: $races races: $(head -c 400 "$work/err")"
cycles=$(grep -c "warning: potential deadlock: 'first' and 'second' are acquired in opposite orders" "$work/err")
[ "$cycles" -eq 1 ] || fail "the cycle both programs take: reported $cycles times: $(head -c 600 "$work/err")"
write_main a.c 'count_item();'
run -p "$work"
races=$(grep -c "lib.c:5:25: warning: data race: 'items' is written by two threads with no lock held" "$work/err")
[ "$races" -eq 1 ] || fail "a's thread bumps the counter: reported $races times: $(head -c 600 "$work/err")"
grep -q "a.c:10:3: note: 'count_item' called here, in function 'main'" "$work/err" ||
    fail "the race is not a's: $(head -c 600 "$work/err")"
exit 0
