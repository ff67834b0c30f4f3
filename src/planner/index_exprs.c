/*
 * index_exprs.c: computing the entries of expression and partial indexes (PG's
 * FormIndexDatum and the predicate test of its index builds and inserts), the
 * IndexExprRoutine the index layer calls through index_expr_routine.
 *
 * The one idea: the stored texts are bound over the table (bind_index.c), made to read the
 * heap row as the scan tuple, and compiled once per open index; each row is then evaluated
 * in a per-tuple memory context that the next row resets, so an index build over many rows
 * holds one row's computed keys at a time.
 */
#include "planner/planner.h"

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/execnodes.h"
#include "index/indexam.h"
#include "planner/binder.h"
#include "planner/nodefuncs.h"

typedef struct IndexExprExec {
    int natts;
    int16 indkey[INDEX_MAX_KEYS];
    ExprState *exprs[INDEX_MAX_KEYS]; /* per column whose indkey is 0 */
    ExprState *pred;                   /* NULL: not a partial index */
    ExprContext *econtext;
    int heapnatts;
} IndexExprExec;

static void *index_exprs_prepare(IndexRelation index, TupleDesc heapdesc)
{
    IndexExprExec *x = palloc0(sizeof(IndexExprExec));
    Relation heap = relation_open(index->heaprelid, AccessShareLock);
    List *exprs = bind_index_expressions(heap, heapdesc, index->indexprs, 1);
    Node *pred = bind_index_predicate(heap, heapdesc, index->indpred, 1);
    relation_close(heap);
    EState *estate = exec_create_estate(NULL);
    x->econtext = exec_create_econtext(estate);
    x->natts = index->natts;
    x->heapnatts = heapdesc->natts;
    int next = 0;
    for (int i = 0; i < index->natts; i++) {
        x->indkey[i] = index->form.indkey[i];
        if (x->indkey[i] != 0)
            continue;
        if (next >= list_length(exprs))
            elog(ERROR, "index \"%s\" has too few expressions", index->rel->relname);
        x->exprs[i] = exec_init_expr((Expr *)planner_fix_row_expr(list_nth(exprs, next++)), NULL,
                                     estate);
    }
    if (pred)
        x->pred = exec_init_expr((Expr *)planner_fix_row_expr(pred), NULL, estate);
    return x;
}

static bool index_exprs_compute(void *state, const Datum *heapvalues, const bool *heapisnull,
                                Datum *values, bool *isnull)
{
    IndexExprExec *x = state;
    ExprContext *ec = x->econtext;
    TupleTableSlot row = {0};
    row.natts = x->heapnatts;
    row.tts_values = (Datum *)heapvalues;
    row.tts_isnull = (bool *)heapisnull;
    exec_reset_econtext(ec);
    ec->ecxt_scantuple = &row;
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    bool included = true;
    if (x->pred) {
        bool null;
        Datum d = exec_eval_expr(x->pred, ec, &null);
        included = !null && DatumGetBool(d);
    }
    for (int i = 0; included && i < x->natts; i++) {
        int attno = x->indkey[i];
        if (attno == 0)
            values[i] = exec_eval_expr(x->exprs[i], ec, &isnull[i]);
        else {
            bool ok = attno >= 1 && attno <= x->heapnatts;
            values[i] = ok ? heapvalues[attno - 1] : (Datum)0;
            isnull[i] = ok ? heapisnull[attno - 1] : true;
        }
    }
    mcxt_switch_to(old);
    return included;
}

static bool var_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var))
        return ((Var *)node)->varlevelsup == 0 && ((Var *)node)->varattno == *(int *)arg;
    return expression_tree_walker(node, var_walker, arg);
}

static bool index_exprs_read_column_of(IndexRelation index, TupleDesc heapdesc, int attnum)
{
    Relation heap = relation_open(index->heaprelid, AccessShareLock);
    List *exprs = bind_index_expressions(heap, heapdesc, index->indexprs, 1);
    Node *pred = bind_index_predicate(heap, heapdesc, index->indpred, 1);
    relation_close(heap);
    return var_walker((Node *)exprs, &attnum) || var_walker(pred, &attnum);
}

static void index_exprs_types(IndexRelation index, TupleDesc heapdesc, FormData_attribute *cols)
{
    Relation heap = relation_open(index->heaprelid, AccessShareLock);
    List *exprs = bind_index_expressions(heap, heapdesc, index->indexprs, 1);
    relation_close(heap);
    int next = 0;
    for (int i = 0; i < index->natts && next < list_length(exprs); i++) {
        if (index->form.indkey[i] != 0)
            continue;
        Node *e = list_nth(exprs, next++);
        index_fill_expr_column(&cols[i], TupleDescAttr(index->rel->rd_att, i)->attname,
                               exprType(e), exprTypmod(e), exprCollation(e));
    }
}

const IndexExprRoutine planner_index_expr_routine = {index_exprs_prepare, index_exprs_compute,
                                                     index_exprs_read_column_of,
                                                     index_exprs_types};
