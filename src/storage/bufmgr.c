/*
 * bufmgr.c: the buffer pool, with clock-sweep replacement (states drawn in bufmgr.h).
 *
 * The one idea: three kinds of lock, always taken in this order, never the other way round.
 *   map_lock     one mutex over the mapping table (tag -> buffer) and the clock hand;
 *   d->hdr       a mutex per descriptor over its refcount, usage count and flags;
 *   d->content   a rwlock per buffer over the page bytes (LockBuffer), held without the others.
 * A buffer with refcount 0 may be recycled by the sweep; a pinned one never is. Recycling marks
 * the descriptor io_in_progress (under both mutexes) so nobody else touches it while its old
 * page is written back and its new page read in; readers that find a buffer in I/O wait on its
 * condition variable. No ERROR is ever raised with map_lock or a hdr mutex held.
 *
 * Each thread counts its own pins and content locks per buffer (private arrays), which is what
 * lets bufmgr_release_all_pins() undo exactly what a failed query left behind. It also counts
 * its own hits, reads, dirtyings and writes (bufusage.h) for EXPLAIN (BUFFERS).
 */
#include "storage/bufmgr.h"

#include <pthread.h>
#include <stdlib.h>

#include "common/elog.h"
#include "storage/bufusage.h"
#include "storage/wal.h"

#define BM_MAX_USAGE_COUNT 5

typedef struct BufferTag {
    uint32 relfilenode;
    BlockNumber blk;
} BufferTag;

typedef struct BufferDesc {
    BufferTag tag;
    int hash_next;          /* next buffer in the same mapping chain, -1 at the end */
    pthread_mutex_t hdr;    /* guards the fields below */
    pthread_cond_t io_done; /* signalled when io_in_progress clears */
    int refcount;           /* pins held by all threads */
    int usage_count;        /* bumped on each pin, decremented by the sweep */
    bool tag_valid;         /* tag is in the mapping table */
    bool valid;             /* page bytes hold the tagged block */
    bool dirty;             /* page differs from disk */
    bool io_in_progress;    /* being read in or recycled: wait for io_done */
    pthread_rwlock_t content;
} BufferDesc;

static BufferDesc *descs;
static char *pages;
static int nbuf;
static int *hash_heads;
static uint32 hash_mask;
static int clock_hand;
static pthread_mutex_t map_lock = PTHREAD_MUTEX_INITIALIZER;
static uint64 pool_generation;

/* Per-thread pin and lock bookkeeping: refs[i] pins and locks[i] lock mode of buffer i+1. */
typedef struct PrivateState {
    int size;
    uint64 generation;
    int total_pins;
    int total_locks; /* content locks held: lets the release loops stop early */
    int32 *refs;
    uint8 *locks;
} PrivateState;
static _Thread_local PrivateState *priv;
static pthread_key_t priv_key;
static pthread_once_t priv_key_once = PTHREAD_ONCE_INIT;

static void priv_free(void *p)
{
    PrivateState *ps = p;
    if (ps) {
        free(ps->refs);
        free(ps->locks);
        free(ps);
    }
}

static void priv_key_create(void)
{
    pthread_key_create(&priv_key, priv_free);
}

static PrivateState *private_state(void)
{
    if (priv && priv->generation == pool_generation && priv->size == nbuf)
        return priv;
    pthread_once(&priv_key_once, priv_key_create);
    priv_free(priv);
    priv = calloc(1, sizeof(PrivateState));
    if (priv) {
        priv->refs = calloc((size_t)nbuf, sizeof(int32));
        priv->locks = calloc((size_t)nbuf, sizeof(uint8));
    }
    if (!priv || !priv->refs || !priv->locks) {
        priv_free(priv);
        priv = NULL;
        pthread_setspecific(priv_key, NULL);
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    }
    priv->size = nbuf;
    priv->generation = pool_generation;
    pthread_setspecific(priv_key, priv);
    return priv;
}

static BufferDesc *desc_of(Buffer buf)
{
    if (buf < 1 || buf > nbuf)
        elog(ERROR, "bad buffer ID: %d", buf);
    return &descs[buf - 1];
}

