/* Statements: every kind, labels, switch with fallthrough, goto. */
int f(int n, int *out) {
  int total = 0, i;
  for (i = 0; i < n; i++) { if (i % 2) continue; total += i; }
  for (int j = n; j > 0; --j) total ^= j;
  while (n > 100) n /= 2;
  do { n++; } while (n < 3);
  switch (n) {
  case 0: total = -1;
  case 1: case 2: break;
  default: { total = n ? total : 0; }
  }
  if (total < 0) goto fail; else if (total == 0) ;
  *out = total, out[1] = total >> 1;
  return total;
fail:
  return -1;
}
