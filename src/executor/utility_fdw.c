/*
 * utility_fdw.c: foreign-data DDL: CREATE/ALTER/DROP FOREIGN DATA WRAPPER, SERVER, USER
 * MAPPING and FOREIGN TABLE, CREATE/DROP EXTENSION for the built-in wrappers, and IMPORT
 * FOREIGN SCHEMA.
 *
 * The one idea: each object is one catalog row (storage/catalog_fdw.h) written in the current
 * transaction, so DDL rolls back like the rest; options are checked by the wrapper's validator
 * (src/fdw) before a row is written, with PG's errors. A drop first collects everything that
 * depends on the object (wrapper <- servers <- user mappings and foreign tables), refuses with
 * PG's 2BP01 error unless CASCADE, and then removes dependents first. Extensions are not
 * catalogued: CREATE EXTENSION file_fdw creates the wrapper of that name (as the extension's
 * script does in PG) and DROP EXTENSION drops it. IMPORT FOREIGN SCHEMA asks the wrapper for
 * CREATE FOREIGN TABLE commands and runs each as a subcommand, as PG's ImportForeignSchema.
 */
#include "executor/partition.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "common/guc.h"
#include "common/stringinfo.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "fdw/foreign.h"
#include "parser/parsenodes.h"
#include "planner/primnodes.h"
#include "storage/catalog.h"
#include "executor/utility_index.h"
#include "storage/catalog_fdw.h"
#include "storage/lock.h"
#include "storage/tupdesc.h"
#include "storage/xact.h"

#define AttributeRelationId 1249

/* ---------------------------------------------------------------- users */

static bool current_role(CatalogRole *out)
{
    return catalog_role_by_oid(acl_current_user(), out);
}

Oid exec_current_user_oid(void)
{
    Oid me = acl_current_user();
    return me != InvalidOid ? me : BOOTSTRAP_SUPERUSERID;
}

static void require_superuser(const char *msg, const char *name, const char *hint)
{
    CatalogRole me;
    if (!current_role(&me) || !me.rolsuper)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE), errmsg(msg, name),
                errhint("%s", hint));
}

/* The user of a mapping: InvalidOid for PUBLIC; *name is what PG's messages show. */
static Oid mapping_user(RoleSpecType type, const char *username, const char **name,
                        bool missing_ok, bool *missing)
{
    *missing = false;
    if (type == ROLESPEC_PUBLIC) {
        *name = "public";
        return InvalidOid;
    }
    CatalogRole r;
    const char *want = username;
    CatalogRole me;
    if (type == ROLESPEC_SESSION_USER)
        want = guc_show("session_authorization");
    else if (type != ROLESPEC_CSTRING && catalog_role_by_oid(acl_current_user(), &me))
        want = pstrdup(me.rolname); /* CURRENT_USER */
    if (!catalog_role_by_name(want, &r)) {
        if (missing_ok) {
            *missing = true;
            *name = want;
            return InvalidOid;
        }
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", want));
    }
    *name = pstrdup(r.rolname);
    return r.oid;
}

static const char *user_name(Oid userid)
{
    CatalogRole r;
    if (!OidIsValid(userid))
        return "public";
    return catalog_role_by_oid(userid, &r) ? pstrdup(r.rolname) : "?";
}

/* ---------------------------------------------------------------- options */

static List *checked_options(List *options)
{
    fdw_check_duplicate_options(options);
    return options;
}

/* The wrapper a server belongs to, for validating its (or its objects') options. */
static ForeignDataWrapper *server_wrapper(const ForeignServer *s)
{
    return fdw_get_wrapper(s->fdwid);
}

/* ---------------------------------------------------------------- wrappers */

/* HANDLER / VALIDATOR names: the built-in functions of the registry. */
static Oid lookup_fdw_function(DefElem *d, bool handler)
{
    List *names = (List *)d->arg;
    const char *name = strVal(llast(names));
    const FdwHandlerInfo *h = fdw_handler_by_name(name);
    StringInfoData full;
    initStringInfo(&full);
    ListCell *lc;
    foreach (lc, names)
        appendStringInfo(&full, "%s%s", full.len ? "." : "", strVal(lfirst(lc)));
    if (handler) {
        if (h == NULL || strcmp(h->handler_name, name) != 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                    errmsg("function %s() does not exist", full.data));
        return h->handler_oid;
    }
    if (h == NULL || strcmp(h->validator_name, name) != 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                errmsg("function %s(text[], oid) does not exist", full.data));
    return h->validator_oid;
}

