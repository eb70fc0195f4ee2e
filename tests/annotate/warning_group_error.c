// flags: -Werror=thread-safety-attributes
/* -Werror=thread-safety-attributes makes the attribute warnings errors. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;

int a __attribute__((pt_guarded_by(mu)));  // expected-error{{'pt_guarded_by' only applies to pointer types; type here is 'int'}}
