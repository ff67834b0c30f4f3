/*
 * test_arrays.c: array_in / array_out, the binary round trip, and the array layout helpers.
 *
 * The one idea: every expected string below is what PostgreSQL 15 prints for the same input
 * (checked on pg-oracle); errors are compared as "ERROR <sqlstate>: <message> DETAIL: ...".
 */
#include "executor/types/array.h"

#include "types_test_util.h"

static char *in_out(Oid arraytype, const char *s)
{
    return tt_in_typmod(arraytype, s, -1);
}

static void test_text_io(void)
{
    CHECK_STR(in_out(1007, "{1,2,3}"), "{1,2,3}");
    CHECK_STR(in_out(1007, "{}"), "{}");
    CHECK_STR(in_out(1007, "  { 1 , 2 }  "), "{1,2}");
    CHECK_STR(in_out(1007, "{{1,2},{3,4}}"), "{{1,2},{3,4}}");
    CHECK_STR(in_out(1007, "[0:1]={1,2}"), "[0:1]={1,2}");
    CHECK_STR(in_out(1007, "[1:2][3:4]={{1,2},{3,4}}"), "[1:2][3:4]={{1,2},{3,4}}");
    CHECK_STR(in_out(1007, "[3]={1,2,3}"), "{1,2,3}");
    CHECK_STR(in_out(1007, "{1,NULL,null}"), "{1,NULL,NULL}");
    /* NULL vs "NULL", empty strings, quoting of specials */
    CHECK_STR(in_out(1009, "{NULL,\"NULL\",\"\",null}"), "{NULL,\"NULL\",\"\",NULL}");
    CHECK_STR(in_out(1009, "{\"a b\",\"\\\"x\\\"\",\"back\\\\slash\",\"{}\",\"a,b\"}"),
              "{\"a b\",\"\\\"x\\\"\",\"back\\\\slash\",\"{}\",\"a,b\"}");
    CHECK_STR(in_out(1009, "{ a b , \"c d\" , e\\ \\ }"), "{\"a b\",\"c d\",\"e  \"}");
    CHECK_STR(in_out(1009, "{{\"a\"},{\"b\"}}"), "{{a},{b}}");
    CHECK_STR(in_out(1009, "{\\{\\}}"), "{\"{}\"}");
    CHECK_STR(in_out(1231, "{1.50,-2}"), "{1.50,-2}");
    CHECK_STR(in_out(1000, "{t,f,NULL}"), "{t,f,NULL}");
    /* six dimensions are allowed, seven are not */
    CHECK_STR(in_out(1007, "{{{{{{1}}}}}}"), "{{{{{{1}}}}}}");
    CHECK_STR(in_out(1007, "{{{{{{{1}}}}}}}"),
              "ERROR 54000: number of array dimensions (7) exceeds the maximum allowed (6)");
    CHECK_STR(in_out(1007, "[1][2][3][4][5][6][7]={1}"),
              "ERROR 54000: number of array dimensions (7) exceeds the maximum allowed (6)");
    /* malformed literals, with PG's details */
    CHECK_STR(in_out(1007, "{1,2"),
              "ERROR 22P02: malformed array literal: \"{1,2\" DETAIL: Unexpected end of input.");
    CHECK_STR(in_out(1007, "  {1"),
              "ERROR 22P02: malformed array literal: \"{1\" DETAIL: Unexpected end of input.");
    CHECK_STR(in_out(1007, "{{1,2},{3}}"),
              "ERROR 22P02: malformed array literal: \"{{1,2},{3}}\" DETAIL: Multidimensional "
              "arrays must have sub-arrays with matching dimensions.");
    CHECK_STR(in_out(1007, "{1,{2}}"),
              "ERROR 22P02: malformed array literal: \"{1,{2}}\" DETAIL: Unexpected \"{\" "
              "character.");
    CHECK_STR(in_out(1007, "{{}}"),
              "ERROR 22P02: malformed array literal: \"{{}}\" DETAIL: Unexpected \"}\" character.");
    CHECK_STR(in_out(1007, "x"),
              "ERROR 22P02: malformed array literal: \"x\" DETAIL: Array value must start with "
              "\"{\" or dimension information.");
    CHECK_STR(in_out(1007, "{1} x"),
              "ERROR 22P02: malformed array literal: \"{1} x\" DETAIL: Junk after closing right "
              "brace.");
    CHECK_STR(in_out(1007, "[1:3]={1,2}"),
              "ERROR 22P02: malformed array literal: \"[1:3]={1,2}\" DETAIL: Specified array "
              "dimensions do not match array contents.");
    CHECK_STR(in_out(1007, "[2:1]={}"), "ERROR 2202E: upper bound cannot be less than lower bound");
    CHECK_STR(in_out(1009, "{a\\}"),
              "ERROR 22P02: malformed array literal: \"{a\\}\" DETAIL: Unexpected end of input.");
    CHECK_STR(in_out(1009, "{\"a\"b}"),
              "ERROR 22P02: malformed array literal: \"{\"a\"b}\" DETAIL: Unexpected array "
              "element.");
    /* element errors come from the element type */
    CHECK_STR(in_out(1007, "{1,a}"), "ERROR 22P02: invalid input syntax for type integer: \"a\"");
    /* int2vector / oidvector */
    CHECK_STR(in_out(22, " 1  2 3 "), "1 2 3");
    CHECK_STR(in_out(30, ""), "");
}

