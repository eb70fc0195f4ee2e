/* acquired_before and acquired_after order capabilities, so the variable
   they are on must be one (or point to one); on an int or a struct that is
   not a capability they are ignored with a warning. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
struct plain { int x; };

int a __attribute__((acquired_before(mu)));            // expected-warning{{'acquired_before' attribute can only be applied in a context annotated with 'capability' attribute}}
struct plain b __attribute__((acquired_after(mu)));    // expected-warning{{'acquired_after' attribute can only be applied in a context annotated with 'capability' attribute}}
struct s {
  struct mutex lock;
  int n __attribute__((acquired_after(lock)));         // expected-warning{{'acquired_after' attribute can only be applied in a context annotated with 'capability' attribute}}
};
