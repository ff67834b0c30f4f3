/*
 * utility_grant_acl.c: changing an acl item by item (PG's acl.c aclupdate and recursive_revoke,
 * aclchk.c select_best_grantor and restrict_and_check_grant), for GRANT and REVOKE of objects,
 * columns and default privileges.
 *
 * An item is (grantee, grantor, privileges and grant options); an item left with nothing is
 * removed. REVOKE of a grant option follows it down to what was granted with it.
 */
#include "executor/utility_grant_internal.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/acl_membership.h"
#include "storage/catalog.h"

static const struct {
    const char *name;
    uint32 bit;
} priv_names[] = {
    {"insert", ACL_INSERT},   {"select", ACL_SELECT},         {"update", ACL_UPDATE},
    {"delete", ACL_DELETE},   {"truncate", ACL_TRUNCATE},     {"references", ACL_REFERENCES},
    {"trigger", ACL_TRIGGER}, {"execute", ACL_EXECUTE},       {"usage", ACL_USAGE},
    {"create", ACL_CREATE},   {"temporary", ACL_CREATE_TEMP}, {"temp", ACL_CREATE_TEMP},
    {"connect", ACL_CONNECT}, {"set", ACL_SET},               {"alter system", ACL_ALTER_SYSTEM},
};

uint32 grant_priv_bit(const char *name)
{
    for (size_t i = 0; i < lengthof(priv_names); i++)
        if (strcmp(priv_names[i].name, name) == 0)
            return priv_names[i].bit;
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("unrecognized privilege type \"%s\"", name));
}

/* The upper-case name of the lowest privilege in bits (PG's privilege_to_string). */
const char *grant_priv_word(uint32 bits)
{
    static const char *const words[N_ACL_RIGHTS] = {
        "INSERT",  "SELECT", "UPDATE", "DELETE",    "TRUNCATE", "REFERENCES", "TRIGGER",
        "EXECUTE", "USAGE",  "CREATE", "TEMPORARY", "CONNECT",  "SET",        "ALTER SYSTEM"};
    for (int i = 0; i < N_ACL_RIGHTS; i++)
        if (bits & (1u << i))
            return words[i];
    return "?";
}

/* A grantee of the statement: ACL_ID_PUBLIC, or a role (ERROR 42704 if there is none). */
Oid grant_grantee_oid(const char *name)
{
    if (strcmp(name, "public") == 0)
        return ACL_ID_PUBLIC;
    if (strcmp(name, "$current_user") == 0)
        return acl_current_user();
    if (strcmp(name, "$session_user") == 0)
        return acl_session_user();
    CatalogRole r;
    if (!catalog_role_by_name(name, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", name));
    return r.oid;
}

/* ---------------------------------------------------------------- acl arithmetic */


void grant_acl_append(Acl *acl, AclItem item)
{
    if (acl->n == acl->cap) {
        acl->cap = acl->cap ? acl->cap * 2 : 8;
        AclItem *grown = palloc(sizeof(AclItem) * (size_t)acl->cap);
        if (acl->n > 0)
            memcpy(grown, acl->items, sizeof(AclItem) * (size_t)acl->n);
        acl->items = grown;
    }
    acl->items[acl->n++] = item;
}

void grant_acl_load(Acl *acl, const varlena *stored, char objkind, Oid owner)
{
    int n;
    AclItem *items = stored ? catalog_acl_items(stored, &n) : acl_default(objkind, owner, &n);
    acl->items = NULL;
    acl->n = acl->cap = 0;
    for (int i = 0; i < n; i++)
        grant_acl_append(acl, items[i]);
}

static void acl_remove_at(Acl *acl, int i)
{
    memmove(&acl->items[i], &acl->items[i + 1], sizeof(AclItem) * (size_t)(acl->n - i - 1));
    acl->n--;
}

int grant_acl_find(const Acl *acl, Oid grantee, Oid grantor)
{
    for (int i = 0; i < acl->n; i++)
        if (acl->items[i].grantee == grantee && acl->items[i].grantor == grantor)
            return i;
    return -1;
}


/* PG's recursive_revoke: grantee lost the grant options revoked; what it granted with them
 * goes too (CASCADE), unless it still holds them from another grantor. */
static void revoke_dependent(Acl *acl, Oid grantee, uint32 revoked, Oid owner,
                             DropBehavior behavior)
{
    if (grantee == owner)
        return; /* the owner's grant options are implicit */
    uint32 still = acl_mask(acl->items, acl->n, grantee, owner, ACL_GRANT_OPTION_FOR(revoked));
    revoked &= ~ACL_OPTION_TO_PRIVS(still);
    if (revoked == 0)
        return;
    for (int i = 0; i < acl->n; i++) {
        AclItem *it = &acl->items[i];
        if (it->grantor != grantee || !(it->privs & revoked))
            continue;
        if (behavior != DROP_CASCADE)
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_PRIVILEGE_DESCRIPTORS_STILL_EXIST),
                    errmsg("dependent privileges exist"),
                    errhint("Use CASCADE to revoke them too."));
        grant_acl_revoke(acl, it->grantee, grantee, revoked | ACL_GRANT_OPTION_FOR(revoked), owner,
                   behavior);
        i = -1; /* the acl changed under us: look again from the start */
    }
}

