/*
 * query.c: running queries for a session: the simple protocol (Query) and the extended one
 * (Parse / Bind / Describe / Execute / Close / Sync).
 *
 * The one idea: both protocols drive the same four calls, raw_parser -> planner_plan ->
 * executor_start/run/end, bracketed by xact_start_command / xact_commit_command; they differ
 * only in what they keep between messages. A prepared statement owns a memory context holding
 * its parse tree and plan; a portal owns one holding its parameter values and executor state.
 * Both live in the executor's session tables (executor/portalmem.h), which SQL's PREPARE and
 * DECLARE CURSOR fill too, so each protocol sees the other's by name, as in PG.
 * Errors are not caught here: they unwind to the session loop, which calls query_abort().
 *
 * Transactions, as in PostgreSQL: outside a BEGIN block, a simple Query's statements run as
 * one implicit transaction that commits after the last of them, and the extended protocol's
 * messages up to a Sync do too (a pgjdbc batch that fails on its third row keeps none). Between
 * statements only the command id advances (xact_command_counter_increment), so each sees the
 * rows of the ones before. Transaction statements (BEGIN, COMMIT, ...) end the command at once.
 * A Sync commits whatever is open and, outside a block, drops every protocol portal, as PG does
 * at transaction end; cursors close (or, WITH HOLD, are materialized) by portalmem.c's rules
 * just before a commit and after an abort.
 */
#include "net/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/guc.h"
#include "common/list.h"
#include "common/utf8.h"
#include "executor/executor.h"
#include "executor/portalmem.h"
#include "index/indexam.h"
#include "parser/parser.h"
#include "planner/planner.h"
#include "storage/xact.h"

/* ------------------------------------------------------------------ DestReceiver */

typedef struct NetDest {
    DestReceiver pub;
    Session *s;
    bool send_row_description; /* simple protocol: RowDescription precedes the rows */
} NetDest;

static void send_row_description(Session *s, int ncols, const ResultColumn *cols)
{
    WireColumn *wc = palloc(sizeof(WireColumn) * (size_t)(ncols > 0 ? ncols : 1));
    for (int i = 0; i < ncols; i++) {
        wc[i].name = cols[i].name;
        wc[i].tableoid = cols[i].tableoid;
        wc[i].attnum = cols[i].attnum;
        wc[i].typid = cols[i].typid;
        wc[i].typlen = cols[i].typlen;
        wc[i].typmod = cols[i].typmod;
        wc[i].format = cols[i].format;
    }
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_row_description(&s->out, ncols, wc);
    MemoryContextSwitchTo(old);
    pfree(wc);
}

static void dest_startup(DestReceiver *self, int ncols, const ResultColumn *cols)
{
    NetDest *d = (NetDest *)self;
    if (d->send_row_description)
        send_row_description(d->s, ncols, cols);
}

static void dest_row(DestReceiver *self, int ncols, const char *const *values,
                     const int *lengths)
{
    NetDest *d = (NetDest *)self;
    Session *s = d->s;
    /* A query whose client left, or that was cancelled, stops at its next row. */
    session_check_interrupts(s);
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_data_row(&s->out, ncols, values, lengths);
    MemoryContextSwitchTo(old);
    session_maybe_flush(s);
}

/* COPY TO STDOUT: CopyOutResponse, a CopyData per row, CopyDone. */
static void dest_copy_out_begin(DestReceiver *self, int ncols, bool binary)
{
    Session *s = ((NetDest *)self)->s;
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_copy_response(&s->out, 'H', binary, ncols);
    MemoryContextSwitchTo(old);
}

static void dest_copy_out_data(DestReceiver *self, const char *data, int len)
{
    Session *s = ((NetDest *)self)->s;
    session_check_interrupts(s);
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_copy_data(&s->out, data, len);
    MemoryContextSwitchTo(old);
    session_maybe_flush(s);
}

static void dest_copy_out_end(DestReceiver *self)
{
    Session *s = ((NetDest *)self)->s;
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_copy_done(&s->out);
    MemoryContextSwitchTo(old);
}

