/*
 * regproc.c: the regproc and regprocedure types, oids that read and print as a function's
 * name (pg_foreign_data_wrapper.fdwhandler::regproc in psql's \dew, 'now'::regproc) or its
 * name with its argument types (pg_language.lanplcallfoid::regprocedure in psql's \dL+,
 * 'lower(text)'::regprocedure).
 *
 * The one idea: a name means the one function of that name, among the built-in functions and
 * the handlers and validators of the built-in foreign-data wrappers (fdw_registry.c, which are
 * Basalt's only other functions); an overloaded name is 42725 on input and is printed
 * schema-qualified on output, so that output always reads back as the same function (PG's
 * regprocout). A signature names one function, its argument types read as regtype's are.
 * Comparison and hashing are oid's, through the binary casts to and from oid.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "executor/types/types_internal.h"
#include "fdw/foreign.h"
#include "storage/catalog.h"

/* The function's name if oid is a built-in function or a wrapper's handler or validator. */
static const char *function_name(Oid oid)
{
    const ProcInfo *p = proc_by_oid(oid);
    if (p)
        return p->proname;
    const FdwHandlerInfo *h = fdw_handler_by_oid(oid);
    if (h)
        return h->handler_oid == oid ? h->handler_name : h->validator_name;
    return NULL;
}

/* How many functions have this name; *oid receives one of them. */
static int functions_named(const char *name, Oid *oid)
{
    int n = 0;
    const ProcInfo *const *procs = procs_by_name(name, &n);
    if (n > 0) {
        *oid = procs[0]->oid;
        return n;
    }
    const FdwHandlerInfo *h = fdw_handler_by_name(name);
    if (h == NULL)
        return 0;
    *oid = strcmp(h->handler_name, name) == 0 ? h->handler_oid : h->validator_oid;
    return 1;
}

/* "name", "schema.name" or "database.schema.name", unquoted parts downcased (PG's
 * stringToQualifiedNameList and DeconstructQualifiedName, with their errors). */
static bool split_name(const char *s, char **schema, char **name)
{
    char *parts[4];
    int n = 0;
    const char *p = s;
    for (;;) {
        StringInfoData part;
        initStringInfo(&part);
        while (isspace((unsigned char)*p))
            p++;
        if (*p == '"') {
            for (p++;; p++) {
                if (*p == '\0')
                    return false;
                if (*p == '"') {
                    if (p[1] != '"')
                        break;
                    p++;
                }
                appendStringInfoChar(&part, *p);
            }
            p++;
        } else {
            while (*p && *p != '.' && !isspace((unsigned char)*p))
                appendStringInfoChar(&part, (char)tolower((unsigned char)*p++));
        }
        while (isspace((unsigned char)*p))
            p++;
        if (part.len == 0)
            return false;
        if (n == 3)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("improper qualified name (too many dotted names): %s", s));
        parts[n++] = part.data;
        if (*p == '\0')
            break;
        if (*p != '.')
            return false;
        p++;
    }
    if (n == 3 && strcmp(parts[0], "postgres") != 0) /* the one database */
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cross-database references are not implemented: %s", s));
    *schema = n >= 2 ? parts[n - 2] : NULL;
    *name = parts[n - 1];
    return true;
}

/* "-" (no function) and digits read as that oid (true, *oid set); else false. */
static bool read_oid_literal(const char *s, Oid *oid)
{
    if (strcmp(s, "-") == 0) {
        *oid = InvalidOid;
        return true;
    }
    bool digits = *s != '\0';
    for (const char *p = s; *p; p++)
        digits &= isdigit((unsigned char)*p) != 0;
    if (digits)
        *oid = (Oid)strtoul(s, NULL, 10);
    return digits;
}

/* Output of an oid that names no function ("-" for 0, else its number), or NULL with *name
 * the function's name. */
static char *oid_literal_out(Oid oid, const char **name)
{
    if (oid == InvalidOid)
        return pstrdup("-");
    *name = function_name(oid);
    return *name ? NULL : psprintf("%u", oid);
}

