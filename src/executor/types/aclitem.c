/*
 * aclitem.c: the aclitem type (pg_class.relacl, pg_namespace.nspacl are aclitem[]) and the
 * privilege inquiry functions has_table_privilege, has_column_privilege,
 * has_any_column_privilege, has_schema_privilege, has_server_privilege and pg_has_role.
 *
 * aclitem's text is PG's "grantee=privs/grantor"; its input reads that back (roles by name).
 * The inquiry functions answer for any of the privileges listed ("SELECT, UPDATE" is true if
 * either is held), as PG's do.
 */
#include <ctype.h>
#include <string.h>

#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "storage/catalog.h"
#include "storage/catalog_fdw.h"
#include "storage/sysattr.h"
#include "executor/types/types_internal.h"

static Datum aclitemout(PG_FUNCTION_ARGS)
{
    AclItem item;
    memcpy(&item, PG_GETARG_POINTER(0), sizeof item);
    StringInfoData buf;
    initStringInfo(&buf);
    acl_item_text(&buf, &item);
    PG_RETURN_CSTRING(buf.data);
}

static pg_noreturn void bad_aclitem(const char *why)
{
    ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION), errmsg("%s", why));
}

/* A role name of aclitem text (maybe quoted) at *p, into name; p moves past it. */
static const char *read_role(const char *p, char *name)
{
    int len = 0;
    bool quoted = false;
    while (isspace((unsigned char)*p))
        p++;
    for (; *p; p++) {
        if (*p == '"') {
            if (quoted && p[1] == '"') {
                p++;
            } else {
                quoted = !quoted;
                continue;
            }
        } else if (!quoted && !(isalnum((unsigned char)*p) || *p == '_' ||
                                (unsigned char)*p >= 0x80)) {
            break;
        }
        if (len >= NAMEDATALEN - 1)
            bad_aclitem("identifier too long");
        name[len++] = *p;
    }
    name[len] = '\0';
    while (isspace((unsigned char)*p))
        p++;
    return p;
}

static Oid role_named(const char *name)
{
    CatalogRole r;
    if (!catalog_role_by_name(name, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT), errmsg("role \"%s\" does not exist",
                                                                 name));
    return r.oid;
}

static Datum aclitemin(PG_FUNCTION_ARGS)
{
    static const char letters[] = "arwdDxtXUCTcsA";
    const char *p = PG_GETARG_CSTRING(0);
    char name[NAMEDATALEN];
    AclItem *item = palloc0(sizeof(AclItem));
    p = read_role(p, name);
    if (*p != '=')
        bad_aclitem("missing \"=\" sign");
    item->grantee = name[0] ? role_named(name) : ACL_ID_PUBLIC;
    for (p++; *p && *p != '/' && !isspace((unsigned char)*p); p++) {
        if (*p == '*') {
            item->privs |= ACL_GRANT_OPTION_FOR(item->privs & ACL_PRIVS_MASK);
            continue;
        }
        const char *l = strchr(letters, *p);
        if (l == NULL)
            ereport(ERROR, errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                    errmsg("invalid mode character: must be one of \"%s\"", letters));
        item->privs |= 1u << (l - letters);
    }
    if (*p == '/') {
        p = read_role(p + 1, name);
        if (!name[0])
            bad_aclitem("a name must follow the \"/\" sign");
        item->grantor = role_named(name);
    } else {
        item->grantor = BOOTSTRAP_SUPERUSERID;
    }
    if (*p)
        bad_aclitem("extra garbage at the end of the ACL specification");
    PG_RETURN_POINTER(item);
}

static Datum aclitem_eq(PG_FUNCTION_ARGS)
{
    PG_RETURN_BOOL(memcmp(PG_GETARG_POINTER(0), PG_GETARG_POINTER(1), sizeof(AclItem)) == 0);
}

/* ---------------------------------------------------------------- inquiry functions */

static const PrivWord table_words[] = {
    {"SELECT", ACL_SELECT},         {"INSERT", ACL_INSERT},   {"UPDATE", ACL_UPDATE},
    {"DELETE", ACL_DELETE},         {"TRUNCATE", ACL_TRUNCATE}, {"REFERENCES", ACL_REFERENCES},
    {"TRIGGER", ACL_TRIGGER},       {"RULE", 0},
};
static const PrivWord schema_words[] = {{"CREATE", ACL_CREATE}, {"USAGE", ACL_USAGE}};

