// flags: -std=gnu2x
/* An attribute statement (GCC's `__attribute__((fallthrough));`, C2x's
   `[[fallthrough]];`) right after a case label, a default label or a
   named label, as libevent's util-internal.h writes it: a null statement
   carrying the attribute, which gcc accepts. */
// expected-no-diagnostics
int f(int x) {
  switch (x) {
  case 1:
    __attribute__((fallthrough));
  case 2:
    x++;
    [[fallthrough]];
  default:
    __attribute__((fallthrough));
  }
again:
  __attribute__((unused));
  if (x > 10)
    return x;
  x *= 2;
  goto again;
}
