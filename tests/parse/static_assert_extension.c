/* static_assert_extension_ok.c's assertions, not holding: each is still
   checked after __extension__. */
__extension__ _Static_assert(sizeof(char) == 2, "char is one byte"); // expected-error{{static assertion failed}}
struct s {
  int x;
  __extension__ _Static_assert(0, "in a struct"); // expected-error{{static assertion failed}}
};
void f(void) {
  __extension__ _Static_assert(1 - 1, "in a block"); // expected-error{{static assertion failed}}
}
