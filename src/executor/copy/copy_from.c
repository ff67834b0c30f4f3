/*
 * copy_from.c: COPY ... FROM: text, CSV or binary data parsed into rows of a table.
 *
 * The one idea: input arrives in chunks that do not respect line boundaries, so the raw bytes
 * are buffered and cut into records first (a text record ends at an unescaped newline, a CSV
 * record at a newline outside quotes), then each record is split into fields, each field goes
 * through its column type's input function, and the row is inserted as INSERT would: NOT NULL
 * checked, heap tuple written, every index updated (a foreign table's rows go to its wrapper's
 * ExecForeignInsert, exec_modify_foreign.c). An error anywhere gets PG's CONTEXT line
 * ("COPY t, line 3, column b: "x"") from the position kept in the state.
 */
#include <string.h>

#include "executor/partition.h"
#include "common/elog.h"
#include "common/mcxt.h"
#include "common/utf8.h"
#include "executor/builtins.h"
#include "executor/copy/copy.h"
#include "executor/exec_ri.h"
#include "executor/execnodes.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/heapam.h"

#define MAX_DISPLAY 100 /* bytes of a line or value shown in an error's context */
#define HEADER_EXTRA_FIELDS 1000 /* HEADER MATCH: a header may have this many fields too many */

struct CopyFromState {
    const CopyOptions *o;
    CopyIO *io;
    Relation rel;
    int nfields;  /* columns in the data */
    int *attnums; /* their 1-based attribute numbers */
    bool *force_notnull, *force_null; /* per data column */
    StringInfoData raw; /* input not yet consumed, from pos */
    int pos;
    bool eof;
    StringInfoData line;   /* the current record, raw */
    bool line_valid;       /* line holds a whole record (for the error context) */
    StringInfoData fields; /* de-escaped field values, NUL-separated */
    int *starts;           /* per field: offset in fields, or -1 for NULL */
    bool *quoted;          /* CSV: the field had quotes */
    int nread;             /* fields found in the record */
    uint64 lineno;
    const char *cur_attname; /* the column being converted */
    const char *cur_attval;
    bool started; /* the header / binary signature was read */
    Oid *types;   /* per table column */
    int32 *typmods;
};

static pg_noreturn void bad_copy(const char *msg)
{
    ereport(ERROR, errcode("22P04"), errmsg("%s", msg));
}

/* Make at least n unconsumed bytes available; false if the input ends first. */
static bool have_bytes(CopyFromState *st, int n)
{
    while (st->raw.len - st->pos < n) {
        if (st->eof)
            return false;
        if (st->pos > 0 && st->pos > st->raw.len / 2) { /* drop what was consumed */
            memmove(st->raw.data, st->raw.data + st->pos, (size_t)(st->raw.len - st->pos));
            st->raw.len -= st->pos;
            st->pos = 0;
        }
        if (!copy_io_read(st->io, &st->raw))
            st->eof = true;
    }
    return true;
}

/*
 * Cut the next record out of the input into st->line (without its line end). False at the end
 * of the data: the input is exhausted or the record is the end marker \. alone on its line.
 */
static bool read_record(CopyFromState *st)
{
    bool csv = st->o->format == COPY_CSV;
    char quote = st->o->quote, escape = st->o->escape;
    resetStringInfo(&st->line);
    st->line_valid = false;
    for (;;) {
        bool in_quote = false;
        int i = st->pos, end = -1, next = -1;
        const char *d = st->raw.data;
        for (; i < st->raw.len; i++) {
            char c = d[i];
            if (csv) {
                if (in_quote && c == escape && escape != quote && i + 1 < st->raw.len &&
                    (d[i + 1] == quote || d[i + 1] == escape)) {
                    i++;
                    continue;
                }
                if (c == quote) {
                    in_quote = !in_quote;
                    continue;
                }
                if (in_quote)
                    continue;
            } else if (c == '\\') {
                if (i + 1 >= st->raw.len)
                    break; /* need the escaped byte */
                i++;
                continue;
            }
            if (c == '\n') {
                end = i;
                next = i + 1;
                break;
            }
            if (c == '\r') {
                if (i + 1 >= st->raw.len && !st->eof)
                    break; /* is it \r\n? */
                end = i;
                next = i + 1 < st->raw.len && d[i + 1] == '\n' ? i + 2 : i + 1;
                break;
            }
        }
        if (end < 0 && !st->eof) {
            if (!copy_io_read(st->io, &st->raw))
                st->eof = true;
            continue;
        }
        if (end < 0) {
            if (st->pos >= st->raw.len)
                return false;
            if (csv && in_quote) {
                st->lineno++;
                appendBinaryStringInfo(&st->line, st->raw.data + st->pos, st->raw.len - st->pos);
                st->line_valid = true;
                bad_copy("unterminated CSV quoted field");
            }
            end = next = st->raw.len;
        }
        appendBinaryStringInfo(&st->line, st->raw.data + st->pos, end - st->pos);
        st->pos = next;
        st->lineno++;
        st->line_valid = true;
        if (st->line.len == 2 && st->line.data[0] == '\\' && st->line.data[1] == '.')
            return false;
        if (st->pos > 1 << 20) {
            memmove(st->raw.data, st->raw.data + st->pos, (size_t)(st->raw.len - st->pos));
            st->raw.len -= st->pos;
            st->pos = 0;
        }
        return true;
    }
}

