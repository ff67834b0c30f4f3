/*
 * execnodes.h: the executor's run-time state: slots, expression states, plan states.
 *
 * The executor builds one PlanState per Plan node (exec_init_node) and pulls rows from the root
 * (exec_proc_node, NULL at the end). Rows travel in TupleTableSlots: arrays of Datums and null
 * flags. A slot returned by a node is valid until that node is called again (or rescanned or
 * ended): by-reference values may point into a heap page or into the node's per-tuple memory,
 * so nodes that keep rows longer (Sort, Agg, HashJoin, Material) copy them (exec_row_copy).
 */
#ifndef BASALT_EXECNODES_H
#define BASALT_EXECNODES_H

#include "common/list.h"
#include "common/mcxt.h"
#include "common/nodes.h"
#include "planner/plannodes.h"
#include "storage/bufusage.h"
#include "storage/heapam.h"
#include "storage/xact.h"

enum {
    T_PlanState = 600,
    T_ExprState,
};

/* ---------------------------------------------------------------- slots */

typedef struct TupleTableSlot {
    int natts;
    Datum *tts_values; /* the current row: values_buf, or a stored row's arrays */
    bool *tts_isnull;
    bool tts_empty;
    ItemPointerData tts_tid; /* where the row is stored, for scans of tables */
    /* a table scan's row header, for the system columns xmin, xmax, cmin, cmax */
    TransactionId tts_xmin, tts_xmax;
    CommandId tts_cmin, tts_cmax;
    Datum *values_buf;
    bool *isnull_buf;
    Oid *types;
    int16 *typlen;
    bool *typbyval;
} TupleTableSlot;

/* A row copied out of a slot into some memory context (by-reference values copied too). */
typedef struct StoredRow {
    Datum *values;
    bool *isnull;
    ItemPointerData tid;
} StoredRow;

TupleTableSlot *exec_slot_create(int natts, const Oid *types);
TupleTableSlot *exec_slot_create_for_tlist(List *tlist);
TupleTableSlot *exec_slot_create_for_desc(TupleDesc desc); /* one column per table column */
void exec_slot_clear(TupleTableSlot *slot);
/* Mark the slot's own buffers as holding a row just computed into them. */
TupleTableSlot *exec_slot_store_virtual(TupleTableSlot *slot);
/* Make the slot show a stored row (no copy). */
TupleTableSlot *exec_slot_store_row(TupleTableSlot *slot, StoredRow *row);
/* Make the slot an all-NULL row (outer-join null extension). */
TupleTableSlot *exec_slot_store_nulls(TupleTableSlot *slot);
/* Deform a heap tuple into the slot; by-ref values point into the tuple. */
TupleTableSlot *exec_slot_store_heap(TupleTableSlot *slot, HeapTuple tup, TupleDesc desc);
/* The system columns xmin, xmax, cmin, cmax of the slot's row from a stored row's header. */
void exec_slot_set_header(TupleTableSlot *slot, const HeapTupleHeaderData *th);
StoredRow *exec_row_copy(TupleTableSlot *slot, MemoryContext cxt);
/* Free a row made by exec_row_copy from a slot of the shape of slot. */
void exec_row_free(StoredRow *row, TupleTableSlot *shape);
Datum exec_datum_copy(Datum value, bool typbyval, int16 typlen);
/* Pack an ItemPointer into a Datum (the ctid pseudo-column) and back. */
Datum exec_tid_to_datum(ItemPointerData tid);
ItemPointerData exec_datum_to_tid(Datum d);

/* ---------------------------------------------------------------- expressions */

typedef struct EState EState;

typedef struct ExprContext {
    TupleTableSlot *ecxt_scantuple;  /* SCAN_VAR */
    TupleTableSlot *ecxt_outertuple; /* OUTER_VAR */
    TupleTableSlot *ecxt_innertuple; /* INNER_VAR */
    MemoryContext ecxt_per_tuple_memory; /* reset for every row */
    Datum *ecxt_aggvalues; /* Aggref results of the current group */
    bool *ecxt_aggnulls;
    const bool *ecxt_grouping_present; /* per Agg key: in the group's set? NULL: all are */
    EState *ecxt_estate;
} ExprContext;

