/* if without else joins after the then-branch; if/else joins after both;
   an else-if chain nests; a constant condition takes its one edge and the
   other branch is kept, unreachable. */
int f(int);

int g(int a, int b) {
  int r = 0;
  if (a)
    r = 1;
  if (b)
    r = 2;
  else if (a)
    r = 3;
  else
    r = 4;
  if (0)
    r = 5;
  return r;
}
// expected-no-diagnostics
/* expected-cfg
cfg g 'int (int, int)'
  B0 entry
    write r <7:7>
    read a <8:7>
    branch a ? B2 : B3 <8:7>
  B1 exit <- B11
    exit <19:1>
  B2 <- B0
    write r <9:5>
    goto B3 <8:3>
  B3 <- B0 B2
    read b <10:7>
    branch b ? B4 : B6 <10:7>
  B4 <- B3
    write r <11:5>
    goto B5 <10:3>
  B5 <- B4 B8
    goto B11 <16:7>
  B6 <- B3
    read a <12:12>
    branch a ? B7 : B9 <12:12>
  B7 <- B6
    write r <13:5>
    goto B8 <12:8>
  B8 <- B7 B9
    goto B5 <10:3>
  B9 <- B6
    write r <15:5>
    goto B8 <12:8>
  B10 unreachable
    write r <17:5>
    goto B11 <16:3>
  B11 <- B5 B10
    read r <18:10>
    return r <18:3>
*/
