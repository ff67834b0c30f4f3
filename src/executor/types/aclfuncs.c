/*
 * aclfuncs.c: has_function_privilege, has_database_privilege and has_sequence_privilege (PG's
 * acl.c inquiry functions), beside aclitem.c's for tables, columns, schemas and roles.
 *
 * Each comes in PG's six forms: ([role,] object, privileges), the role by name or oid, the
 * object by name or oid. An object named that does not exist is an ERROR; one given by an oid
 * that names nothing answers NULL. A function's name is a signature, "lower(text)".
 */
#include <ctype.h>
#include <string.h>

#include "executor/acl.h"
#include "executor/types/types_internal.h"
#include "storage/catalog.h"

/* ---------------------------------------------------------------- functions */

static char *trimmed(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* "name(type, ...)" (PG's regprocedurein, for the built-in functions): the one function of
 * that name and exactly those argument types; ERROR 42883 if there is none. */
static Oid function_signature_oid(const char *sig)
{
    char *s = pstrdup(sig);
    char *open = strchr(s, '(');
    char *close = open ? strrchr(open, ')') : NULL;
    if (open == NULL || close == NULL || *trimmed(close + 1) != '\0')
        ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                errmsg("expected a left parenthesis"));
    *open = '\0';
    *close = '\0';
    char *name = trimmed(s);
    if (strncmp(name, "pg_catalog.", 11) == 0)
        name += 11;
    for (char *c = name; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    Oid types[PROC_MAX_ARGS];
    int nargs = 0;
    char *args = trimmed(open + 1);
    for (char *a = args; *args && a;) {
        char *next = strchr(a, ',');
        if (next)
            *next++ = '\0';
        if (nargs < PROC_MAX_ARGS)
            types[nargs] = types_type_named(trimmed(a));
        nargs++;
        a = next;
    }
    int n = 0;
    const ProcInfo *const *procs = procs_by_name(name, &n);
    for (int i = 0; i < n; i++) {
        const ProcInfo *p = procs[i];
        bool same = p->pronargs == nargs;
        for (int k = 0; same && k < nargs; k++)
            same = p->argtypes[k] == types[k];
        if (same)
            return p->oid;
    }
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
            errmsg("function \"%s\" does not exist", sig));
}

static Datum function_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                                bool fn_by_name)
{
    static const PrivWord words[] = {{"EXECUTE", ACL_EXECUTE}};
    int fnarg = rolearg + 1;
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    Oid funcid = fn_by_name ? function_signature_oid(text_to_cstring(PG_GETARG_TEXT_P(fnarg)))
                            : PG_GETARG_OID(fnarg);
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(fnarg + 1), words, lengthof(words));
    if (proc_by_oid(funcid) == NULL)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(acl_function_has(funcid, roleid, mask));
}

/* ---------------------------------------------------------------- the database */

static Datum database_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                                bool db_by_name)
{
    static const PrivWord words[] = {{"CREATE", ACL_CREATE},
                                     {"TEMPORARY", ACL_CREATE_TEMP},
                                     {"TEMP", ACL_CREATE_TEMP},
                                     {"CONNECT", ACL_CONNECT}};
    int dbarg = rolearg + 1;
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    bool exists;
    if (db_by_name) {
        char *name = text_to_cstring(PG_GETARG_TEXT_P(dbarg));
        if (strcmp(name, acl_database_name()) != 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_CATALOG_NAME),
                    errmsg("database \"%s\" does not exist", name));
        exists = true;
    } else
        exists = PG_GETARG_OID(dbarg) == 5; /* pg_database's one row */
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(dbarg + 1), words, lengthof(words));
    if (!exists)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(acl_database_has(roleid, mask));
}

/* ---------------------------------------------------------------- sequences */

static Datum sequence_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                                bool seq_by_name)
{
    static const PrivWord words[] = {
        {"USAGE", ACL_USAGE}, {"SELECT", ACL_SELECT}, {"UPDATE", ACL_UPDATE}};
    int seqarg = rolearg + 1;
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    Oid relid = seq_by_name
                    ? DatumGetObjectId(DirectFunctionCall1(types_regclass_from_text,
                                                           PG_GETARG_DATUM(seqarg)))
                    : PG_GETARG_OID(seqarg);
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(seqarg + 1), words, lengthof(words));
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra))
        PG_RETURN_NULL();
    if (ra.relkind != RELKIND_SEQUENCE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a sequence", ra.relname));
    if (acl_is_superuser(roleid))
        PG_RETURN_BOOL(true);
    int n;
    AclItem *items = acl_relation_items(relid, &ra, &n);
    PG_RETURN_BOOL(acl_mask(items, n, roleid, ra.owner, mask) != 0);
}

#define SIX_FORMS(prefix, impl)                                                                  \
    static Datum prefix##_n_n(PG_FUNCTION_ARGS) { return impl(fcinfo, 0, true, true); }          \
    static Datum prefix##_n_i(PG_FUNCTION_ARGS) { return impl(fcinfo, 0, true, false); }         \
    static Datum prefix##_i_n(PG_FUNCTION_ARGS) { return impl(fcinfo, 0, false, true); }         \
    static Datum prefix##_i_i(PG_FUNCTION_ARGS) { return impl(fcinfo, 0, false, false); }        \
    static Datum prefix##_n(PG_FUNCTION_ARGS) { return impl(fcinfo, -1, false, true); }          \
    static Datum prefix##_i(PG_FUNCTION_ARGS) { return impl(fcinfo, -1, false, false); }
SIX_FORMS(hfp, function_privilege)
SIX_FORMS(hdp, database_privilege)
SIX_FORMS(hseqp, sequence_privilege)

#define SIX_ROWS(first, name, prefix)                                                            \
    {first, name, 'f', 's', true, false, 3, BOOLOID, {NAMEOID, TEXTOID, TEXTOID}, 0,             \
     prefix##_n_n},                                                                              \
    {first + 1, name, 'f', 's', true, false, 3, BOOLOID, {NAMEOID, OIDOID, TEXTOID}, 0,          \
     prefix##_n_i},                                                                              \
    {first + 2, name, 'f', 's', true, false, 3, BOOLOID, {OIDOID, TEXTOID, TEXTOID}, 0,          \
     prefix##_i_n},                                                                              \
    {first + 3, name, 'f', 's', true, false, 3, BOOLOID, {OIDOID, OIDOID, TEXTOID}, 0,           \
     prefix##_i_i},                                                                              \
    {first + 4, name, 'f', 's', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0, prefix##_n},     \
    {first + 5, name, 'f', 's', true, false, 2, BOOLOID, {OIDOID, TEXTOID}, 0, prefix##_i}

static const ProcInfo aclfuncs_procs[] = {
    SIX_ROWS(2181, "has_sequence_privilege", hseqp),
    SIX_ROWS(2250, "has_database_privilege", hdp),
    SIX_ROWS(2256, "has_function_privilege", hfp),
};
const TypesFamily types_family_aclfuncs = {
    "aclfuncs", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(aclfuncs_procs),
    TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_NO_ROWS,
};
