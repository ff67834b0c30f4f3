/*
 * odbc_test.c: a small ODBC application run by odbc.sh through unixODBC and psqlODBC, against
 * Basalt and against PostgreSQL 15, whose two outputs must be identical.
 *
 *   odbc_test "CONNECTION STRING"
 *
 * Everything it prints is deterministic: catalog function rows (SQLTables, SQLColumns,
 * SQLPrimaryKeys, SQLStatistics), column descriptions, values bound and read back in their C
 * types, counts and sums over a larger result, transaction outcomes and the SQLSTATE and message
 * of each error. A call that fails unexpectedly prints its diagnostics and the program goes on,
 * so the diff shows every difference at once.
 */
#include <sql.h>
#include <sqlext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SQLHENV env;
static SQLHDBC dbc;

/* Prints the diagnostic records of a handle: SQLSTATE and message. */
static void print_diag(const char *what, SQLSMALLINT type, SQLHANDLE h)
{
	SQLCHAR state[6], msg[1024];
	SQLINTEGER native;
	SQLSMALLINT len;
	for (SQLSMALLINT i = 1;
	     SQLGetDiagRec(type, h, i, state, &native, msg, sizeof msg, &len) == SQL_SUCCESS; i++)
		printf("  %s: SQLSTATE %s: %s\n", what, state, msg);
}

/* Checks a return code; on failure prints the diagnostics under the caller's label. */
static int ok(SQLRETURN rc, const char *what, SQLSMALLINT type, SQLHANDLE h)
{
	if (rc == SQL_SUCCESS || rc == SQL_SUCCESS_WITH_INFO || rc == SQL_NO_DATA)
		return 1;
	printf("FAILED %s (rc %d)\n", what, rc);
	print_diag(what, type, h);
	return 0;
}

static SQLHSTMT new_stmt(void)
{
	SQLHSTMT st;
	ok(SQLAllocHandle(SQL_HANDLE_STMT, dbc, &st), "alloc stmt", SQL_HANDLE_DBC, dbc);
	return st;
}

static void free_stmt(SQLHSTMT st) { SQLFreeHandle(SQL_HANDLE_STMT, st); }

/* Runs one statement that must succeed; prints its row count when asked. */
static void exec(const char *sql, int show_count)
{
	SQLHSTMT st = new_stmt();
	if (ok(SQLExecDirect(st, (SQLCHAR *)sql, SQL_NTS), sql, SQL_HANDLE_STMT, st) && show_count) {
		SQLLEN n = -2;
		SQLRowCount(st, &n);
		printf("%s -> %ld rows\n", sql, (long)n);
	}
	free_stmt(st);
}

/* Runs a statement that must fail: prints its SQLSTATE and message. */
static void expect_error(const char *sql)
{
	SQLHSTMT st = new_stmt();
	SQLRETURN rc = SQLExecDirect(st, (SQLCHAR *)sql, SQL_NTS);
	if (rc == SQL_ERROR) {
		printf("error for %s\n", sql);
		print_diag("diag", SQL_HANDLE_STMT, st);
	} else
		printf("NO ERROR for %s (rc %d)\n", sql, rc);
	free_stmt(st);
}

/* Prints every row of the statement's result, all columns read as text. */
static void print_result(SQLHSTMT st, const char *label)
{
	SQLSMALLINT ncols = 0;
	SQLNumResultCols(st, &ncols);
	printf("-- %s (%d columns)\n", label, ncols);
	printf(" ");
	int oid_col = 0;
	for (SQLSMALLINT c = 1; c <= ncols; c++) {
		SQLCHAR name[128];
		SQLSMALLINT nl, type, dec, nul;
		SQLULEN size;
		SQLDescribeCol(st, c, name, sizeof name, &nl, &type, &size, &dec, &nul);
		printf("%s%s", c > 1 ? "|" : "", name);
		/* psqlODBC's extra SQLColumns column: the table's oid, which Basalt assigns from
		 * another counter than PostgreSQL (a deliberate difference), so it is not printed */
		if (strcmp((char *)name, "TABLE OID") == 0)
			oid_col = c;
	}
	printf("\n");
	SQLRETURN rc;
	while ((rc = SQLFetch(st)) == SQL_SUCCESS || rc == SQL_SUCCESS_WITH_INFO) {
		printf(" ");
		for (SQLSMALLINT c = 1; c <= ncols; c++) {
			char buf[512];
			SQLLEN ind;
			SQLRETURN g = SQLGetData(st, c, SQL_C_CHAR, buf, sizeof buf, &ind);
			if (!ok(g, "SQLGetData", SQL_HANDLE_STMT, st))
				break;
			printf("%s%s", c > 1 ? "|" : "",
			       ind == SQL_NULL_DATA ? "NULL" : c == oid_col ? "<oid>" : buf);
		}
		printf("\n");
	}
	ok(rc, "SQLFetch", SQL_HANDLE_STMT, st);
}