/* HANDLER and VALIDATOR clauses: each at most once; *set tells which were given. */
static void parse_func_options(List *func_options, Oid *handler, bool *handler_set, Oid *validator,
                               bool *validator_set)
{
    DefElem *h = NULL, *v = NULL;
    ListCell *lc;
    foreach (lc, func_options) {
        DefElem *d = lfirst(lc);
        DefElem **slot = strcmp(d->defname, "handler") == 0 ? &h : &v;
        if (*slot)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("conflicting or redundant options"),
                    errlocation(d->location));
        *slot = d;
    }
    *handler_set = h != NULL;
    *validator_set = v != NULL;
    if (h)
        *handler = h->arg ? lookup_fdw_function(h, true) : InvalidOid;
    if (v)
        *validator = v->arg ? lookup_fdw_function(v, false) : InvalidOid;
}

static void create_wrapper_row(const char *name, Oid handler, Oid validator, List *options)
{
    catalog_fdw_lock();
    if (fdw_get_wrapper_by_name(name, true))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("foreign-data wrapper \"%s\" already exists", name));
    ForeignDataWrapper w = {InvalidOid, InvalidOid, (char *)name, handler, validator, options};
    fdw_validate_options(&w, options, ForeignDataWrapperRelationId);
    FdwCatalogRow r;
    memset(&r, 0, sizeof(r));
    r.kind = FDWCAT_WRAPPER;
    snprintf(r.name, sizeof(r.name), "%s", name);
    r.owner = exec_current_user_oid();
    r.ref = handler;
    r.ref2 = validator;
    r.options = fdw_options_to_array(options);
    catalog_fdw_insert(&r);
}

static void create_fdw(CreateFdwStmt *st)
{
    require_superuser("permission denied to create foreign-data wrapper \"%s\"", st->fdwname,
                      "Must be superuser to create a foreign-data wrapper.");
    Oid handler = InvalidOid, validator = InvalidOid;
    bool hs, vs;
    parse_func_options(st->func_options, &handler, &hs, &validator, &vs);
    create_wrapper_row(st->fdwname, handler, validator, checked_options(st->options));
}

static void alter_fdw(AlterFdwStmt *st)
{
    require_superuser("permission denied to alter foreign-data wrapper \"%s\"", st->fdwname,
                      "Must be superuser to alter a foreign-data wrapper.");
    catalog_fdw_lock();
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_WRAPPER, InvalidOid, st->fdwname, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("foreign-data wrapper \"%s\" does not exist", st->fdwname));
    Oid handler = r.ref, validator = r.ref2;
    bool hs, vs;
    parse_func_options(st->func_options, &handler, &hs, &validator, &vs);
    if (hs)
        ereport(WARNING, errmsg("changing the foreign-data wrapper handler can change behavior "
                                "of existing foreign tables"));
    if (vs && validator != r.ref2 && OidIsValid(validator))
        ereport(WARNING, errmsg("changing the foreign-data wrapper validator can cause the "
                                "options for dependent objects to become invalid"));
    r.ref = handler;
    r.ref2 = validator;
    List *options = fdw_options_from_array(r.options);
    if (st->options) {
        options = fdw_apply_option_changes(options, st->options);
        ForeignDataWrapper w = {r.oid, r.owner, r.name, handler, validator, options};
        fdw_validate_options(&w, options, ForeignDataWrapperRelationId);
    }
    r.options = fdw_options_to_array(options);
    catalog_fdw_update(&r);
}

/* ---------------------------------------------------------------- dependencies and drops */

typedef struct DropItem {
    FdwCatalogRow row;
    char *desc;   /* "server s" */
    char *parent; /* the description of what it depends on */
} DropItem;

static char *table_desc(Oid relid)
{
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        return psprintf("foreign table %u", relid);
    return psprintf("foreign table %s", name);
}

static int drop_item_cmp(const void *a, const void *b)
{
    Oid x = (*(DropItem *const *)a)->row.oid, y = (*(DropItem *const *)b)->row.oid;
    return x < y ? -1 : x > y;
}

/* Everything that depends on server s (user mappings and foreign tables), in creation (oid)
 * order as PG lists them, appended to *items. */
static void server_dependents(const FdwCatalogRow *s, const char *sdesc, List **items)
{
    List *found = NIL;
    ListCell *lc;
    foreach (lc, catalog_fdw_rows(FDWCAT_USER_MAPPING)) {
        FdwCatalogRow *m = lfirst(lc);
        if (m->ref != s->oid)
            continue;
        DropItem *it = palloc0(sizeof(DropItem));
        it->row = *m;
        it->desc = psprintf("user mapping for %s on server %s", user_name(m->owner), s->name);
        it->parent = (char *)sdesc;
        found = lappend(found, it);
    }
    foreach (lc, catalog_fdw_rows(FDWCAT_TABLE)) {
        FdwCatalogRow *t = lfirst(lc);
        if (t->ref != s->oid)
            continue;
        DropItem *it = palloc0(sizeof(DropItem));
        it->row = *t;
        it->desc = table_desc(t->oid);
        it->parent = (char *)sdesc;
        found = lappend(found, it);
    }
    int n = list_length(found);
    DropItem **arr = palloc(sizeof(DropItem *) * (size_t)(n + 1));
    foreach (lc, found)
        arr[foreach_current_index(lc)] = lfirst(lc);
    qsort(arr, (size_t)n, sizeof(DropItem *), drop_item_cmp);
    for (int i = 0; i < n; i++)
        *items = lappend(*items, arr[i]);
}

