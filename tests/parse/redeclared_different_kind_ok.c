// expected-no-diagnostics
int x;
typedef int x_t;
extern int x;
