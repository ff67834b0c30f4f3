/*
 * test_wire.c: the v3 message codecs (src/net/wire) in isolation.
 *
 * Each frontend message is built with the client-side builder and decoded with the server-side
 * reader (and backend messages the other way round), so a mismatch between the two halves shows
 * up as a failed round trip. Then truncated, oversized and malformed bodies must be refused.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "net/wire/wire.h"

static int failures;

#define CHECK(cond)                                                                              \
    do {                                                                                         \
        if (!(cond)) {                                                                           \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);             \
            failures++;                                                                          \
        }                                                                                        \
    } while (0)

/* The body of the one typed message in buf (after type and length). */
static const char *typed_body(StringInfo buf, char type, int *len)
{
    size_t total = 0;
    CHECK(wire_frame(buf->data, (size_t)buf->len, false, WIRE_MAX_MESSAGE, &total) ==
          WIRE_FRAME_COMPLETE);
    CHECK(total == (size_t)buf->len);
    CHECK(buf->data[0] == type);
    *len = buf->len - 5;
    return buf->data + 5;
}

static void test_startup(void)
{
    StringInfoData b;
    initStringInfo(&b);
    const char *names[] = {"user", "database", "application_name"};
    const char *values[] = {"alice", "postgres", "psql"};
    wire_build_startup(&b, 3, names, values);
    size_t total;
    CHECK(wire_frame(b.data, (size_t)b.len, true, WIRE_MAX_STARTUP_PACKET, &total) ==
          WIRE_FRAME_COMPLETE);
    WireStartupPacket p;
    const char *err = NULL;
    CHECK(wire_read_startup(b.data + 4, b.len - 4, &p, &err));
    CHECK(p.kind == WIRE_STARTUP && p.protocol == WIRE_PROTOCOL_3_0);
    CHECK(p.nparams == 3);
    CHECK(p.nparams == 3 && strcmp(p.names[1], "database") == 0 &&
          strcmp(p.values[2], "psql") == 0);

    /* Missing final terminator. */
    CHECK(!wire_read_startup(b.data + 4, b.len - 5, &p, &err));
    /* A name without a value. */
    char bad[] = {0, 3, 0, 0, 'u', 's', 'e', 'r', 0};
    CHECK(!wire_read_startup(bad, sizeof(bad), &p, &err));

    resetStringInfo(&b);
    wire_build_ssl_request(&b);
    CHECK(b.len == 8);
    CHECK(wire_read_startup(b.data + 4, 4, &p, &err) && p.kind == WIRE_SSL_REQUEST);
    resetStringInfo(&b);
    wire_build_cancel_request(&b, 1234, -99);
    CHECK(wire_read_startup(b.data + 4, b.len - 4, &p, &err) && p.kind == WIRE_CANCEL_REQUEST &&
          p.cancel_pid == 1234 && p.cancel_key == -99);
    /* CancelRequest with a missing key. */
    CHECK(!wire_read_startup(b.data + 4, b.len - 8, &p, &err));
}

static void test_framing(void)
{
    char msg[5] = {'Q', 0, 0, 0, 3}; /* length 3 < 4 */
    size_t total;
    CHECK(wire_frame(msg, 5, false, WIRE_MAX_MESSAGE, &total) == WIRE_FRAME_BAD_LENGTH);
    char huge[5] = {'Q', 0x7f, (char)0xff, (char)0xff, (char)0xff};
    CHECK(wire_frame(huge, 5, false, WIRE_MAX_MESSAGE, &total) == WIRE_FRAME_BAD_LENGTH);
    char partial[3] = {'Q', 0, 0};
    CHECK(wire_frame(partial, 3, false, WIRE_MAX_MESSAGE, &total) == WIRE_FRAME_NEED_MORE);
    char ok[7] = {'Q', 0, 0, 0, 6, 'x', 0};
    CHECK(wire_frame(ok, 6, false, WIRE_MAX_MESSAGE, &total) == WIRE_FRAME_NEED_MORE);
    CHECK(wire_frame(ok, 7, false, WIRE_MAX_MESSAGE, &total) == WIRE_FRAME_COMPLETE &&
          total == 7);
    char startup_big[4] = {0, 0, 0x27, 0x11}; /* 10001 > 10000 */
    CHECK(wire_frame(startup_big, 4, true, WIRE_MAX_STARTUP_PACKET, &total) ==
          WIRE_FRAME_BAD_LENGTH);
    char startup_small[4] = {0, 0, 0, 7};
    CHECK(wire_frame(startup_small, 4, true, WIRE_MAX_STARTUP_PACKET, &total) ==
          WIRE_FRAME_BAD_LENGTH);
}

