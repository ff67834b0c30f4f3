/*
 * ctl.h: `basalt ctl`, the pg_ctl of Basalt: start, stop, restart, status and reload a server
 * through its data directory's postmaster.pid.
 */
#ifndef BASALT_POSTMASTER_CTL_H
#define BASALT_POSTMASTER_CTL_H

/* argv[0] is the program, argv[1] "ctl". Returns the exit status (pg_ctl's codes). */
int ctl_main(int argc, char **argv);

#endif /* BASALT_POSTMASTER_CTL_H */
