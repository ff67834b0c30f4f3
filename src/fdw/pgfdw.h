/*
 * pgfdw.h: basalt_pg_fdw's parts, as its files see each other (nothing outside src/fdw
 * includes this).
 *
 * pgfdw_conn.c is the protocol-v3 client (connections cached per server and user mapping for
 * the session, remote transactions tied to the local one); pgfdw_deparse.c turns the
 * conditions that are safe to ship into remote SQL, pgfdw_deparse_agg.c an aggregation done
 * remotely; pg_fdw.c is the FdwRoutine.
 */
#ifndef BASALT_PGFDW_H
#define BASALT_PGFDW_H

#include "common/stringinfo.h"
#include "fdw/foreign.h"

/* ------------------------------------------------------------------ the client (pgfdw_conn.c) */

typedef struct PgFdwConn PgFdwConn;

/* Rows of a query's result, every value in text form (NULL for SQL NULL). */
typedef struct PgFdwResult {
    int ncols;
    int nrows;
    char ***rows; /* rows[i][j] */
    const char *tag; /* CommandComplete's tag */
} PgFdwResult;

/*
 * The session's connection for the server and the current user's mapping, opened (and the
 * remote session configured) on first use; a remote transaction is started on it if the
 * local transaction has none there yet, and ends with the local one.
 */
PgFdwConn *pgfdw_get_connection(ForeignServer *server, UserMapping *um);
/* A new cursor name for this connection ("c1", "c2", ...; numbering restarts per xact). */
unsigned pgfdw_cursor_number(PgFdwConn *c);

/*
 * Run one command with the simple query protocol; its rows (if any) in CurrentMemoryContext.
 * A remote error becomes a local ERROR with the remote SQLSTATE, message, detail, hint and
 * "remote SQL command: <context_sql or sql>" as CONTEXT.
 */
PgFdwResult *pgfdw_exec(PgFdwConn *c, const char *sql, const char *context_sql);
/*
 * pgfdw_exec in two halves, for an asynchronous Append (executor/node_append.c): the query
 * sent, then its results read (blocking until they are all there). Between the two the
 * caller may poll pgfdw_wait_socket for input: -1 when received bytes are already buffered.
 */
void pgfdw_send_query(PgFdwConn *c, const char *sql);
PgFdwResult *pgfdw_get_result(PgFdwConn *c, const char *context_sql);
int pgfdw_wait_socket(PgFdwConn *c);
/* The same with the extended protocol (Parse/Bind/Describe/Execute/Sync), text parameters. */
PgFdwResult *pgfdw_exec_params(PgFdwConn *c, const char *sql, int nparams,
                               const char *const *values, const char *context_sql);
/* A name for a prepared statement of this connection ("pgsql_fdw_prep_%u" as postgres_fdw's;
 * numbered for the session), the statement prepared (Parse of sql as name, no parameter types:
 * the remote server infers them), and one execution of it (Bind / Describe / Execute / Sync;
 * errors name context_sql). */
unsigned pgfdw_prep_stmt_number(PgFdwConn *c);
void pgfdw_prepare(PgFdwConn *c, const char *name, const char *sql);
PgFdwResult *pgfdw_exec_prepared(PgFdwConn *c, const char *name, int nparams,
                                 const char *const *values, const char *context_sql);
/* DEALLOCATE name. Those an error left behind go with the aborted transaction (DEALLOCATE ALL). */
void pgfdw_deallocate(PgFdwConn *c, const char *name);


/* ------------------------------------------------------------------ what a scan reads */

/*
 * The relation a basalt_pg_fdw scan reads remotely: one foreign table, or a join of two such
 * relations of the same server (kept in the ForeignScan's fdw_private for joins above it).
 */
typedef struct PgFdwRel {
    int rtindex;       /* a table: its range table index (its Vars' varno); 0: a join */
    Oid relid;         /* a table: the foreign table */
    List *relids;      /* IntList: the range table indexes of the tables under it */
    JoinType jointype; /* a join: JOIN_INNER, JOIN_LEFT or JOIN_FULL */
    struct PgFdwRel *outer, *inner;
    List *joinclauses;  /* a join's ON conditions (query expressions) */
    List *remote_conds; /* shipped conditions for WHERE: a table's, or over a join's rows */
    bool local_conds;   /* some condition is checked here: no join may take this relation */
    double rows;
    double rel_startup_cost, rel_total_cost; /* the remote work alone (PG's rel_*_cost) */
    bool remote_estimate; /* use_remote_estimate: costs from the remote server's EXPLAIN */
} PgFdwRel;

/* Where a remote SELECT's expressions come from: one table's Vars (varno, of rel) or the
 * Vars of a join's tables (join, written r<n>.column). */