static void test_extended(void)
{
    StringInfoData b;
    const char *err;
    int len;
    initStringInfo(&b);
    Oid types[2] = {23, 25};
    wire_build_parse(&b, "s1", "SELECT $1, $2", 2, types);
    const char *body = typed_body(&b, 'P', &len);
    WireParse p;
    CHECK(wire_read_parse(body, len, &p, &err));
    CHECK(strcmp(p.name, "s1") == 0 && strcmp(p.query, "SELECT $1, $2") == 0);
    CHECK(p.nparams == 2 && p.param_types[0] == 23 && p.param_types[1] == 25);
    CHECK(!wire_read_parse(body, len - 1, &p, &err)); /* truncated type list */
    CHECK(strcmp(err, "insufficient data left in message") == 0);

    resetStringInfo(&b);
    int16 fmts[2] = {0, 1};
    const char *vals[3] = {"42", NULL, "\x00\x01"};
    int lens[3] = {2, -1, 2};
    int16 rfmt[1] = {1};
    wire_build_bind(&b, "p1", "s1", 2, fmts, 3, vals, lens, 1, rfmt);
    body = typed_body(&b, 'B', &len);
    WireBind bind;
    CHECK(wire_read_bind(body, len, &bind, &err));
    CHECK(strcmp(bind.portal, "p1") == 0 && strcmp(bind.stmt, "s1") == 0);
    CHECK(bind.nparam_formats == 2 && bind.param_formats[1] == 1);
    CHECK(bind.nparams == 3 && bind.values[1] == NULL && bind.lengths[0] == 2 &&
          memcmp(bind.values[0], "42", 2) == 0 && bind.values[2][1] == 1);
    CHECK(bind.nresult_formats == 1 && bind.result_formats[0] == 1);
    for (int cut = 1; cut < len; cut++)
        CHECK(!wire_read_bind(body, len - cut, &bind, &err));
    /* Trailing garbage after a valid Bind. */
    appendStringInfoChar(&b, 'x');
    CHECK(!wire_read_bind(b.data + 5, b.len - 5, &bind, &err));

    resetStringInfo(&b);
    wire_build_execute(&b, "p1", 10);
    body = typed_body(&b, 'E', &len);
    WireExecute ex;
    CHECK(wire_read_execute(body, len, &ex, &err) && ex.max_rows == 10 &&
          strcmp(ex.portal, "p1") == 0);

    resetStringInfo(&b);
    wire_build_describe(&b, 'S', "s1");
    body = typed_body(&b, 'D', &len);
    WireDescribe d;
    CHECK(wire_read_describe(body, len, &d, &err) && d.kind == 'S' && strcmp(d.name, "s1") == 0);
    /* A name without its NUL. */
    CHECK(!wire_read_describe(body, len - 1, &d, &err));
    CHECK(strcmp(err, "invalid string in message") == 0);

    resetStringInfo(&b);
    wire_build_sync(&b);
    body = typed_body(&b, 'S', &len);
    CHECK(len == 0 && wire_read_empty(body, len, &err));
    CHECK(!wire_read_empty("x", 1, &err));

    resetStringInfo(&b);
    wire_build_query(&b, "SELECT 1");
    body = typed_body(&b, 'Q', &len);
    const char *q;
    CHECK(wire_read_query(body, len, &q, &err) && strcmp(q, "SELECT 1") == 0);
    CHECK(!wire_read_query(body, len - 1, &q, &err));

    CHECK(wire_frontend_type_known('Q') && wire_frontend_type_known('f'));
    CHECK(!wire_frontend_type_known('Z') && !wire_frontend_type_known('\0'));
}

