/*
 * dbsize.c: pg_relation_size, pg_table_size, pg_indexes_size, pg_total_relation_size,
 * pg_database_size and pg_size_pretty, as PG's dbsize.c.
 *
 * Sizes are the relation files' blocks times the block size; a relation that does not exist
 * (any more) gives NULL, as PG does for a stale oid. Basalt has no TOAST tables, free space
 * map or init forks, so a table's size is its main fork plus its visibility map (VACUUM makes
 * one: storage/visibilitymap.h). The one database's size is that of every file under
 * DATADIR/base, as PG's is its database directory's.
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <sys/stat.h>

#include "executor/types/types_internal.h"
#include "storage/catalog.h"
#include "storage/page.h"
#include "storage/smgr.h"
#include "storage/visibilitymap.h"

typedef enum RelFork { FORK_MAIN, FORK_VM, FORK_NONE } RelFork;

/* Bytes of one fork of relid; false if there is no such relation. */
static bool fork_bytes(Oid relid, RelFork fork, int64 *bytes)
{
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, name, &nsp))
        return false;
    Relation rel = relation_open(relid, AccessShareLock);
    /* views and foreign tables have no file: 0, as PG says */
    bool has_file = rel->relkind == RELKIND_RELATION || rel->relkind == RELKIND_INDEX ||
                    rel->relkind == RELKIND_SEQUENCE;
    BlockNumber blocks = !has_file           ? 0
                         : fork == FORK_MAIN ? heap_relation_nblocks(rel)
                         : fork == FORK_VM   ? visibilitymap_nblocks(rel)
                                             : 0;
    *bytes = (int64)blocks * BLCKSZ;
    relation_close(rel);
    return true;
}

static bool relation_bytes(Oid relid, int64 *bytes)
{
    return fork_bytes(relid, FORK_MAIN, bytes);
}

/* PG's pg_table_size: every fork of the relation (no TOAST table here). */
static bool table_bytes(Oid relid, int64 *bytes)
{
    int64 vm;
    if (!fork_bytes(relid, FORK_MAIN, bytes) || !fork_bytes(relid, FORK_VM, &vm))
        return false;
    *bytes += vm;
    return true;
}

static int64 indexes_bytes(Oid relid)
{
    int64 total = 0, b;
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(relid))
        if (table_bytes(lfirst_oid(lc), &b))
            total += b;
    return total;
}

static Datum pg_relation_size(PG_FUNCTION_ARGS)
{
    int64 b;
    if (!relation_bytes(PG_GETARG_OID(0), &b))
        PG_RETURN_NULL();
    PG_RETURN_INT64(b);
}

static Datum pg_relation_size_fork(PG_FUNCTION_ARGS)
{
    char *fork = text_to_cstring(PG_GETARG_TEXT_P(1));
    if (strcmp(fork, "main") != 0 && strcmp(fork, "fsm") != 0 && strcmp(fork, "vm") != 0 &&
        strcmp(fork, "init") != 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("invalid fork name"),
                errhint("Valid fork names are \"main\", \"fsm\", \"vm\", and \"init\"."));
    RelFork f = strcmp(fork, "main") == 0 ? FORK_MAIN
                : strcmp(fork, "vm") == 0 ? FORK_VM
                                          : FORK_NONE;
    int64 b;
    if (!fork_bytes(PG_GETARG_OID(0), f, &b))
        PG_RETURN_NULL();
    PG_RETURN_INT64(b);
}

static Datum pg_table_size(PG_FUNCTION_ARGS)
{
    int64 b;
    if (!table_bytes(PG_GETARG_OID(0), &b))
        PG_RETURN_NULL();
    PG_RETURN_INT64(b);
}

static Datum pg_indexes_size(PG_FUNCTION_ARGS)
{
    int64 b;
    if (!relation_bytes(PG_GETARG_OID(0), &b))
        PG_RETURN_NULL();
    PG_RETURN_INT64(indexes_bytes(PG_GETARG_OID(0)));
}

