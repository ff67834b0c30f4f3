-- Row-level security: ALTER TABLE ENABLE / DISABLE / FORCE / NO FORCE ROW LEVEL SECURITY,
-- CREATE / ALTER / DROP POLICY, pg_policy and pg_policies, psql's \d "Policies:", and the
-- policies applied to SELECT, INSERT, UPDATE, DELETE and COPY, with the exemptions (owner,
-- superuser, BYPASSRLS) and row_security. Roles are cluster-wide: all are dropped at the end.
CREATE ROLE regress_rls_alice LOGIN;
CREATE ROLE regress_rls_bob LOGIN;
CREATE ROLE regress_rls_carol LOGIN;
CREATE ROLE regress_rls_group;
GRANT regress_rls_group TO regress_rls_carol;
GRANT CREATE ON SCHEMA public TO regress_rls_alice;

SET SESSION AUTHORIZATION regress_rls_alice;
CREATE TABLE rls_docs (id int PRIMARY KEY, owner name, level int, title text);
INSERT INTO rls_docs VALUES
  (1, 'regress_rls_alice', 1, 'alice one'),
  (2, 'regress_rls_bob', 1, 'bob one'),
  (3, 'regress_rls_bob', 3, 'bob secret'),
  (4, 'regress_rls_carol', 2, 'carol two'),
  (5, NULL, 1, 'nobody');
GRANT SELECT, INSERT, UPDATE, DELETE ON rls_docs TO PUBLIC;

-- catalog and DDL
SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE relname = 'rls_docs';
ALTER TABLE rls_docs ENABLE ROW LEVEL SECURITY;
SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE relname = 'rls_docs';
SELECT tablename, rowsecurity FROM pg_tables WHERE tablename = 'rls_docs';

-- enabled with no policy: default deny for others, the owner still sees everything
SELECT count(*) FROM rls_docs;
SET SESSION AUTHORIZATION regress_rls_bob;
SELECT count(*) FROM rls_docs;
INSERT INTO rls_docs VALUES (10, 'regress_rls_bob', 1, 'denied');
UPDATE rls_docs SET title = 'x';
DELETE FROM rls_docs;
SET SESSION AUTHORIZATION regress_rls_alice;

CREATE POLICY p_own ON rls_docs USING (owner = current_user);
CREATE POLICY p_public_level ON rls_docs AS PERMISSIVE FOR SELECT TO PUBLIC USING (level = 1);
CREATE POLICY p_no_secret ON rls_docs AS RESTRICTIVE FOR SELECT USING (level < 3);
CREATE POLICY p_ins ON rls_docs FOR INSERT TO regress_rls_bob, regress_rls_group
  WITH CHECK (owner = current_user AND level <= 2);
CREATE POLICY p_upd ON rls_docs FOR UPDATE USING (owner = current_user)
  WITH CHECK (level <= 2);
CREATE POLICY p_del ON rls_docs FOR DELETE TO regress_rls_bob USING (level = 1);

-- (polqual and polwithcheck are left out: PG shows its node trees, Basalt keeps SQL text)
SELECT polname, polcmd, polpermissive, polroles = '{0}' AS public,
  array(SELECT rolname FROM pg_roles WHERE oid = ANY (polroles) ORDER BY 1) AS roles,
  polqual IS NULL AS no_qual,
  polwithcheck IS NULL AS no_check
FROM pg_policy WHERE polrelid = 'rls_docs'::regclass ORDER BY polname;
SELECT schemaname, tablename, policyname, permissive, roles, cmd, qual, with_check
FROM pg_policies WHERE tablename = 'rls_docs' ORDER BY policyname;

-- what psql's \d asks (PG 15's describe.c query for the Policies: footer)
SELECT pol.polname, pol.polpermissive,
  CASE WHEN pol.polroles = '{0}' THEN NULL ELSE pg_catalog.array_to_string(array(select rolname from pg_catalog.pg_roles where oid = any (pol.polroles) order by 1),',') END,
  pg_catalog.pg_get_expr(pol.polqual, pol.polrelid),
  pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid),
  CASE pol.polcmd
    WHEN 'r' THEN 'SELECT'
    WHEN 'a' THEN 'INSERT'
    WHEN 'w' THEN 'UPDATE'
    WHEN 'd' THEN 'DELETE'
    END AS cmd
FROM pg_catalog.pg_policy pol
WHERE pol.polrelid = 'rls_docs'::regclass ORDER BY 1;
SELECT c.relchecks, c.relkind, c.relhasindex, c.relhasrules, c.relhastriggers, c.relrowsecurity,
  c.relforcerowsecurity
