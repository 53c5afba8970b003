// SPDX-License-Identifier: GPL-3.0-or-later
// A file of puzzles being solved: the attempt on the worker thread, the rating in the GUI's.
#include "puzzles/puzzle_session.h"

#include "board/board_square_names.h"
#include "puzzles/puzzle_thread.h"
#include "rochade/core/notation.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace rochade::gui {

namespace {

/// How long each move of a shown solution stands before the next slides in (ms).
constexpr int kSolutionStepMs = 900;

/// "1. Nf6+ gxf6 2. Bxf7#" (or "1... Qh4#" from Black), numbered from the start's move.
QString solutionText(const Position& start, const std::vector<Move>& line) {
    QStringList words;
    Position position = start;
    int moveNumber = std::max(1, start.fullmoveNumber());
    for (std::size_t ply = 0; ply < line.size(); ++ply) {
        const bool white = position.sideToMove() == Color::White;
        if (white)
            words << QStringLiteral("%1.").arg(moveNumber);
        else if (ply == 0)
            words << QStringLiteral("%1...").arg(moveNumber);
        words << QString::fromStdString(toSan(position, line[ply]));
        UndoInfo undo;
        position.makeMove(line[ply], undo);
        if (!white) ++moveNumber;
    }
    return words.join(QLatin1Char(' '));
}

bool isMateGoal(const puzzles::Puzzle& puzzle) {
    return puzzle.goal && puzzle.goal->kind == puzzles::GoalKind::Mate;
}

} // namespace

struct PuzzleSession::Step {
    puzzles::MoveVerdict verdict;
    Position after; ///< with the reply, if there is one
    QString moveSan;
    bool solved = false; ///< the attempt ended solved, a miss before or not
    std::optional<Move> expected;
};

PuzzleSession::PuzzleSession(QObject* parent)
    : QObject(parent)
    , m_thread(new PuzzleThread(QStringLiteral("puzzles"), 16, QThread::NormalPriority, this))
    , m_estimateThread(
          new PuzzleThread(QStringLiteral("puzzle ratings"), 4, QThread::LowPriority, this)) {
    // As rochade-cli solve searches by default.
    m_limits.moveTimeMs = 1000;
    setRatingPath(defaultRatingPath());
}

PuzzleSession::~PuzzleSession() {
    shutdown();
}

void PuzzleSession::shutdown() {
    m_stop.request_stop();
    m_estimateStop.request_stop();
    m_thread->shutdown();
    m_estimateThread->shutdown();
}

QString PuzzleSession::defaultRatingPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("puzzle-rating.tsv"));
}

bool PuzzleSession::setRatingPath(const QString& path) {
    m_ratingPath = path;
    Result<puzzles::PuzzleRating> read
        = puzzles::PuzzleRating::load(QFile::encodeName(path).toStdString());
    if (!read.ok()) {
        m_rating = {};
        m_ratingError = QString::fromStdString(read.error().message);
        emit ratingChanged();
        return false;
    }
    m_rating = std::move(read).value();
    m_ratingError.clear();
    emit ratingChanged();
    return true;
}

bool PuzzleSession::openFile(const QString& path, QString* error) {
    const auto fail = [error](const QString& text) {
        if (error) *error = text;
        return false;
    };
    auto file
        = std::make_unique<std::ifstream>(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!*file) return fail(tr("Cannot open %1.").arg(QDir::toNativeSeparators(path)));
    const std::string name = QFile::encodeName(path).toStdString();
    const puzzles::PuzzleFileFormat format
        = puzzles::puzzleFormatFromName(name).value_or(puzzles::sniffPuzzleFormat(*file));
    auto reader = std::make_unique<puzzles::PuzzleReader>(*file, format);
    int skipped = 0;
    std::optional<puzzles::Puzzle> first;
    while (std::optional<puzzles::PuzzleEntry> entry = reader->next()) {
        if (entry->ok()) {
            first = std::move(entry->puzzle);
            break;
        }
        ++skipped;
    }
    if (!first)
        return fail(tr("%1 holds no puzzle Rochade can read.").arg(QFileInfo(path).fileName()));
    m_file = std::move(file);
    m_reader = std::move(reader);
    m_list.clear();
    m_fileName = QFileInfo(path).fileName();
    m_skipped = skipped;
    showPuzzle(std::move(*first));
    return true;
}

