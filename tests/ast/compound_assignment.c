/* Compound assignment shows its operator; its type is the left operand's
   (C17 6.5.16p3), whatever the right operand's is. */
void f(int *p, char c, double d) {
  c += 1;
  *p <<= c;
  d /= *p;
  p -= 2;
}
/* expected-ast
function-definition f 'void (int *, char, double)' <3:6>
  param p 'int *' <3:13>
  param c 'char' <3:21>
  param d 'double' <3:31>
  block <3:34>
    expr <4:3>
      = += 'char' <4:5>
        var c 'char' <4:3>
        num 1 'int' <4:8>
    expr <5:3>
      = <<= 'int' <5:6>
        deref 'int' <5:3>
          var p 'int *' <5:4>
        var c 'char' <5:10>
    expr <6:3>
      = /= 'double' <6:5>
        var d 'double' <6:3>
        deref 'int' <6:8>
          var p 'int *' <6:9>
    expr <7:3>
      = -= 'int *' <7:5>
        var p 'int *' <7:3>
        num 2 'int' <7:8>
*/
