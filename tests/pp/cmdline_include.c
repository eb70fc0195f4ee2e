// flags: -include tests/pp/inc/forced.h -include tests/pp/inc/nested.h
/* -include reads a file before the main file, at include level 1. */
FORCED_MACRO __INCLUDE_LEVEL__ __FILE__
