/*
 * nodefuncs.c: generic questions about bound expression nodes, and tree walkers.
 *
 * The one idea: every switch over bound expression node kinds lives here, once: the type,
 * typmod, collation and error location of any expression, its children (walker, mutator), and
 * structural equality (exprEqual, which ignores locations, as PG's equal() does). exprLocation
 * also answers for raw parse nodes, because the binder reports positions of raw expressions.
 */
#include "planner/nodefuncs.h"

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stack_depth.h"
#include "executor/builtins.h"
#include "executor/types/array.h"
#include "planner/plannodes.h"

/*
 * The type (what 0), typmod (1) or collation (2) of a sub-select's value, from its kind and its
 * first column's: the column's own for EXPR, an array of it for ARRAY, boolean for the tests.
 * SubLinks (before planning) and SubPlans (after) share it.
 */
static Oid sublink_result(SubLinkType kind, Oid coltype, int32 coltypmod, Oid colcoll, int what)
{
    if (kind != EXPR_SUBLINK && kind != ARRAY_SUBLINK)
        return what == 0 ? BOOLOID : (Oid)(what == 1 ? -1 : 0);
    if (what == 0 && kind == ARRAY_SUBLINK) {
        /* an array of the column's type; a column that is an array adds a dimension */
        const TypeInfo *t = type_by_oid(coltype);
        if (t != NULL && t->typcategory == TYPCATEGORY_ARRAY && t->typlen == -1)
            return t->oid;
        return t ? t->typarray : InvalidOid;
    }
    return what == 0 ? coltype : what == 1 ? (Oid)coltypmod : colcoll;
}

static Oid sublink_type(const SubLink *s, int what)
{
    const Query *q = (const Query *)s->subselect;
    if ((s->subLinkType == EXPR_SUBLINK || s->subLinkType == ARRAY_SUBLINK) &&
        (q == NULL || !IsA(q, Query) || q->targetList == NIL))
        return what == 1 ? (Oid)-1 : InvalidOid;
    const Node *e = q && IsA(q, Query) && q->targetList != NIL
                        ? (const Node *)((TargetEntry *)linitial(q->targetList))->expr
                        : NULL;
    return sublink_result(s->subLinkType, exprType(e), exprTypmod(e), exprCollation(e), what);
}

/* A planned sub-select: expressions of a plan (a gating Result's, say) are asked too. */
static Oid subplan_type(const SubPlan *sp, int what)
{
    return sublink_result(sp->subLinkType, sp->firstColType, sp->firstColTypmod,
                          sp->firstColCollation, what);
}

Oid exprType(const Node *expr)
{
    if (expr == NULL)
        return InvalidOid;
    switch (nodeTag(expr)) {
    case T_Var: return ((const Var *)expr)->vartype;
    case T_Const: return ((const Const *)expr)->consttype;
    case T_Param: return ((const Param *)expr)->paramtype;
    case T_FuncExpr: return ((const FuncExpr *)expr)->funcresulttype;
    case T_OpExpr:
    case T_NullIfExpr: return ((const OpExpr *)expr)->opresulttype;
    case T_DistinctExpr:
    case T_ScalarArrayOpExpr:
    case T_BoolExpr:
    case T_NullTest:
    case T_BooleanTest: return BOOLOID;
    case T_Aggref: return ((const Aggref *)expr)->aggtype;
    case T_GroupingFunc: return INT4OID;
    case T_WindowFunc: return ((const WindowFunc *)expr)->wintype;
    case T_RelabelType: return ((const RelabelType *)expr)->resulttype;
    case T_FieldSelect: return ((const FieldSelect *)expr)->resulttype;
    case T_CoerceViaIO: return ((const CoerceViaIO *)expr)->resulttype;
    case T_CaseTestExpr: return ((const CaseTestExpr *)expr)->typeId;
    case T_CaseExpr: return ((const CaseExpr *)expr)->casetype;
    case T_CaseWhen: return exprType(((const CaseWhen *)expr)->result);
    case T_CoalesceExpr: return ((const CoalesceExpr *)expr)->coalescetype;
    case T_MinMaxExpr: return ((const MinMaxExpr *)expr)->minmaxtype;
    case T_SubLink: return sublink_type((const SubLink *)expr, 0);
    case T_SubPlan: return subplan_type((const SubPlan *)expr, 0);
    case T_RowExpr: return RECORDOID;
    case T_TargetEntry: return exprType((const Node *)((const TargetEntry *)expr)->expr);
    case T_ArrayExpr: return ((const ArrayExpr *)expr)->array_typeid;
    case T_SubscriptingRef: return ((const SubscriptingRef *)expr)->refrestype;
    case T_ArrayCoerceExpr: return ((const ArrayCoerceExpr *)expr)->resulttype;
    default: elog(ERROR, "unrecognized node type: %d", (int)nodeTag(expr));
    }
    return InvalidOid;
}

