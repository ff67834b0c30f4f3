/*
 * snapshot.c: the table of running transactions ("proc array") and MVCC snapshots (snapshot.h).
 *
 * The one idea: an xid is assigned and listed as running under the same mutex a snapshot is
 * taken under, and it is unlisted only after its final status is in the commit log. So for
 * every xid below a snapshot's xmax, either the snapshot lists it as running or its outcome was
 * already in the clog when the snapshot was taken: a transaction is seen all or nothing.
 *
 * Each thread gets a slot on first use and gives it back when the thread exits. Lock order:
 * lock.c's table mutex, then proc_mutex, then control.c's counter lock.
 */
#include "storage/snapshot.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "storage/control.h"

typedef struct ProcSlot {
    bool used;
    int pid;
    TransactionId xid;  /* top-level xid, or 0 */
    TransactionId xmin; /* xmin of the transaction's first snapshot, or 0 */
    int nsub, subcap;
    TransactionId *subxids; /* subtransaction xids of the running transaction */
} ProcSlot;

static pthread_mutex_t proc_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t proc_once = PTHREAD_ONCE_INIT;
static pthread_key_t proc_key;
static ProcSlot *procs;
static int max_procs;

static _Thread_local int my_procno = -1;

/* This thread's snapshot: the buffer is reused from statement to statement. */
static _Thread_local SnapshotData cur_snap;
static _Thread_local int snap_cap;
static _Thread_local bool snap_valid;      /* cur_snap holds this statement's snapshot */
static _Thread_local bool xact_snap_taken; /* a snapshot was taken in this transaction */

static void slot_release(void *arg)
{
    (void)arg;
    procarray_release_my_slot();
}

void procarray_release_my_slot(void)
{
    if (my_procno < 0)
        return;
    pthread_mutex_lock(&proc_mutex);
    ProcSlot *p = &procs[my_procno];
    free(p->subxids);
    memset(p, 0, sizeof(*p));
    pthread_mutex_unlock(&proc_mutex);
    my_procno = -1;
    free(cur_snap.xip);
    cur_snap.xip = NULL;
    snap_cap = 0;
}

static void procs_create(void)
{
    max_procs = MaxConnections + 64;
    if (max_procs < 256)
        max_procs = 256;
    procs = calloc((size_t)max_procs, sizeof(ProcSlot));
    pthread_key_create(&proc_key, slot_release);
}

int procarray_max_procs(void)
{
    pthread_once(&proc_once, procs_create);
    return max_procs;
}

