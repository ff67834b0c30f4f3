/*
 * bind_table_like.c: CREATE TABLE's LIKE clauses (PG's transformTableLikeClause).
 *
 * The one idea: a LIKE is replaced, where it stands among the table's elements, by what it
 * stands for written out, and CREATE TABLE then binds those like any other: the source's
 * columns (name, type, collation, NOT NULL) as ColumnDefs; with INCLUDING DEFAULTS their
 * defaults (the stored text parsed again), IDENTITY their identity (a new sequence),
 * CONSTRAINTS the source's CHECK constraints under their own names, INDEXES its primary key
 * and plain unique indexes as table constraints (named for the new table) and its other
 * indexes as CREATE INDEX statements run after the table, COMMENTS the column comments.
 * STORAGE, COMPRESSION, STATISTICS and GENERATED have nothing to copy in Basalt. Foreign keys
 * are never copied, as in PG.
 */
#include "planner/bind_internal.h"

#include "common/elog.h"
#include "executor/acl.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/catalog_attrdef.h"
#include "storage/catalog_comment.h"
#include "storage/catalog_constraint.h"

#define RelationClassOid 1259 /* pg_comment's classoid of a column's comment */

static TypeName *type_name_of(Form_attribute att)
{
    TypeName *tn = makeNode(TypeName);
    tn->names = list_make1(makeString(pstrdup(bind_type_info(att->atttypid)->typname)));
    tn->typemod = att->atttypmod;
    tn->location = -1;
    return tn;
}

static Constraint *make_constraint(ConstrType type, const char *name, Node *expr)
{
    Constraint *c = makeNode(Constraint);
    c->contype = type;
    c->conname = name ? pstrdup(name) : NULL;
    c->raw_expr = expr;
    c->location = -1;
    return c;
}

static ColumnDef *like_column(Relation rel, int attno, int options)
{
    Form_attribute att = TupleDescAttr(rel->rd_att, attno - 1);
    ColumnDef *cd = makeNode(ColumnDef);
    cd->colname = pstrdup(att->attname);
    cd->typeName = type_name_of(att);
    cd->is_not_null = att->attnotnull;
    cd->location = -1;
    if (att->attnotnull)
        cd->constraints = lappend(cd->constraints, make_constraint(CONSTR_NOTNULL, NULL, NULL));
    if (att->attcollation != bind_type_collation(att->atttypid)) {
        CollateClause *cc = makeNode(CollateClause);
        cc->collname = list_make1(makeString((char *)bind_collation_name(att->attcollation)));
        cc->location = -1;
        cd->collClause = cc;
    }
    if ((options & CREATE_TABLE_LIKE_DEFAULTS) && att->atthasdef) {
        char *text = catalog_column_default(rel->rd_id, attno);
        if (text) {
            cd->raw_default = bind_parse_stored_expr(text);
            cd->constraints = lappend(cd->constraints,
                                      make_constraint(CONSTR_DEFAULT, NULL, cd->raw_default));
        }
    }
    if ((options & CREATE_TABLE_LIKE_IDENTITY) && att->attidentity) {
        Constraint *c = make_constraint(CONSTR_IDENTITY, NULL, NULL);
        c->generated_when = att->attidentity;
        cd->constraints = lappend(cd->constraints, c);
    }
    return cd;
}

/* An index of the source: a PRIMARY KEY / UNIQUE table constraint when it can be one (plain
 * ascending btree keys), else a CREATE INDEX of the new table. */
