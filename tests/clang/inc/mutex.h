/* mutex.h: the lock type and the plain lock functions that the clang
   group's cases share.  A case declares the attribute it is about itself;
   this header only saves repeating the usual lock and unlock. */
#ifndef CLANG_CASES_MUTEX_H
#define CLANG_CASES_MUTEX_H

#include "annotalysis.h"

struct CAPABILITY("mutex") mutex { int opaque; };

void mutex_lock(struct mutex *m) ACQUIRE(*m);
void mutex_unlock(struct mutex *m) RELEASE(*m);
void mutex_lock_shared(struct mutex *m) ACQUIRE_SHARED(*m);
void mutex_unlock_shared(struct mutex *m) RELEASE_SHARED(*m);

#endif
