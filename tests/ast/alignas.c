/* _Alignas with a constant and with a type: the variable's alignment
   (GCC's _Alignof of an object) and the layout of a struct member. */
_Alignas(16) int a;
_Alignas(double) char b;
unsigned long aa = _Alignof(a), ab = _Alignof(b);
struct s { char c; _Alignas(8) char d; };
unsigned long s1 = sizeof(struct s), a1 = _Alignof(struct s);
/* expected-ast
var a 'int' <3:18>
var b 'char' <4:23>
var aa 'unsigned long' <5:15>
  alignof = 16 'unsigned long' <5:20>
    var a 'int' <5:29>
var ab 'unsigned long' <5:33>
  alignof = 8 'unsigned long' <5:38>
    var b 'char' <5:47>
var s1 'unsigned long' <7:15>
  sizeof = 16 'unsigned long' of 'struct s' <7:20>
var a1 'unsigned long' <7:38>
  alignof = 8 'unsigned long' of 'struct s' <7:43>
*/
