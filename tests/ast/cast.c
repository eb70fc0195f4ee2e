/* Casts: the node has the target type and the operand keeps its own;
   a cast to void and a cast of a pointer. */
void f(int i, double d, void *p) {
  (void)i;
  long l = (long)d + (char)i;
  int *q = (int *)p;
}
/* expected-ast
function-definition f 'void (int, double, void *)' <3:6>
  param i 'int' <3:12>
  param d 'double' <3:22>
  param p 'void *' <3:31>
  block <3:34>
    expr <4:3>
      cast 'void' <4:3>
        var i 'int' <4:9>
    var l 'long' <5:8>
      + 'long' <5:20>
        cast 'long' <5:12>
          var d 'double' <5:18>
        cast 'char' <5:22>
          var i 'int' <5:28>
    var q 'int *' <6:8>
      cast 'int *' <6:12>
        var p 'void *' <6:19>
*/