/* COPY FROM STDIN: CopyInResponse, then the client's CopyData up to CopyDone or CopyFail. */
static void dest_copy_in_begin(DestReceiver *self, int ncols, bool binary)
{
    Session *s = ((NetDest *)self)->s;
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_copy_response(&s->out, 'G', binary, ncols);
    MemoryContextSwitchTo(old);
    session_flush(s);
}

static bool dest_copy_in_read(DestReceiver *self, StringInfo buf)
{
    Session *s = ((NetDest *)self)->s;
    session_check_interrupts(s);
    for (;;) {
        NetMessage *m = session_read_message(s);
        char type = m->type;
        if (type == 'd') {
            appendBinaryStringInfo(buf, m->body, m->len);
            free(m);
            return true;
        }
        if (type == 'c') {
            free(m);
            return false;
        }
        if (type == 'f') {
            const char *msg = "", *err = NULL;
            char *copy = wire_read_copy_fail(m->body, m->len, &msg, &err) ? pstrdup(msg) : "";
            free(m);
            ereport(ERROR, errcode(ERRCODE_QUERY_CANCELED), errmsg("COPY from stdin failed: %s", copy));
        }
        free(m);
        if (type != 'H' && type != 'S') /* Flush and Sync are allowed, and mean nothing here */
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                    errmsg("unexpected message type 0x%02X during COPY from stdin",
                           (unsigned char)type));
    }
}

static void dest_init(NetDest *d, Session *s, bool rowdesc)
{
    memset(d, 0, sizeof(*d));
    d->pub.startup = dest_startup;
    d->pub.row = dest_row;
    d->pub.copy_out_begin = dest_copy_out_begin;
    d->pub.copy_out_data = dest_copy_out_data;
    d->pub.copy_out_end = dest_copy_out_end;
    d->pub.copy_in_begin = dest_copy_in_begin;
    d->pub.copy_in_read = dest_copy_in_read;
    d->s = s;
    d->send_row_description = rowdesc;
}

/* ------------------------------------------------------------------ small helpers */

static void send_command_complete(Session *s, const char *tag)
{
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_command_complete(&s->out, tag);
    MemoryContextSwitchTo(old);
}

static void send_simple(Session *s, void (*build)(StringInfo))
{
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    build(&s->out);
    MemoryContextSwitchTo(old);
}

static void start_command(Session *s)
{
    if (!s->xact_cmd_open) {
        xact_start_command();
        s->xact_cmd_open = true;
    }
}

/* Before the transaction ends: WITH HOLD cursors are materialized, the others closed. */
static void cursors_at_commit(void)
{
    char outcome = xact_commit_outcome();
    if (outcome == 'C')
        portal_pre_commit();
    else if (outcome == 'A')
        portal_at_abort(false);
}

static void commit_command(Session *s)
{
    if (s->xact_cmd_open) {
        cursors_at_commit();
        s->xact_cmd_open = false;
        xact_commit_command();
    }
}

char query_xact_status(Session *s)
{
    return xact_block_status();
}

/* Run fn(arg); if it raises, run cleanup(arg) and let the error go on up. */
static void run_or_cleanup(void (*fn)(void *), void (*cleanup)(void *), void *arg)
{
    PG_TRY();
    {
        fn(arg);
    }
    PG_CATCH();
    {
        cleanup(arg);
        PG_RE_THROW();
    }
    PG_END_TRY();
}

static void protocol_error(const char *err)
{
    ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
}

/* ------------------------------------------------------------------ statements and portals */

/* Statements and portals live in the executor's session tables (portalmem.c), which SQL's
 * PREPARE / DECLARE share. */

static void drop_statement(const char *name)
{
    prepared_drop(name);
}

/* ------------------------------------------------------------------ simple query */