/* The typmod all of exprs share, else -1 (CASE, COALESCE, GREATEST report it as PG does). */
static int32 common_typmod(Oid type, const List *exprs)
{
    int32 mod = -1;
    bool first = true;
    ListCell *lc;
    foreach (lc, exprs) {
        const Node *e = lfirst(lc);
        if (exprType(e) != type)
            return -1;
        int32 m = exprTypmod(e);
        if (first)
            mod = m;
        else if (m != mod)
            return -1;
        first = false;
    }
    return mod;
}

int32 exprTypmod(const Node *expr)
{
    if (expr == NULL)
        return -1;
    switch (nodeTag(expr)) {
    case T_Var: return ((const Var *)expr)->vartypmod;
    case T_Const: return ((const Const *)expr)->consttypmod;
    case T_Param: return ((const Param *)expr)->paramtypmod;
    case T_FuncExpr: return ((const FuncExpr *)expr)->funcresulttypmod;
    case T_NullIfExpr: return exprTypmod(linitial(((const OpExpr *)expr)->args));
    case T_RelabelType: return ((const RelabelType *)expr)->resulttypmod;
    case T_FieldSelect: return ((const FieldSelect *)expr)->resulttypmod;
    case T_CoerceViaIO: return ((const CoerceViaIO *)expr)->resulttypmod;
    case T_CaseTestExpr: return ((const CaseTestExpr *)expr)->typeMod;
    case T_CaseExpr: {
        const CaseExpr *c = (const CaseExpr *)expr;
        List *results = NIL;
        ListCell *lc;
        foreach (lc, c->args)
            results = lappend(results, ((CaseWhen *)lfirst(lc))->result);
        if (c->defresult)
            results = lappend(results, c->defresult);
        return common_typmod(c->casetype, results);
    }
    case T_CoalesceExpr:
        return common_typmod(((const CoalesceExpr *)expr)->coalescetype,
                             ((const CoalesceExpr *)expr)->args);
    case T_MinMaxExpr:
        return common_typmod(((const MinMaxExpr *)expr)->minmaxtype, ((const MinMaxExpr *)expr)->args);
    case T_SubLink: return (int32)sublink_type((const SubLink *)expr, 1);
    case T_SubPlan: return (int32)subplan_type((const SubPlan *)expr, 1);
    case T_TargetEntry: return exprTypmod((const Node *)((const TargetEntry *)expr)->expr);
    case T_SubscriptingRef: return ((const SubscriptingRef *)expr)->reftypmod;
    case T_ArrayExpr: {
        /* the elements' typmod when they all agree, as PG */
        const ArrayExpr *a = (const ArrayExpr *)expr;
        Oid common = a->multidims ? a->array_typeid : a->element_typeid;
        if (a->elements == NIL)
            return -1;
        int32 mod = exprTypmod(linitial(a->elements));
        ListCell *lc;
        foreach (lc, a->elements)
            if (exprType(lfirst(lc)) != common || exprTypmod(lfirst(lc)) != mod)
                return -1;
        return mod;
    }
    case T_ArrayCoerceExpr: return ((const ArrayCoerceExpr *)expr)->resulttypmod;
    default: return -1;
    }
}

