/*
 * basalt.h: the definitions every Basalt source file starts from.
 *
 * Fixed-width integer names in PostgreSQL's spelling (int32, uint64, Oid), the Datum that carries
 * one SQL value through the executor, and the assertion macros. Include it first, everywhere.
 */
#ifndef BASALT_H
#define BASALT_H

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef int8_t int8;
typedef int16_t int16;
typedef int32_t int32;
typedef int64_t int64;
typedef uint8_t uint8;
typedef uint16_t uint16;
typedef uint32_t uint32;
typedef uint64_t uint64;

typedef uint32 Oid; /* object identifier, as PostgreSQL clients know it */
#define InvalidOid ((Oid)0)
#define OidIsValid(o) ((o) != InvalidOid)

#define NAMEDATALEN 64 /* identifiers are truncated to NAMEDATALEN-1 bytes, as in PG */

/*
 * A Datum holds one value: by-value types (bool, int2/4/8, float4/8, date, timestamp, oid) are
 * stored in it directly; every other type is a pointer to a varlena (see below).
 */
typedef uintptr_t Datum;

#define BoolGetDatum(x) ((Datum)((x) ? 1 : 0))
#define DatumGetBool(d) ((bool)((d) != 0))
#define Int16GetDatum(x) ((Datum)(int64)(int16)(x))
#define DatumGetInt16(d) ((int16)(d))
#define Int32GetDatum(x) ((Datum)(int64)(int32)(x))
#define DatumGetInt32(d) ((int32)(d))
#define UInt32GetDatum(x) ((Datum)(uint32)(x))
#define DatumGetUInt32(d) ((uint32)(d))
#define ObjectIdGetDatum(x) ((Datum)(Oid)(x))
#define DatumGetObjectId(d) ((Oid)(d))
#define Int64GetDatum(x) ((Datum)(int64)(x))
#define DatumGetInt64(d) ((int64)(d))
#define PointerGetDatum(p) ((Datum)(p))
#define DatumGetPointer(d) ((void *)(d))
#define CStringGetDatum(s) PointerGetDatum(s)
#define DatumGetCString(d) ((char *)DatumGetPointer(d))

static inline Datum Float8GetDatum(double f)
{
    Datum d;
    memcpy(&d, &f, sizeof(d));
    return d;
}
static inline double DatumGetFloat8(Datum d)
{
    double f;
    memcpy(&f, &d, sizeof(f));
    return f;
}
static inline Datum Float4GetDatum(float f)
{
    uint32 u;
    memcpy(&u, &f, sizeof(u));
    return (Datum)u;
}
static inline float DatumGetFloat4(Datum d)
{
    uint32 u = (uint32)d;
    float f;
    memcpy(&f, &u, sizeof(f));
    return f;
}

/*
 * Variable-length values (text, varchar, bpchar, bytea, numeric, ...) share one layout in memory
 * and on disk: a 4-byte total length (header included), then the payload. There are no 1-byte
 * short headers and no compression: a varlena is always this.
 */
typedef struct varlena {
    uint32 vl_len;  /* total size in bytes, this header included */
    char vl_dat[];  /* payload */
} varlena;
typedef varlena text;
typedef varlena bytea;

#define VARHDRSZ ((int32)sizeof(uint32))
#define VARSIZE(p) (((const varlena *)(p))->vl_len)
#define SET_VARSIZE(p, n) (((varlena *)(p))->vl_len = (uint32)(n))
#define VARDATA(p) (((varlena *)(p))->vl_dat)
#define VARSIZE_ANY_EXHDR(p) ((int)(VARSIZE(p) - VARHDRSZ))
#define DatumGetTextP(d) ((text *)DatumGetPointer(d))

/* Alignment of values inside tuples: 'c' char, 's' short, 'i' int, 'd' double. */
#define TYPEALIGN(a, len) (((uintptr_t)(len) + ((a)-1)) & ~((uintptr_t)((a)-1)))
#define MAXALIGN(len) TYPEALIGN(8, (len))

#define lengthof(array) (sizeof(array) / sizeof((array)[0]))
#define Min(a, b) ((a) < (b) ? (a) : (b))
#define Max(a, b) ((a) > (b) ? (a) : (b))

/* Murmur3's 64-bit finalizer: every input bit reaches every output bit (hashing, sort keys). */
static inline uint64 hash_mix64(uint64 h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

/* A 64-bit hash of a byte string, a word at a time (hash tables, HyperLogLog counts). */
static inline uint64 hash_bytes64(const void *p, size_t len)
{
    const unsigned char *s = (const unsigned char *)p;
    uint64 h = 0x9e3779b97f4a7c15ULL ^ (len * 0x100000001b3ULL);
    while (len >= 8) {
        uint64 w;
        memcpy(&w, s, 8);
        h = hash_mix64(h ^ w) + 0x27d4eb2f165667c5ULL;
        s += 8;
        len -= 8;
    }
    uint64 w = 0;
    memcpy(&w, s, len);
    return hash_mix64(h ^ w ^ (uint64)len << 56);
}

/* The value of a hexadecimal digit, or -1 if c is not one (the lexer, bytea, COPY use it). */
static inline int hex_digit_value(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/*
 * Checks. Assert() states an invariant (compiled out with NDEBUG). ALWAYS(X)/NEVER(X) wrap
 * defensive branches that should be unreachable: they assert in debug builds and still take
 * the safe branch in release builds.
 */
#define Assert(cond) assert(cond)
#ifdef NDEBUG
#define ALWAYS(X) (X)
#define NEVER(X) (X)
#else
#define ALWAYS(X) ((X) ? 1 : (assert(0), 0))
#define NEVER(X) ((X) ? (assert(0), 1) : 0)
#endif

#define pg_attribute_printf(f, a) __attribute__((format(printf, f, a)))
#define pg_noreturn __attribute__((noreturn))
#define unlikely(x) __builtin_expect((x) != 0, 0)
#define likely(x) __builtin_expect((x) != 0, 1)

#endif /* BASALT_H */