/* Only the last statement of the string, and each transaction statement, ends the command. */
static void run_statement(Session *s, RawStmt *raw, const char *query, bool last)
{
    NetDest dest;
    char tag[64] = "";
    Oid *types = NULL;
    int ntypes = 0;
    session_statement_start(s, query);
    start_command(s);
    PlannedStmt *plan = planner_plan(raw, query, &types, &ntypes);
    /* FETCH from a BINARY cursor sends binary rows in the simple protocol, as in PG */
    int16 binary = 1;
    int nformats = 0;
    if (IsA(raw->stmt, FetchStmt) && !((FetchStmt *)raw->stmt)->ismove) {
        PortalEntry *c = portal_find(((FetchStmt *)raw->stmt)->portalname);
        if (c && (c->cursor_options & CURSOR_OPT_BINARY))
            nformats = 1;
    }
    Portal *portal = executor_start(plan, NULL, nformats, &binary);
    dest_init(&dest, s, true);
    executor_run(portal, &dest.pub, 0, tag, sizeof(tag));
    executor_end(portal);
    if (last || IsA(raw->stmt, TransactionStmt))
        commit_command(s);
    else
        xact_command_counter_increment();
    send_command_complete(s, tag);
    session_report_changed_gucs(s);
}

/* executor_plan_sql_hook: the executor's own statements (foreign keys), parsed and planned
 * here, the statement's text kept as the one errors point into. */
static PlannedStmt *plan_internal_sql(const char *sql, int nparams, const Oid *types)
{
    const char *statement = elog_query_text();
    List *stmts = raw_parser(sql);
    Oid *ptypes = palloc(sizeof(Oid) * (size_t)(nparams + 1));
    if (nparams > 0)
        memcpy(ptypes, types, sizeof(Oid) * (size_t)nparams);
    int n = nparams;
    PlannedStmt *plan = planner_plan(linitial(stmts), sql, &ptypes, &n);
    elog_set_query_text(statement);
    return plan;
}

/* executor_parse_sql_hook / executor_plan_raw_hook: IMPORT FOREIGN SCHEMA's commands. */
static List *parse_internal_sql(const char *sql)
{
    const char *statement = elog_query_text();
    List *stmts = raw_parser(sql);
    elog_set_query_text(statement);
    return stmts;
}

static PlannedStmt *plan_internal_raw(RawStmt *raw, const char *sql)
{
    const char *statement = elog_query_text();
    elog_set_query_text(sql);
    int n = 0;
    Oid *types = palloc(sizeof(Oid));
    PlannedStmt *plan = planner_plan(raw, sql, &types, &n);
    elog_set_query_text(statement);
    return plan;
}

void query_install_hooks(void)
{
    executor_plan_sql_hook = plan_internal_sql;
    executor_parse_sql_hook = parse_internal_sql;
    executor_plan_raw_hook = plan_internal_raw;
    index_expr_routine = &planner_index_expr_routine;
}

void query_simple(Session *s, const char *query)
{
    utf8_verify(query, (int)strlen(query));
    elog_set_query_text(query);
    /* A simple Query destroys the unnamed statement and portal. */
    portal_drop("", true);
    drop_statement("");

    int64 start = query_log_clock();
    List *stmts = raw_parser(query);
    /* several statements form an implicit transaction block (DECLARE works there) */
    portal_implicit_block = list_length(stmts) > 1;
    if (list_length(stmts) == 0) {
        send_simple(s, wire_build_empty_query);
        return;
    }
    bool logged = query_log_simple(stmts, query);
    ListCell *lc;
    foreach (lc, stmts) {
        RawStmt *raw = lfirst(lc);
        MemoryContext stmt_cxt = mcxt_create(s->msg_cxt, "StatementContext");
        MemoryContext old = MemoryContextSwitchTo(stmt_cxt);
        run_statement(s, raw, query, foreach_current_index(lc) == list_length(stmts) - 1);
        MemoryContextSwitchTo(old);
        mcxt_delete(stmt_cxt);
        session_maybe_flush(s);
    }
    query_log_duration(start, logged, "statement", NULL, query);
    portal_implicit_block = false;
}

/* ------------------------------------------------------------------ Parse */

typedef struct ParseJob {
    Session *s;
    PreparedStatement *p;
    WireParse *msg;
} ParseJob;

