/*
 * file_fdw.c: CSV and text files (and COPY's binary format) as read-only foreign tables.
 *
 * The one idea: a file_fdw table is a COPY FROM that never ends in a table. Its options are
 * COPY's options (format, header, delimiter, quote, escape, null, encoding; force_not_null and
 * force_null per column) plus filename; they are checked by COPY's own option parser, and the
 * scan reads the file with COPY's record reader (copy_reader_*), so the two accept exactly the
 * same data with the same errors. WHERE conditions are not pushed into the reader: the planner
 * leaves them to the ForeignScan's local filter. Sizes and costs follow PG's file_fdw (rows
 * from the file size over the row width; ten times cpu_tuple_cost per row).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/copy/copy.h"
#include "fdw/fdw_builtin.h"
#include "fdw/foreign.h"
#include "storage/catalog.h"
#include "storage/catalog_fdw.h"
#include "storage/page.h"

#define AttributeRelationId 1249

/* PG 15's file_fdw options and where each is valid. */
static const struct {
    const char *name;
    Oid context;
} valid_options[] = {
    {"filename", ForeignTableRelationId},   {"program", ForeignTableRelationId},
    {"format", ForeignTableRelationId},     {"header", ForeignTableRelationId},
    {"delimiter", ForeignTableRelationId},  {"quote", ForeignTableRelationId},
    {"escape", ForeignTableRelationId},     {"null", ForeignTableRelationId},
    {"encoding", ForeignTableRelationId},   {"force_not_null", AttributeRelationId},
    {"force_null", AttributeRelationId},
};

static bool is_valid_option(const char *name, Oid context)
{
    for (size_t i = 0; i < lengthof(valid_options); i++)
        if (valid_options[i].context == context && strcmp(valid_options[i].name, name) == 0)
            return true;
    return false;
}

/* defGetBoolean's rule for a String option value. */
static bool option_boolean(DefElem *d)
{
    const char *v = d->arg ? strVal(d->arg) : "true";
    if (strcasecmp(v, "true") == 0 || strcasecmp(v, "on") == 0)
        return true;
    if (strcasecmp(v, "false") == 0 || strcasecmp(v, "off") == 0)
        return false;
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s requires a Boolean value",
                                                         d->defname));
}

void file_fdw_validator(List *options, Oid catalog)
{
    const char *filename = NULL;
    DefElem *force_not_null = NULL, *force_null = NULL;
    List *other = NIL;
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (!is_valid_option(d->defname, catalog)) {
            StringInfoData buf;
            initStringInfo(&buf);
            for (size_t i = 0; i < lengthof(valid_options); i++)
                if (valid_options[i].context == catalog)
                    appendStringInfo(&buf, "%s%s", buf.len > 0 ? ", " : "",
                                     valid_options[i].name);
            ereport(ERROR, errcode(ERRCODE_FDW_INVALID_OPTION_NAME),
                    errmsg("invalid option \"%s\"", d->defname),
                    buf.len > 0 ? errhint("Valid options in this context are: %s", buf.data)
                                : errhint("There are no valid options in this context."));
        }
        if (strcmp(d->defname, "filename") == 0 || strcmp(d->defname, "program") == 0) {
            if (filename)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("conflicting or redundant options"));
            if (strcmp(d->defname, "program") == 0)
                ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("the program option of file_fdw is not supported by Basalt"));
            filename = strVal(d->arg);
        } else if (strcmp(d->defname, "force_not_null") == 0) {
            if (force_not_null)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("conflicting or redundant options"),
                        errhint("Option \"force_not_null\" supplied more than once for a column."));
            force_not_null = d;
            (void)option_boolean(d);
        } else if (strcmp(d->defname, "force_null") == 0) {
            if (force_null)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("conflicting or redundant options"),
                        errhint("Option \"force_null\" supplied more than once for a column."));
            force_null = d;
            (void)option_boolean(d);
        } else
            other = lappend(other, d);
    }
    CopyOptions o;
    copy_parse_options(&o, other, true);
    if (catalog == ForeignTableRelationId && filename == NULL)
        ereport(ERROR, errcode(ERRCODE_FDW_DYNAMIC_PARAMETER_VALUE_NEEDED),
                errmsg("either filename or program is required for file_fdw foreign tables"));
}

