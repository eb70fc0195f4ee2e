// expected-no-diagnostics
/* Identical redefinitions, and redefinition after #undef, are fine. */
#define X 1
#define X  1
#define F(a) a
#define F(a) a
#undef X
#define X 2
