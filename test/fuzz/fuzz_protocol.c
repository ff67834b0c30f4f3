/*
 * fuzz_protocol.c: libFuzzer target for the protocol decoders (src/net/wire) and what the
 * session does with a startup packet.
 *
 * The input is a byte stream as a client would send it. It is framed as the event loop frames
 * it (wire_frame): startup-phase packets first (SSLRequest / GSSENCRequest go round again, as
 * in session_startup), whose StartupMessage parameters are then applied as the session applies
 * them (guc_set, the "options" parameter); then typed messages until the bytes run out or a
 * length is refused. Every message body, in an exact-size buffer so that a read past its end
 * is caught, goes through every reader (frontend and backend: the fdw's client decodes the
 * latter), since a hostile peer picks the type byte. A body one reader accepts must come out
 * of the matching builder byte for byte.
 */
#include "common/guc.h"
#include "fuzz_support.h"
#include "net/session.h"
#include "net/wire/wire.h"

typedef struct Body {
    char type;
    const char *data;
    int len;
} Body;

static void check_rebuild(const char *what, StringInfo built, const Body *b)
{
    /* built holds type byte, length word, body */
    FUZZ_CHECK(built->len == b->len + 5 && memcmp(built->data + 5, b->data, (size_t)b->len) == 0,
               "%s: the rebuilt message differs from the one read (%d vs %d bytes)", what,
               built->len - 5, b->len);
}

static void read_typed(void *arg)
{
    const Body *b = arg;
    const char *err = NULL, *s1, *s2;
    WireParse parse;
    WireBind bind;
    WireExecute exec;
    WireDescribe desc;
    WireErrorFields ef;
    int ncols;
    WireColumn *cols;
    const char **values;
    int *lengths;
    StringInfoData out;
    initStringInfo(&out);

    (void)wire_frontend_type_known(b->type);
    if (wire_read_query(b->data, b->len, &s1, &err)) {
        wire_build_query(&out, s1);
        check_rebuild("Query", &out, b);
    }
    if (wire_read_parse(b->data, b->len, &parse, &err)) {
        resetStringInfo(&out);
        wire_build_parse(&out, parse.name, parse.query, parse.nparams, parse.param_types);
        check_rebuild("Parse", &out, b);
    }
    if (wire_read_bind(b->data, b->len, &bind, &err)) {
        resetStringInfo(&out);
        wire_build_bind(&out, bind.portal, bind.stmt, bind.nparam_formats, bind.param_formats,
                        bind.nparams, bind.values, bind.lengths, bind.nresult_formats,
                        bind.result_formats);
        check_rebuild("Bind", &out, b);
    }
    if (wire_read_execute(b->data, b->len, &exec, &err)) {
        resetStringInfo(&out);
        wire_build_execute(&out, exec.portal, exec.max_rows);
        check_rebuild("Execute", &out, b);
    }
    if (wire_read_describe(b->data, b->len, &desc, &err)) {
        resetStringInfo(&out);
        wire_build_describe(&out, desc.kind, desc.name);
        check_rebuild("Describe", &out, b);
    }
    (void)wire_read_empty(b->data, b->len, &err);
    (void)wire_read_copy_fail(b->data, b->len, &s1, &err);
    if (wire_read_error(b->data, b->len, &ef, &err)) {
        resetStringInfo(&out);
        wire_build_error(&out, 'E', &ef); /* exercise the builder; field order may differ */
    }
    (void)wire_read_parameter_status(b->data, b->len, &s1, &s2, &err);
    if (wire_read_row_description(b->data, b->len, &ncols, &cols, &err)) {
        resetStringInfo(&out);
        wire_build_row_description(&out, ncols, cols);
        check_rebuild("RowDescription", &out, b);
    }
    if (wire_read_data_row(b->data, b->len, &ncols, &values, &lengths, &err)) {
        resetStringInfo(&out);
        wire_build_data_row(&out, ncols, values, lengths);
        check_rebuild("DataRow", &out, b);
    }
}

typedef struct Startup {
    const char *data;
    int len;
    bool done; /* a StartupMessage (or CancelRequest) ended the startup phase */
    bool set;  /* settings were changed: reset them after this input */
} Startup;

/* What session_startup does with one packet, short of authentication. */
static void read_startup(void *arg)
{
    Startup *st = arg;
    WireStartupPacket pkt;
    const char *err = NULL;
    if (!wire_read_startup(st->data, st->len, &pkt, &err)) {
        st->done = true;
        return;
    }
    if (pkt.kind == WIRE_SSL_REQUEST || pkt.kind == WIRE_GSSENC_REQUEST)
        return;
    st->done = true;
    if (pkt.kind != WIRE_STARTUP || (pkt.protocol >> 16) != 3)
        return;
    for (int i = 0; i < pkt.nparams; i++) {
        const char *name = pkt.names[i], *value = pkt.values[i];
        FUZZ_CHECK(name >= st->data && value >= st->data && value < st->data + st->len,
                   "a startup parameter points outside the packet");
        if (strcmp(name, "options") == 0) {
            st->set = true;
            session_apply_options(value);
        } else if (strcmp(name, "user") != 0 && strcmp(name, "database") != 0 &&
                   strcmp(name, "replication") != 0 && strncmp(name, "_pq_.", 5) != 0) {
            st->set = true;
            guc_set(name, value, PGC_S_CLIENT);
        }
    }
}

static void reset_settings(void *arg)
{
    (void)arg;
    guc_reset_all();
}

/* Copy len bytes into an exact-size buffer, so ASan catches a read past the body. */
static char *exact_copy(const uint8_t *p, size_t len)
{
    char *c = malloc(len ? len : 1);
    memcpy(c, p, len);
    return c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool initialised;
    if (!initialised) {
        guc_init();
        guc_session_init();
        initialised = true;
    }
    size_t pos = 0, total;
    bool startup = true, settings_changed = false;
    while (pos < size) {
        const char *buf = (const char *)data + pos;
        WireFrameResult r =
            wire_frame(buf, size - pos, startup,
                       startup ? WIRE_MAX_STARTUP_PACKET : WIRE_MAX_MESSAGE, &total);
        if (r != WIRE_FRAME_COMPLETE)
            break; /* NEED_MORE: the bytes ended mid-message; BAD_LENGTH: the server hangs up */
        size_t header = startup ? 4 : 5;
        FUZZ_CHECK(total >= header && total <= size - pos, "wire_frame: total %zu of %zu bytes",
                   total, size - pos);
        char *body = exact_copy(data + pos + header, total - header);
        if (startup) {
            Startup st = {body, (int)(total - header), false, false};
            fuzz_try(read_startup, &st);
            startup = !st.done;
            settings_changed |= st.set;
        } else {
            Body b = {buf[0], body, (int)(total - header)};
            fuzz_try(read_typed, &b);
        }
        free(body);
        pos += total;
    }
    if (settings_changed)
        fuzz_try(reset_settings, NULL);
    return 0;
}
