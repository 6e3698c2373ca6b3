// HDU 1525 (Euclid's Game): fread + hand parser in, one output buffer + fwrite out.
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

static bool mover_wins(unsigned long long a, unsigned long long b) {
    if (a < b) { unsigned long long t = a; a = b; b = t; }
    bool wins = true;
    while (!(a % b == 0 || a / b >= 2)) {
        unsigned long long r = a - b;
        a = b;
        b = r;
        wins = !wins;
    }
    return wins;
}

int main() {
    for (;;) {
        unsigned long long a = read_u64(), b = read_u64();
        if (a == 0 && b == 0) break;
        if (mover_wins(a, b)) put("Stan wins\n", 10); else put("Ollie wins\n", 11);
    }
    fwrite(out, 1, out_len, stdout);
    return 0;
}
