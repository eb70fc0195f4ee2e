/* goto forward and backward, into and out of nested blocks: each goto
   ends its block with an edge to the label's block, a label starts a
   block that falls in from the code before it. */
int next(int);

int g(int n) {
again:
  n = next(n);
  if (n < 0)
    goto out;
  {
    if (n == 1)
      goto again;
  inner:
    n--;
  }
  if (n > 9)
    goto inner;
out:
  return n;
}
// expected-no-diagnostics
/* expected-cfg
cfg g 'int (int)'
  B0 entry
    goto B2 <7:1>
  B1 exit <- B5
    exit <21:1>
  B2 label again <- B0 B6
    read n <8:12>
    call next(n) <8:7>
    write n <8:3>
    read n <9:7>
    branch n < 0 ? B3 : B4 <9:9>
  B3 <- B2
    goto B5 <10:5>
  B4 <- B2
    read n <12:9>
    branch n == 1 ? B6 : B7 <12:11>
  B5 label out <- B10 B3
    read n <20:10>
    return n <20:3>
  B6 <- B4
    goto B2 <13:7>
  B7 <- B4
    goto B8 <14:3>
  B8 label inner <- B7 B9
    read n <15:5>
    write n <15:5>
    read n <17:7>
    branch n > 9 ? B9 : B10 <17:9>
  B9 <- B8
    goto B8 <18:5>
  B10 <- B8
    goto B5 <19:1>
*/
