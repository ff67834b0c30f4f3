/* Placeholder entry point; the server work replaces it. */
#include <stdio.h>
int main(void)
{
    puts("basalt " BASALT_VERSION);
    return 0;
}
