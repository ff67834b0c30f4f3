/*
 * auth.h: client authentication: basalt_hba.conf rules, and the password mechanisms
 * (SCRAM-SHA-256 per RFC 5802/7677, md5, cleartext) on the server side.
 *
 * The one idea: a password never exists at rest. pg_authid holds a verifier ("md5" +
 * md5(password || user), or "SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>" as PG
 * writes it), and every mechanism proves knowledge of the password against that verifier.
 * The crypto here is pure (OpenSSL, no sockets, no catalog); session.c drives the exchange.
 */
#ifndef BASALT_NET_AUTH_H
#define BASALT_NET_AUTH_H

#include <sys/socket.h>

#include "common/basalt.h"

/* ------------------------------------------------------------------ md5 (auth_md5.c) */

/* "md5" + hex(md5(password || rolname)), palloc'd. */
char *auth_md5_verifier(const char *rolname, const char *password);
/* Does the client's md5 response ("md5" + hex(md5(hex-of-verifier || salt))) match? */
bool auth_md5_check_response(const char *verifier, const uint8 salt[4], const char *response);
bool auth_is_md5_verifier(const char *verifier);
/* The client's answer to an md5 request: "md5" + hex(md5(hex(md5(password||user)) || salt)). */
char *auth_md5_client_response(const char *rolname, const char *password, const uint8 salt[4]);

/* ------------------------------------------------------------------ SCRAM (auth_scram.c) */

#define SCRAM_ITERATIONS 4096
#define SCRAM_SALT_LEN 16
#define SCRAM_KEY_LEN 32

/* A new verifier with a random salt, palloc'd. */
char *auth_scram_verifier(const char *password);
bool auth_is_scram_verifier(const char *verifier);
/* Cleartext password against a verifier of either kind (the "password" method). */
bool auth_check_plain_password(const char *rolname, const char *verifier, const char *password);

/*
 * The server side of one SCRAM-SHA-256 exchange. Create it with the role's verifier, or with
 * NULL when the role does not exist or has no SCRAM verifier: the exchange then runs with a
 * made-up salt and always fails at the end, so the client cannot tell the cases apart.
 */
typedef struct ScramState ScramState;
ScramState *auth_scram_begin(const char *rolname, const char *verifier);
/*
 * Feed the client-first-message; on success *reply is the server-first-message (palloc'd).
 * Returns false with *err (PG's wording) on a malformed message.
 */
bool auth_scram_first(ScramState *st, const char *data, int len, char **reply, const char **err);
/*
 * Feed the client-final-message. Returns false with *err on a malformed message; otherwise
 * sets *verified and, when verified, *reply to the server-final-message ("v=...").
 */
bool auth_scram_final(ScramState *st, const char *data, int len, bool *verified, char **reply,
                      const char **err);

/*
 * The client side of a SCRAM-SHA-256 exchange (basalt_pg_fdw logging in to a remote server),
 * sharing the primitives above. first() gives the client-first-message; final() takes the
 * server-first-message and gives the client-final-message; verify() checks the
 * server-final-message's signature. false with *err (libpq's wording) on a bad message.
 */
typedef struct ScramClient ScramClient;
ScramClient *auth_scram_client_begin(const char *password);
char *auth_scram_client_first(ScramClient *sc);
bool auth_scram_client_final(ScramClient *sc, const char *data, int len, char **reply,
                             const char **err);
bool auth_scram_client_verify(ScramClient *sc, const char *data, int len, const char **err);

/* ------------------------------------------------------------------ hba (auth_hba.c) */

typedef enum HbaConnType { HBA_LOCAL, HBA_HOST, HBA_HOSTSSL, HBA_HOSTNOSSL } HbaConnType;
typedef enum HbaMethod {
    HBA_TRUST,
    HBA_REJECT,
    HBA_MD5,
    HBA_SCRAM,
    HBA_PASSWORD,
} HbaMethod;

/* What a connection looks like to the rules. addr is NULL for Unix sockets. is_member answers
 * "+group" and samerole: is the role user a member of the role named role (itself included,
 * superuserness aside, false if either does not exist)? NULL: only the name itself matches. */
typedef struct HbaClient {
    const struct sockaddr *addr;
    bool ssl;
    const char *database, *user;
    bool (*is_member)(const char *user, const char *role);
} HbaClient;

typedef struct HbaMatch {
    bool found;
    HbaMethod method;
    int line;           /* in the file */
    char text[256];     /* the rule's line, for the server log */
} HbaMatch;

/*
 * Load DIR/basalt_hba.conf (main thread: at start and on SIGHUP). On a bad file returns false
 * with a message (palloc'd) and keeps the previous rules; at start the caller refuses to run.
 */
bool auth_hba_load(const char *path, char **errmsg_out);
/* First matching rule for the client (any thread). */
HbaMatch auth_hba_match(const HbaClient *client);
const char *auth_method_name(HbaMethod m);

#endif /* BASALT_NET_AUTH_H */
