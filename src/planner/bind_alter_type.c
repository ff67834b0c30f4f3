/*
 * bind_alter_type.c: ALTER TABLE ... ALTER [COLUMN] c [SET DATA] TYPE t [COLLATE x] [USING e]
 * (PG's ATPrepAlterColumnType and the checks of ATExecAlterColumnType).
 *
 * The one idea: everything the rewrite needs is decided here, over the table as it is before
 * the statement: the expression that turns an old row's value into the new type (USING, or the
 * column itself, through the assignment cast; 42804 if there is none), whether that expression
 * only relabels the stored bytes (then the rows stay where they are, as PG skips the rewrite),
 * the column DEFAULT converted to the new type, and the table's CHECK constraints bound again
 * over the new column, so the executor only evaluates. A view reading the column refuses the
 * change (0A000), as PG's pg_depend check does.
 */
#include "planner/bind_internal.h"

#include <string.h>

#include "common/stringinfo.h"
#include "parser/parser.h"
#include "storage/sysattr.h"

#define F_BPCHAR_LEN 668 /* not listed: bpchar pads, so a new length rewrites */
#define F_VARCHAR_LEN 669
#define F_NUMERIC_LEN 1703
#define F_TIMESTAMP_LEN 1961
#define F_TIMESTAMPTZ_LEN 1967

/*
 * Does a length coercion from old_typmod to new_typmod leave every value as it is? PG's
 * support functions (varchar_support, numeric_support, timestamp_support) turn those calls
 * into relabels, which is what lets varchar(10) -> varchar(20) skip the rewrite.
 */
static bool length_coercion_is_noop(Oid funcid, int32 old_typmod, int32 new_typmod)
{
    if (new_typmod < 0)
        return funcid != F_BPCHAR_LEN;
    if (old_typmod < 0)
        return false;
    switch (funcid) {
    case F_VARCHAR_LEN:
    case F_TIMESTAMP_LEN:
    case F_TIMESTAMPTZ_LEN:
        return old_typmod <= new_typmod;
    case F_NUMERIC_LEN: {
        int32 o = old_typmod - VARHDRSZ, n = new_typmod - VARHDRSZ;
        return (o & 0x7ff) == (n & 0x7ff) && ((o >> 16) & 0xffff) <= ((n >> 16) & 0xffff);
    }
    default:
        return false;
    }
}

/* PG's ATColumnChangeRequiresRewrite: false when expr is the column, relabeled at most. */
static bool requires_rewrite(Node *expr, int attnum)
{
    for (;;) {
        if (IsA(expr, Var) && ((Var *)expr)->varattno == attnum)
            return false;
        if (IsA(expr, RelabelType))
            expr = (Node *)((RelabelType *)expr)->arg;
        else if (IsA(expr, FuncExpr) && ((FuncExpr *)expr)->funcformat == COERCE_IMPLICIT_CAST &&
                 list_length(((FuncExpr *)expr)->args) >= 2 &&
                 length_coercion_is_noop(((FuncExpr *)expr)->funcid,
                                         exprTypmod(linitial(((FuncExpr *)expr)->args)),
                                         ((FuncExpr *)expr)->funcresulttypmod))
            expr = linitial(((FuncExpr *)expr)->args);
        else
            return true;
    }
}

/* The new type and collation of the column (PG's typenameTypeIdAndMod, GetColumnDefCollation
 * and CheckAttributeType). */
static void bind_new_type_at(ParseState *pstate, ColumnDef *def, const char *colname,
                             AlterTypeInfo *at)
{
    bind_typename(pstate, def->typeName, &at->typid, &at->typmod);
    const TypeInfo *t = bind_type_info(at->typid);
    if (at->typid == UNKNOWNOID || t->typcategory == TYPCATEGORY_PSEUDOTYPE)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("column \"%s\" has pseudo-type %s", colname, bind_format_type(at->typid)));
    at->collation = bind_type_collation(at->typid);
    if (def->collClause) {
        if (at->collation == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("collations are not supported by type %s", bind_format_type(at->typid)),
                    errlocation(def->collClause->location));
        at->collation =
            bind_collation_by_name(def->collClause->collname, def->collClause->location);
    }
}

/* PG looks the type up without a parse state: its errors carry no position. */
static void bind_new_type(ParseState *pstate, ColumnDef *def, const char *colname,
                          AlterTypeInfo *at)
{
    PG_TRY();
    {
        bind_new_type_at(pstate, def, colname, at);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_current_error();
        if (e != NULL)
            e->cursorpos = 0;
        PG_RE_THROW();
    }
    PG_END_TRY();
}

