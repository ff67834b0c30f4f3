-- FOREIGN KEY constraints: checks on insert/update of the referencing table, NO ACTION,
-- RESTRICT, CASCADE, SET NULL and SET DEFAULT on the referenced one, DDL and catalogs.
CREATE TABLE p (id int PRIMARY KEY, v text);
CREATE TABLE c (a int REFERENCES p, b text);
INSERT INTO p VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO c VALUES (1, 'x');
INSERT INTO c VALUES (9, 'y');
INSERT INTO c VALUES (NULL, 'z');
UPDATE c SET a = 8 WHERE a = 1;
UPDATE c SET a = 2 WHERE a = 1;
DELETE FROM p WHERE id = 2;
DELETE FROM p WHERE id = 3;
UPDATE p SET id = 20 WHERE id = 2;
UPDATE p SET v = 'bb' WHERE id = 2;
SELECT * FROM c ORDER BY b;
\d c
\d p
-- a statement may insert a row and the key it references in either order
CREATE TABLE tree (id int PRIMARY KEY, parent int REFERENCES tree ON DELETE CASCADE);
INSERT INTO tree VALUES (2, 1), (1, NULL), (3, 2), (4, 1), (5, NULL);
DELETE FROM tree WHERE id = 1;
SELECT * FROM tree ORDER BY id;
-- actions
CREATE TABLE k (id int PRIMARY KEY);
INSERT INTO k VALUES (1), (2), (3), (0);
CREATE TABLE r1 (x int REFERENCES k ON DELETE CASCADE ON UPDATE CASCADE);
CREATE TABLE r2 (x int DEFAULT 0, CONSTRAINT r2_k FOREIGN KEY (x) REFERENCES k (id) ON DELETE SET DEFAULT ON UPDATE SET NULL);
CREATE TABLE r3 (x int REFERENCES k ON DELETE RESTRICT);
INSERT INTO r1 VALUES (1), (2), (2);
INSERT INTO r2 VALUES (1), (2);
INSERT INTO r3 VALUES (3);
DELETE FROM k WHERE id = 1;
UPDATE k SET id = 22 WHERE id = 2;
SELECT * FROM r1 ORDER BY x;
SELECT * FROM r2 ORDER BY x;
DELETE FROM k WHERE id = 3;
DELETE FROM k WHERE id = 0;
SELECT conname, contype, confupdtype, confdeltype, confmatchtype, conkey, confkey
  FROM pg_constraint WHERE contype = 'f' ORDER BY conname;
SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE contype = 'f' ORDER BY conname;
-- multi-column, MATCH FULL
CREATE TABLE mp (a int, b int, PRIMARY KEY (a, b));
INSERT INTO mp VALUES (1, 1);
CREATE TABLE mc (a int, b int, FOREIGN KEY (a, b) REFERENCES mp MATCH FULL);
INSERT INTO mc VALUES (1, 1), (NULL, NULL);
INSERT INTO mc VALUES (1, NULL);
INSERT INTO mc VALUES (1, 2);
CREATE TABLE ms (a int, b int, FOREIGN KEY (a, b) REFERENCES mp (a, b));
INSERT INTO ms VALUES (1, NULL), (5, NULL);
INSERT INTO ms VALUES (5, 5);
-- DDL errors
CREATE TABLE e1 (a int REFERENCES nosuch);
CREATE TABLE e2 (a int REFERENCES p (v));
CREATE TABLE e3 (a text REFERENCES p);
CREATE TABLE e4 (a int, FOREIGN KEY (a, a) REFERENCES p);
CREATE TABLE e5 (a int, FOREIGN KEY (zz) REFERENCES p);
CREATE TABLE nopk (a int);
CREATE TABLE e6 (a int REFERENCES nopk);
-- ALTER TABLE ADD / DROP CONSTRAINT, existing rows validated
CREATE TABLE late (a int);
INSERT INTO late VALUES (1), (7);
ALTER TABLE late ADD CONSTRAINT late_fk FOREIGN KEY (a) REFERENCES p;
DELETE FROM late WHERE a = 7;
ALTER TABLE late ADD CONSTRAINT late_fk FOREIGN KEY (a) REFERENCES p;
ALTER TABLE late ADD FOREIGN KEY (a) REFERENCES p;
ALTER TABLE late DROP CONSTRAINT late_a_fkey;
ALTER TABLE late DROP CONSTRAINT late_fk;
INSERT INTO late VALUES (7);
-- DROP and TRUNCATE of a referenced table
DROP TABLE p;
TRUNCATE p;
TRUNCATE p CASCADE;
SELECT count(*) FROM c;
DROP TABLE p CASCADE;
INSERT INTO c VALUES (42, 'free');
ALTER TABLE k DROP CONSTRAINT k_pkey;
-- COPY FROM checks too
CREATE TABLE cp (x int REFERENCES k);
COPY cp FROM STDIN;
22
44
\.
SELECT count(*) FROM cp;