static void begin_field(CopyFromState *st, int max)
{
    if (st->nread >= max)
        bad_copy("extra data after last expected column");
    st->starts[st->nread] = st->fields.len;
    st->quoted[st->nread] = false;
}

static void end_field(CopyFromState *st, const char *raw, int rawlen, bool quoted)
{
    const CopyOptions *o = st->o;
    int f = st->nread;
    bool is_null = rawlen == o->null_len && memcmp(raw, o->null_print, (size_t)rawlen) == 0;
    if (st->o->format == COPY_CSV) {
        if (quoted) { /* FORCE_NULL: a quoted value equal to the NULL string is NULL too */
            int vlen = st->fields.len - st->starts[f];
            is_null = st->force_null[f] && vlen == o->null_len &&
                      memcmp(st->fields.data + st->starts[f], o->null_print, (size_t)vlen) == 0;
        } else if (is_null && st->force_notnull[f])
            is_null = false;
    }
    appendStringInfoChar(&st->fields, '\0');
    st->quoted[f] = quoted;
    if (is_null)
        st->starts[f] = -1;
    st->nread++;
}

static int octal(char c) { return c >= '0' && c <= '7' ? c - '0' : -1; }

/* Text format: fields split at the delimiter, backslash escapes decoded. */
static void split_text(CopyFromState *st, int max)
{
    const char *s = st->line.data;
    int n = st->line.len, i = 0;
    char delim = st->o->delim;
    for (;;) {
        begin_field(st, max);
        int start = i;
        while (i < n && s[i] != delim) {
            /* a run of plain characters is copied at once */
            int j = i;
            while (j < n && s[j] != delim && s[j] != '\\')
                j++;
            if (j > i) {
                appendBinaryStringInfo(&st->fields, s + i, j - i);
                i = j;
                continue;
            }
            char c = s[i++];
            if (i >= n) { /* a backslash at the very end stands for itself */
                appendStringInfoChar(&st->fields, c);
                continue;
            }
            c = s[i++];
            if (octal(c) >= 0) {
                int v = octal(c);
                for (int k = 0; k < 2 && i < n && octal(s[i]) >= 0; k++)
                    v = v * 8 + octal(s[i++]);
                c = (char)(v & 0xFF);
            } else if (c == 'x' && i < n && hex_digit_value(s[i]) >= 0) {
                int v = hex_digit_value(s[i++]);
                if (i < n && hex_digit_value(s[i]) >= 0)
                    v = v * 16 + hex_digit_value(s[i++]);
                c = (char)v;
            } else {
                switch (c) {
                case 'b': c = '\b'; break;
                case 'f': c = '\f'; break;
                case 'n': c = '\n'; break;
                case 'r': c = '\r'; break;
                case 't': c = '\t'; break;
                case 'v': c = '\v'; break;
                default: break; /* any other character stands for itself */
                }
            }
            appendStringInfoChar(&st->fields, c);
        }
        end_field(st, s + start, i - start, false);
        if (i >= n)
            return;
        i++; /* the delimiter */
    }
}