uint32 types_priv_mask(const text *t, const PrivWord *words, int nwords)
{
    char *s = text_to_cstring(t);
    uint32 mask = 0;
    for (char *item = s; item;) {
        char *next = strchr(item, ',');
        if (next)
            *next++ = '\0';
        while (isspace((unsigned char)*item))
            item++;
        size_t n = strlen(item);
        while (n > 0 && isspace((unsigned char)item[n - 1]))
            item[--n] = '\0';
        bool found = false;
        for (int i = 0; i < nwords && !found; i++) {
            size_t wl = strlen(words[i].word);
            if (strcasecmp(item, words[i].word) == 0) {
                mask |= words[i].bits;
                found = true;
            } else if (strncasecmp(item, words[i].word, wl) == 0 &&
                       strcasecmp(item + wl, " WITH GRANT OPTION") == 0) {
                mask |= ACL_GRANT_OPTION_FOR(words[i].bits);
                found = true;
            }
        }
        if (!found)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("unrecognized privilege type: \"%s\"", item));
        item = next;
    }
    pfree(s);
    return mask;
}

/* Any of mask held by roleid on the relation / schema (the owner's implied grant options
 * included). */
static bool relation_any(Oid relid, Oid roleid, uint32 mask, bool *exists)
{
    RelationAcl ra;
    *exists = catalog_relation_acl(relid, &ra);
    if (!*exists)
        return false;
    if (acl_is_superuser(roleid))
        return true;
    int n;
    AclItem *items = acl_relation_items(relid, &ra, &n);
    return acl_mask(items, n, roleid, ra.owner, mask) != 0;
}

static bool namespace_any(Oid nspoid, Oid roleid, uint32 mask, bool *exists)
{
    Oid owner;
    varlena *acl;
    *exists = catalog_namespace_acl(nspoid, &owner, &acl);
    if (!*exists)
        return false;
    if (acl_is_superuser(roleid))
        return true;
    int n;
    AclItem *items = acl ? catalog_acl_items(acl, &n) : acl_default(ACL_KIND_SCHEMA, owner, &n);
    return acl_mask(items, n, roleid, owner, mask) != 0;
}

Oid types_role_arg(FunctionCallInfo fcinfo, int i, bool by_name)
{
    if (i < 0)
        return acl_current_user();
    if (by_name)
        return role_named((const char *)PG_GETARG_POINTER(i));
    return PG_GETARG_OID(i);
}

static Datum table_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                             bool rel_by_name)
{
    int relarg = rolearg + 1;
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    Oid relid = rel_by_name
                    ? DatumGetObjectId(DirectFunctionCall1(types_regclass_from_text,
                                                           PG_GETARG_DATUM(relarg)))
                    : PG_GETARG_OID(relarg);
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(relarg + 1), table_words, lengthof(table_words));
    bool exists;
    bool has = relation_any(relid, roleid, mask, &exists);
    if (!exists)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(has);
}

static Datum schema_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                              bool nsp_by_name)
{
    int nsparg = rolearg + 1;
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    Oid nspoid;
    if (nsp_by_name) {
        char *name = text_to_cstring(PG_GETARG_TEXT_P(nsparg));
        nspoid = catalog_namespace_oid(name);
        if (nspoid == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", name));
    } else {
        nspoid = PG_GETARG_OID(nsparg);
    }
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(nsparg + 1), schema_words, lengthof(schema_words));
    bool exists;
    bool has = namespace_any(nspoid, roleid, mask, &exists);
    if (!exists)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(has);
}

/* ---------------------------------------------------------------- column privileges */

static const PrivWord column_words[] = {
    {"SELECT", ACL_SELECT}, {"INSERT", ACL_INSERT}, {"UPDATE", ACL_UPDATE},
    {"REFERENCES", ACL_REFERENCES},
};

static Oid table_arg(FunctionCallInfo fcinfo, int i, bool by_name)
{
    if (by_name)
        return DatumGetObjectId(
            DirectFunctionCall1(types_regclass_from_text, PG_GETARG_DATUM(i)));
    return PG_GETARG_OID(i);
}

/* A column named (PG's convert_column_name): its attnum, a system column's negative one;
 * ERROR 42703 if there is none, 0 (the answer is NULL) if there is no such table. */
