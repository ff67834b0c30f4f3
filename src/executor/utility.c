/*
 * utility.c: statements that are not queries: CREATE TABLE, DROP TABLE, SET/RESET, SHOW,
 * BEGIN/COMMIT/ROLLBACK.
 *
 * They run directly against the catalog, the settings and the transaction machinery; SHOW
 * hands its rows to a callback, which the portal turns into result rows. Messages, SQLSTATEs
 * and command tags are PostgreSQL 15's.
 */
#include <stdio.h>
#include <strings.h>

#include "common/elog.h"
#include "storage/wal.h"
#include "common/guc.h"
#include "common/stringinfo.h"
#include "executor/acl.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/portalmem.h"
#include "executor/explain.h"
#include "storage/catalog.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_attrdef.h"
#include "storage/catalog_comment.h"
#include "storage/lock.h"
#include "storage/snapshot.h"
#include "storage/xact.h"
#include "storage/catalog_sequence.h"
#include "executor/utility_index.h"
#include "executor/partition.h"

/* ---------------------------------------------------------------- CREATE / DROP TABLE */

static void create_table(CreateTableInfo *ct)
{
    if (ct->if_not_exists && catalog_relation_oid(ct->nspoid, ct->relname) != InvalidOid) {
        ereport(NOTICE, errcode(ERRCODE_DUPLICATE_TABLE),
                errmsg("relation \"%s\" already exists, skipping", ct->relname));
        return;
    }
    /* a serial column's sequence first (PG's order: its oid comes before the table's) */
    List *seqids = NIL;
    ListCell *lc;
    foreach (lc, ct->serials) {
        SerialColumn *sc = lfirst(lc);
        DefElem *as = makeNode(DefElem);
        as->defname = "as";
        as->location = -1;
        List *options = lcons(as, list_copy(sc->options));
        seqids = lappend_oid(seqids, exec_create_sequence(sc->seqname, ct->nspoid,
                                                          ct->relpersistence, options,
                                                          sc->typid));
    }
    Oid relid = catalog_create_relation(ct->relname, ct->nspoid,
                                        ct->partstrat ? RELKIND_PARTITIONED_TABLE
                                                      : RELKIND_RELATION,
                                        ct->relpersistence, ct->desc, exec_current_user_oid());
    exec_create_partitioning(relid, ct);
    exec_apply_default_privileges(relid);
    exec_store_column_defaults(relid, ct->defaults);
    foreach (lc, ct->serials) {
        SerialColumn *sc = lfirst(lc);
        Oid seqid = list_nth_oid(seqids, foreach_current_index(lc));
        if (sc->default_text)
            catalog_set_column_default(relid, sc->attnum, sc->default_text);
        catalog_set_sequence_owner(seqid, relid, sc->attnum, sc->identity ? 'i' : 'a');
    }
    exec_store_checks(relid, ct->checks);
    /* the indexes first: a foreign key may reference the table's own key */
    List *indexes = NIL, *fkeys = NIL, *names = NIL;
    foreach (lc, ct->constraints) {
        Constraint *c = lfirst(lc);
        if (c->contype == CONSTR_FOREIGN)
            fkeys = lappend(fkeys, c);
        else
            indexes = lappend(indexes, c);
    }
    exec_constraint_indexes(relid, indexes, false);
    foreach (lc, ct->like_indexes)
        exec_create_index(lfirst(lc));
    foreach (lc, ct->like_comments) {
        DefElem *d = lfirst(lc);
        for (int i = 0; i < ct->desc->natts; i++)
            if (strcmp(TupleDescAttr(ct->desc, i)->attname, d->defname) == 0)
                catalog_set_comment(relid, 1259 /* pg_class */, i + 1, strVal(d->arg));
    }
    foreach (lc, fkeys)
        exec_add_foreign_key(relid, lfirst(lc), false, &names);
}

void exec_store_column_defaults(Oid relid, List *defaults)
{
    DeparseCxt cx = {0};
    ListCell *lc;
    foreach (lc, defaults)
        if (lfirst(lc))
            catalog_set_column_default(relid, foreach_current_index(lc) + 1,
                                       explain_deparse(lfirst(lc), &cx));
}

/*
 * The name of the role "$user" stands for, or NULL. Remembered per session for the catalog
 * generation it was read in (DDL and role changes bump it): every statement resolves its
 * names through search_path, and reading pg_authid each time was a heap scan (and a stat of
 * its file) per statement.
 */
