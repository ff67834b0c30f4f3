/*
 * wire_auth.c: AuthenticationRequest ('R') and password / SASL ('p') message codecs.
 *
 * The one idea: no state and no errors raised, as everywhere in wire/: readers return false
 * with PG's wording in *err, and builders append one whole message.
 */
#include "net/wire/wire_auth.h"

#include "net/wire/wire.h"

static void build_auth_code(StringInfo buf, int32 code, const char *data, int len)
{
    int start = wire_begin(buf, 'R');
    wire_put_int32(buf, code);
    if (len > 0)
        appendBinaryStringInfo(buf, data, len);
    wire_end(buf, start);
}

void wire_build_auth_cleartext(StringInfo buf)
{
    build_auth_code(buf, WIRE_AUTH_CLEARTEXT, NULL, 0);
}

void wire_build_auth_md5(StringInfo buf, const uint8 salt[4])
{
    build_auth_code(buf, WIRE_AUTH_MD5, (const char *)salt, 4);
}

void wire_build_auth_sasl(StringInfo buf, const char *const *mechanisms)
{
    int start = wire_begin(buf, 'R');
    wire_put_int32(buf, WIRE_AUTH_SASL);
    for (int i = 0; mechanisms[i]; i++)
        wire_put_string(buf, mechanisms[i]);
    appendStringInfoChar(buf, '\0');
    wire_end(buf, start);
}

void wire_build_auth_sasl_continue(StringInfo buf, const char *data, int len)
{
    build_auth_code(buf, WIRE_AUTH_SASL_CONTINUE, data, len);
}

void wire_build_auth_sasl_final(StringInfo buf, const char *data, int len)
{
    build_auth_code(buf, WIRE_AUTH_SASL_FINAL, data, len);
}

/* The message must end here; *err gets the first problem met. */
static bool done(WireReader *r, const char **err)
{
    if (r->err == NULL)
        wire_get_end(r);
    if (r->err) {
        *err = r->err;
        return false;
    }
    return true;
}

bool wire_read_password(const char *body, int len, const char **password, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    if (!wire_get_string(&r, password)) {
        *err = "invalid password packet size";
        return false;
    }
    if (!wire_get_end(&r)) {
        *err = "invalid password packet size";
        return false;
    }
    return true;
}

bool wire_read_sasl_initial(const char *body, int len, WireSaslInitial *out, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    int32 n = 0;
    out->data = NULL;
    out->len = 0;
    if (!wire_get_string(&r, &out->mechanism) || !wire_get_int32(&r, &n))
        return done(&r, err);
    if (n >= 0) {
        if (!wire_get_bytes(&r, n, &out->data))
            return done(&r, err);
        out->len = n;
    } else if (n != -1) {
        *err = "invalid message format";
        return false;
    }
    return done(&r, err);
}

bool wire_read_auth_request(const char *body, int len, WireAuthRequest *out, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    memset(out, 0, sizeof(*out));
    if (!wire_get_int32(&r, &out->code))
        return done(&r, err);
    if (out->code == WIRE_AUTH_MD5) {
        const char *salt;
        if (!wire_get_bytes(&r, 4, &salt))
            return done(&r, err);
        memcpy(out->salt, salt, 4);
        return done(&r, err);
    }
    out->data = body + r.pos;
    out->len = len - r.pos;
    return true;
}

void wire_build_password(StringInfo buf, const char *password)
{
    int start = wire_begin(buf, 'p');
    wire_put_string(buf, password);
    wire_end(buf, start);
}

void wire_build_sasl_initial(StringInfo buf, const char *mechanism, const char *data, int len)
{
    int start = wire_begin(buf, 'p');
    wire_put_string(buf, mechanism);
    wire_put_int32(buf, data ? len : -1);
    if (data && len > 0)
        appendBinaryStringInfo(buf, data, len);
    wire_end(buf, start);
}

void wire_build_sasl_response(StringInfo buf, const char *data, int len)
{
    int start = wire_begin(buf, 'p');
    if (len > 0)
        appendBinaryStringInfo(buf, data, len);
    wire_end(buf, start);
}
