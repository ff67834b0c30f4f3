/*
 * main.c: the basalt command: options, data directory, lock file, then the server loop.
 *
 *     basalt -D DATADIR [-p PORT] [-c name=value]... [--name=value]...
 *
 * The one idea: everything that can refuse to start (bad options, a data directory that is not
 * ours, another server holding the lock, a bad basalt.conf) is checked here on the main thread
 * before any socket opens, and reported as FATAL with exit status 1. An empty or missing data
 * directory is initialised: storage_init_datadir() and a copy of the default basalt.conf (read
 * from the source tree the binary was built from, or, if that is gone, a built-in minimal one).
 */
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <dirent.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "executor/autovacuum.h"
#include "net/auth.h"
#include "net/net.h"
#include "storage/storage.h"

#define LOCK_FILE "postmaster.pid"
#define CONF_FILE "basalt.conf"
#define HBA_FILE "basalt_hba.conf"

static char lock_path[PATH_MAX + 32];
static bool lock_held;

/* Used when BASALT_SOURCE_DIR/conf/basalt.conf is not there (binary moved elsewhere). */
static const char builtin_conf[] =
    "# basalt.conf: Basalt server settings (built-in default).\n"
    "# name = value; units: kB, MB, GB for memory, ms, s, min for time.\n"
    "listen_addresses = 'localhost'\n"
    "port = 5433\n"
    "max_connections = 100\n"
    "shared_buffers = 128MB\n"
    "work_mem = 4MB\n"
    "DateStyle = 'ISO, MDY'\n"
    "TimeZone = 'UTC'\n";

static const char builtin_hba[] =
    "# basalt_hba.conf (built-in default): trust local connections only.\n"
    "local all all trust\n"
    "host all all 127.0.0.1/32 trust\n"
    "host all all ::1/128 trust\n";

static void log_line(int level, const char *sqlstate, const char *fmt, ...) pg_attribute_printf(3, 4);
static void log_line(int level, const char *sqlstate, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    ErrorData e;
    memset(&e, 0, sizeof(e));
    e.elevel = level;
    snprintf(e.sqlstate, sizeof(e.sqlstate), "%s", sqlstate);
    e.message = msg;
    elog_write_server_log(&e);
}

static pg_noreturn void fatal(const char *hint, const char *fmt, ...) pg_attribute_printf(2, 3);
static pg_noreturn void fatal(const char *hint, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    log_line(FATAL, ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE, "%s", msg);
    if (hint)
        fprintf(stderr, "HINT:  %s\n", hint);
    exit(1);
}

static void usage(void)
{
    printf("basalt is the Basalt SQL server, which speaks the PostgreSQL 15 protocol.\n\n"
           "Usage:\n"
           "  basalt [OPTION]...\n\n"
           "Options:\n"
           "  -c NAME=VALUE      set run-time parameter\n"
           "  -D DATADIR         database directory (default: $BASALTDATA)\n"
           "  -p PORT            port number to listen on (default 5433)\n"
           "  --NAME=VALUE       set run-time parameter\n"
           "  -V, --version      output version information, then exit\n"
           "  -?, --help         show this help, then exit\n\n"
           "An empty or missing DATADIR is initialised on first start.\n");
}

/* ------------------------------------------------------------------ options */

typedef struct Setting {
    char *name, *value;
} Setting;

static Setting *settings;
static int nsettings;

static void add_setting(const char *name_value, const char *progname)
{
    const char *eq = strchr(name_value, '=');
    if (eq == NULL) {
        fprintf(stderr, "%s: -c %s requires a value\n", progname, name_value);
        exit(1);
    }
    settings = realloc(settings, sizeof(Setting) * (size_t)(nsettings + 1));
    Setting *s = &settings[nsettings++];
    s->name = strndup(name_value, (size_t)(eq - name_value));
    s->value = strdup(eq + 1);
    for (char *p = s->name; *p; p++)
        if (*p == '-')
            *p = '_';
}

static const char *parse_options(int argc, char **argv)
{
    const char *datadir = NULL;
    const char *prog = "basalt";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) {
            printf("basalt (Basalt) %s\n", BASALT_VERSION);
            printf("compatible with PostgreSQL 15 (protocol 3.0, server_version 15.0)\n");
            exit(0);
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-?") == 0) {
            usage();
            exit(0);
        } else if (strcmp(a, "-D") == 0 && i + 1 < argc) {
            datadir = argv[++i];
        } else if (strncmp(a, "-D", 2) == 0 && a[2]) {
            datadir = a + 2;
        } else if (strcmp(a, "-p") == 0 && i + 1 < argc) {
            char buf[64];
            snprintf(buf, sizeof(buf), "port=%s", argv[++i]);
            add_setting(buf, prog);
        } else if (strncmp(a, "-p", 2) == 0 && a[2]) {
            char buf[64];
            snprintf(buf, sizeof(buf), "port=%s", a + 2);
            add_setting(buf, prog);
        } else if (strcmp(a, "-c") == 0 && i + 1 < argc) {
            add_setting(argv[++i], prog);
        } else if (strncmp(a, "-c", 2) == 0 && a[2]) {
            add_setting(a + 2, prog);
        } else if (strncmp(a, "--", 2) == 0 && a[2]) {
            add_setting(a + 2, prog);
        } else {
            fprintf(stderr, "%s: invalid option -- '%s'\n", prog, a);
            fprintf(stderr, "Try \"%s --help\" for more information.\n", prog);
            exit(1);
        }
    }
    return datadir;
}

