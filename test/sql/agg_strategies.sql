-- Aggregation strategies: HashAggregate, GroupAggregate (sorted), MixedAggregate, and the
-- rollups of grouping sets, as PG 15 plans and computes them; a GROUP BY past work_mem.
CREATE TABLE subscribers (id int, country text, city text, level int, fee numeric);
INSERT INTO subscribers VALUES
  (1, 'DE', 'Berlin', 1, 10), (2, 'DE', 'Berlin', 2, 20), (3, 'DE', 'Munich', 1, 10),
  (4, 'FR', 'Paris', 3, 30), (5, 'FR', NULL, 2, 20), (6, NULL, NULL, 1, 10),
  (7, 'US', 'NYC', 2, 25), (8, 'US', 'NYC', 2, 25), (9, 'US', 'Boston', NULL, 5),
  (10, 'FR', 'Paris', 3, NULL);

-- default settings: hashed sets, the empty set sorted (MixedAggregate)
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY ROLLUP (country, city);
SELECT country, city, count(*), sum(fee), GROUPING(country, city) FROM subscribers
  GROUP BY ROLLUP (country, city) ORDER BY 1, 2, 5;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY CUBE (country, city);
SELECT country, city, count(*) FROM subscribers GROUP BY CUBE (country, city) ORDER BY 1, 2, 3;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY CUBE (country, city, level);
SELECT country, city, level, count(*), GROUPING(country, city, level) g FROM subscribers
  GROUP BY CUBE (country, city, level) ORDER BY g, 1, 2, 3;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY ROLLUP (country, city, level);
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (city), ());
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers
  GROUP BY GROUPING SETS ((country, city), (city, level), (level), (country), ());
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY country, ROLLUP (city, level);
SELECT country, city, level, count(*) FROM subscribers GROUP BY country, ROLLUP (city, level) ORDER BY 1, 2, 3, 4;
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (country), ());
SELECT country, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (country), ()) ORDER BY 1, 2;
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY country;
EXPLAIN (COSTS OFF) SELECT count(*) FROM subscribers GROUP BY GROUPING SETS ((), ());

-- the same, sorted
SET enable_hashagg = off;
SHOW enable_hashagg;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY ROLLUP (country, city);
SELECT country, city, count(*), sum(fee), GROUPING(country, city) FROM subscribers
  GROUP BY ROLLUP (country, city) ORDER BY 1, 2, 5;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY CUBE (country, city);
SELECT country, city, count(*) FROM subscribers GROUP BY CUBE (country, city) ORDER BY 1, 2, 3;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY CUBE (country, city, level);
SELECT country, city, level, count(*), GROUPING(country, city, level) g FROM subscribers
  GROUP BY CUBE (country, city, level) ORDER BY g, 1, 2, 3;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY ROLLUP (country, city, level);
SELECT country, city, level, count(*), max(fee) FROM subscribers GROUP BY ROLLUP (country, city, level) ORDER BY 1, 2, 3;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (city), ());
SELECT country, city, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (city), ()) ORDER BY 1, 2;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers
  GROUP BY GROUPING SETS ((country, city), (city, level), (level), (country), ());
SELECT country, city, level, count(*) FROM subscribers
  GROUP BY GROUPING SETS ((country, city), (city, level), (level), (country), ()) ORDER BY 1, 2, 3, 4;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY country, ROLLUP (city, level);
SELECT country, city, level, count(*) FROM subscribers GROUP BY country, ROLLUP (city, level) ORDER BY 1, 2, 3, 4;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY ROLLUP (country), CUBE (city, level);
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (country), ());
SELECT country, count(*) FROM subscribers GROUP BY GROUPING SETS ((country), (country), ()) ORDER BY 1, 2;
-- key order within sets: as the sets list them, each a prefix of the next
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY GROUPING SETS ((city, country), (country), ());
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY GROUPING SETS ((city, country), (level, city), ());
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY ROLLUP (city, country), level;
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY CUBE (level, country), ROLLUP (city);
SELECT level, country, city, count(*) FROM subscribers GROUP BY CUBE (level, country), ROLLUP (city)
  ORDER BY 1, 2, 3, 4;