static uint32 tag_hash(BufferTag tag)
{
    uint64 h = ((uint64)tag.relfilenode << 32 | tag.blk) * 0x9E3779B97F4A7C15ull;
    return (uint32)(h >> 32) & hash_mask;
}

static int hash_lookup(BufferTag tag)
{
    for (int i = hash_heads[tag_hash(tag)]; i >= 0; i = descs[i].hash_next)
        if (descs[i].tag.relfilenode == tag.relfilenode && descs[i].tag.blk == tag.blk)
            return i;
    return -1;
}

static void hash_insert(int id)
{
    uint32 h = tag_hash(descs[id].tag);
    descs[id].hash_next = hash_heads[h];
    hash_heads[h] = id;
    descs[id].tag_valid = true;
}

static void hash_remove(int id)
{
    uint32 h = tag_hash(descs[id].tag);
    for (int *p = &hash_heads[h]; *p >= 0; p = &descs[*p].hash_next)
        if (*p == id) {
            *p = descs[id].hash_next;
            break;
        }
    descs[id].hash_next = -1;
    descs[id].tag_valid = false;
}

void bufmgr_init(int nbuffers)
{
    if (nbuffers < 4)
        nbuffers = 4;
    nbuf = nbuffers;
    descs = calloc((size_t)nbuf, sizeof(BufferDesc));
    pages = aligned_alloc(4096, (size_t)nbuf * BLCKSZ);
    uint32 hsize = 16;
    while (hsize < (uint32)nbuf * 2)
        hsize <<= 1;
    hash_mask = hsize - 1;
    hash_heads = malloc(hsize * sizeof(int));
    if (!descs || !pages || !hash_heads)
        ereport(FATAL, errcode(ERRCODE_OUT_OF_MEMORY),
                errmsg("could not allocate %d shared buffers", nbuffers));
    for (uint32 i = 0; i < hsize; i++)
        hash_heads[i] = -1;
    for (int i = 0; i < nbuf; i++) {
        descs[i].hash_next = -1;
        pthread_mutex_init(&descs[i].hdr, NULL);
        pthread_cond_init(&descs[i].io_done, NULL);
        pthread_rwlock_init(&descs[i].content, NULL);
    }
    memset(pages, 0, (size_t)nbuf * BLCKSZ);
    clock_hand = 0;
    pool_generation++;
}

void bufmgr_shutdown(void)
{
    if (descs == NULL)
        return;
    bufmgr_release_all_pins();
    FlushAllBuffers();
    for (int i = 0; i < nbuf; i++) {
        pthread_mutex_destroy(&descs[i].hdr);
        pthread_cond_destroy(&descs[i].io_done);
        pthread_rwlock_destroy(&descs[i].content);
    }
    free(descs);
    free(pages);
    free(hash_heads);
    descs = NULL;
    pages = NULL;
    hash_heads = NULL;
    nbuf = 0;
    pool_generation++;
}

Page BufferGetPage(Buffer buf)
{
    Assert(buf >= 1 && buf <= nbuf);
    return pages + (size_t)(buf - 1) * BLCKSZ;
}

void bufmgr_buffer_tag(Buffer buf, uint32 *relfilenode, BlockNumber *blk)
{
    BufferDesc *d = desc_of(buf);
    *relfilenode = d->tag.relfilenode;
    *blk = d->tag.blk;
}

BlockNumber BufferGetBlockNumber(Buffer buf)
{
    return desc_of(buf)->tag.blk;
}

/*
 * Pick a victim: the first buffer the hand finds unpinned with usage count 0, decrementing the
 * usage counts it passes. Returns it pinned and marked io_in_progress, or -1 if the hand went
 * a whole round seeing only pinned buffers. Called with map_lock held.
 */
static int clock_sweep(void)
{
    int tries = nbuf;
    for (;;) {
        int id = clock_hand;
        BufferDesc *d = &descs[id];
        clock_hand = (clock_hand + 1) % nbuf;
        pthread_mutex_lock(&d->hdr);
        if (d->refcount == 0 && !d->io_in_progress) {
            if (d->usage_count > 0) {
                d->usage_count--;
                tries = nbuf;
            } else {
                d->refcount = 1;
                d->io_in_progress = true;
                pthread_mutex_unlock(&d->hdr);
                return id;
            }
        } else if (--tries == 0) {
            pthread_mutex_unlock(&d->hdr);
            return -1;
        }
        pthread_mutex_unlock(&d->hdr);
    }
}

