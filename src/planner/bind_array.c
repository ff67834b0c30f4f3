/*
 * bind_array.c: binding the array syntax: ARRAY[...], subscripts a[i] / a[i:j], and
 * scalar op ANY/ALL (array) (PG's transformArrayExpr, transformContainerSubscripts and
 * make_scalar_array_op).
 *
 * The one idea: an ARRAY[...] constructor takes its element type either from its context (a cast
 * ARRAY[...]::int[] pushes the element type down, and the sub-arrays of ARRAY[[1,2],[3,4]] get
 * the outer one's) or from the common type of its elements; the elements are then coerced to it.
 * Subscripts are int4 (assignment coercion); ANY/ALL looks the operator up with the array's
 * element type on the right and then expects the array of the operator's right-hand type.
 */
#include "planner/bind_array.h"

static Oid array_of(Oid elemtype)
{
    const TypeInfo *t = type_by_oid(elemtype);
    return t ? t->typarray : InvalidOid;
}

/* The element type of an array type (int2vector and oidvector included), else 0. */
Oid bind_array_elem_type(Oid typid)
{
    const TypeInfo *t = type_by_oid(typid);
    if (t == NULL || t->typcategory != TYPCATEGORY_ARRAY || t->typlen != -1)
        return InvalidOid;
    return t->typelem;
}

/* ---------------------------------------------------------------- ARRAY[...] */

Node *bind_array_expr(ParseState *pstate, A_ArrayExpr *a, Oid array_type, Oid element_type,
                      int32 typmod)
{
    List *elems = NIL;
    bool multidims = false;
    ListCell *lc;
    foreach (lc, a->elements) {
        Node *e = lfirst(lc);
        if (IsA(e, A_ArrayExpr)) {
            e = bind_array_expr(pstate, (A_ArrayExpr *)e, array_type, element_type, typmod);
            multidims = true;
        } else
            e = bind_expr_recurse(pstate, e);
        elems = lappend(elems, e);
    }
    Oid coerce_type;
    bool explicit_cast = OidIsValid(array_type);
    if (explicit_cast) {
        coerce_type = multidims ? array_type : element_type;
    } else {
        if (elems == NIL)
            ereport(ERROR, errcode(ERRCODE_INDETERMINATE_DATATYPE),
                    errmsg("cannot determine type of empty array"),
                    errhint("Explicitly cast to the desired type, for example ARRAY[]::integer[]."),
                    errlocation(a->location));
        coerce_type = bind_select_common_type(pstate, elems, "ARRAY", NULL);
        if (bind_array_elem_type(coerce_type) != InvalidOid)
            multidims = true; /* ARRAY[arr1, arr2]: the arrays become sub-arrays, as in PG */
        if (multidims) {
            array_type = coerce_type;
            element_type = bind_array_elem_type(array_type);
            if (!OidIsValid(element_type))
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("could not find element type for data type %s",
                               bind_format_type(array_type)),
                        errlocation(a->location));
        } else {
            element_type = coerce_type;
            array_type = array_of(element_type);
            if (!OidIsValid(array_type) || bind_array_elem_type(element_type) != InvalidOid)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("could not find array type for data type %s",
                               bind_format_type(element_type)),
                        errlocation(exprLocation(linitial(elems))));
        }
    }
    List *out = NIL;
    foreach (lc, elems) {
        Node *e = lfirst(lc);
        Oid t = exprType(e);
        Node *ne;
        if (explicit_cast) {
            ne = bind_coerce_to_target(pstate, e, t, coerce_type, typmod, COERCION_EXPLICIT,
                                       COERCE_EXPLICIT_CAST, -1);
            if (ne == NULL)
                ereport(ERROR, errcode(ERRCODE_CANNOT_COERCE),
                        errmsg("cannot cast type %s to %s", bind_format_type(t),
                               bind_format_type(coerce_type)),
                        errlocation(exprLocation(e)));
        } else
            ne = bind_coerce_to_common(pstate, e, coerce_type, "ARRAY");
        out = lappend(out, ne);
    }
    ArrayExpr *n = makeNode(ArrayExpr);
    n->array_typeid = array_type;
    n->element_typeid = element_type;
    n->array_collid = bind_type_collation(element_type);
    n->elements = out;
    n->multidims = multidims;
    n->location = a->location;
    return (Node *)n;
}

