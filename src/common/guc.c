/*
 * guc.c: the table of run-time settings and SET / SHOW / RESET on it.
 *
 * The one idea: one static table (guc_table) describes every setting; values live in arrays
 * indexed like the table. The server-wide array is filled on the main thread at start (defaults,
 * basalt.conf, -c) and changes afterwards only by a reload (SIGHUP, guc_reload_file, under
 * server_lock); each session thread gets its own copy in guc_session_init(), so SET in one
 * session is invisible to the others without any lock. After
 * each change an assign function copies the value into the C variable hot code reads (those are
 * thread-local for session settings, plain globals for server-wide ones).
 *
 * Messages follow PostgreSQL 15 word for word; like PG, most of them name the parameter as the
 * user spelled it, while the ones raised by check functions use the canonical name.
 */
#include "common/guc.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"

/* ------------------------------------------------------------------ exported variables */

_Thread_local int extra_float_digits = 1;
_Thread_local int DateStyle = USE_ISO_DATES;
_Thread_local int DateOrder = DATEORDER_MDY;
_Thread_local int IntervalStyle = 0;
_Thread_local char *TimeZoneName = "UTC";
_Thread_local bool standard_conforming_strings = true;
_Thread_local char *search_path = "\"$user\", public";
_Thread_local int work_mem_kb = 4096;
_Thread_local double hash_mem_multiplier = 2.0;
_Thread_local int statement_timeout_ms = 0;
_Thread_local int lock_timeout_ms = 0;
_Thread_local int deadlock_timeout_ms = 1000;
_Thread_local int XactIsoLevel = 1;
_Thread_local int DefaultXactIsoLevel = 1;
_Thread_local bool XactReadOnly = false;
_Thread_local bool DefaultXactReadOnly = false;
_Thread_local char *application_name = "";
_Thread_local char *client_encoding = "UTF8";
_Thread_local int log_min_duration_statement_ms = -1;
_Thread_local int log_statement = LOGSTMT_NONE;

int PostPortNumber = 5433;
char *ListenAddresses = "localhost";
int MaxConnections = 100;
int NBuffers = 16384;
bool autovacuum_enabled = true;
int autovacuum_naptime_s = 60;
int autovacuum_vacuum_threshold = 50;
double autovacuum_vacuum_scale_factor = 0.2;
int autovacuum_analyze_threshold = 50;
double autovacuum_analyze_scale_factor = 0.1;
bool enableFsync = true;
bool fullPageWrites = true;
int CheckPointTimeout = 300;
int MaxWalSizeKB = 1048576;
int WalWriterDelay = 200;
_Thread_local int synchronous_commit = 4;
char *DataDir = NULL;

/* ------------------------------------------------------------------ the table */

typedef enum GucType { GUC_BOOL, GUC_INT, GUC_REAL, GUC_STRING, GUC_ENUM } GucType;

/* Our contexts: GucContext from guc.h plus "internal" (read-only, shown only). */
enum { CTX_INTERNAL = -1 };

#define GUC_REPORT 0x01     /* sent as ParameterStatus */
#define GUC_LIST_INPUT 0x02 /* SET x = a, b keeps the list */
#define GUC_NO_RESET_ALL 0x04 /* RESET ALL leaves it (role, session_authorization) */
#define GUC_NO_SHOW_ALL 0x08  /* not in SHOW ALL or pg_settings, as in PG */

typedef enum GucUnit {
    UNIT_NONE,
    UNIT_KB,     /* memory in kB */
    UNIT_BLOCKS, /* memory in 8 kB pages */
    UNIT_MS,     /* time in milliseconds */
    UNIT_S,      /* time in seconds */
} GucUnit;

typedef struct GucVal {
    union {
        bool b;
        int i;
        double r;
        int e; /* index into the enum's values */
    };
    char *s; /* malloc'd; strings only */
    /* where the value came from, for pg_settings (file: an interned path, with its line) */
    GucSource source;
    const char *file;
    int line;
} GucVal;

typedef struct GucEnumValue {
    const char *name;
    int value; /* what the assign function stores */
    bool hidden;
} GucEnumValue;

typedef struct GucDef GucDef;
/* Normalise or refuse a string value: return a malloc'd canonical form, or NULL on error. */
typedef char *(*guc_check_fn)(const GucDef *def, const char *value, const GucVal *cur);
typedef void (*guc_assign_fn)(const GucVal *v);

struct GucDef {
    const char *name;
    GucType type;
    int context; /* GucContext or CTX_INTERNAL */
    int flags;
    GucUnit unit;
    const char *boot; /* default, as text in the base unit */
    double min, max;
    const GucEnumValue *enums;
    const char *desc;
    guc_check_fn check;
    guc_assign_fn assign;
    const char *group; /* pg_settings.category: PG's group of the setting */
};

static char *check_datestyle(const GucDef *def, const char *value, const GucVal *cur);
static char *check_timezone(const GucDef *def, const char *value, const GucVal *cur);
static char *check_client_encoding(const GucDef *def, const char *value, const GucVal *cur);

static void assign_datestyle(const GucVal *v);
static void assign_port(const GucVal *v) { PostPortNumber = v->i; }
static void assign_listen(const GucVal *v) { ListenAddresses = v->s; }
static void assign_maxconn(const GucVal *v) { MaxConnections = v->i; }
static void assign_nbuffers(const GucVal *v) { NBuffers = v->i; }
static void assign_fsync(const GucVal *v) { enableFsync = v->b; }
static void assign_fpw(const GucVal *v) { fullPageWrites = v->b; }
static void assign_ckpt_timeout(const GucVal *v) { CheckPointTimeout = v->i; }
static void assign_max_wal_size(const GucVal *v) { MaxWalSizeKB = v->i; }
static void assign_wal_writer_delay(const GucVal *v) { WalWriterDelay = v->i; }
/*
 * DataDir is read by every thread: it gets its own copy (set once at start), never a pointer
 * into a session's values, which die with the session.
 */
static void assign_datadir(const GucVal *v)
{
    if (v->s[0] && (DataDir == NULL || strcmp(DataDir, v->s) != 0))
        DataDir = strdup(v->s);
}
static void assign_efd(const GucVal *v) { extra_float_digits = v->i; }
static void assign_timezone(const GucVal *v) { TimeZoneName = v->s; }
static void assign_scs(const GucVal *v) { standard_conforming_strings = v->b; }
static void assign_search_path(const GucVal *v) { search_path = v->s; }
static void assign_work_mem(const GucVal *v) { work_mem_kb = v->i; }
static void assign_hash_mem(const GucVal *v) { hash_mem_multiplier = v->r; }
static void assign_stmt_timeout(const GucVal *v) { statement_timeout_ms = v->i; }
static void assign_lock_timeout(const GucVal *v) { lock_timeout_ms = v->i; }
static void assign_deadlock_timeout(const GucVal *v) { deadlock_timeout_ms = v->i; }
static void assign_autovacuum(const GucVal *v) { autovacuum_enabled = v->b; }
static void assign_av_naptime(const GucVal *v) { autovacuum_naptime_s = v->i; }
static void assign_av_threshold(const GucVal *v) { autovacuum_vacuum_threshold = v->i; }
static void assign_av_scale(const GucVal *v) { autovacuum_vacuum_scale_factor = v->r; }
static void assign_ava_threshold(const GucVal *v) { autovacuum_analyze_threshold = v->i; }
static void assign_ava_scale(const GucVal *v) { autovacuum_analyze_scale_factor = v->r; }
static void assign_appname(const GucVal *v) { application_name = v->s; }
static void assign_log_line_prefix(const GucVal *v) { elog_set_line_prefix(v->s); }
static void assign_log_min_duration(const GucVal *v) { log_min_duration_statement_ms = v->i; }
static const GucEnumValue log_statement_values[] = {
    {"none", LOGSTMT_NONE, false}, {"ddl", LOGSTMT_DDL, false},
    {"mod", LOGSTMT_MOD, false},   {"all", LOGSTMT_ALL, false},
    {NULL, 0, false},
};
static void assign_log_statement(const GucVal *v) { log_statement = log_statement_values[v->e].value; }
static void assign_client_encoding(const GucVal *v) { client_encoding = v->s; }

static const GucEnumValue intervalstyle_values[] = {
    {"postgres", 0, false},
    {"postgres_verbose", 1, false},
    {"sql_standard", 2, false},
    {"iso_8601", 3, false},
    {NULL, 0, false},
};
static void assign_intervalstyle(const GucVal *v) { IntervalStyle = intervalstyle_values[v->e].value; }

static const GucEnumValue message_level_values[] = {
    {"debug5", DEBUG2, false}, {"debug4", DEBUG2, false}, {"debug3", DEBUG2, false},
    {"debug2", DEBUG2, false}, {"debug1", DEBUG1, false}, {"debug", DEBUG2, true},
    {"log", LOG, false},       {"info", INFO, true},      {"notice", NOTICE, false},
    {"warning", WARNING, false}, {"error", ERROR, false}, {NULL, 0, false},
};
static void assign_client_min_messages(const GucVal *v)
{
    client_min_messages = message_level_values[v->e].value;
}

