-- pg_collation's built-in rows and ICU's imported locales, CREATE/DROP COLLATION with PG's errors.
-- (collversion and oids are left out: they depend on the ICU build and on initdb.)
select collname, collprovider, collisdeterministic, collencoding, collcollate, collctype, colliculocale
  from pg_collation where collname in ('default', 'C', 'POSIX', 'ucs_basic', 'und-x-icu',
    'en-US-x-icu', 'de-DE-x-icu', 'fr-CA-x-icu', 'sv-SE-x-icu', 'tr-TR-x-icu', 'ja-JP-x-icu')
  order by collname collate "C";
select count(*) > 700 as many_icu from pg_collation where collprovider = 'i';
select count(*) from pg_collation where collprovider = 'i' and collname not like '%-x-icu';
create collation c1 (provider = icu, locale = 'de-DE');
create collation c1 (provider = icu, locale = 'de-DE');
create collation if not exists c1 (provider = icu, locale = 'de-DE');
create collation c2 (provider = icu);
create collation c2 (provider = foo, locale = 'x');
create collation c2 (locale = 'x', bogus = 1);
create collation c2 (locale = 'x', locale = 'y');
create collation c2 (locale = 'C');
create collation c2b (lc_collate = 'C');
create collation c2c (lc_collate = 'C', lc_ctype = 'C');
create collation c3 (locale = 'xx_YY');
create collation c4 from "de-DE-x-icu";
create collation c5 from nosuch;
create collation c6 from "default";
create collation c7 (provider = libc, locale = 'C', deterministic = false);
create collation c8 (provider = icu, locale = 'und', deterministic = false);
create collation c9 (provider = icu, locale = 'en-US', lc_collate = 'C');
create collation public.c10 (provider = 'icu', locale = 'sv-SE');
create collation nosuchschema.c11 (provider = icu, locale = 'sv-SE');
select collname, collprovider, collisdeterministic, collencoding, collcollate, collctype, colliculocale
  from pg_collation where collnamespace = 2200 order by collname collate "C";
create table tc (a text collate c1, b text collate public.c10);
insert into tc values ('z', 'z'), ('ä', 'ä'), ('a', 'a'), ('o', 'o'), ('ö', 'ö');
select a from tc order by a;
select b from tc order by b;
select a from tc order by a collate c4;
drop collation c1;
drop collation nosuch;
drop collation if exists nosuch;
drop collation c4, c8;
drop collation c4;
select 'a' collate nosuch;
select 'a' collate pg_catalog."C", 'a' collate public.c2;
select 'a' collate nosuchschema.x;
select 1 collate "C";
-- transactional: a rolled-back CREATE leaves nothing, a rolled-back DROP keeps it
begin;
create collation c12 (provider = icu, locale = 'fr');
select 'x' collate c12;
rollback;
select 'x' collate c12;
begin;
drop collation c2;
rollback;
select 'x' collate c2;
drop table tc;
drop collation c1;
drop collation c10;
