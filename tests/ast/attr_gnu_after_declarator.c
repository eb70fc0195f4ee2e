/* A GNU attribute after the declarator (and after an initializer's
   declarator) belongs to that declarator only. */
int a __attribute__((weak)), b;
int c __attribute__((section(".data"))) = 1;
/* expected-ast
var a 'int' [[weak]] <3:5>
var b 'int' <3:30>
var c 'int' [[section(".data")]] <4:5>
  num 1 'int' <4:43>
*/
