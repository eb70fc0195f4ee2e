/* The correct form of nested_function.c: the helper at file scope. */
// expected-no-diagnostics
static int inner(int y) { return y + 1; }
int outer(int x) { return inner(x); }
int after(void) { int declared_thing = 2; return declared_thing; }
