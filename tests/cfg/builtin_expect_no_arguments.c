/* __builtin_expect written without its arguments (which a compiler
   rejects) is an ordinary call whose value the branch tests, not the
   control flow of an argument that is not there. */
int no_arguments(int x) {
  if (__builtin_expect())
    return 1;
  return x;
}
// expected-no-diagnostics
/* expected-cfg
cfg no_arguments 'int (int)'
  B0 entry
    call __builtin_expect() <5:7>
    branch __builtin_expect() ? B2 : B3 <5:7>
  B1 exit <- B2 B3
    exit <8:1>
  B2 <- B0
    return 1 <6:5>
  B3 <- B0
    read x <7:10>
    return x <7:3>
*/
