// The nim product's speed alone, by the method of solver_core::nimber::NimProductTable (the
// loop of solver-core/examples/nim_product_rate.rs): reads `N seed`, multiplies N pairs of
// SplitMix64 operands, prints the XOR of the products.
#include <cstdio>
#include <cstdint>

typedef uint64_t u64;

static u64 product_at_level(u64 a, u64 b, int level) {
    if (a <= 1 || b <= 1) return a * b;
    int half = 1 << (level - 1);
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 low = product_at_level(a0, b0, level - 1);
    u64 mixed = product_at_level(a0 ^ a1, b0 ^ b1, level - 1);
    u64 high = product_at_level(a1, b1, level - 1);
    return ((mixed ^ low) << half) ^ low ^ product_at_level(high, 1ULL << (half - 1), level - 1);
}

static uint8_t bytes_table[256][256];
static u64 pairs_table[36][256];

static void build() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) bytes_table[a][b] = (uint8_t)product_at_level(a, b, 3);
    int k = 0;
    for (int i = 0; i < 8; i++)
        for (int j = i; j < 8; j++, k++) {
            u64 m = product_at_level(1ULL << (8 * i), 1ULL << (8 * j), 6);
            for (int c = 0; c < 256; c++) pairs_table[k][c] = product_at_level(c, m, 6);
        }
}

static inline u64 product(u64 a, u64 b) {
    uint8_t x[8], y[8];
    for (int i = 0; i < 8; i++) x[i] = (uint8_t)(a >> (8 * i)), y[i] = (uint8_t)(b >> (8 * i));
    u64 r = 0;
    int k = 0;
    for (int i = 0; i < 8; i++) {
        const uint8_t *row = bytes_table[x[i]];
        r ^= pairs_table[k++][row[y[i]]];
        for (int j = i + 1; j < 8; j++) r ^= pairs_table[k++][row[y[j]] ^ bytes_table[x[j]][y[i]]];
    }
    return r;
}

static inline u64 split_mix(u64 *state) {
    *state += 0x9e3779b97f4a7c15ULL;
    u64 z = *state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int main() {
    unsigned long long count, seed;
    if (scanf("%llu %llu", &count, &seed) != 2) return 1;
    build();
    u64 state = seed, all = 0;
    for (u64 i = 0; i < count; i++) {
        u64 a = split_mix(&state);
        u64 b = split_mix(&state);
        all ^= product(a, b);
    }
    printf("%llu\n", (unsigned long long)all);
    return 0;
}
