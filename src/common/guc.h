/*
 * guc.h: run-time settings ("Grand Unified Configuration", as PostgreSQL calls it).
 *
 * One table lists every setting: name, type, default, context and flags. Values come from the
 * built-in default, then basalt.conf, then -c on the command line, then (per session) startup
 * packet options and SET. Each session has its own copy of the session-settable values: the
 * values live in thread-local C variables (one backend thread per session), so hot code reads
 * a plain variable (extra_float_digits, DateStyle) instead of looking up a name.
 */
#ifndef BASALT_GUC_H
#define BASALT_GUC_H

#include "common/basalt.h"

typedef enum GucContext {
    PGC_POSTMASTER, /* set at server start only (port, shared_buffers) */
    PGC_SIGHUP,     /* basalt.conf, re-read on reload */
    PGC_USERSET,    /* any session may SET it */
} GucContext;

typedef enum GucSource {
    PGC_S_DEFAULT,
    PGC_S_FILE,    /* basalt.conf */
    PGC_S_ARGV,    /* -c name=value */
    PGC_S_CLIENT,  /* startup packet */
    PGC_S_SESSION, /* SET */
} GucSource;

/* Settings read by hot code, one copy per session thread. */
extern _Thread_local int extra_float_digits; /* -15..3, default 1 */
extern _Thread_local int DateStyle;          /* USE_ISO_DATES, ... */
extern _Thread_local int DateOrder;          /* DATEORDER_MDY, ... */
extern _Thread_local int IntervalStyle;
extern _Thread_local char *TimeZoneName;     /* "UTC", "Europe/Paris", ... */
extern _Thread_local bool standard_conforming_strings;
extern _Thread_local char *search_path;
extern _Thread_local int work_mem_kb;
extern _Thread_local double hash_mem_multiplier; /* hash tables may use work_mem times this */
extern _Thread_local int statement_timeout_ms;
extern _Thread_local int lock_timeout_ms;     /* 0 = wait for locks forever */
extern _Thread_local int deadlock_timeout_ms; /* wait this long before checking for deadlock */
/* Isolation level of the running transaction / of new ones: 0 read uncommitted, 1 read
 * committed, 2 repeatable read, 3 serializable (run as repeatable read). */
extern _Thread_local int XactIsoLevel;
extern _Thread_local int DefaultXactIsoLevel;
/* BEGIN READ ONLY / default_transaction_read_only: the running transaction may not write */
extern _Thread_local bool XactReadOnly;
extern _Thread_local bool DefaultXactReadOnly;
extern _Thread_local char *application_name;
extern _Thread_local char *client_encoding;
extern _Thread_local int log_min_duration_statement_ms; /* -1 off, 0 every statement */
/* log_statement: which statements are logged before they run. */
#define LOGSTMT_NONE 0
#define LOGSTMT_DDL 1
#define LOGSTMT_MOD 2
#define LOGSTMT_ALL 3
extern _Thread_local int log_statement;

#define USE_POSTGRES_DATES 0
#define USE_ISO_DATES 1
#define USE_SQL_DATES 2
#define USE_GERMAN_DATES 3
#define DATEORDER_YMD 0
#define DATEORDER_DMY 1
#define DATEORDER_MDY 2

/* Server-wide settings (PGC_POSTMASTER / PGC_SIGHUP), shared by all threads. */
extern int PostPortNumber;
extern char *ListenAddresses;
extern int MaxConnections;
extern int NBuffers; /* shared_buffers in 8 KB pages */
extern bool autovacuum_enabled;
extern int autovacuum_naptime_s;
extern int autovacuum_vacuum_threshold;
extern double autovacuum_vacuum_scale_factor;
extern int autovacuum_analyze_threshold;
extern double autovacuum_analyze_scale_factor;
extern char *DataDir;
/* Write-ahead log and checkpoints (storage/wal.c). */
extern bool enableFsync;          /* fsync */
extern bool fullPageWrites;       /* full_page_writes */
extern int CheckPointTimeout;     /* checkpoint_timeout, seconds */
extern int MaxWalSizeKB;          /* max_wal_size */
extern int WalWriterDelay;        /* wal_writer_delay, ms */
extern _Thread_local int synchronous_commit; /* 0 off, 1 local, ..., 4 on */

