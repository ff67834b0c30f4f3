/*
 * bind_check.c: CHECK constraints: binding one for CREATE / ALTER TABLE (PG's cookConstraint)
 * and reading a table's stored ones back for INSERT, UPDATE and COPY FROM.
 *
 * The one idea: as with column defaults (bind_default.c), the catalog keeps a constraint as
 * SQL text (catalog_constraint.h), deparsed from the bound expression by the executor, so
 * checking a row is parsing that text again and binding it over the table's columns. Each
 * constraint is bound at a level of its own whose only FROM item is the table (range-table
 * index 1), whatever the statement that writes the rows reads: the planner makes its Vars read
 * the new row (SCAN_VAR), and ModifyTable or COPY evaluates it per row.
 */
#include "planner/bind_internal.h"

#include <string.h>

#include "common/elog.h"
#include "parser/parser.h"
#include "planner/nodefuncs.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_partition.h"

static ParseState *check_pstate(const char *relname, Oid relid, TupleDesc desc,
                                const char *query_text)
{
    return bind_table_pstate(relname, relid, desc, query_text, 1);
}

ParseState *bind_table_pstate(const char *relname, Oid relid, TupleDesc desc,
                              const char *query_text, int rtindex)
{
    ParseState *ps = bind_make_pstate(NULL, NULL, query_text);
    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_RELATION;
    rte->relid = relid;
    rte->relkind = RELKIND_RELATION;
    rte->inFromCl = true;
    List *colnames = NIL;
    for (int i = 0; i < desc->natts; i++) {
        Form_attribute att = TupleDescAttr(desc, i);
        colnames = lappend(colnames, makeString(pstrdup(att->attisdropped ? "" : att->attname)));
        rte->coltypes = lappend_oid(rte->coltypes, att->attisdropped ? InvalidOid : att->atttypid);
        rte->coltypmods = lappend_int(rte->coltypmods, att->atttypmod);
        rte->colcollations = lappend_oid(rte->colcollations, att->attcollation);
    }
    rte->eref = makeNode(Alias);
    rte->eref->aliasname = pstrdup(relname);
    rte->eref->colnames = colnames;
    while (list_length(ps->rtable) < rtindex - 1)
        ps->rtable = lappend(ps->rtable, rte); /* placeholders, never visible */
    bind_add_rte(ps, rte, true, true, true);
    return ps;
}

typedef struct KeyWalk {
    List *attnos;
} KeyWalk;

static bool conkey_walker(Node *node, void *arg)
{
    KeyWalk *w = arg;
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup == 0 && v->varattno > 0 && !list_member_int(w->attnos, v->varattno))
            w->attnos = lappend_int(w->attnos, v->varattno);
        return false;
    }
    return expression_tree_walker(node, conkey_walker, arg);
}

/* raw as a CHECK expression over the table: boolean, collations assigned, IN lists kept as PG
 * keeps them (x = ANY (ARRAY[...])); errors carry positions only when positions. */
static Node *bind_check_expr(ParseState *ps, Node *raw, bool positions)
{
    Node *expr;
    PG_TRY();
    {
        expr = bind_expr(ps, raw, EXPR_KIND_CHECK_CONSTRAINT);
        expr = bind_coerce_to_boolean(ps, expr, "CHECK");
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e != NULL && !positions)
            e->cursorpos = 0;
        PG_RE_THROW();
    }
    PG_END_TRY();
    bind_assign_expr_collations(expr);
    return planner_in_lists_to_saops(expr);
}

CheckConstraint *bind_check_constraint(Constraint *c, const char *relname, Oid relid,
                                       TupleDesc desc, const char *query_text, bool positions)
{
    Assert(c->contype == CONSTR_CHECK);
    ParseState *ps = check_pstate(relname, relid, desc, query_text);
    CheckConstraint *cc = makeNode(CheckConstraint);
    cc->conname = c->conname ? pstrdup(c->conname) : NULL;
    cc->expr = bind_check_expr(ps, c->raw_expr, positions);
    KeyWalk w = {NIL};
    conkey_walker(cc->expr, &w);
    cc->conkey = w.attnos;
    cc->skip_validation = c->skip_validation;
    cc->noinherit = c->is_no_inherit;
    cc->location = c->location;
    return cc;
}

static bool reads_column(const ConstraintRow *r, int attnum)
{
    for (int k = 0; k < r->nkeys; k++)
        if (r->conkey[k] == attnum)
            return true;
    return false;
}

/* The stored constraints of rel bound over desc; attnum > 0: only those reading that column. */
static List *bind_stored_checks(Relation rel, TupleDesc desc, int attnum)
{
    if (rel->relchecks == 0)
        return NIL;
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_relation_checks(rel->rd_id)) {
        ConstraintRow *r = lfirst(lc);
        if (attnum > 0 && !reads_column(r, attnum))
            continue;
        ParseState *ps = check_pstate(rel->relname, rel->rd_id, desc, NULL);
        CheckConstraint *cc = makeNode(CheckConstraint);
        cc->conname = pstrdup(r->conname);
        cc->conoid = r->oid;
        cc->expr = bind_check_expr(ps, bind_parse_stored_expr(r->conbin), false);
        cc->location = -1;
        out = lappend(out, cc);
    }
    return out;
}

List *bind_relation_checks(Relation rel)
{
    return bind_stored_checks(rel, rel->rd_att, 0);
}

List *bind_write_checks(Relation rel)
{
    if (rel->relkind != RELKIND_RELATION && rel->relkind != RELKIND_PARTITIONED_TABLE)
        return NIL; /* foreign tables' are not enforced, as in PG */
    List *out = bind_relation_checks(rel);
    /* PG copies a partitioned table's CHECK constraints to its partitions; Basalt keeps them
     * on the ancestor and binds them over the partition's columns (the same, in order) */
    for (Oid a = catalog_partition_parent(rel->rd_id); OidIsValid(a);
         a = catalog_partition_parent(a)) {
        Relation anc = relation_open(a, AccessShareLock);
        out = list_concat(out, bind_stored_checks(anc, rel->rd_att, 0));
        relation_close(anc);
    }
    return out;
}

List *bind_column_checks(Relation rel, TupleDesc desc, int attnum)
{
    return bind_stored_checks(rel, desc, attnum);
}

Node *bind_transform_expr(Relation rel, TupleDesc desc, Node *raw, const char *query_text)
{
    ParseState *ps = check_pstate(rel->relname, rel->rd_id, desc, query_text);
    return bind_expr(ps, raw, EXPR_KIND_ALTER_COL_TRANSFORM);
}
