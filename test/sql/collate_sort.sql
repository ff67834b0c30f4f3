-- Sorting text under ICU collations: many rows (abbreviated keys from ICU sort keys, checked
-- by HyperLogLog), strings sharing long prefixes (abbreviation abandoned), long strings, ties,
-- NULLs, an external merge past work_mem, top-N, and B-tree indexes on ICU columns. Results are
-- compared through row numbers and md5 of the ordered values, so every row's place counts.
create table s (id int, w text, p text, l text);
insert into s
  select g,
         case when g % 97 = 0 then null
              else (array['Äpfel', 'apple', 'Apple', 'zebra', 'éclair', 'eclair', 'straße',
                          'strasse', 'Öl', 'ol', 'naïve', 'Résumé', 'resume', '', ' ', '10',
                          '9'])[1 + g % 17] || (g % 50)::text end,
         'a common prefix much longer than eight bytes ' || ((g * 7919) % 3001)::text,
         repeat('xy', 1500) || (array['a', 'B', 'ä', 'c'])[1 + g % 4] || (g % 13)::text
  from generate_series(1, 20000) g;
select md5(string_agg(coalesce(w, 'NULL'), ',' order by w collate "en-US-x-icu", id)) from s;
select md5(string_agg(coalesce(w, 'NULL'), ',')) from
  (select w from s order by w collate "en-US-x-icu", id) o;
select md5(string_agg(coalesce(w, 'NULL'), ',')) from
  (select w from s order by w collate "de-DE-x-icu" desc nulls last, id) o;
select md5(string_agg(coalesce(w, 'NULL'), ',')) from
  (select w from s order by w collate "und-x-icu" nulls first, id desc) o;
select md5(string_agg(coalesce(w, 'NULL'), ',')) from
  (select w from s order by w collate "C", id) o;
select md5(string_agg(p, ',')) from (select p from s order by p collate "en-US-x-icu", id) o;
select md5(string_agg(l, ',')) from (select l from s order by l collate "de-DE-x-icu", id) o;
select id, w from (select id, w, row_number() over (order by w collate "sv-SE-x-icu", id) rn
                   from s) x where rn % 2000 = 1 order by rn;
select distinct w collate "en-US-x-icu" as w from s order by 1 limit 40;
select w, id from s order by w collate "en-US-x-icu" desc, id limit 5 offset 100;
select left(l, 3), right(l, 4) from s order by l collate "en-US-x-icu" desc, id limit 6;
select count(distinct w collate "en-US-x-icu"), count(distinct lower(w collate "de-DE-x-icu"))
  from s;
select w collate "de-DE-x-icu" as w, count(*) from s where id < 400 group by 1 order by 1 limit 10;
-- past work_mem: sorted runs merged under the collation
set work_mem = '64kB';
select md5(string_agg(coalesce(w, 'NULL'), ',')) from
  (select w from s order by w collate "en-US-x-icu", id) o;
select md5(string_agg(p, ',')) from (select p from s order by p collate "en-US-x-icu" desc, id) o;
reset work_mem;
-- a B-tree index on a column with an ICU collation is ordered by it
create table si (id int, w text collate "en-US-x-icu");
insert into si select id, w from s;
create index si_w on si (w);
select w from si where w between 'apple' and 'Apple9' order by w, id limit 8;
select count(*) from si where w = 'Äpfel1';
select distinct w from si order by w offset 600 limit 8;
select w from si order by w desc limit 3;
select distinct w from si order by w collate "C" offset 600 limit 8;
drop table si;
drop table s;
-- ties of the 8-byte abbreviation sorted on 32-byte sort key prefixes, and prefixes that are
-- full and equal (strings that part only after 40 characters, or only in case or accents)
-- resolved by the collation
CREATE TABLE icu_ties (s text COLLATE "en-US-x-icu");
INSERT INTO icu_ties SELECT (ARRAY['apple ', 'Apple ', 'äpple '])[1 + g % 3] || md5(g::text)
  FROM generate_series(1, 300) g;
INSERT INTO icu_ties SELECT 'apple ' || repeat('0', 40) || (ARRAY['b', 'B', 'á', 'a'])[1 + g % 4]
  FROM generate_series(1, 30) g;
INSERT INTO icu_ties SELECT 'a common prefix forty characters long.. ' ||
  (ARRAY['x', 'X', 'é', 'e', 'E'])[1 + g % 5] || (g % 7) FROM generate_series(1, 300) g;
SELECT md5(string_agg(s, '|' ORDER BY s)), count(*) FROM icu_ties;
SELECT md5(string_agg(s, '|')) FROM (SELECT s FROM icu_ties ORDER BY s DESC) q;
SELECT s FROM icu_ties ORDER BY s OFFSET 290 LIMIT 20;
SELECT s FROM icu_ties WHERE s LIKE '%00000%' ORDER BY s DESC LIMIT 8;
