/*
 * copy.c: running COPY: its options, where the data comes from or goes to, and the command tag.
 *
 * The one idea: every check PostgreSQL makes on COPY's options happens here, in its order and
 * with its errors, before a single byte of data moves: a COPY FROM STDIN that fails on an
 * option must fail before the client is told to start sending.
 */
#include <errno.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "executor/copy/copy.h"
#include "executor/execnodes.h"
#include "storage/catalog.h"

const char copy_binary_signature[11] = "PGCOPY\n\377\r\n\0";

static pg_noreturn void conflicting(DefElem *d)
{
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("conflicting or redundant options"),
            errlocation(d->location));
}

/* A number written as an option value (HEADER 1, FREEZE 0), as its text. */
static const char *number_text(Node *arg)
{
    if (arg && IsA(arg, Integer))
        return psprintf("%lld", (long long)intVal(arg));
    if (arg && IsA(arg, Float))
        return castNode(Float, arg)->fval;
    return NULL;
}

static const char *opt_string(DefElem *d)
{
    if (d->arg == NULL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s requires a parameter", d->defname));
    if (number_text(d->arg))
        return number_text(d->arg);
    if (!IsA(d->arg, String))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s requires a string", d->defname));
    return strVal(d->arg);
}

/* defGetBoolean, with HEADER's extra value "match" when allow_match. */
static bool opt_bool(DefElem *d, bool allow_match, bool *match)
{
    if (d->arg == NULL)
        return true;
    if (IsA(d->arg, String) || number_text(d->arg)) {
        const char *v = IsA(d->arg, String) ? strVal(d->arg) : number_text(d->arg);
        if (strcasecmp(v, "true") == 0 || strcasecmp(v, "on") == 0 || strcmp(v, "1") == 0)
            return true;
        if (strcasecmp(v, "false") == 0 || strcasecmp(v, "off") == 0 || strcmp(v, "0") == 0)
            return false;
        if (allow_match && strcasecmp(v, "match") == 0) {
            *match = true;
            return true;
        }
    }
    if (allow_match)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("%s requires a Boolean value or \"match\"", d->defname));
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("%s requires a Boolean value", d->defname));
}

static List *opt_columns(DefElem *d, bool *all)
{
    if (d->arg && IsA(d->arg, A_Star) && all) {
        *all = true;
        return NIL;
    }
    if (d->arg && IsA(d->arg, List))
        return (List *)d->arg;
    ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
            errmsg("argument to option \"%s\" must be a list of column names", d->defname),
            errlocation(d->location));
}

static void check_single_byte(const char *v, const char *what)
{
    if (strlen(v) != 1)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("COPY %s must be a single one-byte character", what));
}

static pg_noreturn void csv_only(const char *what)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("COPY %s available only in CSV mode", what));
}