/* text -> value -> binary -> value -> text must give the text back. */
static char *binary_roundtrip(Oid arraytype, const char *s)
{
    char *volatile out = NULL;
    PG_TRY();
    {
        Datum v = type_input_cstring(arraytype, s, -1);
        bytea *b = type_send_binary(arraytype, v);
        Datum back = type_receive_binary(arraytype, VARDATA(b), VARSIZE_ANY_EXHDR(b), -1);
        out = type_output_cstring(arraytype, back);
    }
    PG_CATCH();
    {
        out = tt_error_text();
    }
    PG_END_TRY();
    return out;
}

static char *receive_bytes(Oid arraytype, const unsigned char *data, int len)
{
    char *volatile out = NULL;
    PG_TRY();
    {
        out = type_output_cstring(arraytype,
                                  type_receive_binary(arraytype, (const char *)data, len, -1));
    }
    PG_CATCH();
    {
        out = tt_error_text();
    }
    PG_END_TRY();
    return out;
}

static void test_binary(void)
{
    const char *cases[][2] = {
        {"1007", "{1,2,3}"},          {"1007", "{}"},
        {"1007", "[0:1]={1,NULL}"},   {"1007", "{{1,2},{3,4}}"},
        {"1009", "{\"a b\",NULL,\"\"}"}, {"1016", "{9223372036854775807,-1}"},
        {"1231", "{1.5,NULL,-0.001}"}, {"1022", "{1.5,-0}"},
        {"1000", "{t,f}"},            {"1115", "{\"2024-01-02 03:04:05\"}"},
        {"1187", "{\"1 day 02:00:00\"}"}, {"22", "1 2 3"},
        {"30", "4 5"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
        CHECK_STR(binary_roundtrip((Oid)atoi(cases[i][0]), cases[i][1]), cases[i][1]);
    /* PG's wire bytes for '{1,2}'::int4[]: ndim 1, no nulls, elemtype 23, dim 2, lb 1 */
    const unsigned char int4_12[] = {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 23, 0, 0, 0, 2, 0, 0, 0, 1,
                                     0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 2};
    CHECK_STR(receive_bytes(1007, int4_12, sizeof(int4_12)), "{1,2}");
    bytea *b = type_send_binary(1007, type_input_cstring(1007, "{1,2}", -1));
    CHECK(VARSIZE_ANY_EXHDR(b) == (int)sizeof(int4_12) &&
          memcmp(VARDATA(b), int4_12, sizeof(int4_12)) == 0);
    const unsigned char wrong_type[] = {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 25, 0, 0, 0, 0, 0, 0, 0, 1};
    CHECK_STR(receive_bytes(1007, wrong_type, sizeof(wrong_type)),
              "ERROR 42804: binary data has array element type 25 (text) instead of expected 23 "
              "(int4)");
    const unsigned char bad_flags[] = {0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 23};
    CHECK_STR(receive_bytes(1007, bad_flags, sizeof(bad_flags)), "ERROR 22P03: invalid array flags");
    const unsigned char seven_dims[] = {0, 0, 0, 7};
    CHECK_STR(receive_bytes(1007, seven_dims, sizeof(seven_dims)),
              "ERROR 54000: number of array dimensions (7) exceeds the maximum allowed (6)");
    const unsigned char long_elem[] = {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 23, 0, 0, 0, 1, 0, 0, 0, 1,
                                       0, 0, 0, 8, 0, 0, 0, 1, 0, 0, 0, 2};
    CHECK_STR(receive_bytes(1007, long_elem, sizeof(long_elem)),
              "ERROR 22P03: improper binary format in array element 1");
    const unsigned char truncated[] = {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 23, 0, 0, 0, 1,
                                       0, 0, 0, 1, 0, 0, 0, 4, 0, 0};
    CHECK_STR(receive_bytes(1007, truncated, sizeof(truncated)),
              "ERROR 22P03: insufficient data left in message");
}

static void test_layout(void)
{
    ArrayElemInfo e8, et;
    arraytype_elem_info(INT8OID, &e8);
    arraytype_elem_info(TEXTOID, &et);
    Datum v[3] = {Int64GetDatum(1), 0, Int64GetDatum(3)};
    bool nl[3] = {false, true, false};
    ArrayType *a = arraytype_construct_1d(v, nl, 3, &e8);
    CHECK(ARR_NDIM(a) == 1 && ARR_HASNULL(a) && ARR_DIMS(a)[0] == 3 && ARR_LBOUND(a)[0] == 1);
    CHECK(((uintptr_t)ARR_DATA_PTR(a) - (uintptr_t)a) % 8 == 0);
    Datum *out;
    bool *onl;
    int n;
    arraytype_deconstruct(a, &e8, &out, &onl, &n);
    CHECK(n == 3 && DatumGetInt64(out[0]) == 1 && onl[1] && DatumGetInt64(out[2]) == 3);
    Datum t[2] = {PointerGetDatum(cstring_to_text("x")), PointerGetDatum(cstring_to_text("yz"))};
    ArrayType *ta = arraytype_construct_1d(t, NULL, 2, &et);
    CHECK_STR(arraytype_to_cstring(ta), "{x,yz}");
    CHECK(!ARR_HASNULL(ta));
    ArrayType *empty = arraytype_construct_1d(NULL, NULL, 0, &et);
    CHECK(ARR_NDIM(empty) == 0 && ARR_ELEMTYPE(empty) == TEXTOID);
    CHECK(arraytype_compare(ta, empty, DEFAULT_COLLATION_OID) > 0);
    CHECK(arraytype_equal(ta, ta, DEFAULT_COLLATION_OID));
    CHECK(arraytype_elem_of(1007) == INT4OID && arraytype_of_elem(INT4OID) == 1007);
    CHECK(arraytype_elem_of(NAMEOID) == InvalidOid);
}

/*
 * Random literals from the characters that matter to the parser: each must either fail with an
 * ERROR or give a value whose output reads back to itself. Random bytes through array_recv must
 * fail cleanly or give a valid array. (Run under ASan in make check: no input may crash.)
 */
static unsigned long long rng_state = 88172645463325252ULL;
static unsigned rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)rng_state;
}

