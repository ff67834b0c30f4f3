/*
 * test_mergejoin.c: the merge join's SEMI and ANTI modes and the mark buffer of exec_mark.c,
 * which SQL cannot reach directly (EXISTS is planned as a sub-plan, not a semi-join, and the
 * merge join only marks at the run it is reading).
 *
 * A SEMI/ANTI case plans an inner merge join from SQL (hash joins and nested loops off), turns
 * its MergeJoin node into the wanted join type and runs it; the expected rows are those of
 * the EXISTS / NOT EXISTS query PG returns for the same data. The mark buffer case drives a
 * Sort's PlanState by hand through marks, releases and restores, also a mark taken while
 * kept rows are being replayed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "parser/parser.h"
#include "planner/planner.h"
#include "storage/storage.h"
#include "storage/xact.h"

static int failures = 0;

typedef struct TextDest {
    DestReceiver pub;
    StringInfo out;
} TextDest;

static void dest_startup(DestReceiver *self, int ncols, const ResultColumn *cols)
{
    (void)self;
    (void)ncols;
    (void)cols;
}

static void dest_row(DestReceiver *self, int ncols, const char *const *values, const int *lengths)
{
    StringInfo out = ((TextDest *)self)->out;
    for (int i = 0; i < ncols; i++) {
        if (i > 0)
            appendStringInfoChar(out, '|');
        if (values[i] == NULL)
            appendStringInfoString(out, "NULL");
        else
            appendBinaryStringInfo(out, values[i], lengths[i]);
    }
    appendStringInfoChar(out, ' ');
}

static PlannedStmt *plan_one(const char *sql)
{
    elog_set_query_text(sql);
    RawStmt *raw = linitial(raw_parser(sql));
    Oid *types = NULL;
    int ntypes = 0;
    return planner_plan(raw, sql, &types, &ntypes);
}

static void run_stmt(const char *sql)
{
    char tag[64];
    TextDest dest = {{dest_startup, dest_row}, makeStringInfo()};
    xact_start_command();
    Portal *portal = executor_start(plan_one(sql), NULL, 0, NULL);
    while (!executor_run(portal, &dest.pub, 0, tag, sizeof(tag)))
        ;
    executor_end(portal);
    xact_commit_command();
}

static MergeJoin *find_mergejoin(Plan *p)
{
    if (p == NULL)
        return NULL;
    if (IsA(p, MergeJoin))
        return (MergeJoin *)p;
    MergeJoin *m = find_mergejoin(p->lefttree);
    return m ? m : find_mergejoin(p->righttree);
}

/* Run sql's merge join as jointype; rows are "a|b " strings. */
static void check_join(const char *sql, JoinType jt, const char *expected)
{
    char tag[64];
    TextDest dest = {{dest_startup, dest_row}, makeStringInfo()};
    xact_start_command();
    PlannedStmt *stmt = plan_one(sql);
    MergeJoin *mj = find_mergejoin(stmt->planTree);
    if (mj == NULL) {
        failures++;
        fprintf(stderr, "FAIL: no merge join in the plan of %s\n", sql);
        xact_commit_command();
        return;
    }
    mj->join.jointype = jt;
    Portal *portal = executor_start(stmt, NULL, 0, NULL);
    while (!executor_run(portal, &dest.pub, 0, tag, sizeof(tag)))
        ;
    executor_end(portal);
    xact_commit_command();
    if (strcmp(dest.out->data, expected) != 0) {
        failures++;
        fprintf(stderr, "FAIL: %s as join type %d\n  expected: %s\n  got:      %s\n", sql, (int)jt,
                expected, dest.out->data);
    }
}

/* The next row's first column of a Sort over int4 rows, -1 at the end. */
static int next_value(PlanState *ps)
{
    TupleTableSlot *slot = exec_proc_node(ps);
    return slot == NULL ? -1 : DatumGetInt32(slot->tts_values[0]);
}

static void expect_values(PlanState *ps, const char *what, int n, const int *want)
{
    for (int i = 0; i < n; i++) {
        int got = next_value(ps);
        if (got != want[i]) {
            failures++;
            fprintf(stderr, "FAIL: mark buffer, %s: row %d is %d, expected %d\n", what, i, got,
                    want[i]);
            return;
        }
    }
}

