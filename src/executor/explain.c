/*
 * explain.c: EXPLAIN [ANALYZE] [VERBOSE] and EXPLAIN (option, ...) in PG 15's layouts.
 *
 * The one idea: the plan tree is walked once, each node becoming a line "Node Name  (cost=...)"
 * with its details below ("Filter: ...", "Index Cond: ..."), children indented under "->  ";
 * a HashJoin's inner input is shown under a "Hash" node, as PG plans one. ANALYZE runs the
 * statement first with every PlanState's exec and rescan wrapped (EState.es_instrument) to
 * count rows, loops and time per plan node, and its filter wrapped to count the rows it
 * removed; what only a node knows (a Sort's method and space, a hash table's buckets, batches
 * and memory) is read from its PlanState after the run. With BUFFERS the exec wrapper also adds
 * up the thread's buffer counters' growth over each call (storage/bufusage.h), so a node's
 * counts include its children's, as PG's InstrStartNode/InstrStopNode do. The lines are the
 * rows of a one-column result "QUERY PLAN"; FORMAT JSON is one row.
 */
#include "executor/explain.h"

#include <math.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/tuplesort.h"
#include "fdw/foreign.h"
#include "storage/catalog_collation.h"
#include "index/indexam.h"
#include "planner/nodefuncs.h"
#include "storage/bufusage.h"
#include "storage/catalog.h"
#include "storage/snapshot.h"

typedef enum { EXPLAIN_TEXT, EXPLAIN_JSON } ExplainFormat;

typedef struct ExplainOpts {
    bool analyze, verbose, costs, buffers, timing, summary, settings, wal;
    ExplainFormat format;
} ExplainOpts;

/* ---------------------------------------------------------------- options */

static bool option_bool(DefElem *d)
{
    if (d->arg == NULL)
        return true;
    if (IsA(d->arg, Integer)) {
        if (intVal(d->arg) == 0 || intVal(d->arg) == 1)
            return intVal(d->arg) == 1;
    } else if (IsA(d->arg, String)) {
        const char *s = strVal(d->arg);
        if (strcasecmp(s, "true") == 0 || strcasecmp(s, "on") == 0)
            return true;
        if (strcasecmp(s, "false") == 0 || strcasecmp(s, "off") == 0)
            return false;
    }
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("%s requires a Boolean value", d->defname));
}

static void parse_options(List *options, ExplainOpts *o)
{
    ListCell *lc;
    bool timing_set = false, summary_set = false;
    memset(o, 0, sizeof(*o));
    o->costs = true;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        const char *n = d->defname;
        if (strcmp(n, "analyze") == 0)
            o->analyze = option_bool(d);
        else if (strcmp(n, "verbose") == 0)
            o->verbose = option_bool(d);
        else if (strcmp(n, "costs") == 0)
            o->costs = option_bool(d);
        else if (strcmp(n, "buffers") == 0)
            o->buffers = option_bool(d);
        else if (strcmp(n, "wal") == 0)
            o->wal = option_bool(d);
        else if (strcmp(n, "settings") == 0)
            o->settings = option_bool(d);
        else if (strcmp(n, "timing") == 0) {
            timing_set = true;
            o->timing = option_bool(d);
        } else if (strcmp(n, "summary") == 0) {
            summary_set = true;
            o->summary = option_bool(d);
        } else if (strcmp(n, "format") == 0) {
            const char *v = d->arg && IsA(d->arg, String) ? strVal(d->arg) : "";
            if (strcmp(v, "text") == 0)
                o->format = EXPLAIN_TEXT;
            else if (strcmp(v, "json") == 0)
                o->format = EXPLAIN_JSON;
            else if (strcmp(v, "xml") == 0 || strcmp(v, "yaml") == 0)
                ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("EXPLAIN format \"%s\" is not supported yet", v),
                        errlocation(d->location));
            else
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("unrecognized value for EXPLAIN option \"%s\": \"%s\"", n, v),
                        errlocation(d->location));
        } else
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("unrecognized EXPLAIN option \"%s\"", n), errlocation(d->location));
    }
    if (o->wal && !o->analyze)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("EXPLAIN option WAL requires ANALYZE"));
    if (timing_set && o->timing && !o->analyze)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("EXPLAIN option TIMING requires ANALYZE"));
    if (!timing_set)
        o->timing = o->analyze;
    if (!summary_set)
        o->summary = o->analyze;
}

void explain_check_options(List *options)
{
    ExplainOpts o;
    parse_options(options, &o);
}

/* ---------------------------------------------------------------- instrumentation */

typedef struct NodeInstr {
    PlanState *ps;
    ExecProcNodeFn exec;
    void (*rescan)(PlanState *ps);
    ExprState *qual; /* the node's own filter, wrapped */
    bool running;
    double loop_ms, loop_first_ms, loop_rows;
    bool loop_has_first;
    double rows, loops, startup_ms, total_ms, nfiltered;
    BufferUsage bufusage;   /* over all its calls, with BUFFERS */
    struct NodeInstr *next; /* hash chain */
} NodeInstr;

#define INSTR_BUCKETS 256

typedef struct InstrTable {
    NodeInstr *buckets[INSTR_BUCKETS];
    List *all;
    bool timing;
    bool buffers;
} InstrTable;

static _Thread_local InstrTable *cur_instr;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1.0e6;
}

static unsigned instr_hash(const void *p)
{
    uintptr_t v = (uintptr_t)p;
    return (unsigned)((v >> 4) ^ (v >> 12)) % INSTR_BUCKETS;
}

static NodeInstr *instr_of(PlanState *ps)
{
    for (NodeInstr *ni = cur_instr->buckets[instr_hash(ps)]; ni; ni = ni->next)
        if (ni->ps == ps)
            return ni;
    elog(ERROR, "EXPLAIN ANALYZE lost track of a plan node");
}

static void instr_end_loop(NodeInstr *ni)
{
    if (!ni->running)
        return;
    ni->running = false;
    ni->loops++;
    ni->rows += ni->loop_rows;
    ni->total_ms += ni->loop_ms;
    ni->startup_ms += ni->loop_has_first ? ni->loop_first_ms : ni->loop_ms;
}

static TupleTableSlot *instr_exec(PlanState *ps)
{
    NodeInstr *ni = instr_of(ps);
    bool timing = cur_instr->timing;
    if (!ni->running) {
        ni->running = true;
        ni->loop_ms = ni->loop_first_ms = ni->loop_rows = 0;
        ni->loop_has_first = false;
    }
    bool buffers = cur_instr->buffers;
    BufferUsage buf0;
    if (buffers)
        buf0 = bufusage_current;
    double t0 = timing ? now_ms() : 0;
    TupleTableSlot *slot = ni->exec(ps);
    if (timing)
        ni->loop_ms += now_ms() - t0;
    if (buffers)
        bufusage_accum_diff(&ni->bufusage, &bufusage_current, &buf0);
    if (slot) {
        ni->loop_rows++;
        if (!ni->loop_has_first) {
            ni->loop_has_first = true;
            ni->loop_first_ms = ni->loop_ms;
        }
    }
    return slot;
}

static void instr_rescan(PlanState *ps)
{
    NodeInstr *ni = instr_of(ps);
    instr_end_loop(ni);
    ni->rescan(ps);
}

/* The node's filter, counting the rows it rejects ("Rows Removed by Filter"). */
typedef struct CountingQual {
    ExprState base;
    ExprState *inner;
    NodeInstr *ni;
} CountingQual;

static Datum counting_qual_eval(ExprState *state, ExprContext *ec, bool *isnull)
{
    CountingQual *cq = (CountingQual *)state;
    Datum d = exec_eval_expr(cq->inner, ec, isnull);
    if (*isnull || !DatumGetBool(d))
        cq->ni->nfiltered++;
    return d;
}

static void instrument_node(PlanState *ps, void *arg)
{
    InstrTable *t = arg;
    NodeInstr *ni = palloc0(sizeof(NodeInstr));
    ni->ps = ps;
    ni->exec = ps->exec;
    ni->rescan = ps->rescan;
    ps->exec = instr_exec;
    ps->rescan = instr_rescan;
    if (ps->qual) {
        CountingQual *cq = palloc0(sizeof(CountingQual));
        cq->base = *ps->qual;
        cq->base.evalfunc = counting_qual_eval;
        cq->inner = ps->qual;
        cq->ni = ni;
        ps->qual = &cq->base;
    }
    unsigned h = instr_hash(ps);
    ni->next = t->buckets[h];
    t->buckets[h] = ni;
    t->all = lappend(t->all, ni);
}

/* The counts of a plan node summed over its PlanStates (an EvalPlanQual copy adds one). */
typedef struct PlanCounts {
    bool executed;
    double rows, loops, startup_ms, total_ms, nfiltered;
    BufferUsage bufusage;
} PlanCounts;

static void plan_counts(InstrTable *t, Plan *plan, PlanCounts *pc)
{
    ListCell *lc;
    memset(pc, 0, sizeof(*pc));
    if (t == NULL)
        return;
    foreach (lc, t->all) {
        NodeInstr *ni = lfirst(lc);
        if (ni->ps->plan != plan || ni->loops == 0)
            continue;
        pc->executed = true;
        pc->rows += ni->rows;
        pc->loops += ni->loops;
        pc->startup_ms += ni->startup_ms;
        pc->total_ms += ni->total_ms;
        pc->nfiltered += ni->nfiltered;
        bufusage_add(&pc->bufusage, &ni->bufusage);
        if (IsA(plan, BitmapIndexScan)) /* it returns no rows: the tids it found count */
            pc->rows += exec_bitmapindexscan_ntids(ni->ps);
        if (IsA(plan, ForeignScan)) /* a direct modification: the rows it changed */
            pc->rows += ((ForeignScanState *)ni->ps)->direct_rows;
    }
}

/* The first PlanState of plan that ran (node-specific EXPLAIN ANALYZE counts), or NULL. */
static PlanState *plan_state_of(InstrTable *t, Plan *plan)
{
    ListCell *lc;
    if (t == NULL)
        return NULL;
    foreach (lc, t->all) {
        NodeInstr *ni = lfirst(lc);
        if (ni->ps->plan == plan && ni->loops > 0)
            return ni->ps;
    }
    return NULL;
}

/* ---------------------------------------------------------------- output */

