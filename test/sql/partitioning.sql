-- Declarative partitioning: range, list and hash partitioned tables, their catalog rows,
-- routing of INSERT, reads through the parent, ATTACH / DETACH and the errors PG raises.
CREATE TABLE meas (id int, logdate date, amount numeric) PARTITION BY RANGE (logdate);
CREATE TABLE meas_2023 PARTITION OF meas FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE meas_2024 PARTITION OF meas FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE meas_bad PARTITION OF meas FOR VALUES FROM ('2023-06-01') TO ('2024-06-01');
CREATE TABLE meas_empty PARTITION OF meas FOR VALUES FROM ('2025-01-01') TO ('2025-01-01');
CREATE TABLE meas_list PARTITION OF meas FOR VALUES IN ('2025-01-01');
INSERT INTO meas VALUES (1, '2023-03-01', 10), (2, '2024-05-05', 20), (3, '2023-12-31', 30.5);
INSERT INTO meas VALUES (4, '2026-01-01', 1);
SELECT * FROM meas ORDER BY id;
SELECT * FROM meas_2023 ORDER BY id;
SELECT count(*), sum(amount) FROM meas;
SELECT * FROM meas WHERE logdate >= '2024-01-01';
SELECT relname, relkind, relispartition, pg_get_expr(relpartbound, oid) FROM pg_class
  WHERE relname LIKE 'meas%' ORDER BY relname;
SELECT partstrat, partnatts, partattrs FROM pg_partitioned_table
  WHERE partrelid = 'meas'::regclass;
SELECT inhrelid::regclass, inhparent::regclass FROM pg_inherits ORDER BY 1::text;
-- conditions on the key (pruned partitions must not lose rows)
SELECT id FROM meas WHERE logdate BETWEEN '2023-06-01' AND '2024-06-01' ORDER BY id;
SELECT id FROM meas WHERE logdate IN ('2023-03-01', '2024-05-05') OR id = 3 ORDER BY id;
SELECT id FROM meas WHERE '2024-01-01' > logdate ORDER BY id;
SELECT count(*) FROM meas WHERE logdate = '2030-01-01';
-- a default partition takes what no other one does
CREATE TABLE meas_def PARTITION OF meas DEFAULT;
CREATE TABLE meas_def2 PARTITION OF meas DEFAULT;
INSERT INTO meas VALUES (4, '2026-01-01', 1);
SELECT * FROM meas_def;
-- psql's descriptions of a partitioned table and of a partition
\d meas
\d+ meas
\d meas_2023
-- list partitioning with NULL, multi-level
CREATE TABLE cities (name text, region text, pop int) PARTITION BY LIST (region);
CREATE TABLE cities_west PARTITION OF cities FOR VALUES IN ('west', 'pacific');
CREATE TABLE cities_east PARTITION OF cities FOR VALUES IN ('east', NULL) PARTITION BY RANGE (pop);
CREATE TABLE cities_east_small PARTITION OF cities_east FOR VALUES FROM (MINVALUE) TO (100000);
CREATE TABLE cities_east_big PARTITION OF cities_east FOR VALUES FROM (100000) TO (MAXVALUE);
CREATE TABLE cities_dup PARTITION OF cities FOR VALUES IN ('pacific');
CREATE TABLE cities_range PARTITION OF cities FOR VALUES FROM ('a') TO ('b');
INSERT INTO cities VALUES ('sf', 'west', 800000), ('nyc', 'east', 8000000), ('ithaca', 'east', 30000),
  ('nowhere', NULL, 5);
INSERT INTO cities VALUES ('x', 'north', 1);
SELECT name FROM cities_east_small ORDER BY name;
SELECT region, count(*) FROM cities GROUP BY region ORDER BY region;
SELECT name FROM cities WHERE region = 'east' AND pop > 50000;
SELECT name FROM cities WHERE region IS NULL OR region < 'f' ORDER BY name;
SELECT pg_get_expr(relpartbound, oid) FROM pg_class WHERE relname LIKE 'cities_%' ORDER BY relname;
SELECT * FROM pg_partition_ancestors('cities_east_big');
SELECT pg_get_partkeydef('cities'::regclass), pg_get_partkeydef('cities_east'::regclass),
  pg_get_partkeydef('cities_west'::regclass) IS NULL AS plain;
-- partition constraints as PG's pg_get_partition_constraintdef prints them (\d+ shows them)
\d+ cities_east_big
SELECT relname, pg_get_partition_constraintdef(oid) FROM pg_class
  WHERE relname LIKE 'cities%' ORDER BY relname;