static const char *current_user_name(void)
{
    static _Thread_local Oid cached_user = InvalidOid;
    static _Thread_local uint64 cached_generation;
    static _Thread_local bool cached_found;
    static _Thread_local char cached_name[NAMEDATALEN];
    Oid user = exec_current_user_oid();
    uint64 generation = catalog_generation();
    if (user != cached_user || generation != cached_generation) {
        CatalogRole role;
        cached_user = InvalidOid; /* until the lookup is done: it may fail */
        cached_found = catalog_role_by_oid(user, &role);
        if (cached_found)
            snprintf(cached_name, sizeof(cached_name), "%s", role.rolname);
        cached_user = user;
        cached_generation = generation;
    }
    return cached_found ? cached_name : NULL;
}

/* The existing schemas search_path names, in order ("$user": the current user's schema). */
static List *listed_schemas(bool *catalog_listed)
{
    List *out = NIL;
    const char *p = search_path ? search_path : "";
    *catalog_listed = false;

    while (*p) {
        while (*p == ' ' || *p == ',')
            p++;
        if (!*p)
            break;
        StringInfoData name;
        initStringInfo(&name);
        bool quoted = *p == '"';
        if (quoted) {
            p++;
            while (*p && !(*p == '"' && p[1] != '"')) {
                if (*p == '"')
                    p++;
                appendStringInfoChar(&name, *p++);
            }
            if (*p == '"')
                p++;
        } else {
            while (*p && *p != ',' && *p != ' ')
                appendStringInfoChar(&name, *p++);
        }
        Oid nsp = InvalidOid;
        if (strcmp(name.data, "$user") == 0) {
            const char *user = current_user_name();
            if (user)
                nsp = catalog_namespace_oid(user);
        } else
            nsp = catalog_namespace_oid(name.data);
        if (nsp == PG_CATALOG_NAMESPACE)
            *catalog_listed = true;
        /* a schema the user may not use is left out, as in PG */
        if (nsp != InvalidOid && !list_member_oid(out, nsp) &&
            acl_namespace_has(nsp, acl_current_user(), ACL_USAGE))
            out = lappend_oid(out, nsp);
    }
    return out;
}

/* The schemas of search_path, in order, with pg_catalog first unless it is listed. */
static List *search_path_schemas(void)
{
    bool catalog_listed;
    List *out = listed_schemas(&catalog_listed);
    if (catalog_listed)
        return out;
    List *with_catalog = lappend_oid(NIL, PG_CATALOG_NAMESPACE);
    ListCell *lc;
    foreach (lc, out)
        with_catalog = lappend_oid(with_catalog, lfirst_oid(lc));
    return with_catalog;
}

Oid exec_creation_namespace(void)
{
    bool catalog_listed;
    List *path = listed_schemas(&catalog_listed);
    return path != NIL ? list_nth_oid(path, 0) : InvalidOid;
}

static char *name_list_text(List *names)
{
    StringInfoData buf;
    ListCell *lc;
    initStringInfo(&buf);
    foreach (lc, names) {
        if (buf.len > 0)
            appendStringInfoChar(&buf, '.');
        appendStringInfoString(&buf, strVal(lfirst(lc)));
    }
    return buf.data;
}


/* Resolve one DROP TABLE name; InvalidOid (after a NOTICE) if missing and missing_ok. */
static Oid drop_lookup(List *names, bool missing_ok, const char *noun)
{
    int n = list_length(names);
    const char *relname = strVal(llast(names));
    Oid relid = InvalidOid;

    if (n > 3)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("improper qualified name (too many dotted names): %s",
                       name_list_text(names)));
    if (n >= 2) {
        const char *nspname = strVal(list_nth(names, n - 2));
        Oid nsp = catalog_namespace_oid(nspname);
        if (nsp == InvalidOid) {
            if (missing_ok) {
                ereport(NOTICE, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                        errmsg("schema \"%s\" does not exist, skipping", nspname));
                return InvalidOid;
            }
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", nspname));
        }
        relid = catalog_relation_oid(nsp, relname);
    } else {
        List *path = search_path_schemas();
        ListCell *lc;
        foreach (lc, path) {
            relid = catalog_relation_oid(lfirst_oid(lc), relname);
            if (relid != InvalidOid)
                break;
        }
    }
    if (relid == InvalidOid) {
        if (missing_ok) {
            ereport(NOTICE, errmsg("%s \"%s\" does not exist, skipping", noun,
                                   name_list_text(names)));
            return InvalidOid;
        }
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("%s \"%s\" does not exist", noun, name_list_text(names)));
    }
    return relid;
}