bool PuzzleSession::openPuzzles(
    std::vector<puzzles::Puzzle> puzzles, const QString& name, const QString& endText) {
    if (puzzles.empty()) return false;
    m_reader.reset();
    m_file.reset();
    m_list = std::move(puzzles);
    m_listNext = 1;
    m_listEndText = endText;
    m_fileName = name;
    m_skipped = 0;
    showPuzzle(m_list.front());
    return true;
}

bool PuzzleSession::nextPuzzle() {
    if (!m_list.empty()) {
        if (m_listNext < m_list.size()) {
            showPuzzle(m_list[m_listNext++]);
            return true;
        }
        say(m_listEndText, Tone::Neutral);
        return false;
    }
    if (!m_reader) return false;
    while (std::optional<puzzles::PuzzleEntry> entry = m_reader->next()) {
        if (entry->ok()) {
            showPuzzle(std::move(*entry->puzzle));
            return true;
        }
        ++m_skipped;
    }
    say(tr("No more puzzles in this file."), Tone::Neutral);
    return false;
}

void PuzzleSession::showPuzzle(puzzles::Puzzle puzzle) {
    // A try of the last puzzle still waiting for its rating is rated as not found in time.
    ratePendingResult();
    m_puzzle = std::move(puzzle);
    m_puzzleRating.reset();
    m_failedOnce = false;
    m_recorded = false;
    m_hintUsed = false;
    m_triedMove = {};
    startAttempt();
    m_estimateStop.request_stop();
    if (!m_ratesPuzzles) return;
    m_estimateStop = std::stop_source();
    const quint64 serial = ++m_puzzleSerial;
    PuzzleThread* thread = m_estimateThread;
    m_estimateThread->run([this, thread, serial, puzzle = *m_puzzle,
                              stop = m_estimateStop.get_token()](PuzzleWorkerState& state) {
        bool estimated = false;
        const int rating = puzzles::puzzleRatingOf(puzzle, state.searcher, estimated, stop);
        if (stop.stop_requested()) return;
        thread->answer([this, serial, rating, estimated] {
            if (serial != m_puzzleSerial) return;
            m_puzzleRating = rating;
            m_puzzleRatingEstimated = estimated;
            emit puzzleRated();
            ratePendingResult();
        });
    });
}

void PuzzleSession::newGeneration() {
    m_stop.request_stop();
    m_stop = std::stop_source();
    ++m_generation;
}

void PuzzleSession::startAttempt() {
    if (!m_puzzle) return;
    newGeneration();
    m_position = m_puzzle->start;
    m_lastMove = {};
    m_finished = false;
    m_solved = false;
    m_busy = false;
    m_expected.reset();
    m_hintFor = 0; // a new try has its hints again
    if (m_puzzle->form == puzzles::PuzzleForm::SolutionLine && !m_puzzle->line.empty())
        m_expected = m_puzzle->line.front();
    if (m_puzzle->form == puzzles::PuzzleForm::BestMoves && !m_puzzle->bestMoves.empty())
        m_expected = m_puzzle->bestMoves.front();
    m_thread->run([puzzle = *m_puzzle, limits = m_limits, stop = m_stop.get_token()](
                      PuzzleWorkerState& state) {
        state.attempt.reset();
        state.attempt.emplace(puzzle, state.searcher, limits, stop);
    });
    emit puzzleStarted();
    emit positionChanged(m_position, m_lastMove);
    say(tr("Your move."), Tone::Neutral);
    emit inputChanged(awaitsMove());
}

void PuzzleSession::retry() {
    startAttempt();
}

bool PuzzleSession::awaitsMove() const {
    return m_puzzle && !m_busy && !m_finished && m_position.sideToMove() == m_puzzle->solver;
}

void PuzzleSession::setBusy(bool busy) {
    m_busy = busy;
    emit inputChanged(awaitsMove());
}

void PuzzleSession::say(const QString& text, Tone tone) {
    m_lastMessage = text;
    emit message(text, tone);
}

