-- with_recursive: WITH RECURSIVE (working table + intermediate table), UNION [ALL], several CTEs, errors, EXPLAIN
-- counting
WITH RECURSIVE t(n) AS (VALUES (1) UNION ALL SELECT n + 1 FROM t WHERE n < 5) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 100) SELECT sum(n), count(*) FROM t;
WITH RECURSIVE t AS (SELECT 1 AS n UNION SELECT n + 1 FROM t WHERE n < 3) SELECT n FROM t ORDER BY n DESC;
-- empty non-recursive term, empty recursive term
WITH RECURSIVE t(n) AS (SELECT 1 WHERE false UNION ALL SELECT n + 1 FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 7 UNION ALL SELECT n FROM t WHERE false) SELECT * FROM t;
-- several rows per step, two columns
WITH RECURSIVE t(a, b) AS (VALUES (1, 'x'), (2, 'y') UNION ALL SELECT a + 10, b || 'z' FROM t WHERE a < 30)
SELECT * FROM t ORDER BY a;
-- fibonacci with bigint
WITH RECURSIVE fib(i, a, b) AS (
  SELECT 1, 0::bigint, 1::bigint
  UNION ALL
  SELECT i + 1, b, a + b FROM fib WHERE i < 90
) SELECT i, a FROM fib WHERE i % 10 = 0 OR i > 88 ORDER BY i;
-- bigint overflow inside the recursion
WITH RECURSIVE f(n) AS (SELECT 2::bigint UNION ALL SELECT n * n FROM f) SELECT * FROM f;
-- a tree
CREATE TABLE tree (id int PRIMARY KEY, parent int, name text);
INSERT INTO tree VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'aa'), (5, 2, 'ab'),
  (6, 3, 'ba'), (7, 4, 'aaa'), (8, 7, 'aaaa');
WITH RECURSIVE sub(id, name, depth, path) AS (
  SELECT id, name, 0, name FROM tree WHERE parent IS NULL
  UNION ALL
  SELECT t.id, t.name, s.depth + 1, s.path || '/' || t.name
  FROM tree t JOIN sub s ON t.parent = s.id
) SELECT * FROM sub ORDER BY path;
-- ancestors of a node, the CTE joined to the table
WITH RECURSIVE up AS (
  SELECT id, parent FROM tree WHERE id = 8
  UNION ALL
  SELECT t.id, t.parent FROM up, tree t WHERE t.id = up.parent
) SELECT tree.name FROM up JOIN tree ON tree.id = up.id ORDER BY up.id;
-- subtree sizes: the CTE inside a scalar sub-select
SELECT name, (WITH RECURSIVE d AS (SELECT id FROM tree c WHERE c.id = tree.id
                                   UNION ALL SELECT t.id FROM tree t, d WHERE t.parent = d.id)
              SELECT count(*) FROM d) AS size
FROM tree ORDER BY id;
-- graph reachability with cycles: UNION removes duplicates and ends the recursion
CREATE TABLE edge (src int, dst int);
INSERT INTO edge VALUES (1, 2), (2, 3), (3, 1), (3, 4), (4, 5), (5, 4), (6, 7);
WITH RECURSIVE reach(node) AS (
  SELECT 1 UNION SELECT e.dst FROM edge e JOIN reach r ON e.src = r.node
) SELECT node FROM reach ORDER BY node;
WITH RECURSIVE reach(node, hops) AS (
  SELECT 6, 0 UNION SELECT e.dst, r.hops + 1 FROM edge e, reach r WHERE e.src = r.node AND r.hops < 5
) SELECT * FROM reach ORDER BY hops, node;
-- paths without repeating a node (arrays)
WITH RECURSIVE p(node, path) AS (
  SELECT 1, ARRAY[1]
  UNION ALL
  SELECT e.dst, p.path || e.dst FROM p JOIN edge e ON e.src = p.node WHERE NOT e.dst = ANY (p.path)
) SELECT node, path FROM p ORDER BY path;
-- several CTEs, later ones reading earlier ones
WITH RECURSIVE nums(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM nums WHERE n < 6),
  evens AS (SELECT n FROM nums WHERE n % 2 = 0),
  doubled(n) AS (SELECT n FROM evens UNION ALL SELECT n * 2 FROM doubled WHERE n < 20)
SELECT n, count(*) FROM doubled GROUP BY n ORDER BY n;
-- the CTE referenced twice
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3)
SELECT a.n, b.n FROM t a, t b WHERE a.n <= b.n ORDER BY 1, 2;
-- a CTE of WITH RECURSIVE that is not recursive, and column aliases on the reference
WITH RECURSIVE x AS (SELECT 5 AS v) SELECT * FROM x;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 2) SELECT * FROM t AS u(m);
-- types: the non-recursive term fixes them
WITH RECURSIVE t(n) AS (SELECT 1.5 UNION ALL SELECT n * 2 FROM t WHERE n < 10) SELECT * FROM t;
WITH RECURSIVE t(s) AS (SELECT 'a'::text UNION ALL SELECT s || 'b' FROM t WHERE length(s) < 4) SELECT * FROM t;
WITH RECURSIVE t(s) AS (SELECT 'a' UNION ALL SELECT s || 'b' FROM t WHERE length(s) < 4) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1::bigint FROM t WHERE n < 3) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1::bigint UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT * FROM t;
WITH RECURSIVE t(s) AS (SELECT 'a'::varchar(3) UNION ALL SELECT s || 'b' FROM t WHERE length(s) < 4) SELECT * FROM t;
-- errors
WITH RECURSIVE t(n) AS (SELECT n FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t INTERSECT SELECT 2) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT n FROM t UNION ALL SELECT 1) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t, t AS t2 WHERE n < 3) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT (SELECT max(n) FROM t) WHERE false) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT count(*) FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT e.dst FROM edge e LEFT JOIN t ON e.src = t.n) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t ORDER BY 1) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t LIMIT 3) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM (SELECT * FROM t) s WHERE n < 3) SELECT * FROM t;
WITH RECURSIVE t(a, b) AS (SELECT 1 UNION ALL SELECT a + 1 FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 'x' FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1, 2 UNION ALL SELECT n + 1 FROM t) SELECT * FROM t;
WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3), t AS (SELECT 2) SELECT * FROM t;
-- EXPLAIN
EXPLAIN (COSTS OFF) WITH RECURSIVE t(n) AS (VALUES (1) UNION ALL SELECT n + 1 FROM t WHERE n < 100) SELECT sum(n) FROM t;
EXPLAIN (COSTS OFF) WITH RECURSIVE reach(node) AS (
  SELECT 1 UNION SELECT e.dst FROM edge e JOIN reach r ON e.src = r.node
) SELECT node FROM reach ORDER BY node;
EXPLAIN (COSTS OFF) WITH RECURSIVE sub AS (
  SELECT id, name FROM tree WHERE parent IS NULL
  UNION ALL
  SELECT t.id, t.name FROM tree t JOIN sub s ON t.parent = s.id
) SELECT * FROM sub WHERE name <> 'x';
DROP TABLE tree;
DROP TABLE edge;