List *exec_search_path(void)
{
    return search_path_schemas();
}

Oid exec_relation_on_search_path(const char *relname)
{
    ListCell *lc;
    foreach (lc, search_path_schemas()) {
        Oid relid = catalog_relation_oid(lfirst_oid(lc), relname);
        if (relid != InvalidOid)
            return relid;
    }
    return InvalidOid;
}

static void drop_tables(DropStmt *ds)
{
    List *relids = NIL;
    ListCell *lc;

    if (ds->removeType == OBJECT_INDEX) {
        exec_drop_indexes(ds);
        return;
    }

    char want = ds->removeType == OBJECT_VIEW       ? RELKIND_VIEW
                : ds->removeType == OBJECT_SEQUENCE ? RELKIND_SEQUENCE
                : ds->removeType == OBJECT_TABLE    ? RELKIND_RELATION
                                                    : 0;
    const char *noun = want == RELKIND_VIEW ? "view" : want == RELKIND_SEQUENCE ? "sequence" : "table";
    if (want == 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("DROP of this kind of object is not supported yet"));
    /* Resolve and lock every name first: a missing one drops nothing. */
    foreach (lc, ds->objects) {
        List *names = lfirst(lc);
        Oid relid = drop_lookup(names, ds->missing_ok, noun);
        if (relid == InvalidOid || list_member_oid(relids, relid))
            continue;
        Relation rel = relation_open(relid, AccessExclusiveLock);
        char kind = rel->relkind;
        char name[NAMEDATALEN];
        memcpy(name, rel->relname, NAMEDATALEN);
        bool is_catalog = rel->relnamespace == PG_CATALOG_NAMESPACE;
        relation_close(rel);
        if (kind != want && !(want == RELKIND_RELATION && kind == RELKIND_PARTITIONED_TABLE))
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("\"%s\" is not a %s", name, noun),
                    kind == RELKIND_VIEW    ? errhint("Use DROP VIEW to remove a view.")
                    : kind == RELKIND_INDEX ? errhint("Use DROP INDEX to remove an index.")
                    : kind == RELKIND_RELATION
                        ? errhint("Use DROP TABLE to remove a table.")
                    : kind == RELKIND_SEQUENCE
                        ? errhint("Use DROP SEQUENCE to remove a sequence.")
                    : kind == RELKIND_FOREIGN_TABLE
                        ? errhint("Use DROP FOREIGN TABLE to remove a foreign table.")
                        : 0);
        acl_require_drop_relation(relid);
        if (is_catalog)
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("permission denied: \"%s\" is a system catalog", name));
        relids = lappend_oid(relids, relid);
    }
    exec_drop_relations(exec_partition_drop_expand(relids), ds->behavior);
}

Oid exec_lookup_relation(RangeVar *rv)
{
    return exec_lookup_relation_opt(rv, false);
}

Oid exec_lookup_relation_opt(RangeVar *rv, bool missing_ok)
{
    Oid relid = InvalidOid;
    if (rv->schemaname) {
        Oid nsp = catalog_namespace_oid(rv->schemaname);
        if (nsp == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", rv->schemaname));
        relid = catalog_relation_oid(nsp, rv->relname);
    } else
        relid = exec_relation_on_search_path(rv->relname);
    /* PG reports these at execution, without a position, with the name as written. */
    if (relid == InvalidOid && !missing_ok)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("relation \"%s%s%s\" does not exist", rv->schemaname ? rv->schemaname : "",
                       rv->schemaname ? "." : "", rv->relname));
    return relid;
}

/*
 * LOCK TABLE: each relation in turn, in the mode asked for, until the transaction ends. With
 * NOWAIT a lock someone else holds is an error instead of a wait.
 */
