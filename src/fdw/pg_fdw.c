/*
 * pg_fdw.c: basalt_pg_fdw (alias postgres_fdw), foreign tables that live in another
 * PostgreSQL server (or another Basalt).
 *
 * The one idea: the scan is a remote cursor. Planning splits the table's conditions into
 * those the remote server can evaluate exactly as we would (pgfdw_deparse.c), which go into
 * the remote WHERE, and the rest, which stay in the ForeignScan's local filter; the remote
 * SELECT lists only the columns the query reads outside the shipped conditions. At the first
 * row the scan declares a cursor for that SELECT inside the remote transaction that mirrors
 * the local one (pgfdw_conn.c), then FETCHes fetch_size rows at a time (server or table
 * option, default 100) and turns each text value into a Datum with the local type's input
 * function. Costs follow postgres_fdw (without use_remote_estimate a table never analyzed is
 * taken as 10 pages; fdw_startup_cost 100, fdw_tuple_cost 0.01; with it, the remote server's
 * EXPLAIN of the SELECT gives the rows and costs). A query that aggregates the
 * table alone may have the remote server do the aggregation (pg_get_upper_plan): the scan's
 * rows are then the groups, one value per fdw_scan_tlist entry. A join of two relations of
 * the same server may be done remotely too (pg_get_join_plan, pgfdw_deparse_join.c): its rows
 * hold the Vars of fdw_scan_tlist.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "fdw/fdw_builtin.h"
#include "fdw/pgfdw.h"
#include "storage/catalog.h"
#include "parser/parser.h"
#include "planner/nodefuncs.h"
#include "storage/page.h"

#define DEFAULT_FDW_STARTUP_COST 100.0
#define DEFAULT_FDW_TUPLE_COST 0.01
#define DEFAULT_FETCH_SIZE 100
#define DEFAULT_FDW_SORT_MULTIPLIER 1.2 /* postgres_fdw's guess at what a remote sort costs */

/*
 * fdw_private of the ForeignScan: the remote SELECT, the attnums its columns fill (NIL for an
 * aggregation or a join: its columns fill fdw_scan_tlist's entries), fetch_size, the shipped
 * WHERE conditions (query expressions, for an aggregation built on the scan), the kind of
 * work done above the scan for EXPLAIN's "Relations" ("Aggregate"; NULL for a plain scan or
 * a join) and the PgFdwRel the scan reads (a table or a join, for joins above it; NULL for a
 * scan that applies an ORDER BY or LIMIT and for an aggregation, except that one over a join
 * keeps the join's for EXPLAIN).
 */
enum { PRIV_SQL, PRIV_ATTRS, PRIV_FETCH_SIZE, PRIV_REMOTE_CONDS, PRIV_RELATIONS, PRIV_REL };

static PgFdwRel *scan_rel(ForeignScan *fs)
{
    return list_nth(fs->fdw_private, PRIV_REL);
}

List *pgfdw_scan_remote_conds(ForeignScan *fs)
{
    return list_nth(fs->fdw_private, PRIV_REMOTE_CONDS);
}

void pgfdw_set_scan_sql(ForeignScan *fs, char *sql, List *attrs)
{
    List *priv = list_make3(makeString(sql), attrs, list_nth(fs->fdw_private, PRIV_FETCH_SIZE));
    priv = lappend(priv, list_nth(fs->fdw_private, PRIV_REMOTE_CONDS));
    priv = lappend(priv, NULL);
    fs->fdw_private = lappend(priv, NULL);
}

char *pgfdw_scan_sql(ForeignScan *fs)
{
    return strVal(list_nth(fs->fdw_private, PRIV_SQL));
}

List *pgfdw_scan_attrs(ForeignScan *fs)
{
    return list_nth(fs->fdw_private, PRIV_ATTRS);
}

/* ------------------------------------------------------------------ options */

const char *pgfdw_table_or_server_option(Oid relid, Oid serverid, const char *name)
{
    const char *v = fdw_option_value(fdw_get_table(relid)->options, name);
    return v ? v : fdw_option_value(fdw_get_server(serverid)->options, name);
}

static double cost_option(ForeignServer *s, const char *name, double dflt)
{
    const char *v = fdw_option_value(s->options, name);
    return v ? strtod(v, NULL) : dflt;
}

/* A Boolean option as the validator accepts it (true, on, 1). */
static bool bool_option(const char *v)
{
    return v && (strcmp(v, "true") == 0 || strcmp(v, "on") == 0 || strcmp(v, "1") == 0);
}

Oid pgfdw_local_user(void)
{
    return exec_current_user_oid(); /* SET ROLE's, as PG's GetUserId() */
}

PgFdwConn *pgfdw_connection_for(Oid relid)
{
    Oid serverid = fdw_get_table(relid)->serverid;
    return pgfdw_get_connection(fdw_get_server(serverid),
                                fdw_get_user_mapping(pgfdw_local_user(), serverid));
}

