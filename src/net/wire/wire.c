/*
 * wire.c: encoders and decoders for the PostgreSQL v3 protocol messages.
 *
 * Every integer on the wire is big-endian. A decoder trusts nothing: each read checks the bytes
 * left in the body, every string must end with a NUL inside the body, every count must fit what
 * follows. Decoders report failure with PG's wording and never raise; arrays they return are
 * palloc'd in the current memory context and strings point into the caller's body buffer.
 */
#include "net/wire/wire.h"

#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>

#include "common/mcxt.h"

#define ERR_INSUFFICIENT "insufficient data left in message"
#define ERR_BAD_STRING "invalid string in message"
#define ERR_FORMAT "invalid message format"

/* ------------------------------------------------------------------ framing */

static uint32 read_be32(const char *p)
{
    uint32 v;
    memcpy(&v, p, 4);
    return ntohl(v);
}

WireFrameResult wire_frame(const char *buf, size_t avail, bool startup, uint32 max_len,
                           size_t *total)
{
    size_t hdr = startup ? 0 : 1;
    if (avail < hdr + 4)
        return WIRE_FRAME_NEED_MORE;
    uint32 len = read_be32(buf + hdr);
    /* A startup packet holds at least its length and a 4-byte code. */
    if (len < (startup ? 8u : 4u) || len > max_len)
        return WIRE_FRAME_BAD_LENGTH;
    *total = hdr + len;
    return avail >= *total ? WIRE_FRAME_COMPLETE : WIRE_FRAME_NEED_MORE;
}

/* ------------------------------------------------------------------ reading */

void wire_reader_init(WireReader *r, const char *data, int len)
{
    r->data = data;
    r->len = len;
    r->pos = 0;
    r->err = NULL;
}

static bool fail(WireReader *r, const char *msg)
{
    if (r->err == NULL)
        r->err = msg;
    return false;
}

bool wire_get_bytes(WireReader *r, int n, const char **p)
{
    if (r->err || n < 0 || n > r->len - r->pos)
        return fail(r, ERR_INSUFFICIENT);
    *p = r->data + r->pos;
    r->pos += n;
    return true;
}

bool wire_get_int8(WireReader *r, uint8 *v)
{
    const char *p;
    if (r->err == NULL && r->pos >= r->len) /* PG's pq_getmsgbyte says it this way */
        return fail(r, "no data left in message");
    if (!wire_get_bytes(r, 1, &p))
        return false;
    *v = (uint8)p[0];
    return true;
}

bool wire_get_int16(WireReader *r, int16 *v)
{
    const char *p;
    if (!wire_get_bytes(r, 2, &p))
        return false;
    uint16 u;
    memcpy(&u, p, 2);
    *v = (int16)ntohs(u);
    return true;
}

bool wire_get_int32(WireReader *r, int32 *v)
{
    const char *p;
    if (!wire_get_bytes(r, 4, &p))
        return false;
    *v = (int32)read_be32(p);
    return true;
}

bool wire_get_string(WireReader *r, const char **s)
{
    if (r->err)
        return false;
    const char *start = r->data + r->pos;
    const char *nul = memchr(start, '\0', (size_t)(r->len - r->pos));
    if (nul == NULL)
        return fail(r, ERR_BAD_STRING);
    *s = start;
    r->pos += (int)(nul - start) + 1;
    return true;
}

bool wire_get_end(WireReader *r)
{
    if (r->err)
        return false;
    if (r->pos != r->len)
        return fail(r, ERR_FORMAT);
    return true;
}

static bool finish(WireReader *r, const char **err)
{
    if (r->err == NULL)
        wire_get_end(r);
    if (r->err) {
        *err = r->err;
        return false;
    }
    return true;
}

/* ------------------------------------------------------------------ frontend messages */

