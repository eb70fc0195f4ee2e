/* sparse's context(x, entry, exit): the counts say whether the function
   acquires, releases or requires x, so they must be constants.  (sparse
   itself is the reference here; Clang has no context attribute.) */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
int depth;

void f1(void) __attribute__((context(mu, depth, 1)));      // expected-error{{'context' attribute takes constant entry and exit counts}}
void f2(int n) __attribute__((context(mu, 1, n)));         // expected-error{{'context' attribute takes constant entry and exit counts}}
void f3(int n) __attribute__((__context__(n, 0)));         // expected-error{{'context' attribute takes constant entry and exit counts}}
