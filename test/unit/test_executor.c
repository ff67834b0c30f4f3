/*
 * test_executor.c: end-to-end tests of planner and executor: SQL text in, rows out.
 *
 * Each case runs one statement through raw_parser -> planner_plan -> executor_start/run/end on
 * a fresh data directory, inside xact_start_command/xact_commit_command (xact_abort_current on
 * error), with a DestReceiver that prints rows as text ("a|b", NULL as "NULL") followed by the
 * command tag; errors print as "ERROR <sqlstate>: <message>", notices as "NOTICE: <message>".
 * The expected strings are what PostgreSQL 15 returns for the same statements.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/executor.h"
#include "parser/parser.h"
#include "planner/planner.h"
#include "storage/storage.h"
#include "storage/xact.h"

typedef struct TextDest {
    DestReceiver pub;
    StringInfo out;
} TextDest;

static void dest_startup(DestReceiver *self, int ncols, const ResultColumn *cols)
{
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
    appendStringInfoChar(out, '\n');
}

static StringInfo notices;

static void notice_hook(const ErrorData *e, void *arg)
{
    appendStringInfo(notices, "%s: %s\n", e->elevel == WARNING ? "WARNING" : "NOTICE",
                     e->message);
}

/* Run every statement of sql; max_rows > 0 runs the portal in slices of that many rows. */
static char *run_sql(const char *sql, long max_rows)
{
    StringInfo out = makeStringInfo();
    notices = out;
    elog_set_query_text(sql);
    PG_TRY();
    {
        List *stmts = raw_parser(sql);
        ListCell *lc;
        foreach (lc, stmts) {
            RawStmt *raw = lfirst(lc);
            char tag[64];
            Oid *types = NULL;
            int ntypes = 0;
            TextDest dest = {{dest_startup, dest_row}, out};
            xact_start_command();
            PlannedStmt *plan = planner_plan(raw, sql, &types, &ntypes);
            Portal *portal = executor_start(plan, NULL, 0, NULL);
            int slices = 0;
            while (!executor_run(portal, &dest.pub, max_rows, tag, sizeof(tag)))
                slices++;
            executor_end(portal);
            xact_commit_command();
            if (max_rows > 0)
                appendStringInfo(out, "[%d suspensions] ", slices);
            appendStringInfoString(out, tag);
        }
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        xact_abort_current();
        appendStringInfo(out, "ERROR %s: %s", e->sqlstate, e->message);
        if (e->detail)
            appendStringInfo(out, " DETAIL: %s", e->detail);
    }
    PG_END_TRY();
    return out->data;
}

static int failures = 0;

static void check(const char *sql, const char *expected)
{
    MemoryContext cxt = mcxt_create(mcxt_top(), "test");
    MemoryContext old = mcxt_switch_to(cxt);
    char *got = run_sql(sql, 0);
    if (strcmp(got, expected) != 0) {
        failures++;
        fprintf(stderr, "FAIL: %s\n  expected: %s\n  got:      %s\n", sql, expected, got);
    }
    mcxt_switch_to(old);
    mcxt_delete(cxt);
}

