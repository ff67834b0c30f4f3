/*
 * foreign.h: foreign-data objects as the rest of Basalt sees them (PG's foreign/foreign.h).
 *
 * Wrappers, servers, user mappings and foreign tables are read from their catalogs
 * (storage/catalog_fdw.h) with their options as Lists of DefElem (String args), in the order
 * they were given. The routine of a foreign table is found through its server's wrapper's
 * handler in the registry of built-in wrappers (fdw_registry.c).
 */
#ifndef BASALT_FOREIGN_H
#define BASALT_FOREIGN_H

#include "fdw/fdwapi.h"
#include "parser/parsenodes.h"

typedef struct ForeignDataWrapper {
    Oid fdwid;
    Oid owner;
    char *fdwname;
    Oid fdwhandler;   /* InvalidOid: none */
    Oid fdwvalidator; /* InvalidOid: none */
    List *options;
} ForeignDataWrapper;

typedef struct ForeignServer {
    Oid serverid;
    Oid fdwid;
    Oid owner;
    char *servername;
    char *servertype;    /* or NULL */
    char *serverversion; /* or NULL */
    List *options;
} ForeignServer;

typedef struct UserMapping {
    Oid umid;
    Oid userid; /* InvalidOid: PUBLIC */
    Oid serverid;
    List *options;
} UserMapping;

typedef struct ForeignTable {
    Oid relid;
    Oid serverid;
    List *options;
} ForeignTable;

/* NULL when missing and missing_ok, else ERROR 42704 as PG words it. */
ForeignDataWrapper *fdw_get_wrapper(Oid fdwid);
ForeignDataWrapper *fdw_get_wrapper_by_name(const char *name, bool missing_ok);
ForeignServer *fdw_get_server(Oid serverid);
ForeignServer *fdw_get_server_by_name(const char *name, bool missing_ok);
/* The mapping for userid on the server, else the PUBLIC one; ERROR 42704 if neither. */
UserMapping *fdw_get_user_mapping(Oid userid, Oid serverid);
/* NULL if relid is not a foreign table. */
ForeignTable *fdw_get_table(Oid relid);
/* The OPTIONS of one column of a foreign table (NIL if none). */
List *fdw_get_column_options(Oid relid, int attnum);

/* The routine of a foreign table's wrapper; ERROR 55000 if the wrapper has no handler. */
const FdwRoutine *fdw_routine_for_relation(Oid relid);
const FdwRoutine *fdw_routine_for_server(Oid serverid);

/* The registry of built-in wrappers (fdw_registry.c). */
const FdwHandlerInfo *fdw_handler_by_name(const char *name);
const FdwHandlerInfo *fdw_handler_by_oid(Oid oid);       /* handler or validator oid */
/* CREATE EXTENSION: the wrapper an extension name stands for (its wrapper name, handler and
 * validator), or NULL for an extension Basalt does not have. */
typedef struct FdwExtension {
    const char *extname;
    const char *fdwname;
    const char *handler_name;
} FdwExtension;
const FdwExtension *fdw_extension_by_name(const char *extname);

/* Options as stored (text[] of "name=value") and back; NULL for NIL. */
varlena *fdw_options_to_array(List *options);
List *fdw_options_from_array(const varlena *array);
/* The options after an ALTER's ADD/SET/DROP list (PG's transformGenericOptions errors). */
List *fdw_apply_option_changes(List *old, List *changes);
/* CREATE: duplicate names give 42710 "option \"x\" provided more than once". */
void fdw_check_duplicate_options(List *options);
/* The value of option name in options (List of DefElem), or NULL. */
const char *fdw_option_value(List *options, const char *name);

/* Run the validator of wrapper fdw (if it has one) on options for catalog. */
void fdw_validate_options(const ForeignDataWrapper *fdw, List *options, Oid catalog);

/* PG's CheckValidResultRel for a foreign table: ERROR unless the wrapper can do cmd (it has
 * the callback, and its IsForeignRelUpdatable allows it); the wrapper's routine. */
const FdwRoutine *fdw_check_modify(Oid relid, CmdType cmd);

/* basalt_pg_fdw: close the session's connections to foreign servers (at session end). */
void pgfdw_disconnect_all(void);

#endif /* BASALT_FOREIGN_H */
