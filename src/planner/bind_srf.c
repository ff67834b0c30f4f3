/*
 * bind_srf.c: set-returning functions in the binder: where a call may appear (PG's
 * check_srf_call_placement) and function calls in FROM (PG's transformRangeFunction).
 *
 * The one idea: a set-returning call is an ordinary FuncExpr with funcretset set. In a target
 * list (or ORDER BY / GROUP BY / DISTINCT ON, which feed the target list) it marks the query
 * hasTargetSRFs and the planner adds a ProjectSet; in FROM it becomes an RTE_FUNCTION whose
 * columns are the functions' results (one per function, plus "ordinality"). Everywhere else
 * it is an error worded as PG's.
 */
#include "planner/bind_internal.h"

static bool find_srf_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, FuncExpr) && ((FuncExpr *)node)->funcretset) {
        *(Node **)ctx = node;
        return true;
    }
    if (IsA(node, SubLink) || IsA(node, Query))
        return false; /* a sub-select's calls are its own business */
    return expression_tree_walker(node, find_srf_walker, ctx);
}

/* The first set-returning call in an expression (not inside sub-selects), or NULL. */
Node *bind_find_srf(Node *expr)
{
    Node *found = NULL;
    find_srf_walker(expr, &found);
    return found;
}

void bind_check_srf_placement(ParseState *pstate, Node *srf, int location)
{
    const char *err = NULL;
    bool errkind = false;

    switch (pstate->exprKind) {
    case EXPR_KIND_JOIN_ON:
    case EXPR_KIND_JOIN_USING:
        err = "set-returning functions are not allowed in JOIN conditions";
        break;
    case EXPR_KIND_FROM_FUNCTION: {
        Node *inner = bind_find_srf((Node *)((FuncExpr *)srf)->args);
        if (inner)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("set-returning functions must appear at top level of FROM"),
                    errlocation(exprLocation(inner)));
        break;
    }
    case EXPR_KIND_SELECT_TARGET:
    case EXPR_KIND_INSERT_TARGET:
    case EXPR_KIND_GROUP_BY:
    case EXPR_KIND_ORDER_BY:
    case EXPR_KIND_DISTINCT_ON:
    case EXPR_KIND_WINDOW_PARTITION:
    case EXPR_KIND_WINDOW_ORDER:
    case EXPR_KIND_RETURNING:
    case EXPR_KIND_VALUES_SINGLE:
        pstate->hasTargetSRFs = true;
        break;
    case EXPR_KIND_UPDATE_SOURCE:
    case EXPR_KIND_UPDATE_TARGET:
        err = "set-returning functions are not allowed in UPDATE";
        break;
    case EXPR_KIND_WINDOW_FRAME:
    case EXPR_KIND_WINDOW_FRAME_RANGE:
    case EXPR_KIND_WINDOW_FRAME_GROUPS:
        err = "set-returning functions are not allowed in window definitions";
        break;
    case EXPR_KIND_COLUMN_DEFAULT:
        err = "set-returning functions are not allowed in DEFAULT expressions";
        break;
    case EXPR_KIND_CHECK_CONSTRAINT:
        err = "set-returning functions are not allowed in check constraints";
        break;
    case EXPR_KIND_INDEX_EXPRESSION:
        err = "set-returning functions are not allowed in index expressions";
        break;
    case EXPR_KIND_INDEX_PREDICATE:
        err = "set-returning functions are not allowed in index predicates";
        break;
    case EXPR_KIND_POLICY:
        err = "set-returning functions are not allowed in policy expressions";
        break;
    case EXPR_KIND_ALTER_COL_TRANSFORM:
        err = "set-returning functions are not allowed in transform expressions";
        break;
    default:
        errkind = true;
        break;
    }
    if (err)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED), errmsg("%s", err),
                errlocation(location));
    if (errkind)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("set-returning functions are not allowed in %s",
                       bind_expr_kind_name(pstate->exprKind)),
                errlocation(location));
    pstate->lastSrf = srf;
}

/* CASE, COALESCE, aggregate and window arguments cannot hold a set-returning call. */
void bind_reject_srf_in(Node *expr, const char *construct)
{
    Node *srf = bind_find_srf(expr);
    if (srf == NULL)
        return;
    if (strcmp(construct, "aggregate") == 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("aggregate function calls cannot contain set-returning function calls"),
                errhint("You might be able to move the set-returning function into a LATERAL "
                        "FROM item."),
                errlocation(exprLocation(srf)));
    if (strcmp(construct, "window") == 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("window function calls cannot contain set-returning function calls"),
                errhint("You might be able to move the set-returning function into a LATERAL "
                        "FROM item."),
                errlocation(exprLocation(srf)));
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("set-returning functions are not allowed in %s", construct),
            errhint("You might be able to move the set-returning function into a LATERAL FROM "
                    "item."),
            errlocation(exprLocation(srf)));
}

