-- Text under ICU collations vs PG 15 (the database default is C.UTF-8-like: code-point order).
create table words (id int, w text);
insert into words values
  (1, 'apple'), (2, 'Apple'), (3, 'APPLE'), (4, 'äpple'), (5, 'Äpple'), (6, 'banana'),
  (7, 'Banana'), (8, 'éclair'), (9, 'eclair'), (10, 'Eclair'), (11, 'zebra'), (12, 'Zebra'),
  (13, 'straße'), (14, 'strasse'), (15, 'Strasse'), (16, 'öl'), (17, 'ol'), (18, 'Ol'),
  (19, null), (20, ''), (21, ' space'), (22, '10'), (23, '9'), (24, '-dash'), (25, 'co-op'),
  (26, 'coop'), (27, 'apple'), (28, 'ß'), (29, 'ss'), (30, 'æble'), (31, 'ab'), (32, 'aB'),
  (33, 'Ab'), (34, 'AB'), (35, 'å'), (36, 'z'), (37, 'ı'), (38, 'I'), (39, 'i'), (40, 'İ'),
  (41, '日本'), (42, 'ｶﾀｶﾅ'), (43, 'カタカナ'), (44, null), (45, 'résumé'), (46, 'resume'),
  (47, 'Résumé'), (48, 'naïve'), (49, 'naive'), (50, 'ǅ');
select id, w from words order by w collate "en-US-x-icu", id;
select id, w from words order by w collate "de-DE-x-icu" desc, id;
select id, w from words order by w collate "und-x-icu" nulls first, id;
select id, w from words order by w collate "C", id;
select id, w from words order by w collate "sv-SE-x-icu", id;
select id, w from words order by w collate "POSIX" desc nulls last, id;
select id, w from words order by w collate "ucs_basic", id;
-- comparisons: ICU order, ties broken by bytes (deterministic collations)
select a, b, a < b collate "en-US-x-icu" as lt_en, a < b collate "C" as lt_c,
       a = b collate "en-US-x-icu" as eq_en, a > b collate "sv-SE-x-icu" as gt_sv
  from (values ('a', 'B'), ('B', 'a'), ('ä', 'b'), ('z', 'ä'), ('apple', 'Apple'),
               ('Apple', 'apple'), ('x', 'x'), ('ss', 'ß'), ('e', 'é'), ('10', '9')) v(a, b);
select 'a' collate "en-US-x-icu" between 'A' and 'b';
select 'ä' > 'z' collate "sv-SE-x-icu", 'ä' > 'z' collate "de-DE-x-icu";
select min(w collate "en-US-x-icu"), max(w collate "en-US-x-icu"), min(w collate "C"),
       max(w collate "C"), min(w collate "sv-SE-x-icu"), max(w collate "sv-SE-x-icu") from words;
select greatest('a', 'B' collate "en-US-x-icu"), least('a', 'B' collate "en-US-x-icu"),
       greatest('a', 'B' collate "C");
-- DISTINCT, GROUP BY (deterministic: only byte-equal strings are equal)
select distinct w collate "en-US-x-icu" as w from words where id <= 5 or id = 27 order by 1;
select w collate "de-DE-x-icu" as w, count(*) from words where id in (1, 2, 27, 13, 14)
  group by 1 order by 1;
-- column collations, derivation, COLLATE on either side
create table tc (a text collate "de-DE-x-icu", b text collate "en-US-x-icu", c text,
                 d varchar(10) collate "sv-SE-x-icu");
insert into tc values ('ä', 'b', 'c', 'ä'), ('a', 'z', 'd', 'z'), ('z', 'ä', 'Z', 'a'),
  (null, 'B', 'b', 'Ä');
select a from tc order by a;
select d from tc order by d;
select a || c as ac from tc order by ac;
select c from tc order by c collate "de-DE-x-icu";
select a, c from tc where a < c order by a;
select a, b from tc where a < b collate "C" order by a collate "C";
select a from tc order by a || b;
select a < b from tc;
select a from tc union select b from tc;
select a from tc union all select b from tc order by 1;
select a collate "C" from tc union select b from tc order by 1;
select max(a), min(b), max(c), max(d) from tc;
select a collate "C" < b collate "en-US-x-icu" from tc;
select a from tc order by a collate "C" collate "POSIX";
select * from tc where a = 'ä' collate "C" and b collate "en-US-x-icu" > 'a';
select lower(a || b) from tc;
select case when a is null then b else c end as x from tc order by x;
select coalesce(a, c) from tc order by 1;
select x from (select a || '' as x from tc) s order by x;
select x from (values ('b' collate "sv-SE-x-icu"), ('ä'), ('z')) v(x) order by x;
select array_agg(w order by w collate "en-US-x-icu") from words where id < 8;
select string_agg(w, ',' order by w collate "de-DE-x-icu" desc) from words where id between 10 and 20;
-- case mapping: ICU's rules under ICU collations, code points under the default, ASCII under C
select upper('straße' collate "de-DE-x-icu"), upper('straße'), upper('straße' collate "C");
select lower('İstanbul' collate "tr-TR-x-icu"), lower('İstanbul' collate "en-US-x-icu"),
       upper('istanbul' collate "tr-TR-x-icu"), upper('istanbul' collate "en-US-x-icu");
select initcap('hello wORLD o''neil ǆemal' collate "en-US-x-icu"), initcap('hello wORLD ǆemal');
select lower('ÀÉÎ' collate "C"), lower('ÀÉÎ' collate "ucs_basic"), lower('ÀÉÎ' collate "und-x-icu");
select upper('ﬁx' collate "en-US-x-icu"), upper('ﬁx');
select lower(a), upper(b) from tc order by 1, 2;
-- errors
select 'a' collate "nosuch-x-icu";
select a from tc order by b || a;
select * from tc where a collate "C" || b collate "POSIX" > '';
select lower(a || b) collate "C" from tc;
select 1 collate "en-US-x-icu";
select a from tc
  union select b from tc;
create table bad (x int collate "C");
drop table tc;
drop table words;
-- EXPLAIN shows a sort key's collation when it is not the type's default
create table te (a text collate "de-DE-x-icu", b text, n name);
explain (costs off) select a from te order by a;
explain (costs off) select b from te order by b collate "C" desc, a collate "en-US-x-icu";
explain (costs off) select b from te order by b, n, n collate "en-US-x-icu";
drop table te;
