/* A local variable hides a typedef name: T * 2 is then a multiplication,
   and the typedef comes back after the block. */
typedef int T;
int f(void) {
  {
    int T = 3;
    return T * 2;
  }
  T x = 1;
}
/* expected-ast
typedef T 'T' typedef <3:13>
function-definition f 'int (void)' <4:5>
  block <4:13>
    block <5:3>
      var T 'int' <6:9>
        num 3 'int' <6:13>
      return <7:5>
        * 'int' <7:14>
          var T 'int' <7:12>
          num 2 'int' <7:16>
    var x 'T' <9:5>
      num 1 'int' <9:9>
*/
