-- pg_stat_user_tables / pg_stat_user_indexes: the activity counters of tables and indexes.
-- PG applies a session's counts when it flushes them (pg_stat_force_next_flush() makes the next
-- transaction end do it); Basalt applies them at the end of each transaction and scan, so the
-- calls below are no-ops for Basalt and make PG's output deterministic. Timestamps are shown
-- as IS NOT NULL. autovacuum is off in both tests' servers only as far as these small tables
-- stay under its thresholds.

CREATE TABLE st1 (id int PRIMARY KEY, v text);
CREATE TABLE st2 (a int);
SELECT relname, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch, n_tup_ins, n_tup_upd,
       n_tup_del, n_tup_hot_upd, n_live_tup, n_dead_tup, n_mod_since_analyze,
       n_ins_since_vacuum, last_vacuum, last_analyze, vacuum_count, analyze_count
  FROM pg_stat_user_tables WHERE relname IN ('st1', 'st2') ORDER BY relname;
INSERT INTO st1 SELECT g, 'v' || g FROM generate_series(1, 100) g;
INSERT INTO st2 VALUES (1), (2), (3);
-- (by sequential scans, so that the index counters below do not depend on these plans)
SET enable_indexscan = off;
SET enable_bitmapscan = off;
UPDATE st1 SET v = 'changed' WHERE id <= 10;
DELETE FROM st1 WHERE id > 95;
RESET enable_indexscan;
RESET enable_bitmapscan;
BEGIN;
INSERT INTO st2 VALUES (4);
ROLLBACK;
SELECT pg_stat_force_next_flush();
-- (not n_tup_hot_upd: PG updates these rows in place (HOT), Basalt never does)
SELECT relname, n_tup_ins, n_tup_upd, n_tup_del, n_live_tup, n_dead_tup,
       n_mod_since_analyze, n_ins_since_vacuum
  FROM pg_stat_user_tables WHERE relname IN ('st1', 'st2') ORDER BY relname;
-- scans: two sequential scans of st2, an index scan and a bitmap scan of st3 (a table
-- without updated rows: PG's in-place updates leave no index entries for Basalt to count)
CREATE TABLE st3 (id int PRIMARY KEY);
INSERT INTO st3 SELECT generate_series(1, 50);
SET enable_indexscan = off;
SET enable_bitmapscan = off;
SELECT count(*) FROM st2;
SELECT count(*) FROM st2 WHERE a > 1;
RESET enable_indexscan;
RESET enable_bitmapscan;
SELECT pg_stat_force_next_flush();
SELECT relname, seq_scan, seq_tup_read FROM pg_stat_user_tables WHERE relname = 'st2';
SET enable_seqscan = off;
SET enable_bitmapscan = off;
SELECT id FROM st3 WHERE id = 5;
RESET enable_bitmapscan;
SET enable_indexscan = off;
SELECT count(*) FROM st3 WHERE id < 20;
RESET enable_indexscan;
RESET enable_seqscan;
SELECT pg_stat_force_next_flush();
SELECT relname, idx_scan, idx_tup_fetch FROM pg_stat_user_tables WHERE relname = 'st3';
SELECT relname, indexrelname, idx_scan, idx_tup_read, idx_tup_fetch
  FROM pg_stat_user_indexes WHERE relname = 'st3';
VACUUM st1;
ANALYZE st2;
SELECT pg_stat_force_next_flush();
SELECT relname, n_live_tup, n_dead_tup, n_ins_since_vacuum, n_mod_since_analyze,
       last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed,
       vacuum_count, analyze_count, autovacuum_count, autoanalyze_count
  FROM pg_stat_user_tables WHERE relname IN ('st1', 'st2') ORDER BY relname;
-- catalogs are listed in the system view, not the user one
SELECT count(*) > 0 AS has_catalogs FROM pg_stat_sys_tables WHERE relname = 'pg_class';
SELECT count(*) AS user_catalogs FROM pg_stat_user_tables WHERE schemaname = 'pg_catalog';
DROP TABLE st1, st2, st3;