typedef struct PgFdwScope {
    Relation rel;
    int varno;
    const PgFdwRel *join;
} PgFdwScope;

/* ------------------------------------------------------------------ remote SQL (pgfdw_deparse.c) */

/* Can this condition on the foreign table (Vars of varno) be evaluated by the remote server? */
bool pgfdw_is_foreign_expr(Node *expr, int varno);
/* The same for a condition over the tables of a join (Vars of relids). */
bool pgfdw_is_foreign_join_expr(Node *expr, const List *relids);
/*
 * "SELECT cols FROM schema.table [WHERE ((cond)) AND ...] [ORDER BY ...] [LIMIT n] [OFFSET m]";
 * attrs: IntList of attnums; limit_count / limit_offset: Const or NULL.
 */
/* PG's deparseStringLiteral: s in single quotes, E'' when it has a backslash. */
void pgfdw_append_literal(StringInfo buf, const char *s);
char *pgfdw_deparse_select(Relation rel, List *attrs, List *remote_conds, int varno,
                           int nsortkeys, const ForeignSortKey *sortkeys, Node *limit_count,
                           Node *limit_offset);
/* One shippable expression over the table's columns (Vars of varno), as postgres_fdw writes it. */
void pgfdw_deparse_expr(StringInfo buf, Relation rel, int varno, Node *expr);
/* One shippable expression over the tables of join (Vars written r<rtindex>.column). */
void pgfdw_deparse_join_expr(StringInfo buf, const PgFdwRel *join, Node *expr);
/* An ORDER BY by this operator ships: a built-in "<" or ">" of one type (ASC / DESC). */
bool pgfdw_sort_op_shippable(Oid sortop);
/* " ASC NULLS LAST", " DESC NULLS FIRST", ... */
void pgfdw_append_sort_direction(StringInfo buf, const SortGroupClause *sgc);
/* The remote name of column attno of rel (its column_name option; "ctid" for
 * SelfItemPointerAttributeNumber). */
void pgfdw_append_column(StringInfo buf, Relation rel, int attno);
/* The remote "schema.table" of foreign table rel. */
void pgfdw_append_remote_table(StringInfo buf, Relation rel);
/* " keyword ((cond)) AND ((cond))" for shipped conditions (nothing for NIL). */
void pgfdw_append_conds(StringInfo buf, const PgFdwScope *sc, List *conds, const char *keyword);
/* One shippable expression of the scope. */
void pgfdw_deparse_scoped(StringInfo buf, const PgFdwScope *sc, Node *expr);

/* ------------------------------------------------------------------ aggregates (pgfdw_deparse_agg.c) */

/*
 * What an aggregation over a foreign table would fetch (postgres_fdw's foreign_grouping_ok):
 * entries, the query expressions the remote SELECT lists; remote_having, the HAVING conditions
 * shipped; local_having, those checked here (their aggregates are among the entries).
 */
typedef struct PgFdwGrouping {
    List *entries; /* TargetEntry, resno = position, ressortgroupref as in the query */
    List *remote_having, *local_having;
    List *where_having; /* HAVING conditions without aggregates: shipped in WHERE */
} PgFdwGrouping;

/* false when the aggregation of the rows of tables relids cannot be done remotely (a key or
 * aggregate not shippable). */
bool pgfdw_grouping_ok(List *tlist, List *group_refs, List *having, const List *relids,
                       PgFdwGrouping *out);
/* Can the remote server sort rows of the tables relids by this ORDER BY (over tlist)? And
 * the expression an ORDER BY item sorts by. */
bool pgfdw_order_ok(List *tlist, List *sort_clauses, const List *relids);
Node *pgfdw_sort_expr(List *tlist, const SortGroupClause *sgc);
/*
 * "SELECT entries FROM schema.table [WHERE ...] [GROUP BY n, ...] [HAVING ...] [ORDER BY
 * expr ...] [LIMIT n] [OFFSET m]"; sort_clauses over tlist (NIL: no ORDER BY), limit_count /
 * limit_offset Consts or NULL.
 */
char *pgfdw_deparse_grouped_select(const PgFdwScope *sc, const PgFdwGrouping *g,
                                   List *remote_conds, List *group_refs, List *tlist,
                                   List *sort_clauses, Node *limit_count, Node *limit_offset);

/* ------------------------------------------------------------------ joins (pgfdw_deparse_join.c) */

/*
 * The join of outer and inner that j describes, if the remote server can do it
 * (postgres_fdw's foreign_join_ok): no side has conditions checked here, every ON condition of
 * an outer join ships, a FULL join's sides have no conditions of their own. Conditions that
 * do not ship (of an inner join, or over an outer join's rows) go to *local. NULL: not.
 */
