/* The string "*" is the universal lock, every capability while it is
   held; "" is accepted and names nothing.  `!x` in a requirement says
   x must not be held. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct mutex mu;
struct mutex *mp;

void release_all(void) __attribute__((release_generic_capability("*")));
void nothing(void) __attribute__((requires_capability("")));
void not_held(void) __attribute__((requires_capability(!mu)));
void not_held_shared(void) __attribute__((requires_shared_capability(!mp)));
void mixed(void) __attribute__((requires_capability(mu, !*mp)));
// expected-no-diagnostics
/* expected-contracts
4: struct mutex: capability("mutex")
8: function release_all: release_generic("*")
9: function nothing: requires("")
10: function not_held: requires(!mu)
11: function not_held_shared: requires_shared(!*mp)
12: function mixed: requires(mu, !*mp)
*/
