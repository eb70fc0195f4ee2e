/*
 * util.h: the small toolbox every stage uses.
 *
 * Arena: a bump allocator.  Everything a translation unit needs (file buffers,
 * tokens, macros, later the AST and the CFG) lives in one arena that is freed
 * as a whole; nothing is freed one by one.
 * StrBuf: a growable byte string, for output and for building spellings.
 * Interning: each distinct identifier spelling maps to one Ident, so names
 * compare by pointer and a macro definition hangs directly off its name.
 * HashMap: string keys to pointers, open addressing, for the file cache.
 */
#ifndef ANNOTALYSIS_UTIL_H
#define ANNOTALYSIS_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* Lets GCC and Clang check the arguments of a printf-like function. */
#if defined(__GNUC__)
#define PRINTF_LIKE(fmt, first) __attribute__((format(printf, fmt, first)))
#else
#define PRINTF_LIKE(fmt, first)
#endif

/* Internal errors: a broken invariant, never bad input. */
_Noreturn void fatal(const char *fmt, ...) PRINTF_LIKE(1, 2);
#define ASSERT(cond) \
  ((cond) ? (void)0 : fatal("%s:%d: internal error: %s", __FILE__, __LINE__, #cond))

/* Allocation that cannot fail: when memory runs out, out_of_memory ends
   the run.  Every allocation goes through these (or the arena). */
void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size); /* zeroed; count * size checked */
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);
char *format(const char *fmt, ...) PRINTF_LIKE(1, 2); /* malloc'ed printf */
/* Is c a character of a C name?  Does the name of n bytes occur as a
   word in the text from start to end? */
bool is_name_char(char c);
bool has_word(const char *start, const char *end, const char *name, size_t n);
/* Seconds since an arbitrary start (timespec_get, C11's clock): for the
   stage times of --stats. */
double seconds_now(void);
char *vformat(const char *fmt, va_list ap);            /* the same with a va_list */

/* util.c: out of memory.  It is not a bug but a limit of the machine, so
   it does not abort: it prints what annotalysis was working on, e.g.
     annotalysis: error: out of memory (allocating 1048592 bytes) while
     analyzing function 'f' in 'x.c'
   and exits with EXIT_OUT_OF_MEMORY (man/annotalysis.1, EXIT STATUS).
   The context setters only store the pointer (NULL clears it): the string
   must live until the context is changed or cleared.  The file is set by
   pp_begin; the function by whatever stage walks the functions. */
enum { EXIT_OUT_OF_MEMORY = 3, EXIT_FINDINGS = 4 };
void oom_context_file(const char *path);
void oom_context_function(const char *name);
_Noreturn void out_of_memory(size_t size);

/* util.c: arena */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *chunk;
  char *cursor;
  char *limit;
  ArenaChunk *spare;    /* chunks a reset kept for reuse: pages already touched */
  int nspare;
  int nchunks;          /* in the list at chunk (arena_chunks) */
} Arena;

void *arena_alloc(Arena *arena, size_t size);
void *arena_zalloc(Arena *arena, size_t size);
/* Zeroed, aligned for 8 bytes only, its size rounded to 8: for the many
   small blocks of a tree (nodes), not for what a block of 16 bytes must
   hold (long double, max_align_t), nor in an arena arena_index reads. */
void *arena_zalloc8(Arena *arena, size_t size);
char *arena_strndup(Arena *arena, const char *s, size_t len);
/* A copy of the size bytes at p (a map's key of pointers, a vector settled). */
void *arena_memdup(Arena *arena, const void *p, size_t size);
void arena_free(Arena *arena);
/* Empties the arena for reuse, keeping its chunks (up to a bound) so the
   next function's analysis takes pages already touched: a scratch arena
   per function. */
void arena_reset(Arena *arena);
/* The number of chunks the arena holds.  A new chunk goes in front of the
   others, and a block too big for a chunk right behind the one being
   filled: so of the n chunks a count saw, the n - 1 oldest hold only what
   was made before it, and stay the oldest (arena_free_oldest). */
int arena_chunks(const Arena *arena);
/* Frees the arena's n oldest chunks (as many as it has, at most). */
void arena_free_oldest(Arena *arena, int n);
/* The places of an arena's blocks, by address, as it is when made (nothing
   allocated after is in it): each block starts on a 16-byte slot of its
   own, and the slots of all the chunks are numbered from 0. */
typedef struct ArenaIndex ArenaIndex;
ArenaIndex *arena_index(const Arena *arena);
/* How many slots the chunks have. */
size_t arena_index_slots(const ArenaIndex *index);
/* The slot p is in, when it is in one of the arena's chunks. */
bool arena_index_slot(const ArenaIndex *index, const void *p, size_t *slot);
void arena_index_free(ArenaIndex *index);
/* 1 in a build with AddressSanitizer (make asan, the fuzz targets). */
#if defined(__SANITIZE_ADDRESS__)
#define ANNOTALYSIS_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ANNOTALYSIS_ASAN 1
#endif
#endif
#ifndef ANNOTALYSIS_ASAN
#define ANNOTALYSIS_ASAN 0
#endif

