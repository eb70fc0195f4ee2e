/* lockable and scoped_lockable on a struct and a union. */
// expected-no-diagnostics
struct __attribute__((lockable)) mutex { int x; };
union __attribute__((__lockable__)) umutex { int x; };
struct __attribute__((scoped_lockable)) guard { struct mutex *m; };
