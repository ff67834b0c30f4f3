-- INSERT ... SELECT: a quoted literal in the SELECT list takes its target column's type, as
-- in PG (outputs of a set operation, or sorted or grouped by, are text first).
create table iu (j json, i int, d date, t text, a int[]);
insert into iu (j) select '{"x":1}';
insert into iu (i, d) select '5', '2020-01-02';
insert into iu (i, t) select '6', 'six' from generate_series(1, 2);
insert into iu (i) select '7' where true;
insert into iu (j, i) select '{"y":2}', '7' union all select '[1]', '8';
insert into iu (i) select 'abc';
insert into iu (i) select distinct '8';
insert into iu (i) select '9' order by 1;
insert into iu (a) select '{1,2}';
insert into iu (a[1]) select '3';
insert into iu (i) select '1', '2';
select * from iu order by i nulls first, d nulls first, t, a;
drop table iu;