typedef struct ExprState ExprState;
typedef Datum (*ExprEvalFn)(ExprState *state, ExprContext *econtext, bool *isnull);

/* A compiled expression. Each node kind extends it (exec_expr.c); evalfunc computes it. */
struct ExprState {
    NodeTag type;
    ExprEvalFn evalfunc;
    Expr *expr;
};

struct PlanState;
/* Compile once per query, in the query's memory; parent may be NULL (no Aggrefs then). */
ExprState *exec_init_expr(Expr *expr, struct PlanState *parent, EState *estate);
/* A qual: an implicit-AND list; NULL for an empty list (always true). */
ExprState *exec_init_qual(List *qual, struct PlanState *parent, EState *estate);
static inline Datum exec_eval_expr(ExprState *state, ExprContext *econtext, bool *isnull)
{
    return state->evalfunc(state, econtext, isnull);
}
/* True only if the qual is true (NULL and false reject the row). */
bool exec_qual(ExprState *qual, ExprContext *econtext);
/* Evaluate in the per-tuple memory of econtext and switch back. */
Datum exec_eval_expr_switch(ExprState *state, ExprContext *econtext, bool *isnull);

/* Computes a target list into a slot. */
typedef struct ProjectionInfo {
    int nexprs;
    ExprState **exprs;
    TupleTableSlot *slot;
    ExprContext *econtext;
} ProjectionInfo;

ProjectionInfo *exec_build_projection(List *tlist, ExprContext *econtext,
                                      struct PlanState *parent, EState *estate);
TupleTableSlot *exec_project(ProjectionInfo *proj);


/* Call a function by ProcInfo oid (strict NULL handling is the caller's); NULL -> error. */
Datum exec_call_proc2(Oid procoid, Oid collation, Datum a, Datum b);

/* ---------------------------------------------------------------- plan states */

typedef struct PlanState PlanState;
typedef TupleTableSlot *(*ExecProcNodeFn)(PlanState *ps);

struct PlanState {
    NodeTag type; /* T_PlanState */
    Plan *plan;
    EState *state;
    ExecProcNodeFn exec;          /* next row, NULL at the end */
    void (*end)(PlanState *ps);   /* release resources */
    void (*rescan)(PlanState *ps); /* start over (parameters may have changed) */
    /* Mark/restore (a merge join's inner side, exec_mark.c): after restrpos the next row is
     * the one after the row returned just before markpos. Both may invalidate the row
     * returned last (the caller keeps a copy). NULL: not supported. */
    void (*markpos)(PlanState *ps);
    void (*restrpos)(PlanState *ps);
    struct MarkBuffer *markbuf; /* rows kept since the mark for nodes without their own */
    PlanState *lefttree;
    PlanState *righttree;
    ExprState *qual;
    ProjectionInfo *proj; /* NULL if the node passes its input row through */
    TupleTableSlot *resultslot;
    ExprContext *econtext;
};

/* Per-query state shared by every node of a plan. */
struct EState {
    MemoryContext es_query_cxt;
    PlannedStmt *es_plannedstmt;
    int es_nparams;
    Datum *es_param_values; /* PARAM_EXTERN $1.. */
    bool *es_param_isnull;
    Oid *es_param_types;
    int es_nparam_exec;
    Datum *es_param_exec_values; /* PARAM_EXEC */
    bool *es_param_exec_isnull;
    PlanState **es_subplanstates; /* by plan_id - 1 (unused) */
    struct CteShared **es_cte_shared; /* by plan_id - 1: a WITH RECURSIVE query's run and rows */
    List *es_subplan_list;        /* PlanStates of every SubPlan, ended with the plan */
    TupleTableSlot *es_sublink_slot; /* the sub-select row PARAM_SUBLINK refers to */
    uint64 es_processed;
    /*
     * EvalPlanQual (READ COMMITTED re-check of a concurrently updated row): while set, scans of
     * es_epq_relid return just this tuple, the row's newest version (exec_epq.c).
     */
    HeapTuple es_epq_tuple;
    Oid es_epq_relid;
    /* EXPLAIN ANALYZE: called with every PlanState exec_init_node builds (explain.c) */
    void (*es_instrument)(PlanState *ps, void *arg);
    void *es_instrument_arg;
};