static void parse_statement(void *arg)
{
    ParseJob *job = arg;
    PreparedStatement *p = job->p;
    MemoryContext old = MemoryContextSwitchTo(p->cxt);
    elog_set_query_text(p->query);
    utf8_verify(p->query, (int)strlen(p->query));
    List *stmts = raw_parser(p->query);
    if (list_length(stmts) > 1)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("cannot insert multiple commands into a prepared statement"));
    p->nparams = job->msg->nparams;
    p->param_types = palloc0(sizeof(Oid) * (size_t)(p->nparams + 1));
    if (p->nparams > 0)
        memcpy(p->param_types, job->msg->param_types, sizeof(Oid) * (size_t)p->nparams);
    if (list_length(stmts) == 1) {
        p->raw = linitial(stmts);
        start_command(job->s);
        p->plan = planner_prepare(p->raw, p->query, &p->param_types, &p->nparams);
    }
    MemoryContextSwitchTo(old);
}

static void discard_statement(void *arg)
{
    ParseJob *job = arg;
    /* the error report still names the statement: point it at the message's copy of the text,
     * which lives until the next message, not at the context that goes now */
    elog_set_query_text(job->msg->query);
    mcxt_delete(job->p->cxt);
}

void query_parse(Session *s, const char *body, int len)
{
    WireParse msg;
    const char *err;
    if (!wire_read_parse(body, len, &msg, &err))
        protocol_error(err);
    if (msg.name[0] != '\0' && prepared_find(msg.name))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_PSTATEMENT),
                errmsg("prepared statement \"%s\" already exists", msg.name));

    PreparedStatement *p = prepared_create(msg.name, msg.query);

    /* If parsing or planning fails, the half-built statement goes with its context. */
    int64 start = query_log_clock();
    ParseJob job = {s, p, &msg};
    run_or_cleanup(parse_statement, discard_statement, &job);
    query_log_duration(start, false, "parse", p->name, p->query);

    if (p->name[0] == '\0')
        drop_statement("");
    prepared_store(p);
    prepared_unref(p); /* the table's reference is the one left */
    send_simple(s, wire_build_parse_complete);
}

/* ------------------------------------------------------------------ Bind */

typedef struct BindJob {
    Session *s;
    PortalEntry *p;
    WireBind *msg;
} BindJob;

/* Start the executor with copies of the parameter values (the message goes away). */
static void bind_portal(void *arg)
{
    BindJob *job = arg;
    PortalEntry *p = job->p;
    WireBind *msg = job->msg;
    PreparedStatement *stmt = p->stmt;
    MemoryContext old = MemoryContextSwitchTo(p->cxt);
    elog_set_query_text(stmt->query);
    if (stmt->plan) {
        int n = msg->nparams;
        ParamValues params;
        const char **values = palloc0(sizeof(char *) * (size_t)(n + 1));
        int *lengths = palloc0(sizeof(int) * (size_t)(n + 1));
        int16 *formats = palloc0(sizeof(int16) * (size_t)(n + 1));
        for (int i = 0; i < n; i++) {
            lengths[i] = msg->lengths[i];
            formats[i] = msg->nparam_formats == 0   ? 0
                         : msg->nparam_formats == 1 ? msg->param_formats[0]
                                                    : msg->param_formats[i];
            if (msg->values[i]) {
                if (formats[i] == 0)
                    utf8_verify(msg->values[i], msg->lengths[i]);
                char *v = palloc((size_t)msg->lengths[i] + 1);
                memcpy(v, msg->values[i], (size_t)msg->lengths[i]);
                v[msg->lengths[i]] = '\0';
                values[i] = v;
            }
        }
        params.nparams = n;
        params.types = stmt->param_types;
        params.values = values;
        params.lengths = lengths;
        params.formats = formats;
        int16 *rformats = NULL;
        if (msg->nresult_formats > 0) {
            rformats = palloc(sizeof(int16) * (size_t)msg->nresult_formats);
            memcpy(rformats, msg->result_formats, sizeof(int16) * (size_t)msg->nresult_formats);
        }
        start_command(job->s);
        planner_revalidate(stmt);
        stmt->generic_plans++; /* pg_prepared_statements: its one plan runs again */
        p->portal = executor_start(stmt->plan, &params, msg->nresult_formats, rformats);
    }
    MemoryContextSwitchTo(old);
}

