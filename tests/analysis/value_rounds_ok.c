/* A hash function's rounds, as SHA-256 writes them: each round's values
   are made of the last round's twice over, so as trees they double with
   each round.  The analysis follows a value only up to a size
   (MAX_TERM_SIZE) and names a larger one by its expression, so the 64
   rounds take no longer than any other 64 statements (before, printing
   one call's argument took longer than any test may run).  A lock held
   throughout is checked as usual. */
// expected-no-diagnostics
#include <pthread.h>
#include <stdint.h>

static pthread_mutex_t state_lock = PTHREAD_MUTEX_INITIALIZER;
static uint32_t state[8];

static inline uint32_t ror32(uint32_t word, unsigned int shift) { return (word >> shift) | (word << (32 - shift)); }
static inline uint32_t ch(uint32_t x, uint32_t y, uint32_t z) { return z ^ (x & (y ^ z)); }
static inline uint32_t maj(uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (z & (x | y)); }

#define E0(x) (ror32(x, 2) ^ ror32(x, 13) ^ ror32(x, 22))
#define E1(x) (ror32(x, 6) ^ ror32(x, 11) ^ ror32(x, 25))
#define ROUND(a, b, c, d, e, f, g, h, k)                                                                            \
  t1 = h + E1(e) + ch(e, f, g) + k;                                                                                \
  t2 = E0(a) + maj(a, b, c);                                                                                       \
  d += t1;                                                                                                         \
  h = t1 + t2;
#define EIGHT(k)                                                                                                   \
  ROUND(a, b, c, d, e, f, g, h, k)                                                                                 \
  ROUND(h, a, b, c, d, e, f, g, k + 1)                                                                             \
  ROUND(g, h, a, b, c, d, e, f, k + 2)                                                                             \
  ROUND(f, g, h, a, b, c, d, e, k + 3)                                                                             \
  ROUND(e, f, g, h, a, b, c, d, k + 4)                                                                             \
  ROUND(d, e, f, g, h, a, b, c, k + 5)                                                                             \
  ROUND(c, d, e, f, g, h, a, b, k + 6)                                                                             \
  ROUND(b, c, d, e, f, g, h, a, k + 7)

void transform(void) {
  pthread_mutex_lock(&state_lock);
  uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
  uint32_t e = state[4], f = state[5], g = state[6], h = state[7], t1, t2;
  EIGHT(0x10) EIGHT(0x20) EIGHT(0x30) EIGHT(0x40) EIGHT(0x50) EIGHT(0x60) EIGHT(0x70) EIGHT(0x80)
  state[0] += a, state[1] += b, state[2] += c, state[3] += d;
  state[4] += e, state[5] += f, state[6] += g, state[7] += h;
  pthread_mutex_unlock(&state_lock);
}
