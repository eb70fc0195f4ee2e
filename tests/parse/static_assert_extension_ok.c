/* _Static_assert after __extension__, as Ruby's headers write it at file
   scope, and the same in a block and in a struct. */
// expected-no-diagnostics
__extension__ _Static_assert(sizeof(char) == 1, "char is one byte");
__extension__ __extension__ _Static_assert(1, "twice");
struct s {
  int x;
  __extension__ _Static_assert(1, "in a struct");
};
void f(void) {
  __extension__ _Static_assert(1, "in a block");
  __extension__ long long n = 0;
  (void)n;
}
