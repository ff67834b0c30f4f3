-- order_limit: ORDER BY (ASC/DESC, NULLS FIRST/LAST, position, alias, expression, several keys), LIMIT/OFFSET, DISTINCT
CREATE TABLE s (id int, grp text, val int, score numeric, f float8);
INSERT INTO s VALUES
  (1, 'b', 10, 1.5, 0.5),
  (2, 'a', NULL, 2.25, -1),
  (3, 'c', 30, NULL, 2.5),
  (4, 'a', 20, -3, NULL),
  (5, NULL, 10, 0, 100),
  (6, 'b', 5, 2.25, -0.25);
SELECT id, val FROM s ORDER BY val, id;
SELECT id, val FROM s ORDER BY val ASC, id ASC;
SELECT id, val FROM s ORDER BY val DESC, id;
SELECT id, val FROM s ORDER BY val NULLS FIRST, id;
SELECT id, val FROM s ORDER BY val DESC NULLS LAST, id DESC;
SELECT id, val FROM s ORDER BY val ASC NULLS LAST, id;
SELECT id, grp FROM s ORDER BY grp, id;
SELECT id, grp FROM s ORDER BY grp DESC, id;
SELECT id, grp FROM s ORDER BY grp DESC NULLS LAST, id;
SELECT id, score FROM s ORDER BY score, id;
SELECT id, f FROM s ORDER BY f DESC, id;
CREATE TABLE sd (id int, d date);
INSERT INTO sd VALUES (1, '2024-03-01'), (2, '2023-12-31'), (3, NULL), (4, '2024-01-15'), (5, '2024-03-01'), (6, '2022-06-30');
SELECT id, d FROM sd ORDER BY d, id;
SELECT id, d FROM sd ORDER BY d DESC, id DESC;
-- by position, by alias, by expression
SELECT grp, id FROM s ORDER BY 1, 2;
SELECT grp, id FROM s ORDER BY 1 DESC, 2 DESC;
SELECT id, val * -1 AS neg FROM s ORDER BY neg, id;
SELECT id, val FROM s ORDER BY val % 3, id;
SELECT id, val FROM s ORDER BY COALESCE(val, 0) DESC, id;
SELECT id FROM s ORDER BY val IS NULL, id DESC;
SELECT id, grp FROM s ORDER BY grp || 'x', id;
-- ORDER BY a column that is not selected
SELECT id FROM s ORDER BY score DESC NULLS LAST, id;
SELECT grp FROM s ORDER BY id DESC;
SELECT s.id FROM s ORDER BY s.val, s.id;
-- LIMIT and OFFSET
SELECT id FROM s ORDER BY id LIMIT 3;
SELECT id FROM s ORDER BY id LIMIT 3 OFFSET 2;
SELECT id FROM s ORDER BY id OFFSET 4;
SELECT id FROM s ORDER BY id LIMIT 0;
SELECT id FROM s ORDER BY id LIMIT 100;
SELECT id FROM s ORDER BY id OFFSET 10;
SELECT id FROM s ORDER BY id LIMIT ALL;
SELECT id FROM s ORDER BY id LIMIT NULL;
SELECT id FROM s ORDER BY id LIMIT 1 + 1;
SELECT id, val FROM s ORDER BY val DESC NULLS LAST, id LIMIT 2;
SELECT id FROM s ORDER BY id DESC LIMIT 2 OFFSET 1;
SELECT 1 AS x LIMIT 1;
SELECT 1 AS x OFFSET 1;
-- DISTINCT
SELECT DISTINCT grp FROM s ORDER BY grp;
SELECT DISTINCT val FROM s ORDER BY val DESC;
SELECT DISTINCT grp, val FROM s ORDER BY grp, val;
SELECT DISTINCT score FROM s ORDER BY 1;
SELECT DISTINCT d FROM sd ORDER BY d NULLS FIRST;
SELECT DISTINCT val % 2 AS parity FROM s ORDER BY parity;
SELECT DISTINCT grp FROM s ORDER BY grp LIMIT 2;
SELECT DISTINCT 1 AS one FROM s;
SELECT ALL grp FROM s ORDER BY grp, id;
-- numeric and float keys compare by value, not by text
CREATE TABLE nums (n numeric, f float8, i bigint);
INSERT INTO nums VALUES (10, 10, 10), (9.5, 9.5, 9), (100, 1e2, 100), (-1, -1e-3, -1), (1.000, 1, 1);
SELECT n FROM nums ORDER BY n;
SELECT f FROM nums ORDER BY f DESC;
SELECT i FROM nums ORDER BY i;
SELECT n, f FROM nums ORDER BY n * f;
-- errors
SELECT id FROM s ORDER BY 3;
SELECT id FROM s ORDER BY 0;
SELECT id FROM s ORDER BY nosuch;
SELECT DISTINCT grp FROM s ORDER BY val;
SELECT id FROM s ORDER BY id LIMIT -1;
SELECT id FROM s ORDER BY id OFFSET -1;
SELECT id FROM s LIMIT 'x';
DROP TABLE s, sd, nums;
