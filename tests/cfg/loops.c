/* while: a head block tests the condition, the body loops back to it;
   do: the body first, the condition block is the continue target and
   `while (0)` makes no back edge; for: init in the loop's scope, head,
   body, the increment block is the continue target; `for (;;)` has no
   exit but by break. */
int next(int);

void w(int n) {
  while (n) {
    if (n == 3)
      break;
    if (n == 5)
      continue;
    n = next(n);
  }
}

void d(int n) {
  do {
    n = next(n);
    if (n)
      continue;
  } while (n > 1);
  do n++; while (0);
}

void f(int n) {
  for (int i = 0; i < n; i++)
    if (i == 2)
      continue;
  for (;;)
    if (next(n))
      break;
}
// expected-no-diagnostics
/* expected-cfg
cfg w 'void (int)'
  B0 entry
    goto B2 <9:3>
  B1 exit <- B4
    exit <16:1>
  B2 <- B0 B7 B8
    read n <9:10>
    branch n ? B3 : B4 <9:10>
  B3 <- B2
    read n <10:9>
    branch n == 3 ? B5 : B6 <10:11>
  B4 <- B2 B5
    return <16:1>
  B5 <- B3
    goto B4 <11:7>
  B6 <- B3
    read n <12:9>
    branch n == 5 ? B7 : B8 <12:11>
  B7 <- B6
    goto B2 <13:7>
  B8 <- B6
    read n <14:14>
    call next(n) <14:9>
    write n <14:5>
    goto B2 <9:3>
cfg d 'void (int)'
  B0 entry
    goto B2 <19:3>
  B1 exit <- B9
    exit <25:1>
  B2 <- B0 B3
    read n <20:14>
    call next(n) <20:9>
    write n <20:5>
    read n <21:9>
    branch n ? B5 : B6 <21:9>
  B3 <- B5 B6
    read n <23:12>
    branch n > 1 ? B2 : B4 <23:14>
  B4 <- B3
    goto B7 <24:3>
  B5 <- B2
    goto B3 <22:7>
  B6 <- B2
    goto B3 <23:14>
  B7 <- B4
    read n <24:6>
    write n <24:6>
    goto B8 <24:18>
  B8 <- B7
    goto B9 <24:18>
  B9 <- B8
    return <25:1>
cfg f 'void (int)'
  B0 entry
    write i <28:12>
    goto B2 <28:3>
  B1 exit <- B11
    exit <34:1>
  B2 <- B0 B4
    read i <28:19>
    read n <28:23>
    branch i < n ? B3 : B5 <28:21>
  B3 <- B2
    read i <29:9>
    branch i == 2 ? B6 : B7 <29:11>
  B4 <- B6 B7
    read i <28:26>
    write i <28:26>
    goto B2 <28:3>
  B5 <- B2
    goto B8 <31:3>
  B6 <- B3
    goto B4 <30:7>
  B7 <- B3
    goto B4 <28:27>
  B8 <- B5 B10
    goto B9 <31:3>
  B9 <- B8
    read n <32:14>
    call next(n) <32:9>
    branch next(n) ? B12 : B13 <32:9>
  B10 <- B13
    goto B8 <31:3>
  B11 <- B12
    return <34:1>
  B12 <- B9
    goto B11 <33:7>
  B13 <- B9
    goto B10 <31:3>
*/