int procarray_my_procno(void)
{
    if (my_procno >= 0)
        return my_procno;
    pthread_once(&proc_once, procs_create);
    if (procs == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    pthread_mutex_lock(&proc_mutex);
    for (int i = 0; i < max_procs; i++)
        if (!procs[i].used) {
            procs[i].used = true;
            my_procno = i;
            break;
        }
    pthread_mutex_unlock(&proc_mutex);
    if (my_procno < 0)
        ereport(ERROR, errcode(ERRCODE_TOO_MANY_CONNECTIONS),
                errmsg("sorry, too many clients already"));
    pthread_setspecific(proc_key, (void *)1); /* non-NULL, so the destructor runs */
    return my_procno;
}

void procarray_set_my_pid(int pid)
{
    int me = procarray_my_procno();
    pthread_mutex_lock(&proc_mutex);
    procs[me].pid = pid;
    pthread_mutex_unlock(&proc_mutex);
}

int procarray_pid(int procno)
{
    if (procno < 0 || procno >= max_procs)
        return 0;
    pthread_mutex_lock(&proc_mutex);
    int pid = procs[procno].pid;
    pthread_mutex_unlock(&proc_mutex);
    return pid;
}

void procarray_slot_xids(int procno, TransactionId *xid, TransactionId *xmin)
{
    *xid = *xmin = 0;
    if (procno < 0 || procno >= max_procs)
        return;
    pthread_mutex_lock(&proc_mutex);
    if (procs[procno].used) {
        *xid = procs[procno].xid;
        *xmin = procs[procno].xmin;
    }
    pthread_mutex_unlock(&proc_mutex);
}

int procarray_slot_running_xids(int procno, TransactionId *out, int max)
{
    if (procno < 0 || procno >= max_procs)
        return 0;
    int n = 0;
    pthread_mutex_lock(&proc_mutex);
    ProcSlot *p = &procs[procno];
    if (p->used && p->xid != InvalidTransactionId) {
        if (n < max)
            out[n] = p->xid;
        n++;
        for (int s = 0; s < p->nsub; s++, n++)
            if (n < max)
                out[n] = p->subxids[s];
    }
    pthread_mutex_unlock(&proc_mutex);
    return n;
}

/* ------------------------------------------------------------------ xids */

/* Room for one more subxid in the slot, allocated before taking the mutex. */
static void reserve_subxid(ProcSlot *p)
{
    if (p->nsub < p->subcap)
        return;
    int cap = p->subcap ? p->subcap * 2 : 8;
    TransactionId *n = malloc((size_t)cap * sizeof(TransactionId));
    if (n == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    pthread_mutex_lock(&proc_mutex);
    if (p->nsub)
        memcpy(n, p->subxids, (size_t)p->nsub * sizeof(TransactionId));
    TransactionId *old = p->subxids;
    p->subxids = n;
    p->subcap = cap;
    pthread_mutex_unlock(&proc_mutex);
    free(old);
}

TransactionId procarray_assign_xid(bool subxact)
{
    int myno = procarray_my_procno(); /* first: it may create procs */
    ProcSlot *p = &procs[myno];
    if (subxact)
        reserve_subxid(p);
    TransactionId xid = InvalidTransactionId;
    pthread_mutex_lock(&proc_mutex);
    PG_TRY();
    {
        xid = control_assign_xid();
    }
    PG_CATCH();
    {
        pthread_mutex_unlock(&proc_mutex);
        PG_RE_THROW();
    }
    PG_END_TRY();
    if (subxact)
        p->subxids[p->nsub++] = xid;
    else
        p->xid = xid;
    pthread_mutex_unlock(&proc_mutex);
    return xid;
}

void procarray_end_xact(void)
{
    if (my_procno < 0)
        return;
    ProcSlot *p = &procs[my_procno];
    pthread_mutex_lock(&proc_mutex);
    p->xid = InvalidTransactionId;
    p->xmin = InvalidTransactionId;
    p->nsub = 0;
    pthread_mutex_unlock(&proc_mutex);
}

TransactionId procarray_oldest_xmin(void)
{
    pthread_once(&proc_once, procs_create);
    pthread_mutex_lock(&proc_mutex);
    TransactionId oldest = control_next_xid();
    for (int i = 0; i < max_procs; i++) {
        ProcSlot *p = &procs[i];
        if (!p->used)
            continue;
        if (p->xid != InvalidTransactionId && p->xid < oldest)
            oldest = p->xid;
        if (p->xmin != InvalidTransactionId && p->xmin < oldest)
            oldest = p->xmin;
        for (int s = 0; s < p->nsub; s++)
            if (p->subxids[s] < oldest)
                oldest = p->subxids[s];
    }
    pthread_mutex_unlock(&proc_mutex);
    return oldest;
}

int procarray_xid_owner(TransactionId xid)
{
    int owner = -1;
    if (xid == InvalidTransactionId)
        return -1;
    pthread_once(&proc_once, procs_create);
    pthread_mutex_lock(&proc_mutex);
    for (int i = 0; i < max_procs && owner < 0; i++) {
        ProcSlot *p = &procs[i];
        if (!p->used)
            continue;
        if (p->xid == xid)
            owner = i;
        for (int s = 0; s < p->nsub && owner < 0; s++)
            if (p->subxids[s] == xid)
                owner = i;
    }
    pthread_mutex_unlock(&proc_mutex);
    return owner;
}

/* ------------------------------------------------------------------ snapshots */

static int xid_cmp(const void *a, const void *b)
{
    TransactionId x = *(const TransactionId *)a, y = *(const TransactionId *)b;
    return x < y ? -1 : x > y;
}

/* How many xids a snapshot could list right now (an upper bound, read without the lock). */
static int running_upper_bound(void)
{
    int n = 0;
    for (int i = 0; i < max_procs; i++)
        if (__atomic_load_n(&procs[i].used, __ATOMIC_RELAXED))
            n += 1 + __atomic_load_n(&procs[i].nsub, __ATOMIC_RELAXED);
    return n;
}

static void take_snapshot(void)
{
    int myno = procarray_my_procno(); /* first: it may create procs */
    ProcSlot *me = &procs[myno];
    for (;;) {
        int need = running_upper_bound() + 16;
        if (need > snap_cap) {
            TransactionId *n = realloc(cur_snap.xip, (size_t)need * sizeof(TransactionId));
            if (n == NULL)
                ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
            cur_snap.xip = n;
            snap_cap = need;
        }
        pthread_mutex_lock(&proc_mutex);
        int count = 0;
        for (int i = 0; i < max_procs; i++)
            if (procs[i].used)
                count += (procs[i].xid != InvalidTransactionId) + procs[i].nsub;
        if (count > snap_cap) { /* more sessions arrived since we sized the buffer */
            pthread_mutex_unlock(&proc_mutex);
            continue;
        }
        TransactionId xmax = control_next_xid();
        TransactionId xmin = xmax;
        int n = 0;
        for (int i = 0; i < max_procs; i++) {
            ProcSlot *p = &procs[i];
            if (!p->used)
                continue;
            if (p->xid != InvalidTransactionId)
                cur_snap.xip[n++] = p->xid;
            for (int s = 0; s < p->nsub; s++)
                cur_snap.xip[n++] = p->subxids[s];
        }
        for (int i = 0; i < n; i++)
            if (cur_snap.xip[i] < xmin)
                xmin = cur_snap.xip[i];
        if (me->xmin == InvalidTransactionId)
            me->xmin = xmin;
        pthread_mutex_unlock(&proc_mutex);
        qsort(cur_snap.xip, (size_t)n, sizeof(TransactionId), xid_cmp);
        cur_snap.xcnt = n;
        cur_snap.xmin = xmin;
        cur_snap.xmax = xmax;
        return;
    }
}

Snapshot snapshot_get_current(void)
{
    if (!snap_valid) {
        take_snapshot();
        snap_valid = true;
        xact_snap_taken = true;
    }
    cur_snap.curcid = xact_current_cid();
    return &cur_snap;
}

Snapshot snapshot_copy(Snapshot snap)
{
    Snapshot c = palloc(sizeof(SnapshotData) + (size_t)snap->xcnt * sizeof(TransactionId));
    *c = *snap;
    c->xip = (TransactionId *)(c + 1);
    if (snap->xcnt)
        memcpy(c->xip, snap->xip, (size_t)snap->xcnt * sizeof(TransactionId));
    return c;
}

bool snapshot_xid_in_progress(Snapshot snap, TransactionId xid)
{
    if (xid < snap->xmin)
        return false;
    if (xid >= snap->xmax)
        return true;
    int lo = 0, hi = snap->xcnt - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (snap->xip[mid] == xid)
            return true;
        if (snap->xip[mid] < xid)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return false;
}

bool snapshot_taken_in_xact(void)
{
    return xact_snap_taken;
}

struct SnapshotSaved {
    bool valid;
    Snapshot snap; /* palloc'd copy, when valid */
};

SnapshotSaved *snapshot_push_latest(void)
{
    SnapshotSaved *saved = palloc0(sizeof(SnapshotSaved));
    saved->valid = snap_valid;
    if (snap_valid)
        saved->snap = snapshot_copy(&cur_snap);
    snap_valid = false;
    return saved;
}

void snapshot_pop(SnapshotSaved *saved)
{
    snap_valid = saved->valid;
    if (!saved->valid)
        return;
    Snapshot old = saved->snap;
    if (old->xcnt > snap_cap) {
        TransactionId *n = realloc(cur_snap.xip, (size_t)old->xcnt * sizeof(TransactionId));
        if (n == NULL) {
            snap_valid = false;
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        }
        cur_snap.xip = n;
        snap_cap = old->xcnt;
    }
    if (old->xcnt > 0)
        memcpy(cur_snap.xip, old->xip, (size_t)old->xcnt * sizeof(TransactionId));
    cur_snap.xcnt = old->xcnt;
    cur_snap.xmin = old->xmin;
    cur_snap.xmax = old->xmax;
}

void snapshot_statement_end(void)
{
    /* REPEATABLE READ (and SERIALIZABLE, which runs as it) keeps the transaction's snapshot */
    if (XactIsoLevel < XACT_REPEATABLE_READ)
        snap_valid = false;
}

void snapshot_xact_end(void)
{
    snap_valid = false;
    xact_snap_taken = false;
}