/* ------------------------------------------------------------------ planning */

typedef struct PgFdwRelInfo {
    List *remote_conds, *local_conds;
    List *retrieved_attrs; /* IntList: attrs_used plus the local conditions' columns */
    double pages, tuples;
    double fdw_startup_cost, fdw_tuple_cost;
    bool remote_estimate; /* use_remote_estimate: the remote server's EXPLAIN of the scan */
    double remote_rows, remote_startup_cost, remote_total_cost;
} PgFdwRelInfo;

/*
 * postgres_fdw's get_remote_estimate: the numbers of the top line of the remote server's
 * EXPLAIN of sql ("Seq Scan on t  (cost=0.00..35.50 rows=2550 width=4)"), asked on the
 * session's connection (and so inside the remote transaction).
 */
static void remote_estimate(Oid serverid, const char *sql, double *rows, int *width,
                            double *startup_cost, double *total_cost)
{
    PgFdwConn *c = pgfdw_get_connection(fdw_get_server(serverid),
                                        fdw_get_user_mapping(pgfdw_local_user(), serverid));
    char *explain = psprintf("EXPLAIN %s", sql);
    PgFdwResult *res = pgfdw_exec(c, explain, explain);
    const char *line = res->nrows > 0 && res->ncols > 0 ? res->rows[0][0] : NULL;
    const char *p = line ? strrchr(line, '(') : NULL;
    if (p == NULL ||
        sscanf(p, "(cost=%lf..%lf rows=%lf width=%d)", startup_cost, total_cost, rows, width) != 4)
        elog(ERROR, "could not interpret EXPLAIN output: \"%s\"", line ? line : "");
}

static bool var_attnos_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        struct { int varno; bool *used; int natts; } *cx = arg;
        Var *v = (Var *)node;
        if (v->varno == cx->varno && v->varlevelsup == 0) {
            if (v->varattno <= 0 || v->varattno > cx->natts)
                for (int i = 1; i <= cx->natts; i++)
                    cx->used[i] = true;
            else
                cx->used[v->varattno] = true;
        }
        return false;
    }
    return expression_tree_walker(node, var_attnos_walker, arg);
}

void pgfdw_collect_var_attnos(Node *node, int varno, bool *used, int natts)
{
    struct { int varno; bool *used; int natts; } cx = {varno, used, natts};
    (void)var_attnos_walker(node, &cx);
}

static void pg_get_rel_size(ForeignRelInfo *rel)
{
    PgFdwRelInfo *fp = palloc0(sizeof(PgFdwRelInfo));
    ForeignServer *server = fdw_get_server(rel->serverid);
    fp->fdw_startup_cost = cost_option(server, "fdw_startup_cost", DEFAULT_FDW_STARTUP_COST);
    fp->fdw_tuple_cost = cost_option(server, "fdw_tuple_cost", DEFAULT_FDW_TUPLE_COST);
    ListCell *lc;
    foreach (lc, rel->clauses) {
        Node *c = lfirst(lc);
        if (pgfdw_is_foreign_expr(c, rel->scanrelid))
            fp->remote_conds = lappend(fp->remote_conds, c);
        else
            fp->local_conds = lappend(fp->local_conds, c);
    }
    int natts = rel->desc->natts;
    bool *used = palloc0(sizeof(bool) * (size_t)(natts + 1));
    foreach (lc, rel->attrs_used)
        used[lfirst_int(lc)] = true;
    pgfdw_collect_var_attnos((Node *)fp->local_conds, rel->scanrelid, used, natts);
    int width = 0;
    for (int i = 1; i <= natts; i++)
        if (used[i] && !TupleDescAttr(rel->desc, i - 1)->attisdropped) {
            fp->retrieved_attrs = lappend_int(fp->retrieved_attrs, i);
            Form_attribute a = TupleDescAttr(rel->desc, i - 1);
            width += a->attlen > 0 ? a->attlen : 32;
        }
    /* the target of an UPDATE / DELETE: each row's ctid, to name it in the remote change */
    if (rel->modify != CMD_UNKNOWN && rel->modify != CMD_SELECT)
        fp->retrieved_attrs = lappend_int(fp->retrieved_attrs, SelfItemPointerAttributeNumber);
    /* postgres_fdw for a table never analyzed: 10 pages of rows of this width */
    fp->pages = 10;
    fp->tuples = (10.0 * BLCKSZ) / (double)(MAXALIGN(width) + MAXALIGN(23));
    rel->tuples = fp->tuples;
    rel->rows = fdw_clamp_rows(fp->tuples * rel->selectivity);
    rel->width = width;
    rel->fdw_private = fp;
    fp->remote_estimate =
        bool_option(pgfdw_table_or_server_option(rel->relid, rel->serverid, "use_remote_estimate"));
    if (fp->remote_estimate) {
        /* the rows the remote WHERE leaves, then the local conditions' share of them (the
         * planner's estimate of all the conditions stands for it) */
        Relation r = relation_open(rel->relid, AccessShareLock);
        char *sql = pgfdw_deparse_select(r, fp->retrieved_attrs, fp->remote_conds, rel->scanrelid,
                                         0, NULL, NULL, NULL);
        relation_close(r);
        int w;
        remote_estimate(rel->serverid, sql, &fp->remote_rows, &w, &fp->remote_startup_cost,
                        &fp->remote_total_cost);
        rel->rows = fdw_clamp_rows(fp->remote_rows *
                                   (fp->local_conds != NIL ? rel->selectivity : 1.0));
        rel->width = w;
    }
}

