/*
 * bind_internal.h: what the binder's files (binder.c, bind_*.c) share. Not for other layers.
 *
 * The one idea: a ParseState is one query level being bound (PG's ParseState). It owns the
 * level's range table and its namespace, the list of FROM items whose names and columns are
 * visible to expressions right now; sub-selects get a child ParseState whose parent is searched
 * for outer references (varlevelsup > 0). exprKind says which clause is being bound, which
 * decides where aggregates are allowed and how errors are worded.
 */
#ifndef BASALT_BIND_INTERNAL_H
#define BASALT_BIND_INTERNAL_H

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "planner/binder.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"
#include "storage/catalog_acl.h"

typedef enum ParseExprKind {
    EXPR_KIND_NONE = 0,
    EXPR_KIND_OTHER,
    EXPR_KIND_JOIN_ON,
    EXPR_KIND_JOIN_USING,
    EXPR_KIND_FROM_SUBSELECT,
    EXPR_KIND_FROM_FUNCTION,
    EXPR_KIND_WHERE,
    EXPR_KIND_HAVING,
    EXPR_KIND_FILTER,
    EXPR_KIND_SELECT_TARGET,
    EXPR_KIND_INSERT_TARGET,
    EXPR_KIND_UPDATE_SOURCE,
    EXPR_KIND_UPDATE_TARGET,
    EXPR_KIND_GROUP_BY,
    EXPR_KIND_ORDER_BY,
    EXPR_KIND_DISTINCT_ON,
    EXPR_KIND_LIMIT,
    EXPR_KIND_OFFSET,
    EXPR_KIND_RETURNING,
    EXPR_KIND_VALUES,
    EXPR_KIND_VALUES_SINGLE,
    EXPR_KIND_COLUMN_DEFAULT,
    EXPR_KIND_CHECK_CONSTRAINT,
    EXPR_KIND_WINDOW_PARTITION,
    EXPR_KIND_WINDOW_ORDER,
    EXPR_KIND_WINDOW_FRAME,
    EXPR_KIND_WINDOW_FRAME_RANGE,
    EXPR_KIND_WINDOW_FRAME_GROUPS,
    EXPR_KIND_EXECUTE_PARAMETER,
    EXPR_KIND_ALTER_COL_TRANSFORM, /* ALTER COLUMN TYPE ... USING */
    EXPR_KIND_POLICY,              /* CREATE / ALTER POLICY USING and WITH CHECK */
    EXPR_KIND_INDEX_EXPRESSION,    /* CREATE INDEX key expressions */
    EXPR_KIND_INDEX_PREDICATE,     /* CREATE INDEX ... WHERE */
} ParseExprKind;

/* Coercion contexts, weakest first (PG's CoercionContext). */
typedef enum CoercionContext {
    COERCION_IMPLICIT,
    COERCION_ASSIGNMENT,
    COERCION_EXPLICIT,
} CoercionContext;

/* One visible FROM item (PG's ParseNamespaceItem). */
typedef struct NsItem {
    RangeTblEntry *rte;
    int rtindex;
    bool rel_visible;  /* can be named as a qualifier */
    bool cols_visible; /* its columns can be referenced unqualified */
    bool lateral_only; /* an earlier item of the FROM clause being bound: seen only by LATERAL */
    bool lateral_ok;   /* ... and a LATERAL reference to it is allowed (not right of RIGHT/FULL) */
    bool is_target;    /* the UPDATE / DELETE target */
} NsItem;

/* Parameter types, shared by all levels of one statement. */
typedef struct ParamState {
    Oid *types; /* palloc'd, numParams entries, 0 or UNKNOWNOID = not yet known */
    int num;
    struct Const **values; /* NULL, or (bind_execute_query) $n is the constant values[n - 1] */
} ParamState;