/* Apply one setting from the command line; a bad one stops the server from starting. */
static void apply_setting(const char *name, const char *value)
{
    PG_TRY();
    {
        guc_set(name, value, PGC_S_ARGV);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        log_line(FATAL, e->sqlstate, "%s", e->message);
        if (e->detail)
            fprintf(stderr, "DETAIL:  %s\n", e->detail);
        if (e->hint)
            fprintf(stderr, "HINT:  %s\n", e->hint);
        exit(1);
    }
    PG_END_TRY();
}

/* ------------------------------------------------------------------ data directory */

static bool dir_is_empty(const char *path, bool *exists)
{
    DIR *d = opendir(path);
    *exists = d != NULL;
    if (d == NULL)
        return errno == ENOENT;
    struct dirent *de;
    bool empty = true;
    while ((de = readdir(d)) != NULL)
        if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0)
            empty = false;
    closedir(d);
    return empty;
}

static void mkdir_p(const char *path)
{
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof(tmp), "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            mkdir(tmp, 0700);
            *p = '/';
        }
    }
    if (mkdir(tmp, 0700) != 0 && errno != EEXIST)
        fatal(NULL, "could not create directory \"%s\": %s", path, strerror(errno));
}

static void write_default_file(const char *datadir, const char *name, const char *builtin)
{
    char src[PATH_MAX + 32], dst[PATH_MAX + 32];
    snprintf(src, sizeof(src), "%s/conf/%s", BASALT_SOURCE_DIR, name);
    snprintf(dst, sizeof(dst), "%s/%s", datadir, name);
    FILE *in = fopen(src, "r");
    FILE *out = fopen(dst, "w");
    if (out == NULL)
        fatal(NULL, "could not create file \"%s\": %s", dst, strerror(errno));
    if (in) {
        char buf[8192];
        size_t n;
        while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
            fwrite(buf, 1, n, out);
        fclose(in);
    } else {
        fputs(builtin, out);
    }
    if (fclose(out) != 0)
        fatal(NULL, "could not write file \"%s\": %s", dst, strerror(errno));
}

/* Storage raises ERROR on failure; on the main thread that becomes FATAL. */
static void run_storage(void (*fn)(const char *, int), const char *datadir, int nbuffers,
                        const char *what);

static void init_datadir_cb(const char *datadir, int unused) { storage_init_datadir(datadir); }
static void startup_cb(const char *datadir, int nbuffers) { storage_startup(datadir, nbuffers); }

static void run_storage(void (*fn)(const char *, int), const char *datadir, int nbuffers,
                        const char *what)
{
    PG_TRY();
    {
        fn(datadir, nbuffers);
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        log_line(FATAL, e->sqlstate, "%s: %s", what, e->message);
        if (e->detail)
            fprintf(stderr, "DETAIL:  %s\n", e->detail);
        exit(1);
    }
    PG_END_TRY();
}

static void prepare_datadir(const char *datadir)
{
    bool exists;
    if (dir_is_empty(datadir, &exists)) {
        if (!exists)
            mkdir_p(datadir);
        log_line(LOG, "00000", "initializing data directory \"%s\"", datadir);
        run_storage(init_datadir_cb, datadir, 0, "could not initialize data directory");
        write_default_file(datadir, CONF_FILE, builtin_conf);
        write_default_file(datadir, HBA_FILE, builtin_hba);
        return;
    }
    if (!exists)
        fatal(NULL, "could not open data directory \"%s\": %s", datadir, strerror(errno));
    if (!storage_datadir_is_initialised(datadir))
        fatal("Start with an empty or missing directory to create a new data directory.",
              "\"%s\" is not a Basalt data directory", datadir);
    /* a data directory made before basalt_hba.conf existed gets the default one */
    char hba[PATH_MAX + 32];
    snprintf(hba, sizeof(hba), "%s/%s", datadir, HBA_FILE);
    if (access(hba, F_OK) != 0) {
        log_line(LOG, "00000", "creating the default \"%s\"", hba);
        write_default_file(datadir, HBA_FILE, builtin_hba);
    }
}

/* basalt_hba.conf must be readable and valid, or the server does not start (as PG). */
static void load_hba(const char *datadir)
{
    char path[PATH_MAX + 32];
    snprintf(path, sizeof(path), "%s/%s", datadir, HBA_FILE);
    char *err = NULL;
    if (!auth_hba_load(path, &err)) {
        log_line(LOG, ERRCODE_CONFIG_FILE_ERROR, "%s", err ? err : "invalid basalt_hba.conf");
        fatal(NULL, "could not load %s", path);
    }
}

