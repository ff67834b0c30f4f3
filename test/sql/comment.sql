-- COMMENT ON TABLE / VIEW / SEQUENCE / INDEX / COLUMN / SCHEMA: pg_description,
-- obj_description / col_description, psql's \d+ and \dv+ Description columns, NULL and ''
-- remove a comment, rollback, DROP COLUMN / DROP TABLE remove theirs, and PG's errors.
-- (\dt+ and \di+ are left out: their Size column differs, Basalt has no TOAST tables.)
CREATE TABLE ct (a int, b text);
CREATE VIEW cv AS SELECT a FROM ct;
CREATE SEQUENCE cs;
CREATE INDEX ct_a ON ct (a);
COMMENT ON TABLE ct IS 'the table';
COMMENT ON COLUMN ct.a IS 'column a';
COMMENT ON COLUMN public.ct.b IS 'column b';
COMMENT ON VIEW cv IS 'the view';
COMMENT ON SEQUENCE cs IS 'the sequence';
COMMENT ON INDEX ct_a IS 'the index';
COMMENT ON SCHEMA public IS 'standard public schema, commented';
SELECT obj_description('ct'::regclass, 'pg_class'), col_description('ct'::regclass, 1), col_description('ct'::regclass, 2), col_description('ct'::regclass, 3);
SELECT c.relname, d.objsubid, d.description FROM pg_description d JOIN pg_class c ON c.oid = d.objoid WHERE d.classoid = 'pg_class'::regclass ORDER BY 1, 2;
\d+ ct
\dv+ cv
\ds+ cs
SELECT obj_description('public'::regnamespace, 'pg_namespace');
COMMENT ON SCHEMA public IS 'standard public schema';
COMMENT ON TABLE cv IS 'x';
COMMENT ON VIEW ct IS 'x';
COMMENT ON TABLE nosuch IS 'x';
COMMENT ON COLUMN ct.nosuch IS 'x';
COMMENT ON COLUMN ct IS 'x';
COMMENT ON SCHEMA nosuch IS 'x';
COMMENT ON TABLE ct IS NULL;
COMMENT ON COLUMN ct.a IS '';
SELECT obj_description('ct'::regclass, 'pg_class'), col_description('ct'::regclass, 1);
BEGIN;
COMMENT ON TABLE ct IS 'rolled back';
ROLLBACK;
SELECT obj_description('ct'::regclass, 'pg_class');
ALTER TABLE ct DROP COLUMN b;
SELECT count(*) FROM pg_description WHERE objoid = 'ct'::regclass;
DROP VIEW cv;
DROP TABLE ct;
DROP SEQUENCE cs;
SELECT count(*) FROM pg_description d JOIN pg_class c ON c.oid = d.objoid;
