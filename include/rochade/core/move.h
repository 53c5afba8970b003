// SPDX-License-Identifier: GPL-3.0-or-later
// The compact move encoding and a fixed-capacity move list.
#pragma once

#include "rochade/core/square.h"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>

namespace rochade {

// A move packed in 32 bits:
//
//   bit 31            21 20   17 16    14 13       7 6        0
//      +----------------+-------+--------+----------+----------+
//      |  unused (0)    | flags | promo  |    to    |   from   |
//      +----------------+-------+--------+----------+----------+
//                          |        |         mailbox squares (0..119), 7 bits each
//                          |        PieceType to promote to (None = no promotion)
//                          Capture = 1, DoublePush = 2, EnPassant = 4, Castling = 8
//
// The all-zero value is the null move (from == to == kNoSquare). A castling move is encoded
// as the king's move (e1g1); the rook's move is implied.
class Move {
public:
    enum Flag : std::uint8_t {
        Quiet = 0,
        Capture = 1,
        DoublePush = 2,
        EnPassant = 4, ///< Always also has Capture.
        Castling = 8,
    };

    constexpr Move() = default;
    constexpr Move(
        Square from, Square to, unsigned flags = Quiet, PieceType promotion = PieceType::None)
        : m_bits(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 7
            | static_cast<std::uint32_t>(promotion) << 14
            | static_cast<std::uint32_t>(flags) << 17) { }

    constexpr Square from() const { return static_cast<Square>(m_bits & 0x7F); }
    constexpr Square to() const { return static_cast<Square>((m_bits >> 7) & 0x7F); }
    constexpr PieceType promotion() const { return static_cast<PieceType>((m_bits >> 14) & 7); }
    constexpr unsigned flags() const { return (m_bits >> 17) & 0xF; }

    constexpr bool isNull() const { return m_bits == 0; }
    constexpr bool isCapture() const { return flags() & Capture; }
    constexpr bool isEnPassant() const { return flags() & EnPassant; }
    constexpr bool isCastling() const { return flags() & Castling; }
    constexpr bool isDoublePush() const { return flags() & DoublePush; }
    constexpr bool isPromotion() const { return promotion() != PieceType::None; }
    /// Neither a capture nor a promotion.
    constexpr bool isQuiet() const { return !isCapture() && !isPromotion(); }

    constexpr std::uint32_t raw() const { return m_bits; }
    static constexpr Move fromRaw(std::uint32_t bits) {
        Move m;
        m.m_bits = bits;
        return m;
    }

    friend constexpr bool operator==(Move a, Move b) = default;

private:
    std::uint32_t m_bits = 0;
};

/// No legal position has more than 218 moves; 256 leaves room for pseudo-legal lists.
/// The storage is left uninitialised (a list is made at every node of a search, and zeroing
/// a kilobyte each time costs more than generating the moves); only [0, size) is ever read.
class MoveList {
public:
    static constexpr std::size_t kCapacity = 256;

    MoveList() { }
    MoveList(const MoveList& other)
        : m_size(other.m_size) {
        std::copy(other.begin(), other.end(), begin());
    }
    MoveList& operator=(const MoveList& other) {
        if (this != &other) {
            m_size = other.m_size;
            std::copy(other.begin(), other.end(), begin());
        }
        return *this;
    }

    void push(Move m) {
        assert(m_size < kCapacity);
        data()[m_size++] = m;
    }
    void clear() { m_size = 0; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](std::size_t i) const { return data()[i]; }
    Move& operator[](std::size_t i) { return data()[i]; }
    const Move* begin() const { return data(); }
    const Move* end() const { return data() + m_size; }
    Move* begin() { return data(); }
    Move* end() { return data() + m_size; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    // Move is an implicit-lifetime type, so the byte buffer provides its objects (C++20).
    Move* data() { return reinterpret_cast<Move*>(m_storage); }
    const Move* data() const { return reinterpret_cast<const Move*>(m_storage); }

    alignas(Move) std::byte m_storage[kCapacity * sizeof(Move)];
    std::size_t m_size = 0;
};

} // namespace rochade
