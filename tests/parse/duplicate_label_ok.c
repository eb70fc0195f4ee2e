/* Labels defined once each, used before and after their definition;
   the same name in two functions. */
void f(int x) {
again:
  x++;
  if (x == 3)
    goto done;
  if (x)
    goto again;
done:;
}
void g(int x) {
again:
  if (x--)
    goto again;
}

void h(void) {
  asm goto("jmp %l0" :::: there);
there:;
}
// expected-no-diagnostics
