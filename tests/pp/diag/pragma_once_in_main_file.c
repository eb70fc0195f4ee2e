/* #pragma once means nothing in the main file. */
#pragma once // expected-warning{{#pragma once in main file}}