/* Runs a query and prints its column descriptions and rows. */
static void query(const char *sql)
{
	SQLHSTMT st = new_stmt();
	if (ok(SQLExecDirect(st, (SQLCHAR *)sql, SQL_NTS), sql, SQL_HANDLE_STMT, st)) {
		SQLSMALLINT ncols = 0;
		SQLNumResultCols(st, &ncols);
		for (SQLSMALLINT c = 1; c <= ncols; c++) {
			SQLCHAR name[128];
			SQLSMALLINT nl, type, dec, nul;
			SQLULEN size;
			SQLDescribeCol(st, c, name, sizeof name, &nl, &type, &size, &dec, &nul);
			printf("  col %d %s: sqltype %d size %lu digits %d nullable %d\n", c, name, type,
			       (unsigned long)size, dec, nul);
		}
		print_result(st, sql);
	}
	free_stmt(st);
}

static void catalogs(void)
{
	SQLHSTMT st = new_stmt();
	if (ok(SQLTables(st, NULL, 0, (SQLCHAR *)"public", SQL_NTS, (SQLCHAR *)"odbc%", SQL_NTS,
	                 (SQLCHAR *)"TABLE,VIEW", SQL_NTS),
	       "SQLTables", SQL_HANDLE_STMT, st))
		print_result(st, "SQLTables public.odbc%");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLTables(st, NULL, 0, (SQLCHAR *)"%", SQL_NTS, (SQLCHAR *)"", 0, NULL, 0),
	       "SQLTables schemas", SQL_HANDLE_STMT, st))
		print_result(st, "SQLTables schemas");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLColumns(st, NULL, 0, (SQLCHAR *)"public", SQL_NTS, (SQLCHAR *)"odbc_t", SQL_NTS,
	                  (SQLCHAR *)"%", SQL_NTS),
	       "SQLColumns", SQL_HANDLE_STMT, st))
		print_result(st, "SQLColumns public.odbc_t");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLColumns(st, NULL, 0, NULL, 0, (SQLCHAR *)"odbc_v", SQL_NTS, NULL, 0),
	       "SQLColumns view", SQL_HANDLE_STMT, st))
		print_result(st, "SQLColumns odbc_v");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLPrimaryKeys(st, NULL, 0, (SQLCHAR *)"public", SQL_NTS, (SQLCHAR *)"odbc_t", SQL_NTS),
	       "SQLPrimaryKeys", SQL_HANDLE_STMT, st))
		print_result(st, "SQLPrimaryKeys public.odbc_t");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLPrimaryKeys(st, NULL, 0, NULL, 0, (SQLCHAR *)"odbc_pk2", SQL_NTS),
	       "SQLPrimaryKeys 2", SQL_HANDLE_STMT, st))
		print_result(st, "SQLPrimaryKeys odbc_pk2");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLStatistics(st, NULL, 0, (SQLCHAR *)"public", SQL_NTS, (SQLCHAR *)"odbc_t", SQL_NTS,
	                     SQL_INDEX_ALL, SQL_QUICK),
	       "SQLStatistics", SQL_HANDLE_STMT, st))
		print_result(st, "SQLStatistics public.odbc_t");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLStatistics(st, NULL, 0, NULL, 0, (SQLCHAR *)"odbc_pk2", SQL_NTS, SQL_INDEX_UNIQUE,
	                     SQL_QUICK),
	       "SQLStatistics 2", SQL_HANDLE_STMT, st))
		print_result(st, "SQLStatistics odbc_pk2 unique");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLForeignKeys(st, NULL, 0, NULL, 0, (SQLCHAR *)"odbc_t", SQL_NTS, NULL, 0, NULL, 0,
	                      NULL, 0),
	       "SQLForeignKeys", SQL_HANDLE_STMT, st))
		print_result(st, "SQLForeignKeys odbc_t");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLTablePrivileges(st, NULL, 0, (SQLCHAR *)"public", SQL_NTS, (SQLCHAR *)"odbc_pk2",
	                          SQL_NTS),
	       "SQLTablePrivileges", SQL_HANDLE_STMT, st))
		print_result(st, "SQLTablePrivileges odbc_pk2");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLProcedures(st, NULL, 0, (SQLCHAR *)"pg_catalog", SQL_NTS,
	                     (SQLCHAR *)"pg_get_indexdef", SQL_NTS),
	       "SQLProcedures", SQL_HANDLE_STMT, st))
		print_result(st, "SQLProcedures pg_get_indexdef");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLProcedureColumns(st, NULL, 0, (SQLCHAR *)"pg_catalog", SQL_NTS,
	                           (SQLCHAR *)"pg_get_indexdef", SQL_NTS, NULL, 0),
	       "SQLProcedureColumns", SQL_HANDLE_STMT, st))
		print_result(st, "SQLProcedureColumns pg_get_indexdef");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLGetTypeInfo(st, SQL_ALL_TYPES), "SQLGetTypeInfo", SQL_HANDLE_STMT, st))
		print_result(st, "SQLGetTypeInfo");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLTables(st, NULL, 0, NULL, 0, NULL, 0, (SQLCHAR *)"%", SQL_NTS),
	       "SQLTables types", SQL_HANDLE_STMT, st))
		print_result(st, "SQLTables table types");
	free_stmt(st);

	st = new_stmt();
	if (ok(SQLSpecialColumns(st, SQL_BEST_ROWID, NULL, 0, NULL, 0, (SQLCHAR *)"odbc_t", SQL_NTS,
	                         SQL_SCOPE_SESSION, SQL_NULLABLE),
	       "SQLSpecialColumns", SQL_HANDLE_STMT, st))
		print_result(st, "SQLSpecialColumns odbc_t");
	free_stmt(st);
}

