/*
 * utility_collation.c: CREATE COLLATION and DROP COLLATION (PostgreSQL 15's DefineCollation
 * and its drop), and collations by name.
 *
 * The one idea: a collation is one pg_collation row (storage/catalog_collation.h); creating
 * checks the options in PG's order with PG's errors, then checks that the locale opens (ICU
 * collators always do, falling back to the root locale as PG 15 lets them; libc locales are
 * only the C ones, since Basalt compares them by bytes). Dropping refuses while a table column
 * uses the collation.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/executor.h"
#include "executor/types/collation.h"
#include "executor/utility_index.h"
#include "parser/parsenodes.h"
#include "storage/catalog.h"
#include "storage/catalog_collation.h"

#define PG_UTF8 6

static char *name_list_string(List *names)
{
    StringInfoData s;
    initStringInfo(&s);
    ListCell *lc;
    foreach (lc, names) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoChar(&s, '.');
        appendStringInfoString(&s, strVal(lfirst(lc)));
    }
    return s.data;
}

bool exec_collation_by_name(List *names, CollationRow *out)
{
    const char *name = strVal(llast(names));
    if (list_length(names) >= 2) {
        Oid nsp = catalog_namespace_oid(strVal(list_nth(names, list_length(names) - 2)));
        return OidIsValid(nsp) && catalog_collation_by_name(nsp, name, out);
    }
    ListCell *lc;
    foreach (lc, exec_search_path())
        if (catalog_collation_by_name(lfirst_oid(lc), name, out))
            return true;
    return false;
}

static pg_noreturn void no_such_collation(List *names, int location)
{
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
            errmsg("collation \"%s\" for encoding \"UTF8\" does not exist",
                   name_list_string(names)),
            errlocation(location));
}

/* defGetString: the option's value as text (a word, a string or a number). */
static const char *def_string(const DefElem *d)
{
    if (d->arg == NULL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("%s requires a parameter", d->defname), errlocation(d->location));
    switch (nodeTag(d->arg)) {
    case T_String: return strVal(d->arg);
    case T_Integer: return psprintf("%lld", (long long)intVal(d->arg));
    case T_Float: return strVal(d->arg);
    case T_TypeName: return name_list_string(((TypeName *)d->arg)->names);
    case T_List: return name_list_string((List *)d->arg);
    default: return "";
    }
}

/* defGetBoolean */
static bool def_boolean(const DefElem *d)
{
    if (d->arg == NULL)
        return true;
    if (IsA(d->arg, Integer) && (intVal(d->arg) == 0 || intVal(d->arg) == 1))
        return intVal(d->arg) == 1;
    const char *s = def_string(d);
    if (strcasecmp(s, "true") == 0 || strcasecmp(s, "on") == 0)
        return true;
    if (strcasecmp(s, "false") == 0 || strcasecmp(s, "off") == 0)
        return false;
    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
            errmsg("%s requires a Boolean value", d->defname), errlocation(d->location));
    return false;
}

static bool libc_locale_known(const char *l)
{
    return strcmp(l, "C") == 0 || strcmp(l, "POSIX") == 0 || strcasecmp(l, "C.utf8") == 0 ||
           strcasecmp(l, "C.UTF-8") == 0;
}

static Oid creation_namespace(List *names)
{
    if (list_length(names) < 2)
        return PG_PUBLIC_NAMESPACE;
    const char *nsp = strVal(list_nth(names, list_length(names) - 2));
    Oid oid = catalog_namespace_oid(nsp);
    if (!OidIsValid(oid))
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema \"%s\" does not exist", nsp));
    return oid;
}

