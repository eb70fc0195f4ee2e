/* GNU named variable arguments: "args..." instead of "...". */
#define eprintf(format, args...) fprintf(stderr, format , ## args)
#define all(args...) [args]
#define str(args...) #args
eprintf("a") eprintf("a %d", 1) eprintf("a %d %d", 1, 2)
all() all(1) all(1, 2)
str(x, y)