static void lock_tables(LockStmt *ls)
{
    static const LockMode by_level[] = {NoLock, AccessShareLock, RowShareLock, RowExclusiveLock,
                                        ShareUpdateExclusiveLock, ShareLock,
                                        ShareRowExclusiveLock, ExclusiveLock,
                                        AccessExclusiveLock};
    if (xact_block_status() == 'I')
        ereport(ERROR, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                errmsg("LOCK TABLE can only be used in transaction blocks"));
    LockMode mode = by_level[ls->mode];
    ListCell *lc;
    foreach (lc, ls->relations) {
        RangeVar *rv = lfirst(lc);
        Oid relid = exec_lookup_relation(rv);
        Relation rel = relation_open(relid, NoLock);
        bool is_index = rel->relkind == RELKIND_INDEX;
        relation_close(rel);
        if (is_index)
            ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                    errmsg("cannot lock relation \"%s\"", rv->relname),
                    errdetail("This operation is not supported for indexes."));
        /* PG's LockTableAclCheck: any one of the privileges that go with the mode */
        acl_require_relation_any(relid, mode == AccessShareLock    ? ACL_SELECT
                                        : mode == RowExclusiveLock ? ACL_INSERT | ACL_UPDATE |
                                                                         ACL_DELETE | ACL_TRUNCATE
                                                                   : ACL_UPDATE | ACL_DELETE |
                                                                         ACL_TRUNCATE);
        if (!ls->nowait)
            lock_relation(relid, mode);
        else if (!lock_relation_conditional(relid, mode))
            ereport(ERROR, errcode(ERRCODE_LOCK_NOT_AVAILABLE),
                    errmsg("could not obtain lock on relation \"%s\"", rv->relname));
    }
}

/* ---------------------------------------------------------------- SET / SHOW */

/*
 * Settings are transactional, as in PG: inside a transaction block the value a setting had
 * before its first change is remembered; ROLLBACK restores it, COMMIT keeps the last plain SET
 * (SET LOCAL values end with the transaction), ROLLBACK TO restores what the savepoint saw.
 * The memory lives in a per-session context.
 */
typedef struct GucSave {
    char *name;
    char *prior;         /* value before the block changed it */
    GucOrigin prior_origin;
    char *session_value; /* value after the block's last plain SET/RESET, or NULL */
    GucOrigin session_origin;
    struct GucSave *next;
} GucSave;

static _Thread_local GucSave *guc_saves;
static _Thread_local MemoryContext guc_save_cxt;

static GucSave *guc_save_entry(const char *name)
{
    for (GucSave *g = guc_saves; g; g = g->next)
        if (strcasecmp(g->name, name) == 0)
            return g;
    if (guc_save_cxt == NULL)
        guc_save_cxt = mcxt_create(mcxt_top(), "transactional settings");
    char *prior = guc_show(name); /* 42704 for unknown names, before anything changes */
    MemoryContext old = mcxt_switch_to(guc_save_cxt);
    GucSave *g = palloc0(sizeof(GucSave));
    g->name = pstrdup(name);
    g->prior = pstrdup(prior);
    g->prior_origin = guc_origin(name);
    g->next = guc_saves;
    guc_saves = g;
    mcxt_switch_to(old);
    return g;
}

/* Call around a change of name inside a block: before (remember) and after (plain SET). */
static GucSave *guc_before_change(const char *name)
{
    return xact_block_status() == 'I' ? NULL : guc_save_entry(name);
}

static void guc_after_change(GucSave *g, bool is_local)
{
    if (g == NULL || is_local)
        return;
    char *now = guc_show(g->name);
    g->session_value = mcxt_strdup(guc_save_cxt, now);
    g->session_origin = guc_origin(g->name);
}

/* Put back a value, and where it had come from (pg_settings.source). */
static void guc_restore(const char *name, const char *value, GucOrigin origin)
{
    char *cur = guc_show(name);
    if (strcmp(cur, value) != 0)
        guc_set(name, value, PGC_S_SESSION);
    guc_set_origin(name, origin);
}

/*
 * Savepoints: a frame per open savepoint (frames[d - 1] for the one at depth d) holds, for
 * every setting the block had changed when it started, its value and pending session value.
 * Settings first changed after that are the entries in front of saves_at_start; ROLLBACK TO
 * puts them back to their prior value.
 */
typedef struct GucFrameEntry {
    GucSave *g;
    char *value, *session_value;
    GucOrigin origin, session_origin;
} GucFrameEntry;

typedef struct GucFrame {
    GucSave *saves_at_start;
    GucFrameEntry *entries;
    int n;
} GucFrame;

static _Thread_local GucFrame *guc_frames;
static _Thread_local int guc_nframes, guc_frames_cap;

/* The block ended: restore what the transaction's outcome says. */
static void guc_end_of_block(bool commit)
{
    for (GucSave *g = guc_saves; g; g = g->next)
        if (commit && g->session_value)
            guc_restore(g->name, g->session_value, g->session_origin);
        else
            guc_restore(g->name, g->prior, g->prior_origin);
    guc_saves = NULL;
    guc_frames = NULL;
    guc_nframes = guc_frames_cap = 0;
    if (guc_save_cxt)
        mcxt_reset(guc_save_cxt);
}

