/* __has_attribute and __has_builtin for names that system headers and
   portable code test; only truth is compared, not the value. */
#if defined __has_attribute && defined __has_builtin
have_operators
#endif
#if __has_attribute(noreturn) && __has_attribute(__noreturn__) && __has_attribute(packed)
noreturn_packed
#endif
#if __has_attribute(aligned) && __has_attribute(unused) && __has_attribute(format)
aligned_unused_format
#endif
#if __has_attribute(nonnull) && __has_attribute(always_inline) && __has_attribute(visibility)
nonnull_inline_visibility
#endif
#if __has_attribute(cleanup) && __has_attribute(deprecated) && __has_attribute(__warn_unused_result__)
cleanup_deprecated
#endif
#if __has_attribute(no_such_attribute_xyz)
wrong
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_unreachable) && __has_builtin(__builtin_memcpy)
builtins
#endif
#if __has_builtin(no_such_builtin_xyz)
wrong
#endif
#define ATTR packed
#if __has_attribute(ATTR)
macro_operand
#endif
