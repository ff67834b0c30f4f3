-- errors: the common errors, each with PG's message, SQLSTATE class, LINE/caret, DETAIL and HINT; the session survives each
CREATE TABLE t (a int, b text, c numeric(6,2), d varchar(3));
INSERT INTO t VALUES (1, 'one', 1.5, 'x'), (2, 'two', 2.5, 'y');
CREATE TABLE u (a int, e text);
INSERT INTO u VALUES (1, 'uno');
-- syntax errors
SELEC 1;
SELECT FROM WHERE;
SELECT 1 +;
SELECT 1 + 2);
SELECT * FROM;
SELECT a b c FROM t;
SELECT a FROM t WHERE;
SELECT a FROM t ORDER a;
INSERT INTO t VALUES 1, 2;
INSERT t VALUES (1);
CREATE TABLE (a int);
CREATE TABLE x (a int,);
DROP t;
UPDATE t a = 1;
DELETE t;
SELECT 1 SELECT 2;
SELECT 1; SELECT 2 +; SELECT 3;
SELECT 1 AS from;
SELECT a FROM t GROUP a;
-- division by zero
SELECT 1 / 0;
SELECT 1 % 0;
SELECT 1.5 / 0;
SELECT 1.5 / 0.0;
SELECT 2::float8 / 0;
SELECT a / (a - 1) FROM t ORDER BY a;
SELECT count(*) FROM t WHERE a / 0 > 1;
-- unknown names
SELECT nosuch FROM t;
SELECT t.nosuch FROM t;
SELECT nosuch.a FROM t;
SELECT a FROM nosuch;
SELECT * FROM t, nosuch;
SELECT x FROM t WHERE a = 1;
SELECT a FROM t ORDER BY zz;
SELECT nosuch(1);
SELECT count(a, b) FROM t;
-- type errors
SELECT 1 + 'abc';
SELECT a + b FROM t;
SELECT 1 + true;
SELECT b * 2 FROM t;
SELECT - 'x'::text;
SELECT 'abc' LIKE 1;
SELECT a FROM t WHERE b;
SELECT a FROM t WHERE a;
SELECT CASE WHEN true THEN 1 ELSE 'x' END;
SELECT COALESCE(1, 'x');
SELECT 1 IN ('a', 'b');
SELECT true = 1;
SELECT '2024-01-01'::date - 'x'::text;
-- invalid input syntax
SELECT 'abc'::int;
SELECT '12abc'::int;
SELECT ' '::bigint;
SELECT 'x'::numeric;
SELECT 'x'::boolean;
SELECT '2024-99-99'::date;
SELECT '1e5'::smallint;
INSERT INTO t VALUES ('bad', 'b', 1, 'z');
INSERT INTO t VALUES (3, 'b', 'bad', 'z');
-- ambiguous and grouping errors
SELECT a FROM t, u;
SELECT a FROM t JOIN u ON t.a = u.a;
SELECT b, count(*) FROM t;
SELECT a, b FROM t GROUP BY a;
SELECT a FROM t GROUP BY b ORDER BY a;
SELECT a FROM t WHERE sum(a) > 1;
SELECT a FROM t GROUP BY a HAVING b = 'x';
-- range and length errors
SELECT 2147483647 + 1;
SELECT 3000000000::int;
SELECT (-32768)::smallint - 1::smallint;
SELECT 9223372036854775807 * 2;
INSERT INTO t (a) VALUES (3000000000);
INSERT INTO t (d) VALUES ('abcd');
INSERT INTO t (c) VALUES (12345.678);
SELECT 'abcd'::varchar(3) AS truncated_by_explicit_cast;
-- after all these errors the session still works and the data is intact
SELECT * FROM t ORDER BY a;
DROP TABLE t, u;