/* A savepoint now open at depth: remember the block's settings as they are. */
static void guc_savepoint_push(int depth)
{
    if (guc_save_cxt == NULL)
        guc_save_cxt = mcxt_create(mcxt_top(), "transactional settings");
    MemoryContext old = mcxt_switch_to(guc_save_cxt);
    if (depth > guc_frames_cap) {
        int cap = Max(depth, guc_frames_cap * 2);
        guc_frames = guc_frames ? repalloc(guc_frames, sizeof(GucFrame) * (size_t)cap)
                                : palloc(sizeof(GucFrame) * (size_t)cap);
        guc_frames_cap = cap;
    }
    GucFrame *f = &guc_frames[depth - 1];
    f->saves_at_start = guc_saves;
    f->n = 0;
    for (GucSave *g = guc_saves; g; g = g->next)
        f->n++;
    f->entries = palloc(sizeof(GucFrameEntry) * (size_t)Max(f->n, 1));
    int i = 0;
    for (GucSave *g = guc_saves; g; g = g->next, i++) {
        f->entries[i].g = g;
        f->entries[i].value = pstrdup(guc_show(g->name));
        f->entries[i].origin = guc_origin(g->name);
        f->entries[i].session_value = g->session_value ? pstrdup(g->session_value) : NULL;
        f->entries[i].session_origin = g->session_origin;
    }
    guc_nframes = depth;
    mcxt_switch_to(old);
}

/* ROLLBACK TO the savepoint at depth: settings as they were when it started. */
static void guc_savepoint_rollback(int depth)
{
    if (depth > guc_nframes)
        return;
    GucFrame *f = &guc_frames[depth - 1];
    for (GucSave *g = guc_saves; g != f->saves_at_start; g = g->next) {
        guc_restore(g->name, g->prior, g->prior_origin);
        g->session_value = NULL;
    }
    for (int i = 0; i < f->n; i++) {
        guc_restore(f->entries[i].g->name, f->entries[i].value, f->entries[i].origin);
        f->entries[i].g->session_value = f->entries[i].session_value;
        f->entries[i].g->session_origin = f->entries[i].session_origin;
    }
    guc_nframes = depth;
}

static char *set_value_text(List *args)
{
    StringInfoData buf;
    ListCell *lc;

    initStringInfo(&buf);
    foreach (lc, args) {
        Node *arg = lfirst(lc);
        if (buf.len > 0)
            appendStringInfoString(&buf, ", ");
        if (IsA(arg, A_Const)) {
            A_Const *c = (A_Const *)arg;
            switch (c->kind) {
            case CONST_INTEGER:
                appendStringInfo(&buf, "%lld", (long long)c->ival);
                break;
            case CONST_BOOL:
                appendStringInfoString(&buf, c->bval ? "true" : "false");
                break;
            case CONST_NULL:
                break;
            default:
                appendStringInfoString(&buf, c->sval ? c->sval : "");
            }
        } else
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("this form of SET value is not supported yet"));
    }
    return buf.data;
}

/* ---------------------------------------------------------------- isolation levels */

static int isolation_level_from_name(const char *name)
{
    if (strcmp(name, "serializable") == 0)
        return XACT_SERIALIZABLE;
    if (strcmp(name, "repeatable read") == 0)
        return XACT_REPEATABLE_READ;
    if (strcmp(name, "read uncommitted") == 0)
        return XACT_READ_UNCOMMITTED;
    return XACT_READ_COMMITTED;
}

/* PG's checks on changing the running transaction's level (check_XactIsoLevel): setting
 * the level it already has is always allowed. */
static void check_isolation_change(int level)
{
    if (level == XactIsoLevel)
        return;
    if (snapshot_taken_in_xact())
        ereport(ERROR, errcode(ERRCODE_ACTIVE_SQL_TRANSACTION),
                errmsg("SET TRANSACTION ISOLATION LEVEL must be called before any query"));
    if (xact_in_subtransaction())
        ereport(ERROR, errcode(ERRCODE_ACTIVE_SQL_TRANSACTION),
                errmsg("SET TRANSACTION ISOLATION LEVEL must not be called in a subtransaction"));
}

/*
 * BEGIN ISOLATION LEVEL ..., SET TRANSACTION ...: the running transaction's level. SERIALIZABLE
 * is accepted and shown as such, but runs as REPEATABLE READ (no predicate locks; see
 * src/storage/README.md); READ UNCOMMITTED runs as READ COMMITTED, as in PG.
 */
