/*
 * catfuncs_describe.c: the functions psql's \d commands and drivers' metadata queries call on
 * catalog rows: pg_get_indexdef, pg_get_constraintdef, pg_get_viewdef, pg_get_expr,
 * pg_get_function_result/arguments/sqlbody, obj/col/shobj_description, pg_encoding_to_char,
 * getdatabaseencoding, pg_tablespace_location, pg_function/operator/type_is_visible
 * (and those of objects Basalt has none of), and the regtype, regnamespace and regrole
 * types (has_table_privilege: aclitem.c, has_function_privilege: aclfuncs.c).
 *
 * The one idea: each answers from the catalog as it is, so where Basalt has no such object
 * the answer is PG's answer for "none": obj/col_description read pg_description (COMMENT ON),
 * shared objects have no comments; expressions
 * are stored as SQL text, so
 * pg_get_expr returns that text. pg_get_viewdef returns the stored query text: PG's pretty
 * layout for simple views (planner/deparse_view.c), the query as written for others.
 */
#include <ctype.h>
#include <stdlib.h>
#include <strings.h>

#include "executor/partition.h"
#include "executor/types/types_internal.h"
#include "executor/utility_index.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/catalog_comment.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_partition.h"
#include "storage/catalog_view.h"

#define REGNAMESPACEOID 4089
#define REGROLEOID 4096

/* ---------------------------------------------------------------- indexes and constraints */

static bool index_column_name(Oid relid, int attnum, char *out)
{
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        return false;
    Relation rel = relation_open(relid, AccessShareLock);
    bool ok = attnum >= 1 && attnum <= rel->rd_att->natts;
    if (ok)
        memcpy(out, TupleDescAttr(rel->rd_att, attnum - 1)->attname, NAMEDATALEN);
    relation_close(rel);
    return ok;
}

static bool wrapped_in_parens(const char *s, size_t len);

static char *pretty_expr(const char *s, size_t len);

/* Pretty mode drops the parentheses PG's pretty printing drops (see pg_get_expr). */
static const char *unwrap_pretty(const char *s, bool pretty)
{
    return pretty ? pretty_expr(s, strlen(s)) : s;
}

/* PG's looks_like_function: "f(...)", which an index definition prints without parentheses. */
static bool looks_like_function(const char *s)
{
    size_t i = 0;
    while (isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '.')
        i++;
    return i > 0 && s[i] == '(' && wrapped_in_parens(s + i, strlen(s + i));
}

/* "CREATE UNIQUE INDEX i ON public.t USING btree (a, lower(b) DESC) INCLUDE (c) WHERE (a >
 * 0)", or one column's name or expression. */
