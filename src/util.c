/*
 * util.c: arenas, growable strings, hashing, the string hash map and file
 * reading.  See util.h for the why.
 */
#define _POSIX_C_SOURCE 200809L /* getcwd */
#include "util.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#if ANNOTALYSIS_ASAN
#include <sanitizer/asan_interface.h>
#endif

_Noreturn void fatal(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("annotalysis: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

/* Out of memory */

static const char *oom_file;     /* the input file being processed */
static const char *oom_function; /* the function being parsed or analyzed */

void oom_context_file(const char *path) { oom_file = path; }

void oom_context_function(const char *name) { oom_function = name; }

/* Prints with fputs only and exits: formatting or buffering could need the
   memory that just ran out.  exit, not abort: no core dump, and the
   output written so far is flushed. */
_Noreturn void out_of_memory(size_t size) {
  /* enough for the decimal digits of any size_t (at most 20 for 64 bits,
     since each byte adds under 3 digits) */
  char digits[3 * sizeof(size_t) + 1];
  char *d = digits + sizeof digits;
  *--d = '\0';
  do
    *--d = (char)('0' + size % 10);
  while (size /= 10);
  fputs("annotalysis: error: out of memory (allocating ", stderr);
  fputs(d, stderr);
  fputs(" bytes)", stderr);
  if (oom_function) {
    fputs(" while analyzing function '", stderr);
    fputs(oom_function, stderr);
    fputs("'", stderr);
    if (oom_file)
      fputs(" in '", stderr);
  } else if (oom_file) {
    fputs(" while processing '", stderr);
  }
  if (oom_file) {
    fputs(oom_file, stderr);
    fputs("'", stderr);
  }
  fputs("\n", stderr);
  exit(EXIT_OUT_OF_MEMORY);
}

void *xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p)
    out_of_memory(size);
  return p;
}

void *xcalloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size)
    out_of_memory(SIZE_MAX);
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p)
    out_of_memory(count * size);
  return p;
}

void *xrealloc(void *ptr, size_t size) {
  void *p = realloc(ptr, size ? size : 1);
  if (!p)
    out_of_memory(size);
  return p;
}

char *xstrdup(const char *s) {
  size_t len = strlen(s);
  char *p = xmalloc(len + 1);
  memcpy(p, s, len + 1);
  return p;
}

char *vformat(const char *fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  int len = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  if (len < 0)
    fatal("bad format string '%s'", fmt);
  char *buf = xmalloc((size_t)len + 1);
  vsnprintf(buf, (size_t)len + 1, fmt, ap);
  return buf;
}

bool is_name_char(char c) {
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool has_word(const char *start, const char *end, const char *name, size_t n) {
  for (const char *p = start; p + n <= end; p++)
    if (!strncmp(p, name, n) && (p == start || !is_name_char(p[-1])) && (p + n == end || !is_name_char(p[n])))
      return true;
  return false;
}

char *format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = vformat(fmt, ap);
  va_end(ap);
  return s;
}

/* Arena */

struct ArenaChunk {
  ArenaChunk *next;
  size_t size;        /* of the payload */
  max_align_t align;  /* the payload starts suitably aligned after this */
};

enum { ARENA_CHUNK_SIZE = 1 << 20 };

/* size bytes at an address that is a multiple of align (8 or 16), size
   rounded up to it. */
static void *arena_alloc_aligned(Arena *arena, size_t size, size_t align) {
  if (size > SIZE_MAX / 2)
    out_of_memory(size); /* the rounding and the chunk header would wrap */
  size = (size + align - 1) & ~(align - 1);
  size_t pad = arena->cursor ? (size_t)(-(uintptr_t)arena->cursor & (align - 1)) : 0;
  if (!arena->cursor || (size_t)(arena->limit - arena->cursor) < pad + size) {
    size_t payload = size > ARENA_CHUNK_SIZE / 4 ? size : ARENA_CHUNK_SIZE;
    ArenaChunk *chunk;
    if (payload == ARENA_CHUNK_SIZE && arena->spare) {
      chunk = arena->spare;
      arena->spare = chunk->next;
      arena->nspare--;
    } else {
      chunk = xmalloc(sizeof(ArenaChunk) + payload);
    }
    chunk->size = payload;
    arena->nchunks++;
    char *start = (char *)(chunk + 1);
    if (payload != ARENA_CHUNK_SIZE && arena->chunk) {
      /* A big block gets a chunk of its own, behind the current one, so the
         current chunk's free space is not wasted. */
      chunk->next = arena->chunk->next;
      arena->chunk->next = chunk;
      return start;
    }
    chunk->next = arena->chunk;
    arena->chunk = chunk;
    arena->cursor = start;
    arena->limit = start + payload;
    pad = 0;
  }
  void *p = arena->cursor + pad;
  arena->cursor += pad + size;
#if ANNOTALYSIS_ASAN
  ASAN_UNPOISON_MEMORY_REGION(p, size); /* a chunk used again may hold poisoned bytes */
#endif
  return p;
}