typedef struct ExplainState {
    ExplainOpts opts;
    StringInfoData out;
    PlannedStmt *stmt;
    InstrTable *instr;
    bool many_rels;                     /* the plan reads more than one FROM item */
    List *alias_rtes, *alias_names;     /* DeparseCxt's */
    List *param_sources, *param_owners; /* DeparseCxt's */
    /* JSON */
    int json_indent;
    bool json_first; /* no property written yet at this level */
} ExplainState;

/* The declared length of a plain column or constant (a varchar(n)'s): other expressions of
 * an executable plan may hold executor-only nodes, and count at their type's width. */
static int32 plan_expr_typmod(const Node *expr)
{
    if (expr && IsA(expr, Var))
        return ((const Var *)expr)->vartypmod;
    if (expr && IsA(expr, Const))
        return ((const Const *)expr)->consttypmod;
    return -1;
}

/* The rows EXPLAIN shows: at least 1 as PG's clamp_row_est, except a ModifyTable without
 * RETURNING, which returns none (PG 14+ shows rows=0 width=0). */
static double plan_rows_shown(const Plan *plan)
{
    if (IsA(plan, ModifyTable) && ((const ModifyTable *)plan)->returningList == NIL)
        return 0;
    return Max(plan->plan_rows, 1.0);
}

int explain_plan_width(const Plan *plan)
{
    int w = 0;
    ListCell *lc;
    if (plan && IsA(plan, ModifyTable)) {
        /* PG shows its input's width under RETURNING ("historically", says createplan.c) */
        if (((const ModifyTable *)plan)->returningList == NIL || plan->lefttree == NULL)
            return 0;
        return explain_plan_width(plan->lefttree);
    }
    while (plan && plan->targetlist == NIL) {
        if (IsA(plan, Append) && ((const Append *)plan)->appendplans != NIL)
            plan = linitial(((const Append *)plan)->appendplans);
        else if (plan->lefttree)
            plan = plan->lefttree;
        else
            break;
    }
    if (plan == NULL)
        return 0;
    foreach (lc, plan->targetlist) {
        TargetEntry *tle = lfirst(lc);
        w += type_avg_width(exprType((Node *)tle->expr), plan_expr_typmod((Node *)tle->expr));
    }
    return w;
}

/* --- JSON helpers */

static void json_escape(StringInfo buf, const char *s)
{
    appendStringInfoChar(buf, '"');
    for (const char *p = s; *p; p++) {
        switch (*p) {
        case '"':
            appendStringInfoString(buf, "\\\"");
            break;
        case '\\':
            appendStringInfoString(buf, "\\\\");
            break;
        case '\n':
            appendStringInfoString(buf, "\\n");
            break;
        case '\t':
            appendStringInfoString(buf, "\\t");
            break;
        default:
            if ((unsigned char)*p < 0x20)
                appendStringInfo(buf, "\\u%04x", (unsigned char)*p);
            else
                appendStringInfoChar(buf, *p);
        }
    }
    appendStringInfoChar(buf, '"');
}

static void json_sep(ExplainState *es)
{
    if (!es->json_first)
        appendStringInfoChar(&es->out, ',');
    appendStringInfoChar(&es->out, '\n');
    appendStringInfoSpaces(&es->out, es->json_indent * 2);
    es->json_first = false;
}

/* A property: in text "<indent>Label: value", in JSON "Label": value (raw: unquoted). */
static void prop_text(ExplainState *es, int indent, const char *label, const char *value, bool raw)
{
    if (es->opts.format == EXPLAIN_TEXT) {
        appendStringInfoSpaces(&es->out, indent);
        appendStringInfo(&es->out, "%s: %s\n", label, value);
        return;
    }
    json_sep(es);
    json_escape(&es->out, label);
    appendStringInfoString(&es->out, ": ");
    if (raw)
        appendStringInfoString(&es->out, value);
    else
        json_escape(&es->out, value);
}

static void prop_list(ExplainState *es, int indent, const char *label, List *items)
{
    ListCell *lc;
    if (es->opts.format == EXPLAIN_TEXT) {
        StringInfoData b;
        initStringInfo(&b);
        foreach (lc, items) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(&b, ", ");
            appendStringInfoString(&b, lfirst(lc));
        }
        prop_text(es, indent, label, b.data, false);
        return;
    }
    json_sep(es);
    json_escape(&es->out, label);
    appendStringInfoString(&es->out, ": [");
    foreach (lc, items) { /* PG writes a list of strings on one line */
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(&es->out, ", ");
        json_escape(&es->out, lfirst(lc));
    }
    appendStringInfoChar(&es->out, ']');
}

/* --- node names */

static DeparseCxt node_cxt(ExplainState *es, Plan *plan, List *ancestors);

static const char *relation_name(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    char *name = pstrdup(rel->relname);
    relation_close(rel);
    return name;
}

static const char *relation_schema(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    Oid nsp = rel->relnamespace;
    relation_close(rel);
    const char *n = catalog_namespace_name(nsp);
    return n ? pstrdup(n) : "?";
}

static Oid plan_relid(Plan *plan)
{
    switch (nodeTag(plan)) {
    case T_SeqScan:
        return ((SeqScan *)plan)->relid;
    case T_SampleScan:
        return ((SampleScan *)plan)->scan.relid;
    case T_TidScan:
        return ((TidScan *)plan)->scan.relid;
    case T_IndexScan:
        return ((IndexScan *)plan)->relid;
    case T_BitmapHeapScan:
        return ((BitmapHeapScan *)plan)->relid;
    case T_ForeignScan:
        return ((ForeignScan *)plan)->relid;
    case T_ModifyTable:
        return ((ModifyTable *)plan)->relid;
    default:
        return InvalidOid;
    }
}

static const char *join_type_name(JoinType jt)
{
    switch (jt) {
    case JOIN_LEFT:
        return "Left";
    case JOIN_RIGHT:
        return "Right";
    case JOIN_FULL:
        return "Full";
    case JOIN_SEMI:
        return "Semi";
    case JOIN_ANTI:
        return "Anti";
    default:
        return "Inner";
    }
}

typedef struct NodeDesc {
    const char *name;      /* "Seq Scan", "Hash Join" */
    const char *schema;    /* of relname */
    const char *strategy;  /* JSON "Strategy" */
    const char *operation; /* JSON "Operation" (ModifyTable) */
    const char *relname;   /* table read / written */
    const char *alias;
    const char *indexname;
    const char *direction; /* "Forward" / "Backward" */
    const char *join_type;
    const char *funcname;
} NodeDesc;

static void describe_node(ExplainState *es, Plan *plan, NodeDesc *d)
{
    memset(d, 0, sizeof(*d));
    RangeTblEntry *rte = plan->scanrte;
    DeparseCxt cx = node_cxt(es, plan, NIL);
    if (rte && rte->eref)
        d->alias = explain_alias(&cx, rte);
    switch (nodeTag(plan)) {
    case T_Result:
        d->name = "Result";
        break;
    case T_SeqScan:
        d->name = "Seq Scan";
        d->relname = relation_name(((SeqScan *)plan)->relid);
        break;
    case T_SampleScan:
        d->name = "Sample Scan";
        d->relname = relation_name(((SampleScan *)plan)->scan.relid);
        break;
    case T_TidScan:
        d->name = "Tid Scan";
        d->relname = relation_name(((TidScan *)plan)->scan.relid);
        break;
    case T_IndexScan: {
        IndexScan *is = (IndexScan *)plan;
        if (is->indexonly)
            d->name = is->indexorderdir < 0 ? "Index Only Scan Backward" : "Index Only Scan";
        else
            d->name = is->indexorderdir < 0 ? "Index Scan Backward" : "Index Scan";
        d->direction = is->indexorderdir < 0 ? "Backward" : "Forward";
        d->relname = relation_name(is->relid);
        d->indexname = relation_name(is->indexid);
        break;
    }
    case T_BitmapHeapScan:
        d->name = "Bitmap Heap Scan";
        d->relname = relation_name(((BitmapHeapScan *)plan)->relid);
        break;
    case T_BitmapIndexScan:
        d->name = "Bitmap Index Scan";
        d->indexname = relation_name(((BitmapIndexScan *)plan)->indexid);
        d->alias = NULL;
        break;
    case T_ValuesScan:
        d->name = "Values Scan";
        d->relname = NULL;
        if (d->alias == NULL)
            d->alias = "*VALUES*";
        break;
    case T_FunctionScan: {
        FunctionScan *fs = (FunctionScan *)plan;
        d->name = "Function Scan";
        if (list_length(fs->functions) == 1 && IsA(linitial(fs->functions), FuncExpr)) {
            const ProcInfo *p = proc_by_oid(((FuncExpr *)linitial(fs->functions))->funcid);
            d->funcname = p ? p->proname : NULL;
        }
        break;
    }
    case T_SubqueryScan:
        d->name = "Subquery Scan";
        break;
    case T_ForeignScan:
        d->name = ((ForeignScan *)plan)->operation == CMD_UPDATE   ? "Foreign Update"
                  : ((ForeignScan *)plan)->operation == CMD_DELETE ? "Foreign Delete"
                  : ((ForeignScan *)plan)->async_capable           ? "Async Foreign Scan"
                                                                   : "Foreign Scan";
        /* work done remotely above the scan (an aggregation, a join) names no one table:
         * its "Relations" line says what it covers */
        if (((ForeignScan *)plan)->fdw_scan_tlist == NIL &&
            ((ForeignScan *)plan)->fs_relids == NIL)
            d->relname = relation_name(((ForeignScan *)plan)->relid);
        else
            d->alias = NULL;
        break;
    case T_NestLoop:
        d->name = "Nested Loop";
        d->join_type = join_type_name(((Join *)plan)->jointype);
        break;
    case T_HashJoin:
        d->name = "Hash Join";
        d->join_type = join_type_name(((Join *)plan)->jointype);
        break;
    case T_MergeJoin:
        d->name = "Merge Join";
        d->join_type = join_type_name(((Join *)plan)->jointype);
        break;
    case T_Sort:
        d->name = "Sort";
        break;
    case T_IncrementalSort:
        d->name = "Incremental Sort";
        break;
    case T_Agg: {
        Agg *a = (Agg *)plan;
        if (a->aggstrategy == AGG_MIXED) {
            d->name = "MixedAggregate";
            d->strategy = "Mixed";
        } else if (a->aggstrategy == AGG_HASHED) {
            d->name = "HashAggregate";
            d->strategy = "Hashed";
        } else if (a->aggstrategy == AGG_SORTED) {
            d->name = "GroupAggregate";
            d->strategy = "Sorted";
        } else {
            d->name = "Aggregate";
            d->strategy = "Plain";
        }
        break;
    }
    case T_Limit:
        d->name = "Limit";
        break;
    case T_Unique:
        d->name = "Unique";
        break;
    case T_Material:
        d->name = "Materialize";
        break;
    case T_Append:
        d->name = "Append";
        break;
    case T_WindowAgg:
        d->name = "WindowAgg";
        break;
    case T_ProjectSet:
        d->name = "ProjectSet";
        break;
    case T_LockRows:
        d->name = "LockRows";
        break;
    case T_SetOp: {
        SetOp *so = (SetOp *)plan;
        d->name = so->cmd == SETOPCMD_INTERSECT
                      ? (so->all ? "SetOp Intersect All" : "SetOp Intersect")
                      : (so->all ? "SetOp Except All" : "SetOp Except");
        d->strategy = "Sorted";
        break;
    }
    case T_ModifyTable: {
        ModifyTable *mt = (ModifyTable *)plan;
        d->operation = mt->operation == CMD_INSERT   ? "Insert"
                       : mt->operation == CMD_UPDATE ? "Update"
                                                     : "Delete";
        d->name = d->operation;
        d->relname = relation_name(mt->relid);
        if (d->alias == NULL)
            d->alias = d->relname;
        break;
    }
    case T_RecursiveUnion:
        d->name = "Recursive Union";
        break;
    case T_CteScan:
    case T_WorkTableScan:
        d->name = IsA(plan, CteScan) ? "CTE Scan" : "WorkTable Scan";
        d->relname = rte ? rte->ctename : NULL;
        break;
    default:
        d->name = "???";
        break;
    }
}