typedef struct ParseState {
    struct ParseState *parent;
    const char *query_text;
    List *rtable;     /* List of RangeTblEntry */
    List *joinlist;   /* the FROM list: RangeTblRef / JoinExpr */
    List *namespace;  /* List of NsItem */
    bool lateral_active; /* binding a LATERAL item: lateral_only items are visible */
    int nullable_side;   /* > 0 while binding the NULL-extended side of an outer join */
    const char *recursion_setop; /* "INTERSECT"/"EXCEPT" while binding an operand WITH
                                  * RECURSIVE's self-reference may not be in */
    List *cteDefs;       /* CteDef of each recursive WITH query of this level (Query.cteList) */
    ParseExprKind exprKind;
    ParamState *params;
    bool hasAggs;
    bool hasWindowFuncs;
    bool hasSubLinks;
    bool noResolveUnknowns; /* a set-operation leaf: leave unknown output columns untyped */
    bool hasTargetSRFs;  /* a set-returning call in the target list (or ORDER/GROUP BY) */
    Node *lastSrf;       /* the last set-returning call bound (PG's p_last_srf) */
    List *ctes;          /* List of CommonTableExpr visible at this level (WITH) */
    List *windowDefs;    /* raw WindowDefs: WINDOW clause first, then each OVER (...) */
    int resultRelation;
    Relation targetRel;  /* INSERT/UPDATE/DELETE target, open */
    char identity_mode;  /* values for identity columns: INSERT 'i' (OVERRIDING SYSTEM VALUE
                          * 's', USER VALUE 'u'), UPDATE 'U' */
    int stmt_location;   /* the statement within query_text (RawStmt's), for CREATE VIEW */
    int stmt_len;
    Oid expanding_view;  /* the view whose query this level binds, else InvalidOid */
    struct ParseState *view_caller; /* the level that named that view (recursion check only) */
    const char *expanding_sysview; /* the system view whose SQL this level binds, else NULL */
} ParseState;

/* planner.c: x IN (a, b) as PG keeps it, x = ANY (ARRAY[a, b]), throughout expr (what a
 * stored expression shows, as PG's does) */
Node *planner_in_lists_to_saops(Node *expr);

/* binder.c */
ParseState *bind_make_pstate(ParseState *parent, ParamState *params, const char *query_text);
/* Privileges (binder.c): the RTE of a relation or view joins the statement's checks
 * (Query.permissions) needing perms, to be held by the current user, or while a view's query is
 * bound (bind_push_check_as) by the view's owner; reading a column adds ACL_SELECT
 * (bind_note_column, from the column references of bind_relation.c). */
void bind_note_permission(RangeTblEntry *rte, uint32 perms);
/* A function the statement calls: EXECUTE on it is checked when the statement starts. */
void bind_note_function(Oid funcid);
/* ... and a column the statement reads (ACL_SELECT), inserts or updates with it, unless the
 * RTE is not checked (PG's markVarForSelectPriv and the insertedCols / updatedCols). */
void bind_note_column(RangeTblEntry *rte, int attno, uint32 perm);
Oid bind_push_check_as(Oid roleid);
bool bind_binding_view(void); /* a view's query: its names were checked when it was made */
void bind_pop_check_as(Oid saved);
Query *bind_select(ParseState *pstate, SelectStmt *stmt);
Query *bind_sub_select(ParseState *parent, Node *stmt);
void bind_with_clause(ParseState *pstate, WithClause *with);

/* bind_cte.c: WITH RECURSIVE */
#define CTE_STATE_PLAIN 0     /* not recursive: inlined at each reference */
#define CTE_STATE_NOFORM 1    /* being bound, and not of the form x UNION [ALL] y */
#define CTE_STATE_NONREC 2    /* being bound: its non-recursive term */
#define CTE_STATE_REC 3       /* being bound: its recursive term */
#define CTE_STATE_RECURSIVE 4 /* bound, recursive: cte_def */
/* Binds one CTE of WITH RECURSIVE; returns its output column count. */
int bind_recursive_cte(ParseState *pstate, CommonTableExpr *cte);
/* A FROM reference to a recursive CTE (or its self-reference): an RTE_CTE. */
RangeTblEntry *bind_cte_reference(ParseState *pstate, RangeVar *rv, CommonTableExpr *cte,
                                  int levelsup);
