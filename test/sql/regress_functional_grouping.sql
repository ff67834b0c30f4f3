-- Found by test/tools/difftest.py: when GROUP BY contains every column of a table's primary
-- key, the table's other columns may be used ungrouped (PG's check_functional_grouping), in
-- the target list, HAVING, ORDER BY and sub-selects; with grouping sets only the key columns
-- present in every set count. A unique index or a partial key is not enough.
CREATE TABLE fg1 (i0 integer PRIMARY KEY, b0 bigint, s0 text);
CREATE TABLE fg2 (a integer, b integer, c text, d integer, PRIMARY KEY (a, b));
CREATE TABLE fg3 (u integer UNIQUE, v integer);
INSERT INTO fg1 VALUES (1, 10, 'x'), (2, 20, 'y'), (3, NULL, 'x');
INSERT INTO fg2 VALUES (1, 1, 'p', 5), (1, 2, 'q', 6), (2, 1, 'p', 7);
INSERT INTO fg3 VALUES (1, 2), (2, 3);
SELECT b0 FROM fg1 GROUP BY i0 ORDER BY i0;
SELECT i0, b0, s0, count(*) FROM fg1 GROUP BY i0 ORDER BY s0, b0;
SELECT s0, sum(b0) FROM fg1 GROUP BY i0 HAVING b0 > 5 ORDER BY 1;
SELECT fg1.* FROM fg1 GROUP BY i0 ORDER BY i0;
SELECT b0 + 1 AS x FROM fg1 GROUP BY i0 ORDER BY b0 DESC NULLS LAST;
SELECT (SELECT fg1.b0 + 1) FROM fg1 GROUP BY fg1.i0 ORDER BY 1;
SELECT c, d FROM fg2 GROUP BY b, a ORDER BY a, b;
SELECT c FROM fg2 GROUP BY a;
SELECT x.s0, y.c FROM fg1 x JOIN fg2 y ON y.a = x.i0 GROUP BY x.i0, y.a, y.b ORDER BY 1, 2;
SELECT x.s0, y.c FROM fg1 x JOIN fg2 y ON y.a = x.i0 GROUP BY x.i0, y.a ORDER BY 1, 2;
SELECT v FROM fg3 GROUP BY u;
SELECT b0 FROM fg1 GROUP BY i0 + 0;
SELECT b0, count(*) FROM fg1 GROUP BY ROLLUP (i0, b0) ORDER BY 1, 2;
SELECT i0, s0, count(*) FROM fg1 GROUP BY i0, ROLLUP (s0) ORDER BY 1, 2;
SELECT s0 FROM fg1 GROUP BY GROUPING SETS ((i0), (i0, b0)) ORDER BY 1;
SELECT s0 FROM fg1 GROUP BY GROUPING SETS ((i0), (b0));
SELECT s0 FROM fg1 GROUP BY CUBE (i0);
SELECT b0 FROM (SELECT * FROM fg1) q GROUP BY i0;
SELECT DISTINCT s0 FROM fg1 GROUP BY i0 ORDER BY 1;
SELECT s0, rank() OVER (ORDER BY b0) FROM fg1 GROUP BY i0 ORDER BY 2;
SELECT i0 FROM fg1 GROUP BY i0 HAVING EXISTS (SELECT 1 WHERE fg1.b0 > 15);
SELECT s0, count(*) FROM fg1 GROUP BY i0, CUBE (s0) HAVING b0 IS NULL ORDER BY 1;
CREATE VIEW fgv AS SELECT i0, s0 FROM fg1 GROUP BY i0;
SELECT * FROM fgv ORDER BY 1;
DROP VIEW fgv;
DROP TABLE fg1, fg2, fg3;
