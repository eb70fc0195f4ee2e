/* The conditional operator.  As a value, c ? a : b branches on c and each
   arm goes to a join where the result is used; GNU a ?: b branches on a
   evaluated once, and its true edge goes straight to the join (a is the
   value).  As a condition, each arm is itself a condition branching to
   the statement's two targets, with no join.  A constant condition takes
   its one edge and the other arm is unreachable. */
int g(int);

int value(int c, int a, int b) {
  int x = c ? a : b;
  return x;
}

int condition(int c, int a, int b) {
  if (c ? a : b)
    return 1;
  return 0;
}

int *gnu_value(int *p, int *q) {
  int *r = p ?: q;
  return r;
}

int gnu_condition(int a, int b) {
  if (a ?: b)
    return 1;
  return 0;
}

int constant(int a, int b) {
  return 1 ? a : g(b);
}
// expected-no-diagnostics
/* expected-cfg
cfg value 'int (int, int, int)'
  B0 entry
    read c <10:11>
    branch c ? B4 : B3 <10:11>
  B1 exit <- B2
    exit <12:1>
  B2 <- B4 B3
    write x <10:7>
    read x <11:10>
    return x <11:3>
  B3 <- B0
    read b <10:19>
    goto B2 <10:13>
  B4 <- B0
    read a <10:15>
    goto B2 <10:13>
cfg condition 'int (int, int, int)'
  B0 entry
    read c <15:7>
    branch c ? B5 : B4 <15:7>
  B1 exit <- B2 B3
    exit <18:1>
  B2 <- B5 B4
    return 1 <16:5>
  B3 <- B5 B4
    return 0 <17:3>
  B4 <- B0
    read b <15:15>
    branch b ? B2 : B3 <15:15>
  B5 <- B0
    read a <15:11>
    branch a ? B2 : B3 <15:11>
cfg gnu_value 'int *(int *, int *)'
  B0 entry
    read p <21:12>
    branch p ? B2 : B3 <21:12>
  B1 exit <- B2
    exit <23:1>
  B2 <- B0 B3
    write r <21:8>
    read r <22:10>
    return r <22:3>
  B3 <- B0
    read q <21:17>
    goto B2 <21:14>
cfg gnu_condition 'int (int, int)'
  B0 entry
    read a <26:7>
    branch a ? B2 : B4 <26:7>
  B1 exit <- B2 B3
    exit <29:1>
  B2 <- B0 B4
    return 1 <27:5>
  B3 <- B4
    return 0 <28:3>
  B4 <- B0
    read b <26:12>
    branch b ? B2 : B3 <26:12>
cfg constant 'int (int, int)'
  B0 entry
    goto B4 <32:10>
  B1 exit <- B2
    exit <33:1>
  B2 <- B4 B3
    return 1 ? a : g(b) <32:3>
  B3 unreachable
    read b <32:20>
    call g(b) <32:18>
    goto B2 <32:12>
  B4 <- B0
    read a <32:14>
    goto B2 <32:12>
*/
