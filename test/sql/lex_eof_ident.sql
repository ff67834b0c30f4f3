-- lex_eof_ident: a quoted identifier still open at the end of the input is a lexer error
SELECT 1 AS "closed";
SELECT 2 AS "never closed
