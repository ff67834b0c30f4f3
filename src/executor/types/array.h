/*
 * array.h: the in-memory (and on-disk) form of SQL arrays, and the helpers to build and take
 * them apart, for the type library and the executor's array expressions.
 *
 * The one idea: an array is one varlena laid out as PostgreSQL lays out its ArrayType: a fixed
 * header (ndim, dataoffset, element type), then ndim dimension lengths, ndim lower bounds, an
 * optional null bitmap (present only when dataoffset != 0, one bit per element, 1 = not null),
 * then the non-NULL elements in row-major order, each aligned to its type's typalign relative to
 * the start of the array, starting at a MAXALIGNed offset. A zero-dimensional array is the empty
 * array. int2vector and oidvector are such arrays too (one dimension, lower bound 0).
 */
#ifndef BASALT_ARRAY_H
#define BASALT_ARRAY_H

#include "common/basalt.h"
#include "executor/fmgr.h"

#define ARRAY_MAXDIM 6

typedef struct ArrayType {
    int32 vl_len_;   /* varlena header */
    int32 ndim;      /* 0 for an empty array */
    int32 dataoffset; /* offset of the data, 0 if there is no null bitmap */
    Oid elemtype;
} ArrayType;

#define ARR_NDIM(a) ((a)->ndim)
#define ARR_HASNULL(a) ((a)->dataoffset != 0)
#define ARR_ELEMTYPE(a) ((a)->elemtype)
#define ARR_DIMS(a) ((int *)(((char *)(a)) + sizeof(ArrayType)))
#define ARR_LBOUND(a) ((int *)(((char *)(a)) + sizeof(ArrayType) + sizeof(int) * (size_t)ARR_NDIM(a)))
#define ARR_NULLBITMAP(a)                                                                        \
    (ARR_HASNULL(a) ? (uint8 *)(((char *)(a)) + sizeof(ArrayType) +                              \
                                2 * sizeof(int) * (size_t)ARR_NDIM(a))                           \
                    : (uint8 *)NULL)
#define ARR_OVERHEAD_NONULLS(ndims) MAXALIGN(sizeof(ArrayType) + 2 * sizeof(int) * (size_t)(ndims))
#define ARR_OVERHEAD_WITHNULLS(ndims, nitems)                                                    \
    MAXALIGN(sizeof(ArrayType) + 2 * sizeof(int) * (size_t)(ndims) + ((size_t)(nitems) + 7) / 8)
#define ARR_DATA_OFFSET(a) (ARR_HASNULL(a) ? (size_t)(a)->dataoffset : ARR_OVERHEAD_NONULLS(ARR_NDIM(a)))
#define ARR_DATA_PTR(a) (((char *)(a)) + ARR_DATA_OFFSET(a))

#define DatumGetArrayTypeP(d) ((ArrayType *)DatumGetPointer(d))

/* What it takes to store, copy and compare one element type. */
typedef struct ArrayElemInfo {
    Oid type;
    int16 typlen;
    bool typbyval;
    char typalign;
} ArrayElemInfo;

/* The element type's storage shape; ERROR if the type is unknown. */
void arraytype_elem_info(Oid elemtype, ArrayElemInfo *info);

/* Number of elements of dims (0 for ndim 0); 54000 "array size exceeds the maximum allowed"
 * if the product overflows. */
int arraytype_nitems(int ndim, const int *dims);
/* 54000 if lbound + dim - 1 leaves int32 (PG's ArrayCheckBounds). */
void arraytype_check_bounds(int ndim, const int *dims, const int *lbs);

/* Build an array from nitems = product(dims) values in row-major order; nulls may be NULL. */
ArrayType *arraytype_construct(const Datum *elems, const bool *nulls, int ndim, const int *dims,
                               const int *lbs, const ArrayElemInfo *elem);
/* A one-dimensional array with lower bound 1 (empty if n == 0). */
ArrayType *arraytype_construct_1d(const Datum *elems, const bool *nulls, int n,
                                  const ArrayElemInfo *elem);
ArrayType *arraytype_empty(Oid elemtype);
/* An array with one more dimension made of these arrays (ARRAY[[..],[..]], ARRAY(SELECT arr),
 * array_agg(anyarray)); NULL and empty ones are skipped, the others must match (2202E). */
Datum arraytype_from_subarrays(const Datum *subs, const bool *nulls, int n, Oid elemtype);

/*
 * All elements in row-major order: *elems (by-reference values point into the array), *nulls
 * (never NULL on return), *n. The array must not be freed while the values are in use.
 */
void arraytype_deconstruct(const ArrayType *a, const ArrayElemInfo *elem, Datum **elems,
                           bool **nulls, int *n);

/* One element by its row-major offset (0 <= offset < nitems), without taking the array apart. */
Datum arraytype_element(const ArrayType *a, const ArrayElemInfo *elem, int offset, bool *isnull);

/* Three-way comparison and equality with the element type's btree support (PG's rules: element
 * by element, NULLs after non-NULLs, then fewer dimensions first, then dims, then lbounds). */
int arraytype_compare(const ArrayType *a, const ArrayType *b, Oid collation);
bool arraytype_equal(const ArrayType *a, const ArrayType *b, Oid collation);

/* The array type of an element type (0 if none) and the element type of an array type (0 if
 * the type is not an array; int2vector and oidvector count as arrays of int2 and oid). */
Oid arraytype_of_elem(Oid elemtype);
/* The element type's "=" function, 42883 if it has none. */
PGFunction arraytype_elem_eq_fn(Oid elemtype);
/* PG's text form: {1,2}, {"a b",NULL}, [0:1]={1,2}. */
char *arraytype_to_cstring(const ArrayType *a);
Oid arraytype_elem_of(Oid arraytype);

#endif /* BASALT_ARRAY_H */
