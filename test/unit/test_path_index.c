/*
 * test_path_index.c: the planner's default selectivities and sort costs (path_index.c).
 *
 * The one idea: without statistics the planner must estimate exactly as PostgreSQL does with
 * its defaults (0.005 for =, 1/3 for a range, 0.005 for a range pair on one column, OR and NOT
 * combined as independent events), since plan shapes depend on it; and a bounded sort must
 * cost less than a full one, and enable_sort off must make any sort prohibitively dear.
 */
#include <math.h>
#include <stdio.h>

#include "common/guc.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "planner/path_index.h"
#include "planner/primnodes.h"

static int failures = 0;

static void check_near(const char *what, double got, double want)
{
    if (fabs(got - want) > 1e-9 * Max(1.0, fabs(want))) {
        printf("FAIL %s: got %.12g, want %.12g\n", what, got, want);
        failures++;
    }
}

static Node *var(int attno)
{
    Var *v = makeNode(Var);
    v->varno = 1;
    v->varattno = (int16)attno;
    v->vartype = INT4OID;
    v->vartypmod = -1;
    return (Node *)v;
}

static Node *int4const(int32 x)
{
    Const *c = makeNode(Const);
    c->consttype = INT4OID;
    c->consttypmod = -1;
    c->constlen = 4;
    c->constbyval = true;
    c->constvalue = Int32GetDatum(x);
    return (Node *)c;
}

/* An int4 comparison operator by name ("=", "<", ">=", ...). */
static Oid int4_oper(const char *name)
{
    int n;
    const OperInfo *const *ops = opers_by_name(name, &n);
    for (int i = 0; i < n; i++)
        if (ops[i]->oprleft == INT4OID && ops[i]->oprright == INT4OID)
            return ops[i]->oid;
    printf("FAIL: no int4 %s operator\n", name);
    failures++;
    return InvalidOid;
}

static Node *opexpr(const char *name, Node *a, Node *b)
{
    OpExpr *op = makeNode(OpExpr);
    op->opno = int4_oper(name);
    const OperInfo *oi = oper_by_oid(op->opno);
    op->opfuncid = oi ? oi->oprcode : InvalidOid;
    op->opresulttype = BOOLOID;
    op->args = list_make2(a, b);
    return (Node *)op;
}

static Node *boolexpr(BoolExprType t, Node *a, Node *b)
{
    BoolExpr *be = makeNode(BoolExpr);
    be->boolop = t;
    be->args = b ? list_make2(a, b) : list_make1(a);
    return (Node *)be;
}

static void test_selectivity(void)
{
    path_selectivity_begin(NULL, 0); /* no table: PG's defaults only */
    Node *eq = opexpr("=", var(1), int4const(5));
    Node *lt = opexpr("<", var(1), int4const(10));
    Node *gt = opexpr(">", var(1), int4const(3));
    Node *gt2 = opexpr(">", var(2), int4const(3));
    check_near("=", path_clauselist_selectivity(list_make1(eq)), 0.005);
    check_near("<", path_clauselist_selectivity(list_make1(lt)), 1.0 / 3.0);
    check_near("range pair on one column", path_clauselist_selectivity(list_make2(gt, lt)),
               0.005);
    check_near("ranges on two columns", path_clauselist_selectivity(list_make2(gt2, lt)),
               1.0 / 9.0);
    check_near("= AND <", path_clauselist_selectivity(list_make2(eq, gt2)), 0.005 / 3.0);
    double s_or = 0.005 + 1.0 / 3.0 - 0.005 / 3.0;
    check_near("OR", path_clauselist_selectivity(list_make1(boolexpr(OR_EXPR, eq, gt2))), s_or);
    check_near("NOT", path_clauselist_selectivity(list_make1(boolexpr(NOT_EXPR, eq, NULL))),
               0.995);
    NullTest *nt = makeNode(NullTest);
    nt->arg = var(1);
    nt->nulltesttype = IS_NULL;
    check_near("IS NULL", path_clauselist_selectivity(list_make1(nt)), 0.005);
    check_near("no conditions", path_clauselist_selectivity(NIL), 1.0);
}

static void test_sort_cost(void)
{
    CostParams cp;
    path_cost_params(&cp);
    check_near("default cpu_operator_cost", cp.cpu_operator_cost, 0.0025);
    check_near("default random_page_cost", cp.random_page_cost, 4.0);
    double full = path_sort_cost(&cp, 10000, -1);
    double bounded = path_sort_cost(&cp, 10000, 10);
    /* PG's cost_sort: 2 * cpu_operator_cost * N * log2(N), plus cpu_operator_cost per row */
    check_near("full sort", full, 2 * 0.0025 * 10000 * log2(10000.0) + 0.0025 * 10000);
    check_near("top-10 sort", bounded, 2 * 0.0025 * 10000 * log2(20.0) + 0.0025 * 10000);
    if (!(bounded < full)) {
        printf("FAIL: a bounded sort should cost less than a full one\n");
        failures++;
    }
    guc_set("enable_sort", "off", PGC_S_SESSION);
    path_cost_params(&cp);
    if (path_sort_cost(&cp, 10, -1) < PATH_DISABLE_COST) {
        printf("FAIL: enable_sort off must add the disable cost\n");
        failures++;
    }
    guc_set("enable_sort", "on", PGC_S_SESSION);
}

int main(void)
{
    MemoryContextSwitchTo(mcxt_create(mcxt_top(), "test_path_index"));
    guc_init();
    guc_session_init();
    test_selectivity();
    test_sort_cost();
    if (failures) {
        printf("test_path_index: %d failure(s)\n", failures);
        return 1;
    }
    printf("test_path_index: ok\n");
    return 0;
}
