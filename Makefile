# The two commands of the README:
#   make run    install what is missing, build, start Basalt in the foreground on localhost:5433
#   make check  install what the tests need, build (plain and with ASan/UBSan), run every test
#   make bench  [NAME ...] the benchmarks in bench/workloads beside a throwaway PostgreSQL 15
#   make fuzz   build the libFuzzer targets with clang (build-fuzz/), run each FUZZ_TIME seconds
#   make difftest  random queries on Basalt and a throwaway PostgreSQL 15 for DIFF_TIME seconds
#               (DIFF_SEED, default 1); reduced repros of every difference land in DIFF_OUT
# Build trees: build/ (RelWithDebInfo), build-asan/, build-fuzz/. Data directory for `make run`: data/.
BUILD      ?= build
ASAN_BUILD ?= build-asan
DATA       ?= data
PORT       ?= 5433
JOBS       ?= $(shell nproc)
FUZZ_BUILD ?= build-fuzz
FUZZ_TIME  ?= 60
FUZZ_CC    ?= $(shell command -v clang-14 || command -v clang)
DIFF_TIME  ?= 600
DIFF_SEED  ?= 1
DIFF_OUT   ?= difftest-out
FUZZ_TARGETS := $(patsubst test/fuzz/%.c,%,$(wildcard test/fuzz/fuzz_*.c))

.PHONY: all deps build build-asan run check bench fuzz difftest clean

all: build

deps:
	@tools/install-deps.sh

build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

build-asan: deps
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DBASALT_SANITIZE=ON >/dev/null
	cmake --build $(ASAN_BUILD) -j $(JOBS)

run: build
	exec $(BUILD)/basalt -D $(DATA) -p $(PORT)

# The sanitizer run comes last so that the output ends on ctest's summary line.
check: build build-asan
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)
	UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --test-dir $(ASAN_BUILD) --output-on-failure -j $(JOBS)

# make bench [NAME ...]: side-by-side with a throwaway PostgreSQL 15 (bench/run.py); the
# workload names after `bench` are goals of their own, made into no-ops here.
BENCH_NAMES := $(filter-out bench,$(MAKECMDGOALS))
bench: build
	bench/run.py $(BUILD)/basalt $(BENCH_NAMES)
ifneq ($(filter bench,$(MAKECMDGOALS)),)
$(BENCH_NAMES):
	@:
endif

# make fuzz [FUZZ_TIME=seconds]: each target runs that long on a copy of its corpus (new
# inputs land in build-fuzz/corpus/, not in the source tree). A finding stops the run with
# libFuzzer's crash-* file in build-fuzz/; fix it and copy the file into test/fuzz/corpus/NAME/.
fuzz: deps
	@test -n "$(FUZZ_CC)" || { echo "make fuzz needs clang (apt-get install clang)" >&2; exit 1; }
	cmake -S . -B $(FUZZ_BUILD) -DCMAKE_C_COMPILER=$(FUZZ_CC) -DBASALT_FUZZ=ON \
	  -DBASALT_WERROR=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target $(FUZZ_TARGETS)
	@set -e; for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$t; \
	  echo "== $$t for $(FUZZ_TIME) s"; \
	  (cd $(FUZZ_BUILD) && UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	    test/fuzz/$$t -max_total_time=$(FUZZ_TIME) -print_final_stats=1 -max_len=65536 \
	    -rss_limit_mb=4096 corpus/$$t $(CURDIR)/test/fuzz/corpus/$$t); \
	done

# make difftest [DIFF_TIME=seconds DIFF_SEED=n]: test/tools/difftest.py, as ctest's
# server/difftest but as long as asked; exits 1 on a crash or a difference that
# test/known-differences.md does not list.
difftest: build
	test/tools/difftest.py --basalt $(BUILD)/basalt --seed $(DIFF_SEED) --time $(DIFF_TIME) \
	  --out $(DIFF_OUT) --known test/known-differences.md

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
