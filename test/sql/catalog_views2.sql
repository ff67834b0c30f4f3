-- catalog_views2: information_schema.referential_constraints, pg_prepared_statements and
-- pg_cursors as PG 15 shows them. Timestamps are compared, never printed. pg_locks needs a
-- second session: test/server/pg_locks.sh.
CREATE TABLE rc_parent (a int PRIMARY KEY, b int);
CREATE TABLE rc_pair (x int, y int, PRIMARY KEY (x, y));
CREATE TABLE rc_child (id int PRIMARY KEY,
  pa int REFERENCES rc_parent ON DELETE CASCADE ON UPDATE SET NULL,
  pb int, pc int DEFAULT 0, px int, py int);
ALTER TABLE rc_child ADD CONSTRAINT rc_full FOREIGN KEY (pb) REFERENCES rc_parent (a)
  MATCH FULL ON DELETE RESTRICT ON UPDATE NO ACTION;
ALTER TABLE rc_child ADD CONSTRAINT rc_setdef FOREIGN KEY (pc) REFERENCES rc_parent
  ON DELETE SET DEFAULT ON UPDATE CASCADE;
ALTER TABLE rc_child ADD CONSTRAINT rc_two FOREIGN KEY (px, py) REFERENCES rc_pair;
CREATE SCHEMA rc_s;
CREATE TABLE rc_s.other (o int PRIMARY KEY REFERENCES rc_parent, p int REFERENCES rc_s.other);
-- Basalt keeps no pg_constraint rows for UNIQUE constraints (only their indexes), so a key
-- referencing one shows NULL unique_constraint_* columns where PG names it: not tested here.
-- (The catalog columns hold the database's name, which the test runs do not share.)
SELECT constraint_catalog = current_database() AS cat, unique_constraint_catalog =
       current_database() AS ucat, constraint_schema, constraint_name, unique_constraint_schema,
       unique_constraint_name, match_option, update_rule, delete_rule
  FROM information_schema.referential_constraints ORDER BY constraint_schema, constraint_name;
-- a dropped key goes; only foreign keys are listed
ALTER TABLE rc_child DROP CONSTRAINT rc_setdef;
SELECT constraint_name, update_rule, delete_rule FROM information_schema.referential_constraints
  WHERE constraint_schema = 'public' ORDER BY 1;
SELECT count(*) FROM information_schema.referential_constraints WHERE constraint_name LIKE '%pkey';

-- pg_prepared_statements: SQL PREPARE (the protocol's Parse: test/server/protocol_test.py)
SELECT count(*) FROM pg_prepared_statements;
PREPARE ps_plain AS SELECT 1;
PREPARE ps_args(int, text, date) AS SELECT $1, $2, $3;
PREPARE ps_ins AS INSERT INTO rc_parent VALUES ($1, $2);
SELECT name, statement, parameter_types, from_sql, generic_plans, custom_plans,
       prepare_time <= clock_timestamp() AS prepared_before
  FROM pg_prepared_statements ORDER BY name;
EXECUTE ps_plain;
EXECUTE ps_plain;
EXECUTE ps_args(1, 'x', '2024-01-02');
EXECUTE ps_ins(1, 1);
EXECUTE ps_ins(2, 2);
-- PG counts a statement with parameters' first five runs as custom plans, Basalt plans it once
-- (generic): only the number of runs is compared for those
SELECT name, CASE WHEN name = 'ps_plain' THEN generic_plans END AS generic_plans,
       generic_plans + custom_plans AS runs
  FROM pg_prepared_statements ORDER BY name;
SELECT * FROM pg_prepared_statements \gdesc
SELECT * FROM pg_cursors \gdesc
SELECT parameter_types[2] FROM pg_prepared_statements WHERE name = 'ps_args';
DEALLOCATE ps_plain;
SELECT name FROM pg_prepared_statements ORDER BY name;
-- a failed PREPARE lists nothing
PREPARE ps_bad AS SELECT * FROM no_such_table;
SELECT name FROM pg_prepared_statements ORDER BY name;
DEALLOCATE ALL;
SELECT count(*) FROM pg_prepared_statements;

-- pg_cursors: the session's open cursors
SELECT count(*) FROM pg_cursors;
BEGIN;
DECLARE c_plain CURSOR FOR SELECT a FROM rc_parent ORDER BY a;
DECLARE c_hold SCROLL CURSOR WITH HOLD FOR SELECT 1;
DECLARE c_bin BINARY NO SCROLL CURSOR FOR SELECT 2;
DECLARE "C mixed" CURSOR FOR SELECT a FROM rc_parent FOR UPDATE;
SELECT name, statement, is_holdable, is_binary, is_scrollable,
       creation_time <= clock_timestamp() AS created_before
  FROM pg_cursors ORDER BY name;
-- a cursor over the view sees itself
DECLARE c_self CURSOR FOR SELECT name FROM pg_cursors ORDER BY name;
FETCH ALL FROM c_self;
CLOSE c_plain;
SELECT name FROM pg_cursors ORDER BY name;
COMMIT;
-- at commit only the WITH HOLD cursor stays
SELECT name, is_holdable, is_scrollable FROM pg_cursors;
CLOSE c_hold;
BEGIN;
DECLARE c_gone CURSOR FOR SELECT 1;
ROLLBACK;
SELECT count(*) FROM pg_cursors;
-- the views are ordinary relations in queries
SELECT p.name, c.name FROM pg_prepared_statements p FULL JOIN pg_cursors c ON p.name = c.name;

DROP SCHEMA rc_s CASCADE;
DROP TABLE rc_child, rc_parent, rc_pair;