static void test_backend(void)
{
    StringInfoData b;
    const char *err;
    int len;
    initStringInfo(&b);
    WireErrorFields f = {0};
    f.severity = f.severity_nl = "ERROR";
    f.code = "42601";
    f.message = "syntax error at or near \"x\"";
    f.position = 8;
    f.file = "scan.c";
    f.line = 120;
    f.routine = "scanner_yyerror";
    wire_build_error(&b, 'E', &f);
    const char *body = typed_body(&b, 'E', &len);
    WireErrorFields g;
    CHECK(wire_read_error(body, len, &g, &err));
    CHECK(strcmp(g.code, "42601") == 0 && g.position == 8 && g.line == 120 &&
          strcmp(g.routine, "scanner_yyerror") == 0 && g.detail == NULL);
    CHECK(!wire_read_error(body, len - 1, &g, &err)); /* final terminator missing */

    resetStringInfo(&b);
    WireColumn cols[2] = {{"a", 16384, 1, 23, 4, -1, 0}, {"b", 0, 0, 25, -1, -1, 1}};
    wire_build_row_description(&b, 2, cols);
    body = typed_body(&b, 'T', &len);
    int n;
    WireColumn *rc;
    CHECK(wire_read_row_description(body, len, &n, &rc, &err));
    CHECK(n == 2 && strcmp(rc[1].name, "b") == 0 && rc[0].tableoid == 16384 &&
          rc[1].typlen == -1 && rc[1].format == 1 && rc[0].typmod == -1);
    CHECK(!wire_read_row_description(body, len - 2, &n, &rc, &err));

    resetStringInfo(&b);
    const char *vals[3] = {"1", NULL, ""};
    int lens[3] = {1, -1, 0};
    wire_build_data_row(&b, 3, vals, lens);
    body = typed_body(&b, 'D', &len);
    const char **rv;
    int *rl;
    CHECK(wire_read_data_row(body, len, &n, &rv, &rl, &err));
    CHECK(n == 3 && rv[0][0] == '1' && rv[1] == NULL && rl[1] == -1 && rl[2] == 0);
    CHECK(!wire_read_data_row(body, len - 1, &n, &rv, &rl, &err));
    /* A column count larger than the body can hold. */
    char lying[2] = {0x7f, 0};
    CHECK(!wire_read_data_row(lying, 2, &n, &rv, &rl, &err));

    resetStringInfo(&b);
    wire_build_parameter_status(&b, "server_version", "15.0 (Basalt 0.1.0)");
    body = typed_body(&b, 'S', &len);
    const char *name, *value;
    CHECK(wire_read_parameter_status(body, len, &name, &value, &err) &&
          strcmp(value, "15.0 (Basalt 0.1.0)") == 0);

    resetStringInfo(&b);
    wire_build_ready_for_query(&b, 'T');
    CHECK(b.len == 6 && b.data[0] == 'Z' && b.data[5] == 'T');
    resetStringInfo(&b);
    wire_build_portal_suspended(&b);
    CHECK(b.len == 5 && b.data[0] == 's' && b.data[4] == 4);
    resetStringInfo(&b);
    Oid pt[2] = {23, 20};
    wire_build_parameter_description(&b, 2, pt);
    CHECK(b.len == 5 + 2 + 8 && b.data[0] == 't');
}

int main(void)
{
    test_startup();
    test_framing();
    test_extended();
    test_backend();
    if (failures) {
        fprintf(stderr, "test_wire: %d failure(s)\n", failures);
        return 1;
    }
    printf("test_wire: ok\n");
    return 0;
}
