/*
 * query_log.c: the statement log of a session: log_statement and log_min_duration_statement,
 * worded as PostgreSQL 15 writes them.
 *
 * The one idea: a statement is classified by its parse tree the way PG's GetCommandLogLevel
 * does (ddl: CREATE/ALTER/DROP/GRANT...; mod: ddl plus INSERT/UPDATE/DELETE/TRUNCATE/COPY FROM
 * and EXPLAIN ANALYZE of those; all: everything), and logged once before it runs. The duration
 * line follows when the statement took at least log_min_duration_statement; it repeats the
 * text only if log_statement did not log it already.
 */
#include "net/session.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "common/guc.h"
#include "common/list.h"
#include "executor/portalmem.h"
#include "parser/parsenodes.h"

int64 query_log_clock(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static bool explain_analyzes(const ExplainStmt *e)
{
    ListCell *lc;
    foreach (lc, e->options) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "analyze") == 0)
            return true;
    }
    return false;
}

static int statement_level(const Node *stmt)
{
    if (stmt == NULL)
        return LOGSTMT_ALL;
    switch (nodeTag(stmt)) {
    case T_SelectStmt:
    case T_VariableSetStmt:
    case T_VariableShowStmt:
    case T_TransactionStmt:
    case T_LockStmt:
    case T_CheckPointStmt:
    case T_VacuumStmt:
        return LOGSTMT_ALL;
    case T_InsertStmt:
    case T_UpdateStmt:
    case T_DeleteStmt:
    case T_TruncateStmt:
        return LOGSTMT_MOD;
    case T_CopyStmt:
        return ((const CopyStmt *)stmt)->is_from ? LOGSTMT_MOD : LOGSTMT_ALL;
    case T_ExplainStmt: {
        const ExplainStmt *e = (const ExplainStmt *)stmt;
        return explain_analyzes(e) ? statement_level(e->query) : LOGSTMT_ALL;
    }
    default:
        return LOGSTMT_DDL; /* CREATE, ALTER, DROP, roles, foreign objects, ... */
    }
}

static bool wanted(const Node *stmt)
{
    return log_statement != LOGSTMT_NONE && statement_level(stmt) <= log_statement;
}

bool query_log_simple(List *stmts, const char *query)
{
    if (log_statement == LOGSTMT_NONE)
        return false;
    ListCell *lc;
    foreach (lc, stmts) {
        RawStmt *raw = lfirst(lc);
        if (wanted(raw->stmt)) {
            elog(LOG, "statement: %s", query);
            return true;
        }
    }
    return false;
}

bool query_log_execute(const PreparedStatement *stmt, const char *portal)
{
    if (stmt->raw == NULL || !wanted(stmt->raw->stmt))
        return false;
    elog(LOG, "execute %s%s%s: %s", stmt->name[0] ? stmt->name : "<unnamed>",
         portal[0] ? "/" : "", portal, stmt->query);
    return true;
}

void query_log_duration(int64 start_us, bool was_logged, const char *what, const char *name,
                        const char *query)
{
    if (log_min_duration_statement_ms < 0)
        return;
    int64 us = query_log_clock() - start_us;
    if (log_min_duration_statement_ms > 0 && us < (int64)log_min_duration_statement_ms * 1000)
        return;
    char ms[32];
    snprintf(ms, sizeof(ms), "%lld.%03d", (long long)(us / 1000), (int)(us % 1000));
    if (was_logged)
        elog(LOG, "duration: %s ms", ms);
    else if (name == NULL)
        elog(LOG, "duration: %s ms  %s: %s", ms, what, query);
    else
        elog(LOG, "duration: %s ms  %s %s: %s", ms, what, name[0] ? name : "<unnamed>", query);
}
