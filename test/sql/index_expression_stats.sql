-- Statistics on index expressions: ANALYZE computes statistics for each expression column of
-- an index (pg_statistic under the index's oid, pg_stats with the index as tablename), and
-- the planner's estimates of a condition on that expression use them. ANALYZE reads these
-- tables whole, so the statistics are PG's exactly. EXPLAIN's row estimates equal PG's too,
-- but its costs and widths do not (Basalt charges one operator per condition, not per call,
-- and takes widths from the types, not from avg_width): test/server/analyze_estimates.sh
-- compares the rows= figures with PostgreSQL 15's; here the plans show the estimates at work.
CREATE TABLE words (id int, name text, n int);
INSERT INTO words SELECT g, CASE WHEN g % 10 < 6 THEN 'Alpha' WHEN g % 10 < 8 THEN 'BETA'
  ELSE 'w' || g END, g % 7 FROM generate_series(1, 100) g;
INSERT INTO words VALUES (101, 'alpha', 1), (102, NULL, 2), (103, 'ALPHA', 3);
CREATE INDEX words_lower ON words (lower(name));
CREATE INDEX words_mix ON words (n, (n * 10 + id % 3), upper(name));
CREATE INDEX words_part ON words ((id % 5)) WHERE n > 2;
CREATE INDEX words_plain ON words (id);
-- before ANALYZE: the default 0.005 for an expression
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'alpha';
ANALYZE words;
SELECT tablename, attname, null_frac, avg_width, n_distinct, most_common_vals,
       most_common_freqs, histogram_bounds, correlation
  FROM pg_stats WHERE tablename LIKE 'words%' ORDER BY tablename, attname;
SELECT c.relname, s.staattnum FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid
  WHERE c.relname LIKE 'words%' ORDER BY 1, 2;
-- equality with an MCV, with a non-MCV value, inequality, ranges, IS NULL, IN
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'alpha';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'beta';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'w19';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'nothing';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE 'alpha' = lower(name);
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) <> 'alpha';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) > 'w5';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) >= 'b' AND lower(name) < 'w3';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) IS NULL;
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) IN ('alpha', 'beta', 'w9');
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE upper(name) = 'ALPHA';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE n * 10 + id % 3 = 31;
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE n * 10 + id % 3 < 20;
-- a different expression has no statistics: the default
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) || '' = 'alpha';
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE n * 10 + id % 4 = 31;
-- a partial index's statistics are not used (they describe only its rows)
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE id % 5 = 1;
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE id % 5 = 1 AND n > 2;
-- combined with a plain column's statistics
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'alpha' AND n = 3;
-- ANALYZE of named columns leaves the index statistics alone
DROP INDEX words_lower;
CREATE INDEX words_lower ON words (lower(name));
ANALYZE words (n);
SELECT count(*) FROM pg_stats WHERE tablename = 'words_lower';
ANALYZE words;
SELECT count(*) FROM pg_stats WHERE tablename = 'words_lower';
-- dropping the index drops its statistics
DROP INDEX words_lower;
SELECT count(*) FROM pg_statistic WHERE starelid NOT IN (SELECT oid FROM pg_class);
EXPLAIN (COSTS OFF) SELECT * FROM words WHERE lower(name) = 'alpha';
-- a unique expression index: one row per value
CREATE TABLE emails (id int, email text);
INSERT INTO emails SELECT g, 'user' || g || '@example.com' FROM generate_series(1, 80) g;
CREATE UNIQUE INDEX emails_lower ON emails (lower(email));
ANALYZE emails;
EXPLAIN (COSTS OFF) SELECT * FROM emails WHERE lower(email) = 'user7@example.com';
EXPLAIN (COSTS OFF) SELECT * FROM emails WHERE lower(email) > 'user5';
-- the estimate decides the plan: an MCV covering most rows is read sequentially, a rare
-- value through the index
CREATE TABLE big (id int, name text);
INSERT INTO big SELECT g, CASE WHEN g % 10 < 9 THEN 'Common' ELSE 'r' || g END
  FROM generate_series(1, 5000) g;
CREATE INDEX big_lower ON big (lower(name));
ANALYZE big;
SELECT attname, n_distinct, most_common_vals, most_common_freqs
  FROM pg_stats WHERE tablename = 'big_lower';
EXPLAIN (COSTS OFF) SELECT id FROM big WHERE lower(name) = 'common';
EXPLAIN (COSTS OFF) SELECT id FROM big WHERE lower(name) = 'r19';
EXPLAIN (COSTS OFF) SELECT id FROM big WHERE lower(name) > 'r';
SELECT count(*) FROM big WHERE lower(name) = 'common';
DROP TABLE words, emails, big;
