// expected-no-diagnostics
struct s {
  int a : 1;
  int : 0;
};
