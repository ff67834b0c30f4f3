-- COPY FROM STDIN / TO STDOUT in text, CSV and binary format, options and their errors,
-- bad data with PG's CONTEXT lines, and psql's \copy (client-side files).
create table c (a int not null, b text, n numeric, d date);
copy c from stdin;
1	hello	1.5	2024-01-02
2	\N	2	\N
3	tab\there, back\\slash	-7	1999-12-31
4	new\nline \x41\101	0	2000-02-29
\.
select * from c order by a;
copy c to stdout;
copy c (b, a) to stdout;
copy c to stdout with (format csv, header);
copy c to stdout with csv header delimiter ';' null 'NULL' force quote b;
copy c to stdout (format csv, force_quote *);
copy (select a, b from c where a > 1 order by a desc) to stdout csv;
copy (select 1 as x, 'a"b' as y, '' as z, null::text as w) to stdout csv header;
copy (select '\.'::text) to stdout csv;
copy c to stdout (format text, header true);
-- CSV input: quotes, embedded delimiters and newlines, NULL versus empty string
copy c (b, a) from stdin with csv;
"x, y",10
"",11
,12
"multi
line",13
"say ""hi""",14
\.
select a, b, b is null as isnull from c where a >= 10 order by a;
copy c (a, b) from stdin with (format csv, header true, delimiter '|');
a|b
20|twenty
21|"twenty|one"
\.
copy c (a, b) from stdin with (format csv, header match);
a,b
22,ok
\.
copy c (a, b) from stdin with (format csv, header match);
a,x
23,bad
\.
copy c (a, b) from stdin with (format csv, force_not_null (b));
24,
\.
copy c (a, b) from stdin with (format csv, force_null (b));
25,""
\.
select a, b, b is null as isnull from c where a >= 20 order by a;
copy c (a, b) from stdin with (format text, null 'nil');
30	nil
31	\N
\.
select a, b, b is null as isnull from c where a >= 30 order by a;
-- bad data: the whole COPY is undone, with PG's CONTEXT line
copy c from stdin;
40	a	1	2020-01-01
41	b	abc	2020-01-01
\.
copy c from stdin;
42
\.
copy c from stdin;
43	a	1	2020-01-01	extra
\.
copy c from stdin;
\N	a	1	2020-01-01
\.
copy c (a, d) from stdin;
44	2020-13-01
\.
copy c (a, b) from stdin with csv;
45,"unterminated
\.
select count(*) from c where a >= 40;
-- binary round trip
create table cb (a int, b text, n numeric, f float8, t timestamp, ok bool);
insert into cb values (1, 'one', 1.25, 0.5, '2020-01-02 03:04:05', true), (2, null, -3, null, null, false);
create table cb2 (a int, b text, n numeric, f float8, t timestamp, ok bool);
\copy cb to '/tmp/basalt_copy_test.bin' binary
\copy cb2 from '/tmp/basalt_copy_test.bin' binary
select * from cb2 order by a;
-- \copy through the client, CSV with a header
\copy c to '/tmp/basalt_copy_test.csv' csv header
create table c2 (like_a int not null, b text, n numeric, d date);
\copy c2 from '/tmp/basalt_copy_test.csv' csv header
select count(*), sum(like_a) from c2;
-- inside a transaction: rolled back with it
begin;
copy c (a) from stdin;
100
101
\.
select count(*) from c where a >= 100;
rollback;
select count(*) from c where a >= 100;
-- option errors
copy c from stdin (format xml);
copy c from stdin (delimiter ',,');
copy c from stdin (format csv, format text);
copy c from stdin (bogus 1);
copy c from stdin (format binary, delimiter ',');
copy c from stdin (quote '"');
copy c to stdout (format csv, force_not_null (b));
copy c from stdin (format csv, force_quote (b));
copy c from stdin (delimiter '\');
copy c from stdin (format csv, delimiter ',', quote ',');
copy c from stdin (null E'a\nb');
copy c to stdout (format csv, header match);
copy c to stdout (format csv, force_quote (zz));
copy nosuch from stdin;
copy c (zz) from stdin;
copy c (a, a) from stdin;
-- option values written as numbers
copy (select 1 as one) to stdout (format csv, header 1);
copy (select 1 as one) to stdout (format csv, header 0);
copy (select 1 as one) to stdout (format csv, header 2);
