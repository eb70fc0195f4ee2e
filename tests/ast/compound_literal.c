/* A compound literal has the type of its type name; an array of unknown
   size takes its length from the initializer. */
struct pt { int x, y; };
int f(void) {
  int *p = (int[]){ 1, 2, 3 };
  return (struct pt){ .y = 2 }.y + p[0];
}
/* expected-ast
function-definition f 'int (void)' <4:5>
  block <4:13>
    var p 'int *' <5:8>
      compound-literal 'int [3]' of 'int []' <5:12>
        init-list 'int [3]' <5:19>
          num 1 'int' <5:21>
          num 2 'int' <5:24>
          num 3 'int' <5:27>
    return <6:3>
      + 'int' <6:34>
        member .y 'int' <6:32>
          compound-literal 'struct pt' <6:10>
            init-list 'struct pt' <6:21>
              designation <6:23>
                num 2 'int' <6:28>
                member .y 'int' <6:24>
        index 'int' <6:37>
          var p 'int *' <6:36>
          num 0 'int' <6:38>
*/