static int row_oid_cmp(const void *a, const void *b)
{
    Oid x = (*(FdwCatalogRow *const *)a)->oid, y = (*(FdwCatalogRow *const *)b)->oid;
    return x < y ? -1 : x > y;
}

static void wrapper_dependents(const FdwCatalogRow *w, const char *wdesc, List **items)
{
    ListCell *lc;
    List *servers = catalog_fdw_rows(FDWCAT_SERVER);
    int n = list_length(servers);
    FdwCatalogRow **arr = palloc(sizeof(FdwCatalogRow *) * (size_t)(n + 1));
    foreach (lc, servers)
        arr[foreach_current_index(lc)] = lfirst(lc);
    qsort(arr, (size_t)n, sizeof(FdwCatalogRow *), row_oid_cmp);
    for (int i = 0; i < n; i++) {
        FdwCatalogRow *s = arr[i];
        if (s->ref != w->oid)
            continue;
        DropItem *it = palloc0(sizeof(DropItem));
        it->row = *s;
        it->desc = psprintf("server %s", s->name);
        it->parent = (char *)wdesc;
        *items = lappend(*items, it);
        server_dependents(s, it->desc, items);
    }
}

static void drop_row(const FdwCatalogRow *r)
{
    if (r->kind == FDWCAT_TABLE)
        catalog_drop_relation(r->oid);
    catalog_fdw_delete(r);
}

/* PG's reportDependentObjects, then the drop: dependents (deepest last in the list) first.
 * what is NULL in a drop of several objects at once (DROP OWNED). */
static void drop_with_dependents(const char *what, List *deps, DropBehavior behavior)
{
    int n = list_length(deps);
    if (n > 0) {
        StringInfoData detail;
        initStringInfo(&detail);
        ListCell *lc;
        foreach (lc, deps) {
            DropItem *it = lfirst(lc);
            if (behavior == DROP_CASCADE)
                appendStringInfo(&detail, "%sdrop cascades to %s", detail.len ? "\n" : "",
                                 it->desc);
            else
                appendStringInfo(&detail, "%s%s depends on %s", detail.len ? "\n" : "", it->desc,
                                 it->parent);
        }
        if (behavior != DROP_CASCADE && what == NULL)
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop desired object(s) because other objects depend on them"),
                    errdetail("%s", detail.data),
                    errhint("Use DROP ... CASCADE to drop the dependent objects too."));
        if (behavior != DROP_CASCADE)
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop %s because other objects depend on it", what),
                    errdetail("%s", detail.data),
                    errhint("Use DROP ... CASCADE to drop the dependent objects too."));
        if (n == 1)
            ereport(NOTICE, errmsg("%s", detail.data));
        else
            ereport(NOTICE, errmsg("drop cascades to %d other objects", n),
                    errdetail("%s", detail.data));
    }
    for (int i = n - 1; i >= 0; i--)
        drop_row(&((DropItem *)list_nth(deps, i))->row);
}

/* ---------------------------------------------------------------- privileges */

/* USAGE on a wrapper or server: its owner's, and whoever it was granted to (superusers'). */
static void require_usage(FdwCatalog kind, Oid oid)
{
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(kind, oid, NULL, &r))
        return;
    char objkind = kind == FDWCAT_SERVER ? ACL_KIND_SERVER : ACL_KIND_FDW;
    if (!acl_object_has(objkind, r.owner, r.acl, exec_current_user_oid(), ACL_USAGE))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied for %s %s", acl_relkind_word(objkind), r.name));
}

/* PG's ownercheck: the owner, a role with its privileges (membership), or a superuser. */
static bool is_owner(Oid owner)
{
    return acl_has_privs_of_role(exec_current_user_oid(), owner);
}

/* ALTER and DROP of a wrapper or server are its owner's. */
static void require_owner(const FdwCatalogRow *r)
{
    if (!is_owner(r->owner))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of %s %s",
                       acl_relkind_word(r->kind == FDWCAT_SERVER ? ACL_KIND_SERVER : ACL_KIND_FDW),
                       r->name));
}

