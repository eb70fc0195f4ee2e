/* Designated initializers: .field, the nested .a.b, and GCC's obsolete
   `field: value` form, each shown as a designation: the value, then its
   designators. */
struct in { int b, c; };
struct out { int a; struct in n; };
struct out o = { .n.c = 3, a: 1, .n.b = 2 };
/* expected-ast
var o 'struct out' <6:12>
  init-list 'struct out' <6:16>
    designation <6:18>
      num 3 'int' <6:25>
      member .n <6:19>
      member .c <6:21>
    designation <6:28>
      num 1 'int' <6:31>
      member .a <6:28>
    designation <6:34>
      num 2 'int' <6:41>
      member .n <6:35>
      member .b <6:37>
*/
