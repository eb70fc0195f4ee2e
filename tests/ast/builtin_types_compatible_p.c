/* __builtin_types_compatible_p is an int constant; top-level qualifiers
   are ignored, int[] matches int[5], and pointer depth matters. */
typedef int myint;
int a = __builtin_types_compatible_p(int, const int);
int b = __builtin_types_compatible_p(int[], int[5]);
int c = __builtin_types_compatible_p(short *, short **);
int d = __builtin_types_compatible_p(myint, int);
int e = __builtin_types_compatible_p(long, long long);
/* expected-ast
typedef myint 'myint' typedef <3:13>
var a 'int' <4:5>
  num 1 'int' <4:9>
var b 'int' <5:5>
  num 1 'int' <5:9>
var c 'int' <6:5>
  num 0 'int' <6:9>
var d 'int' <7:5>
  num 1 'int' <7:9>
var e 'int' <8:5>
  num 0 'int' <8:9>
*/