void PuzzleSession::playMove(Move move) {
    if (!awaitsMove()) return;
    m_beforeMove = m_position;
    m_lastMoveBefore = m_lastMove;
    m_triedMove = move;
    UndoInfo undo;
    m_position.makeMove(move, undo);
    m_lastMove = move;
    emit positionChanged(m_position, m_lastMove);
    setBusy(true);
    const quint64 generation = m_generation;
    PuzzleThread* thread = m_thread;
    m_thread->run([this, thread, generation, move](PuzzleWorkerState& state) {
        if (!state.attempt) return;
        Step step;
        step.moveSan = QString::fromStdString(toSan(state.attempt->position(), move));
        step.verdict = state.attempt->play(move);
        step.after = state.attempt->position();
        step.expected = state.attempt->expectedMove();
        step.solved = state.attempt->reachedSolution();
        thread->answer([this, generation, step] { onStep(generation, step); });
    });
}

void PuzzleSession::onStep(quint64 generation, const Step& step) {
    if (generation != m_generation || !m_puzzle) return;
    const puzzles::MoveVerdict& verdict = step.verdict;
    m_expected = step.expected;
    if (verdict.judgement == puzzles::MoveJudgement::Wrong) {
        // Not played: the piece goes back, and the player may try another move.
        m_position = m_beforeMove;
        m_lastMove = m_lastMoveBefore;
        emit positionChanged(m_position, m_lastMove);
        recordResult(false);
        say(tr("%1: not the solution. Try again, show the solution, or go on to the next "
               "puzzle.")
                .arg(step.moveSan),
            Tone::Bad);
        setBusy(false);
        return;
    }
    QString text;
    Tone tone = Tone::Good;
    switch (verdict.judgement) {
    case puzzles::MoveJudgement::Expected:
        text = tr("%1: right.").arg(step.moveSan);
        break;
    case puzzles::MoveJudgement::Alternative:
        if (isMateGoal(*m_puzzle))
            text = tr("Also mates: %1").arg(step.moveSan);
        else if (m_puzzle->alternatives == puzzles::AlternativeRule::AsGoodAsBest)
            text = tr("Also good: %1").arg(step.moveSan);
        else
            text = tr("Also wins: %1").arg(step.moveSan);
        break;
    default:
        tone = Tone::Neutral;
        break;
    }
    if (verdict.finished) {
        const bool solved = step.solved;
        m_finished = true;
        m_solved = solved;
        recordResult(solved);
        const QString end = solved ? tr("Solved!") : tr("The goal is not reached.");
        text = text.isEmpty() ? end : text + QLatin1Char(' ') + end;
        tone = solved ? Tone::Good : Tone::Bad;
    }
    if (!text.isEmpty()) say(text, tone);
    if (verdict.reply) {
        // The player's move stands a moment; then the reply slides in, one move on.
        const Position after = step.after;
        const Move reply = *verdict.reply;
        QTimer::singleShot(m_replyPauseMs, this,
            [this, generation, after, reply] { showReply(generation, after, reply); });
        return;
    }
    setBusy(false);
}

void PuzzleSession::showReply(quint64 generation, Position position, Move reply) {
    if (generation != m_generation) return;
    m_position = position;
    m_lastMove = reply;
    emit positionChanged(m_position, m_lastMove);
    setBusy(false);
}

bool PuzzleSession::showSolution() {
    if (!m_puzzle) return false;
    std::vector<Move> line = m_puzzle->shownLine.empty() ? m_puzzle->line : m_puzzle->shownLine;
    if (m_puzzle->form == puzzles::PuzzleForm::BestMoves && !m_puzzle->bestMoves.empty())
        line.assign(1, m_puzzle->bestMoves.front());
    if (line.empty()) {
        say(tr("The file gives no solution for this puzzle."), Tone::Neutral);
        return false;
    }
    // Looking before solving is a miss.
    if (!m_solved) recordResult(false);
    newGeneration();
    m_finished = true;
    m_busy = false;
    m_solution = line;
    m_position = m_puzzle->start;
    m_lastMove = {};
    emit positionChanged(m_position, m_lastMove);
    emit inputChanged(false);
    say(tr("Solution: %1").arg(solutionText(m_puzzle->start, line)), Tone::Neutral);
    const quint64 generation = m_generation;
    QTimer::singleShot(
        kSolutionStepMs, this, [this, generation] { showSolutionMove(generation, 0); });
    return true;
}

