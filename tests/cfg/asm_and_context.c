/* asm statements and sparse's __context__ statement are events where they
   stand, in order with the calls around them; neither evaluates anything
   (the context expression names a lock, it is not read) nor changes the
   control flow. */
struct lock { int v; };
struct lock big_lock;
void raw_lock(struct lock *l);
void raw_unlock(struct lock *l);
int g(int);

void asm_statements(int x) {
  g(x);
  asm volatile("" ::: "memory");
  __asm__("nop");
  g(x);
}

void lock_it(void) {
  raw_lock(&big_lock);
  __context__(big_lock, 1);
}

void unlock_it(void) {
  __context__(big_lock, -1);
  raw_unlock(&big_lock);
}

void bare(int c) {
  if (c) {
    __context__(1);
    asm("");
  }
  __context__(-1);
}
// expected-no-diagnostics
/* expected-cfg
cfg asm_statements 'void (int)'
  B0 entry
    read x <12:5>
    call g(x) <12:3>
    asm <13:3>
    asm <14:3>
    read x <15:5>
    call g(x) <15:3>
    return <16:1>
  B1 exit <- B0
    exit <16:1>
cfg lock_it 'void (void)'
  B0 entry
    addr big_lock <19:12>
    call raw_lock(&big_lock) <19:3>
    context big_lock, 1 <20:3>
    return <21:1>
  B1 exit <- B0
    exit <21:1>
cfg unlock_it 'void (void)'
  B0 entry
    context big_lock, -1 <24:3>
    addr big_lock <25:14>
    call raw_unlock(&big_lock) <25:3>
    return <26:1>
  B1 exit <- B0
    exit <26:1>
cfg bare 'void (int)'
  B0 entry
    read c <29:7>
    branch c ? B2 : B3 <29:7>
  B1 exit <- B3
    exit <34:1>
  B2 <- B0
    context 1 <30:5>
    asm <31:5>
    goto B3 <29:3>
  B3 <- B0 B2
    context -1 <33:3>
    return <34:1>
*/