void copy_parse_options(CopyOptions *o, List *options, bool is_from)
{
    memset(o, 0, sizeof(*o));
    bool have_format = false, have_freeze = false, have_header = false;
    const char *delim = NULL, *null_print = NULL, *quote = NULL, *escape = NULL;
    bool have_fq = false, have_fnn = false, have_fn = false;
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        const char *n = d->defname;
        if (strcmp(n, "format") == 0) {
            if (have_format)
                conflicting(d);
            have_format = true;
            const char *f = opt_string(d);
            if (strcmp(f, "text") == 0)
                o->format = COPY_TEXT;
            else if (strcmp(f, "csv") == 0)
                o->format = COPY_CSV;
            else if (strcmp(f, "binary") == 0)
                o->format = COPY_BINARY;
            else
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("COPY format \"%s\" not recognized", f), errlocation(d->location));
        } else if (strcmp(n, "freeze") == 0) {
            if (have_freeze)
                conflicting(d);
            have_freeze = true;
            o->freeze = opt_bool(d, false, NULL);
        } else if (strcmp(n, "delimiter") == 0) {
            if (delim)
                conflicting(d);
            delim = opt_string(d);
        } else if (strcmp(n, "null") == 0) {
            if (null_print)
                conflicting(d);
            null_print = opt_string(d);
        } else if (strcmp(n, "header") == 0) {
            if (have_header)
                conflicting(d);
            have_header = true;
            o->header = opt_bool(d, true, &o->header_match);
        } else if (strcmp(n, "quote") == 0) {
            if (quote)
                conflicting(d);
            quote = opt_string(d);
        } else if (strcmp(n, "escape") == 0) {
            if (escape)
                conflicting(d);
            escape = opt_string(d);
        } else if (strcmp(n, "force_quote") == 0) {
            if (have_fq)
                conflicting(d);
            have_fq = true;
            o->force_quote = opt_columns(d, &o->force_quote_all);
        } else if (strcmp(n, "force_not_null") == 0) {
            if (have_fnn)
                conflicting(d);
            have_fnn = true;
            o->force_notnull = opt_columns(d, NULL);
        } else if (strcmp(n, "force_null") == 0) {
            if (have_fn)
                conflicting(d);
            have_fn = true;
            o->force_null = opt_columns(d, NULL);
        } else if (strcmp(n, "encoding") == 0) {
            const char *e = opt_string(d);
            if (strcasecmp(e, "UTF8") != 0 && strcasecmp(e, "UTF-8") != 0 &&
                strcasecmp(e, "SQL_ASCII") != 0)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("argument to option \"%s\" must be a valid encoding name", n),
                        errlocation(d->location));
        } else {
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("option \"%s\" not recognized", n),
                    errlocation(d->location));
        }
    }

    bool csv = o->format == COPY_CSV, binary = o->format == COPY_BINARY;
    if (binary && delim)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("cannot specify DELIMITER in BINARY mode"));
    if (binary && null_print)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("cannot specify NULL in BINARY mode"));
    if (!delim)
        delim = csv ? "," : "\t";
    if (!null_print)
        null_print = csv ? "" : "\\N";
    if (csv) {
        if (!quote)
            quote = "\"";
        if (!escape)
            escape = quote;
    }
    check_single_byte(delim, "delimiter");
    if (delim[0] == '\n' || delim[0] == '\r')
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("COPY delimiter cannot be newline or carriage return"));
    if (strchr(null_print, '\r') || strchr(null_print, '\n'))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("COPY null representation cannot use newline or carriage return"));
    if (o->format == COPY_TEXT && strchr("\\.abcdefghijklmnopqrstuvwxyz0123456789", delim[0]))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("COPY delimiter cannot be \"%s\"", delim));
    if (binary && o->header)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot specify HEADER in BINARY mode"));
    if (!csv && quote)
        csv_only("quote");
    if (csv)
        check_single_byte(quote, "quote");
    if (csv && delim[0] == quote[0])
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("COPY delimiter and quote must be different"));
    if (!csv && escape)
        csv_only("escape");
    if (csv)
        check_single_byte(escape, "escape");
    if (!csv && (o->force_quote || o->force_quote_all))
        csv_only("force quote");
    if ((o->force_quote || o->force_quote_all) && is_from)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("COPY force quote only available using COPY TO"));
    if (!csv && o->force_notnull)
        csv_only("force not null");
    if (o->force_notnull && !is_from)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("COPY force not null only available using COPY FROM"));
    if (!csv && o->force_null)
        csv_only("force null");
    if (o->force_null && !is_from)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("COPY force null only available using COPY FROM"));
    if (strchr(null_print, delim[0]))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("COPY delimiter must not appear in the NULL specification"));
    if (csv && strchr(null_print, quote[0]))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("CSV quote character must not appear in the NULL specification"));
    if (o->header_match && !is_from)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot use \"%s\" with HEADER in COPY TO", "match"));
    o->delim = delim[0];
    o->null_print = null_print;
    o->null_len = (int)strlen(null_print);
    o->quote = csv ? quote[0] : '\0';
    o->escape = csv ? escape[0] : '\0';
}

/* ---------------------------------------------------------------- data in and out */

