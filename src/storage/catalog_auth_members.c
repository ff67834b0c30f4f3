/*
 * catalog_auth_members.c: the pg_auth_members rows that record role membership.
 *
 * The one idea: as pg_description (catalog_comment.c), a small heap scanned in the current
 * transaction; an update is a new row version, so GRANT / REVOKE of a role roll back with the
 * transaction. The column order is catalog.c's (pg_auth_members_cols). Each change bumps the
 * catalog generation (xact_note_catalog_change) and advances the command counter, so the next
 * lookup of this statement sees it and the membership cache built from these rows is rebuilt.
 */
#include "storage/catalog_auth_members.h"

#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum { Anum_m_roleid, Anum_m_member, Anum_m_grantor, Anum_m_admin_option, Natts_pg_auth_members };

static void deform_member(HeapTuple tup, TupleDesc desc, AuthMember *m)
{
    Datum v[Natts_pg_auth_members];
    bool n[Natts_pg_auth_members];
    heap_deform_tuple(tup, desc, v, n);
    m->roleid = DatumGetObjectId(v[Anum_m_roleid]);
    m->member = DatumGetObjectId(v[Anum_m_member]);
    m->grantor = DatumGetObjectId(v[Anum_m_grantor]);
    m->admin_option = DatumGetBool(v[Anum_m_admin_option]);
    m->tid = tup->t_self;
}

static HeapTuple form_member(TupleDesc desc, const AuthMember *m)
{
    Datum v[Natts_pg_auth_members];
    bool n[Natts_pg_auth_members] = {false};
    v[Anum_m_roleid] = ObjectIdGetDatum(m->roleid);
    v[Anum_m_member] = ObjectIdGetDatum(m->member);
    v[Anum_m_grantor] = ObjectIdGetDatum(m->grantor);
    v[Anum_m_admin_option] = BoolGetDatum(m->admin_option);
    return heap_form_tuple(desc, v, n);
}

AuthMember *catalog_auth_members_all(int *n)
{
    RelationData rel;
    catalog_rel(AuthMemRelationId, &rel);
    int cap = 0;
    AuthMember *rows = NULL;
    *n = 0;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        if (*n == cap) {
            cap = cap ? cap * 2 : 16;
            AuthMember *grown = palloc(sizeof(AuthMember) * (size_t)cap);
            if (*n > 0)
                memcpy(grown, rows, sizeof(AuthMember) * (size_t)*n);
            rows = grown;
        }
        deform_member(tup, rel.rd_att, &rows[(*n)++]);
    }
    heap_endscan(scan);
    return rows;
}

bool catalog_auth_member_find(Oid roleid, Oid member, AuthMember *out)
{
    RelationData rel;
    catalog_rel(AuthMemRelationId, &rel);
    bool found = false;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while (!found && (tup = heap_getnext(scan)) != NULL) {
        AuthMember m;
        deform_member(tup, rel.rd_att, &m);
        if (m.roleid == roleid && m.member == member) {
            *out = m;
            found = true;
        }
    }
    heap_endscan(scan);
    return found;
}

/* Writers take a lock that conflicts with itself, so two GRANTs of one membership do not both
 * insert a row; readers take none (they see their snapshot). */
static void lock_members(void)
{
    lock_relation(AuthMemRelationId, ShareRowExclusiveLock);
    xact_note_catalog_change();
}

void catalog_auth_member_insert(const AuthMember *m)
{
    lock_members();
    RelationData rel;
    catalog_rel(AuthMemRelationId, &rel);
    HeapTuple tup = form_member(rel.rd_att, m);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

void catalog_auth_member_update(AuthMember *m)
{
    lock_members();
    RelationData rel;
    catalog_rel(AuthMemRelationId, &rel);
    HeapTuple tup = form_member(rel.rd_att, m);
    heap_update(&rel, &m->tid, tup);
    m->tid = tup->t_self;
    heap_freetuple(tup);
    xact_command_counter_increment();
}

void catalog_auth_member_delete(const AuthMember *m)
{
    lock_members();
    RelationData rel;
    catalog_rel(AuthMemRelationId, &rel);
    ItemPointerData tid = m->tid;
    heap_delete(&rel, &tid);
    xact_command_counter_increment();
}

void catalog_auth_members_drop_role(Oid roleid)
{
    int n;
    AuthMember *rows = catalog_auth_members_all(&n);
    for (int i = 0; i < n; i++)
        if (rows[i].roleid == roleid || rows[i].member == roleid)
            catalog_auth_member_delete(&rows[i]);
}
