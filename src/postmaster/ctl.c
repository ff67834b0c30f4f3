/*
 * ctl.c: `basalt ctl start|stop|restart|status|reload -D DATADIR`, worded and numbered like
 * PostgreSQL 15's pg_ctl (messages say "basalt ctl" where pg_ctl says "pg_ctl").
 *
 * The one idea: ctl never talks to the server over the network. It starts one with
 * `basalt --daemon` (which itself waits until the server accepts connections), and it stops,
 * reloads and asks about one through the pid in postmaster.pid and signals: SIGTERM smart,
 * SIGINT fast (the default), SIGQUIT immediate, SIGHUP reload. A stop has finished when the
 * server has removed postmaster.pid.
 *
 * Exit codes: 0 success; 1 failure; status: 3 no server running, 4 no usable data directory.
 */
#include "postmaster/ctl.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "postmaster/pidfile.h"
#include "storage/storage.h"

#define PROG "basalt ctl"
#define MAX_ARGS 256

typedef struct CtlOptions {
    const char *command;
    const char *datadir;
    const char *logfile;
    const char *options; /* -o */
    int sig;             /* -m: SIGTERM smart, SIGINT fast, SIGQUIT immediate */
    bool wait;
    int timeout_s;
} CtlOptions;

static void ctl_usage(void)
{
    printf("basalt ctl is a utility to start, stop, restart, reload and report the status of a "
           "Basalt server.\n\n"
           "Usage:\n"
           "  basalt ctl start   -D DATADIR [-l FILENAME] [-W] [-t SECS] [-o OPTIONS]\n"
           "  basalt ctl stop    -D DATADIR [-m SHUTDOWN-MODE] [-W] [-t SECS]\n"
           "  basalt ctl restart -D DATADIR [-m SHUTDOWN-MODE] [-W] [-t SECS] [-o OPTIONS]"
           " [-l FILENAME]\n"
           "  basalt ctl reload  -D DATADIR\n"
           "  basalt ctl status  -D DATADIR\n\n"
           "Options:\n"
           "  -D DATADIR         location of the database storage area\n"
           "  -l FILENAME        write (or append) server log to FILENAME\n"
           "  -o OPTIONS         command line options to pass to basalt\n"
           "  -t SECS            seconds to wait when using -w option (default 60)\n"
           "  -w                 wait until operation completes (default)\n"
           "  -W                 do not wait until operation completes\n"
           "  -m SHUTDOWN-MODE   smart, fast (default) or immediate\n\n"
           "Shutdown modes are:\n"
           "  smart       quit after all clients have disconnected\n"
           "  fast        quit directly, with proper shutdown\n"
           "  immediate   quit without complete shutdown; will lead to recovery on restart\n");
}

static int bad_usage(const char *fmt, const char *arg)
{
    fprintf(stderr, PROG ": ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nTry \"basalt ctl --help\" for more information.\n");
    return 1;
}

/* Split -o's text into words: blanks separate, '...' and "..." quote. */
static int split_words(char *text, char **out, int max)
{
    int n = 0;
    char *p = text, *w = text;
    while (*p && n < max) {
        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        if (*p == '\0')
            break;
        out[n++] = w;
        char quote = 0;
        while (*p && (quote || (*p != ' ' && *p != '\t' && *p != '\n'))) {
            if (quote && *p == quote)
                quote = 0;
            else if (!quote && (*p == '\'' || *p == '"'))
                quote = *p;
            else
                *w++ = *p;
            p++;
        }
        if (*p)
            p++;
        *w++ = '\0';
    }
    return n;
}

static void pid_path(const CtlOptions *o, char *buf, size_t size)
{
    snprintf(buf, size, "%s/%s", o->datadir, PIDFILE_NAME);
}

