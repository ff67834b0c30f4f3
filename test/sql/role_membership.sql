-- Role membership: GRANT role TO role, REVOKE, CREATE ROLE ... IN ROLE / ROLE / ADMIN,
-- INHERIT / NOINHERIT, SET ROLE to a group, the admin option, pg_has_role, ownership through
-- membership and DROP ROLE's cleanup. Roles are cluster-wide: every one made here is dropped
-- at the end.
CREATE ROLE regress_rm_group;
CREATE ROLE regress_rm_alice LOGIN;
CREATE ROLE regress_rm_bob LOGIN NOINHERIT;
CREATE ROLE regress_rm_carol LOGIN;
CREATE ROLE regress_rm_admin CREATEROLE;
CREATE TABLE rm_t (a int);
INSERT INTO rm_t VALUES (1), (2);
CREATE SEQUENCE rm_seq;
CREATE SCHEMA rm_s;
CREATE TABLE rm_s.u (b int);
GRANT SELECT ON rm_t TO regress_rm_group;
GRANT USAGE ON SEQUENCE rm_seq TO regress_rm_group;
GRANT USAGE ON SCHEMA rm_s TO regress_rm_group;
GRANT SELECT ON rm_s.u TO regress_rm_group;

-- membership, and the catalog row it makes
GRANT regress_rm_group TO regress_rm_alice, regress_rm_bob;
SELECT r.rolname AS role, m.rolname AS member, g.rolname AS grantor, a.admin_option
FROM pg_auth_members a
JOIN pg_roles r ON r.oid = a.roleid
JOIN pg_roles m ON m.oid = a.member
JOIN pg_roles g ON g.oid = a.grantor
WHERE r.rolname LIKE 'regress_rm%' ORDER BY 1, 2;
-- regrole names roles
SELECT a.roleid::regrole, a.member::regrole, a.grantor::regrole FROM pg_auth_members a
WHERE a.roleid = 'regress_rm_group'::regrole ORDER BY 2;
SELECT 'REGRESS_RM_GROUP'::regrole = '"regress_rm_group"'::regrole AS same, 0::regrole,
       10::regrole, 'postgres'::regrole::oid, '4000000000'::regrole;
SELECT 'regress_rm_nosuch'::regrole;
-- granting it again only notices
GRANT regress_rm_group TO regress_rm_alice;
-- errors: missing roles, PUBLIC, columns
GRANT regress_rm_nosuch TO regress_rm_alice;
GRANT regress_rm_group TO regress_rm_nosuch;
GRANT regress_rm_group TO PUBLIC;
GRANT regress_rm_group (a) TO regress_rm_alice;
-- loops are refused, including a role in itself
GRANT regress_rm_alice TO regress_rm_group;
GRANT regress_rm_group TO regress_rm_group;
CREATE ROLE regress_rm_sub IN ROLE regress_rm_alice;
GRANT regress_rm_sub TO regress_rm_group;
DROP ROLE regress_rm_sub;

-- privileges through the group: alice inherits them, bob (NOINHERIT) does not
SET ROLE regress_rm_alice;
SELECT * FROM rm_t ORDER BY a;
SELECT nextval('rm_seq');
SELECT * FROM rm_s.u;
INSERT INTO rm_t VALUES (3);
RESET ROLE;
SET ROLE regress_rm_bob;
SELECT * FROM rm_t;
SELECT * FROM rm_s.u;
-- but bob may become the group, and then has its privileges
SET ROLE regress_rm_group;
SELECT current_user;
SELECT count(*) FROM rm_t;
RESET ROLE;
-- a session user that is no member may not
SET SESSION AUTHORIZATION regress_rm_carol;
SET ROLE regress_rm_group;
SELECT current_user, session_user;
RESET SESSION AUTHORIZATION;
SET SESSION AUTHORIZATION regress_rm_bob;
SET ROLE regress_rm_group;
SELECT current_user, session_user;
RESET ROLE;
RESET SESSION AUTHORIZATION;

