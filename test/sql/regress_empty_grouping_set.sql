-- Found by test/tools/difftest.py: GROUP BY () and GROUP BY GROUPING SETS (()) group the query
-- into one group (one row, also for an empty table) even without aggregates, and the columns
-- used outside aggregates must then be grouped; two empty sets give two rows.
CREATE TABLE eg1 (i0 integer, s0 text);
CREATE TABLE eg2 (i0 integer);
INSERT INTO eg1 VALUES (1, 'a'), (2, 'b');
SELECT 'xyz' FROM eg1 GROUP BY GROUPING SETS (());
SELECT 'xyz' FROM eg2 GROUP BY GROUPING SETS (());
SELECT 'xyz' AS c FROM eg1 GROUP BY ();
SELECT 1 AS c FROM eg2 GROUP BY ();
SELECT i0 FROM eg1 GROUP BY GROUPING SETS (());
SELECT i0 FROM eg1 GROUP BY ();
SELECT 1 AS c FROM eg1 GROUP BY () HAVING i0 > 0;
SELECT 'xyz' AS c FROM eg1 GROUP BY GROUPING SETS ((), ());
SELECT 'xyz' AS c FROM eg2 GROUP BY GROUPING SETS ((), ());
SELECT 'xyz' AS c FROM eg1 GROUP BY (), GROUPING SETS ((), ());
SELECT count(*), 'k' AS c FROM eg1 GROUP BY GROUPING SETS (());
SELECT count(*) FROM eg2 GROUP BY GROUPING SETS ((), ());
SELECT 2 AS c FROM eg1 GROUP BY () HAVING false;
SELECT 3 AS c FROM eg1 GROUP BY () ORDER BY 1 LIMIT 5;
SELECT DISTINCT 4 AS c FROM eg1 GROUP BY GROUPING SETS (());
SELECT rank() OVER () FROM eg1 GROUP BY ();
SELECT (SELECT 5) AS c FROM eg1 GROUP BY ();
SELECT * FROM (SELECT 'q' AS c FROM eg1 GROUP BY ()) s;
SELECT 'xyz' AS c FROM eg1 GROUP BY () FOR UPDATE;
EXPLAIN (COSTS OFF) SELECT count(*) FROM eg1 GROUP BY ();
EXPLAIN (COSTS OFF) SELECT count(*) FROM eg1 GROUP BY GROUPING SETS ((), ());
CREATE VIEW egv AS SELECT 'v'::text AS c FROM eg1 GROUP BY ();
SELECT * FROM egv;
DROP VIEW egv;
DROP TABLE eg1, eg2;
