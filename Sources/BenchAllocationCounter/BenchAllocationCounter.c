// A malloc interposer for focus-bench: the executable defines malloc and its relatives, which
// the dynamic linker then binds for every library of the process (GLib, GTK, the Swift
// runtime), counts each allocation per thread and forwards to glibc's own implementation
// (__libc_malloc and friends, exported by glibc for exactly this). The count is per thread,
// so GLib's and GDBus's worker threads do not pollute the main thread's timed region.
#include "BenchAllocationCounter.h"

#include <errno.h>
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
// Without valgrind's headers (package valgrind) the profile markers do nothing.
#define CALLGRIND_TOGGLE_COLLECT
#define CALLGRIND_DUMP_STATS_AT(name) ((void)(name))
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread unsigned long allocations __attribute__((tls_model("initial-exec")));

unsigned long bench_thread_allocation_count(void) { return allocations; }

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void bench_profile_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }

void bench_profile_dump(const char *name) { CALLGRIND_DUMP_STATS_AT(name); }

void bench_profile_instrument(int on) {
    if (on) {
        CALLGRIND_START_INSTRUMENTATION;
    } else {
        CALLGRIND_STOP_INSTRUMENTATION;
    }
}
