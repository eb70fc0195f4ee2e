/* #warning (C2x, long a GNU extension) reports a warning and goes on. */
#warning text // expected-warning{{#warning text}}
#define AFTER 1
#if !AFTER
#error the file must go on after #warning
#endif
