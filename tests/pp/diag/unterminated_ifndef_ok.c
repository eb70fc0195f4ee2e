// expected-no-diagnostics
#ifndef GUARD_H
#define GUARD_H
int x;
#endif
