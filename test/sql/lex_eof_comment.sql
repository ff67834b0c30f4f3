-- lex_eof_comment: a block comment still open at the end of the input is a lexer error
SELECT 1 /* closed */ AS ok;
SELECT 2 /* outer /* nested */ still open
