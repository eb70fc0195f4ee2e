// expected-no-diagnostics
struct s {
  int count;
};
static int count;