/* PG's user_mapping_ddl_aclcheck: the server's owner manages its mappings; others only their
 * own, with USAGE on the server. */
static void require_mapping_rights(Oid userid, const ForeignServer *s)
{
    if (is_owner(s->owner))
        return;
    if (userid != exec_current_user_oid() || userid == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of foreign server %s", s->servername));
    require_usage(FDWCAT_SERVER, s->serverid);
}

static void drop_wrapper(const char *name, bool missing_ok, DropBehavior behavior,
                         const char *extname)
{
    FdwCatalogRow w;
    if (!catalog_fdw_lookup(FDWCAT_WRAPPER, InvalidOid, name, &w)) {
        if (extname) {
            if (missing_ok) {
                ereport(NOTICE, errmsg("extension \"%s\" does not exist, skipping", extname));
                return;
            }
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("extension \"%s\" does not exist", extname));
        }
        if (missing_ok) {
            ereport(NOTICE, errmsg("foreign-data wrapper \"%s\" does not exist, skipping", name));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("foreign-data wrapper \"%s\" does not exist", name));
    }
    if (extname != NULL && !is_owner(w.owner))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of extension %s", extname));
    require_owner(&w);
    char *wdesc = psprintf("foreign-data wrapper %s", w.name);
    List *deps = NIL;
    wrapper_dependents(&w, wdesc, &deps);
    drop_with_dependents(extname ? psprintf("extension %s", extname) : wdesc, deps, behavior);
    catalog_fdw_delete(&w);
}

static void drop_server(const char *name, bool missing_ok, DropBehavior behavior, bool of_many)
{
    FdwCatalogRow s;
    if (!catalog_fdw_lookup(FDWCAT_SERVER, InvalidOid, name, &s)) {
        if (missing_ok) {
            ereport(NOTICE, errmsg("server \"%s\" does not exist, skipping", name));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("server \"%s\" does not exist", name));
    }
    require_owner(&s);
    char *sdesc = psprintf("server %s", s.name);
    List *deps = NIL;
    server_dependents(&s, sdesc, &deps);
    drop_with_dependents(of_many ? NULL : sdesc, deps, behavior);
    catalog_fdw_delete(&s);
}

void exec_drop_owned_server(const char *name, DropBehavior behavior)
{
    drop_server(name, false, behavior, true);
}

/* A foreign table named by DROP FOREIGN TABLE (for_alter false) or ALTER FOREIGN TABLE, with
 * the wording each uses in PG; locked AccessExclusive. */
static Oid lookup_foreign_table(RangeVar *rv, bool missing_ok, bool for_alter)
{
    Oid relid = exec_lookup_relation_opt(rv, true);
    const char *shown = rv->schemaname ? psprintf("%s.%s", rv->schemaname, rv->relname)
                                       : rv->relname;
    if (!OidIsValid(relid)) {
        if (missing_ok) {
            ereport(NOTICE, errmsg("%s \"%s\" does not exist, skipping",
                                   for_alter ? "relation" : "foreign table", shown));
            return InvalidOid;
        }
        if (for_alter)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                    errmsg("relation \"%s\" does not exist", shown));
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("foreign table \"%s\" does not exist", shown));
    }
    Relation rel = relation_open(relid, AccessExclusiveLock);
    char kind = rel->relkind;
    char name[NAMEDATALEN];
    memcpy(name, rel->relname, NAMEDATALEN);
    relation_close(rel);
    if (kind != RELKIND_FOREIGN_TABLE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a foreign table", name),
                kind == RELKIND_RELATION && !for_alter ? errhint("Use DROP TABLE to remove a table.")
                                                       : 0);
    if (for_alter)
        acl_require_relation_owner(relid);
    else
        acl_require_drop_relation(relid);
    return relid;
}

static bool oid_member(List *l, Oid o)
{
    ListCell *lc;
    foreach (lc, l)
        if (lfirst_oid(lc) == o)
            return true;
    return false;
}

static RangeVar *names_rangevar(List *names)
{
    RangeVar *rv = makeNode(RangeVar);
    int n = list_length(names);
    rv->relname = strVal(llast(names));
    if (n >= 2)
        rv->schemaname = strVal(list_nth(names, n - 2));
    rv->location = -1;
    return rv;
}