static void discard_portal(void *arg)
{
    BindJob *job = arg;
    portal_discard(job->p);
}

void query_bind(Session *s, const char *body, int len)
{
    WireBind msg;
    const char *err;
    if (!wire_read_bind(body, len, &msg, &err))
        protocol_error(err);
    PreparedStatement *stmt = prepared_find(msg.stmt);
    if (stmt == NULL)
        ereport(ERROR, errcode(ERRCODE_INVALID_SQL_STATEMENT_NAME),
                errmsg("prepared statement \"%s\" does not exist", msg.stmt));
    if (msg.nparam_formats > 1 && msg.nparam_formats != msg.nparams)
        ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("bind message has %d parameter formats but %d parameters",
                       msg.nparam_formats, msg.nparams));
    if (msg.nparams != stmt->nparams)
        ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("bind message supplies %d parameters, but prepared statement \"%s\" "
                       "requires %d",
                       msg.nparams, stmt->name, stmt->nparams));
    for (int i = 0; i < msg.nparam_formats; i++)
        if (msg.param_formats[i] != 0 && msg.param_formats[i] != 1)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("unsupported format code: %d", msg.param_formats[i]));
    for (int i = 0; i < msg.nresult_formats; i++)
        if (msg.result_formats[i] != 0 && msg.result_formats[i] != 1)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("unsupported format code: %d", msg.result_formats[i]));
    if (msg.portal[0] != '\0' && portal_find(msg.portal))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_CURSOR),
                errmsg("cursor \"%s\" already exists", msg.portal));
    if (stmt->plan && msg.nresult_formats > 1) {
        const ResultColumn *cols;
        int ncols = executor_describe(stmt->plan, &cols);
        if (ncols >= 0 && ncols != msg.nresult_formats)
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                    errmsg("bind message has %d result formats but query has %d columns",
                           msg.nresult_formats, ncols));
    }
    if (msg.portal[0] == '\0')
        portal_drop("", true);

    PortalEntry *p = portal_create(msg.portal, stmt);

    int64 start = query_log_clock();
    BindJob job = {s, p, &msg};
    run_or_cleanup(bind_portal, discard_portal, &job);
    char bind_name[2 * NAMEDATALEN + 16];
    snprintf(bind_name, sizeof(bind_name), "%s%s%s",
             stmt->name[0] || p->name[0] ? (stmt->name[0] ? stmt->name : "<unnamed>") : "",
             p->name[0] ? "/" : "", p->name);
    query_log_duration(start, false, "bind", bind_name, stmt->query);

    send_simple(s, wire_build_bind_complete);
}

/* ------------------------------------------------------------------ Describe */

void query_describe(Session *s, const char *body, int len)
{
    WireDescribe msg;
    const char *err;
    if (!wire_read_describe(body, len, &msg, &err))
        protocol_error(err);
    const ResultColumn *cols = NULL;
    int ncols = -1;
    if (msg.kind == 'S') {
        PreparedStatement *stmt = prepared_find(msg.name);
        if (stmt == NULL)
            ereport(ERROR, errcode(ERRCODE_INVALID_SQL_STATEMENT_NAME),
                    errmsg("prepared statement \"%s\" does not exist", msg.name));
        MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
        wire_build_parameter_description(&s->out, stmt->plan ? stmt->nparams : 0,
                                         stmt->param_types);
        MemoryContextSwitchTo(old);
        if (stmt->plan)
            ncols = executor_describe(stmt->plan, &cols);
    } else if (msg.kind == 'P') {
        PortalEntry *p = portal_find(msg.name);
        if (p == NULL)
            ereport(ERROR, errcode(ERRCODE_INVALID_CURSOR_NAME),
                    errmsg("portal \"%s\" does not exist", msg.name));
        if (p->portal)
            ncols = executor_portal_describe(p->portal, &cols);
    } else {
        ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("invalid DESCRIBE message subtype %d", msg.kind));
    }
    if (ncols >= 0)
        send_row_description(s, ncols, cols);
    else
        send_simple(s, wire_build_no_data);
}

