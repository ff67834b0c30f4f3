/*
 * bind_coerce.c: types in the binder: type names, type display names, and coercions.
 *
 * The one idea: a coercion is found as PostgreSQL finds it (find_coercion_pathway): a pg_cast
 * row allowed in the context (implicit < assignment < explicit) decides between a cast function
 * (FuncExpr), a binary relabeling (RelabelType) and an I/O conversion (CoerceViaIO); with no row,
 * anything converts to a string type by I/O in assignment context, and a string type converts to
 * anything by I/O in explicit context. An unknown-typed literal is not cast at run time: its text
 * goes through the target type's input function now, into a Const, so bad input is reported with
 * the literal's position.
 */
#include "planner/bind_internal.h"
#include "planner/bind_array.h"
#include "executor/types/array.h"

const TypeInfo *bind_type_info(Oid typid)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t == NULL)
        elog(ERROR, "cache lookup failed for type %u", typid);
    return t;
}

char bind_type_category(Oid typid)
{
    if (typid == UNKNOWNOID)
        return TYPCATEGORY_UNKNOWN;
    const TypeInfo *t = type_by_oid(typid);
    return t ? t->typcategory : TYPCATEGORY_USER;
}

bool bind_type_preferred(Oid typid)
{
    const TypeInfo *t = type_by_oid(typid);
    return t ? t->typispreferred : false;
}

/* Collatable types get the default collation ("name" is C, as in PG); the rest none. */
Oid bind_type_collation(Oid typid)
{
    switch (typid) {
    case TEXTOID:
    case VARCHAROID:
    case BPCHAROID:
        return DEFAULT_COLLATION_OID;
    case NAMEOID:
        return C_COLLATION_OID;
    default: {
        /* arrays take their element type's collation, as in PG's pg_type */
        Oid elem = arraytype_elem_of(typid);
        return OidIsValid(elem) ? bind_type_collation(elem) : InvalidOid;
    }
    }
}

bool bind_is_polymorphic(Oid typid)
{
    return typid == ANYELEMENTOID || typid == ANYARRAYOID || typid == ANYNONARRAYOID ||
           typid == ANYCOMPATIBLEOID || typid == ANYCOMPATIBLEARRAYOID ||
           typid == ANYCOMPATIBLENONARRAYOID;
}

/* ---------------------------------------------------------------- display names */

/* format_type_be(): the name PG shows in messages ("integer", "character varying"). */
char *bind_format_type(Oid typid)
{
    return type_format(typid);
}

/* format_type_with_typemod(): "character varying(3)", "numeric(5,2)", "bpchar" for -1. */
char *bind_format_type_mod(Oid typid, int32 typmod)
{
    return type_format_mod(typid, typmod);
}

/* ---------------------------------------------------------------- type names */

/* The type's typmod_in, its errors ("length for type varchar must be at least 1") pointing at
 * the type name, as PG's error callback does. */
static int32 typmod_in_at(ParseState *pstate, const TypeInfo *t, const int32 *mods, int n,
                          int location)
{
    volatile int32 result = -1;
    PG_TRY();
    {
        result = t->typmod_in(mods, n);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e != NULL && e->cursorpos == 0 && location >= 0)
            e->cursorpos = bind_char_position(pstate ? pstate->query_text : NULL, location);
        PG_RE_THROW();
    }
    PG_END_TRY();
    return result;
}

static int32 typename_typmod(ParseState *pstate, TypeName *tn, const TypeInfo *t)
{
    if (tn->typmods == NIL)
        return tn->typemod;
    if (t->typmod_in == NULL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("type modifier is not allowed for type \"%s\"", t->typname),
                errlocation(tn->location));
    int n = list_length(tn->typmods);
    int32 *mods = palloc(sizeof(int32) * (size_t)n);
    ListCell *lc;
    foreach (lc, tn->typmods) {
        Node *m = lfirst(lc);
        if (IsA(m, A_Const) && ((A_Const *)m)->kind == CONST_INTEGER)
            mods[foreach_current_index(lc)] = (int32)((A_Const *)m)->ival;
        else if (IsA(m, Integer))
            mods[foreach_current_index(lc)] = (int32)intVal(m);
        else
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("type modifiers must be simple constants or identifiers"),
                    errlocation(tn->location));
    }
    return typmod_in_at(pstate, t, mods, n, tn->location);
}