bool copy_io_read(CopyIO *io, StringInfo buf)
{
    if (io->dest)
        return io->dest->copy_in_read(io->dest, buf);
    enlargeStringInfo(buf, 65536);
    size_t n = fread(buf->data + buf->len, 1, 65536, io->fp);
    if (n == 0 && ferror(io->fp))
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not read from COPY file: %s", strerror(errno)));
    buf->len += (int)n;
    buf->data[buf->len] = '\0';
    return n > 0;
}

void copy_io_write(CopyIO *io, const char *data, int len)
{
    if (io->dest) {
        io->dest->copy_out_data(io->dest, data, len);
        return;
    }
    if (len > 0 && fwrite(data, 1, (size_t)len, io->fp) != (size_t)len)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not write to file \"%s\": %s", io->filename, strerror(errno)));
}

static void close_file_cb(void *arg)
{
    CopyIO *io = arg;
    if (io->fp) {
        fclose(io->fp);
        io->fp = NULL;
    }
}

void copy_close_file(CopyIO *io)
{
    close_file_cb(io);
}

void copy_open_file(CopyIO *io, const char *filename, bool is_from)
{
    if (!is_from && filename[0] != '/')
        ereport(ERROR, errcode(ERRCODE_INVALID_NAME),
                errmsg("relative path not allowed for COPY to file"));
    io->filename = filename;
    io->fp = fopen(filename, is_from ? "rb" : "wb");
    if (io->fp == NULL) {
        int e = errno;
        ereport(ERROR, errcode(e == ENOENT ? ERRCODE_UNDEFINED_FILE : ERRCODE_IO_ERROR),
                errmsg("could not open file \"%s\" for %s: %s", filename,
                       is_from ? "reading" : "writing", strerror(e)),
                !is_from ? errhint("COPY TO instructs the PostgreSQL server process to write a "
                                   "file. You may want a client-side facility such as psql's "
                                   "\\copy.")
                : e == ENOENT || e == EACCES
                    ? errhint("COPY FROM instructs the PostgreSQL server process to read a "
                              "file. You may want a client-side facility such as psql's \\copy.")
                    : 0);
    }
    struct stat sb;
    if (is_from && fstat(fileno(io->fp), &sb) == 0 && S_ISDIR(sb.st_mode)) {
        fclose(io->fp);
        io->fp = NULL;
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is a directory", filename));
    }
    /* closed at the end of the statement, also when it fails */
    mcxt_register_reset_callback(CurrentMemoryContext, close_file_cb, io);
}

void exec_copy(CopyInfo *info, DestReceiver *dest, char *tag, size_t taglen)
{
    CopyStmt *stmt = info->stmt;
    if (stmt->is_from && XactReadOnly) { /* temporary tables may still be loaded */
        Relation rel = relation_open(info->relid, RowExclusiveLock);
        bool temp = rel->relpersistence == RELPERSISTENCE_TEMP;
        relation_close(rel);
        if (!temp)
            exec_check_read_only("COPY FROM");
    }
    CopyOptions o;
    copy_parse_options(&o, stmt->options, stmt->is_from);
    CopyIO *io = palloc0(sizeof(CopyIO));
    if (stmt->filename) {
        copy_open_file(io, stmt->filename, stmt->is_from);
    } else {
        if (dest == NULL || (stmt->is_from ? dest->copy_in_read == NULL : dest->copy_out_data == NULL))
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("COPY %s is not supported here", stmt->is_from ? "FROM STDIN" : "TO STDOUT"));
        io->dest = dest;
    }
    uint64 n = stmt->is_from ? copy_from(info, &o, io) : copy_to(info, &o, io);
    if (io->fp && fflush(io->fp) != 0)
        ereport(ERROR, errcode(ERRCODE_IO_ERROR),
                errmsg("could not write to file \"%s\": %s", io->filename, strerror(errno)));
    copy_close_file(io);
    snprintf(tag, taglen, "COPY %llu", (unsigned long long)n);
}
