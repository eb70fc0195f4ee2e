/* sparse's context counts that are none of acquire (0, 1), release (1, 0)
   or requirement (1, 1) have no meaning here and are ignored. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void f1(void) __attribute__((context(mu, 0, 2)));  // expected-warning{{ignoring 'context' attribute: entry count 0 and exit count 2 are not an acquire (0, 1), a release (1, 0) or a requirement (1, 1)}}
void f2(void) __attribute__((context(mu, 2, 1)));  // expected-warning{{ignoring 'context' attribute: entry count 2 and exit count 1 are not an acquire (0, 1), a release (1, 0) or a requirement (1, 1)}}
void f3(void) __attribute__((context(0, 0)));      // expected-warning{{ignoring 'context' attribute: entry count 0 and exit count 0 are not an acquire (0, 1), a release (1, 0) or a requirement (1, 1)}}