/* Give up a recycling attempt: the buffer goes back unpinned and empty. */
static void abandon_victim(BufferDesc *d)
{
    pthread_mutex_lock(&d->hdr);
    d->refcount--;
    d->io_in_progress = false;
    pthread_cond_broadcast(&d->io_done);
    pthread_mutex_unlock(&d->hdr);
}

/* Write a page out with its checksum set: from a private copy, since others may read it. */
static void write_page(BufferTag tag, const char *page)
{
    _Alignas(8) char copy[BLCKSZ];
    memcpy(copy, page, BLCKSZ);
    /* the WAL rule: the log describing every change on the page reaches disk first */
    wal_flush(((const PageHeaderData *)copy)->pd_lsn);
    if (!page_is_new(copy))
        page_set_checksum(copy, tag.blk);
    smgr_write(tag.relfilenode, tag.blk, copy);
    bufusage_current.shared_blks_written++;
}

/* Write back a dirty victim's old page. map_lock is held; on error it is released. */
static void write_back_victim(int id)
{
    BufferDesc *d = &descs[id];
    PG_TRY();
    {
        write_page(d->tag, pages + (size_t)id * BLCKSZ);
    }
    PG_CATCH();
    {
        /* the page stays dirty and mapped: a later sweep or flush will try again */
        abandon_victim(d);
        pthread_mutex_unlock(&map_lock);
        PG_RE_THROW();
    }
    PG_END_TRY();
    d->dirty = false;
}

/*
 * Read a buffer we own in io_in_progress state; on error leave it invalid and re-raise. With
 * zero, the page is not read but zeroed: redo is about to overwrite it whole, and the copy on
 * disk may be torn.
 */
static void load_page(BufferDesc *d, int id, bool zero)
{
    char *page = pages + (size_t)id * BLCKSZ;
    PG_TRY();
    {
        if (zero)
            memset(page, 0, BLCKSZ);
        else
            smgr_read(d->tag.relfilenode, d->tag.blk, page);
        if (!zero && (!page_header_is_sane(page) || !page_verify_checksum(page, d->tag.blk)))
            ereport(ERROR, errcode(ERRCODE_DATA_CORRUPTED),
                    errmsg("invalid page in block %u of relation %s", d->tag.blk,
                           smgr_relpath(d->tag.relfilenode)));
    }
    PG_CATCH();
    {
        pthread_mutex_lock(&d->hdr);
        d->valid = false;
        d->io_in_progress = false;
        pthread_cond_broadcast(&d->io_done);
        pthread_mutex_unlock(&d->hdr);
        PG_RE_THROW();
    }
    PG_END_TRY();
    pthread_mutex_lock(&d->hdr);
    d->valid = true;
    d->dirty = false;
    d->io_in_progress = false;
    pthread_cond_broadcast(&d->io_done);
    pthread_mutex_unlock(&d->hdr);
}

static void pin_private(int id)
{
    priv->refs[id]++;
    priv->total_pins++;
}

/* A buffer found in the table, pinned: wait for its I/O, or redo a read that failed. */
static void wait_for_page(BufferDesc *d, int id, bool zero)
{
    pthread_mutex_lock(&d->hdr);
    while (d->io_in_progress)
        pthread_cond_wait(&d->io_done, &d->hdr);
    if (d->valid) {
        pthread_mutex_unlock(&d->hdr);
        return;
    }
    d->io_in_progress = true;
    pthread_mutex_unlock(&d->hdr);
    load_page(d, id, zero);
}

/* Why a block is wanted, which decides how a miss is counted (as PG's ReadBuffer_common). */
typedef enum ReadMode {
    READ_NORMAL,    /* a miss is a read */
    READ_OVERWRITE, /* the page is zeroed, not read: a miss is not counted */
    READ_EXTEND,    /* a block just added to the file: a miss is a write */
} ReadMode;