Oid exprCollation(const Node *expr)
{
    if (expr == NULL)
        return InvalidOid;
    switch (nodeTag(expr)) {
    case T_Var: return ((const Var *)expr)->varcollid;
    case T_Const: return ((const Const *)expr)->constcollid;
    case T_Param: return ((const Param *)expr)->paramcollid;
    case T_FuncExpr: return ((const FuncExpr *)expr)->funccollid;
    case T_OpExpr:
    case T_NullIfExpr: return ((const OpExpr *)expr)->opcollid;
    case T_Aggref: return ((const Aggref *)expr)->aggcollid;
    case T_WindowFunc: return ((const WindowFunc *)expr)->wincollid;
    case T_RelabelType: return ((const RelabelType *)expr)->resultcollid;
    case T_FieldSelect: return ((const FieldSelect *)expr)->resultcollid;
    case T_CoerceViaIO: return ((const CoerceViaIO *)expr)->resultcollid;
    case T_CaseTestExpr: return ((const CaseTestExpr *)expr)->collation;
    case T_CaseExpr: return ((const CaseExpr *)expr)->casecollid;
    case T_CoalesceExpr: return ((const CoalesceExpr *)expr)->coalescecollid;
    case T_MinMaxExpr: return ((const MinMaxExpr *)expr)->minmaxcollid;
    case T_SubLink: return sublink_type((const SubLink *)expr, 2);
    case T_SubPlan: return subplan_type((const SubPlan *)expr, 2);
    case T_TargetEntry: return exprCollation((const Node *)((const TargetEntry *)expr)->expr);
    case T_ArrayExpr: return ((const ArrayExpr *)expr)->array_collid;
    case T_SubscriptingRef: return ((const SubscriptingRef *)expr)->refcollid;
    case T_ArrayCoerceExpr: return ((const ArrayCoerceExpr *)expr)->resultcollid;
    default: return InvalidOid;
    }
}

static int leftmost(int a, int b)
{
    if (a < 0)
        return b;
    if (b < 0)
        return a;
    return Min(a, b);
}

int exprLocation(const Node *expr)
{
    if (expr == NULL)
        return -1;
    switch (nodeTag(expr)) {
    /* bound */
    case T_Var: return ((const Var *)expr)->location;
    case T_Const: return ((const Const *)expr)->location;
    case T_Param: return ((const Param *)expr)->location;
    case T_FuncExpr:
        return leftmost(((const FuncExpr *)expr)->location,
                        exprLocation((const Node *)((const FuncExpr *)expr)->args));
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr:
        return leftmost(((const OpExpr *)expr)->location,
                        exprLocation((const Node *)((const OpExpr *)expr)->args));
    case T_ScalarArrayOpExpr:
        return leftmost(((const ScalarArrayOpExpr *)expr)->location,
                        exprLocation((const Node *)((const ScalarArrayOpExpr *)expr)->args));
    case T_Aggref: return ((const Aggref *)expr)->location;
    case T_GroupingFunc: return ((const GroupingFunc *)expr)->location;
    case T_WindowFunc: return ((const WindowFunc *)expr)->location;
    case T_RelabelType:
        return leftmost(((const RelabelType *)expr)->location,
                        exprLocation((const Node *)((const RelabelType *)expr)->arg));
    case T_CoerceViaIO:
        return leftmost(((const CoerceViaIO *)expr)->location,
                        exprLocation((const Node *)((const CoerceViaIO *)expr)->arg));
    case T_TargetEntry: return exprLocation((const Node *)((const TargetEntry *)expr)->expr);
    case T_FieldSelect: return exprLocation((const Node *)((const FieldSelect *)expr)->arg);
    case T_ArrayExpr: return ((const ArrayExpr *)expr)->location;
    case T_SubscriptingRef: return exprLocation((const Node *)((const SubscriptingRef *)expr)->refexpr);
    case T_ArrayCoerceExpr:
        return leftmost(((const ArrayCoerceExpr *)expr)->location,
                        exprLocation((const Node *)((const ArrayCoerceExpr *)expr)->arg));
    /* shared raw/bound */
    case T_BoolExpr:
        return leftmost(((const BoolExpr *)expr)->location,
                        exprLocation((const Node *)((const BoolExpr *)expr)->args));
    case T_CaseExpr: return ((const CaseExpr *)expr)->location;
    case T_CaseWhen: return ((const CaseWhen *)expr)->location;
    case T_NullTest:
        return leftmost(((const NullTest *)expr)->location, exprLocation(((const NullTest *)expr)->arg));
    case T_BooleanTest:
        return leftmost(((const BooleanTest *)expr)->location,
                        exprLocation(((const BooleanTest *)expr)->arg));
    case T_CoalesceExpr: return ((const CoalesceExpr *)expr)->location;
    case T_MinMaxExpr: return ((const MinMaxExpr *)expr)->location;
    case T_SubLink:
        return leftmost(((const SubLink *)expr)->location, exprLocation(((const SubLink *)expr)->testexpr));
    case T_RowExpr: return ((const RowExpr *)expr)->location;
    case T_JoinExpr: return ((const JoinExpr *)expr)->location;
    /* raw */
    case T_A_Const: return ((const A_Const *)expr)->location;
    case T_ColumnRef: return ((const ColumnRef *)expr)->location;
    case T_ParamRef: return ((const ParamRef *)expr)->location;
    case T_A_Expr:
        return leftmost(((const A_Expr *)expr)->location, exprLocation(((const A_Expr *)expr)->lexpr));
    case T_FuncCall:
        return leftmost(((const FuncCall *)expr)->location,
                        exprLocation((const Node *)((const FuncCall *)expr)->args));
    case T_TypeCast: {
        const TypeCast *tc = (const TypeCast *)expr;
        int loc = exprLocation(tc->arg);
        if (tc->typeName)
            loc = leftmost(loc, tc->typeName->location);
        return leftmost(loc, tc->location);
    }
    case T_TypeName: return ((const TypeName *)expr)->location;
    case T_NamedArgExpr:
        return leftmost(((const NamedArgExpr *)expr)->location,
                        exprLocation(((const NamedArgExpr *)expr)->arg));
    case T_CollateClause: return exprLocation(((const CollateClause *)expr)->arg);
    case T_SQLValueFunction: return ((const SQLValueFunction *)expr)->location;
    case T_A_ArrayExpr: return ((const A_ArrayExpr *)expr)->location;
    case T_A_Indirection: return exprLocation(((const A_Indirection *)expr)->arg);
    case T_ResTarget: return ((const ResTarget *)expr)->location;
    case T_SortBy: return exprLocation(((const SortBy *)expr)->node);
    case T_RangeVar: return ((const RangeVar *)expr)->location;
    case T_SetToDefault: return ((const SetToDefault *)expr)->location;
    case T_List: {
        ListCell *lc;
        foreach (lc, (const List *)expr) {
            int loc = exprLocation(lfirst(lc));
            if (loc >= 0)
                return loc;
        }
        return -1;
    }
    default: return -1;
    }
}