RESET enable_hashagg;
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY GROUPING SETS ((city, country), (level, city), ());
-- the order of equal-sized sets after PG's sort decides the chains
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers
  GROUP BY GROUPING SETS ((country, city, level), (city, level), (country, level), (country, city), (level), (city), (country));
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers
  GROUP BY GROUPING SETS ((level, country, city), (level, country), (level, city), (level), (country, city), (country), (city), ());
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY ROLLUP (city), CUBE (level, country);
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY CUBE (level, country), city;
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers
  GROUP BY GROUPING SETS ((level), (country), (city), (id), (level), (country), (city), (id));
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY GROUPING SETS ((country));
SELECT level, country, city, count(*) FROM subscribers GROUP BY ROLLUP (city), CUBE (level, country)
  ORDER BY 1, 2, 3, 4;
EXPLAIN (COSTS OFF) SELECT 1 FROM subscribers GROUP BY CUBE (level, country), ROLLUP (city);
SET enable_hashagg = off;
-- plain GROUP BY sorted; ORDER BY on the keys needs no Sort above, GROUP BY follows ORDER BY
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY country;
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY country HAVING count(*) > 1 ORDER BY country;
SELECT country, count(*) FROM subscribers GROUP BY country HAVING count(*) > 1 ORDER BY country;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY city, country ORDER BY country;
SELECT country, city, count(*) FROM subscribers GROUP BY city, country ORDER BY country, city;
-- keys that are expressions: the scan computes them for the Sort
EXPLAIN (COSTS OFF) SELECT level + 1, count(*) FROM subscribers GROUP BY level + 1;
SELECT level + 1, count(*) FROM subscribers GROUP BY level + 1 ORDER BY 1;
EXPLAIN (COSTS OFF) SELECT lower(city), (level + 1) * 2, count(*) FROM subscribers GROUP BY CUBE (level + 1, lower(city));
SELECT lower(city), (level + 1) * 2, count(*), GROUPING(level + 1, lower(city)) FROM subscribers
  GROUP BY CUBE (level + 1, lower(city)) ORDER BY 1, 2, 4;
EXPLAIN (COSTS OFF) SELECT s.level + 1, count(*) FROM subscribers s JOIN subscribers t ON s.id = t.id GROUP BY s.level + 1;
SELECT s.level + 1, count(*) FROM subscribers s JOIN subscribers t ON s.id = t.id GROUP BY s.level + 1 ORDER BY 1;
-- aggregates with DISTINCT, ORDER BY, FILTER; HAVING; NULL keys vs rolled-up NULLs
SELECT country, city, count(DISTINCT level), string_agg(id::text, ',' ORDER BY id DESC),
       count(*) FILTER (WHERE level = 2), GROUPING(country), GROUPING(city)
  FROM subscribers GROUP BY ROLLUP (country, city) HAVING count(*) > 1 ORDER BY 1, 2, 6, 7;
SELECT level, count(*), array_agg(DISTINCT country ORDER BY country) FROM subscribers
  GROUP BY level ORDER BY level;
-- empty input
SELECT country, count(*) FROM subscribers WHERE id < 0 GROUP BY ROLLUP (country);
SELECT country, count(*) FROM subscribers WHERE id < 0 GROUP BY country;
SELECT count(*), sum(fee) FROM subscribers WHERE id < 0;
SELECT country, city, count(*) FROM subscribers WHERE id < 0 GROUP BY CUBE (country, city);
-- a sub-select per group and GROUPING() in HAVING, sorted
SELECT country, (SELECT count(*) FROM subscribers t WHERE t.country = s.country) AS n, count(*)
  FROM subscribers s GROUP BY ROLLUP (country) ORDER BY 1, 2;
SELECT country, level, sum(fee) FROM subscribers GROUP BY CUBE (country, level)
  HAVING GROUPING(country) = 1 ORDER BY 1, 2;
RESET enable_hashagg;

-- ORDER BY orders the first rollup's keys; one sorted rollup needs no Sort above
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY GROUPING SETS ((country, city), ()) ORDER BY city, country;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY ROLLUP (country, city) ORDER BY city, country;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY CUBE (country, city, level) ORDER BY level, city;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY GROUPING SETS ((country, city, level), (level)) ORDER BY level, city, country;
SET enable_hashagg = off;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY GROUPING SETS ((country, city), ()) ORDER BY city, country;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY ROLLUP (country, city) ORDER BY city, country;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY CUBE (country, city, level) ORDER BY level, city;
EXPLAIN (COSTS OFF) SELECT country, city, level, count(*) FROM subscribers GROUP BY GROUPING SETS ((country, city, level), (level)) ORDER BY level, city, country;
EXPLAIN (COSTS OFF) SELECT country, city, count(*) FROM subscribers GROUP BY city, country ORDER BY country DESC;
EXPLAIN (COSTS OFF) SELECT country, count(*) FROM subscribers GROUP BY country ORDER BY country NULLS FIRST;
SELECT country, city, level, count(*) FROM subscribers GROUP BY GROUPING SETS ((country, city, level), (level)) ORDER BY level, city, country;
RESET enable_hashagg;