/* "Seq Scan on t x", "Index Scan using t_pkey on t", "Hash Left Join" */
static char *node_title(NodeDesc *d, Plan *plan, bool verbose)
{
    StringInfoData b;
    initStringInfo(&b);
    if (d->join_type && strcmp(d->join_type, "Inner") != 0)
        appendStringInfo(&b, "%s %s Join",
                         IsA(plan, HashJoin)    ? "Hash"
                         : IsA(plan, MergeJoin) ? "Merge"
                                                : "Nested Loop",
                         d->join_type);
    else
        appendStringInfoString(&b, d->name);
    if (d->indexname && IsA(plan, BitmapIndexScan))
        appendStringInfo(&b, " on %s", d->indexname);
    else if (d->indexname)
        appendStringInfo(&b, " using %s", d->indexname);
    if (d->relname) {
        if (verbose && d->schema)
            appendStringInfo(&b, " on %s.%s", d->schema, d->relname);
        else
            appendStringInfo(&b, " on %s", d->relname);
        if (d->alias && strcmp(d->alias, d->relname) != 0)
            appendStringInfo(&b, " %s", d->alias);
    } else if (d->funcname) {
        appendStringInfo(&b, " on %s", d->funcname);
        if (d->alias && strcmp(d->alias, d->funcname) != 0)
            appendStringInfo(&b, " %s", d->alias);
    } else if (d->alias &&
               (IsA(plan, SubqueryScan) || IsA(plan, ValuesScan) || IsA(plan, FunctionScan))) {
        StringInfoData q;
        initStringInfo(&q);
        bool plain = true;
        for (const char *p = d->alias; *p; p++)
            plain &= (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
        appendStringInfo(&b, plain ? " on %s" : " on \"%s\"", d->alias);
    }
    return b.data;
}

/* --- details */

/* PG's rules for qualifying column names: a scan's own conditions only under VERBOSE (or in
 * a Subquery Scan), other conditions and keys also when the plan reads several FROM items. */
static bool is_scan(Plan *plan)
{
    return IsA(plan, SeqScan) || IsA(plan, SampleScan) || IsA(plan, TidScan) ||
           IsA(plan, IndexScan) ||
           IsA(plan, BitmapHeapScan) || IsA(plan, BitmapIndexScan) ||
           IsA(plan, ForeignScan) || IsA(plan, ValuesScan) || IsA(plan, FunctionScan) || IsA(plan, SubqueryScan) ||
           IsA(plan, CteScan) || IsA(plan, WorkTableScan);
}

static DeparseCxt node_cxt(ExplainState *es, Plan *plan, List *ancestors)
{
    bool prefix = is_scan(plan) ? (es->opts.verbose || IsA(plan, SubqueryScan))
                                : (es->opts.verbose || es->many_rels);
    DeparseCxt c = {plan,
                    ancestors,
                    prefix,
                    es->stmt,
                    es->alias_rtes,
                    es->alias_names,
                    es->param_sources,
                    es->param_owners};
    return c;
}

static bool is_true_const(Node *n)
{
    return IsA(n, Const) && !((Const *)n)->constisnull && DatumGetBool(((Const *)n)->constvalue);
}

static void show_quals(ExplainState *es, int indent, const char *label, List *quals,
                       DeparseCxt *cx)
{
    /* a condition folded to "true" filters nothing: PG's planner drops it, so it is not shown */
    List *shown = NIL;
    ListCell *lc;
    foreach (lc, quals)
        if (!is_true_const(lfirst(lc)))
            shown = lappend(shown, lfirst(lc));
    quals = shown;
    if (quals == NIL)
        return;
    prop_text(es, indent, label, explain_deparse_quals(quals, cx), false);
}

/* Index Cond: the index column on the left, as PG writes it */
static List *commuted_index_quals(List *quals)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, quals) {
        Node *q = lfirst(lc);
        if (IsA(q, OpExpr) && list_length(((OpExpr *)q)->args) == 2) {
            OpExpr *op = (OpExpr *)q;
            Node *l = linitial(op->args), *r = lsecond(op->args);
            while (IsA(r, RelabelType))
                r = (Node *)((RelabelType *)r)->arg;
            bool lvar = IsA(l, Var) || (IsA(l, RelabelType) && IsA(((RelabelType *)l)->arg, Var));
            const OperInfo *oi = oper_by_oid(op->opno);
            if (!lvar && IsA(r, Var) && ((Var *)r)->varno == SCAN_VAR && oi && oi->oprcom) {
                OpExpr *n = palloc(sizeof(OpExpr));
                *n = *op;
                n->opno = oi->oprcom;
                n->args = list_make2(lsecond(op->args), linitial(op->args));
                q = (Node *)n;
            }
        }
        out = lappend(out, q);
    }
    return out;
}

static void show_removed(ExplainState *es, int indent, const char *label, Plan *plan)
{
    if (!es->opts.analyze)
        return;
    PlanCounts pc;
    plan_counts(es->instr, plan, &pc);
    double n = pc.loops > 0 ? pc.nfiltered / pc.loops : 0;
    if (n > 0 || es->opts.format != EXPLAIN_TEXT) {
        char *v = psprintf("%.0f", n);
        prop_text(es, indent, label, v, true);
    }
}

/* " COLLATE name" when a sort key's collation is not its type's default, as PG shows it. */
static char *with_collation(char *k, Oid cmpfunc, Oid collation)
{
    const ProcInfo *p = proc_by_oid(cmpfunc);
    if (!OidIsValid(collation) || p == NULL || p->pronargs < 1)
        return k;
    Oid typcoll = p->argtypes[0] == NAMEOID ? C_COLLATION_OID : DEFAULT_COLLATION_OID;
    CollationRow row;
    if (collation == typcoll || !catalog_collation_by_oid(collation, &row))
        return k;
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfo(&buf, "%s COLLATE ", k);
    explain_append_ident(&buf, row.name);
    return buf.data;
}

/* The first n keys of rollup r, in its order; "()" for none. */
static List *rollup_key_items(Agg *a, int r, int n, DeparseCxt *cx)
{
    List *items = NIL;
    for (int j = 0; j < n; j++)
        items = lappend(items, explain_deparse(list_nth(a->groupExprs, a->rollupKeys[r][j]), cx));
    return items != NIL ? items : list_make1(pstrdup("()"));
}

/*
 * Grouping sets as PG shows them, rollup by rollup: a hashed set is a "Hash Key"; a sorted
 * rollup lists its sets as "Group Key"s, under a "Sort Key" when the node sorts its rows
 * again for it (every sorted rollup after the first one, and after the first sorted one when
 * the first rollup is hashed).
 */
static void show_grouping_sets(ExplainState *es, int indent, Agg *a, DeparseCxt *cx)
{
    bool sorted_seen = !a->rollupHashed[0];
    for (int r = 0; r < a->numRollups; r++) {
        if (a->rollupHashed[r]) {
            prop_list(es, indent, "Hash Key", rollup_key_items(a, r, a->rollupNumKeys[r], cx));
            continue;
        }
        int sub = indent;
        if (r > 0 && sorted_seen) {
            prop_list(es, indent, "Sort Key", rollup_key_items(a, r, a->rollupNumKeys[r], cx));
            sub = indent + 2;
        }
        sorted_seen = true;
        for (int s = 0; s < a->numSets; s++) {
            if (a->setRollup[s] != r)
                continue;
            int n = 0;
            for (int k = 0; k < a->numCols; k++)
                n += a->setKeys[s * a->numCols + k];
            prop_list(es, sub, "Group Key", rollup_key_items(a, r, n, cx));
        }
    }
}

static List *sort_key_items(ExplainState *es, Sort *s, DeparseCxt *cx)
{
    List *items = NIL;
    for (int i = 0; i < s->numCols; i++) {
        char *k = explain_deparse_output(s->plan.lefttree, s->sortColIdx[i], cx);
        k = with_collation(k, s->cmpfuncs[i], s->collations[i]);
        if (s->reverse[i])
            k = s->nullsFirst[i] ? psprintf("%s DESC", k) : psprintf("%s DESC NULLS LAST", k);
        else if (s->nullsFirst[i])
            k = psprintf("%s NULLS FIRST", k);
        items = lappend(items, k);
    }
    (void)es;
    return items;
}

/* "Sort Method: quicksort  Memory: 25kB": how the node's last sort ran and the memory (or, for
 * an external merge, the temp file bytes) it used. */
