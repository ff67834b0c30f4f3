/*
 * fdw_builtin.h: what the built-in wrappers export to the registry (fdw_registry.c), and
 * small helpers they share. Nothing outside src/fdw includes this.
 */
#ifndef BASALT_FDW_BUILTIN_H
#define BASALT_FDW_BUILTIN_H

#include "fdw/fdwapi.h"

extern const FdwRoutine file_fdw_routine;
void file_fdw_validator(List *options, Oid catalog);
extern const FdwRoutine pg_fdw_routine;
void pg_fdw_validator(List *options, Oid catalog);

/* PG's clamp_row_est: at least 1, rounded to a whole row. */
double fdw_clamp_rows(double rows);

#endif /* BASALT_FDW_BUILTIN_H */
