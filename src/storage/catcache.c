/*
 * catcache.c: the in-memory catalog cache (catcache.h).
 *
 * The one idea: the cache applies to its entries the same visibility rule the heap applies to
 * tuples (without command ids: a transaction sees its own DDL at once), so the cache can be
 * changed in place during a transaction and still be right for every other thread, and an
 * abort needs no undo beyond dropping the entries nobody can see any more.
 * Entries live in malloc'd memory (memory contexts are per thread); two chained hash tables
 * index them, by oid and by (namespace, name).
 */
#include "storage/catcache.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/clog.h"
#include "storage/xact_internal.h"

#define CC_BUCKETS 1024
#define MAX_NAMESPACES 1024

typedef struct NspEntry {
    Oid oid;
    char name[NAMEDATALEN];
    TransactionId xmin, xmax;
    bool dead;
    ItemPointerData tid;
} NspEntry;

static pthread_rwlock_t cc_lock = PTHREAD_RWLOCK_INITIALIZER;
static _Atomic uint64 generation = 1;

uint64 catcache_generation(void)
{
    return atomic_load(&generation);
}

void catcache_bump_generation(void)
{
    atomic_fetch_add(&generation, 1);
}
static CatRelEntry *by_oid[CC_BUCKETS];
static CatRelEntry *by_name[CC_BUCKETS];
static NspEntry namespaces[MAX_NAMESPACES];
static int nnamespaces;

static uint32 name_hash(Oid nsp, const char *name)
{
    uint32 h = 2166136261u ^ nsp;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h % CC_BUCKETS;
}

void catcache_init(void)
{
    catcache_reset();
}

void catcache_reset(void)
{
    pthread_rwlock_wrlock(&cc_lock);
    for (int b = 0; b < CC_BUCKETS; b++) {
        CatRelEntry *e = by_oid[b];
        while (e) {
            CatRelEntry *next = e->next_by_oid;
            catcache_free_rel(e);
            e = next;
        }
        by_oid[b] = NULL;
        by_name[b] = NULL;
    }
    nnamespaces = 0;
    pthread_rwlock_unlock(&cc_lock);
}

void catcache_lock_read(void)
{
    pthread_rwlock_rdlock(&cc_lock);
}

void catcache_lock_write(void)
{
    pthread_rwlock_wrlock(&cc_lock);
}

void catcache_unlock(void)
{
    pthread_rwlock_unlock(&cc_lock);
}

/* The heap's rule, minus command ids. */
static bool entry_visible(const CatRelEntry *e)
{
    /* "mine" includes savepoints: a rolled-back one's xid is aborted and no longer mine */
    if (e->xmin != InvalidTransactionId && !xact_is_my_xid(e->xmin) &&
        clog_get(e->xmin) != XID_COMMITTED)
        return false;
    if (e->xmax == InvalidTransactionId)
        return true;
    if (xact_is_my_xid(e->xmax))
        return false;
    return clog_get(e->xmax) != XID_COMMITTED;
}

/* Could the entry still become (or be) visible to someone? Its creator has not aborted and
 * its drop has not committed. */
static bool entry_alive(const CatRelEntry *e)
{
    if (e->xmin != InvalidTransactionId && clog_get(e->xmin) == XID_ABORTED)
        return false;
    if (e->xmax == InvalidTransactionId)
        return true;
    if (xact_is_my_xid(e->xmax))
        return false;
    return clog_get(e->xmax) != XID_COMMITTED;
}

CatRelEntry *catcache_rel_by_oid(Oid oid)
{
    for (CatRelEntry *e = by_oid[oid % CC_BUCKETS]; e; e = e->next_by_oid)
        if (e->oid == oid && entry_visible(e))
            return e;
    return NULL;
}

CatRelEntry *catcache_rel_by_name(Oid nspoid, const char *relname)
{
    for (CatRelEntry *e = by_name[name_hash(nspoid, relname)]; e; e = e->next_by_name)
        if (e->relnamespace == nspoid && strcmp(e->relname, relname) == 0 && entry_visible(e))
            return e;
    return NULL;
}

bool catcache_name_taken(Oid nspoid, const char *relname)
{
    for (CatRelEntry *e = by_name[name_hash(nspoid, relname)]; e; e = e->next_by_name)
        if (e->relnamespace == nspoid && strcmp(e->relname, relname) == 0 && entry_alive(e))
            return true;
    return false;
}

bool catcache_oid_taken(Oid oid)
{
    for (CatRelEntry *e = by_oid[oid % CC_BUCKETS]; e; e = e->next_by_oid)
        if (e->oid == oid)
            return true;
    return false;
}

