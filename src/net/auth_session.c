/*
 * auth_session.c: the authentication step of a session's startup, on its backend thread.
 *
 * The one idea: basalt_hba.conf picks the method, then the method's exchange runs as plain
 * request/response messages on the session thread (it may block; the loop thread never
 * waits on it). Every failure is logged with its real reason, then answered after a constant
 * delay (PG's auth_delay) with a message that does not say which part was wrong: a missing
 * role, a role without a password and a wrong password all read "password authentication
 * failed". The delay is a sleep of this session's thread, so other sessions are unaffected.
 */
#include <arpa/inet.h>
#include <openssl/rand.h>
#include <stdio.h>
#include <time.h>

#include "common/guc.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "executor/builtins.h"
#include "net/auth.h"
#include "net/session.h"
#include "net/wire/wire_auth.h"
#include "executor/executor.h"
#include "storage/catalog.h"
#include "storage/xact.h"

#define AUTH_FAILURE_DELAY_MS 1000

static const char *const scram_mechanisms[] = {"SCRAM-SHA-256", NULL};

static void send_now(Session *s, void (*build)(StringInfo, const void *), const void *arg)
{
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    build(&s->out, arg);
    MemoryContextSwitchTo(old);
    session_flush(s);
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) != 0)
        ;
}

/* The host as PG's messages name it: "[local]" or the address. */
static const char *client_host(Session *s)
{
    return net_conn_peer_host(s->conn);
}

/*
 * Log why the login failed (detail and the hba line go to the server log only, as PG's
 * errdetail_log), wait, then end the session with the client-facing message.
 */
static pg_noreturn void auth_failed(Session *s, const char *sqlstate, const char *msg,
                                    const char *detail)
{
    ErrorData e;
    memset(&e, 0, sizeof(e));
    e.elevel = FATAL;
    snprintf(e.sqlstate, sizeof(e.sqlstate), "%s", sqlstate);
    e.message = (char *)msg;
    e.detail = (char *)detail;
    elog_write_server_log(&e);
    s->auth_failure_logged = true;
    sleep_ms(AUTH_FAILURE_DELAY_MS);
    ereport(FATAL, errcode(sqlstate), errmsg("%s", msg));
}

static pg_noreturn void password_failed(Session *s, const char *user, const char *why,
                                        const HbaMatch *m)
{
    char msg[NAMEDATALEN + 64], detail[768];
    snprintf(msg, sizeof(msg), "password authentication failed for user \"%s\"", user);
    snprintf(detail, sizeof(detail), "%s\n\tConnection matched basalt_hba.conf line %d: \"%s\"",
             why, m->line, m->text);
    auth_failed(s, ERRCODE_INVALID_PASSWORD, msg, detail);
}

/* The role, read in a short transaction of its own (NULL rolpassword if none). */
static bool lookup_role(const char *user, CatalogRole *role)
{
    xact_start_command();
    bool found = catalog_role_by_name(user, role);
    xact_commit_command();
    return found;
}

/* basalt_hba.conf's "+group" and samerole (PG's is_member): read in a short transaction. */
static bool hba_is_member(const char *user, const char *role)
{
    xact_start_command();
    CatalogRole u, r;
    bool member = catalog_role_by_name(user, &u) && catalog_role_by_name(role, &r) &&
                  acl_is_member_of_role_nosuper(u.oid, r.oid);
    xact_commit_command();
    return member;
}

/* Wait for the client's 'p' message; FATAL on anything else. */
static NetMessage *read_password_message(Session *s, const char *what)
{
    NetMessage *m = session_read_startup_message(s);
    if (m->type != 'p') {
        int t = (unsigned char)m->type;
        free(m);
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("expected %s response, got message type %d", what, t));
    }
    return m;
}

static void build_cleartext(StringInfo b, const void *arg) { wire_build_auth_cleartext(b); }
static void build_md5(StringInfo b, const void *salt) { wire_build_auth_md5(b, salt); }
static void build_sasl(StringInfo b, const void *arg) { wire_build_auth_sasl(b, scram_mechanisms); }

typedef struct SaslData {
    const char *data;
    int len;
} SaslData;
static void build_sasl_continue(StringInfo b, const void *arg)
{
    const SaslData *d = arg;
    wire_build_auth_sasl_continue(b, d->data, d->len);
}
static void build_sasl_final(StringInfo b, const void *arg)
{
    const SaslData *d = arg;
    wire_build_auth_sasl_final(b, d->data, d->len);
}

static pg_noreturn void malformed(const char *err)
{
    ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("malformed SCRAM message"),
            errdetail("%s", err));
}

/* One SCRAM-SHA-256 exchange; true when the client proved the password. */
static bool run_scram(Session *s, const char *user, const char *verifier)
{
    ScramState *st = auth_scram_begin(user, verifier);
    send_now(s, build_sasl, NULL);

    NetMessage *m = read_password_message(s, "SASL");
    WireSaslInitial init;
    const char *err = NULL;
    char *body = pnstrdup(m->body, (size_t)m->len);
    int len = m->len;
    free(m);
    if (!wire_read_sasl_initial(body, len, &init, &err))
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
    if (strcmp(init.mechanism, "SCRAM-SHA-256") != 0)
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("client selected an invalid SASL authentication mechanism"));
    if (init.data == NULL)
        malformed("The message is empty.");
    char *reply = NULL;
    if (!auth_scram_first(st, init.data, init.len, &reply, &err))
        malformed(err);
    SaslData d = {reply, (int)strlen(reply)};
    send_now(s, build_sasl_continue, &d);

    m = read_password_message(s, "SASL");
    body = pnstrdup(m->body, (size_t)m->len);
    len = m->len;
    free(m);
    bool verified = false;
    if (!auth_scram_final(st, body, len, &verified, &reply, &err))
        malformed(err);
    if (!verified)
        return false;
    d.data = reply;
    d.len = (int)strlen(reply);
    send_now(s, build_sasl_final, &d);
    return true;
}