static char *index_definition(Oid indexrelid, int column, bool pretty)
{
    IndexFormData f;
    if (!catalog_index_form(indexrelid, &f))
        return NULL;
    char iname[NAMEDATALEN], tname[NAMEDATALEN], col[NAMEDATALEN];
    Oid insp, tnsp;
    if (!catalog_relation_name(indexrelid, iname, &insp) ||
        !catalog_relation_name(f.indrelid, tname, &tnsp))
        return NULL;
    char *indexprs = NULL, *indpred = NULL;
    catalog_index_exprs(indexrelid, &indexprs, &indpred);
    List *exprs = index_expr_texts(indexprs);
    int nexpr = 0;
    StringInfoData buf;
    initStringInfo(&buf);
    if (column > 0) {
        if (column > f.indnatts)
            return pstrdup("");
        if (f.indkey[column - 1] == 0) {
            for (int i = 0; i < column - 1; i++)
                nexpr += f.indkey[i] == 0;
            if (nexpr >= list_length(exprs))
                return pstrdup("");
            const char *e = unwrap_pretty(list_nth(exprs, nexpr), pretty);
            return looks_like_function(e) ? pstrdup(e) : psprintf("(%s)", e);
        }
        if (!index_column_name(f.indrelid, f.indkey[column - 1], col))
            return pstrdup("");
        types_append_ident(&buf, col);
        return buf.data;
    }
    appendStringInfo(&buf, "CREATE %sINDEX ", f.indisunique ? "UNIQUE " : "");
    types_append_ident(&buf, iname);
    PartitionKeyRow key; /* a partitioned index: ON ONLY its table, as PG prints it */
    appendStringInfoString(&buf, catalog_partition_key(f.indrelid, &key) ? " ON ONLY " : " ON ");
    if (!pretty) { /* PG's pretty mode names the table alone */
        types_append_ident(&buf, catalog_namespace_name(tnsp));
        appendStringInfoChar(&buf, '.');
    }
    types_append_ident(&buf, tname);
    appendStringInfo(&buf, " USING %s (", f.relam == BRIN_AM_OID ? "brin" : "btree");
    for (int i = 0; i < f.indnatts; i++) {
        if (i == f.indnkeyatts) /* the INCLUDE columns, as PG's pg_get_indexdef */
            appendStringInfoString(&buf, ") INCLUDE (");
        else if (i > 0)
            appendStringInfoString(&buf, ", ");
        if (f.indkey[i] == 0 && nexpr < list_length(exprs)) {
            const char *e = unwrap_pretty(list_nth(exprs, nexpr++), pretty);
            appendStringInfo(&buf, looks_like_function(e) ? "%s" : "(%s)", e);
        } else if (index_column_name(f.indrelid, f.indkey[i], col))
            types_append_ident(&buf, col);
        if (i >= f.indnkeyatts)
            continue;
        bool desc = (f.indoption[i] & INDOPTION_DESC) != 0;
        bool nulls_first = (f.indoption[i] & INDOPTION_NULLS_FIRST) != 0;
        if (desc)
            appendStringInfoString(&buf, " DESC");
        if (desc && !nulls_first)
            appendStringInfoString(&buf, " NULLS LAST");
        else if (!desc && nulls_first)
            appendStringInfoString(&buf, " NULLS FIRST");
    }
    appendStringInfoChar(&buf, ')');
    if (indpred)
        appendStringInfo(&buf, " WHERE %s", unwrap_pretty(indpred, pretty));
    return buf.data;
}

static Datum pg_get_indexdef(PG_FUNCTION_ARGS)
{
    int column = PG_NARGS() > 1 ? PG_GETARG_INT32(1) : 0;
    bool pretty = PG_NARGS() > 2 && PG_GETARG_BOOL(2);
    char *def = index_definition(PG_GETARG_OID(0), column, pretty);
    if (def == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(def));
}

/* A CHECK constraint as PG prints it: "CHECK ((a > 0))", pretty "CHECK (a > 0)", with
 * " NO INHERIT" and " NOT VALID" after it. */
static char *check_definition(const ConstraintRow *r, bool pretty)
{
    return psprintf("CHECK (%s)%s%s", pretty ? r->consrc : r->conbin,
                    r->connoinherit ? " NO INHERIT" : "", r->convalidated ? "" : " NOT VALID");
}

/* pg_constraint's rows are the primary keys, under their index's oid, and the stored CHECK
 * constraints (system_views.c). */
static void append_columns(StringInfo buf, Oid relid, const int16 *attnums, int n)
{
    for (int i = 0; i < n; i++) {
        char col[NAMEDATALEN];
        if (i > 0)
            appendStringInfoString(buf, ", ");
        if (index_column_name(relid, attnums[i], col))
            types_append_ident(buf, col);
    }
}

static const char *fk_action(char a)
{
    return a == 'r' ? "RESTRICT" : a == 'c' ? "CASCADE" : a == 'n' ? "SET NULL"
         : a == 'd' ? "SET DEFAULT" : NULL;
}

/* PG's "FOREIGN KEY (a) REFERENCES p(id) MATCH FULL ON UPDATE CASCADE ON DELETE SET NULL". */
static char *foreign_key_definition(const ConstraintRow *r)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, "FOREIGN KEY (");
    append_columns(&buf, r->conrelid, r->conkey, r->nkeys);
    appendStringInfoString(&buf, ") REFERENCES ");
    char name[NAMEDATALEN];
    Oid nsp;
    if (catalog_relation_name(r->confrelid, name, &nsp)) {
        if (exec_relation_on_search_path(name) != r->confrelid) {
            types_append_ident(&buf, catalog_namespace_name(nsp));
            appendStringInfoChar(&buf, '.');
        }
        types_append_ident(&buf, name);
    }
    appendStringInfoChar(&buf, '(');
    append_columns(&buf, r->confrelid, r->confkey, r->nkeys);
    appendStringInfoChar(&buf, ')');
    if (r->confmatchtype == 'f')
        appendStringInfoString(&buf, " MATCH FULL");
    if (fk_action(r->confupdtype))
        appendStringInfo(&buf, " ON UPDATE %s", fk_action(r->confupdtype));
    if (fk_action(r->confdeltype))
        appendStringInfo(&buf, " ON DELETE %s", fk_action(r->confdeltype));
    if (!r->convalidated)
        appendStringInfoString(&buf, " NOT VALID");
    return buf.data;
}