static int column_named(Oid relid, const text *name)
{
    char *colname = text_to_cstring(name);
    char relname[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(relid, relname, &nsp))
        return 0;
    Relation rel = relation_open(relid, AccessShareLock);
    int attnum = 0;
    for (int i = 0; i < rel->rd_att->natts && attnum == 0; i++) {
        Form_attribute att = TupleDescAttr(rel->rd_att, i);
        if (!att->attisdropped && strcmp(att->attname, colname) == 0)
            attnum = i + 1;
    }
    relation_close(rel);
    if (attnum == 0)
        attnum = sysattr_attnum(colname);
    if (attnum == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                errmsg("column \"%s\" of relation \"%s\" does not exist", colname, relname));
    return attnum;
}

/* has_column_privilege([role,] table, column, privileges): role and table as
 * has_table_privilege's; the column by name or number (NULL if a number names no column and
 * the table's privileges do not answer, as PG's column_privilege_check). */
static Datum column_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                              bool rel_by_name, bool col_by_name)
{
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    Oid relid = table_arg(fcinfo, rolearg + 1, rel_by_name);
    int attnum = col_by_name ? column_named(relid, PG_GETARG_TEXT_P(rolearg + 2))
                             : PG_GETARG_INT16(rolearg + 2);
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(rolearg + 3), column_words, lengthof(column_words));
    bool exists;
    bool has = attnum != 0 && acl_column_has(relid, attnum, roleid, mask, &exists);
    if (attnum == 0 || !exists)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(has);
}

static Datum any_column_privilege(FunctionCallInfo fcinfo, int rolearg, bool role_by_name,
                                  bool rel_by_name)
{
    Oid roleid = types_role_arg(fcinfo, rolearg, role_by_name);
    Oid relid = table_arg(fcinfo, rolearg + 1, rel_by_name);
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(rolearg + 2), column_words, lengthof(column_words));
    bool exists;
    bool has = acl_column_has_any(relid, roleid, mask, &exists);
    if (!exists)
        PG_RETURN_NULL();
    PG_RETURN_BOOL(has);
}

#define HCP(fn, rolearg, role_name, rel_name, col_name)                                        \
    static Datum fn(PG_FUNCTION_ARGS)                                                            \
    {                                                                                            \
        return column_privilege(fcinfo, rolearg, role_name, rel_name, col_name);                 \
    }
HCP(hcp_n_n_n, 0, true, true, true)
HCP(hcp_n_n_a, 0, true, true, false)
HCP(hcp_n_i_n, 0, true, false, true)
HCP(hcp_n_i_a, 0, true, false, false)
HCP(hcp_i_n_n, 0, false, true, true)
HCP(hcp_i_n_a, 0, false, true, false)
HCP(hcp_i_i_n, 0, false, false, true)
HCP(hcp_i_i_a, 0, false, false, false)
HCP(hcp_n_n, -1, false, true, true)
HCP(hcp_n_a, -1, false, true, false)
HCP(hcp_i_n, -1, false, false, true)
HCP(hcp_i_a, -1, false, false, false)
#define HACP(fn, rolearg, role_name, rel_name)                                                   \
    static Datum fn(PG_FUNCTION_ARGS)                                                            \
    {                                                                                            \
        return any_column_privilege(fcinfo, rolearg, role_name, rel_name);                       \
    }
HACP(hacp_n_n, 0, true, true)
HACP(hacp_n_i, 0, true, false)
HACP(hacp_i_n, 0, false, true)
HACP(hacp_i_i, 0, false, false)
HACP(hacp_n, -1, false, true)
HACP(hacp_i, -1, false, false)

/* has_server_privilege for the current user: by oid (NULL if there is none) or name. */
static Datum server_privilege(FunctionCallInfo fcinfo, bool by_name)
{
    FdwCatalogRow r;
    bool found;
    if (by_name) {
        char *name = text_to_cstring(PG_GETARG_TEXT_P(0));
        found = catalog_fdw_lookup(FDWCAT_SERVER, InvalidOid, name, &r);
        if (!found)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("server \"%s\" does not exist", name));
    } else
        found = catalog_fdw_lookup(FDWCAT_SERVER, PG_GETARG_OID(0), NULL, &r);
    if (!found)
        PG_RETURN_NULL();
    static const PrivWord server_words[] = {{"USAGE", ACL_USAGE}};
    uint32 mask = types_priv_mask(PG_GETARG_TEXT_P(1), server_words, lengthof(server_words));
    Oid me = acl_current_user();
    int n;
    AclItem *items = r.acl ? catalog_acl_items(r.acl, &n) : acl_default(ACL_KIND_SERVER, r.owner, &n);
    PG_RETURN_BOOL(acl_is_superuser(me) || acl_mask(items, n, me, r.owner, mask) != 0);
}

