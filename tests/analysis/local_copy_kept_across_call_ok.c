/* A local copy of a pointer read from memory (`view = cinfo->view`) is
   locked under `if (view)` and unlocked under `if (view)` at `done:`,
   with a call between that may write memory (its callee hands its own
   local's address to a writer).  The local holds the value it read
   whatever the call writes, so the second test is the first's: before,
   the fact `view != 0` went with the memory the call may write, and the
   lock was reported still held (unbound's respip_rewrite_reply). */
// expected-no-diagnostics
#include <pthread.h>
#include <stddef.h>
struct rrset { unsigned short type; };
struct rep { size_t n; struct rrset **rrsets; };
struct view { pthread_rwlock_t lock; };
struct cinfo { struct view *view; };
int merge_cname(const struct cinfo *other); /* makes struct cinfo other files' */

static int conv(unsigned short type, unsigned *lenp) {
  *lenp = type == 1 ? 4 : 16;
  return 1;
}

static int lookup(const struct rep *rep) {
  unsigned len;
  for (size_t i = 0; i < rep->n; i++)
    if (conv(rep->rrsets[i]->type, &len))
      return (int)len;
  return 0;
}

int rewrite(const struct cinfo *cinfo, const struct rep *rep) {
  struct view *view = cinfo->view;
  int found = 0;
  if (view) {
    pthread_rwlock_rdlock(&view->lock);
    found = lookup(rep);
    goto done;
  }
done:
  if (view)
    pthread_rwlock_unlock(&view->lock);
  return found;
}