static void show_sort_info(ExplainState *es, Plan *plan, int indent)
{
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, plan) : NULL;
    TuplesortStats st;
    if (ps == NULL || !exec_sort_stats(ps, &st))
        return;
    const char *method = st.method == TSS_EXTERNAL_MERGE ? "external merge"
                         : st.method == TSS_TOP_N        ? "top-N heapsort"
                                                         : "quicksort";
    const char *space = st.on_disk ? "Disk" : "Memory";
    if (es->opts.format == EXPLAIN_TEXT) {
        appendStringInfoSpaces(&es->out, indent);
        appendStringInfo(&es->out, "Sort Method: %s  %s: %ldkB\n", method, space, st.space_kb);
        return;
    }
    prop_text(es, indent, "Sort Method", method, false);
    prop_text(es, indent, "Sort Space Used", psprintf("%ld", st.space_kb), true);
    prop_text(es, indent, "Sort Space Type", space, false);
}

static void json_close(ExplainState *es, char bracket);

/* One kind of an Incremental Sort's groups, as PG's show_incremental_sort_group_info: in text
 * "Full-sort Groups: 2  Sort Method: quicksort  Average Memory: 26kB  Peak Memory: 26kB". */
static void show_incsort_groups(ExplainState *es, int indent, const char *label,
                                const IncSortGroupStats *g)
{
    /* PG's order of the methods' bits: top-N heapsort, quicksort, external merge */
    static const TuplesortMethod order[] = {TSS_TOP_N, TSS_QUICKSORT, TSS_EXTERNAL_MERGE};
    static const char *const names[] = {"top-N heapsort", "quicksort", "external merge"};
    List *methods = NIL;
    for (int i = 0; i < 3; i++)
        if (g->methods & (1 << order[i]))
            methods = lappend(methods, (void *)names[i]);
    long mem_avg = g->mem_total_kb / Max(g->groups, 1);
    long disk_avg = g->disk_total_kb / Max(g->groups, 1);
    if (es->opts.format == EXPLAIN_TEXT) {
        ListCell *lc;
        appendStringInfoSpaces(&es->out, indent);
        appendStringInfo(&es->out, "%s Groups: %lld  Sort Method%s", label, (long long)g->groups,
                         list_length(methods) > 1 ? "s: " : ": ");
        foreach (lc, methods)
            appendStringInfo(&es->out, "%s%s", foreach_current_index(lc) > 0 ? ", " : "",
                             (const char *)lfirst(lc));
        if (g->mem_peak_kb > 0)
            appendStringInfo(&es->out, "  Average Memory: %ldkB  Peak Memory: %ldkB", mem_avg,
                             g->mem_peak_kb);
        if (g->disk_peak_kb > 0)
            appendStringInfo(&es->out, "  Average Disk: %ldkB  Peak Disk: %ldkB", disk_avg,
                             g->disk_peak_kb);
        appendStringInfoChar(&es->out, '\n');
        return;
    }
    json_sep(es);
    appendStringInfo(&es->out, "\"%s Groups\": {", label);
    es->json_indent++;
    es->json_first = true;
    prop_text(es, indent, "Group Count", psprintf("%lld", (long long)g->groups), true);
    prop_list(es, indent, "Sort Methods Used", methods);
    const char *spaces[] = {"Memory", "Disk"};
    long avgs[] = {mem_avg, disk_avg}, peaks[] = {g->mem_peak_kb, g->disk_peak_kb};
    for (int i = 0; i < 2; i++) {
        if (peaks[i] <= 0)
            continue;
        json_sep(es);
        appendStringInfo(&es->out, "\"Sort Space %s\": {", spaces[i]);
        es->json_indent++;
        es->json_first = true;
        prop_text(es, indent, "Average Sort Space Used", psprintf("%ld", avgs[i]), true);
        prop_text(es, indent, "Peak Sort Space Used", psprintf("%ld", peaks[i]), true);
        json_close(es, '}');
    }
    json_close(es, '}');
}

/* EXPLAIN ANALYZE of an Incremental Sort: its full-sort groups, then its pre-sorted ones. */
static void show_incsort_info(ExplainState *es, Plan *plan, int indent)
{
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, plan) : NULL;
    IncSortStats st;
    if (ps == NULL || !exec_incsort_stats(ps, &st) || st.full.groups == 0)
        return;
    show_incsort_groups(es, indent, "Full-sort", &st.full);
    if (st.prefix.groups > 0)
        show_incsort_groups(es, indent, "Pre-sorted", &st.prefix);
}

/* "Buckets: 1024  Batches: 1  Memory Usage: 26kB" of a Hash Join's table (on its Hash). */
static void show_hash_info(ExplainState *es, Plan *join, int indent)
{
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, join) : NULL;
    HashJoinStats st;
    if (ps == NULL || !exec_hashjoin_stats(ps, &st))
        return;
    if (es->opts.format != EXPLAIN_TEXT) {
        prop_text(es, indent, "Hash Buckets", psprintf("%ld", st.nbuckets), true);
        prop_text(es, indent, "Original Hash Buckets", psprintf("%ld", st.nbuckets_original), true);
        prop_text(es, indent, "Hash Batches", psprintf("%d", st.nbatch), true);
        prop_text(es, indent, "Original Hash Batches", psprintf("%d", st.nbatch_original), true);
        prop_text(es, indent, "Peak Memory Usage", psprintf("%ld", st.peak_kb), true);
        return;
    }
    /* PG names both original counts when either changed */
    bool grew = st.nbuckets != st.nbuckets_original || st.nbatch != st.nbatch_original;
    appendStringInfoSpaces(&es->out, indent);
    appendStringInfo(&es->out, "Buckets: %ld", st.nbuckets);
    if (grew)
        appendStringInfo(&es->out, " (originally %ld)", st.nbuckets_original);
    appendStringInfo(&es->out, "  Batches: %d", st.nbatch);
    if (grew)
        appendStringInfo(&es->out, " (originally %d)", st.nbatch_original);
    appendStringInfo(&es->out, "  Memory Usage: %ldkB\n", st.peak_kb);
}

/*
 * A hashed aggregate's line "Batches: 2  Memory Usage: 129kB  Disk Usage: 487kB" (the disk
 * only when it spilled), as PG 15 writes it. PG's "Planned Partitions" (before "Batches", with
 * COSTS) counts the partitions its executor plans for a table the estimate says will not fit;
 * Basalt's planner hashes only tables that fit (plan_agg.c), so it is always 0, which only
 * JSON shows.
 */
static void show_hashagg_info(ExplainState *es, Agg *a, int indent)
{
    if (a->aggstrategy != AGG_HASHED && a->aggstrategy != AGG_MIXED)
        return;
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, &a->plan) : NULL;
    AggHashStats st;
    bool ran = ps != NULL && exec_agg_hash_stats(ps, &st);
    if (es->opts.format != EXPLAIN_TEXT) {
        if (es->opts.costs)
            prop_text(es, indent, "Planned Partitions", "0", true);
        if (ran) {
            prop_text(es, indent, "HashAgg Batches", psprintf("%d", st.batches), true);
            prop_text(es, indent, "Peak Memory Usage", psprintf("%ld", st.peak_kb), true);
            prop_text(es, indent, "Disk Usage", psprintf("%ld", st.disk_kb), true);
        }
        return;
    }
    if (!ran)
        return;
    appendStringInfoSpaces(&es->out, indent);
    appendStringInfo(&es->out, "Batches: %d  Memory Usage: %ldkB", st.batches, st.peak_kb);
    if (st.batches > 1)
        appendStringInfo(&es->out, "  Disk Usage: %ldkB", st.disk_kb);
    appendStringInfoChar(&es->out, '\n');
}

static const char *const shared_count_names[] = {"hit", "read", "dirtied", "written"};
static const char *const temp_count_names[] = {"read", "written"};

/* ", kind name=N ..." for the nonzero counts (no comma when first); false if all are zero. */
static bool append_block_counts(StringInfo out, bool first, const char *kind,
                                const char *const *names, const int64 *counts, int n)
{
    bool any = false;
    for (int i = 0; i < n; i++)
        any |= counts[i] > 0;
    if (!any)
        return false;
    appendStringInfo(out, "%s %s", first ? "" : ",", kind);
    for (int i = 0; i < n; i++)
        if (counts[i] > 0)
            appendStringInfo(out, " %s=%lld", names[i], (long long)counts[i]);
    return true;
}

/*
 * PG's show_buffer_usage. Text: one "Buffers:" line of the nonzero counts, none if all are 0;
 * planning's goes under a "Planning:" heading, which is left out with it. JSON: every count.
 */
static void show_buffer_usage(ExplainState *es, int indent, const BufferUsage *u, bool planning)
{
    const int64 counts[] = {u->shared_blks_hit,     u->shared_blks_read,   u->shared_blks_dirtied,
                            u->shared_blks_written, u->local_blks_hit,     u->local_blks_read,
                            u->local_blks_dirtied,  u->local_blks_written, u->temp_blks_read,
                            u->temp_blks_written};
    if (es->opts.format != EXPLAIN_TEXT) {
        static const char *const labels[] = {"Shared Hit Blocks",     "Shared Read Blocks",
                                             "Shared Dirtied Blocks", "Shared Written Blocks",
                                             "Local Hit Blocks",      "Local Read Blocks",
                                             "Local Dirtied Blocks",  "Local Written Blocks",
                                             "Temp Read Blocks",      "Temp Written Blocks"};
        for (int i = 0; i < 10; i++)
            prop_text(es, 0, labels[i], psprintf("%lld", (long long)counts[i]), true);
        return;
    }
    StringInfoData b;
    initStringInfo(&b);
    bool any = append_block_counts(&b, true, "shared", shared_count_names, counts, 4);
    if (append_block_counts(&b, !any, "local", shared_count_names, counts + 4, 4))
        any = true;
    if (append_block_counts(&b, !any, "temp", temp_count_names, counts + 8, 2))
        any = true;
    if (!any)
        return;
    if (planning) {
        appendStringInfoSpaces(&es->out, indent);
        appendStringInfoString(&es->out, "Planning:\n");
        indent += 2;
    }
    appendStringInfoSpaces(&es->out, indent);
    appendStringInfo(&es->out, "Buffers:%s\n", b.data);
}

/* A node's buffer counts: all 0 for a node that never ran or without ANALYZE (so JSON still
 * shows them, as PG's, whose BUFFERS alone gives every node its counters). */
static void show_node_buffers(ExplainState *es, Plan *plan, int indent)
{
    if (!es->opts.buffers)
        return;
    PlanCounts pc;
    plan_counts(es->instr, plan, &pc);
    show_buffer_usage(es, indent, &pc.bufusage, false);
}

