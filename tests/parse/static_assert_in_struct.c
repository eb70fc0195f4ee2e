/* _Static_assert is a member declaration too (C17 6.7.2.1p1): it is
   evaluated there, with the members declared so far. */
struct s {
  int a;
  _Static_assert(sizeof(int) == 4, "int is 4 bytes");
  _Static_assert(sizeof(int) == 2, "int is 2 bytes"); // expected-error{{static assertion failed: "int is 2 bytes"}}
  char b;
};
