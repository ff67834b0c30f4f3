/*
 * test_catalog.c: the catalog: create, look up, drop; the duplicate-name error; what other
 * sessions see of uncommitted DDL; an aborted CREATE leaving no trace (cache and file); and
 * everything surviving a restart without oid reuse.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/lock.h"
#include "storage/storage.h"
#include "storage/xact.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            __atomic_fetch_add(&failures, 1, __ATOMIC_RELAXED);                                    \
        }                                                                                          \
    } while (0)

static char datadir[] = "/tmp/basalt_test_catalog_XXXXXX";

static TupleDesc two_columns(void)
{
    TupleDesc td = tupdesc_create(2);
    snprintf(td->attrs[0].attname, NAMEDATALEN, "id");
    td->attrs[0].atttypid = 23;
    td->attrs[0].attlen = 4;
    td->attrs[0].attbyval = true;
    td->attrs[0].attalign = 'i';
    td->attrs[0].attnotnull = true;
    snprintf(td->attrs[1].attname, NAMEDATALEN, "label");
    td->attrs[1].atttypid = 1043;
    td->attrs[1].atttypmod = 24;
    td->attrs[1].attlen = -1;
    td->attrs[1].attalign = 'i';
    td->attrs[1].attcollation = 100;
    return td;
}

static Oid create(const char *name)
{
    return catalog_create_relation(name, PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', two_columns(),
                                   BOOTSTRAP_SUPERUSERID);
}

static Oid lookup(const char *name)
{
    return catalog_relation_oid(PG_PUBLIC_NAMESPACE, name);
}

static bool file_exists(Oid relfilenode)
{
    char path[600];
    snprintf(path, sizeof(path), "%s/base/%u", datadir, relfilenode);
    return access(path, F_OK) == 0;
}

/* Run fn in its own implicit transaction; returns the SQLSTATE it raised, or "" if none. */
static const char *in_xact(void (*fn)(void *), void *arg)
{
    static _Thread_local char state[6];
    state[0] = '\0';
    xact_start_command();
    PG_TRY();
    {
        fn(arg);
        xact_commit_command();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        memcpy(state, e->sqlstate, 6);
        elog_flush_error();
        xact_abort_current();
    }
    PG_END_TRY();
    return state;
}

static void do_create(void *name)
{
    create(name);
}

/* Call fn in the current transaction; returns the SQLSTATE it raised ("" if none), the message
 * in msg. */
static const char *try_call(void (*fn)(void *), void *arg, char *msg, size_t n)
{
    static _Thread_local char state[6];
    state[0] = '\0';
    msg[0] = '\0';
    PG_TRY();
    {
        fn(arg);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        memcpy(state, e->sqlstate, 6);
        snprintf(msg, n, "%s", e->message);
        elog_flush_error();
    }
    PG_END_TRY();
    return state;
}

static void do_drop_oid(void *arg)
{
    catalog_drop_relation(*(Oid *)arg);
}

static void do_open_oid(void *arg)
{
    relation_open(*(Oid *)arg, AccessShareLock);
}

static void check_desc(Oid relid, const char *name)
{
    xact_start_command();
    Relation rel = relation_open(relid, AccessShareLock);
    CHECK(rel->rd_id == relid && strcmp(rel->relname, name) == 0);
    CHECK(rel->relnamespace == PG_PUBLIC_NAMESPACE && rel->relkind == 'r');
    CHECK(rel->relfilenode == relid);
    CHECK(rel->rd_att->natts == 2);
    Form_attribute a = TupleDescAttr(rel->rd_att, 0), b = TupleDescAttr(rel->rd_att, 1);
    CHECK(strcmp(a->attname, "id") == 0 && a->atttypid == 23 && a->attlen == 4 && a->attbyval &&
          a->attalign == 'i' && a->attnotnull && a->attnum == 1);
    CHECK(strcmp(b->attname, "label") == 0 && b->atttypid == 1043 && b->atttypmod == 24 &&
          b->attlen == -1 && !b->attbyval && b->attcollation == 100 && b->attnum == 2);
    relation_close(rel);
    xact_commit_command();
}

static void test_bootstrap(void)
{
    CHECK(catalog_namespace_oid("pg_catalog") == PG_CATALOG_NAMESPACE);
    CHECK(catalog_namespace_oid("public") == PG_PUBLIC_NAMESPACE);
    CHECK(catalog_namespace_oid("nope") == InvalidOid);
    CHECK(strcmp(catalog_namespace_name(PG_PUBLIC_NAMESPACE), "public") == 0);
    CHECK(catalog_relation_oid(PG_CATALOG_NAMESPACE, "pg_class") == 1259);
    CHECK(catalog_relation_oid(PG_CATALOG_NAMESPACE, "pg_attribute") == 1249);
    CHECK(catalog_relation_oid(PG_CATALOG_NAMESPACE, "pg_namespace") == 2615);
    CHECK(lookup("pg_class") == InvalidOid);
    xact_start_command();
    char msg[200];
    Oid pg_class = 1259;
    CHECK(strcmp(try_call(do_drop_oid, &pg_class, msg, sizeof(msg)), "42501") == 0);
    CHECK(strcmp(msg, "permission denied: \"pg_class\" is a system catalog") == 0);
    xact_abort_current();
}