/* typenameTypeIdAndMod(): TypeName -> type oid and typmod, 42704 if there is no such type. */
void bind_typename(ParseState *pstate, TypeName *tn, Oid *typid, int32 *typmod)
{
    int n = list_length(tn->names);
    const char *name = strVal(llast(tn->names));
    const TypeInfo *t = NULL;
    if (tn->pct_type)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("%%TYPE references are not supported yet"), errlocation(tn->location));
    if (n > 3 || (n == 3 && strcmp(strVal(linitial(tn->names)), "basalt") != 0 &&
                  strcmp(strVal(linitial(tn->names)), "postgres") != 0)) {
        if (n == 3)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("cross-database references are not implemented: %s",
                           bind_name_list_to_string(tn->names)),
                    errlocation(tn->location));
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper %%TYPE reference (too many dotted names): %s",
                       bind_name_list_to_string(tn->names)),
                errlocation(tn->location));
    }
    if (n >= 2) {
        const char *nsp = strVal(list_nth(tn->names, n - 2));
        if (strcmp(nsp, "pg_catalog") == 0)
            t = type_by_name(name);
        else if (!OidIsValid(catalog_namespace_oid(nsp)))
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", nsp), errlocation(tn->location));
    } else
        t = type_by_name(name);
    if (t == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("type \"%s%s\" does not exist", bind_name_list_to_string(tn->names),
                       tn->arrayBounds != NIL ? "[]" : ""),
                errlocation(tn->location));
    if (tn->setof)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("SETOF type not supported yet"), errlocation(tn->location));
    int32 mod = typename_typmod(pstate, tn, t);
    Oid result = t->oid;
    if (tn->arrayBounds != NIL) {
        if (t->typarray == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("could not find array type for data type %s", bind_format_type(t->oid)),
                    errlocation(tn->location));
        result = t->typarray;
        if (type_by_oid(result) == NULL)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("arrays are not supported yet"), errlocation(tn->location));
    }
    *typid = result;
    *typmod = mod;
}

/* ---------------------------------------------------------------- coercion paths */

/* PATH_ARRAY: an array cast element by element (ArrayCoerceExpr), added for arrays */
typedef enum CoercionPath { PATH_NONE, PATH_FUNC, PATH_RELABEL, PATH_IO, PATH_ARRAY } CoercionPath;

static bool cast_allowed(char castcontext, CoercionContext ctx)
{
    switch (castcontext) {
    case COERCION_CODE_IMPLICIT: return true;
    case COERCION_CODE_ASSIGNMENT: return ctx >= COERCION_ASSIGNMENT;
    default: return ctx == COERCION_EXPLICIT;
    }
}

static CoercionPath find_path(Oid target, Oid source, CoercionContext ctx, Oid *funcid)
{
    *funcid = InvalidOid;
    if (source == target)
        return PATH_RELABEL;
    const CastInfo *c = cast_find(source, target);
    if (c != NULL) {
        if (!cast_allowed(c->castcontext, ctx))
            return PATH_NONE;
        switch (c->castmethod) {
        case COERCION_METHOD_FUNCTION: *funcid = c->castfunc; return PATH_FUNC;
        case COERCION_METHOD_BINARY: return PATH_RELABEL;
        default: return PATH_IO;
        }
    }
    Oid telem = bind_array_elem_type(target), selem = bind_array_elem_type(source);
    if (telem && selem && target != 22 && target != 30) {
        /* arrays convert when their elements do (PG's COERCION_PATH_ARRAYCOERCE) */
        Oid efunc;
        CoercionPath ep = find_path(telem, selem, ctx, &efunc);
        if (ep == PATH_RELABEL)
            return PATH_RELABEL;
        if (ep != PATH_NONE)
            return PATH_ARRAY;
    }
    if (ctx >= COERCION_ASSIGNMENT && bind_type_category(target) == TYPCATEGORY_STRING)
        return PATH_IO;
    if (ctx == COERCION_EXPLICIT && bind_type_category(source) == TYPCATEGORY_STRING)
        return PATH_IO;
    return PATH_NONE;
}

