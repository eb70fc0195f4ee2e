/* A file whose last line has no newline. */
#define X last
X