static void apply_transaction_modes(List *options)
{
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "transaction_isolation") == 0) {
            int level = isolation_level_from_name(strVal(d->arg));
            check_isolation_change(level);
            XactIsoLevel = level;
        } else if (strcmp(d->defname, "transaction_read_only") == 0)
            XactReadOnly = ((Boolean *)d->arg)->boolval;
    }
}

static void set_session_characteristics(List *options)
{
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "transaction_isolation") == 0) {
            GucSave *g = guc_before_change("default_transaction_isolation");
            guc_set("default_transaction_isolation", strVal(d->arg), PGC_S_SESSION);
            guc_after_change(g, false);
        } else if (strcmp(d->defname, "transaction_read_only") == 0) {
            GucSave *g = guc_before_change("default_transaction_read_only");
            guc_set("default_transaction_read_only", ((Boolean *)d->arg)->boolval ? "on" : "off", PGC_S_SESSION);
            guc_after_change(g, false);
        }
    }
}

/* SET ROLE and SET SESSION AUTHORIZATION: who may become whom is PG's rule (executor/acl.c). */
static void check_identity_change(const char *name, const char *value)
{
    if (strcasecmp(name, "role") == 0)
        acl_check_set_role(value);
    else if (strcasecmp(name, "session_authorization") == 0)
        acl_check_set_session_authorization(value);
}

static void after_identity_change(const char *name, bool is_local)
{
    bool session = strcasecmp(name, "session_authorization") == 0;
    if (session) { /* it ends SET ROLE, as in PG */
        GucSave *g = guc_before_change("role");
        guc_reset("role");
        guc_after_change(g, is_local);
    }
    if (session || strcasecmp(name, "role") == 0)
        acl_report_superuser();
}

/* ALTER SYSTEM: the setting goes to basalt.auto.conf, seen after a reload (or a restart, for
 * the settings only a start reads), as PG's postgresql.auto.conf. */
static const char *alter_system(VariableSetStmt *vs)
{
    portal_prevent_in_block("ALTER SYSTEM");
    if (!acl_is_superuser(acl_current_user())) { /* PG 15's words (no GRANT ALTER SYSTEM yet) */
        if (vs->kind == VAR_RESET_ALL)
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to execute ALTER SYSTEM RESET ALL"));
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to set parameter \"%s\"", vs->name));
    }
    char *datadir = guc_show("data_directory");
    char *path = psprintf("%s/%s", datadir, GUC_AUTO_CONF_FILE);
    const char *value = vs->kind == VAR_SET_VALUE ? set_value_text(vs->args) : NULL;
    guc_alter_system(path, vs->kind == VAR_RESET_ALL ? NULL : vs->name, value);
    return "ALTER SYSTEM";
}

static const char *set_statement(VariableSetStmt *vs)
{
    GucSave *g;

    if (vs->is_system)
        return alter_system(vs);
    switch (vs->kind) {
    case VAR_SET_VALUE:
    case VAR_SET_MULTI:
        if (vs->kind == VAR_SET_MULTI && strcmp(vs->name, "TRANSACTION") == 0) {
            if (xact_block_status() == 'I')
                ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                        errmsg("SET TRANSACTION can only be used in transaction blocks"));
            else
                apply_transaction_modes(vs->args);
            return "SET";
        }
        if (vs->kind == VAR_SET_MULTI && strcmp(vs->name, "SESSION CHARACTERISTICS") == 0) {
            set_session_characteristics(vs->args);
            return "SET";
        }
        if (vs->kind == VAR_SET_MULTI && strcasecmp(vs->name, "timezone") != 0)
            return "SET";
        if (strcasecmp(vs->name, "transaction_isolation") == 0 && vs->args != NIL &&
            IsA(linitial(vs->args), A_Const) && ((A_Const *)linitial(vs->args))->sval)
            check_isolation_change(
                isolation_level_from_name(((A_Const *)linitial(vs->args))->sval));
        if (vs->is_local && xact_block_status() == 'I') {
            ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                    errmsg("SET LOCAL can only be used in transaction blocks"));
            return "SET";
        }
        if (vs->args != NIL)
            check_identity_change(vs->name, set_value_text(vs->args));
        g = guc_before_change(vs->name);
        if (vs->args == NIL)
            guc_reset(vs->name);
        else
            guc_set(vs->name, set_value_text(vs->args), PGC_S_SESSION);
        guc_after_change(g, vs->is_local);
        after_identity_change(vs->name, vs->is_local);
        return "SET";
    case VAR_SET_DEFAULT:
        if (vs->is_local && xact_block_status() == 'I') {
            ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                    errmsg("SET LOCAL can only be used in transaction blocks"));
            return "SET";
        }
        g = guc_before_change(vs->name);
        guc_reset(vs->name);
        guc_after_change(g, vs->is_local);
        after_identity_change(vs->name, vs->is_local);
        return "SET";
    case VAR_RESET:
        g = guc_before_change(vs->name);
        guc_reset(vs->name);
        guc_after_change(g, false);
        after_identity_change(vs->name, false);
        return "RESET";
    case VAR_RESET_ALL:
        guc_reset_all();
        return "RESET";
    case VAR_SET_CURRENT:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("SET ... FROM CURRENT is not supported yet"));
    }
    return "SET";
}

