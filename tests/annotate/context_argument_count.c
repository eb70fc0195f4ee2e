/* sparse's context takes (entry, exit) or (expression, entry, exit). */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

void f1(void) __attribute__((context(mu)));           // expected-error{{'context' attribute takes two or three arguments}}
void f2(void) __attribute__((context()));             // expected-error{{'context' attribute takes two or three arguments}}
void f3(void) __attribute__((context(mu, 0, 1, 1)));  // expected-error{{'context' attribute takes two or three arguments}}
