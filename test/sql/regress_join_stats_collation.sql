-- Found by test/tools/difftest.py: after ANALYZE, a join on text columns whose most common
-- values lists both exist failed while planning with 42P22 "could not determine which
-- collation to use for string comparison": the join selectivity compared the two lists with
-- no collation instead of the condition's.
CREATE TABLE jc1 (i0 integer, ts0 timestamp, s0 text, v0 varchar(4));
INSERT INTO jc1 SELECT g, TIMESTAMP '2020-01-01' + g * interval '1 hour', chr(97 + g % 5),
                       chr(65 + g % 3)
  FROM generate_series(1, 200) g;
CREATE INDEX jc1_ix0 ON jc1 (s0);
ANALYZE jc1;
SELECT DISTINCT 100.50 FROM jc1 a1 FULL JOIN jc1 a2 USING (s0, ts0);
SELECT count(*) FROM jc1 a1 FULL JOIN jc1 a2 USING (s0, ts0);
SELECT count(*) FROM jc1 a1 RIGHT JOIN jc1 a2 USING (s0);
SELECT count(*) FROM jc1 a1 LEFT JOIN jc1 a2 USING (ts0, s0);
SELECT count(*) FROM jc1 a1 JOIN jc1 a2 ON a1.s0 = a2.s0;
SELECT count(*) FROM jc1 a1 JOIN jc1 a2 ON a1.s0 = a2.s0 COLLATE "C";
SELECT count(*) FROM jc1 a1 JOIN jc1 a2 ON a1.v0 = a2.v0;
SELECT count(*) FROM jc1 a1 JOIN jc1 a2 ON a1.v0 = a2.s0;
SELECT a1.s0, count(*) FROM jc1 a1 JOIN jc1 a2 ON a1.s0 < a2.s0 GROUP BY 1 ORDER BY 1;
SELECT s0, count(*) FROM jc1 a1 FULL JOIN jc1 a2 USING (s0) GROUP BY s0 ORDER BY s0;
DROP TABLE jc1;
