/*
 * plannodes.h: the physical plan tree the planner builds and the executor runs.
 *
 * A plan is a tree of Plan nodes (PostgreSQL's design): each node produces rows from its
 * children (lefttree = outer input, righttree = inner input). After planning, every expression
 * in a node refers to its input by position only: a Var's varno is SCAN_VAR (the row a scan
 * node reads), OUTER_VAR (the row of lefttree) or INNER_VAR (the row of righttree), and its
 * varattno is the 1-based column number in that row (PG's set_plan_references). An Aggref in
 * an Agg node's targetlist/qual refers to the aggno-th aggregate the node computes.
 *
 * targetlist NIL on Sort, Limit, Unique and Material means "pass the input row through": they
 * never project. Plans are read-only at execution; the executor builds a PlanState tree.
 */
#ifndef BASALT_PLANNODES_H
#define BASALT_PLANNODES_H

#include "common/list.h"
#include "common/nodes.h"
#include "executor/executor.h"
#include "planner/primnodes.h"
#include "storage/bufusage.h"

enum {
    T_PlannedStmt = 400,
    T_Result,
    T_SeqScan,
    T_ValuesScan,
    T_SubqueryScan,
    T_NestLoop,
    T_HashJoin,
    T_Sort,
    T_IncrementalSort,
    T_Agg,
    T_Limit,
    T_Unique,
    T_ModifyTable,
    T_Material,
    T_Append,
    T_SubPlan, /* expression node: a sub-select run by the executor */
    T_SetOp,
    T_WindowAgg,
    T_ProjectSet,
    T_FunctionScan,
    T_LockRows,
    T_SampleScan,
    T_IndexScan,
    T_NestLoopParam,
    T_ForeignScan,
    T_BitmapIndexScan,
    T_BitmapHeapScan,
    T_RecursiveUnion,
    T_WorkTableScan,
    T_CteScan,
    T_MergeJoin,
    T_TidScan,
};

/* Special varnos of Vars in finished plans. */
#define OUTER_VAR (-1)
#define INNER_VAR (-2)
#define SCAN_VAR (-3)

/* varattno of the ctid pseudo-column a scan of a table can produce (for UPDATE/DELETE). */
#define SelfItemPointerAttributeNumber SYSATTR_CTID

typedef struct Plan {
    NodeTag type;
    double startup_cost;
    double total_cost;
    double plan_rows;
    List *targetlist; /* TargetEntry list; NIL = pass the input row through */
    List *qual;       /* implicitly ANDed filter conditions */
    struct Plan *lefttree;
    struct Plan *righttree;
    RangeTblEntry *scanrte; /* scans of a FROM item: its range table entry (EXPLAIN's names) */
    List *initPlan; /* CteInitPlan list: the recursive WITH queries of this query level */
} Plan;

/* A recursive WITH query, planned into PlannedStmt.subplans[plan_id - 1] (a RecursiveUnion);
 * EXPLAIN shows it as "CTE name" above the top node of the level that has the WITH. */
typedef struct CteInitPlan {
    int plan_id;
    char *ctename;
} CteInitPlan;

/* No FROM, or a projection over lefttree; resconstantqual false/NULL means no rows at all. */
typedef struct Result {
    Plan plan;
    Node *resconstantqual;
} Result;

typedef struct SeqScan {
    Plan plan;
    int scanrelid; /* rtable index, for reading plans */
    Oid relid;
} SeqScan;

/* TABLESAMPLE: a SeqScan that reads only the sampled pages (SYSTEM) or rows (BERNOULLI). */
typedef struct SampleScan {
    SeqScan scan;
    TableSampleClause *tablesample; /* its expressions fixed: no Vars */
} SampleScan;

/* WHERE ctid = value or ctid = ANY (array) (PG's Tid Scan): a SeqScan that reads only the
 * pages of those rows and returns only the rows stored there. tidexpr: the value (a tid, or
 * a tid[] when tidisarray), without Vars, evaluated at every (re)scan; tidqualorig: the
 * condition over the scan row, EXPLAIN's TID Cond. */
typedef struct TidScan {
    SeqScan scan;
    Node *tidexpr;
    bool tidisarray;
    List *tidqualorig;
} TidScan;

