/* The twin of local_copy_kept_across_call_ok.c: where the lookup fails,
   the function returns without going through `done:`, and keeps the
   lock. */
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
    pthread_rwlock_rdlock(&view->lock); // expected-note{{mutex 'cinfo->view->lock' acquired here}}
    found = lookup(rep);
    if (found < 0)
      return -1; // expected-warning{{mutex 'cinfo->view->lock' is still held at the end of function}}
    goto done;
  }
done:
  if (view)
    pthread_rwlock_unlock(&view->lock);
  return found;
}
