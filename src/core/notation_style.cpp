// SPDX-License-Identifier: GPL-3.0-or-later
// Piece letters of SAN swapped for figurines or a language's letters, and back.
#include "rochade/core/notation_style.h"

#include <array>
#include <cstddef>
#include <tuple>
#include <utility>

namespace rochade {

namespace {

constexpr std::array kPieces
    = { PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight };

/// The English letters of kPieces, in the same order.
constexpr std::string_view kEnglish = "KQRBN";

/// Each notation's letters for kPieces (UTF-8).
constexpr std::array<std::string_view, 5> lettersOf(PieceLetters letters) {
    switch (letters) {
    case PieceLetters::English:
        break;
    case PieceLetters::Figurine:
        return { "\u2654", "\u2655", "\u2656", "\u2657", "\u2658" };
    case PieceLetters::German:
        return { "K", "D", "T", "L", "S" };
    case PieceLetters::Czech:
        return { "K", "D", "V", "S", "J" };
    case PieceLetters::Russian:
        return { "\u041a\u0440", "\u0424", "\u041b", "\u0421", "\u041a" };
    }
    return { "K", "Q", "R", "B", "N" };
}

/// What englishSan() reads besides English letters: a spelling and the English letter it
/// stands for.
using Reading = std::pair<std::string_view, char>;

/// Black figurines (U+265A..U+265E), read in every notation: text pasted from elsewhere.
constexpr std::array<Reading, 5> kBlackFigurines = { {
    { "\u265a", 'K' },
    { "\u265b", 'Q' },
    { "\u265c", 'R' },
    { "\u265d", 'B' },
    { "\u265e", 'N' },
} };

/// Lower-case and capital spellings of the Russian letters, longest first: "Кр" is a king,
/// "К" alone a knight.
constexpr std::array<Reading, 11> kRussianReadings = { {
    { "\u041a\u0440", 'K' }, // Кр
    { "\u041a\u0420", 'K' }, // КР
    { "\u043a\u0440", 'K' }, // кр
    { "\u041a", 'N' }, // К
    { "\u043a", 'N' }, // к
    { "\u0424", 'Q' }, // Ф
    { "\u0444", 'Q' }, // ф
    { "\u041b", 'R' }, // Л
    { "\u043b", 'R' }, // л
    { "\u0421", 'B' }, // С
    { "\u0441", 'B' }, // с
} };

/// Reads the local letter at the start of `rest`; returns its length (0: none) and the
/// English letter.
std::pair<std::size_t, char> localLetterAt(std::string_view rest, PieceLetters letters) {
    if (letters == PieceLetters::Russian) {
        for (const auto& [spelling, english] : kRussianReadings)
            if (rest.starts_with(spelling)) return { spelling.size(), english };
        return { 0, 0 };
    }
    if (letters == PieceLetters::German || letters == PieceLetters::Czech) {
        const auto local = lettersOf(letters);
        for (std::size_t i = 0; i < local.size(); ++i)
            if (rest.starts_with(local[i])) return { local[i].size(), kEnglish[i] };
    }
    return { 0, 0 };
}

/// Reads a figurine of either colour at the start of `rest`.
std::pair<std::size_t, char> figurineAt(std::string_view rest) {
    const auto white = lettersOf(PieceLetters::Figurine);
    for (std::size_t i = 0; i < white.size(); ++i)
        if (rest.starts_with(white[i])) return { white[i].size(), kEnglish[i] };
    for (const auto& [spelling, english] : kBlackFigurines)
        if (rest.starts_with(spelling)) return { spelling.size(), english };
    return { 0, 0 };
}

} // namespace

std::string_view pieceLetter(PieceType type, PieceLetters letters) {
    const auto local = lettersOf(letters);
    for (std::size_t i = 0; i < kPieces.size(); ++i)
        if (kPieces[i] == type) return local[i];
    return {};
}

std::string styledSan(std::string_view san, PieceLetters letters) {
    if (letters == PieceLetters::English) return std::string(san);
    const auto local = lettersOf(letters);
    std::string out;
    out.reserve(san.size() + 8);
    // SAN writes capitals only for pieces and for castling's 'O', so every capital among
    // K Q R B N is a piece letter (the mover, or the piece a pawn promotes to).
    for (const char c : san) {
        const std::size_t i = kEnglish.find(c);
        if (i == std::string_view::npos)
            out += c;
        else
            out += local[i];
    }
    return out;
}

std::string englishSan(std::string_view text, PieceLetters letters) {
    std::string out;
    out.reserve(text.size());
    std::size_t at = 0;
    while (at < text.size()) {
        const std::string_view rest = text.substr(at);
        // The chosen language first (its letters win), then figurines; any other byte,
        // English letters included, is copied.
        auto [length, english] = localLetterAt(rest, letters);
        if (length == 0) std::tie(length, english) = figurineAt(rest);
        if (length == 0) {
            out += rest.front();
            ++at;
            continue;
        }
        out += english;
        at += length;
    }
    return out;
}

} // namespace rochade
