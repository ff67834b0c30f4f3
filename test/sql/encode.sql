-- encode / decode: hex, base64 (76-character lines), escape; round trips and errors.
select encode('\x00ff10'::bytea, 'hex'), encode('hello'::bytea, 'base64'), encode('a\\b\000\377'::bytea, 'escape');
select encode(''::bytea, 'base64'), encode('a'::bytea, 'base64'), encode('ab'::bytea, 'base64'), encode('abc'::bytea, 'BASE64');
select encode(repeat('x', 100)::bytea, 'base64');
select decode('00ff10', 'hex'), decode('DEADbeef', 'hex'), decode('de ad', 'hex');
select decode('aGVsbG8=', 'base64'), decode('YQ==', 'base64'), decode('YWI=', 'base64'), decode(' Y W J j ', 'base64');
select decode('a\\b\000\377', 'escape');
select decode(encode(b, f), f) = b from (values ('\x0001027f80feff'::bytea)) v(b),
  (values ('hex'), ('base64'), ('escape')) fm(f);
select md5(encode(decode(md5('x'), 'hex'), 'base64'));
select decode('0', 'hex');
select decode('0g', 'hex');
select decode('zz', 'hex');
select decode('YQ=', 'base64');
select decode('Y', 'base64');
select decode('YQ==YQ==', 'base64');
select decode('Y!==', 'base64');
select decode('\\q', 'escape');
select encode('x'::bytea, 'nope');
select decode('x', 'rot13');
select encode(null::bytea, 'hex'), decode(null, 'hex');