static bool run_md5(Session *s, const char *verifier)
{
    uint8 salt[4];
    if (RAND_bytes(salt, sizeof(salt)) != 1)
        ereport(FATAL, errcode(ERRCODE_INTERNAL_ERROR), errmsg("could not generate random salt"));
    send_now(s, build_md5, salt);
    NetMessage *m = read_password_message(s, "password");
    const char *pw, *err;
    char *body = pnstrdup(m->body, (size_t)m->len);
    int len = m->len;
    free(m);
    if (!wire_read_password(body, len, &pw, &err))
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
    return auth_md5_check_response(verifier, salt, pw);
}

static bool run_cleartext(Session *s, const char *user, const char *verifier)
{
    send_now(s, build_cleartext, NULL);
    NetMessage *m = read_password_message(s, "password");
    const char *pw, *err;
    char *body = pnstrdup(m->body, (size_t)m->len);
    int len = m->len;
    free(m);
    if (!wire_read_password(body, len, &pw, &err))
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
    return auth_check_plain_password(user, verifier, pw);
}

static const char *encryption_note(Session *s)
{
    return net_conn_ssl_active(s->conn) ? "SSL encryption" : "no encryption";
}

void auth_client(Session *s, const char *user, const char *database)
{
    HbaClient c = {net_conn_peer_sockaddr(s->conn), net_conn_ssl_active(s->conn), database,
                   user, hba_is_member};
    HbaMatch m = auth_hba_match(&c);
    char msg[512];
    if (!m.found) {
        snprintf(msg, sizeof(msg),
                 "no pg_hba.conf entry for host \"%s\", user \"%s\", database \"%s\", %s",
                 client_host(s), user, database, encryption_note(s));
        auth_failed(s, ERRCODE_INVALID_AUTHORIZATION_SPECIFICATION, msg, NULL);
    }
    if (m.method == HBA_REJECT) {
        snprintf(msg, sizeof(msg),
                 "pg_hba.conf rejects connection for host \"%s\", user \"%s\", database \"%s\", "
                 "%s",
                 client_host(s), user, database, encryption_note(s));
        auth_failed(s, ERRCODE_INVALID_AUTHORIZATION_SPECIFICATION, msg, NULL);
    }

    CatalogRole role;
    bool exists = lookup_role(user, &role);
    const char *verifier = exists ? role.rolpassword : NULL;
    bool ok = true;
    char why[256] = "";
    switch (m.method) {
    case HBA_TRUST:
    case HBA_REJECT:
        break;
    case HBA_SCRAM:
    case HBA_MD5:
        /* md5 rules use SCRAM when the role has a SCRAM verifier, as PG does */
        if (m.method == HBA_SCRAM || !auth_is_md5_verifier(verifier))
            ok = run_scram(s, user, auth_is_scram_verifier(verifier) ? verifier : NULL);
        else
            ok = run_md5(s, verifier);
        break;
    case HBA_PASSWORD:
        ok = run_cleartext(s, user, verifier);
        break;
    }
    if (m.method != HBA_TRUST) {
        if (!exists)
            snprintf(why, sizeof(why), "Role \"%s\" does not exist.", user);
        else if (verifier == NULL)
            snprintf(why, sizeof(why), "User \"%s\" has no password assigned.", user);
        else if (m.method == HBA_SCRAM && !auth_is_scram_verifier(verifier))
            snprintf(why, sizeof(why), "User \"%s\" does not have a valid SCRAM secret.", user);
        else if (!ok)
            snprintf(why, sizeof(why), "Password does not match for user \"%s\".", user);
        else if (role.has_validuntil && role.rolvaliduntil < types_current_timestamp())
            snprintf(why, sizeof(why), "User \"%s\" has an expired password.", user);
        if (why[0])
            password_failed(s, user, why, &m);
    }
    if (!exists)
        ereport(FATAL, errcode(ERRCODE_INVALID_AUTHORIZATION_SPECIFICATION),
                errmsg("role \"%s\" does not exist", user));
    if (!role.rolcanlogin)
        ereport(FATAL, errcode(ERRCODE_INVALID_AUTHORIZATION_SPECIFICATION),
                errmsg("role \"%s\" is not permitted to log in", user));
    s->is_superuser = role.rolsuper;
    acl_set_authenticated_user(role.oid, role.rolsuper);
    net_conn_set_login(s->conn, role.oid, role.rolsuper);
}

/* ------------------------------------------------------------------ for CREATE/ALTER ROLE */

static char *make_password_verifier(const char *rolname, const char *password, bool md5)
{
    return md5 ? auth_md5_verifier(rolname, password) : auth_scram_verifier(password);
}

void auth_install_hooks(void)
{
    executor_password_hook = make_password_verifier;
}
