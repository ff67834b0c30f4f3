#!/usr/bin/env bash
# upper_costs.sh: EXPLAIN's costs of Sort, Aggregate, HashAggregate, WindowAgg, Unique and
# Limit follow PG's formulas (costsize.c) over their input's costs and rows, and move with
# cpu_operator_cost / work_mem as PG's do. PG's own figures differ by its cheaper scans, so the
# check is the formula, read from EXPLAIN (FORMAT JSON), not PG's numbers.
source "$(dirname "$0")/common.bash"
port=$(free_port)
start_server "$TMP/data" "$port" || { fail "start"; finish; }
psql_q "$port" "CREATE TABLE uc (x int, y int); INSERT INTO uc SELECT g, g % 10 FROM generate_series(1, 10000) g; ANALYZE uc" >/dev/null
explain() { psql_q "$port" "SET cpu_operator_cost = ${2:-0.0025}; SET work_mem = '${3:-4MB}'; EXPLAIN (FORMAT JSON) $1" | grep -v '^SET$'; }
check() { # check NAME PYTHON-CONDITION-ON-p(top)-c(child) QUERY [cpu_operator_cost] [work_mem]
  local out; out=$(explain "$3" "${4:-0.0025}" "${5:-4MB}")
  if python3 -c '
import json, math, sys
p = json.loads(sys.argv[1])[0]["Plan"]
c = p["Plans"][0]
op = float(sys.argv[3]); log2 = math.log2
sys.exit(0 if eval(sys.argv[2]) else 1)' "$out" "$2" "${4:-0.0025}"; then ok "$1"; else fail "$1: $out"; fi
}
check "Sort: input total + 2 x cpu_operator_cost x N log2 N, then cpu_operator_cost per row" \
  "abs(p['Startup Cost'] - c['Total Cost'] - 2*op*10000*log2(10000)) < 0.02 and abs(p['Total Cost'] - p['Startup Cost'] - op*10000) < 0.02" \
  "SELECT * FROM uc ORDER BY x"
check "the Sort's cost follows cpu_operator_cost" \
  "abs(p['Startup Cost'] - c['Total Cost'] - 2*op*10000*log2(10000)) < 0.02" \
  "SELECT * FROM uc ORDER BY x" 0.01
check "a Sort past work_mem adds the runs' pages" \
  "p['Startup Cost'] - c['Total Cost'] - 2*op*10000*log2(10000) > 50" \
  "SELECT * FROM uc ORDER BY x" 0.0025 64kB
check "Aggregate: one transition per row, then one output row" \
  "abs(p['Startup Cost'] - c['Total Cost'] - op*10000) < 0.02 and abs(p['Total Cost'] - p['Startup Cost'] - 0.01) < 0.001" \
  "SELECT count(*) FROM uc"
check "HashAggregate: transitions and key hashing per row, cpu_tuple_cost per group" \
  "abs(p['Startup Cost'] - c['Total Cost'] - 2*op*10000) < 0.02 and abs(p['Total Cost'] - p['Startup Cost'] - 0.01*p['Plan Rows']) < 0.001" \
  "SELECT y, count(*) FROM uc GROUP BY y"
check "WindowAgg: function and order key per row, cpu_tuple_cost per row" \
  "abs(p['Total Cost'] - c['Total Cost'] - (2*op + 0.01)*10000) < 0.02 and p['Startup Cost'] == c['Startup Cost']" \
  "SELECT x, row_number() OVER (ORDER BY x) FROM uc"
check "Limit: its share of the input's run cost, and its rows" \
  "p['Plan Rows'] == 10 and abs(p['Total Cost'] - c['Startup Cost'] - (c['Total Cost'] - c['Startup Cost'])*15/10000) < 0.02 and abs(p['Startup Cost'] - c['Startup Cost'] - (c['Total Cost'] - c['Startup Cost'])*5/10000) < 0.02" \
  "SELECT * FROM uc ORDER BY x LIMIT 10 OFFSET 5"
check "a top-N Sort's comparisons count log2(2 x bound)" \
  "abs(p['Plans'][0]['Startup Cost'] - p['Plans'][0]['Plans'][0]['Total Cost'] - 2*op*10000*log2(20)) < 0.02" \
  "SELECT * FROM uc ORDER BY x LIMIT 10"
stop_server
finish