/* Basalt has no triggers (pg_trigger is empty): there is never a definition to print. */
static Datum pg_get_triggerdef(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_NULL();
}

/* "PRIMARY KEY (a, b)" / "UNIQUE (a) INCLUDE (b)": the columns of a constraint's index. */
static char *index_constraint_definition(const char *kind, Oid indexoid)
{
    IndexFormData f;
    if (!catalog_index_form(indexoid, &f))
        return NULL;
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfo(&buf, "%s (", kind);
    for (int i = 0; i < f.indnatts; i++) {
        char col[NAMEDATALEN];
        if (i == f.indnkeyatts)
            appendStringInfoString(&buf, ") INCLUDE (");
        else if (i > 0)
            appendStringInfoString(&buf, ", ");
        if (index_column_name(f.indrelid, f.indkey[i], col))
            types_append_ident(&buf, col);
    }
    appendStringInfoChar(&buf, ')');
    return buf.data;
}

static Datum pg_get_constraintdef(PG_FUNCTION_ARGS)
{
    IndexFormData f;
    ConstraintRow con;
    char *def = NULL;
    if (catalog_constraint_by_oid(PG_GETARG_OID(0), &con))
        def = con.contype == 'f'   ? foreign_key_definition(&con)
              : con.contype == 'u' ? index_constraint_definition("UNIQUE", con.conindid)
                                   : check_definition(&con, PG_NARGS() > 1 && PG_GETARG_BOOL(1));
    else if (catalog_index_form(PG_GETARG_OID(0), &f) && f.indisprimary)
        def = index_constraint_definition("PRIMARY KEY", PG_GETARG_OID(0));
    if (def == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(def));
}

/* ---------------------------------------------------------------- views and expressions */

static Datum viewdef_of(FunctionCallInfo fcinfo, Oid viewid)
{
    char *sql = catalog_view_query(viewid);
    if (sql == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(psprintf(" %s;", sql)));
}

static Datum pg_get_viewdef_oid(PG_FUNCTION_ARGS)
{
    return viewdef_of(fcinfo, PG_GETARG_OID(0));
}

static Datum pg_get_viewdef_name(PG_FUNCTION_ARGS)
{
    Datum relid = DirectFunctionCall1(types_regclass_from_text, PG_GETARG_DATUM(0));
    return viewdef_of(fcinfo, DatumGetObjectId(relid));
}

/* pg_get_partkeydef: "RANGE (a, b)", "LIST (a)", "HASH (a)"; NULL if relid is not partitioned. */
static Datum pg_get_partkeydef(PG_FUNCTION_ARGS)
{
    Oid relid = PG_GETARG_OID(0);
    PartitionKeyRow key;
    if (!catalog_partition_key(relid, &key))
        PG_RETURN_NULL();
    Relation rel = relation_open(relid, AccessShareLock);
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, key.strategy == 'r'   ? "RANGE ("
                                 : key.strategy == 'l' ? "LIST ("
                                                       : "HASH (");
    for (int i = 0; i < key.natts; i++) {
        if (i > 0)
            appendStringInfoString(&buf, ", ");
        types_append_ident(&buf, TupleDescAttr(rel->rd_att, key.attnums[i] - 1)->attname);
    }
    appendStringInfoChar(&buf, ')');
    relation_close(rel);
    PG_RETURN_TEXT_P(cstring_to_text(buf.data));
}

/* pg_get_partition_constraintdef: NULL for what is no table partition. */
static Datum pg_get_partition_constraintdef(PG_FUNCTION_ARGS)
{
    char *text = exec_partition_constraint_text(PG_GETARG_OID(0));
    if (text == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(text));
}

