/* A try-lock's result kept in a variable and retried in a loop until it
   succeeds: where the loop ends the variable is known to hold the success
   value on every path, whichever pass set it, so the lock is held.  Before
   and after the loop the result is the same variable, joined from the
   first try and from the retries.  clang-22 warns five times here: it
   does not follow the result through the loop. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int g __attribute__((guarded_by(mu)));
int trylock(void) __attribute__((try_acquire_capability(1, mu)));
void unlock(void) __attribute__((release_capability(mu)));
void pause_briefly(void);

void retry_after_first_try(void) {
  int ok = trylock();
  while (!ok) {
    pause_briefly();
    ok = trylock();
  }
  g = 1;
  unlock();
}

void retry_until(void) {
  int ok;
  do
    ok = trylock();
  while (!ok);
  g = 2;
  unlock();
}

void bounded_retries(int n) {
  int ok = 0;
  for (int i = 0; i < n && !ok; i++)
    ok = trylock();
  if (ok) {
    g = 3;
    unlock();
  }
}