/* ------------------------------------------------------------------ lock file */

static void remove_lock_file(void)
{
    if (lock_held)
        unlink(lock_path);
    lock_held = false;
}

static void create_lock_file(const char *datadir)
{
    snprintf(lock_path, sizeof(lock_path), "%s/%s", datadir, LOCK_FILE);
    for (int attempt = 0; attempt < 10; attempt++) {
        int fd = open(lock_path, O_RDWR | O_CREAT | O_EXCL, 0600);
        if (fd >= 0) {
            char buf[PATH_MAX + 256];
            int n = snprintf(buf, sizeof(buf), "%d\n%s\n%ld\n%d\n%s\n%s\n%d\n%s\n",
                             (int)getpid(), datadir, (long)time(NULL), PostPortNumber, "/tmp",
                             ListenAddresses, 0, "starting");
            if (write(fd, buf, (size_t)n) != n || fsync(fd) != 0) {
                close(fd);
                unlink(lock_path);
                fatal(NULL, "could not write lock file \"%s\": %s", lock_path, strerror(errno));
            }
            close(fd);
            lock_held = true;
            return;
        }
        if (errno != EEXIST)
            fatal(NULL, "could not create lock file \"%s\": %s", lock_path, strerror(errno));
        FILE *f = fopen(lock_path, "r");
        long pid = 0;
        if (f) {
            if (fscanf(f, "%ld", &pid) != 1)
                pid = 0;
            fclose(f);
        }
        /* A live process other than us (or our parent) holds it; anything else is stale. */
        if (pid > 0 && pid != getpid() && pid != getppid() &&
            (kill((pid_t)pid, 0) == 0 || errno == EPERM)) {
            char hint[PATH_MAX + 128];
            snprintf(hint, sizeof(hint),
                     "Is another postmaster (PID %ld) running in data directory \"%s\"?", pid,
                     datadir);
            fatal(hint, "lock file \"%s\" already exists", LOCK_FILE);
        }
        if (unlink(lock_path) != 0 && errno != ENOENT)
            fatal(NULL, "could not remove old lock file \"%s\": %s", lock_path, strerror(errno));
    }
    fatal(NULL, "could not create lock file \"%s\"", lock_path);
}

static void mark_lock_file_ready(void)
{
    FILE *f = fopen(lock_path, "r+");
    if (f == NULL)
        return;
    fseek(f, -(long)strlen("starting\n"), SEEK_END);
    fputs("ready   \n", f);
    fclose(f);
}

/* ------------------------------------------------------------------ main */

int main(int argc, char **argv)
{
    const char *datadir_arg = parse_options(argc, argv);
    guc_init();
    if (datadir_arg == NULL || datadir_arg[0] == '\0')
        datadir_arg = getenv("BASALTDATA");
    if (datadir_arg == NULL || datadir_arg[0] == '\0') {
        fprintf(stderr, "basalt does not know where to find the server configuration file.\n"
                        "You must specify the -D invocation option or set the BASALTDATA "
                        "environment variable.\n");
        return 1;
    }
    /* Validate -c before touching the disk, so a typo never initialises anything. */
    for (int i = 0; i < nsettings; i++)
        apply_setting(settings[i].name, settings[i].value);

    prepare_datadir(datadir_arg);
    char datadir[PATH_MAX];
    if (realpath(datadir_arg, datadir) == NULL)
        fatal(NULL, "could not open data directory \"%s\": %s", datadir_arg, strerror(errno));

    char conf[PATH_MAX + 32];
    snprintf(conf, sizeof(conf), "%s/%s", datadir, CONF_FILE);
    if (access(conf, F_OK) == 0) {
        char *err = NULL;
        if (!guc_load_file(conf, &err))
            fatal(NULL, "%s", err ? err : "could not load configuration file");
        /* The command line wins over the file. */
        for (int i = 0; i < nsettings; i++)
            apply_setting(settings[i].name, settings[i].value);
    }
    apply_setting("data_directory", datadir);
    load_hba(datadir);

    create_lock_file(datadir);
    atexit(remove_lock_file);
    log_line(LOG, "00000", "starting Basalt %s (compatible with PostgreSQL 15)", BASALT_VERSION);
    run_storage(startup_cb, datadir, NBuffers, "could not start storage");
    mark_lock_file_ready();
    autovacuum_start();

    volatile int rc = net_server_run();
    autovacuum_stop();
    if (rc == 0)
        log_line(LOG, "00000", "shutting down");
    PG_TRY();
    {
        storage_shutdown();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        log_line(LOG, e->sqlstate, "error during storage shutdown: %s", e->message);
        rc = 1;
    }
    PG_END_TRY();
    remove_lock_file();
    if (rc == 0)
        log_line(LOG, "00000", "database system is shut down");
    return rc;
}