/* Whether s is one parenthesized group "( ... )" (quotes skipped), not "(a) || (b)". */
static bool wrapped_in_parens(const char *s, size_t len)
{
    if (len < 2 || s[0] != '(' || s[len - 1] != ')')
        return false;
    int depth = 0;
    char quote = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (quote) {
            if (c == quote)
                quote = 0; /* a doubled quote closes and reopens: same outcome */
            continue;
        }
        if (c == '\'' || c == '"')
            quote = c;
        else if (c == '(')
            depth++;
        else if (c == ')' && --depth == 0 && i != len - 1)
            return false;
    }
    return depth == 0;
}

/*
 * Basalt keeps expressions as SQL text, as ruleutils prints them without pretty-printing:
 * pg_get_expr shows them as they are. Pretty mode (psql's \d) drops the parentheses around
 * the whole expression, as PG's does; inner ones stay (PG also drops those its precedence
 * rules make redundant).
 */
/* The byte offset of the next " AND " / " OR " outside parentheses and quotes at or after
 * from, or len; *kwlen receives the keyword's length with its spaces. */
static size_t next_top_bool(const char *s, size_t len, size_t from, size_t *kwlen)
{
    int depth = 0;
    char quote = 0;
    for (size_t i = from; i < len; i++) {
        char c = s[i];
        if (quote) {
            if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '\'' || c == '"')
            quote = c;
        else if (c == '(')
            depth++;
        else if (c == ')')
            depth--;
        else if (depth == 0 && c == ' ') {
            if (len - i >= 5 && strncmp(s + i, " AND ", 5) == 0) {
                *kwlen = 5;
                return i;
            }
            if (len - i >= 4 && strncmp(s + i, " OR ", 4) == 0) {
                *kwlen = 4;
                return i;
            }
        }
    }
    *kwlen = 0;
    return len;
}

/* PG's pretty mode: no parentheses around the whole expression, nor around the arms of a
 * top-level AND / OR that are no AND / OR themselves ("a > 1 AND b IS NULL"); inner ones
 * stay (PG also drops those its precedence rules make redundant). */
static char *pretty_expr(const char *s, size_t len)
{
    if (wrapped_in_parens(s, len)) {
        s++;
        len -= 2;
    }
    StringInfoData buf;
    initStringInfo(&buf);
    size_t kw, at = 0;
    size_t first = next_top_bool(s, len, 0, &kw);
    if (first == len) {
        appendBinaryStringInfo(&buf, s, (int)len);
        return buf.data;
    }
    while (at <= len) {
        size_t end = next_top_bool(s, len, at, &kw);
        const char *arm = s + at;
        size_t alen = end - at, innerkw;
        if (wrapped_in_parens(arm, alen) &&
            next_top_bool(arm + 1, alen - 2, 0, &innerkw) == alen - 2)
            appendBinaryStringInfo(&buf, arm + 1, (int)alen - 2);
        else
            appendBinaryStringInfo(&buf, arm, (int)alen);
        if (end >= len)
            break;
        appendBinaryStringInfo(&buf, s + end, (int)kw);
        at = end + kw;
    }
    return buf.data;
}

static Datum pg_get_expr(PG_FUNCTION_ARGS)
{
    text *t = PG_GETARG_TEXT_P(0);
    bool pretty = PG_NARGS() > 2 && PG_GETARG_BOOL(2);
    if (!pretty)
        PG_RETURN_TEXT_P(t);
    PG_RETURN_TEXT_P(cstring_to_text(pretty_expr(VARDATA(t), (size_t)VARSIZE_ANY_EXHDR(t))));
}

/* ---------------------------------------------------------------- functions */

static const ProcInfo *proc_or_null(FunctionCallInfo fcinfo)
{
    return proc_by_oid(PG_GETARG_OID(0));
}

static Datum pg_get_function_result(PG_FUNCTION_ARGS)
{
    const ProcInfo *p = proc_or_null(fcinfo);
    if (p == NULL)
        PG_RETURN_NULL();
    char *t = type_format(p->rettype);
    PG_RETURN_TEXT_P(cstring_to_text(p->proretset ? psprintf("SETOF %s", t) : t));
}

