/* Designated initializers: .field, the nested .a.b, and GCC's obsolete
   `field: value` form, each shown as a designation: the value, then its
   designators, each resolved to its member and typed by it. */
struct in { int b, c; };
struct out { int a; struct in n; };
struct out o = { .n.c = 3, a: 1, .n.b = 2 };
/* expected-ast
var o 'struct out' <6:12>
  init-list 'struct out' <6:16>
    designation <6:18>
      num 3 'int' <6:25>
      member .n 'struct in' <6:19>
      member .c 'int' <6:21>
    designation <6:28>
      num 1 'int' <6:31>
      member .a 'int' <6:28>
    designation <6:34>
      num 2 'int' <6:41>
      member .n 'struct in' <6:35>
      member .b 'int' <6:37>
*/
