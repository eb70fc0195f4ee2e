/* race_field_guards.c with each field written under its own group's
   lock. */
// expected-no-diagnostics
#include <pthread.h>

struct file {
  pthread_mutex_t io_lock;
  long bytes_read, bytes_written;
  pthread_mutex_t meta_lock;
  int version;
  const char *name;
};

static void account_read(struct file *f, long n) {
  pthread_mutex_lock(&f->io_lock);
  f->bytes_read += n;
  pthread_mutex_unlock(&f->io_lock);
}

static void account_write(struct file *f, long n) {
  pthread_mutex_lock(&f->io_lock);
  f->bytes_written += n;
  pthread_mutex_unlock(&f->io_lock);
}

static void rename_file(struct file *f, const char *name) {
  pthread_mutex_lock(&f->meta_lock);
  f->name = name;
  f->version++;
  pthread_mutex_unlock(&f->meta_lock);
}

static void touch(struct file *f) {
  pthread_mutex_lock(&f->meta_lock);
  f->version++;
  pthread_mutex_unlock(&f->meta_lock);
}

static void *worker(void *arg) {
  struct file *f = arg;
  account_read(f, 10);
  account_write(f, 20);
  rename_file(f, "b");
  touch(f);
  pthread_mutex_lock(&f->io_lock);
  f->bytes_read++;
  pthread_mutex_unlock(&f->io_lock);
  pthread_mutex_lock(&f->meta_lock);
  f->version++;
  pthread_mutex_unlock(&f->meta_lock);
  pthread_mutex_lock(&f->io_lock);
  pthread_mutex_unlock(&f->io_lock);
  return arg;
}

int main(void) {
  static struct file shared = {PTHREAD_MUTEX_INITIALIZER, 0, 0, PTHREAD_MUTEX_INITIALIZER, 0, "a"};
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &shared);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  return 0;
}
