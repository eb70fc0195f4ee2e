/* The largest arrays of long and char that fit in the address space. */
// expected-no-diagnostics
long most[1152921504606846975];
char fits[2049638230412172401];
