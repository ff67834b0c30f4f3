/*
 * wire.h: the PostgreSQL v3 protocol messages as bytes, and nothing else.
 *
 * The one idea: these are pure codecs. A builder appends one complete message (type byte,
 * length, body) to a StringInfo; a reader takes one message body that the caller already framed
 * and decodes it into a struct whose strings point into that body. No sockets, no server state,
 * no ereport: decoders return false and set *err to PG's wording, so the same code serves the
 * server (frontend messages in, backend messages out) and the fdw's client (the reverse).
 *
 * Framing: wire_frame() tells how long the next message is given the bytes seen so far; the
 * event-loop thread uses it (it must not raise errors), the client uses it the same way.
 */
#ifndef BASALT_WIRE_H
#define BASALT_WIRE_H

#include "common/basalt.h"
#include "common/stringinfo.h"

#define WIRE_PROTOCOL_3_0 196608 /* 3 << 16 */
#define WIRE_SSL_REQUEST_CODE 80877103
#define WIRE_GSSENC_REQUEST_CODE 80877104
#define WIRE_CANCEL_REQUEST_CODE 80877102
#define WIRE_MAX_STARTUP_PACKET 10000
#define WIRE_MAX_MESSAGE 0x3fffffff /* 1 GB - 1, as PG's MaxAllocSize */

/* ------------------------------------------------------------------ framing */

typedef enum WireFrameResult {
    WIRE_FRAME_NEED_MORE, /* not enough bytes yet to know or to hold the message */
    WIRE_FRAME_COMPLETE,  /* *total bytes form one message (header included) */
    WIRE_FRAME_BAD_LENGTH /* length word < 4 (or < 8 for startup) or above the limit */
} WireFrameResult;

/*
 * startup: the message has no type byte (startup packet, SSLRequest, CancelRequest).
 * max_len bounds the length word (WIRE_MAX_STARTUP_PACKET or WIRE_MAX_MESSAGE).
 */
WireFrameResult wire_frame(const char *buf, size_t avail, bool startup, uint32 max_len,
                           size_t *total);

/* ------------------------------------------------------------------ reading */

/* A cursor over one message body. Every getter returns false past the end. */
typedef struct WireReader {
    const char *data;
    int len;
    int pos;
    const char *err; /* first error, PG's wording ("insufficient data left in message") */
} WireReader;

void wire_reader_init(WireReader *r, const char *data, int len);
bool wire_get_int8(WireReader *r, uint8 *v);
bool wire_get_int16(WireReader *r, int16 *v);
bool wire_get_int32(WireReader *r, int32 *v);
bool wire_get_string(WireReader *r, const char **s); /* NUL-terminated inside the body */
bool wire_get_bytes(WireReader *r, int n, const char **p);
bool wire_get_end(WireReader *r); /* false (invalid message format) if bytes are left over */

/* ------------------------------------------------------------------ frontend messages */

typedef enum WireStartupKind {
    WIRE_STARTUP,       /* StartupMessage (any protocol version: the caller checks it) */
    WIRE_SSL_REQUEST,
    WIRE_GSSENC_REQUEST,
    WIRE_CANCEL_REQUEST,
} WireStartupKind;

typedef struct WireStartupPacket {
    WireStartupKind kind;
    uint32 protocol;        /* WIRE_STARTUP: major << 16 | minor */
    int nparams;            /* name/value pairs (user, database, options, ...) */
    const char **names;     /* palloc'd arrays of pointers into the body */
    const char **values;
    int32 cancel_pid, cancel_key; /* WIRE_CANCEL_REQUEST */
} WireStartupPacket;

/* body = the packet after its 4-byte length word. For a major version other than 3 only
 * protocol is set (nparams = 0): the caller refuses the version before anything else. */
bool wire_read_startup(const char *body, int len, WireStartupPacket *out, const char **err);

typedef struct WireParse {
    const char *name, *query;
    int nparams;
    Oid *param_types; /* palloc'd */
} WireParse;

typedef struct WireBind {
    const char *portal, *stmt;
    int nparam_formats;
    int16 *param_formats;
    int nparams;
    const char **values; /* NULL for SQL NULL; point into the body (not NUL-terminated) */
    int *lengths;
    int nresult_formats;
    int16 *result_formats;
} WireBind;

typedef struct WireExecute {
    const char *portal;
    int32 max_rows;
} WireExecute;

typedef struct WireDescribe { /* also Close */
    char kind;                /* 'S' statement or 'P' portal */
    const char *name;
} WireDescribe;

