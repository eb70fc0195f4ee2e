/* One struct, two locks: 'io_lock' guards the byte counts, 'meta_lock'
   the name and the version.  A field written under the other group's
   lock races. */
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
  f->version++; // expected-note{{'f->version' written with 'f->meta_lock' held, in function 'rename_file'}}
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
  f->version++; // expected-warning{{data race: writing 'f->version' (struct file.version) without holding 'f->meta_lock', held at 2 of its 3 writes}}
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