void *arena_alloc(Arena *arena, size_t size) { return arena_alloc_aligned(arena, size, 16); }

void *arena_zalloc8(Arena *arena, size_t size) {
  void *p = arena_alloc_aligned(arena, size, 8);
  memset(p, 0, size);
  return p;
}

void memory_poison(const void *p, size_t n) {
#if ANNOTALYSIS_ASAN
  ASAN_POISON_MEMORY_REGION(p, n);
#else
  (void)p, (void)n;
#endif
}

void *arena_zalloc(Arena *arena, size_t size) {
  void *p = arena_alloc(arena, size);
  memset(p, 0, size);
  return p;
}

char *arena_strndup(Arena *arena, const char *s, size_t len) {
  char *p = arena_alloc(arena, len + 1);
  memcpy(p, s, len);
  p[len] = '\0';
  return p;
}

void *arena_memdup(Arena *arena, const void *p, size_t size) { return memcpy(arena_alloc(arena, size), p, size); }

/* At most this many chunks (64 MB) are kept by a reset. */
enum { ARENA_MAX_SPARE = 64 };

void arena_reset(Arena *arena) {
  for (ArenaChunk *chunk = arena->chunk, *next; chunk; chunk = next) {
    next = chunk->next;
    if (chunk->size == ARENA_CHUNK_SIZE && arena->nspare < ARENA_MAX_SPARE) {
      chunk->next = arena->spare;
      arena->spare = chunk;
      arena->nspare++;
    } else {
      free(chunk);
    }
  }
  arena->chunk = NULL;
  arena->nchunks = 0;
  arena->cursor = arena->limit = NULL;
}

int arena_chunks(const Arena *arena) { return arena->nchunks; }

void arena_free_oldest(Arena *arena, int n) {
  int keep = arena->nchunks - n;
  if (keep < 0)
    keep = 0;
  arena->nchunks = keep;
  ArenaChunk **cut = &arena->chunk;
  for (int i = 0; i < keep; i++)
    cut = &(*cut)->next;
  for (ArenaChunk *chunk = *cut, *next; chunk; chunk = next) {
    next = chunk->next;
    free(chunk);
  }
  *cut = NULL;
  if (!arena->chunk)
    arena->cursor = arena->limit = NULL;
}

typedef struct ArenaSpan {
  uintptr_t start;      /* a chunk's payload */
  size_t size;
  size_t first;         /* the number of its first slot */
} ArenaSpan;

struct ArenaIndex {
  int n;
  size_t slots;
  ArenaSpan spans[];    /* by start */
};

static int compare_spans(const void *x, const void *y) {
  const ArenaSpan *s = x, *t = y;
  return s->start < t->start ? -1 : s->start > t->start;
}

ArenaIndex *arena_index(const Arena *arena) {
  int n = arena_chunks(arena);
  ArenaIndex *index = xmalloc(sizeof *index + sizeof index->spans[0] * (size_t)n);
  index->n = n;
  int i = 0;
  for (const ArenaChunk *chunk = arena->chunk; chunk; chunk = chunk->next, i++)
    index->spans[i] = (ArenaSpan){(uintptr_t)(chunk + 1), chunk->size, 0};
  if (n)
    qsort(index->spans, (size_t)n, sizeof index->spans[0], compare_spans);
  index->slots = 0;
  for (i = 0; i < n; i++) {
    index->spans[i].first = index->slots;
    index->slots += (index->spans[i].size + 15) / 16;
  }
  return index;
}

size_t arena_index_slots(const ArenaIndex *index) { return index->slots; }

bool arena_index_slot(const ArenaIndex *index, const void *p, size_t *slot) {
  uintptr_t at = (uintptr_t)p;
  int lo = 0, hi = index->n; /* the first span past at is spans[hi] */
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (index->spans[mid].start <= at)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == 0)
    return false;
  const ArenaSpan *s = &index->spans[lo - 1];
  if (at - s->start >= s->size)
    return false;
  *slot = s->first + (at - s->start) / 16;
  return true;
}

void arena_index_free(ArenaIndex *index) { free(index); }

void arena_free(Arena *arena) {
  arena_reset(arena);
  while (arena->spare) {
    ArenaChunk *next = arena->spare->next;
    free(arena->spare);
    arena->spare = next;
  }
  arena->nspare = 0;
}

