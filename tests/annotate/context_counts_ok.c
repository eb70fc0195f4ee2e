/* sparse's context: acquire, release and requirement, with and without
   the expression. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void f1(void) __attribute__((context(mu, 0, 1)));
void f2(void) __attribute__((context(mu, 1, 0)));
void f3(void) __attribute__((context(mu, 1, 1)));
void f4(void) __attribute__((context(0, 1)));
