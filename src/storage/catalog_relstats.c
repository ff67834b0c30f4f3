/*
 * catalog_relstats.c: pg_class.relpages, reltuples and relallvisible, kept by VACUUM and
 * ANALYZE (catalog.h).
 *
 * The one idea: these are estimates, not facts a transaction owns, so PG overwrites them in
 * place in the current pg_class row instead of writing a new row version (which would bloat
 * pg_class on every VACUUM and conflict with DDL). Basalt does the same: the cache entry's
 * copy changes under the cache lock, and the three fixed-width fields are overwritten in the
 * row's bytes under the page's exclusive lock, logged as a heap INPLACE record. The row
 * layout puts only fixed-width, non-NULL columns before them; a row written before the
 * columns existed (NULLs there) keeps its NULLs and only the cache learns the numbers.
 */
#include "common/elog.h"
#include "storage/bufmgr.h"
#include "storage/catalog_internal.h"
#include "storage/catcache.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"

/* Offset from the data start of column idx (0-based) of the row th, if that column and every
 * one before it is fixed-width and not NULL; else false. */
static bool fixed_column_offset(HeapTupleHeader th, TupleDesc desc, int idx, size_t *off)
{
    size_t o = 0;
    for (int i = 0; i <= idx; i++) {
        Form_attribute a = TupleDescAttr(desc, i);
        bool isnull = (th->t_infomask & HEAP_HASNULL) && !(th->t_bits[i >> 3] & (1 << (i & 7)));
        if (a->attlen <= 0 || isnull || i >= th->t_natts)
            return false;
        o = heap_align_for(a->attalign, o);
        if (i < idx)
            o += (size_t)a->attlen;
    }
    *off = o;
    return true;
}

static int column_index(TupleDesc desc, const char *name)
{
    for (int i = 0; i < desc->natts; i++)
        if (strcmp(TupleDescAttr(desc, i)->attname, name) == 0)
            return i;
    elog(ERROR, "pg_class has no column \"%s\"", name);
}

/* Overwrite the three columns of the pg_class row at tid in place. */
static void write_in_place(ItemPointerData tid, int32 pages, float tuples, int32 allvisible)
{
    RelationData rel;
    catalog_rel(RelationRelationId, &rel);
    const struct {
        const char *name;
        const void *value;
    } cols[] = {{"relpages", &pages}, {"reltuples", &tuples}, {"relallvisible", &allvisible}};
    int idx[3];
    for (int c = 0; c < 3; c++)
        idx[c] = column_index(rel.rd_att, cols[c].name);
    Buffer buf = ReadBuffer(rel.relfilenode, tid.ip_blkid);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    uint32 len;
    HeapTupleHeader th = page_get_item(BufferGetPage(buf), tid.ip_posid, &len);
    size_t off[3];
    bool ok = th != NULL;
    for (int c = 0; c < 3 && ok; c++)
        ok = fixed_column_offset(th, rel.rd_att, idx[c], &off[c]) && th->t_hoff + off[c] + 4 <= len;
    if (ok) {
        for (int c = 0; c < 3; c++)
            memcpy((char *)th + th->t_hoff + off[c], cols[c].value, 4);
        MarkBufferDirty(buf);
        heap_wal_log_inplace(&rel, buf, tid.ip_posid);
    }
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

void catalog_set_relstats(Oid relid, BlockNumber pages, double tuples, BlockNumber allvisible)
{
    int32 p = (int32)Min(pages, (BlockNumber)INT32_MAX);
    int32 av = (int32)Min(Min(allvisible, pages), (BlockNumber)INT32_MAX);
    float t = (float)tuples;
    catcache_lock_write();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    ItemPointerData tid = {InvalidBlockNumber, 0};
    if (e) {
        e->relpages = p;
        e->reltuples = t;
        e->relallvisible = av;
        tid = e->class_tid;
    }
    catcache_unlock();
    if (tid.ip_blkid != InvalidBlockNumber)
        write_in_place(tid, p, t, av);
}

bool catalog_relstats(Oid relid, BlockNumber *pages, double *tuples, BlockNumber *allvisible)
{
    catcache_lock_read();
    CatRelEntry *e = catcache_rel_by_oid(relid);
    if (e) {
        *pages = (BlockNumber)Max(e->relpages, 0);
        *tuples = e->reltuples;
        *allvisible = (BlockNumber)Max(e->relallvisible, 0);
    }
    catcache_unlock();
    return e != NULL;
}
