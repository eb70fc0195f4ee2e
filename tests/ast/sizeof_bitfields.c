/* sizeof and _Alignof of structs with bit-fields, zero-width bit-fields
   and packed bit-fields, as GCC lays them out on x86-64. */
struct a { char c; int x : 3; int y : 30; };
struct b { char c : 1; int : 0; char d; };
struct __attribute__((packed)) c { char c; int x : 20; };
unsigned long sa = sizeof(struct a), aa = _Alignof(struct a);
unsigned long sb = sizeof(struct b), sc = sizeof(struct c);
/* expected-ast
var sa 'unsigned long' <6:15>
  sizeof = 8 'unsigned long' of 'struct a' <6:20>
var aa 'unsigned long' <6:38>
  alignof = 4 'unsigned long' of 'struct a' <6:43>
var sb 'unsigned long' <7:15>
  sizeof = 5 'unsigned long' of 'struct b' <7:20>
var sc 'unsigned long' <7:38>
  sizeof = 4 'unsigned long' of 'struct c' <7:43>
*/
