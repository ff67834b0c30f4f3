/*
 * portalmem.c: the session's tables of prepared statements and portals (portalmem.h).
 *
 * Both are short linked lists owned by the session thread; each entry has a memory context of
 * its own under the thread's top context, so dropping one frees everything it holds. The
 * transaction hooks below apply PostgreSQL's lifetime rules to the cursors among the portals.
 */
#include <string.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "executor/portalmem.h"
#include "parser/parsenodes.h"
#include "planner/plannodes.h"
#include "storage/heapam.h"

static _Thread_local PreparedStatement *statements;
static _Thread_local PortalEntry *portals;
_Thread_local bool portal_implicit_block;

void portal_prevent_in_block(const char *what)
{
    if (xact_block_status() != 'I' || portal_implicit_block)
        ereport(ERROR, errcode(ERRCODE_ACTIVE_SQL_TRANSACTION),
                errmsg("%s cannot run inside a transaction block", what));
}

/* ---------------------------------------------------------------- prepared statements */

PreparedStatement *prepared_create(const char *name, const char *query)
{
    MemoryContext cxt = mcxt_create(mcxt_top(), "PreparedStatement");
    PreparedStatement *p = mcxt_alloc0(cxt, sizeof(PreparedStatement));
    p->cxt = cxt;
    p->refs = 1;
    p->name = mcxt_strdup(cxt, name);
    p->query = mcxt_strdup(cxt, query);
    p->prepare_time = types_current_timestamp();
    return p;
}

const PreparedStatement *prepared_first(void)
{
    return statements;
}

const PortalEntry *portal_first(void)
{
    return portals;
}

void prepared_store(PreparedStatement *p)
{
    Assert(!p->listed);
    p->listed = true;
    p->refs++;
    p->next = statements;
    statements = p;
}

PreparedStatement *prepared_find(const char *name)
{
    for (PreparedStatement *p = statements; p; p = p->next)
        if (strcmp(p->name, name) == 0)
            return p;
    return NULL;
}

void prepared_unref(PreparedStatement *p)
{
    if (--p->refs == 0)
        mcxt_delete(p->cxt);
}

void prepared_unref_callback(void *arg)
{
    prepared_unref(arg);
}

bool prepared_drop(const char *name)
{
    for (PreparedStatement **pp = &statements; *pp; pp = &(*pp)->next) {
        if (strcmp((*pp)->name, name) == 0) {
            PreparedStatement *p = *pp;
            *pp = p->next;
            p->listed = false;
            prepared_unref(p);
            return true;
        }
    }
    return false;
}

void prepared_drop_all(void)
{
    while (statements) {
        PreparedStatement *p = statements;
        statements = p->next;
        p->listed = false;
        prepared_unref(p);
    }
}

/* ---------------------------------------------------------------- portals */

PortalEntry *portal_find(const char *name)
{
    for (PortalEntry *p = portals; p; p = p->next)
        if (strcmp(p->name, name) == 0)
            return p;
    return NULL;
}

PortalEntry *portal_create(const char *name, PreparedStatement *stmt)
{
    MemoryContext cxt = mcxt_create(mcxt_top(), "Portal");
    PortalEntry *p = mcxt_alloc0(cxt, sizeof(PortalEntry));
    p->cxt = cxt;
    p->name = mcxt_strdup(cxt, name);
    p->stmt = stmt;
    p->creation_time = types_current_timestamp();
    stmt->refs++;
    p->next = portals;
    portals = p;
    return p;
}

static void free_portal(PortalEntry *p, bool end_executor)
{
    if (end_executor && p->portal) {
        /* Clear first: if executor_end fails, the portal is not ended twice. */
        Portal *portal = p->portal;
        p->portal = NULL;
        executor_end(portal);
    }
    PreparedStatement *stmt = p->stmt;
    mcxt_delete(p->cxt);
    prepared_unref(stmt);
}

static void unlink_portal(PortalEntry *p)
{
    for (PortalEntry **pp = &portals; *pp; pp = &(*pp)->next)
        if (*pp == p) {
            *pp = p->next;
            return;
        }
}