static Datum regprocin(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    Oid lit;
    if (read_oid_literal(s, &lit))
        PG_RETURN_OID(lit);
    char *schema, *name;
    if (!split_name(s, &schema, &name))
        ereport(ERROR, errcode(ERRCODE_INVALID_NAME), errmsg("invalid name syntax"));
    Oid oid = InvalidOid;
    /* every built-in function is in pg_catalog; the wrappers' functions are too, here */
    int n = schema == NULL || strcmp(schema, "pg_catalog") == 0 ? functions_named(name, &oid) : 0;
    if (schema && n == 0 && strcmp(schema, "pg_catalog") != 0 &&
        !OidIsValid(catalog_namespace_oid(schema)))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema \"%s\" does not exist", schema));
    if (n == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("function \"%s\" does not exist", s));
    if (n > 1)
        ereport(ERROR, errcode(ERRCODE_AMBIGUOUS_FUNCTION),
                errmsg("more than one function named \"%s\"", s));
    PG_RETURN_OID(oid);
}

static Datum regprocout(PG_FUNCTION_ARGS)
{
    const char *name;
    char *lit = oid_literal_out(PG_GETARG_OID(0), &name);
    if (lit)
        PG_RETURN_CSTRING(lit);
    StringInfoData buf;
    initStringInfo(&buf);
    Oid found = InvalidOid;
    if (functions_named(name, &found) != 1)
        appendStringInfoString(&buf, "pg_catalog.");
    types_append_ident(&buf, name);
    PG_RETURN_CSTRING(buf.data);
}

/* One argument type of a signature, without the blanks around it. */
static Oid read_arg_type(const char *start, const char *end)
{
    while (start < end && isspace((unsigned char)*start))
        start++;
    while (end > start && isspace((unsigned char)end[-1]))
        end--;
    char *arg = pnstrdup(start, (size_t)(end - start));
    if (*arg == '\0')
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("invalid type name \"\""));
    return DatumGetObjectId(type_input_cstring(REGTYPEOID, arg, -1));
}

/* The name and argument types of "name(type, ...)" (parentheses inside a type, as in
 * numeric(10,2), nest), with PG's errors for a missing parenthesis (PG's parseNameAndArgTypes). */
static void read_signature(const char *s, char **name, Oid *types, int *ntypes)
{
    const char *open = strchr(s, '(');
    size_t len = strlen(s);
    while (len > 0 && isspace((unsigned char)s[len - 1]))
        len--;
    if (open == NULL)
        ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                errmsg("expected a left parenthesis"));
    if (s[len - 1] != ')')
        ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                errmsg("expected a right parenthesis"));
    *name = pnstrdup(s, (size_t)(open - s));
    *ntypes = 0;
    const char *p = open + 1, *end = s + len - 1, *start = p;
    int depth = 0;
    bool blank = true;
    for (; p <= end; p++) {
        if (p < end && *p == '(')
            depth++;
        else if (p < end && *p == ')')
            depth--;
        if (p < end && !(*p == ',' && depth == 0)) {
            blank &= isspace((unsigned char)*p) != 0;
            continue;
        }
        if (blank && p == end && *ntypes == 0)
            break; /* "name()" */
        Oid t = read_arg_type(start, p);
        if (*ntypes == PROC_MAX_ARGS) /* no function has more */
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                    errmsg("function \"%s\" does not exist", s));
        types[(*ntypes)++] = t;
        start = p + 1;
        blank = true;
    }
}

static Datum regprocedurein(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    Oid oid;
    if (read_oid_literal(s, &oid))
        PG_RETURN_OID(oid);
    char *sig, *schema, *name;
    Oid types[PROC_MAX_ARGS];
    int ntypes;
    read_signature(s, &sig, types, &ntypes);
    if (!split_name(sig, &schema, &name))
        ereport(ERROR, errcode(ERRCODE_INVALID_NAME), errmsg("invalid name syntax"));
    if (schema && strcmp(schema, "pg_catalog") != 0 && !OidIsValid(catalog_namespace_oid(schema)))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema \"%s\" does not exist", schema));
    int n = 0;
    const ProcInfo *const *procs =
        schema == NULL || strcmp(schema, "pg_catalog") == 0 ? procs_by_name(name, &n) : NULL;
    for (int i = 0; i < n; i++) {
        const ProcInfo *p = procs[i];
        bool same = p->pronargs == ntypes;
        for (int a = 0; same && a < ntypes; a++)
            same = p->argtypes[a] == types[a];
        if (same)
            PG_RETURN_OID(p->oid);
    }
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
            errmsg("function \"%s\" does not exist", s));
}

