/* The Linux kernel's context-analysis annotations (Linux 7.0 and later,
   include/linux/compiler-context-analysis.h), which expand to Clang's
   thread-safety attributes under WARN_CONTEXT_ANALYSIS.  Written for these
   tests after the kernel's documented interface. */
#ifndef LINUX_CONTEXT_ANALYSIS_H
#define LINUX_CONTEXT_ANALYSIS_H
#ifdef WARN_CONTEXT_ANALYSIS
#define __ctx_attr(x) __attribute__((x))
#else
#define __ctx_attr(x)
#endif
#define __ctx_lock_type(name) __ctx_attr(capability(#name))
#define __reentrant_ctx_lock __ctx_attr(reentrant_capability)
#define __acquires_ctx_lock(...) __ctx_attr(acquire_capability(__VA_ARGS__))
#define __acquires_shared_ctx_lock(...) __ctx_attr(acquire_shared_capability(__VA_ARGS__))
#define __try_acquires_ctx_lock(ret, x) __ctx_attr(try_acquire_capability(ret, x))
#define __try_acquires_shared_ctx_lock(ret, x) __ctx_attr(try_acquire_shared_capability(ret, x))
#define __releases_ctx_lock(...) __ctx_attr(release_capability(__VA_ARGS__))
#define __releases_shared_ctx_lock(...) __ctx_attr(release_shared_capability(__VA_ARGS__))
#define __returns_ctx_lock(x) __ctx_attr(lock_returned(x))
#define __excludes_ctx_lock(...) __ctx_attr(locks_excluded(__VA_ARGS__))
#define __requires_ctx_lock(...) __ctx_attr(requires_capability(__VA_ARGS__))
#define __requires_shared_ctx_lock(...) __ctx_attr(requires_shared_capability(__VA_ARGS__))
#define __assumes_ctx_lock(...) __ctx_attr(assert_capability(__VA_ARGS__))
#define __assumes_shared_ctx_lock(...) __ctx_attr(assert_shared_capability(__VA_ARGS__))
#define __guarded_by(...) __ctx_attr(guarded_by(__VA_ARGS__))
#define __pt_guarded_by(...) __ctx_attr(pt_guarded_by(__VA_ARGS__))
#define __no_context_analysis __ctx_attr(no_thread_safety_analysis)

#define context_lock_struct(name, ...) struct __ctx_lock_type(name) __VA_ARGS__ name
#define token_context_lock(name, ...) \
  context_lock_struct(__ctx_lock_##name, ##__VA_ARGS__) { int unused; }; \
  extern const struct __ctx_lock_##name *name

#define __must_hold(...) __requires_ctx_lock(__VA_ARGS__)
#define __must_hold_shared(...) __requires_shared_ctx_lock(__VA_ARGS__)
#define __must_not_hold(...) __excludes_ctx_lock(__VA_ARGS__)
#define __acquires(...) __acquires_ctx_lock(__VA_ARGS__)
#define __acquires_shared(...) __acquires_shared_ctx_lock(__VA_ARGS__)
#define __releases(...) __releases_ctx_lock(__VA_ARGS__)
#define __releases_shared(...) __releases_shared_ctx_lock(__VA_ARGS__)
/* __cond_acquires(true, x): the symbolic result names the success value */
#define __cond_acquires_true(x) __try_acquires_ctx_lock(1, x)
#define __cond_acquires_false(x) __try_acquires_ctx_lock(0, x)
#define __cond_acquires_0(x) __try_acquires_ctx_lock(0, x)
#define __cond_acquires(ret, x) __cond_acquires_##ret(x)
#endif