static void check_sliced(const char *sql, long max_rows, const char *expected)
{
    MemoryContext cxt = mcxt_create(mcxt_top(), "test");
    MemoryContext old = mcxt_switch_to(cxt);
    char *got = run_sql(sql, max_rows);
    if (strcmp(got, expected) != 0) {
        failures++;
        fprintf(stderr, "FAIL: %s (max_rows %ld)\n  expected: %s\n  got:      %s\n", sql,
                max_rows, expected, got);
    }
    mcxt_switch_to(old);
    mcxt_delete(cxt);
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_executor_XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    guc_init();
    guc_session_init();
    elog_set_notice_hook(notice_hook, NULL);
    storage_init_datadir(dir);
    storage_startup(dir, 128);

    /* Result */
    check("SELECT 1 AS a, 'x' AS b", "1|x\nSELECT 1");
    check("SELECT 1 WHERE false", "SELECT 0");
    check("SELECT 1/0", "ERROR 22012: division by zero");
    check("SELECT CASE WHEN 1 > 2 THEN 'a' ELSE 'b' END, COALESCE(NULL, 3), NULLIF(1, 1)",
          "b|3|NULL\nSELECT 1");
    check("SELECT NULL::boolean AND false, NULL::boolean OR true, 1 IS DISTINCT FROM NULL",
          "f|t|t\nSELECT 1");

    /* DDL and INSERT (ModifyTable over ValuesScan) */
    check("CREATE TABLE t (a int NOT NULL, b text, c numeric)", "CREATE TABLE");
    check("CREATE TABLE IF NOT EXISTS t (x int)",
          "NOTICE: relation \"t\" already exists, skipping\nCREATE TABLE");
    check("INSERT INTO t VALUES (1, 'one', 1.5), (2, 'two', NULL), (3, NULL, 2.25), (4, 'two', 1)",
          "INSERT 0 4");
    check("INSERT INTO t VALUES (NULL, 'x', 1)",
          "ERROR 23502: null value in column \"a\" of relation \"t\" violates not-null constraint"
          " DETAIL: Failing row contains (null, x, 1).");
    check("INSERT INTO t (a) VALUES (5)", "INSERT 0 1");

    /* SeqScan, filter, Sort, Limit */
    check("SELECT a, b FROM t WHERE a > 1 ORDER BY a DESC", "5|NULL\n4|two\n3|NULL\n2|two\nSELECT 4");
    check("SELECT a FROM t ORDER BY b NULLS FIRST, a", "3\n5\n1\n2\n4\nSELECT 5");
    check("SELECT a FROM t ORDER BY a LIMIT 2 OFFSET 1", "2\n3\nSELECT 2");
    check("SELECT a FROM t ORDER BY a LIMIT -1", "ERROR 2201W: LIMIT must not be negative");
    check("SELECT a FROM t ORDER BY a OFFSET -1", "ERROR 2201X: OFFSET must not be negative");
    check("SELECT a FROM t ORDER BY a LIMIT NULL OFFSET 4", "5\nSELECT 1");

    /* Agg */
    check("SELECT count(*), count(b), sum(a), max(b), avg(c) FROM t",
          "5|3|15|two|1.5833333333333333\nSELECT 1");
    check("SELECT b, count(*), sum(c) FROM t GROUP BY b ORDER BY b NULLS FIRST",
          "NULL|2|2.25\none|1|1.5\ntwo|2|1\nSELECT 3");
    check("SELECT b FROM t GROUP BY b HAVING count(*) > 1 ORDER BY b", "two\nNULL\nSELECT 2");
    check("SELECT count(*), sum(a) FROM t WHERE a > 100", "0|NULL\nSELECT 1");
    check("SELECT a % 2 AS p, count(*) FROM t GROUP BY a % 2 ORDER BY p", "0|2\n1|3\nSELECT 2");

    /* Unique */
    check("SELECT DISTINCT b FROM t ORDER BY b", "one\ntwo\nNULL\nSELECT 3");

    /* Joins */
    check("CREATE TABLE u (a int, d text)", "CREATE TABLE");
    check("INSERT INTO u VALUES (1, 'u1'), (2, 'u2'), (2, 'u2b'), (9, 'u9'), (NULL, 'un')",
          "INSERT 0 5");
    check("SELECT t.a, u.d FROM t JOIN u ON t.a = u.a ORDER BY u.d", "1|u1\n2|u2\n2|u2b\nSELECT 3");
    check("SELECT t.a, u.d FROM t, u WHERE t.a = u.a AND u.d <> 'u2' ORDER BY u.d",
          "1|u1\n2|u2b\nSELECT 2");
    check("SELECT t.a, u.d FROM t LEFT JOIN u ON t.a = u.a ORDER BY t.a, u.d",
          "1|u1\n2|u2\n2|u2b\n3|NULL\n4|NULL\n5|NULL\nSELECT 6");
    check("SELECT t.a, u.d FROM t RIGHT JOIN u ON t.a = u.a ORDER BY u.d",
          "1|u1\n2|u2\n2|u2b\nNULL|u9\nNULL|un\nSELECT 5");
    check("SELECT t.a, u.a FROM t FULL JOIN u ON t.a = u.a WHERE t.a IS NULL OR u.a IS NULL "
          "ORDER BY t.a, u.a",
          "3|NULL\n4|NULL\n5|NULL\nNULL|9\nNULL|NULL\nSELECT 5");
    check("SELECT t.a, u.a FROM t JOIN u ON t.a < u.a WHERE u.a < 3 ORDER BY 1, 2",
          "1|2\n1|2\nSELECT 2");
    check("SELECT t.a, u.d FROM t LEFT JOIN u ON t.a < u.a AND u.a < 3 ORDER BY 1, 2",
          "1|u2\n1|u2b\n2|NULL\n3|NULL\n4|NULL\n5|NULL\nSELECT 6");
    check("SELECT count(*) FROM t CROSS JOIN u", "25\nSELECT 1");
    check("SELECT u.d, count(t.a) FROM u LEFT JOIN t USING (a) GROUP BY u.d ORDER BY u.d",
          "u1|1\nu2|1\nu2b|1\nu9|0\nun|0\nSELECT 5");

    /* ValuesScan and SubqueryScan */
    check("SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(x, y) ORDER BY x DESC",
          "2|b\n1|a\nSELECT 2");
    check("SELECT s.n FROM (SELECT a * 10 AS n FROM t WHERE a < 3) s ORDER BY 1", "10\n20\nSELECT 2");

    /* UPDATE and DELETE */
    check("UPDATE t SET c = c * 2, b = 'upd' WHERE a <= 2", "UPDATE 2");
    check("SELECT a, b, c FROM t WHERE a <= 2 ORDER BY a", "1|upd|3.0\n2|upd|NULL\nSELECT 2");
    check("UPDATE t SET a = NULL WHERE a = 1",
          "ERROR 23502: null value in column \"a\" of relation \"t\" violates not-null constraint"
          " DETAIL: Failing row contains (null, upd, 3.0).");
    check("UPDATE t SET b = u.d FROM u WHERE t.a = u.a AND t.a = 2", "UPDATE 1");
    check("DELETE FROM t WHERE a >= 4", "DELETE 2");
    check("SELECT count(*) FROM t", "3\nSELECT 1");

    /* Set operations */
    check("SELECT a FROM t UNION SELECT a FROM u ORDER BY 1", "1\n2\n3\n9\nNULL\nSELECT 5");
    check("SELECT a FROM u UNION ALL SELECT 1 ORDER BY 1 LIMIT 3", "1\n1\n2\nSELECT 3");
    check("SELECT a FROM u INTERSECT ALL SELECT 2 UNION ALL SELECT 2", "2\n2\nSELECT 2");
    check("SELECT a FROM u EXCEPT SELECT a FROM t ORDER BY 1", "9\nNULL\nSELECT 2");
    check("SELECT a FROM u EXCEPT ALL SELECT 2 ORDER BY 1", "1\n2\n9\nNULL\nSELECT 4");

    /* Sub-selects */
    check("SELECT a FROM t WHERE a IN (SELECT a FROM u) ORDER BY a", "1\n2\nSELECT 2");
    check("SELECT a FROM t WHERE a NOT IN (SELECT a FROM u) ORDER BY a", "SELECT 0");
    check("SELECT a, (SELECT count(*) FROM u WHERE u.a = t.a) FROM t ORDER BY a",
          "1|1\n2|2\n3|0\nSELECT 3");
    check("SELECT a FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.a > t.a) ORDER BY a",
          "1\n2\n3\nSELECT 3");
    check("SELECT (SELECT a FROM u)",
          "ERROR 21000: more than one row returned by a subquery used as an expression");

    /* Aggregates with DISTINCT / ORDER BY */
    check("SELECT count(DISTINCT b), count(DISTINCT a % 2) FROM t", "2|2\nSELECT 1");

    /* Portal suspension */
    check_sliced("SELECT a FROM t ORDER BY a", 2, "1\n2\n3\n[1 suspensions] SELECT 3");

    /* Transactions */
    check("BEGIN", "BEGIN");
    check("INSERT INTO t VALUES (100, 'tx', 0)", "INSERT 0 1");
    check("SELECT count(*) FROM t", "4\nSELECT 1");
    check("ROLLBACK", "ROLLBACK");
    check("SELECT count(*) FROM t", "3\nSELECT 1");
    check("COMMIT", "WARNING: there is no transaction in progress\nCOMMIT");

    /* SET / SHOW */
    check("SET extra_float_digits = 2", "SET");
    check("SHOW extra_float_digits", "2\nSHOW");
    check("RESET extra_float_digits", "RESET");
    check("SHOW extra_float_digits", "1\nSHOW");

    /* DROP TABLE */
    check("DROP TABLE t, nosuch", "ERROR 42P01: table \"nosuch\" does not exist");
    check("DROP TABLE IF EXISTS t, nosuch",
          "NOTICE: table \"nosuch\" does not exist, skipping\nDROP TABLE");
    check("SELECT * FROM t", "ERROR 42P01: relation \"t\" does not exist");
    check("DROP TABLE u", "DROP TABLE");

    storage_shutdown();
    char cmd[128];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    return failures ? 1 : 0;
}