static const GucEnumValue log_level_values[] = {
    {"debug5", DEBUG2, false}, {"debug4", DEBUG2, false}, {"debug3", DEBUG2, false},
    {"debug2", DEBUG2, false}, {"debug1", DEBUG1, false}, {"info", INFO, false},
    {"notice", NOTICE, false}, {"warning", WARNING, false}, {"error", ERROR, false},
    {"log", LOG, false},       {"fatal", FATAL, false},   {"panic", PANIC, false},
    {NULL, 0, false},
};

static const GucEnumValue isolation_values[] = {
    {"serializable", 3, false},
    {"repeatable read", 2, false},
    {"read committed", 1, false},
    {"read uncommitted", 0, false},
    {NULL, 0, false},
};
/* transaction_isolation is shown from XactIsoLevel (xact.c resets it at each transaction start) */
static void assign_xact_iso(const GucVal *v) { XactIsoLevel = isolation_values[v->e].value; }
static void assign_default_iso(const GucVal *v) { DefaultXactIsoLevel = isolation_values[v->e].value; }
/* transaction_read_only likewise, from XactReadOnly */
static void assign_xact_ro(const GucVal *v) { XactReadOnly = v->b; }
static void assign_default_ro(const GucVal *v) { DefaultXactReadOnly = v->b; }

static const GucEnumValue synchronous_commit_values[] = {
    {"local", 1, false}, {"remote_write", 2, false}, {"remote_apply", 3, false},
    {"on", 4, false},    {"off", 0, false},          {"true", 4, true},
    {"false", 0, true},  {"yes", 4, true},           {"no", 0, true},
    {"1", 4, true},      {"0", 0, true},             {NULL, 0, false},
};

static void assign_sync_commit(const GucVal *v) { synchronous_commit = synchronous_commit_values[v->e].value; }

static const GucEnumValue password_encryption_values[] = {
    {"md5", 0, false},
    {"scram-sha-256", 1, false},
    {NULL, 0, false},
};

static const GucEnumValue bytea_output_values[] = {
    {"escape", 0, false},
    {"hex", 1, false},
    {NULL, 0, false},
};

#define SERVER_VERSION_STRING "15.0 (Basalt " BASALT_VERSION ")"