/*
 * Reads the rows of table relid whose index entries in indexid match the scan keys, in index
 * order (indexorderdir 1) or reverse order (-1). Key i compares index column keyattno[i]
 * (1-based) by keystrategy[i] (BT*StrategyNumber, indexam.h) with keyexprs[i]: an expression
 * without Vars (a constant, $n, or a PARAM_EXEC value a NestLoop sets), evaluated at every
 * (re)scan, already of the column's type. indexqualorig: the same conditions over the scan row
 * (SCAN_VAR), for EvalPlanQual re-checks and EXPLAIN; plan.qual: the other conditions.
 * A keyexprs entry that is an array (keyisarray[i]: "col = ANY (array)") is probed once per
 * distinct element, in index order.
 * indexonly (EXPLAIN's "Index Only Scan", PG's IndexOnlyScan): every column the query reads
 * of the table is an index column the access method can return (amcanreturn); the scan row
 * has the table's layout with those columns taken from the index entry (the others NULL),
 * and the heap is read only for entries on pages the visibility map does not call all-visible.
 */
typedef struct IndexScan {
    Plan plan;
    int scanrelid;
    Oid relid;
    Oid indexid;
    int nkeys;
    int *keyattno;
    int *keystrategy;
    bool *keyisarray;
    List *keyexprs;
    List *indexqualorig;
    int indexorderdir;
    bool indexonly;
} IndexScan;

/*
 * The bitmap half of a bitmap scan: the heap tids (or, for lossy methods such as BRIN, whole
 * pages) that index indexid finds for its keys (keyattno/keystrategy/keyexprs as IndexScan's;
 * an array key, "col = ANY (array)", is probed once per element into the same bitmap). It
 * returns no rows: the BitmapHeapScan above it takes the bitmap.
 * indexqualorig: the conditions over the table's row (SCAN_VAR), for EXPLAIN's Index Cond.
 */
typedef struct BitmapIndexScan {
    Plan plan;
    int scanrelid;
    Oid relid;
    Oid indexid;
    int nkeys;
    int *keyattno;
    int *keystrategy;
    bool *keyisarray;
    List *keyexprs;
    List *indexqualorig;
} BitmapIndexScan;

/*
 * Reads the heap pages of the bitmap its lefttree (a BitmapIndexScan) builds, in block order.
 * Every row of a lossy page, and every row at all when the index is lossy (BRIN), is re-checked
 * with bitmapqualorig ("Recheck Cond"); plan.qual holds the other conditions.
 */
typedef struct BitmapHeapScan {
    Plan plan;
    int scanrelid;
    Oid relid;
    List *bitmapqualorig;
} BitmapHeapScan;

/*
 * Reads foreign table relid through its wrapper (src/fdw/fdwapi.h). plan.qual is checked
 * locally on each row the wrapper returns; fdw_exprs are Var-free expressions the wrapper may
 * evaluate at scan start; fdw_private is the wrapper's own data (plans are never copied).
 * fdw_scan_tlist NIL: the wrapper's rows are the table's columns (SCAN_VAR attno = column).
 * Otherwise the node stands for work done remotely above the scan (an aggregation, or a join
 * of several foreign tables): each wrapper row has one value per entry (TargetEntry whose
 * expression says what the remote server computed, over the table's columns as SCAN_VARs for
 * an aggregation, Vars of fs_relids for a join: EXPLAIN shows it), and SCAN_VAR k of the
 * targetlist and qual reads entry k.
 */
typedef struct ForeignScan {
    Plan plan;
    int scanrelid;
    Oid relid;
    Oid serverid;
    List *fdw_exprs;
    List *fdw_private;
    List *fdw_scan_tlist;
    /* A join done remotely (scanrelid 0, relid one of its tables): the range table indexes
     * of its tables and their entries (EXPLAIN's names); fdw_scan_tlist's entries are Vars of
     * those indexes. NIL otherwise. */
    List *fs_relids;
    List *fs_rtes;
    /* CMD_UPDATE / CMD_DELETE: the wrapper does the statement's whole UPDATE or DELETE of
     * this table remotely (its PlanDirectModify); its rows are the RETURNING rows. Otherwise
     * (CMD_UNKNOWN) a scan. */
    CmdType operation;
    /* a child of an Append that its wrapper runs asynchronously (IsForeignScanAsyncCapable):
     * the Append sends every such child's request before waiting for any */
    bool async_capable;
} ForeignScan;

