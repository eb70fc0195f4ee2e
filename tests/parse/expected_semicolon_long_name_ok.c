// expected-no-diagnostics
int a_name_longer_than_the_forty_bytes_messages_once_quoted;
int f(int x) {
  x = 1;
  a_name_longer_than_the_forty_bytes_messages_once_quoted = x;
  return x;
}
