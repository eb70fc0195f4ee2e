# -p BUILD_DIR and --compdb FILE: every C file of compile_commands.json
# analyzed with its own flags and directory, once however many times the
# build compiles it (a note says so where the options differ, but for
# -fPIC and -DPIC), assembly and C++ skipped with a note; the findings of
# each file in the order of the database, then the whole program's (a
# cycle whose edges are in two files of two directories); -j runs them at
# once; a broken database is named with its line.
. "$(dirname "$0")/lib.bash"
mkdir -p "$work/build" "$work/src/net" "$work/src/disk"
cat > "$work/src/net/net.c" <<'C'
#include <pthread.h>
#include "shared.h"
pthread_mutex_t net_lock = PTHREAD_MUTEX_INITIALIZER;
int sent;
void *net_thread(void *arg) {
  pthread_mutex_lock(&net_lock);
  disk_write();
  pthread_mutex_unlock(&net_lock);
  return arg;
}
void net_send(void) {
  pthread_mutex_lock(&net_lock);
  sent++;
  pthread_mutex_unlock(&net_lock);
}
C
cat > "$work/src/disk/disk.c" <<'C'
#include <pthread.h>
#include "shared.h"
pthread_mutex_t disk_lock = PTHREAD_MUTEX_INITIALIZER;
int written;
void disk_write(void) {
  pthread_mutex_lock(&disk_lock);
  written++;
  pthread_mutex_unlock(&disk_lock);
}
void *disk_thread(void *arg) {
  pthread_mutex_lock(&disk_lock);
  net_send();
  pthread_mutex_unlock(&disk_lock);
#ifndef SEEN_WITH_FLAGS
  pthread_mutex_unlock(&disk_lock); /* only without the command's -D */
#endif
  return arg;
}
C
mkdir -p "$work/include"
cat > "$work/include/shared.h" <<'C'
void disk_write(void);
void net_send(void);
C
echo 'nop' > "$work/src/start.S"
cat > "$work/build/compile_commands.json" <<JSON
[
  {"directory": "$work/src/net", "file": "net.c",
   "arguments": ["/usr/bin/gcc", "-I$work/include", "-O2", "-Werror", "-c", "-o", "net.o", "net.c"]},
  {"directory": "$work/src/disk", "file": "$work/src/disk/disk.c",
   "command": "ccache gcc -I '$work/include' -DSEEN_WITH_FLAGS=\\"1\\" -c disk.c -o disk.o"},
  {"directory": "$work/src/disk", "file": "disk.c",
   "command": "gcc -I$work/include -DSEEN_WITH_FLAGS -fPIC -c disk.c -o disk.pic.o"},
  {"directory": "$work/src", "file": "start.S", "arguments": ["gcc", "-c", "start.S"]}
]
JSON
run -p "$work/build" -j 2
[ $status -eq 0 ] || fail "exit status $status: $(head -c 400 "$work/err")"
grep -q "note: 1 entries of '$work/build/compile_commands.json' are not C" "$work/err" || fail "no note on start.S: $(head -c 400 "$work/err")"
[ "$(grep -c 'warning:' "$work/err")" -eq 1 ] || fail "not one warning (each file once, with its flags): $(cat "$work/err")"
# disk.c's second entry defines SEEN_WITH_FLAGS otherwise: said, not run
grep -q "note: 1 entries of '$work/build/compile_commands.json' compile a file an earlier entry compiles, with other options: each file is analyzed once, with its first entry's" "$work/err" ||
    fail "no note on disk.c's second entry: $(head -c 400 "$work/err")"
grep -q "warning: potential deadlock: 'disk_lock' and 'net_lock' are acquired in opposite orders" "$work/err" ||
    fail "no cycle: $(head -c 600 "$work/err")"
grep -q "^$work/src/disk/disk.c:12:3: note: 'net_lock' acquired through a call to 'net_send' while 'disk_lock' is held" "$work/err" ||
    fail "no edge in disk.c: $(head -c 900 "$work/err")"
grep -q "^$work/src/net/net.c:7:3: note: 'disk_lock' acquired through a call to 'disk_write' while 'net_lock' is held" "$work/err" ||
    fail "no edge in net.c: $(head -c 900 "$work/err")"
run --compdb "$work/build/compile_commands.json" -j1 -Wno-thread-safety-deadlock
[ $status -eq 0 ] && ! grep -q 'warning:' "$work/err" || fail "--compdb -Wno-thread-safety-deadlock: $(head -c 300 "$work/err")"
# annotalysis's own -Werror applies, the build's does not
run -p "$work/build" -Werror
[ $status -eq 4 ] || fail "-Werror: exit status $status"
# a file that cannot be analyzed is named, and the run goes on
sed -i 's/"net.c"]}/"missing.c"]}/' "$work/build/compile_commands.json"
sed -i 's/"file": "net.c"/"file": "missing.c"/' "$work/build/compile_commands.json"
run -p "$work/build"
[ $status -eq 1 ] || fail "a missing file: exit status $status"
grep -q "error: 'missing.c' could not be analyzed" "$work/err" || fail "missing file: $(head -c 300 "$work/err")"
# a broken database
printf '[\n {"directory": "/tmp", "file": "a.c",\n  "arguments": ["gcc" "a.c"]}\n]\n' > "$work/build/compile_commands.json"
run -p "$work/build"
[ $status -eq 1 ] || fail "a broken database: exit status $status"
grep -q "compile_commands.json:3: error: expected ',' or ']'" "$work/err" || fail "broken database: $(head -c 300 "$work/err")"
run -p "$work/nothing"
[ $status -eq 1 ] && grep -q "cannot read the compilation database '$work/nothing/compile_commands.json'" "$work/err" ||
    fail "no database: $status $(head -c 300 "$work/err")"
run -p "$work/build" extra.c
[ $status -eq 2 ] || fail "-p with a file: exit status $status"
# a database cut short in a string, or in an escape (under make asan, a
# read past the end of the text is a failure)
for cut in '[{"directory": "/tmp' '[{"directory": "/tmp\'; do
    printf '%s' "$cut" > "$work/build/compile_commands.json"
    run -p "$work/build"
    [ $status -eq 1 ] && grep -q "compile_commands.json:1: error: unterminated string" "$work/err" ||
        fail "a database cut short ($cut): $status $(head -c 300 "$work/err")"
done