/* A SQL-standard function body (BEGIN ATOMIC ... END): the built-in functions have none. */
static Datum pg_get_function_sqlbody(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_NULL();
}

static Datum pg_get_function_arguments(PG_FUNCTION_ARGS)
{
    const ProcInfo *p = proc_or_null(fcinfo);
    if (p == NULL)
        PG_RETURN_NULL();
    StringInfoData buf;
    initStringInfo(&buf);
    int ndefaults = 0;
    for (const char *d = p->argdefaults; d; d = strchr(d, ','), d = d ? d + 1 : NULL)
        ndefaults++;
    const char *name = p->argnames, *dflt = p->argdefaults;
    for (int i = 0; i < p->pronargs && i < PROC_MAX_ARGS; i++) {
        bool variadic = i == p->pronargs - 1 && OidIsValid(p->provariadic);
        appendStringInfo(&buf, "%s%s", i ? ", " : "", variadic ? "VARIADIC " : "");
        if (name) { /* "years integer DEFAULT 0", from the comma-separated lists */
            const char *end = strchr(name, ',');
            int len = end ? (int)(end - name) : (int)strlen(name);
            appendStringInfo(&buf, "%.*s ", len, name);
            name = end ? end + 1 : NULL;
        }
        appendStringInfoString(&buf, type_format(p->argtypes[i]));
        if (dflt && i >= p->pronargs - ndefaults) {
            const char *end = strchr(dflt, ',');
            int len = end ? (int)(end - dflt) : (int)strlen(dflt);
            appendStringInfo(&buf, " DEFAULT %.*s", len, dflt);
            dflt = end ? end + 1 : NULL;
        }
    }
    PG_RETURN_TEXT_P(cstring_to_text(buf.data));
}

/* Every built-in function and type is in pg_catalog, which is always searched first. */
static Datum pg_function_is_visible(PG_FUNCTION_ARGS)
{
    if (proc_or_null(fcinfo) == NULL)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(true);
}

static Datum pg_operator_is_visible(PG_FUNCTION_ARGS)
{
    if (oper_by_oid(PG_GETARG_OID(0)) == NULL)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(true);
}

static Datum pg_type_is_visible(PG_FUNCTION_ARGS)
{
    if (type_by_oid(PG_GETARG_OID(0)) == NULL)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(true);
}

/* ---------------------------------------------------------------- comments, privileges */

/* NULL: PG's answer about an object that does not exist, which is every one these functions
 * ask about (there are no comments on shared objects, no rules, statistics objects,
 * operator classes or families) */
static Datum no_such_object(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_NULL();
}

static Datum description_or_null(FunctionCallInfo fcinfo, Oid objoid, Oid classoid, int subid)
{
    char *text = classoid != InvalidOid ? catalog_comment(objoid, classoid, subid) : NULL;
    if (text == NULL)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(text));
}

/* obj_description(oid, catalog name): the COMMENT on the object of that catalog; a built-in
 * type's, function's or operator's is PG's (initdb's). */
static Datum obj_description(PG_FUNCTION_ARGS)
{
    const char *catname = (const char *)PG_GETARG_POINTER(1);
    Oid oid = PG_GETARG_OID(0);
    bool builtin = (strcmp(catname, "pg_type") == 0 && type_by_oid(oid) != NULL) ||
                   (strcmp(catname, "pg_proc") == 0 && proc_by_oid(oid) != NULL) ||
                   (strcmp(catname, "pg_operator") == 0 && oper_by_oid(oid) != NULL);
    const char *text = builtin ? types_builtin_description(oid) : NULL;
    if (text)
        PG_RETURN_TEXT_P(cstring_to_text(text));
    Oid classoid = catalog_relation_oid(PG_CATALOG_NAMESPACE, catname);
    return description_or_null(fcinfo, oid, classoid, 0);
}

/* col_description(table oid, column number): the COMMENT on the column. */
static Datum col_description(PG_FUNCTION_ARGS)
{
    return description_or_null(fcinfo, PG_GETARG_OID(0), 1259 /* pg_class */,
                               PG_GETARG_INT32(1));
}

static Datum encoding_name(int enc)
{
    const char *name = enc == 6 ? "UTF8" : enc == 0 ? "SQL_ASCII" : "";
    char *n = palloc0(NAMEDATALEN);
    strcpy(n, name);
    PG_RETURN_POINTER(n);
}