typedef struct ShowAllCxt {
    UtilityRowFn rowfn;
    void *arg;
} ShowAllCxt;

static void show_all_row(const char *name, const char *value, const char *description, void *arg)
{
    ShowAllCxt *cx = arg;
    const char *vals[3] = {name, value, description};
    cx->rowfn(cx->arg, 3, vals);
}

static void show_statement(VariableShowStmt *vs, UtilityRowFn rowfn, void *arg)
{
    if (strcasecmp(vs->name, "all") == 0) {
        ShowAllCxt cx = {rowfn, arg};
        guc_foreach(show_all_row, &cx);
        return;
    }
    const char *value = guc_show(vs->name);
    rowfn(arg, 1, &value);
}

/* ---------------------------------------------------------------- transactions */

static const char *transaction_statement(TransactionStmt *ts)
{
    char status = xact_block_status();

    switch (ts->kind) {
    case TRANS_STMT_BEGIN:
    case TRANS_STMT_START:
        if (status != 'I')
            ereport(WARNING, errcode(ERRCODE_ACTIVE_SQL_TRANSACTION),
                    errmsg("there is already a transaction in progress"));
        else {
            xact_begin_block();
            types_set_transaction_timestamp(types_current_timestamp());
            apply_transaction_modes(ts->options);
        }
        return ts->kind == TRANS_STMT_BEGIN ? "BEGIN" : "START TRANSACTION";
    case TRANS_STMT_COMMIT:
        if (status == 'I') {
            ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                    errmsg("there is no transaction in progress"));
            return "COMMIT";
        }
        xact_end_block(status == 'T');
        guc_end_of_block(status == 'T');
        return status == 'T' ? "COMMIT" : "ROLLBACK";
    case TRANS_STMT_ROLLBACK:
        if (status == 'I') {
            ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                    errmsg("there is no transaction in progress"));
            return "ROLLBACK";
        }
        xact_end_block(false);
        guc_end_of_block(false);
        return "ROLLBACK";
    default:
        if (status == 'I')
            ereport(ERROR, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                    errmsg("%s can only be used in transaction blocks",
                           ts->kind == TRANS_STMT_SAVEPOINT ? "SAVEPOINT"
                           : ts->kind == TRANS_STMT_RELEASE ? "RELEASE SAVEPOINT"
                                                             : "ROLLBACK TO SAVEPOINT"));
        if (ts->kind == TRANS_STMT_SAVEPOINT) {
            portal_at_savepoint();
            xact_savepoint(ts->savepoint_name);
            guc_savepoint_push(xact_savepoint_depth());
            return "SAVEPOINT";
        }
        if (ts->kind == TRANS_STMT_RELEASE) {
            xact_release_savepoint(ts->savepoint_name);
            portal_at_release(xact_savepoint_depth());
            guc_nframes = Min(guc_nframes, xact_savepoint_depth());
            return "RELEASE";
        }
        if (xact_savepoint_level(ts->savepoint_name) >= 0)
            portal_at_subabort(xact_savepoint_level(ts->savepoint_name), false);
        xact_rollback_to_savepoint(ts->savepoint_name);
        guc_savepoint_rollback(xact_savepoint_depth());
        return "ROLLBACK";
    }
}

/* ---------------------------------------------------------------- dispatch */