bool wire_read_startup(const char *body, int len, WireStartupPacket *out, const char **err)
{
    WireReader r;
    int32 code;
    memset(out, 0, sizeof(*out));
    wire_reader_init(&r, body, len);
    if (!wire_get_int32(&r, &code)) {
        *err = r.err;
        return false;
    }
    out->protocol = (uint32)code;
    switch (code) {
    case WIRE_SSL_REQUEST_CODE:
        out->kind = WIRE_SSL_REQUEST;
        return finish(&r, err);
    case WIRE_GSSENC_REQUEST_CODE:
        out->kind = WIRE_GSSENC_REQUEST;
        return finish(&r, err);
    case WIRE_CANCEL_REQUEST_CODE:
        out->kind = WIRE_CANCEL_REQUEST;
        wire_get_int32(&r, &out->cancel_pid);
        wire_get_int32(&r, &out->cancel_key);
        return finish(&r, err);
    default:
        break;
    }
    out->kind = WIRE_STARTUP;
    /* An unknown major version is the caller's to refuse; its layout means nothing to us. */
    if ((out->protocol >> 16) != 3)
        return true;
    /* Name/value pairs, then one terminating NUL; at most len/2 pairs can fit. */
    int cap = len / 2 + 1;
    out->names = palloc(sizeof(char *) * (size_t)cap);
    out->values = palloc(sizeof(char *) * (size_t)cap);
    for (;;) {
        const char *name, *value;
        if (!wire_get_string(&r, &name))
            break;
        if (name[0] == '\0')
            return finish(&r, err);
        if (!wire_get_string(&r, &value))
            break;
        out->names[out->nparams] = name;
        out->values[out->nparams] = value;
        out->nparams++;
    }
    *err = "invalid startup packet layout: expected terminator as last byte";
    return false;
}

bool wire_read_query(const char *body, int len, const char **query, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    wire_get_string(&r, query);
    return finish(&r, err);
}

bool wire_read_parse(const char *body, int len, WireParse *out, const char **err)
{
    WireReader r;
    int16 n = 0;
    memset(out, 0, sizeof(*out));
    wire_reader_init(&r, body, len);
    wire_get_string(&r, &out->name);
    wire_get_string(&r, &out->query);
    wire_get_int16(&r, &n);
    if (r.err == NULL && (n < 0 || n * 4 > r.len - r.pos))
        fail(&r, ERR_INSUFFICIENT);
    if (r.err == NULL && n > 0) {
        out->param_types = palloc(sizeof(Oid) * (size_t)n);
        for (int i = 0; i < n; i++) {
            int32 t = 0;
            wire_get_int32(&r, &t);
            out->param_types[i] = (Oid)t;
        }
    }
    out->nparams = n;
    return finish(&r, err);
}

/* Reads an int16 count followed by that many int16 values (format codes). */
static bool get_int16_array(WireReader *r, int *n_out, int16 **arr)
{
    int16 n = 0;
    if (!wire_get_int16(r, &n))
        return false;
    if (n < 0 || n * 2 > r->len - r->pos)
        return fail(r, ERR_INSUFFICIENT);
    *n_out = n;
    *arr = n > 0 ? palloc(sizeof(int16) * (size_t)n) : NULL;
    for (int i = 0; i < n; i++)
        wire_get_int16(r, &(*arr)[i]);
    return r->err == NULL;
}

bool wire_read_bind(const char *body, int len, WireBind *out, const char **err)
{
    WireReader r;
    memset(out, 0, sizeof(*out));
    wire_reader_init(&r, body, len);
    wire_get_string(&r, &out->portal);
    wire_get_string(&r, &out->stmt);
    if (get_int16_array(&r, &out->nparam_formats, &out->param_formats)) {
        int16 n = 0;
        wire_get_int16(&r, &n);
        /* Each parameter needs at least its 4-byte length. */
        if (r.err == NULL && (n < 0 || n * 4 > r.len - r.pos))
            fail(&r, ERR_INSUFFICIENT);
        if (r.err == NULL) {
            out->nparams = n;
            out->values = palloc0(sizeof(char *) * (size_t)(n + 1));
            out->lengths = palloc0(sizeof(int) * (size_t)(n + 1));
            for (int i = 0; i < n && r.err == NULL; i++) {
                int32 plen = 0;
                wire_get_int32(&r, &plen);
                out->lengths[i] = plen;
                if (plen == -1)
                    out->values[i] = NULL;
                else
                    wire_get_bytes(&r, plen, &out->values[i]); /* negative: insufficient */
            }
            get_int16_array(&r, &out->nresult_formats, &out->result_formats);
        }
    }
    return finish(&r, err);
}

