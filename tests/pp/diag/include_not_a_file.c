// flags: -Itests/pp/inc
/* An #include whose search meets a directory, or a device such as
   /dev/zero, and no regular file says what it met, not "file not found":
   the user would look for a file that is there.  (gcc says "No such file
   or directory" for the directory and reads /dev/zero for ever.) */
#include <first> // expected-error{{'tests/pp/inc/first' is a directory}}
#include "inc" // expected-error{{'tests/pp/diag/inc' is a directory}}
#include "/dev/zero" // expected-error{{'/dev/zero' is not a regular file}}
#include "/" // expected-error{{'/' is a directory}}