void exec_utility(PlannedStmt *stmt, UtilityRowFn rowfn, void *arg, char *tag, size_t taglen)
{
    Node *u = stmt->utilityStmt;
    const char *t;

    if (u == NULL)
        elog(ERROR, "utility statement missing");
    exec_check_utility_read_only(u);
    if (!IsA(u, ViewInfo)) /* a view's query is checked when it is used, as its owner */
        exec_check_permissions(stmt); /* COPY's, CREATE TABLE AS's */
    switch (nodeTag(u)) {
    case T_CreateTableInfo:
        create_table((CreateTableInfo *)u);
        t = "CREATE TABLE";
        break;
    case T_DropTableInfo:
        drop_tables(((DropTableInfo *)u)->stmt);
        t = exec_drop_tag(((DropTableInfo *)u)->stmt->removeType);
        break;
    case T_IndexStmt:
        exec_create_index((IndexStmt *)u);
        t = "CREATE INDEX";
        break;
    case T_DropStmt: {
        ObjectType kind = ((DropStmt *)u)->removeType;
        if (kind == OBJECT_FOREIGN_TABLE || kind == OBJECT_FDW || kind == OBJECT_FOREIGN_SERVER ||
            kind == OBJECT_EXTENSION) {
            t = exec_fdw_statement(u);
            break;
        }
        if (kind == OBJECT_COLLATION) {
            t = exec_collation_statement(u);
            break;
        }
        if (kind == OBJECT_SCHEMA) {
            t = exec_drop_schema((DropStmt *)u);
            break;
        }
        drop_tables((DropStmt *)u);
        t = "DROP TABLE";
        break;
    }
    case T_CreateFdwStmt:
    case T_AlterFdwStmt:
    case T_CreateForeignServerStmt:
    case T_AlterForeignServerStmt:
    case T_CreateUserMappingStmt:
    case T_AlterUserMappingStmt:
    case T_DropUserMappingStmt:
    case T_CreateForeignTableStmt:
    case T_AlterForeignTableStmt:
    case T_CreateExtensionStmt:
    case T_ImportForeignSchemaStmt:
        t = exec_fdw_statement(u);
        break;
    case T_DefineStmt:
        t = exec_collation_statement(u);
        break;
    case T_VariableSetStmt:
        t = set_statement((VariableSetStmt *)u);
        break;
    case T_VariableShowStmt:
        show_statement((VariableShowStmt *)u, rowfn, arg);
        t = "SHOW";
        break;
    case T_TransactionStmt:
        t = transaction_statement((TransactionStmt *)u);
        acl_report_superuser(); /* a rollback may have undone SET ROLE */
        break;
    case T_ExplainStmt:
        explain_run((ExplainStmt *)u, rowfn, arg);
        t = "EXPLAIN";
        break;
    case T_CheckPointStmt:
        wal_checkpoint(false);
        t = "CHECKPOINT";
        break;
    case T_TruncateStmt:
        exec_truncate((TruncateStmt *)u);
        t = "TRUNCATE TABLE";
        break;
    case T_LockStmt:
        lock_tables((LockStmt *)u);
        t = "LOCK TABLE";
        break;
    case T_CreateRoleStmt:
    case T_AlterRoleStmt:
    case T_DropRoleStmt:
        t = exec_role_statement(u);
        break;
    case T_VacuumStmt:
        t = exec_vacuum((VacuumStmt *)u);
        break;
    case T_AlterTableInfo:
        exec_alter_table((AlterTableInfo *)u);
        t = "ALTER TABLE";
        break;
    case T_RenameStmt:
        exec_rename((RenameStmt *)u);
        t = exec_rename_tag((RenameStmt *)u);
        break;
    case T_CreateTableAsInfo:
        t = exec_create_table_as((CreateTableAsInfo *)u);
        break;
    case T_SequenceInfo:
        t = exec_sequence_statement((SequenceInfo *)u);
        break;
    case T_CreateSchemaStmt:
        t = exec_create_schema((CreateSchemaStmt *)u);
        break;
    case T_PolicyInfo:
    case T_DropPolicyStmt:
        t = exec_policy_statement(u);
        break;
    case T_CommentStmt:
        exec_comment((CommentStmt *)u);
        t = "COMMENT";
        break;
    case T_ViewInfo:
        t = exec_create_view((ViewInfo *)u);
        break;
    case T_GrantStmt:
        t = exec_grant((GrantStmt *)u);
        break;
    case T_GrantRoleStmt:
        t = exec_grant_role((GrantRoleStmt *)u);
        break;
    case T_AlterDefaultPrivilegesStmt:
        t = exec_alter_default_privileges((AlterDefaultPrivilegesStmt *)u);
        break;
    case T_AlterOwnerStmt:
        t = exec_alter_owner((AlterOwnerStmt *)u);
        break;
    case T_ReassignOwnedStmt:
        t = exec_reassign_owned((ReassignOwnedStmt *)u);
        break;
    case T_DropOwnedStmt:
        t = exec_drop_owned((DropOwnedStmt *)u);
        break;
    default:
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("this statement is not supported yet"));
    }
    snprintf(tag, taglen, "%s", t);
}
