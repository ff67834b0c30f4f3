/*
 * portalfuncs.c: pg_prepared_statement() and pg_cursor(), the rows of pg_prepared_statements
 * and pg_cursors: the current session's named prepared statements (PREPARE and the protocol's
 * Parse) and its portals (DECLARE and the protocol's Bind), from executor/portalmem.h.
 *
 * The one idea: like pg_lock_status (lockfuncs.c), one call per column over rows copied once
 * per scan (srf_columns.c). Basalt plans a statement once, whatever its parameter values, so
 * every run counts as a generic plan and custom_plans is 0 (PG would count its first five runs
 * of a statement with parameters as custom plans).
 */
#include "executor/portalmem.h"
#include "executor/types/array.h"
#include "executor/types/types_internal.h"
#include "parser/parsenodes.h"

#define PREPARED_COLS 7
#define CURSOR_COLS 6

typedef struct PreparedRow {
    const char *name, *statement;
    int64 prepare_time;
    Oid *param_types;
    int nparams;
    bool from_sql;
    int64 generic_plans;
} PreparedRow;

typedef struct CursorRow {
    const char *name, *statement;
    int options;
    int64 creation_time;
} CursorRow;

static List *build_prepared_rows(void)
{
    List *rows = NIL;
    for (const PreparedStatement *p = prepared_first(); p; p = p->next) {
        if (p->name[0] == '\0')
            continue; /* the unnamed statement is not listed, as in PG */
        PreparedRow *r = palloc0(sizeof(PreparedRow));
        r->name = pstrdup(p->name);
        r->statement = pstrdup(p->query);
        r->prepare_time = p->prepare_time;
        r->nparams = p->nparams;
        r->param_types = palloc0(sizeof(Oid) * (size_t)(p->nparams + 1));
        for (int i = 0; i < p->nparams; i++)
            r->param_types[i] = p->param_types[i];
        r->from_sql = p->from_sql;
        r->generic_plans = p->generic_plans;
        rows = lappend(rows, r);
    }
    return rows;
}

static Datum regtype_array(const Oid *types, int n)
{
    ArrayElemInfo elem;
    arraytype_elem_info(REGTYPEOID, &elem);
    Datum *elems = palloc0(sizeof(Datum) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        elems[i] = ObjectIdGetDatum(types[i]);
    return PointerGetDatum(arraytype_construct_1d(elems, NULL, n, &elem));
}

static Datum pg_prepared_statement(PG_FUNCTION_ARGS)
{
    const PreparedRow *r =
        srf_columns_row(fcinfo, "pg_prepared_statement", PREPARED_COLS, build_prepared_rows);
    if (r == NULL)
        PG_RETURN_NULL();
    switch (PG_GETARG_INT32(0)) {
    case 1:
        PG_RETURN_TEXT_P(cstring_to_text(r->name));
    case 2:
        PG_RETURN_TEXT_P(cstring_to_text(r->statement));
    case 3:
        PG_RETURN_INT64(r->prepare_time);
    case 4:
        return regtype_array(r->param_types, r->nparams);
    case 5:
        PG_RETURN_BOOL(r->from_sql);
    case 6:
        PG_RETURN_INT64(r->generic_plans);
    default:
        PG_RETURN_INT64(0); /* custom_plans */
    }
}

static List *build_cursor_rows(void)
{
    List *rows = NIL;
    for (const PortalEntry *p = portal_first(); p; p = p->next) {
        CursorRow *r = palloc0(sizeof(CursorRow));
        r->name = pstrdup(p->name);
        r->statement = pstrdup(p->stmt->query);
        r->options = p->is_cursor ? p->cursor_options : 0;
        r->creation_time = p->creation_time;
        rows = lappend(rows, r);
    }
    return rows;
}

static Datum pg_cursor(PG_FUNCTION_ARGS)
{
    const CursorRow *r = srf_columns_row(fcinfo, "pg_cursor", CURSOR_COLS, build_cursor_rows);
    if (r == NULL)
        PG_RETURN_NULL();
    switch (PG_GETARG_INT32(0)) {
    case 1:
        PG_RETURN_TEXT_P(cstring_to_text(r->name));
    case 2:
        PG_RETURN_TEXT_P(cstring_to_text(r->statement));
    case 3:
        PG_RETURN_BOOL((r->options & CURSOR_OPT_HOLD) != 0);
    case 4:
        PG_RETURN_BOOL((r->options & CURSOR_OPT_BINARY) != 0);
    case 5:
        PG_RETURN_BOOL((r->options & CURSOR_OPT_SCROLL) != 0);
    default:
        PG_RETURN_INT64(r->creation_time);
    }
}

static const ProcInfo portal_procs[] = {
    {2510, "pg_prepared_statement", 'f', 'v', true, true, 0, RECORDOID, {}, 0,
     pg_prepared_statement},
    {2511, "pg_cursor", 'f', 'v', true, true, 0, RECORDOID, {}, 0, pg_cursor},
};

const TypesFamily types_family_portalfuncs = {
    "portalfuncs", TYPES_NO_ROWS, TYPES_NO_ROWS, TYPES_ROWS(portal_procs), TYPES_NO_ROWS,
    TYPES_NO_ROWS, TYPES_NO_ROWS,
};
