/* reentrant_capability qualifies a capability, so capability must come
   first: written before it (in the same list or an earlier __attribute__)
   or with no capability at all, Clang ignores it with a warning. */
struct __attribute__((reentrant_capability)) r1 { int x; };   // expected-warning{{'reentrant_capability' attribute on 'r1' must be preceded by 'capability' attribute}}
struct __attribute__((reentrant_capability, capability("mutex"))) r2 { int x; };  // expected-warning{{'reentrant_capability' attribute on 'r2' must be preceded by 'capability' attribute}}
struct __attribute__((reentrant_capability)) __attribute__((capability("mutex"))) r3 { int x; };  // expected-warning{{'reentrant_capability' attribute on 'r3' must be preceded by 'capability' attribute}}
typedef int __attribute__((reentrant_capability)) r4;         // expected-warning{{'reentrant_capability' attribute on 'r4' must be preceded by 'capability' attribute}}
