/* && and || in a condition branch straight to the targets, one test per
   block; ! swaps the targets; used as values they have a join after them,
   as the source does. */
int f(int);

int c(int a, int b, int d) {
  if (a && (b || !d))
    a = 0;
  int v = a || f(b);
  int w = !(a && b);
  return v + w;
}
// expected-no-diagnostics
/* expected-cfg
cfg c 'int (int, int, int)'
  B0 entry
    read a <7:7>
    branch a ? B4 : B3 <7:7>
  B1 exit <- B8
    exit <12:1>
  B2 <- B4 B5
    write a <8:5>
    goto B3 <7:3>
  B3 <- B0 B5 B2
    read a <9:11>
    branch a ? B6 : B7 <9:11>
  B4 <- B0
    read b <7:13>
    branch b ? B2 : B5 <7:13>
  B5 <- B4
    read d <7:19>
    branch d ? B3 : B2 <7:19>
  B6 <- B3 B7
    write v <9:7>
    read a <10:13>
    branch a ? B9 : B8 <10:13>
  B7 <- B3
    read b <9:18>
    call f(b) <9:16>
    goto B6 <9:13>
  B8 <- B6 B9
    write w <10:7>
    read v <11:10>
    read w <11:14>
    return v + w <11:3>
  B9 <- B6
    read b <10:18>
    goto B8 <10:15>
*/