-- many groups, small work_mem: PG's estimate (from the statistics) says the hash table would
-- not fit, so it sorts; without statistics it estimates 200 groups and hashes, and the hash
-- table outgrows work_mem at run time (spilling)
CREATE TABLE big AS SELECT x AS k, x % 7 AS m, repeat('x', x % 20) AS pad FROM generate_series(1, 30000) x;
SET work_mem = '64kB';
EXPLAIN (COSTS OFF) SELECT count(*), sum(c) FROM (SELECT k, count(*) c FROM big GROUP BY k) s;
SELECT count(*), sum(c), sum(k) FROM (SELECT k, count(*) c FROM big GROUP BY k) s;
SELECT count(*), sum(c), sum(l) FROM (SELECT pad, k, count(*) c, max(length(pad)) l FROM big GROUP BY pad, k) s;
SELECT count(*), sum(c) FROM (SELECT k, m, count(*) c FROM big GROUP BY ROLLUP (k, m)) s;
SELECT count(*), sum(c), sum(d) FROM (SELECT m, k, count(*) c, count(DISTINCT pad) d FROM big GROUP BY CUBE (m, k)) s;
ANALYZE big;
EXPLAIN (COSTS OFF) SELECT count(*), sum(c) FROM (SELECT k, count(*) c FROM big GROUP BY k) s;
SELECT count(*), sum(c), sum(k) FROM (SELECT k, count(*) c FROM big GROUP BY k) s;
EXPLAIN (COSTS OFF) SELECT count(*), sum(c) FROM (SELECT m, count(*) c FROM big GROUP BY m) s;
SELECT count(*), sum(c) FROM (SELECT m, count(*) c FROM big GROUP BY m) s;
EXPLAIN (COSTS OFF) SELECT count(*), sum(c) FROM (SELECT k, m, count(*) c FROM big GROUP BY ROLLUP (k, m)) s;
SELECT count(*), sum(c) FROM (SELECT k, m, count(*) c FROM big GROUP BY ROLLUP (k, m)) s;
EXPLAIN (COSTS OFF) SELECT count(*), sum(c) FROM (SELECT k, m, count(*) c FROM big GROUP BY GROUPING SETS ((k), (m, k))) s;
SELECT count(*), sum(c) FROM (SELECT k, m, count(*) c FROM big GROUP BY GROUPING SETS ((k), (m, k))) s;
SELECT k, count(*) FROM big GROUP BY k ORDER BY k LIMIT 3;
-- sorted on the big set, the small chains hashed beside it (PG's knapsack): MixedAggregate over a Sort
EXPLAIN (COSTS OFF) SELECT k, m, pad, count(*) FROM big GROUP BY GROUPING SETS ((k), (m), (m, pad));
SELECT count(*), sum(c), count(DISTINCT g) FROM (SELECT k, m, pad, count(*) c, GROUPING(k, m, pad) g
  FROM big GROUP BY GROUPING SETS ((k), (m), (m, pad))) s;
EXPLAIN (COSTS OFF) SELECT k, m, pad, count(*) FROM big GROUP BY GROUPING SETS ((k), (m), (m, pad), ());
EXPLAIN (COSTS OFF) SELECT k, m, pad, count(*) FROM big GROUP BY GROUPING SETS ((k), (m), (pad), (k, m));
SELECT count(*), sum(c) FROM (SELECT k, m, pad, count(*) c FROM big GROUP BY GROUPING SETS ((k), (m), (pad), (k, m))) s;
EXPLAIN (COSTS OFF) SELECT k, m, count(*) FROM big GROUP BY CUBE (k, m);
SELECT m, count(*), sum(k) FROM big GROUP BY CUBE (k, m) HAVING GROUPING(k) = 1 ORDER BY 1;
EXPLAIN (COSTS OFF) SELECT k, m, pad, count(*) FROM big GROUP BY GROUPING SETS ((k), (k, pad), (m, k));
SELECT count(*), sum(c) FROM (SELECT k, m, pad, count(*) c FROM big GROUP BY GROUPING SETS ((k), (k, pad), (m, k))) s;
RESET work_mem;
