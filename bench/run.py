#!/usr/bin/env python3
"""run.py: side-by-side benchmarks of Basalt and PostgreSQL 15, reported as ratios.

    bench/run.py BASALT_BINARY [NAME ...]      (make bench [NAME ...] calls this)

The one idea: nothing here passes or fails on time. Each run starts a throwaway PostgreSQL 15
(initdb as the postgres user) and a throwaway Basalt on free loopback ports, with the same
durability settings (fsync on, synchronous_commit per case), loads the same data into both,
runs every case of every workload on both in turn, keeps the best of BENCH_RUNS runs, and prints
a table of both figures and the ratio Basalt/PostgreSQL, also written to bench/results.md.

A workload is bench/workloads/NAME.py defining TITLE, SETUP (SQL run once on both servers) and
CASES, a list of dicts: {"name", "kind": "pgbench", "script", "clients", "options"} measures
transactions per second with pgbench (higher is better), {"name", "kind": "sql", "sql"} measures
the seconds one psql run of sql takes (lower is better), {"name", "kind": "value", "sql", "unit"}
reports the single number sql returns (a size, a ratio: lower is better; not timed, so the best
of the runs is simply that number). "options" are PGOPTIONS for the case.
"""
import glob
import importlib.util
import os
import re
import shutil
import socket
import signal
import subprocess
import sys
import tempfile
import time

PGBIN = "/usr/lib/postgresql/15/bin"
HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
SECONDS = int(os.environ.get("BENCH_SECONDS", "5"))


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def wait_for(port, proc, what):
    for _ in range(600):
        if proc is not None and proc.poll() is not None:
            sys.exit("%s exited early (status %s)" % (what, proc.returncode))
        try:
            socket.create_connection(("127.0.0.1", port), 1).close()
            return
        except OSError:
            time.sleep(0.1)
    sys.exit("%s did not start" % what)


class Server:
    def __init__(self, name, port):
        self.name, self.port = name, port

    def env(self, options=""):
        e = dict(os.environ, PGTZ="UTC", LC_MESSAGES="C", PGOPTIONS=options)
        for k in ("PGHOST", "PGPORT", "PGUSER", "PGDATABASE", "PGPASSWORD", "PGSERVICE"):
            e.pop(k, None)
        return e

    def psql(self, sql, options=""):
        out = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1",
                              "-p", str(self.port), "-U", "postgres", "-d", "postgres"],
                             input=sql, text=True, env=self.env(options), capture_output=True)
        if out.returncode != 0:
            sys.exit("psql failed on %s:\n%s" % (self.name, out.stderr))
        return out.stdout

    def value(self, sql, options=""):
        """The one number sql returns."""
        return float(self.psql("\\pset tuples_only on\n\\pset format unaligned\n" + sql,
                               options).strip().splitlines()[-1])


class Basalt(Server):
    def __init__(self, binary, tmp):
        super().__init__("Basalt", free_port())
        self.log = open(os.path.join(tmp, "basalt.log"), "w")
        self.proc = subprocess.Popen([binary, "-D", os.path.join(tmp, "basalt"), "-p",
                                      str(self.port), "-c", "listen_addresses=127.0.0.1"],
                                     stdout=self.log, stderr=subprocess.STDOUT)
        wait_for(self.port, self.proc, "Basalt")

    def stop(self):
        self.proc.send_signal(signal.SIGINT)  # fast shutdown: pgbench sessions may linger
        self.proc.wait(60)


class Postgres(Server):
    def __init__(self, tmp):
        super().__init__("PostgreSQL 15", free_port())
        self.dir = os.path.join(tmp, "pg")
        os.mkdir(self.dir)
        shutil.chown(self.dir, "postgres")
        shutil.chown(tmp, "postgres")
        self.as_pg([PGBIN + "/initdb", "-D", self.dir + "/data", "-U", "postgres",
                    "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"])
        self.as_pg([PGBIN + "/pg_ctl", "-D", self.dir + "/data", "-l", self.dir + "/log", "-w",
                    "-o", "-p %d -k %s -c listen_addresses=127.0.0.1" % (self.port, self.dir),
                    "start"])
        wait_for(self.port, None, "PostgreSQL")

    def as_pg(self, cmd):
        if os.getuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--"] + cmd
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)

    def stop(self):
        self.as_pg([PGBIN + "/pg_ctl", "-D", self.dir + "/data", "-m", "fast", "-w", "stop"])


