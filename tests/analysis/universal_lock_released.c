/* Once the universal lock ("*") is released, an access needs its own
   lock again.  (clang-22 reports nothing here, though it reports a
   second release of the universal lock as one of a lock not held.) */
struct __attribute__((capability("mutex"))) mutex { int x; };
void all_begin(void) __attribute__((acquire_capability("*")));
void all_end(void) __attribute__((release_capability("*")));

struct mutex mu;
int value __attribute__((guarded_by(mu)));

void after_release(void) {
  all_begin();
  value = 2;
  all_end();
  value = 3; // expected-warning{{writing variable 'value' requires holding mutex 'mu' exclusively}}
}
