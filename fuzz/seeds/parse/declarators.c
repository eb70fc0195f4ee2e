/* Declarators: pointers, arrays, functions, abstract declarators, casts. */
int *(*signal_like(int, void (*)(int)))(int);
int (*table[4])(const char *restrict, ...);
char (*(*x[3])())[5];
void takes_array(int n, int a[static 10], int m[n][n], int b[const]);
int (*returns_array_ptr(void))[8];
typedef int Fn(int);
Fn *pick(int which);
int main(void) {
  int (*p)[3] = (int (*)[3])0;
  long long (*q)(void) = (long long (*)(void))pick;
  unsigned long s = sizeof(int (*)[2]) + sizeof(char *const *volatile);
  int vla[s % 4 + 1];
  return (int)(p != 0) + (int)sizeof vla + (q == 0) + _Alignof(double);
}
