-- psql's \d of an index (it reads pg_index.indpred, which Basalt's pg_index view shows as
-- NULL: there are no partial or expression indexes yet).
create table di (a int primary key, b text, c int, d int, constraint di_b unique (b));
create index di_cd on di (c desc, d);
create unique index di_d_inc on di (d) include (c);
\d di_pkey
\d di_b
\d di_cd
\d di_d_inc
\d di
\di di*
select indexrelid::regclass, indnatts, indnkeyatts, indisunique, indisprimary, indexprs, indpred
  from pg_index where indrelid = 'di'::regclass order by 1;
drop table di;