static Datum pg_encoding_to_char(PG_FUNCTION_ARGS)
{
    return encoding_name(PG_GETARG_INT32(0));
}

/* the one database's encoding, UTF8 (pg_database.encoding 6) */
static Datum getdatabaseencoding(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    return encoding_name(6);
}

/* pg_default and pg_global live in the data directory: '' as PG says; no other exists */
static Datum pg_tablespace_location(PG_FUNCTION_ARGS)
{
    Oid oid = PG_GETARG_OID(0);
    if (oid != 1663 && oid != 1664)
        PG_RETURN_NULL();
    PG_RETURN_TEXT_P(cstring_to_text(""));
}

/* Only ordinary tables outside pg_catalog could be published (PG's rule, less TOAST). */
static Datum pg_relation_is_publishable(PG_FUNCTION_ARGS)
{
    char name[NAMEDATALEN];
    Oid nsp;
    Oid relid = PG_GETARG_OID(0);
    if (!catalog_relation_name(relid, name, &nsp))
        PG_RETURN_NULL();
    Relation rel = relation_open(relid, AccessShareLock);
    bool ok = rel->relkind == RELKIND_RELATION && nsp != PG_CATALOG_NAMESPACE;
    relation_close(rel);
    PG_RETURN_BOOL(ok);
}

/* Basalt serves one database, postgres (the session refuses any other name at startup). */
static Datum current_database(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    char *n = palloc0(NAMEDATALEN);
    strcpy(n, "postgres");
    PG_RETURN_POINTER(n);
}

/* ---------------------------------------------------------------- regtype, regnamespace */

static bool all_digits(const char *s)
{
    if (*s == '\0')
        return false;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s))
            return false;
    return true;
}

typedef struct TypeSearch {
    const char *name;
    Oid found;
} TypeSearch;

static void match_type(const TypeInfo *t, void *arg)
{
    TypeSearch *ts = arg;
    if (!OidIsValid(ts->found) && strcmp(type_format(t->oid), ts->name) == 0)
        ts->found = t->oid;
}

Oid types_type_named(const char *s)
{
    if (all_digits(s))
        return (Oid)strtoul(s, NULL, 10);
    const char *name = strncmp(s, "pg_catalog.", 11) == 0 ? s + 11 : s;
    const TypeInfo *t = type_by_name(name);
    if (t)
        return t->oid;
    TypeSearch ts = {name, InvalidOid};
    types_catalog_foreach(match_type, NULL, &ts);
    if (!OidIsValid(ts.found))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("type \"%s\" does not exist", s));
    return ts.found;
}

static Datum regtypein(PG_FUNCTION_ARGS)
{
    PG_RETURN_OID(types_type_named(PG_GETARG_CSTRING(0)));
}

static Datum regtypeout(PG_FUNCTION_ARGS)
{
    Oid typid = PG_GETARG_OID(0);
    if (typid == InvalidOid)
        PG_RETURN_CSTRING(pstrdup("-"));
    if (type_by_oid(typid) == NULL)
        PG_RETURN_CSTRING(psprintf("%u", typid));
    PG_RETURN_CSTRING(type_format(typid));
}

static Datum regnamespacein(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    if (all_digits(s))
        PG_RETURN_OID((Oid)strtoul(s, NULL, 10));
    Oid nsp = catalog_namespace_oid(s);
    if (!OidIsValid(nsp))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema \"%s\" does not exist", s));
    PG_RETURN_OID(nsp);
}

static Datum regnamespaceout(PG_FUNCTION_ARGS)
{
    Oid nsp = PG_GETARG_OID(0);
    if (nsp == InvalidOid)
        PG_RETURN_CSTRING(pstrdup("-"));
    const char *name = catalog_namespace_name(nsp);
    if (name == NULL)
        PG_RETURN_CSTRING(psprintf("%u", nsp));
    StringInfoData buf;
    initStringInfo(&buf);
    types_append_ident(&buf, name);
    PG_RETURN_CSTRING(buf.data);
}

/* A role name as regrolein reads it: "quoted" kept as written (doubled quotes undone), plain
 * names in lower case, as PG's identifier parsing. */
