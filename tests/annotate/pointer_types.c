/* pt_guarded_by and pt_guarded_var guard what a pointer points to: on an
   int, an array or a struct they are ignored with a warning.  (Clang
   prints the array type as 'int[4]'; annotalysis as 'int [4]', so that
   line matches only the start of the message.) */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
struct plain { int x; };

int a __attribute__((pt_guarded_by(mu)));             // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is 'int'}}
int b[4] __attribute__((pt_guarded_by(mu)));          // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is}}
struct plain c __attribute__((pt_guarded_by(mu)));    // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is 'struct plain'}}
int d __attribute__((pt_guarded_var));                // expected-warning{{'pt_guarded_var' only applies to pointer types; type here is 'int'}}
struct plain e __attribute__((__pt_guarded_var__));   // expected-warning{{'__pt_guarded_var__' only applies to pointer types; type here is 'struct plain'}}
struct s {
  struct mutex lock;
  long n __attribute__((pt_guarded_by(lock)));        // expected-warning{{'pt_guarded_by' only applies to pointer types; type here is 'long'}}
};
