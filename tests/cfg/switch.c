/* switch: the head block jumps to each case, GNU case ranges included;
   cases fall through into the next; default may be anywhere; without a
   default the head also goes to the exit; break leaves the switch, and
   continue in a switch in a loop goes to the loop. */
int next(int);

int s(int k) {
  int r = 0;
  switch (k) {
  case 1:
    r = 10;
  case 2 ... 4:
    r++;
    break;
  default:
    r = -1;
  case 7:
    return r;
  }
  switch (k) {
  case 0:
    r = 5;
  }
  return r;
}

void loop(int k) {
  while (k) {
    switch (k) {
    case 1:
      continue;
    }
    k = next(k);
  }
}
// expected-no-diagnostics
/* expected-cfg
cfg s 'int (int)'
  B0 entry
    write r <8:7>
    read k <9:11>
    switch k: 1 -> B3, 2 ... 4 -> B4, default -> B5, 7 -> B6 <9:3>
  B1 exit <- B6 B7
    exit <25:1>
  B2 <- B4
    read k <20:11>
    switch k: 0 -> B8, default -> B7 <20:3>
  B3 <- B0
    write r <11:5>
    goto B4 <12:3>
  B4 <- B3 B0
    read r <13:5>
    write r <13:5>
    goto B2 <14:5>
  B5 <- B0
    write r <16:5>
    goto B6 <17:3>
  B6 <- B5 B0
    read r <18:12>
    return r <18:5>
  B7 <- B8 B2
    read r <24:10>
    return r <24:3>
  B8 <- B2
    write r <22:5>
    goto B7 <20:3>
cfg loop 'void (int)'
  B0 entry
    goto B2 <28:3>
  B1 exit <- B4
    exit <35:1>
  B2 <- B0 B6 B5
    read k <28:10>
    branch k ? B3 : B4 <28:10>
  B3 <- B2
    read k <29:13>
    switch k: 1 -> B6, default -> B5 <29:5>
  B4 <- B2
    return <35:1>
  B5 <- B3
    read k <33:14>
    call next(k) <33:9>
    write k <33:5>
    goto B2 <28:3>
  B6 <- B3
    goto B2 <31:7>
*/
