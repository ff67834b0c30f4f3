/*
 * fdwapi.h: the foreign-data wrapper interface (PostgreSQL's FdwRoutine).
 *
 * The one idea: a wrapper is a table of callbacks. The planner and the executor know only this
 * table, never a particular wrapper: for a FROM item whose relation is a foreign table
 * (relkind 'f') the planner asks the wrapper for the relation's size, its access paths and
 * finally a ForeignScan plan node (and, optionally, for an aggregation over the table or a
 * join of two foreign scans of one server, a ForeignScan doing that work); the executor's
 * ForeignScan node (node_foreignscan.c) then calls Begin/Iterate/ReScan/EndForeignScan, and
 * EXPLAIN calls ExplainForeignScan. A callback
 * a wrapper does not have is NULL; the callers raise PostgreSQL's errors for the missing ones
 * (INSERT into a foreign table whose wrapper has no ExecForeignInsert: 0A000 "cannot insert
 * into foreign table"). INSERT / UPDATE / DELETE go through the modify callbacks, called by
 * the executor's ModifyTable node (exec_modify_foreign.c), or are done remotely as a whole
 * (direct modification) by a ForeignScan node the wrapper plans for it.
 *
 * Differences from PG's signatures: the planner's state is the ForeignRelInfo below instead of
 * PlannerInfo + RelOptInfo, paths are ForeignPath structs without a pathkeys list, and
 * ExplainForeignScan reads the plan node (Basalt's EXPLAIN walks plans, not plan states). The
 * modify callbacks find the row to change in the slot's tts_tid instead of a junk column, a
 * wrapper batches inserts itself (FlushForeignModify at the input's end, instead of PG's
 * ExecForeignBatchInsert over slots the executor keeps), and PlanDirectModify is handed the
 * target's ForeignScan and the folded SET list.
 */
#ifndef BASALT_FDWAPI_H
#define BASALT_FDWAPI_H

#include "common/list.h"
#include "executor/execnodes.h"
#include "planner/plannodes.h"
#include "storage/heapam.h"

/* One ORDER BY key over a plain column of the table, with the type's default "<" or ">". */
typedef struct ForeignSortKey {
    int attno;
    bool desc;
    bool nulls_first;
    Oid collation; /* the ORDER BY's collation (a COLLATE clause may differ from the column's) */
} ForeignSortKey;

/* What the planner knows about one foreign table of a query (PG's RelOptInfo part). */
typedef struct ForeignRelInfo {
    Oid relid;
    Oid serverid;
    int scanrelid;    /* range table index: the varno of the table's Vars in clauses */
    TupleDesc desc;   /* the foreign table's columns */
    List *clauses;    /* restriction conditions on this table alone (implicit AND) */
    List *attrs_used; /* IntList: attnums the query reads outside clauses (PG's reltarget) */
    double tuples;    /* GetForeignRelSize: rows in the table */
    double rows;      /* GetForeignRelSize: rows after the clauses */
    int width;        /* average row width in bytes (set by the planner, may be refined) */
    double selectivity; /* the planner's estimate of the fraction of rows the clauses keep */
    double qual_cost_startup, qual_cost_per_tuple; /* the clauses' cost (PG's baserestrictcost) */
    struct {
        double seq_page_cost, random_page_cost, cpu_tuple_cost, cpu_operator_cost;
    } cost; /* the cost settings in effect */
    /* The query's ORDER BY when the scan's own order would be the result's (a query over this
     * table alone): a path may then deliver rows sorted (ForeignPath.sorted). */
    int nsortkeys;
    ForeignSortKey *sortkeys;
    /* Constant LIMIT / OFFSET (Const nodes, either may be NULL) when nothing between the scan
     * and the query's Limit changes the rows: a sorted (or, without ORDER BY, any) path with
     * no local conditions may apply them itself (ForeignPath.limited). */
    bool limit_allowed;
    Node *limit_count, *limit_offset;
    /* CMD_UPDATE / CMD_DELETE: this table is the statement's target; the scan's rows must
     * carry the remote row's identity (tts_tid) and lock the rows (CMD_SELECT otherwise) */
    CmdType modify;
    List *paths;      /* GetForeignPaths appends ForeignPath * here */
    void *fdw_private; /* the wrapper's planning state */
} ForeignRelInfo;

