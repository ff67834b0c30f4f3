-- Found by test/tools/difftest.py: a sub-select's outer reference to a grouping column reads
-- the group's key, so in a grouping set without that column it sees NULL (in the target list,
-- in HAVING, and on the left of IN).
CREATE TABLE gor1 (z2 boolean, i1 integer);
CREATE TABLE gor2 (i0 integer);
INSERT INTO gor1 VALUES (true, 1), (false, 2);
INSERT INTO gor2 VALUES (1);
SELECT z2, NOT EXISTS (SELECT 1 FROM gor2 WHERE gor1.z2) AS ne FROM gor1
  GROUP BY CUBE (gor1.z2) ORDER BY 1, 2;
SELECT z2, (SELECT gor1.z2 FROM gor2) AS sub FROM gor1 GROUP BY ROLLUP (gor1.z2) ORDER BY 1, 2;
SELECT z2 FROM gor1 GROUP BY CUBE (gor1.z2)
  HAVING EXISTS (SELECT 1 FROM gor2 WHERE gor1.z2) ORDER BY 1;
SELECT i1, i1 IN (SELECT i0 FROM gor2) AS isin, count(*) FROM gor1
  GROUP BY GROUPING SETS ((i1), ()) ORDER BY 1, 2;
SELECT i1, z2, (SELECT count(*) FROM gor2 WHERE i0 = gor1.i1 OR gor1.z2) AS c FROM gor1
  GROUP BY ROLLUP (i1, z2) ORDER BY 1, 2, 3;
DROP TABLE gor1, gor2;
