/* A statement without its ';' before a name longer than 40 bytes: the
   message quotes the name whole, as GCC does (it was once cut to 40
   bytes, which could make it another name). */
int a_name_longer_than_the_forty_bytes_messages_once_quoted;
int f(int x) {
  x = 1  // expected-error@+1{{expected ';' before 'a_name_longer_than_the_forty_bytes_messages_once_quoted'}}
  a_name_longer_than_the_forty_bytes_messages_once_quoted = x;
  return x;
}
