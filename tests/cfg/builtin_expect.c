/* __builtin_expect(e, v) is e to the control flow: in a condition the
   branch tests e itself (split further when e is !!x, &&, ...), and as a
   value it is e's evaluation with no call. */
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

int in_if(int *p) {
  if (__builtin_expect(p == 0, 0))
    return -1;
  return *p;
}

int in_while(int n) {
  int s = 0;
  while (__builtin_expect(n > 0, 1))
    s += n--;
  return s;
}

int kernel_macros(int a, int b) {
  if (likely(a) && unlikely(b))
    return 1;
  return 0;
}

int with_probability(int a, int b) {
  if (__builtin_expect_with_probability(a > b, 1, 0.9))
    return a;
  return b;
}

long as_value(long a) {
  long v = __builtin_expect(a, 0);
  return v;
}
// expected-no-diagnostics
/* expected-cfg
cfg in_if 'int (int *)'
  B0 entry
    read p <8:24>
    branch p == 0 ? B2 : B3 <8:26>
  B1 exit <- B2 B3
    exit <11:1>
  B2 <- B0
    return -1 <9:5>
  B3 <- B0
    read p <10:11>
    read *p <10:10>
    return *p <10:3>
cfg in_while 'int (int)'
  B0 entry
    write s <14:7>
    goto B2 <15:3>
  B1 exit <- B4
    exit <18:1>
  B2 <- B0 B3
    read n <15:27>
    branch n > 0 ? B3 : B4 <15:29>
  B3 <- B2
    read s <16:5>
    read n <16:10>
    write n <16:10>
    write s <16:5>
    goto B2 <15:3>
  B4 <- B2
    read s <17:10>
    return s <17:3>
cfg kernel_macros 'int (int, int)'
  B0 entry
    read a <21:14>
    branch a ? B4 : B3 <21:14>
  B1 exit <- B2 B3
    exit <24:1>
  B2 <- B4
    return 1 <22:5>
  B3 <- B0 B4
    return 0 <23:3>
  B4 <- B0
    read b <21:29>
    branch b ? B2 : B3 <21:29>
cfg with_probability 'int (int, int)'
  B0 entry
    read a <27:41>
    read b <27:45>
    branch a > b ? B2 : B3 <27:43>
  B1 exit <- B2 B3
    exit <30:1>
  B2 <- B0
    read a <28:12>
    return a <28:5>
  B3 <- B0
    read b <29:10>
    return b <29:3>
cfg as_value 'long (long)'
  B0 entry
    read a <33:29>
    write v <33:8>
    read v <34:10>
    return v <34:3>
  B1 exit <- B0
    exit <35:1>
*/
