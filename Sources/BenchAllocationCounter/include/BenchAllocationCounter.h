#ifndef BENCH_ALLOCATION_COUNTER_H
#define BENCH_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned allocations) made by the calling thread
/// since it started, counted by the process-wide malloc interposer of focus-bench.
unsigned long bench_thread_allocation_count(void);

/// Under `valgrind --tool=callgrind --collect-atstart=no`: switches collection on or off
/// (`CALLGRIND_TOGGLE_COLLECT`). Does nothing outside valgrind.
void bench_profile_toggle_collect(void);

/// Under callgrind: writes the costs collected so far as a dump named `name` and zeroes
/// them (`CALLGRIND_DUMP_STATS_AT`). Does nothing outside valgrind.
void bench_profile_dump(const char *name);

/// Under `valgrind --tool=callgrind --instr-atstart=no`: switches instrumentation on (1) or off
/// (0) (`CALLGRIND_START_INSTRUMENTATION`, `CALLGRIND_STOP_INSTRUMENTATION`), so that start-up
/// runs at valgrind's uninstrumented speed. Does nothing outside valgrind.
void bench_profile_instrument(int on);

#endif
