# The two commands of the README:
#   make run    install what is missing, build, start Basalt in the foreground on localhost:5433
#   make check  install what the tests need, build (plain and with ASan/UBSan), run every test
#   make bench  [NAME ...] the benchmarks in bench/workloads beside a throwaway PostgreSQL 15
# Build trees: build/ (RelWithDebInfo) and build-asan/. Data directory for `make run`: data/.
BUILD      ?= build
ASAN_BUILD ?= build-asan
DATA       ?= data
PORT       ?= 5433
JOBS       ?= $(shell nproc)

.PHONY: all deps build build-asan run check bench clean

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

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
