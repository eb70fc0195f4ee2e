# A call that hands another file's function an element of a global array
# by a loop's counter (`touch(&slots[i])`) hands it any element: the
# summary's step line carries the argument (element_args, bit 0), and the
# whole program's race check meets touch's locked writes with main's
# unlocked write of slots[2].hits.  Handed the element a thread's argument
# picks (`touch(&slots[id])`), touch gets that thread's own element, and
# nothing is said.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > slot.h <<'C'
#include <pthread.h>
struct slot {
  pthread_mutex_t lock;
  long hits;
};
extern struct slot slots[8];
void touch(struct slot *s);
C
cat > slot.c <<'C'
#include "slot.h"
struct slot slots[8];
void touch(struct slot *s) {
  pthread_mutex_lock(&s->lock);
  s->hits++;
  pthread_mutex_unlock(&s->lock);
}
C
cat > main.c <<'C'
#include "slot.h"
static void *walker(void *arg) {
  for (int i = 0; i < 8; i++)
    touch(&slots[i]);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, walker, 0);
  slots[2].hits = 0;
  pthread_join(t, 0);
  return 0;
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "main.c", "arguments": ["cc", "-c", "main.c"]},
 {"directory": "$work", "file": "slot.c", "arguments": ["cc", "-c", "slot.c"]}]
JSON
run -p . -j1
grep -q "^main.c:10:12: warning: data race: writing 'slots\[2\].hits' (struct slot.hits) while another thread writes it" \
    "$work/err" || fail "-p: no race at main.c:10: $(head -c 400 "$work/err")"
# the step of the call in the loop's later passes: in a loop (8), no
# argument of the caller's own (0), the first any element (1)
"$ANNOTALYSIS" -c main.c -o main.tsa 2> "$work/err" || fail "main.tsa: $(cat "$work/err")"
grep -q '^step "walker\\x1f[^"]*" "[^"]*" 4 5 8 0 0 -1 -1 0 1 "touch"' main.tsa ||
    fail "step line: $(grep '"touch"' main.tsa | head -c 300)"
# each thread's own element
sed -i -e 's/for (int i = 0; i < 8; i++)/int id = *(int *)arg;/' -e 's/touch(&slots\[i\]);/touch(\&slots[id]);/' \
    -e 's/pthread_create(&t, 0, walker, 0);/int one = 1;\n  pthread_create(\&t, 0, walker, \&one);/' main.c
run -p . -j1
! grep -q "warning:" "$work/err" || fail "-p, own element: $(head -c 400 "$work/err")"
