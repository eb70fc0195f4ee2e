/* A struct tag defined in an inner scope hides the outer one; sizeof
   sees the inner one there and the outer one after the block. */
struct s { char c; };
unsigned long f(void) {
  unsigned long n;
  {
    struct s { long l[4]; };
    n = sizeof(struct s);
  }
  return n + sizeof(struct s);
}
/* expected-ast
function-definition f 'unsigned long (void)' <4:15>
  block <4:23>
    var n 'unsigned long' <5:17>
    block <6:3>
      expr <8:5>
        = 'unsigned long' <8:7>
          var n 'unsigned long' <8:5>
          sizeof = 32 'unsigned long' of 'struct s' <8:9>
    return <10:3>
      + 'unsigned long' <10:12>
        var n 'unsigned long' <10:10>
        sizeof = 1 'unsigned long' of 'struct s' <10:14>
*/
