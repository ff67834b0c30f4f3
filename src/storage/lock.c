/*
 * lock.c: relation locks, waits for transactions, and deadlock detection (lock.h).
 *
 * The one idea: every wait is an edge of one wait-for graph. A thread that waits records what
 * it waits for in its slot of waits[] (a relation lock in some mode, or the end of an xid);
 * the edges go from it to the holders of conflicting relation locks, or to the thread running
 * that xid. After deadlock_timeout of waiting, the waiter searches the graph for a path back
 * to itself; if it finds one it gives up with 40P01, which breaks the cycle.
 *
 * One mutex guards the lock table and waits[]; one condition variable is broadcast whenever a
 * lock is released or a transaction ends. Waiters sleep in short slices so that they can check
 * cancel, statement_timeout and lock_timeout (no ERROR is raised with the mutex held). Holders
 * are identified by their thread's slot number (snapshot.h). Lock order: this mutex, then the
 * proc array's.
 */
#include "storage/lock.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/stringinfo.h"
#include "storage/backend_status.h"
#include "storage/clog.h"
#include "storage/snapshot.h"

#define LOCK_BUCKETS 256
#define NUM_MODES 9
#define WAIT_SLICE_MS 20
#define DATABASE_OID 5 /* the one database ("postgres"), as deadlock reports name it */

_Thread_local void (*lock_interrupt_hook)(void);

/* Our enum order -> PG's lock level (1 AccessShare ... 8 AccessExclusive). */
static const int pg_level[NUM_MODES] = {0, 1, 3, 8, 2, 4, 5, 6, 7};
/* PG's conflict table by level: bit n set = conflicts with level n. */
static const int conflicts_by_level[9] = {
    0,
    1 << 8,                                               /* AccessShare */
    (1 << 7) | (1 << 8),                                  /* RowShare */
    (1 << 5) | (1 << 6) | (1 << 7) | (1 << 8),            /* RowExclusive */
    (1 << 4) | (1 << 5) | (1 << 6) | (1 << 7) | (1 << 8), /* ShareUpdateExclusive */
    (1 << 3) | (1 << 4) | (1 << 6) | (1 << 7) | (1 << 8), /* Share */
    (1 << 3) | (1 << 4) | (1 << 5) | (1 << 6) | (1 << 7) | (1 << 8), /* ShareRowExclusive */
    (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5) | (1 << 6) | (1 << 7) | (1 << 8), /* Exclusive */
    0x1FE, /* AccessExclusive: everything */
};

static bool modes_conflict(LockMode a, LockMode b)
{
    return (conflicts_by_level[pg_level[a]] >> pg_level[b]) & 1;
}

const char *lock_mode_name(LockMode mode)
{
    static const char *const names[NUM_MODES] = {
        "NoLock", "AccessShareLock", "RowExclusiveLock", "AccessExclusiveLock", "RowShareLock",
        "ShareUpdateExclusiveLock", "ShareLock", "ShareRowExclusiveLock", "ExclusiveLock"};
    return (unsigned)mode < NUM_MODES ? names[mode] : "?";
}

typedef struct Holder {
    int procno;
    int counts[NUM_MODES];
    struct Holder *next;
} Holder;

typedef struct LockEntry {
    Oid relid;
    Holder *holders;
    int waiters; /* threads waiting: the entry must outlive their wait */
    struct LockEntry *next;
} LockEntry;

typedef enum WaitKind { WAIT_NONE, WAIT_RELATION, WAIT_XID } WaitKind;

typedef struct WaitRec {
    WaitKind kind;
    Oid relid;
    LockMode mode;
    TransactionId xid;
    int64 since; /* pg_locks' waitstart */
} WaitRec;

static pthread_mutex_t lock_table_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t lock_released = PTHREAD_COND_INITIALIZER;
static LockEntry *buckets[LOCK_BUCKETS];
static WaitRec *waits; /* by procno */
static int nwaiting;   /* threads in a wait: release broadcasts only if someone listens */
static pthread_once_t waits_once = PTHREAD_ONCE_INIT;

