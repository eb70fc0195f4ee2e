/* capability and shared_capability on a struct, a union and a typedef. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
union __attribute__((shared_capability("rwlock"))) rwlock { int x; };
typedef int __attribute__((__capability__("role"))) role_t;
