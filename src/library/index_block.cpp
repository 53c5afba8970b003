// SPDX-License-Identifier: GPL-3.0-or-later
#include "index_block.h"

#include <algorithm>
#include <bit>

namespace rochade::library {

namespace {

constexpr int kRiceEscape = 32;

void appendVarint(std::vector<std::uint8_t>& out, std::uint64_t value) {
    while (value >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(value | 0x80));
        value >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(value));
}

/// Reads a varint at `at`; past the end of `data` it reads as 0 (never outside).
std::uint64_t readVarint(std::span<const std::uint8_t> data, std::size_t& at) {
    std::uint64_t value = 0;
    for (int shift = 0; at < data.size() && shift < 64; shift += 7) {
        const std::uint8_t byte = data[at++];
        value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
        if (!(byte & 0x80)) break;
    }
    return value;
}

class BitWriter {
public:
    explicit BitWriter(std::vector<std::uint8_t>& out)
        : m_out(out) { }
    /// Appends the low `bits` bits of `value` (0 <= bits <= 64).
    void put(std::uint64_t value, int bits) {
        for (int done = 0; done < bits;) {
            const int take = std::min(bits - done, 8 - m_used);
            const auto part = static_cast<std::uint8_t>((value >> done) & ((1u << take) - 1));
            if (m_used == 0) m_out.push_back(0);
            m_out.back() = static_cast<std::uint8_t>(m_out.back() | part << m_used);
            m_used = (m_used + take) % 8;
            done += take;
        }
    }
    void putGamma(std::uint64_t x) { // x >= 1
        const int width = std::bit_width(x);
        put(0, width - 1);
        put(1, 1);
        put(x, width - 1);
    }

private:
    std::vector<std::uint8_t>& m_out;
    int m_used = 0; ///< bits used of the last byte (0: start a new one)
};

/// Reads what BitWriter wrote, 64 bits at a time; past the end of the data it reads zeros.
class BitReader {
public:
    explicit BitReader(std::span<const std::uint8_t> data)
        : m_data(data) { }
    bool exhausted() const { return m_consumed >= m_data.size() * 8; }
    std::uint64_t get(int bits) {
        if (bits <= 0) return 0;
        if (bits > 56) {
            const std::uint64_t low = get(32);
            return low | get(bits - 32) << 32;
        }
        while (m_count < bits) {
            const std::uint64_t byte = m_next < m_data.size() ? m_data[m_next] : 0;
            ++m_next;
            m_buffer |= byte << m_count;
            m_count += 8;
        }
        const std::uint64_t value = m_buffer & ((std::uint64_t { 1 } << bits) - 1);
        m_buffer >>= bits;
        m_count -= bits;
        m_consumed += static_cast<std::size_t>(bits);
        return value;
    }
    std::uint64_t getGamma() {
        int zeros = 0;
        while (zeros < 63 && !exhausted() && get(1) == 0)
            ++zeros;
        return (std::uint64_t { 1 } << zeros) | get(zeros);
    }

private:
    std::span<const std::uint8_t> m_data;
    std::size_t m_next = 0; ///< the next byte to load
    std::uint64_t m_buffer = 0; ///< loaded bits not yet read, the next one lowest
    int m_count = 0; ///< how many bits m_buffer holds
    std::size_t m_consumed = 0;
};

} // namespace

std::vector<std::uint8_t> encodeBlock(std::span<const IndexEntry> sorted) {
    std::vector<std::uint8_t> out;
    if (sorted.empty()) return out;
    std::uint32_t base = sorted.front().game;
    std::uint32_t top = base;
    std::uint64_t gapSum = 0;
    std::uint64_t gaps = 0;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        base = std::min(base, sorted[i].game);
        top = std::max(top, sorted[i].game);
        if (i > 0 && sorted[i].hash != sorted[i - 1].hash) {
            gapSum += sorted[i].hash - sorted[i - 1].hash - 1;
            ++gaps;
        }
    }
    // Rice's parameter: about log2 of the mean gap.
    const std::uint64_t mean = gaps > 0 ? gapSum / gaps : 0;
    const int k = mean > 0 ? std::bit_width(mean) - 1 : 0;
    const int w = std::bit_width(top - base);
    appendVarint(out, sorted.size());
    appendVarint(out, base);
    out.push_back(static_cast<std::uint8_t>(k));
    out.push_back(static_cast<std::uint8_t>(w));
    BitWriter bits(out);
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const IndexEntry& e = sorted[i];
        if (i > 0) {
            const bool same = e.hash == sorted[i - 1].hash;
            bits.put(same ? 1 : 0, 1);
            if (same) {
                bits.putGamma(std::uint64_t { e.game - sorted[i - 1].game } + 1);
                bits.put(e.next, 8);
                continue;
            }
            const std::uint64_t gap = e.hash - sorted[i - 1].hash - 1;
            const std::uint64_t quotient = gap >> k;
            if (quotient >= kRiceEscape) {
                bits.put(~std::uint64_t { 0 }, kRiceEscape);
                bits.put(gap, 64);
            } else {
                bits.put(~std::uint64_t { 0 }, static_cast<int>(quotient));
                bits.put(0, 1);
                bits.put(gap, k);
            }
        }
        bits.put(e.game - base, w);
        bits.put(e.next, 8);
    }
    return out;
}

void scanBlock(std::uint64_t firstHash, std::span<const std::uint8_t> data,
    const std::function<bool(const IndexEntry&)>& visit) {
    std::size_t at = 0;
    const std::uint64_t count = readVarint(data, at);
    const auto base = static_cast<std::uint32_t>(readVarint(data, at));
    if (at + 2 > data.size()) return;
    const int k = std::min<int>(data[at], 63);
    const int w = std::min<int>(data[at + 1], 32);
    BitReader bits(data.subspan(at + 2));
    IndexEntry e { firstHash, 0, 0 };
    for (std::uint64_t i = 0; i < count && !bits.exhausted(); ++i) {
        bool same = false;
        if (i > 0) {
            same = bits.get(1) == 1;
            if (same) {
                e.game += static_cast<std::uint32_t>(bits.getGamma() - 1);
            } else {
                int quotient = 0;
                while (quotient < kRiceEscape && !bits.exhausted() && bits.get(1) == 1)
                    ++quotient;
                const std::uint64_t gap = quotient >= kRiceEscape
                    ? bits.get(64)
                    : (static_cast<std::uint64_t>(quotient) << k) | bits.get(k);
                e.hash += gap + 1;
            }
        }
        if (!same) e.game = base + static_cast<std::uint32_t>(bits.get(w));
        e.next = static_cast<std::uint8_t>(bits.get(8));
        if (!visit(e)) return;
    }
}

std::vector<IndexEntry> decodeBlock(std::uint64_t firstHash, std::span<const std::uint8_t> data) {
    std::vector<IndexEntry> entries;
    scanBlock(firstHash, data, [&](const IndexEntry& e) {
        entries.push_back(e);
        return true;
    });
    return entries;
}

} // namespace rochade::library
