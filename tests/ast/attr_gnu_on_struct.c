/* __attribute__((packed)) on the struct itself, before the tag and after
   the closing brace, and aligned after the brace. */
struct __attribute__((packed)) p1 { char c; int i; };
struct p2 { char c; int i; } __attribute__((packed));
struct al { char c; } __attribute__((aligned(16)));
unsigned long s1 = sizeof(struct p1), s2 = sizeof(struct p2), s3 = sizeof(struct al);
unsigned long a3 = _Alignof(struct al);
/* expected-ast
var s1 'unsigned long' <6:15>
  sizeof = 5 'unsigned long' of 'struct p1' <6:20>
var s2 'unsigned long' <6:39>
  sizeof = 5 'unsigned long' of 'struct p2' <6:44>
var s3 'unsigned long' <6:63>
  sizeof = 16 'unsigned long' of 'struct al' <6:68>
var a3 'unsigned long' <7:15>
  alignof = 16 'unsigned long' of 'struct al' <7:20>
*/
