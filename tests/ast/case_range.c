/* GCC case ranges: case lo ... hi shows both ends as values. */
int f(int c) {
  switch (c) {
  case 'a' ... 'z': return 1;
  case 1 ... 3 + 4: return 2;
  case 10: return 3;
  default: return 0;
  }
}
/* expected-ast
function-definition f 'int (int)' <2:5>
  param c 'int' <2:11>
  block <2:14>
    switch <3:3>
      var c 'int' <3:11>
      block <3:14>
        case 97 ... 122 <4:3>
          return <4:21>
            num 1 'int' <4:28>
        case 1 ... 7 <5:3>
          return <5:21>
            num 2 'int' <5:28>
        case 10 <6:3>
          return <6:12>
            num 3 'int' <6:19>
        default <7:3>
          return <7:12>
            num 0 'int' <7:19>
*/
