/*
 * foreign.c: reading foreign-data wrappers, servers, user mappings and foreign tables, and
 * their generic options (PG's foreign/foreign.c and the option half of foreigncmds.c).
 *
 * The one idea: options travel as Lists of DefElem with String args everywhere above storage;
 * only here are they turned into PG's stored form, a text[] of "name=value" (split at the
 * first '=', as PG's untransformRelOptions does), built and read with the executor's array
 * functions.
 */
#include "fdw/foreign.h"

#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "executor/fmgr.h"
#include "executor/types/array.h"
#include "storage/catalog.h"
#include "storage/catalog_fdw.h"

/* ---------------------------------------------------------------- options */

static DefElem *make_option(const char *name, Node *arg, int location)
{
    DefElem *d = makeNode(DefElem);
    d->defname = pstrdup(name);
    d->arg = arg;
    d->location = location;
    return d;
}

varlena *fdw_options_to_array(List *options)
{
    if (options == NIL)
        return NULL;
    int n = list_length(options);
    Datum *elems = palloc(sizeof(Datum) * (size_t)n);
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        const char *v = d->arg ? strVal(d->arg) : "";
        elems[foreach_current_index(lc)] =
            PointerGetDatum(cstring_to_text(psprintf("%s=%s", d->defname, v)));
    }
    ArrayElemInfo elem;
    arraytype_elem_info(TEXTOID, &elem);
    return (varlena *)arraytype_construct_1d(elems, NULL, n, &elem);
}

List *fdw_options_from_array(const varlena *array)
{
    if (array == NULL)
        return NIL;
    ArrayElemInfo elem;
    arraytype_elem_info(TEXTOID, &elem);
    Datum *elems;
    bool *nulls;
    int n;
    arraytype_deconstruct((const ArrayType *)array, &elem, &elems, &nulls, &n);
    List *out = NIL;
    for (int i = 0; i < n; i++) {
        if (nulls[i])
            continue;
        char *s = text_to_cstring((const text *)DatumGetPointer(elems[i]));
        char *eq = strchr(s, '=');
        char *value = "";
        if (eq) {
            *eq = '\0';
            value = eq + 1;
        }
        out = lappend(out, make_option(s, (Node *)makeString(pstrdup(value)), -1));
    }
    return out;
}

const char *fdw_option_value(List *options, const char *name)
{
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, name) == 0)
            return d->arg ? strVal(d->arg) : "";
    }
    return NULL;
}

void fdw_check_duplicate_options(List *options)
{
    ListCell *a, *b;
    foreach (a, options) {
        foreach (b, options) {
            if (b == a)
                break;
            if (strcmp(((DefElem *)lfirst(a))->defname, ((DefElem *)lfirst(b))->defname) == 0)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                        errmsg("option \"%s\" provided more than once",
                               ((DefElem *)lfirst(a))->defname));
        }
    }
}

static ListCell *find_option(List *options, const char *name)
{
    ListCell *lc;
    foreach (lc, options)
        if (strcmp(((DefElem *)lfirst(lc))->defname, name) == 0)
            return lc;
    return NULL;
}

/* PG's transformGenericOptions: ADD must be new, SET and DROP must exist. */
List *fdw_apply_option_changes(List *old, List *changes)
{
    List *out = list_copy(old);
    ListCell *lc;
    foreach (lc, changes) {
        DefElem *d = lfirst(lc);
        ListCell *cur = find_option(out, d->defname);
        switch (d->defaction) {
        case DEFELEM_SET:
            if (cur == NULL)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("option \"%s\" not found", d->defname));
            lfirst(cur) = make_option(d->defname, d->arg, d->location);
            break;
        case DEFELEM_DROP:
            if (cur == NULL)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("option \"%s\" not found", d->defname));
            out = list_delete_nth_cell(out, (int)(cur - out->elements));
            break;
        case DEFELEM_ADD:
        case DEFELEM_UNSPEC:
            if (cur != NULL)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                        errmsg("option \"%s\" provided more than once", d->defname));
            out = lappend(out, make_option(d->defname, d->arg, d->location));
            break;
        }
    }
    return out;
}

void fdw_validate_options(const ForeignDataWrapper *fdw, List *options, Oid catalog)
{
    if (!OidIsValid(fdw->fdwvalidator))
        return;
    const FdwHandlerInfo *h = fdw_handler_by_oid(fdw->fdwvalidator);
    if (h == NULL || h->validator == NULL)
        elog(ERROR, "cache lookup failed for function %u", fdw->fdwvalidator);
    /* PG's validators see the options as stored (no statement positions in their errors) */
    List *stored = NIL;
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        stored = lappend(stored, make_option(d->defname, d->arg, -1));
    }
    h->validator(stored, catalog);
}

/* ---------------------------------------------------------------- objects */

static ForeignDataWrapper *wrapper_from_row(const FdwCatalogRow *r)
{
    ForeignDataWrapper *w = palloc0(sizeof(ForeignDataWrapper));
    w->fdwid = r->oid;
    w->owner = r->owner;
    w->fdwname = pstrdup(r->name);
    w->fdwhandler = r->ref;
    w->fdwvalidator = r->ref2;
    w->options = fdw_options_from_array(r->options);
    return w;
}

