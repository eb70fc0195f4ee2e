/* sparse's __context__ statement: with a context expression (an
   undeclared name is a context's name, not an error) and without. */
struct s { int lock; };
void f(struct s *d) {
  __context__(&d->lock, 1);
  __context__(RCU, -1);
  __context__(1);
}
/* expected-ast
function-definition f 'void (struct s *)' <4:6>
  param d 'struct s *' <4:18>
  block <4:21>
    __context__ <5:3>
      addr 'int *' <5:15>
        member ->lock 'int' <5:19>
          deref 'struct s' <5:17>
            var d 'struct s *' <5:16>
      num 1 'int' <5:25>
    __context__ <6:3>
      var RCU 'int' <6:15>
      neg = -1 'int' <6:20>
        num 1 'int' <6:21>
    __context__ <7:3>
      num 1 'int' <7:15>
*/