/* SQLPrepare + SQLBindParameter + SQLExecute: one row per call, the last all NULL. */
static void bound_inserts(void)
{
	SQLHSTMT st = new_stmt();
	if (!ok(SQLPrepare(st,
	                   (SQLCHAR *)"INSERT INTO odbc_t (id, big, dbl, num, txt, day, ts, flag) "
	                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
	                   SQL_NTS),
	        "SQLPrepare insert", SQL_HANDLE_STMT, st))
		return;
	SQLINTEGER id;
	SQLBIGINT big;
	double dbl;
	char num[32], txt[64];
	SQL_DATE_STRUCT day;
	SQL_TIMESTAMP_STRUCT ts;
	unsigned char flag;
	SQLLEN ind[8];
	SQLBindParameter(st, 1, SQL_PARAM_INPUT, SQL_C_SLONG, SQL_INTEGER, 0, 0, &id, 0, &ind[0]);
	SQLBindParameter(st, 2, SQL_PARAM_INPUT, SQL_C_SBIGINT, SQL_BIGINT, 0, 0, &big, 0, &ind[1]);
	SQLBindParameter(st, 3, SQL_PARAM_INPUT, SQL_C_DOUBLE, SQL_DOUBLE, 0, 0, &dbl, 0, &ind[2]);
	SQLBindParameter(st, 4, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_NUMERIC, 12, 3, num, sizeof num,
	                 &ind[3]);
	SQLBindParameter(st, 5, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_VARCHAR, 60, 0, txt, sizeof txt,
	                 &ind[4]);
	SQLBindParameter(st, 6, SQL_PARAM_INPUT, SQL_C_TYPE_DATE, SQL_TYPE_DATE, 10, 0, &day, 0,
	                 &ind[5]);
	SQLBindParameter(st, 7, SQL_PARAM_INPUT, SQL_C_TYPE_TIMESTAMP, SQL_TYPE_TIMESTAMP, 26, 6, &ts,
	                 0, &ind[6]);
	SQLBindParameter(st, 8, SQL_PARAM_INPUT, SQL_C_BIT, SQL_BIT, 0, 0, &flag, 0, &ind[7]);
	static const struct {
		int id;
		long long big;
		double dbl;
		const char *num, *txt;
		int y, m, d, hh, mi, ss, frac;
		int flag;
	} rows[] = {
		{1, 9000000000LL, 3.25, "12345.678", "hello", 2024, 2, 29, 13, 45, 30, 123456000, 1},
		{2, -1, -0.1, "-0.001", "it's \"quoted\" \\ ok", 1999, 12, 31, 23, 59, 59, 0, 0},
		{3, 0, 1e300, "0", "", 1970, 1, 1, 0, 0, 0, 500000000, 1},
		{4, 2, 2.5, "999999999.999", "ünïcødé €", 2000, 6, 15, 12, 0, 0, 1000, 0},
	};
	for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
		id = rows[i].id;
		big = rows[i].big;
		dbl = rows[i].dbl;
		snprintf(num, sizeof num, "%s", rows[i].num);
		snprintf(txt, sizeof txt, "%s", rows[i].txt);
		day = (SQL_DATE_STRUCT){rows[i].y, rows[i].m, rows[i].d};
		ts = (SQL_TIMESTAMP_STRUCT){rows[i].y, rows[i].m, rows[i].d, rows[i].hh, rows[i].mi,
		                            rows[i].ss, rows[i].frac};
		flag = rows[i].flag;
		ind[0] = ind[1] = ind[2] = ind[5] = ind[6] = ind[7] = 0;
		ind[3] = ind[4] = SQL_NTS;
		if (ok(SQLExecute(st), "SQLExecute", SQL_HANDLE_STMT, st)) {
			SQLLEN n = -2;
			SQLRowCount(st, &n);
			printf("insert %d: %ld row\n", id, (long)n);
		}
	}
	id = 5;
	for (int i = 1; i < 8; i++)
		ind[i] = SQL_NULL_DATA;
	if (ok(SQLExecute(st), "SQLExecute nulls", SQL_HANDLE_STMT, st))
		printf("insert 5: nulls\n");
	free_stmt(st);
}