static ForeignServer *server_from_row(const FdwCatalogRow *r)
{
    ForeignServer *s = palloc0(sizeof(ForeignServer));
    s->serverid = r->oid;
    s->fdwid = r->ref;
    s->owner = r->owner;
    s->servername = pstrdup(r->name);
    s->servertype = r->type;
    s->serverversion = r->version;
    s->options = fdw_options_from_array(r->options);
    return s;
}

ForeignDataWrapper *fdw_get_wrapper(Oid fdwid)
{
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_WRAPPER, fdwid, NULL, &r))
        elog(ERROR, "cache lookup failed for foreign-data wrapper %u", fdwid);
    return wrapper_from_row(&r);
}

ForeignDataWrapper *fdw_get_wrapper_by_name(const char *name, bool missing_ok)
{
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_WRAPPER, InvalidOid, name, &r)) {
        if (missing_ok)
            return NULL;
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("foreign-data wrapper \"%s\" does not exist", name));
    }
    return wrapper_from_row(&r);
}

ForeignServer *fdw_get_server(Oid serverid)
{
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_SERVER, serverid, NULL, &r))
        elog(ERROR, "cache lookup failed for foreign server %u", serverid);
    return server_from_row(&r);
}

ForeignServer *fdw_get_server_by_name(const char *name, bool missing_ok)
{
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_SERVER, InvalidOid, name, &r)) {
        if (missing_ok)
            return NULL;
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("server \"%s\" does not exist", name));
    }
    return server_from_row(&r);
}

UserMapping *fdw_get_user_mapping(Oid userid, Oid serverid)
{
    List *rows = catalog_fdw_rows(FDWCAT_USER_MAPPING);
    FdwCatalogRow *found = NULL;
    ListCell *lc;
    foreach (lc, rows) {
        FdwCatalogRow *r = lfirst(lc);
        if (r->ref != serverid)
            continue;
        if (r->owner == userid) {
            found = r;
            break;
        }
        if (r->owner == InvalidOid)
            found = r; /* PUBLIC, unless the user has its own */
    }
    if (found == NULL) {
        CatalogRole role;
        const char *uname = catalog_role_by_oid(userid, &role) ? pstrdup(role.rolname) : "?";
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("user mapping not found for \"%s\"", uname));
    }
    UserMapping *um = palloc0(sizeof(UserMapping));
    um->umid = found->oid;
    um->userid = found->owner;
    um->serverid = found->ref;
    um->options = fdw_options_from_array(found->options);
    return um;
}

ForeignTable *fdw_get_table(Oid relid)
{
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(FDWCAT_TABLE, relid, NULL, &r))
        return NULL;
    ForeignTable *t = palloc0(sizeof(ForeignTable));
    t->relid = r.oid;
    t->serverid = r.ref;
    t->options = fdw_options_from_array(r.options);
    return t;
}

List *fdw_get_column_options(Oid relid, int attnum)
{
    return fdw_options_from_array(catalog_column_options(relid, attnum));
}

/* ---------------------------------------------------------------- routines */

const FdwRoutine *fdw_routine_for_server(Oid serverid)
{
    ForeignServer *s = fdw_get_server(serverid);
    ForeignDataWrapper *w = fdw_get_wrapper(s->fdwid);
    if (!OidIsValid(w->fdwhandler))
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("foreign-data wrapper \"%s\" has no handler", w->fdwname));
    const FdwHandlerInfo *h = fdw_handler_by_oid(w->fdwhandler);
    if (h == NULL)
        elog(ERROR, "cache lookup failed for function %u", w->fdwhandler);
    if (h->routine == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("foreign-data wrapper \"%s\" cannot scan foreign tables yet", w->fdwname),
                errdetail("Its handler %s is not implemented in this version of Basalt.",
                          h->handler_name));
    return h->routine;
}

const FdwRoutine *fdw_routine_for_relation(Oid relid)
{
    ForeignTable *t = fdw_get_table(relid);
    if (t == NULL)
        elog(ERROR, "cache lookup failed for foreign table %u", relid);
    return fdw_routine_for_server(t->serverid);
}

const FdwRoutine *fdw_check_modify(Oid relid, CmdType cmd)
{
    const FdwRoutine *r = fdw_routine_for_relation(relid);
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        snprintf(name, sizeof(name), "%u", relid);
    const char *what = cmd == CMD_INSERT ? "insert into" : cmd == CMD_UPDATE ? "update"
                                                                             : "delete from";
    bool have = cmd == CMD_INSERT   ? r->ExecForeignInsert != NULL
                : cmd == CMD_UPDATE ? r->ExecForeignUpdate != NULL
                                    : r->ExecForeignDelete != NULL;
    if (!have)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot %s foreign table \"%s\"", what, name));
    if (r->IsForeignRelUpdatable) {
        Relation rel = relation_open(relid, AccessShareLock);
        int ok = r->IsForeignRelUpdatable(rel);
        relation_close(rel);
        if ((ok & (1 << cmd)) == 0) /* PG's CheckValidResultRel */
            ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                    errmsg("foreign table \"%s\" does not allow %s", name,
                           cmd == CMD_INSERT   ? "inserts"
                           : cmd == CMD_UPDATE ? "updates"
                                               : "deletes"));
    }
    return r;
}