/* parseCheckAggregates' rule: no aggregates in a recursive term (qry reads the work table). */
void bind_check_recursive_aggs(ParseState *pstate, Query *qry);

/* bind_setop.c */
Query *bind_setop(ParseState *pstate, SelectStmt *stmt);
/* bind_locking.c: FOR UPDATE / SHARE clauses become q->rowMarks */
void bind_locking_clause(ParseState *pstate, Query *q, List *lockingClause);
/* binder.c / bind_alter.c: CREATE TABLE and ALTER TABLE */
/* default_expr: where the bound DEFAULT goes (NULL: none allowed); its errors carry a
 * position in CREATE TABLE only (ALTER TABLE's have none in PG). */
/* bind_alter_type.c: one ALTER COLUMN TYPE of rel; cols: the columns as the statement's
 * earlier type changes leave them, updated with this one. */
AlterTypeInfo *bind_alter_column_type(ParseState *pstate, Relation rel, AlterTableCmd *cmd,
                                      TupleDesc cols);
void bind_column_def(ParseState *pstate, ColumnDef *cd, const char *relname, Form_attribute att,
                     List **index_constraints, Node **default_expr, List **checks,
                     bool in_create);
/* bind_default.c: a column's DEFAULT bound and coerced to the column (atthasdef is the
 * caller's; NULL for DEFAULT NULL; errors without position unless positions), and the stored
 * default of rel's column attno bound again, or NULL if none. */
Node *bind_column_default(ParseState *pstate, Node *raw, Form_attribute att, bool positions);
Node *bind_stored_default(ParseState *pstate, Relation rel, int attno);
/* A stored expression's text (a default, a CHECK constraint) parsed again, as the one target
 * of a SELECT; the statement's own text stays the one errors point into and the log shows. */
Node *bind_parse_stored_expr(const char *text);
/* bind_index.c: CREATE INDEX's expressions and predicate, bound into stmt->boundExprs and
 * stmt->boundPred (42P17 for a function not IMMUTABLE). */
void bind_index_stmt(IndexStmt *stmt, const char *query_text);
/* The same over the columns desc of a table that may not exist yet (CREATE TABLE LIKE). */
void bind_index_stmt_over(IndexStmt *stmt, const char *relname, Oid relid, TupleDesc desc,
                          const char *query_text);
/* The table's indexes with expressions or a predicate, each as an IndexStmt with indexOid,
 * boundExprs and boundPred bound over the table's columns (RENAME COLUMN rewrites them). */
List *bind_relation_index_exprs(Relation rel);
/* ALTER COLUMN TYPE: the stored default of rel's column attno converted to newatt's type
 * (PG's 42804 if it cannot be), NULL if the column has none. */
Node *bind_retyped_default(ParseState *pstate, Relation rel, int attno, Form_attribute newatt);
/* bind_check.c: a CHECK constraint of table relname (desc: its columns; relid InvalidOid while
 * CREATE TABLE makes it), errors with positions only when positions; and the stored CHECK
 * constraints of rel bound again (NIL if it has none), by name. */
struct CheckConstraint *bind_check_constraint(Constraint *c, const char *relname, Oid relid,
                                              TupleDesc desc, const char *query_text,
                                              bool positions);
List *bind_relation_checks(Relation rel);
/* The CHECK constraints a row written into rel must pass: its own and, for a partition, its
 * ancestors' (NIL for a foreign table). */
List *bind_write_checks(Relation rel);
/* The level an expression over one table's row is bound at (a CHECK constraint's, a policy's):
 * the table (columns desc, not yet created if relid is InvalidOid) as its one FROM item, at
 * range-table index rtindex. */
ParseState *bind_table_pstate(const char *relname, Oid relid, TupleDesc desc,
                              const char *query_text, int rtindex);
/* Row-level security (bind_rowsecurity.c): the policies of every table the statement reads
 * or writes, at any level, as RangeTblEntry.securityQuals and Query.withCheckOptions. */