/* Reads the rows back in their own C types, by a prepared query with a parameter. */
static void typed_reads(void)
{
	SQLHSTMT st = new_stmt();
	if (!ok(SQLPrepare(st,
	                   (SQLCHAR *)"SELECT id, big, dbl, num, txt, day, ts, flag FROM odbc_t "
	                              "WHERE id <= ? ORDER BY id",
	                   SQL_NTS),
	        "SQLPrepare select", SQL_HANDLE_STMT, st))
		return;
	SQLINTEGER lim = 100;
	SQLLEN limind = 0;
	SQLBindParameter(st, 1, SQL_PARAM_INPUT, SQL_C_SLONG, SQL_INTEGER, 0, 0, &lim, 0, &limind);
	if (!ok(SQLExecute(st), "SQLExecute select", SQL_HANDLE_STMT, st))
		return;
	SQLSMALLINT ncols;
	SQLNumResultCols(st, &ncols);
	for (SQLSMALLINT c = 1; c <= ncols; c++) {
		SQLCHAR name[128];
		SQLSMALLINT nl, type, dec, nul;
		SQLULEN size;
		SQLDescribeCol(st, c, name, sizeof name, &nl, &type, &size, &dec, &nul);
		printf("  col %d %s: sqltype %d size %lu digits %d nullable %d\n", c, name, type,
		       (unsigned long)size, dec, nul);
	}
	SQLRETURN rc;
	while ((rc = SQLFetch(st)) == SQL_SUCCESS || rc == SQL_SUCCESS_WITH_INFO) {
		SQLINTEGER id;
		SQLBIGINT big;
		double dbl;
		SQL_NUMERIC_STRUCT num;
		char txt[128];
		SQL_DATE_STRUCT day;
		SQL_TIMESTAMP_STRUCT ts;
		unsigned char flag;
		SQLLEN ind[8];
		SQLGetData(st, 1, SQL_C_SLONG, &id, 0, &ind[0]);
		SQLGetData(st, 2, SQL_C_SBIGINT, &big, 0, &ind[1]);
		SQLGetData(st, 3, SQL_C_DOUBLE, &dbl, 0, &ind[2]);
		memset(&num, 0, sizeof num);
		SQLGetData(st, 4, SQL_C_NUMERIC, &num, sizeof num, &ind[3]);
		SQLGetData(st, 5, SQL_C_CHAR, txt, sizeof txt, &ind[4]);
		SQLGetData(st, 6, SQL_C_TYPE_DATE, &day, 0, &ind[5]);
		SQLGetData(st, 7, SQL_C_TYPE_TIMESTAMP, &ts, 0, &ind[6]);
		SQLGetData(st, 8, SQL_C_BIT, &flag, 0, &ind[7]);
		printf("row %d:", (int)id);
		if (ind[1] == SQL_NULL_DATA)
			printf(" NULL");
		else
			printf(" %lld", (long long)big);
		if (ind[2] == SQL_NULL_DATA)
			printf(" NULL");
		else
			printf(" %.17g", dbl);
		if (ind[3] == SQL_NULL_DATA)
			printf(" NULL");
		else {
			/* the mantissa as a little-endian integer, scaled */
			unsigned long long v = 0;
			for (int i = 7; i >= 0; i--)
				v = v * 256 + num.val[i];
			printf(" numeric(sign %d scale %d value %llu)", num.sign, num.scale, v);
		}
		printf(" [%s]", ind[4] == SQL_NULL_DATA ? "NULL" : txt);
		if (ind[5] == SQL_NULL_DATA)
			printf(" NULL");
		else
			printf(" %04d-%02d-%02d", day.year, day.month, day.day);
		if (ind[6] == SQL_NULL_DATA)
			printf(" NULL");
		else
			printf(" %04d-%02d-%02d %02d:%02d:%02d.%09lu", ts.year, ts.month, ts.day, ts.hour,
			       ts.minute, ts.second, (unsigned long)ts.fraction);
		if (ind[7] == SQL_NULL_DATA)
			printf(" NULL\n");
		else
			printf(" %d\n", flag);
	}
	ok(rc, "SQLFetch typed", SQL_HANDLE_STMT, st);
	free_stmt(st);
}

/* A result larger than one fetch batch (psqlODBC's UseDeclareFetch fetches 2048 at a time). */
static void big_result(void)
{
	exec("INSERT INTO odbc_big SELECT i, 'v' || i FROM generate_series(1, 5000) i", 1);
	SQLHSTMT st = new_stmt();
	if (!ok(SQLExecDirect(st, (SQLCHAR *)"SELECT i, s FROM odbc_big ORDER BY i", SQL_NTS),
	        "big select", SQL_HANDLE_STMT, st))
		return;
	long count = 0, sum = 0, len = 0;
	SQLRETURN rc;
	char last[32] = "";
	while ((rc = SQLFetch(st)) == SQL_SUCCESS || rc == SQL_SUCCESS_WITH_INFO) {
		SQLINTEGER i;
		SQLLEN ind;
		char s[32];
		SQLGetData(st, 1, SQL_C_SLONG, &i, 0, &ind);
		SQLGetData(st, 2, SQL_C_CHAR, s, sizeof s, &ind);
		count++;
		sum += i;
		len += (long)strlen(s);
		snprintf(last, sizeof last, "%s", s);
	}
	ok(rc, "SQLFetch big", SQL_HANDLE_STMT, st);
	printf("big result: %ld rows, sum %ld, text length %ld, last %s\n", count, sum, len, last);
	free_stmt(st);
}

static void count_rows(const char *label)
{
	SQLHSTMT st = new_stmt();
	SQLINTEGER n = -1;
	SQLLEN ind;
	if (ok(SQLExecDirect(st, (SQLCHAR *)"SELECT count(*) FROM odbc_tx", SQL_NTS), "count",
	       SQL_HANDLE_STMT, st) &&
	    SQLFetch(st) == SQL_SUCCESS) {
		SQLGetData(st, 1, SQL_C_SLONG, &n, 0, &ind);
	}
	printf("%s: %d rows in odbc_tx\n", label, (int)n);
	free_stmt(st);
}

