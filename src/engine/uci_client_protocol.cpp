// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI lines a client writes and reads: commands built from limits and games, answers
// checked against the core's rules.
#include "rochade/engine/uci_client_protocol.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace rochade::engine {

namespace {

/// The longest engine name kept: a name is shown in the window's title and panels.
constexpr std::size_t kMaxEngineNameBytes = 80;

template <class Number>
std::optional<Number> uciNumberAt(const std::vector<std::string_view>& words, std::size_t i) {
    if (i >= words.size()) return std::nullopt;
    Number value {};
    const std::string_view text = words[i];
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/// The words an "info" line uses as keys: a "pv" runs up to the next of them.
bool isUciInfoKeyword(std::string_view word) {
    static constexpr std::array<std::string_view, 21> kKeywords { "depth", "seldepth", "time",
        "nodes", "pv", "multipv", "score", "cp", "mate", "lowerbound", "upperbound", "currmove",
        "currmovenumber", "hashfull", "nps", "tbhits", "sbhits", "cpuload", "string", "refutation",
        "currline" };
    return std::find(kKeywords.begin(), kKeywords.end(), word) != kKeywords.end();
}

/// "e2e4", "e7e8q": UCI's form of a move, legal or not.
bool hasUciMoveForm(std::string_view text) {
    if (text.size() != 4 && text.size() != 5) return false;
    const auto isFile = [](char c) { return c >= 'a' && c <= 'h'; };
    const auto isRank = [](char c) { return c >= '1' && c <= '8'; };
    if (!isFile(text[0]) || !isRank(text[1]) || !isFile(text[2]) || !isRank(text[3])) return false;
    return text.size() == 4 || std::string_view("qrbn").find(text[4]) != std::string_view::npos;
}

std::string_view trimmedUciText(std::string_view text) {
    const auto isBlank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
}

} // namespace

// --- Writing ----------------------------------------------------------------------------

std::string uciGoCommand(const SearchLimits& limits) {
    std::string command = "go";
    const auto add = [&command](std::string_view key, auto value) {
        command += ' ';
        command += key;
        command += ' ';
        command += std::to_string(value);
    };
    const int white = limits.timeLeftMs[index(Color::White)];
    const int black = limits.timeLeftMs[index(Color::Black)];
    if (limits.infinite) {
        command += " infinite";
    } else if (white >= 0 || black >= 0) {
        add("wtime", std::max(white, 0));
        add("btime", std::max(black, 0));
        add("winc", std::max(limits.incrementMs[index(Color::White)], 0));
        add("binc", std::max(limits.incrementMs[index(Color::Black)], 0));
        if (limits.movesToGo > 0) add("movestogo", limits.movesToGo);
    } else if (limits.moveTimeMs > 0) {
        add("movetime", limits.moveTimeMs);
    }
    if (limits.depth > 0) add("depth", limits.depth);
    if (limits.nodes > 0) add("nodes", limits.nodes);
    if (command == "go") add("movetime", 1000);
    return command;
}

UciPositionCommand uciPositionCommand(const Position& start, const std::vector<Move>& moves) {
    UciPositionCommand out { "position ", start };
    const std::string fen = toFen(start);
    out.command += fen == kStartFen ? std::string("startpos") : "fen " + fen;
    if (!moves.empty()) out.command += " moves";
    for (Move m : moves) {
        out.command += ' ' + toUci(out.position, m, start.isChess960());
        UndoInfo undo;
        out.position.makeMove(m, undo);
    }
    return out;
}

int uciSearchBudgetMs(const SearchLimits& limits, Color mover) {
    if (limits.infinite) return 0;
    if (limits.timeLeftMs[index(mover)] >= 0)
        return limits.timeLeftMs[index(mover)] + std::max(limits.incrementMs[index(mover)], 0);
    if (limits.moveTimeMs > 0) return limits.moveTimeMs;
    if (limits.depth <= 0 && limits.nodes == 0) return 1000; // uciGoCommand()'s default
    return 0;
}

// --- Reading ----------------------------------------------------------------------------

UciReply uciReplyKind(std::string_view line) {
    const std::vector<std::string_view> words = uciWords(line);
    if (words.empty()) return UciReply::Empty;
    const std::string_view first = words.front();
    if (first == "id") return UciReply::Id;
    if (first == "option") return UciReply::Option;
    if (first == "uciok") return UciReply::UciOk;
    if (first == "readyok") return UciReply::ReadyOk;
    if (first == "info") return UciReply::Info;
    if (first == "bestmove") return UciReply::BestMove;
    if (first == "copyprotection") return UciReply::CopyProtection;
    if (first == "registration") return UciReply::Registration;
    return UciReply::Unknown;
}

std::optional<std::string> parseUciIdName(std::string_view line) {
    const std::vector<std::string_view> words = uciWords(line);
    if (words.size() < 3 || words[0] != "id" || words[1] != "name") return std::nullopt;
    // The name as written, inner blanks included: from its first word to the line's end.
    std::string_view name
        = trimmedUciText(line.substr(static_cast<std::size_t>(words[2].data() - line.data())));
    if (name.size() > kMaxEngineNameBytes) {
        // Never cut a UTF-8 character in two: a cut before a continuation byte moves back to
        // the character's first byte.
        std::size_t cut = kMaxEngineNameBytes;
        while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80)
            --cut;
        name = name.substr(0, cut);
    }
    return std::string(name);
}

