/*
 * builtins.h: the built-in catalog of types, functions, operators, casts and aggregates.
 *
 * These are C tables, compiled in (src/executor/types/), with PostgreSQL's oids and names so
 * that clients that hard-code type oids (16 bool, 20 int8, 23 int4, 25 text, 1700 numeric, ...)
 * work. The binder resolves names and overloads against them with PostgreSQL's rules; the
 * executor calls the PGFunctions they hold. The pg_catalog views of a later issue are built over
 * these same tables.
 */
#ifndef BASALT_BUILTINS_H
#define BASALT_BUILTINS_H

#include "common/basalt.h"
#include "executor/fmgr.h"

/* Type oids, as in PostgreSQL's pg_type.dat. */
#define BOOLOID 16
#define BYTEAOID 17
#define CHAROID 18
#define NAMEOID 19
#define INT8OID 20
#define INT2OID 21
#define INT4OID 23
#define REGPROCOID 24
#define TEXTOID 25
#define OIDOID 26
#define TIDOID 27
#define XIDOID 28
#define CIDOID 29
#define JSONOID 114
#define FLOAT4OID 700
#define FLOAT8OID 701
#define UNKNOWNOID 705
#define BPCHAROID 1042
#define VARCHAROID 1043
#define DATEOID 1082
#define TIMEOID 1083
#define TIMESTAMPOID 1114
#define TIMESTAMPTZOID 1184
#define INTERVALOID 1186
#define NUMERICOID 1700
#define UUIDOID 2950
#define REGCLASSOID 2205
#define REGTYPEOID 2206
#define REGPROCEDUREOID 2202
#define RECORDOID 2249
#define CSTRINGOID 2275
#define ANYOID 2276
#define ANYELEMENTOID 2283
#define ANYARRAYOID 2277
#define ANYNONARRAYOID 2776
#define ANYCOMPATIBLEOID 5077
#define ANYCOMPATIBLEARRAYOID 5078    /* added for arrays */
#define ANYCOMPATIBLENONARRAYOID 5079 /* added for arrays */
#define VOIDOID 2278
#define INTERNALOID 2281
#define JSONBOID 3802
#define INT4ARRAYOID 1007
#define TEXTARRAYOID 1009

#define DEFAULT_COLLATION_OID 100
#define C_COLLATION_OID 950

/* Type categories (pg_type.typcategory), used by the binder's implicit-cast rules. */
#define TYPCATEGORY_BOOLEAN 'B'
#define TYPCATEGORY_DATETIME 'D'
#define TYPCATEGORY_NUMERIC 'N'
#define TYPCATEGORY_STRING 'S'
#define TYPCATEGORY_TIMESPAN 'T'
#define TYPCATEGORY_USER 'U'
#define TYPCATEGORY_UNKNOWN 'X'
#define TYPCATEGORY_PSEUDOTYPE 'P'
#define TYPCATEGORY_ARRAY 'A'

typedef struct TypeInfo {
    Oid oid;
    const char *typname; /* "int4", "varchar", ... (pg_type.typname) */
    int16 typlen;        /* -1 varlena, -2 C string */
    bool typbyval;
    char typalign;
    char typcategory;
    bool typispreferred;
    Oid typelem;  /* element type of an array type, else 0 */
    Oid typarray; /* the array type of this type, else 0 */
    /* I/O: input(cstring, typioparam oid, typmod int4) -> value; output(value) -> cstring;
     * receive(StringInfo as pointer, typioparam, typmod) -> value; send(value) -> bytea. */
    PGFunction input;
    PGFunction output;
    PGFunction receive; /* can be NULL: binary format not supported for this type */
    PGFunction send;    /* can be NULL */
    /* typmod_in(List of int32 modifiers as in the TypeName) -> typmod; can be NULL */
    int32 (*typmod_in)(const int32 *mods, int nmods);
    /* typmod_out(typmod) -> "(10,2)"; can be NULL */
    char *(*typmod_out)(int32 typmod);
} TypeInfo;

const TypeInfo *type_by_oid(Oid oid);           /* NULL if unknown */
const TypeInfo *type_by_name(const char *name); /* pg_type name: "int4", "varchar", ... */
/* PG's format_type_be ("integer", "character varying", "text[]") and format_type with a
 * typmod ("character varying(3)", "numeric(5,2)", "bpchar" for -1). */
