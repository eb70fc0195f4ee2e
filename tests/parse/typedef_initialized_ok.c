// expected-no-diagnostics
typedef int T;
T three = 3;