/* ERROR 42501 unless the statement's privileges are held (PG's ExecCheckPermissions); every
 * estate of a statement checks them when it is made. */
void exec_check_permissions(PlannedStmt *stmt);
EState *exec_create_estate(PlannedStmt *stmt);
PlanState *exec_init_node(Plan *plan, EState *estate);
/* The same, for a node that must mark and restore (exec_enable_mark). */
PlanState *exec_init_node_with_mark(Plan *plan, EState *estate);
static inline TupleTableSlot *exec_proc_node(PlanState *ps)
{
    return ps->exec(ps);
}
void exec_end_node(PlanState *ps);
void exec_rescan_node(PlanState *ps);
/* End the plan and every sub-plan started for its expressions. */
void exec_end_plan(PlanState *root, EState *estate);

/* Helpers for node implementations (exec_main.c). */
void *exec_make_planstate(size_t size, Plan *plan, EState *estate);
ExprContext *exec_create_econtext(EState *estate);
static inline void exec_reset_econtext(ExprContext *econtext)
{
    mcxt_reset(econtext->ecxt_per_tuple_memory);
}
/* Give ps mark/restore: its own (Material) or, for the node kinds the planner treats as able
 * to (Sort, IndexScan), a buffer of the rows returned since the mark. ERROR for others. */
void exec_enable_mark(PlanState *ps);
static inline void exec_mark_pos(PlanState *ps)
{
    ps->markpos(ps);
}
static inline void exec_restr_pos(PlanState *ps)
{
    ps->restrpos(ps);
}
/* Forget a MarkBuffer's rows (the node was rescanned). */
void exec_mark_reset(PlanState *ps);
/* No restore to the last mark will come: a MarkBuffer stops keeping rows until the next mark. */
void exec_mark_release(PlanState *ps);

/* Set up qual and projection from the plan (projection only if targetlist is not NIL). */
void exec_assign_qual_and_projection(PlanState *ps);

/* Node kinds (node_<kind>.c). */
PlanState *exec_init_result(Result *node, EState *estate);
PlanState *exec_init_seqscan(SeqScan *node, EState *estate);
PlanState *exec_init_valuesscan(ValuesScan *node, EState *estate);
PlanState *exec_init_subqueryscan(SubqueryScan *node, EState *estate);
PlanState *exec_init_nestloop(NestLoop *node, EState *estate);
PlanState *exec_init_hashjoin(HashJoin *node, EState *estate);
PlanState *exec_init_mergejoin(MergeJoin *node, EState *estate);
PlanState *exec_init_sort(Sort *node, EState *estate);
PlanState *exec_init_incsort(IncrementalSort *node, EState *estate);
PlanState *exec_init_agg(Agg *node, EState *estate);
PlanState *exec_init_limit(Limit *node, EState *estate);
PlanState *exec_init_unique(Unique *node, EState *estate);
PlanState *exec_init_modifytable(ModifyTable *node, EState *estate);
PlanState *exec_init_material(Material *node, EState *estate);
PlanState *exec_init_append(Append *node, EState *estate);
PlanState *exec_init_setop(SetOp *node, EState *estate);
PlanState *exec_init_windowagg(WindowAgg *node, EState *estate);
PlanState *exec_init_projectset(ProjectSet *node, EState *estate);
PlanState *exec_init_functionscan(FunctionScan *node, EState *estate);
PlanState *exec_init_lockrows(LockRows *node, EState *estate);
PlanState *exec_init_samplescan(SampleScan *node, EState *estate); /* node_seqscan.c */
PlanState *exec_init_tidscan(TidScan *node, EState *estate);       /* node_seqscan.c */
PlanState *exec_init_indexscan(IndexScan *node, EState *estate);
PlanState *exec_init_foreignscan(ForeignScan *node, EState *estate);
/* A foreign scan planned async_capable (node_append.c drives it): is it one; start its next
 * fetch; -1 if it can return a row without waiting, else the descriptor to poll. */
