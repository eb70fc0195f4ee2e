/* sparse's context with literal, enum-constant and folded counts. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
enum { OUT, IN };

void f1(void) __attribute__((context(mu, 0, 1)));
void f2(int n) __attribute__((context(mu, 1, 0)));
void f3(int n) __attribute__((__context__(IN, IN)));
void f4(void) __attribute__((context(mu, 1 - 1, 1)));
