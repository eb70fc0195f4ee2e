/* A braced list nested in a struct's initializer gets the member's type,
   positionally or through a designator; a braced string sizes a char
   array; an unknown designator is an error (see the parse tests). */
struct in { int a, b; };
struct out { int x; struct in n; } o = { 1, { 2, 3 } }, d = { .n = { .b = 2 } };
char s[] = {"ab"};
/* expected-ast
var o 'struct out' <5:36>
  init-list 'struct out' <5:40>
    num 1 'int' <5:42>
    init-list 'struct in' <5:45>
      num 2 'int' <5:47>
      num 3 'int' <5:50>
var d 'struct out' <5:57>
  init-list 'struct out' <5:61>
    designation <5:63>
      init-list 'struct in' <5:68>
        designation <5:70>
          num 2 'int' <5:75>
          member .b 'int' <5:71>
      member .n 'struct in' <5:64>
var s 'char [3]' <6:6>
  init-list 'char [3]' <6:12>
    str "ab" 'char [3]' <6:13>
*/
