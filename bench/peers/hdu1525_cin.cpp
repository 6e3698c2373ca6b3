// HDU 1525 (Euclid's Game) with iostreams, synced off.
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    unsigned long long a, b;
    while (std::cin >> a >> b && (a || b)) {
        if (a < b) { unsigned long long t = a; a = b; b = t; }
        bool wins = true;
        while (!(a % b == 0 || a / b >= 2)) {
            unsigned long long r = a - b;
            a = b;
            b = r;
            wins = !wins;
        }
        std::cout << (wins ? "Stan wins" : "Ollie wins") << '\n';
    }
    return 0;
}