typedef struct ValuesScan {
    Plan plan;
    List *values_lists; /* List of List of Expr (no Vars) */
    int ncols;
} ValuesScan;

/*
 * A target list with set-returning calls (PG 10's ProjectSet), over lefttree's rows (OUTER_VAR):
 * for each input row every set-returning call of the target list is advanced in lockstep, one
 * output row per step, until all are exhausted (an exhausted call reads as NULL meanwhile).
 */
typedef struct ProjectSet {
    Plan plan;
} ProjectSet;

/*
 * Function calls in FROM: functions are Exprs without Vars (parameters for LATERAL references),
 * run in lockstep like ROWS FROM (...): output column i is function i's value (NULL once its set
 * is exhausted), then an int8 row number if funcordinality; the scan ends when all are done.
 */
typedef struct FunctionScan {
    Plan plan;
    List *functions;
    bool funcordinality;
    List *funcfields; /* RangeTblEntry's: a record result's fields are columns of their own */
    List *coltypes;   /* every output column's type (Oid List) */
} FunctionScan;

/*
 * WITH RECURSIVE (PG's RecursiveUnion): returns the rows of lefttree (the non-recursive term),
 * then runs righttree (the recursive term) again and again, each time with the rows the last
 * run produced as the working table its WorkTableScan reads (found through PARAM_EXEC wtParam),
 * until a run produces none. numCols > 0 (UNION): a row equal to one already returned (eqfuncs,
 * hashfuncs: ProcInfo oids per column) is dropped. Output: the first numOutCols columns.
 */
typedef struct RecursiveUnion {
    Plan plan;
    int wtParam;
    int numOutCols;
    Oid *outTypes;
    int numCols;
    Oid *eqfuncs;
    Oid *hashfuncs;
    Oid *collations;
} RecursiveUnion;

/* The working table of the RecursiveUnion whose wtParam this is, as scan rows. */
typedef struct WorkTableScan {
    Plan plan;
    int wtParam;
    int ncols;
    Oid *coltypes;
} WorkTableScan;

/*
 * The rows of a recursive WITH query (the sub-plan ctePlanId), as scan rows. Every CteScan of
 * one query shares one run of the sub-plan and the rows it returned; a correlated one (the WITH
 * query reads parameters of an outer query) runs its own, again at each rescan.
 */
typedef struct CteScan {
    Plan plan;
    int ctePlanId;
    bool correlated;
    int ncols;
    Oid *coltypes;
} CteScan;

/* Reads the rows of subplan (the node's lefttree) as its scan row. */
typedef struct SubqueryScan {
    Plan plan;
} SubqueryScan;

/*
 * Joins. joinqual decides whether an outer and an inner row match (for outer joins an
 * unmatched row is null-extended); plan.qual filters the joined rows afterwards.
 */
typedef struct Join {
    Plan plan;
    JoinType jointype; /* JOIN_INNER, JOIN_LEFT, JOIN_RIGHT, JOIN_FULL (merge join: also
                        * JOIN_SEMI, JOIN_ANTI) */
    List *joinqual;
} Join;

/* Before each rescan of its inner side a NestLoop sets PARAM_EXEC paramno to paramval, an
 * expression over its outer row (OUTER_VAR): a parameterized inner index scan reads it. */
typedef struct NestLoopParam {
    NodeTag type;
    int paramno;
    Expr *paramval;
} NestLoopParam;

typedef struct NestLoop {
    Join join;
    List *nestParams; /* NestLoopParam list, NIL for a plain nested loop */
} NestLoop;

/*
 * Hash join: the inner input is hashed on inner_keys; each outer row probes with outer_keys.
 * Key i compares with the function eqfuncs[i] (an "=" implementation), hashes with hashfuncs[i].
 * outer_keys refer to OUTER_VAR, inner_keys to INNER_VAR. hashclauses are also part of the
 * match condition; other join conditions are in joinqual. nbuckets and nbatch are the table's
 * planned size (PG's ExecChooseHashTableSize over the inner estimate): more than one batch
 * when the inner rows are not expected to fit in work_mem * hash_mem_multiplier.
 */