static Datum pg_total_relation_size(PG_FUNCTION_ARGS)
{
    int64 b;
    if (!table_bytes(PG_GETARG_OID(0), &b))
        PG_RETURN_NULL();
    PG_RETURN_INT64(b + indexes_bytes(PG_GETARG_OID(0)));
}

static int64 database_bytes(void)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof(dir), "%s/base", smgr_datadir());
    DIR *d = opendir(dir);
    if (d == NULL)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not open directory \"%s\": %m", dir));
    int64 total = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        char path[PATH_MAX + 512];
        struct stat st;
        snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
        if (e->d_name[0] != '.' && stat(path, &st) == 0 && S_ISREG(st.st_mode))
            total += (int64)st.st_size; /* a file dropped meanwhile just does not count */
    }
    closedir(d);
    return total;
}

/* pg_database_size(name): postgres is the one database (net/session.c) */
static Datum pg_database_size_name(PG_FUNCTION_ARGS)
{
    const char *name = (const char *)PG_GETARG_POINTER(0);
    if (strcmp(name, "postgres") != 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_CATALOG_NAME),
                errmsg("database \"%s\" does not exist", name));
    PG_RETURN_INT64(database_bytes());
}

/* pg_database_size(oid): NULL for another oid, as PG's for a database that is gone */
static Datum pg_database_size_oid(PG_FUNCTION_ARGS)
{
    if (PG_GETARG_OID(0) != 5)
        PG_RETURN_NULL();
    PG_RETURN_INT64(database_bytes());
}

/* PG 15's units: each shown while the value is below its limit, the larger ones rounded. */
static const struct {
    const char *name;
    int64 limit;
    bool round;
    int bits;
} units[] = {
    {"bytes", 10 * 1024, false, 0}, {"kB", 20 * 1024 - 1, true, 10},
    {"MB", 20 * 1024 - 1, true, 20}, {"GB", 20 * 1024 - 1, true, 30},
    {"TB", 20 * 1024 - 1, true, 40}, {"PB", 20 * 1024 - 1, true, 50},
};

static Datum pg_size_pretty(PG_FUNCTION_ARGS)
{
    int64 size = PG_GETARG_INT64(0);
    int n = (int)lengthof(units);
    for (int u = 0; u < n; u++) {
        int64 abs = size < 0 ? -size : size;
        if (u == n - 1 || abs < units[u].limit) {
            if (units[u].round)
                size = (size + (size < 0 ? -1 : 1)) / 2;
            PG_RETURN_TEXT_P(cstring_to_text(psprintf("%lld %s", (long long)size, units[u].name)));
        }
        int bits = units[u + 1].bits - units[u].bits - (units[u + 1].round ? 1 : 0) +
                   (units[u].round ? 1 : 0);
        size /= (int64)1 << bits;
    }
    PG_RETURN_NULL();
}

static const ProcInfo dbsize_procs[] = {
    {2168, "pg_database_size", 'f', 'v', true, false, 1, INT8OID, {NAMEOID}, 0,
     pg_database_size_name},
    {2324, "pg_database_size", 'f', 'v', true, false, 1, INT8OID, {OIDOID}, 0,
     pg_database_size_oid},
    {2286, "pg_total_relation_size", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0,
     pg_total_relation_size},
    {2288, "pg_size_pretty", 'f', 'i', true, false, 1, TEXTOID, {INT8OID}, 0, pg_size_pretty},
    {2325, "pg_relation_size", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0,
     pg_relation_size},
    {2332, "pg_relation_size", 'f', 'v', true, false, 2, INT8OID, {REGCLASSOID, TEXTOID}, 0,
     pg_relation_size_fork},
    {2997, "pg_table_size", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0, pg_table_size},
    {2998, "pg_indexes_size", 'f', 'v', true, false, 1, INT8OID, {REGCLASSOID}, 0,
     pg_indexes_size},
};

const TypesFamily types_family_dbsize = {
    "dbsize", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(dbsize_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
