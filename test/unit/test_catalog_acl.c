/*
 * test_catalog_acl.c: the stored privileges of columns (pg_attribute.attacl) and the rows of
 * pg_default_acl: written, read back in the same and a later transaction, undone by an abort,
 * kept by an ALTER of the table, gone with their schema, and there after a restart.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_default_acl.h"
#include "storage/storage.h"
#include "storage/xact.h"

static int failures;
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static char datadir[] = "/tmp/basalt_test_catalog_acl_XXXXXX";

static TupleDesc two_ints(void)
{
    TupleDesc td = tupdesc_create(2);
    for (int i = 0; i < 2; i++) {
        snprintf(td->attrs[i].attname, NAMEDATALEN, "c%d", i + 1);
        td->attrs[i].atttypid = 23;
        td->attrs[i].attlen = 4;
        td->attrs[i].attbyval = true;
        td->attrs[i].attalign = 'i';
    }
    return td;
}

/* An acl of one item: grantee holds privs from the bootstrap superuser. */
static varlena *one_item(Oid grantee, uint32 privs)
{
    AclItem item = {grantee, BOOTSTRAP_SUPERUSERID, privs};
    return catalog_acl_make(&item, 1);
}

/* The privileges of grantee's first item in acl (0 if acl is NULL or names another). */
static uint32 privs_of(const varlena *acl, Oid grantee)
{
    int n;
    AclItem *items = acl ? catalog_acl_items(acl, &n) : NULL;
    return items && n > 0 && items[0].grantee == grantee ? items[0].privs : 0;
}

static Oid relid;

static void test_column_acl(void)
{
    xact_start_command();
    relid = catalog_create_relation("t", PG_PUBLIC_NAMESPACE, RELKIND_RELATION, 'p', two_ints(),
                                    BOOTSTRAP_SUPERUSERID);
    CHECK(catalog_column_acl(relid, 1) == NULL);
    catalog_set_column_acl(relid, 2, one_item(ACL_ID_PUBLIC, ACL_SELECT));
    CHECK(catalog_column_acl(relid, 1) == NULL);
    CHECK(privs_of(catalog_column_acl(relid, 2), ACL_ID_PUBLIC) == ACL_SELECT);
    xact_commit_command();

    /* an aborted change leaves the committed acl */
    xact_start_command();
    catalog_set_column_acl(relid, 2, one_item(ACL_ID_PUBLIC, ACL_UPDATE));
    CHECK(privs_of(catalog_column_acl(relid, 2), ACL_ID_PUBLIC) == ACL_UPDATE);
    xact_abort_current();
    xact_start_command();
    CHECK(privs_of(catalog_column_acl(relid, 2), ACL_ID_PUBLIC) == ACL_SELECT);
    /* an ALTER of the table (a rename) keeps it with the column */
    catalog_alter_relation(relid, "t2", 0, NULL);
    CHECK(privs_of(catalog_column_acl(relid, 2), ACL_ID_PUBLIC) == ACL_SELECT);
    xact_commit_command();
}

static Oid nspoid;

static void test_default_acl(void)
{
    xact_start_command();
    nspoid = catalog_create_namespace("s", BOOTSTRAP_SUPERUSERID);
    DefaultAclRow row;
    CHECK(!catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, &row));
    catalog_default_acl_set(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION,
                            one_item(ACL_ID_PUBLIC, ACL_SELECT));
    catalog_default_acl_set(BOOTSTRAP_SUPERUSERID, nspoid, DEFACLOBJ_SEQUENCE,
                            one_item(ACL_ID_PUBLIC, ACL_USAGE));
    CHECK(catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, &row));
    CHECK(row.oid >= 16384 && privs_of(row.acl, ACL_ID_PUBLIC) == ACL_SELECT);
    Oid first = row.oid;
    /* an update keeps the row's oid */
    catalog_default_acl_set(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION,
                            one_item(ACL_ID_PUBLIC, ACL_INSERT));
    CHECK(catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, &row));
    CHECK(row.oid == first && privs_of(row.acl, ACL_ID_PUBLIC) == ACL_INSERT);
    CHECK(list_length(catalog_default_acl_rows()) == 2);
    xact_commit_command();

    /* an aborted delete leaves the row; DROP SCHEMA's takes the schema's rows */
    xact_start_command();
    catalog_default_acl_set(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, NULL);
    CHECK(!catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, &row));
    xact_abort_current();
    xact_start_command();
    CHECK(catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, &row));
    catalog_default_acl_drop_namespace(nspoid);
    CHECK(!catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, nspoid, DEFACLOBJ_SEQUENCE, &row));
    CHECK(list_length(catalog_default_acl_rows()) == 1);
    xact_commit_command();
}

static void test_after_restart(void)
{
    xact_start_command();
    CHECK(privs_of(catalog_column_acl(relid, 2), ACL_ID_PUBLIC) == ACL_SELECT);
    CHECK(catalog_column_acl(relid, 1) == NULL);
    DefaultAclRow row;
    CHECK(catalog_default_acl_find(BOOTSTRAP_SUPERUSERID, InvalidOid, DEFACLOBJ_RELATION, &row));
    CHECK(privs_of(row.acl, ACL_ID_PUBLIC) == ACL_INSERT);
    xact_commit_command();
}

int main(void)
{
    if (!mkdtemp(datadir))
        return 1;
    PG_TRY();
    {
        storage_init_datadir(datadir);
        storage_startup(datadir, 32);
        test_column_acl();
        test_default_acl();
        storage_shutdown();
        storage_startup(datadir, 32);
        test_after_restart();
        storage_shutdown();
    }
    PG_CATCH();
    {
        ErrorData *e = elog_copy_error();
        fprintf(stderr, "unexpected error %s: %s\n", e->sqlstate, e->message);
        failures++;
    }
    PG_END_TRY();
    char cmd[600];
    snprintf(cmd, sizeof(cmd), "rm -rf %s", datadir);
    if (system(cmd) != 0)
        failures++;
    if (failures)
        fprintf(stderr, "test_catalog_acl: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
