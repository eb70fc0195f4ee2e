// flags: -O2
/* -O2 defines __OPTIMIZE__ and drops __NO_INLINE__. */
__OPTIMIZE__ __OPTIMIZE_SIZE__ __NO_INLINE__