/* Can the remote server sort as the query wants? Plain columns, compared as here. */
static bool order_shippable(ForeignRelInfo *rel)
{
    if (rel->nsortkeys == 0)
        return false;
    for (int i = 0; i < rel->nsortkeys; i++) {
        Form_attribute a = TupleDescAttr(rel->desc, rel->sortkeys[i].attno - 1);
        if (a->attisdropped || rel->sortkeys[i].collation != a->attcollation ||
            a->atttypid >= 10000)
            return false;
    }
    return true;
}

/* The LIMIT's row count, or -1 when there is none or it is not a plain number. */
static double limit_rows(Node *count, Node *offset)
{
    if (count == NULL || ((Const *)count)->constisnull || ((Const *)count)->consttype != INT8OID)
        return -1;
    double n = (double)DatumGetInt64(((Const *)count)->constvalue);
    if (offset && !((Const *)offset)->constisnull && ((Const *)offset)->consttype == INT8OID)
        n += (double)DatumGetInt64(((Const *)offset)->constvalue);
    return n;
}

/*
 * One path: in the query's order when the remote server can sort (PG would choose that path
 * over a local Sort at postgres_fdw's default costs), with the LIMIT when nothing is left to
 * check locally (PG's final foreign path).
 */
static void pg_get_paths(ForeignRelInfo *rel)
{
    PgFdwRelInfo *fp = rel->fdw_private;
    ForeignPath *p = palloc0(sizeof(ForeignPath));
    double run_cost = rel->cost.seq_page_cost * fp->pages + rel->cost.cpu_tuple_cost * fp->tuples;
    run_cost += (fp->fdw_tuple_cost + rel->cost.cpu_tuple_cost) * rel->rows;
    p->rows = rel->rows;
    p->startup_cost = fp->fdw_startup_cost;
    p->total_cost = p->startup_cost + run_cost + rel->qual_cost_per_tuple * rel->rows;
    if (fp->remote_estimate) {
        /* the remote work as its EXPLAIN says, the conditions checked here over the rows
         * fetched, fdw_startup_cost, and fdw_tuple_cost per row fetched */
        double fetched = fp->remote_rows;
        p->startup_cost = fp->remote_startup_cost + fp->fdw_startup_cost;
        p->total_cost = fp->remote_total_cost + fp->fdw_startup_cost +
                        (fp->local_conds != NIL ? rel->qual_cost_per_tuple * fetched : 0) +
                        (fp->fdw_tuple_cost + rel->cost.cpu_tuple_cost) * fetched;
    }
    p->sorted = order_shippable(rel);
    if (p->sorted) {
        p->startup_cost *= DEFAULT_FDW_SORT_MULTIPLIER;
        p->total_cost *= DEFAULT_FDW_SORT_MULTIPLIER;
    }
    p->limited = rel->limit_allowed && fp->local_conds == NIL &&
                 (rel->nsortkeys == 0 || p->sorted);
    if (p->limited) {
        double n = limit_rows(rel->limit_count, rel->limit_offset);
        if (n >= 0 && n < p->rows)
            p->rows = fdw_clamp_rows(n);
    }
    rel->paths = lappend(rel->paths, p);
}