/* PG's Hash node's counts: those of the join's builds of its table (node_hashjoin.c). */
static void show_hash_buffers(ExplainState *es, Plan *join, int indent)
{
    if (!es->opts.buffers)
        return;
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, join) : NULL;
    HashJoinStats st;
    memset(&st, 0, sizeof(st));
    if (ps)
        exec_hashjoin_stats(ps, &st);
    show_buffer_usage(es, indent, &st.build_bufusage, false);
}

/* Planning's buffer counts, with BUFFERS even without ANALYZE or SUMMARY, as in PG. */
static void show_planning_buffers(ExplainState *es, const BufferUsage *u)
{
    if (!es->opts.buffers)
        return;
    if (es->opts.format == EXPLAIN_TEXT) {
        show_buffer_usage(es, 0, u, true);
        return;
    }
    json_sep(es);
    appendStringInfoString(&es->out, "\"Planning\": {");
    es->json_indent++;
    es->json_first = true;
    show_buffer_usage(es, 0, u, true);
    json_close(es, '}');
}

static void show_output(ExplainState *es, int indent, Plan *plan, DeparseCxt *cx)
{
    List *items = NIL;
    ListCell *lc;
    if (!es->opts.verbose || IsA(plan, RecursiveUnion)) /* PG shows none for it */
        return;
    if (IsA(plan, ForeignScan) && ((ForeignScan *)plan)->operation != CMD_UNKNOWN)
        return; /* a direct modification: its rows are what the ModifyTable above returns */
    if (IsA(plan, ModifyTable)) {
        /* PG shows the RETURNING list alone, over the target table's columns */
        ModifyTable *mt = (ModifyTable *)plan;
        if (mt->returningList == NIL)
            return;
        Relation rel = relation_open(mt->relid, AccessShareLock);
        DeparseCxt c = *cx;
        c.columns = rel->rd_att;
        foreach (lc, mt->returningList)
            items = lappend(items, explain_deparse((Node *)((TargetEntry *)lfirst(lc))->expr, &c));
        relation_close(rel);
        prop_list(es, indent, "Output", items);
        return;
    }
    if (plan->targetlist == NIL) {
        int n = list_length(plan->lefttree ? plan->lefttree->targetlist : NIL);
        Plan *in = plan->lefttree;
        while (in && in->targetlist == NIL && in->lefttree)
            in = in->lefttree;
        n = in ? list_length(in->targetlist) : 0;
        for (int i = 1; i <= n; i++)
            items = lappend(items, explain_deparse_output(plan->lefttree, i, cx));
    } else
        foreach (lc, plan->targetlist) {
            TargetEntry *tle = lfirst(lc);
            items = lappend(items, explain_deparse((Node *)tle->expr, cx));
        }
    if (items != NIL)
        prop_list(es, indent, "Output", items);
}

static bool is_insert_single_values(Plan *plan, List *ancestors);

static void show_output_of(ExplainState *es, int indent, Plan *plan, List *ancestors)
{
    DeparseCxt cx = node_cxt(es, plan, ancestors);
    cx.prefix = es->many_rels; /* target lists: qualified only with several FROM items */
    if (es->opts.verbose && is_insert_single_values(plan, ancestors)) {
        /* the Result PG shows computes the row's expressions themselves */
        List *row = linitial(((ValuesScan *)plan)->values_lists), *items = NIL;
        ListCell *lc;
        foreach (lc, row)
            items = lappend(items, explain_deparse(lfirst(lc), &cx));
        prop_list(es, indent, "Output", items);
        return;
    }
    show_output(es, indent, plan, &cx);
}

/* Is a table column (by attno) set the key columns of a unique index of relid cover? */
static bool unique_on(Oid relid, const bool *cols, int ncols)
{
    List *oids = catalog_relation_indexes(relid);
    ListCell *lc;
    foreach (lc, oids) {
        IndexFormData f;
        if (!catalog_index_form(lfirst_oid(lc), &f) || !f.indisunique || f.haspred)
            continue;
        bool all = true;
        for (int i = 0; i < f.indnkeyatts; i++)
            all &= f.indkey[i] > 0 && f.indkey[i] <= ncols && cols[f.indkey[i] - 1];
        if (all)
            return true;
    }
    return false;
}

/*
 * PG's "Inner Unique": each outer row can match at most one inner row, because the join's
 * equalities cover a unique index of the inner table (a probe of a unique index with every
 * key column given, or hash or merge keys that are such columns).
 */
static bool join_inner_unique(Plan *plan)
{
    Plan *inner = plan->righttree;
    /* a merge join's inner Sort passes the scan's rows through, as Material does */
    while (inner && (IsA(inner, Material) || (IsA(plan, MergeJoin) && IsA(inner, Sort))))
        inner = inner->lefttree;
    if (inner == NULL || ((Join *)plan)->jointype == JOIN_FULL)
        return false;
    if (IsA(plan, NestLoop) && IsA(inner, IndexScan)) {
        IndexScan *is = (IndexScan *)inner;
        IndexFormData f;
        if (!catalog_index_form(is->indexid, &f) || !f.indisunique)
            return false;
        for (int col = 1; col <= f.indnkeyatts; col++) {
            bool eq = false;
            for (int k = 0; k < is->nkeys; k++)
                eq |= is->keyattno[k] == col && is->keystrategy[k] == BTEqualStrategyNumber &&
                      !is->keyisarray[k];
            if (!eq)
                return false;
        }
        return true;
    }
    if ((IsA(plan, HashJoin) || IsA(plan, MergeJoin)) &&
        (IsA(inner, SeqScan) || IsA(inner, IndexScan))) {
        Oid relid = IsA(inner, SeqScan) ? ((SeqScan *)inner)->relid : ((IndexScan *)inner)->relid;
        bool cols[1600] = {false};
        ListCell *lc;
        List *keys =
            IsA(plan, HashJoin) ? ((HashJoin *)plan)->inner_keys : ((MergeJoin *)plan)->inner_keys;
        foreach (lc, keys) {
            Var *v = lfirst(lc);
            if (!IsA(v, Var) || v->varno != INNER_VAR || v->varattno < 1 ||
                v->varattno > list_length(inner->targetlist))
                continue;
            Var *sv = (Var *)((TargetEntry *)list_nth(inner->targetlist, v->varattno - 1))->expr;
            if (IsA(sv, Var) && sv->varno == SCAN_VAR && sv->varattno >= 1 && sv->varattno <= 1600)
                cols[sv->varattno - 1] = true;
        }
        return unique_on(relid, cols, 1600);
    }
    return false;
}

/* The wrapper's own lines (ExplainForeignScan), written through FdwExplainCtx. */
static void fdw_prop(FdwExplainCtx *cx, const char *label, const char *value)
{
    prop_text(cx->es, cx->indent, label, value, false);
}

static void fdw_prop_int(FdwExplainCtx *cx, const char *label, const char *unit, int64 value)
{
    ExplainState *es = cx->es;
    if (es->opts.format == EXPLAIN_TEXT)
        prop_text(es, cx->indent, label, psprintf("%lld %s", (long long)value, unit), false);
    else
        prop_text(es, cx->indent, label, psprintf("%lld", (long long)value), true);
}

static const char *fdw_alias(FdwExplainCtx *cx, RangeTblEntry *rte)
{
    DeparseCxt dc = node_cxt(cx->es, NULL, NIL);
    return explain_alias(&dc, rte);
}

static void show_foreign_details(ExplainState *es, ForeignScan *fs, int indent)
{
    Relation rel = relation_open(fs->relid, AccessShareLock);
    const FdwRoutine *r = fdw_routine_for_relation(fs->relid);
    if (r->ExplainForeignScan) {
        FdwExplainCtx cx = {es->opts.verbose, es->opts.costs, es->opts.analyze,
                            fdw_prop, fdw_prop_int, fdw_alias, es, indent};
        r->ExplainForeignScan(fs, rel, &cx);
    }
    relation_close(rel);
}

/* A foreign table's INSERT / UPDATE / DELETE row by row: what its wrapper says of it. */
static void show_foreign_modify(ExplainState *es, ModifyTable *mt, int indent)
{
    if (mt->fdwDirectModify)
        return;
    Relation rel = relation_open(mt->relid, AccessShareLock);
    bool foreign = rel->relkind == RELKIND_FOREIGN_TABLE;
    relation_close(rel);
    if (!foreign)
        return;
    const FdwRoutine *r = fdw_routine_for_relation(mt->relid);
    if (r->ExplainForeignModify) {
        FdwExplainCtx cx = {es->opts.verbose, es->opts.costs, es->opts.analyze,
                            fdw_prop, fdw_prop_int, fdw_alias, es, indent};
        r->ExplainForeignModify(mt, mt->fdwPrivate, &cx);
    }
}

/* Recheck Cond, its removed rows, Filter, and the pages read exact or lossy (PG's layout). */
static void show_bitmap_heap_details(ExplainState *es, BitmapHeapScan *bh, int indent,
                                     DeparseCxt *cx)
{
    Plan *plan = &bh->plan;
    PlanCounts pc;
    double exact = 0, lossy = 0, removed = 0;
    plan_counts(es->instr, plan, &pc);
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, plan) : NULL;
    if (ps)
        exec_bitmapheapscan_counts(ps, &exact, &lossy, &removed);
    double loops = pc.loops > 0 ? pc.loops : 1;
    show_quals(es, indent, "Recheck Cond", bh->bitmapqualorig, cx);
    if (bh->bitmapqualorig && es->opts.analyze &&
        (removed > 0 || es->opts.format != EXPLAIN_TEXT))
        prop_text(es, indent, "Rows Removed by Index Recheck",
                  psprintf("%.0f", rint(removed / loops)), true);
    show_quals(es, indent, "Filter", plan->qual, cx);
    if (plan->qual)
        show_removed(es, indent, "Rows Removed by Filter", plan);
    if (!es->opts.analyze)
        return;
    if (es->opts.format != EXPLAIN_TEXT) {
        prop_text(es, indent, "Exact Heap Blocks", psprintf("%.0f", exact), true);
        prop_text(es, indent, "Lossy Heap Blocks", psprintf("%.0f", lossy), true);
    } else if (exact > 0 || lossy > 0) {
        StringInfoData b;
        initStringInfo(&b);
        if (exact > 0)
            appendStringInfo(&b, " exact=%.0f", exact);
        if (lossy > 0)
            appendStringInfo(&b, " lossy=%.0f", lossy);
        prop_text(es, indent, "Heap Blocks", b.data + 1, false);
    }
}

