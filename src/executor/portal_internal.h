/*
 * portal_internal.h: the Portal struct, shared by portal.c (starting and running a statement)
 * and portal_cursor.c (moving a cursor back and forth, materializing it). Not for other files.
 */
#ifndef BASALT_PORTAL_INTERNAL_H
#define BASALT_PORTAL_INTERNAL_H

#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/portalmem.h"

struct Portal {
    PlannedStmt *stmt;
    MemoryContext cxt;
    MemoryContext rowcxt;
    EState *estate;
    PlanState *planstate;
    bool plan_ended;
    int ncols;
    ResultColumn *cols; /* with the result formats of Bind */
    bool dest_started;
    bool done;
    uint64 nrows;
    char tag[64];
    PreparedStatement *executed; /* EXECUTE: the stored statement whose plan runs (a ref) */
    /* cursors (portal_cursor.c) */
    bool is_cursor;
    bool keep_rows;     /* scrollable: every row read is kept in the store */
    bool exhausted;     /* the plan gave its last row (or was ended by materializing) */
    StoredRow **store;  /* rows store_base+1 .. store_base+nstored */
    uint64 nstored, store_cap, store_base;
    TupleTableSlot *store_slot;
    uint64 ntaken;      /* rows read from the plan */
    uint64 pos;         /* PG's portalPos: the current row, 0 before the first */
    bool at_start, at_end;
};

/* portal.c: one row of the portal's plan to dest, in the formats of cols. */
void portal_send_row(Portal *p, const ResultColumn *cols, DestReceiver *dest,
                     TupleTableSlot *slot);
/* utility_portal.c: DECLARE, FETCH / MOVE, CLOSE, PREPARE, DEALLOCATE run by portal running;
 * returns the rows sent, sets the command tag. */
uint64 exec_portal_statement(Node *u, Portal *running, DestReceiver *dest, char *tag,
                             size_t taglen);
/* portal.c: room for n parameter values, types and null flags in es. */
void portal_alloc_params(EState *es, int n);
/* portal.c: end the plan (once). */
void portal_end_plan(Portal *p);

#endif /* BASALT_PORTAL_INTERNAL_H */