/* Marks n bytes at p as not to be touched: the AddressSanitizer build
   (make asan) reports any access to them until an allocation hands them
   out again.  Nothing in other builds. */
void memory_poison(const void *p, size_t n);
#define ARENA_NEW(arena, T) ((T *)arena_zalloc((arena), sizeof(T)))
#define ARENA_ARRAY(arena, T, n) ((T *)arena_alloc((arena), sizeof(T) * (size_t)(n)))

/* util.c: growable arrays.  A Vec-like struct has fields data, len, cap.
   The first push makes room for 4 elements, or for 1 when they are large
   (many vectors of records keep only one: a function's lock-graph steps). */
#define VEC(T) struct { T *data; int len; int cap; }
#define VEC_PUSH(v, x)                                                        \
  do {                                                                        \
    if ((v).len == (v).cap) {                                                 \
      (v).cap = (v).cap ? 2 * (v).cap : sizeof(*(v).data) > 64 ? 1 : 4;       \
      (v).data = xrealloc((v).data, sizeof(*(v).data) * (size_t)(v).cap);    \
    }                                                                         \
    (v).data[(v).len++] = (x);                                                \
  } while (0)
#define VEC_FREE(v) (free((v).data), (v).data = NULL, (v).len = (v).cap = 0)

typedef VEC(const char *) StrVec;

/* util.c: strings */
typedef struct StrBuf {
  char *data;
  size_t len;
  size_t cap;
} StrBuf;

void sb_reserve(StrBuf *sb, size_t extra);
void sb_putc(StrBuf *sb, char c);
void sb_put(StrBuf *sb, const char *s, size_t len);
void sb_puts(StrBuf *sb, const char *s);
void sb_printf(StrBuf *sb, const char *fmt, ...) PRINTF_LIKE(2, 3);
void sb_free(StrBuf *sb);

uint32_t hash_bytes(const char *s, size_t len);
/* 64 bits of FNV-1a (with the basis SARIF fingerprints were first made
   with, kept so that they stay the same). */
uint64_t hash_bytes64(const char *s, size_t len);

/* util.c: string-keyed hash map (keys are copied by the caller's arena) */
typedef struct HashEntry { /* 24 bytes: the lock graph's maps hold millions */
  const char *key;
  void *value;
  uint32_t keylen;      /* a key is shorter than 4 GB */
  uint32_t hash;
} HashEntry;

typedef struct HashMap {
  HashEntry *entries;
  int capacity;
  int used;
} HashMap;

void *hashmap_get(HashMap *map, const char *key, size_t keylen);
/* The map keeps the key pointer, not a copy: the key's bytes must live as
   long as the map. */
void hashmap_put(HashMap *map, const char *key, size_t keylen, void *value);
void hashmap_free(HashMap *map);

/* util.c: a set of records of one size, each found by its bytes (padding
   included, so records are made zeroed): the set keeps a pointer to each,
   8 bytes a slot, at most half of the slots full. */
typedef struct RecordSet {
  const void **slots;
  size_t capacity, used;
} RecordSet;

const void *recordset_find(const RecordSet *set, const void *record, size_t size);
/* Adds record, which is not in the set and lives as long as it. */
void recordset_add(RecordSet *set, const void *record, size_t size);
void recordset_free(RecordSet *set);

/* util.c: a set of strings of bytes, each kept once in an arena, found
   by its bytes: 8 bytes a slot, at most half of the slots full, and 8
   bytes before each kept string (its hash and length).  A kept string
   starts at an 8-byte boundary, so it may be an array of pointers. */
typedef struct StringSet {
  const char **slots;
  size_t capacity, used;
} StringSet;

/* The kept copy (followed by a NUL) of the n bytes at s, made in arena
   the first time. */
const char *stringset_keep(StringSet *set, Arena *arena, const char *s, size_t n);
/* The kept copy of the n bytes at s, NULL when there is none. */
const char *stringset_find(const StringSet *set, const char *s, size_t n);
void stringset_free(StringSet *set);

/* util.c: files */
/* Reads a whole file ("-" is standard input); returns NULL (errno set) on
   failure.  The buffer has a NUL after the last byte. */
char *read_file(const char *path, size_t *len_out);
/* The working directory, malloc'ed ("" when it cannot be had), and path
   made absolute against it (the directory is read once per run). */
char *working_directory(void);
char *absolute_path(const char *path);

#endif
