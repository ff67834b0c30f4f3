/*
 * net.h: the network layer's interface: the server loop for main.c, and the connection handle
 * that joins the event-loop thread and a session's backend thread.
 *
 * The one idea: a NetConn is the only object both threads touch, and only under its mutex. The
 * loop thread frames inbound bytes into whole messages and queues them on the NetConn (after
 * the startup a plain connection's session reads its socket itself); the session thread takes
 * them off in order, and hands its outbound bytes back the same way (the loop writes them). Neither thread ever blocks the other for longer than a queue operation.
 */
#ifndef BASALT_NET_H
#define BASALT_NET_H

#include <sys/socket.h>

#include "common/basalt.h"

/* ------------------------------------------------------------------ for main.c */

/*
 * Listen on listen_addresses:port and the Unix socket, run the loop until a shutdown signal
 * (SIGTERM smart, SIGINT fast, SIGQUIT immediate: see server.c) and every session has ended. Returns 0 after a clean shutdown, 1 if no socket could be opened
 * (the reason was logged).
 */
int net_server_run(void);

/*
 * Hooks main.c sets before net_server_run(), all called on the loop thread: ready once the
 * listeners are open (the pid file says "ready", a --daemon parent may exit), reload after a
 * SIGHUP re-read the configuration (the log file is reopened), immediate_exit just before
 * SIGQUIT's _exit (the pid file goes).
 */
extern void (*net_ready_hook)(void);
extern void (*net_reload_hook)(void);
extern void (*net_immediate_exit_hook)(void);

/* ------------------------------------------------------------------ for the session thread */

typedef struct NetConn NetConn;

typedef enum NetMessageKind {
    NET_MSG_DATA,       /* a complete message: type (0 for startup packets) + body */
    NET_MSG_EOF,        /* the client went away */
    NET_MSG_BAD_LENGTH, /* framing failed: the length word was absurd; nothing follows */
    NET_MSG_SHUTDOWN,   /* the server is shutting down */
} NetMessageKind;

typedef struct NetMessage {
    struct NetMessage *next;
    NetMessageKind kind;
    char type;     /* message type byte; 0 for startup-phase packets */
    int len;       /* body length (length word minus 4) */
    char body[];   /* len bytes, then a NUL so text bodies are C strings */
} NetMessage;

/* Block until the next message (malloc'd; free it with free()). Never NULL. */
NetMessage *net_conn_recv(NetConn *conn);
/* The same, giving up after timeout_ms (> 0) with NULL: for the startup phase. */
NetMessage *net_conn_recv_timeout(NetConn *conn, int timeout_ms);
/*
 * After the startup: from here on the session reads its socket itself (plain connections;
 * over TLS the loop goes on decrypting), so a message wakes only the session thread. Takes
 * effect once the loop has handed the socket over; messages it framed before come first.
 */
void net_conn_read_directly(NetConn *conn);

/*
 * Queue bytes for the client. Blocks while more than NET_OUTPUT_HIGH_WATER bytes are still
 * unwritten (backpressure). Returns false if the client is gone (the bytes are dropped).
 */
bool net_conn_send(NetConn *conn, const char *data, size_t len);
/* True once the client disconnected or the server started shutting down (for long queries). */
bool net_conn_client_gone(NetConn *conn);
bool net_conn_shutdown_requested(NetConn *conn);
/* True (once) if a CancelRequest named this session since the last call. */
bool net_conn_take_cancel(NetConn *conn);
/* All three in one lock round trip, for the per-row check; the cancel flag is cleared. */
#define NET_INTR_CLIENT_GONE 1
#define NET_INTR_SHUTDOWN 2
#define NET_INTR_CANCEL 4
int net_conn_interrupts(NetConn *conn);
/* The session is over: the loop flushes what is queued, closes the socket, frees the conn. */
void net_conn_session_done(NetConn *conn);

/* Identity and admission, fixed at accept time. */
int32 net_conn_pid(NetConn *conn);
int32 net_conn_key(NetConn *conn);
bool net_conn_over_limit(NetConn *conn); /* accepted beyond max_connections */
const char *net_conn_peer(NetConn *conn); /* "host=127.0.0.1 port=5555" or "[local]" */
const char *net_conn_peer_host(NetConn *conn); /* "127.0.0.1", "::1" or "[local]" */
/* The client's address; NULL for a Unix-socket connection. */
const struct sockaddr *net_conn_peer_sockaddr(NetConn *conn);
/*
 * Answer SSLRequest: 1 = 'S' is queued and the loop switches to TLS right after writing it;
 * 0 = TLS is off or this is a Unix socket (answer 'N'); -1 = the client sent more bytes
 * without waiting for the answer (FATAL, as in PG).
 */
int net_conn_start_tls(NetConn *conn);
/* The session runs over TLS (the handshake after SSLRequest completed). */
bool net_conn_ssl_active(NetConn *conn);

/* A CancelRequest arrived for (pid, key): flag that session if the key matches. */
void net_cancel_session(int32 pid, int32 key);
/* pg_cancel_backend / pg_terminate_backend: false if no session has this pid. */
bool net_signal_session(int32 pid, bool terminate);
/* Who logged in on a connection (after authentication), and who did on the session with
 * this pid (false if none: not yet authenticated counts as InvalidOid). */
void net_conn_set_login(NetConn *conn, Oid roleid, bool superuser);
bool net_session_login(int32 pid, Oid *roleid, bool *superuser);

#define NET_OUTPUT_HIGH_WATER (8u << 20)  /* session waits above 8 MB unwritten */
#define NET_INPUT_HIGH_WATER (64u << 20)  /* loop stops reading above 64 MB queued */

/* The session thread's entry point (session.c). */
void session_main(NetConn *conn);

#endif /* BASALT_NET_H */