typedef struct ForeignPath {
    double rows;
    double startup_cost;
    double total_cost;
    bool sorted;  /* rows come in the ORDER BY of ForeignRelInfo.sortkeys: no Sort above */
    bool limited; /* LIMIT / OFFSET applied by the wrapper: no Limit above */
    List *fdw_private;
} ForeignPath;

/*
 * An aggregation over one foreign table that the wrapper may take over (PG's
 * GetForeignUpperPaths for UPPERREL_GROUP_AGG). Expressions are the query's own (Vars of
 * scanrelid), not yet fixed for a plan.
 */
typedef struct ForeignGroupInfo {
    Oid relid;
    Oid serverid;
    int scanrelid;
    ForeignScan *scan; /* the wrapper's plan for the table's scan: what the WHERE became */
    List *tlist;       /* the query's target list (TargetEntry; ressortgroupref marks keys) */
    List *group_refs;  /* IntList: the GROUP BY's ressortgrouprefs, in order */
    List *having;      /* the HAVING conditions (implicit AND) */
    double num_groups; /* the planner's estimate of the groups */
    /* The query's ORDER BY (SortGroupClauses over tlist) when nothing above the aggregation
     * but a Sort stands between it and the result, and its constant LIMIT / OFFSET (Consts,
     * limit_allowed); the wrapper sets sorted / limited when its rows come so. */
    List *sort_clauses;
    bool limit_allowed;
    Node *limit_count, *limit_offset;
    bool sorted, limited;
    struct {
        double cpu_tuple_cost, cpu_operator_cost;
    } cost;
} ForeignGroupInfo;

/*
 * A join of two relations that one wrapper already plans (PG's GetForeignJoinPaths): two
 * foreign tables, or joins the wrapper took before, of the same server read as the same user.
 * Expressions are the query's own (Vars of the tables' range table indexes).
 */
typedef struct ForeignJoinInfo {
    JoinType jointype;          /* JOIN_INNER, JOIN_LEFT or JOIN_FULL (RIGHT: sides swapped) */
    ForeignScan *outer, *inner; /* the wrapper's plans of the two sides */
    List *joinclauses; /* an outer join's ON conditions; for an inner join every condition
                        * between the two sides */
    List *otherclauses; /* conditions over the join's rows (WHERE above an outer join) */
    List *tlist;        /* Vars: what the plan above reads of the join's rows, in this order */
    double rows;        /* the planner's estimate of the join's rows */
    struct {
        double cpu_tuple_cost, cpu_operator_cost;
    } cost;
    /* The planner's estimates for a list of conditions over the two sides (implicit AND):
     * the fraction of rows they keep, and their cost per row. */
    double (*selectivity)(void *arg, List *clauses);
    double (*qual_cost)(void *arg, List *clauses);
    void *arg;
    /* For the join of all the query's tables when only a Sort and a Limit would follow: the
     * ORDER BY (SortGroupClauses over query_tlist) and constant LIMIT / OFFSET (Consts,
     * limit_allowed), as ForeignGroupInfo's; the wrapper sets sorted / limited when its rows
     * come so. */
    List *sort_clauses, *query_tlist;
    bool limit_allowed;
    Node *limit_count, *limit_offset;
    bool sorted, limited;
} ForeignJoinInfo;

/* The executor's ForeignScan node state; the wrapper keeps its own state in fdw_state. */
typedef struct ForeignScanState {
    PlanState ps;
    Relation rel;              /* the foreign table, opened with AccessShareLock */
    TupleTableSlot *scanslot;  /* IterateForeignScan fills it: one value per table column, or
                                * per fdw_scan_tlist entry when the plan has one */
    const struct FdwRoutine *routine;
    void *fdw_state;
    /* a direct modification without RETURNING: the rows it changed (EXPLAIN ANALYZE's actual
     * rows, as PG's instrument->tuplecount), set by IterateDirectModify */
    double direct_rows;
} ForeignScanState;