bool wire_read_execute(const char *body, int len, WireExecute *out, const char **err)
{
    WireReader r;
    memset(out, 0, sizeof(*out));
    wire_reader_init(&r, body, len);
    wire_get_string(&r, &out->portal);
    wire_get_int32(&r, &out->max_rows);
    return finish(&r, err);
}

bool wire_read_describe(const char *body, int len, WireDescribe *out, const char **err)
{
    WireReader r;
    uint8 kind = 0;
    memset(out, 0, sizeof(*out));
    wire_reader_init(&r, body, len);
    wire_get_int8(&r, &kind);
    wire_get_string(&r, &out->name);
    out->kind = (char)kind;
    return finish(&r, err);
}

bool wire_read_empty(const char *body, int len, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    return finish(&r, err);
}

bool wire_frontend_type_known(char type)
{
    return type != '\0' && strchr("QPBDESHCXFdcf", type) != NULL;
}

/* ------------------------------------------------------------------ building */

int wire_begin(StringInfo buf, char type)
{
    appendStringInfoChar(buf, type);
    int start = buf->len;
    wire_put_int32(buf, 0);
    return start;
}

void wire_end(StringInfo buf, int start)
{
    uint32 n = htonl((uint32)(buf->len - start));
    memcpy(buf->data + start, &n, 4);
}

void wire_put_int16(StringInfo buf, int16 v)
{
    uint16 n = htons((uint16)v);
    appendBinaryStringInfo(buf, &n, 2);
}

void wire_put_int32(StringInfo buf, int32 v)
{
    uint32 n = htonl((uint32)v);
    appendBinaryStringInfo(buf, &n, 4);
}

void wire_put_string(StringInfo buf, const char *s)
{
    appendBinaryStringInfo(buf, s, (int)strlen(s) + 1);
}

/* A startup-family packet: no type byte, the length word covers itself. */
static int begin_untyped(StringInfo buf)
{
    int start = buf->len;
    wire_put_int32(buf, 0);
    return start;
}

void wire_build_startup(StringInfo buf, int nparams, const char *const *names,
                        const char *const *values)
{
    int start = begin_untyped(buf);
    wire_put_int32(buf, WIRE_PROTOCOL_3_0);
    for (int i = 0; i < nparams; i++) {
        wire_put_string(buf, names[i]);
        wire_put_string(buf, values[i]);
    }
    appendStringInfoChar(buf, '\0');
    wire_end(buf, start);
}

void wire_build_ssl_request(StringInfo buf)
{
    int start = begin_untyped(buf);
    wire_put_int32(buf, WIRE_SSL_REQUEST_CODE);
    wire_end(buf, start);
}

void wire_build_cancel_request(StringInfo buf, int32 pid, int32 key)
{
    int start = begin_untyped(buf);
    wire_put_int32(buf, WIRE_CANCEL_REQUEST_CODE);
    wire_put_int32(buf, pid);
    wire_put_int32(buf, key);
    wire_end(buf, start);
}

void wire_build_query(StringInfo buf, const char *query)
{
    int start = wire_begin(buf, 'Q');
    wire_put_string(buf, query);
    wire_end(buf, start);
}

void wire_build_parse(StringInfo buf, const char *name, const char *query, int nparams,
                      const Oid *types)
{
    int start = wire_begin(buf, 'P');
    wire_put_string(buf, name);
    wire_put_string(buf, query);
    wire_put_int16(buf, (int16)nparams);
    for (int i = 0; i < nparams; i++)
        wire_put_int32(buf, (int32)types[i]);
    wire_end(buf, start);
}