static Buffer read_buffer(uint32 relfilenode, BlockNumber blk, ReadMode mode);

Buffer ReadBuffer(uint32 relfilenode, BlockNumber blk)
{
    return read_buffer(relfilenode, blk, READ_NORMAL);
}

Buffer ReadBufferForOverwrite(uint32 relfilenode, BlockNumber blk)
{
    return read_buffer(relfilenode, blk, READ_OVERWRITE);
}

static Buffer read_buffer(uint32 relfilenode, BlockNumber blk, ReadMode mode)
{
    bool zero = mode == READ_OVERWRITE;
    if (descs == NULL)
        elog(ERROR, "buffer pool is not initialised");
    private_state();
    BufferTag tag = {relfilenode, blk};

    pthread_mutex_lock(&map_lock);
    int id = hash_lookup(tag);
    if (id >= 0) {
        BufferDesc *d = &descs[id];
        pthread_mutex_lock(&d->hdr);
        d->refcount++;
        if (d->usage_count < BM_MAX_USAGE_COUNT)
            d->usage_count++;
        pthread_mutex_unlock(&d->hdr);
        pthread_mutex_unlock(&map_lock);
        pin_private(id);
        wait_for_page(d, id, zero);
        bufusage_current.shared_blks_hit++;
        return id + 1;
    }

    id = clock_sweep();
    if (id < 0) {
        pthread_mutex_unlock(&map_lock);
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_RESOURCES),
                errmsg("no unpinned buffers available"));
    }
    BufferDesc *d = &descs[id];
    if (d->valid && d->dirty)
        write_back_victim(id);
    if (d->tag_valid)
        hash_remove(id);
    d->tag = tag;
    d->valid = false;
    d->dirty = false;
    d->usage_count = 1;
    hash_insert(id);
    pthread_mutex_unlock(&map_lock);
    pin_private(id);
    load_page(d, id, zero);
    if (mode == READ_NORMAL)
        bufusage_current.shared_blks_read++;
    else if (mode == READ_EXTEND)
        bufusage_current.shared_blks_written++;
    return id + 1;
}

/*
 * The new block is read back rather than zero-filled in memory: between the append and this
 * read another thread may already have found the block, initialised it, filled it and even
 * had it evicted; only the disk copy is sure to be current.
 */
Buffer bufmgr_extend(uint32 relfilenode, BlockNumber *blk_out)
{
    BlockNumber blk = smgr_extend(relfilenode);
    *blk_out = blk;
    return read_buffer(relfilenode, blk, READ_EXTEND);
}

static void unlock_content(int id)
{
    if (priv->locks[id] != BUFFER_LOCK_UNLOCK) {
        pthread_rwlock_unlock(&descs[id].content);
        priv->locks[id] = BUFFER_LOCK_UNLOCK;
        priv->total_locks--;
    }
}

static void unpin(int id, int count)
{
    BufferDesc *d = &descs[id];
    pthread_mutex_lock(&d->hdr);
    Assert(d->refcount >= count);
    d->refcount -= count;
    pthread_mutex_unlock(&d->hdr);
}

void ReleaseBuffer(Buffer buf)
{
    BufferDesc *d = desc_of(buf);
    int id = (int)(d - descs);
    private_state();
    /* A stale release after bufmgr_release_all_pins() already dropped the pin is harmless. */
    if (priv->refs[id] <= 0)
        return;
    if (priv->refs[id] == 1)
        unlock_content(id);
    priv->refs[id]--;
    priv->total_pins--;
    unpin(id, 1);
}

void MarkBufferDirty(Buffer buf)
{
    BufferDesc *d = desc_of(buf);
    Assert(priv && priv->refs[d - descs] > 0);
    pthread_mutex_lock(&d->hdr);
    bool was_dirty = d->dirty;
    d->dirty = true;
    pthread_mutex_unlock(&d->hdr);
    if (!was_dirty)
        bufusage_current.shared_blks_dirtied++;
}