/* INSERT ... ON CONFLICT: PG's three lines (the filter's columns always qualified). */
static void show_on_conflict(ExplainState *es, ModifyTable *mt, int indent, DeparseCxt *cx)
{
    if (mt->onConflictAction == ONCONFLICT_NONE)
        return;
    prop_text(es, indent, "Conflict Resolution",
              mt->onConflictAction == ONCONFLICT_NOTHING ? "NOTHING" : "UPDATE", false);
    List *names = NIL;
    ListCell *lc;
    foreach (lc, mt->arbiterIndexes)
        names = lappend(names, (void *)relation_name(lfirst_oid(lc)));
    if (names != NIL)
        prop_list(es, indent, "Conflict Arbiter Indexes", names);
    DeparseCxt c = *cx;
    c.prefix = true;
    show_quals(es, indent, "Conflict Filter", mt->onConflictWhere, &c);
    PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, &mt->plan) : NULL;
    if (ps == NULL)
        return;
    double inserted, conflicting, filtered;
    exec_modifytable_conflict_counts(ps, &inserted, &conflicting, &filtered);
    if (mt->onConflictWhere && (filtered > 0 || es->opts.format != EXPLAIN_TEXT))
        prop_text(es, indent, "Rows Removed by Conflict Filter", psprintf("%.0f", filtered), true);
    prop_text(es, indent, "Tuples Inserted", psprintf("%.0f", inserted), true);
    prop_text(es, indent, "Conflicting Tuples", psprintf("%.0f", conflicting), true);
}

static void show_details(ExplainState *es, Plan *plan, List *ancestors, int indent)
{
    DeparseCxt cx = node_cxt(es, plan, ancestors);
    show_output_of(es, indent, plan, ancestors);
    if (IsA(plan, NestLoop) || IsA(plan, HashJoin) || IsA(plan, MergeJoin)) {
        bool u = join_inner_unique(plan);
        if (es->opts.format != EXPLAIN_TEXT || (es->opts.verbose && u))
            prop_text(es, indent, "Inner Unique", u ? "true" : "false", true);
    }
    switch (nodeTag(plan)) {
    case T_TidScan:
        show_quals(es, indent, "TID Cond", ((TidScan *)plan)->tidqualorig, &cx);
        show_quals(es, indent, "Filter", plan->qual, &cx);
        if (plan->qual)
            show_removed(es, indent, "Rows Removed by Filter", plan);
        break;
    case T_IndexScan: {
        IndexScan *is = (IndexScan *)plan;
        show_quals(es, indent, "Index Cond", commuted_index_quals(is->indexqualorig), &cx);
        /* PG's index-only recheck of lossy conditions: a B-tree's never removes a row */
        if (is->indexonly && is->indexqualorig && es->opts.analyze &&
            es->opts.format != EXPLAIN_TEXT)
            prop_text(es, indent, "Rows Removed by Index Recheck", "0", true);
        show_quals(es, indent, "Filter", plan->qual, &cx);
        if (plan->qual)
            show_removed(es, indent, "Rows Removed by Filter", plan);
        PlanState *ps = es->opts.analyze ? plan_state_of(es->instr, plan) : NULL;
        if (is->indexonly && es->opts.analyze) /* PG 15: the total over all loops */
            prop_text(es, indent, "Heap Fetches",
                      psprintf("%.0f", ps ? exec_indexscan_heap_fetches(ps) : 0.0), true);
        break;
    }
    case T_BitmapIndexScan:
        show_quals(es, indent, "Index Cond",
                   commuted_index_quals(((BitmapIndexScan *)plan)->indexqualorig), &cx);
        break;
    case T_BitmapHeapScan:
        show_bitmap_heap_details(es, (BitmapHeapScan *)plan, indent, &cx);
        break;
    case T_NestLoop:
    case T_HashJoin:
    case T_MergeJoin: {
        Join *j = (Join *)plan;
        if (IsA(plan, MergeJoin))
            show_quals(es, indent, "Merge Cond", ((MergeJoin *)plan)->mergeclauses, &cx);
        if (IsA(plan, HashJoin)) {
            HashJoin *hj = (HashJoin *)plan;
            List *conds = NIL;
            for (int k = 0; k < list_length(hj->outer_keys); k++)
                conds = lappend(conds, psprintf("(%s = %s)",
                                                explain_deparse(list_nth(hj->outer_keys, k), &cx),
                                                explain_deparse(list_nth(hj->inner_keys, k), &cx)));
            StringInfoData b;
            initStringInfo(&b);
            ListCell *c;
            if (list_length(conds) > 1)
                appendStringInfoChar(&b, '(');
            foreach (c, conds) {
                if (foreach_current_index(c) > 0)
                    appendStringInfoString(&b, " AND ");
                appendStringInfoString(&b, lfirst(c));
            }
            if (list_length(conds) > 1)
                appendStringInfoChar(&b, ')');
            prop_text(es, indent, "Hash Cond", b.data, false);
        }
        show_quals(es, indent, "Join Filter", j->joinqual, &cx);
        show_quals(es, indent, "Filter", plan->qual, &cx);
        if (plan->qual)
            show_removed(es, indent, "Rows Removed by Filter", plan);
        break;
    }
    case T_Sort:
        prop_list(es, indent, "Sort Key", sort_key_items(es, (Sort *)plan, &cx));
        show_sort_info(es, plan, indent);
        break;
    case T_IncrementalSort: {
        IncrementalSort *is = (IncrementalSort *)plan;
        prop_list(es, indent, "Sort Key", sort_key_items(es, &is->sort, &cx));
        /* PG shows the presorted keys bare: no direction, NULLS order or collation */
        List *presorted = NIL;
        for (int k = 0; k < is->nPresortedCols; k++)
            presorted = lappend(presorted, explain_deparse_output(plan->lefttree,
                                                                  is->sort.sortColIdx[k], &cx));
        prop_list(es, indent, "Presorted Key", presorted);
        show_incsort_info(es, plan, indent);
        break;
    }
    case T_Agg: {
        Agg *a = (Agg *)plan;
        if (a->numCols > 0 && a->numSets == 0) {
            List *items = NIL;
            ListCell *lc;
            foreach (lc, a->groupExprs)
                items = lappend(items, explain_deparse(lfirst(lc), &cx));
            prop_list(es, indent, "Group Key", items);
        }
        /* only empty sets (GROUP BY ()): PG prints one "()" key per set */
        for (int set = 0; a->numCols == 0 && set < a->numSets; set++)
            prop_list(es, indent, "Group Key", list_make1(pstrdup("()")));
        if (a->numCols > 0 && a->numSets > 0)
            show_grouping_sets(es, indent, a, &cx);
        show_quals(es, indent, "Filter", plan->qual, &cx);
        show_hashagg_info(es, a, indent); /* between them, as PG */
        if (plan->qual)
            show_removed(es, indent, "Rows Removed by Filter", plan);
        break;
    }
    case T_Result: {
        Result *r = (Result *)plan;
        if (r->resconstantqual)
            show_quals(es, indent, "One-Time Filter", list_make1(r->resconstantqual), &cx);
        show_quals(es, indent, "One-Time Filter", plan->lefttree ? NIL : plan->qual, &cx);
        if (plan->lefttree)
            show_quals(es, indent, "Filter", plan->qual, &cx);
        break;
    }
    case T_ForeignScan:
        show_quals(es, indent, "Filter", plan->qual, &cx);
        if (plan->qual)
            show_removed(es, indent, "Rows Removed by Filter", plan);
        show_foreign_details(es, (ForeignScan *)plan, indent);
        break;
    case T_ModifyTable:
        show_foreign_modify(es, (ModifyTable *)plan, indent);
        show_on_conflict(es, (ModifyTable *)plan, indent, &cx);
        break;
    case T_Limit:
    case T_Unique:
    case T_Material:
    case T_Append:
    case T_LockRows:
    case T_SetOp:
    case T_WindowAgg:
    case T_ProjectSet:
        break;
    default:
        show_quals(es, indent, "Filter", plan->qual, &cx);
        if (plan->qual)
            show_removed(es, indent, "Rows Removed by Filter", plan);
        break;
    }
}

/* --- the tree */

static void explain_node(ExplainState *es, Plan *plan, List *ancestors, int arrow,
                         const char *relationship, bool synthetic_hash, const char *subplan_name);

static char *cost_text(ExplainState *es, Plan *plan, bool synthetic_hash)
{
    StringInfoData b;
    initStringInfo(&b);
    if (es->opts.costs)
        appendStringInfo(&b, "  (cost=%.2f..%.2f rows=%.0f width=%d)",
                         synthetic_hash ? plan->total_cost : plan->startup_cost, plan->total_cost,
                         plan_rows_shown(plan), explain_plan_width(plan));
    if (es->opts.analyze) {
        PlanCounts pc;
        plan_counts(es->instr, plan, &pc);
        if (!pc.executed)
            appendStringInfoString(&b, " (never executed)");
        else if (es->opts.timing)
            appendStringInfo(&b, " (actual time=%.3f..%.3f rows=%.0f loops=%.0f)",
                             pc.startup_ms / pc.loops, pc.total_ms / pc.loops,
                             rint(pc.rows / pc.loops), pc.loops);
        else
            appendStringInfo(&b, " (actual rows=%.0f loops=%.0f)", rint(pc.rows / pc.loops),
                             pc.loops);
    }
    return b.data;
}

static void json_num(ExplainState *es, const char *label, const char *fmt, double v)
{
    prop_text(es, 0, label, psprintf(fmt, v), true);
}

