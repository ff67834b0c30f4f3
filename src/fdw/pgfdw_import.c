/*
 * pgfdw_import.c: basalt_pg_fdw's IMPORT FOREIGN SCHEMA (postgres_fdw's
 * postgresImportForeignSchema).
 *
 * The one idea: the remote catalogs describe each table, and we answer with the SQL text a user
 * would have typed. One query over pg_class, pg_attribute, pg_attrdef and pg_collation lists
 * every column of the schema's tables, views, foreign tables, materialized views and
 * partitioned tables (partitions left out: their root is imported), ordered by table and
 * attnum; each table becomes "CREATE FOREIGN TABLE name (...) SERVER s OPTIONS (schema_name,
 * table_name)" with column_name options, so renaming the local objects keeps the link. The
 * types are the remote format_type() text, which names non-pg_catalog types with their schema
 * since the remote search_path is pg_catalog. The executor (utility_fdw.c) filters by LIMIT TO
 * / EXCEPT, puts the tables in the local schema and runs the commands.
 *
 * Options: import_default (false), import_not_null (true), import_collate (true),
 * import_generated (true; accepted, but Basalt has no generated columns, so a generated remote
 * column comes in as a plain one).
 */
#include <string.h>
#include <strings.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "fdw/pgfdw.h"
#include "parser/parser.h"

/* The columns of the catalog query below. */
enum {
    COL_RELNAME,
    COL_ATTNAME,
    COL_TYPE,
    COL_NOTNULL,
    COL_GENERATED,
    COL_DEFAULT,
    COL_COLLNAME,
    COL_COLLNSP,
    NCOLS
};

typedef struct ImportOptions {
    bool import_collate, import_default, import_generated, import_not_null;
} ImportOptions;

/* PG's defGetBoolean for a generic option (whose value is always a string). */
static bool option_boolean(const DefElem *d)
{
    const char *s = d->arg && IsA(d->arg, String) ? strVal(d->arg) : "";
    if (strcasecmp(s, "true") == 0 || strcasecmp(s, "on") == 0)
        return true;
    if (strcasecmp(s, "false") == 0 || strcasecmp(s, "off") == 0)
        return false;
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("%s requires a Boolean value", d->defname));
}

static ImportOptions parse_options(List *options)
{
    ImportOptions o = {true, false, true, true};
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "import_collate") == 0)
            o.import_collate = option_boolean(d);
        else if (strcmp(d->defname, "import_default") == 0)
            o.import_default = option_boolean(d);
        else if (strcmp(d->defname, "import_generated") == 0)
            o.import_generated = option_boolean(d);
        else if (strcmp(d->defname, "import_not_null") == 0)
            o.import_not_null = option_boolean(d);
        else
            ereport(ERROR, errcode(ERRCODE_FDW_INVALID_OPTION_NAME),
                    errmsg("invalid option \"%s\"", d->defname));
    }
    return o;
}

static void check_remote_schema(PgFdwConn *conn, const ImportForeignSchemaStmt *st,
                                const ForeignServer *server)
{
    StringInfoData sql;
    initStringInfo(&sql);
    appendStringInfoString(&sql, "SELECT 1 FROM pg_catalog.pg_namespace WHERE nspname = ");
    pgfdw_append_literal(&sql, st->remote_schema);
    PgFdwResult *res = pgfdw_exec(conn, sql.data, NULL);
    if (res->nrows != 1)
        ereport(ERROR, errcode(ERRCODE_FDW_SCHEMA_NOT_FOUND),
                errmsg("schema \"%s\" is not present on foreign server \"%s\"", st->remote_schema,
                       server->servername));
}

/* postgres_fdw's query, word for word (it shows in CONTEXT when the remote side fails). */
static char *columns_query(const ImportForeignSchemaStmt *st, const ImportOptions *o)
{
    StringInfoData sql;
    initStringInfo(&sql);
    appendStringInfoString(&sql, "SELECT relname, "
                                 "  attname, "
                                 "  format_type(atttypid, atttypmod), "
                                 "  attnotnull, "
                                 "  attgenerated, "
                                 "  pg_get_expr(adbin, adrelid), ");
    if (o->import_collate)
        appendStringInfoString(&sql, "  collname, "
                                     "  collnsp.nspname "
                                     "FROM pg_class c "
                                     "  JOIN pg_namespace n ON "
                                     "    relnamespace = n.oid "
                                     "  LEFT JOIN pg_attribute a ON "
                                     "    attrelid = c.oid AND attnum > 0 "
                                     "      AND NOT attisdropped "
                                     "  LEFT JOIN pg_attrdef ad ON "
                                     "    adrelid = c.oid AND adnum = attnum "
                                     "  LEFT JOIN pg_collation coll ON "
                                     "    coll.oid = attcollation "
                                     "  LEFT JOIN pg_namespace collnsp ON "
                                     "    collnsp.oid = collnamespace ");
    else
        appendStringInfoString(&sql, "  NULL, NULL "
                                     "FROM pg_class c "
                                     "  JOIN pg_namespace n ON "
                                     "    relnamespace = n.oid "
                                     "  LEFT JOIN pg_attribute a ON "
                                     "    attrelid = c.oid AND attnum > 0 "
                                     "      AND NOT attisdropped "
                                     "  LEFT JOIN pg_attrdef ad ON "
                                     "    adrelid = c.oid AND adnum = attnum ");
    appendStringInfoString(&sql, "WHERE c.relkind IN ('r','v','f','m','p') "
                                 "  AND n.nspname = ");
    pgfdw_append_literal(&sql, st->remote_schema);
    appendStringInfoString(&sql, " AND NOT c.relispartition ");
    if (st->list_type != FDW_IMPORT_SCHEMA_ALL) {
        /* only to fetch less: the executor filters the commands by the list anyway */
        appendStringInfoString(&sql, " AND c.relname ");
        if (st->list_type == FDW_IMPORT_SCHEMA_EXCEPT)
            appendStringInfoString(&sql, "NOT ");
        appendStringInfoString(&sql, "IN (");
        ListCell *lc;
        foreach (lc, st->table_list) {
            if (foreach_current_index(lc) > 0)
                appendStringInfoString(&sql, ", ");
            pgfdw_append_literal(&sql, ((RangeVar *)lfirst(lc))->relname);
        }
        appendStringInfoChar(&sql, ')');
    }
    appendStringInfoString(&sql, " ORDER BY c.relname, a.attnum");
    return sql.data;
}