-- hash partitioning: every row lands somewhere, none twice
CREATE TABLE h (k int, v text) PARTITION BY HASH (k);
CREATE TABLE h0 PARTITION OF h FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE h1 PARTITION OF h FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TABLE h2 PARTITION OF h FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE h3 PARTITION OF h FOR VALUES WITH (MODULUS 2, REMAINDER 2);
CREATE TABLE h4 PARTITION OF h DEFAULT;
INSERT INTO h SELECT g, 'v' || g FROM generate_series(1, 100) g;
SELECT count(*), count(DISTINCT k), sum(k) FROM h;
SELECT (SELECT count(*) FROM h0) + (SELECT count(*) FROM h1) AS total;
-- COPY routes rows too; COPY TO of the parent is PG's error
COPY h (k, v) FROM stdin;
101	copied
102	copied too
\.
SELECT count(*), sum(k) FROM h WHERE v LIKE 'copied%';
COPY meas FROM stdin;
5	2030-01-01	1
\.
COPY h TO stdout;
COPY (SELECT * FROM meas_2024) TO stdout;
-- joins over partitioned tables
SELECT c.name, m.id FROM cities c JOIN meas m ON m.id = length(c.name) ORDER BY 1, 2;
-- ATTACH and DETACH
CREATE TABLE meas_2025 (id int, logdate date, amount numeric);
INSERT INTO meas_2025 VALUES (9, '2025-02-02', 9);
ALTER TABLE meas DETACH PARTITION meas_def;
ALTER TABLE meas ATTACH PARTITION meas_2025 FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
SELECT id FROM meas ORDER BY id;
ALTER TABLE meas DETACH PARTITION meas_2023;
SELECT id FROM meas ORDER BY id;
SELECT relispartition FROM pg_class WHERE relname = 'meas_2023';
ALTER TABLE meas ATTACH PARTITION meas_2023 FOR VALUES FROM ('2024-06-01') TO ('2024-07-01');
ALTER TABLE meas ATTACH PARTITION meas_2023 FOR VALUES FROM ('2022-01-01') TO ('2023-01-01');
CREATE TABLE plain (a int);
CREATE TABLE plain_c PARTITION OF plain FOR VALUES IN (1);
CREATE TABLE bad (a int) PARTITION BY LIST (a, a);
CREATE TABLE bad (a int) PARTITION BY RANGE (b);
CREATE TABLE bad (a int) PARTITION BY FOO (a);
-- TRUNCATE of the parent empties every partition
TRUNCATE h;
SELECT count(*) FROM h;
SELECT count(*) FROM h0;
-- DROP TABLE of a partition takes it out of its parent; of the parent, drops its partitions
CREATE TABLE cities_other PARTITION OF cities DEFAULT;
DROP TABLE cities_west, cities_other;
INSERT INTO cities VALUES ('la', 'west', 1);
SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'cities'::regclass;
DROP TABLE cities;
SELECT count(*) FROM pg_class WHERE relname LIKE 'cities%';
DROP TABLE meas, h, meas_def, meas_2023, plain;
SELECT count(*) FROM pg_inherits;
-- partition constraints of range (single and multi-column, MINVALUE / MAXVALUE), list
-- (NULL), hash and DEFAULT partitions, and of sub-partitions (their ancestors' first)
CREATE TABLE pc (a int, b text, d date) PARTITION BY RANGE (a);
CREATE TABLE pc1 PARTITION OF pc FOR VALUES FROM (0) TO (10);
CREATE TABLE pc2 PARTITION OF pc FOR VALUES FROM (MINVALUE) TO (0);
CREATE TABLE pc3 PARTITION OF pc FOR VALUES FROM (10) TO (MAXVALUE) PARTITION BY LIST (b);
CREATE TABLE pc3a PARTITION OF pc3 FOR VALUES IN ('x', 'y');
CREATE TABLE pc3b PARTITION OF pc3 FOR VALUES IN ('z', NULL);
CREATE TABLE pc3c PARTITION OF pc3 FOR VALUES IN ('w');
CREATE TABLE pc3d PARTITION OF pc3 DEFAULT;
CREATE TABLE pcn PARTITION OF pc DEFAULT;
CREATE TABLE mc (a int, b int, c int) PARTITION BY RANGE (a, b, c);
CREATE TABLE mc1 PARTITION OF mc FOR VALUES FROM (1, 10, 0) TO (1, 20, 0);
CREATE TABLE mc2 PARTITION OF mc FOR VALUES FROM (2, 0, 0) TO (3, 5, 7);
CREATE TABLE mc3 PARTITION OF mc FOR VALUES FROM (3, 5, 7) TO (3, MAXVALUE, MAXVALUE);
CREATE TABLE mc4 PARTITION OF mc FOR VALUES FROM (MINVALUE, MINVALUE, MINVALUE) TO (1, 10, 0);
CREATE TABLE mc5 PARTITION OF mc FOR VALUES FROM (5, MINVALUE, MINVALUE) TO (6, 1, MINVALUE);
CREATE TABLE mcd PARTITION OF mc DEFAULT;
CREATE TABLE hp (k int, s text) PARTITION BY HASH (k, s);
CREATE TABLE hp0 PARTITION OF hp FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE dt (d date) PARTITION BY RANGE (d);
CREATE TABLE dt1 PARTITION OF dt FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE dl (x bigint) PARTITION BY LIST (x);
CREATE TABLE dl1 PARTITION OF dl FOR VALUES IN (-5);
CREATE TABLE dl2 PARTITION OF dl FOR VALUES IN (NULL);
CREATE TABLE dld PARTITION OF dl DEFAULT;
CREATE TABLE dl3 (x bigint) PARTITION BY LIST (x);
CREATE TABLE dl3d PARTITION OF dl3 DEFAULT;
-- (the hash partition's constraint names its parent's oid, which differs from PG's)
SELECT c.relname, regexp_replace(pg_get_partition_constraintdef(c.oid), '''[0-9]+''', 'OID')
  FROM pg_class c
  WHERE c.relname ~ '^(pc|mc|hp|dt|dl)' AND c.relkind IN ('r', 'p') ORDER BY 1;
SELECT pg_get_partition_constraintdef('pc'::regclass) IS NULL;
\d+ pc3a
\d+ pcn
DROP TABLE pc, mc, hp, dt, dl, dl3;