static ForeignScan *pg_get_plan(ForeignRelInfo *rel, ForeignPath *best, List *scan_clauses)
{
    PgFdwRelInfo *fp = rel->fdw_private;
    Relation r = relation_open(rel->relid, AccessShareLock);
    char *sql = pgfdw_deparse_select(r, fp->retrieved_attrs, fp->remote_conds, rel->scanrelid,
                                     best->sorted ? rel->nsortkeys : 0, rel->sortkeys,
                                     best->limited ? rel->limit_count : NULL,
                                     best->limited ? rel->limit_offset : NULL);
    relation_close(r);
    bool target = rel->modify != CMD_UNKNOWN && rel->modify != CMD_SELECT;
    if (target) /* the rows to change, locked as postgres_fdw does */
        sql = psprintf("%s FOR UPDATE", sql);
    const char *fs_opt = pgfdw_table_or_server_option(rel->relid, rel->serverid, "fetch_size");
    ForeignScan *fs = makeNode(ForeignScan);
    fs->plan.qual = fp->local_conds;
    fs->plan.plan_rows = best->rows;
    fs->plan.startup_cost = best->startup_cost;
    fs->plan.total_cost = best->total_cost;
    fs->fdw_private = list_make3(makeString(sql), fp->retrieved_attrs,
                                 makeInteger(fs_opt ? atoi(fs_opt) : DEFAULT_FETCH_SIZE));
    fs->fdw_private = lappend(fs->fdw_private, fp->remote_conds);
    fs->fdw_private = lappend(fs->fdw_private, NULL);
    PgFdwRel *pr = NULL;
    if (!best->sorted && !best->limited && !target) { /* (no join takes a target's scan) */
        pr = palloc0(sizeof(PgFdwRel));
        pr->rtindex = rel->scanrelid;
        pr->relid = rel->relid;
        pr->relids = lappend_int(NIL, rel->scanrelid);
        pr->remote_conds = fp->remote_conds;
        pr->local_conds = fp->local_conds != NIL;
        pr->rows = rel->rows;
        pr->rel_total_cost = rel->cost.seq_page_cost * fp->pages +
                             (rel->cost.cpu_tuple_cost + rel->qual_cost_per_tuple) * fp->tuples;
        pr->remote_estimate = fp->remote_estimate;
    }
    fs->fdw_private = lappend(fs->fdw_private, pr);
    (void)scan_clauses; /* every clause is in remote_conds or local_conds */
    return fs;
}

/* "public.ft x": a local table as EXPLAIN names it (schema under VERBOSE, the alias when it is
 * not the table's name). */
static void append_table_name(StringInfo buf, Oid relid, RangeTblEntry *rte, FdwExplainCtx *cx)
{
    Relation rel = relation_open(relid, AccessShareLock);
    if (cx->verbose) {
        parser_append_ident(buf, catalog_namespace_name(rel->relnamespace));
        appendStringInfoChar(buf, '.');
    }
    parser_append_ident(buf, rel->relname);
    const char *alias = rte ? cx->alias(cx, rte) : NULL;
    if (alias && strcmp(alias, rel->relname) != 0) {
        appendStringInfoChar(buf, ' ');
        parser_append_ident(buf, alias);
    }
    relation_close(rel);
}

/* "(public.ft1 a) LEFT JOIN (public.ft2 b)", postgres_fdw's relation_name of a join. */
static void append_join_relations(StringInfo buf, const PgFdwRel *r, ForeignScan *plan,
                                  FdwExplainCtx *cx)
{
    if (r->rtindex != 0) {
        ListCell *lc;
        foreach (lc, plan->fs_relids)
            if (lfirst_int(lc) == r->rtindex)
                append_table_name(buf, r->relid,
                                  list_nth(plan->fs_rtes, foreach_current_index(lc)), cx);
        return;
    }
    appendStringInfoChar(buf, '(');
    append_join_relations(buf, r->outer, plan, cx);
    appendStringInfo(buf, ") %s JOIN (", pgfdw_join_type_name(r->jointype));
    append_join_relations(buf, r->inner, plan, cx);
    appendStringInfoChar(buf, ')');
}

/* "Aggregate on (public.ft x)", or a join's relations. */
static char *relations_text(ForeignScan *plan, Relation rel, FdwExplainCtx *cx)
{
    StringInfoData buf;
    initStringInfo(&buf);
    Node *kind = list_nth(plan->fdw_private, PRIV_RELATIONS);
    if (kind)
        appendStringInfo(&buf, "%s on (", strVal(kind));
    if (plan->fs_relids != NIL)
        append_join_relations(&buf, list_nth(plan->fdw_private, PRIV_REL), plan, cx);
    else
        append_table_name(&buf, rel->rd_id, plan->plan.scanrte, cx);
    if (kind)
        appendStringInfoChar(&buf, ')');
    return buf.data;
}

/*
 * The aggregation done remotely when every grouping key and aggregate ships (the scan's own
 * conditions all shipped: the planner asks only then). postgres_fdw's costs make this path
 * cheaper than fetching the rows whenever it is possible, so it is always taken.
 */