/* ---------------------------------------------------------------- options of a table */

typedef struct FileOptions {
    char *filename;
    List *copy_options; /* DefElems for copy_parse_options */
} FileOptions;

/* PG's fileGetOptions: the wrapper's, server's and table's options, then the columns'
 * force_not_null / force_null turned into COPY's column lists. */
static void file_get_options(Oid relid, TupleDesc desc, FileOptions *fo)
{
    ForeignTable *t = fdw_get_table(relid);
    ForeignServer *s = fdw_get_server(t->serverid);
    ForeignDataWrapper *w = fdw_get_wrapper(s->fdwid);
    List *all = list_concat(list_concat(list_copy(w->options), s->options), t->options);
    List *fnn = NIL, *fn = NIL;
    for (int i = 0; i < desc->natts; i++) {
        Form_attribute a = TupleDescAttr(desc, i);
        if (a->attisdropped)
            continue;
        ListCell *lc;
        foreach (lc, fdw_get_column_options(relid, i + 1)) {
            DefElem *d = lfirst(lc);
            if (strcmp(d->defname, "force_not_null") == 0 && option_boolean(d))
                fnn = lappend(fnn, makeString(pstrdup(a->attname)));
            else if (strcmp(d->defname, "force_null") == 0 && option_boolean(d))
                fn = lappend(fn, makeString(pstrdup(a->attname)));
        }
    }
    memset(fo, 0, sizeof(*fo));
    ListCell *lc;
    foreach (lc, all) {
        DefElem *d = lfirst(lc);
        if (strcmp(d->defname, "filename") == 0)
            fo->filename = strVal(d->arg);
        else
            fo->copy_options = lappend(fo->copy_options, d);
    }
    if (fnn) {
        DefElem *d = makeNode(DefElem);
        d->defname = "force_not_null";
        d->arg = (Node *)fnn;
        d->location = -1;
        fo->copy_options = lappend(fo->copy_options, d);
    }
    if (fn) {
        DefElem *d = makeNode(DefElem);
        d->defname = "force_null";
        d->arg = (Node *)fn;
        d->location = -1;
        fo->copy_options = lappend(fo->copy_options, d);
    }
    if (fo->filename == NULL) /* the validator makes this impossible */
        elog(ERROR, "either filename or program is required for file_fdw foreign tables");
}

/* ---------------------------------------------------------------- planning */

typedef struct FilePlanState {
    double pages;
    double ntuples;
} FilePlanState;

static void file_get_rel_size(ForeignRelInfo *rel)
{
    FileOptions fo;
    file_get_options(rel->relid, rel->desc, &fo);
    struct stat sb;
    double size = stat(fo.filename, &sb) == 0 ? (double)sb.st_size : 10.0 * BLCKSZ;
    FilePlanState *ps = palloc0(sizeof(FilePlanState));
    ps->pages = size / BLCKSZ < 1 ? 1 : (double)(long long)(size / BLCKSZ);
    int tuple_width = (int)MAXALIGN(rel->width) + (int)MAXALIGN(23); /* + heap tuple header */
    ps->ntuples = fdw_clamp_rows(size / tuple_width);
    rel->tuples = ps->ntuples;
    rel->rows = fdw_clamp_rows(ps->ntuples * rel->selectivity);
    rel->fdw_private = ps;
}

