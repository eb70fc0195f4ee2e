/* A bit-field width must be a non-negative integer constant. */
struct s {
  int a : -1;  // expected-error{{bit-field width is not a non-negative integer constant}}
};