typedef struct HashJoin {
    Join join;
    int numkeys;
    List *outer_keys;
    List *inner_keys;
    Oid *eqfuncs;   /* ProcInfo oids */
    Oid *hashfuncs; /* ProcInfo oids */
    Oid *collations;
    int nbuckets; /* a power of two, at least 1024 */
    int nbatch;   /* a power of two */
} HashJoin;

/*
 * Merge join over inputs sorted on the merge keys: outer_keys (OUTER_VAR) and inner_keys
 * (INNER_VAR) in the order cmpfuncs[i] (btree three-way comparison), collations[i], reverse[i]
 * and nullsFirst[i] give both inputs. mergeclauses are the "=" conditions the keys come from
 * (EXPLAIN's Merge Cond); the other join conditions are in joinqual (none for RIGHT and FULL
 * joins, as in PG). The inner side must support mark/restore (Sort, IndexScan, Material).
 */
typedef struct MergeJoin {
    Join join;
    int numkeys;
    List *outer_keys;
    List *inner_keys;
    List *mergeclauses;
    Oid *cmpfuncs; /* ProcInfo oids */
    Oid *collations;
    bool *reverse;
    bool *nullsFirst;
} MergeJoin;

/* Sort on input columns sortColIdx[i] (1-based) with the three-way comparison cmpfuncs[i]. */
typedef struct Sort {
    Plan plan;
    int numCols;
    int16 *sortColIdx;
    Oid *cmpfuncs;
    Oid *collations;
    bool *reverse; /* DESC */
    bool *nullsFirst;
    int64 bound; /* LIMIT (+ OFFSET) directly above: only this many rows are needed; -1 none */
} Sort;

/* A Sort whose input is already sorted on its first nPresortedCols keys: only the rows of each
 * group of equal prefix values are sorted (PG's IncrementalSort, node_incsort.c). numGroups:
 * the planner's estimate of those groups, for the cost. */
typedef struct IncrementalSort {
    Sort sort;
    int nPresortedCols;
    double numGroups;
} IncrementalSort;

/*
 * Window functions of one window specification, over input sorted by partition + order keys.
 * Output row = the input columns, then one column per winfuncs entry (in list order). The
 * WindowFuncs' args are expressions over the input row (OUTER_VAR); startOffset/endOffset are
 * Var-free int8 expressions (ROWS/GROUPS offsets), NULL if absent.
 */
typedef struct WindowAgg {
    Plan plan;
    int winref;
    int partNumCols;
    int16 *partColIdx;
    Oid *partEqfuncs; /* ProcInfo oids of "=" */
    Oid *partCollations;
    int ordNumCols;
    int16 *ordColIdx;
    Oid *ordEqfuncs;
    Oid *ordCollations;
    int frameOptions; /* FRAMEOPTION_* (parsenodes.h) */
    Node *startOffset;
    Node *endOffset;
    /* RANGE with an offset: the single order column's type, sort direction and null order */
    Oid rangeType;
    bool rangeReverse;
    bool rangeNullsFirst;
    List *winfuncs;
} WindowAgg;

/* PG's strategies; AGG_MIXED: grouping sets partly hashed, partly sorted (MixedAggregate). */
typedef enum AggStrategy { AGG_PLAIN, AGG_SORTED, AGG_HASHED, AGG_MIXED } AggStrategy;

/*
 * Aggregation. Groups are formed on groupExprs (evaluated over the input row); the node's
 * targetlist and qual (HAVING) are evaluated once per group with OUTER_VAR bound to the
 * group's first input row and Aggrefs bound to the group's aggregate results. aggrefs lists the
 * distinct Aggref nodes (args flattened against the input), aggrefs[i]->aggno == i.
 */