/* ---------------------------------------------------------------- walker */

#define WALK(n)                                                                                  \
    do {                                                                                         \
        if (walker((Node *)(n), context))                                                        \
            return true;                                                                         \
    } while (0)

static bool walk_list(List *l, bool (*walker)(Node *, void *), void *context)
{
    ListCell *lc;
    foreach (lc, l)
        WALK(lfirst(lc));
    return false;
}

bool expression_tree_walker(Node *node, bool (*walker)(Node *, void *), void *context)
{
    if (node == NULL)
        return false;
    check_stack_depth();
    switch (nodeTag(node)) {
    case T_Var:
    case T_Const:
    case T_Param:
    case T_CaseTestExpr:
    case T_RangeTblRef:
    case T_SortGroupClause:
    case T_SubPlanRef:
    case T_SetToDefault:
        return false;
    case T_FuncExpr: return walk_list(((FuncExpr *)node)->args, walker, context);
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr: return walk_list(((OpExpr *)node)->args, walker, context);
    case T_ScalarArrayOpExpr: return walk_list(((ScalarArrayOpExpr *)node)->args, walker, context);
    case T_Aggref: {
        Aggref *a = (Aggref *)node;
        if (walk_list(a->args, walker, context) || walk_list(a->aggorderexprs, walker, context))
            return true;
        WALK(a->aggfilter);
        return false;
    }
    case T_GroupingFunc: return walk_list(((GroupingFunc *)node)->args, walker, context);
    case T_WindowFunc: {
        WindowFunc *w = (WindowFunc *)node;
        if (walk_list(w->args, walker, context))
            return true;
        WALK(w->aggfilter);
        return false;
    }
    case T_RelabelType: WALK(((RelabelType *)node)->arg); return false;
    case T_FieldSelect: WALK(((FieldSelect *)node)->arg); return false;
    case T_CoerceViaIO: WALK(((CoerceViaIO *)node)->arg); return false;
    case T_BoolExpr: return walk_list(((BoolExpr *)node)->args, walker, context);
    case T_CaseExpr: {
        CaseExpr *c = (CaseExpr *)node;
        WALK(c->arg);
        if (walk_list(c->args, walker, context))
            return true;
        WALK(c->defresult);
        return false;
    }
    case T_CaseWhen:
        WALK(((CaseWhen *)node)->expr);
        WALK(((CaseWhen *)node)->result);
        return false;
    case T_NullTest: WALK(((NullTest *)node)->arg); return false;
    case T_BooleanTest: WALK(((BooleanTest *)node)->arg); return false;
    case T_CoalesceExpr: return walk_list(((CoalesceExpr *)node)->args, walker, context);
    case T_MinMaxExpr: return walk_list(((MinMaxExpr *)node)->args, walker, context);
    case T_RowExpr: return walk_list(((RowExpr *)node)->args, walker, context);
    case T_SubLink:
        WALK(((SubLink *)node)->testexpr);
        WALK(((SubLink *)node)->subselect);
        return false;
    case T_TargetEntry: WALK(((TargetEntry *)node)->expr); return false;
    case T_ArrayExpr: return walk_list(((ArrayExpr *)node)->elements, walker, context);
    case T_SubscriptingRef: {
        SubscriptingRef *r = (SubscriptingRef *)node;
        WALK(r->refexpr);
        if (walk_list(r->refupperindexpr, walker, context) ||
            walk_list(r->reflowerindexpr, walker, context))
            return true;
        WALK(r->refassgnexpr);
        return false;
    }
    case T_ArrayCoerceExpr:
        WALK(((ArrayCoerceExpr *)node)->arg);
        WALK(((ArrayCoerceExpr *)node)->elemexpr);
        return false;
    case T_List: return walk_list((List *)node, walker, context);
    case T_IntList:
    case T_OidList: return false;
    case T_FromExpr:
        if (walk_list(((FromExpr *)node)->fromlist, walker, context))
            return true;
        WALK(((FromExpr *)node)->quals);
        return false;
    case T_JoinExpr:
        WALK(((JoinExpr *)node)->larg);
        WALK(((JoinExpr *)node)->rarg);
        WALK(((JoinExpr *)node)->quals);
        return false;
    case T_SetOperationStmt:
        WALK(((SetOperationStmt *)node)->larg);
        WALK(((SetOperationStmt *)node)->rarg);
        return false;
    case T_Query: return false; /* sub-queries are the walker's business */
    default: elog(ERROR, "unrecognized node type: %d", (int)nodeTag(node));
    }
    return false;
}