char *type_format(Oid typid);
/* The name of a pseudo-type Basalt's functions and operators use without a TypeInfo (any,
 * anyelement, anycompatiblearray, internal, cstring ...), as format_type shows it; else NULL. */
const char *type_pseudo_name(Oid typid);
char *type_format_mod(Oid typid, int32 typmod);
/* PG's get_typavgwidth: the bytes a value of the type takes on average, for plan widths and
 * row-size estimates (a declared maximum length counts in full up to 32 bytes, and half of
 * what it allows beyond; char(n) in full; other variable-width types 32). */
int32 type_avg_width(Oid typid, int32 typmod);

#define PROKIND_FUNCTION 'f'
#define PROKIND_AGGREGATE 'a'
#define PROKIND_WINDOW 'w'
#define PROVOLATILE_IMMUTABLE 'i'
#define PROVOLATILE_STABLE 's'
#define PROVOLATILE_VOLATILE 'v'
#define PROC_MAX_ARGS 8

typedef struct ProcInfo {
    Oid oid;
    const char *proname;
    char prokind;
    char provolatile;
    bool proisstrict;
    bool proretset;
    short pronargs;
    Oid rettype;
    Oid argtypes[PROC_MAX_ARGS];
    Oid provariadic; /* element type of a VARIADIC last argument, else 0 */
    PGFunction fn;   /* NULL for aggregates (see AggInfo) */
    /* For named notation and defaults, as pg_proc's proargnames and proargdefaults: the
     * argument names separated by commas, and the constants (as literals) of the last
     * arguments' defaults; NULL for most functions. */
    const char *argnames;
    const char *argdefaults;
    /* A function returning record with OUT columns (PG's proallargtypes / proargmodes): the
     * columns as "name type, name type" with pg_type names (polymorphic ones resolved from the
     * arguments, as for the result), NULL for the others. */
    const char *outargs;
    /* The schema a function lives in when it is not pg_catalog ("information_schema" for
     * _pg_expandarray): it is then found only when qualified with that schema. NULL: pg_catalog. */
    const char *proschema;
} ProcInfo;

const ProcInfo *proc_by_oid(Oid oid);
/* All functions with this name, any argument types; *n receives their number. */
const ProcInfo *const *procs_by_name(const char *name, int *n);

typedef struct OperInfo {
    Oid oid;
    const char *oprname; /* "+", "=", "||", "~~" */
    char oprkind;        /* 'b' binary, 'l' prefix */
    Oid oprleft;         /* 0 for prefix */
    Oid oprright;
    Oid oprresult;
    Oid oprcode; /* ProcInfo oid */
    Oid oprcom;  /* commutator, 0 if none */
    Oid oprnegate;
} OperInfo;

const OperInfo *oper_by_oid(Oid oid);
const OperInfo *const *opers_by_name(const char *name, int *n);

#define COERCION_CODE_IMPLICIT 'i'
#define COERCION_CODE_ASSIGNMENT 'a'
#define COERCION_CODE_EXPLICIT 'e'
#define COERCION_METHOD_FUNCTION 'f'
#define COERCION_METHOD_BINARY 'b'
#define COERCION_METHOD_INOUT 'i'

typedef struct CastInfo {
    Oid castsource;
    Oid casttarget;
    Oid castfunc;     /* ProcInfo oid, 0 for binary-coercible or I/O casts */
    char castcontext; /* COERCION_CODE_* */
    char castmethod;  /* COERCION_METHOD_* */
} CastInfo;

const CastInfo *cast_find(Oid source, Oid target); /* NULL if no pg_cast entry */

/*
 * Aggregates: the ProcInfo (prokind 'a') names and types it; this gives its implementation.
 * The state starts as initval (text, input to transtype; NULL means a NULL state, and for a
 * strict transfn the first non-NULL input becomes the state) and goes through transfn for every
 * row; finalfn (can be 0) turns it into the result. INTERNAL states are pointers allocated in
 * AggCallContext.aggcontext.
 */