/* The pid of a live server, 0 if none; *stale_pid gets the pid of a dead one. */
static long running_pid(const CtlOptions *o, long *stale_pid)
{
    PidFileInfo info;
    *stale_pid = 0;
    int r = pidfile_read(o->datadir, &info);
    for (int i = 0; r < 0 && i < 20; i++) { /* being written right now */
        usleep(50 * 1000);
        r = pidfile_read(o->datadir, &info);
    }
    if (r <= 0)
        return 0;
    if (pidfile_pid_alive(info.pid))
        return info.pid;
    *stale_pid = info.pid;
    return 0;
}

static bool pid_file_exists(const CtlOptions *o)
{
    char path[PATH_MAX + 32];
    pid_path(o, path, sizeof(path));
    return access(path, F_OK) == 0;
}

static void absolute_path(const char *path, char *out, size_t size)
{
    char cwd[PATH_MAX];
    if (path[0] == '/' || getcwd(cwd, sizeof(cwd)) == NULL)
        snprintf(out, size, "%s", path);
    else if ((size_t)snprintf(out, size, "%s/%s", cwd, path) >= size)
        snprintf(out, size, "%s", path);
}

/* The words of basalt.opts after the program name (without --daemon); count or -1. */
static int saved_options(const CtlOptions *o, char *buf, size_t size, char **words, int max)
{
    char path[PATH_MAX + 32];
    snprintf(path, sizeof(path), "%s/%s", o->datadir, OPTS_FILE_NAME);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return -1;
    size_t n = fread(buf, 1, size - 1, f);
    fclose(f);
    buf[n] = '\0';
    char *all[MAX_ARGS];
    int nall = split_words(buf, all, MAX_ARGS);
    int k = 0;
    for (int i = 1; i < nall && k < max; i++)
        if (strcmp(all[i], "--daemon") != 0)
            words[k++] = all[i];
    return k;
}

/* One step of a -w wait: 100 ms, and a dot each second as pg_ctl prints them. */
static void wait_tick(long ms)
{
    usleep(100 * 1000);
    if (ms % 1000 == 900) {
        printf(".");
        fflush(stdout);
    }
}

/* ------------------------------------------------------------------ start */

