/* UTF-8 characters in identifiers, as GCC 10 and later accept. */
#define café coffee
#define ü(x) über(x)
café ü(1) naïve
#define STR(x) #x
STR(café) "é" u8"é"
