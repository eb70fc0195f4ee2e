// expected-no-diagnostics
int f(a, b)
  int a;
  int b;
{
  return a + b;
}
