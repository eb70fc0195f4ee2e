# A lock flag may be a member of a struct the object holds (fio's
# `td->o.file_lock_mode`): what the path knows of it survives a call to
# another file's function that may write any memory but not it by name
# (sem_up, which signals a condition), so unlock_file's contract says the
# lock is released where the mode is 2 and the file has a semaphore, and
# nothing is reported.  Written between the tests, the flag is forgotten:
# mode_changed is reported.
. "$(dirname "$0")/lib.bash"
cd "$work" || exit 2
cat > sem.h <<'C'
#include <pthread.h>
struct sem { pthread_mutex_t lock; pthread_cond_t cond; int value; };
void sem_up(struct sem *s);
struct opts { int mode; };
struct td { struct opts o; };
C
cat > sem.c <<'C'
#include "sem.h"
void sem_up(struct sem *s) {
  pthread_mutex_lock(&s->lock);
  s->value++;
  pthread_cond_signal(&s->cond);
  pthread_mutex_unlock(&s->lock);
}
C
cat > fs.c <<'C'
#include "sem.h"
struct file { pthread_rwlock_t rw; struct sem *sem; int n; };
void unlock_file(struct td *td, struct file *f) {
  if (!f->sem || td->o.mode == 0)
    return;
  if (td->o.mode == 2)
    pthread_rwlock_unlock(&f->rw);
  else if (td->o.mode == 1)
    sem_up(f->sem);
}
void mode_changed(struct td *td, struct file *f) {
  if (td->o.mode == 2)
    pthread_rwlock_wrlock(&f->rw);
  td->o.mode = f->n;
  sem_up(f->sem);
  if (td->o.mode == 2)
    pthread_rwlock_unlock(&f->rw);
}
C
cat > compile_commands.json <<JSON
[{"directory": "$work", "file": "sem.c", "arguments": ["cc", "-c", "sem.c"]},
 {"directory": "$work", "file": "fs.c", "arguments": ["cc", "-c", "fs.c"]}]
JSON
run -p . -j1
expect_status 0
expect_no_match "$work/err" "fs.c:7:" "unlock_file's release where the mode is 2"
expect_match "$work/err" "^fs.c:17:5: warning: releasing mutex 'f->rw' that was not held" "mode_changed"
