# A function of another file that starts a thread per call (stunnel's
# create_client, one thread per connection), called in a loop of a helper
# of main's file (stunnel's daemon_loop), whose file does not know that it
# starts threads: the call's step says it is in a loop (in_loop), so the
# client threads may run two at once and their unlocked count races with
# itself.  Called once, in no loop, nothing is reported.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > spawn.c <<'C'
#include <pthread.h>
int clients;
static void *client_thread(void *arg) { clients--; return arg; }
int create_client(void) {
  pthread_t t;
  if (pthread_create(&t, 0, client_thread, 0))
    return -1;
  return pthread_detach(t);
}
C
write_main() {
    cat > main.c <<C
int create_client(void);
volatile int stop;
static void daemon_loop(void) {
  $1
}
int main(void) {
  daemon_loop();
  return 0;
}
C
}
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "main.c", "arguments": ["cc", "-c", "main.c"]},
 {"directory": "$work", "file": "spawn.c", "arguments": ["cc", "-c", "spawn.c"]}]
JSON
write_main 'while (!stop) create_client();'
run -p . -j1
expect_status 0
grep -q "^spawn.c:3:41: warning: data race: 'clients' is written by two threads with no lock held" "$work/err" ||
    fail "-p, in a loop: no race among the client threads: $(head -c 400 "$work/err")"
write_main 'create_client();'
run -p . -j1
expect_status 0
[ ! -s "$work/err" ] || fail "-p, called once: $(head -c 400 "$work/err")"
