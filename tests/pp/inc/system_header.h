/* A header that declares itself a system header. */
#pragma GCC system_header
system_header_h __LINE__
#define FROM_SYSTEM_HEADER from_system
