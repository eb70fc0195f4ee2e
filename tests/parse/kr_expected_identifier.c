/* A K&R parameter list holds names only.  GCC too reports the body's '{'
   after the broken declarator. */
int f(a, 2)  // expected-error{{expected identifier before '2'}}
  int a;
{  // expected-error{{expected declaration before '{'}}
  return a;
}