static Datum hsvp_name(PG_FUNCTION_ARGS) { return server_privilege(fcinfo, true); }
static Datum hsvp_id(PG_FUNCTION_ARGS) { return server_privilege(fcinfo, false); }

static Datum htp_name_name(PG_FUNCTION_ARGS) { return table_privilege(fcinfo, 0, true, true); }
static Datum htp_name_id(PG_FUNCTION_ARGS) { return table_privilege(fcinfo, 0, true, false); }
static Datum htp_id_name(PG_FUNCTION_ARGS) { return table_privilege(fcinfo, 0, false, true); }
static Datum htp_id_id(PG_FUNCTION_ARGS) { return table_privilege(fcinfo, 0, false, false); }
static Datum htp_name(PG_FUNCTION_ARGS) { return table_privilege(fcinfo, -1, false, true); }
static Datum htp_id(PG_FUNCTION_ARGS) { return table_privilege(fcinfo, -1, false, false); }
static Datum hsp_name_name(PG_FUNCTION_ARGS) { return schema_privilege(fcinfo, 0, true, true); }
static Datum hsp_name_id(PG_FUNCTION_ARGS) { return schema_privilege(fcinfo, 0, true, false); }
static Datum hsp_id_name(PG_FUNCTION_ARGS) { return schema_privilege(fcinfo, 0, false, true); }
static Datum hsp_id_id(PG_FUNCTION_ARGS) { return schema_privilege(fcinfo, 0, false, false); }
static Datum hsp_name(PG_FUNCTION_ARGS) { return schema_privilege(fcinfo, -1, false, true); }
static Datum hsp_id(PG_FUNCTION_ARGS) { return schema_privilege(fcinfo, -1, false, false); }

/* pg_has_role: PG's convert_role_priv_string words (MEMBER is ACL_CREATE, USAGE ACL_USAGE and
 * the admin option that of CREATE) and pg_role_aclcheck's answer: admin option, membership
 * (INHERIT aside), or having the role's privileges. */
static const PrivWord role_words[] = { /* the long forms first: priv_mask takes the first match */
    {"USAGE WITH GRANT OPTION", ACL_GRANT_OPTION_FOR(ACL_CREATE)},
    {"USAGE WITH ADMIN OPTION", ACL_GRANT_OPTION_FOR(ACL_CREATE)},
    {"MEMBER WITH GRANT OPTION", ACL_GRANT_OPTION_FOR(ACL_CREATE)},
    {"MEMBER WITH ADMIN OPTION", ACL_GRANT_OPTION_FOR(ACL_CREATE)},
    {"USAGE", ACL_USAGE},
    {"MEMBER", ACL_CREATE},
};

static bool role_check(Oid role, Oid roleid, uint32 mode)
{
    if ((mode & ACL_GRANT_OPTION_FOR(ACL_CREATE)) && acl_is_admin_of_role(roleid, role))
        return true;
    if ((mode & ACL_CREATE) && acl_is_member_of_role(roleid, role))
        return true;
    return (mode & ACL_USAGE) && acl_has_privs_of_role(roleid, role);
}

static Datum role_privilege(FunctionCallInfo fcinfo, int userarg, bool user_by_name,
                            bool role_by_name)
{
    int rolearg = userarg + 1;
    Oid roleid = types_role_arg(fcinfo, userarg, user_by_name);
    Oid role = role_by_name ? role_named((const char *)PG_GETARG_POINTER(rolearg))
                            : PG_GETARG_OID(rolearg);
    uint32 mode = types_priv_mask(PG_GETARG_TEXT_P(rolearg + 1), role_words, lengthof(role_words));
    PG_RETURN_BOOL(role_check(role, roleid, mode));
}