static void transactions(void)
{
	ok(SQLSetConnectAttr(dbc, SQL_ATTR_AUTOCOMMIT, (SQLPOINTER)SQL_AUTOCOMMIT_OFF, 0),
	   "autocommit off", SQL_HANDLE_DBC, dbc);
	exec("INSERT INTO odbc_tx VALUES (1)", 1);
	exec("INSERT INTO odbc_tx VALUES (2)", 1);
	count_rows("before rollback");
	ok(SQLEndTran(SQL_HANDLE_DBC, dbc, SQL_ROLLBACK), "rollback", SQL_HANDLE_DBC, dbc);
	count_rows("after rollback");
	exec("INSERT INTO odbc_tx VALUES (3)", 1);
	ok(SQLEndTran(SQL_HANDLE_DBC, dbc, SQL_COMMIT), "commit", SQL_HANDLE_DBC, dbc);
	count_rows("after commit");
	/* an error inside a transaction: the statement fails, then the transaction is ended */
	exec("INSERT INTO odbc_tx VALUES (4)", 1);
	expect_error("INSERT INTO odbc_tx VALUES (1/0)");
	SQLRETURN rc = SQLEndTran(SQL_HANDLE_DBC, dbc, SQL_COMMIT);
	printf("commit after an error: %s\n", rc == SQL_SUCCESS ? "ok" : "failed");
	if (rc != SQL_SUCCESS)
		print_diag("commit", SQL_HANDLE_DBC, dbc);
	SQLEndTran(SQL_HANDLE_DBC, dbc, SQL_ROLLBACK);
	count_rows("after the failed transaction");
	/* a cursor read across a commit */
	exec("INSERT INTO odbc_tx SELECT generate_series(10, 3009)", 1);
	SQLHSTMT st = new_stmt();
	long n = 0;
	if (ok(SQLExecDirect(st, (SQLCHAR *)"SELECT a FROM odbc_tx ORDER BY a", SQL_NTS), "tx select",
	       SQL_HANDLE_STMT, st)) {
		SQLRETURN f;
		while ((f = SQLFetch(st)) == SQL_SUCCESS || f == SQL_SUCCESS_WITH_INFO) {
			if (++n == 100)
				ok(SQLEndTran(SQL_HANDLE_DBC, dbc, SQL_COMMIT), "commit mid-fetch",
				   SQL_HANDLE_DBC, dbc);
		}
		ok(f, "SQLFetch tx", SQL_HANDLE_STMT, st);
	}
	printf("read %ld rows across a commit\n", n);
	free_stmt(st);
	SQLEndTran(SQL_HANDLE_DBC, dbc, SQL_COMMIT);
	count_rows("after the second commit");
	ok(SQLSetConnectAttr(dbc, SQL_ATTR_AUTOCOMMIT, (SQLPOINTER)SQL_AUTOCOMMIT_ON, 0),
	   "autocommit on", SQL_HANDLE_DBC, dbc);
}

/* The other column types: bound as parameters, then described and read back as text and as
 * their C types; the base table and column of each result column (from RowDescription's table
 * oid and attribute number). */
