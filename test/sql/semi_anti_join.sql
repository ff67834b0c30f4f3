-- EXISTS / IN (sub-select) / NOT EXISTS in WHERE planned as semi and anti joins, as PG 15's
-- pull_up_sublinks does, and the shapes that stay sub-plans (NOT IN, EXISTS under OR,
-- uncorrelated EXISTS). Plans after ANALYZE, then results with NULL join keys and duplicates
-- on the inner side.
CREATE TABLE sj_a (id int, x int, y text);
CREATE TABLE sj_b (id int, x int, z int);
CREATE TABLE sj_c (id int, x int);
INSERT INTO sj_a SELECT g, g % 500, 'a' || g FROM generate_series(1, 3000) g;
INSERT INTO sj_a VALUES (3001, NULL, 'null x'), (3002, NULL, 'null x 2');
-- every 7th x is NULL; x repeats about 6 times: duplicates on the inner side
INSERT INTO sj_b SELECT g, CASE WHEN g % 7 = 0 THEN NULL ELSE g % 300 END, g % 10
  FROM generate_series(1, 2000) g;
INSERT INTO sj_c SELECT g, g % 50 FROM generate_series(1, 4000) g;
ANALYZE sj_a;
ANALYZE sj_b;
ANALYZE sj_c;

-- EXISTS: PG makes it a semi join; sj_b's 300 distinct x are cheaper to hash unique-ified
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT count(*), count(DISTINCT id) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);

-- NOT EXISTS: anti join; rows with a NULL x have no partner and are returned
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT count(*), count(x) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT id, x, y FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x)
  ORDER BY id LIMIT 5;
SELECT id, y FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x) AND x IS NULL
  ORDER BY id;

-- IN (sub-select) with a condition of its own
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE a.x IN (SELECT b.x FROM sj_b b WHERE b.z = 3);
SELECT count(*), count(DISTINCT id) FROM sj_a a WHERE a.x IN (SELECT b.x FROM sj_b b WHERE b.z = 3);
SELECT id, x FROM sj_a a WHERE a.x IN (SELECT b.x FROM sj_b b WHERE b.z = 3) ORDER BY id LIMIT 5;

-- a correlated condition besides the key: a Hash Semi Join with a Join Filter
EXPLAIN (COSTS OFF)
SELECT * FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z >= a.id % 10);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z >= a.id % 10);
SELECT id, x FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z >= a.id % 10)
  ORDER BY id LIMIT 5;

-- a condition of the sub-select on the outer table alone filters it before the semi join
EXPLAIN (COSTS OFF)
SELECT * FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND a.id < 100 AND b.z = 1);
SELECT id FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND a.id < 100 AND b.z = 1)
  ORDER BY id;

-- anti join with a condition on the outer side alone: it stays in the join
EXPLAIN (COSTS OFF)
SELECT * FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND a.id > 5);
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND a.id > 5);

-- two tables inside the sub-select
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_b b
 WHERE EXISTS (SELECT 1 FROM sj_a a, sj_c c WHERE a.id = c.id AND c.x = b.z AND a.x = b.x);
SELECT count(*) FROM sj_b b
 WHERE EXISTS (SELECT 1 FROM sj_a a, sj_c c WHERE a.id = c.id AND c.x = b.z AND a.x = b.x);

-- the outer side is a join
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a JOIN sj_c c ON c.id = a.id
 WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT count(*) FROM sj_a a JOIN sj_c c ON c.id = a.id
 WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);

-- a sub-link in an inner join's ON condition is pulled up like one of WHERE
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a JOIN sj_c c ON c.id = a.id AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT count(*) FROM sj_a a JOIN sj_c c ON c.id = a.id AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
-- in a LEFT join's ON condition it filters the NULL-extended side when it reads only that
-- side (PG hashes sj_a in a Hash Right Join there, Basalt's outer joins always hash their
-- inner side: only the results are checked), else it stays a sub-plan
SELECT count(*), count(c.id) FROM sj_a a
  LEFT JOIN sj_c c ON c.id = a.id AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = c.x);
