/*
 * utility_vacuum.c: the VACUUM and ANALYZE statements.
 *
 * The one idea: VACUUM of a table is storage's three passes with the index layer in the
 * middle: collect the dead tuples (storage/vacuum.h), have every index of the table forget
 * them (ambulkdelete), then free them in the heap. The oldest xmin of all running transactions
 * decides what is dead, so a long-running snapshot keeps what it can still see. ANALYZE (alone
 * or after VACUUM) samples the table and stores its columns' statistics (analyze.c).
 */
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/analyze.h"
#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/catcache.h"
#include "storage/control.h"
#include "storage/pgstat.h"
#include "storage/relfilenode.h"
#include "storage/snapshot.h"
#include "storage/vacuum.h"
#include "storage/visibilitymap.h"
#include "storage/xact.h"

typedef struct VacuumParams {
    bool vacuum, analyze, verbose, full, skip_locked;
    bool autovacuum; /* run by the autovacuum worker */
    bool explicit_rel; /* the table was named (skipping it is worth a warning) */
} VacuumParams;

static bool option_bool(DefElem *d)
{
    if (d->arg == NULL)
        return true;
    if (IsA(d->arg, String)) {
        const char *v = strVal(d->arg);
        if (strcmp(v, "true") == 0 || strcmp(v, "on") == 0 || strcmp(v, "1") == 0)
            return true;
        if (strcmp(v, "false") == 0 || strcmp(v, "off") == 0 || strcmp(v, "0") == 0)
            return false;
    }
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s requires a Boolean value", d->defname),
            errlocation(d->location));
}

static void parse_options(VacuumStmt *stmt, VacuumParams *p)
{
    memset(p, 0, sizeof(*p));
    p->vacuum = stmt->is_vacuumcmd;
    ListCell *lc;
    foreach (lc, stmt->options) {
        DefElem *d = lfirst(lc);
        const char *n = d->defname;
        if (strcmp(n, "verbose") == 0)
            p->verbose = option_bool(d);
        else if (strcmp(n, "skip_locked") == 0)
            p->skip_locked = option_bool(d);
        else if (!p->vacuum)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("unrecognized ANALYZE option \"%s\"", n), errlocation(d->location));
        else if (strcmp(n, "analyze") == 0)
            p->analyze = option_bool(d);
        else if (strcmp(n, "full") == 0)
            p->full = option_bool(d);
        else if (strcmp(n, "freeze") == 0 || strcmp(n, "disable_page_skipping") == 0 ||
                 strcmp(n, "process_toast") == 0 || strcmp(n, "truncate") == 0 ||
                 strcmp(n, "index_cleanup") == 0 || strcmp(n, "parallel") == 0)
            (void)0; /* accepted; 64-bit xids need no freezing, the rest change nothing here */
        else
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("unrecognized VACUUM option \"%s\"", n), errlocation(d->location));
    }
    if (!p->vacuum)
        p->analyze = true;
}

