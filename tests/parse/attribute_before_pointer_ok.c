/* An attribute at the start of a parenthesized declarator, before its
   `*`, as rsyslog declares its interface tables (`rsRetVal
   (ATTR_NONNULL(1,3,5) *LstnInit)(...)`): it belongs to the declarator,
   and the member is a pointer to a function, as gcc reads it. */
// expected-no-diagnostics
struct interface {
  int (__attribute__((nonnull(1))) *listen)(int *where, int n);
  void (__attribute__((unused)) *close)(void);
};
int (__attribute__((unused)) *global_hook)(void);

int call_listen(struct interface *i, int *where) {
  _Static_assert(sizeof(i->listen) == sizeof(void (*)(void)), "a pointer to a function");
  return i->listen(where, 1) + global_hook();
}