/* Kept sorted by name (case-insensitively): SHOW ALL and the lookup rely on it. */
static const GucDef guc_table[] = {
    {"application_name", GUC_STRING, PGC_USERSET, GUC_REPORT, UNIT_NONE, "", 0, 0, NULL,
     "Sets the application name to be reported in statistics and logs.", NULL, assign_appname,
     "Reporting and Logging / What to Log"},
    {"autovacuum", GUC_BOOL, PGC_SIGHUP, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Starts the autovacuum subprocess.", NULL, assign_autovacuum, "Autovacuum"},
    {"autovacuum_analyze_scale_factor", GUC_REAL, PGC_SIGHUP, 0, UNIT_NONE, "0.1", 0, 100, NULL,
     "Number of tuple inserts, updates, or deletes prior to analyze as a fraction of reltuples.",
     NULL, assign_ava_scale, "Autovacuum"},
    {"autovacuum_analyze_threshold", GUC_INT, PGC_SIGHUP, 0, UNIT_NONE, "50", 0, INT_MAX, NULL,
     "Minimum number of tuple inserts, updates, or deletes prior to analyze.", NULL,
     assign_ava_threshold, "Autovacuum"},
    {"autovacuum_naptime", GUC_INT, PGC_SIGHUP, 0, UNIT_S, "60", 1, 2147483, NULL,
     "Time to sleep between autovacuum runs.", NULL, assign_av_naptime, "Autovacuum"},
    {"autovacuum_vacuum_scale_factor", GUC_REAL, PGC_SIGHUP, 0, UNIT_NONE, "0.2", 0, 100, NULL,
     "Number of tuple updates or deletes prior to vacuum as a fraction of reltuples.", NULL,
     assign_av_scale, "Autovacuum"},
    {"autovacuum_vacuum_threshold", GUC_INT, PGC_SIGHUP, 0, UNIT_NONE, "50", 0, INT_MAX, NULL,
     "Minimum number of tuple updates or deletes prior to vacuum.", NULL, assign_av_threshold,
     "Autovacuum"},
    {"block_size", GUC_INT, CTX_INTERNAL, 0, UNIT_NONE, "8192", 8192, 8192, NULL,
     "Shows the size of a disk block.", NULL, NULL, "Preset Options"},
    {"bytea_output", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "hex", 0, 0, bytea_output_values,
     "Sets the output format for bytea.", NULL, NULL,
     "Client Connection Defaults / Statement Behavior"},
    {"check_function_bodies", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Check routine bodies during CREATE FUNCTION and CREATE PROCEDURE.", NULL, NULL,
     "Client Connection Defaults / Statement Behavior"},
    {"checkpoint_timeout", GUC_INT, PGC_SIGHUP, 0, UNIT_S, "300", 1, 86400, NULL,
     "Sets the maximum time between automatic WAL checkpoints.", NULL, assign_ckpt_timeout,
     "Write-Ahead Log / Checkpoints"},
    {"client_encoding", GUC_STRING, PGC_USERSET, GUC_REPORT, UNIT_NONE, "UTF8", 0, 0, NULL,
     "Sets the client's character set encoding.", check_client_encoding,
     assign_client_encoding, "Client Connection Defaults / Locale and Formatting"},
    {"client_min_messages", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "notice", 0, 0,
     message_level_values, "Sets the message levels that are sent to the client.", NULL,
     assign_client_min_messages, "Client Connection Defaults / Statement Behavior"},
    {"cpu_index_tuple_cost", GUC_REAL, PGC_USERSET, 0, UNIT_NONE, "0.005", 0, 1.79769e+308,
     NULL, "Sets the planner's estimate of the cost of processing each index entry during an "
     "index scan.", NULL, NULL, "Query Tuning / Planner Cost Constants"},
    {"cpu_operator_cost", GUC_REAL, PGC_USERSET, 0, UNIT_NONE, "0.0025", 0, 1.79769e+308, NULL,
     "Sets the planner's estimate of the cost of processing each operator or function call.",
     NULL, NULL, "Query Tuning / Planner Cost Constants"},
    {"cpu_tuple_cost", GUC_REAL, PGC_USERSET, 0, UNIT_NONE, "0.01", 0, 1.79769e+308, NULL,
     "Sets the planner's estimate of the cost of processing each tuple (row).", NULL, NULL,
     "Query Tuning / Planner Cost Constants"},
    {"data_directory", GUC_STRING, PGC_POSTMASTER, 0, UNIT_NONE, "", 0, 0, NULL,
     "Sets the server's data directory.", NULL, assign_datadir, "File Locations"},
    {"DateStyle", GUC_STRING, PGC_USERSET, GUC_REPORT | GUC_LIST_INPUT, UNIT_NONE, "ISO, MDY",
     0, 0, NULL, "Sets the display format for date and time values.", check_datestyle, assign_datestyle,
     "Client Connection Defaults / Locale and Formatting"},
    {"deadlock_timeout", GUC_INT, PGC_USERSET, 0, UNIT_MS, "1000", 1, INT_MAX, NULL,
     "Sets the time to wait on a lock before checking for deadlock.", NULL,
     assign_deadlock_timeout, "Lock Management"},
    {"default_statistics_target", GUC_INT, PGC_USERSET, 0, UNIT_NONE, "100", 1, 10000, NULL,
     "Sets the default statistics target.", NULL, NULL, "Query Tuning / Other Planner Options"},
    {"default_transaction_isolation", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "read committed", 0,
     0, isolation_values, "Sets the transaction isolation level of each new transaction.",
     NULL, assign_default_iso, "Client Connection Defaults / Statement Behavior"},
    {"default_transaction_read_only", GUC_BOOL, PGC_USERSET, GUC_REPORT, UNIT_NONE, "off", 0,
     0, NULL, "Sets the default read-only status of new transactions.", NULL, assign_default_ro,
     "Client Connection Defaults / Statement Behavior"},
    {"effective_cache_size", GUC_INT, PGC_USERSET, 0, UNIT_BLOCKS, "524288", 1, INT_MAX, NULL,
     "Sets the planner's assumption about the total size of the data caches.", NULL, NULL,
     "Query Tuning / Planner Cost Constants"},
    {"enable_bitmapscan", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of bitmap-scan plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_hashagg", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of hashed aggregation plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_hashjoin", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of hash join plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_incremental_sort", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of incremental sort steps.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_indexonlyscan", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of index-only-scan plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_indexscan", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of index-scan plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_material", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of materialization.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_memoize", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of memoization.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_mergejoin", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of merge join plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_nestloop", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of nested-loop join plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_seqscan", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of sequential-scan plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_sort", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of explicit sort steps.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"enable_tidscan", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables the planner's use of TID scan plans.", NULL, NULL,
     "Query Tuning / Planner Method Configuration"},
    {"escape_string_warning", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Warn about backslash escapes in ordinary string literals.", NULL, NULL,
     "Version and Platform Compatibility / Previous PostgreSQL Versions"},
    {"extra_float_digits", GUC_INT, PGC_USERSET, 0, UNIT_NONE, "1", -15, 3, NULL,
     "Sets the number of digits displayed for floating-point values.", NULL, assign_efd,
     "Client Connection Defaults / Locale and Formatting"},
    {"from_collapse_limit", GUC_INT, PGC_USERSET, 0, UNIT_NONE, "8", 1, INT_MAX, NULL,
     "Sets the FROM-list size beyond which subqueries are not collapsed.", NULL, NULL,
     "Query Tuning / Other Planner Options"},
    {"fsync", GUC_BOOL, PGC_SIGHUP, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Forces synchronization of updates to disk.", NULL, assign_fsync,
     "Write-Ahead Log / Settings"},
    {"full_page_writes", GUC_BOOL, PGC_SIGHUP, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Writes full pages to WAL when first modified after a checkpoint.", NULL, assign_fpw,
     "Write-Ahead Log / Settings"},
    {"geqo", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enables genetic query optimization.", NULL, NULL, "Query Tuning / Genetic Query Optimizer"},
    {"geqo_threshold", GUC_INT, PGC_USERSET, 0, UNIT_NONE, "12", 2, INT_MAX, NULL,
     "Sets the threshold of FROM items beyond which GEQO is used.", NULL, NULL,
     "Query Tuning / Genetic Query Optimizer"},
    {"hash_mem_multiplier", GUC_REAL, PGC_USERSET, 0, UNIT_NONE, "2", 1, 1000, NULL,
     "Multiple of work_mem to use for hash tables.", NULL, assign_hash_mem,
     "Resource Usage / Memory"},
    {"idle_in_transaction_session_timeout", GUC_INT, PGC_USERSET, 0, UNIT_MS, "0", 0, INT_MAX,
     NULL, "Sets the maximum allowed idle time between queries, when in a transaction.", NULL,
     NULL, "Client Connection Defaults / Statement Behavior"},
    {"in_hot_standby", GUC_BOOL, CTX_INTERNAL, GUC_REPORT, UNIT_NONE, "off", 0, 0, NULL,
     "Shows whether hot standby is currently active.", NULL, NULL, "Preset Options"},
    {"integer_datetimes", GUC_BOOL, CTX_INTERNAL, GUC_REPORT, UNIT_NONE, "on", 0, 0, NULL,
     "Shows whether datetimes are integer based.", NULL, NULL, "Preset Options"},
    {"IntervalStyle", GUC_ENUM, PGC_USERSET, GUC_REPORT, UNIT_NONE, "postgres", 0, 0,
     intervalstyle_values, "Sets the display format for interval values.", NULL,
     assign_intervalstyle, "Client Connection Defaults / Locale and Formatting"},
    {"is_superuser", GUC_BOOL, CTX_INTERNAL, GUC_REPORT | GUC_NO_SHOW_ALL, UNIT_NONE, "on", 0, 0, NULL,
     "Shows whether the current user is a superuser.", NULL, NULL, "Ungrouped"},
    /* Basalt has no JIT compiler: accepted so that scripts written for PG run, as a PG built
     * without LLVM accepts it */
    {"jit", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL, "Allow JIT compilation.", NULL,
     NULL, "Query Tuning / Other Planner Options"},
    {"join_collapse_limit", GUC_INT, PGC_USERSET, 0, UNIT_NONE, "8", 1, INT_MAX, NULL,
     "Sets the FROM-list size beyond which JOIN constructs are not flattened.", NULL, NULL,
     "Query Tuning / Other Planner Options"},
    {"lc_collate", GUC_STRING, CTX_INTERNAL, 0, UNIT_NONE, "C", 0, 0, NULL,
     "Shows the collation order locale.", NULL, NULL, "Preset Options"},
    {"lc_ctype", GUC_STRING, CTX_INTERNAL, 0, UNIT_NONE, "C", 0, 0, NULL,
     "Shows the character classification and case conversion locale.", NULL, NULL,
     "Preset Options"},
    {"lc_messages", GUC_STRING, PGC_USERSET, 0, UNIT_NONE, "C", 0, 0, NULL,
     "Sets the language in which messages are displayed.", NULL, NULL,
     "Client Connection Defaults / Locale and Formatting"},
    {"lc_monetary", GUC_STRING, PGC_USERSET, 0, UNIT_NONE, "C", 0, 0, NULL,
     "Sets the locale for formatting monetary amounts.", NULL, NULL,
     "Client Connection Defaults / Locale and Formatting"},
    {"lc_numeric", GUC_STRING, PGC_USERSET, 0, UNIT_NONE, "C", 0, 0, NULL,
     "Sets the locale for formatting numbers.", NULL, NULL,
     "Client Connection Defaults / Locale and Formatting"},
    {"lc_time", GUC_STRING, PGC_USERSET, 0, UNIT_NONE, "C", 0, 0, NULL,
     "Sets the locale for formatting date and time values.", NULL, NULL,
     "Client Connection Defaults / Locale and Formatting"},
    {"listen_addresses", GUC_STRING, PGC_POSTMASTER, GUC_LIST_INPUT, UNIT_NONE, "localhost", 0,
     0, NULL, "Sets the host name or IP address(es) to listen to.", NULL, assign_listen,
     "Connections and Authentication / Connection Settings"},
    {"lock_timeout", GUC_INT, PGC_USERSET, 0, UNIT_MS, "0", 0, INT_MAX, NULL,
     "Sets the maximum allowed duration of any wait for a lock.", NULL, assign_lock_timeout,
     "Client Connection Defaults / Statement Behavior"},
    {"log_connections", GUC_BOOL, PGC_SIGHUP, 0, UNIT_NONE, "off", 0, 0, NULL,
     "Logs each successful connection.", NULL, NULL, "Reporting and Logging / What to Log"},
    {"log_disconnections", GUC_BOOL, PGC_SIGHUP, 0, UNIT_NONE, "off", 0, 0, NULL,
     "Logs end of a session, including duration.", NULL, NULL,
     "Reporting and Logging / What to Log"},
    {"log_file", GUC_STRING, PGC_SIGHUP, 0, UNIT_NONE, "", 0, 0, NULL,
     "Sets the file the server log is written to (empty: standard error).", NULL, NULL,
     "Reporting and Logging / Where to Log"},
    {"log_line_prefix", GUC_STRING, PGC_SIGHUP, 0, UNIT_NONE, "%m [%p] ", 0, 0, NULL,
     "Controls information prefixed to each log line.", NULL, assign_log_line_prefix,
     "Reporting and Logging / What to Log"},
    {"log_min_duration_statement", GUC_INT, PGC_USERSET, 0, UNIT_MS, "-1", -1, INT_MAX, NULL,
     "Sets the minimum execution time above which all statements will be logged.", NULL,
     assign_log_min_duration, "Reporting and Logging / When to Log"},
    {"log_min_messages", GUC_ENUM, PGC_SIGHUP, 0, UNIT_NONE, "warning", 0, 0, log_level_values,
     "Sets the message levels that are logged.", NULL, NULL, "Reporting and Logging / When to Log"},
    {"log_statement", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "none", 0, 0, log_statement_values,
     "Sets the type of statements logged.", NULL, assign_log_statement,
     "Reporting and Logging / What to Log"},
    {"maintenance_work_mem", GUC_INT, PGC_USERSET, 0, UNIT_KB, "65536", 1024, INT_MAX, NULL,
     "Sets the maximum memory to be used for maintenance operations.", NULL, NULL,
     "Resource Usage / Memory"},
    {"max_connections", GUC_INT, PGC_POSTMASTER, 0, UNIT_NONE, "100", 1, 262143, NULL,
     "Sets the maximum number of concurrent connections.", NULL, assign_maxconn,
     "Connections and Authentication / Connection Settings"},
    {"max_identifier_length", GUC_INT, CTX_INTERNAL, 0, UNIT_NONE, "63", 63, 63, NULL,
     "Shows the maximum identifier length.", NULL, NULL, "Preset Options"},
    {"max_index_keys", GUC_INT, CTX_INTERNAL, 0, UNIT_NONE, "32", 32, 32, NULL,
     "Shows the maximum number of index keys.", NULL, NULL, "Preset Options"},
    {"max_parallel_workers_per_gather", GUC_INT, PGC_USERSET, 0, UNIT_NONE, "2", 0, 1024, NULL,
     "Sets the maximum number of parallel processes per executor node.", NULL, NULL,
     "Resource Usage / Asynchronous Behavior"},
    {"max_wal_size", GUC_INT, PGC_SIGHUP, 0, UNIT_KB, "1048576", 2048, INT_MAX, NULL,
     "Sets the WAL size that triggers a checkpoint.", NULL, assign_max_wal_size,
     "Write-Ahead Log / Checkpoints"},
    {"password_encryption", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "scram-sha-256", 0, 0,
     password_encryption_values, "Chooses the algorithm for encrypting passwords.", NULL, NULL,
     "Connections and Authentication / Authentication"},
    {"port", GUC_INT, PGC_POSTMASTER, 0, UNIT_NONE, "5433", 1, 65535, NULL,
     "Sets the TCP port the server listens on.", NULL, assign_port,
     "Connections and Authentication / Connection Settings"},
    {"random_page_cost", GUC_REAL, PGC_USERSET, 0, UNIT_NONE, "4", 0, 1.79769e+308, NULL,
     "Sets the planner's estimate of the cost of a nonsequentially fetched disk page.", NULL,
     NULL, "Query Tuning / Planner Cost Constants"},
    /* SET ROLE; "none": the session user (executor/acl.c checks who may become whom) */
    {"role", GUC_STRING, PGC_USERSET, GUC_NO_RESET_ALL | GUC_NO_SHOW_ALL, UNIT_NONE, "none", 0, 0, NULL,
     "Sets the current role.", NULL, NULL, "Ungrouped"},
    {"row_security", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0, NULL,
     "Enable row security.", NULL, NULL,
     "Client Connection Defaults / Statement Behavior"},
    {"search_path", GUC_STRING, PGC_USERSET, GUC_LIST_INPUT, UNIT_NONE, "\"$user\", public", 0,
     0, NULL, "Sets the schema search order for names that are not schema-qualified.", NULL,
     assign_search_path, "Client Connection Defaults / Statement Behavior"},
    {"seq_page_cost", GUC_REAL, PGC_USERSET, 0, UNIT_NONE, "1", 0, 1.79769e+308, NULL,
     "Sets the planner's estimate of the cost of a sequentially fetched disk page.", NULL,
     NULL, "Query Tuning / Planner Cost Constants"},
    {"server_encoding", GUC_STRING, CTX_INTERNAL, GUC_REPORT, UNIT_NONE, "UTF8", 0, 0, NULL,
     "Shows the server (database) character set encoding.", NULL, NULL, "Preset Options"},
    {"server_version", GUC_STRING, CTX_INTERNAL, GUC_REPORT, UNIT_NONE, SERVER_VERSION_STRING,
     0, 0, NULL, "Shows the server version.", NULL, NULL, "Preset Options"},
    {"server_version_num", GUC_INT, CTX_INTERNAL, 0, UNIT_NONE, "150000", 150000, 150000, NULL,
     "Shows the server version as an integer.", NULL, NULL, "Preset Options"},
    {"session_authorization", GUC_STRING, PGC_USERSET,
     GUC_REPORT | GUC_NO_RESET_ALL | GUC_NO_SHOW_ALL, UNIT_NONE, "postgres", 0, 0,
     NULL, "Sets the session user name.", NULL, NULL, "Ungrouped"},
    {"shared_buffers", GUC_INT, PGC_POSTMASTER, 0, UNIT_BLOCKS, "16384", 16, 1073741823, NULL,
     "Sets the number of shared memory buffers used by the server.", NULL, assign_nbuffers,
     "Resource Usage / Memory"},
    {"ssl", GUC_BOOL, PGC_SIGHUP, 0, UNIT_NONE, "off", 0, 0, NULL, "Enables SSL connections.",
     NULL, NULL, "Connections and Authentication / SSL"},
    {"ssl_cert_file", GUC_STRING, PGC_SIGHUP, 0, UNIT_NONE, "server.crt", 0, 0, NULL,
     "Location of the SSL server certificate file.", NULL, NULL,
     "Connections and Authentication / SSL"},
    {"ssl_key_file", GUC_STRING, PGC_SIGHUP, 0, UNIT_NONE, "server.key", 0, 0, NULL,
     "Location of the SSL server private key file.", NULL, NULL,
     "Connections and Authentication / SSL"},
    {"standard_conforming_strings", GUC_BOOL, PGC_USERSET, GUC_REPORT, UNIT_NONE, "on", 0, 0,
     NULL, "Causes '...' strings to treat backslashes literally.", NULL, assign_scs,
     "Version and Platform Compatibility / Previous PostgreSQL Versions"},
    {"statement_timeout", GUC_INT, PGC_USERSET, 0, UNIT_MS, "0", 0, INT_MAX, NULL,
     "Sets the maximum allowed duration of any statement.", NULL, assign_stmt_timeout,
     "Client Connection Defaults / Statement Behavior"},
    {"synchronous_commit", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "on", 0, 0,
     synchronous_commit_values, "Sets the current transaction's synchronization level.", NULL,
     assign_sync_commit, "Write-Ahead Log / Settings"},
    {"TimeZone", GUC_STRING, PGC_USERSET, GUC_REPORT, UNIT_NONE, "UTC", 0, 0, NULL,
     "Sets the time zone for displaying and interpreting time stamps.", check_timezone,
     assign_timezone, "Client Connection Defaults / Locale and Formatting"},
    {"transaction_isolation", GUC_ENUM, PGC_USERSET, 0, UNIT_NONE, "read committed", 0, 0,
     isolation_values, "Sets the current transaction's isolation level.", NULL,
     assign_xact_iso, "Client Connection Defaults / Statement Behavior"},
    {"transaction_read_only", GUC_BOOL, PGC_USERSET, 0, UNIT_NONE, "off", 0, 0, NULL,
     "Sets the current transaction's read-only status.", NULL, assign_xact_ro,
     "Client Connection Defaults / Statement Behavior"},
    {"unix_socket_directories", GUC_STRING, PGC_POSTMASTER, GUC_LIST_INPUT, UNIT_NONE,
     "/tmp, /var/run/postgresql", 0, 0, NULL,
     "Sets the directories where Unix-domain sockets will be created.", NULL, NULL,
     "Connections and Authentication / Connection Settings"},
    {"wal_writer_delay", GUC_INT, PGC_SIGHUP, 0, UNIT_MS, "200", 1, 10000, NULL,
     "Time between WAL flushes performed in the WAL writer.", NULL, assign_wal_writer_delay,
     "Write-Ahead Log / Settings"},
    {"work_mem", GUC_INT, PGC_USERSET, 0, UNIT_KB, "4096", 64, INT_MAX, NULL,
     "Sets the maximum memory to be used for query workspaces.", NULL, assign_work_mem,
     "Resource Usage / Memory"},
};
#define NGUC ((int)lengthof(guc_table))

/* ------------------------------------------------------------------ value arrays */

static GucVal server_vals[NGUC];
static bool server_initialised;
/* Writers: a reload on the main thread. Readers: threads copying or showing server_vals. */
static pthread_rwlock_t server_lock = PTHREAD_RWLOCK_INITIALIZER;
/* Given by -c on the command line: a reload leaves these alone, as in PG. */
static bool set_by_argv[NGUC];

/* This thread's values: server_vals on the main thread, a private copy in a session. */
static _Thread_local GucVal *cur;
static _Thread_local GucVal *reset_vals; /* what RESET goes back to (session only) */
static _Thread_local bool *changed;      /* GUC_REPORT settings changed since last report */

static int guc_find(const char *name)
{
    int lo = 0, hi = NGUC - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcasecmp(name, guc_table[mid].name);
        if (c == 0)
            return mid;
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return -1;
}

static char *xstrdup(const char *s)
{
    char *p = strdup(s);
    if (p == NULL)
        abort();
    return p;
}

static void val_copy(const GucDef *def, GucVal *dst, const GucVal *src)
{
    if (def->type == GUC_STRING) {
        char *old = dst->s;
        dst->s = xstrdup(src->s);
        free(old);
        dst->source = src->source;
        dst->file = src->file;
        dst->line = src->line;
    } else {
        char *keep = dst->s;
        *dst = *src;
        dst->s = keep;
    }
}

static bool val_equal(const GucDef *def, const GucVal *a, const GucVal *b)
{
    switch (def->type) {
    case GUC_BOOL: return a->b == b->b;
    case GUC_INT: return a->i == b->i;
    case GUC_REAL: return a->r == b->r;
    case GUC_ENUM: return a->e == b->e;
    case GUC_STRING: return strcmp(a->s, b->s) == 0;
    }
    return false;
}

/* Store a new value for setting i in this thread and run its assign function. */
static void install(int i, const GucVal *v)
{
    const GucDef *def = &guc_table[i];
    if ((def->flags & GUC_REPORT) && changed && !val_equal(def, &cur[i], v))
        changed[i] = true;
    val_copy(def, &cur[i], v);
    if (def->assign)
        def->assign(&cur[i]);
}

/* ------------------------------------------------------------------ parsing values */

static bool parse_bool(const char *value, bool *out)
{
    size_t len = strlen(value);
    if (len == 0)
        return false;
    struct {
        const char *word;
        size_t minlen;
        bool val;
    } words[] = {{"true", 1, true}, {"false", 1, false}, {"yes", 1, true}, {"no", 1, false},
                 {"on", 2, true},   {"off", 2, false},   {"1", 1, true},   {"0", 1, false}};
    for (size_t w = 0; w < lengthof(words); w++) {
        if (len >= words[w].minlen && len <= strlen(words[w].word) &&
            strncasecmp(value, words[w].word, len) == 0) {
            *out = words[w].val;
            return true;
        }
    }
    return false;
}

typedef struct UnitConv {
    const char *unit;
    GucUnit base;
    double multiplier; /* base units per one of this unit */
} UnitConv;

/* Largest first: SHOW picks the first unit that divides the value exactly. */
static const UnitConv unit_table[] = {
    {"TB", UNIT_KB, 1024.0 * 1024.0 * 1024.0},
    {"GB", UNIT_KB, 1024.0 * 1024.0},
    {"MB", UNIT_KB, 1024.0},
    {"kB", UNIT_KB, 1.0},
    {"B", UNIT_KB, 1.0 / 1024.0},
    {"TB", UNIT_BLOCKS, 1024.0 * 1024.0 * 1024.0 / 8},
    {"GB", UNIT_BLOCKS, 1024.0 * 1024.0 / 8},
    {"MB", UNIT_BLOCKS, 1024.0 / 8},
    {"kB", UNIT_BLOCKS, 1.0 / 8},
    {"B", UNIT_BLOCKS, 1.0 / 8192},
    {"d", UNIT_MS, 86400000.0},
    {"h", UNIT_MS, 3600000.0},
    {"min", UNIT_MS, 60000.0},
    {"s", UNIT_MS, 1000.0},
    {"ms", UNIT_MS, 1.0},
    {"us", UNIT_MS, 1.0 / 1000},
    {"d", UNIT_S, 86400.0},
    {"h", UNIT_S, 3600.0},
    {"min", UNIT_S, 60.0},
    {"s", UNIT_S, 1.0},
    {"ms", UNIT_S, 1.0 / 1000},
    {"us", UNIT_S, 1.0 / 1000000},
};

static const char *unit_hint(GucUnit unit)
{
    if (unit == UNIT_KB || unit == UNIT_BLOCKS)
        return "Valid units for this parameter are \"B\", \"kB\", \"MB\", \"GB\", and \"TB\".";
    return "Valid units for this parameter are \"us\", \"ms\", \"s\", \"min\", \"h\", and \"d\".";
}

static const char *base_unit_name(GucUnit unit)
{
    switch (unit) {
    case UNIT_KB: return "kB";
    case UNIT_BLOCKS: return "8kB";
    case UNIT_MS: return "ms";
    case UNIT_S: return "s";
    default: return "";
    }
}

/* Parse "128MB", "0x10", "1.5 GB", "-1" into base units. *bad_unit set when only the unit is wrong. */
static bool parse_number(const char *value, GucUnit unit, bool integer, double *out,
                         bool *bad_unit)
{
    char *end;
    *bad_unit = false;
    errno = 0;
    double v;
    long long iv = strtoll(value, &end, 0);
    if (end == value || errno == ERANGE)
        goto as_float;
    if (*end == '.' || *end == 'e' || *end == 'E')
        goto as_float;
    v = (double)iv;
    goto after_number;
as_float:
    errno = 0;
    v = strtod(value, &end);
    if (end == value || errno == ERANGE || isnan(v))
        return false;
after_number:
    while (isspace((unsigned char)*end))
        end++;
    if (*end != '\0') {
        if (unit == UNIT_NONE)
            return false;
        const char *u = end;
        size_t ulen = 0;
        while (u[ulen] && !isspace((unsigned char)u[ulen]))
            ulen++;
        const UnitConv *found = NULL;
        for (size_t k = 0; k < lengthof(unit_table); k++)
            if (unit_table[k].base == unit && strlen(unit_table[k].unit) == ulen &&
                strncmp(unit_table[k].unit, u, ulen) == 0)
                found = &unit_table[k];
        const char *rest = u + ulen;
        while (isspace((unsigned char)*rest))
            rest++;
        if (found == NULL || *rest != '\0') {
            *bad_unit = true;
            return false;
        }
        v *= found->multiplier;
    }
    *out = integer ? rint(v) : v;
    return true;
}

static int find_enum(const GucEnumValue *vals, const char *value)
{
    for (int k = 0; vals[k].name; k++)
        if (strcasecmp(vals[k].name, value) == 0)
            return k;
    return -1;
}

static char *enum_hint(const GucEnumValue *vals)
{
    StringInfoData s;
    initStringInfo(&s);
    appendStringInfoString(&s, "Available values: ");
    bool first = true;
    for (int k = 0; vals[k].name; k++) {
        if (vals[k].hidden)
            continue;
        if (!first)
            appendStringInfoString(&s, ", ");
        appendStringInfoString(&s, vals[k].name);
        first = false;
    }
    appendStringInfoChar(&s, '.');
    return s.data;
}

/*
 * Turn text into a value for def, or raise ERROR with PG's wording. username is the name as
 * the user wrote it. The returned string (for strings) is malloc'd.
 */
static GucVal parse_value(const GucDef *def, const char *username, const char *value,
                          const GucVal *current)
{
    GucVal v;
    memset(&v, 0, sizeof(v));
    switch (def->type) {
    case GUC_BOOL:
        if (!parse_bool(value, &v.b))
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("parameter \"%s\" requires a Boolean value", username));
        break;
    case GUC_INT:
    case GUC_REAL: {
        double d;
        bool bad_unit;
        bool integer = def->type == GUC_INT;
        if (!parse_number(value, def->unit, integer, &d, &bad_unit) ||
            (integer && (d > INT_MAX || d < INT_MIN))) {
            if (bad_unit)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("invalid value for parameter \"%s\": \"%s\"", username, value),
                        errhint("%s", unit_hint(def->unit)));
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid value for parameter \"%s\": \"%s\"", username, value));
        }
        if (d < def->min || d > def->max) {
            const char *u = base_unit_name(def->unit);
            const char *sp = u[0] ? " " : "";
            /* PG puts the unit on the value only: "10 kB is outside ... (64 .. 2147483647)". */
            if (integer)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("%d%s%s is outside the valid range for parameter \"%s\" (%d .. %d)",
                               (int)d, sp, u, username, (int)def->min, (int)def->max));
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("%g%s%s is outside the valid range for parameter \"%s\" (%g .. %g)", d,
                           sp, u, username, def->min, def->max));
        }
        if (integer)
            v.i = (int)d;
        else
            v.r = d;
        break;
    }
    case GUC_ENUM:
        v.e = find_enum(def->enums, value);
        if (v.e < 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid value for parameter \"%s\": \"%s\"", username, value),
                    errhint("%s", enum_hint(def->enums)));
        break;
    case GUC_STRING:
        v.s = def->check ? def->check(def, value, current) : xstrdup(value);
        break;
    }
    return v;
}

