-- has_sequence_privilege in its six forms, and the sequence functions' checks: nextval needs
-- USAGE or UPDATE, currval and lastval USAGE or SELECT, setval UPDATE.
CREATE ROLE regress_seqp_alice LOGIN;
CREATE SEQUENCE seqp_s;
CREATE TABLE seqp_t (a int);
GRANT SELECT ON SEQUENCE seqp_s TO regress_seqp_alice;
SELECT has_sequence_privilege('regress_seqp_alice', 'seqp_s', 'SELECT'),
       has_sequence_privilege('regress_seqp_alice', 'seqp_s', 'USAGE'),
       has_sequence_privilege('regress_seqp_alice', 'seqp_s', 'usage, select'),
       has_sequence_privilege('regress_seqp_alice', 'seqp_s'::regclass::oid, 'UPDATE'),
       has_sequence_privilege((SELECT oid FROM pg_roles WHERE rolname = 'regress_seqp_alice'),
                              'seqp_s', 'SELECT WITH GRANT OPTION');
SET ROLE regress_seqp_alice;
SELECT has_sequence_privilege('seqp_s', 'SELECT'), has_sequence_privilege('seqp_s'::regclass::oid, 'UPDATE');
SELECT nextval('seqp_s');
RESET ROLE;
SELECT nextval('seqp_s');
SET ROLE regress_seqp_alice;
SELECT currval('seqp_s');
SELECT setval('seqp_s', 10);
RESET ROLE;
GRANT UPDATE ON SEQUENCE seqp_s TO regress_seqp_alice;
SET ROLE regress_seqp_alice;
SELECT nextval('seqp_s');
SELECT setval('seqp_s', 10);
RESET ROLE;
-- errors and NULLs
SELECT has_sequence_privilege('seqp_t', 'SELECT');
SELECT has_sequence_privilege('seqp_nosuch', 'SELECT');
SELECT has_sequence_privilege('seqp_s', 'DELETE');
SELECT has_sequence_privilege(0::oid, 'SELECT');
DROP SEQUENCE seqp_s;
DROP TABLE seqp_t;
DROP ROLE regress_seqp_alice;
