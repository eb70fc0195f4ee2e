# annotalysis: a plain Makefile.  `make` builds ./annotalysis; `make check` runs
# every test and ends with "N passed, N failed"; `make check-headers` runs the
# headers group over every header under /usr/include (slow: 6 to 13 minutes).

CC      ?= cc
PREFIX  ?= /usr/local
WARN    = -Wall -Wextra -Wpedantic -Werror -Wshadow -Wstrict-prototypes \
          -Wmissing-prototypes -Wpointer-arith -Wwrite-strings -Wvla
CFLAGS  ?= -O2 -g
ALL_CFLAGS = -std=c11 $(WARN) $(CFLAGS)
ASAN_FLAGS = -DANNOTALYSIS_DEBUG -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
             -fno-sanitize-recover=undefined

SRCS    = $(wildcard src/*.c)
OBJS    = $(SRCS:src/%.c=build/obj/%.o)
ASAN_OBJS = $(SRCS:src/%.c=build/asan/%.o)
HDRS    = $(wildcard src/*.h src/*.def)
TOOLS   = tests/tools/tokdiff tests/tools/runstat

all: annotalysis annotalysis-cc

annotalysis: $(OBJS)
	$(CC) $(ALL_CFLAGS) -o $@ $(OBJS)

# the build wrapper (make CC="annotalysis-cc gcc") is the same program
annotalysis-cc: annotalysis
	ln -sf annotalysis $@

build/obj/%.o: src/%.c $(HDRS)
	@mkdir -p build/obj
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

build/asan/%.o: src/%.c $(HDRS)
	@mkdir -p build/asan
	$(CC) -std=c11 $(WARN) $(ASAN_FLAGS) -c -o $@ $<

build/asan/annotalysis: $(ASAN_OBJS)
	$(CC) $(ASAN_FLAGS) -o $@ $(ASAN_OBJS)

tests/tools/%: tests/tools/%.c
	$(CC) $(ALL_CFLAGS) -o $@ $<

check: annotalysis annotalysis-cc $(TOOLS)
	@ANNOTALYSIS=./annotalysis tests/run

check-headers: annotalysis $(TOOLS)
	@ANNOTALYSIS=./annotalysis tests/run all-headers

asan: build/asan/annotalysis $(TOOLS)
	@ln -sf annotalysis build/asan/annotalysis-cc
	@ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  ANNOTALYSIS=build/asan/annotalysis tests/run

corpus: annotalysis $(TOOLS)
	@ANNOTALYSIS=./annotalysis tests/corpus/project.sh memcached rsyslog

# bench/run times the memcached corpus against the compilers; bench/scale
# grows generated inputs (1k, 10k, 100k) to show how the cost grows.  Both
# run, whatever the first one says.
bench: annotalysis $(TOOLS)
	@ANNOTALYSIS=./annotalysis bench/run; status=$$?; \
	  ANNOTALYSIS=./annotalysis bench/scale || status=1; exit $$status

bench-scale: annotalysis $(TOOLS)
	@ANNOTALYSIS=./annotalysis bench/scale

.PHONY: bench-scale

# The SARIF schema and a validator for it (tests/driver/sarif_schema.sh):
# npm packages under build/sarif-validator.
SARIF_PACKAGES = @microsoft/sarif-multitool-linux@5.7.0 ajv@8.20.0 ajv-formats@3.0.1

sarif-validator:
	@mkdir -p build/sarif-validator
	cd build/sarif-validator && npm install --no-audit --no-fund --save-exact $(SARIF_PACKAGES)

.PHONY: sarif-validator

# libFuzzer targets (needs Debian's clang): fuzz-pp for the preprocessor,
# fuzz-parse for the parser, the annotations stage, the CFG, the analysis
# and the lock graph; fuzz-summary for summaries and JSON.  FUZZ_SECONDS sets the time (default 600);
# findings go to build/fuzz/NAME-crash-* and the like.
FUZZ_CC ?= clang
FUZZ_SEEDS_pp = fuzz/seeds/pp tests/pp tests/pp/diag
FUZZ_SEEDS_parse = fuzz/seeds/parse tests/ast tests/parse tests/pp tests/annotate tests/contracts \
                   tests/cfg tests/analysis
FUZZ_SEEDS_summary = fuzz/seeds/summary

build/fuzz/fuzz-%: fuzz/fuzz_%.c fuzz/fuzz.h $(SRCS) $(HDRS)
	@mkdir -p build/fuzz
	$(FUZZ_CC) -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined \
	  -DANNOTALYSIS_FUZZ -Isrc -o $@ $< $(filter-out src/main.c,$(SRCS))

fuzz-pp fuzz-parse fuzz-summary: fuzz-%: build/fuzz/fuzz-%
	@mkdir -p build/fuzz/corpus-$*
	build/fuzz/fuzz-$* -max_total_time=$${FUZZ_SECONDS:-600} -timeout=10 \
	  -artifact_prefix=build/fuzz/$*- -max_len=4096 build/fuzz/corpus-$* $(FUZZ_SEEDS_$*)

install: annotalysis
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include \
	  $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 annotalysis $(DESTDIR)$(PREFIX)/bin/annotalysis
	ln -sf annotalysis $(DESTDIR)$(PREFIX)/bin/annotalysis-cc
	install -m 644 include/annotalysis.h $(DESTDIR)$(PREFIX)/include/annotalysis.h
	install -m 644 man/annotalysis.1 $(DESTDIR)$(PREFIX)/share/man/man1/annotalysis.1

clean:
	rm -rf build annotalysis annotalysis-cc $(TOOLS)

.PHONY: all check check-headers asan corpus bench fuzz-pp fuzz-parse fuzz-summary install clean