/* ------------------------------------------------------------------ check functions */

/* DateStyle: "ISO, MDY", "German", "ymd", ... merged with the current value, as PG does. */
static bool datestyle_parse(const char *value, int *style, int *order)
{
    bool have_style = false, have_order = false, ok = true;
    char *copy = xstrdup(value), *save = NULL;
    for (char *tok = strtok_r(copy, ", \t", &save); tok && ok;
         tok = strtok_r(NULL, ", \t", &save)) {
        int ns = -1, no = -1;
        if (strcasecmp(tok, "ISO") == 0)
            ns = USE_ISO_DATES;
        else if (strcasecmp(tok, "SQL") == 0)
            ns = USE_SQL_DATES;
        else if (strncasecmp(tok, "POSTGRES", 8) == 0)
            ns = USE_POSTGRES_DATES;
        else if (strcasecmp(tok, "GERMAN") == 0)
            ns = USE_GERMAN_DATES;
        else if (strcasecmp(tok, "YMD") == 0)
            no = DATEORDER_YMD;
        else if (strcasecmp(tok, "DMY") == 0 || strncasecmp(tok, "EURO", 4) == 0)
            no = DATEORDER_DMY;
        else if (strcasecmp(tok, "MDY") == 0 || strcasecmp(tok, "US") == 0 ||
                 strncasecmp(tok, "NONEURO", 7) == 0)
            no = DATEORDER_MDY;
        else if (strcasecmp(tok, "DEFAULT") == 0) {
            if (!have_style)
                *style = USE_ISO_DATES;
            if (!have_order)
                *order = DATEORDER_MDY;
            have_style = have_order = true;
            continue;
        } else {
            free(copy);
            return false;
        }
        if (ns >= 0) {
            if (have_style && *style != ns)
                ok = false;
            *style = ns;
            have_style = true;
            if (ns == USE_GERMAN_DATES && !have_order)
                *order = DATEORDER_DMY;
        } else {
            if (have_order && *order != no)
                ok = false;
            *order = no;
            have_order = true;
        }
    }
    free(copy);
    return ok;
}