static const char *drop_statement(DropStmt *ds)
{
    catalog_fdw_lock();
    ListCell *lc;
    if (ds->removeType == OBJECT_FOREIGN_TABLE) {
        List *relids = NIL;
        foreach (lc, ds->objects) {
            Oid relid = lookup_foreign_table(names_rangevar(lfirst(lc)), ds->missing_ok, false);
            if (OidIsValid(relid) && !oid_member(relids, relid))
                relids = lappend_oid(relids, relid);
        }
        foreach (lc, relids) {
            FdwCatalogRow r;
            if (catalog_fdw_lookup(FDWCAT_TABLE, lfirst_oid(lc), NULL, &r))
                catalog_fdw_delete(&r);
            catalog_drop_relation(lfirst_oid(lc));
        }
        return "DROP FOREIGN TABLE";
    }
    foreach (lc, ds->objects) {
        const char *name = strVal(linitial((List *)lfirst(lc)));
        switch (ds->removeType) {
        case OBJECT_FDW:
            drop_wrapper(name, ds->missing_ok, ds->behavior, NULL);
            break;
        case OBJECT_FOREIGN_SERVER:
            drop_server(name, ds->missing_ok, ds->behavior, false);
            break;
        case OBJECT_EXTENSION: {
            const FdwExtension *ext = fdw_extension_by_name(name);
            if (ext == NULL) {
                if (ds->missing_ok) {
                    ereport(NOTICE, errmsg("extension \"%s\" does not exist, skipping", name));
                    break;
                }
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("extension \"%s\" does not exist", name));
            }
            drop_wrapper(ext->fdwname, ds->missing_ok, ds->behavior, name);
            break;
        }
        default:
            elog(ERROR, "unexpected object type %d in DROP", (int)ds->removeType);
        }
    }
    return exec_drop_tag(ds->removeType);
}

/* ---------------------------------------------------------------- servers */

static void create_server(CreateForeignServerStmt *st)
{
    catalog_fdw_lock();
    if (fdw_get_server_by_name(st->servername, true)) {
        if (st->if_not_exists) {
            ereport(NOTICE, errcode(ERRCODE_DUPLICATE_OBJECT),
                    errmsg("server \"%s\" already exists, skipping", st->servername));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("server \"%s\" already exists", st->servername));
    }
    ForeignDataWrapper *w = fdw_get_wrapper_by_name(st->fdwname, false);
    require_usage(FDWCAT_WRAPPER, w->fdwid);
    List *options = checked_options(st->options);
    fdw_validate_options(w, options, ForeignServerRelationId);
    FdwCatalogRow r;
    memset(&r, 0, sizeof(r));
    r.kind = FDWCAT_SERVER;
    snprintf(r.name, sizeof(r.name), "%s", st->servername);
    r.owner = exec_current_user_oid();
    r.ref = w->fdwid;
    r.type = st->servertype;
    r.version = st->version;
    r.options = fdw_options_to_array(options);
    catalog_fdw_insert(&r);
}

static void alter_server(AlterForeignServerStmt *st)
{
    catalog_fdw_lock();
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_SERVER, InvalidOid, st->servername, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("server \"%s\" does not exist", st->servername));
    require_owner(&r);
    if (st->has_version)
        r.version = st->version;
    if (st->options) {
        List *options = fdw_apply_option_changes(fdw_options_from_array(r.options), st->options);
        fdw_validate_options(fdw_get_wrapper(r.ref), options, ForeignServerRelationId);
        r.options = fdw_options_to_array(options);
    }
    catalog_fdw_update(&r);
}

/* ---------------------------------------------------------------- user mappings */

static bool find_mapping(Oid userid, Oid serverid, FdwCatalogRow *out)
{
    ListCell *lc;
    foreach (lc, catalog_fdw_rows(FDWCAT_USER_MAPPING)) {
        FdwCatalogRow *m = lfirst(lc);
        if (m->ref == serverid && m->owner == userid) {
            *out = *m;
            return true;
        }
    }
    return false;
}

static void create_user_mapping(CreateUserMappingStmt *st)
{
    catalog_fdw_lock();
    const char *uname;
    bool missing;
    Oid userid = mapping_user(st->usertype, st->username, &uname, false, &missing);
    ForeignServer *s = fdw_get_server_by_name(st->servername, false);
    require_mapping_rights(userid, s);
    FdwCatalogRow r;
    if (find_mapping(userid, s->serverid, &r)) {
        if (st->if_not_exists) {
            ereport(NOTICE, errcode(ERRCODE_DUPLICATE_OBJECT),
                    errmsg("user mapping for \"%s\" already exists for server \"%s\", skipping",
                           uname, s->servername));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("user mapping for \"%s\" already exists for server \"%s\"", uname,
                       s->servername));
    }
    List *options = checked_options(st->options);
    fdw_validate_options(server_wrapper(s), options, UserMappingRelationId);
    memset(&r, 0, sizeof(r));
    r.kind = FDWCAT_USER_MAPPING;
    r.owner = userid;
    r.ref = s->serverid;
    r.options = fdw_options_to_array(options);
    catalog_fdw_insert(&r);
}

