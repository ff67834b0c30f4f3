/*
 * xact.c: transactions, commands and explicit blocks (xact.h), one state machine per thread.
 *
 * The one idea: nothing is undone in place. A transaction writes tuples stamped with its xid;
 * commit or abort is one status change in the commit log, after which every reader sees all of
 * its tuples or none. What remains is bookkeeping: release pins and locks, remove files of
 * dropped (commit) or created (abort) relations, settle the catalog cache.
 *
 * Block states (PG's names), each transition labelled with the call that makes it:
 *
 *   DEFAULT ──start_command──▶ STARTED ──commit_command──▶ DEFAULT       (implicit transaction)
 *   STARTED ──abort_current──▶ DEFAULT
 *   STARTED ──begin_block──▶ INPROGRESS ──commit_command──▶ INPROGRESS  (next command id)
 *   INPROGRESS ──end_block(true)──▶ END ──commit_command──▶ DEFAULT      (COMMIT)
 *   INPROGRESS ──end_block(false)──▶ ABORT_PENDING ──commit_command──▶ DEFAULT (ROLLBACK)
 *   INPROGRESS ──abort_current──▶ ABORT ('E': aborted already, waits for ROLLBACK/COMMIT)
 *   ABORT ──end_block(any)──▶ ABORT_END ──commit_command──▶ DEFAULT
 *
 * Savepoints are a stack of subtransactions inside INPROGRESS, each with its own xid (assigned
 * at its first write, after the parent's). An error inside one aborts only the innermost
 * subtransaction (its xid and those of the subtransactions released into it are marked aborted
 * at once, and the relation locks it took are given back) and leaves the block in SUBABORT ('E') until ROLLBACK TO, which aborts the levels
 * down to the named one and starts it afresh:
 *
 *   INPROGRESS ──abort_current (savepoints open)──▶ SUBABORT ──rollback_to──▶ INPROGRESS
 *   SUBABORT ──end_block(any)──▶ ABORT_PENDING (the whole transaction rolls back)
 *
 * RELEASE folds the released subtransactions' xids into the parent's list of committed
 * children; at top-level commit they are marked committed with the parent.
 */
#include "storage/xact.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "storage/bufmgr.h"
#include "storage/catcache.h"
#include "storage/tempfile.h"
#include "storage/clog.h"
#include "storage/control.h"
#include "storage/lock.h"
#include "storage/pgstat.h"
#include "storage/smgr.h"
#include "storage/snapshot.h"
#include "storage/wal_internal.h"
#include "storage/xact_internal.h"

typedef enum TBlockState {
    TBLOCK_DEFAULT,
    TBLOCK_STARTED,
    TBLOCK_INPROGRESS,
    TBLOCK_END,
    TBLOCK_ABORT_PENDING,
    TBLOCK_ABORT,
    TBLOCK_ABORT_END,
    TBLOCK_SUBABORT, /* the innermost savepoint failed; ROLLBACK TO makes the block usable */
} TBlockState;

typedef struct PendingUnlink {
    uint32 relfilenode;
    bool at_commit;
} PendingUnlink;

static _Thread_local TBlockState block_state;
static _Thread_local TransactionId cur_xid;
static _Thread_local CommandId cur_cid;
static _Thread_local bool catalog_changed;
static _Thread_local PendingUnlink *pending;
static _Thread_local int npending, pending_cap;
static pthread_key_t pending_key; /* frees a thread's array when the thread exits */
static pthread_once_t pending_key_once = PTHREAD_ONCE_INIT;

/* One open savepoint. Entries of pending[] and children[] from first_* on belong to it. */
typedef struct SubXact {
    char name[NAMEDATALEN];
    TransactionId xid; /* 0 until its first write */
    int first_pending;
    int first_child;
    int first_lock; /* lock_mark() when it started: an abort gives back the locks after it */
    int first_stat; /* pgstat_subxact_mark() when it started */
} SubXact;

static _Thread_local SubXact *subs;
static _Thread_local int nsubs, subs_cap;
/* xids of released subtransactions, committed with their parent (xact_committed_subxids) */
static _Thread_local TransactionId *children;
static _Thread_local int nchildren, children_cap;
static pthread_key_t subs_key, children_key;

static void pending_key_create(void)
{
    pthread_key_create(&pending_key, free);
    pthread_key_create(&subs_key, free);
    pthread_key_create(&children_key, free);
}