PgFdwRel *pgfdw_join_rel(const struct ForeignJoinInfo *j, PgFdwRel *outer, PgFdwRel *inner,
                         List **local);
/* "INNER", "LEFT", "FULL" */
const char *pgfdw_join_type_name(JoinType jt);
/* The FROM item of a join: "(public.t1 r1 INNER JOIN public.t2 r2 ON (...))". */
void pgfdw_append_join_from(StringInfo buf, const PgFdwRel *join);
/* The foreign table whose Vars have varno rtindex in rel. */
Oid pgfdw_rel_table(const PgFdwRel *rel, int rtindex);
/* "SELECT r1.a, r2.b FROM (public.t1 r1 INNER JOIN public.t2 r2 ON (((r1.a = r2.a))))
 * [WHERE ...] [ORDER BY ...] [LIMIT n] [OFFSET m]": vars, the Vars the join returns (NIL:
 * "SELECT NULL"); sort_clauses over query_tlist (NIL: no ORDER BY), limit_count /
 * limit_offset Consts or NULL. */
char *pgfdw_deparse_join_select(const PgFdwRel *rel, List *vars, List *query_tlist,
                                List *sort_clauses, Node *limit_count, Node *limit_offset);

/* ------------------------------------------------------------------ IMPORT (pgfdw_import.c) */

/* ImportForeignSchema: one CREATE FOREIGN TABLE per remote table (stmt: ImportForeignSchemaStmt). */
List *pgfdw_import_foreign_schema(Node *stmt, Oid serverid);

/* ------------------------------------------------------------------ pg_fdw.c */

/* The local user whose mapping a connection uses. */
Oid pgfdw_local_user(void);
/* A remote row in text form into slot (one value per column of rel, those not in attrs NULL):
 * row[i] is attrs[i]'s value, read with the column type's input function in cxt;
 * SelfItemPointerAttributeNumber is the row's ctid, put in slot->tts_tid. */
void pgfdw_store_row(TupleTableSlot *slot, Relation rel, List *attrs, char **row,
                     MemoryContext cxt);
ItemPointerData pgfdw_parse_ctid(const char *s);
/* Sets used[attno] for the columns of rel (varno) that node reads; a whole-row reference
 * sets them all. */
void pgfdw_collect_var_attnos(Node *node, int varno, bool *used, int natts);
/* The session's connection for foreign table relid as the current user. */
PgFdwConn *pgfdw_connection_for(Oid relid);
/* A plain scan's fdw_private: its shipped conditions; its SQL and the attnums its columns
 * fill (set: a direct modification's statement and the columns it RETURNs). */
List *pgfdw_scan_remote_conds(ForeignScan *fs);
void pgfdw_set_scan_sql(ForeignScan *fs, char *sql, List *attrs);
char *pgfdw_scan_sql(ForeignScan *fs);
List *pgfdw_scan_attrs(ForeignScan *fs);
/* A table or server option. */
const char *pgfdw_table_or_server_option(Oid relid, Oid serverid, const char *name);

/* ------------------------------------------------------------------ pgfdw_modify.c */

/* INSERT / UPDATE / DELETE row by row (ctid), and direct modification. */
List *pgfdw_plan_modify(Query *query, int resultRelation);
void pgfdw_begin_modify(ForeignModifyState *mstate, List *fdw_private, int eflags);
void pgfdw_begin_insert(ForeignModifyState *mstate);
TupleTableSlot *pgfdw_exec_insert(ForeignModifyState *mstate, TupleTableSlot *slot);
TupleTableSlot *pgfdw_exec_update(ForeignModifyState *mstate, TupleTableSlot *slot,
                                  TupleTableSlot *planslot);
TupleTableSlot *pgfdw_exec_delete(ForeignModifyState *mstate, TupleTableSlot *slot,
                                  TupleTableSlot *planslot);
void pgfdw_flush_modify(ForeignModifyState *mstate);
void pgfdw_end_modify(ForeignModifyState *mstate);
void pgfdw_explain_modify(ModifyTable *plan, List *fdw_private, FdwExplainCtx *cx);
int pgfdw_rel_updatable(Relation rel);
bool pgfdw_plan_direct_modify(Query *query, ForeignScan *scan, List *assignments);
void pgfdw_begin_direct_modify(ForeignScanState *node, int eflags);
TupleTableSlot *pgfdw_iterate_direct_modify(ForeignScanState *node);
void pgfdw_end_direct_modify(ForeignScanState *node);

#endif /* BASALT_PGFDW_H */