static ForeignScan *pg_get_upper_plan(ForeignGroupInfo *g)
{
    PgFdwGrouping grouping;
    ForeignScan *scan = g->scan;
    /* over a join done remotely: its tables' rows, its FROM and WHERE */
    PgFdwRel *join = scan->fs_relids != NIL ? scan_rel(scan) : NULL;
    List *relids = join ? join->relids : lappend_int(NIL, g->scanrelid);
    if ((scan->fs_relids != NIL && join == NULL) ||
        !pgfdw_grouping_ok(g->tlist, g->group_refs, g->having, relids, &grouping))
        return NULL;
    List *remote_conds =
        join ? join->remote_conds : list_nth(scan->fdw_private, PRIV_REMOTE_CONDS);
    PgFdwScope sc = {join ? NULL : relation_open(g->relid, AccessShareLock), g->scanrelid, join};
    /* A LIMIT that must stay here (a HAVING condition is checked here first) makes PG's
     * top-N sort here cheaper than the remote sort (x 1.2 of the whole aggregation) */
    bool limit_stays = g->limit_allowed && grouping.local_having != NIL;
    g->sorted = !limit_stays && pgfdw_order_ok(g->tlist, g->sort_clauses, relids);
    g->limited = g->limit_allowed && grouping.local_having == NIL &&
                 (g->sort_clauses == NIL || g->sorted);
    char *sql = pgfdw_deparse_grouped_select(
        &sc, &grouping, remote_conds, g->group_refs, g->tlist,
        g->sorted ? g->sort_clauses : NIL, g->limited ? g->limit_count : NULL,
        g->limited ? g->limit_offset : NULL);
    if (sc.rel)
        relation_close(sc.rel);
    ForeignScan *fs = makeNode(ForeignScan);
    fs->fdw_scan_tlist = grouping.entries;
    fs->plan.qual = grouping.local_having;
    fs->plan.plan_rows = g->num_groups;
    double n = g->limited ? limit_rows(g->limit_count, g->limit_offset) : -1;
    if (n >= 0 && n < fs->plan.plan_rows)
        fs->plan.plan_rows = fdw_clamp_rows(n);
    double input_rows = scan->plan.plan_rows;
    fs->plan.startup_cost = scan->plan.total_cost + g->cost.cpu_operator_cost * input_rows;
    fs->plan.total_cost = fs->plan.startup_cost + g->cost.cpu_tuple_cost * g->num_groups;
    fs->fdw_private = list_make3(makeString(sql), NIL, list_nth(scan->fdw_private, PRIV_FETCH_SIZE));
    fs->fdw_private = lappend(fs->fdw_private, NIL);
    fs->fdw_private = lappend(fs->fdw_private, makeString("Aggregate"));
    fs->fdw_private = lappend(fs->fdw_private, join); /* for EXPLAIN's Relations */
    return fs;
}

/* ------------------------------------------------------------------ joins */

static bool collect_vars_walker(Node *node, void *arg)
{
    List **vars = arg;
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        ListCell *lc;
        foreach (lc, *vars)
            if (exprEqual(lfirst(lc), node))
                return false;
        *vars = lappend(*vars, node);
        return false;
    }
    return expression_tree_walker(node, collect_vars_walker, arg);
}

/*
 * A join of two relations of this server done remotely (postgres_fdw's
 * postgresGetForeignJoinPaths), when pgfdw_join_rel allows it. Its cost is postgres_fdw's
 * without remote estimates: the two sides' remote work, the join conditions over their
 * product, the other shipped conditions over the joined rows, the local ones over the rows
 * fetched, plus fdw_startup_cost and fdw_tuple_cost per row fetched. The rows fetched are the
 * planner's Vars and those of the conditions left local (postgres_fdw's
 * build_tlist_to_deparse).
 */
