// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation: one pass over the pieces that counts every feature (White minus
// Black) into a sink. The search's sink adds weights, the tuner's records the counts, so
// what is tuned is exactly what is played.
#include "rochade/engine/evaluation.h"
#include "rochade/engine/full_evaluation.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>

namespace rochade::engine {

namespace {

constexpr int sign(Color c) {
    return c == Color::White ? 1 : -1;
}
constexpr int forward(Color c) {
    return c == Color::White ? dir::North : dir::South;
}
constexpr int relativeRank(Square s, Color c) {
    return c == Color::White ? rankOf(s) : 7 - rankOf(s);
}
constexpr std::uint64_t squareBit(Square s) {
    return std::uint64_t { 1 } << toIndex64(s);
}
constexpr std::uint64_t kCentre = squareBit(makeSquare(3, 3)) | squareBit(makeSquare(4, 3))
    | squareBit(makeSquare(3, 4)) | squareBit(makeSquare(4, 4));

int distance(Square a, Square b) {
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

int pieceSquareFeature(PieceType t, Square s, Color c) {
    const int file = fileOf(s) < 4 ? fileOf(s) : 7 - fileOf(s);
    return full::kPieceSquare + (index(t) - 1) * 32 + relativeRank(s, c) * 4 + file;
}

/// Bits (by rank 0..7) of the ranks in front of `rank` as `c` sees it.
constexpr unsigned ranksAhead(Color c, int rank) {
    return c == Color::White ? (0xFFu << (rank + 1)) & 0xFFu : (1u << rank) - 1u;
}

/// What the evaluation needs to know before it looks at the pieces one by one.
struct Board {
    const Position& pos;
    /// Per colour and file (index file + 1, empty columns either side): the ranks of its pawns.
    std::array<std::array<unsigned, 10>, 2> pawnRanks {};
    std::array<std::uint64_t, 2> pawnAttacks {};
    std::array<std::uint64_t, 2> kingZone {};

    explicit Board(const Position& p)
        : pos(p) {
        for (Color c : { Color::White, Color::Black }) {
            for (Square s : pos.pieceSquares(c)) {
                if (pieceType(pos.pieceAt(s)) != PieceType::Pawn) continue;
                pawnRanks[index(c)][fileOf(s) + 1] |= 1u << rankOf(s);
                for (int side : { dir::East, dir::West }) {
                    const Square t = static_cast<Square>(s + forward(c) + side);
                    if (isOnBoard(t)) pawnAttacks[index(c)] |= squareBit(t);
                }
            }
            const Square k = pos.kingSquare(c);
            kingZone[index(c)] = squareBit(k);
            for (int d : dir::kKing) {
                const Square t = static_cast<Square>(k + d);
                if (isOnBoard(t)) kingZone[index(c)] |= squareBit(t);
            }
        }
    }
};

template <class Sink> void countPawn(const Board& b, Color c, Square s, Sink& sink) {
    const int sg = sign(c);
    const int file = fileOf(s);
    const int rank = rankOf(s);
    const auto& own = b.pawnRanks[index(c)];
    const auto& enemy = b.pawnRanks[index(~c)];
    const unsigned ahead = ranksAhead(c, rank);
    const unsigned neighbours = own[file] | own[file + 2];
    const Piece ownPawn = makePiece(c, PieceType::Pawn);
    if (neighbours == 0) sink.add(full::kIsolatedPawn, sg);
    if (own[file + 1] & ahead) sink.add(full::kDoubledPawn, sg);
    const Square stop = static_cast<Square>(s + forward(c));
    const Square behind = static_cast<Square>(s - forward(c));
    const bool supported = b.pos.pieceAt(static_cast<Square>(behind + 1)) == ownPawn
        || b.pos.pieceAt(static_cast<Square>(behind - 1)) == ownPawn
        || b.pos.pieceAt(static_cast<Square>(s + 1)) == ownPawn
        || b.pos.pieceAt(static_cast<Square>(s - 1)) == ownPawn;
    if (supported) sink.add(full::kSupportedPawn, sg);
    // Backward: its neighbours have all gone past it and the enemy guards the square in front.
    if (neighbours != 0 && (neighbours & ~ahead) == 0
        && (b.pawnAttacks[index(~c)] & squareBit(stop)))
        sink.add(full::kBackwardPawn, sg);
    if (((enemy[file] | enemy[file + 1] | enemy[file + 2]) & ahead) == 0
        && (own[file + 1] & ahead) == 0) {
        const int r = relativeRank(s, c);
        sink.add(full::kPassedPawn + r - 1, sg);
        sink.add(full::kPassedKingDistance,
            sg * (distance(b.pos.kingSquare(~c), stop) - distance(b.pos.kingSquare(c), stop)));
    }
}

/// Squares reached from s by `type` (not own pieces, not guarded by enemy pawns), and the
/// reached squares in the enemy king's zone and in the centre.
template <class Sink>
void countPieceMoves(const Board& b, Color c, Square s, PieceType type, Sink& sink) {
    const std::uint8_t ownFlag = colorFlag(c);
    const std::uint64_t guarded = b.pawnAttacks[index(~c)];
    std::uint64_t reached = 0;
    auto visit = [&](Square t) {
        const Piece p = b.pos.pieceAt(t);
        if (p == Piece::Offboard || (static_cast<std::uint8_t>(p) & ownFlag)) return false;
        reached |= squareBit(t);
        return p == Piece::Empty;
    };
    switch (type) {
    case PieceType::Knight:
        for (int d : dir::kKnight)
            visit(static_cast<Square>(s + d));
        break;
    case PieceType::Bishop:
        for (int d : dir::kBishop)
            for (Square t = static_cast<Square>(s + d); visit(t); t = static_cast<Square>(t + d)) {
            }
        break;
    case PieceType::Rook:
        for (int d : dir::kRook)
            for (Square t = static_cast<Square>(s + d); visit(t); t = static_cast<Square>(t + d)) {
            }
        break;
    default:
        for (int d : dir::kKing)
            for (Square t = static_cast<Square>(s + d); visit(t); t = static_cast<Square>(t + d)) {
            }
        break;
    }
    const int sg = sign(c);
    const int mobility = std::popcount(reached & ~guarded);
    if (mobility) sink.add(full::kMobility + index(type) - index(PieceType::Knight), sg * mobility);
    const int attacks = std::popcount(reached & b.kingZone[index(~c)]);
    if (attacks) sink.add(full::kKingAttack, sg * attacks);
    const int centre = std::popcount(reached & kCentre);
    if (centre) sink.add(full::kCentreControl, sg * centre);
}

template <class Sink> void countKing(const Board& b, Color c, Square k, Sink& sink) {
    const int sg = sign(c);
    const Piece ownPawn = makePiece(c, PieceType::Pawn);
    int shelter = 0;
    int openFiles = 0;
    for (int df : { -1, 0, 1 }) {
        const int file = fileOf(k) + df;
        if (file < 0 || file > 7) continue;
        const Square front = static_cast<Square>(k + forward(c) + df);
        if (b.pos.pieceAt(front) == ownPawn) ++shelter;
        if (b.pos.pieceAt(static_cast<Square>(front + forward(c))) == ownPawn) ++shelter;
        if (b.pawnRanks[index(c)][file + 1] == 0) ++openFiles;
    }
    if (shelter) sink.add(full::kKingShelter, sg * shelter);
    if (openFiles) sink.add(full::kKingOpenFile, sg * openFiles);
}

template <class Sink> void countSide(const Board& b, Color c, Sink& sink) {
    const int sg = sign(c);
    for (Square s : b.pos.pieceSquares(c)) {
        const PieceType type = pieceType(b.pos.pieceAt(s));
        sink.add(pieceSquareFeature(type, s, c), sg);
        switch (type) {
        case PieceType::Pawn:
            sink.add(full::kMaterial, sg);
            countPawn(b, c, s, sink);
            break;
        case PieceType::King:
            countKing(b, c, s, sink);
            break;
        case PieceType::Rook: {
            const int file = fileOf(s) + 1;
            if (b.pawnRanks[index(c)][file] == 0)
                sink.add(b.pawnRanks[index(~c)][file] == 0 ? full::kRookOpenFile
                                                           : full::kRookHalfOpenFile,
                    sg);
            if (relativeRank(s, c) == 6) sink.add(full::kRookSeventh, sg);
            [[fallthrough]];
        }
        default:
            sink.add(full::kMaterial + index(type) - index(PieceType::Pawn), sg);
            countPieceMoves(b, c, s, type, sink);
            break;
        }
    }
    if (b.pos.pieceCount(c, PieceType::Bishop) >= 2) sink.add(full::kBishopPair, sg);
    const int pawnCentre = std::popcount(b.pawnAttacks[index(c)] & kCentre);
    if (pawnCentre) sink.add(full::kCentreControl, sg * pawnCentre);
}

template <class Sink> void countFeatures(const Position& pos, Sink& sink) {
    const Board b(pos);
    countSide(b, Color::White, sink);
    countSide(b, Color::Black, sink);
    sink.add(full::kTempo, sign(pos.sideToMove()));
}

/// Which of the three parts a feature belongs to: 0 material, 1 positional, 2 space.
constexpr int partOf(int feature) {
    if (feature < full::kPieceSquare) return 0;
    return feature < full::kMobility ? 1 : 2;
}

int taper(int mg, int eg, int phase) {
    return (mg * phase + eg * (full::kMaxPhase - phase)) / full::kMaxPhase;
}

struct ScoreSink {
    const FullWeights& weights;
    int mg = 0;
    int eg = 0;
    void add(int feature, int count) {
        mg += weights.mg[static_cast<std::size_t>(feature)] * count;
        eg += weights.eg[static_cast<std::size_t>(feature)] * count;
    }
};

struct PartSink {
    const FullWeights& weights;
    std::array<int, 3> mg {};
    std::array<int, 3> eg {};
    void add(int feature, int count) {
        const auto part = static_cast<std::size_t>(partOf(feature));
        mg[part] += weights.mg[static_cast<std::size_t>(feature)] * count;
        eg[part] += weights.eg[static_cast<std::size_t>(feature)] * count;
    }
};

struct CountSink {
    std::array<int, full::kFeatureCount> counts {};
    void add(int feature, int count) { counts[static_cast<std::size_t>(feature)] += count; }
};

} // namespace

int gamePhase(const Position& pos) {
    int phase = 0;
    for (Color c : { Color::White, Color::Black })
        phase += pos.pieceCount(c, PieceType::Knight) + pos.pieceCount(c, PieceType::Bishop)
            + 2 * pos.pieceCount(c, PieceType::Rook) + 4 * pos.pieceCount(c, PieceType::Queen);
    return std::min(phase, full::kMaxPhase);
}

FullTerms fullTerms(const Position& pos, const FullWeights& weights) {
    PartSink sink { weights };
    countFeatures(pos, sink);
    const int phase = gamePhase(pos);
    return FullTerms { taper(sink.mg[0], sink.eg[0], phase), taper(sink.mg[1], sink.eg[1], phase),
        taper(sink.mg[2], sink.eg[2], phase) };
}

int evaluateFull(const Position& pos, const FullWeights& weights) {
    ScoreSink sink { weights };
    countFeatures(pos, sink);
    return taper(sink.mg, sink.eg, gamePhase(pos));
}

FullFeatures fullFeatures(const Position& pos) {
    CountSink sink;
    countFeatures(pos, sink);
    FullFeatures f;
    f.phase = gamePhase(pos);
    for (int i = 0; i < full::kFeatureCount; ++i)
        if (const int n = sink.counts[static_cast<std::size_t>(i)]; n != 0)
            f.counts.emplace_back(static_cast<std::uint16_t>(i), static_cast<std::int16_t>(n));
    return f;
}

FullWeights thesisFullWeights() {
    FullWeights w;
    const std::array<int, 5> material { weights::kPawn, weights::kKnight, weights::kBishop,
        weights::kRook, weights::kQueen };
    for (std::size_t i = 0; i < material.size(); ++i)
        w.mg[full::kMaterial + i] = w.eg[full::kMaterial + i] = material[i];
    for (std::size_t i = 0; i < 4; ++i)
        w.mg[full::kMobility + i] = w.eg[full::kMobility + i] = weights::kSquareControl;
    w.mg[full::kCentreControl] = w.eg[full::kCentreControl]
        = weights::kSquareControl * (weights::kCentreFactor - 1);
    return w;
}

FullWeights playerFullWeights() {
    FullWeights w;
    const auto set = [&](int feature, int mg, int eg) {
        w.mg[static_cast<std::size_t>(feature)] = mg;
        w.eg[static_cast<std::size_t>(feature)] = eg;
    };
    set(full::kMaterial + 0, 90, 110);
    set(full::kMaterial + 1, 320, 300);
    set(full::kMaterial + 2, 330, 320);
    set(full::kMaterial + 3, 480, 520);
    set(full::kMaterial + 4, 950, 950);
    set(full::kIsolatedPawn, -10, -15);
    set(full::kDoubledPawn, -10, -20);
    set(full::kBackwardPawn, -8, -8);
    set(full::kSupportedPawn, 5, 5);
    const std::array<int, 6> passedEndgame { 10, 15, 25, 45, 70, 100 };
    for (int r = 0; r < 6; ++r)
        set(full::kPassedPawn + r, passedEndgame[static_cast<std::size_t>(r)] / 2,
            passedEndgame[static_cast<std::size_t>(r)]);
    set(full::kPassedKingDistance, 0, 5);
    set(full::kBishopPair, 30, 40);
    set(full::kRookOpenFile, 20, 10);
    set(full::kRookHalfOpenFile, 10, 5);
    set(full::kRookSeventh, 20, 20);
    set(full::kKingShelter, 10, 0);
    set(full::kKingOpenFile, -15, 0);
    set(full::kKingAttack, 5, 0);
    set(full::kTempo, 10, 5);
    for (int piece = 0; piece < 4; ++piece)
        set(full::kMobility + piece, 4, 4);
    set(full::kCentreControl, 5, 0);
    return w;
}

std::string fullFeatureName(int feature) {
    static constexpr std::array<const char*, 6> kTypes { "pawn", "knight", "bishop", "rook",
        "queen", "king" };
    static constexpr std::array<const char*, 21> kOthers { "isolated pawn", "doubled pawn",
        "backward pawn", "supported pawn", "passed pawn rank 2", "passed pawn rank 3",
        "passed pawn rank 4", "passed pawn rank 5", "passed pawn rank 6", "passed pawn rank 7",
        "passed pawn king distance", "bishop pair", "rook open file", "rook half-open file",
        "rook on 7th", "king shelter pawn", "king open file", "king zone attack", "tempo",
        "knight mobility", "bishop mobility" };
    if (feature < full::kPieceSquare) return std::string(kTypes[static_cast<std::size_t>(feature)]);
    if (feature < full::kIsolatedPawn) {
        const int i = feature - full::kPieceSquare;
        std::string square { static_cast<char>('a' + i % 4), static_cast<char>('1' + i % 32 / 4) };
        return std::string(kTypes[static_cast<std::size_t>(i / 32)]) + " on " + square;
    }
    if (feature < full::kMobility + 2)
        return kOthers[static_cast<std::size_t>(feature - full::kIsolatedPawn)];
    if (feature == full::kMobility + 2) return "rook mobility";
    if (feature == full::kMobility + 3) return "queen mobility";
    return "centre control";
}

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

int evaluate(const Position& pos, EvaluationMode mode) {
    return mode == EvaluationMode::Reference ? evaluate(pos) : evaluateFull(pos);
}

} // namespace rochade::engine