static Datum phr_name_name(PG_FUNCTION_ARGS) { return role_privilege(fcinfo, 0, true, true); }
static Datum phr_name_id(PG_FUNCTION_ARGS) { return role_privilege(fcinfo, 0, true, false); }
static Datum phr_id_name(PG_FUNCTION_ARGS) { return role_privilege(fcinfo, 0, false, true); }
static Datum phr_id_id(PG_FUNCTION_ARGS) { return role_privilege(fcinfo, 0, false, false); }
static Datum phr_name(PG_FUNCTION_ARGS) { return role_privilege(fcinfo, -1, false, true); }
static Datum phr_id(PG_FUNCTION_ARGS) { return role_privilege(fcinfo, -1, false, false); }

/* current_user and session_user: a role's name (NULL once its role was dropped, as PG's
 * would fail to look it up; PG says ERROR, but the session has nothing better to say). A
 * row-level security policy calls it once per row: each call site keeps its answer for the
 * statement (fn_extra, in the call's own context), instead of scanning pg_authid per row. */
typedef struct RoleNameCache {
    Oid roleid;
    bool found;
    char name[NAMEDATALEN];
} RoleNameCache;

static Datum role_name_datum(FunctionCallInfo fcinfo, Oid roleid)
{
    RoleNameCache *c = fcinfo->fn_extra;
    if (c == NULL || c->roleid != roleid) {
        if (c == NULL)
            c = fcinfo->fn_extra = mcxt_alloc0(mcxt_of_chunk(fcinfo), sizeof(RoleNameCache));
        CatalogRole r;
        c->roleid = roleid;
        c->found = catalog_role_by_oid(roleid, &r);
        memset(c->name, 0, NAMEDATALEN);
        if (c->found)
            memcpy(c->name, r.rolname, strnlen(r.rolname, NAMEDATALEN - 1));
    }
    if (!c->found)
        PG_RETURN_NULL();
    char *name = palloc0(NAMEDATALEN);
    memcpy(name, c->name, NAMEDATALEN);
    return PointerGetDatum(name);
}

static Datum current_user_fn(PG_FUNCTION_ARGS) { return role_name_datum(fcinfo, acl_current_user()); }
static Datum session_user_fn(PG_FUNCTION_ARGS) { return role_name_datum(fcinfo, acl_session_user()); }

