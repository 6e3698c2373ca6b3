// HDU 2516 (Fibonacci Nim): fread + hand parser, a table of the Fibonacci numbers below 2^31
// searched with std::binary_search, one output buffer + fwrite.
#include <algorithm>
#include <cstdio>
#include <cstring>

static char buf[1 << 16];
static size_t pos = 0, len = 0;
static char out[1 << 16];
static size_t out_len = 0;

static inline int next_char() {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, stdin);
        pos = 0;
        if (len == 0) return -1;
    }
    return (unsigned char)buf[pos++];
}

static inline unsigned long long read_u64() {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    unsigned long long v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        c = next_char();
    }
    return v;
}

static inline void put(const char *s, size_t n) {
    if (out_len + n > sizeof out) {
        fwrite(out, 1, out_len, stdout);
        out_len = 0;
    }
    memcpy(out + out_len, s, n);
    out_len += n;
}

int main() {
    unsigned long long fib[100];
    int count = 2;
    fib[0] = 1;
    fib[1] = 2;
    while (fib[count - 1] + fib[count - 2] >= fib[count - 1] && count < 92) {
        fib[count] = fib[count - 1] + fib[count - 2];
        count++;
    }
    for (;;) {
        unsigned long long n = read_u64();
        if (n == 0) break;
        if (std::binary_search(fib, fib + count, n)) put("Second win\n", 11);
        else put("First win\n", 10);
    }
    fwrite(out, 1, out_len, stdout);
    return 0;
}
