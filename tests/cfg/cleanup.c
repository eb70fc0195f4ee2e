/* Cleanup variables (__attribute__((cleanup(f)))): f(&var) runs whenever
   var's scope is left, innermost scope first and in reverse declaration
   order: at the closing brace when control falls out, and at the return,
   break or continue that leaves the scope.  A variable of a for-init lives
   until the loop is left, not each iteration: break leaves only the body. */
void release(int *p);
void drop(long *p);
int g(int);

void two_in_scope(void) {
  int a __attribute__((cleanup(release))) = 1;
  long b __attribute__((cleanup(drop))) = 2;
  int c __attribute__((cleanup(release)));
  g(a);
}

void nested(int c) {
  int a __attribute__((cleanup(release))) = 0;
  {
    int b __attribute__((cleanup(release))) = c;
    g(b);
  }
  g(a);
}

int early_return(int c) {
  int a __attribute__((cleanup(release))) = 0;
  if (c) {
    int b __attribute__((cleanup(release))) = c;
    return g(b);
  }
  return a;
}

void break_continue(int n) {
  while (n--) {
    int a __attribute__((cleanup(release))) = n;
    if (n == 3)
      continue;
    if (n == 7)
      break;
    g(a);
  }
}

void for_init(int n) {
  for (int i __attribute__((cleanup(release))) = 0; i < n; i++) {
    if (i == n / 2)
      break;
    g(i);
  }
  g(n);
}
// expected-no-diagnostics
/* expected-cfg
cfg two_in_scope 'void (void)'
  B0 entry
    write a <11:7>
    declare a <11:7>
    write b <12:8>
    declare b <12:8>
    declare c <13:7>
    read a <14:5>
    call g(a) <14:3>
    cleanup release(&c) <15:1>
    cleanup drop(&b) <15:1>
    cleanup release(&a) <15:1>
    return <15:1>
  B1 exit <- B0
    exit <15:1>
cfg nested 'void (int)'
  B0 entry
    write a <18:7>
    declare a <18:7>
    read c <20:47>
    write b <20:9>
    declare b <20:9>
    read b <21:7>
    call g(b) <21:5>
    cleanup release(&b) <22:3>
    read a <23:5>
    call g(a) <23:3>
    cleanup release(&a) <24:1>
    return <24:1>
  B1 exit <- B0
    exit <24:1>
cfg early_return 'int (int)'
  B0 entry
    write a <27:7>
    declare a <27:7>
    read c <28:7>
    branch c ? B2 : B3 <28:7>
  B1 exit <- B2 B3
    exit <33:1>
  B2 <- B0
    read c <29:47>
    write b <29:9>
    declare b <29:9>
    read b <30:14>
    call g(b) <30:12>
    cleanup release(&b) <30:5>
    cleanup release(&a) <30:5>
    return g(b) <30:5>
  B3 <- B0
    read a <32:10>
    cleanup release(&a) <32:3>
    return a <32:3>
cfg break_continue 'void (int)'
  B0 entry
    goto B2 <36:3>
  B1 exit <- B4
    exit <44:1>
  B2 <- B0 B5 B8
    read n <36:10>
    write n <36:10>
    branch n-- ? B3 : B4 <36:11>
  B3 <- B2
    read n <37:47>
    write a <37:9>
    declare a <37:9>
    read n <38:9>
    branch n == 3 ? B5 : B6 <38:11>
  B4 <- B2 B7
    return <44:1>
  B5 <- B3
    cleanup release(&a) <39:7>
    goto B2 <39:7>
  B6 <- B3
    read n <40:9>
    branch n == 7 ? B7 : B8 <40:11>
  B7 <- B6
    cleanup release(&a) <41:7>
    goto B4 <41:7>
  B8 <- B6
    read a <42:7>
    call g(a) <42:5>
    cleanup release(&a) <43:3>
    goto B2 <36:3>
cfg for_init 'void (int)'
  B0 entry
    write i <47:12>
    declare i <47:12>
    goto B2 <47:3>
  B1 exit <- B5
    exit <53:1>
  B2 <- B0 B4
    read i <47:53>
    read n <47:57>
    branch i < n ? B3 : B5 <47:55>
  B3 <- B2
    read i <48:9>
    read n <48:14>
    branch i == n / 2 ? B6 : B7 <48:11>
  B4 <- B7
    read i <47:60>
    write i <47:60>
    goto B2 <47:3>
  B5 <- B2 B6
    cleanup release(&i) <47:3>
    read n <52:5>
    call g(n) <52:3>
    return <53:1>
  B6 <- B3
    goto B5 <49:7>
  B7 <- B3
    read i <50:7>
    call g(i) <50:5>
    goto B4 <47:61>
*/
