/* A poisoned name may not appear after the pragma. */
#pragma GCC poison gets
gets // expected-error{{attempt to use poisoned "gets"}}