static void file_get_paths(ForeignRelInfo *rel)
{
    FilePlanState *ps = rel->fdw_private;
    ForeignPath *p = palloc0(sizeof(ForeignPath));
    double cpu_per_tuple = rel->cost.cpu_tuple_cost * 10 + rel->qual_cost_per_tuple;
    p->rows = rel->rows;
    p->startup_cost = rel->qual_cost_startup;
    p->total_cost = p->startup_cost + rel->cost.seq_page_cost * ps->pages +
                    cpu_per_tuple * ps->ntuples;
    rel->paths = lappend(rel->paths, p);
}

static ForeignScan *file_get_plan(ForeignRelInfo *rel, ForeignPath *best, List *scan_clauses)
{
    ForeignScan *fs = makeNode(ForeignScan);
    fs->plan.qual = scan_clauses; /* all checked locally */
    fs->plan.plan_rows = best->rows;
    fs->plan.startup_cost = best->startup_cost;
    fs->plan.total_cost = best->total_cost;
    return fs;
}

/* ---------------------------------------------------------------- the scan */

typedef struct FileScanState {
    CopyOptions copts;
    CopyIO io;
    CopyFromState *reader;
    MemoryContext rowcxt; /* the current row's values */
} FileScanState;

static void file_begin_scan(ForeignScanState *node, int eflags)
{
    TupleDesc desc = node->rel->rd_att;
    FileOptions fo;
    file_get_options(node->rel->rd_id, desc, &fo);
    FileScanState *fs = palloc0(sizeof(FileScanState));
    copy_parse_options(&fs->copts, fo.copy_options, true);
    copy_open_file(&fs->io, fo.filename, true);
    List *attnums = NIL;
    for (int i = 0; i < desc->natts; i++)
        if (!TupleDescAttr(desc, i)->attisdropped)
            attnums = lappend_int(attnums, i + 1);
    fs->reader = copy_reader_begin(&fs->copts, &fs->io, node->rel, attnums);
    fs->rowcxt = mcxt_create(CurrentMemoryContext, "file_fdw row");
    node->fdw_state = fs;
}

static TupleTableSlot *file_iterate_scan(ForeignScanState *node)
{
    FileScanState *fs = node->fdw_state;
    TupleTableSlot *slot = node->scanslot;
    mcxt_reset(fs->rowcxt);
    MemoryContext old = mcxt_switch_to(fs->rowcxt);
    bool more = copy_reader_next(fs->reader, slot->values_buf, slot->isnull_buf);
    mcxt_switch_to(old);
    if (!more) {
        exec_slot_clear(slot);
        return NULL;
    }
    return exec_slot_store_virtual(slot);
}

static void file_rescan(ForeignScanState *node)
{
    FileScanState *fs = node->fdw_state;
    if (fs->io.fp == NULL || fseek(fs->io.fp, 0, SEEK_SET) != 0)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not seek in file \"%s\": %s", fs->io.filename, strerror(errno)));
    clearerr(fs->io.fp);
    copy_reader_restart(fs->reader);
}

static void file_end_scan(ForeignScanState *node)
{
    FileScanState *fs = node->fdw_state;
    if (fs == NULL)
        return;
    copy_close_file(&fs->io);
    mcxt_delete(fs->rowcxt);
    node->fdw_state = NULL;
}

static void file_explain(ForeignScan *plan, Relation rel, FdwExplainCtx *cx)
{
    FileOptions fo;
    file_get_options(rel->rd_id, rel->rd_att, &fo);
    cx->property(cx, "Foreign File", fo.filename);
    struct stat sb;
    if (cx->costs && stat(fo.filename, &sb) == 0) /* PG hides the size without costs */
        cx->property_int(cx, "Foreign File Size", "b", (int64)sb.st_size);
}

const FdwRoutine file_fdw_routine = {
    .GetForeignRelSize = file_get_rel_size,
    .GetForeignPaths = file_get_paths,
    .GetForeignPlan = file_get_plan,
    .BeginForeignScan = file_begin_scan,
    .IterateForeignScan = file_iterate_scan,
    .ReScanForeignScan = file_rescan,
    .EndForeignScan = file_end_scan,
    .ExplainForeignScan = file_explain,
};