SELECT count(*), count(c.id) FROM sj_a a
  LEFT JOIN sj_c c ON c.id = a.id AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
-- a strict condition on the NULL-extended side makes the LEFT join inner
SELECT count(*) FROM sj_a a LEFT JOIN sj_c c ON c.id = a.id
 WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = c.x);

-- a unique inner side makes the semi join an inner join (PG's reduce_unique_semijoins)
CREATE TABLE sj_u (id int PRIMARY KEY, v int);
INSERT INTO sj_u SELECT g, g % 13 FROM generate_series(1, 1500) g;
ANALYZE sj_u;
EXPLAIN (COSTS OFF) SELECT count(*) FROM sj_a a WHERE a.x IN (SELECT u.id FROM sj_u u);
SELECT count(*) FROM sj_a a WHERE a.x IN (SELECT u.id FROM sj_u u);
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_u u WHERE u.id = a.id AND u.v = 3);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_u u WHERE u.id = a.id AND u.v = 3);
DROP TABLE sj_u;

-- other join methods
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x);
-- (written a.x = b.x: PG prints the join filter's "=" regenerated from its equivalence class,
-- outer side first, which Basalt does not do for any join yet)
EXPLAIN (COSTS OFF)
SELECT * FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE a.x = b.x AND b.z >= a.id % 10);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE a.x = b.x AND b.z >= a.id % 10);
RESET enable_hashjoin;
RESET enable_mergejoin;

-- an index on the inner side: probed per outer row (the sub-select also reads z, so PG does
-- not use an index-only scan, which Basalt does not have)
CREATE INDEX sj_b_x ON sj_b (x);
EXPLAIN (COSTS OFF)
SELECT id FROM sj_a a WHERE a.id < 4 AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z < 8);
SELECT id FROM sj_a a WHERE a.id < 4 AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z < 8)
  ORDER BY id;
EXPLAIN (COSTS OFF)
SELECT id FROM sj_a a WHERE a.id < 4 AND NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z < 8);
SELECT id FROM sj_a a WHERE a.id < 4 AND NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z < 8)
  ORDER BY id;
DROP INDEX sj_b_x;

-- NOT IN stays a hashed sub-plan (a NULL among the sub-select's rows makes it NULL, never true)
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE a.x NOT IN (SELECT b.x FROM sj_b b);
SELECT count(*) FROM sj_a a WHERE a.x NOT IN (SELECT b.x FROM sj_b b);
SELECT count(*) FROM sj_a a WHERE a.x NOT IN (SELECT b.x FROM sj_b b WHERE b.x IS NOT NULL);

-- EXISTS under OR stays a sub-plan
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a
 WHERE a.id < 3 OR EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z > a.id % 10);
SELECT count(*) FROM sj_a a
 WHERE a.id < 3 OR EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND b.z > a.id % 10);

-- an uncorrelated EXISTS runs once
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.z = 11);
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.z = 11);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.z = 9) AND a.id <= 10;

-- EXISTS ignores a positive constant LIMIT, GROUP BY and DISTINCT (PG's simplify_EXISTS_query)
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x LIMIT 1);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x LIMIT 1);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT DISTINCT b.z FROM sj_b b WHERE b.x = a.x);
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT b.z FROM sj_b b WHERE b.x = a.x GROUP BY b.z);
-- LIMIT 0 and OFFSET do matter: sub-plans
EXPLAIN (COSTS OFF)
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x LIMIT 0);
SELECT count(*) FROM sj_a a WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x LIMIT 0);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x OFFSET 5);

-- sub-selects that are not simple stay sub-plans; the results are the same
SELECT count(*) FROM sj_a a WHERE a.x IN (SELECT max(b.x) FROM sj_b b GROUP BY b.z);
SELECT count(*) FROM sj_a a WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x AND random() >= 0);
SELECT count(*) FROM sj_a a WHERE a.x IN (SELECT b.x FROM sj_b b WHERE b.id = a.id);

-- the filtered FROM item reads another one through LATERAL
SELECT count(*) FROM sj_a a, LATERAL (SELECT a.x + 1 AS v) s
 WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = s.v);