/* The relations this thread holds something on (each once). */
static _Thread_local Oid *held;
static _Thread_local int nheld, held_cap;
static pthread_key_t held_key; /* frees a thread's array when the thread exits */

/*
 * Each (relation, mode) this thread's transaction holds, in the order it was first taken:
 * a subtransaction that aborts gives back what it took (lock_release_since), as PG's resource
 * owners do, while what the parent held before stays.
 */
typedef struct Acquired {
    Oid relid;
    LockMode mode;
} Acquired;
static _Thread_local Acquired *acq;
static _Thread_local int nacq, acq_cap;
static pthread_key_t acq_key;

static void waits_create(void)
{
    waits = calloc((size_t)procarray_max_procs(), sizeof(WaitRec));
    pthread_key_create(&held_key, free);
    pthread_key_create(&acq_key, free);
}

static LockEntry *entry_find(Oid relid, bool create)
{
    LockEntry **head = &buckets[relid % LOCK_BUCKETS];
    for (LockEntry *e = *head; e; e = e->next)
        if (e->relid == relid)
            return e;
    if (!create)
        return NULL;
    LockEntry *e = calloc(1, sizeof(LockEntry));
    if (e) {
        e->relid = relid;
        e->next = *head;
        *head = e;
    }
    return e;
}

static void entry_free_if_unused(LockEntry *e)
{
    if (e->holders || e->waiters)
        return;
    for (LockEntry **p = &buckets[e->relid % LOCK_BUCKETS]; *p; p = &(*p)->next)
        if (*p == e) {
            *p = e->next;
            free(e);
            return;
        }
}

static Holder *holder_find(LockEntry *e, int procno)
{
    for (Holder *h = e->holders; h; h = h->next)
        if (h->procno == procno)
            return h;
    return NULL;
}

/* Does any other thread hold a mode that conflicts with mode? */
static bool conflicts_with_others(LockEntry *e, LockMode mode, int me)
{
    for (Holder *h = e->holders; h; h = h->next) {
        if (h->procno == me)
            continue;
        for (int m = 1; m < NUM_MODES; m++)
            if (h->counts[m] > 0 && modes_conflict(mode, (LockMode)m))
                return true;
    }
    return false;
}

/* Make room for one more held relation before taking the mutex (allocation may fail). */
static void held_reserve(void)
{
    if (nheld < held_cap)
        return;
    int cap = held_cap ? held_cap * 2 : 16;
    Oid *n = realloc(held, (size_t)cap * sizeof(Oid));
    if (!n)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    held = n;
    held_cap = cap;
    pthread_setspecific(held_key, held);
}

static void acq_reserve(void)
{
    if (nacq < acq_cap)
        return;
    int cap = acq_cap ? acq_cap * 2 : 16;
    Acquired *n = realloc(acq, (size_t)cap * sizeof(Acquired));
    if (!n)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    acq = n;
    acq_cap = cap;
    pthread_setspecific(acq_key, acq);
}

/* ------------------------------------------------------------------ deadlock detection */

/*
 * Depth-first search for a path of wait edges from start back to start; with the mutex held.
 * path[] receives the procs on the cycle (path[0] = start), and the return is its length.
 */
static int wait_edges(int p, int *out, int max)
{
    int n = 0;
    WaitRec *w = &waits[p];
    if (w->kind == WAIT_XID) {
        int owner = procarray_xid_owner(w->xid);
        if (owner >= 0 && owner != p)
            out[n++] = owner;
    } else if (w->kind == WAIT_RELATION) {
        LockEntry *e = entry_find(w->relid, false);
        for (Holder *h = e ? e->holders : NULL; h && n < max; h = h->next) {
            if (h->procno == p)
                continue;
            for (int m = 1; m < NUM_MODES; m++)
                if (h->counts[m] > 0 && modes_conflict(w->mode, (LockMode)m)) {
                    out[n++] = h->procno;
                    break;
                }
        }
    }
    return n;
}

