/* Cleanup variables and goto: a goto out of scopes runs the cleanups of
   every scope it leaves (innermost first) and of no scope it stays in,
   also backwards to an earlier label; a goto that jumps over a cleanup
   variable's declaration to a later label of the same scope enters its
   scope uninitialized, so its cleanups say "if initialized" (the declare
   event is what tells the paths apart). */
void release(int *p);
int g(int);

int out_of_two(int c) {
  {
    int a __attribute__((cleanup(release))) = c;
    {
      int b __attribute__((cleanup(release))) = a;
      if (g(b))
        goto out;
    }
  }
  return 0;
out:
  return 1;
}

int out_of_one(int c) {
  int a __attribute__((cleanup(release))) = c;
  {
    int b __attribute__((cleanup(release))) = a;
    if (b)
      goto done;
    g(b);
  }
done:
  return a;
}

void backwards(int c) {
again:
  {
    int a __attribute__((cleanup(release))) = g(c);
    if (a)
      goto again;
  }
}

int over_declaration(int c) {
  if (c)
    goto later;
  int a __attribute__((cleanup(release))) = g(c);
  g(a);
later:
  return c;
}
// expected-no-diagnostics
/* expected-cfg
cfg out_of_two 'int (int)'
  B0 entry
    read c <12:47>
    write a <12:9>
    declare a <12:9>
    read a <14:49>
    write b <14:11>
    declare b <14:11>
    read b <15:13>
    call g(b) <15:11>
    branch g(b) ? B2 : B3 <15:11>
  B1 exit <- B3 B4
    exit <22:1>
  B2 <- B0
    cleanup release(&b) <16:9>
    cleanup release(&a) <16:9>
    goto B4 <16:9>
  B3 <- B0
    cleanup release(&b) <17:5>
    cleanup release(&a) <18:3>
    return 0 <19:3>
  B4 label out <- B2
    return 1 <21:3>
cfg out_of_one 'int (int)'
  B0 entry
    read c <25:45>
    write a <25:7>
    declare a <25:7>
    read a <27:47>
    write b <27:9>
    declare b <27:9>
    read b <28:9>
    branch b ? B2 : B3 <28:9>
  B1 exit <- B4
    exit <34:1>
  B2 <- B0
    cleanup release(&b) <29:7>
    goto B4 <29:7>
  B3 <- B0
    read b <30:7>
    call g(b) <30:5>
    cleanup release(&b) <31:3>
    goto B4 <32:1>
  B4 label done <- B3 B2
    read a <33:10>
    cleanup release(&a) <33:3>
    return a <33:3>
cfg backwards 'void (int)'
  B0 entry
    goto B2 <37:1>
  B1 exit <- B4
    exit <43:1>
  B2 label again <- B0 B3
    read c <39:49>
    call g(c) <39:47>
    write a <39:9>
    declare a <39:9>
    read a <40:9>
    branch a ? B3 : B4 <40:9>
  B3 <- B2
    cleanup release(&a) <41:7>
    goto B2 <41:7>
  B4 <- B2
    cleanup release(&a) <42:3>
    return <43:1>
cfg over_declaration 'int (int)'
  B0 entry
    read c <46:7>
    branch c ? B2 : B3 <46:7>
  B1 exit <- B4
    exit <52:1>
  B2 <- B0
    goto B4 <47:5>
  B3 <- B0
    read c <48:47>
    call g(c) <48:45>
    write a <48:7>
    declare a <48:7>
    read a <49:5>
    call g(a) <49:3>
    goto B4 <50:1>
  B4 label later <- B3 B2
    read c <51:10>
    cleanup release(&a) if initialized <51:3>
    return c <51:3>
*/