/* EXPLAIN's side of ExplainForeignScan: add "Label: value" lines under the node. */
typedef struct FdwExplainCtx {
    bool verbose, costs, analyze;
    void (*property)(struct FdwExplainCtx *cx, const char *label, const char *value);
    /* a number with a unit ("Foreign File Size: 12 b"; JSON shows the bare number) */
    void (*property_int)(struct FdwExplainCtx *cx, const char *label, const char *unit,
                         int64 value);
    /* the name EXPLAIN shows for a FROM item (its alias, made unique as PG's) */
    const char *(*alias)(struct FdwExplainCtx *cx, RangeTblEntry *rte);
    void *es; /* explain.c's state */
    int indent;
} FdwExplainCtx;

/*
 * The executor's side of the foreign table an INSERT / UPDATE / DELETE writes row by row (PG's
 * ResultRelInfo for a foreign table). retslot has one value per table column: a wrapper
 * puts there what the remote server returned of a row written (RETURNING), other columns NULL.
 */
typedef struct ForeignModifyState {
    Relation rel;
    CmdType operation;
    EState *estate;
    TupleTableSlot *retslot;
    const struct FdwRoutine *routine;
    void *fdw_state;
} ForeignModifyState;

typedef struct FdwRoutine {
    /* scanning: required */
    void (*GetForeignRelSize)(ForeignRelInfo *rel);
    void (*GetForeignPaths)(ForeignRelInfo *rel);
    /* A ForeignScan for the chosen path: its plan.qual are the scan_clauses (query Vars) to be
     * checked locally, fdw_private what BeginForeignScan needs. */
    ForeignScan *(*GetForeignPlan)(ForeignRelInfo *rel, ForeignPath *best, List *scan_clauses);
    void (*BeginForeignScan)(ForeignScanState *node, int eflags);
    /* The next row in node->scanslot (exec_slot_store_virtual), or NULL at the end. */
    TupleTableSlot *(*IterateForeignScan)(ForeignScanState *node);
    void (*ReScanForeignScan)(ForeignScanState *node);
    void (*EndForeignScan)(ForeignScanState *node);

    /* Aggregate pushdown: optional. A ForeignScan that returns the grouped rows, or NULL when
     * the wrapper cannot (or should not) compute them. Its fdw_scan_tlist (query expressions)
     * lists what each row holds: every grouping key and aggregate of g->tlist and g->having
     * is equal() to an entry or built of entries and constants; its plan.qual are the HAVING
     * conditions still to be checked here (query expressions). */
    ForeignScan *(*GetForeignUpperPlan)(ForeignGroupInfo *g);

    /* Join pushdown: optional. A ForeignScan that returns the join's rows, one value per
     * j->tlist entry (its fdw_scan_tlist, TargetEntries over those Vars), with its cost set,
     * or NULL when the join cannot be done remotely; its plan.qual are the conditions still to
     * be checked here (query expressions over the tlist's Vars). The planner takes it when it
     * is cheaper than joining here. */
    ForeignScan *(*GetForeignJoinPlan)(ForeignJoinInfo *j);

    /*
     * Asynchronous execution under an Append (PG's async_capable): optional, all three or
     * none. IsForeignScanAsyncCapable: may this scan run asynchronously (the planner asks;
     * EXPLAIN then says "Async Foreign Scan"). ForeignAsyncRequest: start fetching the next
     * rows unless some are at hand. ForeignAsyncSocket: -1 if IterateForeignScan can return a
     * row (or the end) without waiting, else the descriptor to poll for input first.
     */
    bool (*IsForeignScanAsyncCapable)(ForeignScan *plan);
    void (*ForeignAsyncRequest)(ForeignScanState *node);
    int (*ForeignAsyncSocket)(ForeignScanState *node);

    /* EXPLAIN: optional */
    void (*ExplainForeignScan)(ForeignScan *plan, Relation rel, FdwExplainCtx *cx);

    /*
     * INSERT / UPDATE / DELETE: optional (NULL: the table is read-only). An UPDATE or DELETE
     * reads the rows to change with the table's ForeignScan, planned with
     * ForeignRelInfo.modify set: its rows then carry the remote row's identity in the slot's
     * tts_tid (the planner puts that "ctid" column in the ModifyTable's input).
     * PlanForeignModify: the ModifyTable's fdw_private (query: the statement, its targetList
     * the new row (INSERT) or the assignments (UPDATE, by resno), its returningList).
     * ExecForeignInsert / Update: slot holds the new row, one value per column; Update and
     * Delete find the row's identity in slot->tts_tid (planslot: the input row). They return
     * mstate->retslot holding what RETURNING needs, or NULL when the row was not written.
     */
    void (*AddForeignUpdateTargets)(Query *query, int rtindex, Relation rel);
    List *(*PlanForeignModify)(Query *query, int resultRelation);
    void (*BeginForeignModify)(ForeignModifyState *mstate, List *fdw_private, int eflags);
    TupleTableSlot *(*ExecForeignInsert)(ForeignModifyState *mstate, TupleTableSlot *slot);
    TupleTableSlot *(*ExecForeignUpdate)(ForeignModifyState *mstate, TupleTableSlot *slot,
                                         TupleTableSlot *planslot);
    TupleTableSlot *(*ExecForeignDelete)(ForeignModifyState *mstate, TupleTableSlot *slot,
                                         TupleTableSlot *planslot);
    /* COPY FROM into the table (PG's BeginForeignInsert): rows then come to ExecForeignInsert
     * without a plan; EndForeignModify ends it. */
    void (*BeginForeignInsert)(ForeignModifyState *mstate);
    /* Rows a wrapper held back (a batch of inserts) are to be written now: the input ended. */
    void (*FlushForeignModify)(ForeignModifyState *mstate);
    void (*EndForeignModify)(ForeignModifyState *mstate);
    /* EXPLAIN of the ModifyTable ("Remote SQL: INSERT ..."); fdw_private as planned */
    void (*ExplainForeignModify)(ModifyTable *plan, List *fdw_private, FdwExplainCtx *cx);
    int (*IsForeignRelUpdatable)(Relation rel); /* bits (1 << CMD_INSERT) ... */

    /*
     * Direct modification: optional. PlanDirectModify may turn the target table's scan (no
     * local conditions: scan->plan.qual is NIL) into a node that does the whole UPDATE or
     * DELETE remotely: it sets scan->operation and its fdw_private and returns true. The
     * ForeignScan node then calls Begin / Iterate / EndDirectModify instead of the scan
     * callbacks; assignments: an UPDATE's SET as TargetEntries (resno: the column),
     * constant-folded as the scan's conditions are. Iterate returns the RETURNING rows (one value per table column in
     * node->scanslot), NULL at the end, and adds the rows changed to es_processed.
     * ExplainForeignScan explains such a node too.
     */
    bool (*PlanDirectModify)(Query *query, ForeignScan *scan, List *assignments);
    void (*BeginDirectModify)(ForeignScanState *node, int eflags);
    TupleTableSlot *(*IterateDirectModify)(ForeignScanState *node);
    void (*EndDirectModify)(ForeignScanState *node);

    /* ANALYZE: optional; the table's row count into *totalrows, false if not possible */
    bool (*AnalyzeForeignTable)(Relation rel, double *totalrows);

    /* IMPORT FOREIGN SCHEMA: optional; a List of CREATE FOREIGN TABLE command strings */
    List *(*ImportForeignSchema)(Node *stmt, Oid serverid);
} FdwRoutine;

/*
 * A wrapper's option validator (PG keeps it in pg_proc as fdwvalidator): ERROR for an option
 * in options (List of DefElem with String args) that is not valid in catalog (the relation
 * oid of pg_foreign_data_wrapper, pg_foreign_server, pg_user_mapping, pg_foreign_table, or
 * pg_attribute for column options).
 */
typedef void (*FdwValidator)(List *options, Oid catalog);

/* A built-in wrapper: its handler and validator "functions" and what they stand for. */
typedef struct FdwHandlerInfo {
    const char *handler_name; /* "file_fdw_handler" */
    Oid handler_oid;
    const FdwRoutine *routine;
    const char *validator_name; /* "file_fdw_validator" */
    Oid validator_oid;
    FdwValidator validator;
} FdwHandlerInfo;

#endif /* BASALT_FDWAPI_H */
