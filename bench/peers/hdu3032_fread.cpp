// HDU 3032 (Lasker's Nim) the way a strong contestant writes it: fread into one 64 KiB buffer,
// a hand-written getchar and integer parser, and the Grundy rule per heap.
#include <cstdio>

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

static inline unsigned long long lasker(unsigned long long n) {
    switch (n % 4) {
        case 0: return n == 0 ? 0 : n - 1;
        case 3: return n + 1;
        default: return n;
    }
}

int main() {
    unsigned long long t = read_u64();
    while (t--) {
        unsigned long long n = read_u64(), sum = 0;
        while (n--) sum ^= lasker(read_u64());
        fputs(sum ? "Alice\n" : "Bob\n", stdout);
    }
    return 0;
}
