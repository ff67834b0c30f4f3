-- information_schema over Basalt's catalogs, vs PG 15. Not compared: is_insertable_into of a
-- view (PG updates simple views, Basalt cannot yet, so it says NO) and current_database()
-- (the oracle runs in a database of its own).
create table t(a int primary key, b text not null, c numeric(10,2), d varchar(20), e timestamptz, f int8[], g bool);
create table u(x int, y int, primary key (y, x));
create view v as select a, b from t where a > 1;
select table_catalog = current_database() as cat, table_schema, table_name, table_type, case when table_type = 'VIEW' then null else is_insertable_into end as ins, is_typed from information_schema.tables where table_schema = 'public' order by table_name;
select table_name, column_name, ordinal_position, is_nullable, data_type, character_maximum_length, character_octet_length, numeric_precision, numeric_precision_radix, numeric_scale, datetime_precision, udt_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position;
select schema_name, schema_owner from information_schema.schemata where schema_name = 'public';
select table_name, check_option from information_schema.views where table_schema = 'public';
select constraint_name like '%not_null' as nn, table_name, constraint_type, is_deferrable, initially_deferred, enforced from information_schema.table_constraints where table_schema = 'public' order by table_name, constraint_type, constraint_name;
select constraint_name, table_name, column_name, ordinal_position, position_in_unique_constraint from information_schema.key_column_usage where table_schema = 'public' order by 1, 4;
drop table t cascade;
drop table u;
