// HDU 3032 (Lasker's Nim) with iostreams, synced off: the textbook contest template.
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    unsigned long long t;
    std::cin >> t;
    while (t--) {
        unsigned long long n, sum = 0, s;
        std::cin >> n;
        while (n--) {
            std::cin >> s;
            sum ^= s % 4 == 0 ? (s == 0 ? 0 : s - 1) : s % 4 == 3 ? s + 1 : s;
        }
        std::cout << (sum ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