/* Grow a thread's array to hold n + 1 elements (ERROR when out of memory). */
static void *grow(void *arr, int n, int *cap, size_t elem, pthread_key_t *key)
{
    if (n < *cap)
        return arr;
    int ncap = *cap ? *cap * 2 : 8;
    void *p = realloc(arr, (size_t)ncap * elem);
    if (!p)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    *cap = ncap;
    pthread_once(&pending_key_once, pending_key_create);
    pthread_setspecific(*key, p);
    return p;
}

static void start_transaction(void)
{
    cur_xid = InvalidTransactionId;
    cur_cid = 0;
    catalog_changed = false;
    npending = 0;
    nsubs = 0;
    nchildren = 0;
    XactIsoLevel = DefaultXactIsoLevel;
    XactReadOnly = DefaultXactReadOnly;
    snapshot_xact_end();
}

/* Top-level end: every savepoint still open ends with the transaction, as if released. */
static void fold_open_subxacts(void)
{
    for (int i = nsubs - 1; i >= 0; i--)
        if (subs[i].xid != InvalidTransactionId) {
            children = grow(children, nchildren, &children_cap, sizeof(TransactionId),
                            &children_key);
            children[nchildren++] = subs[i].xid;
        }
    nsubs = 0;
}

int xact_committed_subxids(const TransactionId **out)
{
    *out = children;
    return nchildren;
}

/*
 * Record xid's end in the commit log. unflushed is where the commit record of a commit
 * acknowledged before its flush ends (InvalidXLogRecPtr otherwise).
 */
static void set_clog_status(TransactionId xid, bool commit, XLogRecPtr unflushed)
{
    if (commit && unflushed != InvalidXLogRecPtr)
        clog_set_unflushed_commit(xid, unflushed);
    else
        clog_set(xid, commit ? XID_COMMITTED : XID_ABORTED);
}

/* The children share the parent's fate: clog status and catalog cache entries. */
static void end_subxids(bool commit, XLogRecPtr unflushed)
{
    for (int i = 0; i < nchildren; i++) {
        set_clog_status(children[i], commit, unflushed);
        if (catalog_changed)
            catcache_xact_end(children[i], commit);
    }
}

/* After the clog says how it ended: no longer running, snapshots gone, waiters woken. */
static void finish_xact_state(void)
{
    procarray_end_xact();
    snapshot_xact_end();
    nchildren = 0;
    nsubs = 0;
}

static void run_pending_unlinks(bool committed)
{
    for (int i = 0; i < npending; i++)
        if (pending[i].at_commit == committed) {
            bufmgr_drop_relation(pending[i].relfilenode);
            smgr_unlink(pending[i].relfilenode);
        }
    npending = 0;
}

/*
 * The WAL record of the transaction's end, with its committed subtransactions and the files
 * to remove. A commit waits for the record to be flushed unless synchronous_commit is off; an
 * abort never waits (a lost abort record reads as an abort anyway). Returns the end of a
 * commit record not waited for, else InvalidXLogRecPtr.
 */
static XLogRecPtr log_xact_end(TransactionId xid, bool commit)
{
    const TransactionId *subxids;
    int nsub = xact_committed_subxids(&subxids);
    uint32 stack_drops[16];
    uint32 *drops = stack_drops;
    uint32 ndrop = 0;
    for (int i = 0; i < npending; i++)
        if (pending[i].at_commit == commit)
            ndrop++;
    if (ndrop > lengthof(stack_drops))
        drops = palloc(ndrop * sizeof(uint32));
    ndrop = 0;
    for (int i = 0; i < npending; i++)
        if (pending[i].at_commit == commit)
            drops[ndrop++] = pending[i].relfilenode;
    XLogRecPtr end = wal_log_xact_end(xid, commit, subxids, (uint32)nsub, drops, ndrop);
    if (drops != stack_drops)
        pfree(drops);
    if (!commit)
        return InvalidXLogRecPtr;
    if (synchronous_commit > 0) {
        wal_flush(end);
        return InvalidXLogRecPtr;
    }
    wal_note_async_commit(end);
    return end;
}

#define MAX_XACT_CALLBACKS 4
static XactCallback xact_callbacks[MAX_XACT_CALLBACKS];
static _Atomic int nxact_callbacks;
static pthread_mutex_t xact_callbacks_mu = PTHREAD_MUTEX_INITIALIZER;

void xact_register_callback(XactCallback fn)
{
    pthread_mutex_lock(&xact_callbacks_mu);
    int n = nxact_callbacks;
    bool known = false;
    for (int i = 0; i < n; i++)
        known = known || xact_callbacks[i] == fn;
    if (!known && n < MAX_XACT_CALLBACKS) {
        xact_callbacks[n] = fn;
        nxact_callbacks = n + 1;
    }
    pthread_mutex_unlock(&xact_callbacks_mu);
    if (!known && n >= MAX_XACT_CALLBACKS)
        elog(ERROR, "too many transaction callbacks");
}

