/* Calls through a function pointer, a pointer to pointer, and an array of
   them: the call has the function's return type; a direct call names its
   callee. */
int add(int, int);
int (*fp)(int, int) = add;
int (*table[2])(int, int);
int f(void) { return fp(1, 2) + (*fp)(3, 4) + table[1](5, 6) + add(7, 8); }
/* expected-ast
function add 'int (int, int)' <4:5>
var fp 'int (*)(int, int)' <5:7>
  var add 'int (int, int)' <5:23>
var table 'int (*[2])(int, int)' <6:7>
function-definition f 'int (void)' <7:5>
  block <7:13>
    return <7:15>
      + 'int' <7:62>
        + 'int' <7:45>
          + 'int' <7:31>
            call 'int' <7:24>
              var fp 'int (*)(int, int)' <7:22>
              num 1 'int' <7:25>
              num 2 'int' <7:28>
            call 'int' <7:38>
              deref 'int (int, int)' <7:34>
                var fp 'int (*)(int, int)' <7:35>
              num 3 'int' <7:39>
              num 4 'int' <7:42>
          call 'int' <7:55>
            index 'int (*)(int, int)' <7:52>
              var table 'int (*[2])(int, int)' <7:47>
              num 1 'int' <7:53>
            num 5 'int' <7:56>
            num 6 'int' <7:59>
        call add 'int' <7:67>
          var add 'int (int, int)' <7:64>
          num 7 'int' <7:68>
          num 8 'int' <7:71>
*/
