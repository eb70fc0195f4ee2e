/* An else-if chain: each link on an "else if" line at the depth of the
   first if (the if in the else branch, at the `if` token), its condition
   and branch below it; the last else is the last link's third child.  A
   braced if inside an else stays nested, and an if without else has two
   children. */
int f(int x) {
  if (x) return 1;
  else if (x > 2) return 2;
  else if (x > 3) { return 3; }
  else return 4;
  if (x) ;
  else { if (x) ; }
}
/* expected-ast
function-definition f 'int (int)' <6:5>
  param x 'int' <6:11>
  block <6:14>
    if <7:3>
      var x 'int' <7:7>
      return <7:10>
        num 1 'int' <7:17>
    else if <8:8>
      > 'int' <8:14>
        var x 'int' <8:12>
        num 2 'int' <8:16>
      return <8:19>
        num 2 'int' <8:26>
    else if <9:8>
      > 'int' <9:14>
        var x 'int' <9:12>
        num 3 'int' <9:16>
      block <9:19>
        return <9:21>
          num 3 'int' <9:28>
      return <10:8>
        num 4 'int' <10:15>
    if <11:3>
      var x 'int' <11:7>
      null <11:10>
      block <12:8>
        if <12:10>
          var x 'int' <12:14>
          null <12:17>
*/
