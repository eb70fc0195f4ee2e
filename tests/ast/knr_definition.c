/* A K&R definition: the identifier list gets its types from the
   declarations before the body (an array becomes a pointer, an undeclared
   one is int); the function type has no prototype. */
int f(a, b, c) char *a; long b[]; { return a[0] + c; }
/* expected-ast
function-definition f 'int ()' <4:5>
  param a 'char *' <4:7>
  param b 'long *' <4:10>
  param c 'int' <4:13>
  block <4:35>
    return <4:37>
      + 'int' <4:49>
        index 'char' <4:45>
          var a 'char *' <4:44>
          num 0 'int' <4:46>
        var c 'int' <4:51>
*/