static void datestyle_from_text(const char *s, int *style, int *order)
{
    *style = USE_ISO_DATES;
    *order = DATEORDER_MDY;
    datestyle_parse(s, style, order);
}

static char *check_datestyle(const GucDef *def, const char *value, const GucVal *current)
{
    int style, order;
    datestyle_from_text(current && current->s ? current->s : def->boot, &style, &order);
    if (!datestyle_parse(value, &style, &order)) {
        /* Unknown keyword and conflicting keywords differ only in the detail. */
        bool conflict = true;
        char *copy = xstrdup(value), *save = NULL;
        for (char *tok = strtok_r(copy, ", \t", &save); tok;
             tok = strtok_r(NULL, ", \t", &save)) {
            int s2 = 0, o2 = 0;
            if (!datestyle_parse(tok, &s2, &o2))
                conflict = false;
        }
        free(copy);
        if (conflict)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid value for parameter \"%s\": \"%s\"", def->name, value),
                    errdetail("Conflicting \"datestyle\" specifications."));
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("invalid value for parameter \"%s\": \"%s\"", def->name, value),
                errdetail("Unrecognized key word: \"%s\".", value));
    }
    static const char *const style_names[] = {"Postgres", "ISO", "SQL", "German"};
    static const char *const order_names[] = {"YMD", "DMY", "MDY"};
    char buf[32];
    snprintf(buf, sizeof(buf), "%s, %s", style_names[style], order_names[order]);
    return xstrdup(buf);
}

