/* Code after a return, a goto, a break or an infinite loop is kept, in
   blocks marked unreachable that no edge enters; what it jumps to keeps
   the edge from it (the label after the dead `a++`, the loop head after
   the dead `n--`).  An infinite for (;;) {} is a cycle with no exit edge. */
int g(int);

int after_return(int a) {
  return a;
  g(a);
  a = 2;
}

int after_goto(int a) {
  goto done;
  a++;
done:
  return a;
}

void after_break(int n) {
  while (n) {
    break;
    n--;
  }
  g(n);
}

int after_forever(int a) {
  for (;;) {}
  return a;
}
/* Both branches return: the join after the if is empty and no path
   reaches it, so it is dropped, and no implicit return is added there. */
int both_return(int a) {
  if (a)
    return 1;
  else
    return 2;
}

void spin(void) {
  for (;;) {}
}

// expected-no-diagnostics
/* expected-cfg
cfg after_return 'int (int)'
  B0 entry
    read a <8:10>
    return a <8:3>
  B1 exit <- B0 B2
    exit <11:1>
  B2 unreachable
    read a <9:5>
    call g(a) <9:3>
    write a <10:3>
    return <11:1>
cfg after_goto 'int (int)'
  B0 entry
    goto B2 <14:3>
  B1 exit <- B2
    exit <18:1>
  B2 label done <- B3 B0
    read a <17:10>
    return a <17:3>
  B3 unreachable
    read a <15:3>
    write a <15:3>
    goto B2 <16:1>
cfg after_break 'void (int)'
  B0 entry
    goto B2 <21:3>
  B1 exit <- B4
    exit <26:1>
  B2 <- B0 B5
    read n <21:10>
    branch n ? B3 : B4 <21:10>
  B3 <- B2
    goto B4 <22:5>
  B4 <- B2 B3
    read n <25:5>
    call g(n) <25:3>
    return <26:1>
  B5 unreachable
    read n <23:5>
    write n <23:5>
    goto B2 <21:3>
cfg after_forever 'int (int)'
  B0 entry
    goto B2 <29:3>
  B1 exit unreachable <- B5
    exit <31:1>
  B2 <- B0 B4
    goto B3 <29:3>
  B3 <- B2
    goto B4 <29:3>
  B4 <- B3
    goto B2 <29:3>
  B5 unreachable
    read a <30:10>
    return a <30:3>
cfg both_return 'int (int)'
  B0 entry
    read a <35:7>
    branch a ? B2 : B3 <35:7>
  B1 exit <- B2 B3
    exit <39:1>
  B2 <- B0
    return 1 <36:5>
  B3 <- B0
    return 2 <38:5>
cfg spin 'void (void)'
  B0 entry
    goto B2 <42:3>
  B1 exit unreachable
    exit <43:1>
  B2 <- B0 B4
    goto B3 <42:3>
  B3 <- B2
    goto B4 <42:3>
  B4 <- B3
    goto B2 <42:3>
*/
