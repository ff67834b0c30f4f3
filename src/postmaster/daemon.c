/*
 * daemon.c: detaching the server from its terminal (double fork + setsid) and pointing its
 * output at the log file.
 *
 * A pipe joins the process the user started and the detached server: the server writes one
 * byte when it accepts connections; if it exits first, the reader sees end-of-file instead.
 * Every error the server reports after the fork goes to the log file, so the waiting process
 * only names that file.
 */
#include "postmaster/daemon.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int ready_fd = -1;

static int open_log(const char *path)
{
    return open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
}

bool daemon_redirect_output(const char *path)
{
    int fd = open_log(path);
    if (fd < 0)
        return false;
    fflush(stdout);
    fflush(stderr);
    bool ok = dup2(fd, STDOUT_FILENO) >= 0 && dup2(fd, STDERR_FILENO) >= 0;
    int saved = errno;
    close(fd);
    errno = saved;
    return ok;
}

bool daemon_detach(const char *logfile)
{
    int logfd = open_log(logfile);
    if (logfd < 0)
        return false;
    int fds[2];
    if (pipe(fds) != 0) {
        close(logfd);
        return false;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t child = fork();
    if (child < 0) {
        close(logfd);
        return false;
    }
    if (child > 0) {
        /* The process the user started: wait for "ready" or for the server to give up. */
        close(fds[1]);
        close(logfd);
        waitpid(child, NULL, 0);
        char b;
        ssize_t n;
        do
            n = read(fds[0], &b, 1);
        while (n < 0 && errno == EINTR);
        if (n == 1)
            exit(0);
        fprintf(stderr, "basalt: could not start server\nExamine the log output in \"%s\".\n",
                logfile);
        exit(1);
    }
    close(fds[0]);
    setsid();
    pid_t grandchild = fork();
    if (grandchild < 0)
        _exit(1);
    if (grandchild > 0)
        _exit(0); /* the session leader goes: the server can never get a terminal again */
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) {
        dup2(devnull, STDIN_FILENO);
        close(devnull);
    }
    dup2(logfd, STDOUT_FILENO);
    dup2(logfd, STDERR_FILENO);
    close(logfd);
    /* Nothing the starter had open may stay open (a test harness waits for its pipes). */
    long maxfd = sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (maxfd > 0 && maxfd < 65536 ? maxfd : 1024); fd++)
        if (fd != fds[1])
            close(fd);
    umask(077);
    ready_fd = fds[1];
    fcntl(ready_fd, F_SETFD, FD_CLOEXEC);
    return true;
}

void daemon_notify_ready(void)
{
    if (ready_fd < 0)
        return;
    char b = 'R';
    ssize_t n;
    do
        n = write(ready_fd, &b, 1);
    while (n < 0 && errno == EINTR);
    close(ready_fd);
    ready_fd = -1;
}
