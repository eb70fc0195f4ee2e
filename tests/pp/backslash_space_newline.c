/* A backslash followed by blanks and a newline is still a line splice for
   GCC (with a warning). */
#define X one \    
  two
X __LINE__
a\  
b __LINE__
