/*
 * bind_record.c: record-typed expressions in the binder: which fields a record has (PG's
 * get_expr_result_tupdesc and expandRecordVariable), (expr).field and (expr).*.
 *
 * The one idea: the binder works out a record's shape from where the record comes from (the
 * names a value may carry are for row_to_json at run time, executor/types/record.h): a call
 * of a function with OUT columns (ProcInfo.outargs, polymorphic ones resolved from the
 * arguments), a ROW(...) or whole-row reference (bind_row.c), or a column of a sub-select in
 * FROM whose output is one of these (followed level by level). (expr).field then becomes a
 * FieldSelect of the field's number; a record whose shape cannot be told gives PG's
 * "could not identify column" error.
 */
#include "executor/types/array.h"
#include "planner/bind_internal.h"

/* The range tables a Var may point into: this level's, then the enclosing ones'. */
typedef struct Level {
    List *rtable;
    const struct Level *up;
} Level;

/* "x anyelement, n int4": polymorphic types resolved from the call's arguments. */
static bool function_shape(const FuncExpr *f, RecordShape *out)
{
    const ProcInfo *p = proc_by_oid(f->funcid);
    if (p == NULL || p->outargs == NULL)
        return false;
    Oid elem = InvalidOid;
    for (int i = 0; i < p->pronargs && i < list_length(f->args); i++) {
        Oid t = exprType(list_nth(f->args, i));
        if (p->argtypes[i] == ANYARRAYOID)
            elem = arraytype_elem_of(t);
        else if (p->argtypes[i] == ANYELEMENTOID)
            elem = t;
    }
    char *spec = pstrdup(p->outargs), *save = NULL;
    out->nfields = 0;
    out->names = palloc(sizeof(char *) * PROC_MAX_ARGS);
    out->types = palloc(sizeof(Oid) * PROC_MAX_ARGS);
    for (char *col = strtok_r(spec, ",", &save); col; col = strtok_r(NULL, ",", &save)) {
        char *name = col + strspn(col, " ");
        char *type = strchr(name, ' ');
        assert(type != NULL && out->nfields < PROC_MAX_ARGS);
        *type++ = '\0';
        /* the polymorphic pseudo-types have no rows in the type table */
        const TypeInfo *ti = type_by_name(type);
        Oid t = strcmp(type, "anyelement") == 0 ? elem
                : strcmp(type, "anyarray") == 0 ? arraytype_of_elem(elem)
                                                 : ti->oid;
        assert(ti != NULL || OidIsValid(t));
        out->names[out->nfields] = name;
        out->types[out->nfields++] = t;
    }
    return true;
}

/* ROW(...) and whole-row references: the fields are the arguments, f1, f2, ... when unnamed. */
static bool row_shape(const RowExpr *r, RecordShape *out)
{
    out->nfields = list_length(r->args);
    out->names = palloc(sizeof(char *) * (size_t)(out->nfields + 1));
    out->types = palloc(sizeof(Oid) * (size_t)(out->nfields + 1));
    ListCell *lc;
    foreach (lc, r->args) {
        int i = foreach_current_index(lc);
        out->names[i] = r->colnames ? strVal(list_nth(r->colnames, i)) : psprintf("f%d", i + 1);
        out->types[i] = exprType(lfirst(lc));
    }
    return true;
}

static bool expr_shape(const Level *lv, Node *expr, RecordShape *out)
{
    if (expr == NULL || exprType(expr) != RECORDOID)
        return false;
    if (IsA(expr, FuncExpr))
        return function_shape((FuncExpr *)expr, out);
    if (IsA(expr, RowExpr))
        return row_shape((RowExpr *)expr, out);
    if (!IsA(expr, Var))
        return false;
    Var *v = (Var *)expr;
    for (int i = 0; i < v->varlevelsup && lv; i++)
        lv = lv->up;
    if (lv == NULL || v->varno < 1 || v->varno > list_length(lv->rtable) || v->varattno <= 0)
        return false;
    RangeTblEntry *rte = list_nth(lv->rtable, v->varno - 1);
    if (rte->rtekind != RTE_SUBQUERY || rte->subquery == NULL)
        return false;
    ListCell *lc;
    foreach (lc, rte->subquery->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resno == v->varattno) {
            Level inner = {rte->subquery->rtable, lv};
            return expr_shape(&inner, (Node *)tle->expr, out);
        }
    }
    return false;
}

static Level *levels_of(ParseState *pstate)
{
    if (pstate == NULL)
        return NULL;
    Level *lv = palloc(sizeof(Level));
    lv->rtable = pstate->rtable;
    lv->up = levels_of(pstate->parent);
    return lv;
}

bool bind_record_shape(ParseState *pstate, Node *expr, RecordShape *out)
{
    return expr_shape(levels_of(pstate), expr, out);
}

static Node *make_field_select(Node *arg, const RecordShape *shape, int i)
{
    FieldSelect *fs = makeNode(FieldSelect);
    fs->arg = (Expr *)arg;
    fs->fieldnum = (int16)(i + 1);
    fs->fieldname = shape->names[i];
    fs->resulttype = shape->types[i];
    fs->resulttypmod = -1;
    fs->resultcollid = bind_type_collation(shape->types[i]);
    return (Node *)fs;
}

/* PG's unknown_attribute, for an expression that is not a whole-row reference. */
static pg_noreturn void no_such_field(Node *arg, const char *field, int location)
{
    Oid t = exprType(arg);
    if (t == RECORDOID)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                errmsg("could not identify column \"%s\" in record data type", field),
                errlocation(location));
    ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
            errmsg("column notation .%s applied to type %s, which is not a composite type", field,
                   bind_format_type(t)),
            errlocation(location));
}

Node *bind_field_select(ParseState *pstate, Node *arg, const char *field, int location)
{
    RecordShape shape;
    if (bind_record_shape(pstate, arg, &shape))
        for (int i = 0; i < shape.nfields; i++)
            if (strcmp(shape.names[i], field) == 0)
                return make_field_select(arg, &shape, i);
    no_such_field(arg, field, location);
}

/* (expr).* in a target list: one (expr).field per field, as pairs (expression, name). PG's
 * errors here have no position. */
List *bind_expand_record_star(ParseState *pstate, Node *arg)
{
    RecordShape shape;
    if (!bind_record_shape(pstate, arg, &shape)) {
        if (exprType(arg) == RECORDOID)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("record type has not been registered"));
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("type %s is not composite", bind_format_type(exprType(arg))));
    }
    List *out = NIL;
    for (int i = 0; i < shape.nfields; i++)
        out = lappend(out, list_make2(make_field_select(arg, &shape, i),
                                      makeString(pstrdup(shape.names[i]))));
    return out;
}
