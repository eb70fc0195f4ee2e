/* Attributes on statements are kept: GCC's fallthrough as an attribute
   statement (a null statement carrying it) and unused on a label. */
int f(int x) {
  switch (x) {
  case 1: x++;
    __attribute__((fallthrough));
  case 2: done: __attribute__((unused)) return x;
  }
  return 0;
}
/* expected-ast
function-definition f 'int (int)' <3:5>
  param x 'int' <3:11>
  block <3:14>
    switch <4:3>
      var x 'int' <4:11>
      block <4:14>
        case 1 <5:3>
          expr <5:11>
            post++ 'int' <5:12>
              var x 'int' <5:11>
        null [[fallthrough]] <6:5>
        case 2 <7:3>
          label done [[unused]] <7:11>
            return <7:41>
              var x 'int' <7:48>
    return <9:3>
      num 0 'int' <9:10>
*/
