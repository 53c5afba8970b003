// SPDX-License-Identifier: GPL-3.0-or-later
// Zobrist keys: fixed pseudo-random numbers, made at compile time so every run and every
// build hashes a position the same way (transposition tables and tests rely on it).
#pragma once

#include "rochade/core/square.h"
#include "rochade/core/types.h"

#include <array>
#include <cstdint>

namespace rochade::zobrist {

struct Keys {
    std::array<std::array<std::uint64_t, kMailboxSize>, 32> piece {}; ///< [Piece code][square]
    std::array<std::uint64_t, 16> castling {}; ///< per set of rights
    std::array<std::uint64_t, 8> enPassantFile {};
    std::uint64_t blackToMove = 0;
};

constexpr std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr Keys makeKeys() {
    Keys k;
    std::uint64_t state = 0x526F636861646521ULL; // "Rochade!"
    for (auto& row : k.piece)
        for (auto& key : row)
            key = splitMix64(state);
    for (auto& key : k.castling)
        key = splitMix64(state);
    for (auto& key : k.enPassantFile)
        key = splitMix64(state);
    k.blackToMove = splitMix64(state);
    return k;
}

inline constexpr Keys kKeys = makeKeys();

inline std::uint64_t pieceKey(Piece p, Square s) {
    return kKeys.piece[static_cast<std::uint8_t>(p)][s];
}

} // namespace rochade::zobrist