static void more_types(void)
{
	SQLHSTMT st = new_stmt();
	if (!ok(SQLPrepare(st,
	                   (SQLCHAR *)"INSERT INTO odbc_t (id, ch, sm, r, ts_tz, tm, by, u, iv, vc) "
	                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	                   SQL_NTS),
	        "SQLPrepare more", SQL_HANDLE_STMT, st))
		return;
	SQLSMALLINT np = 0;
	SQLNumParams(st, &np);
	printf("parameters: %d\n", np);
	SQLINTEGER id = 10;
	char ch[8] = "ab", tstz[40] = "2021-03-04 05:06:07.5+02", iv[40] = "1 day 02:03:04",
	     uuid[40] = "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", vc[24] = "twenty chars exactly";
	SQLSMALLINT sm = -32768;
	float r = 1.5f;
	SQL_TIME_STRUCT tm = {23, 59, 58};
	unsigned char by[5] = {0, 1, 0xfe, 0xff, 'x'};
	SQLLEN ind[10] = {0, SQL_NTS, 0, 0, SQL_NTS, 0, sizeof by, SQL_NTS, SQL_NTS, SQL_NTS};
	SQLBindParameter(st, 1, SQL_PARAM_INPUT, SQL_C_SLONG, SQL_INTEGER, 0, 0, &id, 0, &ind[0]);
	SQLBindParameter(st, 2, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_CHAR, 4, 0, ch, sizeof ch, &ind[1]);
	SQLBindParameter(st, 3, SQL_PARAM_INPUT, SQL_C_SSHORT, SQL_SMALLINT, 0, 0, &sm, 0, &ind[2]);
	SQLBindParameter(st, 4, SQL_PARAM_INPUT, SQL_C_FLOAT, SQL_REAL, 0, 0, &r, 0, &ind[3]);
	SQLBindParameter(st, 5, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_VARCHAR, 40, 0, tstz, sizeof tstz,
	                 &ind[4]);
	SQLBindParameter(st, 6, SQL_PARAM_INPUT, SQL_C_TYPE_TIME, SQL_TYPE_TIME, 8, 0, &tm, 0,
	                 &ind[5]);
	SQLBindParameter(st, 7, SQL_PARAM_INPUT, SQL_C_BINARY, SQL_VARBINARY, sizeof by, 0, by,
	                 sizeof by, &ind[6]);
	SQLBindParameter(st, 8, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_VARCHAR, 36, 0, uuid, sizeof uuid,
	                 &ind[7]);
	SQLBindParameter(st, 9, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_VARCHAR, 40, 0, iv, sizeof iv,
	                 &ind[8]);
	SQLBindParameter(st, 10, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_VARCHAR, 20, 0, vc, sizeof vc,
	                 &ind[9]);
	if (ok(SQLExecute(st), "SQLExecute more", SQL_HANDLE_STMT, st))
		printf("inserted the other types\n");
	/* the same statement again with a value out of range: an error, then the next row */
	id = 11;
	snprintf(vc, sizeof vc, "%s", "twenty-one characters");
	if (SQLExecute(st) == SQL_ERROR) {
		printf("error for a too long varchar\n");
		print_diag("diag", SQL_HANDLE_STMT, st);
	}
	id = 12;
	snprintf(vc, sizeof vc, "%s", "short");
	if (ok(SQLExecute(st), "SQLExecute after the error", SQL_HANDLE_STMT, st))
		printf("inserted again after the error\n");
	free_stmt(st);
	query("SELECT id, ch, sm, r, ts_tz, tm, by, u, iv, vc FROM odbc_t WHERE id >= 10 ORDER BY id");

	st = new_stmt();
	if (ok(SQLExecDirect(st,
	                     (SQLCHAR *)"SELECT t.id, t.vc AS renamed, 1 + 1 AS expr, v.txt "
	                                "FROM odbc_t t JOIN odbc_v v ON v.id = t.id WHERE t.id = 1",
	                     SQL_NTS),
	       "base columns", SQL_HANDLE_STMT, st)) {
		SQLSMALLINT ncols = 0;
		SQLNumResultCols(st, &ncols);
		for (SQLSMALLINT c = 1; c <= ncols; c++) {
			char label[64] = "", table[64] = "", column[64] = "";
			SQLSMALLINT l;
			SQLLEN nullable = -1, updatable = -1;
			SQLColAttribute(st, c, SQL_DESC_LABEL, label, sizeof label, &l, NULL);
			SQLColAttribute(st, c, SQL_DESC_BASE_TABLE_NAME, table, sizeof table, &l, NULL);
			SQLColAttribute(st, c, SQL_DESC_BASE_COLUMN_NAME, column, sizeof column, &l, NULL);
			SQLColAttribute(st, c, SQL_DESC_NULLABLE, NULL, 0, NULL, &nullable);
			SQLColAttribute(st, c, SQL_DESC_UPDATABLE, NULL, 0, NULL, &updatable);
			printf("  %s: base %s.%s nullable %ld updatable %ld\n", label, table, column,
			       (long)nullable, (long)updatable);
		}
	}
	free_stmt(st);
}

/* A scrollable (static) cursor: absolute, relative, prior, last and first positions. */
static void scrolling(void)
{
	SQLHSTMT st = new_stmt();
	ok(SQLSetStmtAttr(st, SQL_ATTR_CURSOR_TYPE, (SQLPOINTER)SQL_CURSOR_STATIC, 0),
	   "static cursor", SQL_HANDLE_STMT, st);
	if (!ok(SQLExecDirect(st, (SQLCHAR *)"SELECT i FROM odbc_big WHERE i <= 300 ORDER BY i",
	                      SQL_NTS),
	        "scroll select", SQL_HANDLE_STMT, st))
		return;
	static const struct {
		SQLSMALLINT how;
		SQLLEN off;
		const char *name;
	} moves[] = {
		{SQL_FETCH_NEXT, 0, "next"},       {SQL_FETCH_ABSOLUTE, 250, "absolute 250"},
		{SQL_FETCH_PRIOR, 0, "prior"},     {SQL_FETCH_RELATIVE, -100, "relative -100"},
		{SQL_FETCH_LAST, 0, "last"},       {SQL_FETCH_FIRST, 0, "first"},
		{SQL_FETCH_ABSOLUTE, -2, "absolute -2"}, {SQL_FETCH_NEXT, 0, "next"},
		{SQL_FETCH_NEXT, 0, "next past the end"},
	};
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		SQLRETURN rc = SQLFetchScroll(st, moves[i].how, moves[i].off);
		SQLINTEGER v = -1;
		SQLLEN ind;
		if (rc == SQL_NO_DATA)
			printf("  %s: no data\n", moves[i].name);
		else if (ok(rc, moves[i].name, SQL_HANDLE_STMT, st)) {
			SQLGetData(st, 1, SQL_C_SLONG, &v, 0, &ind);
			printf("  %s: %d\n", moves[i].name, (int)v);
		}
	}
	free_stmt(st);
}

/* Two statements in one SQLExecDirect: two results, read with SQLMoreResults. */
static void more_results(void)
{
	SQLHSTMT st = new_stmt();
	if (ok(SQLExecDirect(st,
	                     (SQLCHAR *)"UPDATE odbc_big SET s = s || '!' WHERE i <= 3; "
	                                "SELECT s FROM odbc_big WHERE i <= 2 ORDER BY i",
	                     SQL_NTS),
	       "two statements", SQL_HANDLE_STMT, st)) {
		int n = 1;
		do {
			SQLSMALLINT ncols = 0;
			SQLLEN rows = -2;
			SQLNumResultCols(st, &ncols);
			SQLRowCount(st, &rows);
			printf("result %d: %d columns, row count %ld\n", n++, ncols, (long)rows);
			if (ncols > 0)
				print_result(st, "second statement");
		} while (SQLMoreResults(st) == SQL_SUCCESS);
	}
	free_stmt(st);
	exec("DELETE FROM odbc_big WHERE i > 4000", 1);
}