static bool dfs(int p, int start, bool *visited, int *path, int depth, int *len, int max)
{
    int edges[64];
    int n = wait_edges(p, edges, 64);
    for (int i = 0; i < n; i++) {
        int q = edges[i];
        if (q == start) {
            *len = depth + 1;
            return true;
        }
        if (visited[q] || depth + 1 >= max)
            continue;
        visited[q] = true;
        path[depth + 1] = q;
        if (dfs(q, start, visited, path, depth + 1, len, max))
            return true;
    }
    return false;
}

/* With the mutex held: a cycle through me? Fills detail (malloc'd) for the report. */
static bool find_deadlock(int me, char **detail)
{
    int max = procarray_max_procs();
    bool *visited = calloc((size_t)max, sizeof(bool));
    int *path = calloc((size_t)max, sizeof(int));
    int len = 0;
    bool found = false;
    if (visited && path) {
        visited[me] = true;
        path[0] = me;
        found = dfs(me, me, visited, path, 0, &len, max);
    }
    if (found) {
        size_t cap = 256 * (size_t)len + 1, used = 0;
        char *d = malloc(cap);
        for (int i = 0; d && i < len; i++) {
            int p = path[i], next = path[(i + 1) % len];
            WaitRec *w = &waits[p];
            if (w->kind == WAIT_XID)
                used += (size_t)snprintf(d + used, cap - used,
                                         "%sProcess %d waits for ShareLock on transaction %llu; "
                                         "blocked by process %d.",
                                         i ? "\n" : "", procarray_pid(p),
                                         (unsigned long long)w->xid, procarray_pid(next));
            else
                used += (size_t)snprintf(d + used, cap - used,
                                         "%sProcess %d waits for %s on relation %u of database "
                                         "%u; blocked by process %d.",
                                         i ? "\n" : "", procarray_pid(p), lock_mode_name(w->mode),
                                         w->relid, DATABASE_OID, procarray_pid(next));
        }
        *detail = d;
    }
    free(visited);
    free(path);
    return found;
}

/* ------------------------------------------------------------------ waiting */

typedef struct WaitCtx {
    const char *what; /* "updating", "deleting", "locking" or NULL */
    uint32 blk;
    uint16 off;
    const char *relname;
} WaitCtx;

static int64 now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void add_context(const WaitCtx *cx)
{
    if (cx && cx->what)
        errcontext_msg("while %s tuple (%u,%u) in relation \"%s\"", cx->what, cx->blk, cx->off,
                       cx->relname);
}

/* Done waiting (mutex held): forget the wait record. */
static void wait_finish(int me, LockEntry *e)
{
    waits[me].kind = WAIT_NONE;
    nwaiting--;
    backend_status_report_wait(NULL, NULL);
    if (e) {
        e->waiters--;
        entry_free_if_unused(e);
    }
}

/*
 * One slice of waiting, entered and left with the mutex held. Raises (after releasing the
 * mutex and the wait record) on cancel, timeouts and deadlock.
 */
