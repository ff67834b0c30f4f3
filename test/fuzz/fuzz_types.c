/*
 * fuzz_types.c: libFuzzer target for the built-in types' input and receive functions.
 *
 * Input layout: byte 0 picks the type (an index into types[] below, which only ever grows at
 * its end, so that corpus files keep their meaning), byte 1 holds flags (bit 0: binary receive
 * instead of text input, bit 1: apply the type's example typmod), the rest is the value.
 *
 * Whatever an input function accepts must survive PG's round trip: output, input again, output
 * again gives the same text; for binary, send, receive, send gives the same bytes. The value
 * also goes through the other format (send/receive after text input, output after receive).
 */
#include "executor/builtins.h"
#include "fuzz_support.h"

typedef struct FuzzType {
    Oid oid;
    const char *name; /* for the reader of a crash report */
    int32 typmod;     /* an example typmod, -1 if the type has none */
} FuzzType;

#define NUMERIC_TYPMOD(p, s) ((((p) << 16) | (s)) + 4)

/* Append only: a corpus file's first byte indexes this table. Catalog-reading types (regclass,
 * regtype, ...) need a database and are left out. */
static const FuzzType types[] = {
    {16, "bool", -1},
    {17, "bytea", -1},
    {18, "char", -1},
    {19, "name", -1},
    {20, "int8", -1},
    {21, "int2", -1},
    {22, "int2vector", -1},
    {23, "int4", -1},
    {25, "text", -1},
    {26, "oid", -1},
    {30, "oidvector", -1},
    {114, "json", -1},
    {700, "float4", -1},
    {701, "float8", -1},
    {1042, "bpchar", 5 + 4},
    {1043, "varchar", 3 + 4},
    {1082, "date", -1},
    {1083, "time", 2},
    {1114, "timestamp", 2},
    {1184, "timestamptz", 3},
    {1186, "interval", -1},
    {1700, "numeric", NUMERIC_TYPMOD(5, 2)},
    {2950, "uuid", -1},
    {3802, "jsonb", -1},
    {1000, "bool[]", -1},
    {1001, "bytea[]", -1},
    {1005, "int2[]", -1},
    {1007, "int4[]", -1},
    {1009, "text[]", -1},
    {1014, "bpchar[]", 3 + 4},
    {1015, "varchar[]", 3 + 4},
    {1016, "int8[]", -1},
    {1021, "float4[]", -1},
    {1022, "float8[]", -1},
    {1115, "timestamp[]", -1},
    {1182, "date[]", -1},
    {1183, "time[]", -1},
    {1185, "timestamptz[]", -1},
    {1187, "interval[]", -1},
    {1231, "numeric[]", NUMERIC_TYPMOD(6, 3)},
    {2951, "uuid[]", -1},
    {3807, "jsonb[]", -1},
    {199, "json[]", -1},
    {1003, "name[]", -1},
    {1028, "oid[]", -1},
    {1002, "char[]", -1},
};

typedef struct TypeInput {
    const FuzzType *ft;
    const TypeInfo *t;
    bool binary;
    int32 typmod;
    const char *data;
    int len;
} TypeInput;

static void check_text_roundtrip(const TypeInput *in, Datum v)
{
    Oid oid = in->ft->oid;
    char *out1 = type_output_cstring(oid, v);
    Datum v2 = type_input_cstring(oid, out1, in->typmod);
    char *out2 = type_output_cstring(oid, v2);
    FUZZ_CHECK(strcmp(out1, out2) == 0, "%s: output \"%s\" reads back as \"%s\"", in->ft->name,
               out1, out2);
}

static void check_binary_roundtrip(const TypeInput *in, Datum v)
{
    Oid oid = in->ft->oid;
    bytea *b1 = type_send_binary(oid, v);
    Datum v2 = type_receive_binary(oid, VARDATA(b1), (int)VARSIZE_ANY_EXHDR(b1), in->typmod);
    bytea *b2 = type_send_binary(oid, v2);
    FUZZ_CHECK(VARSIZE_ANY_EXHDR(b1) == VARSIZE_ANY_EXHDR(b2) &&
                   memcmp(VARDATA(b1), VARDATA(b2), (size_t)VARSIZE_ANY_EXHDR(b1)) == 0,
               "%s: sent bytes read back differently", in->ft->name);
}

static void input_one(void *arg)
{
    const TypeInput *in = arg;
    Oid oid = in->ft->oid;
    Datum v;
    if (in->binary) {
        v = type_receive_binary(oid, in->data, in->len, in->typmod);
        check_binary_roundtrip(in, v);
        check_text_roundtrip(in, v);
    } else {
        char *s = palloc((size_t)in->len + 1);
        memcpy(s, in->data, (size_t)in->len);
        s[in->len] = '\0';
        v = type_input_cstring(oid, s, in->typmod);
        check_text_roundtrip(in, v);
        if (in->t->send && in->t->receive)
            check_binary_roundtrip(in, v);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const FuzzType *ft = &types[data[0] % lengthof(types)];
    const TypeInfo *t = type_by_oid(ft->oid);
    if (t == NULL)
        return 0;
    bool binary = (data[1] & 1) != 0;
    if (binary && t->receive == NULL)
        return 0;
    /* the value in an exact-size buffer: ASan sees a read past its end */
    char *value = malloc(size - 2 ? size - 2 : 1);
    memcpy(value, data + 2, size - 2);
    TypeInput in = {ft, t, binary, (data[1] & 2) ? ft->typmod : -1, value, (int)(size - 2)};
    fuzz_try(input_one, &in);
    free(value);
    return 0;
}
