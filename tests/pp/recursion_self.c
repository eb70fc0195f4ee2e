/* A macro is not re-expanded inside its own expansion (6.10.3.4p2). */
#define foo foo
#define bar bar + 1
#define self(x) self(x) x
#define indirect indirect_1
#define indirect_1 indirect + 2
foo bar self(1) self(self(2)) indirect
