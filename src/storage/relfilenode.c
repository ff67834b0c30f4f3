/*
 * relfilenode.c: the transactional swap of a relation's file (TRUNCATE, VACUUM FULL, ALTER
 * COLUMN TYPE).
 *
 * The one idea: a swap is a CREATE of a file and a DROP of another in one transaction, so it
 * reuses their machinery. The new file is created as CREATE TABLE creates one (an SMGR record
 * first, then the file, removed if the transaction aborts); the old one is removed as DROP
 * TABLE removes one (listed in the commit record, unlinked after the commit). In between the
 * catalog entry gets a new version naming the new file, which an abort discards. Whatever the
 * moment of a crash, recovery finds the file the committed catalog row names: the old one
 * until the commit record is replayed, the new one (its creation replayed first) after it. A
 * file made by a transaction that never ended stays behind unused; its number is never handed
 * out again (oids are reserved ahead in pg_control), and relfilenode numbers are checked
 * against existing files anyway.
 */
#include "storage/relfilenode.h"

#include "common/elog.h"
#include "storage/catalog_internal.h"
#include "storage/catcache.h"
#include "storage/control.h"
#include "storage/smgr.h"
#include "storage/wal_internal.h"
#include "storage/xact_internal.h"

/* The relation's current file; ERROR if it has none (a view, a foreign table). */
static uint32 current_relfilenode(Oid relid)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    uint32 rfn = e ? e->relfilenode : 0;
    char kind = e ? e->relkind : 0;
    catcache_unlock();
    if (rfn == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("could not open relation with OID %u", relid));
    if (kind != RELKIND_RELATION && kind != RELKIND_INDEX && kind != RELKIND_SEQUENCE)
        elog(ERROR, "relation %u has no storage", relid);
    return rfn;
}

/* A number no relation (visible or not) uses and no file has, as PG's GetNewRelFileNode. */
static uint32 unused_relfilenode(void)
{
    for (;;) {
        Oid n = control_assign_oid();
        if (smgr_is_vm_file(n) || smgr_exists(n)) /* that bit names visibility maps */
            continue;
        catcache_lock_read();
        bool taken = catcache_oid_taken(n) || catcache_relfilenode_taken(n);
        catcache_unlock();
        if (!taken)
            return n;
    }
}

uint32 relfilenode_assign_new(Oid relid)
{
    uint32 old = current_relfilenode(relid);
    (void)xact_current_xid(); /* the file and the catalog change belong to this xid */
    uint32 rfn = unused_relfilenode();
    xact_unlink_at_end(rfn, false);
    wal_log_smgr(rfn, false, 0);
    smgr_create(rfn);
    catalog_set_relfilenode(relid, rfn);
    xact_unlink_at_end(old, true);
    return rfn;
}
