/*
 * acl_membership.c: the closures of role membership and the questions of acl_membership.h.
 *
 * The one idea: privilege checks ask "whose privileges does this role have?" for every item of
 * every acl they read, so the answer must not cost a catalog scan. Each session keeps a copy
 * of pg_auth_members (and, as they are needed, each role's rolinherit and rolsuper) in a
 * memory context of its own, with the closures it computed from it. The copy is dropped when
 * the catalog generation moves (any session's role, membership or other catalog change, and
 * every commit or abort that made one), and when a transaction or savepoint rolls back (its
 * own changes go, which a savepoint's rollback does not announce). As PG reads its catalogs,
 * the rows are read with a snapshot taken then, not the statement's: the generation is read
 * first, so any commit that snapshot misses moves it afterwards, and a REPEATABLE READ
 * transaction never caches what its old snapshot saw for the sessions after it.
 */
#include "executor/acl_membership.h"

#include <string.h>

#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/catalog_auth_members.h"
#include "common/elog.h"
#include "storage/snapshot.h"
#include "storage/xact.h"

#define DATABASE_OWNER_ROLE 6171 /* pg_database_owner */
#define DATABASE_OWNER 10        /* datdba: the bootstrap superuser owns the one database */

typedef enum RoleRecurse { RECURSE_MEMBERS, RECURSE_PRIVS, N_RECURSE } RoleRecurse;

typedef struct RoleFlags {
    Oid oid;
    bool exists, inherit, super;
} RoleFlags;

#define N_MEMO 8 /* closures remembered per kind: the current user's and a few grantees' */

typedef struct Closure {
    Oid roleid;
    List *roles;
} Closure;

typedef struct Graph {
    MemoryContext cxt;
    bool valid;
    uint64 generation;
    AuthMember *edges;
    int nedges;
    RoleFlags *flags;
    int nflags, capflags;
    Closure memo[N_RECURSE][N_MEMO];
    int next_memo[N_RECURSE];
} Graph;

static _Thread_local Graph graph;
static _Thread_local bool callback_registered;

/* A transaction or savepoint rolled back: the rows it wrote that the copy holds are gone. */
static void forget_at_rollback(XactEvent event, int depth)
{
    (void)depth;
    if (event == XACT_EVENT_ABORT || event == XACT_EVENT_SUBXACT_ROLLBACK)
        graph.valid = false;
}

/* The rows, allocated in cxt. */
static AuthMember *members_latest(MemoryContext cxt, int *n)
{
    SnapshotSaved *saved = snapshot_push_latest();
    MemoryContext old = CurrentMemoryContext;
    AuthMember *rows = NULL;
    PG_TRY();
    {
        MemoryContextSwitchTo(cxt);
        rows = catalog_auth_members_all(n);
        MemoryContextSwitchTo(old);
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(old);
        snapshot_pop(saved);
        PG_RE_THROW();
    }
    PG_END_TRY();
    snapshot_pop(saved);
    return rows;
}

static bool role_latest(Oid roleid, CatalogRole *r)
{
    SnapshotSaved *saved = snapshot_push_latest();
    bool found = false;
    PG_TRY();
    {
        found = catalog_role_by_oid(roleid, r);
    }
    PG_CATCH();
    {
        snapshot_pop(saved);
        PG_RE_THROW();
    }
    PG_END_TRY();
    snapshot_pop(saved);
    return found;
}

static void load_graph(void)
{
    if (!callback_registered) {
        xact_register_callback(forget_at_rollback);
        callback_registered = true;
    }
    uint64 generation = catalog_generation();
    if (graph.valid && graph.generation == generation)
        return;
    if (graph.cxt == NULL)
        graph.cxt = mcxt_create(mcxt_top(), "role membership");
    else
        mcxt_reset(graph.cxt);
    graph.valid = false; /* until the rows are in: an error leaves nothing half built */
    memset(&graph.memo, 0, sizeof graph.memo);
    memset(&graph.next_memo, 0, sizeof graph.next_memo);
    graph.nflags = graph.capflags = 0;
    graph.flags = NULL;
    graph.edges = members_latest(graph.cxt, &graph.nedges);
    graph.generation = generation;
    graph.valid = true;
}