/* ---------------------------------------------------------------- subscripts */

static Node *bind_subscript(ParseState *pstate, Node *raw)
{
    Node *e = bind_expr_recurse(pstate, raw);
    Oid t = exprType(e);
    Node *c = bind_coerce_to_target(pstate, e, t, INT4OID, -1, COERCION_ASSIGNMENT,
                                    COERCE_IMPLICIT_CAST, -1);
    if (c == NULL)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("array subscript must have type integer"), errlocation(exprLocation(e)));
    return c;
}

/* container[...][...]: one SubscriptingRef over every subscript of the list. */
Node *bind_subscripts(ParseState *pstate, Node *container, List *indices, int location)
{
    Oid ctype = exprType(container);
    int32 ctypmod = exprTypmod(container);
    Oid elemtype = bind_array_elem_type(ctype);
    if (!OidIsValid(elemtype))
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("cannot subscript type %s because it does not support subscripting",
                       bind_format_type(ctype)),
                errlocation(exprLocation(container)));
    bool is_slice = false;
    ListCell *lc;
    foreach (lc, indices)
        is_slice |= ((A_Indices *)lfirst(lc))->is_slice;
    if (list_length(indices) > 6)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("number of array dimensions (%d) exceeds the maximum allowed (%d)",
                       list_length(indices), 6),
                errlocation(location));
    SubscriptingRef *r = makeNode(SubscriptingRef);
    foreach (lc, indices) {
        A_Indices *ai = lfirst(lc);
        if (is_slice) {
            Node *lower;
            if (ai->is_slice)
                lower = ai->lidx ? bind_subscript(pstate, ai->lidx) : NULL;
            else /* a plain subscript in a slice means 1:n, as in PG */
                lower = (Node *)bind_make_const(INT4OID, -1, Int32GetDatum(1), false, -1);
            r->reflowerindexpr = lappend(r->reflowerindexpr, lower);
        }
        r->refupperindexpr =
            lappend(r->refupperindexpr, ai->uidx ? bind_subscript(pstate, ai->uidx) : NULL);
    }
    r->refcontainertype = ctype;
    r->refelemtype = elemtype;
    r->refrestype = is_slice ? ctype : elemtype;
    /* int2vector/oidvector slices are plain arrays */
    if (is_slice && (ctype == 22 || ctype == 30))
        r->refrestype = array_of(elemtype);
    r->reftypmod = ctypmod;
    r->refcollid = exprCollation(container);
    r->refexpr = (Expr *)container;
    return (Node *)r;
}

/* expr[...].field...: subscripts and record field selection, left to right; a * (only at the
 * end of a target list item, expanded there) is not allowed here, as in PG. */
Node *bind_indirection(ParseState *pstate, A_Indirection *ind)
{
    Node *result = bind_expr_recurse(pstate, ind->arg);
    int location = exprLocation(result);
    List *subs = NIL;
    ListCell *lc;
    foreach (lc, ind->indirection) {
        Node *el = lfirst(lc);
        if (IsA(el, A_Indices)) {
            subs = lappend(subs, el);
            continue;
        }
        if (subs != NIL) {
            result = bind_subscripts(pstate, result, subs, exprLocation(ind->arg));
            subs = NIL;
        }
        if (IsA(el, A_Star))
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("row expansion via \"*\" is not supported here"),
                    errlocation(location));
        result = bind_field_select(pstate, result, strVal(el), location);
    }
    if (subs != NIL)
        result = bind_subscripts(pstate, result, subs, exprLocation(ind->arg));
    return result;
}

/* ---------------------------------------------------------------- op ANY/ALL (array) */