static void alter_user_mapping(AlterUserMappingStmt *st)
{
    catalog_fdw_lock();
    const char *uname;
    bool missing;
    Oid userid = mapping_user(st->usertype, st->username, &uname, false, &missing);
    ForeignServer *s = fdw_get_server_by_name(st->servername, false);
    require_mapping_rights(userid, s);
    FdwCatalogRow r;
    if (!find_mapping(userid, s->serverid, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("user mapping for \"%s\" does not exist for server \"%s\"", uname,
                       s->servername));
    List *options = fdw_apply_option_changes(fdw_options_from_array(r.options), st->options);
    fdw_validate_options(server_wrapper(s), options, UserMappingRelationId);
    r.options = fdw_options_to_array(options);
    catalog_fdw_update(&r);
}

static void drop_user_mapping(DropUserMappingStmt *st)
{
    catalog_fdw_lock();
    const char *uname;
    bool missing;
    Oid userid = mapping_user(st->usertype, st->username, &uname, st->missing_ok, &missing);
    if (missing) {
        ereport(NOTICE, errmsg("role \"%s\" does not exist, skipping", uname));
        return;
    }
    ForeignServer *s = fdw_get_server_by_name(st->servername, st->missing_ok);
    if (s == NULL) {
        ereport(NOTICE, errmsg("server \"%s\" does not exist, skipping", st->servername));
        return;
    }
    FdwCatalogRow r;
    if (!find_mapping(userid, s->serverid, &r)) {
        if (st->missing_ok) {
            ereport(NOTICE, errmsg("user mapping for \"%s\" does not exist for server \"%s\", "
                                   "skipping",
                                   uname, s->servername));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("user mapping for \"%s\" does not exist for server \"%s\"", uname,
                       s->servername));
    }
    require_mapping_rights(userid, s);
    catalog_fdw_delete(&r);
}

/* ---------------------------------------------------------------- foreign tables */

static void set_column_options(Oid relid, TupleDesc desc, const char *colname, List *options)
{
    for (int i = 0; i < desc->natts; i++)
        if (strcmp(TupleDescAttr(desc, i)->attname, colname) == 0) {
            catalog_set_column_options(relid, i + 1, fdw_options_to_array(options));
            return;
        }
    elog(ERROR, "column \"%s\" is missing", colname);
}

static void create_foreign_table(CreateForeignTableStmt *st)
{
    CreateTableInfo *ct = st->info;
    catalog_fdw_lock();
    if (ct->if_not_exists && catalog_relation_oid(ct->nspoid, ct->relname) != InvalidOid) {
        ereport(NOTICE, errcode(ERRCODE_DUPLICATE_TABLE),
                errmsg("relation \"%s\" already exists, skipping", ct->relname));
        return;
    }
    /* PG creates the relation first, then looks at the server */
    if (catalog_relation_oid(ct->nspoid, ct->relname) != InvalidOid)
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_TABLE),
                errmsg("relation \"%s\" already exists", ct->relname));
    ForeignServer *s = fdw_get_server_by_name(st->servername, false);
    require_usage(FDWCAT_SERVER, s->serverid);
    ForeignDataWrapper *w = server_wrapper(s);
    List *options = checked_options(st->options);
    fdw_validate_options(w, options, ForeignTableRelationId);
    Oid relid = catalog_create_relation(ct->relname, ct->nspoid, RELKIND_FOREIGN_TABLE,
                                        RELPERSISTENCE_PERMANENT, ct->desc, exec_current_user_oid());
    exec_apply_default_privileges(relid);
    exec_store_column_defaults(relid, ct->defaults);
    exec_store_checks(relid, ct->checks); /* stored, not enforced, as in PG */
    exec_create_partitioning(relid, ct);
    FdwCatalogRow r;
    memset(&r, 0, sizeof(r));
    r.kind = FDWCAT_TABLE;
    r.oid = relid;
    r.ref = s->serverid;
    r.options = fdw_options_to_array(options);
    catalog_fdw_insert(&r);
    ListCell *lc;
    foreach (lc, st->base->tableElts) {
        ColumnDef *cd = lfirst(lc);
        if (!IsA(cd, ColumnDef) || cd->fdwoptions == NIL)
            continue;
        List *copts = checked_options(cd->fdwoptions);
        fdw_validate_options(w, copts, AttributeRelationId);
        set_column_options(relid, ct->desc, cd->colname, copts);
    }
}

