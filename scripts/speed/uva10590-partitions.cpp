// The work of a published UVa 10590 "Boxes of Chocolates Again" solution,
// written here to time this machine beside UVa (scripts/docs/runner.md,
// "A judge's speed"): before reading, the number of partitions of every n
// up to 5000, each a std::vector of base-10000 limbs, summed part by part
// (12,502,500 additions of up to 19 limbs, each limb's sum split by % and
// /); then each n read is printed from the table. Its work does not hang
// on its input, and its data is some 400 KiB.
#include <iomanip>
#include <iostream>
#include <vector>

typedef std::vector<int> Big;

static void add(Big &to, const Big &from) {
    if (to.size() < from.size())
        to.resize(from.size(), 0);
    int carry = 0;
    for (size_t i = 0; i < to.size(); i++) {
        int sum = to[i] + (i < from.size() ? from[i] : 0) + carry;
        to[i] = sum % 10000;
        carry = sum / 10000;
    }
    if (carry)
        to.push_back(carry);
}

int main() {
    std::vector<Big> count(5001, Big(1, 0));
    count[0][0] = 1;
    for (int part = 1; part <= 5000; part++)
        for (int n = part; n <= 5000; n++)
            add(count[n], count[n - part]);
    int n;
    while (std::cin >> n) {
        const Big &p = count[n];
        std::cout << p.back();
        for (int i = (int)p.size() - 2; i >= 0; i--)
            std::cout << std::setw(4) << std::setfill('0') << p[i];
        std::cout << std::endl;
    }
    return 0;
}
