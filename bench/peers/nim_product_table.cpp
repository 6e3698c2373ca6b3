// Library Checker nim_product_64 by the method of solver_core::nimber::NimProductTable, written
// plainly in C++: byte products a_i (x) b_j from a 256 x 256 table, then (c) (x) 2^(8i) (x) 2^(8j)
// from 36 tables of 256 words (pairs i <= j, using symmetry); tables built by the Fermat-power
// Karatsuba recursion. fread into one buffer, a hand-written parser, one output buffer.
#include <cstdio>
#include <cstdint>
#include <cstring>

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

static char buf[1 << 16];
static size_t pos = 0, len = 0;
static inline int next_char() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin);
        pos = 0;
        if (len == 0) return -1;
    }
    return (unsigned char)buf[pos++];
}
static inline u64 read_u64() {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    u64 v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        c = next_char();
    }
    return v;
}

static char out[1 << 16];
static size_t out_len = 0;
static inline void write_u64(u64 v) {
    if (out_len + 24 > sizeof out) {
        fwrite(out, 1, out_len, stdout);
        out_len = 0;
    }
    char digits[24];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n) out[out_len++] = digits[--n];
    out[out_len++] = '\n';
}

int main() {
    build();
    u64 t = read_u64();
    while (t--) {
        u64 a = read_u64(), b = read_u64();
        write_u64(product(a, b));
    }
    fwrite(out, 1, out_len, stdout);
    return 0;
}
