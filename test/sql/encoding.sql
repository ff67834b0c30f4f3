-- encoding: text from the client must be valid UTF-8 (22021 names the offending bytes)
SELECT 'aÃ(b';
SELECT 'Ã©tÃ©', length('Ã©tÃ©'), octet_length('Ã©tÃ©');
SELECT 'ÿ';
SELECT 'í €' AS surrogate;
SELECT 'À€' AS overlong;
SELECT 'ô€€' AS too_big;
SELECT 'ğŸ˜€' AS emoji, length('ğŸ˜€');
SELECT 'abcâ‚' AS truncated;
SELECT 'still fine';
SELECT E'\x00';
SELECT E'\xc3\x28';
SELECT E'\xed\xa0\x80';
SELECT E'\u00e9';
