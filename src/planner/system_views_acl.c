/*
 * system_views_acl.c: information_schema.column_privileges, generated per use.
 *
 * PG's view explodes every table's acl over its columns and every column's acl (aclexplode,
 * which Basalt does not have). Here the exploded items are computed from the catalog when the
 * view is named, as a VALUES list of (grantor, grantee, table, column, privilege, grantable);
 * the view's SQL around it is PG's: the owner's implied grant options and the rows the current
 * user may see (it granted them, or holds the grantee's privileges, or PUBLIC is the grantee).
 */
#include "planner/bind_internal.h"

#include "executor/acl.h"
#include "storage/catalog.h"

static const struct {
    uint32 bit;
    const char *word;
} column_rights[] = {
    {ACL_INSERT, "INSERT"}, {ACL_SELECT, "SELECT"}, {ACL_UPDATE, "UPDATE"},
    {ACL_REFERENCES, "REFERENCES"},
};

static void explode_items(StringInfo buf, Oid relid, const char *attname, const AclItem *items,
                          int n)
{
    for (int i = 0; i < n; i++)
        for (size_t r = 0; r < lengthof(column_rights); r++) {
            if (!(items[i].privs & column_rights[r].bit))
                continue;
            appendStringInfo(buf, ", (%u, %u, %u, '%s', '%s', %s)", items[i].grantor,
                             items[i].grantee, relid, attname, column_rights[r].word,
                             items[i].privs & ACL_GRANT_OPTION_FOR(column_rights[r].bit)
                                 ? "true"
                                 : "false");
        }
}

/* The table's items over each column, and the column's own. Column names are quoted by
 * doubling quotes, as the VALUES list holds them as literals. */
static void explode_relation(StringInfo buf, Oid relid)
{
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra) ||
        !(ra.relkind == 'r' || ra.relkind == 'v' || ra.relkind == 'f' || ra.relkind == 'p'))
        return;
    int n;
    AclItem *items = acl_relation_items(relid, &ra, &n);
    Relation rel = relation_open(relid, NoLock);
    for (int i = 0; i < rel->rd_att->natts; i++) {
        Form_attribute att = TupleDescAttr(rel->rd_att, i);
        if (att->attisdropped)
            continue;
        StringInfoData name;
        initStringInfo(&name);
        for (const char *p = att->attname; *p; p++) {
            if (*p == '\'')
                appendStringInfoChar(&name, '\'');
            appendStringInfoChar(&name, *p);
        }
        explode_items(buf, relid, name.data, items, n);
        varlena *colacl = catalog_column_acl(relid, i + 1);
        if (colacl != NULL) {
            int cn;
            AclItem *citems = catalog_acl_items(colacl, &cn);
            explode_items(buf, relid, name.data, citems, cn);
        }
    }
    relation_close(rel);
}

const char *bind_column_privileges_sql(void)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(
        &buf,
        "SELECT g.rolname AS grantor, (CASE WHEN x.grantee = 0 THEN 'PUBLIC' ELSE e.rolname "
        "END)::name AS grantee, current_database()::name AS table_catalog, n.nspname AS "
        "table_schema, c.relname AS table_name, x.attname::name AS column_name, "
        "x.prtype::varchar AS privilege_type, (CASE WHEN pg_catalog.pg_has_role(x.grantee, "
        "c.relowner, 'USAGE') OR x.grantable THEN 'YES' ELSE 'NO' END)::varchar AS is_grantable "
        "FROM (SELECT DISTINCT column1::oid AS grantor, column2::oid AS grantee, column3::oid "
        "AS relid, column4::text AS attname, column5::text AS prtype, column6::bool AS "
        "grantable FROM (VALUES (0, 0, 0, '', '', false)");
    ListCell *nc, *rc;
    foreach (nc, catalog_namespaces())
        foreach (rc, catalog_namespace_relations(lfirst_oid(nc)))
            explode_relation(&buf, lfirst_oid(rc));
    appendStringInfoString(
        &buf,
        ") v WHERE column3 <> 0) x JOIN pg_catalog.pg_class c ON c.oid = x.relid JOIN "
        "pg_catalog.pg_namespace n ON n.oid = c.relnamespace JOIN pg_catalog.pg_authid g ON "
        "g.oid = x.grantor LEFT JOIN pg_catalog.pg_authid e ON e.oid = x.grantee WHERE "
        "(x.grantee = 0 OR e.oid IS NOT NULL) AND (pg_catalog.pg_has_role(g.oid, 'USAGE') OR "
        "(x.grantee <> 0 AND pg_catalog.pg_has_role(x.grantee, 'USAGE')) OR x.grantee = 0)");
    return buf.data;
}
