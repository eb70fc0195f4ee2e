/* GNU C: attributes, typeof, statement expressions, case ranges,
   labels as values, __extension__, asm, builtins, conditional omission. */
#define max(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
struct __attribute__((packed, aligned(4))) packed { char c; int i; };
__extension__ typedef long long i64;
static int counter __attribute__((unused)) = 0;
void lock(void) __attribute__((nonnull, noreturn));
int g(int x, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, x);
  int y = __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  static void *labels[] = { &&one, &&two };
  typeof(x) z = x ?: y;
  switch (z) { case 1 ... 5: goto *labels[0]; default: break; }
  __asm__ volatile ("nop" : "=r"(z) : "r"(y) : "memory");
  if (__builtin_expect(z > 0, 1)) z = max(z, y);
  z += __builtin_offsetof(struct packed, i) + __builtin_types_compatible_p(int, i64);
  z += __builtin_choose_expr(1, 2, 3);
one:
  return z;
two:
  return (int)(__int128)0 + (int)sizeof(_Bool) + __alignof__(i64);
}
