-- The results of semi and anti joins (EXISTS / IN / NOT EXISTS pulled up) by every join
-- method: the same queries under enable_* settings that make the planner pick hash, merge and
-- nested loop joins, with and without an index on the inner key, and with the inner side
-- unique-ified or not. Keys repeat on both sides and about a tenth are NULL. The plans are
-- not shown (semi_anti_join.sql checks them): only that every method returns PG's rows.
CREATE TABLE r1 (k int, v int);
CREATE TABLE r2 (k int, w int);
INSERT INTO r1 SELECT CASE WHEN g % 10 = 0 THEN NULL ELSE (g * 7) % 41 END,
  CASE WHEN g % 9 = 0 THEN NULL ELSE g % 6 END FROM generate_series(1, 300) g;
INSERT INTO r2 SELECT CASE WHEN g % 7 = 0 THEN NULL ELSE (g * 11) % 61 END,
  CASE WHEN g % 8 = 0 THEN NULL ELSE g % 6 END FROM generate_series(1, 200) g;
ANALYZE r1;
ANALYZE r2;

-- default costs
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- no hash joins: merge joins
SET enable_hashjoin = off;
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- nested loops only
SET enable_hashjoin = off;
SET enable_mergejoin = off;
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- no hashed unique-ified inner side
SET enable_hashagg = off;
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- merge joins only
SET enable_hashjoin = off;
SET enable_nestloop = off;
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- with an index on the inner key: probed inner scans
CREATE INDEX r2_k ON r2 (k);

-- default costs
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- no hash joins: merge joins
SET enable_hashjoin = off;
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

-- nested loops only
SET enable_hashjoin = off;
SET enable_mergejoin = off;
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k IN (SELECT k FROM r2 WHERE w > 2);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w < r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE NOT EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k AND r2.w = r1.v);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE v IN (SELECT w FROM r2 WHERE r2.k > 30)
  AND NOT EXISTS (SELECT 1 FROM r2 x WHERE x.k = r1.v);
SELECT count(*) FROM r1 a JOIN r1 b ON a.k = b.v
 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = a.k AND r2.w = b.k % 5);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE k > ANY (SELECT k FROM r2 WHERE w = 1);
SELECT count(*), sum(k), sum(v) FROM r1 WHERE EXISTS (SELECT 1 FROM r2 WHERE r2.k = r1.k + 1 OR r2.k = r1.v);
RESET ALL;

DROP TABLE r1, r2;
