/*
 * test_binder.c: the binder alone: SQL text in, a one-line description of the bound Query out.
 *
 * Tables are created through the whole pipeline (planner + executor); each case then runs
 * raw_parser and binder_analyze only and prints, for a SELECT, its output columns as
 * "name:type" (PG's type names), or for an error "ERROR <sqlstate>: <message> @<position>"
 * with the HINT if any. The expected strings are PostgreSQL 15's names, types and errors.
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
#include "planner/bind_internal.h"
#include "planner/planner.h"
#include "storage/storage.h"
#include "storage/xact.h"

static void dest_startup(DestReceiver *self, int ncols, const ResultColumn *cols)
{
}

static void dest_row(DestReceiver *self, int ncols, const char *const *values, const int *lengths)
{
}

/* Run DDL/DML through the whole pipeline, for setup. */
static void exec_sql(const char *sql)
{
    elog_set_query_text(sql);
    PG_TRY();
    {
        List *stmts = raw_parser(sql);
        ListCell *lc;
        foreach (lc, stmts) {
            char tag[64];
            Oid *types = NULL;
            int ntypes = 0;
            DestReceiver dest = {dest_startup, dest_row};
            xact_start_command();
            PlannedStmt *plan = planner_plan(lfirst(lc), sql, &types, &ntypes);
            Portal *portal = executor_start(plan, NULL, 0, NULL);
            while (!executor_run(portal, &dest, 0, tag, sizeof(tag)))
                ;
            executor_end(portal);
            xact_commit_command();
        }
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        xact_abort_current();
        fprintf(stderr, "setup failed: %s: %s\n", sql, e->message);
        exit(2);
    }
    PG_END_TRY();
}

static void describe(StringInfo out, Query *q, int nparams, Oid *params)
{
    if (q->commandType == CMD_UTILITY) {
        if (IsA(q->utilityStmt, CreateTableInfo)) {
            CreateTableInfo *c = (CreateTableInfo *)q->utilityStmt;
            appendStringInfo(out, "CREATE %s(", c->relname);
            for (int i = 0; i < c->desc->natts; i++) {
                Form_attribute a = TupleDescAttr(c->desc, i);
                appendStringInfo(out, "%s%s:%s%s", i ? "," : "", a->attname,
                                 bind_format_type_mod(a->atttypid, a->atttypmod),
                                 a->attnotnull ? " not null" : "");
            }
            appendStringInfoChar(out, ')');
        } else
            appendStringInfoString(out, "UTILITY");
        return;
    }
    const char *cmd = q->commandType == CMD_SELECT   ? "SELECT"
                      : q->commandType == CMD_INSERT ? "INSERT"
                      : q->commandType == CMD_UPDATE ? "UPDATE"
                                                     : "DELETE";
    appendStringInfo(out, "%s", cmd);
    ListCell *lc;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        appendStringInfo(out, " %s:%s", tle->resname ? tle->resname : "-",
                         bind_format_type_mod(exprType((Node *)tle->expr),
                                              exprTypmod((Node *)tle->expr)));
    }
    if (q->hasAggs)
        appendStringInfoString(out, " [aggs]");
    if (q->groupClause)
        appendStringInfo(out, " [group %d]", list_length(q->groupClause));
    if (q->sortClause)
        appendStringInfo(out, " [sort %d]", list_length(q->sortClause));
    for (int i = 0; i < nparams; i++)
        appendStringInfo(out, " $%d:%s", i + 1, bind_format_type(params[i]));
}

static char *bind_sql(const char *sql, Oid *declared, int ndeclared)
{
    StringInfo out = makeStringInfo();
    elog_set_query_text(sql);
    PG_TRY();
    {
        List *stmts = raw_parser(sql);
        RawStmt *raw = linitial(stmts);
        Oid *types = declared;
        int ntypes = ndeclared;
        xact_start_command();
        Query *q = binder_analyze(raw, sql, &types, &ntypes);
        describe(out, q, ntypes, types);
        xact_commit_command();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        xact_abort_current();
        appendStringInfo(out, "ERROR %s: %s", e->sqlstate, e->message);
        if (e->cursorpos)
            appendStringInfo(out, " @%d", e->cursorpos);
        if (e->hint)
            appendStringInfo(out, " HINT: %s", e->hint);
    }
    PG_END_TRY();
    return out->data;
}

static int failures = 0;

