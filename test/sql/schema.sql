-- CREATE SCHEMA [IF NOT EXISTS] [AUTHORIZATION], DROP SCHEMA [IF EXISTS] ... RESTRICT | CASCADE,
-- search_path for lookups and CREATE ($user included), transactional schema DDL, \dn.
CREATE SCHEMA s1;
CREATE SCHEMA s1;
CREATE SCHEMA IF NOT EXISTS s1;
CREATE SCHEMA pg_foo;
CREATE SCHEMA s2 AUTHORIZATION nosuchrole;
CREATE SCHEMA AUTHORIZATION postgres;
SELECT nspname, pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname IN ('s1', 'postgres') ORDER BY 1;
CREATE TABLE s1.t (id serial PRIMARY KEY, v text);
INSERT INTO s1.t (v) VALUES ('a');
SET search_path = s1, public;
SELECT * FROM t;
CREATE TABLE u (x int);
SHOW search_path;
RESET search_path;
SELECT * FROM s1.u;
CREATE VIEW s1.v AS SELECT * FROM s1.t;
\dn
DROP SCHEMA s1;
DROP SCHEMA s1 RESTRICT;
DROP SCHEMA s1 CASCADE;
SELECT count(*) FROM pg_class WHERE relnamespace = 's1'::regnamespace;
DROP SCHEMA s1;
DROP SCHEMA IF EXISTS s1;
BEGIN;
CREATE SCHEMA s3;
CREATE TABLE s3.t (a int);
ROLLBACK;
CREATE TABLE s3.t (a int);
CREATE SCHEMA s3;
BEGIN;
DROP SCHEMA s3;
ROLLBACK;
CREATE TABLE s3.t (a int);
DROP SCHEMA s3, postgres CASCADE;
DROP SCHEMA pg_catalog;
\dn