void portal_discard(PortalEntry *p)
{
    unlink_portal(p);
    free_portal(p, false);
}

bool portal_drop(const char *name, bool end_executor)
{
    PortalEntry *p = portal_find(name);
    if (p == NULL)
        return false;
    unlink_portal(p);
    free_portal(p, end_executor);
    return true;
}

void portal_drop_all(bool end_executor, bool keep_cursors)
{
    for (PortalEntry **pp = &portals; *pp;) {
        PortalEntry *p = *pp;
        if (keep_cursors && p->is_cursor) {
            pp = &p->next;
            continue;
        }
        *pp = p->next;
        free_portal(p, end_executor);
    }
}

/* Drop the cursors for which drop(p, arg) says so. */
static void drop_cursors_if(bool (*drop)(PortalEntry *p, int arg), int arg, bool end_executor)
{
    for (PortalEntry **pp = &portals; *pp;) {
        PortalEntry *p = *pp;
        if (!p->is_cursor || !drop(p, arg)) {
            pp = &p->next;
            continue;
        }
        *pp = p->next;
        /* a cursor whose FETCH failed has an executor state nobody can trust */
        free_portal(p, end_executor && !p->active);
    }
}

static bool in_this_xact(PortalEntry *p, int arg)
{
    (void)arg;
    return p->xact_depth >= 0;
}

/* A held cursor whose FETCH failed stays, unusable, until CLOSE (PG's PORTAL_FAILED). */
static void mark_failed(void)
{
    for (PortalEntry *p = portals; p; p = p->next)
        if (p->is_cursor && p->active) {
            p->active = false;
            p->failed = true;
        }
}

static bool any_cursor(PortalEntry *p, int arg)
{
    (void)p;
    (void)arg;
    return true;
}

void portal_close_all_cursors(void)
{
    drop_cursors_if(any_cursor, 0, true);
}

static bool portal_reads(const PortalEntry *p, Oid relid)
{
    if (p->portal == NULL || p->done || p->xact_depth < 0 || p->stmt->plan == NULL)
        return false;
    ListCell *lc;
    foreach (lc, p->stmt->plan->permissions)
        if (((RelPermission *)lfirst(lc))->relid == relid)
            return true;
    return false;
}

void portal_check_not_in_use(Oid relid, char relkind, const char *relname, const char *cmd)
{
    if (relkind == RELKIND_VIEW)
        return;
    for (PortalEntry *p = portals; p; p = p->next)
        if (portal_reads(p, relid))
            ereport(ERROR, errcode(ERRCODE_OBJECT_IN_USE),
                    errmsg("cannot %s \"%s\" because it is being used by active queries in "
                           "this session",
                           cmd, relname));
}

static void materialize(PortalEntry *p)
{
    p->active = true; /* if reading the rest fails, the cursor is broken */
    executor_materialize(p->portal);
    p->active = false;
}

static bool not_holdable_in_xact(PortalEntry *p, int arg)
{
    (void)arg;
    return p->xact_depth >= 0 && !(p->cursor_options & CURSOR_OPT_HOLD);
}

static bool deeper_than(PortalEntry *p, int level)
{
    return p->xact_depth > level || (p->xact_depth >= 0 && p->active);
}

void portal_pre_commit(void)
{
    drop_cursors_if(not_holdable_in_xact, 0, true);
    for (PortalEntry *p = portals; p; p = p->next)
        if (p->is_cursor && p->xact_depth >= 0) {
            if (p->portal)
                materialize(p);
            p->xact_depth = -1;
        }
}

void portal_at_abort(bool after_error)
{
    drop_cursors_if(in_this_xact, 0, !after_error);
    mark_failed();
}

void portal_at_savepoint(void)
{
    for (PortalEntry *p = portals; p; p = p->next)
        if (p->is_cursor && p->xact_depth >= 0 && p->portal)
            materialize(p);
}

void portal_at_subabort(int level, bool after_error)
{
    drop_cursors_if(deeper_than, level, !after_error);
    mark_failed();
}

void portal_at_release(int level)
{
    for (PortalEntry *p = portals; p; p = p->next)
        if (p->is_cursor && p->xact_depth > level)
            p->xact_depth = level;
}
