/* One error each: a bad enumerator does not also break the next
   declaration, and a bad K&R parameter declaration still finds the body. */
enum e { A, 1 };  // expected-error{{expected enumerator name before '1'}}
int z = 2;
int f(a)
 int a;
 5;               // expected-error{{expected declaration or '{' before '5'}}
{
  return a + z;
}
int h(void) { return undeclared_after; } // expected-error{{use of undeclared identifier 'undeclared_after'}}
