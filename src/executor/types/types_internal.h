/*
 * types_internal.h: what the type-family files (types/ *.c) share with each other and with the
 * catalog index (catalog.c). Not for use outside src/executor/types/.
 *
 * The one idea: each family file (bool.c, int.c, float.c, numeric.c, varlena.c, datetime.c,
 * agg.c) holds the C functions of its types AND the declarative catalog rows naming them, bundled
 * in one TypesFamily; catalog.c indexes all families at first use.
 */
#ifndef BASALT_TYPES_INTERNAL_H
#define BASALT_TYPES_INTERNAL_H

#include "common/basalt.h"
#include "common/elog.h"
#include "common/list.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/fmgr.h"

/* Per-type btree/hash support: what type_cmp_proc() and friends return. */
typedef struct TypeSupport {
    Oid typid;
    Oid cmp_proc;  /* btree three-way comparison, int4 result */
    Oid hash_proc; /* hash(value) -> int4 */
    Oid eq_oper;
    Oid lt_oper;
} TypeSupport;

typedef struct TypesFamily {
    const char *name;
    const TypeInfo *types;
    int ntypes;
    const TypeSupport *support;
    int nsupport;
    const ProcInfo *procs;
    int nprocs;
    const OperInfo *opers;
    int nopers;
    const CastInfo *casts;
    int ncasts;
    const AggInfo *aggs;
    int naggs;
} TypesFamily;

#define TYPES_ROWS(arr) arr, (int)lengthof(arr)
#define TYPES_NO_ROWS NULL, 0

extern const TypesFamily types_family_bool;
extern const TypesFamily types_family_uuid;
extern const TypesFamily types_family_tid;
extern const TypesFamily types_family_aclitem;
extern const TypesFamily types_family_aclfuncs;
extern const TypesFamily types_family_json;
extern const TypesFamily types_family_jsonb;
extern const TypesFamily types_family_encode;
extern const TypesFamily types_family_regclass;
extern const TypesFamily types_family_regproc;
extern const TypesFamily types_family_fdwfuncs;
extern const TypesFamily types_family_dbsize;
extern const TypesFamily types_family_brin;
extern const TypesFamily types_family_seq;
extern const TypesFamily types_family_catfuncs;
extern const TypesFamily types_family_describe;
extern const TypesFamily types_family_int;
extern const TypesFamily types_family_float;
extern const TypesFamily types_family_numeric;
extern const TypesFamily types_family_varlena;
extern const TypesFamily types_family_datetime;
extern const TypesFamily types_family_formatting_datetime;
extern const TypesFamily types_family_formatting_numeric;
extern const TypesFamily types_family_agg;
extern const TypesFamily types_family_srf;
extern const TypesFamily types_family_pgstat;
extern const TypesFamily types_family_backend;
extern const TypesFamily types_family_sys;
extern const TypesFamily types_family_array;
extern const TypesFamily types_family_array_funcs;

/*
 * Functions with OUT columns (srf_columns.c): called once per column, the column number
 * (from 1) the one argument. srf_columns_row gives the row this call returns, or NULL at the
 * end (is_done set); the rows are a List built by build (palloc'd, in the current context)
 * once for the ncols calls of one scan. fname names the function in the error for a call
 * outside FROM.
 */
typedef List *(*SrfColumnsBuild)(void);
const void *srf_columns_row(FunctionCallInfo fcinfo, const char *fname, int ncols,
                            SrfColumnsBuild build);
extern const TypesFamily types_family_lockfuncs;
extern const TypesFamily types_family_portalfuncs;
extern const TypesFamily types_family_record;

/* Hashing (hash.c in spirit; lives in catalog.c): stable within one server build. */
uint32 types_hash_bytes(const void *p, size_t len);
uint32 types_hash_uint64(uint64 v);

/* Binary I/O: the PG wire formats, network byte order. Receive errors are PG's. */
/* An identifier, double-quoted when it is not all lower case letters, digits and _ (regclass.c). */
void types_append_ident(StringInfo buf, const char *name);
/* regclass(text): the relation a name finds (42P01 if none). */
Datum types_regclass_from_text(PG_FUNCTION_ARGS);
/* regtype's input: a type's oid, pg_type name or format_type name (ERROR 42704 if none). */
Oid types_type_named(const char *s);
/* Binary input and output of the reg* types (an oid on the wire). */
Datum types_regoid_recv(PG_FUNCTION_ARGS);
Datum types_regoid_send(PG_FUNCTION_ARGS);
void types_send_init(StringInfo buf);
void types_send_int8(StringInfo buf, uint8 v);
void types_send_int16(StringInfo buf, int16 v);
void types_send_int32(StringInfo buf, int32 v);
void types_send_int64(StringInfo buf, int64 v);
bytea *types_send_finish(StringInfo buf);
uint8 types_recv_int8(StringInfo buf);
int16 types_recv_int16(StringInfo buf);
int32 types_recv_int32(StringInfo buf);
int64 types_recv_int64(StringInfo buf);
const char *types_recv_bytes(StringInfo buf, int len);