static void alter_foreign_table(AlterForeignTableStmt *st)
{
    catalog_fdw_lock();
    Oid relid = lookup_foreign_table(st->relation, st->missing_ok, true);
    if (!OidIsValid(relid))
        return;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    TupleDesc desc = tupdesc_copy(rel->rd_att);
    char relname[NAMEDATALEN];
    memcpy(relname, rel->relname, NAMEDATALEN);
    relation_close(rel);
    FdwCatalogRow t;
    if (!catalog_fdw_lookup(FDWCAT_TABLE, relid, NULL, &t))
        elog(ERROR, "foreign table %u has no pg_foreign_table row", relid);
    ForeignDataWrapper *w = server_wrapper(fdw_get_server(t.ref));
    List *table_options = fdw_options_from_array(t.options);
    bool table_changed = false;
    List **colopts = palloc0(sizeof(List *) * (size_t)(desc->natts + 1));
    bool *col_changed = palloc0(sizeof(bool) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        colopts[i] = fdw_get_column_options(relid, i + 1);
    ListCell *lc;
    foreach (lc, st->cmds) {
        DefElem *cmd = lfirst(lc);
        List *changes = (List *)cmd->arg;
        if (cmd->defname == NULL) {
            table_options = fdw_apply_option_changes(table_options, changes);
            table_changed = true;
            continue;
        }
        int a = -1;
        for (int i = 0; i < desc->natts; i++)
            if (!TupleDescAttr(desc, i)->attisdropped &&
                strcmp(TupleDescAttr(desc, i)->attname, cmd->defname) == 0)
                a = i;
        if (a < 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" of relation \"%s\" does not exist", cmd->defname,
                           relname));
        colopts[a] = fdw_apply_option_changes(colopts[a], changes);
        fdw_validate_options(w, colopts[a], AttributeRelationId);
        col_changed[a] = true;
    }
    if (table_changed) {
        fdw_validate_options(w, table_options, ForeignTableRelationId);
        t.options = fdw_options_to_array(table_options);
        catalog_fdw_update(&t);
    }
    for (int i = 0; i < desc->natts; i++)
        if (col_changed[i])
            catalog_set_column_options(relid, i + 1, fdw_options_to_array(colopts[i]));
}

/* ---------------------------------------------------------------- IMPORT FOREIGN SCHEMA */

List *(*executor_parse_sql_hook)(const char *sql);
PlannedStmt *(*executor_plan_raw_hook)(RawStmt *raw, const char *sql);

/* PG's IsImportableForeignTable: LIMIT TO and EXCEPT compare the bare table names. */
static bool importable_table(const char *relname, const ImportForeignSchemaStmt *st)
{
    bool listed = false;
    ListCell *lc;
    foreach (lc, st->table_list)
        if (strcmp(relname, ((RangeVar *)lfirst(lc))->relname) == 0)
            listed = true;
    switch (st->list_type) {
    case FDW_IMPORT_SCHEMA_LIMIT_TO: return listed;
    case FDW_IMPORT_SCHEMA_EXCEPT: return !listed;
    default: return true;
    }
}

/* PG's import_error_callback: a position in the generated command is an internal one, and
 * the table being created is named. */
static void import_error_context(const char *cmd, const char *tablename)
{
    ErrorData *e = elog_current_error();
    if (e != NULL && e->cursorpos > 0) {
        e->internalpos = e->cursorpos;
        e->internalquery = (char *)cmd;
        e->cursorpos = 0;
    }
    if (tablename != NULL)
        elog_add_context("importing foreign table \"%s\"", tablename);
}

/* One command of the wrapper's: parsed, each CREATE FOREIGN TABLE in it that the LIMIT TO /
 * EXCEPT list keeps moved into the target schema, bound and run. */
static void import_command(const ImportForeignSchemaStmt *st, const char *fdwname,
                           const char *cmd)
{
    const char *statement = elog_query_text();
    const char *volatile tablename = NULL;
    PG_TRY();
    {
        List *raws = executor_parse_sql_hook(cmd);
        ListCell *lc;
        foreach (lc, raws) {
            RawStmt *raw = lfirst(lc);
            CreateForeignTableStmt *cs = (CreateForeignTableStmt *)raw->stmt;
            if (!IsA(cs, CreateForeignTableStmt))
                elog(ERROR, "foreign-data wrapper \"%s\" returned incorrect statement type %d",
                     fdwname, (int)nodeTag(cs));
            if (!importable_table(cs->base->relation->relname, st))
                continue;
            tablename = cs->base->relation->relname;
            cs->base->relation->schemaname = pstrdup(st->local_schema);
            PlannedStmt *plan = executor_plan_raw_hook(raw, cmd);
            char tag[64];
            elog_set_query_text(cmd); /* positions of its errors are in cmd, as when bound */
            exec_utility(plan, NULL, NULL, tag, sizeof(tag));
            elog_set_query_text(statement);
            xact_command_counter_increment();
            tablename = NULL;
        }
    }
    PG_CATCH();
    {
        elog_set_query_text(statement);
        import_error_context(cmd, tablename);
        PG_RE_THROW();
    }
    PG_END_TRY();
}

