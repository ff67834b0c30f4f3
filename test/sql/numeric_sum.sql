-- sum and avg of numeric accumulate in a scaled int128 while the values fit (agg.c's
-- accum_scaled) and in numerics past that: both must give PG's values and display scales
select sum(x), avg(x) from (values (1.5::numeric), (2.25), (-0.125), (NULL), (1e30)) v(x);
select sum(x) from (values (1.50::numeric), (2)) v(x);
select sum(x) from (select 9999999999999999999999999999999999.9::numeric x from generate_series(1,30)) q;
select sum(x), avg(x) from (values ('NaN'::numeric), (1)) v(x);
select sum(x), avg(x) from (select (g % 1000) / 10.0 x from generate_series(1, 100000) g) q;
select sum(1e-20::numeric) from generate_series(1,3);
select sum(x), avg(x) from (values (1e-30::numeric), (1e30)) v(x);
select sum(x), avg(x) from (values (-5.5::numeric), (5.5)) v(x);
select sum(x) from (values ('Infinity'::numeric), (1)) v(x);
select sum(x), avg(x) from (select (g * 1.001)::numeric(20,3) x from generate_series(-1000, 2000) g) q;
select sum(x) from (select 1e35::numeric x from generate_series(1,40)) q;
select sum(x) from (select 0.000001::numeric * g x from generate_series(1,100000) g) q;
select g % 3, sum(x), avg(x) from (select g, (g % 1000) / 7.0 x from generate_series(1, 3000) g) q group by rollup (g % 3) order by 1;