static void check_mark_buffer(void)
{
    xact_start_command();
    PlannedStmt *stmt = plan_one("SELECT k FROM mark_t ORDER BY k");
    EState *estate = exec_create_estate(stmt);
    PlanState *ps = exec_init_node(stmt->planTree, estate);
    if (!IsA(ps->plan, Sort)) {
        failures++;
        fprintf(stderr, "FAIL: mark buffer: the plan is not a Sort\n");
        xact_commit_command();
        return;
    }
    exec_enable_mark(ps);
    expect_values(ps, "first rows", 2, (int[]){1, 2});
    exec_mark_pos(ps); /* after 2 */
    expect_values(ps, "after the mark", 3, (int[]){3, 4, 5});
    exec_restr_pos(ps);
    expect_values(ps, "restored", 1, (int[]){3});
    exec_mark_pos(ps); /* after 3, while 4 and 5 are kept */
    expect_values(ps, "replay past a mark", 3, (int[]){4, 5, 6});
    exec_restr_pos(ps);
    expect_values(ps, "restored again", 4, (int[]){4, 5, 6, 7});
    expect_values(ps, "the end", 2, (int[]){-1, -1});
    exec_restr_pos(ps);
    expect_values(ps, "restored at the end", 5, (int[]){4, 5, 6, 7, -1});
    exec_rescan_node(ps);
    expect_values(ps, "rescanned", 2, (int[]){1, 2});
    exec_mark_pos(ps); /* after 2 */
    expect_values(ps, "after a new mark", 1, (int[]){3});
    exec_mark_release(ps); /* 4 and 5 are not kept */
    expect_values(ps, "released", 2, (int[]){4, 5});
    exec_mark_pos(ps); /* after 5 */
    expect_values(ps, "marked after a release", 1, (int[]){6});
    exec_restr_pos(ps);
    expect_values(ps, "restored after a release", 3, (int[]){6, 7, -1});
    exec_end_plan(ps, estate);
    xact_commit_command();
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_mergejoin_XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    guc_init();
    guc_session_init();
    storage_init_datadir(dir);
    storage_startup(dir, 128);
    MemoryContext cxt = mcxt_create(mcxt_top(), "test");
    mcxt_switch_to(cxt);

    run_stmt("SET enable_hashjoin = off");
    run_stmt("SET enable_nestloop = off");
    run_stmt("CREATE TABLE so (id int, k int)");
    run_stmt("CREATE TABLE si (k int, n int)");
    run_stmt("INSERT INTO so VALUES (1, 1), (2, 2), (3, 2), (4, 3), (5, NULL), (6, 5), (7, 9)");
    run_stmt("INSERT INTO si VALUES (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1), (NULL, 1), "
             "(5, 1), (5, 2)");
    /* SELECT id FROM so WHERE EXISTS (SELECT FROM si WHERE si.k = so.k) ORDER BY id */
    check_join("SELECT so.id FROM so LEFT JOIN si ON so.k = si.k ORDER BY so.id", JOIN_SEMI,
               "2 3 4 6 ");
    /* ... NOT EXISTS ...: NULL keys and keys past the inner side's end have no match */
    check_join("SELECT so.id FROM so LEFT JOIN si ON so.k = si.k ORDER BY so.id", JOIN_ANTI,
               "1 5 7 ");
    /* another join condition: EXISTS (... si.k = so.k AND si.n > so.id - 1) */
    check_join("SELECT so.id FROM so LEFT JOIN si ON so.k = si.k AND si.n > so.id - 1 "
               "ORDER BY so.id",
               JOIN_SEMI, "2 3 ");
    check_join("SELECT so.id FROM so LEFT JOIN si ON so.k = si.k AND si.n > so.id - 1 "
               "ORDER BY so.id",
               JOIN_ANTI, "1 4 5 6 7 ");
    /* RIGHT: every inner row, NULL-extended when no outer row has its key */
    check_join("SELECT so.id, si.k, si.n FROM so LEFT JOIN si ON so.k = si.k ORDER BY 1, 2, 3",
               JOIN_RIGHT,
               "2|2|1 2|2|2 2|2|3 3|2|1 3|2|2 3|2|3 4|3|1 4|3|2 6|5|1 6|5|2 NULL|4|1 "
               "NULL|NULL|1 ");

    run_stmt("CREATE TABLE mark_t (k int)");
    run_stmt("INSERT INTO mark_t VALUES (7), (3), (5), (1), (6), (2), (4)");
    check_mark_buffer();

    if (failures) {
        fprintf(stderr, "%d failure(s)\n", failures);
        return 1;
    }
    printf("ok\n");
    return 0;
}