def measure(server, case, tmp):
    """One run of a case on a server: (value, unit)."""
    if case["kind"] == "pgbench":
        script = os.path.join(tmp, "case.sql")
        with open(script, "w") as f:
            f.write(case["script"])
        os.chmod(script, 0o644)
        out = subprocess.run(["pgbench", "-n", "-h", "127.0.0.1", "-p", str(server.port),
                              "-U", "postgres", "-f", script, "-c", str(case["clients"]),
                              "-j", str(min(case["clients"], os.cpu_count() or 1)),
                              "-T", str(case.get("seconds", SECONDS)), "postgres"],
                             capture_output=True, text=True, env=server.env(case.get("options", "")))
        m = re.search(r"^tps = ([0-9.]+)", out.stdout, re.M)
        failed = re.search(r"number of failed transactions: ([1-9][0-9]*)", out.stdout)
        if out.returncode != 0 or not m or failed:
            sys.exit("pgbench failed on %s:\n%s%s" % (server.name, out.stdout, out.stderr))
        return float(m.group(1)), "tps"
    if case["kind"] == "value":
        return server.value(case["sql"], case.get("options", "")), case.get("unit", "")
    start = time.perf_counter()
    server.psql(case["sql"], case.get("options", ""))
    return time.perf_counter() - start, "s"


def load_workloads(names):
    found = sorted(glob.glob(os.path.join(HERE, "workloads", "*.py")))
    by_name = {os.path.splitext(os.path.basename(p))[0]: p for p in found}
    for n in names:
        if n not in by_name:
            sys.exit("no workload %r (have: %s)" % (n, ", ".join(by_name)))
    mods = []
    for n in names or list(by_name):
        spec = importlib.util.spec_from_file_location(n, by_name[n])
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        mods.append((n, mod))
    return mods


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    workloads = load_workloads(sys.argv[2:])
    tmp = tempfile.mkdtemp(prefix="basalt-bench-")
    os.chmod(tmp, 0o755)
    servers = []
    rows = []
    try:
        servers = [Basalt(binary, tmp), Postgres(tmp)]
        for name, w in workloads:
            for s in servers:
                s.psql(w.SETUP)
            for case in w.CASES:
                best = {}
                for s in servers:
                    for _ in range(RUNS):
                        v, unit = measure(s, case, tmp)
                        old = best.get(s.name)
                        if old is None or (v > old if unit == "tps" else v < old):
                            best[s.name] = v
                b, p = best["Basalt"], best["PostgreSQL 15"]
                rows.append((name, case["name"], unit, b, p, b / p if p else float("inf")))
                print("%-10s %-40s %12s %12s %s  ratio %.2f" % (name, case["name"], fmt(b),
                                                                fmt(p), unit, rows[-1][5]),
                      flush=True)
    finally:
        for s in servers:
            s.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    write_results(rows)


def fmt(v):
    """A figure: one decimal, or four significant digits for small ones (size ratios)."""
    return "%.1f" % v if abs(v) >= 10 else "%.4g" % v


def earlier_rows(skip):
    """The table rows of results.md for workloads not in skip (a run of only some workloads
    keeps the others' figures, marked with the date they were measured)."""
    path = os.path.join(HERE, "results.md")
    if not os.path.exists(path):
        return []
    text = open(path).read()
    m = re.search(r"on (\d{4}-\d\d-\d\d \d\d:\d\d UTC)", text)
    when = m.group(1) if m else "an earlier run"
    out = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 6 or not line.startswith("| ") or cells[0] in ("workload", "---"):
            continue
        if cells[0] in skip or cells[0].startswith("---"):
            continue
        if "(" not in cells[0]:
            cells[0] = "%s (%s)" % (cells[0], when)
        out.append("| " + " | ".join(cells) + " |")
    return out


def write_results(rows):
    lines = ["# Benchmark results", "",
             "Written by `make bench` (bench/run.py) on %s, %d CPUs; best of %d runs, %d s per "
             "pgbench run. Ratio = Basalt / PostgreSQL 15 of the figure: for tps higher is "
             "better for Basalt, for seconds and sizes lower is. Rows whose workload names a date "
             "were measured in that earlier run (a run of only some workloads keeps the "
             "others)." % (time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), os.cpu_count(),
                           RUNS, SECONDS),
             "", "| workload | case | Basalt | PostgreSQL 15 | unit | ratio |",
             "|---|---|---:|---:|---|---:|"]
    kept = earlier_rows({w for w, _, _, _, _, _ in rows})
    new = ["| %s | %s | %s | %s | %s | %.2f |" % (w, c, fmt(b), fmt(p), unit, r)
           for w, c, unit, b, p, r in rows]
    lines += kept + new
    with open(os.path.join(HERE, "results.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(new))


if __name__ == "__main__":
    main()
