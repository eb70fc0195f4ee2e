/* trylock_retry_loop_ok.c's loops, wrong: the bounded retries may all
   fail, and the lock is then used without a test of the result; a retry
   that tries again while it holds the lock acquires it twice, and
   leaves it held. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int g __attribute__((guarded_by(mu)));
int trylock(void) __attribute__((try_acquire_capability(1, mu)));
void unlock(void) __attribute__((release_capability(mu)));
void pause_briefly(void);

void bounded_retries_untested(int n) {
  int ok = 0;
  for (int i = 0; i < n && !ok; i++)
    ok = trylock();
  g = 3; // expected-warning{{writing variable 'g' requires holding mutex 'mu' exclusively}}
  unlock(); // expected-warning{{releasing mutex 'mu' that was not held}}
}

void retry_while_held(void) {
  int ok = trylock();
  while (ok) {
    pause_briefly();
    ok = trylock(); // expected-warning{{acquiring mutex 'mu' that is already held}}
                    // expected-note@-4{{mutex acquired here}}
  }
} // expected-warning{{mutex 'mu' is still held at the end of function}}
  // expected-note@-7{{mutex 'mu' acquired here}}