void bind_row_security(Query *qry);
/* A raw USING / WITH CHECK expression bound at ps (boolean, collations, IN lists as PG's). */
Node *bind_policy_expr(ParseState *ps, Node *raw);
/* The policies of rel, their stored expressions bound over its row (a List of PolicyInfo with
 * polname set; *_src keeps the text of one with a sub-select); and the names (String) of
 * those that read column attnum (DROP COLUMN's dependency). */
List *bind_relation_policies(Relation rel);
List *bind_policies_reading_column(Relation rel, int attnum);
/* ALTER COLUMN TYPE: rel's stored constraints that read column attnum, bound over desc (its
 * columns with the new type); and a USING expression bound over the old columns (desc). */
List *bind_column_checks(Relation rel, TupleDesc desc, int attnum);
Node *bind_transform_expr(Relation rel, TupleDesc desc, Node *raw, const char *query_text);
void bind_check_table_options(List *options);
/* Partitioning clauses (bind_partition.c): PARTITION BY's strategy and key columns; a FOR
 * VALUES bound as relpartbound text, checked against the parent's key. */
struct PartKey;
char bind_partition_strategy(PartitionSpec *spec);
RangeTblEntry *bind_expand_partitioned(ParseState *pstate, RangeVar *rv, Oid relid);
/* The UNION ALL of these partitions of relid, bound (bind_view.c), with each row's tableoid
 * as a last column if the statement reads it (bind_partitions_read_tableoid); partition
 * pruning (bind_partition.c): a WHERE's constant conditions on the key drop the partitions
 * they exclude from the partitioned tables of pstate's FROM. */
Query *bind_partitions_query(ParseState *pstate, Oid relid, List *parts, bool tableoid);
/* A partitioned table's item rte (bind_expand_partitioned) gets its tableoid column, whose
 * attno is returned, on the first reference to it. */
int bind_partitions_read_tableoid(ParseState *pstate, RangeTblEntry *rte);
void bind_prune_partitions(ParseState *pstate, Node *qual);
List *bind_partition_key(PartitionSpec *spec, TupleDesc desc, char strategy);
char *bind_partition_bound(ParseState *pstate, PartitionBoundSpec *b, const struct PartKey *key);
int bind_partition_bound_location(PartitionBoundSpec *b); /* where PG's bound errors point */
/* CREATE TABLE ... PARTITION BY / PARTITION OF: info's partitioning fields. */
void bind_create_partitioning(ParseState *pstate, CreateStmt *stmt, struct CreateTableInfo *info);
pg_noreturn void bind_unsupported_constraint(Constraint *c);
Query *bind_alter_table(ParseState *pstate, AlterTableStmt *stmt);
Query *bind_create_table_as(ParseState *pstate, CreateTableAsStmt *stmt);
/* bind_portal.c */
Query *bind_declare_cursor(ParseState *pstate, DeclareCursorStmt *stmt);
Query *bind_prepare(ParseState *pstate, PrepareStmt *stmt);
Query *bind_execute(ParseState *pstate, ExecuteStmt *stmt);
/* The stored statement of EXPLAIN EXECUTE / CREATE TABLE AS EXECUTE, bound again with the
 * arguments' values as constants. */
Query *bind_execute_query(ParseState *pstate, ExecuteStmt *stmt);
Query *bind_statement(ParseState *pstate, Node *stmt); /* binder.c: one statement */
/* The columns of a new relation made from q's output columns, named by colnames first. A view
 * (is_view) may have a whole-row reference's record column, where PG's column has the table's
 * composite type. */
struct TupleDescData *bind_query_columns(Query *q, List *colnames, bool is_view);
int bind_output_column_count(Query *q); /* q's output columns, junk not counted */

/* bind_view.c */
Query *bind_create_view(ParseState *pstate, ViewStmt *stmt);
/* CREATE / ALTER POLICY (bind_policy.c). */
Query *bind_policy_stmt(ParseState *pstate, Node *stmt);
Query *bind_sequence_stmt(ParseState *pstate, Node *stmt); /* bind_sequence.c */
/* A view named in FROM: its query, bound at its own level, as a sub-select RTE named after
 * the reference (alias) with the view's column names. */
