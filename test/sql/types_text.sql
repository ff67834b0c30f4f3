-- types_text: text, varchar(n), char(n): literals, quoting, ||, comparison, LIKE, length limits, casts
SELECT 'hello' AS a, 'hello world' AS b, '' AS c, ' padded ' AS d;
SELECT 'it''s' AS a, 'a''''b' AS b, 'back\slash' AS c, '"quoted"' AS d;
SELECT 'abc' || 'xyz' AS a, 'abc' || '' AS b, '' || '' AS c, NULL || 'x' AS d, 'x' || NULL::text AS e;
SELECT 'n=' || 42 AS a, 42 || '!' AS b, 'pi ' || 3.14 AS c, 'b ' || true AS d;
SELECT 'd ' || '2024-01-01'::date AS e;
SELECT 'a' || 'b' || 'c' || 'd' AS a, ('a' || 'b') || ('c' || 'd') AS b;
-- comparisons (lower-case ASCII only, so the order is the same in every collation)
SELECT 'abc' = 'abc' AS a, 'abc' = 'abd' AS b, 'abc' < 'abd' AS c, 'ab' < 'abc' AS d, '' < 'a' AS e, 'b' > 'abc' AS f;
SELECT 'abc' <> 'ABC' AS a, 'abc' = 'abc ' AS b, 'x' >= 'x' AS c, 'x' <= 'w' AS d;
SELECT 'abc'::varchar(5) = 'abc' AS a, 'abc'::char(5) = 'abc' AS b, 'abc'::char(5) = 'abc  '::char(5) AS c;
-- LIKE
SELECT 'abc' LIKE 'abc' AS a, 'abc' LIKE 'a%' AS b, 'abc' LIKE '%c' AS c, 'abc' LIKE '%b%' AS d, 'abc' LIKE 'a_c' AS e;
SELECT 'abc' LIKE 'a_' AS a, 'abc' LIKE '___' AS b, 'abc' LIKE '____' AS c, 'abc' LIKE '%%%' AS d, 'abc' LIKE '' AS e;
SELECT 'abc' NOT LIKE 'b%' AS a, '100%' LIKE '100\%' AS b, 'a\b' LIKE 'a\\b' AS c, 'abc' LIKE 'ABC' AS d;
SELECT 'line' LIKE NULL AS a, NULL NOT LIKE 'x' AS b;
-- varchar(n) and char(n)
SELECT 'abcdef'::varchar(3) AS a, 'ab'::varchar(3) AS b, 'abcdef'::char(3) AS c, 'ab'::char(4) AS d, 'x'::char AS e;
SELECT 'ab'::char(4) || 'c' AS a, 'ab'::varchar(4) || 'c' AS b, 'ab  '::varchar(4) || 'c' AS c;
SELECT ''::char(3) = '' AS a, 'a'::char(3) < 'b'::char(3) AS b;
CREATE TABLE s (id int, t text, v varchar(4), c char(4));
INSERT INTO s VALUES (1, 'apple', 'app', 'ap'), (2, 'banana', 'ban', 'ban'), (3, '', '', ''), (4, NULL, NULL, NULL), (5, 'cherry pie', 'cp', 'c');
SELECT * FROM s ORDER BY id;
SELECT id, '[' || t || ']' AS t, '[' || v || ']' AS v, '[' || c || ']' AS c FROM s ORDER BY id;
SELECT id, t FROM s ORDER BY t NULLS FIRST;
SELECT id, v FROM s ORDER BY v DESC, id;
SELECT id, c FROM s ORDER BY c, id;
SELECT id FROM s WHERE t = '' ORDER BY id;
SELECT id FROM s WHERE c = '' ORDER BY id;
SELECT id FROM s WHERE t LIKE '%an%' ORDER BY id;
SELECT id FROM s WHERE t > 'b' ORDER BY id;
SELECT id FROM s WHERE v IN ('app', 'cp') ORDER BY id;
SELECT min(t), max(t), min(v), max(c), count(t) FROM s;
SELECT c, count(*) FROM s GROUP BY c ORDER BY c;
INSERT INTO s VALUES (6, 'x', 'abcde', 'y');
INSERT INTO s VALUES (6, 'x', 'y', 'abcde');
INSERT INTO s VALUES (6, 'x', 'abcd    ', 'abcd    ');
SELECT id, v, c FROM s WHERE id = 6;
UPDATE s SET v = v || v WHERE id = 1;
UPDATE s SET t = t || '!' WHERE t IS NOT NULL;
SELECT id, t, v FROM s ORDER BY id;
-- casts to and from text
SELECT 123::text AS a, 1.50::text AS b, false::text AS c, 'abc'::text::varchar(2) AS e;
SELECT '2024-02-29'::date::text AS d;
SELECT '12'::text::int + 1 AS a, ' 7 '::varchar::int AS b, 'true'::text::boolean AS c;
SELECT 'x'::text::int;
DROP TABLE s;