void LockBuffer(Buffer buf, BufferLockMode mode)
{
    BufferDesc *d = desc_of(buf);
    int id = (int)(d - descs);
    private_state();
    if (priv->refs[id] <= 0)
        elog(ERROR, "buffer %d is not pinned", buf);
    if (mode == BUFFER_LOCK_UNLOCK) {
        unlock_content(id);
        return;
    }
    if (priv->locks[id] != BUFFER_LOCK_UNLOCK)
        elog(ERROR, "buffer %d is already locked", buf);
    if (mode == BUFFER_LOCK_SHARE)
        pthread_rwlock_rdlock(&d->content);
    else
        pthread_rwlock_wrlock(&d->content);
    priv->locks[id] = (uint8)mode;
    priv->total_locks++;
}

void bufmgr_release_all_pins(void)
{
    if (descs == NULL || priv == NULL || priv->generation != pool_generation)
        return;
    for (int id = 0; id < nbuf && (priv->total_pins > 0 || priv->total_locks > 0); id++) {
        unlock_content(id);
        if (priv->refs[id] > 0) {
            unpin(id, priv->refs[id]);
            priv->total_pins -= priv->refs[id];
            priv->refs[id] = 0;
        }
    }
    Assert(priv->total_locks == 0);
    priv->total_pins = 0;
}

bool bufmgr_only_pin(Buffer buf)
{
    BufferDesc *d = desc_of(buf);
    int id = (int)(d - descs);
    private_state();
    pthread_mutex_lock(&d->hdr);
    bool only = d->refcount == priv->refs[id];
    pthread_mutex_unlock(&d->hdr);
    return only;
}

int bufmgr_pins_held(void)
{
    if (descs == NULL || priv == NULL || priv->generation != pool_generation)
        return 0;
    return priv->total_pins;
}

/* Write one dirty buffer, pinned and share-locked meanwhile so nobody changes or evicts it. */
static void flush_buffer(int id)
{
    BufferDesc *d = &descs[id];
    pthread_mutex_lock(&d->hdr);
    if (!d->valid || !d->dirty || d->io_in_progress) {
        pthread_mutex_unlock(&d->hdr);
        return;
    }
    d->refcount++;
    pthread_mutex_unlock(&d->hdr);

    bool lock_it = priv == NULL || priv->locks[id] == BUFFER_LOCK_UNLOCK;
    if (lock_it)
        pthread_rwlock_rdlock(&d->content);
    pthread_mutex_lock(&d->hdr);
    d->dirty = false; /* cleared before the copy: a change made after it re-dirties */
    pthread_mutex_unlock(&d->hdr);
    PG_TRY();
    {
        write_page(d->tag, pages + (size_t)id * BLCKSZ);
    }
    PG_CATCH();
    {
        pthread_mutex_lock(&d->hdr);
        d->dirty = true;
        pthread_mutex_unlock(&d->hdr);
        if (lock_it)
            pthread_rwlock_unlock(&d->content);
        unpin(id, 1);
        PG_RE_THROW();
    }
    PG_END_TRY();
    if (lock_it)
        pthread_rwlock_unlock(&d->content);
    unpin(id, 1);
}

void FlushAllBuffers(void)
{
    if (descs == NULL)
        return;
    private_state();
    for (int id = 0; id < nbuf; id++)
        flush_buffer(id);
}

void bufmgr_drop_relation(uint32 relfilenode)
{
    bufmgr_drop_relation_from(relfilenode, 0);
}

void bufmgr_drop_relation_from(uint32 relfilenode, BlockNumber first)
{
    if (descs == NULL)
        return;
    pthread_mutex_lock(&map_lock);
    for (int id = 0; id < nbuf; id++) {
        BufferDesc *d = &descs[id];
        pthread_mutex_lock(&d->hdr);
        bool match = d->tag.relfilenode == relfilenode ||
                     (first == 0 && d->tag.relfilenode == smgr_vm_file(relfilenode));
        if (d->tag_valid && match && d->tag.blk >= first && !d->io_in_progress) {
            hash_remove(id);
            d->valid = false;
            d->dirty = false;
            d->usage_count = 0;
        }
        pthread_mutex_unlock(&d->hdr);
    }
    pthread_mutex_unlock(&map_lock);
}