RangeTblEntry *bind_expand_view(ParseState *pstate, RangeVar *rv, Oid viewid);
/* The views (oid order) whose query reads column attnum of relid. */
List *bind_views_reading_column(ParseState *pstate, Oid relid, int attnum);
/* A pg_catalog system view (system_views.c) named in FROM, expanded the same way. */
RangeTblEntry *bind_expand_system_view(ParseState *pstate, RangeVar *rv, const char *sql);
/* The columns of the system view name whose query is sql, as its pg_attribute rows say. */
struct TupleDescData *bind_system_view_columns(const char *name, const char *sql);

/* deparse_view.c: a simple view query in PG's pg_get_viewdef layout (no leading space, no
 * ';'), or NULL when it is not one this file prints as PG does. */
char *bind_deparse_view(Query *q);

/* system_views.c: the SQL of the system view of that name in pg_catalog, or NULL. */
const char *bind_system_view_sql(const char *name);
/* Is name a system view over the real catalog of the same name (which it extends)? */
bool bind_system_view_extends_catalog(const char *name);
/* The names of pg_catalog's system views, up to max of them; returns how many. */
int bind_system_view_names(const char **names, int max);
/* Is the view's SQL made per process or per use (pg_type, pg_proc, pg_cast, pg_operator,
 * pg_settings)? */
bool bind_system_view_is_generated(const char *name);
/* The oid of PG's catalog the system view name stands for (its rows' tableoid), else 0. */
Oid bind_system_view_classoid(const char *name);
/* The SQL of information_schema.name, or NULL. */
/* system_views_acl.c: information_schema.column_privileges' SQL, made per use */
const char *bind_column_privileges_sql(void);
const char *bind_information_schema_sql(const char *name);

/* INSERT/UPDATE/DELETE naming a view: PG's error for a view it would not update, else 0A000. */
void bind_check_view_target(ParseState *pstate, Relation rel, CmdType cmd);
Oid bind_creation_namespace(RangeVar *rv); /* where CREATE puts rv: its schema, or public */
/* Open the relation rv names (PG's 42P01 at its position if there is none). */
Relation bind_open_relation(RangeVar *rv, LockMode lock);
/* bind_table_like.c: CREATE TABLE's elements with each LIKE replaced by what it copies; the
 * source's other indexes become IndexStmts on target (*indexes), its column comments DefElems
 * (column name, String text) in *comments. */
List *bind_expand_table_like(List *elts, RangeVar *target, List **indexes, List **comments);
const char *bind_expr_kind_name(ParseExprKind kind);

/* binder.c: INSERT's target columns (ResTargets naming them, or NIL for all), checked */
typedef struct TargetCol {
    int attno;
    const char *name;
    int location;
    List *indirection; /* INSERT INTO t (a[1]): the subscripts, else NIL (added for arrays) */
} TargetCol;
List *bind_insert_targets(Relation rel, List *cols);

/* bind_copy.c */
Query *bind_copy(ParseState *pstate, CopyStmt *stmt);

/* bind_relation.c */
RangeTblEntry *bind_add_relation(ParseState *pstate, RangeVar *rv, LockMode lock, Relation *relp,
                                 int *rtindex);
void bind_from_clause(ParseState *pstate, List *fromClause);
Node *bind_column_ref(ParseState *pstate, ColumnRef *cref);
List *bind_expand_star(ParseState *pstate, ColumnRef *cref, int location); /* of TargetEntry-less exprs */
List *bind_expand_all(ParseState *pstate, int location);
List *bind_expand_rte_vars(ParseState *pstate, NsItem *ns, int levelsup, int location,
                           List **colnames);
NsItem *bind_add_rte(ParseState *pstate, RangeTblEntry *rte, bool rel_vis, bool cols_vis,
                     bool add_to_ns);
