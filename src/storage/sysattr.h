/*
 * sysattr.h: the system columns every table has besides its own (PG's sysattr.h):
 * ctid, xmin, cmin, xmax, cmax, tableoid, with PG's negative attnums.
 *
 * The one idea: one list, so that the binder (column references, CREATE/ALTER TABLE's name
 * clash), GRANT's column lists and has_column_privilege agree on which names are taken.
 */
#ifndef BASALT_SYSATTR_H
#define BASALT_SYSATTR_H

#define SYSATTR_CTID (-1)
#define SYSATTR_XMIN (-2)
#define SYSATTR_CMIN (-3)
#define SYSATTR_XMAX (-4)
#define SYSATTR_CMAX (-5)
#define SYSATTR_TABLEOID (-6)
#define SYSATTR_FIRST SYSATTR_TABLEOID /* the lowest system attnum */

/* The name of system column attnum (SYSATTR_FIRST .. -1), NULL for any other attnum. */
const char *sysattr_name(int attnum);
/* The attnum of the system column called name, 0 if there is none. */
int sysattr_attnum(const char *name);
/* A table's new column may not take a system column's name: PG's 42701 (CREATE TABLE, CREATE
 * TABLE AS, ALTER TABLE ADD / RENAME COLUMN; a view has no system columns). */
void sysattr_check_column_name(const char *name);

#endif /* BASALT_SYSATTR_H */
