/* _Generic keeps only the chosen association; the controlling expression
   is converted first (const dropped, array decayed), and default is taken
   when nothing matches. */
const int ci = 1;
char buf[4];
int a = _Generic(ci, int: 10, const int: 20, default: 30);
int b = _Generic(buf, char *: 1, char[4]: 2);
int c = _Generic(1.0f, double: 1, default: 3);
/* expected-ast
var ci 'const int' <4:11>
  num 1 'int' <4:16>
var buf 'char [4]' <5:6>
var a 'int' <6:5>
  generic = 10 'int' <6:9>
    num 10 'int' <6:27>
var b 'int' <7:5>
  generic = 1 'int' <7:9>
    num 1 'int' <7:31>
var c 'int' <8:5>
  generic = 3 'int' <8:9>
    num 3 'int' <8:44>
*/
