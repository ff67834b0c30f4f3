/*
 * bind_row.c: row values in the binder: ROW(a, b) and (a, b) constructors, and whole-row
 * references (t, or t.* inside an expression) to a FROM item.
 *
 * The one idea: both become a RowExpr evaluated to an anonymous record (executor/types/
 * record.h). A whole-row reference is the RowExpr of the item's visible columns, each an
 * ordinary Var, carrying the columns' names; so the planner needs nothing new to scan the
 * columns (index-only scans, pruning and join flattening see plain Vars) and row_to_json finds
 * the names in the value. A function of one scalar result has its value as its whole row,
 * as in PG. The row of a NULL-extended outer-join side is NULL in PG: here when the table has
 * a NOT NULL column, which only such a row has NULL (notnull_field); a row of NULLs otherwise
 * (other tables, sub-selects). PG also types a table's whole row as its composite type.
 */
#include "planner/bind_internal.h"

static RowExpr *make_row(List *args, List *colnames, int location)
{
    RowExpr *r = makeNode(RowExpr);
    r->row_typeid = RECORDOID;
    r->args = args;
    r->colnames = colnames;
    r->explicit_row = true;
    r->location = location;
    return r;
}

/* The first NOT NULL column of a table, as a field number of its whole row (dropped columns
 * have no field); 0 if none. A foreign table's NOT NULL is not enforced, so it has none; a
 * table being created (a CHECK constraint of CREATE TABLE) is not in the catalog yet, and its
 * rows are never NULL-extended. */
static int notnull_field(RangeTblEntry *rte)
{
    if (rte->rtekind != RTE_RELATION || !OidIsValid(rte->relid) ||
        (rte->relkind != RELKIND_RELATION && rte->relkind != RELKIND_PARTITIONED_TABLE))
        return 0;
    Relation rel = relation_open(rte->relid, AccessShareLock);
    int field = 0, found = 0;
    for (int i = 0; i < rel->rd_att->natts && !found; i++) {
        Form_attribute att = TupleDescAttr(rel->rd_att, i);
        if (att->attisdropped)
            continue;
        field++;
        if (att->attnotnull)
            found = field;
    }
    relation_close(rel);
    return found;
}

Node *bind_whole_row(ParseState *pstate, NsItem *ns, int levelsup, int location)
{
    List *names = NIL;
    List *vars = bind_expand_rte_vars(pstate, ns, levelsup, location, &names);
    RangeTblEntry *rte = ns->rte;
    if (rte->rtekind == RTE_FUNCTION && list_length(rte->functions) == 1 &&
        !rte->funcordinality && linitial_int(rte->funcfields) == 0 && list_length(vars) == 1)
        return linitial(vars); /* a function of one scalar result: its value, as in PG */
    RowExpr *r = make_row(vars, names, location);
    r->wholerow_of = ns->rte->eref->aliasname;
    r->notnull_field = notnull_field(rte);
    return (Node *)r;
}

static bool is_star_ref(Node *n)
{
    return IsA(n, ColumnRef) && IsA(llast(((ColumnRef *)n)->fields), A_Star);
}

/* ROW(a, t.*, 'x'): t.* stands for t's columns, as in PG; a literal of unknown type is text. */
Node *bind_row_expr(ParseState *pstate, RowExpr *row)
{
    List *args = NIL;
    ListCell *lc;
    foreach (lc, row->args) {
        Node *a = lfirst(lc);
        if (is_star_ref(a) && list_length(((ColumnRef *)a)->fields) >= 2) {
            ListCell *p;
            foreach (p, bind_expand_star(pstate, (ColumnRef *)a, ((ColumnRef *)a)->location))
                args = lappend(args, linitial((List *)lfirst(p)));
            continue;
        }
        Node *b = bind_expr_recurse(pstate, a);
        if (exprType(b) == UNKNOWNOID)
            b = bind_coerce_type(pstate, b, UNKNOWNOID, TEXTOID, -1, COERCION_IMPLICIT,
                                 COERCE_IMPLICIT_CAST, -1);
        args = lappend(args, b);
    }
    return (Node *)make_row(args, NIL, row->location);
}