static Oid a_oid, c_oid;

static void test_create_duplicate_abort(void)
{
    CHECK(strcmp(in_xact(do_create, "a"), "") == 0);
    a_oid = lookup("a");
    CHECK(a_oid >= 16384);
    CHECK(file_exists(a_oid));
    check_desc(a_oid, "a");

    /* duplicate: 42P07 with PG's message */
    xact_start_command();
    char msg[200];
    CHECK(strcmp(try_call(do_create, "a", msg, sizeof(msg)), "42P07") == 0);
    CHECK(strcmp(msg, "relation \"a\" already exists") == 0);
    xact_abort_current();

    /* an aborted CREATE: visible inside its transaction, gone after, file removed */
    xact_start_command();
    Oid b = create("b");
    CHECK(lookup("b") == b);
    CHECK(file_exists(b));
    xact_abort_current();
    CHECK(lookup("b") == InvalidOid);
    CHECK(!file_exists(b));
    /* the name is free again */
    CHECK(strcmp(in_xact(do_create, "b"), "") == 0);
    CHECK(lookup("b") != InvalidOid && lookup("b") != b);

    /* a relation_open of an oid that does not exist: 42P01 */
    xact_start_command();
    CHECK(strcmp(try_call(do_open_oid, &b, msg, sizeof(msg)), "42P01") == 0);
    xact_abort_current();
}

/* What another session sees while this one has DDL in flight. */
static void *other_session(void *arg)
{
    const char *phase = arg;
    if (strcmp(phase, "create") == 0) {
        CHECK(lookup("c") == InvalidOid);                     /* not committed yet */
        CHECK(strcmp(in_xact(do_create, "c"), "42P07") == 0); /* but the name is taken */
    } else if (strcmp(phase, "drop") == 0) {
        CHECK(lookup("a") == a_oid); /* the drop is not committed yet */
    } else if (strcmp(phase, "after") == 0) {
        CHECK(lookup("c") == c_oid);
        CHECK(lookup("a") == InvalidOid);
    }
    return NULL;
}

static void run_other(const char *phase)
{
    pthread_t th;
    pthread_create(&th, NULL, other_session, (void *)phase);
    pthread_join(th, NULL);
}

static void test_visibility_across_sessions(void)
{
    xact_start_command();
    xact_begin_block();
    xact_commit_command();

    xact_start_command();
    c_oid = create("c");
    xact_commit_command();
    run_other("create");

    xact_start_command();
    catalog_drop_relation(a_oid);
    CHECK(lookup("a") == InvalidOid); /* gone for this transaction at once */
    xact_commit_command();
    run_other("drop");
    CHECK(file_exists(a_oid)); /* removed at commit only */

    xact_start_command();
    xact_end_block(true);
    xact_commit_command();
    run_other("after");
    CHECK(!file_exists(a_oid));

    /* DROP rolled back: still there */
    xact_start_command();
    xact_begin_block();
    catalog_drop_relation(c_oid);
    CHECK(lookup("c") == InvalidOid);
    xact_end_block(false);
    xact_commit_command();
    CHECK(lookup("c") == c_oid);
    CHECK(file_exists(c_oid));

    /* CREATE and DROP in one transaction */
    xact_start_command();
    xact_begin_block();
    xact_commit_command();
    xact_start_command();
    Oid d = create("d");
    xact_commit_command();
    xact_start_command();
    catalog_drop_relation(d);
    CHECK(lookup("d") == InvalidOid);
    xact_commit_command();
    xact_start_command();
    Oid d2 = create("d"); /* the name is free again inside the same transaction */
    CHECK(d2 != d);
    xact_end_block(true);
    xact_commit_command();
    CHECK(lookup("d") == d2);
    CHECK(!file_exists(d) && file_exists(d2));
}

/* DROP waits for a reader's lock; two lock upgraders: one gets 40P01. */
static Oid f_oid;
static volatile int drop_done;
static pthread_barrier_t barrier;

