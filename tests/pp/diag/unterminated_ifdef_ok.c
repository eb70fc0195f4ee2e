// expected-no-diagnostics
#ifdef X
#ifndef Y
#if 0
#endif
#endif
#endif
