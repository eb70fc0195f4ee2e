// expected-no-diagnostics
enum { N = 1 };
enum e { A = N + 1, B = sizeof(int) };
