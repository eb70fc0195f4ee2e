// expected-no-diagnostics
void f(void) {
  void *where = &&done;
  goto done;
  goto *where;
done:
  ;
}
