/* The floor: read stdin through a 64 KiB buffer, parse every unsigned decimal number and XOR
 * them together; print the XOR. No game, no output per test: the least work any solution of
 * hdu3032, hdu1525 or hdu2516 must do. A plain byte loop, as a careful C programmer writes it. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
    static unsigned char buf[1 << 16];
    unsigned long long value = 0, sum = 0;
    int in_number = 0;
    ssize_t n;
    while ((n = read(0, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            unsigned d = (unsigned)buf[i] - '0';
            if (d <= 9) {
                value = value * 10 + d;
                in_number = 1;
            } else if (in_number) {
                sum ^= value;
                value = 0;
                in_number = 0;
            }
        }
    }
    if (in_number) sum ^= value;
    printf("%llu\n", sum);
    return 0;
}
