/*
 * copy_to.c: COPY ... TO: a query's rows written as text, CSV or binary COPY data.
 *
 * The one idea: the query runs through an ordinary portal whose DestReceiver is this file:
 * each row arrives already converted by the types' output (text, CSV) or send (binary)
 * functions, is escaped or quoted as the format says, and goes out as one CopyData message (or
 * one write to the file).
 */
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/copy/copy.h"
#include "storage/catalog.h"

typedef struct CopyToDest {
    DestReceiver pub;
    CopyInfo *info;
    const CopyOptions *o;
    CopyIO *io;
    int ncols;
    bool *force_quote; /* per column */
    StringInfoData line;
    uint64 rows;
} CopyToDest;

static void put_int16(StringInfo b, int v)
{
    appendStringInfoChar(b, (char)((v >> 8) & 0xFF));
    appendStringInfoChar(b, (char)(v & 0xFF));
}

static void put_int32(StringInfo b, int32 v)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        appendStringInfoChar(b, (char)(((uint32)v >> shift) & 0xFF));
}

/* Text format: backslash escapes for the delimiter, backslash and control characters. */
static void put_text_value(StringInfo b, const CopyOptions *o, const char *v, int len)
{
    for (int i = 0; i < len; i++) {
        char c = v[i];
        const char *esc = NULL;
        switch (c) {
        case '\b': esc = "\\b"; break;
        case '\f': esc = "\\f"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '\t': esc = "\\t"; break;
        case '\v': esc = "\\v"; break;
        case '\\': esc = "\\\\"; break;
        default: break;
        }
        if (esc)
            appendStringInfoString(b, esc);
        else if (c == o->delim) {
            appendStringInfoChar(b, '\\');
            appendStringInfoChar(b, c);
        } else
            appendStringInfoChar(b, c);
    }
}

/* CSV: quoted when asked to, or when the value could be misread (delimiter, quote, newline,
 * the NULL string itself, or a lone \. that would end the data). */
static void put_csv_value(StringInfo b, const CopyOptions *o, const char *v, int len, bool force,
                          bool single_column)
{
    bool quote = force || (len == o->null_len && memcmp(v, o->null_print, (size_t)len) == 0);
    if (!quote && single_column && len == 2 && v[0] == '\\' && v[1] == '.')
        quote = true;
    for (int i = 0; i < len && !quote; i++)
        if (v[i] == o->delim || v[i] == o->quote || v[i] == '\n' || v[i] == '\r')
            quote = true;
    if (!quote) {
        appendBinaryStringInfo(b, v, len);
        return;
    }
    appendStringInfoChar(b, o->quote);
    for (int i = 0; i < len; i++) {
        if (v[i] == o->quote || v[i] == o->escape)
            appendStringInfoChar(b, o->escape);
        appendStringInfoChar(b, v[i]);
    }
    appendStringInfoChar(b, o->quote);
}

static void put_value(CopyToDest *d, int col, const char *v, int len)
{
    const CopyOptions *o = d->o;
    if (o->format == COPY_CSV)
        put_csv_value(&d->line, o, v, len, d->force_quote[col], d->ncols == 1);
    else
        put_text_value(&d->line, o, v, len);
}

static void send_line(CopyToDest *d)
{
    copy_io_write(d->io, d->line.data, d->line.len);
    resetStringInfo(&d->line);
}

/* A FORCE_QUOTE column that is not written: not in the table at all, or not in COPY's list. */
static pg_noreturn void unknown_force_quote(CopyToDest *d, const char *name)
{
    if (!OidIsValid(d->info->relid))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN), errmsg("column \"%s\" does not exist", name));
    Relation rel = relation_open(d->info->relid, AccessShareLock);
    TupleDesc desc = rel->rd_att;
    for (int i = 0; i < desc->natts; i++)
        if (!TupleDescAttr(desc, i)->attisdropped && strcmp(TupleDescAttr(desc, i)->attname, name) == 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                    errmsg("FORCE_QUOTE column \"%s\" not referenced by COPY", name));
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
            errmsg("column \"%s\" of relation \"%s\" does not exist", name, rel->relname));
}