/* ------------------------------------------------------------------ Execute */

void query_execute(Session *s, const char *body, int len)
{
    WireExecute msg;
    const char *err;
    if (!wire_read_execute(body, len, &msg, &err))
        protocol_error(err);
    PortalEntry *p = portal_find(msg.portal);
    if (p == NULL)
        ereport(ERROR, errcode(ERRCODE_INVALID_CURSOR_NAME),
                errmsg("portal \"%s\" does not exist", msg.portal));
    elog_set_query_text(p->stmt->query);
    portal_implicit_block = false;
    if (p->portal == NULL && !p->done) {
        send_simple(s, wire_build_empty_query);
        return;
    }
    if (p->done) {
        /* Running a finished portal again returns no more rows. */
        send_command_complete(s, p->tag);
        return;
    }
    NetDest dest;
    dest_init(&dest, s, false);
    int64 start = query_log_clock();
    bool logged = query_log_execute(p->stmt, p->name);
    session_statement_start(s, p->stmt->query);
    start_command(s);
    MemoryContext old = MemoryContextSwitchTo(p->cxt);
    char tag[64] = "";
    bool finished = executor_run(p->portal, &dest.pub, msg.max_rows > 0 ? msg.max_rows : 0,
                                 tag, sizeof(tag));
    MemoryContextSwitchTo(old);
    if (!finished) {
        send_simple(s, wire_build_portal_suspended);
        return;
    }
    if (p->is_cursor) {
        /* a cursor run by name stays open at its end, for FETCH and MOVE */
        xact_command_counter_increment();
        send_command_complete(s, tag);
        return;
    }
    Portal *portal = p->portal;
    p->portal = NULL;
    p->done = true;
    snprintf(p->tag, sizeof(p->tag), "%s", tag);
    executor_end(portal);
    if (IsA(p->stmt->raw->stmt, TransactionStmt))
        commit_command(s);
    else
        xact_command_counter_increment();
    send_command_complete(s, tag);
    session_report_changed_gucs(s);
    query_log_duration(start, logged, "execute", p->stmt->name, p->stmt->query);
}

/* ------------------------------------------------------------------ Close, Sync */

void query_close(Session *s, const char *body, int len)
{
    WireDescribe msg;
    const char *err;
    if (!wire_read_describe(body, len, &msg, &err))
        protocol_error(err);
    if (msg.kind == 'S')
        drop_statement(msg.name);
    else if (msg.kind == 'P')
        portal_drop(msg.name, true);
    else
        ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("invalid CLOSE message subtype %d", msg.kind));
    send_simple(s, wire_build_close_complete);
}

void query_sync(Session *s)
{
    /* PG drops portals at transaction end; cursors follow their own rules (portalmem.c) */
    if (s->xact_cmd_open && xact_block_status() == 'I') {
        portal_drop_all(true, true);
        commit_command(s);
    } else if (s->xact_cmd_open) {
        commit_command(s);
    }
    if (xact_block_status() == 'I')
        portal_drop_all(true, true);
}

/* ------------------------------------------------------------------ errors and the end */

void query_abort(Session *s)
{
    /* The executor state of every portal is suspect after an error: free without ending.
     * Cursors go with the transaction or savepoint that the error aborts. */
    portal_drop_all(false, true);
    bool open = s->xact_cmd_open || xact_block_status() != 'I';
    s->xact_cmd_open = false;
    if (open) {
        int scope = xact_abort_scope();
        if (scope == 2)
            portal_at_abort(true);
        else if (scope == 1)
            portal_at_subabort(xact_savepoint_depth() - 1, true);
        xact_abort_current();
    }
}

void query_session_end(Session *s)
{
    bool open = s->xact_cmd_open || xact_block_status() != 'I';
    portal_drop_all(false, false);
    prepared_drop_all();
    if (open) {
        s->xact_cmd_open = false;
        xact_abort_current();
    }
}