/* VACUUM of one table: dead tuples out of its indexes, then out of its heap. */
static void vacuum_table(Relation rel, const VacuumParams *p)
{
    VacuumDeadTids dead;
    memset(&dead, 0, sizeof(dead));
    TransactionId oldest_xmin = procarray_oldest_xmin();
    heap_vacuum_collect(rel, oldest_xmin, &dead);
    if (dead.n > 0) {
        int nindexes = 0;
        IndexRelation *indexes = index_open_all(rel, &nindexes);
        for (int i = 0; i < nindexes; i++)
            indexes[i]->am->ambulkdelete(indexes[i], heap_vacuum_tid_is_dead, &dead);
        index_close_all(indexes, nindexes);
    }
    int64 removed = heap_vacuum_reap(rel, &dead);
    BlockNumber allvisible = heap_vacuum_mark_visible(rel, oldest_xmin);
    catalog_set_relstats(rel->rd_id, dead.pages, dead.live_tuples, allvisible);
    int nindexes = 0;
    IndexRelation *indexes = index_open_all(rel, &nindexes);
    for (int i = 0; i < nindexes; i++)
        if (indexes[i]->am->amvacuumcleanup)
            indexes[i]->am->amvacuumcleanup(indexes[i], rel);
    index_close_all(indexes, nindexes);
    pgstat_report_vacuum(rel->rd_id, (int64)dead.live_tuples, dead.n - removed, p->autovacuum);
    if (p->autovacuum && removed > 0)
        ereport(LOG, errcode(ERRCODE_SUCCESSFUL_COMPLETION),
                errmsg("automatic vacuum of table \"%s.%s\": removed %lld dead row versions, "
                       "%.0f remain, in %u pages",
                       catalog_namespace_name(rel->relnamespace), rel->relname,
                       (long long)removed, dead.live_tuples, dead.pages));
    if (p->verbose)
        ereport(INFO, errcode(ERRCODE_SUCCESSFUL_COMPLETION),
                errmsg("vacuuming \"%s\"", rel->relname),
                errdetail("%lld dead row versions removed, %.0f remain, in %u pages.",
                          (long long)removed, dead.live_tuples, dead.pages));
}

/* PG's pg_rusage_show: the CPU and wall time since the start, for VERBOSE. */
static char *rusage_since(const struct rusage *ru0, const struct timeval *tv0)
{
    struct rusage ru;
    struct timeval tv;
    getrusage(RUSAGE_SELF, &ru);
    gettimeofday(&tv, NULL);
#define SECS(a, b) ((double)((a).tv_sec - (b).tv_sec) + (double)((a).tv_usec - (b).tv_usec) / 1e6)
    char *out = psprintf("CPU: user: %.2f s, system: %.2f s, elapsed: %.2f s.",
                         SECS(ru.ru_utime, ru0->ru_utime), SECS(ru.ru_stime, ru0->ru_stime),
                         SECS(tv, *tv0));
#undef SECS
    return out;
}

/*
 * VACUUM FULL of one table (PG's cluster_rel without an index order): the tuples someone may
 * still see are copied, packed, into a new file that replaces the old one at commit, and every
 * index is built again over them in a new file of its own. The table is locked exclusively.
 * As in PG, the activity counters are left as they are.
 */
static void vacuum_full_table(Relation rel, const VacuumParams *p)
{
    struct rusage ru0;
    struct timeval tv0;
    getrusage(RUSAGE_SELF, &ru0);
    gettimeofday(&tv0, NULL);
    const char *nsp = catalog_namespace_name(rel->relnamespace);
    if (p->verbose)
        ereport(INFO, errcode(ERRCODE_SUCCESSFUL_COMPLETION),
                errmsg("vacuuming \"%s.%s\"", nsp, rel->relname));
    TransactionId oldest_xmin = procarray_oldest_xmin();
    relfilenode_assign_new(rel->rd_id);
    Relation new_rel = relation_open(rel->rd_id, AccessExclusiveLock); /* naming the new file */
    HeapRewriteResult r;
    heap_rewrite(rel, new_rel, oldest_xmin, &r);
    List *indexes = catalog_relation_indexes(rel->rd_id);
    ListCell *lc;
    foreach (lc, indexes)
        index_rebuild(new_rel, lfirst_oid(lc));
    list_free(indexes);
    relation_close(new_rel);
    if (p->verbose)
        ereport(INFO, errcode(ERRCODE_SUCCESSFUL_COMPLETION),
                errmsg("\"%s.%s\": found %.0f removable, %.0f nonremovable row versions in %u "
                       "pages",
                       nsp, rel->relname, r.removed, r.kept, r.old_pages),
                errdetail("%.0f dead row versions cannot be removed yet.\n%s", r.recently_dead,
                          rusage_since(&ru0, &tv0)));
}