void PuzzleSession::showSolutionMove(quint64 generation, std::size_t ply) {
    if (generation != m_generation || ply >= m_solution.size()) return;
    UndoInfo undo;
    m_position.makeMove(m_solution[ply], undo);
    m_lastMove = m_solution[ply];
    emit positionChanged(m_position, m_lastMove);
    QTimer::singleShot(
        kSolutionStepMs, this, [this, generation, ply] { showSolutionMove(generation, ply + 1); });
}

void PuzzleSession::requestHint() {
    if (!canHint()) return;
    const auto give = [this](Move move) {
        m_hintsHere = hintsGiven() + 1;
        m_hintFor = m_position.hash();
        m_hintMove = move;
        m_hintUsed = true;
        emitHintStep(move);
        if (m_hintsHere == 1) {
            say(tr("Hint: move the piece on %1 (%2).")
                    .arg(QString::fromStdString(squareName(move.from())),
                        BoardSquareNames::pieceName(m_position.pieceAt(move.from()))),
                Tone::Neutral);
        } else {
            say(tr("Hint: the arrow shows the move."), Tone::Neutral);
        }
    };
    if (m_expected) {
        give(*m_expected);
        return;
    }
    if (hintsGiven() == 1 && !m_hintMove.isNull()) {
        give(m_hintMove);
        return;
    }
    // Off the file's line, or a goal: the engine's choice, searched on the worker.
    const quint64 generation = m_generation;
    PuzzleThread* thread = m_thread;
    m_thread->run([this, thread, generation, give, limits = m_limits, stop = m_stop.get_token()](
                      PuzzleWorkerState& state) {
        if (!state.attempt) return;
        const engine::SearchResult result = state.searcher.search(
            state.attempt->position(), state.attempt->history(), limits, {}, stop);
        if (result.noLegalMove || stop.stop_requested()) return;
        const Move best = result.bestMove;
        thread->answer([this, generation, give, best] {
            if (generation == m_generation && canHint()) give(best);
        });
    });
}

void PuzzleSession::emitHintStep(Move move) {
    if (m_hintsHere == 1)
        emit hintReady(move.from());
    else
        emit hintMoveReady(move);
}

void PuzzleSession::recordResult(bool solved) {
    if (!solved) m_failedOnce = true;
    if (m_recorded || !m_puzzle) return;
    m_recorded = true;
    emit firstResult(solved);
    if (!m_ratesPuzzles) return;
    m_pendingResult = solved;
    if (m_puzzleRating) ratePendingResult();
}

void PuzzleSession::ratePendingResult() {
    if (!m_pendingResult || !m_puzzle) return;
    puzzles::PuzzleResult result;
    // The file's own id if it has one; else the puzzle's place, shorter than its name.
    const bool ownId = m_puzzle->id != m_puzzle->name && !m_puzzle->id.starts_with('#');
    result.puzzleId = QFileInfo(m_fileName).completeBaseName().toStdString() + ' '
        + (ownId ? m_puzzle->id : '#' + std::to_string(m_puzzle->number));
    result.ratingEstimated = !m_puzzleRating || m_puzzleRatingEstimated;
    result.puzzleRating = m_puzzleRating.value_or(puzzles::estimatedPuzzleRating(
        puzzles::solverMovesAsked(*m_puzzle), 2 * puzzles::kFindingNodeCap));
    result.solved = *m_pendingResult;
    result.themes = m_puzzle->themes;
    result.unixSeconds = QDateTime::currentSecsSinceEpoch();
    m_pendingResult.reset();
    m_rating.record(result);
    if (m_ratingError.isEmpty()) {
        const Result<bool> saved = m_rating.save(QFile::encodeName(m_ratingPath).toStdString());
        if (!saved.ok()) m_ratingError = QString::fromStdString(saved.error().message);
    }
    emit ratingChanged();
}

} // namespace rochade::gui
