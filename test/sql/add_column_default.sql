-- ALTER TABLE ... ADD COLUMN ... DEFAULT: the rows already there get the default (evaluated per
-- row: a volatile one differs), NOT NULL with a default, several in one statement, rollback.
CREATE TABLE ac (a int PRIMARY KEY, b text);
INSERT INTO ac SELECT g, 'r' || g FROM generate_series(1, 5) g;
ALTER TABLE ac ADD COLUMN c int DEFAULT 7;
SELECT * FROM ac ORDER BY a;
ALTER TABLE ac ADD COLUMN d text NOT NULL DEFAULT 'x' || 'y';
ALTER TABLE ac ADD COLUMN e int NOT NULL;
ALTER TABLE ac ADD COLUMN f numeric DEFAULT NULL;
ALTER TABLE ac ADD COLUMN g int NOT NULL DEFAULT NULL;
ALTER TABLE ac ADD COLUMN h int DEFAULT 'z';
ALTER TABLE ac ADD COLUMN i int DEFAULT a;
ALTER TABLE ac ADD COLUMN j boolean DEFAULT true, ADD COLUMN k int DEFAULT 3;
CREATE SEQUENCE acs;
ALTER TABLE ac ADD COLUMN l bigint DEFAULT nextval('acs');
SELECT * FROM ac ORDER BY a;
\d ac
INSERT INTO ac (a) VALUES (6);
SELECT * FROM ac WHERE a = 6;
UPDATE ac SET c = c + 1 WHERE a = 1;
SELECT a, c FROM ac WHERE a = 1;
SELECT count(*) FROM ac WHERE a BETWEEN 2 AND 4;
BEGIN;
ALTER TABLE ac ADD COLUMN m int DEFAULT 1;
ROLLBACK;
SELECT * FROM ac WHERE a = 2;
DROP TABLE ac;
DROP SEQUENCE acs;