bool exec_foreignscan_is_async(PlanState *ps);
void exec_foreignscan_async_request(PlanState *ps);
int exec_foreignscan_async_socket(PlanState *ps);
PlanState *exec_init_bitmapindexscan(BitmapIndexScan *node, EState *estate);
PlanState *exec_init_bitmapheapscan(BitmapHeapScan *node, EState *estate);
PlanState *exec_init_recursiveunion(RecursiveUnion *node, EState *estate);
PlanState *exec_init_worktablescan(WorkTableScan *node, EState *estate);
PlanState *exec_init_ctescan(CteScan *node, EState *estate);
/* node_bitmapscan.c: run a Bitmap Index Scan and take its bitmap; EXPLAIN ANALYZE's counts */
struct TIDBitmap *exec_bitmapindexscan_take(PlanState *ps);
/* An index-only scan's heap fetches so far (EXPLAIN ANALYZE's "Heap Fetches"). */
double exec_indexscan_heap_fetches(PlanState *ps);
double exec_bitmapindexscan_ntids(PlanState *ps);
void exec_bitmapheapscan_counts(PlanState *ps, double *exact, double *lossy, double *removed);
/* node_hashjoin.c: the hash table (the largest of its builds), for EXPLAIN ANALYZE's Hash
 * line; false if the node never built one */
typedef struct HashJoinStats {
    long nbuckets, nbuckets_original;
    int nbatch, nbatch_original;
    long peak_kb;               /* the table's memory: rows, keys, bucket array */
    BufferUsage build_bufusage; /* reading the inner input and spilling its later batches */
} HashJoinStats;
bool exec_hashjoin_stats(PlanState *ps, HashJoinStats *out);
/* node_agg.c: the hash table of a HashAggregate / MixedAggregate (the largest of its runs);
 * false if it never ran */
typedef struct AggHashStats {
    int batches;        /* 1 for the table, plus 1 per set whose rows spilled */
    long peak_kb;       /* the table's largest memory */
    long disk_kb;       /* temp file bytes the spilled rows took */
} AggHashStats;
bool exec_agg_hash_stats(PlanState *ps, AggHashStats *out);
/* node_modifytable.c: INSERT ... ON CONFLICT's rows inserted, conflicts met (each proposed row
 * that had one) and those DO UPDATE's WHERE rejected, for EXPLAIN ANALYZE */
void exec_modifytable_conflict_counts(PlanState *ps, double *inserted, double *conflicting,
                                      double *filtered);
/* exec_modify_foreign.c: a foreign table's rows written through its wrapper. begin: NULL for
 * a direct modification; row: the input row applied (false: skipped), rowslot the row written
 * or returned; the rows written counted in es_processed. */
struct ForeignModifyState;
struct ForeignModifyState *exec_foreign_modify_begin(ModifyTable *node, Relation rel,
                                                     EState *estate);
bool exec_foreign_modify_row(struct ForeignModifyState *fm, ModifyTable *node,
                             TupleTableSlot *in, TupleTableSlot *rowslot);
void exec_foreign_modify_finish(struct ForeignModifyState *fm); /* the input ended */
/* COPY FROM into a foreign table: the wrapper's BeginForeignInsert, then one row (values,
 * isnull: one per column, through slot, a slot of the table's columns); false: not inserted.
 * exec_foreign_modify_finish and _end end it. */
struct ForeignModifyState *exec_foreign_insert_begin(Relation rel, EState *estate);
bool exec_foreign_insert_values(struct ForeignModifyState *fm, TupleTableSlot *slot,
                                const Datum *values, const bool *isnull);
void exec_foreign_modify_end(struct ForeignModifyState *fm);

/* The three-way comparison proc of a type, also for types that sort with another type's
 * operators (varchar uses text's); InvalidOid if none. */
Oid exec_type_cmp_proc(Oid typid);

/* Comparison of two datums with a three-way cmp proc, for Sort and Unique. */
int exec_compare_datums(Oid cmpfunc, Oid collation, Datum a, bool anull, Datum b, bool bnull,
                        bool reverse, bool nullsFirst);
bool exec_datums_equal(Oid eqfunc, Oid collation, Datum a, bool anull, Datum b, bool bnull);