typedef struct Agg {
    Plan plan;
    AggStrategy aggstrategy;
    int numCols;
    List *groupExprs;
    Oid *grpEqFuncs;   /* ProcInfo oids of "=" */
    Oid *grpHashFuncs; /* ProcInfo oids of hash(), for AGG_HASHED */
    Oid *grpCollations;
    /* three-way comparison procs and sort order of the keys: sorted chains sort by them, and a
     * hash table that outgrows its memory sorts its spilled rows by them */
    Oid *grpCmpFuncs;
    bool *grpReverse;
    bool *grpNullsFirst;
    bool sortInput; /* AGG_SORTED/MIXED: the first chain's input is not presorted by a Sort
                     * child (a key is an expression), the node sorts it itself */
    List *aggrefs;
    double numGroups;
    /*
     * GROUPING SETS / CUBE / ROLLUP (else numSets 0): every input row goes to one group per
     * set; setKeys[s * numCols + k] tells whether key k is in set s. Grouping expressions in
     * targetlist and qual are INNER_VAR Vars of the group's key row (NULL outside its set),
     * and GroupingFunc refs are key positions.
     */
    int numSets;
    bool *setKeys;
    /*
     * How the sets are computed (PG's rollups), in EXPLAIN's order. A rollup is hashed (one
     * set, its own hash table) or a sorted chain: its sets are consecutive in setKeys, longest
     * first, each a prefix of rollupKeys[r] (the key positions in sort order,
     * rollupNumKeys[r] of them). setRollup[s] is set s's rollup. Without grouping sets these
     * are unset (numRollups 0): one set of all keys, in groupExprs order.
     */
    int numRollups;
    int *setRollup;
    bool *rollupHashed;
    int *rollupNumKeys;
    int **rollupKeys;
} Agg;

/* limitOffset/limitCount: expressions without Vars (constants, parameters), NULL if absent. */
typedef struct Limit {
    Plan plan;
    Node *limitOffset;
    Node *limitCount;
} Limit;

/*
 * SELECT ... FOR UPDATE / SHARE: locks, for each input row, the row of each marked table whose
 * ctid is in input column ctidColIdx, and passes the row on (or skips it, or returns the row
 * recomputed from a concurrently updated version: node_lockrows.c). Placed above Sort and
 * below Limit, as PG does, so that ORDER BY ... LIMIT n locks only the rows it returns.
 */
typedef struct LockRowsMark {
    Oid relid;
    int ctidColIdx;
    int mode;       /* MvccLockMode: 0 KEY SHARE, 1 SHARE, 2 NO KEY UPDATE, 3 UPDATE */
    int waitPolicy; /* LockWaitPolicy: block, skip, error */
} LockRowsMark;

typedef struct LockRows {
    Plan plan;
    int nmarks;
    LockRowsMark *marks;
} LockRows;

/* Drops rows equal to the previous one on columns uniqColIdx (input must be sorted on them). */
typedef struct Unique {
    Plan plan;
    int numCols;
    int16 *uniqColIdx;
    Oid *eqfuncs;
    Oid *collations;
} Unique;

typedef struct Material {
    Plan plan;
} Material;

/* Rows of every child (UNION ALL); all children have the same output shape. */
typedef struct Append {
    Plan plan;
    List *appendplans;
    /* UPDATE / DELETE of a partitioned table: the partition each child scans (OidList); an
     * EvalPlanQual re-check runs only the child of the re-checked row's partition */
    List *target_relids;
} Append;

/*
 * INTERSECT / EXCEPT [ALL]. The input is sorted on columns 1..numCols and carries in column
 * flagColIdx 0 for rows of the left query, 1 for rows of the right one. For each group of equal
 * rows the node returns the first row as many times as the operation says (INTERSECT: 1 if both
 * sides have it, ALL: the smaller count; EXCEPT: 1 if only the left has it, ALL: left - right).
 */
typedef enum SetOpCmd { SETOPCMD_INTERSECT, SETOPCMD_EXCEPT } SetOpCmd;

typedef struct SetOp {
    Plan plan;
    SetOpCmd cmd;
    bool all;
    int numCols;
    Oid *eqfuncs;
    Oid *collations;
    int flagColIdx;
} SetOp;

/*
 * INSERT/UPDATE/DELETE into relid. The input row (lefttree) carries the new row's values in
 * columns 1..natts for INSERT and UPDATE, and the ctid of the row to change in column
 * ctidColIdx for UPDATE and DELETE (for DELETE with RETURNING, the old row's values are in
 * columns 1..natts). returningList refers to the row written (or deleted) as SCAN_VAR.
 *
 * INSERT ... ON CONFLICT: onConflictAction says what a conflict in one of arbiterIndexes does
 * (NIL with DO NOTHING and no conflict target: every unique index of the table arbitrates).
 * DO UPDATE: onConflictSet computes the whole new row (one TargetEntry per column, resno =
 * attno) and onConflictWhere (implicitly ANDed) filters, both reading the existing row as
 * SCAN_VAR and the row proposed for insertion (EXCLUDED) as INNER_VAR.
 */
