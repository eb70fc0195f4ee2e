/* A case label must be an integer constant expression. */
int f(int x, int y) {
  switch (x) {
  case y:  // expected-error{{case label is not an integer constant expression}}
    return 1;
  }
  return 0;
}