static void json_node_header(ExplainState *es, Plan *plan, NodeDesc *d, const char *rel,
                             const char *subplan_name, bool synthetic_hash)
{
    prop_text(es, 0, "Node Type",
              synthetic_hash           ? "Hash"
              : IsA(plan, ModifyTable) ? "ModifyTable" /* the text title is the operation */
              : IsA(plan, Agg)         ? "Aggregate"   /* the strategy says which */
                                       : d->name,
              false);
    if (!synthetic_hash && d->strategy)
        prop_text(es, 0, "Strategy", d->strategy, false);
    if (!synthetic_hash && IsA(plan, Agg))
        prop_text(es, 0, "Partial Mode", "Simple", false);
    if (!synthetic_hash && d->operation)
        prop_text(es, 0, "Operation", d->operation, false);
    if (rel)
        prop_text(es, 0, "Parent Relationship", rel, false);
    if (subplan_name)
        prop_text(es, 0, "Subplan Name", subplan_name, false);
    prop_text(es, 0, "Parallel Aware", "false", true);
    prop_text(es, 0, "Async Capable", "false", true);
    if (synthetic_hash)
        return;
    if (d->join_type)
        prop_text(es, 0, "Join Type", d->join_type, false);

    if (d->direction)
        prop_text(es, 0, "Scan Direction", d->direction, false);
    if (d->indexname)
        prop_text(es, 0, "Index Name", d->indexname, false);
    if (d->relname)
        prop_text(es, 0, "Relation Name", d->relname, false);
    if (d->relname && es->opts.verbose)
        prop_text(es, 0, "Schema", d->schema, false);
    if (d->funcname)
        prop_text(es, 0, "Function Name", d->funcname, false);
    if (d->alias && (d->relname || d->funcname || IsA(plan, SubqueryScan) ||
                     IsA(plan, ValuesScan) || IsA(plan, FunctionScan)))
        prop_text(es, 0, "Alias", d->alias, false);
}

static void json_costs(ExplainState *es, Plan *plan, bool synthetic_hash)
{
    if (es->opts.costs) {
        json_num(es, "Startup Cost", "%.2f",
                 synthetic_hash ? plan->total_cost : plan->startup_cost);
        json_num(es, "Total Cost", "%.2f", plan->total_cost);
        json_num(es, "Plan Rows", "%.0f", plan_rows_shown(plan));
        json_num(es, "Plan Width", "%.0f", explain_plan_width(plan));
    }
    if (es->opts.analyze) {
        PlanCounts pc;
        plan_counts(es->instr, plan, &pc);
        double loops = pc.loops > 0 ? pc.loops : 1;
        if (es->opts.timing) {
            json_num(es, "Actual Startup Time", "%.3f", pc.startup_ms / loops);
            json_num(es, "Actual Total Time", "%.3f", pc.total_ms / loops);
        }
        json_num(es, "Actual Rows", "%.0f", rint(pc.rows / loops));
        json_num(es, "Actual Loops", "%.0f", pc.loops);
    }
}

/*
 * A Result that only picks columns of its input (the planner's projection above a set
 * operation or window functions): PG's nodes project themselves and plan no such Result, so
 * EXPLAIN does not show it.
 */
static bool is_passthrough_result(Plan *plan)
{
    if (!IsA(plan, Result) || plan->lefttree == NULL || plan->qual != NIL ||
        ((Result *)plan)->resconstantqual != NULL || plan->targetlist == NIL)
        return false;
    ListCell *lc;
    foreach (lc, plan->targetlist) {
        Var *v = (Var *)((TargetEntry *)lfirst(lc))->expr;
        if (!IsA(v, Var) || v->varno != OUTER_VAR)
            return false;
    }
    return true;
}

/* A Subquery Scan that returns its subquery's rows unchanged: PG's planner removes those
 * (trivial_subqueryscan), so EXPLAIN shows the subquery's plan in its place. */
bool explain_subqueryscan_is_trivial(const Plan *plan)
{
    if (!IsA(plan, SubqueryScan) || plan->qual != NIL || plan->lefttree == NULL)
        return false;
    const Plan *in = plan->lefttree;
    while (in->targetlist == NIL && in->lefttree && !IsA(in, WindowAgg))
        in = in->lefttree;
    if (IsA(in, Append) || IsA(in, WindowAgg) ||
        list_length(plan->targetlist) != list_length(in->targetlist))
        return false;
    ListCell *lc;
    foreach (lc, plan->targetlist) {
        Var *v = (Var *)((TargetEntry *)lfirst(lc))->expr;
        if (!IsA(v, Var) || v->varno != SCAN_VAR || v->varattno != foreach_current_index(lc) + 1)
            return false;
    }
    return true;
}

static Plan *shown_plan(Plan *plan)
{
    while (plan && (is_passthrough_result(plan) || explain_subqueryscan_is_trivial(plan)))
        plan = plan->lefttree;
    return plan;
}

/* PG's INSERT ... VALUES of one row reads a Result, not a Values Scan. */
static bool is_insert_single_values(Plan *plan, List *ancestors)
{
    Plan *parent = ancestors ? linitial(ancestors) : NULL;
    return IsA(plan, ValuesScan) && list_length(((ValuesScan *)plan)->values_lists) == 1 &&
           plan->qual == NIL && parent &&
           ((IsA(parent, ModifyTable) && ((ModifyTable *)parent)->operation == CMD_INSERT) ||
            IsA(parent, RecursiveUnion)); /* PG pulls a one-row VALUES up into a Result */
}

/* The recursive WITH queries of a node and of the nodes EXPLAIN does not show above it. */
static List *node_ctes(Plan *plan, Plan *shown)
{
    List *out = NIL;
    for (Plan *p = plan; p && p != shown; p = p->lefttree)
        out = list_concat(out, list_copy(p->initPlan));
    return list_concat(out, list_copy(shown->initPlan));
}

static void explain_node(ExplainState *es, Plan *plan, List *ancestors, int arrow,
                         const char *relationship, bool synthetic_hash, const char *subplan_name);

/* "CTE name" and the WITH query's plan, before the node's other sub-plans (PG's initPlan). */
static void explain_ctes(ExplainState *es, Plan *plan, List *ctes, List *ancestors, int detail)
{
    ListCell *lc;
    (void)plan;
    (void)ancestors;
    /* PG does not look above an initPlan for what a parameter stands for: it shows $n */
    foreach (lc, ctes) {
        CteInitPlan *ip = lfirst(lc);
        Plan *sub = list_nth(es->stmt->subplans, ip->plan_id - 1);
        char *name = psprintf("CTE %s", ip->ctename);
        if (es->opts.format == EXPLAIN_TEXT) {
            appendStringInfoSpaces(&es->out, detail);
            appendStringInfo(&es->out, "%s\n", name);
        }
        explain_node(es, sub, NIL, detail + 2, "InitPlan", false, name);
    }
}

/* --- sub-plans */

static bool subplan_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, SubPlan)) {
        SubPlan *sp = (SubPlan *)node;
        List **found = ctx;
        ListCell *lc;
        bool seen = false;
        foreach (lc, *found)
            seen |= ((SubPlan *)lfirst(lc))->plan_id == sp->plan_id;
        if (!seen)
            *found = lappend(*found, sp);
        subplan_walker(sp->testexpr, ctx);
        return subplan_walker((Node *)sp->args, ctx);
    }
    return expression_tree_walker(node, subplan_walker, ctx);
}

/* The SubPlans in a node's own expressions, in order of appearance. */
static List *node_subplans(Plan *plan)
{
    List *found = NIL;
    subplan_walker((Node *)plan->targetlist, &found);
    subplan_walker((Node *)plan->qual, &found);
    switch (nodeTag(plan)) {
    case T_IndexScan:
        subplan_walker((Node *)((IndexScan *)plan)->keyexprs, &found);
        break;
    case T_BitmapIndexScan:
        subplan_walker((Node *)((BitmapIndexScan *)plan)->keyexprs, &found);
        break;
    case T_NestLoop:
    case T_HashJoin:
    case T_MergeJoin:
        subplan_walker((Node *)((Join *)plan)->joinqual, &found);
        break;
    case T_Result:
        subplan_walker(((Result *)plan)->resconstantqual, &found);
        break;
    case T_Agg:
        subplan_walker((Node *)((Agg *)plan)->groupExprs, &found);
        subplan_walker((Node *)((Agg *)plan)->aggrefs, &found);
        break;
    case T_Limit:
        subplan_walker(((Limit *)plan)->limitCount, &found);
        subplan_walker(((Limit *)plan)->limitOffset, &found);
        break;
    case T_ValuesScan:
        subplan_walker((Node *)((ValuesScan *)plan)->values_lists, &found);
        break;
    case T_FunctionScan:
        subplan_walker((Node *)((FunctionScan *)plan)->functions, &found);
        break;
    default:
        break;
    }
    return found;
}

/* PG computes an uncorrelated scalar or EXISTS sub-select once, as an InitPlan. */
static bool is_initplan(SubPlan *sp)
{
    return !sp->correlated && sp->subLinkType != ANY_SUBLINK && sp->subLinkType != ALL_SUBLINK;
}

static void explain_subplans(ExplainState *es, Plan *plan, List *ancestors, int detail, bool init)
{
    ListCell *lc;
    List *anc = lcons(plan, list_copy(ancestors));
    foreach (lc, node_subplans(plan)) {
        SubPlan *sp = lfirst(lc);
        if (is_initplan(sp) != init)
            continue;
        Plan *sub = list_nth(es->stmt->subplans, sp->plan_id - 1);
        char *name = init ? psprintf("InitPlan %d (returns $%d)", sp->plan_id, sp->plan_id - 1)
                          : psprintf("SubPlan %d", sp->plan_id);
        if (es->opts.format == EXPLAIN_TEXT) {
            appendStringInfoSpaces(&es->out, detail);
            appendStringInfo(&es->out, "%s\n", name);
        }
        es->param_sources = lappend(es->param_sources, sp);
        es->param_owners = lappend(es->param_owners, anc);
        explain_node(es, sub, anc, detail + 2, init ? "InitPlan" : "SubPlan", false, name);
    }
}

/* --- the tree */

static void json_open_plans(ExplainState *es)
{
    json_sep(es);
    appendStringInfoString(&es->out, "\"Plans\": [");
    es->json_indent++;
    es->json_first = true;
}

static void json_close(ExplainState *es, char bracket)
{
    es->json_indent--;
    appendStringInfoChar(&es->out, '\n');
    appendStringInfoSpaces(&es->out, es->json_indent * 2);
    appendStringInfoChar(&es->out, bracket);
    es->json_first = false;
}

/* The children of a node, with PG's relationship names; their "->" at column arrow. */
static void explain_children(ExplainState *es, Plan *plan, List *ancestors, int arrow)
{
    List *anc = lcons(plan, list_copy(ancestors));
    if (IsA(plan, Append)) {
        ListCell *lc;
        foreach (lc, ((Append *)plan)->appendplans)
            explain_node(es, lfirst(lc), anc, arrow, "Member", false, NULL);
        return;
    }
    if (plan->lefttree)
        explain_node(es, plan->lefttree, anc, arrow, IsA(plan, SubqueryScan) ? "Subquery" : "Outer",
                     false, NULL);
    if (plan->righttree)
        explain_node(es, plan->righttree, anc, arrow, "Inner", IsA(plan, HashJoin), NULL);
}

