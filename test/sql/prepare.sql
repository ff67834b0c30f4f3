-- SQL-level PREPARE / EXECUTE / DEALLOCATE, parameter types (declared and inferred), the
-- errors, and statements that change under a prepared plan, as PostgreSQL 15 gives them.
CREATE TABLE prep_t (id int PRIMARY KEY, name text, amount numeric(10,2));
INSERT INTO prep_t VALUES (1, 'one', 1.5), (2, 'two', 2.25), (3, 'three', 3);

PREPARE q1 AS SELECT * FROM prep_t ORDER BY id;
EXECUTE q1;
PREPARE q2 (int) AS SELECT name FROM prep_t WHERE id = $1;
EXECUTE q2(2);
EXECUTE q2('3');
EXECUTE q2(1 + 1);
EXECUTE q2(NULL);
-- types inferred from the statement
PREPARE q3 AS SELECT id, amount * $2 AS scaled FROM prep_t WHERE name = $1;
EXECUTE q3('two', 4);
-- a declared type the statement casts from
PREPARE q4 (text, int) AS SELECT $1 || '-' || $2;
EXECUTE q4('a', 7);
-- INSERT / UPDATE / DELETE, with RETURNING, and their command tags
PREPARE ins (int, text) AS INSERT INTO prep_t (id, name) VALUES ($1, $2);
EXECUTE ins(4, 'four');
EXECUTE ins(5, 'five');
PREPARE upd (numeric, int) AS UPDATE prep_t SET amount = $1 WHERE id = $2 RETURNING id, amount;
EXECUTE upd(9.99, 4);
PREPARE del AS DELETE FROM prep_t WHERE id > $1;
EXECUTE del(4);
EXECUTE q1;
-- VALUES
PREPARE v (int, int) AS VALUES ($1, $2), ($2, $1);
EXECUTE v(1, 2);

-- errors
PREPARE q1 AS SELECT 1;
EXECUTE nosuch;
EXECUTE nosuch(1);
EXECUTE q2;
EXECUTE q2(1, 2);
EXECUTE q2('x');
EXECUTE q2(now());
EXECUTE q2((SELECT 1));
DEALLOCATE nosuch;
DEALLOCATE PREPARE nosuch;
PREPARE bad AS SELECT nosuch FROM prep_t;
PREPARE bad (nosuchtype) AS SELECT $1;
PREPARE bad AS SELECT $1;
PREPARE bad AS SELECT 1; SELECT 2;
EXECUTE bad;
DEALLOCATE bad;
EXECUTE ins(1, 'dup');

-- DEALLOCATE
DEALLOCATE q1;
EXECUTE q1;
DEALLOCATE PREPARE q2;
EXECUTE q2(1);
DEALLOCATE ALL;
EXECUTE q3('two', 1);
DEALLOCATE PREPARE ALL;

-- PREPARE is not transactional: a rolled back PREPARE stays
BEGIN;
PREPARE in_xact AS SELECT 'kept' AS v;
ROLLBACK;
EXECUTE in_xact;
BEGIN;
DEALLOCATE in_xact;
ROLLBACK;
EXECUTE in_xact;
-- in a failed transaction
BEGIN;
SELECT 1/0;
EXECUTE in_xact;
ROLLBACK;

-- the plan follows DDL on its table
PREPARE cnt AS SELECT count(*) FROM prep_t;
EXECUTE cnt;
CREATE INDEX prep_t_name ON prep_t (name);
EXECUTE cnt;
PREPARE star AS SELECT * FROM prep_t WHERE id = 1;
ALTER TABLE prep_t ADD COLUMN extra int;
EXECUTE star;

-- a cursor over a prepared statement's kind of query, and EXECUTE in a transaction
BEGIN;
PREPARE inside (int) AS SELECT id FROM prep_t WHERE id <= $1 ORDER BY id;
EXECUTE inside(2);
COMMIT;
EXECUTE inside(3);

-- the SQLSTATEs (psql shows only the messages above)
PREPARE st AS SELECT 1;
PREPARE st AS SELECT 2;
\echo :LAST_ERROR_SQLSTATE
EXECUTE nosuch;
\echo :LAST_ERROR_SQLSTATE
EXECUTE st(1);
\echo :LAST_ERROR_SQLSTATE
PREPARE st2 (int) AS SELECT $1;
EXECUTE st2(now());
\echo :LAST_ERROR_SQLSTATE
DEALLOCATE nosuch;
\echo :LAST_ERROR_SQLSTATE
DEALLOCATE ALL;

DROP TABLE prep_t;
