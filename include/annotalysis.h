/*
 * annotalysis.h: thread-safety annotations for C.
 *
 * Include this header and annotate which lock guards which data and what each
 * function does with locks.  Under annotalysis (which defines __ANNOTALYSIS__)
 * and under Clang the macros expand to the thread-safety attributes; under every
 * other compiler they expand to nothing, so annotated code builds unchanged with
 * GCC, cross compilers and embedded toolchains.
 *
 * This is the first cut: the attribute set is Clang's.  The annotations stage
 * of annotalysis gives each macro its checked meaning.
 */
#ifndef ANNOTALYSIS_H
#define ANNOTALYSIS_H

#if defined(__ANNOTALYSIS__) || defined(__clang__)
#define ANNOTALYSIS_ATTR_(x) __attribute__((x))
#else
#define ANNOTALYSIS_ATTR_(x)
#endif

#define CAPABILITY(x)           ANNOTALYSIS_ATTR_(capability(x))
#define LOCKABLE                ANNOTALYSIS_ATTR_(capability("mutex"))
#define REENTRANT_CAPABILITY    ANNOTALYSIS_ATTR_(reentrant_capability)
#define SCOPED_CAPABILITY       ANNOTALYSIS_ATTR_(scoped_lockable)
#define GUARDED_BY(x)           ANNOTALYSIS_ATTR_(guarded_by(x))
#define PT_GUARDED_BY(x)        ANNOTALYSIS_ATTR_(pt_guarded_by(x))
#define GUARDED_VAR             ANNOTALYSIS_ATTR_(guarded_var)
#define PT_GUARDED_VAR          ANNOTALYSIS_ATTR_(pt_guarded_var)
#define ACQUIRED_BEFORE(...)    ANNOTALYSIS_ATTR_(acquired_before(__VA_ARGS__))
#define ACQUIRED_AFTER(...)     ANNOTALYSIS_ATTR_(acquired_after(__VA_ARGS__))
#define REQUIRES(...)           ANNOTALYSIS_ATTR_(requires_capability(__VA_ARGS__))
#define REQUIRES_SHARED(...)    ANNOTALYSIS_ATTR_(requires_shared_capability(__VA_ARGS__))
#define ACQUIRE(...)            ANNOTALYSIS_ATTR_(acquire_capability(__VA_ARGS__))
#define ACQUIRE_SHARED(...)     ANNOTALYSIS_ATTR_(acquire_shared_capability(__VA_ARGS__))
#define RELEASE(...)            ANNOTALYSIS_ATTR_(release_capability(__VA_ARGS__))
#define RELEASE_SHARED(...)     ANNOTALYSIS_ATTR_(release_shared_capability(__VA_ARGS__))
#define RELEASE_GENERIC(...)    ANNOTALYSIS_ATTR_(release_generic_capability(__VA_ARGS__))
#define TRY_ACQUIRE(...)        ANNOTALYSIS_ATTR_(try_acquire_capability(__VA_ARGS__))
#define TRY_ACQUIRE_SHARED(...) ANNOTALYSIS_ATTR_(try_acquire_shared_capability(__VA_ARGS__))
#define EXCLUDES(...)           ANNOTALYSIS_ATTR_(locks_excluded(__VA_ARGS__))
#define ASSERT_CAPABILITY(x)    ANNOTALYSIS_ATTR_(assert_capability(x))
#define ASSERT_SHARED_CAPABILITY(x) ANNOTALYSIS_ATTR_(assert_shared_capability(x))
#define RETURN_CAPABILITY(x)    ANNOTALYSIS_ATTR_(lock_returned(x))
#define NO_THREAD_SAFETY_ANALYSIS ANNOTALYSIS_ATTR_(no_thread_safety_analysis)

#endif /* ANNOTALYSIS_H */