static ForeignScan *pg_get_join_plan(ForeignJoinInfo *j)
{
    PgFdwRel *o = scan_rel(j->outer), *i = scan_rel(j->inner);
    if (o == NULL || i == NULL || list_nth(j->outer->fdw_private, PRIV_RELATIONS) ||
        list_nth(j->inner->fdw_private, PRIV_RELATIONS))
        return NULL; /* (an aggregation is no side of a join) */
    List *local;
    PgFdwRel *r = pgfdw_join_rel(j, o, i, &local);
    if (r == NULL)
        return NULL;
    ForeignServer *server = fdw_get_server(j->outer->serverid);
    double fdw_startup_cost = cost_option(server, "fdw_startup_cost", DEFAULT_FDW_STARTUP_COST);
    double fdw_tuple_cost = cost_option(server, "fdw_tuple_cost", DEFAULT_FDW_TUPLE_COST);
    double local_sel = j->selectivity(j->arg, local);
    double nrows = o->rows * i->rows;
    double retrieved = fdw_clamp_rows(j->rows / (local_sel > 0 ? local_sel : 1.0));
    retrieved = Min(retrieved, nrows);
    double startup = o->rel_startup_cost + i->rel_startup_cost;
    double run = (o->rel_total_cost - o->rel_startup_cost) +
                 (i->rel_total_cost - i->rel_startup_cost);
    run += nrows * j->qual_cost(j->arg, r->joinclauses);
    nrows = fdw_clamp_rows(nrows * j->selectivity(j->arg, r->joinclauses));
    run += nrows * j->qual_cost(j->arg, r->remote_conds);
    run += retrieved * j->qual_cost(j->arg, local);
    r->rows = j->rows;
    r->rel_startup_cost = startup;
    r->rel_total_cost = startup + run;
    /* the query's ORDER BY when every key ships (x 1.2 as postgres_fdw guesses a remote sort),
     * then its LIMIT when nothing is left to check here */
    j->sorted = pgfdw_order_ok(j->query_tlist, j->sort_clauses, r->relids);
    j->limited = j->limit_allowed && local == NIL && (j->sort_clauses == NIL || j->sorted);
    if (j->sorted) {
        startup *= DEFAULT_FDW_SORT_MULTIPLIER;
        run *= DEFAULT_FDW_SORT_MULTIPLIER;
    }
    double rows = j->rows;
    double n = j->limited ? limit_rows(j->limit_count, j->limit_offset) : -1;
    if (n >= 0 && n < rows)
        rows = fdw_clamp_rows(n);

    List *vars = list_copy(j->tlist);
    (void)collect_vars_walker((Node *)local, &vars);
    ForeignScan *fs = makeNode(ForeignScan);
    ListCell *lc;
    foreach (lc, vars) {
        TargetEntry *tle = makeNode(TargetEntry);
        tle->expr = lfirst(lc);
        tle->resno = (int16)(foreach_current_index(lc) + 1);
        fs->fdw_scan_tlist = lappend(fs->fdw_scan_tlist, tle);
    }
    char *sql = pgfdw_deparse_join_select(r, vars, j->query_tlist,
                                          j->sorted ? j->sort_clauses : NIL,
                                          j->limited ? j->limit_count : NULL,
                                          j->limited ? j->limit_offset : NULL);
    double local_per_row = j->qual_cost(j->arg, local);
    /* use_remote_estimate on either side (postgres_fdw's merge_fdw_options): the remote
     * server's EXPLAIN of this very SELECT */
    r->remote_estimate = o->remote_estimate || i->remote_estimate;
    if (r->remote_estimate) {
        double rstartup, rtotal;
        int w;
        remote_estimate(j->outer->serverid, sql, &retrieved, &w, &rstartup, &rtotal);
        rows = fdw_clamp_rows(retrieved * local_sel);
        startup = rstartup;
        run = rtotal - rstartup + local_per_row * retrieved;
    }
    fs->plan.qual = local;
    fs->plan.plan_rows = rows;
    fs->plan.startup_cost = startup + fdw_startup_cost;
    fs->plan.total_cost =
        startup + run + fdw_startup_cost + (fdw_tuple_cost + j->cost.cpu_tuple_cost) * retrieved;
    /* postgres_fdw's merge_fdw_options: the larger fetch_size of the two */
    int fetch = (int)Max(intVal(list_nth(j->outer->fdw_private, PRIV_FETCH_SIZE)),
                         intVal(list_nth(j->inner->fdw_private, PRIV_FETCH_SIZE)));
    fs->fdw_private = list_make3(makeString(sql), NIL, makeInteger(fetch));
    fs->fdw_private = lappend(fs->fdw_private, NIL);
    fs->fdw_private = lappend(fs->fdw_private, NULL);
    fs->fdw_private = lappend(fs->fdw_private, r);
    return fs;
}

/* ------------------------------------------------------------------ the scan */

typedef struct PgFdwScanState {
    char *sql;
    List *retrieved_attrs;
    int fetch_size;
    ForeignServer *server;
    UserMapping *um;
    PgFdwConn *conn; /* NULL until the first row is asked for */
    unsigned cursor_number;
    bool cursor_exists;
    bool eof;
    bool pending; /* a FETCH is sent and its answer not read (asynchronous Append) */
    PgFdwResult *batch;
    int next_row;
    MemoryContext batch_cxt; /* the current batch and its rows' values */
} PgFdwScanState;

static void pg_begin_scan(ForeignScanState *node, int eflags)
{
    ForeignScan *plan = (ForeignScan *)node->ps.plan;
    PgFdwScanState *st = palloc0(sizeof(PgFdwScanState));
    st->sql = strVal(list_nth(plan->fdw_private, PRIV_SQL));
    st->retrieved_attrs = list_nth(plan->fdw_private, PRIV_ATTRS);
    st->fetch_size = (int)intVal(list_nth(plan->fdw_private, PRIV_FETCH_SIZE));
    st->batch_cxt = mcxt_create(CurrentMemoryContext, "basalt_pg_fdw batch");
    /* here, in the query's memory: Iterate runs in memory reset for every row */
    ForeignTable *ft = fdw_get_table(node->rel->rd_id);
    st->server = fdw_get_server(ft->serverid);
    st->um = fdw_get_user_mapping(pgfdw_local_user(), ft->serverid);
    node->fdw_state = st;
}

static void create_cursor(ForeignScanState *node, PgFdwScanState *st)
{
    st->conn = pgfdw_get_connection(st->server, st->um); /* opens the remote transaction */
    st->cursor_number = pgfdw_cursor_number(st->conn);
    char *declare = psprintf("DECLARE c%u CURSOR FOR\n%s", st->cursor_number, st->sql);
    (void)pgfdw_exec_params(st->conn, declare, 0, NULL, st->sql);
    st->cursor_exists = true;
    st->eof = false;
    st->batch = NULL;
    st->next_row = 0;
}

