/* GCC's labels as values: a computed goto may go to any label whose
   address is taken (conservatively), not to the others. */
int h(int i) {
  static void *targets[] = {&&one, &&two};
  goto *targets[i];
one:
  i++;
two:
  i--;
three:
  return i;
}
// expected-no-diagnostics
/* expected-cfg
cfg h 'int (int)'
  B0 entry
    read i <5:17>
    read targets[i] <5:16>
    goto *targets[i] -> B2, B3 <5:3>
  B1 exit <- B4
    exit <12:1>
  B2 label one <- B0
    read i <7:3>
    write i <7:3>
    goto B3 <8:1>
  B3 label two <- B2 B0
    read i <9:3>
    write i <9:3>
    goto B4 <10:1>
  B4 label three <- B3
    read i <11:10>
    return i <11:3>
*/