bool catcache_relfilenode_taken(uint32 relfilenode)
{
    for (int b = 0; b < CC_BUCKETS; b++)
        for (CatRelEntry *e = by_oid[b]; e; e = e->next_by_oid)
            if (e->relfilenode == relfilenode)
                return true;
    return false;
}

int catcache_rel_indexes(Oid relid, Oid *out, int max)
{
    int n = 0;
    for (int b = 0; b < CC_BUCKETS; b++)
        for (CatRelEntry *e = by_oid[b]; e; e = e->next_by_oid)
            if (e->index && e->index->indrelid == relid && entry_visible(e)) {
                if (n < max)
                    out[n] = e->oid;
                n++;
            }
    return n;
}

int catcache_unlogged_relfilenodes(uint32 *out, int max)
{
    int n = 0;
    for (int b = 0; b < CC_BUCKETS; b++)
        for (CatRelEntry *e = by_oid[b]; e; e = e->next_by_oid)
            if (e->relpersistence == 'u' && entry_visible(e)) {
                if (n < max)
                    out[n] = e->relfilenode;
                n++;
            }
    return n;
}

int catcache_table_oids(Oid *out, int max)
{
    int n = 0;
    for (int b = 0; b < CC_BUCKETS; b++)
        for (CatRelEntry *e = by_oid[b]; e; e = e->next_by_oid)
            if (e->relkind == RELKIND_RELATION && entry_visible(e)) {
                if (n < max)
                    out[n] = e->oid;
                n++;
            }
    return n;
}

CatRelEntry *catcache_new_rel(int natts)
{
    CatRelEntry *e = calloc(1, sizeof(CatRelEntry));
    if (!e)
        return NULL;
    e->desc = calloc(1, sizeof(TupleDescData) + (size_t)natts * sizeof(FormData_attribute));
    e->att_tids = calloc((size_t)Max(natts, 1), sizeof(ItemPointerData));
    if (!e->desc || !e->att_tids) {
        catcache_free_rel(e);
        return NULL;
    }
    e->desc->natts = natts;
    e->class_tid.ip_blkid = InvalidBlockNumber;
    e->reltuples = -1; /* never counted, as PG's */
    e->index_tid.ip_blkid = InvalidBlockNumber;
    for (int i = 0; i < natts; i++)
        e->att_tids[i].ip_blkid = InvalidBlockNumber;
    return e;
}

void catcache_free_rel(CatRelEntry *e)
{
    if (e) {
        free(e->desc);
        free(e->att_tids);
        free(e->index);
        free(e->relacl);
        free(e->relpartbound);
        free(e);
    }
}

void catcache_add_rel(CatRelEntry *e)
{
    uint32 ob = e->oid % CC_BUCKETS, nb = name_hash(e->relnamespace, e->relname);
    e->next_by_oid = by_oid[ob];
    by_oid[ob] = e;
    e->next_by_name = by_name[nb];
    by_name[nb] = e;
}

static void unlink_rel(CatRelEntry *e)
{
    for (CatRelEntry **p = &by_oid[e->oid % CC_BUCKETS]; *p; p = &(*p)->next_by_oid)
        if (*p == e) {
            *p = e->next_by_oid;
            break;
        }
    for (CatRelEntry **p = &by_name[name_hash(e->relnamespace, e->relname)]; *p;
         p = &(*p)->next_by_name)
        if (*p == e) {
            *p = e->next_by_name;
            break;
        }
}

void catcache_add_namespace(Oid oid, const char *name, TransactionId xmin, ItemPointerData tid)
{
    pthread_rwlock_wrlock(&cc_lock);
    bool full = nnamespaces == MAX_NAMESPACES;
    if (!full) {
        NspEntry *n = &namespaces[nnamespaces];
        memset(n, 0, sizeof(*n));
        n->oid = oid;
        snprintf(n->name, NAMEDATALEN, "%s", name);
        n->xmin = xmin;
        n->tid = tid;
        nnamespaces++;
        if (xmin != InvalidTransactionId)
            catcache_bump_generation();
    }
    pthread_rwlock_unlock(&cc_lock);
    if (full)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED), errmsg("too many schemas"));
}

static bool namespace_visible(const NspEntry *n)
{
    if (n->dead)
        return false;
    if (n->xmin != InvalidTransactionId && !xact_is_my_xid(n->xmin) &&
        clog_get(n->xmin) != XID_COMMITTED)
        return false;
    if (n->xmax == InvalidTransactionId)
        return true;
    if (xact_is_my_xid(n->xmax))
        return false;
    return clog_get(n->xmax) != XID_COMMITTED;
}

