/* Access through anonymous structs and unions is a chain of member nodes,
   the anonymous ones shown as <anonymous>; offsetof sees through them. */
struct s { int k; union { int i; struct { char c; long l; }; }; };
long f(struct s *p) { return p->l + p->i; }
unsigned long off = __builtin_offsetof(struct s, l);
/* expected-ast
function-definition f 'long (struct s *)' <4:6>
  param p 'struct s *' <4:18>
  block <4:21>
    return <4:23>
      + 'long' <4:35>
        member ->l 'long' <4:33>
          member <anonymous> 'struct <anonymous>' <4:31>
            member <anonymous> 'union <anonymous>' <4:31>
              deref 'struct s' <4:31>
                var p 'struct s *' <4:30>
        member ->i 'int' <4:40>
          member <anonymous> 'union <anonymous>' <4:38>
            deref 'struct s' <4:38>
              var p 'struct s *' <4:37>
var off 'unsigned long' <5:15>
  builtin = 16 'unsigned long' of 'struct s' <5:21>
*/