static void wait_slice(int me, LockEntry *e, int64 start, bool *checked, const WaitCtx *cx)
{
    int64 now = now_ms();
    int64 slice = WAIT_SLICE_MS;
    if (!*checked && now - start >= deadlock_timeout_ms) {
        *checked = true;
        char *detail = NULL;
        if (find_deadlock(me, &detail)) {
            wait_finish(me, e);
            pthread_mutex_unlock(&lock_table_mutex);
            char buf[2048];
            snprintf(buf, sizeof(buf), "%s", detail ? detail : "");
            free(detail);
            ereport(ERROR, errcode(ERRCODE_T_R_DEADLOCK_DETECTED), errmsg("deadlock detected"),
                    errdetail("%s", buf), errhint("See server log for query details."),
                    add_context(cx), 0);
        }
    }
    if (lock_timeout_ms > 0 && now - start >= lock_timeout_ms) {
        wait_finish(me, e);
        pthread_mutex_unlock(&lock_table_mutex);
        ereport(ERROR, errcode(ERRCODE_LOCK_NOT_AVAILABLE),
                errmsg("canceling statement due to lock timeout"), add_context(cx), 0);
    }
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_nsec += slice * 1000000;
    ts.tv_sec += ts.tv_nsec / 1000000000;
    ts.tv_nsec %= 1000000000;
    pthread_cond_timedwait(&lock_released, &lock_table_mutex, &ts);
    if (lock_interrupt_hook) {
        pthread_mutex_unlock(&lock_table_mutex);
        PG_TRY();
        {
            lock_interrupt_hook();
        }
        PG_CATCH();
        {
            pthread_mutex_lock(&lock_table_mutex);
            wait_finish(me, e);
            pthread_mutex_unlock(&lock_table_mutex);
            PG_RE_THROW();
        }
        PG_END_TRY();
        pthread_mutex_lock(&lock_table_mutex);
    }
}

/* Now as a timestamptz (microseconds since 2000-01-01 UTC). */
static int64 now_timestamptz(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return ((int64)ts.tv_sec - INT64_C(946684800)) * 1000000 + ts.tv_nsec / 1000;
}

static void wait_begin(int me, WaitKind kind, Oid relid, LockMode mode, TransactionId xid)
{
    waits[me].since = now_timestamptz();
    waits[me].kind = kind;
    waits[me].relid = relid;
    waits[me].mode = mode;
    waits[me].xid = xid;
    nwaiting++;
    /* pg_stat_activity's wait event: PG's names for a table lock and a row's xid */
    backend_status_report_wait("Lock", kind == WAIT_XID ? "transactionid" : "relation");
}

/* ------------------------------------------------------------------ relation locks */

static bool i_hold_any(LockEntry *e, int me)
{
    Holder *h = holder_find(e, me);
    if (h == NULL)
        return false;
    for (int m = 1; m < NUM_MODES; m++)
        if (h->counts[m] > 0)
            return true;
    return false;
}

/* Take the lock, waiting for it unless dontwait (then false when it is not free at once). */
static bool lock_acquire(Oid relid, LockMode mode, bool dontwait)
{
    if (mode == NoLock)
        return true;
    int me = procarray_my_procno();
    pthread_once(&waits_once, waits_create);
    if (waits == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    held_reserve();
    acq_reserve();
    Holder *spare = calloc(1, sizeof(Holder));
    if (spare == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));

    pthread_mutex_lock(&lock_table_mutex);
    LockEntry *e = entry_find(relid, true);
    if (e == NULL) {
        pthread_mutex_unlock(&lock_table_mutex);
        free(spare);
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    }
    if (dontwait && conflicts_with_others(e, mode, me)) {
        entry_free_if_unused(e);
        pthread_mutex_unlock(&lock_table_mutex);
        free(spare);
        return false;
    }
    if (conflicts_with_others(e, mode, me)) {
        /*
         * Lock upgrade: if a cycle exists already (another holder waits for what I hold) I am
         * the one closing it, so fail at once rather than after deadlock_timeout.
         */
        e->waiters++;
        wait_begin(me, WAIT_RELATION, relid, mode, 0);
        char *detail = NULL;
        if (i_hold_any(e, me) && find_deadlock(me, &detail)) {
            wait_finish(me, e);
            pthread_mutex_unlock(&lock_table_mutex);
            free(spare);
            char buf[2048];
            snprintf(buf, sizeof(buf), "%s", detail ? detail : "");
            free(detail);
            ereport(ERROR, errcode(ERRCODE_T_R_DEADLOCK_DETECTED), errmsg("deadlock detected"),
                    errdetail("%s", buf), errhint("See server log for query details."));
        }
        int64 start = now_ms();
        bool checked = false;
        PG_TRY();
        {
            while (conflicts_with_others(e, mode, me))
                wait_slice(me, e, start, &checked, NULL);
        }
        PG_CATCH();
        {
            free(spare);
            PG_RE_THROW();
        }
        PG_END_TRY();
        wait_finish(me, NULL);
        e->waiters--;
    }
    Holder *h = holder_find(e, me);
    if (h == NULL) {
        h = spare;
        spare = NULL;
        h->procno = me;
        h->next = e->holders;
        e->holders = h;
        held[nheld++] = relid;
    }
    if (h->counts[mode]++ == 0)
        acq[nacq++] = (Acquired){relid, mode};
    pthread_mutex_unlock(&lock_table_mutex);
    free(spare);
    return true;
}