static void *dropper(void *arg)
{
    char msg[200];
    xact_start_command();
    CHECK(strcmp(try_call(do_drop_oid, &f_oid, msg, sizeof(msg)), "") == 0);
    xact_commit_command();
    __atomic_store_n(&drop_done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

static void do_upgrade(void *arg)
{
    lock_relation(*(Oid *)arg, AccessExclusiveLock);
}

static void *upgrader(void *arg)
{
    int me = (int)(intptr_t)arg;
    char msg[200];
    xact_start_command();
    lock_relation(f_oid, AccessShareLock);
    pthread_barrier_wait(&barrier);
    if (me == 1)
        usleep(100 * 1000); /* let the other one wait first */
    const char *st = try_call(do_upgrade, &f_oid, msg, sizeof(msg));
    if (me == 1)
        CHECK(strcmp(st, "40P01") == 0 && strcmp(msg, "deadlock detected") == 0);
    else
        CHECK(strcmp(st, "") == 0);
    if (st[0])
        xact_abort_current();
    else
        xact_commit_command();
    return NULL;
}

static void test_locks(void)
{
    CHECK(strcmp(in_xact(do_create, "f"), "") == 0);
    f_oid = lookup("f");

    pthread_t th[2];
    pthread_barrier_init(&barrier, NULL, 2);
    pthread_create(&th[0], NULL, upgrader, (void *)(intptr_t)0);
    pthread_create(&th[1], NULL, upgrader, (void *)(intptr_t)1);
    pthread_join(th[0], NULL);
    pthread_join(th[1], NULL);
    pthread_barrier_destroy(&barrier);

    xact_start_command();
    Relation rel = relation_open(f_oid, AccessShareLock);
    relation_open(f_oid, RowExclusiveLock); /* shared modes do not conflict, even repeated */
    pthread_t th2;
    pthread_create(&th2, NULL, dropper, NULL);
    usleep(200 * 1000);
    CHECK(__atomic_load_n(&drop_done, __ATOMIC_SEQ_CST) == 0); /* waiting for our lock */
    relation_close(rel);
    CHECK(__atomic_load_n(&drop_done, __ATOMIC_SEQ_CST) == 0); /* close keeps the lock */
    xact_commit_command();
    pthread_join(th2, NULL);
    CHECK(drop_done == 1);
    CHECK(lookup("f") == InvalidOid);
}

/*
 * A crash (the process exits without storage_shutdown): the next start must not hand out an
 * oid or xid the crashed run used, since the control file reserved them ahead.
 */
static void test_no_reuse_after_crash(void)
{
    int fds[2];
    CHECK(pipe(fds) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        Oid oid = InvalidOid;
        PG_TRY();
        {
            storage_startup(datadir, 32);
            in_xact(do_create, "crash1");
            oid = lookup("crash1");
        }
        PG_CATCH();
        {
        }
        PG_END_TRY();
        if (write(fds[1], &oid, sizeof(oid)) != sizeof(oid))
            _exit(2);
        _exit(0); /* no shutdown: nothing flushed, the control file as the run left it */
    }
    Oid child_oid = InvalidOid;
    CHECK(read(fds[0], &child_oid, sizeof(child_oid)) == sizeof(child_oid));
    int status;
    waitpid(pid, &status, 0);
    close(fds[0]);
    close(fds[1]);
    CHECK(child_oid >= 16384);
    storage_startup(datadir, 32);
    CHECK(strcmp(in_xact(do_create, "crash2"), "") == 0);
    CHECK(lookup("crash2") > child_oid);
    CHECK(lookup("c") == c_oid); /* what a clean shutdown wrote is still there */
    storage_shutdown();
}

int main(void)
{
    if (!mkdtemp(datadir))
        return 1;
    PG_TRY();
    {
        CHECK(!storage_datadir_is_initialised(datadir));
        storage_init_datadir(datadir);
        CHECK(storage_datadir_is_initialised(datadir));
        storage_startup(datadir, 32);
        test_bootstrap();
        test_create_duplicate_abort();
        test_visibility_across_sessions();
        test_locks();
        Oid before = lookup("d");
        storage_shutdown();

        storage_startup(datadir, 32);
        test_bootstrap();
        CHECK(lookup("a") == InvalidOid);
        CHECK(lookup("c") == c_oid);
        CHECK(lookup("d") == before);
        check_desc(c_oid, "c");
        /* no oid is handed out twice after a restart */
        CHECK(strcmp(in_xact(do_create, "e"), "") == 0);
        CHECK(lookup("e") > before);
        storage_shutdown();
        test_no_reuse_after_crash();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "unexpected error %s: %s\n", e->sqlstate, e->message);
        failures++;
    }
    PG_END_TRY();
    char cmd[600];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", datadir);
    if (system(cmd) != 0)
        failures++;
    if (failures)
        fprintf(stderr, "test_catalog: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
