/*
 * sysattr.c: the names of the system columns (sysattr.h), indexed by -attnum.
 */
#include "storage/sysattr.h"

#include <stddef.h>
#include <string.h>

static const char *const sysattr_names[] = {NULL, "ctid", "xmin", "cmin", "xmax", "cmax",
                                            "tableoid"};

const char *sysattr_name(int attnum)
{
    return attnum < 0 && attnum >= SYSATTR_FIRST ? sysattr_names[-attnum] : NULL;
}

int sysattr_attnum(const char *name)
{
    for (int i = 1; i <= -SYSATTR_FIRST; i++)
        if (strcmp(name, sysattr_names[i]) == 0)
            return -i;
    return 0;
}