void lock_relation(Oid relid, LockMode mode)
{
    lock_acquire(relid, mode, false);
}

bool lock_relation_conditional(Oid relid, LockMode mode)
{
    return lock_acquire(relid, mode, true);
}

int lock_mark(void)
{
    return nacq;
}

/* Forget relid in held[] once this thread holds no mode on it any more. */
static void held_remove(Oid relid)
{
    for (int i = 0; i < nheld; i++)
        if (held[i] == relid) {
            held[i] = held[--nheld];
            return;
        }
}

void lock_release_since(int mark)
{
    if (mark >= nacq)
        return;
    int me = procarray_my_procno();
    pthread_mutex_lock(&lock_table_mutex);
    for (int i = nacq - 1; i >= mark; i--) {
        LockEntry *e = entry_find(acq[i].relid, false);
        if (NEVER(e == NULL))
            continue;
        Holder *h = holder_find(e, me);
        if (NEVER(h == NULL))
            continue;
        h->counts[acq[i].mode] = 0;
        if (!i_hold_any(e, me)) {
            for (Holder **p = &e->holders; *p; p = &(*p)->next)
                if (*p == h) {
                    *p = h->next;
                    break;
                }
            free(h);
            held_remove(acq[i].relid);
            entry_free_if_unused(e);
        }
    }
    nacq = mark;
    if (nwaiting > 0)
        pthread_cond_broadcast(&lock_released);
    pthread_mutex_unlock(&lock_table_mutex);
}

void lock_release_all(void)
{
    if (nheld == 0 && __atomic_load_n(&nwaiting, __ATOMIC_RELAXED) == 0)
        return;
    int me = procarray_my_procno();
    pthread_mutex_lock(&lock_table_mutex);
    for (int i = 0; i < nheld; i++) {
        LockEntry *e = entry_find(held[i], false);
        if (NEVER(e == NULL))
            continue;
        for (Holder **p = &e->holders; *p; p = &(*p)->next)
            if ((*p)->procno == me) {
                Holder *h = *p;
                *p = h->next;
                free(h);
                break;
            }
        entry_free_if_unused(e);
    }
    nheld = 0;
    nacq = 0;
    if (nwaiting > 0)
        pthread_cond_broadcast(&lock_released);
    pthread_mutex_unlock(&lock_table_mutex);
}

void lock_wake_waiters(void)
{
    pthread_mutex_lock(&lock_table_mutex);
    if (nwaiting > 0)
        pthread_cond_broadcast(&lock_released);
    pthread_mutex_unlock(&lock_table_mutex);
}

/* ------------------------------------------------------------------ pg_locks */

/* Append one row if there is room; count it anyway. */
static void status_add(LockStatus *out, int cap, int *n, LockStatus row)
{
    if (*n < cap)
        out[*n] = row;
    (*n)++;
}

