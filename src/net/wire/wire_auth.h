/*
 * wire_auth.h: the authentication messages of the v3 protocol, both directions.
 *
 * The one idea: as the rest of wire/, pure codecs shared by the server and a client. Every
 * backend authentication request is an 'R' message whose first int32 says which; the
 * frontend answers with a 'p' message whose meaning depends on that request (PasswordMessage
 * for cleartext and md5, SASLInitialResponse then SASLResponse for SCRAM).
 */
#ifndef BASALT_WIRE_AUTH_H
#define BASALT_WIRE_AUTH_H

#include "common/basalt.h"
#include "common/stringinfo.h"

/* The int32 code of an AuthenticationRequest ('R'). */
#define WIRE_AUTH_OK 0
#define WIRE_AUTH_CLEARTEXT 3
#define WIRE_AUTH_MD5 5
#define WIRE_AUTH_SASL 10
#define WIRE_AUTH_SASL_CONTINUE 11
#define WIRE_AUTH_SASL_FINAL 12

/* ------------------------------------------------------------------ backend builders */

void wire_build_auth_cleartext(StringInfo buf);
void wire_build_auth_md5(StringInfo buf, const uint8 salt[4]);
/* mechanisms: NULL-terminated list, e.g. {"SCRAM-SHA-256", NULL} */
void wire_build_auth_sasl(StringInfo buf, const char *const *mechanisms);
void wire_build_auth_sasl_continue(StringInfo buf, const char *data, int len);
void wire_build_auth_sasl_final(StringInfo buf, const char *data, int len);

/* ------------------------------------------------------------------ frontend readers */

/* PasswordMessage body: one NUL-terminated string (cleartext, or md5 response). */
bool wire_read_password(const char *body, int len, const char **password, const char **err);

/* SASLInitialResponse body: mechanism, int32 length (-1: none), data. */
typedef struct WireSaslInitial {
    const char *mechanism;
    const char *data; /* points into the body; NULL when length was -1 */
    int len;
} WireSaslInitial;
bool wire_read_sasl_initial(const char *body, int len, WireSaslInitial *out, const char **err);
/* SASLResponse: the whole body is the data. */

/* ------------------------------------------------------------------ client side */

/* AuthenticationRequest: the code, and for MD5 the salt, for SASL* the data after the code. */
typedef struct WireAuthRequest {
    int32 code;
    uint8 salt[4];
    const char *data; /* SASL: mechanism list (NUL-separated) or challenge; into the body */
    int len;
} WireAuthRequest;
bool wire_read_auth_request(const char *body, int len, WireAuthRequest *out, const char **err);
void wire_build_password(StringInfo buf, const char *password);
void wire_build_sasl_initial(StringInfo buf, const char *mechanism, const char *data, int len);
void wire_build_sasl_response(StringInfo buf, const char *data, int len);

#endif /* BASALT_WIRE_AUTH_H */
