/* An unknown directive name in an active group. */
#foo bar // expected-error{{invalid preprocessing directive #foo}}
#defien X 1 // expected-error{{invalid preprocessing directive #defien}}
