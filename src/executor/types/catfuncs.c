/*
 * catfuncs.c: functions that clients' catalog queries call: format_type, pg_table_is_visible,
 * pg_get_userbyid, current_schema(s), pg_backend_pid, pg_cancel_backend, pg_terminate_backend,
 * pg_reload_conf.
 *
 * The one idea: each answers from the same catalog and search_path the binder uses, so what
 * psql or a driver is told about a name matches what a query with that name would find.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "common/guc.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "executor/types/array.h"
#include "executor/types/types_internal.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/snapshot.h"

static Datum name_datum(const char *s)
{
    char *n = palloc0(NAMEDATALEN);
    snprintf(n, NAMEDATALEN, "%s", s);
    return PointerGetDatum(n);
}

/* format_type(oid, typmod): not strict; a NULL typmod formats without one ("character"). */
static Datum format_type(PG_FUNCTION_ARGS)
{
    if (PG_ARGISNULL(0))
        PG_RETURN_NULL();
    Oid typid = PG_GETARG_OID(0);
    if (type_by_oid(typid) == NULL && type_pseudo_name(typid) == NULL)
        PG_RETURN_TEXT_P(cstring_to_text("???"));
    char *s = PG_ARGISNULL(1) ? type_format(typid) : type_format_mod(typid, PG_GETARG_INT32(1));
    PG_RETURN_TEXT_P(cstring_to_text(s));
}

/* Is the relation the one its bare name finds along search_path? */
static Datum pg_table_is_visible(PG_FUNCTION_ARGS)
{
    Oid relid = PG_GETARG_OID(0);
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        PG_RETURN_NULL();
    PG_RETURN_BOOL(exec_relation_on_search_path(name) == relid);
}

static Datum pg_get_userbyid(PG_FUNCTION_ARGS)
{
    Oid roleid = PG_GETARG_OID(0);
    CatalogRole role;
    if (catalog_role_by_oid(roleid, &role))
        return name_datum(role.rolname);
    return name_datum(psprintf("unknown (OID=%u)", roleid));
}

/* The first schema of search_path that exists (pg_catalog, listed implicitly, not counted). */
static Datum current_schema(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    ListCell *lc;
    foreach (lc, exec_search_path())
        if (lfirst_oid(lc) != PG_CATALOG_NAMESPACE)
            return name_datum(catalog_namespace_name(lfirst_oid(lc)));
    PG_RETURN_NULL();
}

/* current_schemas(include_implicit): search_path's existing schemas as name[]; pg_catalog,
 * searched first unless listed, counts only with include_implicit. */
static Datum current_schemas(PG_FUNCTION_ARGS)
{
    bool implicit = PG_GETARG_BOOL(0);
    bool listed = search_path && strstr(search_path, "pg_catalog") != NULL;
    List *path = exec_search_path();
    Datum *elems = palloc(sizeof(Datum) * (size_t)(list_length(path) + 1));
    int n = 0;
    ListCell *lc;
    foreach (lc, path) {
        Oid nsp = lfirst_oid(lc);
        if (nsp == PG_CATALOG_NAMESPACE && !implicit && !listed)
            continue;
        elems[n++] = name_datum(catalog_namespace_name(nsp));
    }
    ArrayElemInfo info;
    arraytype_elem_info(NAMEOID, &info);
    PG_RETURN_POINTER(arraytype_construct_1d(elems, NULL, n, &info));
}

bool (*executor_signal_backend_hook)(int pid, bool terminate);
bool (*executor_backend_login_hook)(int pid, Oid *roleid, bool *superuser);

/* PG's pg_signal_backend rule: a superuser's session only by a superuser; another role's only
 * by a superuser or a role with that role's privileges (there is no pg_signal_backend role). */
static void check_may_signal(int pid, bool terminate)
{
    Oid target;
    bool target_super;
    Oid me = acl_current_user();
    if (executor_backend_login_hook == NULL || !executor_backend_login_hook(pid, &target, &target_super) ||
        acl_is_superuser(me))
        return;
    if (target_super)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg(terminate ? "must be a superuser to terminate superuser process"
                                 : "must be a superuser to cancel superuser query"));
    if (target != me && !acl_has_privs_of_role(me, target))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg(terminate ? "must be a member of the role whose process is being "
                                   "terminated or member of pg_signal_backend"
                                 : "must be a member of the role whose query is being canceled "
                                   "or member of pg_signal_backend"));
}

static Datum signal_backend(FunctionCallInfo fcinfo, bool terminate)
{
    int pid = PG_GETARG_INT32(0);
    check_may_signal(pid, terminate);
    if (executor_signal_backend_hook == NULL || !executor_signal_backend_hook(pid, terminate)) {
        ereport(WARNING, errmsg("PID %d is not a PostgreSQL backend process", pid));
        PG_RETURN_BOOL(false);
    }
    PG_RETURN_BOOL(true);
}

static Datum pg_cancel_backend(PG_FUNCTION_ARGS)
{
    return signal_backend(fcinfo, false);
}

static Datum pg_terminate_backend(PG_FUNCTION_ARGS)
{
    return signal_backend(fcinfo, true);
}

/* pg_reload_conf: SIGHUP to the server, whose loop re-reads basalt.conf and basalt.auto.conf;
 * PG grants it to no one but superusers. */
static Datum pg_reload_conf(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    if (!acl_is_superuser(acl_current_user()))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied for function pg_reload_conf"));
    if (kill(getpid(), SIGHUP) != 0) {
        ereport(WARNING, errmsg("failed to send signal to postmaster: %s", strerror(errno)));
        PG_RETURN_BOOL(false);
    }
    PG_RETURN_BOOL(true);
}

static Datum pg_backend_pid(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_INT32(procarray_pid(procarray_my_procno()));
}

static const ProcInfo catfuncs_procs[] = {
    {1081, "format_type", 'f', 's', false, false, 2, TEXTOID, {OIDOID, INT4OID}, 0, format_type},
    {1402, "current_schema", 'f', 's', true, false, 0, NAMEOID, {0}, 0, current_schema},
    {1403, "current_schemas", 'f', 's', true, false, 1, 1003, {BOOLOID}, 0, current_schemas},
    {1642, "pg_get_userbyid", 'f', 's', true, false, 1, NAMEOID, {OIDOID}, 0, pg_get_userbyid},
    {2026, "pg_backend_pid", 'f', 's', true, false, 0, INT4OID, {0}, 0, pg_backend_pid},
    {2621, "pg_reload_conf", 'f', 'v', true, false, 0, BOOLOID, {0}, 0, pg_reload_conf},
    {2096, "pg_terminate_backend", 'f', 'v', true, false, 1, BOOLOID, {INT4OID}, 0,
     pg_terminate_backend},
    {2171, "pg_cancel_backend", 'f', 'v', true, false, 1, BOOLOID, {INT4OID}, 0, pg_cancel_backend},
    {2079, "pg_table_is_visible", 'f', 's', true, false, 1, BOOLOID, {OIDOID}, 0,
     pg_table_is_visible},
};

const TypesFamily types_family_catfuncs = {
    "catfuncs", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(catfuncs_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
