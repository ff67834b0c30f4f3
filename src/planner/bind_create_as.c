/*
 * bind_create_as.c: CREATE TABLE ... AS query [WITH [NO] DATA] (PG's transformCreateTableAs).
 *
 * The query is bound as a SELECT of its own; the new table's columns are its output columns,
 * with their types, typmods and collations (unknown literals become text), named by the
 * column list where one is given. The executor creates the table and runs the query into it.
 */
#include "planner/bind_internal.h"
#include "storage/sysattr.h"

int bind_output_column_count(Query *q)
{
    int ncols = 0;
    ListCell *lc;
    foreach (lc, q->targetList)
        if (!((TargetEntry *)lfirst(lc))->resjunk)
            ncols++;
    return ncols;
}

TupleDesc bind_query_columns(Query *q, List *colnames, bool is_view)
{
    TupleDesc desc = tupdesc_create(bind_output_column_count(q));
    ListCell *lc;
    int i = 0;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        Form_attribute att = TupleDescAttr(desc, i);
        const char *name = i < list_length(colnames) ? strVal(list_nth(colnames, i))
                           : tle->resname                  ? tle->resname
                                                           : "?column?";
        for (int j = 0; j < i; j++)
            if (strcmp(TupleDescAttr(desc, j)->attname, name) == 0)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                        errmsg("column \"%s\" specified more than once", name));
        if (strlen(name) >= NAMEDATALEN)
            elog(ERROR, "column name too long");
        Oid typid = exprType((Node *)tle->expr);
        const TypeInfo *t = bind_type_info(typid);
        bool whole_row = IsA(tle->expr, RowExpr) && ((RowExpr *)tle->expr)->wholerow_of;
        if (typid == UNKNOWNOID ||
            (t->typcategory == TYPCATEGORY_PSEUDOTYPE && !(is_view && whole_row)))
            ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                    errmsg("column \"%s\" has pseudo-type %s", name, bind_format_type(typid)));
        strcpy(att->attname, name);
        att->atttypid = typid;
        att->atttypmod = exprTypmod((Node *)tle->expr);
        att->attnum = (int16)(i + 1);
        att->attlen = t->typlen;
        att->attbyval = t->typbyval;
        att->attalign = t->typalign;
        att->attcollation = exprCollation((Node *)tle->expr);
        i++;
    }
    for (int j = 0; j < desc->natts && !is_view; j++)
        sysattr_check_column_name(TupleDescAttr(desc, j)->attname);
    return desc;
}

Query *bind_create_table_as(ParseState *pstate, CreateTableAsStmt *stmt)
{
    RangeVar *rv = stmt->relation;
    Oid nsp = bind_creation_namespace(rv);
    Query *q;
    if (IsA(stmt->query, ExecuteStmt)) {
        q = bind_execute_query(pstate, (ExecuteStmt *)stmt->query);
        if (q->commandType != CMD_SELECT)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("prepared statement is not a SELECT"));
    } else
        q = bind_sub_select(pstate, stmt->query);
    if (list_length(stmt->colNames) > bind_output_column_count(q))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("too many column names were specified"));
    TupleDesc desc = bind_query_columns(q, stmt->colNames, false);
    CreateTableInfo *create = makeNode(CreateTableInfo);
    create->relname = pstrdup(rv->relname);
    create->nspoid = nsp;
    create->relpersistence = rv->relpersistence ? rv->relpersistence : RELPERSISTENCE_PERMANENT;
    create->if_not_exists = stmt->if_not_exists;
    create->desc = desc;
    create->location = rv->location;
    CreateTableAsInfo *info = makeNode(CreateTableAsInfo);
    info->create = create;
    info->query = q;
    info->skipData = stmt->skipData;
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}
