// expected-no-diagnostics
struct s {
  int a;
  int b;
};
