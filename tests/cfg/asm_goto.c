/* GCC's asm goto: the statement may go on to the next block or jump to
   any of its labels (after the fourth colon), each an edge. */
int f(int x) {
  asm goto("jmp %l0" :::: out, other);
  x++;
  return x;
out:
  return 1;
other:
  return 2;
}
// expected-no-diagnostics
/* expected-cfg
cfg f 'int (int)'
  B0 entry
    asm <4:3>
    asm goto -> B2, B3, B4 <4:3>
  B1 exit <- B2 B3 B4
    exit <11:1>
  B2 <- B0
    read x <5:3>
    write x <5:3>
    read x <6:10>
    return x <6:3>
  B3 label out <- B0
    return 1 <8:3>
  B4 label other <- B0
    return 2 <10:3>
*/
