// SPDX-License-Identifier: GPL-3.0-or-later
// The corpus's random numbers: a seeded generator per game, and skewed (Zipf-like) choices.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rochade::corpus {

/// SplitMix64: small, fast and well mixed, enough for drawing games (not for cryptography).
/// Each game gets its own generator from (seed, game number), so a game does not depend on
/// the games before it and any number of threads writes the same file.
class CorpusRandom {
public:
    explicit CorpusRandom(std::uint64_t seed)
        : m_state(seed) { }
    /// A generator for stream `stream` of `seed` (a game number, or a table's tag).
    static CorpusRandom forStream(std::uint64_t seed, std::uint64_t stream) {
        CorpusRandom mixer(seed ^ (stream * 0x9E3779B97F4A7C15ULL));
        mixer.next();
        return CorpusRandom(mixer.next() ^ stream);
    }

    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    /// Uniform in [0, n); n > 0. (The modulo's bias is below 2^-40 for the sizes used here.)
    std::uint64_t below(std::uint64_t n) { return next() % n; }
    /// Uniform in [low, high].
    int between(int low, int high) {
        return low + static_cast<int>(below(static_cast<std::uint64_t>(high - low + 1)));
    }
    /// True with probability p.
    bool chance(double p) { return unit() < p; }
    /// A normal deviate (Box-Muller; one of the pair is dropped, simplicity over speed).
    double normal(double mean, double deviation) {
        const double u = 1.0 - unit();
        const double v = unit();
        return mean + deviation * std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
    }

private:
    std::uint64_t m_state;
};

/// Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^exponent: a few
/// ranks are very common, most are rare, as players, events and openings are in real
/// databases.
class ZipfTable {
public:
    ZipfTable(std::size_t n, double exponent) {
        m_cumulative.reserve(n);
        double total = 0;
        for (std::size_t rank = 0; rank < n; ++rank) {
            total += 1.0 / std::pow(static_cast<double>(rank + 1), exponent);
            m_cumulative.push_back(total);
        }
        for (double& c : m_cumulative)
            c /= total;
    }
    std::size_t draw(CorpusRandom& random) const {
        const auto it = std::upper_bound(m_cumulative.begin(), m_cumulative.end(), random.unit());
        return std::min(
            static_cast<std::size_t>(it - m_cumulative.begin()), m_cumulative.size() - 1);
    }

private:
    std::vector<double> m_cumulative;
};

} // namespace rochade::corpus
