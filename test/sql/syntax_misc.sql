-- syntax_misc: lexical and grammar details: keyword case, comments, quoted identifiers, operators without spaces, empty statements
select 1 as lower_case;
SeLeCt 2 AS mixed_case;
SELECT 1+2*3 AS nospace, (1+2)*3 AS paren, 10-2-3 AS leftassoc, 2*-3 AS neg, 7%3 AS m;
SELECT 1<2 AS lt, 2>=2 AS ge, 1<>2 AS ne, 1!=1 AS ne2, 3<=2 AS le;
SELECT ((((1)))) AS deep, -(-(-1)) AS negs, +5 AS unary_plus;
SELECT 1 AS a -- a trailing comment
, 2 AS b;
SELECT /* a block comment */ 3 AS c /* another */;
SELECT /* nested /* comment */ still comment */ 4 AS d;
SELECT 5 AS e; -- comment after the statement
;
SELECT 6 AS f;;
-- identifiers
CREATE TABLE "My Table" ("Select" int, "with space" text, "UPPER" int, lower int);
INSERT INTO "My Table" VALUES (1, 'x', 2, 3);
SELECT "Select", "with space", "UPPER", lower, LOWER, "lower" FROM "My Table";
SELECT t."Select" AS "Alias With Space" FROM "My Table" t;
SELECT upper FROM "My Table";
SELECT "upper" FROM "My Table";
CREATE TABLE my_table (id int, "ID" int);
INSERT INTO my_table VALUES (1, 2);
SELECT id, "ID" FROM MY_TABLE;
SELECT * FROM "my_table";
SELECT * FROM "MY_TABLE";
CREATE TABLE abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopq (x int);
INSERT INTO abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopq VALUES (1);
SELECT x FROM abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk;
-- non-reserved keywords as names, reserved ones quoted
CREATE TABLE kw (name text, value int, "order" int, "user" text, text text, date int);
INSERT INTO kw VALUES ('n', 1, 2, 'u', 't', 3);
SELECT name, value, "order", "user", text, date FROM kw;
SELECT kw.name AS "from", kw.value AS value FROM kw AS kw;
CREATE TABLE bad (order int);
SELECT order FROM kw;
-- aliases without AS
SELECT k.name n, k.value v FROM kw k;
SELECT z.name FROM kw AS z WHERE z.value = 1;
-- numeric literal forms
SELECT 1.5e+2 AS a, 15E-1 AS b, 0.0e0 AS c, 00012 AS d;
SELECT 4.0 AS a, 4.00 AS b, 1e0 AS c;
-- whitespace and line breaks inside a statement
SELECT
  1
  +
  1
  AS
  two;
	SELECT 7 AS tab_indented;
DROP TABLE "My Table", my_table, abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijk, kw;
