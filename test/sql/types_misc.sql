-- types_misc: type names, aliases and modifiers in CREATE TABLE and casts; boolean input/ordering; typmod errors
CREATE TABLE tn (a int2, b int4, c int8, d float4, e float8, f float, g float(24), h float(53), i decimal, j dec(4,1), k bool, l varchar, m char, n character varying, o timestamp without time zone, p integer, q double precision, r numeric(4));
INSERT INTO tn VALUES (1, 2, 3, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.25, 'yes', 'unlimited varchar', 'c', 'n', '2024-01-01 00:00', 11, 12.5, 13.5);
SELECT * FROM tn;
SELECT d + 0.1 AS real_plus, g + 0.1 AS float24_plus, h + 0.1 AS float53_plus, f + 0.1 AS float_plus FROM tn;
INSERT INTO tn (m) VALUES ('cc');
INSERT INTO tn (j) VALUES (1000);
INSERT INTO tn (r) VALUES (99999.4);
-- invalid type modifiers
CREATE TABLE bad (a varchar(0));
CREATE TABLE bad (a char(0));
CREATE TABLE bad (a numeric(0));
CREATE TABLE bad (a numeric(1001));
CREATE TABLE bad (a float(0));
CREATE TABLE bad (a float(54));
CREATE TABLE bad (a int(5));
CREATE TABLE bad (a text(5));
CREATE TABLE bad (a boolean(1));
SELECT 'x'::varchar(0);
-- NULL / NOT NULL column constraints
CREATE TABLE nn (a int NULL, b int NOT NULL, c int NOT NULL NOT NULL);
INSERT INTO nn VALUES (NULL, 1, 2);
INSERT INTO nn VALUES (1, NULL, 2);
INSERT INTO nn (a, b) VALUES (1, 2);
SELECT * FROM nn;
CREATE TABLE bad (a int NULL NOT NULL);
-- boolean input forms and ordering
SELECT 't'::boolean AS a, 'TRUE'::boolean AS b, ' true '::boolean AS c, 'y'::boolean AS d, 'on'::boolean AS e, '1'::boolean AS f;
SELECT 'f'::boolean AS a, 'False'::boolean AS b, 'n'::boolean AS c, 'no'::boolean AS d, 'off'::boolean AS e, '0'::boolean AS f;
SELECT 'o'::boolean;
SELECT 'tr'::boolean AS prefix_ok, 'fa'::boolean AS prefix_ok2;
SELECT '2'::boolean;
SELECT true > false AS a, false < true AS b, true = true AS c, true <> false AS d, true >= NULL AS e;
CREATE TABLE bools (id int, v boolean);
INSERT INTO bools VALUES (1, true), (2, false), (3, NULL), (4, true), (5, false);
SELECT id, v FROM bools ORDER BY v, id;
SELECT id, v FROM bools ORDER BY v DESC NULLS LAST, id;
SELECT v, count(*) FROM bools GROUP BY v ORDER BY v;
SELECT min(id) AS first_true FROM bools WHERE v;
SELECT id FROM bools WHERE v = 'yes' ORDER BY id;
SELECT id FROM bools WHERE v IS FALSE ORDER BY id;
SELECT id FROM bools WHERE v IS NOT FALSE ORDER BY id;
SELECT id, NOT v AS nv, v AND id > 2 AS both_, v OR id > 4 AS either FROM bools ORDER BY id;
SELECT v::text AS t, v::int AS i FROM bools ORDER BY id;
-- timestamp precision modifiers round the fraction
SELECT '2024-01-01 10:00:00.123456'::timestamp(3) AS ms, '2024-01-01 10:00:00.5'::timestamp(0) AS s, '2024-01-01 23:59:59.9999999'::timestamp AS rounds_up;
CREATE TABLE ts (t timestamp(2));
INSERT INTO ts VALUES ('2024-01-01 00:00:00.125'), ('2024-01-01 00:00:00.135'), ('2024-12-31 23:59:59.999');
SELECT t FROM ts ORDER BY t;
DROP TABLE tn, nn, bools, ts;
