/* reentrant_capability after capability on a struct and on a typedef. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"), reentrant_capability)) mutex { int x; };
typedef int __attribute__((capability("role"), __reentrant_capability__)) role_t;
