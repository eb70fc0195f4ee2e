/* A statement expression has the type of its last expression statement,
   and type void when it ends with anything else. */
int f(int x) {
  int y = ({ int t = x * 2; t + 1; });
  ({ x++; ; });
  return y;
}
/* expected-ast
function-definition f 'int (int)' <3:5>
  param x 'int' <3:11>
  block <3:14>
    var y 'int' <4:7>
      stmt-expr 'int' <4:11>
        block <4:12>
          var t 'int' <4:18>
            * 'int' <4:24>
              var x 'int' <4:22>
              num 2 'int' <4:26>
          expr <4:29>
            + 'int' <4:31>
              var t 'int' <4:29>
              num 1 'int' <4:33>
    expr <5:3>
      stmt-expr 'void' <5:3>
        block <5:4>
          expr <5:6>
            post++ 'int' <5:7>
              var x 'int' <5:6>
          null <5:11>
    return <6:3>
      var y 'int' <6:10>
*/