static NspEntry *namespace_by_oid(Oid oid)
{
    for (int i = 0; i < nnamespaces; i++)
        if (namespaces[i].oid == oid && namespace_visible(&namespaces[i]))
            return &namespaces[i];
    return NULL;
}

Oid catcache_namespace_oid(const char *name)
{
    Oid oid = InvalidOid;
    pthread_rwlock_rdlock(&cc_lock);
    for (int i = 0; i < nnamespaces; i++)
        if (strcmp(namespaces[i].name, name) == 0 && namespace_visible(&namespaces[i])) {
            oid = namespaces[i].oid;
            break;
        }
    pthread_rwlock_unlock(&cc_lock);
    return oid;
}

const char *catcache_namespace_name(Oid oid)
{
    pthread_rwlock_rdlock(&cc_lock);
    NspEntry *n = namespace_by_oid(oid);
    const char *name = n ? n->name : NULL; /* entries never move or die while the server runs */
    pthread_rwlock_unlock(&cc_lock);
    return name;
}

bool catcache_namespace_tid(Oid oid, ItemPointerData *tid)
{
    pthread_rwlock_rdlock(&cc_lock);
    NspEntry *n = namespace_by_oid(oid);
    if (n)
        *tid = n->tid;
    pthread_rwlock_unlock(&cc_lock);
    return n != NULL;
}

static int oid_cmp(const void *a, const void *b)
{
    Oid x = *(const Oid *)a, y = *(const Oid *)b;
    return x < y ? -1 : x > y;
}

List *catcache_namespaces(void)
{
    Oid *oids = palloc(sizeof(Oid) * MAX_NAMESPACES);
    int n = 0;
    pthread_rwlock_rdlock(&cc_lock);
    for (int i = 0; i < nnamespaces; i++)
        if (namespace_visible(&namespaces[i]))
            oids[n++] = namespaces[i].oid;
    pthread_rwlock_unlock(&cc_lock);
    qsort(oids, (size_t)n, sizeof(Oid), oid_cmp);
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend_oid(out, oids[i]);
    pfree(oids);
    return out;
}

List *catcache_namespace_relations(Oid nspoid)
{
    int n = 0, cap = 16;
    Oid *oids = palloc(sizeof(Oid) * (size_t)cap);
    pthread_rwlock_rdlock(&cc_lock);
    for (int b = 0; b < CC_BUCKETS; b++)
        for (CatRelEntry *e = by_oid[b]; e; e = e->next_by_oid) {
            if (e->relnamespace != nspoid || e->relkind == 'i' || e->relkind == 'I' ||
                !entry_visible(e))
                continue;
            if (n == cap) {
                cap *= 2;
                oids = repalloc(oids, sizeof(Oid) * (size_t)cap);
            }
            oids[n++] = e->oid;
        }
    pthread_rwlock_unlock(&cc_lock);
    qsort(oids, (size_t)n, sizeof(Oid), oid_cmp);
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend_oid(out, oids[i]);
    pfree(oids);
    return out;
}

void catcache_drop_namespace(Oid oid, TransactionId xmax)
{
    pthread_rwlock_wrlock(&cc_lock);
    NspEntry *n = namespace_by_oid(oid);
    if (n)
        n->xmax = xmax;
    catcache_bump_generation();
    pthread_rwlock_unlock(&cc_lock);
}

void catcache_xact_end(TransactionId xid, bool committed)
{
    if (xid == InvalidTransactionId)
        return;
    pthread_rwlock_wrlock(&cc_lock);
    bool touched = false;
    for (int b = 0; b < CC_BUCKETS; b++) {
        CatRelEntry *e = by_oid[b];
        while (e) {
            CatRelEntry *next = e->next_by_oid;
            touched |= e->xmin == xid || e->xmax == xid;
            bool dead = (e->xmin == xid && !committed) || (e->xmax == xid && committed);
            if (dead) {
                unlink_rel(e);
                catcache_free_rel(e);
            } else {
                if (e->xmin == xid)
                    e->xmin = InvalidTransactionId;
                if (e->xmax == xid)
                    e->xmax = InvalidTransactionId;
            }
            e = next;
        }
    }
    for (int i = 0; i < nnamespaces; i++) {
        NspEntry *n = &namespaces[i];
        if (n->xmin != xid && n->xmax != xid)
            continue;
        touched = true;
        if ((n->xmin == xid && !committed) || (n->xmax == xid && committed))
            n->dead = true;
        if (n->xmin == xid)
            n->xmin = InvalidTransactionId;
        if (n->xmax == xid)
            n->xmax = InvalidTransactionId;
    }
    if (touched)
        catcache_bump_generation();
    pthread_rwlock_unlock(&cc_lock);
}