static void assign_datestyle(const GucVal *v)
{
    datestyle_from_text(v->s, &DateStyle, &DateOrder);
}

/* Find path's components under dir case-insensitively; canon gets the on-disk spelling. */
static bool find_zone_file(const char *dir, const char *name, char *canon, size_t canonlen)
{
    char path[1024];
    snprintf(path, sizeof(path), "%s", dir);
    canon[0] = '\0';
    const char *p = name;
    while (*p) {
        const char *slash = strchr(p, '/');
        size_t n = slash ? (size_t)(slash - p) : strlen(p);
        if (n == 0 || n >= 256 || (n <= 2 && p[0] == '.'))
            return false;
        DIR *d = opendir(path);
        if (d == NULL)
            return false;
        struct dirent *de;
        char match[256] = "";
        while ((de = readdir(d)) != NULL) {
            if (strlen(de->d_name) == n && strncasecmp(de->d_name, p, n) == 0) {
                snprintf(match, sizeof(match), "%s", de->d_name);
                if (strncmp(de->d_name, p, n) == 0)
                    break; /* exact spelling wins */
            }
        }
        closedir(d);
        if (match[0] == '\0')
            return false;
        size_t pl = strlen(path);
        snprintf(path + pl, sizeof(path) - pl, "/%s", match);
        size_t cl = strlen(canon);
        snprintf(canon + cl, canonlen - cl, "%s%s", cl ? "/" : "", match);
        p += n;
        if (*p == '/')
            p++;
    }
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool is_numeric_offset(const char *s)
{
    if (*s == '+' || *s == '-')
        s++;
    if (!isdigit((unsigned char)*s))
        return false;
    while (isdigit((unsigned char)*s) || *s == ':' || *s == '.')
        s++;
    return *s == '\0';
}

static char *check_timezone(const GucDef *def, const char *value, const GucVal *current)
{
    char canon[512];
    if (strcasecmp(value, "UTC") == 0)
        return xstrdup("UTC");
    if (strcasecmp(value, "GMT") == 0)
        return xstrdup("GMT");
    if (is_numeric_offset(value))
        return xstrdup(value);
    if (find_zone_file("/usr/share/zoneinfo", value, canon, sizeof(canon)))
        return xstrdup(canon);
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("invalid value for parameter \"%s\": \"%s\"", def->name, value));
}

/* PG compares encoding names ignoring case and anything not alphanumeric. */
static void clean_encoding_name(const char *in, char *out, size_t outlen)
{
    size_t o = 0;
    for (; *in && o + 1 < outlen; in++)
        if (isalnum((unsigned char)*in))
            out[o++] = (char)tolower((unsigned char)*in);
    out[o] = '\0';
}

static char *check_client_encoding(const GucDef *def, const char *value, const GucVal *current)
{
    static const char *const others[] = {
        "SQL_ASCII", "LATIN1", "LATIN2", "LATIN3", "LATIN4", "LATIN5", "LATIN6", "LATIN7",
        "LATIN8", "LATIN9", "LATIN10", "WIN1250", "WIN1251", "WIN1252", "WIN1253", "WIN1254",
        "WIN1255", "WIN1256", "WIN1257", "WIN1258", "WIN866", "WIN874", "KOI8R", "KOI8U",
        "EUC_JP", "EUC_CN", "EUC_KR", "EUC_TW", "EUC_JIS_2004", "SJIS", "SHIFT_JIS_2004",
        "BIG5", "GBK", "GB18030", "UHC", "JOHAB", "MULE_INTERNAL", "ISO_8859_5", "ISO_8859_6",
        "ISO_8859_7", "ISO_8859_8"};
    char clean[64], other[64];
    clean_encoding_name(value, clean, sizeof(clean));
    if (strcmp(clean, "utf8") == 0 || strcmp(clean, "unicode") == 0)
        return xstrdup("UTF8");
    for (size_t k = 0; k < lengthof(others); k++) {
        clean_encoding_name(others[k], other, sizeof(other));
        if (strcmp(clean, other) == 0)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("invalid value for parameter \"%s\": \"%s\"", def->name, value),
                    errdetail("Conversion between %s and %s is not supported.", others[k],
                              "UTF8"));
    }
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("invalid value for parameter \"%s\": \"%s\"", def->name, value));
}

/* ------------------------------------------------------------------ showing values */

static char *show_value(const GucDef *def, const GucVal *v)
{
    char buf[128];
    if (def->assign == assign_xact_iso) /* the running transaction's level, as PG shows it */
        for (const GucEnumValue *e = isolation_values; e->name; e++)
            if (e->value == XactIsoLevel)
                return pstrdup(e->name);
    if (def->assign == assign_xact_ro)
        return pstrdup(XactReadOnly ? "on" : "off");
    switch (def->type) {
    case GUC_BOOL:
        return pstrdup(v->b ? "on" : "off");
    case GUC_ENUM:
        return pstrdup(def->enums[v->e].name);
    case GUC_STRING:
        return pstrdup(v->s);
    case GUC_REAL:
        snprintf(buf, sizeof(buf), "%g", v->r);
        return pstrdup(buf);
    case GUC_INT:
        if (v->i > 0 && def->unit != UNIT_NONE) {
            /* The largest unit that shows the value exactly, as PG does. */
            for (size_t k = 0; k < lengthof(unit_table); k++) {
                const UnitConv *u = &unit_table[k];
                if (u->base != def->unit || u->multiplier < 1.0 / 8)
                    continue;
                double n = v->i / u->multiplier;
                if (n == rint(n)) {
                    snprintf(buf, sizeof(buf), "%.0f%s", n, u->unit);
                    return pstrdup(buf);
                }
            }
        }
        snprintf(buf, sizeof(buf), "%d", v->i);
        return pstrdup(buf);
    }
    return pstrdup("");
}

/* ------------------------------------------------------------------ the interface */

/* Defaults are parsed like any value; a default that does not parse is a bug in the table. */
static GucVal boot_value(const GucDef *def)
{
    GucVal v;
    memset(&v, 0, sizeof(v));
    switch (def->type) {
    case GUC_BOOL: parse_bool(def->boot, &v.b); break;
    case GUC_INT: v.i = atoi(def->boot); break;
    case GUC_REAL: v.r = atof(def->boot); break;
    case GUC_ENUM: v.e = find_enum(def->enums, def->boot); Assert(v.e >= 0); break;
    case GUC_STRING: v.s = xstrdup(def->boot); break;
    }
    return v;
}

static void run_assign(int i)
{
    if (guc_table[i].assign)
        guc_table[i].assign(&cur[i]);
}

void guc_init(void)
{
    for (int i = 1; i < NGUC; i++)
        Assert(strcasecmp(guc_table[i - 1].name, guc_table[i].name) < 0);
    if (!server_initialised) {
        for (int i = 0; i < NGUC; i++)
            server_vals[i] = boot_value(&guc_table[i]);
        server_initialised = true;
    }
    cur = server_vals;
    for (int i = 0; i < NGUC; i++)
        run_assign(i);
}

static void ensure_init(void)
{
    if (cur == NULL)
        guc_init();
}

/* The file and line guc_set(PGC_S_FILE) takes its value from (guc_load_file's loop). */
static _Thread_local const char *conf_file;
static _Thread_local int conf_line;

/* A configuration file's path, kept for as long as the server runs (values point to it). */
static const char *intern_path(const char *path)
{
    static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
    static char *paths[8];
    pthread_mutex_lock(&mu);
    const char *found = NULL;
    for (size_t i = 0; i < lengthof(paths) && found == NULL; i++) {
        if (paths[i] == NULL)
            paths[i] = xstrdup(path);
        if (strcmp(paths[i], path) == 0)
            found = paths[i];
    }
    pthread_mutex_unlock(&mu);
    return found; /* NULL past 8 files: the value then shows no file */
}

static void set_origin(GucVal *v, GucSource source, const char *file, int line)
{
    v->source = source;
    v->file = source == PGC_S_FILE && file ? intern_path(file) : NULL;
    v->line = v->file ? line : 0;
}

GucOrigin guc_origin(const char *name)
{
    ensure_init();
    int i = guc_find(name);
    GucOrigin o = {PGC_S_DEFAULT, NULL, 0};
    if (i >= 0)
        o = (GucOrigin){cur[i].source, cur[i].file, cur[i].line};
    return o;
}

void guc_set_origin(const char *name, GucOrigin origin)
{
    ensure_init();
    int i = guc_find(name);
    if (i < 0)
        return;
    cur[i].source = origin.source;
    cur[i].file = origin.file;
    cur[i].line = origin.line;
}

void guc_set_internal(const char *name, const char *value)
{
    ensure_init();
    int i = guc_find(name);
    Assert(i >= 0);
    GucVal v = parse_value(&guc_table[i], name, value, &cur[i]);
    install(i, &v);
    if (guc_table[i].type == GUC_STRING)
        free(v.s);
}

