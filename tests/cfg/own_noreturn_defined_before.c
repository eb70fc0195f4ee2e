// flags: --noreturn=die
/* A function the program defines itself is not the C library's of the
   same name (err) nor one --noreturn names (die), also when its
   definition comes before the call: its graph is built first, and its
   body's statements are gone when the caller's graph is built. */
void err(int code, const char *message) {
  (void)code;
  (void)message;
}
void die(const char *message) {
  (void)message;
}
int use(int c) {
  if (c < 0)
    err(1, "negative");
  if (c > 9)
    die("big");
  return c;
}

// expected-no-diagnostics

/* expected-cfg
cfg err 'void (int, const char *)'
  B0 entry
    read code <7:9>
    read message <8:9>
    return <9:1>
  B1 exit <- B0
    exit <9:1>
cfg die 'void (const char *)'
  B0 entry
    read message <11:9>
    return <12:1>
  B1 exit <- B0
    exit <12:1>
cfg use 'int (int)'
  B0 entry
    read c <14:7>
    branch c < 0 ? B2 : B3 <14:9>
  B1 exit <- B5
    exit <19:1>
  B2 <- B0
    call err(1, "negative") <15:5>
    goto B3 <14:3>
  B3 <- B0 B2
    read c <16:7>
    branch c > 9 ? B4 : B5 <16:9>
  B4 <- B3
    call die("big") <17:5>
    goto B5 <16:3>
  B5 <- B3 B4
    read c <18:10>
    return c <18:3>
*/
