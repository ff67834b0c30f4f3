/*
 * predtest.c: does a query's WHERE clause prove a partial index's predicate? (PG's
 * predicate_implied_by, the part of it a B-tree partial index needs.)
 *
 * The one idea: both sides are AND/OR trees of atoms, and implication is decided structurally
 * (PG's rules): an AND predicate needs each arm proven, an OR predicate one arm; an AND of
 * quals proves what any of them proves, an OR of quals what all of its arms prove. Two atoms
 * prove each other when equal; "x op1 c1" proves "x op2 c2" for B-tree comparisons of one type
 * when the constants say so (x > 10 proves x > 5; x = 3 proves x < 5 and x <> 4); a strict
 * operator or function of x proves "x IS NOT NULL"; "x op ANY / ALL (array)" is the OR / AND of
 * its elements' comparisons. Anything else is not proven: a partial
 * index the planner cannot prove usable is simply not used.
 */
#include "planner/predtest.h"

#include <string.h>

#include "executor/builtins.h"
#include "index/indexam.h"
#include "planner/nodefuncs.h"

/* "lhs op const" of a B-tree comparison (commuted if the constant came first): strategy 1..5,
 * or 6 for <>; false if clause is not one. */
typedef struct Comparison {
    Node *lhs;
    Const *value;
    int strategy;
    Oid type;
    Oid collation;
} Comparison;

#define NE_STRATEGY 6

static int comparison_strategy(const char *name)
{
    static const char *const names[] = {"<", "<=", "=", ">=", ">", "<>"};
    for (int i = 0; i < 6; i++)
        if (strcmp(name, names[i]) == 0)
            return i + 1;
    return 0;
}

static bool as_comparison(Node *clause, Comparison *c)
{
    if (clause == NULL || !IsA(clause, OpExpr) || list_length(((OpExpr *)clause)->args) != 2)
        return false;
    OpExpr *op = (OpExpr *)clause;
    const OperInfo *oi = oper_by_oid(op->opno);
    if (oi == NULL || oi->oprleft != oi->oprright || type_cmp_proc(oi->oprleft) == InvalidOid)
        return false;
    int s = comparison_strategy(oi->oprname);
    Node *a = strip_relabel(linitial(op->args)), *b = strip_relabel(lsecond(op->args));
    if (s == 0)
        return false;
    if (b && IsA(b, Const))
        c->lhs = a, c->value = (Const *)b;
    else if (a && IsA(a, Const)) {
        c->lhs = b, c->value = (Const *)a;
        static const int commuted[] = {0, 5, 4, 3, 2, 1, 6};
        s = commuted[s];
    } else
        return false;
    if (c->value->constisnull || IsA(c->lhs, Const))
        return false;
    c->strategy = s;
    c->type = oi->oprleft;
    c->collation = op->inputcollid;
    return true;
}

/* PG's BT_implic_table: with c1 compared to c2 (cmp), does "x s1 c1" prove "x s2 c2"? */
static bool comparison_implies(int s1, int s2, int cmp)
{
    enum { LT = 1, LE, EQ, GE, GT, NE };
    switch (s2) {
    case LT: return (s1 == LT && cmp <= 0) || ((s1 == LE || s1 == EQ) && cmp < 0);
    case LE: return (s1 == LT || s1 == LE || s1 == EQ) && cmp <= 0;
    case EQ: return s1 == EQ && cmp == 0;
    case GE: return (s1 == GT || s1 == GE || s1 == EQ) && cmp >= 0;
    case GT: return (s1 == GT && cmp >= 0) || ((s1 == GE || s1 == EQ) && cmp > 0);
    case NE:
        return (s1 == EQ && cmp != 0) || (s1 == LT && cmp <= 0) || (s1 == LE && cmp < 0) ||
               (s1 == GT && cmp >= 0) || (s1 == GE && cmp > 0) || (s1 == NE && cmp == 0);
    default: return false;
    }
}

static bool comparisons_imply(const Comparison *q, const Comparison *p)
{
    if (q->type != p->type || q->collation != p->collation || !exprEqual(q->lhs, p->lhs))
        return false;
    const ProcInfo *cmp = proc_by_oid(type_cmp_proc(q->type));
    if (cmp == NULL || cmp->fn == NULL)
        return false;
    IndexKeyInfo k = {0};
    k.cmp = cmp->fn;
    k.collation = OidIsValid(q->collation) ? q->collation : C_COLLATION_OID;
    return comparison_implies(q->strategy, p->strategy,
                              index_cmp_datum(&k, q->value->constvalue, p->value->constvalue));
}

/* Is clause a strict operator or function with arg among its arguments (so that it is never
 * true when arg is NULL)? */
static bool strict_of(Node *clause, Node *arg)
{
    List *args = NIL;
    Oid fn = InvalidOid;
    if (IsA(clause, OpExpr)) {
        fn = ((OpExpr *)clause)->opfuncid;
        args = ((OpExpr *)clause)->args;
    } else if (IsA(clause, FuncExpr)) {
        fn = ((FuncExpr *)clause)->funcid;
        args = ((FuncExpr *)clause)->args;
    } else
        return false;
    const ProcInfo *p = proc_by_oid(fn);
    if (p == NULL || !p->proisstrict)
        return false;
    ListCell *lc;
    foreach (lc, args)
        if (exprEqual(strip_relabel(lfirst(lc)), strip_relabel(arg)) ||
            strict_of(lfirst(lc), arg))
            return true;
    return false;
}

