-- WAL-related statements and settings: CHECKPOINT, UNLOGGED tables, synchronous_commit.
-- (Crash behaviour is tested by test/server/crash.sh and test/unit/test_wal.c.)
CHECKPOINT;
CREATE UNLOGGED TABLE ul (a int, b text);
INSERT INTO ul SELECT 1, 'one' UNION ALL SELECT 2, 'two';
CHECKPOINT;
SELECT * FROM ul ORDER BY a;
SELECT relname, relpersistence FROM pg_class WHERE relname = 'ul';
BEGIN;
CHECKPOINT;
INSERT INTO ul VALUES (3, 'three');
COMMIT;
SELECT count(*) FROM ul;
SET synchronous_commit = off;
SHOW synchronous_commit;
CREATE TABLE lg (a int);
INSERT INTO lg VALUES (1), (2);
SELECT sum(a) FROM lg;
SET synchronous_commit = on;
SHOW synchronous_commit;
SHOW full_page_writes;
SHOW checkpoint_timeout;
SHOW max_wal_size;
DROP TABLE ul;
DROP TABLE lg;
-- an UNLOGGED table's indexes are unlogged too (crash recovery empties them with the table)
create unlogged table ul_pk (a int primary key);
select relname, relpersistence from pg_class where relname in ('ul_pk', 'ul_pk_pkey') order by 1;