/* USING (bound over the old columns) or the column itself, cast to the new type. */
static Node *bind_transform(ParseState *pstate, Relation rel, ColumnDef *def, Form_attribute old,
                            const AlterTypeInfo *at)
{
    Node *expr;
    if (def->raw_default) {
        expr = bind_transform_expr(rel, rel->rd_att, def->raw_default, pstate->query_text);
    } else {
        Var *v = makeNode(Var);
        v->varno = 1;
        v->varattno = (int16)at->attnum;
        v->vartype = old->atttypid;
        v->vartypmod = old->atttypmod;
        v->varcollid = old->attcollation;
        v->location = -1;
        expr = (Node *)v;
    }
    Node *res = bind_coerce_to_target(pstate, expr, exprType(expr), at->typid, at->typmod,
                                      COERCION_ASSIGNMENT, COERCE_IMPLICIT_CAST, -1);
    if (res == NULL && def->raw_default)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("result of USING clause for column \"%s\" cannot be cast automatically "
                       "to type %s",
                       old->attname, bind_format_type(at->typid)),
                errhint("You might need to add an explicit cast."));
    if (res == NULL) {
        StringInfoData name;
        initStringInfo(&name);
        parser_append_ident(&name, old->attname);
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("column \"%s\" cannot be cast automatically to type %s", old->attname,
                       bind_format_type(at->typid)),
                errhint("You might need to specify \"USING %s::%s\".", name.data,
                        bind_format_type_mod(at->typid, at->typmod)));
    }
    bind_assign_expr_collations(res);
    return res;
}

/* The user column named name (1-based); PG's errors for a system column or none. */
static int column_to_alter(Relation rel, const char *name)
{
    for (int i = 0; i < rel->rd_att->natts; i++)
        if (!TupleDescAttr(rel->rd_att, i)->attisdropped &&
            strcmp(TupleDescAttr(rel->rd_att, i)->attname, name) == 0)
            return i + 1;
    if (sysattr_attnum(name) != 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot alter system column \"%s\"", name));
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
            errmsg("column \"%s\" of relation \"%s\" does not exist", name, rel->relname));
}

/* 0A000 if a view reads the column (PG finds it among the rules' pg_depend rows). */
static void check_no_view_reads(ParseState *pstate, Relation rel, int attnum, const char *colname)
{
    List *views = bind_views_reading_column(pstate, rel->rd_id, attnum);
    if (views == NIL)
        return;
    Oid view = list_nth_oid(views, 0);
    char name[NAMEDATALEN];
    Oid nsp;
    catalog_relation_name(view, name, &nsp);
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("cannot alter type of a column used by a view or rule"),
            errdetail("rule _RETURN on view %s depends on column \"%s\"", name, colname));
}

AlterTypeInfo *bind_alter_column_type(ParseState *pstate, Relation rel, AlterTableCmd *cmd,
                                      TupleDesc cols)
{
    ColumnDef *def = (ColumnDef *)cmd->def;
    AlterTypeInfo *at = palloc0(sizeof(AlterTypeInfo));
    at->attnum = column_to_alter(rel, cmd->name);
    at->colname = pstrdup(cmd->name);
    Form_attribute old = TupleDescAttr(rel->rd_att, at->attnum - 1);
    Form_attribute cur = TupleDescAttr(cols, at->attnum - 1);
    if (cur->atttypid != old->atttypid || cur->atttypmod != old->atttypmod ||
        cur->attcollation != old->attcollation)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot alter type of column \"%s\" twice", cmd->name));
    bind_new_type(pstate, def, cmd->name, at);
    /* PG alters an identity column's sequence first (execution does it here too) */
    if (old->attidentity && at->typid != INT2OID && at->typid != INT4OID && at->typid != INT8OID)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("identity column type must be smallint, integer, or bigint"));
    at->transform = bind_transform(pstate, rel, def, old, at);
    at->rewrite = requires_rewrite(at->transform, at->attnum);
    const TypeInfo *t = bind_type_info(at->typid);
    cur->atttypid = at->typid;
    cur->atttypmod = at->typmod;
    cur->attcollation = at->collation;
    cur->attlen = t->typlen;
    cur->attbyval = t->typbyval;
    cur->attalign = t->typalign;
    if (old->atthasdef) {
        at->has_default = true;
        at->new_default = bind_retyped_default(pstate, rel, at->attnum, cur);
    }
    check_no_view_reads(pstate, rel, at->attnum, cmd->name);
    at->checks = bind_column_checks(rel, cols, at->attnum);
    return at;
}