static void fetch_more(PgFdwScanState *st)
{
    mcxt_reset(st->batch_cxt);
    MemoryContext old = mcxt_switch_to(st->batch_cxt);
    if (st->pending) {
        st->pending = false;
        st->batch = pgfdw_get_result(st->conn, st->sql);
    } else {
        char *fetch = psprintf("FETCH %d FROM c%u", st->fetch_size, st->cursor_number);
        st->batch = pgfdw_exec(st->conn, fetch, st->sql);
    }
    mcxt_switch_to(old);
    st->next_row = 0;
    st->eof = st->batch->nrows < st->fetch_size;
}

/* An aggregation's row: column i is fdw_scan_tlist entry i, of the type the local
 * expression has (count: bigint, avg(int): numeric, ...), read with its input function. */
static TupleTableSlot *store_entries(ForeignScanState *node, PgFdwScanState *st, char **row)
{
    List *entries = ((ForeignScan *)node->ps.plan)->fdw_scan_tlist;
    TupleTableSlot *slot = node->scanslot;
    if (st->batch->ncols != list_length(entries) && !(entries == NIL && st->batch->ncols == 1))
        ereport(ERROR, errcode(ERRCODE_FDW_INVALID_COLUMN_NUMBER),
                errmsg("remote query result does not match the foreign table"));
    MemoryContext old = mcxt_switch_to(st->batch_cxt);
    ListCell *lc;
    foreach (lc, entries) {
        int i = foreach_current_index(lc);
        Node *e = (Node *)((TargetEntry *)lfirst(lc))->expr;
        slot->isnull_buf[i] = row[i] == NULL;
        slot->values_buf[i] =
            row[i] ? type_input_cstring(exprType(e), row[i], exprTypmod(e)) : (Datum)0;
    }
    mcxt_switch_to(old);
    return exec_slot_store_virtual(slot);
}

static TupleTableSlot *pg_iterate_scan(ForeignScanState *node)
{
    PgFdwScanState *st = node->fdw_state;
    TupleTableSlot *slot = node->scanslot;
    if (!st->cursor_exists)
        create_cursor(node, st);
    if (st->batch == NULL || st->next_row >= st->batch->nrows) {
        if (st->batch != NULL && st->eof) {
            exec_slot_clear(slot);
            return NULL;
        }
        fetch_more(st);
        if (st->batch->nrows == 0) {
            exec_slot_clear(slot);
            return NULL;
        }
    }
    char **row = st->batch->rows[st->next_row++];
    ForeignScan *plan = (ForeignScan *)node->ps.plan;
    if (plan->fdw_scan_tlist != NIL || plan->fs_relids != NIL)
        return store_entries(node, st, row);
    if (st->batch->ncols != list_length(st->retrieved_attrs) &&
        !(st->retrieved_attrs == NIL && st->batch->ncols == 1))
        ereport(ERROR, errcode(ERRCODE_FDW_INVALID_COLUMN_NUMBER),
                errmsg("remote query result does not match the foreign table"));
    pgfdw_store_row(slot, node->rel, st->retrieved_attrs, row, st->batch_cxt);
    return slot;
}

void pgfdw_store_row(TupleTableSlot *slot, Relation rel, List *attrs, char **row,
                     MemoryContext cxt)
{
    TupleDesc desc = rel->rd_att;
    for (int i = 0; i < desc->natts; i++) {
        slot->values_buf[i] = (Datum)0;
        slot->isnull_buf[i] = true;
    }
    MemoryContext old = mcxt_switch_to(cxt);
    volatile int col = 0;
    ListCell *lc;
    PG_TRY();
    {
        foreach (lc, attrs) {
            int attno = lfirst_int(lc);
            if (attno == SelfItemPointerAttributeNumber) {
                slot->tts_tid = pgfdw_parse_ctid(row[col++]);
                continue;
            }
            Form_attribute a = TupleDescAttr(desc, attno - 1);
            if (row[col] != NULL) {
                slot->values_buf[attno - 1] =
                    type_input_cstring(a->atttypid, row[col], a->atttypmod);
                slot->isnull_buf[attno - 1] = false;
            }
            col++;
        }
    }
    PG_CATCH();
    {
        mcxt_switch_to(old);
        elog_add_context("column \"%s\" of foreign table \"%s\"",
                         TupleDescAttr(desc, list_nth_int(attrs, col) - 1)->attname,
                         rel->relname);
        PG_RE_THROW();
    }
    PG_END_TRY();
    mcxt_switch_to(old);
    exec_slot_store_virtual(slot);
}

