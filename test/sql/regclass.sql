-- regclass: relation names as oids, as psql's catalog queries use them.
create table rc (a int);
create table "MixedCase" (b int);
create index rc_a on rc (a);
select 'rc'::regclass, 'public.rc'::regclass, '"MixedCase"'::regclass, 'RC'::regclass;
select 'rc'::regclass::oid = (select oid from pg_class where relname = 'rc');
select relname from pg_class where oid = 'rc_a'::regclass;
select 'pg_class'::regclass, 'pg_catalog.pg_class'::regclass, 'pg_class'::regclass::oid;
select 1259::regclass, 0::regclass, 1259::oid::regclass, 'rc'::text::regclass;
select count(*) from pg_attribute where attrelid = 'rc'::regclass and attnum > 0;
select 'nope'::regclass;
select 'nope.rc'::regclass;
select 'a.b.c'::regclass;
select '"unterminated'::regclass;
select 999999::regclass;
select ('rc'::regclass)::int4 > 16000, 'rc'::regclass::int8 > 0;
select array['rc', 'pg_class']::regclass[];
select pg_class.relname, 'rc'::regclass = pg_class.oid from pg_class where relname in ('rc', 'rc_a') order by 1;
select 'a.b.c.d'::regclass;
