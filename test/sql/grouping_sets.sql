-- GROUPING SETS, CUBE, ROLLUP and GROUPING(). Every query orders its whole output (grouping()
-- included), since without ORDER BY the row order is the executor's choice, as in PG.
create table sales (region text, city text, product text, year int, amount numeric(10,2), qty int);
insert into sales values
  ('north', 'oslo', 'apple', 2020, 10.50, 3), ('north', 'oslo', 'pear', 2020, 4.25, 1),
  ('north', 'bergen', 'apple', 2021, 7.00, 2), ('north', 'bergen', 'plum', 2021, 12.00, 4),
  ('south', 'rome', 'apple', 2020, 3.00, 1), ('south', 'rome', 'pear', 2021, 8.75, 5),
  ('south', 'naples', 'plum', 2020, 6.50, 2), ('south', null, 'apple', 2021, 1.00, 1),
  (null, null, 'pear', 2020, 2.00, 1);
-- ROLLUP
select region, city, sum(amount), count(*), grouping(region, city) g
  from sales group by rollup (region, city) order by g, region, city;
select region, sum(qty) from sales group by rollup (region) order by region nulls first, 2;
-- CUBE
select region, year, sum(amount), grouping(region) gr, grouping(year) gy
  from sales group by cube (region, year) order by gr, gy, region, year;
select product, year, count(*) from sales group by cube (product, year)
  order by grouping(product, year), product, year;
-- GROUPING SETS, with the empty set and nested forms
select region, product, sum(qty) from sales
  group by grouping sets ((region, product), (region), ())
  order by grouping(region, product), region, product;
select region, city, year, count(*) from sales
  group by grouping sets (region, rollup (city, year))
  order by grouping(region, city, year), region, city, year;
select year, count(*) from sales group by grouping sets ((), (), year) order by grouping(year), year;
-- mixed: GROUP BY a, ROLLUP (b, c) is the cross product
select region, city, product, count(*) from sales
  group by region, rollup (city, product)
  order by grouping(region, city, product), region, city, product;
select region, year, count(*) from sales group by cube (region), rollup (year)
  order by grouping(region, year), region, year;
-- a row in ROLLUP and CUBE is one element
select region, city, year, count(*) from sales
  group by rollup ((region, city), year)
  order by grouping(region, city, year), region, city, year;
-- real NULLs versus NULLs from the roll-up: GROUPING() tells them apart
select region, city, grouping(city), count(*) from sales
  group by rollup (region, city) having region is null or city is null
  order by grouping(city), region, city;
-- HAVING, expressions over grouping columns, ORDER BY aggregates
select region, sum(amount) total from sales group by rollup (region)
  having sum(amount) > 20 order by total desc;
select upper(region) r, count(*) from sales group by rollup (upper(region)) order by r;
select region || '!' r, count(*) from sales group by rollup (region) order by r;
select year % 2 = 0 even, count(*), sum(qty) filter (where qty > 1) from sales
  group by cube (year % 2 = 0) order by even;
select region, count(distinct product), avg(qty)::numeric(10,3), min(city), max(amount)
  from sales group by rollup (region) order by grouping(region), region;
select region, string_agg(product, ',' order by product) from sales
  group by grouping sets ((region), ()) order by grouping(region), region;
-- GROUPING() in a plain GROUP BY is 0; over several arguments, a bit per argument
select region, grouping(region) from sales group by region order by region;
select grouping(region, city, year), count(*) from sales
  group by cube (region, city, year) order by 1, 2;
-- empty input: only the empty grouping set gives a row
select region, count(*) from sales where false group by rollup (region);
select count(*), sum(qty) from sales where false group by grouping sets (());
select region, count(*) from sales where false group by grouping sets ((region));
-- window functions and DISTINCT over grouped rows
select region, sum(amount), rank() over (order by sum(amount) desc) from sales
  group by rollup (region) order by 3, 1;
select distinct grouping(region, city) from sales group by rollup (region, city) order by 1;
-- sub-selects
select * from (select region, count(*) c from sales group by rollup (region)) s
  where c > 2 order by region;
-- errors
select region, city from sales group by rollup (region);
select grouping(city) from sales group by region;
select grouping(region) from sales;
select count(*) from sales where grouping(region) = 0;
select region from sales group by rollup (region) order by grouping(city);
select count(*) from sales group by cube (region, city, product, year, amount, qty, region, city, product, year, amount, qty, region);
select grouping(region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region,region) from sales group by region;
