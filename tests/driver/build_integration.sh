# A build runs annotalysis itself: make CC="annotalysis-cc gcc" compiles
# each file and writes its summary beside the object (x.o: x.tsa), with
# make -j2; then --link finds the cycle whose edges are in two files.  The
# compiler's exit status is the wrapper's.  And sparse's convention, make
# C=1 CHECK=annotalysis, runs annotalysis on each file with sparse's
# CHECKFLAGS (which it accepts) and the file's flags.
. "$(dirname "$0")/lib.bash"
command -v make >/dev/null && command -v gcc >/dev/null || fail "make and gcc are needed"
cd "$work" || exit 2
cat > a.c <<'C'
#include <pthread.h>
pthread_mutex_t la = PTHREAD_MUTEX_INITIALIZER;
void b_work(void);
void a_work(void) { pthread_mutex_lock(&la); pthread_mutex_unlock(&la); }
void *ta(void *arg) {
  pthread_mutex_lock(&la);
  b_work();
  pthread_mutex_unlock(&la);
  return arg;
}
C
cat > b.c <<'C'
#include <pthread.h>
pthread_mutex_t lb = PTHREAD_MUTEX_INITIALIZER;
void a_work(void);
void b_work(void) { pthread_mutex_lock(&lb); pthread_mutex_unlock(&lb); }
void *tb(void *arg) {
  pthread_mutex_lock(&lb);
  a_work();
  pthread_mutex_unlock(&lb);
  return arg;
}
void twice(void) {
  pthread_mutex_lock(&lb);
  pthread_mutex_lock(&lb);
}
C
cat > Makefile <<'MK'
CFLAGS = -O2 -pthread
OBJS = a.o b.o
all: $(OBJS)
%.o: %.c
	$(CC) $(CFLAGS) -c $< -o $@
	@if [ "$(C)" = 1 ]; then $(CHECK) $(CHECKFLAGS) $(CFLAGS) $<; fi
MK
make -j2 CC="$ANNOTALYSIS-cc gcc" > make.log 2>&1 || fail "make with annotalysis-cc: $(tail -n 5 make.log)"
[ -f a.o ] && [ -f b.o ] && [ -f a.tsa ] && [ -f b.tsa ] || fail "objects and summaries: $(ls)"
grep -q "b.c:13:3: warning: acquiring mutex 'lb' that is already held" make.log || fail "the build shows the file's findings: $(head -c 300 make.log)"
run --link a.tsa b.tsa
grep -q "potential deadlock: 'la' and 'lb' are acquired in opposite orders" "$work/err" || fail "--link: $(head -c 300 "$work/err")"
# the compiler's failure is the build's
echo 'int broken(' > c.c
"$ANNOTALYSIS-cc" gcc -c c.c -o c.o 2> c.log && fail "a compile error passed"
[ ! -f c.tsa ] || fail "a summary for a file that did not compile"
# sparse's convention
rm -f a.o b.o
make C=1 CHECK="$ANNOTALYSIS" CHECKFLAGS="-D__linux__ -Dlinux -Wbitwise -Wno-return-void --arch=x86 -mlittle-endian -m64 -fmemcpy-max-count=100" \
    > sparse.log 2>&1 || fail "make C=1: $(tail -n 5 sparse.log)"
grep -q "b.c:13:3: warning: acquiring mutex 'lb' that is already held" sparse.log || fail "CHECK=annotalysis: $(head -c 300 sparse.log)"
