/* A pointer to a function initialized, and a function declared, then
   defined.  Twin: function_initialized.c. */
int f(void);
int (*pick)(void) = f;
int f(void) { return 3; }
int g(void) { return pick() + f(); }
// expected-no-diagnostics