static const RoleFlags *role_flags(Oid roleid)
{
    for (int i = 0; i < graph.nflags; i++)
        if (graph.flags[i].oid == roleid)
            return &graph.flags[i];
    if (graph.nflags == graph.capflags) {
        graph.capflags = graph.capflags ? graph.capflags * 2 : 16;
        RoleFlags *grown = mcxt_alloc(graph.cxt, sizeof(RoleFlags) * (size_t)graph.capflags);
        if (graph.nflags > 0)
            memcpy(grown, graph.flags, sizeof(RoleFlags) * (size_t)graph.nflags);
        graph.flags = grown;
    }
    CatalogRole r;
    RoleFlags *f = &graph.flags[graph.nflags++];
    f->oid = roleid;
    f->exists = role_latest(roleid, &r);
    f->inherit = f->exists && r.rolinherit;
    f->super = f->exists && r.rolsuper;
    return f;
}

static bool is_super(Oid roleid)
{
    load_graph();
    return role_flags(roleid)->super;
}

static bool has_edges_from(Oid member)
{
    for (int i = 0; i < graph.nedges; i++)
        if (graph.edges[i].member == member)
            return true;
    return false;
}

/* PG's roles_is_member_of: roleid, then every role reached from it by memberships (through
 * INHERIT roles only for RECURSE_PRIVS), one list serving as result and agenda. When admin_of
 * is valid, *admin_role is set to a reached role holding the admin option on it. */
static List *closure(Oid roleid, RoleRecurse type, Oid admin_of, Oid *admin_role)
{
    List *roles = lappend_oid(NIL, roleid);
    for (int k = 0; k < list_length(roles); k++) {
        Oid memberid = list_nth_oid(roles, k);
        if (type == RECURSE_PRIVS && has_edges_from(memberid) && !role_flags(memberid)->inherit)
            continue;
        for (int i = 0; i < graph.nedges; i++) {
            const AuthMember *e = &graph.edges[i];
            if (e->member != memberid)
                continue;
            if (admin_of != InvalidOid && e->roleid == admin_of && e->admin_option)
                *admin_role = memberid;
            if (!list_member_oid(roles, e->roleid))
                roles = lappend_oid(roles, e->roleid);
        }
        if (memberid == DATABASE_OWNER && !list_member_oid(roles, DATABASE_OWNER_ROLE))
            roles = lappend_oid(roles, DATABASE_OWNER_ROLE);
    }
    return roles;
}

static List *cached_closure(Oid roleid, RoleRecurse type)
{
    load_graph();
    for (int i = 0; i < N_MEMO; i++)
        if (graph.memo[type][i].roles != NULL && graph.memo[type][i].roleid == roleid)
            return graph.memo[type][i].roles;
    MemoryContext old = MemoryContextSwitchTo(graph.cxt);
    List *roles = closure(roleid, type, InvalidOid, NULL);
    MemoryContextSwitchTo(old);
    Closure *slot = &graph.memo[type][graph.next_memo[type]];
    graph.next_memo[type] = (graph.next_memo[type] + 1) % N_MEMO;
    slot->roleid = roleid;
    slot->roles = roles;
    return roles;
}

List *acl_roles_with_privs_of(Oid roleid)
{
    return cached_closure(roleid, RECURSE_PRIVS);
}

bool acl_has_privs_of_role(Oid member, Oid role)
{
    if (member == role)
        return true;
    if (member == InvalidOid || is_super(member))
        return member != InvalidOid;
    return list_member_oid(cached_closure(member, RECURSE_PRIVS), role);
}

bool acl_is_member_of_role(Oid member, Oid role)
{
    if (member == role)
        return true;
    if (member == InvalidOid || is_super(member))
        return member != InvalidOid;
    return list_member_oid(cached_closure(member, RECURSE_MEMBERS), role);
}

bool acl_is_member_of_role_nosuper(Oid member, Oid role)
{
    if (member == role)
        return true;
    return member != InvalidOid && list_member_oid(cached_closure(member, RECURSE_MEMBERS), role);
}

bool acl_is_admin_of_role(Oid member, Oid role)
{
    if (member == InvalidOid)
        return false;
    if (is_super(member))
        return true;
    if (member == role) /* by policy, a role cannot have WITH ADMIN OPTION on itself */
        return false;
    Oid admin_role = InvalidOid;
    closure(member, RECURSE_MEMBERS, role, &admin_role); /* in the caller's memory */
    return admin_role != InvalidOid;
}