Node *bind_scalar_array_op(ParseState *pstate, A_Expr *a)
{
    bool use_or = a->kind == AEXPR_OP_ANY;
    Node *l = bind_expr_recurse(pstate, a->lexpr);
    Node *r = bind_expr_recurse(pstate, a->rexpr);
    Oid ltype = exprType(l), atype = exprType(r), rtype;
    if (atype == UNKNOWNOID)
        rtype = UNKNOWNOID;
    else {
        rtype = bind_array_elem_type(atype);
        if (!OidIsValid(rtype))
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("op ANY/ALL (array) requires array on right side"),
                    errlocation(a->location));
    }
    const OperInfo *op = bind_oper_lookup(pstate, a->name, ltype, rtype, false, a->location);
    Oid lecl = op->oprleft, relt = op->oprright;
    if (bind_is_polymorphic(lecl))
        lecl = ltype == UNKNOWNOID ? rtype : ltype;
    if (bind_is_polymorphic(relt))
        relt = rtype == UNKNOWNOID ? lecl : rtype;
    Oid result = op->oprresult;
    if (bind_is_polymorphic(result))
        result = lecl;
    if (result != BOOLOID)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("op ANY/ALL (array) requires operator to yield boolean"),
                errlocation(a->location));
    Oid res_atype = bind_is_polymorphic(op->oprright) && atype != UNKNOWNOID ? atype
                                                                               : array_of(relt);
    if (!OidIsValid(res_atype))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("could not find array type for data type %s", bind_format_type(relt)),
                errlocation(a->location));
    if (ltype != lecl)
        l = bind_coerce_type(pstate, l, ltype, lecl, -1, COERCION_IMPLICIT, COERCE_IMPLICIT_CAST,
                             -1);
    if (atype != res_atype) {
        Node *c = bind_coerce_to_target(pstate, r, atype, res_atype, -1, COERCION_IMPLICIT,
                                        COERCE_IMPLICIT_CAST, -1);
        if (c == NULL)
            ereport(ERROR, errcode(ERRCODE_CANNOT_COERCE),
                    errmsg("cannot cast type %s to %s", bind_format_type(atype),
                           bind_format_type(res_atype)),
                    errlocation(exprLocation(r)));
        r = c;
    }
    ScalarArrayOpExpr *s = makeNode(ScalarArrayOpExpr);
    s->opno = op->oid;
    s->opfuncid = op->oprcode;
    s->useOr = use_or;
    s->args = list_make2(l, r);
    Oid coll = exprCollation(l);
    s->inputcollid = coll ? coll : exprCollation(r);
    s->location = a->location;
    return (Node *)s;
}

/* ---------------------------------------------------------------- ARRAY(sub-select) */

/* The sub-select's single column must have an array type to make an array of. */
void bind_check_array_sublink(Oid coltype, int location)
{
    if (bind_array_elem_type(coltype) != InvalidOid)
        return;
    if (!OidIsValid(array_of(coltype)))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("could not find array type for datatype %s", bind_format_type(coltype)),
                errlocation(location));
}

/* ---------------------------------------------------------------- UPDATE ... SET a[i] = x */

/*
 * The new value of an array column assigned through subscripts: a SubscriptingRef whose
 * refexpr is the column's current value and refassgnexpr the (coerced) new element. Only
 * subscripts are allowed in the indirection (no field names: no column has a composite type).
 */
Node *bind_array_assignment(ParseState *pstate, Node *container, const char *colname,
                            List *indirection, Node *value, int location)
{
    ListCell *lc;
    foreach (lc, indirection)
        if (!IsA(lfirst(lc), A_Indices))
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("field assignment is not supported yet"), errlocation(location));
    SubscriptingRef *r = (SubscriptingRef *)bind_subscripts(pstate, container, indirection,
                                                            location);
    /* an element takes the element type, a slice an array of the container's type */
    Oid want = r->reflowerindexpr != NIL ? r->refcontainertype : r->refelemtype;
    Oid have = exprType(value);
    Node *v = bind_coerce_to_target(pstate, value, have, want, r->reftypmod, COERCION_ASSIGNMENT,
                                    COERCE_IMPLICIT_CAST, -1);
    if (v == NULL)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("subscripted assignment to \"%s\" requires type %s but expression is of "
                       "type %s",
                       colname, bind_format_type(want), bind_format_type(have)),
                errhint("You will need to rewrite or cast the expression."),
                errlocation(exprLocation(value)));
    r->refassgnexpr = (Expr *)v;
    r->refrestype = r->refcontainertype;
    return (Node *)r;
}
