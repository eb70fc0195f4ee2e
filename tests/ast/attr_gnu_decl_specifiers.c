/* GNU attributes among the declaration specifiers, before and after the
   type, belong to every declarator of the declaration. */
__attribute__((unused)) static int a, b;
int __attribute__((aligned(8))) c;
/* expected-ast
var a 'int' static [[unused]] <3:36>
var b 'int' static [[unused]] <3:39>
var c 'int' [[aligned(8)]] <4:33>
*/
