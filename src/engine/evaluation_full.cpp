// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation's terms on top of the thesis's: king safety, pawn structure, rooks.
#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace rochade::engine {

namespace {

constexpr int sign(Color c) {
    return c == Color::White ? 1 : -1;
}
constexpr int relativeRank(Square s, Color c) {
    return c == Color::White ? rankOf(s) : 7 - rankOf(s);
}

constexpr int kShelterPawn = 12; ///< per own pawn on the king's and neighbouring files, rank 2-3
constexpr int kExposurePerRank = 25; ///< per rank the king stands off its back rank
constexpr int kIsolatedPawn = -12;
constexpr int kRookOpenFile = 20;
constexpr int kRookHalfOpenFile = 10;
/// Extra for a passed pawn by its rank from its own side (the thesis's flat 20 stays).
constexpr std::array<int, 8> kPassedByRank { 0, 0, 5, 15, 30, 55, 90, 0 };
/// Piece material (knights..queens) of one side at the start, for the game phase.
constexpr int kFullPieceMaterial
    = 2 * weights::kKnight + 2 * weights::kBishop + 2 * weights::kRook + weights::kQueen;

int pieceMaterial(const Position& pos, Color c) {
    int sum = 0;
    for (PieceType t : { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen })
        sum += pieceValue(t) * pos.pieceCount(c, t);
    return sum;
}

void addSide(const Position& pos, Color c, const std::array<std::array<int, 10>, 2>& pawnsOnFile,
    FullExtraTerms& t) {
    const int sg = sign(c);
    const Color them = ~c;
    // 0 = endgame .. 256 = all the opponent's pieces still on: how much danger the king faces.
    const int danger = std::min(256, pieceMaterial(pos, them) * 256 / kFullPieceMaterial);
    const bool enemyQueen = pos.pieceCount(them, PieceType::Queen) > 0;
    const auto& own = pawnsOnFile[index(c)];
    const auto& enemy = pawnsOnFile[index(them)];
    for (Square s : pos.pieceSquares(c)) {
        const PieceType type = pieceType(pos.pieceAt(s));
        const int file = fileOf(s);
        if (type == PieceType::Pawn) {
            if (own[file] + own[file + 2] == 0) t.isolatedPawns += sg * kIsolatedPawn;
            if (enemy[file] + enemy[file + 1] + enemy[file + 2] == 0) {
                // Worth more as the pieces come off (256 - danger), never less than half.
                const int bonus = kPassedByRank[static_cast<std::size_t>(relativeRank(s, c))];
                t.passedPawnRank += sg * bonus * (512 - danger) / 512;
            }
        } else if (type == PieceType::Rook) {
            if (own[file + 1] == 0)
                t.rookOpenFiles += sg * (enemy[file + 1] == 0 ? kRookOpenFile : kRookHalfOpenFile);
        } else if (type == PieceType::King && enemyQueen) {
            int shelter = 0;
            const int forward = c == Color::White ? dir::North : dir::South;
            for (int df : { -1, 0, 1 }) {
                const Square front = static_cast<Square>(s + forward + df);
                const Piece ownPawn = makePiece(c, PieceType::Pawn);
                if (pos.pieceAt(front) == ownPawn
                    || pos.pieceAt(static_cast<Square>(front + forward)) == ownPawn)
                    ++shelter;
            }
            t.kingShelter += sg * kShelterPawn * shelter * danger / 256;
            t.kingExposure -= sg * kExposurePerRank * relativeRank(s, c) * danger / 256;
        }
    }
}

} // namespace

std::string_view evaluationModeName(EvaluationMode mode) {
    return mode == EvaluationMode::Reference ? "Reference" : "Full";
}

std::optional<EvaluationMode> parseEvaluationMode(std::string_view name) {
    std::string lower;
    for (char ch : name)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower == "reference") return EvaluationMode::Reference;
    if (lower == "full") return EvaluationMode::Full;
    return std::nullopt;
}

FullExtraTerms fullExtraTerms(const Position& pos) {
    std::array<std::array<int, 10>, 2> pawnsOnFile {}; // indexed file + 1, as in the reference
    for (Color c : { Color::White, Color::Black })
        for (Square s : pos.pieceSquares(c))
            if (pieceType(pos.pieceAt(s)) == PieceType::Pawn)
                ++pawnsOnFile[index(c)][fileOf(s) + 1];
    FullExtraTerms t;
    addSide(pos, Color::White, pawnsOnFile, t);
    addSide(pos, Color::Black, pawnsOnFile, t);
    return t;
}

int evaluate(const Position& pos, EvaluationMode mode) {
    const int reference = evaluate(pos);
    return mode == EvaluationMode::Reference ? reference : reference + fullExtraTerms(pos).total();
}

} // namespace rochade::engine
