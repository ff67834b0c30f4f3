#!/usr/bin/env python3
"""check_acked.py: compare what crash_client.py was told was committed with what survived.

    check_acked.py ACKED_FILE T_DUMP LEDGER_DUMP ACCT_DUMP NACCOUNTS START_BALANCE

The dumps are psql -A -t output: t as "round|tid|seq|count", ledger as "round|tid|seq|a|b|amount",
acct as "id|bal". Prints one line per violation and exits 1 if there is any: an acknowledged
insert missing, an acknowledged delete undone (a delete
sent but not acknowledged may have happened or not), a transaction with only some of its rows, an
acknowledged transfer missing, or balances that do not add up to the ledger that is there.
"""
import sys

acked_file, t_dump, ledger_dump, acct_dump = sys.argv[1:5]
naccounts, start = int(sys.argv[5]), int(sys.argv[6])
inserted, deleted, transfers, deleting = set(), set(), set(), set()
for line in open(acked_file):
    kind, key = line.split()
    {"I": inserted, "D": deleted, "T": transfers, "d": deleting}[kind].add(key)

bad = []
present = {}
for line in open(t_dump):
    if line.strip():
        r, tid, seq, n = line.strip().split("|")
        present["%s|%s|%s" % (r, tid, seq)] = int(n)
for key, n in present.items():
    if n != 3:
        bad.append("transaction %s survived with %d of its 3 rows" % (key, n))
    if key in deleted:
        bad.append("acknowledged delete of %s undone" % key)
for key in inserted - deleting:
    if key not in present:
        bad.append("acknowledged insert %s lost" % key)

ledger = set()
balance = {i: start for i in range(1, naccounts + 1)}
for line in open(ledger_dump):
    if line.strip():
        ledger.add(line.strip())
        r, tid, seq, a, b, amount = line.strip().split("|")
        balance[int(a)] -= int(amount)
        balance[int(b)] += int(amount)
for key in transfers - ledger:
    bad.append("acknowledged transfer %s lost" % key)
for line in open(acct_dump):
    if line.strip():
        i, bal = map(int, line.strip().split("|"))
        if balance.get(i) != bal:
            bad.append("account %d holds %d, its ledger says %s" % (i, bal, balance.get(i)))

for b in bad[:20]:
    print(b)
print("%d inserts, %d deletes, %d transfers acknowledged; %d violations"
      % (len(inserted), len(deleted), len(transfers), len(bad)))
sys.exit(1 if bad else 0)