void wire_build_bind(StringInfo buf, const char *portal, const char *stmt, int nformats,
                     const int16 *formats, int nparams, const char *const *values,
                     const int *lengths, int nresult_formats, const int16 *result_formats)
{
    int start = wire_begin(buf, 'B');
    wire_put_string(buf, portal);
    wire_put_string(buf, stmt);
    wire_put_int16(buf, (int16)nformats);
    for (int i = 0; i < nformats; i++)
        wire_put_int16(buf, formats[i]);
    wire_put_int16(buf, (int16)nparams);
    for (int i = 0; i < nparams; i++) {
        if (values[i] == NULL) {
            wire_put_int32(buf, -1);
        } else {
            wire_put_int32(buf, lengths[i]);
            appendBinaryStringInfo(buf, values[i], lengths[i]);
        }
    }
    wire_put_int16(buf, (int16)nresult_formats);
    for (int i = 0; i < nresult_formats; i++)
        wire_put_int16(buf, result_formats[i]);
    wire_end(buf, start);
}

static void build_kind_name(StringInfo buf, char type, char what, const char *name)
{
    int start = wire_begin(buf, type);
    appendStringInfoChar(buf, what);
    wire_put_string(buf, name);
    wire_end(buf, start);
}

void wire_build_describe(StringInfo buf, char what, const char *name)
{
    build_kind_name(buf, 'D', what, name);
}

void wire_build_close(StringInfo buf, char what, const char *name)
{
    build_kind_name(buf, 'C', what, name);
}

void wire_build_execute(StringInfo buf, const char *portal, int32 max_rows)
{
    int start = wire_begin(buf, 'E');
    wire_put_string(buf, portal);
    wire_put_int32(buf, max_rows);
    wire_end(buf, start);
}

static void build_empty(StringInfo buf, char type)
{
    int start = wire_begin(buf, type);
    wire_end(buf, start);
}

void wire_build_sync(StringInfo buf) { build_empty(buf, 'S'); }
void wire_build_flush(StringInfo buf) { build_empty(buf, 'H'); }
void wire_build_terminate(StringInfo buf) { build_empty(buf, 'X'); }

/* ------------------------------------------------------------------ backend messages */

void wire_build_auth_ok(StringInfo buf)
{
    int start = wire_begin(buf, 'R');
    wire_put_int32(buf, 0);
    wire_end(buf, start);
}

void wire_build_parameter_status(StringInfo buf, const char *name, const char *value)
{
    int start = wire_begin(buf, 'S');
    wire_put_string(buf, name);
    wire_put_string(buf, value);
    wire_end(buf, start);
}

void wire_build_backend_key_data(StringInfo buf, int32 pid, int32 key)
{
    int start = wire_begin(buf, 'K');
    wire_put_int32(buf, pid);
    wire_put_int32(buf, key);
    wire_end(buf, start);
}

void wire_build_ready_for_query(StringInfo buf, char status)
{
    int start = wire_begin(buf, 'Z');
    appendStringInfoChar(buf, status);
    wire_end(buf, start);
}

void wire_build_row_description(StringInfo buf, int ncols, const WireColumn *cols)
{
    int start = wire_begin(buf, 'T');
    wire_put_int16(buf, (int16)ncols);
    for (int i = 0; i < ncols; i++) {
        wire_put_string(buf, cols[i].name ? cols[i].name : "?column?");
        wire_put_int32(buf, (int32)cols[i].tableoid);
        wire_put_int16(buf, cols[i].attnum);
        wire_put_int32(buf, (int32)cols[i].typid);
        wire_put_int16(buf, cols[i].typlen);
        wire_put_int32(buf, cols[i].typmod);
        wire_put_int16(buf, cols[i].format);
    }
    wire_end(buf, start);
}