static const char *define_collation(DefineStmt *stmt)
{
    DefElem *from = NULL, *locale = NULL, *lccollate = NULL, *lcctype = NULL, *provider = NULL,
            *deterministic = NULL, *version = NULL;
    ListCell *lc;
    foreach (lc, stmt->definition) {
        DefElem *d = lfirst(lc);
        DefElem **slot = NULL;
        if (strcmp(d->defname, "from") == 0)
            slot = &from;
        else if (strcmp(d->defname, "locale") == 0)
            slot = &locale;
        else if (strcmp(d->defname, "lc_collate") == 0)
            slot = &lccollate;
        else if (strcmp(d->defname, "lc_ctype") == 0)
            slot = &lcctype;
        else if (strcmp(d->defname, "provider") == 0)
            slot = &provider;
        else if (strcmp(d->defname, "deterministic") == 0)
            slot = &deterministic;
        else if (strcmp(d->defname, "version") == 0)
            slot = &version;
        else
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("collation attribute \"%s\" not recognized", d->defname),
                    errlocation(d->location));
        if (*slot)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("conflicting or redundant options"), errlocation(d->location));
        *slot = d;
    }
    if (locale && (lccollate || lcctype))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("conflicting or redundant options"),
                errdetail("LOCALE cannot be specified together with LC_COLLATE or LC_CTYPE."));
    if (from && list_length(stmt->definition) != 1)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("conflicting or redundant options"),
                errdetail("FROM cannot be specified together with any other options."));

    CollationRow row;
    memset(&row, 0, sizeof(row));
    Oid nsp = creation_namespace(stmt->defnames);
    if (from) {
        List *src = (List *)from->arg;
        if (!exec_collation_by_name(src, &row))
            no_such_collation(src, -1);
        if (row.provider == COLLPROVIDER_DEFAULT)
            ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                    errmsg("collation \"default\" cannot be copied"));
    } else {
        row.provider = COLLPROVIDER_LIBC;
        if (provider) {
            const char *p = def_string(provider);
            if (strcasecmp(p, "icu") == 0)
                row.provider = COLLPROVIDER_ICU;
            else if (strcasecmp(p, "libc") == 0)
                row.provider = COLLPROVIDER_LIBC;
            else
                ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                        errmsg("unrecognized collation provider: %s", p));
        }
        row.deterministic = deterministic ? def_boolean(deterministic) : true;
        if (row.provider == COLLPROVIDER_LIBC) {
            const char *c = locale ? def_string(locale) : lccollate ? def_string(lccollate) : NULL;
            const char *t = locale ? def_string(locale) : lcctype ? def_string(lcctype) : NULL;
            if (!c)
                ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                        errmsg("parameter \"lc_collate\" must be specified"));
            if (!t)
                ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                        errmsg("parameter \"lc_ctype\" must be specified"));
            snprintf(row.collate, sizeof(row.collate), "%s", c);
            snprintf(row.ctype, sizeof(row.ctype), "%s", t);
            row.encoding = PG_UTF8;
        } else {
            if (!locale)
                ereport(ERROR, errcode(ERRCODE_INVALID_OBJECT_DEFINITION),
                        errmsg("parameter \"locale\" must be specified"));
            snprintf(row.iculocale, sizeof(row.iculocale), "%s", def_string(locale));
            row.encoding = -1;
        }
        if (!row.deterministic && row.provider != COLLPROVIDER_ICU)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("nondeterministic collations not supported with this provider"));
    }
    row.version[0] = '\0';
    if (version)
        snprintf(row.version, sizeof(row.version), "%s", def_string(version));
    else if (row.provider == COLLPROVIDER_ICU)
        catalog_collation_icu_version(row.iculocale, row.version, sizeof(row.version));

    snprintf(row.name, NAMEDATALEN, "%s", strVal(llast(stmt->defnames)));
    row.nspoid = nsp;
    row.owner = exec_current_user_oid();
    catalog_collation_lock();
    CollationRow old;
    if (catalog_collation_by_name(nsp, row.name, &old)) {
        if (stmt->if_not_exists) {
            ereport(NOTICE, errcode(ERRCODE_DUPLICATE_OBJECT),
                    errmsg("collation \"%s\" already exists, skipping", row.name));
            return "CREATE COLLATION";
        }
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("collation \"%s\" already exists", row.name));
    }
    /* the locale must open, as PG checks with pg_newlocale_from_collation */
    if (row.provider == COLLPROVIDER_LIBC && !libc_locale_known(row.collate))
        ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                errmsg("could not create locale \"%s\": No such file or directory", row.collate),
                errdetail("The operating system could not find any locale data for the locale "
                          "name \"%s\".",
                          row.collate));
    if (row.provider == COLLPROVIDER_ICU) {
        const char *err = NULL;
        UCollator *c = collation_open_icu(row.iculocale, &err);
        if (!c)
            ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                    errmsg("could not open collator for locale \"%s\": %s", row.iculocale, err));
        ucol_close(c);
    }
    catalog_collation_insert(&row);
    return "CREATE COLLATION";
}

static const char *drop_collations(DropStmt *stmt)
{
    catalog_collation_lock();
    ListCell *lc;
    foreach (lc, stmt->objects) {
        List *names = lfirst(lc);
        CollationRow row;
        if (!exec_collation_by_name(names, &row)) {
            if (!stmt->missing_ok)
                no_such_collation(names, -1);
            ereport(NOTICE, errmsg("collation \"%s\" does not exist, skipping",
                                   name_list_string(names)));
            continue;
        }
        char rel[NAMEDATALEN], att[NAMEDATALEN];
        if (catalog_collation_first_user(row.oid, rel, att)) {
            if (stmt->behavior == DROP_CASCADE)
                ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("DROP COLLATION ... CASCADE of a collation in use is not "
                               "supported"),
                        errdetail("column %s of table %s depends on collation %s", att, rel,
                                  row.name));
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop collation %s because other objects depend on it",
                           row.name),
                    errdetail("column %s of table %s depends on collation %s", att, rel,
                              row.name),
                    errhint("Use DROP ... CASCADE to drop the dependent objects too."));
        }
        catalog_collation_delete(&row);
    }
    return "DROP COLLATION";
}

const char *exec_collation_statement(Node *stmt)
{
    if (IsA(stmt, DefineStmt))
        return define_collation((DefineStmt *)stmt);
    return drop_collations((DropStmt *)stmt);
}