/* Text helpers */
static inline int text_len(const text *t) { return VARSIZE_ANY_EXHDR(t); }
static inline const char *text_data(const text *t) { return ((const varlena *)t)->vl_dat; }
text *types_text_alloc(int len); /* uninitialized payload of len bytes */
/* Decode hex digits (whitespace between pairs allowed) or bytea's escape format into out
 * (room for len bytes); returns the bytes written; PG's errors (encode.c). */
int types_decode_hex(const char *s, int len, unsigned char *out);
int types_decode_escape(const char *s, int len, unsigned char *out);

/* Integer text parsing shared by int.c and others: PG's rules (spaces, sign), ERROR on bad. */
int64 types_parse_int64(const char *s, const char *typname, int64 min, int64 max);

/* float8/float4 text forms as PG prints them (extra_float_digits), shared with numeric.c. */
char *types_float8_to_cstring(double v);
char *types_float4_to_cstring(float v);
double types_float8_from_cstring(const char *s, const char *typname, const char *orig);

/* Numeric helpers shared with agg.c and the casts in other families (numeric.c). */
typedef struct NumericData *Numeric;
Datum types_numeric_from_int64(int64 v);
Datum types_numeric_from_cstring(const char *s);
char *types_numeric_to_cstring(Datum n);
Datum types_numeric_add(Datum a, Datum b);
Datum types_numeric_div(Datum a, Datum b);
Datum types_numeric_mul(Datum a, Datum b);
Datum types_numeric_sub(Datum a, Datum b);
Datum types_numeric_sqrt(Datum a);
bool types_numeric_is_nan(Datum n);
double types_numeric_to_double(Datum n);
Datum types_numeric_from_int128(__int128 v);
/* Exact sums of numerics in an int128 (sum and avg of numeric): n * 10^scale, when n is a
 * finite value with at most scale decimals and the result has fewer than
 * NUMERIC_SCALED_MAX_DIGITS digits (else false); and back, with display scale scale. */
#define NUMERIC_SCALED_MAX_DIGITS 36
bool types_numeric_to_scaled_int128(Datum n, int scale, __int128 *out);
__int128 types_pow10_int128(int k); /* 0 <= k <= 38 */
Datum types_numeric_from_scaled_int128(__int128 v, int scale);
int types_numeric_sign(Datum n); /* -1, 0, 1; 2 for NaN; infinities count as -1/1 */
bool types_numeric_is_special(Datum n);
Datum types_numeric_special(int which); /* 0 NaN, 1 +Infinity, -1 -Infinity */
Datum types_numeric_div_scale(Datum a, Datum b, int rscale);
Datum types_numeric_sqrt_scale(Datum a, int rscale);
Datum types_numeric_round(Datum a, int rscale);
int types_numeric_dscale(Datum n);

/* interval's stored form: kept apart because a day is not always 24 hours, nor a month 30
 * days (datetime.c, formatting_datetime.c). */
typedef struct Interval {
    int64 time; /* microseconds */
    int32 day;
    int32 month;
} Interval;

/* Time zones for to_char and to_timestamp (datetime.c): the session zone's offset (seconds
 * east of UTC) at a timestamptz and its abbreviation there; a local timestamp in the session
 * zone as a timestamptz; a timestamp rounded to typmod fractional digits, as PG's
 * AdjustTimestampForTypmod. */
int32 types_session_zone_at(int64 ts_utc, const char **abbrev);
int64 types_timestamptz_from_local(int64 local);
int64 types_timestamp_round(int64 t, int32 typmod);

/* Error helpers with PG's wording. */
pg_noreturn void types_invalid_syntax(const char *typname, const char *input);
pg_noreturn void types_out_of_range(const char *what); /* "integer out of range" style */

/* The has_*_privilege functions (aclitem.c, aclfuncs.c): a privilege's words, "select, UPDATE
 * WITH GRANT OPTION" made a mask with them (PG's convert_any_priv_string), and the role of
 * argument i: a name (NAMEOID), an oid, or the current user when i < 0. */
typedef struct PrivWord {
    const char *word;
    uint32 bits;
} PrivWord;
uint32 types_priv_mask(const text *t, const PrivWord *words, int nwords);
Oid types_role_arg(FunctionCallInfo fcinfo, int i, bool by_name);

#endif /* BASALT_TYPES_INTERNAL_H */