/* Utility statements (utility.c); rows (SHOW) go to the callback. */
typedef void (*UtilityRowFn)(void *arg, int ncols, const char *const *values);
void exec_utility(PlannedStmt *stmt, UtilityRowFn rowfn, void *arg, char *tag, size_t taglen);

/*
 * EvalPlanQual (exec_epq.c). exec_epq_check_isolation: 40001 at REPEATABLE READ and above for
 * a row a committed transaction changed first (locking: SELECT FOR UPDATE's wording).
 * exec_epq_run: the first row, accepted by accept (NULL: any), that owner's input plan yields
 * when the scans of latest's table return just latest; NULL if none. *epq holds the plan copy,
 * built on first use; the caller ends it.
 */
typedef bool (*ExecEpqAccept)(TupleTableSlot *slot, void *arg);
void exec_epq_check_isolation(HeapTmResult r, bool locking);
TupleTableSlot *exec_epq_run(PlanState *owner, PlanState **epq, HeapTuple latest,
                             ExecEpqAccept accept, void *arg);

/* Row text for "Failing row contains (...)". */
char *exec_row_text(TupleDesc desc, const Datum *values, const bool *isnull);
/* ... as the current user may see it (PG's ExecBuildSlotValueDescription): the whole row with
 * SELECT on the table, else "(a, b) = (1, null)" for the columns it may read or the statement
 * writes (written: attnums, an integer List), NULL if none. */
char *exec_row_text_visible(Relation rel, const Datum *values, const bool *isnull,
                            const List *written);
/* The columns a statement inserts or updates in relid (its RelPermission's), for the above. */
List *exec_written_columns(EState *estate, Oid relid);
/* 23502 if a NOT NULL column of rel is null in the row (INSERT, UPDATE, COPY FROM). */
void exec_check_not_null(Relation rel, const Datum *values, const bool *isnull,
                         const List *written);
/*
 * exec_check.c: CHECK constraints. exec_init_checks compiles constraints (names: String list,
 * exprs over the row being written, SCAN_VAR; NULL if there are none); exec_check_constraints
 * raises 23514 for the first (in name order) the row fails. exec_store_checks stores a new
 * table's bound CheckConstraints; exec_add_checks those of an ALTER TABLE command after checking
 * the existing rows (others: the names the statement chose so far); exec_reword_checks writes
 * the texts of rebound constraints again (RENAME COLUMN).
 */
typedef struct CheckState CheckState;
CheckState *exec_init_checks(List *names, List *exprs, EState *estate);
CheckState *exec_init_planned_checks(List *checks, EState *estate);
void exec_check_constraints(CheckState *cs, Relation rel, const Datum *values,
                            const bool *isnull, const List *written);
/* Row-level security's WITH CHECK (names "" for the permissive policies together, else the
 * restrictive policy's): 42501 "new row violates row-level security policy ..." for the first
 * the row fails; unlike a CHECK, NULL fails. using: the existing row of ON CONFLICT DO UPDATE
 * ("... (USING expression) ..."). */
void exec_check_row_security(CheckState *cs, Relation rel, const Datum *values,
                             const bool *isnull, bool using);
/* 23514 "check constraint ... is violated by some row" if a row already in rel fails one
 * (ALTER TABLE validating the rows it has). */
void exec_check_existing_row(CheckState *cs, Relation rel, const Datum *values, const bool *isnull);
void exec_store_checks(Oid relid, List *checks);
void exec_add_checks(Oid relid, List *checks, List **others);
void exec_reword_checks(Oid relid, List *checks);
/* PG's ChooseConstraintName: rel_name2_label (name2 may be NULL), then label1, label2 ... until
 * no constraint of the namespace, nor one of others (String list), has it. */
char *exec_choose_constraint_name(Relation rel, const char *name2, const char *label,
                                  List *others);
/* Has rel a constraint (CHECK, FOREIGN KEY, primary key) of this name? */
bool exec_rel_has_constraint(Relation rel, const char *name);

/*
 * utility_fkey.c: FOREIGN KEY DDL. exec_add_foreign_key adds constraint c (a CONSTR_FOREIGN,
 * fk_attrs filled) to relid, checking the existing rows when validate (ALTER TABLE, unless NOT
 * VALID); others as for exec_add_checks. exec_drop_foreign_key: DROP CONSTRAINT of one, false if
 * rel has none of that name.
 */