/* input then output, NULL on an ERROR (which is forgotten) */
static char *try_in_out(Oid t, const char *str)
{
    char *volatile out = NULL;
    PG_TRY();
    {
        out = type_output_cstring(t, type_input_cstring(t, str, -1));
    }
    PG_CATCH();
    {
        elog_flush_error();
    }
    PG_END_TRY();
    return out;
}

static void try_recv(const unsigned char *bytes, int len)
{
    PG_TRY();
    {
        (void)type_output_cstring(1007, type_receive_binary(1007, (const char *)bytes, len, -1));
    }
    PG_CATCH();
    {
        elog_flush_error();
    }
    PG_END_TRY();
}

static void test_random_input(void)
{
    static const char alphabet[] = "{{{}}},,,\"\"\\  1a-[]:=N";
    const Oid types[] = {1007, 1009, 1231};
    int parsed = 0, failed = 0, roundtrip_bad = 0;
    for (int iter = 0; iter < 20000; iter++) {
        char buf[24];
        int len = (int)(rnd() % 20);
        for (int i = 0; i < len; i++)
            buf[i] = alphabet[rnd() % (sizeof(alphabet) - 1)];
        buf[len] = '\0';
        if (iter % 7 == 0 && len > 2) { /* mostly well-formed shapes too */
            buf[0] = '{';
            buf[len - 1] = '}';
        }
        Oid t = types[iter % 3];
        MemoryContext cxt = mcxt_create(CurrentMemoryContext, "random");
        MemoryContext old = mcxt_switch_to(cxt);
        char *out1 = try_in_out(t, buf);
        char *out2 = out1 ? try_in_out(t, out1) : NULL;
        if (out1 == NULL)
            failed++;
        else {
            parsed++;
            if (out2 == NULL || strcmp(out1, out2) != 0) {
                roundtrip_bad++;
                fprintf(stderr, "round trip of \"%s\": \"%s\" then \"%s\"\n", buf, out1,
                        out2 ? out2 : "(error)");
            }
        }
        mcxt_switch_to(old);
        mcxt_delete(cxt);
    }
    CHECK(parsed > 100 && failed > 100);
    CHECK(roundtrip_bad == 0);
    for (int iter = 0; iter < 5000; iter++) {
        unsigned char bytes[64];
        int len = (int)(rnd() % sizeof(bytes));
        for (int i = 0; i < len; i++)
            bytes[i] = (unsigned char)(rnd() % 4 == 0 ? rnd() : (i % 4 == 3 ? rnd() % 3 : 0));
        if (len >= 12) { /* a plausible header now and then */
            bytes[3] = (unsigned char)(rnd() % 3);
            bytes[11] = 23;
        }
        MemoryContext cxt = mcxt_create(CurrentMemoryContext, "random");
        MemoryContext old = mcxt_switch_to(cxt);
        try_recv(bytes, len);
        mcxt_switch_to(old);
        mcxt_delete(cxt);
    }
}

int main(void)
{
    MemoryContextSwitchTo(mcxt_create(mcxt_top(), "test_arrays"));
    test_text_io();
    test_binary();
    test_layout();
    test_random_input();
    return tt_finish("test_arrays");
}