/* ---------------------------------------------------------------- functions in FROM */

static bool is_unnest(FuncCall *fc)
{
    int n = list_length(fc->funcname);
    if (n == 2 && strcmp(strVal(linitial(fc->funcname)), "pg_catalog") != 0)
        return false;
    return n <= 2 && strcmp(strVal(llast(fc->funcname)), "unnest") == 0;
}

/*
 * Functions whose result is a row of named columns (PG's OUT parameters) written before Basalt
 * had record values (those that return one now declare ProcInfo.outargs and are expanded by
 * bind_record.c): in FROM such a call f(args) becomes ROWS FROM (f(args, 1), f(args, 2), ...): the
 * function returns column i when called with i as a hidden last argument, and the calls run in
 * lockstep (executor/types/fdwfuncs.c; srf_columns.c gives them one copy of changing rows).
 */
typedef struct OutColumns {
    Oid funcid;
    int ncols;
    const char *names[16];
    Oid types[16];
} OutColumns;

/* Basalt has no xid type: transactionid is the 64-bit xid as bigint, as backend_xid is. */
static const OutColumns out_columns[] = {
    {2289, 2, {"option_name", "option_value"}, {TEXTOID, TEXTOID}}, /* pg_options_to_table */
    {1371, 16, /* pg_lock_status (executor/types/lockfuncs.c) */
     {"locktype", "database", "relation", "page", "tuple", "virtualxid", "transactionid",
      "classid", "objid", "objsubid", "virtualtransaction", "pid", "mode", "granted", "fastpath",
      "waitstart"},
     {TEXTOID, OIDOID, OIDOID, INT4OID, INT2OID, TEXTOID, INT8OID, OIDOID, OIDOID, INT2OID,
      TEXTOID, INT4OID, TEXTOID, BOOLOID, BOOLOID, TIMESTAMPTZOID}},
    {2510, 7, /* pg_prepared_statement (executor/types/portalfuncs.c) */
     {"name", "statement", "prepare_time", "parameter_types", "from_sql", "generic_plans",
      "custom_plans"},
     {TEXTOID, TEXTOID, TIMESTAMPTZOID, 2211 /* regtype[] */, BOOLOID, INT8OID, INT8OID}},
    {2511, 6, /* pg_cursor */
     {"name", "statement", "is_holdable", "is_binary", "is_scrollable", "creation_time"},
     {TEXTOID, TEXTOID, BOOLOID, BOOLOID, BOOLOID, TIMESTAMPTZOID}},
};

static const OutColumns *find_out_columns(Node *e)
{
    if (!IsA(e, FuncExpr) || ((FuncExpr *)e)->funcresulttype != RECORDOID)
        return NULL;
    for (size_t i = 0; i < lengthof(out_columns); i++)
        if (out_columns[i].funcid == ((FuncExpr *)e)->funcid)
            return &out_columns[i];
    return NULL;
}

/* The call of f that returns column i (0-based) of its result. */
static Node *out_column_call(FuncExpr *f, const OutColumns *oc, int i)
{
    FuncExpr *c = palloc(sizeof(FuncExpr));
    *c = *f;
    c->funcresulttype = oc->types[i];
    c->funccollid = oc->types[i] == TEXTOID ? DEFAULT_COLLATION_OID : InvalidOid;
    c->args = list_copy(f->args);
    c->args = lappend(c->args, bind_make_const(INT4OID, -1, Int32GetDatum(i + 1), false, -1));
    return (Node *)c;
}

/*
 * FROM f(args) [WITH ORDINALITY] [AS alias(cols)]. Function arguments may refer to earlier FROM
 * items (functions in FROM are implicitly LATERAL, as in PG). unnest(a, b, ...) with several
 * arguments is ROWS FROM (unnest(a), unnest(b), ...), as PG expands it.
 */
