-- lex_eof_quote: a string literal still open at the end of the input is a lexer error, not a hang
SELECT 'closed' AS ok;
SELECT 'it''s' AS escaped_quote;
SELECT 'never closed
