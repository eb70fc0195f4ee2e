/* Attributes on members change the layout: packed on a member, aligned
   on another; sizeof and the offsets show it. */
struct s { char c; int i __attribute__((packed)); char d __attribute__((aligned(8))); };
unsigned long size = sizeof(struct s);
unsigned long off_i = __builtin_offsetof(struct s, i);
unsigned long off_d = __builtin_offsetof(struct s, d);
/* expected-ast
var size 'unsigned long' <4:15>
  sizeof = 16 'unsigned long' of 'struct s' <4:22>
var off_i 'unsigned long' <5:15>
  builtin = 1 'unsigned long' of 'struct s' <5:23>
var off_d 'unsigned long' <6:15>
  builtin = 8 'unsigned long' of 'struct s' <6:23>
*/
