/* A lock picked by a conditional on a parameter (`i ? i : 1`) is shown as
   written: no world decides the test where the contract is printed. */
struct __attribute__((capability("mutex"))) mutex { int x; };
struct obj { struct mutex locks[4]; };
void need(struct obj *o, int i) __attribute__((requires_capability(o->locks[i ? i : 1])));
// expected-no-diagnostics
/* expected-contracts
3: struct mutex: capability("mutex")
5: function need: requires(o->locks[i ? i : 1])
*/