static void import_foreign_schema(ImportForeignSchemaStmt *st)
{
    ForeignServer *s = fdw_get_server_by_name(st->server_name, false);
    require_usage(FDWCAT_SERVER, s->serverid);
    /* PG's LookupCreationNamespace */
    Oid nsp = catalog_namespace_oid(st->local_schema);
    if (!OidIsValid(nsp))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema \"%s\" does not exist", st->local_schema));
    acl_require_namespace(nsp, ACL_CREATE, -1);
    ForeignDataWrapper *w = server_wrapper(s);
    const FdwRoutine *routine = fdw_routine_for_server(s->serverid);
    if (routine->ImportForeignSchema == NULL)
        ereport(ERROR, errcode(ERRCODE_FDW_NO_SCHEMAS),
                errmsg("foreign-data wrapper \"%s\" does not support IMPORT FOREIGN SCHEMA",
                       w->fdwname));
    if (executor_parse_sql_hook == NULL || executor_plan_raw_hook == NULL)
        elog(ERROR, "IMPORT FOREIGN SCHEMA needs the parser hooks");
    List *commands = routine->ImportForeignSchema((Node *)st, s->serverid);
    ListCell *lc;
    foreach (lc, commands)
        import_command(st, w->fdwname, lfirst(lc));
}

/* ---------------------------------------------------------------- extensions */

static void create_extension(CreateExtensionStmt *st)
{
    const FdwExtension *ext = fdw_extension_by_name(st->extname);
    if (ext == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_FILE),
                errmsg("could not open extension control file \"%s/%s.control\": No such file "
                       "or directory",
                       "share/extension", st->extname),
                errhint("Basalt's built-in extensions are file_fdw, basalt_pg_fdw and "
                        "postgres_fdw."));
    catalog_fdw_lock();
    if (fdw_get_wrapper_by_name(ext->fdwname, true)) {
        if (st->if_not_exists) {
            ereport(NOTICE, errcode(ERRCODE_DUPLICATE_OBJECT),
                    errmsg("extension \"%s\" already exists, skipping", st->extname));
            return;
        }
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("extension \"%s\" already exists", st->extname));
    }
    /* Basalt's extensions are PG's untrusted ones */
    require_superuser("permission denied to create extension \"%s\"", st->extname,
                      "Must be superuser to create this extension.");
    const FdwHandlerInfo *h = fdw_handler_by_name(ext->handler_name);
    if (ALWAYS(h != NULL))
        create_wrapper_row(ext->fdwname, h->handler_oid, h->validator_oid, NIL);
}

/* ---------------------------------------------------------------- dispatch */

const char *exec_fdw_statement(Node *stmt)
{
    switch (nodeTag(stmt)) {
    case T_CreateFdwStmt:
        create_fdw((CreateFdwStmt *)stmt);
        return "CREATE FOREIGN DATA WRAPPER";
    case T_AlterFdwStmt:
        alter_fdw((AlterFdwStmt *)stmt);
        return "ALTER FOREIGN DATA WRAPPER";
    case T_CreateForeignServerStmt:
        create_server((CreateForeignServerStmt *)stmt);
        return "CREATE SERVER";
    case T_AlterForeignServerStmt:
        alter_server((AlterForeignServerStmt *)stmt);
        return "ALTER SERVER";
    case T_CreateUserMappingStmt:
        create_user_mapping((CreateUserMappingStmt *)stmt);
        return "CREATE USER MAPPING";
    case T_AlterUserMappingStmt:
        alter_user_mapping((AlterUserMappingStmt *)stmt);
        return "ALTER USER MAPPING";
    case T_DropUserMappingStmt:
        drop_user_mapping((DropUserMappingStmt *)stmt);
        return "DROP USER MAPPING";
    case T_CreateForeignTableStmt:
        create_foreign_table((CreateForeignTableStmt *)stmt);
        return "CREATE FOREIGN TABLE";
    case T_AlterForeignTableStmt:
        alter_foreign_table((AlterForeignTableStmt *)stmt);
        return "ALTER FOREIGN TABLE";
    case T_CreateExtensionStmt:
        create_extension((CreateExtensionStmt *)stmt);
        return "CREATE EXTENSION";
    case T_ImportForeignSchemaStmt:
        import_foreign_schema((ImportForeignSchemaStmt *)stmt);
        return "IMPORT FOREIGN SCHEMA";
    case T_DropStmt:
        return drop_statement((DropStmt *)stmt);
    default:
        elog(ERROR, "unrecognized foreign-data statement %d", (int)nodeTag(stmt));
    }
}
