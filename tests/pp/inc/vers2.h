int vers2_h_included;
