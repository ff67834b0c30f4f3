/*
 * pidfile.h: the data directory's lock file, postmaster.pid, as `basalt ctl` reads it.
 *
 * The file has PostgreSQL's eight lines: pid, data directory, start time (epoch seconds), port,
 * first Unix socket directory, first listen address, a shared memory key (always 0 here) and
 * the status ("starting", "ready   ", "stopping"). The server writes it (main.c); `basalt ctl`
 * and a second server only read it.
 */
#ifndef BASALT_POSTMASTER_PIDFILE_H
#define BASALT_POSTMASTER_PIDFILE_H

#include <limits.h>
#include <stdbool.h>

#define PIDFILE_NAME "postmaster.pid"
#define OPTS_FILE_NAME "basalt.opts"

typedef struct PidFileInfo {
    long pid;
    long start_time;
    int port;
    char datadir[PATH_MAX];
    char sockdir[PATH_MAX];
    char listen[256];
    char status[16];
} PidFileInfo;

/* 1: read (pid > 0); 0: there is no file; -1: the file is there but has no pid yet. */
int pidfile_read(const char *datadir, PidFileInfo *out);
/* The process exists (kill(pid, 0) succeeds or is refused with EPERM). */
bool pidfile_pid_alive(long pid);

#endif /* BASALT_POSTMASTER_PIDFILE_H */
