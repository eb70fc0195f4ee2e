/* Two paths that meet holding one lock in two modes, each taken by a
   function the program annotates: Clang's "acquired exclusively and shared
   in the same scope", where the first in the source was taken, with a note
   at the other.  The paths stay apart after it, so a write under the
   shared one is still found (Clang, which joins them, says instead that
   the shared unlock expects exclusive access). */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int g __attribute__((guarded_by(mu)));
void lock(void) __attribute__((acquire_capability(mu)));
void lock_shared(void) __attribute__((acquire_shared_capability(mu)));
void unlock(void) __attribute__((release_capability(mu)));
void unlock_shared(void) __attribute__((release_shared_capability(mu)));
void unlock_any(void) __attribute__((release_generic_capability(mu)));

void either(int c) {
  if (c)
    lock(); // expected-warning{{mutex 'mu' is acquired exclusively and shared in the same scope}}
  else
    lock_shared(); // expected-note{{the other acquisition of mutex 'mu' is here}}
  unlock_any();
}

void write_either(int c) {
  if (c)
    lock_shared(); // expected-warning{{mutex 'mu' is acquired exclusively and shared in the same scope}}
  else
    lock(); // expected-note{{the other acquisition of mutex 'mu' is here}}
  g = 1; // expected-warning{{writing variable 'g' requires holding mutex 'mu' exclusively}}
  if (c)
    unlock_shared();
  else
    unlock();
}
