// GNU readline, as the REPL's line editor. readline 8 includes <stdio.h> itself; the explicit
// include keeps older headers working.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
