/* sparse's context with three arguments, and with two (the function's own
   context, no expression). */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void f1(void) __attribute__((context(mu, 0, 1)));
void f2(void) __attribute__((context(1, 0)));
void f3(void) __attribute__((__context__(mu, 1, 1)));
