/* A file that ends inside a directive without a newline. */
before
#define UNUSED 1