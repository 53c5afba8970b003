// SPDX-License-Identifier: GPL-3.0-or-later
// The calling thread's CPU time, which the GUI benches read around each turn of the event loop:
// the GUI thread's own work, apart from the time it waited.
#pragma once

#include <ctime>

namespace rochade::gui::bench {

/// CPU time the calling thread has used, in ms.
inline double threadCpuMs() {
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

} // namespace rochade::gui::bench
