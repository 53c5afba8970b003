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

constexpr int colourSign(Color c) {
    return c == Color::White ? 1 : -1;
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

/// Dark squares of the board, for the bishop's square colour.
constexpr std::uint64_t kDarkSquares = 0xAA55AA55AA55AA55ULL;

/// What the evaluation needs to know before it looks at the pieces one by one.
struct FullBoard {
    const Position& pos;
    /// Per colour and file (index file + 1, empty columns either side): the ranks of its pawns.
    std::array<std::array<unsigned, 10>, 2> pawnRanks {};
    std::array<std::uint64_t, 2> pawnAttacks {};
    std::array<std::uint64_t, 2> kingZone {};
    /// Per colour: own pawns on dark squares and on light squares.
    std::array<std::array<int, 2>, 2> pawnsOnColour {};

    explicit FullBoard(const Position& p)
        : pos(p) {
        for (Color c : { Color::White, Color::Black }) {
            for (Square s : pos.pieceSquares(c)) {
                if (pieceType(pos.pieceAt(s)) != PieceType::Pawn) continue;
                pawnRanks[index(c)][fileOf(s) + 1] |= 1u << rankOf(s);
                ++pawnsOnColour[index(c)][isDarkSquare(s) ? 0 : 1];
                for (int side : { dir::East, dir::West }) {
                    const Square t = static_cast<Square>(s + pawnStep(c) + side);
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

/// What the pieces of each side attack, gathered while they are counted one by one, for the
/// terms that need both sides' attacks (threats, free passed pawns).
struct Attacks {
    std::array<std::uint64_t, 2> all {}; ///< every square attacked, own pieces included
    std::array<std::uint64_t, 2> byMinor {};
    std::array<std::uint64_t, 2> byRook {};
    std::array<int, 2> kingAttackers {}; ///< pieces attacking the enemy king's zone
    std::array<std::array<Square, 8>, 2> passed {}; ///< passed pawns, for the second pass
    std::array<int, 2> passedCount {};
};

template <class Sink>
void countPawn(const FullBoard& b, Attacks& a, Color c, Square s, Sink& sink) {
    const int sg = colourSign(c);
    const int file = fileOf(s);
    const int rank = rankOf(s);
    const auto& own = b.pawnRanks[index(c)];
    const auto& enemy = b.pawnRanks[index(~c)];
    const unsigned ahead = ranksAhead(c, rank);
    const unsigned neighbours = own[file] | own[file + 2];
    const Piece ownPawn = makePiece(c, PieceType::Pawn);
    if (neighbours == 0) sink.add(full::kIsolatedPawn, sg);
    if (own[file + 1] & ahead) sink.add(full::kDoubledPawn, sg);
    const Square stop = static_cast<Square>(s + pawnStep(c));
    const Square behind = static_cast<Square>(s - pawnStep(c));
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
        auto& count = a.passedCount[index(c)];
        a.passed[index(c)][static_cast<std::size_t>(count++)] = s;
    }
}

/// Squares reached from s by `type` (not own pieces, not guarded by enemy pawns), and the
/// reached squares in the enemy king's zone and in the centre.
template <class Sink>
void countPieceMoves(
    const FullBoard& b, Attacks& a, Color c, Square s, PieceType type, Sink& sink) {
    const std::uint8_t ownFlag = colorFlag(c);
    const std::uint64_t guarded = b.pawnAttacks[index(~c)];
    std::uint64_t attacked = 0; // own pieces included: they are defended
    std::uint64_t reached = 0;
    auto visit = [&](Square t) {
        const Piece p = b.pos.pieceAt(t);
        if (p == Piece::Offboard) return false;
        attacked |= squareBit(t);
        if (static_cast<std::uint8_t>(p) & ownFlag) return false;
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
    const auto ci = index(c);
    a.all[ci] |= attacked;
    if (type == PieceType::Knight || type == PieceType::Bishop) a.byMinor[ci] |= attacked;
    if (type == PieceType::Rook) a.byRook[ci] |= attacked;
    const int sg = colourSign(c);
    const int typeIndex = index(type) - index(PieceType::Knight);
    const int mobility = std::popcount(reached & ~guarded);
    if (mobility) sink.add(full::kMobility + typeIndex, sg * mobility);
    if (mobility < 4) sink.add(full::kLowMobility + typeIndex * 4 + mobility, sg);
    const int attacks = std::popcount(reached & b.kingZone[index(~c)]);
    if (attacks) {
        sink.add(full::kKingAttack, sg * attacks);
        ++a.kingAttackers[ci];
    }
    const int centre = std::popcount(reached & kCentre);
    if (centre) sink.add(full::kCentreControl, sg * centre);
}

/// A knight or bishop on ranks 4-6 (from its side), guarded by an own pawn, that no enemy pawn
/// can ever attack (none on the next files ahead of it).
bool isOutpost(const FullBoard& b, Color c, Square s) {
    const int r = relativeRank(s, c);
    if (r < 3 || r > 5 || (b.pawnAttacks[index(c)] & squareBit(s)) == 0) return false;
    const auto& enemy = b.pawnRanks[index(~c)];
    const int file = fileOf(s);
    return ((enemy[file] | enemy[file + 2]) & ranksAhead(c, rankOf(s))) == 0;
}

template <class Sink> void countKing(const FullBoard& b, Color c, Square k, Sink& sink) {
    const int sg = colourSign(c);
    const Piece ownPawn = makePiece(c, PieceType::Pawn);
    int shelter = 0;
    int openFiles = 0;
    for (int df : { -1, 0, 1 }) {
        const int file = fileOf(k) + df;
        if (file < 0 || file > 7) continue;
        const Square front = static_cast<Square>(k + pawnStep(c) + df);
        if (b.pos.pieceAt(front) == ownPawn) ++shelter;
        if (b.pos.pieceAt(static_cast<Square>(front + pawnStep(c))) == ownPawn) ++shelter;
        if (b.pawnRanks[index(c)][file + 1] == 0) ++openFiles;
    }
    if (shelter) sink.add(full::kKingShelter, sg * shelter);
    if (openFiles) sink.add(full::kKingOpenFile, sg * openFiles);
}

template <class Sink> void countSide(const FullBoard& b, Attacks& a, Color c, Sink& sink) {
    const int sg = colourSign(c);
    for (Square s : b.pos.pieceSquares(c)) {
        const PieceType type = pieceType(b.pos.pieceAt(s));
        sink.add(pieceSquareFeature(type, s, c), sg);
        switch (type) {
        case PieceType::Pawn:
            sink.add(full::kMaterial, sg);
            countPawn(b, a, c, s, sink);
            break;
        case PieceType::King:
            countKing(b, c, s, sink);
            a.all[index(c)] |= b.kingZone[index(c)] & ~squareBit(s);
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
            countPieceMoves(b, a, c, s, type, sink);
            if (type == PieceType::Knight && isOutpost(b, c, s)) sink.add(full::kKnightOutpost, sg);
            if (type == PieceType::Bishop) {
                if (isOutpost(b, c, s)) sink.add(full::kBishopOutpost, sg);
                const int sameColour = b.pawnsOnColour[index(c)][isDarkSquare(s) ? 0 : 1];
                if (sameColour) sink.add(full::kBishopPawnColour, sg * sameColour);
            }
            break;
        }
    }
    if (b.pos.pieceCount(c, PieceType::Bishop) >= 2) sink.add(full::kBishopPair, sg);
    const int pawnCentre = std::popcount(b.pawnAttacks[index(c)] & kCentre);
    if (pawnCentre) sink.add(full::kCentreControl, sg * pawnCentre);
}

/// The rule of the square: c's pawn on s queens before the enemy king can reach its queening
/// square (the enemy to move gains a tempo), with no piece on the way.
bool outrunsTheKing(const Position& pos, Color c, Square s) {
    const int rank = relativeRank(s, c);
    const Square queening = makeSquare(fileOf(s), c == Color::White ? 7 : 0);
    for (Square t = static_cast<Square>(s + pawnStep(c));;
         t = static_cast<Square>(t + pawnStep(c))) {
        if (pos.pieceAt(t) != Piece::Empty) return false;
        if (t == queening) break;
    }
    // From its start rank a pawn's first step may be two squares.
    const int pawnMoves = 7 - rank - (rank == 1 ? 1 : 0);
    const int kingMoves = distance(pos.kingSquare(~c), queening) - (pos.sideToMove() == ~c ? 1 : 0);
    return kingMoves > pawnMoves;
}

/// The terms that need both sides' attacks: c's threats against the enemy's pieces and pawns,
/// the weight of its attack on the enemy king, and its passed pawns' way pawnStep.
template <class Sink> void countThreats(const FullBoard& b, const Attacks& a, Color c, Sink& sink) {
    const int sg = colourSign(c);
    const auto ci = index(c);
    const std::uint64_t ours = a.all[ci] | b.pawnAttacks[ci];
    const std::uint64_t theirs = a.all[index(~c)] | b.pawnAttacks[index(~c)];
    int byPawn = 0;
    int byMinor = 0;
    int byRook = 0;
    int hanging = 0;
    int weakPawns = 0;
    for (Square s : b.pos.pieceSquares(~c)) {
        const PieceType type = pieceType(b.pos.pieceAt(s));
        const std::uint64_t bit = squareBit(s);
        if (type == PieceType::King || (ours & bit) == 0) continue;
        const bool defended = (theirs & bit) != 0;
        if (type == PieceType::Pawn) {
            weakPawns += !defended;
            continue;
        }
        byPawn += (b.pawnAttacks[ci] & bit) != 0;
        if (type == PieceType::Rook || type == PieceType::Queen)
            byMinor += (a.byMinor[ci] & bit) != 0;
        if (type == PieceType::Queen) byRook += (a.byRook[ci] & bit) != 0;
        hanging += !defended;
    }
    if (byPawn) sink.add(full::kThreatByPawn, sg * byPawn);
    if (byMinor) sink.add(full::kThreatByMinor, sg * byMinor);
    if (byRook) sink.add(full::kThreatByRook, sg * byRook);
    if (hanging) sink.add(full::kHangingPiece, sg * hanging);
    if (weakPawns) sink.add(full::kWeakPawnAttacked, sg * weakPawns);
    if (a.kingAttackers[ci] > 0 && b.pos.pieceCount(c, PieceType::Queen) > 0)
        sink.add(full::kKingAttackers + std::min(a.kingAttackers[ci], 6) - 1, sg);

    const Piece ownRook = makePiece(c, PieceType::Rook);
    const bool enemyHasOnlyPawns = b.pos.pieceCount(~c, PieceType::Knight)
            + b.pos.pieceCount(~c, PieceType::Bishop) + b.pos.pieceCount(~c, PieceType::Rook)
            + b.pos.pieceCount(~c, PieceType::Queen)
        == 0;
    for (int i = 0; i < a.passedCount[ci]; ++i) {
        const Square s = a.passed[ci][static_cast<std::size_t>(i)];
        const Square stop = static_cast<Square>(s + pawnStep(c));
        if (b.pos.pieceAt(stop) == Piece::Empty && (theirs & squareBit(stop)) == 0)
            sink.add(full::kPassedFree + relativeRank(s, c) - 1, sg);
        if (enemyHasOnlyPawns && outrunsTheKing(b.pos, c, s))
            sink.add(full::kUnstoppablePasser, sg);
        // A rook behind the pawn: the first piece met going back from it.
        Square t = static_cast<Square>(s - pawnStep(c));
        while (b.pos.pieceAt(t) == Piece::Empty)
            t = static_cast<Square>(t - pawnStep(c));
        if (b.pos.pieceAt(t) == ownRook) sink.add(full::kRookBehindPassed, sg);
    }
}

template <class Sink> void countFeatures(const Position& pos, Sink& sink) {
    const FullBoard b(pos);
    Attacks a;
    countSide(b, a, Color::White, sink);
    countSide(b, a, Color::Black, sink);
    countThreats(b, a, Color::White, sink);
    countThreats(b, a, Color::Black, sink);
    sink.add(full::kTempo, colourSign(pos.sideToMove()));
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