/* CSV: fields split at the delimiter outside quotes; quotes removed, escapes decoded. */
static void split_csv(CopyFromState *st, int max)
{
    const char *s = st->line.data;
    int n = st->line.len, i = 0;
    const CopyOptions *o = st->o;
    for (;;) {
        begin_field(st, max);
        int start = i;
        bool quoted = false;
        while (i < n && s[i] != o->delim) {
            if (s[i] != o->quote) {
                int j = i;
                while (j < n && s[j] != o->delim && s[j] != o->quote)
                    j++;
                appendBinaryStringInfo(&st->fields, s + i, j - i);
                i = j;
                continue;
            }
            quoted = true;
            i++;
            for (;;) {
                if (i >= n)
                    bad_copy("unterminated CSV quoted field");
                char c = s[i];
                if (c == o->escape && i + 1 < n && (s[i + 1] == o->quote || s[i + 1] == o->escape) &&
                    !(o->escape == o->quote && s[i + 1] != o->quote)) {
                    appendStringInfoChar(&st->fields, s[i + 1]);
                    i += 2;
                    continue;
                }
                if (c == o->quote) {
                    i++;
                    break;
                }
                appendStringInfoChar(&st->fields, c);
                i++;
            }
        }
        end_field(st, s + start, i - start, quoted);
        if (i >= n)
            return;
        i++;
    }
}

static void split_record(CopyFromState *st, int max)
{
    resetStringInfo(&st->fields);
    st->nread = 0;
    if (st->o->format == COPY_CSV)
        split_csv(st, max);
    else
        split_text(st, max);
}

static const char *field_value(CopyFromState *st, int f)
{
    return st->starts[f] < 0 ? NULL : st->fields.data + st->starts[f];
}

static void check_header(CopyFromState *st, TupleDesc desc)
{
    if (!read_record(st))
        return;
    if (!st->o->header_match)
        return;
    split_record(st, st->nfields + HEADER_EXTRA_FIELDS);
    if (st->nread != st->nfields)
        ereport(ERROR, errcode("22P04"),
                errmsg("wrong number of fields in header line: got %d, expected %d", st->nread,
                       st->nfields));
    for (int f = 0; f < st->nfields; f++) {
        const char *want = TupleDescAttr(desc, st->attnums[f] - 1)->attname;
        const char *got = field_value(st, f);
        if (got == NULL)
            ereport(ERROR, errcode("22P04"),
                    errmsg("column name mismatch in header line field %d: got null value "
                           "(\"%s\"), expected \"%s\"",
                           f + 1, st->o->null_print, want));
        if (strcmp(got, want) != 0)
            ereport(ERROR, errcode("22P04"),
                    errmsg("column name mismatch in header line field %d: got \"%s\", "
                           "expected \"%s\"",
                           f + 1, got, want));
    }
}

/* ---------------------------------------------------------------- binary format */

static int32 get_int32(CopyFromState *st)
{
    const unsigned char *p = (const unsigned char *)st->raw.data + st->pos;
    st->pos += 4;
    return (int32)((uint32)p[0] << 24 | (uint32)p[1] << 16 | (uint32)p[2] << 8 | p[3]);
}

static int16 get_int16(CopyFromState *st)
{
    const unsigned char *p = (const unsigned char *)st->raw.data + st->pos;
    st->pos += 2;
    return (int16)((p[0] << 8) | p[1]);
}

static void binary_header(CopyFromState *st)
{
    if (!have_bytes(st, 19) || memcmp(st->raw.data + st->pos, copy_binary_signature, 11) != 0)
        bad_copy("COPY file signature not recognized");
    st->pos += 11;
    int32 flags = get_int32(st);
    if (flags & 0xFFFF0000 & ~(1 << 16))
        bad_copy("unrecognized critical flags in COPY file header");
    if (flags & (1 << 16))
        bad_copy("COPY file with OIDs is not supported");
    int32 ext = get_int32(st);
    if (ext < 0 || !have_bytes(st, ext))
        bad_copy("invalid COPY file header (missing extension)");
    st->pos += ext;
}

/* One binary tuple into values/isnull; false at the trailer. */
static bool binary_row(CopyFromState *st, const Oid *types, const int32 *typmods, Datum *values,
                       bool *isnull, TupleDesc desc)
{
    if (!have_bytes(st, 2)) {
        if (st->raw.len == st->pos)
            return false; /* PG accepts a missing trailer at a clean end */
        bad_copy("unexpected EOF in COPY data");
    }
    st->lineno++;
    int16 n = get_int16(st);
    if (n == -1)
        return false;
    if (n != st->nfields)
        ereport(ERROR, errcode("22P04"), errmsg("row field count is %d, expected %d", n, st->nfields));
    for (int f = 0; f < n; f++) {
        int a = st->attnums[f] - 1;
        st->cur_attname = TupleDescAttr(desc, a)->attname;
        if (!have_bytes(st, 4))
            bad_copy("unexpected EOF in COPY data");
        int32 len = get_int32(st);
        if (len == -1) {
            isnull[a] = true;
            continue;
        }
        if (len < 0)
            bad_copy("invalid field size");
        if (!have_bytes(st, len))
            bad_copy("unexpected EOF in COPY data");
        values[a] = type_receive_binary(types[a], st->raw.data + st->pos, len, typmods[a]);
        isnull[a] = false;
        st->pos += len;
    }
    st->cur_attname = NULL;
    return true;
}

