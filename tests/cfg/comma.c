/* The comma operator: as a value, its operands are evaluated left to right
   with nothing branching; as a condition, the left side is evaluated and
   the branch tests the right side alone (a constant right side takes its
   one edge, after the left side is still evaluated). */
int g(int);

int in_value(int a, int b) {
  int x = (a++, g(b), a + b);
  return x;
}

int in_for(int n) {
  int i, j;
  for (i = 0, j = n; i < j; i++, j--)
    g(i);
  return i;
}

int in_condition(int a) {
  if (a = g(a), a > 0)
    return a;
  return 0;
}

void in_while(int n) {
  while (n = g(n), n)
    n--;
}

int constant_right(int a) {
  if (g(a), 0)
    return 1;
  return 2;
}
// expected-no-diagnostics
/* expected-cfg
cfg in_value 'int (int, int)'
  B0 entry
    read a <8:12>
    write a <8:12>
    read b <8:19>
    call g(b) <8:17>
    read a <8:23>
    read b <8:27>
    write x <8:7>
    read x <9:10>
    return x <9:3>
  B1 exit <- B0
    exit <10:1>
cfg in_for 'int (int)'
  B0 entry
    write i <14:8>
    read n <14:19>
    write j <14:15>
    goto B2 <14:3>
  B1 exit <- B5
    exit <17:1>
  B2 <- B0 B4
    read i <14:22>
    read j <14:26>
    branch i < j ? B3 : B5 <14:24>
  B3 <- B2
    read i <15:7>
    call g(i) <15:5>
    goto B4 <14:32>
  B4 <- B3
    read i <14:29>
    write i <14:29>
    read j <14:34>
    write j <14:34>
    goto B2 <14:3>
  B5 <- B2
    read i <16:10>
    return i <16:3>
cfg in_condition 'int (int)'
  B0 entry
    read a <20:13>
    call g(a) <20:11>
    write a <20:7>
    read a <20:17>
    branch a > 0 ? B2 : B3 <20:19>
  B1 exit <- B2 B3
    exit <23:1>
  B2 <- B0
    read a <21:12>
    return a <21:5>
  B3 <- B0
    return 0 <22:3>
cfg in_while 'void (int)'
  B0 entry
    goto B2 <26:3>
  B1 exit <- B4
    exit <28:1>
  B2 <- B0 B3
    read n <26:16>
    call g(n) <26:14>
    write n <26:10>
    read n <26:20>
    branch n ? B3 : B4 <26:20>
  B3 <- B2
    read n <27:5>
    write n <27:5>
    goto B2 <26:3>
  B4 <- B2
    return <28:1>
cfg constant_right 'int (int)'
  B0 entry
    read a <31:9>
    call g(a) <31:7>
    goto B3 <31:13>
  B1 exit <- B2 B3
    exit <34:1>
  B2 unreachable
    return 1 <32:5>
  B3 <- B0
    return 2 <33:3>
*/