static int do_start(const CtlOptions *o, bool reuse_saved_options)
{
    long stale;
    if (running_pid(o, &stale) > 0)
        fprintf(stderr, PROG ": another server might be running; trying to start server "
                        "anyway\n");
    char exe[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    if (len <= 0) {
        fprintf(stderr, PROG ": could not find own program executable\n");
        return 1;
    }
    exe[len] = '\0';

    char *argv[MAX_ARGS + 8];
    int argc = 0;
    argv[argc++] = exe;
    static char saved[16384], opts_copy[8192], logset[2 * PATH_MAX + 16];
    int nsaved = -1;
    if (reuse_saved_options && o->options == NULL)
        nsaved = saved_options(o, saved, sizeof(saved), argv + argc, MAX_ARGS);
    if (nsaved >= 0) {
        argc += nsaved;
    } else {
        argv[argc++] = "-D";
        argv[argc++] = (char *)o->datadir;
        if (o->options) {
            snprintf(opts_copy, sizeof(opts_copy), "%s", o->options);
            argc += split_words(opts_copy, argv + argc, MAX_ARGS - 4);
        }
    }
    argv[argc++] = "--daemon";
    char logabs[2 * PATH_MAX + 2];
    if (o->logfile) {
        absolute_path(o->logfile, logabs, sizeof(logabs));
        snprintf(logset, sizeof(logset), "log_file=%s", logabs);
        argv[argc++] = "-c";
        argv[argc++] = logset;
    }
    argv[argc] = NULL;

    fflush(stdout);
    pid_t child = fork();
    if (child < 0) {
        fprintf(stderr, PROG ": could not start server: %s\n", strerror(errno));
        return 1;
    }
    if (child == 0) {
        /* As pg_ctl -l: whatever the server says before it detaches goes to the log too. */
        if (o->logfile) {
            int fd = open(logabs, O_WRONLY | O_CREAT | O_APPEND, 0600);
            if (fd < 0) {
                fprintf(stderr, PROG ": could not open log file \"%s\": %s\n", logabs,
                        strerror(errno));
                _exit(1);
            }
            dup2(fd, STDOUT_FILENO);
            dup2(fd, STDERR_FILENO);
            close(fd);
        }
        execv(exe, argv);
        fprintf(stderr, PROG ": could not start server: %s\n", strerror(errno));
        _exit(1);
    }
    if (!o->wait) {
        printf("server starting\n");
        return 0;
    }
    printf("waiting for server to start....");
    fflush(stdout);
    for (long ms = 0; ms < (long)o->timeout_s * 1000; ms += 100) {
        int st;
        if (waitpid(child, &st, WNOHANG) == child) {
            if (WIFEXITED(st) && WEXITSTATUS(st) == 0) {
                printf(" done\nserver started\n");
                return 0;
            }
            printf(" stopped waiting\n");
            fprintf(stderr, PROG ": could not start server\nExamine the log output.\n");
            return 1;
        }
        wait_tick(ms);
    }
    printf(" stopped waiting\n");
    fprintf(stderr, PROG ": server did not start in time\n");
    return 1;
}

/* ------------------------------------------------------------------ stop, reload */

static int no_pid_file(const CtlOptions *o)
{
    char path[PATH_MAX + 32];
    pid_path(o, path, sizeof(path));
    fprintf(stderr, PROG ": PID file \"%s\" does not exist\nIs server running?\n", path);
    return 1;
}

static int do_stop(const CtlOptions *o, bool restarting)
{
    long stale;
    long pid = running_pid(o, &stale);
    if (pid == 0 && stale == 0) {
        no_pid_file(o);
        if (restarting) {
            fprintf(stderr, "trying to start server anyway\n");
            return 0;
        }
        return 1;
    }
    if (pid == 0) {
        if (restarting) {
            fprintf(stderr, PROG ": old server process (PID: %ld) seems to be gone\n"
                            "starting server anyway\n", stale);
            return 0;
        }
        fprintf(stderr, PROG ": could not send stop signal (PID: %ld): %s\n", stale,
                strerror(ESRCH));
        return 1;
    }
    if (kill((pid_t)pid, o->sig) != 0) {
        fprintf(stderr, PROG ": could not send stop signal (PID: %ld): %s\n", pid,
                strerror(errno));
        return 1;
    }
    if (!o->wait && !restarting) {
        printf("server shutting down\n");
        return 0;
    }
    printf("waiting for server to shut down....");
    fflush(stdout);
    for (long ms = 0; ms < (long)o->timeout_s * 1000; ms += 100) {
        if (!pid_file_exists(o) || !pidfile_pid_alive(pid)) {
            /* The pid file goes last but one: wait for the process to be gone too. */
            for (int i = 0; i < 100 && pidfile_pid_alive(pid); i++)
                usleep(50 * 1000);
            printf(" done\nserver stopped\n");
            return 0;
        }
        wait_tick(ms);
    }
    printf(" failed\n");
    fprintf(stderr, PROG ": server does not shut down\n");
    if (o->sig == SIGTERM)
        fprintf(stderr, "HINT: The \"-m fast\" option immediately disconnects sessions rather "
                        "than\nwaiting for session-initiated disconnection.\n");
    return 1;
}

static int do_reload(const CtlOptions *o)
{
    long stale;
    long pid = running_pid(o, &stale);
    if (pid == 0 && stale == 0)
        return no_pid_file(o);
    if (pid == 0 || kill((pid_t)pid, SIGHUP) != 0) {
        fprintf(stderr, PROG ": could not send reload signal (PID: %ld): %s\n",
                pid ? pid : stale, strerror(pid ? errno : ESRCH));
        return 1;
    }
    printf("server signaled\n");
    return 0;
}

/* ------------------------------------------------------------------ status */

static int check_datadir(const CtlOptions *o)
{
    struct stat st;
    if (stat(o->datadir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        fprintf(stderr, PROG ": directory \"%s\" does not exist\n", o->datadir);
        return 4;
    }
    if (!storage_datadir_is_initialised(o->datadir)) {
        fprintf(stderr, PROG ": directory \"%s\" is not a database cluster directory\n",
                o->datadir);
        return 4;
    }
    return 0;
}

static int do_status(const CtlOptions *o)
{
    int rc = check_datadir(o);
    if (rc != 0)
        return rc;
    long stale;
    long pid = running_pid(o, &stale);
    if (pid == 0) {
        printf(PROG ": no server running\n");
        return 3;
    }
    printf(PROG ": server is running (PID: %ld)\n", pid);
    char path[PATH_MAX + 32];
    snprintf(path, sizeof(path), "%s/%s", o->datadir, OPTS_FILE_NAME);
    FILE *f = fopen(path, "r");
    if (f) {
        char line[8192];
        while (fgets(line, sizeof(line), f))
            fputs(line, stdout);
        fclose(f);
    }
    return 0;
}

/* ------------------------------------------------------------------ main */

int ctl_main(int argc, char **argv)
{
    CtlOptions o = {.sig = SIGINT, .wait = true, .timeout_s = 60};
    const char *env_timeout = getenv("PGCTLTIMEOUT");
    if (env_timeout && atoi(env_timeout) > 0)
        o.timeout_s = atoi(env_timeout);
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-?") == 0) {
            ctl_usage();
            return 0;
        }
        if (a[0] == '-' && strchr("DlmotT", a[1]) && a[1] != '\0') {
            if (a[2] != '\0')
                val = a + 2;
            else if (i + 1 < argc)
                val = argv[++i];
            else
                return bad_usage("option requires an argument -- '%s'", a + 1);
        }
        if (strcmp(a, "-w") == 0)
            o.wait = true;
        else if (strcmp(a, "-W") == 0)
            o.wait = false;
        else if (strncmp(a, "-D", 2) == 0)
            o.datadir = val;
        else if (strncmp(a, "-l", 2) == 0)
            o.logfile = val;
        else if (strncmp(a, "-o", 2) == 0)
            o.options = val;
        else if (strncmp(a, "-t", 2) == 0) {
            char *end;
            long t = strtol(val, &end, 10);
            if (*end || t <= 0)
                return bad_usage("invalid timeout \"%s\"", val);
            o.timeout_s = (int)t;
        } else if (strncmp(a, "-m", 2) == 0) {
            if (strncmp(val, "s", 1) == 0 && strncmp("smart", val, strlen(val)) == 0)
                o.sig = SIGTERM;
            else if (strncmp(val, "f", 1) == 0 && strncmp("fast", val, strlen(val)) == 0)
                o.sig = SIGINT;
            else if (strncmp(val, "i", 1) == 0 && strncmp("immediate", val, strlen(val)) == 0)
                o.sig = SIGQUIT;
            else
                return bad_usage("unrecognized shutdown mode \"%s\"", val);
        } else if (a[0] == '-')
            return bad_usage("invalid option -- '%s'", a + 1);
        else if (o.command == NULL)
            o.command = a;
        else
            return bad_usage("too many command-line arguments (first is \"%s\")", a);
    }
    if (o.command == NULL)
        return bad_usage("%s", "no operation specified");
    if (o.datadir == NULL || o.datadir[0] == '\0')
        o.datadir = getenv("BASALTDATA");
    if (o.datadir == NULL || o.datadir[0] == '\0') {
        fprintf(stderr, PROG ": no database directory specified and environment variable "
                        "BASALTDATA unset\nTry \"basalt ctl --help\" for more information.\n");
        return 1;
    }
    if (strcmp(o.command, "start") == 0)
        return do_start(&o, false);
    if (strcmp(o.command, "stop") == 0)
        return do_stop(&o, false);
    if (strcmp(o.command, "restart") == 0) {
        int rc = do_stop(&o, true);
        return rc != 0 ? rc : do_start(&o, true);
    }
    if (strcmp(o.command, "reload") == 0)
        return do_reload(&o);
    if (strcmp(o.command, "status") == 0)
        return do_status(&o);
    return bad_usage("unrecognized operation mode \"%s\"", o.command);
}
