/* A struct body holds declarations only. */
struct s {
  int a;
  42;  // expected-error{{expected member declaration before '42'}}
};