/* ODBC escape sequences, which psqlODBC rewrites into PostgreSQL's functions and literals. */
static void escapes(void)
{
	query("SELECT {fn UCASE('abc')} AS u, {fn LCASE('ABC')} AS l, {fn CONCAT('a', 'b')} AS c, "
	      "{fn LENGTH('abcd')} AS len, {fn SUBSTRING('abcdef', 2, 3)} AS sub, "
	      "{fn LTRIM('  x')} AS lt, {fn RTRIM('x  ')} AS rt, {fn LEFT('abcdef', 2)} AS lft, "
	      "{fn RIGHT('abcdef', 2)} AS rgt, {fn REPLACE('aXbX', 'X', 'y')} AS rep, "
	      "{fn LOCATE('c', 'abcabc')} AS loc, {fn ASCII('A')} AS asc1, {fn CHAR(66)} AS chr");
	query("SELECT {fn ABS(-3)} AS a, {fn MOD(17, 5)} AS m, {fn FLOOR(2.7)} AS f, "
	      "{fn CEILING(2.1)} AS c, {fn ROUND(2.567, 2)} AS r, {fn POWER(2, 10)} AS p, "
	      "{fn SQRT(16.0)} AS s, {fn SIGN(-5)} AS sg, {fn TRUNCATE(2.567, 1)} AS t, "
	      "{fn PI()} AS pi");
	query("SELECT {d '2024-02-29'} AS d, {ts '2024-02-29 13:45:30'} AS ts, {t '13:45:30'} AS t, "
	      "{fn YEAR({d '2024-02-29'})} AS y, {fn MONTH({d '2024-02-29'})} AS mo, "
	      "{fn DAYOFMONTH({d '2024-02-29'})} AS dom, {fn DAYOFWEEK({d '2024-02-29'})} AS dow, "
	      "{fn DAYOFYEAR({d '2024-02-29'})} AS doy, {fn HOUR({ts '2024-02-29 13:45:30'})} AS h, "
	      "{fn MINUTE({ts '2024-02-29 13:45:30'})} AS mi, {fn SECOND({ts '2024-02-29 13:45:30'})} AS s, "
	      "{fn QUARTER({d '2024-02-29'})} AS q, {fn WEEK({d '2024-02-29'})} AS w");
	/* psqlODBC turns DAYNAME and MONTHNAME into to_char(d, 'Day') and to_char(d, 'Month') */
	query("SELECT {fn DAYNAME({d '2024-02-29'})} AS dn, {fn MONTHNAME({d '2024-02-29'})} AS mn, "
	      "{fn DAYNAME({ts '2023-12-31 23:59:59'})} AS dn2, "
	      "{fn MONTHNAME({ts '2023-12-31 23:59:59'})} AS mn2");
	query("SELECT {fn TIMESTAMPADD(SQL_TSI_DAY, 3, {ts '2024-02-28 00:00:00'})} AS d, "
	      "{fn TIMESTAMPADD(SQL_TSI_MONTH, -1, {ts '2024-03-31 10:00:00'})} AS mo, "
	      "{fn TIMESTAMPADD(SQL_TSI_HOUR, 25, {ts '2024-02-28 00:00:00'})} AS h, "
	      "{fn TIMESTAMPADD(SQL_TSI_SECOND, 90, {ts '2024-02-28 00:00:00'})} AS s, "
	      "{fn TIMESTAMPADD(SQL_TSI_WEEK, 2, {ts '2024-02-28 00:00:00'})} AS w, "
	      "{fn TIMESTAMPADD(SQL_TSI_YEAR, 1, {ts '2024-02-29 00:00:00'})} AS y");
	query("SELECT {fn TIMESTAMPDIFF(SQL_TSI_DAY, {ts '2024-02-28 00:00:00'}, "
	      "{ts '2024-03-02 00:00:00'})} AS td, "
	      "{fn CONVERT('42', SQL_INTEGER)} AS cv, {fn IFNULL(NULL, 'z')} AS ifn, "
	      "{fn CURDATE()} IS NOT NULL AS cd, {fn NOW()} IS NOT NULL AS n, {fn USER()} AS usr");
	query("SELECT t.id, v.txt FROM {oj odbc_t t LEFT OUTER JOIN odbc_v v ON v.id = t.id + 100} "
	      "WHERE t.id < 3 ORDER BY t.id");
	query("SELECT id FROM odbc_t WHERE txt LIKE 'h\\_%' {escape '\\'} OR txt LIKE 'hel%' ORDER BY id");
}