/* StrBuf */

void sb_reserve(StrBuf *sb, size_t extra) {
  if (extra > SIZE_MAX / 2 - sb->len)
    out_of_memory(extra); /* the capacity would wrap */
  if (sb->len + extra + 1 <= sb->cap)
    return;
  size_t cap = sb->cap ? sb->cap : 64;
  while (cap < sb->len + extra + 1)
    cap *= 2;
  sb->data = xrealloc(sb->data, cap);
  sb->cap = cap;
}

void sb_putc(StrBuf *sb, char c) {
  sb_reserve(sb, 1);
  sb->data[sb->len++] = c;
  sb->data[sb->len] = '\0';
}

void sb_put(StrBuf *sb, const char *s, size_t len) {
  sb_reserve(sb, len);
  memcpy(sb->data + sb->len, s, len);
  sb->len += len;
  sb->data[sb->len] = '\0';
}

void sb_puts(StrBuf *sb, const char *s) { sb_put(sb, s, strlen(s)); }

void sb_printf(StrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = vformat(fmt, ap);
  va_end(ap);
  sb_puts(sb, s);
  free(s);
}

void sb_free(StrBuf *sb) {
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

/* Eight bytes at a time, each word multiplied in, then mixed so that
   every bit of the key reaches the low bits a table's mask keeps (the
   keys are long: lock terms, instances). */
uint32_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 0x9e3779b97f4a7c15u ^ len;
  size_t i = 0;
  for (; i + 8 <= len; i += 8) {
    uint64_t w;
    memcpy(&w, s + i, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdu;
    h ^= h >> 32;
  }
  uint64_t tail = 0;
  if (len > i)
    memcpy(&tail, s + i, len - i);
  h = (h ^ tail) * 0xc4ceb9fe1a85ec53u;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdu;
  h ^= h >> 33;
  return (uint32_t)h;
}

uint64_t hash_bytes64(const char *s, size_t len) {
  uint64_t h = 1469598103934665603u;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 1099511628211u;
  return h;
}

/* HashMap: linear probing, grows at 50% load, no deletion. */

static HashEntry *hashmap_slot(HashMap *map, const char *key, size_t keylen, uint32_t hash) {
  unsigned mask = (unsigned)map->capacity - 1;
  for (unsigned i = hash & mask;; i = (i + 1) & mask) {
    HashEntry *e = &map->entries[i];
    if (!e->key)
      return e;
    if (e->hash == hash && e->keylen == keylen && memcmp(e->key, key, keylen) == 0)
      return e;
  }
}

void *hashmap_get(HashMap *map, const char *key, size_t keylen) {
  if (!map->capacity)
    return NULL;
  HashEntry *e = hashmap_slot(map, key, keylen, hash_bytes(key, keylen));
  return e->key ? e->value : NULL;
}

static void hashmap_grow(HashMap *map) {
  HashMap bigger = {0};
  bigger.capacity = map->capacity ? map->capacity * 2 : 64;
  bigger.entries = xcalloc((size_t)bigger.capacity, sizeof(HashEntry));
  for (int i = 0; i < map->capacity; i++) {
    HashEntry *e = &map->entries[i];
    if (e->key)
      *hashmap_slot(&bigger, e->key, e->keylen, e->hash) = *e;
  }
  bigger.used = map->used;
  free(map->entries);
  *map = bigger;
}

void hashmap_put(HashMap *map, const char *key, size_t keylen, void *value) {
  if (2 * (map->used + 1) > map->capacity)
    hashmap_grow(map);
  uint32_t hash = hash_bytes(key, keylen);
  HashEntry *e = hashmap_slot(map, key, keylen, hash);
  if (!e->key) {
    e->key = key;
    e->keylen = (uint32_t)keylen;
    e->hash = hash;
    map->used++;
  }
  e->value = value;
}

void hashmap_free(HashMap *map) {
  free(map->entries);
  map->entries = NULL;
  map->capacity = map->used = 0;
}

/* RecordSet: linear probing, grows at 50% load, no deletion. */

static size_t record_slot(const RecordSet *set, const void *record, size_t size) {
  size_t mask = set->capacity - 1;
  size_t i = hash_bytes(record, size) & mask;
  while (set->slots[i] && memcmp(set->slots[i], record, size) != 0)
    i = (i + 1) & mask;
  return i;
}

const void *recordset_find(const RecordSet *set, const void *record, size_t size) {
  return set->capacity ? set->slots[record_slot(set, record, size)] : NULL;
}

void recordset_add(RecordSet *set, const void *record, size_t size) {
  if (2 * (set->used + 1) > set->capacity) {
    RecordSet bigger = {xcalloc(set->capacity ? 2 * set->capacity : 256, sizeof(void *)),
                        set->capacity ? 2 * set->capacity : 256, set->used};
    for (size_t i = 0; i < set->capacity; i++)
      if (set->slots[i])
        bigger.slots[record_slot(&bigger, set->slots[i], size)] = set->slots[i];
    free(set->slots);
    *set = bigger;
  }
  set->slots[record_slot(set, record, size)] = record;
  set->used++;
}

void recordset_free(RecordSet *set) {
  free(set->slots);
  *set = (RecordSet){0};
}

/* StringSet: linear probing, grows at 50% load, no deletion.  A kept
   string follows its hash and length. */

typedef struct KeptHead {
  uint32_t hash, len;
} KeptHead;

static const KeptHead *kept_head(const char *kept) { return (const KeptHead *)(const void *)(kept - sizeof(KeptHead)); }

static size_t string_slot(const StringSet *set, const char *s, size_t n, uint32_t hash) {
  size_t mask = set->capacity - 1;
  size_t i = hash & mask;
  for (; set->slots[i]; i = (i + 1) & mask) {
    const KeptHead *h = kept_head(set->slots[i]);
    if (h->hash == hash && h->len == n && memcmp(set->slots[i], s, n) == 0)
      break;
  }
  return i;
}

const char *stringset_find(const StringSet *set, const char *s, size_t n) {
  return set->capacity ? set->slots[string_slot(set, s, n, hash_bytes(s, n))] : NULL;
}

const char *stringset_keep(StringSet *set, Arena *arena, const char *s, size_t n) {
  uint32_t hash = hash_bytes(s, n);
  if (set->capacity) {
    const char *kept = set->slots[string_slot(set, s, n, hash)];
    if (kept)
      return kept;
  }
  if (2 * (set->used + 1) > set->capacity) {
    StringSet bigger = {xcalloc(set->capacity ? 2 * set->capacity : 256, sizeof(char *)),
                        set->capacity ? 2 * set->capacity : 256, set->used};
    for (size_t i = 0; i < set->capacity; i++)
      if (set->slots[i])
        bigger.slots[string_slot(&bigger, set->slots[i], kept_head(set->slots[i])->len,
                                 kept_head(set->slots[i])->hash)] = set->slots[i];
    free(set->slots);
    *set = bigger;
  }
  KeptHead *head = arena_alloc_aligned(arena, sizeof *head + n + 1, 8); /* the copy too: 8 bytes after */
  *head = (KeptHead){hash, (uint32_t)n};
  char *copy = (char *)(head + 1);
  memcpy(copy, s, n);
  copy[n] = '\0';
  set->slots[string_slot(set, s, n, hash)] = copy;
  set->used++;
  return copy;
}

void stringset_free(StringSet *set) {
  free(set->slots);
  *set = (StringSet){0};
}

char *read_file(const char *path, size_t *len_out) {
  bool is_stdin = !strcmp(path, "-");
  FILE *f = is_stdin ? stdin : fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  char *buf = xmalloc(cap);
  for (;;) {
    if (cap - len < 4096) {
      cap *= 2;
      buf = xrealloc(buf, cap);
    }
    size_t n = fread(buf + len, 1, cap - len - 2, f);
    len += n;
    if (n == 0)
      break;
  }
  int err = ferror(f);
  if (!is_stdin)
    fclose(f);
  if (err) {
    free(buf);
    errno = EIO;
    return NULL;
  }
  buf[len] = '\0';
  *len_out = len;
  /* the source stays for the whole run: not the slack of its doubling
     (a header of 2 KB in a buffer of 64 KB) */
  return xrealloc(buf, len + 2);
}

/* ------------------------------------------------------------------ paths */

/* The working directory, malloc'ed, or "" when it cannot be had.  The
   buffer grows as getcwd asks: a path can be longer than PATH_MAX. */
char *working_directory(void) {
  for (size_t size = 256;; size *= 2) {
    char *cwd = xmalloc(size);
    if (getcwd(cwd, size))
      return cwd;
    free(cwd);
    if (errno != ERANGE)
      return xstrdup("");
  }
}

char *absolute_path(const char *path) {
  if (path[0] == '/')
    return xstrdup(path);
  while (path[0] == '.' && path[1] == '/')
    path += 2;
  static char *cwd; /* a run does not change directory */
  if (!cwd)
    cwd = working_directory();
  return format("%s/%s", cwd, path);
}

double seconds_now(void) {
  struct timespec t;
  if (!timespec_get(&t, TIME_UTC))
    return 0;
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}
