-- Merge joins: hash joins and nested loops are disabled so that every join with a
-- merge-joinable "=" is a merge join, as PG plans it then.
SET enable_hashjoin = off;
SET enable_nestloop = off;
CREATE TABLE ma (id int, k int, v text);
CREATE TABLE mb (id int, k int, w text);
INSERT INTO ma VALUES (1, 1, 'a1'), (2, 2, 'a2'), (3, 2, 'a3'), (4, 4, 'a4'), (5, NULL, 'a5'),
  (6, 6, 'a6'), (7, 2, 'a7');
INSERT INTO mb VALUES (10, 2, 'b1'), (11, 2, 'b2'), (12, 3, 'b3'), (13, 4, 'b4'),
  (14, NULL, 'b5'), (15, 7, 'b6'), (16, 1, 'b7');

-- inner join, duplicates on both sides (the inner run is restored per outer row)
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma JOIN mb ON ma.k = mb.k;
SELECT ma.id, mb.id FROM ma JOIN mb ON ma.k = mb.k ORDER BY 1, 2;
-- the inner side ends inside the last run: each outer row with that key restores it
SELECT ma.id, mb.id FROM ma JOIN mb ON ma.k = mb.k WHERE mb.k <= 2 ORDER BY 1, 2;
SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k AND mb.k <= 2 ORDER BY 1, 2;
-- LEFT, RIGHT, FULL: NULL keys never match
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k;
SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k ORDER BY 1, 2;
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma RIGHT JOIN mb ON ma.k = mb.k;
SELECT ma.id, mb.id FROM ma RIGHT JOIN mb ON ma.k = mb.k ORDER BY 1, 2;
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma FULL JOIN mb ON ma.k = mb.k;
SELECT ma.id, mb.id FROM ma FULL JOIN mb ON ma.k = mb.k ORDER BY 1, 2;
-- an extra ON condition of a LEFT join decides matching (Join Filter); WHERE filters after
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k AND mb.id > ma.id + 8;
SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k AND mb.id > ma.id + 8 ORDER BY 1, 2;
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k WHERE mb.id IS NULL OR mb.id > 10;
SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k WHERE mb.id IS NULL OR mb.id > 10 ORDER BY 1, 2;
-- FULL JOIN with a filter above it
SELECT ma.id, mb.id FROM ma FULL JOIN mb ON ma.k = mb.k WHERE coalesce(ma.id, 0) + coalesce(mb.id, 0) > 12 ORDER BY 1, 2;
-- two merge keys
CREATE TABLE mc (x int, y int, z text);
CREATE TABLE md (x int, y int, z text);
INSERT INTO mc SELECT i % 3, i % 2, 'c' || i FROM generate_series(1, 12) i;
INSERT INTO md SELECT i % 4, i % 2, 'd' || i FROM generate_series(1, 10) i;
INSERT INTO mc VALUES (1, NULL, 'cn'), (NULL, 1, 'cm');
INSERT INTO md VALUES (1, NULL, 'dn'), (NULL, 1, 'dm');
EXPLAIN (COSTS OFF) SELECT mc.z, md.z FROM mc LEFT JOIN md ON mc.x = md.x AND mc.y = md.y;
SELECT mc.z, md.z FROM mc JOIN md ON mc.x = md.x AND mc.y = md.y ORDER BY 1, 2;
SELECT mc.z, md.z FROM mc FULL JOIN md ON mc.x = md.x AND mc.y = md.y ORDER BY 1, 2;
SELECT count(*) FROM mc LEFT JOIN md ON mc.x = md.x AND mc.y = md.y AND mc.z < md.z;
-- empty inputs
CREATE TABLE me (k int, v text);
SELECT ma.id, me.v FROM ma JOIN me ON ma.k = me.k;
SELECT ma.id, me.v FROM ma LEFT JOIN me ON ma.k = me.k ORDER BY 1;
SELECT ma.id, me.v FROM me RIGHT JOIN ma ON ma.k = me.k ORDER BY 1;
SELECT ma.id, me.v FROM ma FULL JOIN me ON ma.k = me.k ORDER BY 1;
SELECT me.k, mb.id FROM me FULL JOIN mb ON me.k = mb.k ORDER BY 2;
SELECT count(*) FROM me FULL JOIN me me2 ON me.k = me2.k;
-- FULL JOIN on text
CREATE TABLE mt1 (s text, n int);
CREATE TABLE mt2 (s text, n int);
INSERT INTO mt1 VALUES ('apple', 1), ('banana', 2), ('banana', 3), ('cherry', 4), (NULL, 5);
INSERT INTO mt2 VALUES ('banana', 10), ('banana', 11), ('date', 12), ('apple', 13), (NULL, 14);
EXPLAIN (COSTS OFF) SELECT mt1.n, mt2.n FROM mt1 FULL JOIN mt2 ON mt1.s = mt2.s;
SELECT mt1.n, mt2.n, mt1.s, mt2.s FROM mt1 FULL JOIN mt2 ON mt1.s = mt2.s ORDER BY 1, 2;
-- FULL JOIN on arrays, whose "=" is anyarray's (the planner takes the arguments' array type).
-- Basalt has no type that sorts but does not hash; with hash joins off, both servers merge.
CREATE TABLE mr1 (a int[], n int);
CREATE TABLE mr2 (a int[], n int);
INSERT INTO mr1 VALUES ('{1,2}', 1), ('{1,3}', 2), ('{2}', 3), ('{1,2}', 4);
INSERT INTO mr2 VALUES ('{1,2}', 10), ('{2,1}', 11), ('{2}', 12);
EXPLAIN (COSTS OFF) SELECT mr1.n, mr2.n FROM mr1 FULL JOIN mr2 ON mr1.a = mr2.a;
SELECT mr1.n, mr2.n FROM mr1 FULL JOIN mr2 ON mr1.a = mr2.a ORDER BY 1, 2;
-- the merge join's output is in the outer key's order: ORDER BY needs no Sort
EXPLAIN (COSTS OFF) SELECT ma.k, mb.id FROM ma JOIN mb ON ma.k = mb.k ORDER BY ma.k;
SELECT ma.k, mb.id FROM ma JOIN mb ON ma.k = mb.k ORDER BY ma.k, mb.id;
-- a merge join as the inner side cannot mark its position: a Material goes above it
EXPLAIN (COSTS OFF) SELECT count(*) FROM ma LEFT JOIN (mb JOIN mc ON mb.k = mc.x) ON ma.k = mb.k;
SELECT count(*) FROM ma LEFT JOIN (mb JOIN mc ON mb.k = mc.x) ON ma.k = mb.k;
SELECT ma.id, mb.id, mc.z FROM ma LEFT JOIN (mb JOIN mc ON mb.k = mc.x) ON ma.k = mb.k ORDER BY 1, 2, 3;
SELECT count(*) FROM ma JOIN mb ON ma.k = mb.k JOIN mc ON mc.x = mb.k;
-- inputs an index scan reads in the keys' order need no Sort (enable_sort off makes PG
-- read the whole tables through their indexes)
CREATE TABLE mi1 (id int, k int);
CREATE TABLE mi2 (id int, k int);
INSERT INTO mi1 SELECT i, i % 5 FROM generate_series(1, 20) i;
INSERT INTO mi2 SELECT i, i % 7 FROM generate_series(1, 20) i;
INSERT INTO mi1 VALUES (21, NULL);
INSERT INTO mi2 VALUES (21, NULL);
CREATE INDEX mi1_k ON mi1 (k);
CREATE INDEX mi2_k ON mi2 (k);
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT mi1.id, mi2.id FROM mi1 JOIN mi2 ON mi1.k = mi2.k;
SELECT count(*), sum(mi1.id * mi2.id) FROM mi1 JOIN mi2 ON mi1.k = mi2.k;
EXPLAIN (COSTS OFF) SELECT mi1.id, mi2.id FROM mi1 FULL JOIN mi2 ON mi1.k = mi2.k;
SELECT mi1.k, count(mi1.id), count(mi2.id) FROM mi1 FULL JOIN mi2 ON mi1.k = mi2.k GROUP BY 1 ORDER BY 1;
SELECT mi1.id, mi2.id FROM mi1 JOIN mi2 ON mi1.k = mi2.k WHERE mi2.k <= 1 ORDER BY 1, 2;
-- the inner rows a restore reads again count in the inner node's rows
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT mi1.id, mi2.id FROM mi1 JOIN mi2 ON mi1.k = mi2.k;
-- an index scan chosen for its condition is in order too, and so is the join for ORDER BY
EXPLAIN (COSTS OFF) SELECT mi1.id, mi2.id FROM mi1 JOIN mi2 ON mi1.k = mi2.k WHERE mi1.k < 2 ORDER BY mi1.k;
SELECT mi1.k, mi1.id, mi2.id FROM mi1 JOIN mi2 ON mi1.k = mi2.k WHERE mi1.k < 2 ORDER BY mi1.k, 2, 3;
RESET enable_sort;
-- a sub-select's ORDER BY gives its rows' order (the plan is not shown: Basalt does not
-- estimate sub-selects, see the README)
SELECT s.id, mb.id FROM (SELECT id, k FROM ma ORDER BY k LIMIT 4) s JOIN mb ON s.k = mb.k ORDER BY 1, 2;
-- a merge join in a sub-plan run again for each outer row (its sorts start over)
SELECT ma.id, (SELECT count(*) FROM mb JOIN mc ON mb.k = mc.x WHERE mb.id > ma.id + 9) FROM ma ORDER BY 1;
-- structured EXPLAIN: join type, Merge Cond, Join Filter and Inner Unique (the inner keys
-- cover mu's primary key). The other ON condition keeps PG from a merge RIGHT join.
CREATE TABLE mu (id int PRIMARY KEY, t text);
INSERT INTO mu VALUES (1, 'one'), (2, 'two'), (4, 'four');
EXPLAIN (FORMAT JSON, COSTS OFF) SELECT ma.id, mu.t FROM ma LEFT JOIN mu ON mu.id = ma.k AND mu.t <> ma.v;
SELECT ma.id, mu.t FROM ma LEFT JOIN mu ON mu.id = ma.k AND mu.t <> ma.v ORDER BY 1;
-- UPDATE ... FROM, DELETE ... USING, FOR UPDATE and a scrollable cursor over merge joins
CREATE TABLE ua (id int, k int, v text);
CREATE TABLE ub (k int, w text);
INSERT INTO ua VALUES (1, 1, 'a'), (2, 2, 'b'), (3, 2, 'c'), (4, NULL, 'd');
INSERT INTO ub VALUES (2, 'x'), (2, 'y'), (1, 'z'), (NULL, 'n');
EXPLAIN (COSTS OFF) UPDATE ua SET v = ub.w FROM ub WHERE ua.k = ub.k;
UPDATE ua SET v = ub.w FROM ub WHERE ua.k = ub.k AND ub.w <> 'y';
SELECT * FROM ua ORDER BY id;
DELETE FROM ua USING ub WHERE ua.k = ub.k AND ub.w = 'z';
SELECT * FROM ua ORDER BY id;
EXPLAIN (COSTS OFF) SELECT ua.id FROM ua JOIN ub ON ua.k = ub.k FOR UPDATE OF ua;
SELECT ua.id, ub.w FROM ua JOIN ub ON ua.k = ub.k ORDER BY 1, 2 FOR UPDATE OF ua;
BEGIN;
DECLARE c SCROLL CURSOR FOR SELECT ua.id, ub.w FROM ua JOIN ub ON ua.k = ub.k ORDER BY ua.k;
FETCH 2 FROM c;
FETCH BACKWARD 1 FROM c;
FETCH ALL FROM c;
COMMIT;
-- enable_mergejoin off too: PG falls back to a nested loop
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT ma.id, mb.id FROM ma LEFT JOIN mb ON ma.k = mb.k;
RESET enable_mergejoin;
-- a FULL join whose condition is not merge-joinable is still refused
SELECT * FROM ma FULL JOIN mb ON ma.k < mb.k;