/* check_generic_type_consistency(), reduced to the pseudotypes the builtins use. */
static bool polymorphic_consistent(int nargs, const Oid *input, const Oid *target)
{
    Oid elem = InvalidOid;
    char compat_cat = 0;
    for (int i = 0; i < nargs; i++) {
        Oid in = input[i];
        if (in == UNKNOWNOID)
            continue;
        switch (target[i]) {
        case ANYELEMENTOID:
        case ANYNONARRAYOID:
            if (target[i] == ANYNONARRAYOID && bind_array_elem_type(in) != InvalidOid)
                return false;
            if (elem != InvalidOid && elem != in)
                return false;
            elem = in;
            break;
        case ANYARRAYOID: {
            Oid e = bind_array_elem_type(in);
            if (e == InvalidOid)
                return false;
            if (elem != InvalidOid && elem != e)
                return false;
            elem = e;
            break;
        }
        case ANYCOMPATIBLEOID:
        case ANYCOMPATIBLENONARRAYOID:
        case ANYCOMPATIBLEARRAYOID: {
            /* the anycompatible family must find a common type: here, one category */
            Oid t = in;
            if (target[i] == ANYCOMPATIBLEARRAYOID && (t = bind_array_elem_type(in)) == InvalidOid)
                return false;
            if (target[i] == ANYCOMPATIBLENONARRAYOID && bind_array_elem_type(in) != InvalidOid)
                return false;
            char cat = bind_type_category(t);
            if (compat_cat != 0 && compat_cat != cat)
                return false;
            compat_cat = cat;
            break;
        }
        default:
            break;
        }
    }
    return true;
}

/* can_coerce_type(): could every input be coerced to its target in this context? */
bool bind_can_coerce(int nargs, const Oid *input, const Oid *target, CoercionContext ctx)
{
    bool have_generic = false;
    for (int i = 0; i < nargs; i++) {
        Oid in = input[i], tg = target[i];
        Oid func;
        if (in == tg || tg == ANYOID)
            continue;
        if (bind_is_polymorphic(tg)) {
            have_generic = true;
            continue;
        }
        if (in == UNKNOWNOID)
            continue;
        if (find_path(tg, in, ctx, &func) != PATH_NONE)
            continue;
        return false;
    }
    if (have_generic && !polymorphic_consistent(nargs, input, target))
        return false;
    return true;
}

/* ---------------------------------------------------------------- building coercions */

/* The literal's text through the type's input function, errors pointing at the literal. */
static Const *coerce_unknown_const(ParseState *pstate, Const *con, Oid target, int32 typmod)
{
    const TypeInfo *t = bind_type_info(target);
    if (con->constisnull) {
        Const *c = bind_make_null_const(target, -1);
        c->location = con->location;
        return c;
    }
    /* PG passes typmod -1 (length checks come after) except for interval. */
    int32 inmod = target == INTERVALOID ? typmod : -1;
    Datum value = bind_input_at(pstate, target, DatumGetCString(con->constvalue), inmod,
                                con->location);
    Const *c = bind_make_const(target, inmod, value, false, con->location);
    (void)t;
    return c;
}

static Node *unknown_param_coerce(ParseState *pstate, Param *p, Oid target, int location)
{
    ParamState *ps = pstate->params;
    if (ps && p->paramid >= 1 && p->paramid <= ps->num) {
        Oid cur = ps->types[p->paramid - 1];
        if (cur == InvalidOid || cur == UNKNOWNOID)
            ps->types[p->paramid - 1] = target;
        else if (cur != target)
            ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_PARAMETER),
                    errmsg("inconsistent types deduced for parameter $%d", p->paramid),
                    errdetail("%s versus %s", bind_format_type(cur), bind_format_type(target)),
                    errlocation(p->location));
    }
    p->paramtype = target;
    p->paramtypmod = -1;
    p->paramcollid = bind_type_collation(target);
    if (location >= 0 && (p->location < 0 || location < p->location))
        p->location = location;
    return (Node *)p;
}

static Node *build_func_coercion(Node *node, Oid funcid, Oid target, int32 typmod,
                                 CoercionContext ctx, CoercionForm form, int location)
{
    const ProcInfo *proc = proc_by_oid(funcid);
    if (proc == NULL)
        elog(ERROR, "cache lookup failed for function %u", funcid);
    List *args = list_make1(node);
    if (proc->pronargs >= 2)
        args = lappend(args, bind_make_const(INT4OID, -1, Int32GetDatum(typmod), false, -1));
    if (proc->pronargs >= 3)
        args = lappend(args, bind_make_const(BOOLOID, -1, BoolGetDatum(ctx == COERCION_EXPLICIT),
                                             false, -1));
    FuncExpr *f = (FuncExpr *)bind_make_funcexpr(funcid, target, args, form, location);
    f->funcresulttypmod = proc->pronargs >= 2 ? typmod : -1;
    return (Node *)f;
}

static Oid result_collation(Node *input, Oid target)
{
    Oid coll = bind_type_collation(target);
    if (coll != InvalidOid) {
        Oid in = exprCollation(input);
        if (in != InvalidOid)
            return in;
    }
    return coll;
}

