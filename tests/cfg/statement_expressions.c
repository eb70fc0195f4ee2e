/* Statement expressions ({ ... }): their statements run where the
   expression is evaluated and the last one is the value; a return, a
   break or a goto inside one leaves the enclosing expression unfinished
   (the write of the initializer or of `s +=` is not on that path).  A
   cleanup variable of the statement expression is cleaned up at its
   closing brace, after the value is read and before it is stored. */
int g(int);

int value(int a) {
  int x = ({ int t = g(a); t + 1; });
  return x;
}

int early_return(int a) {
  int x = ({ if (a < 0) return -1; a * 2; });
  return x + 1;
}

int break_in_loop(int n) {
  int s = 0;
  while (n) {
    s += ({ if (n == 5) break; n--; });
  }
  return s;
}

int goto_out(int a) {
  int r = ({ if (a) goto out; a + 1; });
  return r;
out:
  return -1;
}

int as_condition(int a) {
  if (({ int t = g(a); t > 0; }))
    return 1;
  return 0;
}

void release(int *p);

int with_cleanup(int n) {
  int x = ({ int a __attribute__((cleanup(release))) = n; a; });
  return x;
}
// expected-no-diagnostics
/* expected-cfg
cfg value 'int (int)'
  B0 entry
    read a <10:24>
    call g(a) <10:22>
    write t <10:18>
    read t <10:28>
    write x <10:7>
    read x <11:10>
    return x <11:3>
  B1 exit <- B0
    exit <12:1>
cfg early_return 'int (int)'
  B0 entry
    read a <15:18>
    branch a < 0 ? B2 : B3 <15:20>
  B1 exit <- B2 B3
    exit <17:1>
  B2 <- B0
    return -1 <15:25>
  B3 <- B0
    read a <15:36>
    write x <15:7>
    read x <16:10>
    return x + 1 <16:3>
cfg break_in_loop 'int (int)'
  B0 entry
    write s <20:7>
    goto B2 <21:3>
  B1 exit <- B4
    exit <25:1>
  B2 <- B0 B6
    read n <21:10>
    branch n ? B3 : B4 <21:10>
  B3 <- B2
    read s <22:5>
    read n <22:17>
    branch n == 5 ? B5 : B6 <22:19>
  B4 <- B2 B5
    read s <24:10>
    return s <24:3>
  B5 <- B3
    goto B4 <22:25>
  B6 <- B3
    read n <22:32>
    write n <22:32>
    write s <22:5>
    goto B2 <21:3>
cfg goto_out 'int (int)'
  B0 entry
    read a <28:18>
    branch a ? B2 : B3 <28:18>
  B1 exit <- B3 B4
    exit <32:1>
  B2 <- B0
    goto B4 <28:21>
  B3 <- B0
    read a <28:31>
    write r <28:7>
    read r <29:10>
    return r <29:3>
  B4 label out <- B2
    return -1 <31:3>
cfg as_condition 'int (int)'
  B0 entry
    read a <35:20>
    call g(a) <35:18>
    write t <35:14>
    read t <35:24>
    branch (stmt-expr) ? B2 : B3 <35:7>
  B1 exit <- B2 B3
    exit <38:1>
  B2 <- B0
    return 1 <36:5>
  B3 <- B0
    return 0 <37:3>
cfg with_cleanup 'int (int)'
  B0 entry
    read n <43:56>
    write a <43:18>
    declare a <43:18>
    read a <43:59>
    cleanup release(&a) <43:62>
    write x <43:7>
    read x <44:10>
    return x <44:3>
  B1 exit <- B0
    exit <45:1>
*/
