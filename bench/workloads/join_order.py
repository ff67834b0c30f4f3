"""join_order: a five-table star join (issue 6) written dimensions first, on the same data in
both servers: a fact table of 500,000 rows and four analyzed dimension tables with selective
filters. The join search should put the fact table on the outer side of every hash join and
the most selective dimension first, whatever the FROM order; the second case writes the same
query as JOINs, least selective dimension first, and keeps that order (join_collapse_limit =
1), to show what the search saves.
Target: Basalt no slower than PostgreSQL (ratio <= 1).
"""
TITLE = "join order (star join)"
SETUP = """
DROP TABLE IF EXISTS bj_sales, bj_store, bj_product, bj_day, bj_customer;
CREATE TABLE bj_store (id int PRIMARY KEY, region text);
INSERT INTO bj_store SELECT g, CASE WHEN g % 10 = 0 THEN 'north' ELSE 'south' END
  FROM generate_series(1, 100) g;
CREATE TABLE bj_product (id int PRIMARY KEY, category text);
INSERT INTO bj_product SELECT g, 'cat' || (g % 20) FROM generate_series(1, 10000) g;
CREATE TABLE bj_day (id int PRIMARY KEY, month int);
INSERT INTO bj_day SELECT g, 1 + (g - 1) / 31 FROM generate_series(1, 365) g;
CREATE TABLE bj_customer (id int PRIMARY KEY, city text);
INSERT INTO bj_customer SELECT g, 'c' || (g % 100) FROM generate_series(1, 20000) g;
CREATE TABLE bj_sales (store_id int, product_id int, day_id int, customer_id int, amount int);
INSERT INTO bj_sales SELECT 1 + g % 100, 1 + (g * 7) % 10000, 1 + (g * 13) % 365,
  1 + (g * 17) % 20000, g % 97 FROM generate_series(1, 500000) g;
ANALYZE bj_store; ANALYZE bj_product; ANALYZE bj_day; ANALYZE bj_customer; ANALYZE bj_sales;
"""
STAR = """SELECT count(*), sum(f.amount)
  FROM bj_customer c, bj_product p, bj_day d, bj_store s, bj_sales f
 WHERE f.store_id = s.id AND f.product_id = p.id AND f.day_id = d.id AND f.customer_id = c.id
   AND s.region = 'north' AND d.month = 3 AND p.category = 'cat4' AND c.city <> 'c1'"""
WRITTEN = """SELECT count(*), sum(f.amount)
  FROM bj_sales f JOIN bj_customer c ON f.customer_id = c.id
  JOIN bj_product p ON f.product_id = p.id JOIN bj_day d ON f.day_id = d.id
  JOIN bj_store s ON f.store_id = s.id
 WHERE s.region = 'north' AND d.month = 3 AND p.category = 'cat4' AND c.city <> 'c1'"""
SAME = "-c max_parallel_workers_per_gather=0 -c enable_mergejoin=off -c enable_memoize=off"
CASES = [
    {"name": "star join, bad FROM order", "kind": "sql", "options": SAME, "sql": STAR},
    {"name": "star join, written order kept", "kind": "sql",
     "options": SAME + " -c join_collapse_limit=1", "sql": WRITTEN},
]