FROM pg_catalog.pg_class c WHERE c.oid = 'rls_docs'::regclass;
\d rls_docs
\dp rls_docs

-- DDL errors
CREATE POLICY p_own ON rls_docs USING (true);
CREATE POLICY p_x ON rls_docs FOR INSERT USING (true);
CREATE POLICY p_x ON rls_docs FOR SELECT WITH CHECK (true);
CREATE POLICY p_x ON rls_docs FOR DELETE WITH CHECK (true);
CREATE POLICY p_x ON rls_docs AS SOMETIMES USING (true);
CREATE POLICY p_x ON rls_missing USING (true);
CREATE POLICY p_x ON rls_docs TO regress_rls_nobody USING (true);
CREATE POLICY p_x ON rls_docs USING (nosuchcol = 1);
CREATE POLICY p_x ON rls_docs USING (count(*) > 0);
CREATE POLICY p_x ON rls_docs USING (level);
ALTER POLICY p_missing ON rls_docs USING (true);
ALTER POLICY p_ins ON rls_docs USING (true);
ALTER POLICY p_own ON rls_docs RENAME TO p_upd;
DROP POLICY p_missing ON rls_docs;
DROP POLICY IF EXISTS p_missing ON rls_docs;
DROP POLICY IF EXISTS p_missing ON rls_missing;
DROP POLICY IF EXISTS p_missing ON rls_no_schema.rls_docs;

-- SELECT: permissive policies ORed, restrictive ANDed
SET SESSION AUTHORIZATION regress_rls_bob;
SELECT id, owner, level, title FROM rls_docs ORDER BY id;
SELECT id FROM rls_docs WHERE title LIKE 'bob%' ORDER BY id;
SELECT d.id, o.id FROM rls_docs d LEFT JOIN rls_docs o ON o.id = d.id + 1 ORDER BY 1;
SELECT (SELECT count(*) FROM rls_docs), id FROM (SELECT id FROM rls_docs WHERE id < 3) s ORDER BY id;
-- the policies' conditions come first (the table is small: without statistics Basalt
-- would scan it, where PG assumes 10 pages)
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM rls_docs WHERE id = 2;
EXPLAIN (COSTS OFF) DELETE FROM rls_docs WHERE id = 2;
RESET enable_seqscan;
-- leakproof comparisons may go before the policies, other conditions not
SET enable_indexscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM rls_docs WHERE id = 2;
EXPLAIN (COSTS OFF) SELECT * FROM rls_docs WHERE title LIKE 'b%' AND id + 1 = 3 AND title < 'c';
RESET enable_indexscan;
RESET enable_bitmapscan;
-- FOR UPDATE adds the UPDATE policies
SELECT id FROM rls_docs ORDER BY id FOR UPDATE;
-- a prepared statement is planned again for another user
PREPARE rls_q AS SELECT id FROM rls_docs ORDER BY id;
EXECUTE rls_q;
SET SESSION AUTHORIZATION regress_rls_alice;
CREATE VIEW rls_docs_v AS SELECT id, title FROM rls_docs;
GRANT SELECT ON rls_docs_v TO PUBLIC;
SET SESSION AUTHORIZATION regress_rls_bob;
EXECUTE rls_q;
-- a view reads its tables as its owner (alice owns rls_docs: no policy applies)
SELECT id FROM rls_docs_v ORDER BY id;
DEALLOCATE rls_q;
SET SESSION AUTHORIZATION regress_rls_carol;
SELECT id, title FROM rls_docs ORDER BY id;

-- INSERT: WITH CHECK, for the roles named (and members of regress_rls_group)
SET SESSION AUTHORIZATION regress_rls_bob;
INSERT INTO rls_docs VALUES (20, 'regress_rls_bob', 2, 'bob new');
INSERT INTO rls_docs VALUES (21, 'regress_rls_alice', 1, 'forged');
INSERT INTO rls_docs VALUES (22, 'regress_rls_bob', 3, 'too high');
INSERT INTO rls_docs VALUES (23, NULL, 1, 'null owner');
SET SESSION AUTHORIZATION regress_rls_carol;
INSERT INTO rls_docs VALUES (30, 'regress_rls_carol', 1, 'carol new');
INSERT INTO rls_docs VALUES (31, 'regress_rls_carol', 1, 'carol returning') RETURNING id, title;