/* ---------------------------------------------------------------- the loop */

static char *limited(const char *s)
{
    size_t n = strlen(s);
    if (n <= MAX_DISPLAY)
        return pstrdup(s);
    size_t cut = MAX_DISPLAY; /* whole characters only */
    while (cut > 0 && ((unsigned char)s[cut] & 0xC0) == 0x80)
        cut--;
    return psprintf("%.*s...", (int)cut, s);
}

static void add_error_context(CopyFromState *st)
{
    const char *rel = st->rel->relname;
    unsigned long long line = (unsigned long long)st->lineno;
    if (st->o->format == COPY_BINARY) {
        if (st->cur_attname)
            elog_add_context("COPY %s, line %llu, column %s", rel, line, st->cur_attname);
        else
            elog_add_context("COPY %s, line %llu", rel, line);
    } else if (st->cur_attname && st->cur_attval)
        elog_add_context("COPY %s, line %llu, column %s: \"%s\"", rel, line, st->cur_attname,
                         limited(st->cur_attval));
    else if (st->cur_attname)
        elog_add_context("COPY %s, line %llu, column %s: null input", rel, line, st->cur_attname);
    else if (st->line_valid)
        elog_add_context("COPY %s, line %llu: \"%s\"", rel, line, limited(st->line.data));
    else
        elog_add_context("COPY %s, line %llu", rel, line);
}

static int field_index(CopyFromState *st, TupleDesc desc, const char *name, const char *option)
{
    for (int f = 0; f < st->nfields; f++)
        if (strcmp(TupleDescAttr(desc, st->attnums[f] - 1)->attname, name) == 0)
            return f;
    ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
            errmsg("%s column \"%s\" not referenced by COPY", option, name));
}

static void mark_columns(CopyFromState *st, TupleDesc desc, List *names, bool *flags,
                         const char *option)
{
    ListCell *lc;
    foreach (lc, names) {
        const char *name = strVal(lfirst(lc));
        int attno = 0;
        for (int i = 0; i < desc->natts; i++)
            if (!TupleDescAttr(desc, i)->attisdropped &&
                strcmp(TupleDescAttr(desc, i)->attname, name) == 0)
                attno = i + 1;
        if (attno == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" of relation \"%s\" does not exist", name,
                           st->rel->relname));
        flags[field_index(st, desc, name, option)] = true;
    }
}

/* Fill values/isnull from the parsed record. */
static void convert_fields(CopyFromState *st, TupleDesc desc, Datum *values, bool *isnull)
{
    if (st->nread < st->nfields)
        ereport(ERROR, errcode("22P04"),
                errmsg("missing data for column \"%s\"",
                       TupleDescAttr(desc, st->attnums[st->nread] - 1)->attname));
    for (int f = 0; f < st->nfields; f++) {
        int a = st->attnums[f] - 1;
        Form_attribute att = TupleDescAttr(desc, a);
        const char *v = field_value(st, f);
        st->cur_attname = att->attname;
        st->cur_attval = v;
        if (v)
            utf8_verify(v, (int)strlen(v));
        if (v == NULL) {
            isnull[a] = true;
        } else {
            values[a] = type_input_cstring(att->atttypid, v, att->atttypmod);
            isnull[a] = false;
        }
    }
    st->cur_attname = NULL;
    st->cur_attval = NULL;
}

/*
 * The record reader on its own (copy.h): COPY FROM below and file_fdw's scans share it. The
 * state lives in the caller's memory context; values of a row are allocated in
 * CurrentMemoryContext at the time of copy_reader_next.
 */