static void check_params(const char *sql, Oid *declared, int ndeclared, const char *expected)
{
    MemoryContext cxt = mcxt_create(mcxt_top(), "test");
    MemoryContext old = mcxt_switch_to(cxt);
    char *got = bind_sql(sql, declared, ndeclared);
    if (strcmp(got, expected) != 0) {
        failures++;
        fprintf(stderr, "FAIL: %s\n  expected: %s\n  got:      %s\n", sql, expected, got);
    }
    mcxt_switch_to(old);
    mcxt_delete(cxt);
}

static void check(const char *sql, const char *expected)
{
    check_params(sql, NULL, 0, expected);
}

int main(void)
{
    char dir[] = "/tmp/basalt_test_binder_XXXXXX";
    if (mkdtemp(dir) == NULL)
        return 2;
    guc_init();
    guc_session_init();
    storage_init_datadir(dir);
    storage_startup(dir, 64);
    exec_sql("CREATE TABLE t (a int, b text, c numeric(6,2), d varchar(3))");
    exec_sql("CREATE TABLE u (a int, e text)");
    exec_sql("CREATE TABLE people (id int, first_name text, age int)");

    /* literals, column names (FigureColname) and result types */
    check("SELECT 1, 'x', NULL, 1.5, 3000000000, true",
          "SELECT ?column?:integer ?column?:text ?column?:text ?column?:numeric "
          "?column?:bigint ?column?:boolean");
    check("SELECT 1::int, '1'::text, 2::numeric(5,2), 'ab'::varchar(5)",
          "SELECT int4:integer text:text numeric:numeric(5,2) varchar:character varying(5)");
    check("SELECT a::text, CASE WHEN true THEN 1 END, CASE WHEN true THEN 1 ELSE a END, "
          "coalesce(a, 2), nullif(a, 1), greatest(1, 2.5), count(*)",
          "ERROR 42703: column \"a\" does not exist @8");
    check("SELECT a::text, CASE WHEN true THEN 1 END, CASE WHEN true THEN 1 ELSE a END, "
          "coalesce(a, 2), nullif(a, 1), greatest(1, 2.5), a + 1 FROM t",
          "SELECT a:text case:integer a:integer coalesce:integer nullif:integer "
          "greatest:numeric ?column?:integer");
    check("SELECT 1 + 1.5, 2 * 2::int8, 'a' || 'b', 1 < 2, -a FROM t",
          "SELECT ?column?:numeric ?column?:bigint ?column?:text ?column?:boolean "
          "?column?:integer");
    check("SELECT * FROM t", "SELECT a:integer b:text c:numeric(6,2) d:character varying(3)");
    check("SELECT u.*, t.a FROM t, u", "SELECT a:integer e:text a:integer");

    /* joins */
    check("SELECT * FROM t JOIN u USING (a)",
          "SELECT a:integer b:text c:numeric(6,2) d:character varying(3) e:text");
    check("SELECT * FROM t NATURAL FULL JOIN u",
          "SELECT a:integer b:text c:numeric(6,2) d:character varying(3) e:text");
    check("SELECT a FROM t JOIN u ON t.a = u.a",
          "ERROR 42702: column reference \"a\" is ambiguous @8");
    check("SELECT * FROM t JOIN u USING (x)",
          "ERROR 42703: column \"x\" specified in USING clause does not exist in left table");
    check("SELECT * FROM t, t", "ERROR 42712: table name \"t\" specified more than once");
    check("SELECT x.a FROM (SELECT a FROM t) x", "SELECT a:integer");
    check("SELECT * FROM (SELECT a FROM t)",
          "ERROR 42601: subquery in FROM must have an alias @15 HINT: For example, FROM (SELECT "
          "...) [AS] foo.");
    check("SELECT * FROM (VALUES (1, 'a'), (2.5, NULL)) v(x, y)", "SELECT x:numeric y:text");

    /* name errors, with PG's hints */
    check("SELECT nosuch FROM t", "ERROR 42703: column \"nosuch\" does not exist @8");
    check("SELECT first_nam FROM people",
          "ERROR 42703: column \"first_nam\" does not exist @8 HINT: Perhaps you meant to "
          "reference the column \"people.first_name\".");
    check("SELECT t.x FROM t", "ERROR 42703: column t.x does not exist @8");
    check("SELECT q.a FROM t", "ERROR 42P01: missing FROM-clause entry for table \"q\" @8");
    check("SELECT t.a FROM t tt",
          "ERROR 42P01: invalid reference to FROM-clause entry for table \"t\" @8 HINT: Perhaps "
          "you meant to reference the table alias \"tt\".");
    check("SELECT * FROM nosuch", "ERROR 42P01: relation \"nosuch\" does not exist @15");
    check("SELECT 1::nosuch", "ERROR 42704: type \"nosuch\" does not exist @11");

    /* operators and functions */
    check("SELECT a + 'x' FROM t",
          "ERROR 22P02: invalid input syntax for type integer: \"x\" @12");
    check("SELECT a + b FROM t",
          "ERROR 42883: operator does not exist: integer + text @10 HINT: No operator matches "
          "the given name and argument types. You might need to add explicit type casts.");
    check("SELECT -b FROM t",
          "ERROR 42883: operator does not exist: - text @8 HINT: No operator matches the given "
          "name and argument type. You might need to add an explicit type cast.");
    check("SELECT nosuch(a) FROM t",
          "ERROR 42883: function nosuch(integer) does not exist @8 HINT: No function matches "
          "the given name and argument types. You might need to add explicit type casts.");
    check("SELECT 1::int + 1::int2, 'x' = 'y'",
          "SELECT ?column?:integer ?column?:boolean");

    /* WHERE, aggregates, grouping */
    check("SELECT a FROM t WHERE a",
          "ERROR 42804: argument of WHERE must be type boolean, not type integer @23");
    check("SELECT a FROM t WHERE count(*) > 1",
          "ERROR 42803: aggregate functions are not allowed in WHERE @23");
    check("SELECT a, count(*) FROM t",
          "ERROR 42803: column \"t.a\" must appear in the GROUP BY clause or be used in an "
          "aggregate function @8");
    check("SELECT sum(count(*)) FROM t",
          "ERROR 42803: aggregate function calls cannot be nested @12");
    check("SELECT b, count(*) FROM t GROUP BY 1 ORDER BY 2 DESC",
          "SELECT b:text count:bigint [aggs] [group 1] [sort 1]");
    check("SELECT a + 1 AS x, sum(c) FROM t GROUP BY a + 1 HAVING sum(c) > 0",
          "SELECT x:integer sum:numeric [aggs] [group 1]");
    check("SELECT a FROM t GROUP BY b",
          "ERROR 42803: column \"t.a\" must appear in the GROUP BY clause or be used in an "
          "aggregate function @8");

    /* ORDER BY / DISTINCT / LIMIT */
    check("SELECT a FROM t ORDER BY 3", "ERROR 42P10: ORDER BY position 3 is not in select list @26");
    check("SELECT a AS z FROM t ORDER BY z, b", "SELECT z:integer [sort 2]");
    check("SELECT DISTINCT a FROM t ORDER BY b",
          "ERROR 42P10: for SELECT DISTINCT, ORDER BY expressions must appear in select list @35");
    check("SELECT a FROM t LIMIT a",
          "ERROR 42P10: argument of LIMIT must not contain variables @23");

    /* set operations */
    check("SELECT 1 AS x UNION SELECT 2.5 ORDER BY x", "SELECT x:numeric [sort 1]");
    check("SELECT 'a' UNION ALL SELECT 'b' INTERSECT SELECT NULL", "SELECT ?column?:text");
    check("SELECT 1 UNION SELECT 'a'", "ERROR 22P02: invalid input syntax for type integer: \"a\" @23");
    check("SELECT a FROM t UNION SELECT b FROM t",
          "ERROR 42804: UNION types integer and text cannot be matched @30");
    check("SELECT 1, 2 UNION SELECT 3",
          "ERROR 42601: each UNION query must have the same number of columns @26");

    /* window functions */
    check("SELECT a, sum(a) OVER (PARTITION BY b ORDER BY a), count(*) OVER w FROM t "
          "WINDOW w AS (ORDER BY c)",
          "SELECT a:integer sum:bigint count:bigint");
    check("SELECT a FROM t WHERE sum(a) OVER () > 1",
          "ERROR 42P20: window functions are not allowed in WHERE @23");
    check("SELECT sum(a) OVER w FROM t", "ERROR 42704: window \"w\" does not exist @20");

    /* row comparisons (expanded) */
    check("SELECT (a, b) = (1, 'x'), (a, b) < (2, 'y'), (1, 2) IN ((1, 2)) FROM t",
          "SELECT ?column?:boolean ?column?:boolean ?column?:boolean");
    check("SELECT (1, 2) = (1, 2, 3)",
          "ERROR 42601: unequal number of entries in row expressions @15");

    /* WITH (inlined) */
    check("WITH x(p) AS (SELECT a FROM t) SELECT p, q.b FROM x JOIN t q ON q.a = x.p",
          "SELECT p:integer b:text");
    check("WITH x AS (SELECT 1), x AS (SELECT 2) SELECT 1",
          "ERROR 42712: WITH query name \"x\" specified more than once @23");

    /* sub-selects in expressions */
    check("SELECT (SELECT max(a) FROM t) AS m, EXISTS (SELECT 1), (SELECT b FROM t LIMIT 1), "
          "(SELECT 1), (SELECT a + 1 FROM t LIMIT 1)",
          "SELECT m:integer exists:boolean b:text ?column?:integer ?column?:integer");
    check("SELECT a FROM t WHERE a IN (SELECT u.a FROM u WHERE u.e = t.b)", "SELECT a:integer");
    check("SELECT 1 IN (SELECT b FROM t)",
          "ERROR 42883: operator does not exist: integer = text @10 HINT: No operator matches "
          "the given name and argument types. You might need to add explicit type casts.");
    check("SELECT (SELECT a, b FROM t)", "ERROR 42601: subquery must return only one column @8");

    /* INSERT / UPDATE / DELETE */
    check("INSERT INTO t VALUES (1, 'x', 1, 'y')",
          "INSERT a:integer b:text c:numeric(6,2) d:character varying(3)");
    check("INSERT INTO t (a, a) VALUES (1, 2)",
          "ERROR 42701: column \"a\" specified more than once @19");
    check("INSERT INTO t (zz) VALUES (1)",
          "ERROR 42703: column \"zz\" of relation \"t\" does not exist @16");
    check("INSERT INTO t VALUES (1, 'a', 1, 'x', 5)",
          "ERROR 42601: INSERT has more expressions than target columns @39");
    check("INSERT INTO t (a, b) VALUES (1)",
          "ERROR 42601: INSERT has more target columns than expressions @19");
    check("INSERT INTO t (a) VALUES ('x')",
          "ERROR 22P02: invalid input syntax for type integer: \"x\" @27");
    check("INSERT INTO t (a) SELECT b FROM t",
          "ERROR 42804: column \"a\" is of type integer but expression is of type text @26 HINT: "
          "You will need to rewrite or cast the expression.");
    check("UPDATE t SET zz = 1", "ERROR 42703: column \"zz\" of relation \"t\" does not exist @14");
    check("UPDATE t SET a = a + 1 WHERE b = 'x'", "UPDATE a:integer");
    check("DELETE FROM t WHERE a > 1", "DELETE");

    /* row values and whole-row references (PG types t as its composite type t) */
    check("SELECT t, ROW(1, 'a'), (t).b, (ROW(1, 'a')).f2, t.* IS NULL FROM t",
          "SELECT t:record row:record b:text f2:text ?column?:boolean");
    check("SELECT count(t), json_agg(t) FROM t", "SELECT count:bigint json_agg:json [aggs]");
    check("SELECT t FROM t GROUP BY a",
          "ERROR 42803: column \"t.*\" must appear in the GROUP BY clause or be used in an "
          "aggregate function @8");
    check("SELECT (ROW(1, 'a')).f3",
          "ERROR 42703: could not identify column \"f3\" in record data type @9");

    /* parameters */
    check("SELECT a FROM t WHERE a = $1", "SELECT a:integer $1:integer");
    check("SELECT $1", "SELECT ?column?:text $1:text");
    check("SELECT 1 WHERE $1 IS NULL",
          "ERROR 42P18: could not determine data type of parameter $1");
    check("INSERT INTO t (a, b) VALUES ($1, $2)", "INSERT a:integer b:text c:numeric(6,2) "
          "d:character varying(3) $1:integer $2:text");
    check("UPDATE t SET b = $2 WHERE a = $1", "UPDATE b:text $1:integer $2:text");
    check("SELECT a FROM t LIMIT $1", "SELECT a:integer $1:bigint");
    check("SELECT $2::int", "ERROR 42P18: could not determine data type of parameter $1");
    Oid declared[1] = {INT8OID};
    check_params("SELECT $1 + 1", declared, 1, "SELECT ?column?:bigint $1:bigint");

    /* CREATE TABLE */
    check("CREATE TABLE n (a int NOT NULL, b varchar(10), c numeric(10,2))",
          "CREATE n(a:integer not null,b:character varying(10),c:numeric(10,2))");
    check("CREATE TABLE n (a foo)", "ERROR 42704: type \"foo\" does not exist @19");
    check("CREATE TABLE n (a int, a text)", "ERROR 42701: column \"a\" specified more than once");

    if (failures) {
        fprintf(stderr, "%d failures\n", failures);
        return 1;
    }
    printf("test_binder: ok\n");
    return 0;
}
