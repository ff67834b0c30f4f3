-- A stable or immutable call whose arguments are all constants is computed once per statement
-- and kept (exec_expr.c, eval_func_once): these check that it gives what computing it per row
-- would, errors included, and that nothing is kept from one execution to the next.
SET TimeZone = 'UTC';
CREATE TABLE so (i int, ts timestamptz);
INSERT INTO so SELECT g, timestamptz '2024-01-01 00:00+00' + g * interval '1 hour'
  FROM generate_series(1, 48) g;
SELECT count(*), min(i), max(i) FROM so
  WHERE ts >= timestamptz '2024-01-01 00:00+00' + interval '10 hours'
    AND ts < timestamptz '2024-01-01 00:00+00' + 20 * interval '1 hour';
-- with rows the error comes
SELECT count(*) FROM so WHERE ts > timestamptz '294276-12-31 00:00+00' + interval '10 years';
-- by-reference values survive the per-row memory being reset
SELECT i, to_char(timestamptz '2024-03-05 06:07:08+00', 'YYYY-MM-DD HH24:MI') || ' #' || i AS s,
       upper(lower('MiXeD')) || i AS u
  FROM so WHERE i <= 4 ORDER BY i;
-- under a nested loop's rescans, and in CASE branches only some rows reach
SELECT a.i, count(*) FROM so a JOIN so b
  ON b.ts < timestamptz '2024-01-01 00:00+00' + interval '3 hours' AND b.i <= a.i
  WHERE a.i <= 3 GROUP BY a.i ORDER BY a.i;
SELECT i, CASE WHEN i > 2 THEN (timestamptz '294276-12-31 00:00+00' + interval '10 years')::text
  ELSE 'small' END FROM so WHERE i <= 2 ORDER BY i;
-- a prepared statement computes it again on each execution: now() differs per transaction
CREATE TABLE so_now (t timestamptz);
PREPARE ins AS INSERT INTO so_now SELECT now() FROM generate_series(1, 3);
BEGIN; EXECUTE ins; COMMIT;
SELECT pg_sleep(0.01);
BEGIN; EXECUTE ins; COMMIT;
SELECT count(*), count(DISTINCT t) FROM so_now;
DEALLOCATE ins;
DROP TABLE so, so_now;
