#pragma once
once_h_body __COUNTER__