static void process_relation(Oid relid, const VacuumParams *p, List *va_cols)
{
    /* VACUUM FULL rewrites a user table, so no one may read it meanwhile; system catalogs
     * keep their files (their numbers are the ones startup reads) and get a plain VACUUM */
    bool full = p->full && relid >= FirstNormalObjectId;
    Relation rel = relation_open(relid, full ? AccessExclusiveLock : ShareUpdateExclusiveLock);
    if (!acl_is_owner_of_relation(relid)) { /* PG 15's words */
        ereport(WARNING, errmsg(rel->relnamespace == PG_CATALOG_NAMESPACE
                                    ? "skipping \"%s\" --- only superuser or database owner can %s it"
                                    : "skipping \"%s\" --- only table or database owner can %s it",
                                rel->relname, p->vacuum ? "vacuum" : "analyze"));
        relation_close(rel);
        return;
    }
    /*
     * System catalogs are vacuumed like any table: the catalog cache keeps the places of live
     * rows only (an entry whose row a committed DROP or ALTER made dead is freed at that
     * commit), so no reused line pointer is ever reached through it. They are not analyzed:
     * the planner estimates catalog scans without statistics.
     */
    bool table = rel->relkind == RELKIND_RELATION;
    bool user_table = table && rel->relnamespace != PG_CATALOG_NAMESPACE;
    if (table && p->vacuum && full)
        vacuum_full_table(rel, p);
    else if (table && p->vacuum)
        vacuum_table(rel, p);
    if (user_table && p->analyze) {
        analyze_relation(rel, va_cols, p->verbose);
        pgstat_report_analyze(rel->rd_id, p->autovacuum);
    } else if (p->analyze && !p->vacuum && p->explicit_rel && rel->relkind != RELKIND_RELATION)
        ereport(WARNING, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("skipping \"%s\" --- cannot analyze non-tables or special system tables",
                       rel->relname));
    relation_close(rel);
}

void exec_autovacuum_table(Oid relid, bool vacuum, bool analyze)
{
    VacuumParams p;
    memset(&p, 0, sizeof(p));
    p.vacuum = vacuum;
    p.analyze = analyze;
    p.autovacuum = true;
    process_relation(relid, &p, NIL);
}

const char *exec_vacuum(VacuumStmt *stmt)
{
    VacuumParams p;
    parse_options(stmt, &p);
    const char *what = p.vacuum ? "VACUUM" : "ANALYZE";
    if (p.vacuum)
        portal_prevent_in_block(what);
    ListCell *lc;
    foreach (lc, stmt->rels) {
        VacuumRelation *vr = lfirst(lc);
        if (vr->va_cols != NIL && !p.analyze)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("ANALYZE option must be specified when a column list is provided"));
    }
    if (stmt->rels == NIL) {
        int n = catcache_table_oids(NULL, 0);
        Oid *oids = palloc(sizeof(Oid) * (size_t)(n + 1));
        n = catcache_table_oids(oids, n);
        for (int i = 0; i < n; i++)
            process_relation(oids[i], &p, NIL);
        return what;
    }
    List *relids = NIL; /* all names are checked before any table is processed */
    foreach (lc, stmt->rels) {
        VacuumRelation *vr = lfirst(lc);
        Oid relid = exec_lookup_relation(vr->relation);
        Relation rel = relation_open(relid, AccessShareLock);
        ListCell *c;
        foreach (c, vr->va_cols) {
            const char *col = strVal(lfirst(c));
            bool found = false;
            for (int i = 0; i < rel->rd_att->natts; i++)
                if (!TupleDescAttr(rel->rd_att, i)->attisdropped &&
                    strcmp(TupleDescAttr(rel->rd_att, i)->attname, col) == 0)
                    found = true;
            if (!found)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                        errmsg("column \"%s\" of relation \"%s\" does not exist", col,
                               rel->relname));
        }
        relation_close(rel);
        relids = lappend_oid(relids, relid);
    }
    p.explicit_rel = true;
    foreach (lc, relids) {
        VacuumRelation *vr = list_nth(stmt->rels, foreach_current_index(lc));
        process_relation(lfirst_oid(lc), &p, vr->va_cols);
    }
    return what;
}
