/*
 * selfuncs_index.c: the expression columns of a table's indexes, for the selectivity code
 * (PG's examine_variable, which looks for an index column equal to an expression).
 *
 * The one idea: ANALYZE keeps statistics of each expression column of an index under the
 * index's oid and the column's position (analyze.c), so a condition on an expression that an
 * index stores is estimated from them. Only indexes without a predicate count: a partial
 * index's statistics describe its own rows, not the table's (as in PG).
 */
#include "planner/selfuncs.h"

#include "common/mcxt.h"
#include "planner/binder.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"

List *selfuncs_index_expr_columns(Relation rel, int rtindex)
{
    List *out = NIL;
    List *indexes = catalog_relation_indexes(rel->rd_id);
    ListCell *lc;
    foreach (lc, indexes) {
        IndexFormData f;
        if (!catalog_index_form(lfirst_oid(lc), &f) || !f.hasexprs || f.haspred)
            continue;
        char *indexprs, *indpred;
        catalog_index_exprs(f.indexrelid, &indexprs, &indpred);
        List *exprs = bind_index_expressions(rel, rel->rd_att, indexprs, rtindex);
        int next = 0;
        for (int col = 0; col < f.indnatts && next < list_length(exprs); col++) {
            if (f.indkey[col] != 0)
                continue;
            IndexExprColumn *c = palloc0(sizeof(IndexExprColumn));
            c->indexoid = f.indexrelid;
            c->attnum = col + 1;
            c->expr = strip_relabel(list_nth(exprs, next++));
            c->unique = f.indisunique && f.indnkeyatts == 1 && col == 0;
            c->leads_btree = f.relam == BTREE_AM_OID && col == 0;
            out = lappend(out, c);
        }
    }
    return out;
}

const IndexExprColumn *selfuncs_find_index_expr(List *cols, Node *expr)
{
    expr = strip_relabel(expr);
    ListCell *lc;
    foreach (lc, cols) {
        const IndexExprColumn *c = lfirst(lc);
        if (exprEqual(c->expr, expr))
            return c;
    }
    return NULL;
}
