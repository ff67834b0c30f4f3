-- join_order: the join search (src/planner/join_search.c). The FROM list and inner joins form
-- one join problem whose order comes from the estimates, not from how the query is written;
-- plans are compared with PG 15's (COSTS OFF), results are ordered. Basalt has no merge
-- joins, bitmap scans, Memoize or parallel plans: both sides run with them off.
create table jo_store (id int primary key, region text, name text);
insert into jo_store select g, case when g % 10 = 0 then 'north' else 'south' end, 's' || g
  from generate_series(1, 50) g;
create table jo_product (id int primary key, category text, name text);
insert into jo_product select g, 'cat' || (g % 20), 'p' || g from generate_series(1, 1000) g;
create table jo_day (id int primary key, month int, dow int);
insert into jo_day select g, 1 + (g - 1) / 31, g % 7 from generate_series(1, 365) g;
create table jo_customer (id int primary key, city text);
insert into jo_customer select g, 'c' || (g % 100) from generate_series(1, 2000) g;
create table jo_sales (id int, store_id int, product_id int, day_id int, customer_id int,
  amount int);
insert into jo_sales select g, 1 + g % 50, 1 + (g * 7) % 1000, 1 + (g * 13) % 365,
  1 + (g * 17) % 2000, g % 97 from generate_series(1, 20000) g;
analyze jo_store;
analyze jo_product;
analyze jo_day;
analyze jo_customer;
analyze jo_sales;
set enable_mergejoin = off;
set enable_bitmapscan = off;
set enable_memoize = off;
set max_parallel_workers_per_gather = 0;

-- a star join written dimensions first: the fact table is the outer side of every hash join,
-- the most selective dimension joined first
explain (costs off)
select count(*), sum(f.amount)
  from jo_product p, jo_day d, jo_store s, jo_sales f
 where f.store_id = s.id and f.product_id = p.id and f.day_id = d.id
   and s.region = 'north' and d.month = 3 and p.category = 'cat4';
select count(*), sum(f.amount)
  from jo_product p, jo_day d, jo_store s, jo_sales f
 where f.store_id = s.id and f.product_id = p.id and f.day_id = d.id
   and s.region = 'north' and d.month = 3 and p.category = 'cat4';
-- the same written as JOINs in another bad order
explain (costs off)
select count(*), sum(f.amount)
  from jo_store s join jo_day d on true join jo_product p on true
  join jo_sales f on f.store_id = s.id and f.product_id = p.id and f.day_id = d.id
 where s.region = 'north' and d.month = 3 and p.category = 'cat4';
select s.name, d.month, count(*), sum(f.amount)
  from jo_store s join jo_day d on true join jo_product p on true
  join jo_sales f on f.store_id = s.id and f.product_id = p.id and f.day_id = d.id
 where s.region = 'north' and d.month = 3 and p.category = 'cat4'
 group by s.name, d.month order by s.name, d.month;
-- four dimensions (PG probes the last two through their indexes here: Basalt's cost of a
-- repeated index probe is higher than PG's, which counts pages cached across the probes, so
-- only the result is compared)
select count(*), min(f.id), max(f.id)
  from jo_customer c, jo_store s, jo_day d, jo_product p, jo_sales f
 where f.customer_id = c.id and f.store_id = s.id and f.day_id = d.id and f.product_id = p.id
   and c.city = 'c5' and s.region = 'south' and d.dow = 1 and p.category <> 'cat3';
explain (costs off)
select count(*) from jo_customer c, jo_sales f, jo_store s
 where c.id = f.customer_id and s.id = f.store_id and c.city = 'c5' and s.region = 'north';
select c.city, s.name, count(*) from jo_customer c, jo_sales f, jo_store s
 where c.id = f.customer_id and s.id = f.store_id and c.city = 'c5' and s.region = 'north'
 group by c.city, s.name order by 1, 2;
-- the smaller side is hashed whichever is written first
explain (costs off)
select count(*) from jo_sales f, jo_store s where f.store_id = s.id;
explain (costs off)
select count(*) from jo_store s, jo_sales f where f.store_id = s.id;
select count(*) from jo_store s, jo_sales f where f.store_id = s.id;

-- cross joins: a table linked to nothing joins as a product
explain (costs off)
select count(*) from jo_store s, jo_day d where s.id < 3 and d.id < 3;
select s.id, d.id from jo_store s, jo_day d where s.id < 3 and d.id < 3 order by 1, 2;
explain (costs off)
select count(*) from jo_store s cross join jo_day d, jo_sales f
 where f.store_id = s.id and d.id < 3 and s.region = 'north';
select count(*) from jo_store s cross join jo_day d, jo_sales f
 where f.store_id = s.id and d.id < 3 and s.region = 'north';

-- outer joins: reduced to inner joins when a condition above rejects their NULLs, then
-- reordered; otherwise each side is planned on its own
explain (costs off)
select count(*) from jo_store s left join jo_sales f on f.store_id = s.id
  join jo_day d on d.id = f.day_id where d.month = 2;
select count(*) from jo_store s left join jo_sales f on f.store_id = s.id
  join jo_day d on d.id = f.day_id where d.month = 2;
-- (PG may also move an outer join past inner joins; here it is a fixed item, so only the
-- result is compared)
select count(*), count(c.id) from jo_day d, jo_product p,
  jo_sales f left join jo_customer c on c.id = f.customer_id and c.city = 'c1'
 where f.day_id = d.id and f.product_id = p.id and d.month = 5 and p.category = 'cat1';