void guc_set(const char *name, const char *value, GucSource source)
{
    ensure_init();
    int i = guc_find(name);
    if (i < 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("unrecognized configuration parameter \"%s\"", name));
    const GucDef *def = &guc_table[i];
    bool at_start = source <= PGC_S_ARGV;
    if (def->context == CTX_INTERNAL)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed", name));
    if (def->context == PGC_POSTMASTER && !at_start)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed without restarting the server",
                       name));
    if (def->context == PGC_SIGHUP && !at_start)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed now", name));

    GucVal v = parse_value(def, name, value, &cur[i]);
    set_origin(&v, source, conf_file, conf_line);
    if (source == PGC_S_ARGV && cur == server_vals)
        set_by_argv[i] = true;
    install(i, &v);
    if (def->type == GUC_STRING)
        free(v.s);
    /* A value from the startup packet is what RESET returns to, as in PG. */
    if (source == PGC_S_CLIENT && reset_vals)
        val_copy(def, &reset_vals[i], &cur[i]);
}

static void reset_one(int i)
{
    const GucDef *def = &guc_table[i];
    if (def->context != PGC_USERSET)
        return;
    const GucVal *target = reset_vals ? &reset_vals[i] : &server_vals[i];
    if (cur == server_vals)
        return; /* the server-wide values are their own reset values */
    install(i, target);
}

void guc_reset(const char *name)
{
    ensure_init();
    int i = guc_find(name);
    if (i < 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("unrecognized configuration parameter \"%s\"", name));
    const GucDef *def = &guc_table[i];
    if (def->context == CTX_INTERNAL)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed", name));
    if (def->context == PGC_POSTMASTER)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed without restarting the server",
                       name));
    if (def->context == PGC_SIGHUP)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed now", name));
    reset_one(i);
}

void guc_reset_all(void)
{
    ensure_init();
    for (int i = 0; i < NGUC; i++)
        if (!(guc_table[i].flags & GUC_NO_RESET_ALL))
            reset_one(i);
}

char *guc_show(const char *name)
{
    ensure_init();
    int i = guc_find(name);
    if (i < 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("unrecognized configuration parameter \"%s\"", name));
    if (cur != server_vals)
        return show_value(&guc_table[i], &cur[i]);
    pthread_rwlock_rdlock(&server_lock);
    char *v = show_value(&guc_table[i], &cur[i]);
    pthread_rwlock_unlock(&server_lock);
    return v;
}

void guc_foreach(guc_visit_fn fn, void *arg)
{
    ensure_init();
    for (int i = 0; i < NGUC; i++) {
        if (guc_table[i].flags & GUC_NO_SHOW_ALL)
            continue;
        char *v = show_value(&guc_table[i], &cur[i]);
        fn(guc_table[i].name, v, guc_table[i].desc, arg);
        pfree(v);
    }
}

/* A value in the setting's base unit, as pg_settings shows it. */
static char *raw_value(const GucDef *def, const GucVal *v)
{
    if (def->type == GUC_INT)
        return psprintf("%d", v->i);
    return show_value(def, v);
}

static const char *unit_name(GucUnit u)
{
    switch (u) {
    case UNIT_KB: return "kB";
    case UNIT_BLOCKS: return "8kB";
    case UNIT_MS: return "ms";
    case UNIT_S: return "s";
    default: return NULL;
    }
}

static const char *context_name(int context)
{
    switch (context) {
    case CTX_INTERNAL: return "internal";
    case PGC_POSTMASTER: return "postmaster";
    case PGC_SIGHUP: return "sighup";
    default: return "user";
    }
}

void guc_foreach_setting(guc_setting_fn fn, void *arg)
{
    static const char *const vartypes[] = {
        [GUC_BOOL] = "bool", [GUC_INT] = "integer", [GUC_REAL] = "real",
        [GUC_STRING] = "string", [GUC_ENUM] = "enum"};
    static const char *const sources[] = {
        [PGC_S_DEFAULT] = "default", [PGC_S_FILE] = "configuration file",
        [PGC_S_ARGV] = "command line", [PGC_S_CLIENT] = "client", [PGC_S_SESSION] = "session"};
    ensure_init();
    for (int i = 0; i < NGUC; i++) {
        const GucDef *def = &guc_table[i];
        if (def->flags & GUC_NO_SHOW_ALL)
            continue;
        GucSettingRow r = {def->name, raw_value(def, &cur[i]), unit_name(def->unit), def->desc,
                           context_name(def->context), vartypes[def->type], NULL, NULL, NULL,
                           def->boot, NULL};
        r.category = def->group;
        r.source = sources[cur[i].source];
        r.sourcefile = cur[i].file;
        r.sourceline = cur[i].file ? psprintf("%d", cur[i].line) : NULL;
        if (def->type == GUC_INT) {
            r.min_val = psprintf("%.0f", def->min);
            r.max_val = psprintf("%.0f", def->max);
        } else if (def->type == GUC_REAL) {
            r.min_val = psprintf("%g", def->min);
            r.max_val = psprintf("%g", def->max);
        } else if (def->type == GUC_ENUM) {
            StringInfoData b;
            initStringInfo(&b);
            appendStringInfoChar(&b, '{');
            for (const GucEnumValue *e = def->enums; e->name; e++)
                if (!e->hidden)
                    appendStringInfo(&b, "%s%s", b.len > 1 ? "," : "", e->name);
            appendStringInfoChar(&b, '}');
            r.enumvals = b.data;
        }
        const GucVal *reset = reset_vals ? &reset_vals[i] : &server_vals[i];
        r.reset_val = raw_value(def, reset);
        fn(&r, arg);
    }
}

void guc_session_init(void)
{
    Assert(server_initialised);
    cur = calloc(NGUC, sizeof(GucVal));
    reset_vals = calloc(NGUC, sizeof(GucVal));
    changed = calloc(NGUC, sizeof(bool));
    if (cur == NULL || reset_vals == NULL || changed == NULL)
        abort();
    pthread_rwlock_rdlock(&server_lock);
    for (int i = 0; i < NGUC; i++) {
        val_copy(&guc_table[i], &cur[i], &server_vals[i]);
        val_copy(&guc_table[i], &reset_vals[i], &server_vals[i]);
    }
    pthread_rwlock_unlock(&server_lock);
    for (int i = 0; i < NGUC; i++)
        run_assign(i);
}

void guc_session_end(void)
{
    if (cur == NULL || cur == server_vals)
        return;
    for (int i = 0; i < NGUC; i++) {
        free(cur[i].s);
        free(reset_vals[i].s);
    }
    free(cur);
    free(reset_vals);
    free(changed);
    cur = NULL;
    reset_vals = NULL;
    changed = NULL;
}

void guc_report_all(guc_report_fn fn, void *arg)
{
    ensure_init();
    for (int i = 0; i < NGUC; i++) {
        if (!(guc_table[i].flags & GUC_REPORT))
            continue;
        char *v = show_value(&guc_table[i], &cur[i]);
        fn(guc_table[i].name, v, arg);
        pfree(v);
        if (changed)
            changed[i] = false;
    }
}

void guc_report_changed(guc_report_fn fn, void *arg)
{
    ensure_init();
    if (changed == NULL)
        return;
    for (int i = 0; i < NGUC; i++) {
        if (!changed[i])
            continue;
        changed[i] = false;
        char *v = show_value(&guc_table[i], &cur[i]);
        fn(guc_table[i].name, v, arg);
        pfree(v);
    }
}

/* ------------------------------------------------------------------ basalt.conf */

/* One "name = value" line; returns false with a message on a syntax error. */
static bool conf_parse_line(char *line, char **name, char **value, const char **why)
{
    char *p = line;
    *name = *value = NULL;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '\0' || *p == '#')
        return true;
    char *n = p;
    while (isalnum((unsigned char)*p) || *p == '_' || *p == '.')
        p++;
    if (p == n) {
        *why = p;
        return false;
    }
    char *nend = p;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '=')
        p++;
    while (isspace((unsigned char)*p))
        p++;
    *nend = '\0';
    *name = n;
    if (*p == '\'') {
        char *out = ++p, *v = p;
        for (;;) {
            if (*p == '\0') {
                *why = v - 1;
                return false;
            }
            if (*p == '\'' && p[1] == '\'') {
                *out++ = '\'';
                p += 2;
            } else if (*p == '\'') {
                p++;
                break;
            } else if (*p == '\\' && p[1]) {
                *out++ = p[1];
                p += 2;
            } else {
                *out++ = *p++;
            }
        }
        *out = '\0';
        *value = v;
    } else {
        char *v = p;
        while (*p && !isspace((unsigned char)*p) && *p != '#')
            p++;
        if (p == v) {
            *why = p;
            return false;
        }
        char *vend = p;
        *value = v;
        while (isspace((unsigned char)*p))
            p++;
        *vend = '\0';
        if (*p && *p != '#') {
            *why = p;
            return false;
        }
        return true;
    }
    while (isspace((unsigned char)*p))
        p++;
    if (*p && *p != '#') {
        *why = p;
        return false;
    }
    return true;
}