/* "name(type,...)" as PG's format_procedure, whose name is unqualified as every function
 * here is in pg_catalog, always visible; a wrapper's handler or validator takes no arguments. */
static Datum regprocedureout(PG_FUNCTION_ARGS)
{
    Oid oid = PG_GETARG_OID(0);
    const char *name;
    char *lit = oid_literal_out(oid, &name);
    if (lit)
        PG_RETURN_CSTRING(lit);
    StringInfoData buf;
    initStringInfo(&buf);
    types_append_ident(&buf, name);
    appendStringInfoChar(&buf, '(');
    const ProcInfo *p = proc_by_oid(oid);
    for (int i = 0; p && i < p->pronargs && i < PROC_MAX_ARGS; i++)
        appendStringInfo(&buf, "%s%s", i ? "," : "", type_format(p->argtypes[i]));
    appendStringInfoChar(&buf, ')');
    PG_RETURN_CSTRING(buf.data);
}

static const TypeInfo regproc_types[] = {
    {REGPROCOID, "regproc", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 1008, regprocin,
     regprocout, types_regoid_recv, types_regoid_send, NULL, NULL},
    {REGPROCEDUREOID, "regprocedure", 4, true, 'i', TYPCATEGORY_NUMERIC, false, 0, 0,
     regprocedurein, regprocedureout, types_regoid_recv, types_regoid_send, NULL, NULL},
};
static const TypeSupport regproc_support[] = {
    {REGPROCOID, 356, 453, 607, 609},
    {REGPROCEDUREOID, 356, 453, 607, 609},
};
static const ProcInfo regproc_procs[] = {
    {44, "regprocin", 'f', 's', true, false, 1, REGPROCOID, {CSTRINGOID}, 0, regprocin},
    {45, "regprocout", 'f', 's', true, false, 1, CSTRINGOID, {REGPROCOID}, 0, regprocout},
    {2444, "regprocrecv", 'f', 'i', true, false, 1, REGPROCOID, {INTERNALOID}, 0, types_regoid_recv},
    {2445, "regprocsend", 'f', 'i', true, false, 1, BYTEAOID, {REGPROCOID}, 0, types_regoid_send},
    {2212, "regprocedurein", 'f', 's', true, false, 1, REGPROCEDUREOID, {CSTRINGOID}, 0,
     regprocedurein},
    {2213, "regprocedureout", 'f', 's', true, false, 1, CSTRINGOID, {REGPROCEDUREOID}, 0,
     regprocedureout},
    {2446, "regprocedurerecv", 'f', 'i', true, false, 1, REGPROCEDUREOID, {INTERNALOID}, 0,
     types_regoid_recv},
    {2447, "regproceduresend", 'f', 'i', true, false, 1, BYTEAOID, {REGPROCEDUREOID}, 0,
     types_regoid_send},
};
static const CastInfo regproc_casts[] = {
    {OIDOID, REGPROCOID, 0, 'i', 'b'},  {REGPROCOID, OIDOID, 0, 'i', 'b'},
    {INT4OID, REGPROCOID, 0, 'i', 'b'}, {REGPROCOID, INT4OID, 0, 'a', 'b'},
    {OIDOID, REGPROCEDUREOID, 0, 'i', 'b'}, {REGPROCEDUREOID, OIDOID, 0, 'i', 'b'},
    {INT4OID, REGPROCEDUREOID, 0, 'i', 'b'}, {REGPROCEDUREOID, INT4OID, 0, 'a', 'b'},
    {REGPROCOID, REGPROCEDUREOID, 0, 'i', 'b'}, {REGPROCEDUREOID, REGPROCOID, 0, 'i', 'b'},
};
const TypesFamily types_family_regproc = {
    "regproc", TYPES_ROWS(regproc_types), TYPES_ROWS(regproc_support),
    TYPES_ROWS(regproc_procs), TYPES_NO_ROWS, TYPES_ROWS(regproc_casts), TYPES_NO_ROWS,
};
