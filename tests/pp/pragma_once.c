/* A header with #pragma once is read once, also under another spelling
   of its path. */
#include "inc/once.h"
#include "inc/once.h"
#include "inc/../inc/once.h"
after_once
