/* acquired_before and acquired_after on a capability, on a pointer to
   one, on a typedef capability and on a capability member. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };
typedef int __attribute__((capability("role"))) role_t;
struct mutex mu;

struct mutex a __attribute__((acquired_before(mu)));
struct mutex *b __attribute__((acquired_after(mu)));
role_t r __attribute__((acquired_after(mu)));
struct s {
  struct mutex lock;
  struct mutex n __attribute__((acquired_after(lock)));
};
