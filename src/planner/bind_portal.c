/*
 * bind_portal.c: DECLARE CURSOR, PREPARE and EXECUTE (PG's transformDeclareCursorStmt and the
 * analysis half of prepare.c).
 *
 * DECLARE's query is bound here, in the statement's own ParseState, so its errors carry their
 * positions and its parameters ($n in the extended protocol) get their types; the planner then
 * plans it again into a statement of its own that the cursor keeps (planner.c). PREPARE's
 * parameter types are resolved here; EXECUTE finds the stored statement and binds its
 * arguments, coerced to the statement's parameter types as an assignment would be; under
 * EXPLAIN and CREATE TABLE AS it binds the stored statement itself with their values.
 */
#include <string.h>

#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "planner/bind_internal.h"
#include "planner/planner.h"

static void check_cursor_options(int options)
{
    if ((options & CURSOR_OPT_SCROLL) && (options & CURSOR_OPT_NO_SCROLL))
        ereport(ERROR, errcode(ERRCODE_INVALID_CURSOR_DEFINITION),
                errmsg("cannot specify both %s and %s", "SCROLL", "NO SCROLL"));
    if ((options & CURSOR_OPT_ASENSITIVE) && (options & CURSOR_OPT_INSENSITIVE))
        ereport(ERROR, errcode(ERRCODE_INVALID_CURSOR_DEFINITION),
                errmsg("cannot specify both %s and %s", "ASENSITIVE", "INSENSITIVE"));
}

/* A locking clause makes a cursor updatable, which holdable, scrollable and insensitive
 * cursors cannot be. */
static void check_read_only(Query *q, int options)
{
    static const struct {
        int option;
        const char *what, *verdict, *detail;
    } rules[] = {
        {CURSOR_OPT_HOLD, "DECLARE CURSOR WITH HOLD", "supported",
         "Holdable cursors must be READ ONLY."},
        {CURSOR_OPT_SCROLL, "DECLARE SCROLL CURSOR", "supported",
         "Scrollable cursors must be READ ONLY."},
        {CURSOR_OPT_INSENSITIVE, "DECLARE INSENSITIVE CURSOR", "valid",
         "Insensitive cursors must be READ ONLY."},
    };
    if (q->rowMarks == NIL)
        return;
    RowMarkClause *rc = linitial(q->rowMarks);
    for (size_t i = 0; i < lengthof(rules); i++)
        if (options & rules[i].option)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("%s ... %s is not %s", rules[i].what,
                           bind_lock_strength_name(rc->strength), rules[i].verdict),
                    errdetail("%s", rules[i].detail));
}

Query *bind_declare_cursor(ParseState *pstate, DeclareCursorStmt *stmt)
{
    check_cursor_options(stmt->options);
    Query *q = bind_sub_select(pstate, stmt->query);
    check_read_only(q, stmt->options);
    DeclareCursorInfo *info = makeNode(DeclareCursorInfo);
    info->portalname = stmt->portalname;
    info->options = stmt->options;
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}

Query *bind_prepare(ParseState *pstate, PrepareStmt *stmt)
{
    if (stmt->name == NULL || stmt->name[0] == '\0')
        ereport(ERROR, errcode(ERRCODE_INVALID_PSTATEMENT_DEFINITION),
                errmsg("invalid statement name: must not be empty"));
    PrepareInfo *info = makeNode(PrepareInfo);
    info->name = stmt->name;
    info->nargs = list_length(stmt->argtypes);
    info->argtypes = palloc0(sizeof(Oid) * (size_t)(info->nargs + 1));
    int i = 0;
    ListCell *lc;
    foreach (lc, stmt->argtypes) {
        int32 typmod;
        bind_typename(pstate, lfirst(lc), &info->argtypes[i], &typmod);
        i++;
    }
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}