Var *bind_make_var(RangeTblEntry *rte, int rtindex, int attno, int levelsup, int location);
RangeTblEntry *bind_make_subquery_rte(Query *sub, Alias *alias, bool lateral);
void bind_rte_column(RangeTblEntry *rte, int attno, Oid *type, int32 *typmod, Oid *coll);
/* The name of rte's column attno, for messages and deparsing: "tableoid" for a partitioned
 * table's hidden one, "*" for a whole row. */
const char *bind_rte_column_name(RangeTblEntry *rte, int attno);
Node *bind_column_by_name(ParseState *pstate, const char *colname, int location, bool missing_ok);

/* bind_expr.c */
Node *bind_expr(ParseState *pstate, Node *expr, ParseExprKind kind);
Node *bind_expr_recurse(ParseState *pstate, Node *expr);
Const *bind_make_const(Oid type, int32 typmod, Datum value, bool isnull, int location);
Const *bind_make_null_const(Oid type, int32 typmod);
Node *bind_coerce_to_boolean(ParseState *pstate, Node *node, const char *constructName);
Node *bind_coerce_to_specific(ParseState *pstate, Node *node, Oid target, const char *constructName);
int bind_char_position(const char *query_text, int byte_location);
Oid bind_collation_by_name(List *names, int location);
/* bind_collate.c: a collation by (qualified) name along search_path, InvalidOid if none; its
 * name (for messages); PG's collation derivation over a finished Query or one expression; the
 * common collation of a list of expressions (42P21 on an implicit conflict unless none_ok). */
Oid bind_collation_lookup(List *names);
const char *bind_collation_name(Oid oid);
void bind_assign_query_collations(Query *q);
void bind_assign_expr_collations(Node *expr);
Oid bind_select_common_collation(List *exprs, bool none_ok);
Datum bind_input_at(ParseState *pstate, Oid type, const char *s, int32 typmod, int location);

/* bind_coerce.c */
const TypeInfo *bind_type_info(Oid typid); /* errors on an unknown oid */
char bind_type_category(Oid typid);
bool bind_type_preferred(Oid typid);
Oid bind_type_collation(Oid typid);
char *bind_format_type(Oid typid);
char *bind_format_type_mod(Oid typid, int32 typmod);
void bind_typename(ParseState *pstate, TypeName *tn, Oid *typid, int32 *typmod);
bool bind_can_coerce(int nargs, const Oid *input, const Oid *target, CoercionContext ctx);
Node *bind_coerce_type(ParseState *pstate, Node *node, Oid inputType, Oid targetType,
                       int32 targetTypmod, CoercionContext ctx, CoercionForm form, int location);
Node *bind_coerce_to_target(ParseState *pstate, Node *expr, Oid exprtype, Oid targettype,
                            int32 targettypmod, CoercionContext ctx, CoercionForm form,
                            int location);
Oid bind_select_common_type(ParseState *pstate, List *exprs, const char *context,
                            Node **which_expr);
Node *bind_coerce_to_common(ParseState *pstate, Node *node, Oid target, const char *context);
bool bind_is_polymorphic(Oid typid);

/* bind_record.c: the fields of a record-typed expression, when the binder can tell them (a call
 * of a function with OUT columns, a sub-select column showing one); names and types palloc'd. */
typedef struct RecordShape {
    int nfields;
    char **names;
    Oid *types;
} RecordShape;
bool bind_record_shape(ParseState *pstate, Node *expr, RecordShape *out);
/* (arg).field: a FieldSelect, or PG's 42703 / 42809 error at location. */
Node *bind_field_select(ParseState *pstate, Node *arg, const char *field, int location);
/* (arg).* in a target list: List of (FieldSelect, name String) pairs. */
List *bind_expand_record_star(ParseState *pstate, Node *arg);

/* bind_row.c: ROW(...) and whole-row references as RowExprs (records with field names). */
Node *bind_row_expr(ParseState *pstate, RowExpr *row);
Node *bind_whole_row(ParseState *pstate, NsItem *ns, int levelsup, int location);