RangeTblEntry *bind_range_function(ParseState *pstate, RangeFunction *rf)
{
    FuncCall *fc = (FuncCall *)rf->func;
    List *calls = NIL;
    ListCell *lc;

    if (IsA(fc, FuncCall) && is_unnest(fc) && list_length(fc->args) > 1 && !fc->agg_star &&
        fc->agg_order == NIL && fc->agg_filter == NULL && fc->over == NULL && !fc->agg_distinct &&
        !fc->func_variadic) {
        foreach (lc, fc->args) {
            FuncCall *one = palloc(sizeof(FuncCall));
            *one = *fc;
            one->args = list_make1(lfirst(lc));
            calls = lappend(calls, one);
        }
    } else
        calls = list_make1(fc);

    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_FUNCTION;
    rte->funcordinality = rf->ordinality;
    rte->lateral = true;
    rte->inFromCl = true;
    rte->alias = rf->alias;

    ParseExprKind save_kind = pstate->exprKind;
    List *names = NIL;
    char *first_name = NULL;
    bool composite = false; /* a call expanded into its result's columns */
    foreach (lc, calls) {
        Node *raw = lfirst(lc);
        Node *e = bind_expr(pstate, raw, EXPR_KIND_FROM_FUNCTION);
        pstate->exprKind = save_kind;
        if (bind_find_srf(e) != NULL && bind_find_srf(e) != e)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("set-returning functions must appear at top level of FROM"),
                    errlocation(exprLocation(bind_find_srf(e))));
        char *fname = IsA(raw, FuncCall) ? strVal(llast(((FuncCall *)raw)->funcname))
                                         : bind_figure_colname(raw);
        if (first_name == NULL)
            first_name = fname;
        const OutColumns *oc = find_out_columns(e);
        if (oc) {
            for (int i = 0; i < oc->ncols; i++) {
                Node *c = out_column_call((FuncExpr *)e, oc, i);
                rte->functions = lappend(rte->functions, c);
                rte->funcfields = lappend_int(rte->funcfields, 0);
                names = lappend(names, makeString(pstrdup(oc->names[i])));
                rte->coltypes = lappend_oid(rte->coltypes, exprType(c));
                rte->coltypmods = lappend_int(rte->coltypmods, -1);
                rte->colcollations = lappend_oid(rte->colcollations, exprCollation(c));
            }
            composite = true;
            continue;
        }
        RecordShape shape;
        if (bind_record_shape(pstate, e, &shape)) { /* OUT columns: its record's fields */
            rte->functions = lappend(rte->functions, e);
            rte->funcfields = lappend_int(rte->funcfields, shape.nfields);
            for (int i = 0; i < shape.nfields; i++) {
                names = lappend(names, makeString(pstrdup(shape.names[i])));
                rte->coltypes = lappend_oid(rte->coltypes, shape.types[i]);
                rte->coltypmods = lappend_int(rte->coltypmods, -1);
                rte->colcollations =
                    lappend_oid(rte->colcollations, bind_type_collation(shape.types[i]));
            }
            composite = true;
            continue;
        }
        Oid type = exprType(e);
        if (type == RECORDOID || type == VOIDOID)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("functions returning %s in FROM are not supported yet",
                           type == RECORDOID ? "record" : "void"),
                    errlocation(rf->location));
        rte->functions = lappend(rte->functions, e);
        rte->funcfields = lappend_int(rte->funcfields, 0);
        /* a function of one OUT column is named by it (pg_partition_ancestors: relid) */
        bool out_named = IsA(e, FuncExpr) && ((FuncExpr *)e)->funcid == 3425;
        composite |= out_named;
        names = lappend(names, makeString(pstrdup(out_named ? "relid" : fname)));
        rte->coltypes = lappend_oid(rte->coltypes, type);
        rte->coltypmods = lappend_int(rte->coltypmods, exprTypmod(e));
        rte->colcollations = lappend_oid(rte->colcollations, exprCollation(e));
    }
    if (rf->ordinality) {
        names = lappend(names, makeString(pstrdup("ordinality")));
        rte->coltypes = lappend_oid(rte->coltypes, INT8OID);
        rte->coltypmods = lappend_int(rte->coltypmods, -1);
        rte->colcollations = lappend_oid(rte->colcollations, InvalidOid);
    }
    const char *aliasname = rf->alias ? rf->alias->aliasname : first_name;
    List *given = rf->alias ? rf->alias->colnames : NIL;
    int ncols = list_length(names);
    if (list_length(given) > ncols)
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("table \"%s\" has %d columns available but %d columns specified",
                       aliasname, ncols, list_length(given)));
    /* A single scalar function named by an alias without column names: the column takes the
     * alias (FROM generate_series(1, 3) AS g has column g), as PG does. */
    if (rf->alias && given == NIL && list_length(calls) == 1 && !composite)
        lfirst(list_nth_cell(names, 0)) = makeString(pstrdup(aliasname));
    for (int i = 0; i < list_length(given); i++)
        lfirst(list_nth_cell(names, i)) = list_nth(given, i);
    Alias *eref = makeNode(Alias);
    eref->aliasname = pstrdup(aliasname);
    eref->colnames = names;
    rte->eref = eref;
    return rte;
}