static void call_xact_callbacks(XactEvent event, int depth)
{
    int n = nxact_callbacks;
    for (int i = 0; i < n; i++) {
        if (event != XACT_EVENT_ABORT) {
            xact_callbacks[i](event, depth);
            continue;
        }
        PG_TRY(); /* the abort must go on */
        {
            xact_callbacks[i](event, depth);
        }
        PG_CATCH();
        {
            elog_write_server_log(elog_current_error());
            elog_flush_error();
        }
        PG_END_TRY();
    }
}

/* Finish the transaction with the given outcome; safe to call with no xid assigned. */
static void end_transaction(bool commit)
{
    call_xact_callbacks(commit ? XACT_EVENT_PRE_COMMIT : XACT_EVENT_ABORT, 0);
    fold_open_subxacts();
    TransactionId xid = cur_xid;
    bufmgr_release_all_pins();
    cur_xid = InvalidTransactionId;
    if (xid != InvalidTransactionId) {
        /* the log first: a commit is durable (and replayed) before anyone can see it */
        wal_commit_barrier_enter();
        PG_TRY();
        {
            XLogRecPtr unflushed = log_xact_end(xid, commit);
            set_clog_status(xid, commit, unflushed);
            end_subxids(commit, unflushed);
        }
        PG_CATCH();
        {
            wal_commit_barrier_leave();
            PG_RE_THROW();
        }
        PG_END_TRY();
        wal_commit_barrier_leave();
    } else
        end_subxids(commit, InvalidXLogRecPtr);
    finish_xact_state();
    pgstat_xact_end(commit);
    if (catalog_changed) {
        catcache_xact_end(xid, commit);
        catcache_bump_generation(); /* what others cached before it ended is stale now */
    }
    catalog_changed = false;
    run_pending_unlinks(commit);
    lock_release_all();
    cur_cid = 0;
}

/*
 * Abort cleanup must not fail half way: an error raised while aborting (the commit log could
 * not be written, say) is logged and the rest of the cleanup still runs.
 */
static void abort_transaction(void)
{
    PG_TRY();
    {
        end_transaction(false);
    }
    PG_CATCH();
    {
        elog_write_server_log(elog_current_error());
        elog_flush_error();
        bufmgr_release_all_pins();
        finish_xact_state();
        pgstat_xact_end(false);
        lock_release_all();
        cur_xid = InvalidTransactionId;
        catalog_changed = false;
        npending = 0;
    }
    PG_END_TRY();
}

static void abort_sub_level(int level);

/* Later commands of the transaction see what this one wrote. */
static void next_command_id(void)
{
    if (cur_cid == UINT32_MAX - 1)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("cannot have more than 2^32-2 commands in a transaction"));
    cur_cid++;
    snapshot_statement_end();
}

void xact_command_counter_increment(void)
{
    if (block_state == TBLOCK_STARTED || block_state == TBLOCK_INPROGRESS)
        next_command_id();
}

void xact_start_command(void)
{
    if (block_state == TBLOCK_DEFAULT) {
        start_transaction();
        block_state = TBLOCK_STARTED;
    }
}

void xact_commit_command(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
        bufmgr_release_all_pins();
        break;
    case TBLOCK_STARTED:
    case TBLOCK_END:
        block_state = TBLOCK_DEFAULT;
        PG_TRY();
        {
            end_transaction(true);
        }
        PG_CATCH();
        {
            abort_transaction();
            PG_RE_THROW();
        }
        PG_END_TRY();
        break;
    case TBLOCK_INPROGRESS:
        /* pins stay: a suspended portal's scan may resume in the next command */
        next_command_id();
        break;
    case TBLOCK_ABORT_PENDING:
        block_state = TBLOCK_DEFAULT;
        abort_transaction();
        break;
    case TBLOCK_ABORT:
    case TBLOCK_SUBABORT:
        bufmgr_release_all_pins();
        break;
    case TBLOCK_ABORT_END:
        block_state = TBLOCK_DEFAULT;
        start_transaction();
        break;
    }
}