/* coerce_type(): node (of inputType) as targetType; the caller checked bind_can_coerce. */
Node *bind_coerce_type(ParseState *pstate, Node *node, Oid inputType, Oid targetType,
                       int32 targetTypmod, CoercionContext ctx, CoercionForm form, int location)
{
    if (node == NULL || inputType == targetType)
        return node;
    if (targetType == ANYOID || bind_is_polymorphic(targetType)) {
        /* Unknown literals reach "any" functions (concat, ...) as text: the executor need not
         * handle the unknown type's C-string Datums. */
        if (inputType == UNKNOWNOID)
            return bind_coerce_type(pstate, node, inputType, TEXTOID, -1, ctx,
                                    COERCE_IMPLICIT_CAST, location);
        return node;
    }
    if (inputType == UNKNOWNOID && IsA(node, Const))
        return (Node *)coerce_unknown_const(pstate, (Const *)node, targetType, targetTypmod);
    if (inputType == UNKNOWNOID && IsA(node, Param) &&
        ((Param *)node)->paramkind == PARAM_EXTERN)
        return unknown_param_coerce(pstate, (Param *)node, targetType, location);
    if (inputType == UNKNOWNOID) {
        /* An unknown-typed non-constant (a sub-select's output, ...): through text, by I/O
         * (its value is the literal's C string) */
        CoerceViaIO *c = makeNode(CoerceViaIO);
        c->arg = (Expr *)node;
        c->resulttype = TEXTOID;
        c->resulttypmod = -1;
        c->resultcollid = result_collation(node, TEXTOID);
        c->coerceformat = COERCE_IMPLICIT_CAST;
        c->location = location;
        node = (Node *)c;
        inputType = TEXTOID;
        if (inputType == targetType)
            return node;
    }
    Oid funcid;
    switch (find_path(targetType, inputType, ctx, &funcid)) {
    case PATH_FUNC:
        return build_func_coercion(node, funcid, targetType, targetTypmod, ctx, form, location);
    case PATH_RELABEL: {
        RelabelType *r = makeNode(RelabelType);
        r->arg = (Expr *)node;
        r->resulttype = targetType;
        r->resulttypmod = -1;
        r->resultcollid = result_collation(node, targetType);
        r->relabelformat = form;
        r->location = location;
        return (Node *)r;
    }
    case PATH_ARRAY: {
        CaseTestExpr *elem = makeNode(CaseTestExpr);
        elem->typeId = bind_array_elem_type(inputType);
        elem->typeMod = exprTypmod(node);
        elem->collation = bind_type_collation(elem->typeId);
        Oid telem = bind_array_elem_type(targetType);
        ArrayCoerceExpr *ac = makeNode(ArrayCoerceExpr);
        ac->arg = (Expr *)node;
        ac->elemexpr = (Expr *)bind_coerce_to_target(pstate, (Node *)elem, elem->typeId, telem,
                                                     targetTypmod, ctx, form, location);
        ac->resulttype = targetType;
        ac->resulttypmod = targetTypmod;
        ac->resultcollid = result_collation(node, targetType);
        ac->coerceformat = form;
        ac->location = location;
        return (Node *)ac;
    }
    case PATH_IO: {
        CoerceViaIO *c = makeNode(CoerceViaIO);
        c->arg = (Expr *)node;
        c->resulttype = targetType;
        c->resulttypmod = -1;
        c->resultcollid = result_collation(node, targetType);
        c->coerceformat = form;
        c->location = location;
        return (Node *)c;
    }
    default:
        ereport(ERROR, errcode(ERRCODE_CANNOT_COERCE),
                errmsg("cannot cast type %s to %s", bind_format_type(inputType),
                       bind_format_type(targetType)),
                errlocation(location));
    }
    return NULL;
}

/* coerce_type_typmod(): apply a length coercion (varchar(n), numeric(p,s), ...). */
static Node *coerce_typmod(Node *node, Oid target, int32 typmod, CoercionContext ctx,
                           CoercionForm form, int location)
{
    if (typmod < 0 || typmod == exprTypmod(node))
        return node;
    if (IsA(node, ArrayCoerceExpr) && ((ArrayCoerceExpr *)node)->resulttypmod == typmod)
        return node; /* its elements are already coerced to the typmod */
    Oid elemtype = bind_array_elem_type(target);
    if (OidIsValid(elemtype) && target != 22 && target != 30) {
        /* varchar(2)[]: the element type's length coercion, element by element */
        const CastInfo *ec = cast_find(elemtype, elemtype);
        if (ec == NULL || ec->castfunc == InvalidOid)
            return node;
        CaseTestExpr *elem = makeNode(CaseTestExpr);
        elem->typeId = elemtype;
        elem->typeMod = -1;
        elem->collation = bind_type_collation(elemtype);
        ArrayCoerceExpr *ac = makeNode(ArrayCoerceExpr);
        ac->arg = (Expr *)node;
        ac->elemexpr = (Expr *)build_func_coercion((Node *)elem, ec->castfunc, elemtype, typmod,
                                                   ctx, form, location);
        ac->resulttype = target;
        ac->resulttypmod = typmod;
        ac->resultcollid = exprCollation(node);
        ac->coerceformat = form;
        ac->location = location;
        return (Node *)ac;
    }
    const CastInfo *c = cast_find(target, target);
    if (c == NULL || c->castfunc == InvalidOid)
        return node;
    return build_func_coercion(node, c->castfunc, target, typmod, ctx, form, location);
}

