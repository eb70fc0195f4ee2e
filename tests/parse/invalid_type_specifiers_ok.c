// expected-no-diagnostics
float x;