void xact_abort_current(void)
{
    tempfile_close_all(); /* a failed statement's sorts leave no files */
    switch (block_state) {
    case TBLOCK_DEFAULT:
        bufmgr_release_all_pins();
        lock_release_all();
        break;
    case TBLOCK_STARTED:
    case TBLOCK_END:
    case TBLOCK_ABORT_PENDING:
        block_state = TBLOCK_DEFAULT;
        abort_transaction();
        break;
    case TBLOCK_INPROGRESS:
        if (nsubs > 0) { /* only the innermost savepoint fails */
            bufmgr_release_all_pins();
            abort_sub_level(nsubs - 1);
            block_state = TBLOCK_SUBABORT;
            break;
        }
        block_state = TBLOCK_ABORT;
        abort_transaction();
        break;
    case TBLOCK_ABORT:
    case TBLOCK_SUBABORT:
        bufmgr_release_all_pins();
        break;
    case TBLOCK_ABORT_END:
        block_state = TBLOCK_DEFAULT;
        bufmgr_release_all_pins();
        break;
    }
}

void xact_begin_block(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
        /* BEGIN outside xact_start_command: start the transaction it needs */
        start_transaction();
        block_state = TBLOCK_INPROGRESS;
        break;
    case TBLOCK_STARTED:
        block_state = TBLOCK_INPROGRESS;
        break;
    default:
        ereport(WARNING, errcode(ERRCODE_ACTIVE_SQL_TRANSACTION),
                errmsg("there is already a transaction in progress"));
        break;
    }
}

void xact_end_block(bool commit)
{
    switch (block_state) {
    case TBLOCK_INPROGRESS:
        block_state = commit ? TBLOCK_END : TBLOCK_ABORT_PENDING;
        break;
    case TBLOCK_ABORT:
        block_state = TBLOCK_ABORT_END;
        break;
    case TBLOCK_SUBABORT:
        block_state = TBLOCK_ABORT_PENDING;
        break;
    case TBLOCK_STARTED:
    case TBLOCK_DEFAULT:
        ereport(WARNING, errcode(ERRCODE_NO_ACTIVE_SQL_TRANSACTION),
                errmsg("there is no transaction in progress"));
        break;
    default:
        break;
    }
}

char xact_block_status(void)
{
    switch (block_state) {
    case TBLOCK_DEFAULT:
    case TBLOCK_STARTED:
        return 'I';
    case TBLOCK_ABORT:
    case TBLOCK_ABORT_END:
    case TBLOCK_SUBABORT:
        return 'E';
    default:
        return 'T';
    }
}

TransactionId xact_current_xid(void)
{
    if (cur_xid != InvalidTransactionId && nsubs == 0)
        return cur_xid;
    if (nsubs > 0 && subs[nsubs - 1].xid != InvalidTransactionId)
        return subs[nsubs - 1].xid;
    if (block_state == TBLOCK_ABORT || block_state == TBLOCK_ABORT_END ||
        block_state == TBLOCK_SUBABORT)
        ereport(ERROR, errcode(ERRCODE_IN_FAILED_SQL_TRANSACTION),
                errmsg("current transaction is aborted, commands ignored until end of "
                       "transaction block"));
    if (block_state == TBLOCK_DEFAULT) /* a write outside any command: run it implicitly */
        xact_start_command();
    if (cur_xid == InvalidTransactionId) {
        TransactionId xid = procarray_assign_xid(false);
        clog_set(xid, XID_IN_PROGRESS); /* room for its status */
        cur_xid = xid;
    }
    if (nsubs == 0)
        return cur_xid;
    /* in a savepoint: its own xid, after the parent's (PG's order) */
    SubXact *sx = &subs[nsubs - 1];
    if (sx->xid == InvalidTransactionId) {
        TransactionId xid = procarray_assign_xid(true);
        clog_set(xid, XID_IN_PROGRESS);
        sx->xid = xid;
    }
    return sx->xid;
}

bool xact_is_my_xid(TransactionId xid)
{
    if (xid == InvalidTransactionId || cur_xid == InvalidTransactionId)
        return false;
    if (xid == cur_xid)
        return true;
    for (int i = 0; i < nsubs; i++)
        if (subs[i].xid == xid)
            return true;
    for (int i = 0; i < nchildren; i++)
        if (children[i] == xid)
            return true;
    return false;
}

bool xact_in_subtransaction(void)
{
    return nsubs > 0;
}

int xact_savepoint_depth(void)
{
    return nsubs;
}

/* ---------------------------------------------------------------------------------------- */
/* Savepoints                                                                                */

