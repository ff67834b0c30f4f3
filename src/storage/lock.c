/*
 * lock.c: relation locks (lock.h), held by a thread's transaction until lock_release_all().
 *
 * The one idea: two kinds of holder per relation. ACCESS SHARE and ROW EXCLUSIVE are both
 * "shared" (they do not conflict with each other) and are counted; ACCESS EXCLUSIVE has one
 * owning thread and conflicts with every other thread's lock. A thread never conflicts with
 * itself, so it can upgrade to exclusive once it is the only holder. One mutex guards the
 * table and one condition variable wakes waiters whenever locks are released. Two threads that
 * both hold a shared lock and both wait to upgrade would wait forever: the second one to ask
 * gets ERROR 40P01 "deadlock detected" instead.
 */
#include "storage/lock.h"

#include <pthread.h>
#include <stdlib.h>

#include "common/elog.h"

#define LOCK_BUCKETS 256

typedef struct LockEntry {
    Oid relid;
    int shared_count;    /* shared holds, all threads, counting repeats */
    int exclusive_count; /* exclusive holds of the owner, counting repeats */
    pthread_t owner;     /* valid when exclusive_count > 0 */
    int upgrade_waiters; /* threads holding shared that wait for exclusive */
    int waiters;         /* threads waiting: the entry must outlive their wait */
    struct LockEntry *next;
} LockEntry;

/* A thread's own holds: one row per (relation, kind). */
typedef struct HeldLock {
    Oid relid;
    bool exclusive;
    int count;
} HeldLock;

static pthread_mutex_t lock_table_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t lock_released = PTHREAD_COND_INITIALIZER;
static LockEntry *buckets[LOCK_BUCKETS];

static _Thread_local HeldLock *held;
static _Thread_local int nheld, held_cap;
static pthread_key_t held_key; /* frees a thread's array when the thread exits */
static pthread_once_t held_key_once = PTHREAD_ONCE_INIT;

static void held_key_create(void)
{
    pthread_key_create(&held_key, free);
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
    if (e->shared_count || e->exclusive_count || e->waiters)
        return;
    for (LockEntry **p = &buckets[e->relid % LOCK_BUCKETS]; *p; p = &(*p)->next)
        if (*p == e) {
            *p = e->next;
            free(e);
            return;
        }
}

static HeldLock *held_find(Oid relid, bool exclusive)
{
    for (int i = 0; i < nheld; i++)
        if (held[i].relid == relid && held[i].exclusive == exclusive)
            return &held[i];
    return NULL;
}

/* Make room for one more held row before taking the mutex (allocation may fail). */
static void held_reserve(void)
{
    if (nheld < held_cap)
        return;
    int cap = held_cap ? held_cap * 2 : 16;
    HeldLock *n = realloc(held, (size_t)cap * sizeof(HeldLock));
    if (!n)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    held = n;
    held_cap = cap;
    pthread_once(&held_key_once, held_key_create);
    pthread_setspecific(held_key, held);
}

static void held_add(Oid relid, bool exclusive)
{
    HeldLock *h = held_find(relid, exclusive);
    if (h == NULL) {
        h = &held[nheld++];
        h->relid = relid;
        h->exclusive = exclusive;
        h->count = 0;
    }
    h->count++;
}

static bool i_own_exclusive(LockEntry *e)
{
    return e->exclusive_count > 0 && pthread_equal(e->owner, pthread_self());
}

void lock_relation(Oid relid, LockMode mode)
{
    if (mode == NoLock)
        return;
    held_reserve();
    bool exclusive = mode == AccessExclusiveLock;
    HeldLock *mine = held_find(relid, false);
    int my_shared = mine ? mine->count : 0;

    pthread_mutex_lock(&lock_table_mutex);
    LockEntry *e = entry_find(relid, true);
    if (e == NULL) {
        pthread_mutex_unlock(&lock_table_mutex);
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    }
    e->waiters++;
    if (!exclusive) {
        while (e->exclusive_count > 0 && !i_own_exclusive(e))
            pthread_cond_wait(&lock_released, &lock_table_mutex);
        e->shared_count++;
    } else {
        bool upgrading = my_shared > 0;
        if (upgrading && e->upgrade_waiters > 0 && e->shared_count > my_shared) {
            e->waiters--;
            pthread_mutex_unlock(&lock_table_mutex);
            ereport(ERROR, errcode(ERRCODE_T_R_DEADLOCK_DETECTED), errmsg("deadlock detected"),
                    errdetail("Two transactions wait to lock relation %u exclusively while "
                              "each holds a shared lock on it.",
                              relid));
        }
        if (upgrading)
            e->upgrade_waiters++;
        while ((e->exclusive_count > 0 && !i_own_exclusive(e)) || e->shared_count > my_shared)
            pthread_cond_wait(&lock_released, &lock_table_mutex);
        if (upgrading)
            e->upgrade_waiters--;
        e->exclusive_count++;
        e->owner = pthread_self();
    }
    e->waiters--;
    pthread_mutex_unlock(&lock_table_mutex);
    held_add(relid, exclusive);
}

void lock_release_all(void)
{
    if (nheld == 0)
        return;
    pthread_mutex_lock(&lock_table_mutex);
    for (int i = 0; i < nheld; i++) {
        LockEntry *e = entry_find(held[i].relid, false);
        if (NEVER(e == NULL))
            continue;
        if (held[i].exclusive)
            e->exclusive_count -= held[i].count;
        else
            e->shared_count -= held[i].count;
        Assert(e->exclusive_count >= 0 && e->shared_count >= 0);
        entry_free_if_unused(e);
    }
    nheld = 0;
    pthread_cond_broadcast(&lock_released);
    pthread_mutex_unlock(&lock_table_mutex);
}