CopyFromState *copy_reader_begin(const CopyOptions *o, CopyIO *io, Relation rel, List *attnums)
{
    CopyFromState *st = palloc0(sizeof(CopyFromState));
    st->o = o;
    st->io = io;
    st->rel = rel;
    TupleDesc desc = rel->rd_att;
    st->nfields = list_length(attnums);
    st->attnums = palloc(sizeof(int) * (size_t)(st->nfields + 1));
    ListCell *lc;
    foreach (lc, attnums)
        st->attnums[foreach_current_index(lc)] = lfirst_int(lc);
    st->force_notnull = palloc0(sizeof(bool) * (size_t)(st->nfields + 1));
    st->force_null = palloc0(sizeof(bool) * (size_t)(st->nfields + 1));
    mark_columns(st, desc, o->force_notnull, st->force_notnull, "FORCE_NOT_NULL");
    mark_columns(st, desc, o->force_null, st->force_null, "FORCE_NULL");
    /* room for a header line's extra fields too (check_header counts them) */
    st->starts = palloc(sizeof(int) * (size_t)(st->nfields + HEADER_EXTRA_FIELDS));
    st->quoted = palloc(sizeof(bool) * (size_t)(st->nfields + HEADER_EXTRA_FIELDS));
    initStringInfo(&st->raw);
    initStringInfo(&st->line);
    initStringInfo(&st->fields);
    int natts = desc->natts;
    st->types = palloc(sizeof(Oid) * (size_t)(natts + 1));
    st->typmods = palloc(sizeof(int32) * (size_t)(natts + 1));
    for (int i = 0; i < natts; i++) {
        st->types[i] = TupleDescAttr(desc, i)->atttypid;
        st->typmods[i] = TupleDescAttr(desc, i)->atttypmod;
    }
    return st;
}

/* One row into values/isnull (every column of the table; those not in the data are NULL);
 * false at the end of the data. Errors get COPY's context line. */
bool copy_reader_next(CopyFromState *st, Datum *values, bool *isnull)
{
    const CopyOptions *o = st->o;
    TupleDesc desc = st->rel->rd_att;
    bool more = false;
    for (int i = 0; i < desc->natts; i++) {
        values[i] = (Datum)0;
        isnull[i] = true;
    }
    PG_TRY();
    {
        if (!st->started) {
            st->started = true;
            if (o->format == COPY_BINARY)
                binary_header(st);
            else if (o->header)
                check_header(st, desc);
        }
        if (o->format == COPY_BINARY)
            more = binary_row(st, st->types, st->typmods, values, isnull, desc);
        else if ((more = read_record(st))) {
            split_record(st, st->nfields > 0 ? st->nfields : 1);
            if (st->nfields == 0 && !(st->nread == 1 && st->line.len == 0))
                bad_copy("extra data after last expected column");
            convert_fields(st, desc, values, isnull);
        }
    }
    PG_CATCH();
    {
        add_error_context(st);
        PG_RE_THROW();
    }
    PG_END_TRY();
    return more;
}

/* Start reading the data from the beginning again (the caller rewound the file). */
void copy_reader_restart(CopyFromState *st)
{
    resetStringInfo(&st->raw);
    resetStringInfo(&st->line);
    st->pos = 0;
    st->eof = false;
    st->lineno = 0;
    st->started = false;
    st->line_valid = false;
}

bool copy_reader_at_eof(CopyFromState *st)
{
    return st->eof;
}

/* The DEFAULTs of the columns the data leaves out, compiled once, evaluated per row. */
typedef struct CopyDefaults {
    int n;
    int *attnums;
    ExprState **exprs;
    ExprContext *econtext;
} CopyDefaults;

static void defaults_begin(CopyDefaults *d, CopyInfo *info)
{
    d->n = 0;
    if (info->defaults_plan == NULL)
        return;
    EState *estate = exec_create_estate(info->defaults_plan);
    d->econtext = exec_create_econtext(estate);
    List *tlist = info->defaults_plan->planTree->targetlist;
    Assert(list_length(tlist) == list_length(info->default_attnums));
    d->attnums = palloc(sizeof(int) * (size_t)list_length(tlist));
    d->exprs = palloc(sizeof(ExprState *) * (size_t)list_length(tlist));
    ListCell *lc;
    foreach (lc, tlist) {
        d->attnums[d->n] = list_nth_int(info->default_attnums, d->n);
        d->exprs[d->n] = exec_init_expr(((TargetEntry *)lfirst(lc))->expr, NULL, estate);
        d->n++;
    }
}

static void defaults_fill(CopyDefaults *d, Datum *values, bool *isnull)
{
    for (int i = 0; i < d->n; i++) {
        int a = d->attnums[i] - 1;
        values[a] = exec_eval_expr(d->exprs[i], d->econtext, &isnull[a]);
    }
}

