/* Names that resolve: a member declared later in the same struct (Clang
   needs -fexperimental-late-parse-attributes for it), a parameter named in
   a trailing attribute and in a leading one (clang-22 says "use of
   undeclared identifier" for the leading one: the parameters are not in
   scope yet there), and sparse's context, whose first argument is a name
   and need not be declared. */
// expected-no-diagnostics
struct __attribute__((capability("mutex"))) mutex { int x; };

struct s {
  int n __attribute__((guarded_by(lock)));
  int *p __attribute__((pt_guarded_by(lock)));
  struct mutex lock;
};
void f1(struct mutex *m) __attribute__((requires_capability(m)));
__attribute__((acquire_capability(m))) void f2(struct mutex *m);
void f3(void) __attribute__((context(rcu_read, 0, 1)));
