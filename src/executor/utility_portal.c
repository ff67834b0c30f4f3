/*
 * utility_portal.c: DECLARE CURSOR, FETCH / MOVE, CLOSE, PREPARE and DEALLOCATE (PG's
 * portalcmds.c and prepare.c), over the session's tables in portalmem.c.
 *
 * These run from executor_run of the statement's own portal, which hands over its parameter
 * values (DECLARE's query may use them) and its result columns (FETCH sends the cursor's rows
 * in the formats the client asked for the FETCH, as PG's printtup does). EXECUTE does not come
 * here: executor_start runs the stored statement's plan in its place (portal.c).
 */
#include <stdio.h>

#include "common/elog.h"
#include "executor/portal_internal.h"
#include "parser/parsenodes.h"
#include "storage/xact.h"

static void check_name(const char *name)
{
    if (name == NULL || name[0] == '\0')
        ereport(ERROR, errcode(ERRCODE_INVALID_CURSOR_NAME),
                errmsg("invalid cursor name: must not be empty"));
}

static void declare_cursor(DeclareCursorInfo *info, EState *outer)
{
    check_name(info->portalname);
    int options = info->options;
    if (!(options & CURSOR_OPT_HOLD) && xact_block_status() == 'I' && !portal_implicit_block)
        ereport(ERROR, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                errmsg("%s can only be used in transaction blocks", "DECLARE CURSOR"));
    if (portal_find(info->portalname))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_CURSOR),
                errmsg("cursor \"%s\" already exists", info->portalname));
    PreparedStatement *ps = info->stmt;
    if (!(options & (CURSOR_OPT_SCROLL | CURSOR_OPT_NO_SCROLL)))
        options |= executor_cursor_can_scroll(ps->plan) ? CURSOR_OPT_SCROLL : CURSOR_OPT_NO_SCROLL;
    PortalEntry *e = portal_create(info->portalname, ps);
    e->is_cursor = true;
    e->cursor_options = options;
    e->xact_depth = xact_savepoint_depth();
    MemoryContext old = MemoryContextSwitchTo(e->cxt);
    PG_TRY();
    {
        e->portal = executor_start_cursor(ps->plan, outer, (options & CURSOR_OPT_BINARY) != 0,
                                          (options & CURSOR_OPT_SCROLL) != 0);
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(old);
        portal_drop(info->portalname, false);
        PG_RE_THROW();
    }
    PG_END_TRY();
    MemoryContextSwitchTo(old);
}

static PortalEntry *find_cursor(const char *name, Portal *running)
{
    check_name(name);
    PortalEntry *e = portal_find(name);
    if (e == NULL)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_CURSOR),
                errmsg("cursor \"%s\" does not exist", name));
    if (e->portal == running)
        elog(ERROR, "cannot drop active portal \"%s\"", name);
    return e;
}

static uint64 fetch(FetchStmt *fs, Portal *running, DestReceiver *dest, char *tag,
                    size_t taglen)
{
    PortalEntry *e = find_cursor(fs->portalname, running);
    if (e->portal == NULL || e->failed || !executor_portal_as_cursor(e->portal))
        ereport(ERROR, errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                errmsg("portal \"%s\" cannot be run", fs->portalname));
    Portal *c = e->portal;
    if (!fs->ismove) {
        /* FETCH was planned against the cursor of that name then; it must still fit */
        bool same = running->ncols == c->ncols;
        for (int i = 0; same && i < c->ncols; i++)
            same = running->cols[i].typid == c->cols[i].typid;
        if (!same)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("cached plan must not change result type"));
    }
    e->active = true;
    uint64 n = executor_fetch(c, fs->ismove ? NULL : dest, running->cols, fs->direction,
                              fs->howMany);
    e->active = false;
    snprintf(tag, taglen, "%s %llu", fs->ismove ? "MOVE" : "FETCH", (unsigned long long)n);
    return fs->ismove ? 0 : n;
}

static const char *close_cursor(ClosePortalStmt *cs, Portal *running)
{
    if (cs->portalname == NULL) {
        portal_close_all_cursors();
        return "CLOSE CURSOR ALL";
    }
    find_cursor(cs->portalname, running);
    portal_drop(cs->portalname, true);
    return "CLOSE CURSOR";
}

static void prepare(PrepareInfo *info)
{
    if (prepared_find(info->name))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_PSTATEMENT),
                errmsg("prepared statement \"%s\" already exists", info->name));
    prepared_store(info->stmt);
}

static const char *deallocate(DeallocateStmt *ds)
{
    if (ds->name == NULL) {
        prepared_drop_all();
        return "DEALLOCATE ALL";
    }
    if (!prepared_drop(ds->name))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_PSTATEMENT),
                errmsg("prepared statement \"%s\" does not exist", ds->name));
    return "DEALLOCATE";
}

uint64 exec_portal_statement(Node *u, Portal *running, DestReceiver *dest, char *tag,
                             size_t taglen)
{
    const char *t = NULL;
    uint64 n = 0;
    switch (nodeTag(u)) {
    case T_DeclareCursorInfo:
        declare_cursor((DeclareCursorInfo *)u, running->estate);
        t = "DECLARE CURSOR";
        break;
    case T_FetchStmt:
        n = fetch((FetchStmt *)u, running, dest, tag, taglen);
        break;
    case T_ClosePortalStmt:
        t = close_cursor((ClosePortalStmt *)u, running);
        break;
    case T_PrepareInfo:
        prepare((PrepareInfo *)u);
        t = "PREPARE";
        break;
    case T_DeallocateStmt:
        t = deallocate((DeallocateStmt *)u);
        break;
    default:
        elog(ERROR, "unexpected portal statement %d", (int)nodeTag(u));
    }
    if (t)
        snprintf(tag, taglen, "%s", t);
    return n;
}