static const TypeInfo aclitem_types[] = {
    {ACLITEMOID, "aclitem", sizeof(AclItem), false, 'i', TYPCATEGORY_USER, false, 0,
     ACLITEMARRAYOID, aclitemin, aclitemout, NULL, NULL, NULL, NULL},
};
static const ProcInfo aclitem_procs[] = {
    {1031, "aclitemin", 'f', 's', true, false, 1, ACLITEMOID, {CSTRINGOID}, 0, aclitemin},
    {1032, "aclitemout", 'f', 's', true, false, 1, CSTRINGOID, {ACLITEMOID}, 0, aclitemout},
    {1062, "aclitemeq", 'f', 'i', true, false, 2, BOOLOID, {ACLITEMOID, ACLITEMOID}, 0,
     aclitem_eq},
    {745, "current_user", 'f', 's', true, false, 0, NAMEOID, {0}, 0, current_user_fn},
    {746, "session_user", 'f', 's', true, false, 0, NAMEOID, {0}, 0, session_user_fn},
    {3010, "has_server_privilege", 'f', 's', true, false, 2, BOOLOID, {TEXTOID, TEXTOID}, 0,
     hsvp_name},
    {3011, "has_server_privilege", 'f', 's', true, false, 2, BOOLOID, {OIDOID, TEXTOID}, 0,
     hsvp_id},
#define HTP(oid, fn, n, ...)                                                                     \
    {oid, "has_table_privilege", 'f', 's', true, false, n, BOOLOID, {__VA_ARGS__}, 0, fn}
    HTP(1922, htp_name_name, 3, NAMEOID, TEXTOID, TEXTOID),
    HTP(1923, htp_name_id, 3, NAMEOID, OIDOID, TEXTOID),
    HTP(1924, htp_id_name, 3, OIDOID, TEXTOID, TEXTOID),
    HTP(1925, htp_id_id, 3, OIDOID, OIDOID, TEXTOID),
    HTP(1926, htp_name, 2, TEXTOID, TEXTOID),
    HTP(1927, htp_id, 2, OIDOID, TEXTOID),
#define HCPROW(oid, fn, n, ...)                                                                  \
    {oid, "has_column_privilege", 'f', 's', true, false, n, BOOLOID, {__VA_ARGS__}, 0, fn}
    HCPROW(3012, hcp_n_n_n, 4, NAMEOID, TEXTOID, TEXTOID, TEXTOID),
    HCPROW(3013, hcp_n_n_a, 4, NAMEOID, TEXTOID, INT2OID, TEXTOID),
    HCPROW(3014, hcp_n_i_n, 4, NAMEOID, OIDOID, TEXTOID, TEXTOID),
    HCPROW(3015, hcp_n_i_a, 4, NAMEOID, OIDOID, INT2OID, TEXTOID),
    HCPROW(3016, hcp_i_n_n, 4, OIDOID, TEXTOID, TEXTOID, TEXTOID),
    HCPROW(3017, hcp_i_n_a, 4, OIDOID, TEXTOID, INT2OID, TEXTOID),
    HCPROW(3018, hcp_i_i_n, 4, OIDOID, OIDOID, TEXTOID, TEXTOID),
    HCPROW(3019, hcp_i_i_a, 4, OIDOID, OIDOID, INT2OID, TEXTOID),
    HCPROW(3020, hcp_n_n, 3, TEXTOID, TEXTOID, TEXTOID),
    HCPROW(3021, hcp_n_a, 3, TEXTOID, INT2OID, TEXTOID),
    HCPROW(3022, hcp_i_n, 3, OIDOID, TEXTOID, TEXTOID),
    HCPROW(3023, hcp_i_a, 3, OIDOID, INT2OID, TEXTOID),
#define HACPROW(oid, fn, n, ...)                                                                 \
    {oid, "has_any_column_privilege", 'f', 's', true, false, n, BOOLOID, {__VA_ARGS__}, 0, fn}
    HACPROW(3024, hacp_n_n, 3, NAMEOID, TEXTOID, TEXTOID),
    HACPROW(3025, hacp_n_i, 3, NAMEOID, OIDOID, TEXTOID),
    HACPROW(3026, hacp_i_n, 3, OIDOID, TEXTOID, TEXTOID),
    HACPROW(3027, hacp_i_i, 3, OIDOID, OIDOID, TEXTOID),
    HACPROW(3028, hacp_n, 2, TEXTOID, TEXTOID),
    HACPROW(3029, hacp_i, 2, OIDOID, TEXTOID),
#define HSP(oid, fn, n, ...)                                                                     \
    {oid, "has_schema_privilege", 'f', 's', true, false, n, BOOLOID, {__VA_ARGS__}, 0, fn}
    HSP(2268, hsp_name_name, 3, NAMEOID, TEXTOID, TEXTOID),
    HSP(2269, hsp_name_id, 3, NAMEOID, OIDOID, TEXTOID),
    HSP(2270, hsp_id_name, 3, OIDOID, TEXTOID, TEXTOID),
    HSP(2271, hsp_id_id, 3, OIDOID, OIDOID, TEXTOID),
    HSP(2272, hsp_name, 2, TEXTOID, TEXTOID),
    HSP(2273, hsp_id, 2, OIDOID, TEXTOID),
#define PHR(oid, fn, n, ...)                                                                     \
    {oid, "pg_has_role", 'f', 's', true, false, n, BOOLOID, {__VA_ARGS__}, 0, fn}
    PHR(2705, phr_name_name, 3, NAMEOID, NAMEOID, TEXTOID),
    PHR(2706, phr_name_id, 3, NAMEOID, OIDOID, TEXTOID),
    PHR(2707, phr_id_name, 3, OIDOID, NAMEOID, TEXTOID),
    PHR(2708, phr_id_id, 3, OIDOID, OIDOID, TEXTOID),
    PHR(2709, phr_name, 2, NAMEOID, TEXTOID),
    PHR(2710, phr_id, 2, OIDOID, TEXTOID),
};
static const OperInfo aclitem_opers[] = {
    {974, "=", 'b', ACLITEMOID, ACLITEMOID, BOOLOID, 1062, 974, 0},
};
const TypesFamily types_family_aclitem = {
    "aclitem", TYPES_ROWS(aclitem_types), TYPES_NO_ROWS, TYPES_ROWS(aclitem_procs),
    TYPES_ROWS(aclitem_opers), TYPES_NO_ROWS, TYPES_NO_ROWS,
};