/* Server start: defaults, then the file (errors are reported with file name and line). */
void guc_init(void);
bool guc_load_file(const char *path, char **errmsg_out);
/*
 * Reload (SIGHUP, main thread): apply the file's reloadable settings to the server-wide values
 * that new sessions copy; settings given by -c are kept, restart-only ones that differ are
 * logged and skipped, as in PG. auto_path (ALTER SYSTEM's file, if it exists; may be NULL) is
 * read after it and wins. Everything is logged; false if a file had errors.
 */
bool guc_reload_file(const char *path, const char *auto_path);
/* ALTER SYSTEM (PG's postgresql.auto.conf, read after basalt.conf at start and on reload):
 * check that name may be set to value (NULL: reset) as PG does, ERROR 42704, 55P02 or 22023,
 * then rewrite the file at path with name set, removed (value NULL), or every line removed
 * (name NULL), atomically. */
#define GUC_AUTO_CONF_FILE "basalt.auto.conf"
void guc_alter_system(const char *path, const char *name, const char *value);
/* Apply one setting from a source; raises ERROR with PG's wording on bad names or values. */
void guc_set(const char *name, const char *value, GucSource source);
/* Where a setting's value came from (pg_settings' source, sourcefile, sourceline), so that a
 * transaction's SET, when undone, puts back the origin with the value. */
typedef struct GucOrigin {
    GucSource source;
    const char *file; /* lives as long as the server */
    int line;
} GucOrigin;
GucOrigin guc_origin(const char *name);
void guc_set_origin(const char *name, GucOrigin origin);
/* A value the server decides (is_superuser after SET ROLE): no context check. */
void guc_set_internal(const char *name, const char *value);
void guc_reset(const char *name);  /* RESET name */
void guc_reset_all(void);          /* RESET ALL */
/* SHOW name: the value as PostgreSQL shows it (with units: "128MB", "4MB", "on"). */
char *guc_show(const char *name);  /* palloc'd; ERROR 42704 for unknown names */
/* For SHOW ALL and pg_settings: visit every setting in name order. */
typedef void (*guc_visit_fn)(const char *name, const char *value, const char *description,
                             void *arg);
void guc_foreach(guc_visit_fn fn, void *arg);
/* pg_settings' row of a setting: setting, boot_val and reset_val in the base unit (NULL
 * fields: none, as PG's NULLs); palloc'd strings. */
typedef struct GucSettingRow {
    const char *name, *setting, *unit, *short_desc, *context, *vartype, *min_val, *max_val,
        *enumvals, *boot_val, *reset_val;
    const char *category, *source, *sourcefile, *sourceline; /* file and line: NULL if none */
} GucSettingRow;
typedef void (*guc_setting_fn)(const GucSettingRow *row, void *arg);
void guc_foreach_setting(guc_setting_fn fn, void *arg);

/* A new session thread: copy the server-wide values of the session settings. */
void guc_session_init(void);
/* The session thread ends: free its copy (the thread's variables point to server values). */
void guc_session_end(void);
/*
 * Settings flagged GUC_REPORT (server_version, server_encoding, client_encoding, DateStyle,
 * TimeZone, integer_datetimes, standard_conforming_strings, IntervalStyle, application_name,
 * is_superuser, session_authorization) are sent to the client as ParameterStatus at startup and
 * again whenever they change. guc_report_all() visits them all; guc_report_changed() visits
 * those changed since the last call, then clears the marks.
 */
typedef void (*guc_report_fn)(const char *name, const char *value, void *arg);
void guc_report_all(guc_report_fn fn, void *arg);
void guc_report_changed(guc_report_fn fn, void *arg);

#endif /* BASALT_GUC_H */
