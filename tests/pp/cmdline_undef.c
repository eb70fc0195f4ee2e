// flags: -U__linux__ -Ulinux -D__linux__=42 -U__STRICT_ANSI__ -UNEVER_DEFINED
/* -U removes predefined macros too. */
__linux__ linux unix
#ifdef NEVER_DEFINED
wrong
#endif
