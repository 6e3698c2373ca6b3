// jump (seed 001's Jump Game) in C++ with the same method as solver_core::board::jump_value:
// rows kept as (code with the best option, code without it, the r where that push is
// forbidden), O(M) memory, best and second best by branches as a C++ programmer writes them.
#include <cstdint>
#include <cstdio>
#include <vector>

static uint32_t code_from_best(uint32_t best) {
    // Option code of a position whose best option has code `best` (0: none).
    if (best == 0) return UINT32_MAX;                // Lose(0)
    if (best >= (1u << 31)) return UINT32_MAX - best + 1; // Win(d) -> d
    return UINT32_MAX - (best + 1);                  // Lose(best + 1)
}

static uint32_t answer(uint64_t n, uint64_t max_push, uint64_t x, uint64_t previous) {
    uint64_t remaining = n > x ? n - x : 0;
    if (max_push > remaining) max_push = remaining;
    size_t width = max_push + 1;
    std::vector<uint64_t> with_best(2 * width), without_best(2 * width);
    std::vector<uint32_t> forbidden(2 * width);
    size_t slot = 0;
    for (uint64_t r = 0;; r++) {
        uint64_t best = 0, second = 0;
        uint32_t here = (uint32_t)r;
        for (size_t t = 1; t <= max_push; t++) {
            size_t s = slot + t;
            uint64_t key = forbidden[s] == here ? without_best[s] : with_best[s];
            if (key > best) {
                second = best;
                best = key;
            } else if (key > second) {
                second = key;
            }
        }
        uint32_t best_code = (uint32_t)(best >> 32), second_code = (uint32_t)(second >> 32);
        uint64_t best_push = best_code == 0 ? 0 : here - (uint32_t)best;
        if (r == remaining) {
            uint32_t chosen = (previous == best_push && best_push != 0) ? second_code : best_code;
            // Win when the best option is a loss for the opponent: codes >= 2^31.
            return chosen >= (1u << 31) ? UINT32_MAX - chosen + 1 : 0;
        }
        uint64_t with = (uint64_t)code_from_best(best_code) << 32 | r;
        uint64_t without = (uint64_t)code_from_best(second_code) << 32 | r;
        for (size_t s : {slot, slot + width}) {
            with_best[s] = with;
            without_best[s] = without;
            forbidden[s] = here + (uint32_t)best_push;
        }
        slot = slot == 0 ? width - 1 : slot - 1;
    }
}

int main() {
    unsigned long long tests, n, m, x, y;
    if (scanf("%llu", &tests) != 1) return 1;
    while (tests--) {
        if (scanf("%llu %llu %llu %llu", &n, &m, &x, &y) != 4) return 1;
        printf("%u\n", answer(n, m, x, y));
    }
    return 0;
}
