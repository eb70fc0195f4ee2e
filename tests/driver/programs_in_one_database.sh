# One database that builds two programs, as a daemon and its tool share a
# library: a.c and b.c each define main and link lib.c, and a header gives
# every file an extern inline function (as glibc's atoi), which is no
# definition that tells the programs apart.  Each program is checked
# alone: the two mains never run at once, so lib.c's counter, which each
# main bumps while its own thread runs elsewhere, races in neither; once
# a's thread bumps it too, a races, reported once; the lock-order cycle
# of lib.c, which both programs take, is reported once.  plugin.c, which
# no main calls but which calls lib.c, is loaded into the programs (as a
# plugin is): it holds `fourth` where lib.c takes `third`, which lib.c
# takes before `fourth`, a cycle reported once.
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
pthread_mutex_t third = PTHREAD_MUTEX_INITIALIZER, fourth = PTHREAD_MUTEX_INITIALIZER;
void third_then_fourth(void) {
  pthread_mutex_lock(&third);
  pthread_mutex_lock(&fourth);
  pthread_mutex_unlock(&fourth);
  pthread_mutex_unlock(&third);
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
void third_then_fourth(void);
static void *ticker(void *p) { $2 return p; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, ticker, 0);
  count_item();
  first_then_second();
  second_then_first();
  third_then_fourth();
  pthread_join(t, 0);
  return twice(0);
}
C
}
cat > "$work/plugin.c" <<'C'
#include <pthread.h>
extern pthread_mutex_t fourth;
void third_then_fourth(void);
void module_register(void) {
  pthread_mutex_lock(&fourth);
  third_then_fourth();
  pthread_mutex_unlock(&fourth);
}
C
cat > "$work/compile_commands.json" <<J
[{"directory": "$work", "file": "$work/a.c", "arguments": ["cc", "-c", "a.c"]},
 {"directory": "$work", "file": "$work/lib.c", "arguments": ["cc", "-c", "lib.c"]},
 {"directory": "$work", "file": "$work/b.c", "arguments": ["cc", "-c", "b.c"]},
 {"directory": "$work", "file": "$work/plugin.c", "arguments": ["cc", "-c", "plugin.c"]}]
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
grep -q "a.c:11:3: note: 'count_item' called here, in function 'main'" "$work/err" ||
    fail "the race is not a's: $(head -c 600 "$work/err")"
cycles=$(grep -c "warning: potential deadlock: 'third' and 'fourth' are acquired in opposite orders" "$work/err")
[ "$cycles" -eq 1 ] || fail "the plugin's cycle with lib.c: reported $cycles times: $(head -c 600 "$work/err")"
exit 0