/* One column's definition; row is one result row of columns_query. */
static void append_column_def(StringInfo buf, char **row, const ImportOptions *o)
{
    const char *generated = row[COL_GENERATED];
    bool is_generated = generated != NULL && generated[0] != '\0';
    appendStringInfoString(buf, "  ");
    parser_append_ident(buf, row[COL_ATTNAME]);
    appendStringInfo(buf, " %s OPTIONS (column_name ", row[COL_TYPE]);
    pgfdw_append_literal(buf, row[COL_ATTNAME]);
    appendStringInfoChar(buf, ')');
    if (o->import_collate && row[COL_COLLNAME] != NULL && row[COL_COLLNSP] != NULL) {
        appendStringInfoString(buf, " COLLATE ");
        parser_append_ident(buf, row[COL_COLLNSP]);
        appendStringInfoChar(buf, '.');
        parser_append_ident(buf, row[COL_COLLNAME]);
    }
    if (o->import_default && row[COL_DEFAULT] != NULL && !is_generated)
        appendStringInfo(buf, " DEFAULT %s", row[COL_DEFAULT]);
    if (o->import_not_null && row[COL_NOTNULL] != NULL && row[COL_NOTNULL][0] == 't')
        appendStringInfoString(buf, " NOT NULL");
}

List *pgfdw_import_foreign_schema(Node *stmt, Oid serverid)
{
    ImportForeignSchemaStmt *st = (ImportForeignSchemaStmt *)stmt;
    assert(IsA(stmt, ImportForeignSchemaStmt));
    ImportOptions o = parse_options(st->options);
    ForeignServer *server = fdw_get_server(serverid);
    UserMapping *um = fdw_get_user_mapping(pgfdw_local_user(), serverid);
    PgFdwConn *conn = pgfdw_get_connection(server, um);

    check_remote_schema(conn, st, server);
    PgFdwResult *res = pgfdw_exec(conn, columns_query(st, &o), NULL);
    if (res->nrows > 0 && res->ncols != NCOLS)
        ereport(ERROR, errcode(ERRCODE_FDW_ERROR),
                errmsg("unexpected result of the remote catalog query on server \"%s\"",
                       server->servername));

    List *commands = NIL;
    StringInfoData buf;
    initStringInfo(&buf);
    for (int i = 0; i < res->nrows;) {
        const char *table = res->rows[i][COL_RELNAME];
        if (table == NULL) { /* cannot happen (pg_class.relname is NOT NULL) */
            i++;
            continue;
        }
        resetStringInfo(&buf);
        appendStringInfoString(&buf, "CREATE FOREIGN TABLE ");
        parser_append_ident(&buf, table);
        appendStringInfoString(&buf, " (\n");
        bool first = true;
        do {
            char **row = res->rows[i];
            if (row[COL_ATTNAME] == NULL || row[COL_TYPE] == NULL)
                continue; /* a table without columns: one row of NULLs */
            if (!first)
                appendStringInfoString(&buf, ",\n");
            first = false;
            append_column_def(&buf, row, &o);
        } while (++i < res->nrows && res->rows[i][COL_RELNAME] != NULL &&
                 strcmp(res->rows[i][COL_RELNAME], table) == 0);
        appendStringInfoString(&buf, "\n) SERVER ");
        parser_append_ident(&buf, server->servername);
        appendStringInfoString(&buf, "\nOPTIONS (schema_name ");
        pgfdw_append_literal(&buf, st->remote_schema);
        appendStringInfoString(&buf, ", table_name ");
        pgfdw_append_literal(&buf, table);
        appendStringInfoString(&buf, ");");
        commands = lappend(commands, pstrdup(buf.data));
    }
    return commands;
}