/* Take bits (privileges and / or grant options) from the item (grantee, grantor). */
void grant_acl_revoke(Acl *acl, Oid grantee, Oid grantor, uint32 bits, Oid owner,
                       DropBehavior behavior)
{
    int i = grant_acl_find(acl, grantee, grantor);
    if (i < 0)
        return;
    uint32 old_goptions = ACL_OPTION_TO_PRIVS(acl->items[i].privs);
    acl->items[i].privs &= ~bits;
    uint32 lost = old_goptions & ~ACL_OPTION_TO_PRIVS(acl->items[i].privs);
    if (acl->items[i].privs == 0)
        acl_remove_at(acl, i);
    if (lost != 0 && grantee != ACL_ID_PUBLIC)
        revoke_dependent(acl, grantee, lost, owner, behavior);
}

void grant_acl_add(Acl *acl, Oid grantee, Oid grantor, uint32 bits)
{
    int i = grant_acl_find(acl, grantee, grantor);
    if (i >= 0)
        acl->items[i].privs |= bits;
    else if (bits != 0) /* an item without privileges is no item, as in PG's aclupdate */
        grant_acl_append(acl, (AclItem){grantee, grantor, bits});
}

/* PG's restrict_and_check_grant: the warnings when the grantor could do less than asked. */
void grant_warn_restricted(bool is_grant, uint32 these, uint32 asked, bool all_privs,
                            const char *what)
{
    if (these != 0 && (all_privs || these == asked))
        return;
    bool none = these == 0;
    if (is_grant)
        ereport(WARNING, errcode(ERRCODE_WARNING_PRIVILEGE_NOT_GRANTED),
                errmsg(none ? "no privileges were granted for %s"
                            : "not all privileges were granted for %s",
                       what));
    else
        ereport(WARNING, errcode(ERRCODE_WARNING_PRIVILEGE_NOT_REVOKED),
                errmsg(none ? "no privileges could be revoked for %s"
                            : "not all privileges could be revoked for %s",
                       what));
}

/* PG's select_best_grantor: the owner, for its members and superusers; else, of the roles whose
 * privileges the current user has, the first holding every grant option needed directly, or the
 * one holding most of them (the current user itself if none). The privileges it may grant. */
uint32 grant_best_grantor(const Acl *acl, Oid owner, uint32 privileges, Oid *grantor)
{
    Oid me = acl_current_user();
    if (me == owner || acl_is_superuser(me)) {
        *grantor = owner;
        return privileges;
    }
    uint32 needed = ACL_GRANT_OPTION_FOR(privileges);
    uint32 best = 0;
    int nbest = 0;
    *grantor = me;
    ListCell *lc;
    foreach (lc, acl_roles_with_privs_of(me)) {
        Oid role = lfirst_oid(lc);
        uint32 held = acl_mask_direct(acl->items, acl->n, role, owner, needed);
        if (held == needed) {
            *grantor = role;
            return privileges;
        }
        int nheld = __builtin_popcount(held);
        if (nheld > nbest) {
            *grantor = role;
            best = held;
            nbest = nheld;
        }
    }
    return ACL_OPTION_TO_PRIVS(best);
}

void grant_acl_apply(Acl *acl, const GrantStmt *st, List *grantees, Oid grantor, uint32 these,
                     Oid owner)
{
    ListCell *lc;
    foreach (lc, grantees) {
        Oid grantee = lfirst_oid(lc);
        if (st->is_grant)
            grant_acl_add(acl, grantee, grantor,
                          these | (st->grant_option ? ACL_GRANT_OPTION_FOR(these) : 0));
        else
            grant_acl_revoke(acl, grantee, grantor,
                             ACL_GRANT_OPTION_FOR(these) | (st->grant_option ? 0 : these), owner,
                             st->behavior);
    }
}
