# What a logger does to memory, as a summary tells the other files: lock
# macros that log when the lock call fails (unbound's LOCKRET), through a
# logger that takes its own lock with the same macros, so log_err and
# log_vmsg call each other.  The cycle's summaries are learnt in rounds
# from writing nothing; fprintf writes the FILE it is handed, localtime_r
# the struct tm, va_start and vsnprintf the va_list: objects of the C
# library's own, not any memory of the program's.  So log_err's flags are
# 14 (it may write and read globals and read other memory), not 15 with
# MEM_WRITES (1), which made every caller forget what it had stored
# through a pointer on a lock's failure path (unbound's
# xfr_process_reacquire_locks lost the zone it hands out through *z).  A
# function that hands read() a pointer of its own caller's still may
# write anything.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > log.c <<'C'
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
void log_err(const char *format, ...) __attribute__((format(printf, 1, 2)));
#define LOCKRET(call) do { int e_ = (call); if (e_ != 0) log_err("%s: %s", #call, strerror(e_)); } while (0)
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *logfile;

static void log_vmsg(const char *type, const char *format, va_list args) {
  char message[256], stamp[32];
  struct tm tm;
  time_t now = time(NULL);
  vsnprintf(message, sizeof message, format, args);
  LOCKRET(pthread_mutex_lock(&log_lock));
  if (logfile) {
    strftime(stamp, sizeof stamp, "%H:%M:%S", localtime_r(&now, &tm));
    fprintf(logfile, "%s %s: %s\n", stamp, type, message);
  }
  LOCKRET(pthread_mutex_unlock(&log_lock));
}

void log_err(const char *format, ...) {
  va_list args;
  va_start(args, format);
  log_vmsg("error", format, args);
  va_end(args);
}

void fill(void *buffer) {
  if (read(0, buffer, 16) < 0)
    log_err("read failed");
}
C
run -c log.c -o log.tsa
[ $status -eq 0 ] || fail "log.c: status $status: $(head -c 300 "$work/err")"
flags() { sed -n "s/^memory \"$1\" \\([0-9]*\\) .*/\\1/p" log.tsa; }
[ "$(flags log_err)" = 14 ] || fail "log_err's flags: $(grep "^memory \"log_err\"" log.tsa | cut -c 1-200)"
[ "$(flags fill)" = 15 ] || fail "fill's flags: $(grep "^memory \"fill\"" log.tsa | cut -c 1-200)"
exit 0