/* Abort one savepoint level: its xid and its released children count as never having run. */
static void abort_sub_level(int level)
{
    SubXact *sx = &subs[level];
    for (int i = sx->first_child; i <= nchildren; i++) {
        TransactionId x = i < nchildren ? children[i] : sx->xid;
        if (x == InvalidTransactionId)
            continue;
        clog_set(x, XID_ABORTED);
        if (catalog_changed)
            catcache_xact_end(x, false);
    }
    for (int i = sx->first_pending; i < npending; i++)
        if (!pending[i].at_commit) {
            bufmgr_drop_relation(pending[i].relfilenode);
            smgr_unlink(pending[i].relfilenode);
        }
    npending = sx->first_pending;
    nchildren = sx->first_child;
    sx->xid = InvalidTransactionId;
    lock_release_since(sx->first_lock);
    pgstat_subxact_rollback(sx->first_stat);
    lock_wake_waiters(); /* someone may wait for one of those xids */
}

static int find_savepoint(const char *name)
{
    for (int i = nsubs - 1; i >= 0; i--)
        if (strcmp(subs[i].name, name) == 0)
            return i;
    return -1;
}

static void no_such_savepoint(const char *name)
{
    ereport(ERROR, errcode(ERRCODE_S_E_INVALID_SPECIFICATION),
            errmsg("savepoint \"%s\" does not exist", name));
}

static void push_savepoint(const char *name)
{
    subs = grow(subs, nsubs, &subs_cap, sizeof(SubXact), &subs_key);
    SubXact *sx = &subs[nsubs++];
    snprintf(sx->name, sizeof(sx->name), "%s", name);
    sx->xid = InvalidTransactionId;
    sx->first_pending = npending;
    sx->first_child = nchildren;
    sx->first_lock = lock_mark();
    sx->first_stat = pgstat_subxact_mark();
}

int xact_savepoint_level(const char *name)
{
    return find_savepoint(name);
}

char xact_commit_outcome(void)
{
    switch (block_state) {
    case TBLOCK_STARTED:
    case TBLOCK_END:
        return 'C';
    case TBLOCK_ABORT_PENDING:
        return 'A';
    default:
        return 0;
    }
}

int xact_abort_scope(void)
{
    switch (block_state) {
    case TBLOCK_STARTED:
    case TBLOCK_END:
    case TBLOCK_ABORT_PENDING:
        return 2;
    case TBLOCK_INPROGRESS:
        return nsubs > 0 ? 1 : 2;
    default:
        return 0;
    }
}

void xact_savepoint(const char *name)
{
    Assert(block_state == TBLOCK_INPROGRESS);
    push_savepoint(name);
}

void xact_release_savepoint(const char *name)
{
    int level = find_savepoint(name);
    if (level < 0)
        no_such_savepoint(name);
    for (int d = nsubs; d > level; d--)
        call_xact_callbacks(XACT_EVENT_SUBXACT_RELEASE, d);
    for (int i = nsubs - 1; i >= level; i--)
        if (subs[i].xid != InvalidTransactionId) {
            children = grow(children, nchildren, &children_cap, sizeof(TransactionId),
                            &children_key);
            children[nchildren++] = subs[i].xid;
        }
    nsubs = level;
}

void xact_rollback_to_savepoint(const char *name)
{
    int level = find_savepoint(name);
    if (level < 0)
        no_such_savepoint(name);
    bufmgr_release_all_pins();
    for (int i = nsubs - 1; i >= level; i--)
        abort_sub_level(i);
    char keep[NAMEDATALEN];
    snprintf(keep, sizeof(keep), "%s", name);
    int depth = nsubs;
    nsubs = level;
    push_savepoint(keep); /* ROLLBACK TO leaves the savepoint in place, empty */
    if (block_state == TBLOCK_SUBABORT)
        block_state = TBLOCK_INPROGRESS;
    for (int d = depth; d > level; d--)
        call_xact_callbacks(XACT_EVENT_SUBXACT_ROLLBACK, d);
}

CommandId xact_current_cid(void)
{
    return cur_cid;
}

TransactionId xact_xid_if_assigned(void)
{
    return cur_xid;
}

bool xact_is_active(void)
{
    return block_state != TBLOCK_DEFAULT && block_state != TBLOCK_ABORT &&
           block_state != TBLOCK_ABORT_END && block_state != TBLOCK_SUBABORT;
}

void xact_unlink_at_end(uint32 relfilenode, bool at_commit)
{
    if (npending == pending_cap) {
        int cap = pending_cap ? pending_cap * 2 : 8;
        PendingUnlink *n = realloc(pending, (size_t)cap * sizeof(PendingUnlink));
        if (!n)
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        pending = n;
        pending_cap = cap;
        pthread_once(&pending_key_once, pending_key_create);
        pthread_setspecific(pending_key, pending);
    }
    pending[npending].relfilenode = relfilenode;
    pending[npending].at_commit = at_commit;
    npending++;
}

void xact_note_catalog_change(void)
{
    catalog_changed = true;
    catcache_bump_generation();
}
