/* guarded_by, pt_guarded_by, guarded_var, pt_guarded_var, acquired_before
   and acquired_after describe data that lives across calls: a struct
   member or a global.  On a function or a non-static local Clang ignores
   them with a warning (its -Wignored-attributes; here in
   -Wthread-safety-attributes).  A parameter, a typedef and a struct are
   not data of that kind either. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu, mu2;

void f(void) __attribute__((guarded_by(mu)));   // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
void g(void) __attribute__((guarded_var));      // expected-warning{{'guarded_var' attribute only applies to non-static data members and global variables}}
void h(void) __attribute__((pt_guarded_var));   // expected-warning{{'pt_guarded_var' attribute only applies to non-static data members and global variables}}
void i(void) __attribute__((acquired_after(mu)));  // expected-warning{{'acquired_after' attribute only applies to non-static data members and global variables}}
void p(int x __attribute__((guarded_by(mu))));     // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
typedef int T __attribute__((guarded_by(mu)));     // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
struct __attribute__((pt_guarded_var)) s { int x; };  // expected-warning{{'pt_guarded_var' attribute only applies to non-static data members and global variables}}

void locals(void) {
  int a __attribute__((guarded_by(mu)));          // expected-warning{{'guarded_by' attribute only applies to non-static data members and global variables}}
  int *b __attribute__((__pt_guarded_by__(mu)));  // expected-warning{{'__pt_guarded_by__' attribute only applies to non-static data members and global variables}}
  int c __attribute__((guarded_var));             // expected-warning{{'guarded_var' attribute only applies to non-static data members and global variables}}
  struct mutex m __attribute__((acquired_before(mu2)));  // expected-warning{{'acquired_before' attribute only applies to non-static data members and global variables}}
  (void)a; (void)b; (void)c; (void)m;
}