static void to_startup(DestReceiver *self, int ncols, const ResultColumn *cols)
{
    CopyToDest *d = (CopyToDest *)self;
    const CopyOptions *o = d->o;
    d->ncols = ncols;
    d->force_quote = palloc0(sizeof(bool) * (size_t)(ncols + 1));
    for (int i = 0; i < ncols; i++) {
        bool fq = o->force_quote_all;
        ListCell *lc;
        foreach (lc, o->force_quote)
            if (strcmp(strVal(lfirst(lc)), cols[i].name) == 0)
                fq = true;
        d->force_quote[i] = fq;
    }
    ListCell *lc;
    foreach (lc, o->force_quote) {
        int i;
        for (i = 0; i < ncols; i++)
            if (strcmp(strVal(lfirst(lc)), cols[i].name) == 0)
                break;
        if (i == ncols)
            unknown_force_quote(d, strVal(lfirst(lc)));
    }
    if (d->io->dest)
        d->io->dest->copy_out_begin(d->io->dest, ncols, o->format == COPY_BINARY);
    if (o->format == COPY_BINARY) {
        appendBinaryStringInfo(&d->line, copy_binary_signature, sizeof(copy_binary_signature));
        put_int32(&d->line, 0); /* flags */
        put_int32(&d->line, 0); /* header extension length */
        /* not sent on its own: as in PG, the header goes out in one CopyData message with the
         * first row (or the trailer), which psycopg 3's binary copy reader relies on */
        return;
    }
    if (o->header) {
        for (int i = 0; i < ncols; i++) {
            if (i > 0)
                appendStringInfoChar(&d->line, o->delim);
            bool saved = d->force_quote[i];
            d->force_quote[i] = false; /* names are quoted only when they need it */
            put_value(d, i, cols[i].name, (int)strlen(cols[i].name));
            d->force_quote[i] = saved;
        }
        appendStringInfoChar(&d->line, '\n');
        send_line(d);
    }
}

static void to_row(DestReceiver *self, int ncols, const char *const *values, const int *lengths)
{
    CopyToDest *d = (CopyToDest *)self;
    const CopyOptions *o = d->o;
    if (o->format == COPY_BINARY) {
        put_int16(&d->line, ncols);
        for (int i = 0; i < ncols; i++) {
            put_int32(&d->line, values[i] ? lengths[i] : -1);
            if (values[i])
                appendBinaryStringInfo(&d->line, values[i], lengths[i]);
        }
    } else {
        for (int i = 0; i < ncols; i++) {
            if (i > 0)
                appendStringInfoChar(&d->line, o->delim);
            if (values[i] == NULL)
                appendStringInfoString(&d->line, o->null_print);
            else
                put_value(d, i, values[i], lengths[i]);
        }
        appendStringInfoChar(&d->line, '\n');
    }
    send_line(d);
    d->rows++;
}

uint64 copy_to(CopyInfo *info, const CopyOptions *o, CopyIO *io)
{
    CopyToDest d;
    memset(&d, 0, sizeof(d));
    d.pub.startup = to_startup;
    d.pub.row = to_row;
    d.info = info;
    d.o = o;
    d.io = io;
    initStringInfo(&d.line);
    int16 binary = 1;
    Portal *p = executor_start(info->plan, NULL, o->format == COPY_BINARY ? 1 : 0, &binary);
    char tag[64];
    executor_run(p, &d.pub, 0, tag, sizeof(tag));
    executor_end(p);
    if (o->format == COPY_BINARY) {
        put_int16(&d.line, -1); /* trailer */
        send_line(&d);
    }
    if (io->dest)
        io->dest->copy_out_end(io->dest);
    return d.rows;
}
