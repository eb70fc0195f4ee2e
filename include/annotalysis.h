/*
 * annotalysis.h: thread-safety annotations for C.
 *
 * Say which lock guards which data and what each function does with
 * locks; annotalysis (and Clang's -Wthread-safety) then check every access
 * and call.  Under annotalysis, which defines __ANNOTALYSIS__, and under
 * Clang the macros expand to the thread-safety attributes; under every
 * other compiler they expand to nothing, so annotated code builds
 * unchanged with GCC, cross compilers and embedded toolchains.
 *
 * The macros are those of Clang's documented mutex.h.  A capability is
 * written as a C expression naming the lock object: a struct member by
 * name (`mu`, even when declared later in the struct), a parameter
 * (`&q->mu`, `*m`), a global, or "*" for any lock.  `!mu` in REQUIRES
 * means "must not hold".
 *
 *   struct LOCKABLE mutex { ... };                  // a lock type
 *   struct queue {
 *     struct mutex mu;
 *     int count GUARDED_BY(mu);                     // read or write under mu
 *     int *items PT_GUARDED_BY(mu);                 // *items under mu
 *   };
 *   void mutex_lock(struct mutex *m) ACQUIRE(*m);
 *   void mutex_unlock(struct mutex *m) RELEASE(*m);
 *   void queue_push(struct queue *q, int v) REQUIRES(q->mu);
 */
#ifndef ANNOTALYSIS_H
#define ANNOTALYSIS_H

#if defined(__ANNOTALYSIS__) || defined(__clang__)
#define ANNOTALYSIS_ATTR_(x) __attribute__((x))
#else
#define ANNOTALYSIS_ATTR_(x)
#endif

/* On a struct, union or typedef: values of this type are capabilities
   (locks); name is the word messages use, such as "mutex" or "spinlock". */
#define CAPABILITY(name) ANNOTALYSIS_ATTR_(capability(name))

/* The same, named "mutex": Clang's older spelling. */
#define LOCKABLE ANNOTALYSIS_ATTR_(lockable)

/* On a capability type: the same thread may acquire it again while holding
   it (a recursive mutex); acquisitions are counted. */
#define REENTRANT_CAPABILITY ANNOTALYSIS_ATTR_(reentrant_capability)

/* On a struct member or global: reading it needs one of the capabilities
   held (shared is enough), writing it needs all of them held exclusively. */
#define GUARDED_BY(...) ANNOTALYSIS_ATTR_(guarded_by(__VA_ARGS__))

/* On a pointer member or global: the data it points to is guarded, not the
   pointer itself. */
#define PT_GUARDED_BY(...) ANNOTALYSIS_ATTR_(pt_guarded_by(__VA_ARGS__))

/* On a capability member or global: the locks it must be acquired before,
   or after; a different order is reported as a possible deadlock. */
#define ACQUIRED_BEFORE(...) ANNOTALYSIS_ATTR_(acquired_before(__VA_ARGS__))
#define ACQUIRED_AFTER(...) ANNOTALYSIS_ATTR_(acquired_after(__VA_ARGS__))

/* On a function: the caller must hold the capabilities exclusively (or,
   with _SHARED, at least shared), on entry and still on return. */
#define REQUIRES(...) ANNOTALYSIS_ATTR_(requires_capability(__VA_ARGS__))
#define REQUIRES_SHARED(...) ANNOTALYSIS_ATTR_(requires_shared_capability(__VA_ARGS__))

/* On a function: it acquires the capabilities (exclusively or shared);
   they are not held on entry and are held on return. */
#define ACQUIRE(...) ANNOTALYSIS_ATTR_(acquire_capability(__VA_ARGS__))
#define ACQUIRE_SHARED(...) ANNOTALYSIS_ATTR_(acquire_shared_capability(__VA_ARGS__))

/* On a function: it releases capabilities held exclusively, held shared,
   or held in either mode; they are held on entry and not on return. */
#define RELEASE(...) ANNOTALYSIS_ATTR_(release_capability(__VA_ARGS__))
#define RELEASE_SHARED(...) ANNOTALYSIS_ATTR_(release_shared_capability(__VA_ARGS__))
#define RELEASE_GENERIC(...) ANNOTALYSIS_ATTR_(release_generic_capability(__VA_ARGS__))

/* On a function: it tries to acquire the capabilities; the first argument
   is the return value that means success (1, true, 0, an enum constant). */
#define TRY_ACQUIRE(...) ANNOTALYSIS_ATTR_(try_acquire_capability(__VA_ARGS__))
#define TRY_ACQUIRE_SHARED(...) ANNOTALYSIS_ATTR_(try_acquire_shared_capability(__VA_ARGS__))

/* On a function: the caller must not hold the capabilities (the function
   acquires them itself). */
#define EXCLUDES(...) ANNOTALYSIS_ATTR_(locks_excluded(__VA_ARGS__))

/* On a function: after a call the capability is taken to be held
   (exclusively or shared); nothing is checked at run time. */
#define ASSERT_CAPABILITY(x) ANNOTALYSIS_ATTR_(assert_capability(x))
#define ASSERT_SHARED_CAPABILITY(x) ANNOTALYSIS_ATTR_(assert_shared_capability(x))

/* On a function: it returns (a pointer to) the capability x. */
#define RETURN_CAPABILITY(x) ANNOTALYSIS_ATTR_(lock_returned(x))

/* On a function: its body is not checked (its contract still is, at calls). */
#define NO_THREAD_SAFETY_ANALYSIS ANNOTALYSIS_ATTR_(no_thread_safety_analysis)

/* annotalysis's own, which Clang has no attribute for: a function that
   returns holding the lock of the object it returns.  `return` in the
   expression is the value returned:
     struct zone *zone_get(int id) ACQUIRE_RETURNED(return->mutex);
     struct zone *zone_find(int id) TRY_ACQUIRE_RETURNED(1, return->mutex);
   (the second returns NULL, holding nothing, when it fails).  Under every
   other compiler, Clang included, they expand to nothing. */
#ifdef __ANNOTALYSIS__
#define ACQUIRE_RETURNED(...) __attribute__((acquire_capability(__VA_ARGS__)))
#define ACQUIRE_SHARED_RETURNED(...) __attribute__((acquire_shared_capability(__VA_ARGS__)))
#define TRY_ACQUIRE_RETURNED(...) __attribute__((try_acquire_capability(__VA_ARGS__)))
#define TRY_ACQUIRE_SHARED_RETURNED(...) __attribute__((try_acquire_shared_capability(__VA_ARGS__)))
#else
#define ACQUIRE_RETURNED(...)
#define ACQUIRE_SHARED_RETURNED(...)
#define TRY_ACQUIRE_RETURNED(...)
#define TRY_ACQUIRE_SHARED_RETURNED(...)
#endif

#endif /* ANNOTALYSIS_H */
