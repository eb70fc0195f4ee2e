/* A '#' alone on a line is the null directive (6.10.7). */
#
  #
# /* comment */
#define X 1
X
