/* A function declarator with an initializer, as GCC words it: it is no
   definition (a call of it reaches no body of the unit).  Twin:
   function_initialized_ok.c. */
int f(void) = 3; // expected-error{{function 'f' is initialized like a variable}}
int g(void) { return f(); }