/* bind_func.c */
Node *bind_op(ParseState *pstate, List *opname, Node *l, Node *r, int location);
const OperInfo *bind_oper_lookup(ParseState *pstate, List *opname, Oid ltype, Oid rtype,
                                 bool noError, int location);
Node *bind_make_opexpr(ParseState *pstate, const OperInfo *op, Node *l, Node *r, int location);
Node *bind_func_call(ParseState *pstate, FuncCall *fc);
/* The function o names with exactly its argument types (PG's LookupFuncWithArgs); ERROR 42883
 * "function f(integer) does not exist" if there is none. */
Oid bind_lookup_function_exact(ParseState *pstate, ObjectWithArgs *o);
Node *bind_make_funcexpr(Oid funcid, Oid rettype, List *args, CoercionForm form, int location);
Oid bind_sort_op(Oid typid, bool desc);
Oid bind_opclass_type(Oid typid);
Oid bind_eq_op(Oid typid);
bool bind_hashable(Oid typid);
char *bind_name_list_to_string(List *names);

/* bind_clause.c */
List *bind_target_list(ParseState *pstate, List *targetlist, ParseExprKind kind);
TargetEntry *bind_make_tle(Node *expr, int resno, char *resname, bool resjunk);
char *bind_figure_colname(Node *node);
void bind_resolve_unknown_targets(ParseState *pstate, List *tlist);
void bind_mark_origins(ParseState *pstate, List *tlist);
List *bind_sort_clause(ParseState *pstate, List *orderlist, List **tlist, ParseExprKind kind,
                       bool useSQL99);
/* GROUP BY: the SortGroupClauses of every grouping expression; with ROLLUP / CUBE / GROUPING
 * SETS also *groupingSets, the expanded sets (List of IntList of tleSortGroupRefs). */
List *bind_group_clause(ParseState *pstate, List *grouplist, List **tlist, List *sortClause,
                        List **groupingSets);
int bind_group_expr(ParseState *pstate, Node *item, List **tlist, List *sortClause,
                    List **groupClause); /* the item's tleSortGroupRef, added if new */
/* bind_grouping.c */
List *bind_grouping_sets(ParseState *pstate, List *grouplist, List **tlist, List *sortClause,
                         List **groupingSets);
Node *bind_grouping_func(ParseState *pstate, FuncCall *fc, List *args);
/* The primary key (its index oid) of table relid (range table entry varno) when all its columns
 * are among commonVars, the
 * plain Vars grouped in every grouping set: then its other columns need no grouping. Else
 * InvalidOid. */
Oid bind_functionally_grouped(Oid relid, int varno, List *commonVars);
/* bind_func.c: "<what> are not allowed in WHERE" and the like, or NULL where <what>
 * (aggregate functions, grouping operations) may appear. */
const char *bind_agg_context_error(ParseExprKind kind, const char *what);
/* In bind_check_aggregates: fill a GROUPING()'s refs, 42803 if an argument is not grouped. */
void bind_grouping_func_refs(GroupingFunc *gf, List *groupClause, List *tlist);
List *bind_distinct_clause(ParseState *pstate, List **tlist, List *sortClause);
List *bind_distinct_on_clause(ParseState *pstate, List *distinctlist, List **tlist,
                              List *sortClause);
Node *bind_limit_clause(ParseState *pstate, Node *clause, ParseExprKind kind,
                        const char *constructName);
void bind_check_aggregates(ParseState *pstate, Query *qry);

/* bind_srf.c */
void bind_check_srf_placement(ParseState *pstate, Node *srf, int location);
Node *bind_find_srf(Node *expr);
void bind_reject_srf_in(Node *expr, const char *construct); /* "CASE", "aggregate", ... */
RangeTblEntry *bind_range_function(ParseState *pstate, RangeFunction *rf);

/* bind_window.c */
Node *bind_window_call(ParseState *pstate, FuncCall *fc, const ProcInfo *p, List *args,
                       Oid rettype);
List *bind_window_definitions(ParseState *pstate, List **tlist);
WindowFunc *bind_find_window_func(Node *node);

#endif /* BASALT_BIND_INTERNAL_H */