Query *bind_execute(ParseState *pstate, ExecuteStmt *stmt)
{
    PreparedStatement *ps = prepared_find(stmt->name);
    if (ps == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_PSTATEMENT),
                errmsg("prepared statement \"%s\" does not exist", stmt->name));
    if (ps->plan == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("prepared statement is not a SELECT"));
    /* as PG's ExecuteQuery: arguments to a statement without parameters are not looked at */
    List *params = ps->nparams > 0 ? stmt->params : NIL;
    int nargs = list_length(params);
    if (ps->nparams > 0 && nargs != ps->nparams)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("wrong number of parameters for prepared statement \"%s\"", ps->name),
                errdetail("Expected %d parameters but got %d.", ps->nparams, nargs));
    ExecuteInfo *info = makeNode(ExecuteInfo);
    int i = 0;
    ListCell *lc;
    foreach (lc, params) {
        Node *expr = bind_expr(pstate, lfirst(lc), EXPR_KIND_EXECUTE_PARAMETER);
        Oid given = exprType(expr), want = ps->param_types[i];
        Node *coerced = bind_coerce_to_target(pstate, expr, given, want, -1, COERCION_ASSIGNMENT,
                                              COERCE_IMPLICIT_CAST, -1);
        if (coerced == NULL)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("parameter $%d of type %s cannot be coerced to the expected type %s",
                           i + 1, bind_format_type(given), bind_format_type(want)),
                    errhint("You will need to rewrite or cast the expression."),
                    errlocation(exprLocation(expr)));
        info->args = lappend(info->args, coerced);
        i++;
    }
    /* a plan made before DDL changed the catalog is made again now, as PG's plan cache does */
    planner_revalidate(ps);
    info->stmt = ps;
    ps->refs++;
    mcxt_register_reset_callback(CurrentMemoryContext, prepared_unref_callback, ps);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}

/* An EXECUTE argument's value, as the constant a custom plan sees in place of its $n. */
static Const *argument_value(Node *arg, Oid type)
{
    const TypeInfo *t = bind_type_info(type);
    ExprContext ec;
    memset(&ec, 0, sizeof(ec));
    ec.ecxt_per_tuple_memory = CurrentMemoryContext;
    ExprState *st = exec_init_expr((Expr *)arg, NULL, NULL);
    Const *c = makeNode(Const);
    c->consttype = type;
    c->consttypmod = exprTypmod(arg);
    c->constcollid = exprCollation(arg);
    c->constlen = t->typlen;
    c->constbyval = t->typbyval;
    c->constvalue = exec_eval_expr(st, &ec, &c->constisnull);
    if (c->constisnull)
        c->constvalue = (Datum)0;
    c->location = -1;
    return c;
}

/*
 * EXPLAIN EXECUTE and CREATE TABLE AS EXECUTE (PG plans the stored statement for the given
 * values, a custom plan): the arguments are checked and bound as EXECUTE's, evaluated, and the
 * stored statement's own parse tree is bound again in its own text with each $n that value,
 * so that the planner folds them as constants. The statement stays referenced by this one.
 */
Query *bind_execute_query(ParseState *pstate, ExecuteStmt *stmt)
{
    ExecuteInfo *info = (ExecuteInfo *)bind_execute(pstate, stmt)->utilityStmt;
    PreparedStatement *ps = info->stmt;
    ParamState params = {palloc0(sizeof(Oid) * (size_t)(ps->nparams + 1)), ps->nparams,
                         palloc0(sizeof(Const *) * (size_t)(ps->nparams + 1))};
    int i = 0;
    ListCell *lc;
    foreach (lc, info->args) {
        params.types[i] = ps->param_types[i];
        params.values[i] = argument_value(lfirst(lc), ps->param_types[i]);
        i++;
    }
    ParseState *inner = bind_make_pstate(NULL, &params, ps->query);
    inner->stmt_location = ps->raw->stmt_location;
    inner->stmt_len = ps->raw->stmt_len;
    return bind_statement(inner, ps->raw->stmt);
}
