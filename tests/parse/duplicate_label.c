/* A label defined twice in a function; a goto to a label that is never
   defined (that path ends there).  GCC's wording. */
void f(int x) {
again:
  x++;
again:          // expected-error{{duplicate label 'again'}}
  if (x)
    goto nowhere; // expected-error{{label 'nowhere' used but not defined}}
}
void g(void) {
  asm goto("jmp %l0" :::: missing); // expected-error{{label 'missing' used but not defined}}
}
