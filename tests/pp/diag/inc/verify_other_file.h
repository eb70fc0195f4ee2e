/* verify_other_file.h: a warning on line 3 of a header. */

#warning "from the header"
