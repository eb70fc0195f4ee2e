/* reentrant_capability after capability, in the same list or a later
   __attribute__, on structs and a typedef. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"), reentrant_capability)) r2 { int x; };
struct __attribute__((capability("mutex"))) __attribute__((reentrant_capability)) r3 { int x; };
typedef int __attribute__((capability("role"), reentrant_capability)) r4;