void wire_build_data_row(StringInfo buf, int ncols, const char *const *values,
                         const int *lengths)
{
    int start = wire_begin(buf, 'D');
    wire_put_int16(buf, (int16)ncols);
    for (int i = 0; i < ncols; i++) {
        if (values[i] == NULL) {
            wire_put_int32(buf, -1);
        } else {
            wire_put_int32(buf, lengths[i]);
            appendBinaryStringInfo(buf, values[i], lengths[i]);
        }
    }
    wire_end(buf, start);
}

void wire_build_command_complete(StringInfo buf, const char *tag)
{
    int start = wire_begin(buf, 'C');
    wire_put_string(buf, tag);
    wire_end(buf, start);
}

void wire_build_empty_query(StringInfo buf) { build_empty(buf, 'I'); }
void wire_build_parse_complete(StringInfo buf) { build_empty(buf, '1'); }
void wire_build_bind_complete(StringInfo buf) { build_empty(buf, '2'); }
void wire_build_close_complete(StringInfo buf) { build_empty(buf, '3'); }
void wire_build_no_data(StringInfo buf) { build_empty(buf, 'n'); }
void wire_build_portal_suspended(StringInfo buf) { build_empty(buf, 's'); }

void wire_build_copy_response(StringInfo buf, char type, bool binary, int ncols)
{
    int start = wire_begin(buf, type);
    appendStringInfoChar(buf, binary ? 1 : 0);
    wire_put_int16(buf, (int16)ncols);
    for (int i = 0; i < ncols; i++)
        wire_put_int16(buf, binary ? 1 : 0);
    wire_end(buf, start);
}

void wire_build_copy_data(StringInfo buf, const char *data, int len)
{
    int start = wire_begin(buf, 'd');
    appendBinaryStringInfo(buf, data, len);
    wire_end(buf, start);
}

void wire_build_copy_done(StringInfo buf) { build_empty(buf, 'c'); }

void wire_build_copy_fail(StringInfo buf, const char *message)
{
    int start = wire_begin(buf, 'f');
    wire_put_string(buf, message);
    wire_end(buf, start);
}

bool wire_read_copy_fail(const char *body, int len, const char **message, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    wire_get_string(&r, message);
    return finish(&r, err);
}

void wire_build_parameter_description(StringInfo buf, int nparams, const Oid *types)
{
    int start = wire_begin(buf, 't');
    wire_put_int16(buf, (int16)nparams);
    for (int i = 0; i < nparams; i++)
        wire_put_int32(buf, (int32)types[i]);
    wire_end(buf, start);
}

static void put_field(StringInfo buf, char code, const char *value)
{
    if (value == NULL)
        return;
    appendStringInfoChar(buf, code);
    wire_put_string(buf, value);
}

static void put_int_field(StringInfo buf, char code, int value)
{
    if (value <= 0)
        return;
    char tmp[16];
    snprintf(tmp, sizeof(tmp), "%d", value);
    put_field(buf, code, tmp);
}

void wire_build_error(StringInfo buf, char type, const WireErrorFields *f)
{
    int start = wire_begin(buf, type);
    put_field(buf, 'S', f->severity);
    put_field(buf, 'V', f->severity_nl);
    put_field(buf, 'C', f->code);
    put_field(buf, 'M', f->message ? f->message : "missing error text");
    put_field(buf, 'D', f->detail);
    put_field(buf, 'H', f->hint);
    put_int_field(buf, 'P', f->position);
    put_int_field(buf, 'p', f->internal_position);
    put_field(buf, 'q', f->internal_query);
    put_field(buf, 'W', f->where);
    put_field(buf, 's', f->schema);
    put_field(buf, 't', f->table);
    put_field(buf, 'c', f->column);
    put_field(buf, 'd', f->datatype);
    put_field(buf, 'n', f->constraint);
    put_field(buf, 'F', f->file);
    put_int_field(buf, 'L', f->line);
    put_field(buf, 'R', f->routine);
    appendStringInfoChar(buf, '\0');
    wire_end(buf, start);
}

