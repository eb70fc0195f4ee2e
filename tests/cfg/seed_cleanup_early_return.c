/* The first example of the seed mail (GCC's lowering of foo1) in C: a
   cleanup variable in a nested scope and an early return after an unlock.
   The early return (B4) runs the cleanup and goes straight to the exit;
   the fall-through path runs the cleanup at the inner block's end (B5)
   and joins the outer path only where the source joins, after the outer
   if (B3).  No block is shared by the two paths before the exit. */
struct mutex { int x; };
void lock(struct mutex *m);
void unlock(struct mutex *m);
void destroy(int *obj);

void foo1(struct mutex *mu, int c) {
  lock(mu);
  if (c) {
    int mc __attribute__((cleanup(destroy))) = 0;
    if (c) {
      unlock(mu);
      return;
    }
  }
  unlock(mu);
  return;
}
// expected-no-diagnostics
/* expected-cfg
cfg foo1 'void (struct mutex *, int)'
  B0 entry
    read mu <13:8>
    call lock(mu) <13:3>
    read c <14:7>
    branch c ? B2 : B3 <14:7>
  B1 exit <- B4 B3
    exit <23:1>
  B2 <- B0
    write mc <15:9>
    declare mc <15:9>
    read c <16:9>
    branch c ? B4 : B5 <16:9>
  B3 <- B0 B5
    read mu <21:10>
    call unlock(mu) <21:3>
    return <22:3>
  B4 <- B2
    read mu <17:14>
    call unlock(mu) <17:7>
    cleanup destroy(&mc) <18:7>
    return <18:7>
  B5 <- B2
    cleanup destroy(&mc) <20:3>
    goto B3 <14:3>
*/
