-- Functions psql and drivers call in their catalog queries.
create table cf (a int);
select format_type(23, null), format_type(23, -1), format_type(1043, 14), format_type(1042, null),
  format_type(1042, -1), format_type(1700, 655366), format_type(1114, 3), format_type(1007, null),
  format_type(1015, 14), format_type(99999, null), format_type(null, 1), format_type(16, null),
  format_type(2950, null), format_type(2205, null), format_type(1184, -1), format_type(1083, 2);
select pg_table_is_visible('cf'::regclass), pg_table_is_visible('pg_class'::regclass),
  pg_table_is_visible(0);
select pg_get_userbyid(10), pg_get_userbyid(4242);
select current_schema();
select pg_backend_pid() > 0;
set search_path = nosuch, public;
select current_schema();
reset search_path;
select current_schemas(true), current_schemas(false);
set search_path = public, pg_catalog;
select current_schemas(true), current_schemas(false);
set search_path = nosuch;
select current_schemas(true), current_schemas(false), current_schema();
reset search_path;
