/*
 * fdw_registry.c: the built-in wrappers, by handler name, and the extensions that create them.
 *
 * The one idea: PostgreSQL finds a wrapper through pg_foreign_data_wrapper.fdwhandler, the oid
 * of a C function in pg_proc that returns the FdwRoutine. Basalt has no loadable functions, so
 * each built-in wrapper's handler and validator are entries of this table with fixed oids
 * (9990.., outside the built-in function oids), and CREATE FOREIGN DATA WRAPPER ... HANDLER h
 * looks h up here. CREATE EXTENSION file_fdw / basalt_pg_fdw (postgres_fdw is an alias of
 * basalt_pg_fdw) creates the wrapper with its handler and validator, as the extension
 * scripts do in PG.
 */
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "fdw/fdw_builtin.h"
#include "fdw/foreign.h"
#include "storage/catalog_fdw.h"

static const FdwHandlerInfo handlers[] = {
    {"file_fdw_handler", 9990, &file_fdw_routine, "file_fdw_validator", 9991, file_fdw_validator},
    {"basalt_pg_fdw_handler", 9992, &pg_fdw_routine, "basalt_pg_fdw_validator", 9993, pg_fdw_validator},
};

static const FdwExtension extensions[] = {
    {"file_fdw", "file_fdw", "file_fdw_handler"},
    {"basalt_pg_fdw", "basalt_pg_fdw", "basalt_pg_fdw_handler"},
    {"postgres_fdw", "postgres_fdw", "basalt_pg_fdw_handler"},
};

const FdwHandlerInfo *fdw_handler_by_name(const char *name)
{
    for (size_t i = 0; i < lengthof(handlers); i++)
        if (strcmp(handlers[i].handler_name, name) == 0 ||
            strcmp(handlers[i].validator_name, name) == 0)
            return &handlers[i];
    return NULL;
}

const FdwHandlerInfo *fdw_handler_by_oid(Oid oid)
{
    for (size_t i = 0; i < lengthof(handlers); i++)
        if (handlers[i].handler_oid == oid || handlers[i].validator_oid == oid)
            return &handlers[i];
    return NULL;
}

const FdwExtension *fdw_extension_by_name(const char *extname)
{
    for (size_t i = 0; i < lengthof(extensions); i++)
        if (strcmp(extensions[i].extname, extname) == 0)
            return &extensions[i];
    return NULL;
}

double fdw_clamp_rows(double rows)
{
    if (rows <= 1.0)
        return 1.0;
    return (double)(long long)(rows + 0.5);
}

/* ---------------------------------------------------------------- basalt_pg_fdw's options */

#define UserMappingCtx UserMappingRelationId
#define ServerCtx ForeignServerRelationId
#define TableCtx ForeignTableRelationId
#define ColumnCtx 1249 /* pg_attribute */

/* postgres_fdw's own options and the libpq connection options Basalt's client understands. */
static const struct {
    const char *name;
    Oid context;
} pg_fdw_options[] = {
    {"host", ServerCtx},          {"hostaddr", ServerCtx},
    {"port", ServerCtx},          {"dbname", ServerCtx},
    {"connect_timeout", ServerCtx}, {"application_name", ServerCtx},
    {"user", UserMappingCtx},     {"password", UserMappingCtx},
    {"password_required", UserMappingCtx},
    {"schema_name", TableCtx},    {"table_name", TableCtx},
    {"column_name", ColumnCtx},   {"use_remote_estimate", ServerCtx},
    {"use_remote_estimate", TableCtx}, {"fdw_startup_cost", ServerCtx},
    {"fdw_tuple_cost", ServerCtx}, {"extensions", ServerCtx},
    {"updatable", ServerCtx},     {"updatable", TableCtx},
    {"fetch_size", ServerCtx},    {"fetch_size", TableCtx},
    {"batch_size", ServerCtx},    {"batch_size", TableCtx},
    {"async_capable", ServerCtx}, {"async_capable", TableCtx},
};

static bool pg_option_valid(const char *name, Oid context)
{
    for (size_t i = 0; i < lengthof(pg_fdw_options); i++)
        if (pg_fdw_options[i].context == context && strcmp(pg_fdw_options[i].name, name) == 0)
            return true;
    return false;
}

void pg_fdw_validator(List *options, Oid catalog)
{
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        if (!pg_option_valid(d->defname, catalog)) {
            StringInfoData buf;
            initStringInfo(&buf);
            for (size_t i = 0; i < lengthof(pg_fdw_options); i++)
                if (pg_fdw_options[i].context == catalog)
                    appendStringInfo(&buf, "%s%s", buf.len > 0 ? ", " : "",
                                     pg_fdw_options[i].name);
            ereport(ERROR, errcode(ERRCODE_FDW_INVALID_OPTION_NAME),
                    errmsg("invalid option \"%s\"", d->defname),
                    buf.len > 0 ? errhint("Valid options in this context are: %s", buf.data)
                                : errhint("There are no valid options in this context."));
        }
        const char *v = d->arg ? strVal(d->arg) : "";
        if (strcmp(d->defname, "use_remote_estimate") == 0 ||
            strcmp(d->defname, "async_capable") == 0 || strcmp(d->defname, "updatable") == 0 ||
            strcmp(d->defname, "password_required") == 0) {
            if (strcmp(v, "true") != 0 && strcmp(v, "false") != 0 && strcmp(v, "on") != 0 &&
                strcmp(v, "off") != 0 && strcmp(v, "1") != 0 && strcmp(v, "0") != 0)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("%s requires a Boolean value", d->defname));
        } else if (strcmp(d->defname, "fetch_size") == 0 || strcmp(d->defname, "batch_size") == 0) {
            char *end;
            long n = strtol(v, &end, 10);
            if (*v == '\0' || *end != '\0' || n <= 0 || n > 2147483647L)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("\"%s\" must be an integer value greater than zero", d->defname));
        } else if (strcmp(d->defname, "fdw_startup_cost") == 0 ||
                   strcmp(d->defname, "fdw_tuple_cost") == 0) {
            char *end;
            double x = strtod(v, &end);
            if (*v == '\0' || *end != '\0' || x < 0)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("\"%s\" must be a floating point value greater than or equal to "
                               "zero",
                               d->defname));
        }
    }
}