/* ---------------------------------------------------------------- mutator */

#define FLATCOPY(T) T *n = palloc(sizeof(T)); memcpy(n, node, sizeof(T))
#define MUTATE(f) n->f = (void *)mutator((Node *)n->f, context)

static List *mutate_list(List *l, Node *(*mutator)(Node *, void *), void *context)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, l)
        out = lappend(out, mutator(lfirst(lc), context));
    return out;
}
#define MUTATE_LIST(f) n->f = mutate_list(n->f, mutator, context)

Node *expression_tree_mutator(Node *node, Node *(*mutator)(Node *, void *), void *context)
{
    if (node == NULL)
        return NULL;
    check_stack_depth();
    switch (nodeTag(node)) {
    case T_Var: { FLATCOPY(Var); return (Node *)n; }
    case T_Const: { FLATCOPY(Const); return (Node *)n; }
    case T_Param: { FLATCOPY(Param); return (Node *)n; }
    case T_CaseTestExpr: { FLATCOPY(CaseTestExpr); return (Node *)n; }
    case T_RangeTblRef: { FLATCOPY(RangeTblRef); return (Node *)n; }
    case T_SortGroupClause: { FLATCOPY(SortGroupClause); return (Node *)n; }
    case T_SetToDefault: { FLATCOPY(SetToDefault); return (Node *)n; }
    case T_FuncExpr: { FLATCOPY(FuncExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr: { FLATCOPY(OpExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_ScalarArrayOpExpr: { FLATCOPY(ScalarArrayOpExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_Aggref: {
        FLATCOPY(Aggref);
        MUTATE_LIST(args);
        MUTATE_LIST(aggorderexprs);
        MUTATE(aggfilter);
        n->aggargtypes = list_copy(n->aggargtypes);
        return (Node *)n;
    }
    case T_GroupingFunc: { FLATCOPY(GroupingFunc); MUTATE_LIST(args); return (Node *)n; }
    case T_WindowFunc: { FLATCOPY(WindowFunc); MUTATE_LIST(args); MUTATE(aggfilter); return (Node *)n; }
    case T_RelabelType: { FLATCOPY(RelabelType); MUTATE(arg); return (Node *)n; }
    case T_FieldSelect: { FLATCOPY(FieldSelect); MUTATE(arg); return (Node *)n; }
    case T_CoerceViaIO: { FLATCOPY(CoerceViaIO); MUTATE(arg); return (Node *)n; }
    case T_BoolExpr: { FLATCOPY(BoolExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_CaseExpr: {
        FLATCOPY(CaseExpr);
        MUTATE(arg);
        MUTATE_LIST(args);
        MUTATE(defresult);
        return (Node *)n;
    }
    case T_CaseWhen: { FLATCOPY(CaseWhen); MUTATE(expr); MUTATE(result); return (Node *)n; }
    case T_NullTest: { FLATCOPY(NullTest); MUTATE(arg); return (Node *)n; }
    case T_BooleanTest: { FLATCOPY(BooleanTest); MUTATE(arg); return (Node *)n; }
    case T_CoalesceExpr: { FLATCOPY(CoalesceExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_MinMaxExpr: { FLATCOPY(MinMaxExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_RowExpr: { FLATCOPY(RowExpr); MUTATE_LIST(args); return (Node *)n; }
    case T_SubLink: {
        FLATCOPY(SubLink);
        MUTATE(testexpr);
        /* the sub-Query itself is passed through mutator, which decides whether to copy it */
        MUTATE(subselect);
        return (Node *)n;
    }
    case T_TargetEntry: { FLATCOPY(TargetEntry); MUTATE(expr); return (Node *)n; }
    case T_ArrayExpr: { FLATCOPY(ArrayExpr); MUTATE_LIST(elements); return (Node *)n; }
    case T_SubscriptingRef: {
        FLATCOPY(SubscriptingRef);
        MUTATE(refexpr);
        MUTATE_LIST(refupperindexpr);
        MUTATE_LIST(reflowerindexpr);
        MUTATE(refassgnexpr);
        return (Node *)n;
    }
    case T_ArrayCoerceExpr: { FLATCOPY(ArrayCoerceExpr); MUTATE(arg); MUTATE(elemexpr); return (Node *)n; }
    case T_List: return (Node *)mutate_list((List *)node, mutator, context);
    case T_IntList:
    case T_OidList: return (Node *)list_copy((List *)node);
    case T_FromExpr: { FLATCOPY(FromExpr); MUTATE_LIST(fromlist); MUTATE(quals); return (Node *)n; }
    case T_JoinExpr: {
        FLATCOPY(JoinExpr);
        MUTATE(larg);
        MUTATE(rarg);
        MUTATE(quals);
        return (Node *)n;
    }
    case T_SetOperationStmt: {
        FLATCOPY(SetOperationStmt);
        MUTATE(larg);
        MUTATE(rarg);
        return (Node *)n;
    }
    case T_Query: return node; /* sub-queries are the mutator's business */
    default: elog(ERROR, "unrecognized node type: %d", (int)nodeTag(node));
    }
    return NULL;
}

/* ---------------------------------------------------------------- equality */

static bool list_equal(const List *a, const List *b)
{
    if (list_length(a) != list_length(b))
        return false;
    if (a == NIL)
        return true;
    if (a->type != b->type)
        return false;
    for (int i = 0; i < a->length; i++) {
        if (a->type == T_List) {
            if (!exprEqual(a->elements[i].ptr_value, b->elements[i].ptr_value))
                return false;
        } else if (a->type == T_IntList) {
            if (a->elements[i].int_value != b->elements[i].int_value)
                return false;
        } else if (a->elements[i].oid_value != b->elements[i].oid_value)
            return false;
    }
    return true;
}

static bool const_equal(const Const *a, const Const *b)
{
    if (a->consttype != b->consttype || a->consttypmod != b->consttypmod ||
        a->constcollid != b->constcollid || a->constisnull != b->constisnull ||
        a->constlen != b->constlen || a->constbyval != b->constbyval)
        return false;
    if (a->constisnull)
        return true;
    if (a->constbyval)
        return a->constvalue == b->constvalue;
    if (a->constlen == -2)
        return strcmp(DatumGetCString(a->constvalue), DatumGetCString(b->constvalue)) == 0;
    if (a->constlen == -1) {
        uint32 la = VARSIZE(DatumGetPointer(a->constvalue));
        return la == VARSIZE(DatumGetPointer(b->constvalue)) &&
               memcmp(DatumGetPointer(a->constvalue), DatumGetPointer(b->constvalue), la) == 0;
    }
    return memcmp(DatumGetPointer(a->constvalue), DatumGetPointer(b->constvalue),
                  (size_t)a->constlen) == 0;
}

#define EQ(f) (x->f == y->f)
#define EQN(f) exprEqual((const Node *)x->f, (const Node *)y->f)
#define EQL(f) list_equal(x->f, y->f)

bool exprEqual(const Node *a, const Node *b)
{
    if (a == b)
        return true;
    if (a == NULL || b == NULL || nodeTag(a) != nodeTag(b))
        return false;
    switch (nodeTag(a)) {
    case T_Var: {
        const Var *x = (const Var *)a, *y = (const Var *)b;
        return EQ(varno) && EQ(varattno) && EQ(vartype) && EQ(vartypmod) && EQ(varcollid) &&
               EQ(varlevelsup);
    }
    case T_Const: return const_equal((const Const *)a, (const Const *)b);
    case T_Param: {
        const Param *x = (const Param *)a, *y = (const Param *)b;
        return EQ(paramkind) && EQ(paramid) && EQ(paramtype) && EQ(paramtypmod);
    }
    case T_FuncExpr: {
        const FuncExpr *x = (const FuncExpr *)a, *y = (const FuncExpr *)b;
        return EQ(funcid) && EQ(funcresulttype) && EQ(funcresulttypmod) && EQ(funcformat) &&
               EQ(funccollid) && EQ(inputcollid) && EQL(args);
    }
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr: {
        const OpExpr *x = (const OpExpr *)a, *y = (const OpExpr *)b;
        return EQ(opno) && EQ(opresulttype) && EQ(opcollid) && EQ(inputcollid) && EQL(args);
    }
    case T_ScalarArrayOpExpr: {
        const ScalarArrayOpExpr *x = (const ScalarArrayOpExpr *)a, *y = (const ScalarArrayOpExpr *)b;
        return EQ(opno) && EQ(useOr) && EQ(inputcollid) && EQL(args);
    }
    case T_Aggref: {
        const Aggref *x = (const Aggref *)a, *y = (const Aggref *)b;
        return EQ(aggfnoid) && EQ(aggtype) && EQ(aggcollid) && EQ(inputcollid) &&
               EQL(args) && EQL(aggorderexprs) && EQ(aggdistinct) && EQN(aggfilter) &&
               EQ(aggstar) && EQ(agglevelsup) && list_length(x->aggorder) == list_length(y->aggorder);
    }
    case T_RelabelType: {
        const RelabelType *x = (const RelabelType *)a, *y = (const RelabelType *)b;
        return EQ(resulttype) && EQ(resulttypmod) && EQ(resultcollid) && EQ(relabelformat) &&
               EQN(arg);
    }
    case T_FieldSelect: {
        const FieldSelect *x = (const FieldSelect *)a, *y = (const FieldSelect *)b;
        return EQ(fieldnum) && EQ(resulttype) && EQ(resulttypmod) && EQ(resultcollid) && EQN(arg);
    }
    case T_CoerceViaIO: {
        const CoerceViaIO *x = (const CoerceViaIO *)a, *y = (const CoerceViaIO *)b;
        return EQ(resulttype) && EQ(resultcollid) && EQ(coerceformat) && EQN(arg);
    }
    case T_CaseTestExpr: {
        const CaseTestExpr *x = (const CaseTestExpr *)a, *y = (const CaseTestExpr *)b;
        return EQ(typeId) && EQ(typeMod) && EQ(collation);
    }
    case T_BoolExpr: {
        const BoolExpr *x = (const BoolExpr *)a, *y = (const BoolExpr *)b;
        return EQ(boolop) && EQL(args);
    }
    case T_CaseExpr: {
        const CaseExpr *x = (const CaseExpr *)a, *y = (const CaseExpr *)b;
        return EQ(casetype) && EQ(casecollid) && EQN(arg) && EQL(args) && EQN(defresult);
    }
    case T_CaseWhen: {
        const CaseWhen *x = (const CaseWhen *)a, *y = (const CaseWhen *)b;
        return EQN(expr) && EQN(result);
    }
    case T_NullTest: {
        const NullTest *x = (const NullTest *)a, *y = (const NullTest *)b;
        return EQ(nulltesttype) && EQN(arg);
    }
    case T_BooleanTest: {
        const BooleanTest *x = (const BooleanTest *)a, *y = (const BooleanTest *)b;
        return EQ(booltesttype) && EQN(arg);
    }
    case T_CoalesceExpr: {
        const CoalesceExpr *x = (const CoalesceExpr *)a, *y = (const CoalesceExpr *)b;
        return EQ(coalescetype) && EQ(coalescecollid) && EQL(args);
    }
    case T_MinMaxExpr: {
        const MinMaxExpr *x = (const MinMaxExpr *)a, *y = (const MinMaxExpr *)b;
        return EQ(op) && EQ(minmaxtype) && EQ(minmaxcollid) && EQL(args);
    }
    case T_RowExpr: {
        const RowExpr *x = (const RowExpr *)a, *y = (const RowExpr *)b;
        return EQ(row_typeid) && EQL(args) && EQL(colnames);
    }
    case T_SubLink: return false; /* sub-queries are never considered equal */
    case T_ArrayExpr: {
        const ArrayExpr *x = (const ArrayExpr *)a, *y = (const ArrayExpr *)b;
        return EQ(array_typeid) && EQ(element_typeid) && EQ(multidims) && EQL(elements);
    }
    case T_SubscriptingRef: {
        const SubscriptingRef *x = (const SubscriptingRef *)a, *y = (const SubscriptingRef *)b;
        return EQ(refcontainertype) && EQ(refrestype) && EQ(reftypmod) && EQL(refupperindexpr) &&
               EQL(reflowerindexpr) && EQN(refexpr) && EQN(refassgnexpr);
    }
    case T_ArrayCoerceExpr: {
        const ArrayCoerceExpr *x = (const ArrayCoerceExpr *)a, *y = (const ArrayCoerceExpr *)b;
        return EQ(resulttype) && EQ(resulttypmod) && EQ(coerceformat) && EQN(arg) && EQN(elemexpr);
    }
    case T_TargetEntry: {
        const TargetEntry *x = (const TargetEntry *)a, *y = (const TargetEntry *)b;
        return EQ(resno) && EQN(expr);
    }
    case T_List:
    case T_IntList:
    case T_OidList: return list_equal((const List *)a, (const List *)b);
    case T_String: return strcmp(strVal(a), strVal(b)) == 0;
    default: return false;
    }
}

Node *strip_relabel(Node *n)
{
    while (n && IsA(n, RelabelType))
        n = (Node *)((RelabelType *)n)->arg;
    return n;
}

bool const_array_elements(const Const *c, int max_elems, List **elems)
{
    const TypeInfo *ti = type_by_oid(c->consttype);
    if (c->constisnull || ti == NULL || ti->typelem == 0)
        return false;
    const ArrayType *a = (const ArrayType *)DatumGetPointer(c->constvalue);
    if (max_elems >= 0 && arraytype_nitems(ARR_NDIM(a), ARR_DIMS(a)) > max_elems)
        return false;
    ArrayElemInfo elem;
    arraytype_elem_info(ti->typelem, &elem);
    Datum *vals;
    bool *nulls;
    int n;
    arraytype_deconstruct(a, &elem, &vals, &nulls, &n);
    List *out = NIL;
    for (int i = 0; i < n; i++) {
        Const *e = makeNode(Const);
        e->consttype = ti->typelem;
        e->consttypmod = -1;
        e->constcollid = c->constcollid;
        e->constlen = elem.typlen;
        e->constbyval = elem.typbyval;
        e->constvalue = vals[i];
        e->constisnull = nulls[i];
        e->location = -1;
        out = lappend(out, e);
    }
    *elems = out;
    return true;
}