/* With the mutex held: every lock and wait, the first cap of them into out; returns the count. */
static int status_collect(LockStatus *out, int cap)
{
    int n = 0;
    for (int b = 0; b < LOCK_BUCKETS; b++)
        for (LockEntry *e = buckets[b]; e; e = e->next)
            for (Holder *h = e->holders; h; h = h->next)
                for (int m = 1; m < NUM_MODES; m++)
                    if (h->counts[m] > 0)
                        status_add(out, cap, &n,
                                   (LockStatus){LOCKTAG_RELATION, e->relid, 0, h->procno,
                                                (LockMode)m, true, 0});
    int max = procarray_max_procs();
    for (int p = 0; p < max; p++) {
        TransactionId some[64], *xids = some;
        int room = (int)lengthof(some);
        int nx = procarray_slot_running_xids(p, xids, room);
        if (nx > room && (xids = malloc((size_t)(nx + 64) * sizeof(TransactionId))) != NULL) {
            room = nx + 64; /* many subtransactions: no ERROR here, so no palloc */
            nx = procarray_slot_running_xids(p, xids, room);
        } else if (xids == NULL)
            xids = some;
        for (int i = 0; i < nx && i < room; i++)
            if (i == 0 || clog_get(xids[i]) == XID_IN_PROGRESS) /* not an aborted subxact */
                status_add(out, cap, &n,
                           (LockStatus){LOCKTAG_TRANSACTION, InvalidOid, xids[i], p,
                                        ExclusiveLock, true, 0});
        if (xids != some)
            free(xids);
        const WaitRec *w = waits ? &waits[p] : NULL;
        if (w && w->kind == WAIT_RELATION)
            status_add(out, cap, &n,
                       (LockStatus){LOCKTAG_RELATION, w->relid, 0, p, w->mode, false, w->since});
        else if (w && w->kind == WAIT_XID)
            status_add(out, cap, &n,
                       (LockStatus){LOCKTAG_TRANSACTION, InvalidOid, w->xid, p, ShareLock, false,
                                    w->since});
    }
    return n;
}

int lock_blocking_procs(int procno, int *out, int max)
{
    pthread_once(&waits_once, waits_create);
    if (waits == NULL || procno < 0 || procno >= procarray_max_procs())
        return 0;
    pthread_mutex_lock(&lock_table_mutex);
    int n = wait_edges(procno, out, max);
    pthread_mutex_unlock(&lock_table_mutex);
    return n;
}

LockStatus *lock_status_snapshot(int *n)
{
    pthread_once(&waits_once, waits_create);
    int cap = 64;
    for (;;) {
        LockStatus *out = malloc((size_t)cap * sizeof(LockStatus));
        if (out == NULL)
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        pthread_mutex_lock(&lock_table_mutex);
        int count = status_collect(out, cap);
        pthread_mutex_unlock(&lock_table_mutex);
        if (count <= cap) {
            *n = count;
            return out;
        }
        free(out);
        cap = count + 64; /* more came while we were away: try again with room to spare */
    }
}

/* ------------------------------------------------------------------ transaction waits */

void lock_wait_xid(TransactionId xid, const char *what, uint32 blk, uint16 off,
                   const char *relname)
{
    if (clog_get(xid) != XID_IN_PROGRESS)
        return;
    int me = procarray_my_procno();
    pthread_once(&waits_once, waits_create);
    if (waits == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    WaitCtx cx = {what, blk, off, relname};
    pthread_mutex_lock(&lock_table_mutex);
    wait_begin(me, WAIT_XID, InvalidOid, ShareLock, xid);
    int64 start = now_ms();
    bool checked = false;
    /*
     * An xid no thread runs any more, but still "in progress" in the clog, belonged to a
     * server that stopped without finishing it: treat it as ended.
     */
    while (clog_get(xid) == XID_IN_PROGRESS && procarray_xid_owner(xid) >= 0)
        wait_slice(me, NULL, start, &checked, &cx);
    wait_finish(me, NULL);
    pthread_mutex_unlock(&lock_table_mutex);
}
