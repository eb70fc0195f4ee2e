/* typeof of an expression keeps its type without conversions (an array
   stays an array, a char stays char); typeof of a type name is that type;
   __typeof__ is the same. */
char c;
int arr[3];
typeof(c) c2;
__typeof__(arr) arr2;
typeof(c + 1) i;
__typeof__(int *) p;
typeof(const long) cl;
/* expected-ast
var c 'char' <4:6>
var arr 'int [3]' <5:5>
var c2 'char' <6:11>
var arr2 'int [3]' <7:17>
var i 'int' <8:15>
var p 'int *' <9:19>
var cl 'const long' <10:20>
*/