bool guc_load_file(const char *path, char **errmsg_out)
{
    ensure_init();
    *errmsg_out = NULL;
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        *errmsg_out = psprintf("could not open configuration file \"%s\": %s", path,
                               strerror(errno));
        return false;
    }
    char line[4096];
    int lineno = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof(line), f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        char *name, *value;
        const char *why = NULL;
        if (!conf_parse_line(line, &name, &value, &why)) {
            *errmsg_out = psprintf("syntax error in file \"%s\" line %d, near token \"%s\"",
                                   path, lineno, why && *why ? why : "end of line");
            ok = false;
            break;
        }
        if (name == NULL)
            continue;
        char *n = pstrdup(name), *v = pstrdup(value);
        conf_file = path;
        conf_line = lineno;
        PG_TRY();
        {
            guc_set(n, v, PGC_S_FILE);
        }
        PG_CATCH();
        {
            ErrorData *e = elog_copy_error();
            elog_flush_error();
            *errmsg_out = psprintf("%s:%d: %s%s%s", path, lineno, e->message,
                                   e->hint ? "\nHINT:  " : "", e->hint ? e->hint : "");
            ok = false;
        }
        PG_END_TRY();
        conf_file = NULL;
    }
    fclose(f);
    return ok;
}

/* ------------------------------------------------------------------ ALTER SYSTEM */

static void check_alter_system(const char *name, const char *value)
{
    int i = guc_find(name);
    if (i < 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("unrecognized configuration parameter \"%s\"", name));
    const GucDef *def = &guc_table[i];
    if (def->context == CTX_INTERNAL)
        ereport(ERROR, errcode(ERRCODE_CANT_CHANGE_RUNTIME_PARAM),
                errmsg("parameter \"%s\" cannot be changed", def->name));
    if (value == NULL)
        return;
    GucVal v = parse_value(def, def->name, value, &cur[i]); /* PG's errors for a bad value */
    if (def->type == GUC_STRING)
        free(v.s);
}

/* name = 'value', quotes doubled, as PG's write_auto_conf_file. */
static void write_conf_line(FILE *f, const char *name, const char *value)
{
    fprintf(f, "%s = '", name);
    for (const char *p = value; *p; p++) {
        if (*p == '\'')
            fputc('\'', f);
        fputc(*p, f);
    }
    fputs("'\n", f);
}

void guc_alter_system(const char *path, const char *name, const char *value)
{
    ensure_init();
    if (name != NULL)
        check_alter_system(name, value);
    /* the lines there are, but name's, then name's new one */
    StringInfoData keep;
    initStringInfo(&keep);
    FILE *in = fopen(path, "r");
    if (in != NULL && name != NULL) {
        char line[4096];
        while (fgets(line, sizeof(line), in)) {
            line[strcspn(line, "\r\n")] = '\0';
            char copy[4096], *n, *v;
            const char *why;
            snprintf(copy, sizeof(copy), "%s", line);
            if (!conf_parse_line(copy, &n, &v, &why) || n == NULL || strcasecmp(n, name) == 0)
                continue;
            appendStringInfo(&keep, "%s\n", line);
        }
    }
    if (in != NULL)
        fclose(in);
    char tmp[PATH_MAX + 8];
    snprintf(tmp, sizeof(tmp), "%s.tmp", path);
    FILE *out = fopen(tmp, "w");
    if (out == NULL)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not open file \"%s\": %s", tmp, strerror(errno)));
    fputs("# Do not edit this file manually!\n# It will be overwritten by the ALTER SYSTEM command.\n",
          out);
    fputs(keep.data, out);
    if (name != NULL && value != NULL)
        write_conf_line(out, name, value);
    bool ok = fflush(out) == 0 && (!enableFsync || fsync(fileno(out)) == 0);
    int err = errno;
    ok = fclose(out) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        err = ok ? errno : err;
        (void)unlink(tmp);
        ereport(ERROR, errcode(err == ENOSPC ? ERRCODE_DISK_FULL : ERRCODE_IO_ERROR),
                errmsg("could not write to file \"%s\": %s", path, strerror(err)));
    }
}

/* ------------------------------------------------------------------ reload (SIGHUP) */

static void reload_log(const char *sqlstate, const char *fmt, ...) pg_attribute_printf(2, 3);
static void reload_log(const char *sqlstate, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    ErrorData e;
    memset(&e, 0, sizeof(e));
    e.elevel = LOG;
    snprintf(e.sqlstate, sizeof(e.sqlstate), "%s", sqlstate);
    e.message = msg;
    elog_write_server_log(&e);
}

typedef struct ConfLine {
    char *name, *value;
    int lineno;
    const char *path; /* the file it is in */
} ConfLine;

/* Apply one line of the file to server_vals (server_lock held for writing). */
static bool reload_one(const ConfLine *l, const char *path)
{
    int i = guc_find(l->name);
    if (i < 0) {
        reload_log(ERRCODE_UNDEFINED_OBJECT,
                   "unrecognized configuration parameter \"%s\" in file \"%s\" line %d",
                   l->name, path, l->lineno);
        return false;
    }
    const GucDef *def = &guc_table[i];
    if (set_by_argv[i] || def->context == CTX_INTERNAL)
        return true;
    volatile bool ok = true;
    GucVal v;
    memset(&v, 0, sizeof(v));
    PG_TRY();
    {
        v = parse_value(def, l->name, l->value, &server_vals[i]);
        set_origin(&v, PGC_S_FILE, path, l->lineno);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        reload_log(e->sqlstate, "%s", e->message);
        ok = false;
    }
    PG_END_TRY();
    if (!ok)
        return false;
    bool same = val_equal(def, &server_vals[i], &v);
    if (same) /* the line may have moved, or the value come from another file */
        set_origin(&server_vals[i], PGC_S_FILE, path, l->lineno);
    if (!same && def->context == PGC_POSTMASTER) {
        reload_log(ERRCODE_CANT_CHANGE_RUNTIME_PARAM,
                   "parameter \"%s\" cannot be changed without restarting the server",
                   def->name);
        ok = false;
    } else if (!same) {
        install(i, &v);
        char *shown = show_value(def, &server_vals[i]);
        reload_log("00000", "parameter \"%s\" changed to \"%s\"", def->name, shown);
        pfree(shown);
    }
    if (def->type == GUC_STRING)
        free(v.s);
    return ok;
}

/* A setting given twice: as PG, only its last line counts. */
static bool overridden_later(const ConfLine *lines, int n, int i)
{
    for (int j = i + 1; j < n; j++)
        if (strcasecmp(lines[j].name, lines[i].name) == 0)
            return true;
    return false;
}

/* Append the settings of the file at path to lines; false after logging a syntax error (or,
 * unless missing_ok, a file that cannot be opened). */
static bool read_conf_lines(const char *path, bool missing_ok, ConfLine **lines, int *n,
                            int *cap)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        if (missing_ok && errno == ENOENT)
            return true;
        reload_log(ERRCODE_CONFIG_FILE_ERROR, "could not open configuration file \"%s\": %s",
                   path, strerror(errno));
        return false;
    }
    int lineno = 0;
    char line[4096];
    bool syntax_ok = true;
    while (fgets(line, sizeof(line), f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        char *name, *value;
        const char *why = NULL;
        if (!conf_parse_line(line, &name, &value, &why)) {
            reload_log(ERRCODE_CONFIG_FILE_ERROR,
                       "syntax error in file \"%s\" line %d, near token \"%s\"", path, lineno,
                       why && *why ? why : "end of line");
            syntax_ok = false;
            break;
        }
        if (name == NULL)
            continue;
        if (*n == *cap) {
            int c = *cap ? *cap * 2 : 32;
            ConfLine *nl = realloc(*lines, sizeof(ConfLine) * (size_t)c);
            if (nl == NULL)
                break;
            *lines = nl;
            *cap = c;
        }
        (*lines)[*n].name = strdup(name);
        (*lines)[*n].value = strdup(value);
        (*lines)[*n].lineno = lineno;
        (*lines)[*n].path = path;
        (*n)++;
    }
    fclose(f);
    if (!syntax_ok)
        reload_log(ERRCODE_CONFIG_FILE_ERROR,
                   "configuration file \"%s\" contains errors; no changes were applied", path);
    return syntax_ok;
}

bool guc_reload_file(const char *path, const char *auto_path)
{
    Assert(cur == server_vals);
    /* Both files are read first: a syntax error anywhere applies nothing (as PG). */
    ConfLine *lines = NULL;
    int n = 0, cap = 0;
    bool syntax_ok = read_conf_lines(path, false, &lines, &n, &cap) &&
                     (auto_path == NULL || read_conf_lines(auto_path, true, &lines, &n, &cap));
    bool ok = syntax_ok;
    pthread_rwlock_wrlock(&server_lock);
    for (int i = 0; i < n && syntax_ok; i++)
        if (!overridden_later(lines, n, i) && !reload_one(&lines[i], lines[i].path))
            ok = false;
    pthread_rwlock_unlock(&server_lock);
    for (int i = 0; i < n; i++) {
        free(lines[i].name);
        free(lines[i].value);
    }
    free(lines);
    if (!syntax_ok)
        return false;
    if (!ok)
        reload_log(ERRCODE_CONFIG_FILE_ERROR,
                   "configuration file \"%s\" contains errors; unaffected changes were applied",
                   path);
    return ok;
}
