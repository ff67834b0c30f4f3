-- update_delete: UPDATE (SET expressions on old values, WHERE, several columns, no rows), DELETE with and without WHERE
CREATE TABLE acct (id int NOT NULL, owner text, balance numeric(10,2), hits int, note varchar(8));
INSERT INTO acct VALUES (1, 'ann', 100.00, 0, NULL), (2, 'bob', 250.50, 3, 'vip'), (3, 'cat', 0, 1, NULL), (4, 'dan', -20, 0, 'owes');
UPDATE acct SET hits = hits + 1;
SELECT id, hits FROM acct ORDER BY id;
UPDATE acct SET balance = balance * 1.1 WHERE balance > 0;
SELECT id, balance FROM acct ORDER BY id;
UPDATE acct SET note = 'zero', hits = hits * 10 WHERE balance = 0;
SELECT * FROM acct ORDER BY id;
-- SET sees the old values of every column, not the ones just assigned
UPDATE acct SET hits = id, id = hits WHERE owner = 'bob';
SELECT id, owner, hits FROM acct ORDER BY owner;
UPDATE acct SET id = hits, hits = id WHERE owner = 'bob';
SELECT id, owner, hits FROM acct ORDER BY id;
-- UPDATE that matches no rows changes nothing
UPDATE acct SET balance = 0 WHERE id > 100;
UPDATE acct SET balance = 0 WHERE NULL;
SELECT count(*) AS zero_balances FROM acct WHERE balance = 0;
-- NULL handling
UPDATE acct SET note = NULL WHERE note = 'owes';
UPDATE acct SET note = COALESCE(note, 'none');
SELECT id, note FROM acct ORDER BY id;
UPDATE acct SET owner = owner || '!' WHERE note IN ('none', 'vip');
SELECT id, owner FROM acct ORDER BY id;
UPDATE acct SET balance = NULL WHERE id = 4;
UPDATE acct SET hits = hits + 100 WHERE balance IS NULL;
SELECT id, balance, hits FROM acct ORDER BY id;
-- assignment casts and rounding on UPDATE
UPDATE acct SET balance = 1.005 WHERE id = 1;
UPDATE acct SET hits = 2.5 WHERE id = 1;
UPDATE acct SET note = 'abc' || 'def' WHERE id = 1;
UPDATE acct SET balance = '7.777' WHERE id = 3;
SELECT * FROM acct WHERE id IN (1, 3) ORDER BY id;
-- failing updates leave the table unchanged
UPDATE acct SET note = 'much too long' WHERE id = 1;
UPDATE acct SET id = NULL WHERE id = 2;
UPDATE acct SET hits = hits / 0;
UPDATE acct SET hits = 2147483647 + hits WHERE id > 1;
UPDATE acct SET balance = 123456789 WHERE id = 3;
SELECT * FROM acct ORDER BY id;
-- a statement that fails on a later row leaves no row changed (each statement is atomic)
UPDATE acct SET hits = hits + 1000 / (id - 3);
DELETE FROM acct WHERE 10 / (id - 4) <> 0;
SELECT * FROM acct ORDER BY id;
-- qualified names and aliases
UPDATE acct a SET hits = a.hits - 1 WHERE a.id = 1;
UPDATE acct AS a SET owner = 'ann2' WHERE a.owner = 'ann!';
SELECT id, owner, hits FROM acct ORDER BY id;
-- errors
UPDATE acct SET nosuch = 1;
UPDATE acct SET hits = nosuch;
UPDATE nosuch SET a = 1;
UPDATE acct SET hits = 'many';
UPDATE acct SET hits = 1 WHERE count(*) > 0;
UPDATE acct SET hits = 1, hits = 2;
UPDATE acct SET hits = 1 WHERE owner;
-- DELETE
DELETE FROM acct WHERE id = 3;
SELECT id FROM acct ORDER BY id;
DELETE FROM acct WHERE id > 100;
DELETE FROM acct WHERE balance > 200 OR balance IS NULL;
SELECT id, owner FROM acct ORDER BY id;
DELETE FROM acct a WHERE a.owner LIKE 'ann%';
SELECT count(*) FROM acct;
INSERT INTO acct VALUES (10, 'x', 1, 1, NULL), (11, 'y', 2, 2, NULL), (12, 'z', 3, 3, NULL);
DELETE FROM acct WHERE hits % 2 = 1;
SELECT id FROM acct ORDER BY id;
DELETE FROM acct;
SELECT count(*) FROM acct;
DELETE FROM acct;
-- a deleted table can be refilled
INSERT INTO acct VALUES (20, 'new', 5, 0, NULL);
SELECT id, owner, balance FROM acct;
-- updates and deletes interleaved with inserts, checked by aggregate
CREATE TABLE counter (k text, n int);
INSERT INTO counter VALUES ('a', 1), ('b', 2), ('c', 3), ('d', 4), ('e', 5);
UPDATE counter SET n = n * n WHERE n % 2 = 0;
DELETE FROM counter WHERE k = 'c';
INSERT INTO counter VALUES ('f', 6);
UPDATE counter SET n = -n WHERE k > 'c';
SELECT k, n FROM counter ORDER BY k;
SELECT count(*), sum(n), min(n), max(n) FROM counter;
DELETE FROM nosuch;
DELETE FROM counter WHERE nosuch = 1;
DROP TABLE acct, counter;