int uciMateScore(int mateInMoves) {
    // Plies to the mate, as the Searcher counts them; a distance beyond the mate range (no
    // real engine sends one) is kept inside it, so the score still reads as a mate.
    const long long plies = mateInMoves > 0 ? 2LL * mateInMoves - 1 : -2LL * mateInMoves;
    const int distance = static_cast<int>(std::min<long long>(plies, kMateScore - kMateThreshold));
    return mateInMoves > 0 ? kMateScore - distance : -(kMateScore - distance);
}

std::optional<UciInfoLine> parseUciInfoLine(std::string_view line, const Position& position) {
    const std::vector<std::string_view> words = uciWords(line);
    if (words.empty() || words[0] != "info") return std::nullopt;
    UciInfoLine parsed;
    SearchInfo& info = parsed.info;
    bool haveDepth = false;
    bool haveScore = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string_view key = words[i];
        if (key == "string") break; // free text to the end of the line
        if (key == "depth") {
            if (const auto v = uciNumberAt<int>(words, ++i)) {
                info.depth = *v;
                haveDepth = true;
            }
        } else if (key == "seldepth") {
            info.selectiveDepth = uciNumberAt<int>(words, ++i).value_or(0);
        } else if (key == "time") {
            info.timeMs = uciNumberAt<int>(words, ++i).value_or(0);
        } else if (key == "nodes") {
            info.nodes = uciNumberAt<std::uint64_t>(words, ++i).value_or(0);
        } else if (key == "nps") {
            info.nodesPerSecond = uciNumberAt<std::uint64_t>(words, ++i).value_or(0);
        } else if (key == "hashfull") {
            parsed.hashfull = uciNumberAt<int>(words, ++i).value_or(-1);
        } else if (key == "multipv") {
            const auto v = uciNumberAt<int>(words, ++i);
            if (!v || *v < 1 || *v > kMaxMultiPv) return std::nullopt;
            parsed.multiPv = *v;
        } else if (key == "lowerbound" || key == "upperbound") {
            parsed.isBound = true;
        } else if (key == "score" && i + 2 < words.size()) {
            const std::string_view kind = words[++i];
            const auto v = uciNumberAt<int>(words, ++i);
            if (!v || (kind != "cp" && kind != "mate")) continue;
            haveScore = true;
            info.isMate = kind == "mate";
            info.mateInMoves = info.isMate ? *v : 0;
            info.score = info.isMate ? uciMateScore(*v)
                                     : std::clamp(*v, -kMateThreshold + 1, kMateThreshold - 1);
        } else if (key == "pv") {
            // The line is checked move by move; it ends at the first move that is not legal.
            Position pos = position;
            bool legalSoFar = true;
            while (i + 1 < words.size() && !isUciInfoKeyword(words[i + 1])) {
                const std::string_view text = words[++i];
                if (!legalSoFar) continue;
                const Result<Move> move = parseUciMove(pos, text);
                if (!move.ok()) {
                    legalSoFar = false;
                    continue;
                }
                info.principalVariation.push_back(move.value());
                UndoInfo undo;
                pos.makeMove(move.value(), undo);
            }
        }
        // Any other word ("tbhits", "wdl", "currmove" and their values) is skipped.
    }
    if (!haveDepth || !haveScore) return std::nullopt;
    info.lines.push_back({ info.score, info.isMate, info.mateInMoves, info.principalVariation });
    return parsed;
}

UciBestMove parseUciBestMove(std::string_view line, const Position& position) {
    const std::vector<std::string_view> words = uciWords(line);
    UciBestMove answer;
    if (words.size() < 2 || words[0] != "bestmove") {
        answer.error = UciBestMoveError::Missing;
        return answer;
    }
    answer.text = std::string(words[1]);
    SearchResult result;
    if (answer.text == "(none)" || answer.text == "0000") {
        if (MoveGenerator::hasLegalMove(position)) {
            answer.error = UciBestMoveError::GaveUp;
            return answer;
        }
        result.noLegalMove = true;
        answer.result = result;
        return answer;
    }
    const Result<Move> move = parseUciMove(position, answer.text);
    if (!move.ok()) {
        answer.error = hasUciMoveForm(answer.text) ? UciBestMoveError::IllegalMove
                                                   : UciBestMoveError::NotAMove;
        return answer;
    }
    result.bestMove = move.value();
    result.principalVariation.push_back(result.bestMove);
    if (words.size() > 3 && words[2] == "ponder") {
        // A ponder move that is not legal after the best one is dropped, not an error: the
        // best move is the answer.
        Position after = position;
        UndoInfo undo;
        after.makeMove(result.bestMove, undo);
        if (const Result<Move> ponder = parseUciMove(after, words[3]); ponder.ok())
            result.ponderMove = ponder.value();
    }
    answer.result = result;
    return answer;
}

} // namespace rochade::engine