/*
 * Calling convention for the executor: args[0] = state, args[1..] = the aggregate's inputs.
 * For a strict transfn, rows with a NULL input are skipped, and while the state is NULL (no
 * initval) the first non-NULL input becomes the state (only used where transtype equals the
 * input type: min, max, sum(float), bool_and/or). INTERNAL-state transfns (avg, sum(int8),
 * sum(numeric), variance, stddev) are non-strict: called with a NULL state they allocate one in
 * AggCallContext.aggcontext (fcinfo->context must point to it); they skip NULL inputs
 * themselves. A final function gets args[0] = state (possibly NULL: empty input) and returns
 * NULL for an empty group where SQL wants NULL (sum, avg). count(*) is the 0-argument proc 2803.
 */
typedef struct AggInfo {
    Oid aggfnoid;
    Oid aggtransfn;
    Oid aggfinalfn; /* 0: the state is the result */
    Oid aggcombinefn;
    Oid aggtranstype;
    const char *agginitval;
} AggInfo;

const AggInfo *agg_by_oid(Oid aggfnoid);

/* Btree comparison support: cmp(a, b) -> int4 < 0, 0, > 0 for a type, used by Sort and HashAgg. */
Oid type_cmp_proc(Oid typid);  /* ProcInfo oid of the three-way comparison, 0 if none */
Oid type_hash_proc(Oid typid); /* ProcInfo oid of hash(value) -> int4, 0 if none */
Oid type_eq_oper(Oid typid);   /* OperInfo oid of "=" for the type */
Oid type_lt_oper(Oid typid);   /* OperInfo oid of "<" for the type */

/* Calling helpers for I/O, used by the executor (output) and binder (literals). */
char *type_output_cstring(Oid typid, Datum value);
Datum type_input_cstring(Oid typid, const char *s, int32 typmod);

/*
 * Binary (wire) format I/O, for the extended protocol. type_receive_binary checks that the
 * whole buffer was consumed (ERROR 22P03 "incorrect binary data format" otherwise); it raises
 * 42883 for a type with no binary input. type_send_binary returns a palloc'd bytea whose payload
 * is the wire bytes.
 */
Datum type_receive_binary(Oid typid, const char *data, int len, int32 typmod);
bytea *type_send_binary(Oid typid, Datum value);

/*
 * Length coercion (pg_cast rows from a type to itself, castfunc set: varchar(varchar,int4,bool)
 * 669, bpchar(bpchar,int4,bool) 668, numeric(numeric,int4) 1703, timestamp(timestamp,int4) 1961,
 * timestamptz(timestamptz,int4) 1967): call with args[0] = value, args[1] = the target typmod
 * (int4, as stored in atttypmod: varchar(n) = n + 4), args[2] = isExplicit (bool) where the proc
 * has three arguments. Assignment (isExplicit false) raises 22001 "value too long for type
 * character varying(3)"; an explicit cast truncates silently, as PG does.
 */

/* Statement/transaction start time for now(), current_date, CURRENT_TIMESTAMP and friends:
 * the executor sets it (microseconds since 2000-01-01 00:00 UTC) once per statement, per thread.
 * statement_timestamp() and now() both return it until a transaction time is set separately. */
void types_set_statement_timestamp(int64 ts);
void types_set_transaction_timestamp(int64 ts);
int64 types_current_timestamp(void); /* wall clock now, same unit, for clock_timestamp() */

/* Is this a time zone name Basalt can use (UTC, fixed offsets, /usr/share/zoneinfo names)? */
bool types_timezone_is_valid(const char *name);

/* Walk the whole catalog (for the pg_catalog views of a later issue). Either callback may be NULL. */
void types_catalog_foreach(void (*type_fn)(const TypeInfo *, void *),
                           void (*proc_fn)(const ProcInfo *, void *), void *arg);
/* PG 15's COMMENT on the built-in type, function or operator oid, or NULL
 * (builtin_descriptions.c). */
const char *types_builtin_description(Oid oid);
/* PG 15's prosrc of the built-in function oid where it is not its name, else NULL. */
const char *types_builtin_prosrc(Oid oid);
/* Every pg_cast row, by (source, target). */
void types_cast_foreach(void (*fn)(const CastInfo *, void *), void *arg);
/* Every pg_operator row, by oid. */
void types_oper_foreach(void (*fn)(const OperInfo *, void *), void *arg);

#endif /* BASALT_BUILTINS_H */