ItemPointerData pgfdw_parse_ctid(const char *s)
{
    unsigned block = 0, offset = 0;
    if (s == NULL || sscanf(s, "(%u,%u)", &block, &offset) != 2 || offset > 0xFFFF)
        ereport(ERROR, errcode(ERRCODE_FDW_ERROR),
                errmsg("invalid ctid \"%s\" from the remote server", s ? s : "NULL"));
    ItemPointerData tid = {(BlockNumber)block, (uint16)offset};
    return tid;
}

/* An answer still on its way is read and dropped (a rescan or the end before it came). */
static void drain_pending(PgFdwScanState *st)
{
    if (st->pending) {
        st->pending = false;
        (void)pgfdw_get_result(st->conn, st->sql);
    }
}

static void close_cursor(PgFdwScanState *st)
{
    drain_pending(st);
    if (!st->cursor_exists)
        return;
    st->cursor_exists = false;
    char *close = psprintf("CLOSE c%u", st->cursor_number);
    (void)pgfdw_exec(st->conn, close, close);
}

static void pg_rescan(ForeignScanState *node)
{
    PgFdwScanState *st = node->fdw_state;
    close_cursor(st); /* the next Iterate declares it again */
    st->batch = NULL;
    mcxt_reset(st->batch_cxt);
}

static void pg_end_scan(ForeignScanState *node)
{
    PgFdwScanState *st = node->fdw_state;
    if (st == NULL)
        return;
    node->fdw_state = NULL;
    close_cursor(st);
    mcxt_delete(st->batch_cxt);
}

/* ---------------------------------------------------------------- asynchronous execution */

/* PG's postgres_fdw: the table's async_capable, else the server's, else false. */
static bool pg_async_capable(ForeignScan *plan)
{
    if (plan->scanrelid == 0 || plan->operation != CMD_UNKNOWN)
        return false;
    return bool_option(pgfdw_table_or_server_option(plan->relid, plan->serverid,
                                                    "async_capable"));
}

/* Unless rows are buffered or the cursor is done, the next FETCH goes out now. */
static void pg_async_request(ForeignScanState *node)
{
    PgFdwScanState *st = node->fdw_state;
    if (!st->cursor_exists)
        create_cursor(node, st);
    if (st->pending || (st->batch != NULL && (st->next_row < st->batch->nrows || st->eof)))
        return;
    char *fetch = psprintf("FETCH %d FROM c%u", st->fetch_size, st->cursor_number);
    pgfdw_send_query(st->conn, fetch);
    pfree(fetch);
    st->pending = true;
}

static int pg_async_socket(ForeignScanState *node)
{
    PgFdwScanState *st = node->fdw_state;
    return st->pending ? pgfdw_wait_socket(st->conn) : -1;
}

static void pg_explain(ForeignScan *plan, Relation rel, FdwExplainCtx *cx)
{
    if (list_nth(plan->fdw_private, PRIV_RELATIONS) || plan->fs_relids != NIL)
        cx->property(cx, "Relations", relations_text(plan, rel, cx));
    if (cx->verbose)
        cx->property(cx, "Remote SQL", strVal(list_nth(plan->fdw_private, PRIV_SQL)));
}

const FdwRoutine pg_fdw_routine = {
    .GetForeignRelSize = pg_get_rel_size,
    .GetForeignPaths = pg_get_paths,
    .GetForeignPlan = pg_get_plan,
    .GetForeignUpperPlan = pg_get_upper_plan,
    .GetForeignJoinPlan = pg_get_join_plan,
    .BeginForeignScan = pg_begin_scan,
    .IterateForeignScan = pg_iterate_scan,
    .ReScanForeignScan = pg_rescan,
    .EndForeignScan = pg_end_scan,
    .ExplainForeignScan = pg_explain,
    .IsForeignScanAsyncCapable = pg_async_capable,
    .ForeignAsyncRequest = pg_async_request,
    .ForeignAsyncSocket = pg_async_socket,
    .ImportForeignSchema = pgfdw_import_foreign_schema,
    .PlanForeignModify = pgfdw_plan_modify,
    .BeginForeignModify = pgfdw_begin_modify,
    .ExecForeignInsert = pgfdw_exec_insert,
    .ExecForeignUpdate = pgfdw_exec_update,
    .ExecForeignDelete = pgfdw_exec_delete,
    .BeginForeignInsert = pgfdw_begin_insert,
    .FlushForeignModify = pgfdw_flush_modify,
    .EndForeignModify = pgfdw_end_modify,
    .ExplainForeignModify = pgfdw_explain_modify,
    .IsForeignRelUpdatable = pgfdw_rel_updatable,
    .PlanDirectModify = pgfdw_plan_direct_modify,
    .BeginDirectModify = pgfdw_begin_direct_modify,
    .IterateDirectModify = pgfdw_iterate_direct_modify,
    .EndDirectModify = pgfdw_end_direct_modify,
};
