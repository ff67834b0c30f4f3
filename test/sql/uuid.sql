-- uuid: input forms, output, comparison, sorting, grouping, arrays, casts, errors.
select 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid;
select 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'::uuid;
select '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}'::uuid;
select 'a0eebc999c0b4ef8bb6d6bb9bd380a11'::uuid;
select 'a0ee-bc99-9c0b-4ef8-bb6d-6bb9-bd38-0a11'::uuid;
select '{a0eebc99-9c0b4ef8-bb6d6bb9-bd380a11}'::uuid;
select 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1'::uuid;
select 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a111'::uuid;
select '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid;
select 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}'::uuid;
select 'a0eebc9-99c0b-4ef8-bb6d-6bb9bd380a11'::uuid;
select 'g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid;
select ' a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid;
select ''::uuid;
create table u (id uuid, v int);
create unique index u_id on u (id);
insert into u values ('00000000-0000-0000-0000-000000000001', 1),
  ('ffffffff-ffff-ffff-ffff-ffffffffffff', 2), ('10000000-0000-0000-0000-000000000000', 3),
  ('0fffffff-ffff-ffff-ffff-ffffffffffff', 4), (null, 5);
insert into u values ('00000000-0000-0000-0000-000000000001', 6);
select * from u order by id;
select * from u order by id desc nulls last;
select id, id = '10000000-0000-0000-0000-000000000000', id < 'f0000000-0000-0000-0000-000000000000',
  id <> '0fffffff-ffff-ffff-ffff-ffffffffffff' from u order by v;
select count(*), count(distinct id), min(id::text), max(id::text) from u;
select id::text, length(id::text), 'x' || id from u where v = 1;
select array['00000000-0000-0000-0000-000000000001', null]::uuid[];
select '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}'::uuid[];
select v from u where id in ('ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-000000000001') order by v;
select id from u group by id having id is not null order by 1;
-- gen_random_uuid: version 4, RFC 4122 variant, all different
select count(distinct g), bool_and(substr(g::text, 15, 1) = '4'),
  bool_and(substr(g::text, 20, 1) in ('8', '9', 'a', 'b'))
  from (select gen_random_uuid() g from generate_series(1, 1000)) s;
select gen_random_uuid() = gen_random_uuid();
select 1::uuid;
select 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid + 1;
-- sorting many uuids (abbreviated keys: their first 8 bytes), also past work_mem
create table uu (id uuid, g int);
insert into uu select md5(g::text)::uuid, g from generate_series(1, 20000) g;
select md5(string_agg(g::text, ',')) from (select g from uu order by id) s;
set work_mem = '64kB';
select md5(string_agg(g::text, ',')) from (select g from uu order by id desc) s;
reset work_mem;
