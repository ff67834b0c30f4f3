/*
 * main.c: the basalt command: options, data directory, lock file, then the server loop.
 *
 *     basalt -D DATADIR [-p PORT] [-c name=value]... [--name=value]... [--daemon]
 *     basalt ctl start|stop|restart|status|reload -D DATADIR ...   (postmaster/ctl.c)
 *
 * The one idea: everything that can refuse to start (bad options, a data directory that is not
 * ours, another server holding the lock, a bad basalt.conf) is checked here on the main thread
 * before any socket opens, and reported as FATAL with exit status 1. An empty or missing data
 * directory is initialised: storage_init_datadir() and a copy of the default basalt.conf (read
 * from the source tree the binary was built from, or, if that is gone, a built-in minimal one).
 * With --daemon the process detaches only after those checks, so they still reach the terminal;
 * what goes wrong later is in the log file (log_file, by default DATADIR/basalt.log).
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
#include "postmaster/ctl.h"
#include "postmaster/daemon.h"
#include "planner/binder.h"
#include "postmaster/pidfile.h"
#include "storage/storage.h"
#include "storage/xact.h"

#define LOCK_FILE PIDFILE_NAME
#define DEFAULT_DAEMON_LOG "basalt.log"
#define CONF_FILE "basalt.conf"
#define HBA_FILE "basalt_hba.conf"

static char lock_path[PATH_MAX + 32];
static bool lock_held;
static bool run_as_daemon;
static char log_path[PATH_MAX + 32]; /* "" while the log goes to the original stderr */

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

/* One server log entry (with log_line_prefix on each of its lines). */
static void log_entry_v(int level, const char *sqlstate, const char *detail, const char *hint,
                        const char *fmt, va_list ap) pg_attribute_printf(5, 0);
static void log_entry_v(int level, const char *sqlstate, const char *detail, const char *hint,
                        const char *fmt, va_list ap)
{
    char msg[2048];
    vsnprintf(msg, sizeof(msg), fmt, ap);
    ErrorData e;
    memset(&e, 0, sizeof(e));
    e.elevel = level;
    snprintf(e.sqlstate, sizeof(e.sqlstate), "%s", sqlstate);
    e.message = msg;
    e.detail = (char *)detail;
    e.hint = (char *)hint;
    elog_write_server_log(&e);
}

static void log_line(int level, const char *sqlstate, const char *fmt, ...) pg_attribute_printf(3, 4);
static void log_line(int level, const char *sqlstate, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    log_entry_v(level, sqlstate, NULL, NULL, fmt, ap);
    va_end(ap);
}

static pg_noreturn void fatal(const char *hint, const char *fmt, ...) pg_attribute_printf(2, 3);
static pg_noreturn void fatal(const char *hint, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    log_entry_v(FATAL, ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE, NULL, hint, fmt, ap);
    va_end(ap);
    exit(1);
}

