#ifndef BENCH_ALLOCATION_COUNTER_H
#define BENCH_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned allocations) made by the calling thread
/// since it started, counted by the process-wide malloc interposer of focus-bench.
unsigned long bench_thread_allocation_count(void);

#endif
