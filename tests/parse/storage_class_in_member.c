/* A struct member cannot have a storage class. */
struct s {
  static int count;  // expected-error{{storage class specified where it is not allowed}}
};
