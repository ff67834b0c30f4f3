#!/usr/bin/env python3
# explain_memory_json.py: checks one EXPLAIN (FORMAT JSON) document (stdin) for explain_memory.sh.
#
# The document must parse as JSON; then the named case says which node must carry which of PG
# 15's run-time keys, in PG's order (after the node's keys, before "Plans"), as integers or
# words, and which values show a real measurement (spilled: disk used, more than one batch).
# Prints nothing and exits 0 when the case holds, else says why and exits 1.
import json
import sys

SORT = ["Sort Method", "Sort Space Used", "Sort Space Type"]
HASH = ["Hash Buckets", "Original Hash Buckets", "Hash Batches", "Original Hash Batches",
        "Peak Memory Usage"]
HASHAGG = ["HashAgg Batches", "Peak Memory Usage", "Disk Usage"]


def nodes(plan):
    yield plan
    for child in plan.get("Plans", []):
        yield from nodes(child)


def find(doc, node_type, strategy=None):
    for n in nodes(doc[0]["Plan"]):
        if n["Node Type"] == node_type and (strategy is None or n.get("Strategy") == strategy):
            return n
    raise AssertionError("no %s node" % node_type)


def in_order(node, keys, after):
    names = list(node)
    for k in keys:
        assert k in node, "%s: no %r in %s" % (node["Node Type"], k, names)
    pos = [names.index(k) for k in [after] + keys]
    assert pos == sorted(pos), "%s: keys out of order: %s" % (node["Node Type"], names)
    if "Plans" in node:
        assert names.index("Plans") > pos[-1], "%s: keys after Plans" % node["Node Type"]


def is_count(v):
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def check(case, doc):
    if case in ("sort-memory", "sort-topn", "sort-disk"):
        n = find(doc, "Sort")
        in_order(n, SORT, "Sort Key")
        want = {"sort-memory": ("quicksort", "Memory"), "sort-topn": ("top-N heapsort", "Memory"),
                "sort-disk": ("external merge", "Disk")}[case]
        assert (n["Sort Method"], n["Sort Space Type"]) == want, n
        assert is_count(n["Sort Space Used"]) and n["Sort Space Used"] > 0, n
    elif case == "sort-planned":  # no ANALYZE: nothing ran
        n = find(doc, "Sort")
        assert not any(k in n for k in SORT), n
    elif case == "hash":
        n = find(doc, "Hash")
        in_order(n, HASH, "Actual Loops")
        assert all(is_count(n[k]) for k in HASH), n
        b = n["Hash Buckets"]
        assert b >= n["Original Hash Buckets"] >= 1024 and b & (b - 1) == 0, n
        assert b >= n["Actual Rows"] and n["Hash Batches"] == n["Original Hash Batches"] == 1, n
        assert n["Peak Memory Usage"] > 0, n
    elif case == "hashagg-having":  # PG: Filter, the hash table's keys, Rows Removed by Filter
        n = find(doc, "Aggregate", "Hashed")
        in_order(n, ["Planned Partitions"] + HASHAGG + ["Rows Removed by Filter"], "Filter")
    elif case in ("hashagg", "hashagg-spill", "hashagg-nocosts"):
        n = find(doc, "Aggregate", "Hashed")
        assert ("Planned Partitions" in n) == (case != "hashagg-nocosts"), n
        if case != "hashagg-nocosts":
            in_order(n, ["Planned Partitions"] + HASHAGG, "Group Key")
            assert n["Planned Partitions"] == 0, n
        else:
            in_order(n, HASHAGG, "Group Key")
        assert all(is_count(n[k]) for k in HASHAGG) and n["Peak Memory Usage"] > 0, n
        if case == "hashagg-spill":
            assert n["HashAgg Batches"] > 1 and n["Disk Usage"] > 0, n
        else:
            assert n["HashAgg Batches"] == 1 and n["Disk Usage"] == 0, n
    elif case == "hashagg-planned":  # no ANALYZE: only the plan's key
        n = find(doc, "Aggregate", "Hashed")
        assert n.get("Planned Partitions") == 0, n
        assert not any(k in n for k in HASHAGG), n
    else:
        raise AssertionError("unknown case " + case)


def main():
    text = sys.stdin.read()
    try:
        doc = json.loads(text)
        check(sys.argv[1], doc)
    except (ValueError, AssertionError, KeyError, IndexError) as e:
        print("%s: %s\n%s" % (sys.argv[1], e, text[:3000]))
        sys.exit(1)


main()
