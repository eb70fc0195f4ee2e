// expected-no-diagnostics
/* Under annotalysis, __ANNOTALYSIS__ is defined and the thread-safety
   attributes are known to __has_attribute. */
#ifndef __ANNOTALYSIS__
#error __ANNOTALYSIS__ is not defined
#endif
#if !__has_attribute(guarded_by) || !__has_attribute(pt_guarded_by)
#error guarded_by or pt_guarded_by unknown
#endif
#if !__has_attribute(acquire_capability) || !__has_attribute(release_capability)
#error acquire_capability or release_capability unknown
#endif
#if !__has_attribute(requires_capability) || !__has_attribute(capability)
#error requires_capability or capability unknown
#endif
#if !__has_attribute(try_acquire_capability) || !__has_attribute(locks_excluded)
#error try_acquire_capability or locks_excluded unknown
#endif
#if !__has_attribute(no_thread_safety_analysis) || !__has_attribute(scoped_lockable)
#error no_thread_safety_analysis or scoped_lockable unknown
#endif
#include "../../../include/annotalysis.h"