/* Bodies of typed messages, i.e. without the type byte and the length word. */
bool wire_read_query(const char *body, int len, const char **query, const char **err);
bool wire_read_parse(const char *body, int len, WireParse *out, const char **err);
bool wire_read_bind(const char *body, int len, WireBind *out, const char **err);
bool wire_read_execute(const char *body, int len, WireExecute *out, const char **err);
bool wire_read_describe(const char *body, int len, WireDescribe *out, const char **err);
bool wire_read_empty(const char *body, int len, const char **err); /* Sync, Flush, Terminate */
/* True for the frontend message types this server knows (Q P B D E S H C X F d c f). */
bool wire_frontend_type_known(char type);

/* Frontend builders (the client side: fdw, tests). */
void wire_build_startup(StringInfo buf, int nparams, const char *const *names,
                        const char *const *values);
void wire_build_ssl_request(StringInfo buf);
void wire_build_cancel_request(StringInfo buf, int32 pid, int32 key);
void wire_build_query(StringInfo buf, const char *query);
void wire_build_parse(StringInfo buf, const char *name, const char *query, int nparams,
                      const Oid *types);
void wire_build_bind(StringInfo buf, const char *portal, const char *stmt, int nformats,
                     const int16 *formats, int nparams, const char *const *values,
                     const int *lengths, int nresult_formats, const int16 *result_formats);
void wire_build_describe(StringInfo buf, char what, const char *name);
void wire_build_close(StringInfo buf, char what, const char *name);
void wire_build_execute(StringInfo buf, const char *portal, int32 max_rows);
void wire_build_sync(StringInfo buf);
void wire_build_flush(StringInfo buf);
void wire_build_terminate(StringInfo buf);

/* ------------------------------------------------------------------ backend messages */

/* Start a typed message (writes the type and a length placeholder); returns its offset. */
int wire_begin(StringInfo buf, char type);
void wire_end(StringInfo buf, int start); /* fill in the length */
void wire_put_int16(StringInfo buf, int16 v);
void wire_put_int32(StringInfo buf, int32 v);
void wire_put_string(StringInfo buf, const char *s); /* with its NUL */

typedef struct WireColumn {
    const char *name;
    Oid tableoid;
    int16 attnum;
    Oid typid;
    int16 typlen;
    int32 typmod;
    int16 format;
} WireColumn;

/* The fields of ErrorResponse / NoticeResponse; NULL or 0 fields are left out. */
typedef struct WireErrorFields {
    const char *severity;    /* S: localized ("ERROR") */
    const char *severity_nl; /* V: never localized */
    const char *code;        /* C */
    const char *message;     /* M */
    const char *detail, *hint;          /* D H */
    int position;                       /* P */
    int internal_position;              /* p */
    const char *internal_query;         /* q */
    const char *where;                  /* W */
    const char *schema, *table, *column, *datatype, *constraint; /* s t c d n */
    const char *file;                   /* F */
    int line;                           /* L */
    const char *routine;                /* R */
} WireErrorFields;

void wire_build_auth_ok(StringInfo buf);
void wire_build_parameter_status(StringInfo buf, const char *name, const char *value);
void wire_build_backend_key_data(StringInfo buf, int32 pid, int32 key);
void wire_build_ready_for_query(StringInfo buf, char status);
void wire_build_row_description(StringInfo buf, int ncols, const WireColumn *cols);
void wire_build_data_row(StringInfo buf, int ncols, const char *const *values,
                         const int *lengths);
void wire_build_command_complete(StringInfo buf, const char *tag);
void wire_build_empty_query(StringInfo buf);
void wire_build_error(StringInfo buf, char type, const WireErrorFields *f); /* 'E' or 'N' */
void wire_build_parse_complete(StringInfo buf);
void wire_build_bind_complete(StringInfo buf);
void wire_build_close_complete(StringInfo buf);
void wire_build_no_data(StringInfo buf);
void wire_build_parameter_description(StringInfo buf, int nparams, const Oid *types);
void wire_build_portal_suspended(StringInfo buf);
/* COPY: CopyInResponse 'G', CopyOutResponse 'H' (all columns in one format); CopyData 'd',
 * CopyDone 'c' and CopyFail 'f' go both ways. */
void wire_build_copy_response(StringInfo buf, char type, bool binary, int ncols);
void wire_build_copy_data(StringInfo buf, const char *data, int len);
void wire_build_copy_done(StringInfo buf);
void wire_build_copy_fail(StringInfo buf, const char *message);
bool wire_read_copy_fail(const char *body, int len, const char **message, const char **err);

/* Backend readers (the client side). */
bool wire_read_error(const char *body, int len, WireErrorFields *out, const char **err);
bool wire_read_parameter_status(const char *body, int len, const char **name,
                                const char **value, const char **err);
bool wire_read_row_description(const char *body, int len, int *ncols, WireColumn **cols,
                               const char **err);
bool wire_read_data_row(const char *body, int len, int *ncols, const char ***values,
                        int **lengths, const char **err);

#endif /* BASALT_WIRE_H */