/* An array of parameter sets in one SQLExecute (SQL_ATTR_PARAMSET_SIZE), isolation levels. */
static void param_arrays(void)
{
	SQLHSTMT st = new_stmt();
	SQLINTEGER ids[3] = {100, 101, 102};
	char txts[3][16] = {"first", "second", "third"};
	SQLLEN idind[3] = {0, 0, 0}, txtind[3] = {SQL_NTS, SQL_NULL_DATA, SQL_NTS};
	SQLUSMALLINT status[3];
	SQLULEN processed = 0;
	SQLSetStmtAttr(st, SQL_ATTR_PARAMSET_SIZE, (SQLPOINTER)3, 0);
	SQLSetStmtAttr(st, SQL_ATTR_PARAM_STATUS_PTR, status, 0);
	SQLSetStmtAttr(st, SQL_ATTR_PARAMS_PROCESSED_PTR, &processed, 0);
	SQLBindParameter(st, 1, SQL_PARAM_INPUT, SQL_C_SLONG, SQL_INTEGER, 0, 0, ids, 0, idind);
	SQLBindParameter(st, 2, SQL_PARAM_INPUT, SQL_C_CHAR, SQL_VARCHAR, 15, 0, txts, 16, txtind);
	if (ok(SQLExecDirect(st, (SQLCHAR *)"INSERT INTO odbc_t (id, txt) VALUES (?, ?)", SQL_NTS),
	       "paramset insert", SQL_HANDLE_STMT, st))
		printf("paramset: %lu processed, status %d %d %d\n", (unsigned long)processed, status[0],
		       status[1], status[2]);
	free_stmt(st);
	query("SELECT id, txt FROM odbc_t WHERE id >= 100 ORDER BY id");
	exec("DELETE FROM odbc_t WHERE id >= 100", 1);

	static const struct {
		SQLULEN level;
		const char *name;
	} levels[] = {{SQL_TXN_SERIALIZABLE, "serializable"},
	              {SQL_TXN_REPEATABLE_READ, "repeatable read"},
	              {SQL_TXN_READ_COMMITTED, "read committed"}};
	for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
		if (ok(SQLSetConnectAttr(dbc, SQL_ATTR_TXN_ISOLATION, (SQLPOINTER)levels[i].level, 0),
		       levels[i].name, SQL_HANDLE_DBC, dbc)) {
			SQLULEN got = 0;
			SQLGetConnectAttr(dbc, SQL_ATTR_TXN_ISOLATION, &got, 0, NULL);
			printf("isolation %s: attribute %lu\n", levels[i].name, (unsigned long)got);
			query("SELECT current_setting('transaction_isolation') AS iso");
		}
	}
}

static void errors(void)
{
	expect_error("SELECT 1/0");
	expect_error("SELEC 1");
	expect_error("SELECT * FROM odbc_missing");
	expect_error("INSERT INTO odbc_t (id) VALUES (1)");
	expect_error("SELECT 'abc'::int");
	query("SELECT 42 AS still_connected, 'yes' AS answer");
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s CONNECTION-STRING\n", argv[0]);
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	SQLAllocHandle(SQL_HANDLE_ENV, SQL_NULL_HANDLE, &env);
	SQLSetEnvAttr(env, SQL_ATTR_ODBC_VERSION, (SQLPOINTER)SQL_OV_ODBC3, 0);
	SQLAllocHandle(SQL_HANDLE_DBC, env, &dbc);
	SQLCHAR out[1024];
	SQLSMALLINT outlen;
	if (!ok(SQLDriverConnect(dbc, NULL, (SQLCHAR *)argv[1], SQL_NTS, out, sizeof out, &outlen,
	                         SQL_DRIVER_NOPROMPT),
	        "SQLDriverConnect", SQL_HANDLE_DBC, dbc))
		return 1;
	printf("connected\n");
	char info[256];
	SQLSMALLINT il;
	SQLGetInfo(dbc, SQL_DBMS_NAME, info, sizeof info, &il);
	printf("DBMS name: %s\n", info);

	exec("DROP VIEW IF EXISTS odbc_v", 0);
	exec("DROP TABLE IF EXISTS odbc_t, odbc_big, odbc_tx, odbc_pk2", 0);
	exec("CREATE TABLE odbc_t (id integer PRIMARY KEY, big bigint, dbl double precision, "
	     "num numeric(12,3), txt text, day date, ts timestamp, flag boolean, "
	     "vc varchar(20), ch char(4), sm smallint, r real, "
	     "ts_tz timestamptz, tm time, by bytea, u uuid, iv interval)",
	     0);
	exec("CREATE INDEX odbc_t_big ON odbc_t (big)", 0);
	exec("CREATE UNIQUE INDEX odbc_t_txt_day ON odbc_t (txt, day)", 0);
	exec("CREATE TABLE odbc_pk2 (a int, b text, c int, PRIMARY KEY (b, a))", 0);
	exec("CREATE TABLE odbc_big (i int, s varchar(20))", 0);
	exec("CREATE TABLE odbc_tx (a int)", 0);
	exec("CREATE VIEW odbc_v AS SELECT id, txt FROM odbc_t", 0);

	catalogs();
	bound_inserts();
	query("SELECT id, big, dbl, num, txt, day, ts, flag, vc FROM odbc_t ORDER BY id");
	typed_reads();
	big_result();
	more_types();
	scrolling();
	more_results();
	escapes();
	param_arrays();
	transactions();
	errors();
	query("SELECT 1 AS a UNION ALL SELECT 2 ORDER BY 1");

	exec("DROP VIEW odbc_v", 0);
	exec("DROP TABLE odbc_t, odbc_big, odbc_tx, odbc_pk2", 0);
	SQLDisconnect(dbc);
	SQLFreeHandle(SQL_HANDLE_DBC, dbc);
	SQLFreeHandle(SQL_HANDLE_ENV, env);
	printf("done\n");
	return 0;
}
