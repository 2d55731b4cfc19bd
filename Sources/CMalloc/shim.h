// glibc's allocator tuning (mallopt), which the C library's own module does not export.
#include <malloc.h>
