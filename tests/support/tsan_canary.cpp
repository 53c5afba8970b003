// SPDX-License-Identifier: GPL-3.0-or-later
// Not a test of Rochade: a data race planted on purpose, built only under ThreadSanitizer.
// ctest passes it only when TSan reports the race, so a TSan build that has gone blind
// (flags lost, a suppression too wide, the runtime not linked) fails the run instead of
// passing every thread test silently.
#include <cstdio>
#include <thread>

namespace {

// Plain int, no lock, no atomic: both threads write it. This is the bug TSan must see.
int g_plantedCounter = 0;

void incrementManyTimes() {
    for (int i = 0; i < 1000; ++i)
        g_plantedCounter = g_plantedCounter + 1;
}

} // namespace

int main() {
    std::thread first(incrementManyTimes);
    std::thread second(incrementManyTimes);
    first.join();
    second.join();
    std::printf("counter %d\n", g_plantedCounter);
    return 0;
}