-- the privilege inquiry functions follow inheritance
SELECT has_table_privilege('regress_rm_alice', 'rm_t', 'SELECT') AS alice,
       has_table_privilege('regress_rm_bob', 'rm_t', 'SELECT') AS bob,
       has_table_privilege('regress_rm_carol', 'rm_t', 'SELECT') AS carol;
SELECT has_schema_privilege('regress_rm_alice', 'rm_s', 'USAGE') AS alice,
       has_schema_privilege('regress_rm_bob', 'rm_s', 'USAGE') AS bob;
SELECT u, pg_has_role(u, 'regress_rm_group', 'MEMBER') AS member,
       pg_has_role(u, 'regress_rm_group', 'USAGE') AS usage,
       pg_has_role(u, 'regress_rm_group', 'MEMBER WITH ADMIN OPTION') AS admin
FROM (VALUES ('regress_rm_alice'::name), ('regress_rm_bob'), ('regress_rm_carol'),
             ('regress_rm_group'), ('postgres')) v(u);
SELECT pg_has_role('regress_rm_group', 'usage, member');
SELECT pg_has_role((SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_alice'),
                   (SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_group'), 'USAGE');
SELECT pg_has_role('regress_rm_alice', (SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_group'), 'MEMBER');
SELECT pg_has_role((SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_bob'), 'regress_rm_group', 'USAGE');
SELECT pg_has_role((SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_group'), 'USAGE');
SELECT pg_has_role('regress_rm_group', 'FLY');
SELECT pg_has_role('regress_rm_nosuch', 'MEMBER');
SET ROLE regress_rm_alice;
SELECT pg_has_role('regress_rm_group', 'MEMBER'), pg_has_role('regress_rm_carol', 'MEMBER');
RESET ROLE;

-- INHERIT / NOINHERIT can change
ALTER ROLE regress_rm_bob INHERIT;
SET ROLE regress_rm_bob;
SELECT count(*) FROM rm_t;
RESET ROLE;
ALTER ROLE regress_rm_alice NOINHERIT;
SET ROLE regress_rm_alice;
SELECT count(*) FROM rm_t;
RESET ROLE;
ALTER ROLE regress_rm_alice INHERIT;

-- privileges through two levels of membership
CREATE ROLE regress_rm_outer ROLE regress_rm_group;
GRANT INSERT ON rm_t TO regress_rm_outer;
SET ROLE regress_rm_alice;
INSERT INTO rm_t VALUES (3);
RESET ROLE;
SELECT pg_has_role('regress_rm_alice', 'regress_rm_outer', 'USAGE');
-- and a loop through the chain
GRANT regress_rm_alice TO regress_rm_outer;
-- information_schema's view of it, for alice
SET ROLE regress_rm_alice;
SELECT * FROM information_schema.applicable_roles WHERE grantee LIKE 'regress_rm%' ORDER BY 1, 2;
SELECT * FROM information_schema.enabled_roles WHERE role_name LIKE 'regress_rm%' ORDER BY 1;
SELECT * FROM information_schema.administrable_role_authorizations;
RESET ROLE;

-- who may grant: not a plain member, yes with the admin option, yes with CREATEROLE
SET ROLE regress_rm_alice;
GRANT regress_rm_group TO regress_rm_carol;
REVOKE regress_rm_group FROM regress_rm_bob;
RESET ROLE;
GRANT regress_rm_group TO regress_rm_alice WITH ADMIN OPTION;
SELECT m.rolname, a.admin_option FROM pg_auth_members a JOIN pg_roles m ON m.oid = a.member
WHERE a.roleid = (SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_group') ORDER BY 1;
GRANT regress_rm_group TO regress_rm_alice WITH ADMIN OPTION;
SET ROLE regress_rm_alice;
GRANT regress_rm_group TO regress_rm_carol;
-- a grantor other than oneself is for superusers
GRANT regress_rm_group TO regress_rm_carol GRANTED BY regress_rm_bob;
-- the admin option is not inherited by the group's other members' roles
GRANT regress_rm_outer TO regress_rm_carol;
SELECT pg_has_role('regress_rm_alice', 'regress_rm_group', 'MEMBER WITH ADMIN OPTION'),
       pg_has_role('regress_rm_alice', 'regress_rm_outer', 'MEMBER WITH ADMIN OPTION');
RESET ROLE;
SET ROLE regress_rm_admin;
GRANT regress_rm_outer TO regress_rm_carol;
REVOKE regress_rm_outer FROM regress_rm_carol;
-- CREATEROLE does not reach superusers
GRANT postgres TO regress_rm_carol;
RESET ROLE;
GRANT regress_rm_group TO regress_rm_bob GRANTED BY regress_rm_admin;
SELECT m.rolname AS member, g.rolname AS grantor, a.admin_option
FROM pg_auth_members a JOIN pg_roles m ON m.oid = a.member JOIN pg_roles g ON g.oid = a.grantor
WHERE a.roleid = (SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_group') ORDER BY 1;
-- GRANTED BY CURRENT_USER, and CURRENT_USER / SESSION_USER as members
GRANT regress_rm_outer TO CURRENT_USER GRANTED BY CURRENT_USER;
REVOKE regress_rm_outer FROM SESSION_USER;
GRANT pg_database_owner TO regress_rm_carol;
GRANT regress_rm_group TO pg_database_owner;

-- REVOKE ADMIN OPTION FOR keeps the membership; CASCADE changes nothing more in PG 15
REVOKE ADMIN OPTION FOR regress_rm_group FROM regress_rm_alice CASCADE;
SELECT m.rolname, a.admin_option FROM pg_auth_members a JOIN pg_roles m ON m.oid = a.member
WHERE a.roleid = (SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_group') ORDER BY 1;
SET ROLE regress_rm_alice;
GRANT regress_rm_group TO regress_rm_admin;
RESET ROLE;
-- revoking what is not there warns
REVOKE regress_rm_group FROM regress_rm_admin;
REVOKE regress_rm_group FROM regress_rm_carol RESTRICT;
REVOKE regress_rm_group FROM regress_rm_carol;
SET SESSION AUTHORIZATION regress_rm_carol;
SET ROLE regress_rm_group;
RESET SESSION AUTHORIZATION;

-- ownership through membership: a member of the owning role may ALTER and DROP
CREATE TABLE rm_owned (x int);
ALTER TABLE rm_owned OWNER TO regress_rm_group;
SET ROLE regress_rm_alice;
ALTER TABLE rm_owned ADD COLUMN y int;
GRANT SELECT ON rm_owned TO regress_rm_carol;
SELECT relname, relacl FROM pg_class WHERE relname = 'rm_owned';
-- OWNER TO needs membership in the new owner
ALTER TABLE rm_owned OWNER TO regress_rm_carol;
RESET ROLE;
SET ROLE regress_rm_carol;
ALTER TABLE rm_owned ADD COLUMN z int;
DROP TABLE rm_owned;
RESET ROLE;
SET ROLE regress_rm_alice;
DROP TABLE rm_owned;
RESET ROLE;
-- the owner's membership gives a schema's ownership too
CREATE SCHEMA rm_s2 AUTHORIZATION regress_rm_group;
SET ROLE regress_rm_bob;
CREATE TABLE rm_s2.w (c int);
DROP TABLE rm_s2.w;
RESET ROLE;
DROP SCHEMA rm_s2;

-- CREATE ROLE ... IN ROLE / ROLE / ADMIN / USER
CREATE ROLE regress_rm_new IN ROLE regress_rm_group, regress_rm_outer ROLE regress_rm_carol ADMIN regress_rm_bob;
SELECT r.rolname AS role, m.rolname AS member, a.admin_option
FROM pg_auth_members a JOIN pg_roles r ON r.oid = a.roleid JOIN pg_roles m ON m.oid = a.member
WHERE r.rolname = 'regress_rm_new' OR m.rolname = 'regress_rm_new' ORDER BY 1, 2;
CREATE ROLE regress_rm_new2 IN ROLE regress_rm_nosuch;
CREATE ROLE regress_rm_new2 ROLE regress_rm_alice ROLE regress_rm_bob;
CREATE ROLE regress_rm_new2 ROLE regress_rm_new2;
CREATE USER regress_rm_new2 IN GROUP regress_rm_group USER regress_rm_carol;
SELECT rolname, rolcanlogin, rolinherit FROM pg_roles WHERE rolname = 'regress_rm_new2';
-- \du shows the memberships
\du regress_rm*

-- DROP ROLE removes the memberships in both directions
DROP ROLE regress_rm_new, regress_rm_new2;
SELECT count(*) FROM pg_auth_members a
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE oid = a.roleid)
   OR NOT EXISTS (SELECT 1 FROM pg_roles WHERE oid = a.member);
-- membership rolls back with its transaction
BEGIN;
GRANT regress_rm_group TO regress_rm_carol;
SELECT pg_has_role('regress_rm_carol', 'regress_rm_group', 'MEMBER');
ROLLBACK;
SELECT pg_has_role('regress_rm_carol', 'regress_rm_group', 'MEMBER');
BEGIN;
SAVEPOINT s;
GRANT regress_rm_group TO regress_rm_carol;
SELECT pg_has_role('regress_rm_carol', 'regress_rm_group', 'MEMBER');
ROLLBACK TO s;
SELECT pg_has_role('regress_rm_carol', 'regress_rm_group', 'MEMBER');
COMMIT;

-- ALTER GROUP ... ADD | DROP USER (CREATEROLE, not the admin option, as PG 15's ALTER ROLE)
CREATE ROLE regress_rg_g;
CREATE ROLE regress_rg_a;
CREATE ROLE regress_rg_b CREATEROLE;
ALTER GROUP regress_rg_g ADD USER regress_rg_a, regress_rg_b;
ALTER GROUP regress_rg_g ADD USER regress_rg_a;
ALTER GROUP regress_rg_g ADD USER regress_rg_g;
ALTER GROUP regress_rg_g ADD USER regress_rg_nosuch;
GRANT regress_rg_g TO regress_rg_a WITH ADMIN OPTION;
SET ROLE regress_rg_a;
ALTER GROUP regress_rg_g DROP USER regress_rg_b;
RESET ROLE;
SET ROLE regress_rg_b;
ALTER GROUP regress_rg_g DROP USER regress_rg_a;
ALTER GROUP regress_rg_g DROP USER regress_rg_a;
RESET ROLE;
ALTER GROUP regress_rg_g ADD USER CURRENT_USER;
ALTER GROUP regress_rg_g DROP USER CURRENT_USER;
ALTER GROUP postgres ADD USER regress_rg_a;
ALTER ROLE regress_rg_g ADD USER regress_rg_a;
SELECT m.rolname FROM pg_auth_members a JOIN pg_roles m ON m.oid = a.member JOIN pg_roles r ON r.oid = a.roleid WHERE r.rolname = 'regress_rg_g' ORDER BY 1;
DROP ROLE regress_rg_g, regress_rg_a, regress_rg_b;

-- cleanup
DROP TABLE rm_t;
DROP SEQUENCE rm_seq;
DROP TABLE rm_s.u;
DROP SCHEMA rm_s;
DROP ROLE regress_rm_group;
SELECT r.rolname FROM pg_auth_members a JOIN pg_roles r ON r.oid = a.member
WHERE a.roleid = (SELECT oid FROM pg_roles WHERE rolname = 'regress_rm_outer') ORDER BY 1;
DROP ROLE regress_rm_outer, regress_rm_alice, regress_rm_bob, regress_rm_carol, regress_rm_admin;
SELECT count(*) FROM pg_roles WHERE rolname LIKE 'regress_rm%';