/* A caught startup error becomes FATAL, with its DETAIL and HINT. */
static pg_noreturn void fatal_error(const ErrorData *e, const char *what)
{
    ErrorData f = *e;
    char msg[2048];
    if (what)
        snprintf(msg, sizeof(msg), "%s: %s", what, e->message);
    else
        snprintf(msg, sizeof(msg), "%s", e->message);
    f.elevel = FATAL;
    f.message = msg;
    f.cursorpos = 0;
    elog_write_server_log(&f);
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
           "  --daemon           detach, log to log_file (default DATADIR/basalt.log)\n"
           "  --NAME=VALUE       set run-time parameter\n"
           "  -V, --version      output version information, then exit\n"
           "  -?, --help         show this help, then exit\n\n"
           "An empty or missing DATADIR is initialised on first start.\n\n"
           "  basalt ctl start|stop|restart|status|reload -D DATADIR [...]\n"
           "                     control a server like pg_ctl (basalt ctl --help)\n");
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
        } else if (strcmp(a, "--daemon") == 0) {
            run_as_daemon = true;
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
        fatal_error(e, NULL);
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
static void startup_cb(const char *datadir, int nbuffers)
{
    storage_startup(datadir, nbuffers);
    xact_start_command(); /* the system views' catalog rows, as this binary defines them */
    binder_register_system_views();
    xact_commit_command();
}

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
        fatal_error(e, what);
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

/* The first directory of unix_socket_directories, as PG's lock file names it. */
static void first_socket_dir(char *out, size_t size)
{
    char *dirs = guc_show("unix_socket_directories");
    char *p = dirs;
    while (*p == ' ')
        p++;
    size_t n = strcspn(p, ",");
    while (n > 0 && p[n - 1] == ' ')
        n--;
    snprintf(out, size, "%.*s", (int)n, p);
    pfree(dirs);
}

static void create_lock_file(const char *datadir)
{
    char sockdir[PATH_MAX];
    first_socket_dir(sockdir, sizeof(sockdir));
    snprintf(lock_path, sizeof(lock_path), "%s/%s", datadir, LOCK_FILE);
    for (int attempt = 0; attempt < 10; attempt++) {
        int fd = open(lock_path, O_RDWR | O_CREAT | O_EXCL, 0600);
        if (fd >= 0) {
            char buf[PATH_MAX + 256];
            int n = snprintf(buf, sizeof(buf), "%d\n%s\n%ld\n%d\n%s\n%s\n%9d %9d\n%s\n",
                             (int)getpid(), datadir, (long)time(NULL), PostPortNumber, sockdir,
                             ListenAddresses, 0, 0, "starting");
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
        if (pid > 0 && pid != getpid() && pid != getppid() && pidfile_pid_alive(pid)) {
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

/* basalt.opts: how this server was started, for `basalt ctl status` and `restart`. */
static void write_opts_file(const char *datadir, int argc, char **argv)
{
    char path[PATH_MAX + 32], exe[PATH_MAX];
    snprintf(path, sizeof(path), "%s/%s", datadir, OPTS_FILE_NAME);
    ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    exe[len > 0 ? len : 0] = '\0';
    FILE *f = fopen(path, "w");
    if (f == NULL)
        fatal(NULL, "could not create file \"%s\": %s", path, strerror(errno));
    fprintf(f, "%s \"-D\" \"%s\"", len > 0 ? exe : argv[0], datadir);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-D") == 0 && i + 1 < argc)
            i++;
        else if (strncmp(argv[i], "-D", 2) != 0 && strcmp(argv[i], "ctl") != 0)
            fprintf(f, " \"%s\"", argv[i]);
    }
    fputc('\n', f);
    if (fclose(f) != 0)
        fatal(NULL, "could not write file \"%s\": %s", path, strerror(errno));
}

/* ------------------------------------------------------------------ log file */

/* log_file, relative to the data directory; with --daemon and no log_file, basalt.log. */
static void resolve_log_path(const char *datadir, char *out, size_t size)
{
    char *setting = guc_show("log_file");
    const char *name = setting[0] ? setting : (run_as_daemon ? DEFAULT_DAEMON_LOG : "");
    if (name[0] == '\0')
        out[0] = '\0';
    else if (name[0] == '/')
        snprintf(out, size, "%s", name);
    else
        snprintf(out, size, "%s/%s", datadir, name);
    pfree(setting);
}

/* After SIGHUP: reopen the log file, so a rotated (renamed) log is replaced by a new file. */
static void reopen_log_file(void)
{
    char path[PATH_MAX + 32];
    resolve_log_path(DataDir, path, sizeof(path));
    if (path[0] == '\0' && log_path[0] == '\0')
        return;
    if (path[0] == '\0') /* log_file was removed: the original stderr is gone, keep the file */
        snprintf(path, sizeof(path), "%s", log_path);
    if (!daemon_redirect_output(path)) {
        log_line(LOG, "58030", "could not open log file \"%s\": %s", path, strerror(errno));
        return;
    }
    snprintf(log_path, sizeof(log_path), "%s", path);
}

static void on_ready(void)
{
    mark_lock_file_ready();
    daemon_notify_ready();
}

static void on_immediate_exit(void) { remove_lock_file(); }

/* ------------------------------------------------------------------ main */

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "ctl") == 0)
        return ctl_main(argc, argv);
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
        /* then ALTER SYSTEM's settings, which win over the file's */
        snprintf(conf, sizeof(conf), "%s/%s", datadir, GUC_AUTO_CONF_FILE);
        if (access(conf, F_OK) == 0 && !guc_load_file(conf, &err))
            fatal(NULL, "%s", err ? err : "could not load configuration file");
        /* The command line wins over the file. */
        for (int i = 0; i < nsettings; i++)
            apply_setting(settings[i].name, settings[i].value);
    }
    apply_setting("data_directory", datadir);
    load_hba(datadir);

    /* A server already running refuses a second one before anything detaches. */
    create_lock_file(datadir);
    atexit(remove_lock_file);
    resolve_log_path(datadir, log_path, sizeof(log_path));
    if (run_as_daemon) {
        lock_held = false; /* the detached grandchild takes the lock file over */
        if (!daemon_detach(log_path)) {
            lock_held = true;
            fatal(NULL, "could not open log file \"%s\": %s", log_path, strerror(errno));
        }
        unlink(lock_path);
        create_lock_file(datadir);
        if (chdir(datadir) != 0)
            fatal(NULL, "could not change directory to \"%s\": %s", datadir, strerror(errno));
    } else if (log_path[0] && !daemon_redirect_output(log_path)) {
        fatal(NULL, "could not open log file \"%s\": %s", log_path, strerror(errno));
    }
    write_opts_file(datadir, argc, argv);
    net_ready_hook = on_ready;
    net_reload_hook = reopen_log_file;
    net_immediate_exit_hook = on_immediate_exit;
    log_line(LOG, "00000", "starting Basalt %s (compatible with PostgreSQL 15)", BASALT_VERSION);
    run_storage(startup_cb, datadir, NBuffers, "could not start storage");
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
