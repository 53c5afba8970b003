// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI protocol: command parsing on the input thread, the search on a std::thread.
#include "rochade/cli/uci_session.h"

#include "rochade/cli/arguments.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/openings.h"
#include "rochade/engine/book_move.h"
#include "rochade/engine/uci_options.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <exception>
#include <sstream>
#include <utility>

#ifndef ROCHADE_VERSION
#define ROCHADE_VERSION "0"
#endif

namespace rochade::cli {

namespace {

std::vector<std::string> splitUciWords(std::string_view line) {
    const std::vector<std::string_view> words = engine::uciWords(line);
    return { words.begin(), words.end() };
}

std::string lowerCase(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string joinWords(const std::vector<std::string>& words, std::size_t begin, std::size_t end) {
    std::string out;
    for (std::size_t i = begin; i < end; ++i) {
        if (i > begin) out += ' ';
        out += words[i];
    }
    return out;
}

/// The info lines of one iteration: one per root line, tagged "multipv k" when the client
/// asked for more than one.
std::vector<std::string> formatInfo(
    const engine::SearchInfo& info, int multiPv, const Position& root, bool chess960) {
    std::vector<std::string> lines;
    const auto formatLine = [&](int k, const engine::SearchLine& searchLine) {
        std::ostringstream line;
        line << "info depth " << info.depth;
        if (info.selectiveDepth > 0) line << " seldepth " << info.selectiveDepth;
        if (multiPv > 1) line << " multipv " << k;
        if (searchLine.isMate)
            line << " score mate " << searchLine.mateInMoves;
        else
            line << " score cp " << searchLine.score;
        line << " nodes " << info.nodes << " nps " << info.nodesPerSecond << " time "
             << info.timeMs;
        if (!searchLine.principalVariation.empty()) {
            line << " pv";
            // Castling in UCI_Chess960 form needs the position each move is played in.
            Position pos = root;
            for (Move m : searchLine.principalVariation) {
                line << ' ' << toUci(pos, m, chess960);
                UndoInfo undo;
                if (MoveGenerator::isLegal(pos, m)) pos.makeMove(m, undo);
            }
        }
        lines.push_back(line.str());
    };
    if (info.lines.empty()) {
        formatLine(1,
            engine::SearchLine {
                info.score, info.isMate, info.mateInMoves, info.principalVariation });
    } else {
        for (std::size_t k = 0; k < info.lines.size(); ++k)
            formatLine(static_cast<int>(k) + 1, info.lines[k]);
    }
    return lines;
}

/// True for the words that start a new `go` parameter, which end a searchmoves list.
bool isGoKeyword(std::string_view word) {
    static const std::vector<std::string_view> keywords = { "searchmoves", "ponder", "wtime",
        "btime", "winc", "binc", "movestogo", "depth", "nodes", "mate", "movetime", "infinite" };
    return std::find(keywords.begin(), keywords.end(), word) != keywords.end();
}

/// How long `go` searches when every limit it was given was garbage.
constexpr int kFallbackMoveTimeMs = 1000;

int clampToInt(std::int64_t value, int low, int high) {
    return static_cast<int>(std::clamp<std::int64_t>(value, low, high));
}

} // namespace

UciSession::UciSession(std::ostream& out)
    : m_out(out)
    , m_position(Position::startPosition())
    , m_searcher(kDefaultHashMiB)
    , m_rng(std::random_device {}()) {
    m_searcher.setEvaluationMode(kDefaultEvaluation);
}

UciSession::~UciSession() {
    stopSearch();
}

void UciSession::send(std::string_view line) {
    const std::lock_guard lock(m_outMutex);
    m_out << line << '\n' << std::flush;
}

void UciSession::sendError(std::string_view message) {
    send("info string error: " + std::string(message));
}

bool UciSession::isSearching() const {
    const std::lock_guard lock(m_stateMutex);
    return m_searching;
}

bool UciSession::handleLine(std::string_view line) {
    const std::vector<std::string> words = splitUciWords(line);
    if (words.empty()) return true;
    const std::string& command = words[0];
    if (command == "uci") {
        handleUci();
    } else if (command == "isready") {
        send("readyok");
    } else if (command == "ucinewgame") {
        handleNewGame();
    } else if (command == "setoption") {
        handleSetOption(words);
    } else if (command == "position") {
        handlePosition(words);
    } else if (command == "go") {
        handleGo(words);
    } else if (command == "stop" || command == "ponderhit") {
        // Without pondering support a ponderhit can only mean "play now".
        stopSearch();
    } else if (command == "quit") {
        stopSearch();
        return false;
    } else if (command == "debug" || command == "register") {
        // Accepted and ignored: we have no debug output and need no registration.
    } else if (command == "d") {
        send("info string fen " + toFen(m_position));
    } else {
        std::string shown = command.size() > 40 ? command.substr(0, 40) + "..." : command;
        sendError("unknown command '" + shown + "'");
    }
    return true;
}

void UciSession::handleUci() {
    send("id name Rochade " ROCHADE_VERSION);
    send("id author the Rochade developers");
    for (const engine::UciOptionRow& row : engine::uciOptionTable())
        if (row.rochadeAnnounces) send(engine::uciOptionLine(row.declaration));
    send("uciok");
}

void UciSession::handleNewGame() {
    stopSearch();
    m_searcher.clearHash();
    m_position = Position::startPosition();
    m_history.clear();
    m_positionError.clear();
}

void UciSession::handleSetOption(const std::vector<std::string>& words) {
    if (words.size() < 3 || words[1] != "name") {
        sendError("expected 'setoption name <id> [value <x>]'");
        return;
    }
    const auto valueAt = std::find(words.begin() + 2, words.end(), "value");
    const auto nameEnd = static_cast<std::size_t>(valueAt - words.begin());
    const std::string name = joinWords(words, 2, nameEnd);
    const std::string value
        = valueAt == words.end() ? std::string() : joinWords(words, nameEnd + 1, words.size());
    // Only the options "uci" announced, found by name in any case, as UCI asks.
    const auto id = engine::uciOptionNamed(name);
    if (!id || !engine::uciOptionRow(*id).rochadeAnnounces) {
        sendError("unknown option '" + name + "'");
        return;
    }
    const engine::UciOption& option = engine::uciOption(*id);
    // A check option's value: "true" or "false" in any case, else an error and nothing set.
    const auto checkValue = [&]() -> std::optional<bool> {
        const std::string lower = lowerCase(value);
        if (lower == "true" || lower == "false") return lower == "true";
        sendError(option.name + " must be true or false, got '" + value + "'");
        return std::nullopt;
    };
    // A spin option's value, within the range "uci" announced.
    const auto spinValue = [&]() -> std::optional<int> {
        auto number
            = parseInteger(value, option.min.value_or(0), option.max.value_or(0), option.name);
        if (!number) {
            sendError(number.error().message);
            return std::nullopt;
        }
        return static_cast<int>(number.value());
    };
    switch (*id) {
    case engine::UciOptionId::Hash: {
        const auto mib = spinValue();
        if (!mib) return;
        joinFinishedSearch();
        if (m_thread.joinable()) {
            sendError("cannot resize Hash during a search; send stop first");
            return;
        }
        m_hashMiB = *mib;
        m_searcher.setHashSizeMiB(static_cast<std::size_t>(m_hashMiB));
        break;
    }
    case engine::UciOptionId::Threads:
        // Taken by the next `go`; a running search keeps the threads it has.
        if (const auto threads = spinValue()) m_threads = *threads;
        break;
    case engine::UciOptionId::Level: {
        const auto level = engine::parseLevel(value);
        if (!level) {
            sendError("Level must be Beginner, Novice, Improver, Level 1..9, Easy, Medium, Hard or "
                      "Full, got '"
                + value + "'");
            return;
        }
        m_level = *level;
        break;
    }
    case engine::UciOptionId::LimitStrength:
        if (const auto on = checkValue()) m_limitStrength = *on;
        break;
    case engine::UciOptionId::OwnBook:
        if (const auto on = checkValue()) m_ownBook = *on;
        break;
    case engine::UciOptionId::Elo:
        if (const auto elo = spinValue()) m_elo = *elo;
        break;
    case engine::UciOptionId::Evaluation: {
        const auto mode = engine::parseEvaluationMode(value);
        if (!mode) {
            sendError("Evaluation must be Reference or Full, got '" + value + "'");
            return;
        }
        joinFinishedSearch();
        if (m_thread.joinable()) {
            sendError("cannot change Evaluation during a search; send stop first");
            return;
        }
        m_searcher.setEvaluationMode(*mode);
        break;
    }
    case engine::UciOptionId::MultiPv:
        if (const auto lines = spinValue()) m_multiPv = *lines;
        break;
    case engine::UciOptionId::Chess960:
        if (const auto on = checkValue()) m_chess960 = *on;
        break;
    case engine::UciOptionId::SkillLevel:
        break; // not announced: refused above
    }
}

void UciSession::handlePosition(const std::vector<std::string>& words) {
    if (words.size() < 2) {
        rejectPosition("expected 'position startpos|fen <fen> [moves ...]'");
        return;
    }
    Position pos;
    std::size_t i = 2;
    if (words[1] == "startpos") {
        pos = Position::startPosition();
    } else if (words[1] == "fen") {
        while (i < words.size() && words[i] != "moves")
            ++i;
        if (i == 2) {
            rejectPosition("position fen: the FEN is missing");
            return;
        }
        // UCI_Chess960 says what the castling letters mean; without it a FEN is Chess960
        // only if its castling field proves it (a stale 'K' never becomes a Chess960 right).
        std::vector<std::string> warnings;
        auto parsed = parseFen(joinWords(words, 2, i),
            m_chess960 ? FenVariant::Chess960 : FenVariant::Detect, warnings);
        if (!parsed) {
            rejectPosition("invalid FEN: " + parsed.error().message);
            return;
        }
        for (const std::string& warning : warnings)
            send("info string warning: FEN: " + warning);
        pos = parsed.value();
    } else {
        rejectPosition("position: expected 'startpos' or 'fen', got '" + words[1] + "'");
        return;
    }

    std::vector<std::uint64_t> history;
    if (i < words.size()) {
        if (words[i] != "moves") {
            rejectPosition("position: expected 'moves', got '" + words[i] + "'");
            return;
        }
        const std::size_t movesAt = i;
        for (++i; i < words.size(); ++i) {
            auto move = parseUciMove(pos, words[i]);
            if (!move) {
                rejectPosition(
                    "position: move " + std::to_string(i - movesAt) + ": " + move.error().message);
                return;
            }
            history.push_back(pos.hash());
            UndoInfo undo;
            pos.makeMove(move.value(), undo);
        }
    }
    m_position = pos;
    m_history = std::move(history);
    m_positionError.clear();
}

void UciSession::rejectPosition(const std::string& message) {
    sendError(message);
    // The client now believes in a position we do not have: until it sends one we can
    // read, `go` answers "bestmove 0000" rather than a move for the previous position.
    m_positionError = message;
}

void UciSession::handleGo(const std::vector<std::string>& words) {
    joinFinishedSearch();
    if (m_thread.joinable()) {
        sendError("a search is already running; send stop first");
        return;
    }
    engine::SearchLimits limits;
    limits.multiPv = m_multiPv;
    limits.threads = m_threads; // the levels below Full search on one (engine::chooseMove)
    bool ponder = false;
    bool rejectedParameter = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& key = words[i];
        if (key == "infinite") {
            limits.infinite = true;
            continue;
        }
        if (key == "ponder") {
            ponder = true;
            continue;
        }
        if (key == "searchmoves") {
            while (i + 1 < words.size() && !isGoKeyword(words[i + 1])) {
                const std::string& word = words[++i];
                auto move = parseUciMove(m_position, word);
                if (move)
                    limits.searchMoves.push_back(move.value());
                else
                    sendError("searchmoves: ignoring '" + word + "': " + move.error().message);
            }
            continue;
        }
        static const std::vector<std::string_view> numeric = { "depth", "nodes", "movetime",
            "wtime", "btime", "winc", "binc", "movestogo", "mate" };
        // A client that sent `go` waits for a bestmove whatever else the line holds, so a bad
        // parameter is reported and left out; the search still runs and answers.
        if (std::find(numeric.begin(), numeric.end(), key) == numeric.end()) {
            sendError("go: ignoring unknown parameter '" + key + "'");
            rejectedParameter = true;
            continue;
        }
        if (i + 1 >= words.size()) {
            sendError("go: ignoring '" + key + "': it needs a number");
            rejectedParameter = true;
            continue;
        }
        auto number = parseInteger(words[++i], INT64_MIN, INT64_MAX, "go " + key);
        if (!number) {
            sendError("go: ignoring '" + key + "': " + number.error().message);
            rejectedParameter = true;
            continue;
        }
        const std::int64_t n = number.value();
        if (key == "depth")
            limits.depth = clampToInt(n, 1, engine::kMaxDepth);
        else if (key == "mate")
            limits.depth = clampToInt(
                2 * std::clamp<std::int64_t>(n, 1, engine::kMaxDepth), 1, engine::kMaxDepth);
        else if (key == "nodes")
            limits.nodes = static_cast<std::uint64_t>(std::max<std::int64_t>(n, 1));
        else if (key == "movetime")
            limits.moveTimeMs = clampToInt(n, 1, INT_MAX);
        else if (key == "wtime")
            limits.timeLeftMs[index(Color::White)] = clampToInt(n, 0, INT_MAX);
        else if (key == "btime")
            limits.timeLeftMs[index(Color::Black)] = clampToInt(n, 0, INT_MAX);
        else if (key == "winc")
            limits.incrementMs[index(Color::White)] = clampToInt(n, 0, INT_MAX);
        else if (key == "binc")
            limits.incrementMs[index(Color::Black)] = clampToInt(n, 0, INT_MAX);
        else
            limits.movesToGo = clampToInt(n, 0, INT_MAX);
    }
    if (!m_positionError.empty()) {
        sendError("no valid position (the last 'position' was rejected: " + m_positionError
            + "); send a valid 'position' first");
        send("bestmove 0000");
        return;
    }
    if (!MoveGenerator::hasLegalMove(m_position)) {
        send(std::string("info string no legal move: the game is over by ")
            + (m_position.isInCheck() ? "checkmate" : "stalemate"));
        send("bestmove 0000");
        return;
    }
    if (ponder) limits.infinite = true;
    const bool unlimited = limits.depth == 0 && limits.nodes == 0 && limits.moveTimeMs == 0
        && limits.timeLeftMs[index(m_position.sideToMove())] < 0 && !limits.infinite;
    if (rejectedParameter && unlimited) {
        // Only garbage was given: an unlimited search would never answer, so think briefly.
        limits.moveTimeMs = kFallbackMoveTimeMs;
        send("info string go: no valid limit given, searching "
            + std::to_string(kFallbackMoveTimeMs) + " ms");
    }
    {
        const std::lock_guard lock(m_stateMutex);
        m_searching = true;
        m_stopRequested = false;
    }
    // A fresh token for this search only: a `stop` may set it before the thread has even
    // started, and nothing but the next `go` replaces it.
    m_stopSource = std::stop_source();
    m_thread = std::thread(&UciSession::searchMain, this, m_position, m_history, limits,
        playingLevel(), limits.infinite, m_stopSource.get_token());
}

void UciSession::searchMain(Position pos, std::vector<std::uint64_t> history,
    engine::SearchLimits limits, engine::Level level, bool waitForStop, std::stop_token stop) {
    const Position root = pos; // the search may play moves on `pos` while it reports
    const auto onProgress = [this, &limits, &root](const engine::SearchInfo& info) {
        for (const std::string& line : formatInfo(info, limits.multiPv, root, m_chess960))
            send(line);
    };
    engine::SearchResult result;
    // The book answers at once, from the named lines as far as the level knows them (a move
    // to choose freely: not while pondering or analysing, nor among given searchmoves).
    std::optional<Move> bookMove;
    if (m_ownBook && !waitForStop && limits.searchMoves.empty())
        bookMove = engine::pickBookMoveAtLevel(OpeningCatalogue::builtin(), root, level, m_rng);
    if (bookMove) {
        send("info string book move");
        result.bestMove = *bookMove;
    } else {
        try {
            if (level == engine::Level::Full)
                result = m_searcher.search(pos, history, limits, onProgress, std::move(stop));
            else
                result = engine::chooseMove(
                    m_searcher, pos, history, level, m_rng, limits, onProgress, std::move(stop));
        } catch (const std::exception& e) {
            send(std::string("info string error: search failed: ") + e.what());
        }
    }

    // The GUI must get a legal move whatever happened inside the search.
    Move best = result.bestMove;
    if (!MoveGenerator::isLegal(pos, best)) {
        const MoveList moves = MoveGenerator::legalMoves(pos);
        best = moves.empty() ? Move() : moves[0];
    }
    const bool chess960 = m_chess960;
    std::string line = "bestmove " + toUci(pos, best, chess960);
    if (!best.isNull() && !result.ponderMove.isNull()) {
        UndoInfo undo;
        pos.makeMove(best, undo);
        if (MoveGenerator::isLegal(pos, result.ponderMove))
            line += " ponder " + toUci(pos, result.ponderMove, chess960);
    }

    // UCI: after "go infinite" the bestmove waits for "stop" even if the search is done.
    if (waitForStop) {
        std::unique_lock lock(m_stateMutex);
        m_stateChanged.wait(lock, [this] { return m_stopRequested; });
    }
    // The search is over before its bestmove is written: a client may send the next `go`
    // the instant it reads that line, and the input thread must then see no search.
    {
        const std::lock_guard lock(m_stateMutex);
        m_searching = false;
    }
    m_stateChanged.notify_all();
    send(line);
}

void UciSession::stopSearch() {
    if (!m_thread.joinable()) return;
    {
        const std::lock_guard lock(m_stateMutex);
        m_stopRequested = true;
    }
    m_stateChanged.notify_all();
    m_stopSource.request_stop();
    m_thread.join();
}

void UciSession::joinFinishedSearch() {
    // A finished search may still be writing its bestmove; join() waits for that line.
    if (m_thread.joinable() && !isSearching()) m_thread.join();
}

void UciSession::waitForSearch() {
    if (!m_thread.joinable()) return;
    {
        std::unique_lock lock(m_stateMutex);
        m_stateChanged.wait(lock, [this] { return !m_searching; });
    }
    m_thread.join();
}

int runUci(std::istream& in, std::ostream& out) {
    UciSession session(out);
    for (std::string line; std::getline(in, line);) {
        if (!session.handleLine(line)) return 0;
    }
    session.handleLine("quit"); // end of input counts as quit
    return 0;
}

} // namespace rochade::cli