-- ON CONFLICT DO UPDATE: the row found must pass the UPDATE policies' USING, the new
-- version their WITH CHECK
SET SESSION AUTHORIZATION regress_rls_bob;
INSERT INTO rls_docs VALUES (2, 'regress_rls_bob', 1, 'bob upsert')
  ON CONFLICT (id) DO UPDATE SET title = excluded.title;
INSERT INTO rls_docs VALUES (1, 'regress_rls_bob', 1, 'steal')
  ON CONFLICT (id) DO UPDATE SET title = excluded.title;
INSERT INTO rls_docs VALUES (2, 'regress_rls_bob', 1, 'give away')
  ON CONFLICT (id) DO UPDATE SET owner = 'regress_rls_alice', level = 3;
INSERT INTO rls_docs VALUES (1, 'regress_rls_bob', 1, 'ignored') ON CONFLICT DO NOTHING;
INSERT INTO rls_docs VALUES (2, 'regress_rls_bob', 1, 'read back')
  ON CONFLICT (id) DO UPDATE SET title = rls_docs.title || '!' RETURNING id, title;
-- UPDATE: USING picks the rows, WITH CHECK the new versions
UPDATE rls_docs SET title = title || ' (edited)' WHERE level < 5 RETURNING id, title;
UPDATE rls_docs SET level = 3 WHERE id = 20;
UPDATE rls_docs SET title = 'all of them';
-- DELETE: bob's policy deletes level 1 rows of those he may see
DELETE FROM rls_docs WHERE true RETURNING id;
SET SESSION AUTHORIZATION regress_rls_alice;
SELECT id, owner, level, title FROM rls_docs ORDER BY id;

-- ALTER POLICY changes what applies
ALTER POLICY p_public_level ON rls_docs TO regress_rls_carol USING (level <= 2);
ALTER POLICY p_own ON rls_docs RENAME TO p_mine;
SELECT policyname, roles, cmd, qual FROM pg_policies WHERE tablename = 'rls_docs'
ORDER BY policyname;
SET SESSION AUTHORIZATION regress_rls_carol;
SELECT id FROM rls_docs ORDER BY id;
SET SESSION AUTHORIZATION regress_rls_bob;
SELECT id FROM rls_docs ORDER BY id;

-- row_security = off: an error where a policy would apply, none for the owner
SET row_security = off;
SELECT id FROM rls_docs;
SET SESSION AUTHORIZATION regress_rls_alice;
SET row_security = off;
SELECT count(*) FROM rls_docs;
RESET row_security;

-- FORCE: the owner too
ALTER TABLE rls_docs FORCE ROW LEVEL SECURITY;
SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE relname = 'rls_docs';
SELECT id FROM rls_docs ORDER BY id;
SET row_security = off;
SELECT id FROM rls_docs ORDER BY id;
RESET row_security;
ALTER TABLE rls_docs NO FORCE ROW LEVEL SECURITY;
SELECT count(*) FROM rls_docs;

-- BYPASSRLS and superusers are exempt
RESET SESSION AUTHORIZATION;
SELECT count(*) FROM rls_docs;
ALTER ROLE regress_rls_bob BYPASSRLS;
SELECT rolbypassrls FROM pg_roles WHERE rolname = 'regress_rls_bob';
SET SESSION AUTHORIZATION regress_rls_bob;
SELECT count(*) FROM rls_docs;
RESET SESSION AUTHORIZATION;
ALTER ROLE regress_rls_bob NOBYPASSRLS;

-- COPY: TO shows what SELECT shows, FROM is refused
SET SESSION AUTHORIZATION regress_rls_carol;
COPY rls_docs TO STDOUT;
COPY (SELECT id, level FROM rls_docs ORDER BY id) TO STDOUT;
COPY rls_docs FROM STDIN;
SET SESSION AUTHORIZATION regress_rls_alice;

-- a policy with a sub-select, and one that would recurse
CREATE TABLE rls_allowed (who name);
INSERT INTO rls_allowed VALUES ('regress_rls_carol');
GRANT SELECT ON rls_allowed TO PUBLIC;
CREATE POLICY p_listed ON rls_docs FOR SELECT
  USING (current_user IN (SELECT who FROM rls_allowed));
