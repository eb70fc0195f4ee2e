/* capability with a string literal, also an empty one. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) c1 { int x; };
struct __attribute__((capability("role"))) c2 { int x; };
struct __attribute__((shared_capability(""))) c3 { int x; };