select s.id, count(f.id) from jo_store s
  left join (jo_sales f join jo_day d on d.id = f.day_id and d.month = 1) on f.store_id = s.id
 where s.id <= 5 group by s.id order by s.id;
select d.id, s.id from jo_day d full join jo_store s on s.id = d.id + 360
 where d.id > 358 or s.id < 2 order by 1, 2;

-- join_collapse_limit = 1: explicit JOINs keep their written nesting (each join may still
-- hash either side); comma lists are still searched
set join_collapse_limit = 1;
explain (costs off)
select count(*) from jo_store s join jo_day d on true
  join jo_sales f on f.store_id = s.id and f.day_id = d.id
 where s.region = 'north' and d.month = 3;
select count(*) from jo_store s join jo_day d on true
  join jo_sales f on f.store_id = s.id and f.day_id = d.id
 where s.region = 'north' and d.month = 3;
explain (costs off)
select count(*) from jo_product p, jo_store s, jo_sales f
 where f.store_id = s.id and f.product_id = p.id and s.region = 'north' and p.category = 'cat2';
reset join_collapse_limit;
show join_collapse_limit;
show from_collapse_limit;
show geqo_threshold;
set join_collapse_limit = 0;
set from_collapse_limit = 0;
set geqo_threshold = 1;

-- 13 tables: from geqo_threshold (12) items on, the greedy search
select count(*), sum(t1.id + t13.id)
  from jo_store t1, jo_store t2, jo_store t3, jo_store t4, jo_store t5, jo_store t6,
       jo_store t7, jo_store t8, jo_store t9, jo_store t10, jo_store t11, jo_store t12,
       jo_store t13
 where t2.id = t1.id + 1 and t3.id = t2.id + 1 and t4.id = t3.id + 1 and t5.id = t4.id + 1
   and t6.id = t5.id + 1 and t7.id = t6.id + 1 and t8.id = t7.id + 1 and t9.id = t8.id + 1
   and t10.id = t9.id + 1 and t11.id = t10.id + 1 and t12.id = t11.id + 1
   and t13.id = t12.id + 1 and t1.region = 'south';
select t1.id, t7.id, t13.id, d.month
  from jo_store t13, jo_store t12, jo_store t11, jo_store t10, jo_store t9, jo_store t8,
       jo_store t7, jo_store t6, jo_store t5, jo_store t4, jo_store t3, jo_store t2,
       jo_store t1, jo_day d
 where t2.id = t1.id + 1 and t3.id = t2.id + 1 and t4.id = t3.id + 1 and t5.id = t4.id + 1
   and t6.id = t5.id + 1 and t7.id = t6.id + 1 and t8.id = t7.id + 1 and t9.id = t8.id + 1
   and t10.id = t9.id + 1 and t11.id = t10.id + 1 and t12.id = t11.id + 1
   and t13.id = t12.id + 1 and d.id = t13.id * 7 and t1.id % 10 = 3
 order by t1.id;
set geqo = off;
select count(*)
  from jo_store t1, jo_store t2, jo_store t3, jo_store t4, jo_store t5, jo_store t6,
       jo_store t7, jo_store t8, jo_store t9, jo_store t10, jo_store t11, jo_store t12,
       jo_store t13
 where t2.id = t1.id + 1 and t3.id = t2.id + 1 and t4.id = t3.id + 1 and t5.id = t4.id + 1
   and t6.id = t5.id + 1 and t7.id = t6.id + 1 and t8.id = t7.id + 1 and t9.id = t8.id + 1
   and t10.id = t9.id + 1 and t11.id = t10.id + 1 and t12.id = t11.id + 1
   and t13.id = t12.id + 1;
reset geqo;
-- ten tables with a condition between every pair: the dynamic programming's densest case
select count(*), sum(t1.id * t10.id)
  from jo_store t1, jo_store t2, jo_store t3, jo_store t4, jo_store t5,
       jo_store t6, jo_store t7, jo_store t8, jo_store t9, jo_store t10
 where t1.id = t2.id and t1.id = t3.id and t1.id = t4.id and t1.id = t5.id
   and t1.id = t6.id and t1.id = t7.id and t1.id = t8.id and t1.id = t9.id
   and t1.id = t10.id and t2.id = t3.id and t2.id = t4.id and t2.id = t5.id
   and t2.id = t6.id and t2.id = t7.id and t2.id = t8.id and t2.id = t9.id
   and t2.id = t10.id and t3.id = t4.id and t3.id = t5.id and t3.id = t6.id
   and t3.id = t7.id and t3.id = t8.id and t3.id = t9.id and t3.id = t10.id
   and t4.id = t5.id and t4.id = t6.id and t4.id = t7.id and t4.id = t8.id
   and t4.id = t9.id and t4.id = t10.id and t5.id = t6.id and t5.id = t7.id
   and t5.id = t8.id and t5.id = t9.id and t5.id = t10.id and t6.id = t7.id
   and t6.id = t8.id and t6.id = t9.id and t6.id = t10.id and t7.id = t8.id
   and t7.id = t9.id and t7.id = t10.id and t8.id = t9.id and t8.id = t10.id
   and t9.id = t10.id
   and t1.region = 'north';

-- LATERAL: the lateral item stays after the items it reads
select s.id, x.n from jo_day d, jo_store s, lateral (select count(*) n from jo_sales f
  where f.store_id = s.id and f.day_id = d.id) x
 where d.id = 3 and s.id in (1, 3, 5) order by s.id;
