/* aligned() needs an integer constant. */
int n;
struct s { char c __attribute__((aligned(n + 1))); }; // expected-error{{requested alignment is not an integer constant}}
