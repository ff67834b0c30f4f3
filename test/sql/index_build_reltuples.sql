-- pg_class.reltuples after CREATE INDEX: the index holds what the build put in it (0 for an
-- empty table, which pgjdbc's getIndexInfo reports as CARDINALITY), while a never counted
-- empty table stays -1.
CREATE TABLE ibr (a int PRIMARY KEY, b int);
CREATE INDEX ibr_b ON ibr (b);
SELECT relname, reltuples FROM pg_class WHERE relname LIKE 'ibr%' ORDER BY 1;
INSERT INTO ibr VALUES (1, 1), (2, 2);
CREATE INDEX ibr_b2 ON ibr (b);
SELECT relname, reltuples FROM pg_class WHERE relname LIKE 'ibr%' ORDER BY 1;
CREATE TABLE ibr3 (a int);
INSERT INTO ibr3 VALUES (1);
DELETE FROM ibr3;
CREATE INDEX ibr3_a ON ibr3 (a);
SELECT relname, reltuples FROM pg_class WHERE relname LIKE 'ibr3%' ORDER BY 1;
DROP TABLE ibr, ibr3;