/* coerce_to_target_type(): NULL if no coercion is possible in this context. */
Node *bind_coerce_to_target(ParseState *pstate, Node *expr, Oid exprtype, Oid targettype,
                            int32 targettypmod, CoercionContext ctx, CoercionForm form,
                            int location)
{
    if (!bind_can_coerce(1, &exprtype, &targettype, ctx))
        return NULL;
    Node *result = bind_coerce_type(pstate, expr, exprtype, targettype, targettypmod, ctx, form,
                                    location);
    if (result != expr && !IsA(result, Const) && targettypmod >= 0) {
        /* Both a type and a length coercion: the inner one displays as implicit. */
        if (IsA(result, FuncExpr))
            ((FuncExpr *)result)->funcformat = COERCE_IMPLICIT_CAST;
        else if (IsA(result, RelabelType))
            ((RelabelType *)result)->relabelformat = COERCE_IMPLICIT_CAST;
        else if (IsA(result, CoerceViaIO))
            ((CoerceViaIO *)result)->coerceformat = COERCE_IMPLICIT_CAST;
    }
    return coerce_typmod(result, targettype, targettypmod, ctx, form, location);
}

/* ---------------------------------------------------------------- common types */

/* select_common_type(): the type a CASE/UNION/COALESCE/VALUES column resolves to. */
Oid bind_select_common_type(ParseState *pstate, List *exprs, const char *context,
                            Node **which_expr)
{
    Assert(exprs != NIL);
    Node *pexpr = linitial(exprs);
    Oid ptype = exprType(pexpr);
    ListCell *lc;
    if (ptype != UNKNOWNOID) {
        bool all_same = true;
        foreach (lc, exprs)
            if (exprType(lfirst(lc)) != ptype) {
                all_same = false;
                break;
            }
        if (all_same) {
            if (which_expr)
                *which_expr = pexpr;
            return ptype;
        }
    }
    char pcat = bind_type_category(ptype);
    bool ppref = bind_type_preferred(ptype);
    foreach (lc, exprs) {
        if (foreach_current_index(lc) == 0)
            continue;
        Node *nexpr = lfirst(lc);
        Oid ntype = exprType(nexpr);
        if (ntype == UNKNOWNOID || ntype == ptype)
            continue;
        char ncat = bind_type_category(ntype);
        bool npref = bind_type_preferred(ntype);
        if (ptype == UNKNOWNOID) {
            pexpr = nexpr, ptype = ntype, pcat = ncat, ppref = npref;
        } else if (ncat != pcat) {
            if (context == NULL)
                return InvalidOid;
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("%s types %s and %s cannot be matched", context,
                           bind_format_type(ptype), bind_format_type(ntype)),
                    errlocation(exprLocation(nexpr)));
        } else if (!ppref && bind_can_coerce(1, &ptype, &ntype, COERCION_IMPLICIT) &&
                   !bind_can_coerce(1, &ntype, &ptype, COERCION_IMPLICIT)) {
            pexpr = nexpr, ptype = ntype, pcat = ncat, ppref = npref;
        }
    }
    if (ptype == UNKNOWNOID)
        ptype = TEXTOID;
    if (which_expr)
        *which_expr = pexpr;
    return ptype;
}

/* coerce_to_common_type() */
Node *bind_coerce_to_common(ParseState *pstate, Node *node, Oid target, const char *context)
{
    Oid in = exprType(node);
    if (in == target)
        return node;
    if (bind_can_coerce(1, &in, &target, COERCION_IMPLICIT))
        return bind_coerce_type(pstate, node, in, target, -1, COERCION_IMPLICIT,
                                COERCE_IMPLICIT_CAST, -1);
    ereport(ERROR, errcode(ERRCODE_CANNOT_COERCE),
            errmsg("%s could not convert type %s to %s", context, bind_format_type(in),
                   bind_format_type(target)),
            errlocation(exprLocation(node)));
    return NULL;
}
