# Two programs built from one database share a library file: each starts
# one thread that adds to the library's counter.  Linked together their
# threads never run at once (each main is its own program), so no race;
# once one program's main also adds while its thread runs, that program
# races.
. "$(dirname "$0")/lib.bash"
cat > "$work/counter.c" <<'C'
long total;
void add(long n) { total += n; }
C
cat > "$work/first.c" <<'C'
#include <pthread.h>
void add(long n);
static void *first_worker(void *arg) { add(1); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, first_worker, 0);
  pthread_join(t, 0);
  return 0;
}
C
write_second() {
    cat > "$work/second.c" <<C
#include <pthread.h>
void add(long n);
static void *second_worker(void *arg) { add(2); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, second_worker, 0);
  $1
  pthread_join(t, 0);
  return 0;
}
C
}
link_all() {
    (cd "$work" && rm -f *.tsa && "$ANNOTALYSIS" -c counter.c -o counter.tsa && "$ANNOTALYSIS" -c first.c -o first.tsa &&
        "$ANNOTALYSIS" -c second.c -o second.tsa && "$ANNOTALYSIS" --link counter.tsa first.tsa second.tsa) \
        > "$work/out" 2> "$work/err"
    status=$?
}
write_second ''
link_all
[ $status -eq 0 ] && [ ! -s "$work/err" ] || fail "two programs, one thread each: status $status: $(head -c 400 "$work/err")"
write_second 'add(3);'
link_all
grep -q "counter.c:2:20: warning: data race: 'total' is written by two threads with no lock held" "$work/err" ||
    fail "no race in the second program: $(head -c 400 "$work/err")"
grep -q "second.c:7:3: note: 'add' called here, in function 'main'" "$work/err" ||
    fail "no note at the second main's call: $(head -c 600 "$work/err")"
exit 0