typedef struct ModifyTable {
    Plan plan;
    CmdType operation;
    int resultRelation;
    Oid relid;
    int ctidColIdx;
    int tableoidColIdx; /* UPDATE / DELETE of a partitioned table: the row's partition */
    List *returningList;
    bool skipDuplicates; /* UPDATE/DELETE with a join: a row may come more than once */
    /* INSERT / UPDATE: the table's CHECK constraints, by name: their names (String) and
     * boolean expressions over the new row (SCAN_VAR: its columns) */
    List *checkNames;
    List *checkExprs;
    /* INSERT / UPDATE: the row-level security checks (Query.withCheckOptions), the same way */
    List *wcoNames;
    List *wcoExprs;
    /* ON CONFLICT DO UPDATE: those of the existing row and of the updated one */
    List *ocExistingNames, *ocExistingExprs;
    List *ocUpdateNames, *ocUpdateExprs;
    OnConflictAction onConflictAction; /* ONCONFLICT_NONE without ON CONFLICT */
    List *arbiterIndexes;              /* OidList */
    List *onConflictSet;
    List *onConflictWhere;
    /* A foreign table: its wrapper's PlanForeignModify result; with fdwDirectModify the
     * input is the ForeignScan doing the whole statement remotely, whose rows are the
     * changed rows (RETURNING), one value per column. */
    List *fdwPrivate;
    bool fdwDirectModify;
} ModifyTable;

/*
 * A sub-select inside an expression. For EXPR_SUBLINK the first column of its first row (NULL
 * if none; 21000 if more than one row); EXISTS_SUBLINK: whether it returns a row; ANY/ALL:
 * testexpr is evaluated per subplan row with PARAM_EXEC paramIds[0..] bound to its columns.
 * parParams/args: outer values the subplan reads as PARAM_EXEC parameters (correlation);
 * without them the result is computed once and kept.
 */
typedef struct SubPlan {
    NodeTag type;
    SubLinkType subLinkType;
    int plan_id;      /* 1-based index into PlannedStmt.subplans */
    Node *testexpr;
    List *paramIds;   /* IntList: PARAM_EXEC ids testexpr uses for the subplan's columns */
    List *parParams;  /* IntList: PARAM_EXEC ids the subplan reads */
    List *args;       /* exprs (flattened for the containing node) giving parParams' values */
    Oid firstColType;
    int32 firstColTypmod;
    Oid firstColCollation;
    bool correlated; /* reads parameters: run it again for every evaluation */
    int location;
} SubPlan;

/* What planner_plan returns: one statement, ready to execute. */
struct PlannedStmt {
    NodeTag type;
    CmdType commandType;
    Plan *planTree;      /* NULL for utility statements */
    Node *utilityStmt;   /* CreateTableInfo, DropTableInfo, VariableSetStmt, ... */
    bool returnsRows;    /* SELECT, SHOW, RETURNING */
    bool hasReturning;
    int nResultCols;
    ResultColumn *resultCols; /* format 0 (text) */
    int16 *resultColIdx;      /* position of each result column in the top plan's output */
    Oid *paramTypes;
    int numParams;
    List *subplans;      /* Plan trees of SubPlan nodes */
    int nParamExec;      /* number of PARAM_EXEC slots */
    int resultRelation;
    const char *query_text;
    uint64 catalog_generation; /* catalog_generation() when planned (planner_plan_is_stale) */
    /* a table of it has row-level security: the plan holds for this user and row_security
     * setting only (PG's plan dependency on the role) */
    bool row_security;
    Oid row_security_user;
    bool row_security_on;
    bool plan_deferred; /* planner_prepare: planning failed, planned again (and fails) at Bind */
    List *permissions;  /* RelPermission: checked each time the statement starts */
    List *func_permissions; /* Oid of the functions it calls: EXECUTE checked at each start */
    BufferUsage planning_buffers; /* what planning (not binding) read: EXPLAIN (BUFFERS) */
};

#endif /* BASALT_PLANNODES_H */
