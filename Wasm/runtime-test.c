// A stress test of runtime.c's allocator, linked with it into out/runtime-test.wasm by check.sh and
// driven by smoke.mjs. Random malloc/calloc/realloc/posix_memalign/free over many live blocks; each
// block is filled with a pattern from its own seed and checked before it is resized or freed, so
// overlapping blocks or a block handed out twice show up as a corrupted pattern.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef __UINT32_TYPE__ uint32_t;

void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
int posix_memalign(void **, size_t, size_t);
void free(void *);

#define EXPORT __attribute__((visibility("default")))

enum { kSlots = 256 };

static unsigned char *blocks[kSlots];
static size_t sizes[kSlots];
static unsigned char tags[kSlots];
static uint32_t state;

static uint32_t next(void) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
}

static void fill(int slot) {
    for (size_t i = 0; i < sizes[slot]; i++) blocks[slot][i] = (unsigned char)(tags[slot] + i * 7);
}

static int intact(int slot, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (blocks[slot][i] != (unsigned char)(tags[slot] + i * 7)) return 0;
    }
    return 1;
}

static size_t randomSize(void) {
    uint32_t r = next();
    switch (r % 8) {
    case 0: return 0;
    case 1: return r % 16;
    case 7: return r % 70000;  // a few large blocks
    default: return r % 600;
    }
}

/// Runs `steps` random operations; returns the number of problems found (0 when all is well).
EXPORT int run_allocator_test(uint32_t seed, int steps) {
    int problems = 0;
    state = seed ? seed : 1;
    for (int step = 0; step < steps; step++) {
        int slot = (int)(next() % kSlots);
        if (blocks[slot]) {
            if (!intact(slot, sizes[slot])) problems++;
            if (next() % 3 == 0) {
                size_t size = randomSize();
                size_t kept = size < sizes[slot] ? size : sizes[slot];
                unsigned char *grown = realloc(blocks[slot], size);
                if (!grown) { problems++; continue; }
                blocks[slot] = grown;
                if (!intact(slot, kept)) problems++;
                sizes[slot] = size;
                fill(slot);
            } else {
                free(blocks[slot]);
                blocks[slot] = 0;
            }
            continue;
        }
        size_t size = randomSize();
        uint32_t how = next() % 3;
        void *ptr = 0;
        if (how == 0) {
            ptr = malloc(size);
            if (((uintptr_t)ptr & 15) != 0) problems++;
        } else if (how == 1) {
            ptr = calloc(1, size);
            for (size_t i = 0; ptr && i < size; i++) {
                if (((unsigned char *)ptr)[i] != 0) { problems++; break; }
            }
        } else {
            size_t alignment = (size_t)16 << (next() % 8);  // 16 ... 2048
            if (posix_memalign(&ptr, alignment, size) != 0) ptr = 0;
            if (((uintptr_t)ptr & (alignment - 1)) != 0) problems++;
        }
        if (!ptr) { problems++; continue; }
        blocks[slot] = ptr;
        sizes[slot] = size;
        tags[slot] = (unsigned char)next();
        fill(slot);
    }
    for (int slot = 0; slot < kSlots; slot++) {
        if (blocks[slot] && !intact(slot, sizes[slot])) problems++;
        free(blocks[slot]);
        blocks[slot] = 0;
    }
    return problems;
}