/* "x op NULL" (either way round) of a strict operator is never true, so it proves any
 * comparison of x with a constant (PG's operator_predicate_proof: false implies anything).
 * The binder folds such a clause to NULL; it comes from an array's NULL element. */
static bool null_comparison_implies(Node *qual, Node *pred)
{
    if (!IsA(qual, OpExpr) || !IsA(pred, OpExpr) || list_length(((OpExpr *)qual)->args) != 2 ||
        list_length(((OpExpr *)pred)->args) != 2)
        return false;
    OpExpr *q = (OpExpr *)qual, *p = (OpExpr *)pred;
    Node *qa = strip_relabel(linitial(q->args)), *qb = strip_relabel(lsecond(q->args));
    Node *x;
    if (qb && IsA(qb, Const) && ((Const *)qb)->constisnull)
        x = qa;
    else if (qa && IsA(qa, Const) && ((Const *)qa)->constisnull)
        x = qb;
    else
        return false;
    const ProcInfo *fn = proc_by_oid(q->opfuncid);
    if (fn == NULL || !fn->proisstrict)
        return false;
    Node *pa = strip_relabel(linitial(p->args)), *pb = strip_relabel(lsecond(p->args));
    return (pb && IsA(pb, Const) && exprEqual(pa, x)) || (pa && IsA(pa, Const) && exprEqual(pb, x));
}

/* Does the atom qual prove the atom pred? */
static bool atom_implies(Node *qual, Node *pred)
{
    if (exprEqual(qual, pred))
        return true;
    if (IsA(pred, NullTest) && ((NullTest *)pred)->nulltesttype == IS_NOT_NULL)
        return strict_of(qual, ((NullTest *)pred)->arg);
    if (null_comparison_implies(qual, pred))
        return true;
    Comparison q, p;
    return as_comparison(qual, &q) && as_comparison(pred, &p) && comparisons_imply(&q, &p);
}

/* PG's MAX_SAOP_ARRAY_SIZE: longer arrays are not taken apart. */
#define MAX_SAOP_ARRAY_SIZE 100

/* "x op ANY (array)" as the OR of "x op elem" over the array's elements, "x op ALL (array)"
 * as their AND, when the elements are known (a constant array or ARRAY[...]) and at most
 * MAX_SAOP_ARRAY_SIZE, as PG's predicate_classify; else NULL: the clause is an atom. So
 * "a IN (1, 2, 3)" proves "a > 0" and "a IS NOT NULL", and "a = 2" proves it. */
static Node *saop_as_bool(Node *clause)
{
    if (clause == NULL || !IsA(clause, ScalarArrayOpExpr))
        return NULL;
    ScalarArrayOpExpr *sa = (ScalarArrayOpExpr *)clause;
    Node *arr = strip_relabel(lsecond(sa->args));
    List *elems = NIL;
    if (IsA(arr, Const)) {
        if (!const_array_elements((Const *)arr, MAX_SAOP_ARRAY_SIZE, &elems))
            return NULL;
    } else if (IsA(arr, ArrayExpr) && !((ArrayExpr *)arr)->multidims &&
               list_length(((ArrayExpr *)arr)->elements) <= MAX_SAOP_ARRAY_SIZE)
        elems = ((ArrayExpr *)arr)->elements;
    else
        return NULL;
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = sa->useOr ? OR_EXPR : AND_EXPR;
    b->location = -1;
    ListCell *lc;
    foreach (lc, elems) {
        OpExpr *op = makeNode(OpExpr);
        op->opno = sa->opno;
        op->opfuncid = sa->opfuncid;
        op->opresulttype = BOOLOID;
        op->inputcollid = sa->inputcollid;
        op->args = list_make2(linitial(sa->args), lfirst(lc));
        op->location = -1;
        b->args = lappend(b->args, op);
    }
    return (Node *)b;
}

static bool is_bool(Node *n, BoolExprType t)
{
    return n && IsA(n, BoolExpr) && ((BoolExpr *)n)->boolop == t;
}

/* Does the clause qual prove pred? */
static bool clause_implies(Node *qual, Node *pred)
{
    ListCell *lc;
    Node *arms;
    if (exprEqual(qual, pred))
        return true;
    if ((arms = saop_as_bool(pred)) != NULL)
        return clause_implies(qual, arms);
    if ((arms = saop_as_bool(qual)) != NULL)
        return clause_implies(arms, pred);
    if (is_bool(pred, AND_EXPR)) {
        foreach (lc, ((BoolExpr *)pred)->args)
            if (!clause_implies(qual, lfirst(lc)))
                return false;
        return true;
    }
    if (is_bool(qual, OR_EXPR)) {
        foreach (lc, ((BoolExpr *)qual)->args)
            if (!clause_implies(lfirst(lc), pred))
                return false;
        return true;
    }
    if (is_bool(qual, AND_EXPR)) {
        foreach (lc, ((BoolExpr *)qual)->args)
            if (clause_implies(lfirst(lc), pred))
                return true;
        if (!is_bool(pred, OR_EXPR))
            return false;
    }
    if (is_bool(pred, OR_EXPR)) { /* the quals (all of them, if an AND) prove one arm */
        foreach (lc, ((BoolExpr *)pred)->args)
            if (clause_implies(qual, lfirst(lc)))
                return true;
        return false;
    }
    return atom_implies(qual, pred);
}

bool predtest_implied_by(Node *pred, List *quals)
{
    if (pred == NULL)
        return true;
    BoolExpr all = {.type = T_BoolExpr, .boolop = AND_EXPR, .args = quals, .location = -1};
    return quals != NIL && clause_implies((Node *)&all, pred);
}
