/*
 * utility_comment.c: COMMENT ON TABLE / VIEW / SEQUENCE / INDEX / FOREIGN TABLE / COLUMN /
 * SCHEMA / FOREIGN DATA WRAPPER / SERVER ... IS 'text' | NULL.
 *
 * The one idea: the object is resolved as PG's get_object_address does (the name as written,
 * the kind checked, PG's messages), then its pg_description row is set; an empty text removes
 * the comment, as in PG.
 */
#include "common/elog.h"
#include "executor/acl.h"
#include "common/stringinfo.h"
#include "executor/execnodes.h"
#include "storage/catalog.h"
#include "storage/catalog_comment.h"
#include "storage/catalog_fdw.h"

#define NamespaceClassOid 2615
#define RelationClassOid 1259

static const char *name_text(List *names)
{
    StringInfoData buf;
    initStringInfo(&buf);
    ListCell *lc;
    foreach (lc, names)
        appendStringInfo(&buf, "%s%s", buf.len ? "." : "", strVal(lfirst(lc)));
    return buf.data;
}

/* The relation named by names (1 to 3 parts), of the kind the statement says. */
static Oid comment_relation(List *names, ObjectType kind)
{
    int n = list_length(names);
    if (n > 3)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper relation name (too many dotted names): %s", name_text(names)));
    RangeVar rv;
    memset(&rv, 0, sizeof(rv));
    rv.relname = strVal(llast(names));
    rv.schemaname = n >= 2 ? strVal(list_nth(names, n - 2)) : NULL;
    rv.location = -1;
    Relation rel = relation_open(exec_lookup_relation(&rv), ShareUpdateExclusiveLock);
    char want = kind == OBJECT_TABLE           ? RELKIND_RELATION
                : kind == OBJECT_VIEW          ? RELKIND_VIEW
                : kind == OBJECT_SEQUENCE      ? RELKIND_SEQUENCE
                : kind == OBJECT_INDEX         ? RELKIND_INDEX
                : kind == OBJECT_FOREIGN_TABLE ? RELKIND_FOREIGN_TABLE
                                               : 0;
    const char *noun = kind == OBJECT_TABLE      ? "a table"
                       : kind == OBJECT_VIEW     ? "a view"
                       : kind == OBJECT_SEQUENCE ? "a sequence"
                       : kind == OBJECT_INDEX    ? "an index"
                                                 : "a foreign table";
    /* a partitioned table or index is still a table or an index */
    char partitioned = want == RELKIND_RELATION ? RELKIND_PARTITIONED_TABLE
                       : want == RELKIND_INDEX  ? RELKIND_PARTITIONED_INDEX
                                                : 0;
    if (want != 0 && rel->relkind != want && (partitioned == 0 || rel->relkind != partitioned))
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not %s", rel->relname, noun));
    Oid relid = rel->rd_id;
    relation_close(rel);
    acl_require_relation_owner(relid);
    return relid;
}

void exec_comment(CommentStmt *stmt)
{
    const char *text = stmt->comment && stmt->comment[0] ? stmt->comment : NULL;
    List *names = stmt->object;
    switch (stmt->objtype) {
    case OBJECT_SCHEMA: {
        if (list_length(names) != 1)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("schema name cannot be qualified"));
        Oid nsp = catalog_namespace_oid(strVal(linitial(names)));
        if (nsp == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", strVal(linitial(names))));
        catalog_set_comment(nsp, NamespaceClassOid, 0, text);
        return;
    }
    case OBJECT_COLUMN: {
        if (list_length(names) < 2)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("column name must be qualified"));
        const char *colname = strVal(llast(names));
        List *relname = NIL;
        for (int i = 0; i < list_length(names) - 1; i++)
            relname = lappend(relname, list_nth(names, i));
        Oid relid = comment_relation(relname, OBJECT_COLUMN);
        Relation rel = relation_open(relid, AccessShareLock);
        int attnum = 0;
        for (int i = 0; i < rel->rd_att->natts; i++) {
            Form_attribute a = TupleDescAttr(rel->rd_att, i);
            if (!a->attisdropped && strcmp(a->attname, colname) == 0)
                attnum = i + 1;
        }
        if (attnum == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" of relation \"%s\" does not exist", colname,
                           rel->relname));
        relation_close(rel);
        catalog_set_comment(relid, RelationClassOid, attnum, text);
        return;
    }
    case OBJECT_FDW:
    case OBJECT_FOREIGN_SERVER: {
        bool fdw = stmt->objtype == OBJECT_FDW;
        const char *name = strVal(linitial(names));
        FdwCatalogRow r;
        catalog_fdw_lock();
        if (!catalog_fdw_lookup(fdw ? FDWCAT_WRAPPER : FDWCAT_SERVER, InvalidOid, name, &r))
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg(fdw ? "foreign-data wrapper \"%s\" does not exist"
                               : "server \"%s\" does not exist",
                           name));
        catalog_set_comment(r.oid, fdw ? ForeignDataWrapperRelationId : ForeignServerRelationId,
                            0, text);
        return;
    }
    default:
        catalog_set_comment(comment_relation(names, stmt->objtype), RelationClassOid, 0, text);
        return;
    }
}