static void role_input_name(const char *s, char *out)
{
    int n = 0;
    if (s[0] == '"') {
        for (const char *p = s + 1; *p && n < NAMEDATALEN - 1; p++) {
            if (*p == '"' && p[1] != '"')
                break;
            if (*p == '"')
                p++;
            out[n++] = *p;
        }
    } else {
        for (const char *p = s; *p && n < NAMEDATALEN - 1; p++)
            out[n++] = (char)tolower((unsigned char)*p);
    }
    out[n] = '\0';
}

static Datum regrolein(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    if (all_digits(s))
        PG_RETURN_OID((Oid)strtoul(s, NULL, 10));
    if (strcmp(s, "-") == 0)
        PG_RETURN_OID(InvalidOid);
    char name[NAMEDATALEN];
    role_input_name(s, name);
    CatalogRole r;
    if (!catalog_role_by_name(name, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", name));
    PG_RETURN_OID(r.oid);
}

static Datum regroleout(PG_FUNCTION_ARGS)
{
    Oid roleid = PG_GETARG_OID(0);
    if (roleid == InvalidOid)
        PG_RETURN_CSTRING(pstrdup("-"));
    CatalogRole r;
    if (!catalog_role_by_oid(roleid, &r))
        PG_RETURN_CSTRING(psprintf("%u", roleid));
    StringInfoData buf;
    initStringInfo(&buf);
    types_append_ident(&buf, r.rolname);
    PG_RETURN_CSTRING(buf.data);
}

static const TypeInfo describe_types[] = {
    {REGTYPEOID, "regtype", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 2211, regtypein,
     regtypeout, types_regoid_recv, types_regoid_send, NULL, NULL},
    {REGNAMESPACEOID, "regnamespace", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 0,
     regnamespacein, regnamespaceout, types_regoid_recv, types_regoid_send, NULL, NULL},
    {REGROLEOID, "regrole", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 0, regrolein,
     regroleout, types_regoid_recv, types_regoid_send, NULL, NULL},
};
static const TypeSupport describe_support[] = {
    {REGTYPEOID, 356, 453, 607, 609},
    {REGNAMESPACEOID, 356, 453, 607, 609},
    {REGROLEOID, 356, 453, 607, 609},
};

static const ProcInfo describe_procs[] = {
    {1643, "pg_get_indexdef", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0, pg_get_indexdef},
    {2507, "pg_get_indexdef", 'f', 's', true, false, 3, TEXTOID, {OIDOID, INT4OID, BOOLOID}, 0,
     pg_get_indexdef},
    {2730, "pg_get_triggerdef", 'f', 's', true, false, 2, TEXTOID, {OIDOID, BOOLOID}, 0,
     pg_get_triggerdef},
    {1387, "pg_get_constraintdef", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_constraintdef},
    {2508, "pg_get_constraintdef", 'f', 's', true, false, 2, TEXTOID, {OIDOID, BOOLOID}, 0,
     pg_get_constraintdef},
    {1641, "pg_get_viewdef", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0, pg_get_viewdef_oid},
    {2506, "pg_get_viewdef", 'f', 's', true, false, 2, TEXTOID, {OIDOID, BOOLOID}, 0,
     pg_get_viewdef_oid},
    {3159, "pg_get_viewdef", 'f', 's', true, false, 2, TEXTOID, {OIDOID, INT4OID}, 0,
     pg_get_viewdef_oid},
    {1640, "pg_get_viewdef", 'f', 's', true, false, 1, TEXTOID, {TEXTOID}, 0, pg_get_viewdef_name},
    {2505, "pg_get_viewdef", 'f', 's', true, false, 2, TEXTOID, {TEXTOID, BOOLOID}, 0,
     pg_get_viewdef_name},
    {1716, "pg_get_expr", 'f', 's', true, false, 2, TEXTOID, {TEXTOID, OIDOID}, 0, pg_get_expr},
    {3352, "pg_get_partkeydef", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_partkeydef},
    {3408, "pg_get_partition_constraintdef", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_partition_constraintdef},
    {2509, "pg_get_expr", 'f', 's', true, false, 3, TEXTOID, {TEXTOID, OIDOID, BOOLOID}, 0,
     pg_get_expr},
    {2165, "pg_get_function_result", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_function_result},
    {6197, "pg_get_function_sqlbody", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_function_sqlbody},
    {2162, "pg_get_function_arguments", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_function_arguments},
    {2232, "pg_get_function_identity_arguments", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_get_function_arguments},
    {2081, "pg_function_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     pg_function_is_visible},
    {2080, "pg_type_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     pg_type_is_visible},
    {2082, "pg_operator_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     pg_operator_is_visible},
    {2083, "pg_opclass_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     no_such_object},
    {3829, "pg_opfamily_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     no_such_object},
    {3403, "pg_statistics_obj_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     no_such_object},
    {1215, "obj_description", 'f', 's', true, false, 2, TEXTOID, {OIDOID, NAMEOID}, 0,
     obj_description},
    {1216, "col_description", 'f', 's', true, false, 2, TEXTOID, {OIDOID, INT4OID}, 0,
     col_description},
    {1993, "shobj_description", 'f', 's', true, false, 2, TEXTOID, {OIDOID, NAMEOID}, 0,
     no_such_object},
    {1573, "pg_get_ruledef", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0, no_such_object},
    {2504, "pg_get_ruledef", 'f', 's', true, false, 2, TEXTOID, {OIDOID, BOOLOID}, 0,
     no_such_object},
    {3415, "pg_get_statisticsobjdef_columns", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     no_such_object},
    {6121, "pg_relation_is_publishable", 'f', 's', true, false, 1, BOOLOID, {REGCLASSOID}, 0,
     pg_relation_is_publishable},
    {861, "current_database", 'f', 's', true, false, 0, NAMEOID, {0}, 0, current_database},
    {1597, "pg_encoding_to_char", 'f', 's', true, false, 1, NAMEOID, {INT4OID}, 0,
     pg_encoding_to_char},
    {1039, "getdatabaseencoding", 'f', 's', true, false, 0, NAMEOID, {0}, 0,
     getdatabaseencoding},
    {3778, "pg_tablespace_location", 'f', 's', true, false, 1, TEXTOID, {OIDOID}, 0,
     pg_tablespace_location},
    {2214, "regtypein", 'f', 's', true, false, 1, REGTYPEOID, {CSTRINGOID}, 0, regtypein},
    {2215, "regtypeout", 'f', 's', true, false, 1, CSTRINGOID, {REGTYPEOID}, 0, regtypeout},
    {4084, "regnamespacein", 'f', 's', true, false, 1, REGNAMESPACEOID, {CSTRINGOID}, 0,
     regnamespacein},
    {4085, "regnamespaceout", 'f', 's', true, false, 1, CSTRINGOID, {REGNAMESPACEOID}, 0,
     regnamespaceout},
    {4098, "regrolein", 'f', 's', true, false, 1, REGROLEOID, {CSTRINGOID}, 0, regrolein},
    {4092, "regroleout", 'f', 's', true, false, 1, CSTRINGOID, {REGROLEOID}, 0, regroleout},
};
static const CastInfo describe_casts[] = {
    {OIDOID, REGTYPEOID, 0, 'i', 'b'},        {REGTYPEOID, OIDOID, 0, 'i', 'b'},
    {INT4OID, REGTYPEOID, 0, 'i', 'b'},       {REGTYPEOID, INT4OID, 0, 'a', 'b'},
    {OIDOID, REGNAMESPACEOID, 0, 'i', 'b'},   {REGNAMESPACEOID, OIDOID, 0, 'i', 'b'},
    {INT4OID, REGNAMESPACEOID, 0, 'i', 'b'},  {REGNAMESPACEOID, INT4OID, 0, 'a', 'b'},
    {OIDOID, REGROLEOID, 0, 'i', 'b'},        {REGROLEOID, OIDOID, 0, 'i', 'b'},
    {INT4OID, REGROLEOID, 0, 'i', 'b'},       {REGROLEOID, INT4OID, 0, 'a', 'b'},
};
const TypesFamily types_family_describe = {
    "describe", TYPES_ROWS(describe_types), TYPES_ROWS(describe_support),
    TYPES_ROWS(describe_procs), TYPES_NO_ROWS, TYPES_ROWS(describe_casts), TYPES_NO_ROWS,
};
