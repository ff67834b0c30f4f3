/*
 * exec_ri.h: foreign keys kept by the statements that write rows (exec_ri.c), PG's RI triggers
 * without triggers.
 *
 * A statement writing rel opens an RiState (NULL when no foreign key is on rel or references
 * it), reports each row it inserts, updates or deletes, and calls exec_ri_end once all its rows
 * are written: only then are the referenced keys looked up and the referencing rows checked,
 * deleted or updated (ON DELETE / ON UPDATE), as PG's AFTER ROW triggers run at the end of the
 * statement, so a statement may insert a row and the row it references in either order.
 */
#ifndef BASALT_EXEC_RI_H
#define BASALT_EXEC_RI_H

#include "executor/execnodes.h"

typedef struct RiState RiState;

/* cmd: CMD_INSERT, CMD_UPDATE or CMD_DELETE (an upsert: CMD_INSERT, its updates reported too). */
RiState *exec_ri_begin(Relation rel, CmdType cmd);
/* A row written: old is NULL for an insert, new NULL for a delete. */
void exec_ri_row(RiState *ri, const Datum *oldv, const bool *oldn, const Datum *newv,
                 const bool *newn);
/* The statement's rows are all written: check and act (errors: 23503, or the actions'). */
void exec_ri_end(RiState *ri);

/*
 * Run sql (planned through executor_plan_sql_hook) with parameters $1..$n of types, with a
 * snapshot taken now (latest) or the statement's: the number of rows it returned (SELECT,
 * stopping after the first when first_row is not NULL, which gets a copy of it) or changed.
 */
uint64 exec_ri_run_sql(const char *sql, int nparams, const Oid *types, const Datum *values,
                       const bool *nulls, bool latest, StoredRow **first_row);

#endif /* BASALT_EXEC_RI_H */
