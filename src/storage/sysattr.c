/*
 * sysattr.c: the names of the system columns (sysattr.h), indexed by -attnum.
 */
#include "storage/sysattr.h"

#include <stddef.h>
#include <string.h>

#include "common/elog.h"

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

void sysattr_check_column_name(const char *name)
{
    if (sysattr_attnum(name) != 0)
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                errmsg("column name \"%s\" conflicts with a system column name", name));
}