void exec_add_foreign_key(Oid relid, Constraint *c, bool validate, List **others);
bool exec_drop_foreign_key(Relation rel, const char *name);
/*
 * What DROP takes with it: exec_dependent_fkeys lists (ConstraintRow) the foreign keys of tables
 * other than except_relids that reference pkrel (index and attno 0), its index, or its column
 * attno; exec_drop_dependent_fkeys refuses to drop what (2BP01, "constraint c_a_fkey on table c
 * depends on <depends_on>") or, with CASCADE, drops them with PG's NOTICE;
 * exec_fkey_description is PG's "constraint c_a_fkey on table c". exec_drop_column_fkeys: DROP
 * COLUMN drops rel's own foreign keys on the column.
 */
struct ConstraintRow;
List *exec_dependent_fkeys(Oid pkrel, Oid index, int16 attno, List *except_relids);
void exec_drop_dependent_fkeys(List *fkeys, DropBehavior behavior, const char *what,
                               const char *depends_on);
/* Its report alone, for any dependents (descs: their descriptions, char *): without CASCADE
 * the 2BP01 error, else the NOTICE; the caller drops them. */
void exec_report_drop_dependents(List *descs, DropBehavior behavior, const char *what,
                                 const char *depends_on);
char *exec_fkey_description(const struct ConstraintRow *r);
void exec_drop_column_fkeys(Relation rel, int16 attno);
/* ALTER COLUMN TYPE: 42804 if a foreign key of relid, or one referencing it, now joins columns
 * of types that cannot be compared (PG's "cannot be implemented"). */
void exec_check_fkey_types(Oid relid);
/* A table named in a utility statement, by search_path; 42P01 without a position if none. */
Oid exec_lookup_relation(RangeVar *rv);
Oid exec_lookup_relation_opt(RangeVar *rv, bool missing_ok); /* InvalidOid if missing_ok */
/* ALTER TABLE (utility_alter.c) */
void exec_alter_table(AlterTableInfo *info);
/* utility_alter_type.c: the ALTER COLUMN TYPE commands of one statement (types: per command an
 * AlterTypeInfo or NULL), with one rewrite of the table. */
void exec_alter_column_types(Oid relid, List *types);
void exec_rename(RenameStmt *stmt);
/* Its command tag: ALTER TABLE, ALTER INDEX, ALTER VIEW or ALTER SEQUENCE. */
const char *exec_rename_tag(const RenameStmt *stmt);
/* CREATE TABLE AS (utility_create_as.c); returns the command tag */
const char *exec_create_table_as(CreateTableAsInfo *info);
/* utility_view.c: CREATE [OR REPLACE] VIEW; dropping relations (locked) with the views that
 * depend on them (RESTRICT: PG's 2BP01 error; CASCADE: dropped too, with PG's NOTICE). */
const char *exec_create_view(ViewInfo *info);
/* CREATE / ALTER SEQUENCE (utility_sequence.c); exec_create_sequence also makes a serial
 * column's sequence; exec_open_sequence: NULL (after a NOTICE) if missing and missing_ok. */
const char *exec_sequence_statement(SequenceInfo *info);
/* ALTER COLUMN TYPE of an identity column: its sequence becomes AS typid, as PG does. */
void exec_alter_sequence_type(Oid seqid, Oid typid);
Oid exec_create_sequence(const char *name, Oid nspoid, char persistence, List *options,
                         Oid astype);
Relation exec_open_sequence(RangeVar *rv, LockMode mode, bool missing_ok);
/* CREATE / DROP SCHEMA (utility_schema.c): the command tag. */
const char *exec_create_schema(CreateSchemaStmt *stmt);
const char *exec_drop_schema(DropStmt *stmt);
/* GRANT / REVOKE (utility_grant.c): the command tag. ALTER TABLE ... OWNER TO a role name
 * ("$current_user", "$session_user" for those keywords), with PG's checks. */