/* ------------------------------------------------------------------ backend readers */

bool wire_read_error(const char *body, int len, WireErrorFields *out, const char **err)
{
    WireReader r;
    memset(out, 0, sizeof(*out));
    wire_reader_init(&r, body, len);
    for (;;) {
        uint8 code;
        const char *v;
        if (!wire_get_int8(&r, &code))
            break;
        if (code == 0)
            return finish(&r, err);
        if (!wire_get_string(&r, &v))
            break;
        switch (code) {
        case 'S': out->severity = v; break;
        case 'V': out->severity_nl = v; break;
        case 'C': out->code = v; break;
        case 'M': out->message = v; break;
        case 'D': out->detail = v; break;
        case 'H': out->hint = v; break;
        case 'P': out->position = atoi(v); break;
        case 'p': out->internal_position = atoi(v); break;
        case 'q': out->internal_query = v; break;
        case 'W': out->where = v; break;
        case 's': out->schema = v; break;
        case 't': out->table = v; break;
        case 'c': out->column = v; break;
        case 'd': out->datatype = v; break;
        case 'n': out->constraint = v; break;
        case 'F': out->file = v; break;
        case 'L': out->line = atoi(v); break;
        case 'R': out->routine = v; break;
        default: break; /* unknown fields are skipped, as the protocol asks */
        }
    }
    *err = r.err ? r.err : ERR_FORMAT;
    return false;
}

bool wire_read_parameter_status(const char *body, int len, const char **name,
                                const char **value, const char **err)
{
    WireReader r;
    wire_reader_init(&r, body, len);
    wire_get_string(&r, name);
    wire_get_string(&r, value);
    return finish(&r, err);
}

bool wire_read_row_description(const char *body, int len, int *ncols, WireColumn **cols,
                               const char **err)
{
    WireReader r;
    int16 n = 0;
    wire_reader_init(&r, body, len);
    wire_get_int16(&r, &n);
    /* A column takes at least 19 bytes (empty name + 18 bytes of fields). */
    if (r.err == NULL && (n < 0 || n * 19 > r.len - r.pos))
        fail(&r, ERR_INSUFFICIENT);
    *ncols = r.err ? 0 : n;
    *cols = *ncols > 0 ? palloc0(sizeof(WireColumn) * (size_t)n) : NULL;
    for (int i = 0; i < *ncols && r.err == NULL; i++) {
        WireColumn *c = &(*cols)[i];
        int32 v32 = 0;
        wire_get_string(&r, &c->name);
        wire_get_int32(&r, &v32);
        c->tableoid = (Oid)v32;
        wire_get_int16(&r, &c->attnum);
        wire_get_int32(&r, &v32);
        c->typid = (Oid)v32;
        wire_get_int16(&r, &c->typlen);
        wire_get_int32(&r, &c->typmod);
        wire_get_int16(&r, &c->format);
    }
    return finish(&r, err);
}

bool wire_read_data_row(const char *body, int len, int *ncols, const char ***values,
                        int **lengths, const char **err)
{
    WireReader r;
    int16 n = 0;
    wire_reader_init(&r, body, len);
    wire_get_int16(&r, &n);
    if (r.err == NULL && (n < 0 || n * 4 > r.len - r.pos))
        fail(&r, ERR_INSUFFICIENT);
    *ncols = r.err ? 0 : n;
    *values = palloc0(sizeof(char *) * (size_t)(*ncols + 1));
    *lengths = palloc0(sizeof(int) * (size_t)(*ncols + 1));
    for (int i = 0; i < *ncols && r.err == NULL; i++) {
        int32 l = 0;
        wire_get_int32(&r, &l);
        (*lengths)[i] = l;
        if (l != -1)
            wire_get_bytes(&r, l, &(*values)[i]);
    }
    return finish(&r, err);
}
