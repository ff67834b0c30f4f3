-- CREATE TABLE (LIKE source [INCLUDING | EXCLUDING option]...), mixed with other elements.
CREATE TABLE src (id serial PRIMARY KEY, name varchar(20) NOT NULL DEFAULT 'anon',
  price numeric(8,2) CHECK (price > 0), tag text COLLATE "C", arr int[],
  CONSTRAINT name_len CHECK (length(name) < 15));
CREATE INDEX src_name_idx ON src (name);
CREATE INDEX ON src (price DESC, tag);
COMMENT ON COLUMN src.name IS 'the name';
-- columns, types, collations and NOT NULL only
CREATE TABLE c1 (LIKE src);
\d c1
CREATE TABLE c2 (LIKE src INCLUDING DEFAULTS);
\d c2
CREATE TABLE c3 (LIKE src INCLUDING CONSTRAINTS);
\d c3
CREATE TABLE c4 (LIKE src INCLUDING INDEXES);
\d c4
CREATE TABLE c5 (LIKE src INCLUDING ALL);
\d c5
SELECT col_description('c5'::regclass, 2) AS c5_name, col_description('c4'::regclass, 2) AS c4_name;
SELECT conname, contype FROM pg_constraint WHERE conrelid = 'c5'::regclass ORDER BY conname;
CREATE TABLE c6 (LIKE src INCLUDING ALL EXCLUDING INDEXES EXCLUDING CONSTRAINTS);
\d c6
-- among other columns and constraints
CREATE TABLE c7 (extra int, LIKE src INCLUDING DEFAULTS, more text DEFAULT 'm', CHECK (extra > 0));
\d c7
INSERT INTO c7 (extra, id) VALUES (1, 10);
SELECT * FROM c7;
-- the copies behave as the originals: defaults (the same sequence), checks, keys
INSERT INTO c5 (price) VALUES (5);
INSERT INTO c5 (price) VALUES (-5);
INSERT INTO c5 (id, price) VALUES (1, 7);
INSERT INTO c5 (name) VALUES ('a name far too long');
SELECT * FROM c5;
INSERT INTO c1 (id) VALUES (NULL);
INSERT INTO c1 (id, name, price) VALUES (1, 'x', -1);
SELECT id, name, price FROM c1;
-- unique indexes are copied as unique constraints named for the new table
CREATE TABLE usrc (k int UNIQUE, v int);
CREATE UNIQUE INDEX usrc_v_desc ON usrc (v DESC);
CREATE TABLE uc (LIKE usrc INCLUDING INDEXES);
INSERT INTO uc VALUES (1, 1);
INSERT INTO uc VALUES (1, 2);
INSERT INTO uc VALUES (2, 1);
SELECT indexrelid::regclass AS index, indisunique FROM pg_index WHERE indrelid = 'uc'::regclass ORDER BY 1;
-- identity: only with INCLUDING IDENTITY, on a sequence of its own
CREATE TABLE idt (a int GENERATED ALWAYS AS IDENTITY, b int);
INSERT INTO idt (b) VALUES (1);
CREATE TABLE c13 (LIKE idt INCLUDING IDENTITY);
\d c13
INSERT INTO c13 (b) VALUES (5);
SELECT * FROM c13;
CREATE TABLE c14 (LIKE idt);
\d c14
-- options with nothing to copy are accepted
CREATE TABLE c11 (LIKE src INCLUDING STATISTICS INCLUDING STORAGE INCLUDING GENERATED INCLUDING COMPRESSION);
\d c11
-- views are sources too; TEMP and IF NOT EXISTS
CREATE VIEW v AS SELECT id, name FROM src;
CREATE TABLE c12 (LIKE v);
\d c12
CREATE TEMP TABLE c15 (LIKE src INCLUDING ALL);
SELECT count(*) FROM c15;
CREATE TABLE IF NOT EXISTS c1 (LIKE src);
-- errors
CREATE TABLE c8 (LIKE src, LIKE c7);
CREATE TABLE c9 (id int, LIKE src);
CREATE TABLE c10 (LIKE nosuch);
CREATE TABLE c10 (a int, LIKE public.nosuch INCLUDING ALL);
CREATE TABLE c10 (LIKE src_name_idx);
CREATE TABLE c10 (LIKE src_id_seq);
CREATE TABLE c10 (LIKE src INCLUDING NOTHING);
CREATE TABLE c10 (LIKE src EXCLUDING);