SELECT count(*) FROM sj_a a, generate_series(a.x, a.x + 1) g
 WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = g);
SELECT count(*) FROM (VALUES (1), (2), (NULL)) v(k) WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = v.k);

-- several sub-links ANDed, mixed with plain conditions
SELECT count(*) FROM sj_a a
 WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = a.x)
   AND NOT EXISTS (SELECT 1 FROM sj_c c WHERE c.x = a.x)
   AND a.id % 2 = 0;
SELECT count(*) FROM sj_a a
 WHERE a.id IN (SELECT c.id FROM sj_c c WHERE c.x = 7) AND a.x IN (SELECT b.x FROM sj_b b);

-- UPDATE and DELETE get the same joins (no alias on the target: Basalt's EXPLAIN does not yet
-- name it under a join, "Delete on sj_d d")
CREATE TABLE sj_d AS SELECT * FROM sj_a;
ANALYZE sj_d;
EXPLAIN (COSTS OFF)
DELETE FROM sj_d WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = sj_d.x AND b.z = 3);
DELETE FROM sj_d WHERE EXISTS (SELECT 1 FROM sj_b b WHERE b.x = sj_d.x AND b.z = 3);
EXPLAIN (COSTS OFF)
UPDATE sj_d SET y = 'no match' WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = sj_d.x);
UPDATE sj_d SET y = 'no match' WHERE NOT EXISTS (SELECT 1 FROM sj_b b WHERE b.x = sj_d.x);
UPDATE sj_d SET y = 'returned' WHERE sj_d.x IN (SELECT b.x FROM sj_b b WHERE b.z = 5)
  AND id < 30 RETURNING id, x, y;
UPDATE sj_d SET y = 'in' WHERE sj_d.x IN (SELECT b.x FROM sj_b b WHERE b.z = 5);
SELECT y, count(*) FROM sj_d GROUP BY y HAVING count(*) > 10 ORDER BY 1;
DELETE FROM sj_d USING sj_c c WHERE c.id = sj_d.id AND EXISTS (SELECT 1 FROM sj_b b WHERE b.x = c.x);
SELECT count(*) FROM sj_d;
DROP TABLE sj_d;

-- NULLs in the join keys on both sides
CREATE TABLE sj_n1 (k int, tag text);
CREATE TABLE sj_n2 (k int);
INSERT INTO sj_n1 VALUES (1, 'one'), (2, 'two'), (NULL, 'null'), (3, 'three');
INSERT INTO sj_n2 VALUES (1), (1), (NULL), (3), (3), (3);
SELECT tag FROM sj_n1 WHERE EXISTS (SELECT 1 FROM sj_n2 WHERE sj_n2.k = sj_n1.k) ORDER BY tag;
SELECT tag FROM sj_n1 WHERE NOT EXISTS (SELECT 1 FROM sj_n2 WHERE sj_n2.k = sj_n1.k) ORDER BY tag;
SELECT tag FROM sj_n1 WHERE k IN (SELECT k FROM sj_n2) ORDER BY tag;
SELECT tag FROM sj_n1 WHERE k NOT IN (SELECT k FROM sj_n2) ORDER BY tag;
SELECT tag FROM sj_n1 WHERE k NOT IN (SELECT k FROM sj_n2 WHERE k IS NOT NULL) ORDER BY tag;
SELECT tag FROM sj_n1 WHERE NOT EXISTS (SELECT 1 FROM sj_n2 WHERE sj_n2.k = sj_n1.k OR sj_n2.k IS NULL) ORDER BY tag;
-- an empty inner side
SELECT tag FROM sj_n1 WHERE NOT EXISTS (SELECT 1 FROM sj_n2 WHERE sj_n2.k = sj_n1.k AND sj_n2.k > 10) ORDER BY tag;
SELECT tag FROM sj_n1 WHERE EXISTS (SELECT 1 FROM sj_n2 WHERE sj_n2.k = sj_n1.k AND sj_n2.k > 10) ORDER BY tag;

DROP TABLE sj_a, sj_b, sj_c, sj_n1, sj_n2;
