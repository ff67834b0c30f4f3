/*
 * regclass.c: the regclass type, an oid that reads and prints as a relation's name
 * ('t'::regclass, pg_class.oid = 't'::regclass, pg_relation_size('t')).
 *
 * Input is a possibly schema-qualified, possibly quoted name looked up along search_path
 * (42P01 if there is none), or a plain number; output is the name, schema-qualified when the
 * schema is not on search_path, or the number for an oid that names no relation (as PG).
 * Comparison and hashing are oid's, through the binary casts to and from oid.
 */
#include <ctype.h>
#include <stdlib.h>

#include "executor/types/types_internal.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"

/* Split "a.b" / "\"A\".b" into at most 4 names, downcasing unquoted ones; false if malformed. */
static bool parse_qualified(const char *s, char **names, int *n)
{
    *n = 0;
    const char *p = s;
    for (;;) {
        StringInfoData part;
        initStringInfo(&part);
        if (*p == '"') {
            p++;
            for (;;) {
                if (*p == '\0')
                    return false;
                if (*p == '"') {
                    if (p[1] != '"')
                        break;
                    p++;
                }
                appendStringInfoChar(&part, *p++);
            }
            p++;
        } else {
            while (*p && *p != '.')
                appendStringInfoChar(&part, (char)tolower((unsigned char)*p++));
        }
        if (part.len == 0 || *n == 4)
            return false;
        names[(*n)++] = part.data;
        if (*p == '\0')
            return true;
        if (*p != '.')
            return false;
        p++;
    }
}

static Datum regclassin(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    bool digits = *s != '\0';
    for (const char *p = s; *p; p++)
        digits &= isdigit((unsigned char)*p) != 0;
    if (digits)
        PG_RETURN_OID((Oid)strtoul(s, NULL, 10));
    if (strcmp(s, "-") == 0)
        PG_RETURN_OID(InvalidOid);
    char *names[4];
    int n;
    if (!parse_qualified(s, names, &n))
        ereport(ERROR, errcode(ERRCODE_INVALID_NAME), errmsg("invalid name syntax"));
    if (n == 4)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper relation name (too many dotted names): %s", s));
    if (n == 3) {
        if (strcmp(names[0], "postgres") != 0) /* the one database */
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("cross-database references are not implemented: \"%s\"", s));
        names[0] = names[1];
        names[1] = names[2];
        n = 2;
    }
    Oid relid = InvalidOid;
    if (n == 2) {
        Oid nsp = catalog_namespace_oid(names[0]);
        if (nsp == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", names[0]));
        relid = catalog_relation_oid(nsp, names[1]);
    } else
        relid = exec_relation_on_search_path(names[0]);
    if (relid == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("relation \"%s\" does not exist", s));
    PG_RETURN_OID(relid);
}

static bool needs_quotes(const char *name)
{
    if (!(islower((unsigned char)name[0]) || name[0] == '_'))
        return true;
    for (const char *p = name; *p; p++)
        if (!(islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '_'))
            return true;
    return false;
}

void types_append_ident(StringInfo buf, const char *name)
{
    if (!needs_quotes(name)) {
        appendStringInfoString(buf, name);
        return;
    }
    appendStringInfoChar(buf, '"');
    for (const char *p = name; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(buf, '"');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '"');
}

static Datum regclassout(PG_FUNCTION_ARGS)
{
    Oid relid = PG_GETARG_OID(0);
    char name[NAMEDATALEN];
    Oid nsp;
    if (relid == InvalidOid)
        PG_RETURN_CSTRING(pstrdup("-"));
    if (!catalog_relation_name(relid, name, &nsp))
        PG_RETURN_CSTRING(psprintf("%u", relid));
    StringInfoData buf;
    initStringInfo(&buf);
    /* qualified unless the name finds this very relation along search_path */
    if (exec_relation_on_search_path(name) != relid) {
        types_append_ident(&buf, catalog_namespace_name(nsp));
        appendStringInfoChar(&buf, '.');
    }
    types_append_ident(&buf, name);
    PG_RETURN_CSTRING(buf.data);
}

/* The binary I/O of every reg* type: the oid as a 4-byte integer. */
Datum types_regoid_recv(PG_FUNCTION_ARGS)
{
    PG_RETURN_OID((Oid)(uint32)types_recv_int32(PG_GETARG_POINTER(0)));
}

Datum types_regoid_send(PG_FUNCTION_ARGS)
{
    StringInfoData buf;
    types_send_init(&buf);
    types_send_int32(&buf, (int32)PG_GETARG_OID(0));
    PG_RETURN_POINTER(types_send_finish(&buf));
}

Datum types_regclass_from_text(PG_FUNCTION_ARGS)
{
    return DirectFunctionCall1(regclassin, CStringGetDatum(text_to_cstring(PG_GETARG_TEXT_P(0))));
}

static const TypeInfo regclass_types[] = {
    {REGCLASSOID, "regclass", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 2210, regclassin,
     regclassout, types_regoid_recv, types_regoid_send, NULL, NULL},
};
static const TypeSupport regclass_support[] = {
    {REGCLASSOID, 356, 453, 607, 609},
};
static const ProcInfo regclass_procs[] = {
    {1079, "regclass", 'f', 's', true, false, 1, REGCLASSOID, {TEXTOID}, 0, types_regclass_from_text},
    {2218, "regclassin", 'f', 's', true, false, 1, REGCLASSOID, {CSTRINGOID}, 0, regclassin},
    {2219, "regclassout", 'f', 's', true, false, 1, CSTRINGOID, {REGCLASSOID}, 0, regclassout},
    {2452, "regclassrecv", 'f', 'i', true, false, 1, REGCLASSOID, {INTERNALOID}, 0, types_regoid_recv},
    {2453, "regclasssend", 'f', 'i', true, false, 1, BYTEAOID, {REGCLASSOID}, 0, types_regoid_send},
};
static const CastInfo regclass_casts[] = {
    {OIDOID, REGCLASSOID, 0, 'i', 'b'},   {REGCLASSOID, OIDOID, 0, 'i', 'b'},
    {INT8OID, REGCLASSOID, 1287, 'i', 'f'}, {INT2OID, REGCLASSOID, 313, 'i', 'f'},
    {INT4OID, REGCLASSOID, 0, 'i', 'b'},  {REGCLASSOID, INT8OID, 1288, 'a', 'f'},
    {REGCLASSOID, INT4OID, 0, 'a', 'b'},  {TEXTOID, REGCLASSOID, 1079, 'i', 'f'},
    {VARCHAROID, REGCLASSOID, 1079, 'i', 'f'},
};
const TypesFamily types_family_regclass = {
    "regclass", TYPES_ROWS(regclass_types), TYPES_ROWS(regclass_support),
    TYPES_ROWS(regclass_procs), TYPES_NO_ROWS, TYPES_ROWS(regclass_casts), TYPES_NO_ROWS,
};