/*
 * One node and what is below it. arrow: the column of its "->" (-1 for the top node, which
 * has none); its details go 6 further (2 for the top node), as do its children's arrows.
 */
static void explain_node(ExplainState *es, Plan *plan, List *ancestors, int arrow,
                         const char *relationship, bool synthetic_hash, const char *subplan_name)
{
    NodeDesc d;
    List *ctes = NIL;
    if (!synthetic_hash) {
        Plan *shown = shown_plan(plan);
        ctes = node_ctes(plan, shown);
        plan = shown;
    }
    describe_node(es, plan, &d);
    if (is_insert_single_values(plan, ancestors)) {
        d.name = "Result";
        d.alias = NULL;
    }
    if (d.relname && OidIsValid(plan_relid(plan)))
        d.schema = relation_schema(plan_relid(plan));
    bool text = es->opts.format == EXPLAIN_TEXT;
    int detail = arrow < 0 ? 2 : arrow + 6;
    if (text) {
        if (arrow >= 0) {
            appendStringInfoSpaces(&es->out, arrow);
            appendStringInfoString(&es->out, "->  ");
        }
        appendStringInfo(&es->out, "%s%s\n",
                         synthetic_hash ? "Hash" : node_title(&d, plan, es->opts.verbose),
                         cost_text(es, plan, synthetic_hash));
    } else {
        if (arrow >= 0) {
            appendStringInfoChar(&es->out, es->json_first ? '\n' : ',');
            if (!es->json_first)
                appendStringInfoChar(&es->out, '\n');
            appendStringInfoSpaces(&es->out, es->json_indent * 2);
            appendStringInfoChar(&es->out, '{');
        }
        es->json_indent++;
        es->json_first = true;
        json_node_header(es, plan, &d, relationship, subplan_name, synthetic_hash);
        json_costs(es, plan, synthetic_hash);
    }
    if (synthetic_hash) {
        /* PG's Hash node: its input is this plan, one level deeper */
        if (es->opts.verbose) {
            DeparseCxt cx = node_cxt(es, plan, ancestors);
            List *items = NIL;
            ListCell *lc;
            foreach (lc, plan->targetlist)
                items =
                    lappend(items, explain_deparse((Node *)((TargetEntry *)lfirst(lc))->expr, &cx));
            if (items)
                prop_list(es, detail, "Output", items);
        }
        show_hash_info(es, linitial(ancestors), detail);
        show_hash_buffers(es, linitial(ancestors), detail);
        if (!text)
            json_open_plans(es);
        explain_node(es, plan, ancestors, detail, "Outer", false, NULL);
        if (!text) {
            json_close(es, ']');
            json_close(es, '}');
        }
        return;
    }
    show_details(es, plan, ancestors, detail);
    show_node_buffers(es, plan, detail);
    List *subs = node_subplans(plan);
    bool has_children = plan->lefttree || plan->righttree || subs != NIL || ctes != NIL ||
                        (IsA(plan, Append) && ((Append *)plan)->appendplans != NIL);
    if (has_children) {
        if (!text)
            json_open_plans(es);
        explain_ctes(es, plan, ctes, ancestors, detail);
        explain_subplans(es, plan, ancestors, detail, true);
        explain_children(es, plan, ancestors, detail);
        explain_subplans(es, plan, ancestors, detail, false);
        if (!text)
            json_close(es, ']');
    }
    if (!text && arrow >= 0)
        json_close(es, '}');
}

/* Does the plan read more than one FROM item (then columns are qualified, as PG does)? */
static int count_scans(Plan *plan)
{
    if (plan == NULL)
        return 0;
    /* a Bitmap Index Scan names its table only for its Index Cond's columns, a Result that
     * stands for an empty table (WHERE false) only for its own */
    int n = plan->scanrte && !IsA(plan, BitmapIndexScan) && !IsA(plan, Result) ? 1 : 0;
    if (IsA(plan, ForeignScan)) /* a join done remotely reads its tables */
        n += list_length(((ForeignScan *)plan)->fs_rtes);
    if (IsA(plan, Append)) {
        ListCell *lc;
        foreach (lc, ((Append *)plan)->appendplans)
            n += count_scans(lfirst(lc));
    }
    return n + count_scans(plan->lefttree) + count_scans(plan->righttree);
}

/* PG's unique names for FROM items: a name already taken gets "_1", "_2", ... */
static void assign_alias(ExplainState *es, RangeTblEntry *rte, List **used)
{
    const char *name = rte->eref->aliasname;
    bool taken = false;
    ListCell *lc;
    foreach (lc, *used)
        taken |= strcmp(lfirst(lc), name) == 0;
    if (taken) {
        for (int n = 1;; n++) {
            char *cand = psprintf("%s_%d", name, n);
            bool t2 = false;
            foreach (lc, *used)
                t2 |= strcmp(lfirst(lc), cand) == 0;
            if (!t2) {
                name = cand;
                break;
            }
        }
        es->alias_rtes = lappend(es->alias_rtes, rte);
        es->alias_names = lappend(es->alias_names, (void *)name);
    }
    *used = lappend(*used, (void *)name);
}

static void assign_aliases(ExplainState *es, Plan *plan, List **used)
{
    if (plan == NULL)
        return;
    RangeTblEntry *rte = plan->scanrte;
    /* INSERT's target is the first range table entry, before those of its query */
    if (IsA(plan, ModifyTable) && ((ModifyTable *)plan)->operation == CMD_INSERT && rte == NULL)
        *used = lappend(*used, (void *)relation_name(((ModifyTable *)plan)->relid));
    if (rte && rte->eref && rte->eref->aliasname && !explain_subqueryscan_is_trivial(plan) &&
        !IsA(plan, BitmapIndexScan) && !IsA(plan, Result))
        assign_alias(es, rte, used);
    if (IsA(plan, ForeignScan)) {
        ListCell *lc;
        foreach (lc, ((ForeignScan *)plan)->fs_rtes)
            assign_alias(es, lfirst(lc), used);
    }
    if (IsA(plan, Append)) {
        ListCell *lc;
        foreach (lc, ((Append *)plan)->appendplans)
            assign_aliases(es, lfirst(lc), used);
    }
    assign_aliases(es, plan->lefttree, used);
    assign_aliases(es, plan->righttree, used);
}

/* ---------------------------------------------------------------- running */

static void run_analyzed(ExplainState *es, PlannedStmt *stmt, double *exec_ms)
{
    InstrTable *t = palloc0(sizeof(InstrTable));
    t->timing = es->opts.timing;
    t->buffers = es->opts.buffers;
    es->instr = t;
    snapshot_get_current();
    EState *estate = exec_create_estate(stmt);
    estate->es_instrument = instrument_node;
    estate->es_instrument_arg = t;
    InstrTable *save = cur_instr;
    cur_instr = t;
    double t0 = now_ms();
    PG_TRY();
    {
        PlanState *ps = exec_init_node(stmt->planTree, estate);
        while (exec_proc_node(ps) != NULL)
            ;
        ListCell *lc;
        foreach (lc, t->all)
            instr_end_loop(lfirst(lc));
        exec_end_plan(ps, estate);
    }
    PG_CATCH();
    {
        cur_instr = save;
        PG_RE_THROW();
    }
    PG_END_TRY();
    *exec_ms = now_ms() - t0;
    cur_instr = save;
}

static void emit_lines(const char *text, UtilityRowFn rowfn, void *arg)
{
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char *line = pnstrdup(p, len);
        const char *vals[1] = {line};
        rowfn(arg, 1, vals);
        p += len + (nl ? 1 : 0);
    }
}

void explain_run(ExplainStmt *stmt, UtilityRowFn rowfn, void *arg)
{
    ExplainState es;
    memset(&es, 0, sizeof(es));
    parse_options(stmt->options, &es.opts);
    PlannedStmt *ps = stmt->plan;
    exec_check_permissions(ps); /* as PG, even without ANALYZE */
    if (ps == NULL || ps->planTree == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("EXPLAIN of this statement is not supported"));
    es.stmt = ps;
    if (es.opts.analyze && ps->numParams > 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("EXPLAIN ANALYZE of a statement with parameters is not supported yet"));
    int nscans = count_scans(ps->planTree); /* PG's range table has the sub-selects' too */
    ListCell *sl;
    foreach (sl, ps->subplans)
        nscans += count_scans(lfirst(sl));
    es.many_rels = nscans > 1;
    List *used = NIL;
    assign_aliases(&es, ps->planTree, &used);
    /* PG names the sub-plans' FROM items after the main plan's: WITH queries' here */
    foreach (sl, ps->subplans)
        if (IsA(lfirst(sl), RecursiveUnion))
            assign_aliases(&es, lfirst(sl), &used);
    initStringInfo(&es.out);
    double exec_ms = 0;
    if (es.opts.analyze)
        run_analyzed(&es, ps, &exec_ms);
    bool text = es.opts.format == EXPLAIN_TEXT;
    if (!text) {
        appendStringInfoString(&es.out, "[\n  {\n    \"Plan\": {");
        es.json_indent = 2;
        es.json_first = true;
    }
    explain_node(&es, ps->planTree, NIL, -1, NULL, false, NULL);
    if (!text) {
        es.json_indent = 2;
        appendStringInfoString(&es.out, "\n    }");
        es.json_first = false;
    }
    show_planning_buffers(&es, &ps->planning_buffers);
    if (es.opts.summary) {
        if (text) {
            appendStringInfo(&es.out, "Planning Time: %.3f ms\n", stmt->planning_ms);
            if (es.opts.analyze)
                appendStringInfo(&es.out, "Execution Time: %.3f ms\n", exec_ms);
        } else
            json_num(&es, "Planning Time", "%.3f", stmt->planning_ms);
    }
    if (!text && es.opts.analyze) {
        json_sep(&es);
        appendStringInfoString(&es.out, "\"Triggers\": [\n    ]");
    }
    if (es.opts.summary && !text && es.opts.analyze)
        json_num(&es, "Execution Time", "%.3f", exec_ms);
    if (!text) {
        appendStringInfoString(&es.out, "\n  }\n]");
        const char *vals[1] = {es.out.data};
        rowfn(arg, 1, vals);
        return;
    }
    emit_lines(es.out.data, rowfn, arg);
}