-- (a sub-select with conditions or expressions is kept as written, unlike PG's text)
SELECT policyname, qual FROM pg_policies WHERE policyname = 'p_listed';
SET SESSION AUTHORIZATION regress_rls_carol;
SELECT count(*) FROM rls_docs;
SET SESSION AUTHORIZATION regress_rls_alice;
DROP POLICY p_listed ON rls_docs;
CREATE POLICY p_loop ON rls_docs FOR SELECT USING (id IN (SELECT id FROM rls_docs));
SET SESSION AUTHORIZATION regress_rls_bob;
SELECT count(*) FROM rls_docs;
SET SESSION AUTHORIZATION regress_rls_alice;
DROP POLICY p_loop ON rls_docs;

-- DISABLE: policies stay, are not applied
ALTER TABLE rls_docs DISABLE ROW LEVEL SECURITY;
SET SESSION AUTHORIZATION regress_rls_bob;
SELECT count(*) FROM rls_docs;
SET SESSION AUTHORIZATION regress_rls_alice;
SELECT count(*) FROM pg_policy WHERE polrelid = 'rls_docs'::regclass;

-- only the owner may create policies; a role named by one cannot be dropped
SET SESSION AUTHORIZATION regress_rls_bob;
CREATE POLICY p_bob ON rls_docs USING (true);
DROP POLICY p_mine ON rls_docs;
RESET SESSION AUTHORIZATION;
DROP ROLE regress_rls_group;
-- DROP OWNED takes a role out of the policies (and drops one that named only it)
BEGIN;
DROP OWNED BY regress_rls_group;
SELECT policyname, roles FROM pg_policies WHERE tablename = 'rls_docs' ORDER BY 1;
ROLLBACK;
BEGIN;
DROP OWNED BY regress_rls_bob;
SELECT policyname, roles FROM pg_policies WHERE tablename = 'rls_docs' ORDER BY 1;
ROLLBACK;

-- a policy follows a column's new name, and keeps the column from being dropped
ALTER TABLE rls_docs RENAME COLUMN level TO lvl;
SELECT policyname, qual, with_check FROM pg_policies WHERE tablename = 'rls_docs'
ORDER BY policyname;
ALTER TABLE rls_docs DROP COLUMN lvl;
BEGIN;
ALTER TABLE rls_docs DROP COLUMN lvl CASCADE;
SELECT policyname FROM pg_policies WHERE tablename = 'rls_docs' ORDER BY policyname;
ROLLBACK;
ALTER TABLE rls_docs RENAME COLUMN lvl TO level;
-- policies are transactional and go with their table
BEGIN;
DROP POLICY p_mine ON rls_docs;
SELECT count(*) FROM pg_policy WHERE polrelid = 'rls_docs'::regclass;
ROLLBACK;
SELECT count(*) FROM pg_policy WHERE polrelid = 'rls_docs'::regclass;
DROP VIEW rls_docs_v;
DROP TABLE rls_docs;
SELECT count(*) FROM pg_policies WHERE tablename = 'rls_docs';
DROP TABLE rls_allowed;
-- psql's \d footer in each state: enabled without policies, forced, disabled
CREATE TABLE rls_small (a int);
ALTER TABLE rls_small ENABLE ROW LEVEL SECURITY;
\d rls_small
CREATE POLICY p_a ON rls_small AS RESTRICTIVE FOR UPDATE TO CURRENT_USER USING (a > 0);
ALTER TABLE rls_small FORCE ROW LEVEL SECURITY;
\d rls_small
ALTER TABLE rls_small DISABLE ROW LEVEL SECURITY;
\d rls_small
-- PUBLIC wins over the roles named with it; other relations are refused
CREATE POLICY p_pub ON rls_small TO PUBLIC, regress_rls_bob USING (true);
SELECT policyname, roles FROM pg_policies WHERE tablename = 'rls_small' ORDER BY 1;
ALTER POLICY p_a ON rls_small TO regress_rls_bob, PUBLIC;
CREATE VIEW rls_small_v AS SELECT * FROM rls_small;
ALTER TABLE rls_small_v ENABLE ROW LEVEL SECURITY;
ALTER TABLE rls_small_v NO FORCE ROW LEVEL SECURITY;
CREATE POLICY p_v ON rls_small_v USING (true);
CREATE SEQUENCE rls_seq;
ALTER TABLE rls_seq DISABLE ROW LEVEL SECURITY;
ALTER TABLE IF EXISTS rls_nosuch ENABLE ROW LEVEL SECURITY;
ALTER TABLE rls_small ENABLE ROW LEVEL SECURITY, NO FORCE ROW LEVEL SECURITY;
SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE relname = 'rls_small';
DROP SEQUENCE rls_seq;
DROP VIEW rls_small_v;
DROP TABLE rls_small;
REVOKE CREATE ON SCHEMA public FROM regress_rls_alice;
DROP ROLE regress_rls_alice;
DROP ROLE regress_rls_bob;
DROP ROLE regress_rls_carol;
DROP ROLE regress_rls_group;