static Node *like_index(Relation rel, Oid indexid, RangeVar *target)
{
    IndexFormData form;
    if (!catalog_index_form(indexid, &form))
        return NULL;
    bool plain = form.relam == BTREE_AM_OID && !form.hasexprs && !form.haspred;
    for (int i = 0; i < form.indnatts; i++)
        plain &= form.indoption[i] == 0 && form.indkey[i] > 0;
    if (form.indisunique && plain) {
        Constraint *c =
            make_constraint(form.indisprimary ? CONSTR_PRIMARY : CONSTR_UNIQUE, NULL, NULL);
        for (int i = 0; i < form.indnatts; i++)
            c->keys = lappend(c->keys, makeString(pstrdup(
                                           TupleDescAttr(rel->rd_att, form.indkey[i] - 1)->attname)));
        return (Node *)c;
    }
    IndexStmt *is = makeNode(IndexStmt);
    is->relation = target;
    is->unique = form.indisunique;
    is->accessMethod = form.relam == BTREE_AM_OID ? NULL : pstrdup(index_am_by_oid(form.relam)->amname);
    is->location = -1;
    char *indexprs = NULL, *indpred = NULL;
    catalog_index_exprs(indexid, &indexprs, &indpred);
    List *exprs = index_expr_texts(indexprs);
    int nexpr = 0;
    if (indpred)
        is->whereClause = bind_parse_stored_expr(indpred);
    for (int i = 0; i < form.indnatts; i++) {
        IndexElem *ie = makeNode(IndexElem);
        if (form.indkey[i] == 0 && nexpr < list_length(exprs))
            ie->expr = bind_parse_stored_expr(list_nth(exprs, nexpr++));
        else
            ie->name = pstrdup(TupleDescAttr(rel->rd_att, form.indkey[i] - 1)->attname);
        ie->ordering = (form.indoption[i] & INDOPTION_DESC) ? SORTBY_DESC : SORTBY_DEFAULT;
        bool nulls_first = (form.indoption[i] & INDOPTION_NULLS_FIRST) != 0;
        bool desc = (form.indoption[i] & INDOPTION_DESC) != 0;
        ie->nulls_ordering = nulls_first == desc ? SORTBY_NULLS_DEFAULT
                             : nulls_first      ? SORTBY_NULLS_FIRST
                                                : SORTBY_NULLS_LAST;
        ie->location = -1;
        is->indexParams = lappend(is->indexParams, ie);
    }
    return (Node *)is;
}

static List *expand_one(TableLikeClause *like, RangeVar *target, List **indexes,
                        List **comments)
{
    Relation rel = bind_open_relation(like->relation, AccessShareLock);
    char k = rel->relkind;
    if (k != RELKIND_RELATION && k != RELKIND_VIEW && k != RELKIND_FOREIGN_TABLE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("relation \"%s\" is invalid in LIKE clause", rel->relname),
                errdetail("This operation is not supported for %s.",
                          k == RELKIND_INDEX ? "indexes" : "sequences"),
                errlocation(like->relation->location));
    acl_require_relation(rel->rd_id, ACL_SELECT);
    List *out = NIL;
    for (int i = 1; i <= rel->rd_att->natts; i++) {
        if (TupleDescAttr(rel->rd_att, i - 1)->attisdropped)
            continue;
        ColumnDef *cd = like_column(rel, i, like->options);
        out = lappend(out, cd);
        char *text = (like->options & CREATE_TABLE_LIKE_COMMENTS)
                         ? catalog_comment(rel->rd_id, RelationClassOid, i)
                         : NULL;
        if (text) {
            DefElem *d = makeNode(DefElem);
            d->defname = cd->colname;
            d->arg = (Node *)makeString(text);
            d->location = -1;
            *comments = lappend(*comments, d);
        }
    }
    ListCell *lc;
    if (like->options & CREATE_TABLE_LIKE_CONSTRAINTS)
        foreach (lc, catalog_relation_checks(rel->rd_id)) {
            ConstraintRow *row = lfirst(lc);
            Constraint *c =
                make_constraint(CONSTR_CHECK, row->conname, bind_parse_stored_expr(row->conbin));
            c->is_no_inherit = row->connoinherit;
            out = lappend(out, c);
        }
    if (like->options & CREATE_TABLE_LIKE_INDEXES)
        foreach (lc, catalog_relation_indexes(rel->rd_id)) {
            Node *n = like_index(rel, lfirst_oid(lc), target);
            if (n && IsA(n, Constraint))
                out = lappend(out, n);
            else if (n)
                *indexes = lappend(*indexes, n);
        }
    relation_close(rel);
    return out;
}

List *bind_expand_table_like(List *elts, RangeVar *target, List **indexes, List **comments)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, elts) {
        Node *elt = lfirst(lc);
        if (IsA(elt, TableLikeClause))
            out = list_concat(out, expand_one((TableLikeClause *)elt, target, indexes, comments));
        else
            out = lappend(out, elt);
    }
    return out;
}
