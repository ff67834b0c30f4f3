/*
 * copy.h: COPY between tables and the client or a server file (the executor's COPY module).
 *
 * exec_copy() runs a bound CopyInfo: options are checked first (PG's errors, before any data
 * moves), then copy_from() parses text, CSV or binary data into rows of the table, or
 * copy_to() runs the planned query and writes its rows in the chosen format. Data moves
 * through a CopyIO, which is either the client (the DestReceiver's COPY callbacks, one
 * CopyData message per row out) or a server file.
 */
#ifndef BASALT_EXECUTOR_COPY_H
#define BASALT_EXECUTOR_COPY_H

#include <stdio.h>

#include "common/stringinfo.h"
#include "executor/executor.h"
#include "planner/primnodes.h"
#include "storage/heapam.h"

typedef enum CopyFormat { COPY_TEXT, COPY_CSV, COPY_BINARY } CopyFormat;

typedef struct CopyOptions {
    CopyFormat format;
    bool header;       /* first line holds the column names */
    bool header_match; /* FROM: and they must match the columns */
    char delim;
    const char *null_print;
    int null_len;
    char quote, escape; /* CSV */
    bool force_quote_all;
    List *force_quote, *force_notnull, *force_null; /* column names (String) */
    bool freeze;
} CopyOptions;

typedef struct CopyIO {
    DestReceiver *dest; /* the client, or NULL */
    FILE *fp;           /* the server file, or NULL */
    const char *filename;
} CopyIO;

void copy_parse_options(CopyOptions *o, List *options, bool is_from);
/* Appends the next chunk of input to buf; false at the end of the data. */
bool copy_io_read(CopyIO *io, StringInfo buf);
void copy_io_write(CopyIO *io, const char *data, int len);

/* A server file for COPY (and file_fdw): ERROR 58P01 / 58030 / 42809 (a directory) as PG;
 * closed when the current memory context is reset, or by copy_close_file. */
void copy_open_file(CopyIO *io, const char *filename, bool is_from);
void copy_close_file(CopyIO *io);

/*
 * The COPY FROM record reader alone: rows of rel's shape from text, CSV or binary data, for
 * the data columns attnums (IntList of 1-based attribute numbers, in data order). Errors carry
 * COPY's context line ("COPY t, line 3, column b: \"x\""). copy_reader_next fills every
 * column of the row (NULL where the data has none) in CurrentMemoryContext; false at the end.
 */
typedef struct CopyFromState CopyFromState;
CopyFromState *copy_reader_begin(const CopyOptions *o, CopyIO *io, Relation rel, List *attnums);
bool copy_reader_next(CopyFromState *st, Datum *values, bool *isnull);
void copy_reader_restart(CopyFromState *st); /* after the caller rewound io's file */
bool copy_reader_at_eof(CopyFromState *st);

/* Both return the number of rows copied. */
uint64 copy_from(CopyInfo *info, const CopyOptions *o, CopyIO *io);
uint64 copy_to(CopyInfo *info, const CopyOptions *o, CopyIO *io);

/* The 11-byte signature that starts a binary COPY stream. */
extern const char copy_binary_signature[11];

void exec_copy(CopyInfo *info, DestReceiver *dest, char *tag, size_t taglen);

#endif /* BASALT_EXECUTOR_COPY_H */
