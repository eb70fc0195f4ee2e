/* A call to a function that was never declared (C99 removed implicit int
   functions; GCC warns, or errors from GCC 14). */
int f(void) {
  return g(1);  // expected-warning{{implicit declaration of function 'g'}}
}
