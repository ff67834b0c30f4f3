/*
 * pidfile.c: reading postmaster.pid (see pidfile.h for its lines).
 *
 * A reader can meet a file that is being written (the server creates it empty, then writes it
 * in one write()): a file without a pid line counts as "not there yet" (-1), and the caller
 * retries.
 */
#include "postmaster/pidfile.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

static void read_line(FILE *f, char *buf, size_t size)
{
    buf[0] = '\0';
    if (fgets(buf, (int)size, f) == NULL) {
        buf[0] = '\0';
        return;
    }
    buf[strcspn(buf, "\n")] = '\0';
}

int pidfile_read(const char *datadir, PidFileInfo *out)
{
    char path[PATH_MAX + 32];
    snprintf(path, sizeof(path), "%s/%s", datadir, PIDFILE_NAME);
    memset(out, 0, sizeof(*out));
    FILE *f = fopen(path, "r");
    if (f == NULL)
        return errno == ENOENT ? 0 : -1;
    char line[PATH_MAX];
    read_line(f, line, sizeof(line));
    out->pid = strtol(line, NULL, 10);
    read_line(f, out->datadir, sizeof(out->datadir));
    read_line(f, line, sizeof(line));
    out->start_time = strtol(line, NULL, 10);
    read_line(f, line, sizeof(line));
    out->port = (int)strtol(line, NULL, 10);
    read_line(f, out->sockdir, sizeof(out->sockdir));
    read_line(f, out->listen, sizeof(out->listen));
    read_line(f, line, sizeof(line)); /* shared memory key */
    read_line(f, out->status, sizeof(out->status));
    fclose(f);
    return out->pid > 0 ? 1 : -1;
}

bool pidfile_pid_alive(long pid)
{
    return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno == EPERM);
}