const char *exec_grant(GrantStmt *stmt);
void exec_change_owner(Oid relid, const char *rolname);
const char *exec_alter_owner(AlterOwnerStmt *stmt); /* ALTER SCHEMA / SERVER / FDW OWNER TO */
/* GRANT / REVOKE role (utility_grant_role.c): the command tag. exec_add_role_members makes
 * each of members (role names spelled as grantees) a member of roleid, granted by grantor, as
 * CREATE ROLE's IN ROLE / ROLE / ADMIN do, with PG's checks and notices. */
const char *exec_grant_role(GrantRoleStmt *stmt);
/* utility_default_acl.c: ALTER DEFAULT PRIVILEGES, and a new relation's acl from them (called
 * right after it is created; indexes have none). */
const char *exec_alter_default_privileges(AlterDefaultPrivilegesStmt *st);
void exec_apply_default_privileges(Oid relid);
void exec_apply_schema_default_privileges(Oid nspoid, Oid owner);
/* DROP OWNED: the role's pg_default_acl rows go, and its items in other roles' rows. */
void exec_drop_role_default_privileges(Oid roleid);
void exec_add_role_members(const char *rolename, Oid roleid, List *members, Oid grantor,
                           bool admin_opt);
/* ALTER GROUP ... DROP USER: the memberships of members in roleid go (a missing one warns). */
void exec_delete_role_members(const char *rolename, Oid roleid, List *members);
/* DROP ROLE: ERROR 2BP01 while a relation or schema is the role's or grants it privileges. */
void exec_check_role_unreferenced(Oid roleid, const char *rolname);
/* REASSIGN OWNED and DROP OWNED (utility_owned.c). */
const char *exec_reassign_owned(ReassignOwnedStmt *st);
const char *exec_drop_owned(DropOwnedStmt *st);
/* DROP OWNED's drop of a server (utility_fdw.c): RESTRICT's error is that of a drop of many. */
void exec_drop_owned_server(const char *name, DropBehavior behavior);
/* COMMENT ON (utility_comment.c). */
void exec_comment(CommentStmt *stmt);
/* CREATE / ALTER POLICY (a PolicyInfo) and DROP POLICY (utility_policy.c); returns the tag. */
const char *exec_policy_statement(Node *stmt);
/* DROP OWNED: the role leaves the policies that name it; one naming only it is dropped. */
void exec_drop_role_from_policies(Oid roleid);
/* DROP COLUMN: the policies (names, String) that read column colname of rel refuse it, or go
 * with CASCADE (PG's dependency); RENAME COLUMN: the policies bound under the old name
 * (PolicyInfo) get their text printed again with the new one. */
void exec_drop_column_policies(Relation rel, const char *colname, List *names,
                               DropBehavior behavior);
void exec_reword_policies(Oid relid, List *policies);
void exec_drop_relations(List *relids, DropBehavior behavior);
/* Dropping what takes the primary keys conoids (their index oids; con_descs: "constraint
 * t_pkey on table t", char *) and views depend on what views_ref describes ("column a of
 * table t"): the views whose GROUP BY relies on those keys, and views, refuse it (2BP01) or,
 * with CASCADE, go first with PG's NOTICE, with the views that depend on them (utility_view.c). */
void exec_drop_view_deps(List *conoids, List *con_descs, List *views, const char *views_ref,
                         DropBehavior behavior, const char *what);
/* TRUNCATE (utility_truncate.c): new empty files for the tables and their indexes. */
void exec_truncate(TruncateStmt *ts);
/* Read-only transactions (utility_readonly.c): 25006 for a statement that writes what a dump
 * would see (exec_check_utility_read_only) or for the named command (COPY FROM ...). */
void exec_check_utility_read_only(const Node *u);
/* The command tag of DROP of objects of kind ("DROP INDEX", "DROP SERVER", ...). */
const char *exec_drop_tag(ObjectType kind);
void exec_check_read_only(const char *command);
/* VACUUM and ANALYZE (utility_vacuum.c); returns the command tag. */
const char *exec_vacuum(VacuumStmt *stmt);
/* VACUUM and/or ANALYZE of a table, in a transaction the caller started */
void exec_autovacuum_table(Oid relid, bool vacuum, bool analyze);

#endif /* BASALT_EXECNODES_H */
