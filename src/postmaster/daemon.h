/*
 * daemon.h: running the server detached (basalt --daemon) and its log file.
 *
 * The one idea: the process the user started stays until the detached server is ready to
 * accept connections (exit 0) or has given up (exit 1, the reason is in the log file), so a
 * script or systemd's Type=forking knows the outcome the way pg_ctl -w reports it.
 */
#ifndef BASALT_POSTMASTER_DAEMON_H
#define BASALT_POSTMASTER_DAEMON_H

#include <stdbool.h>

/*
 * Open logfile, then fork, setsid and fork again; only the grandchild returns, with stdin on
 * /dev/null and stdout/stderr on the log file. The original process waits for
 * daemon_notify_ready() and exits. False (errno set) if the log file cannot be opened; nothing
 * has been forked then.
 */
bool daemon_detach(const char *logfile);
/* In the detached server: tell the waiting process that the server accepts connections. */
void daemon_notify_ready(void);
/* Point stdout and stderr at path (appending; created with mode 0600). False, errno set. */
bool daemon_redirect_output(const char *path);

#endif /* BASALT_POSTMASTER_DAEMON_H */
