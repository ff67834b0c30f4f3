-- Hash joins whose inner side outgrows work_mem * hash_mem_multiplier: the table is split
-- into batches kept in temp files (hybrid hash join). Every join type must give the exact
-- result of one batch: compared by aggregates over 50 000-row tables (some NULL keys, a
-- skewed key whose rows alone exceed the limit), with merge joins and nested loops disabled
-- so that every join hashes, as in PG.
SET enable_mergejoin = off;
SET enable_nestloop = off;
CREATE TABLE hb_a AS SELECT g AS id, CASE WHEN g % 97 = 0 THEN NULL ELSE g END AS k,
  g % 1000 AS m, md5(g::text) AS t FROM generate_series(1, 50000) g;
CREATE TABLE hb_b AS SELECT g AS id, CASE WHEN g % 89 = 0 THEN NULL ELSE g * 2 END AS k,
  g % 7 AS m, md5(g::text) AS t FROM generate_series(1, 50000) g;
-- one key (7) takes 30 000 of the rows
CREATE TABLE hb_skew AS SELECT g AS id, CASE WHEN g <= 30000 THEN 7 ELSE g END AS k,
  repeat('x', 20) AS pad FROM generate_series(1, 50000) g;
ANALYZE hb_a;
ANALYZE hb_b;
ANALYZE hb_skew;
SET work_mem = '64kB';

-- inner
EXPLAIN (COSTS OFF) SELECT count(*), sum(hb_a.m), sum(hb_b.m) FROM hb_a JOIN hb_b ON hb_a.k = hb_b.k;
SELECT count(*), sum(hb_a.m), sum(hb_b.m), sum(length(hb_a.t || hb_b.t)) FROM hb_a JOIN hb_b ON hb_a.k = hb_b.k;
-- left: the NULL-extended rows of every batch, and of the NULL keys
SELECT count(*), count(hb_b.id), count(*) - count(hb_b.id) AS null_extended, sum(hb_a.m), sum(hb_b.m)
  FROM hb_a LEFT JOIN hb_b ON hb_a.k = hb_b.k;
-- right
SELECT count(*), count(hb_a.id), count(*) - count(hb_a.id) AS null_extended, sum(hb_a.m), sum(hb_b.m)
  FROM hb_a RIGHT JOIN hb_b ON hb_a.k = hb_b.k;
-- full
EXPLAIN (COSTS OFF) SELECT count(*) FROM hb_a FULL JOIN hb_b ON hb_a.k = hb_b.k;
SELECT count(*), count(hb_a.id) AS a_rows, count(hb_b.id) AS b_rows,
  count(*) FILTER (WHERE hb_a.id IS NULL) AS a_null, count(*) FILTER (WHERE hb_b.id IS NULL) AS b_null,
  sum(hb_a.id), sum(hb_b.id)
  FROM hb_a FULL JOIN hb_b ON hb_a.k = hb_b.k;
-- another join condition besides the hash keys, and a filter above the join
SELECT count(*), sum(hb_a.id), sum(hb_b.id) FROM hb_a LEFT JOIN hb_b ON hb_a.k = hb_b.k AND hb_b.m <> 3;
SELECT count(*), sum(hb_a.id) FROM hb_a FULL JOIN hb_b ON hb_a.k = hb_b.k WHERE hb_a.m < 500 OR hb_b.m = 1;
-- a key of two columns, one of them text
SELECT count(*), sum(x.id) FROM hb_a x JOIN hb_a y ON x.k = y.k AND x.t = y.t;
-- skewed keys: PG does not hash a side whose most common key alone exceeds the limit when
-- the other side can be hashed
EXPLAIN (COSTS OFF) SELECT count(*) FROM hb_skew s JOIN hb_b ON hb_b.k = s.k;
EXPLAIN (COSTS OFF) SELECT count(*) FROM hb_b JOIN hb_skew s ON hb_b.k = s.k;
-- but if it must (a self-join), the rows of key 7 exceed the limit in one batch: doubling
-- stops, and the join still ends
SELECT count(*), sum(s.id), count(hb_a.id) FROM hb_skew s LEFT JOIN hb_a ON hb_a.k = s.k;
SELECT count(*), sum(s1.id::bigint), count(*) FILTER (WHERE s1.k = 7)
  FROM hb_skew s1 JOIN hb_skew s2 ON s1.k = s2.k WHERE s2.id > 29990 OR s2.k <> 7;
SELECT count(*), count(s.id), count(hb_b.id) FROM hb_skew s FULL JOIN hb_b ON hb_b.k = s.k;
-- rescans: the join runs again for each outer value of a correlated sub-select
SELECT x, (SELECT count(*) FROM hb_a JOIN hb_b ON hb_a.k = hb_b.k WHERE hb_b.m = x)
  FROM generate_series(0, 3) x ORDER BY x;
SELECT x, (SELECT count(hb_b.id) FROM hb_a LEFT JOIN hb_b ON hb_a.k = hb_b.k WHERE hb_a.m < x * 100)
  FROM generate_series(1, 3) x ORDER BY x;
-- a join of joins, both hashed with several batches
SELECT count(*), sum(c.id) FROM hb_a JOIN hb_b ON hb_a.k = hb_b.k JOIN hb_a c ON c.k = hb_b.id;
-- the same results with the default work_mem (one batch)
RESET work_mem;
SELECT count(*), sum(hb_a.m), sum(hb_b.m), sum(length(hb_a.t || hb_b.t)) FROM hb_a JOIN hb_b ON hb_a.k = hb_b.k;
SELECT count(*), count(hb_a.id) AS a_rows, count(hb_b.id) AS b_rows, sum(hb_a.id), sum(hb_b.id)
  FROM hb_a FULL JOIN hb_b ON hb_a.k = hb_b.k;
DROP TABLE hb_a, hb_b, hb_skew;
