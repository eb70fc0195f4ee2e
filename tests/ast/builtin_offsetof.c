/* __builtin_offsetof with a nested member and array indexes is a constant
   of type size_t (unsigned long). */
struct in { char c; short s[4]; };
struct out { int a; double d; struct in arr[3]; };
unsigned long o1 = __builtin_offsetof(struct out, d);
unsigned long o2 = __builtin_offsetof(struct out, arr[2].s[3]);
unsigned long o3 = __builtin_offsetof(struct out, arr[1].c);
/* expected-ast
var o1 'unsigned long' <5:15>
  builtin = 8 'unsigned long' of 'struct out' <5:20>
var o2 'unsigned long' <6:15>
  builtin = 44 'unsigned long' of 'struct out' <6:20>
var o3 'unsigned long' <7:15>
  builtin = 26 'unsigned long' of 'struct out' <7:20>
*/
