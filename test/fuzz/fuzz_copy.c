/*
 * fuzz_copy.c: libFuzzer target for COPY FROM STDIN's data parsing (the CopyData payloads).
 *
 * Input layout: byte 0 picks the format (low two bits: text, CSV, binary; bit 2: HEADER, bit
 * 3: HEADER MATCH, bit 4: a ';' delimiter and 'x' quote instead of the defaults), byte 1 the
 * table's columns named in the COPY (a bit mask over cols[]), byte 2 the size of the CopyData
 * chunks the data arrives in (records cross chunk boundaries, as they do on the wire), the
 * rest is the data. Rows are read with the record reader COPY and file_fdw share, through the
 * same DestReceiver callback the session uses for CopyData, until the end or an error.
 */
#include "executor/builtins.h"
#include "executor/copy/copy.h"
#include "fuzz_support.h"
#include "storage/tupdesc.h"

typedef struct FuzzCol {
    const char *name;
    Oid typid;
    int32 typmod;
    int16 len;
    bool byval;
    char align;
} FuzzCol;

static const FuzzCol cols[] = {
    {"a", 23, -1, 4, true, 'i'},                        /* int4 */
    {"b", 25, -1, -1, false, 'i'},                      /* text */
    {"c", 1700, ((10 << 16) | 2) + 4, -1, false, 'i'}, /* numeric(10,2) */
    {"d", 1082, -1, 4, true, 'i'},                      /* date */
    {"e", 16, -1, 1, true, 'c'},                        /* bool */
    {"f", 17, -1, -1, false, 'i'},                      /* bytea */
    {"g", 1007, -1, -1, false, 'i'},                    /* int4[] */
    {"h", 1043, 5 + 4, -1, false, 'i'},                 /* varchar(5) */
};

typedef struct ChunkSource {
    DestReceiver dest; /* first: the reader gets a DestReceiver * */
    const char *data;
    int len, pos, chunk;
} ChunkSource;

static bool chunk_read(DestReceiver *self, StringInfo buf)
{
    ChunkSource *src = (ChunkSource *)self;
    if (src->pos >= src->len)
        return false;
    int n = src->len - src->pos < src->chunk ? src->len - src->pos : src->chunk;
    appendBinaryStringInfo(buf, src->data + src->pos, n);
    src->pos += n;
    return true;
}

typedef struct CopyInput {
    uint8 format, mask, chunk;
    const char *data;
    int len;
} CopyInput;

static void copy_one(void *arg)
{
    const CopyInput *in = arg;
    int natts = (int)lengthof(cols);
    TupleDesc desc = tupdesc_create(natts);
    for (int i = 0; i < natts; i++) {
        Form_attribute a = TupleDescAttr(desc, i);
        strcpy(a->attname, cols[i].name);
        a->atttypid = cols[i].typid;
        a->atttypmod = cols[i].typmod;
        a->attlen = cols[i].len;
        a->attbyval = cols[i].byval;
        a->attalign = cols[i].align;
    }
    RelationData rel;
    memset(&rel, 0, sizeof(rel));
    strcpy(rel.relname, "t");
    rel.rd_att = desc;

    CopyOptions o;
    memset(&o, 0, sizeof(o));
    o.format = (CopyFormat)((in->format & 3) % 3);
    o.header = o.format != COPY_BINARY && (in->format & 4);
    o.header_match = o.header && (in->format & 8);
    bool alt = (in->format & 16) != 0;
    if (o.format == COPY_CSV) {
        o.delim = alt ? ';' : ',';
        o.null_print = "";
        o.quote = alt ? 'x' : '"';
        o.escape = o.quote;
    } else {
        o.delim = alt ? ';' : '\t';
        o.null_print = "\\N";
    }
    o.null_len = (int)strlen(o.null_print);

    List *attnums = NIL;
    for (int i = 0; i < natts; i++)
        if (in->mask & (1 << i))
            attnums = lappend_int(attnums, i + 1);

    ChunkSource src;
    memset(&src, 0, sizeof(src));
    src.dest.copy_in_read = chunk_read;
    src.data = in->data;
    src.len = in->len;
    src.chunk = in->chunk ? in->chunk : 65536;
    CopyIO io = {&src.dest, NULL, NULL};

    CopyFromState *st = copy_reader_begin(&o, &io, &rel, attnums);
    Datum values[lengthof(cols)];
    bool isnull[lengthof(cols)];
    while (copy_reader_next(st, values, isnull)) {
        for (int i = 0; i < natts; i++)
            if (!isnull[i])
                (void)type_output_cstring(cols[i].typid, values[i]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3)
        return 0;
    char *body = malloc(size - 3 ? size - 3 : 1);
    memcpy(body, data + 3, size - 3);
    CopyInput in = {data[0], data[1], data[2], body, (int)(size - 3)};
    fuzz_try(copy_one, &in);
    free(body);
    return 0;
}