/* One row into the table, as INSERT would. */
static void insert_row(Relation rel, CheckState *checks, const PartCheck *partcheck,
                       IndexRelation *indexes, int nindexes, RiState *ri, Datum *values,
                       bool *isnull, List *attnums)
{
    exec_check_not_null(rel, values, isnull, attnums);
    exec_check_constraints(checks, rel, values, isnull, attnums);
    exec_partition_check(partcheck, rel, values, isnull, attnums);
    HeapTuple tup = heap_form_tuple(rel->rd_att, values, isnull);
    tup->t_tableOid = rel->rd_id;
    heap_insert(rel, tup);
    index_insert_tuple(indexes, nindexes, rel, tup);
    exec_ri_row(ri, NULL, NULL, values, isnull);
}

uint64 copy_from(CopyInfo *info, const CopyOptions *o, CopyIO *io)
{
    Relation rel = relation_open(info->relid, RowExclusiveLock);
    CopyFromState *st = copy_reader_begin(o, io, rel, info->attnums);
    TupleDesc desc = rel->rd_att;
    int natts = desc->natts;
    Datum *values = palloc(sizeof(Datum) * (size_t)(natts + 1));
    bool *isnull = palloc(sizeof(bool) * (size_t)(natts + 1));
    int nindexes = 0;
    bool foreign = rel->relkind == RELKIND_FOREIGN_TABLE;
    IndexRelation *indexes = foreign ? NULL : index_open_all(rel, &nindexes);
    /* a partitioned table: each row goes to its partition; a partition: its rows must fit */
    PartRouter *router = rel->relkind == RELKIND_PARTITIONED_TABLE
                             ? exec_router_create(rel->rd_id, rel->relname)
                             : NULL;
    PartCheck *partcheck =
        rel->relkind == RELKIND_RELATION ? exec_partition_check_create(rel->rd_id) : NULL;
    MemoryContext querycxt = CurrentMemoryContext;
    /* a foreign table: rows go to its wrapper, constraints are the remote server's (PG) */
    struct ForeignModifyState *fdw =
        foreign ? exec_foreign_insert_begin(rel, exec_create_estate(NULL)) : NULL;
    TupleTableSlot *fdw_slot = foreign ? exec_slot_create_for_desc(desc) : NULL;
    MemoryContext rowcxt = mcxt_create(CurrentMemoryContext, "COPY row");
    uint64 rows = 0;
    CopyDefaults defs;
    defaults_begin(&defs, info);
    CheckState *checks = exec_init_planned_checks(info->checks, exec_create_estate(NULL));
    RiState *ri = exec_ri_begin(rel, CMD_INSERT);

    if (io->dest)
        io->dest->copy_in_begin(io->dest, st->nfields, o->format == COPY_BINARY);
    for (;;) {
        MemoryContext old = mcxt_switch_to(rowcxt);
        if (!copy_reader_next(st, values, isnull)) {
            mcxt_switch_to(old);
            break;
        }
        PG_TRY();
        {
            defaults_fill(&defs, values, isnull);
            if (fdw)
                rows += exec_foreign_insert_values(fdw, fdw_slot, values, isnull);
            else if (router) {
                MemoryContext rc = mcxt_switch_to(querycxt);
                int i = exec_router_route(router, values, isnull);
                mcxt_switch_to(rc);
                insert_row(router->rels[i], checks, NULL, router->indexes[i],
                           router->nindexes[i], NULL, values, isnull, info->attnums);
                rows++;
            } else {
                insert_row(rel, checks, partcheck, indexes, nindexes, ri, values, isnull,
                           info->attnums);
                rows++;
            }
            if ((rows & 1023) == 0 && executor_interrupt_hook)
                executor_interrupt_hook();
        }
        PG_CATCH();
        {
            add_error_context(st);
            PG_RE_THROW();
        }
        PG_END_TRY();
        mcxt_switch_to(old);
        mcxt_reset(rowcxt);
    }
    /* The client's data after an end marker \. is read and ignored, as PG does. */
    if (io->dest && !st->eof) {
        StringInfoData rest;
        initStringInfo(&rest);
        while (copy_io_read(io, &rest))
            resetStringInfo(&rest);
    }
    exec_foreign_modify_finish(fdw);
    exec_foreign_modify_end(fdw);
    exec_ri_end(ri); /* the referenced keys, once every row is in (PG's AFTER triggers) */
    index_close_all(indexes, nindexes);
    exec_router_close(router);
    relation_close(rel);
    mcxt_delete(rowcxt);
    return rows;
}
