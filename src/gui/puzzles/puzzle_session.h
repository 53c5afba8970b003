// SPDX-License-Identifier: GPL-3.0-or-later
// A file of puzzles being solved: the puzzle shown, the attempt judged on the worker thread,
// the replies, hints, the solution, and the player's puzzle rating.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/puzzles/puzzle.h"
#include "rochade/puzzles/puzzle_rating.h"
#include "rochade/puzzles/puzzle_reader.h"

#include <QObject>
#include <QString>

#include <fstream>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

namespace rochade::gui {

class PuzzleThread;

/// The puzzle mode's logic, without widgets. Reads a PGN or EPD file of puzzles one puzzle at
/// a time (puzzles::PuzzleReader), shows each from its start, and hands every move of the
/// player to a puzzles::PuzzleAttempt that lives on a PuzzleThread (it may search: the
/// engine's judgement of an alternative, its replies in a goal puzzle), so the GUI thread
/// never searches. The player's move is shown at once; the opponent's reply, once judged,
/// a moment later, one move on, so the board slides it in.
///
/// The puzzle's rating is estimated on a second worker thread, so no move waits for it; a try
/// finished before the estimate is rated when it comes.
///
/// The first finished try at a puzzle counts for the puzzle rating (puzzles::PuzzleRating):
/// solved, or failed by a wrong move, a missed goal or Show Solution; Try Again and the
/// solution after that count no more. The rating is read from and written (atomically) to
/// ratingPath(); a file that cannot be read is reported and then never overwritten. Every
/// answer of the worker carries the generation it was asked in, and one asked before Try
/// Again, Next or a new file is dropped. Lives in the GUI thread.
class PuzzleSession : public QObject {
    Q_OBJECT
public:
    /// What a message says about the player's last action, for its colour.
    enum class Tone {
        Neutral,
        Good,
        Bad
    };
    Q_ENUM(Tone)

    explicit PuzzleSession(QObject* parent = nullptr);
    ~PuzzleSession() override;

    /// The limits of each search of the attempt (default: 1 s, the command line's).
    void setSearchLimits(const engine::SearchLimits& limits) { m_limits = limits; }
    /// How long the player's move stands before the reply comes (ms).
    void setReplyPause(int ms) { m_replyPauseMs = ms; }
    /// Reads the rating kept at `path` (a missing file: a new player's). False, with
    /// ratingError() set, if it cannot be read; the results are then not written.
    bool setRatingPath(const QString& path);
    /// The data directory's puzzle-rating.tsv.
    static QString defaultRatingPath();
    QString ratingPath() const { return m_ratingPath; }
    QString ratingError() const { return m_ratingError; }
    const puzzles::PuzzleRating& rating() const { return m_rating; }

    /// Opens `path` (PGN or EPD, by its name or else its first line) and shows its first
    /// puzzle. False, with `error` set, if it cannot be read or holds no puzzle; the puzzle
    /// shown before stays.
    bool openFile(const QString& path, QString* error = nullptr);
    /// Shows `puzzles` one after the other instead of a file's (Learn ▸ Practice: the due
    /// cards), the first at once; `name` stands for the file's name, `endText` is said after
    /// the last. False if the list is empty.
    bool openPuzzles(
        std::vector<puzzles::Puzzle> puzzles, const QString& name, const QString& endText);
    /// Whether tries count for the player's puzzle rating (default on). Practice cards are
    /// the player's own mistakes, no rated puzzles: off, no rating is estimated or written.
    void setRatesPuzzles(bool rates) { m_ratesPuzzles = rates; }
    bool ratesPuzzles() const { return m_ratesPuzzles; }
    /// Shows the file's (or list's) next puzzle; false at the end.
    bool nextPuzzle();
    /// The puzzle again from its start.
    void retry();
    /// Plays the file's solution from the start, a move at a time (a failure if the puzzle
    /// was not finished yet). False if the file gives none (a goal without an example line).
    bool showSolution();
    /// A hint in two steps: the first names the piece to move (hintReady()), the second the
    /// move itself (hintMoveReady(), an arrow). A third asks nothing.
    void requestHint();
    /// The player's move in the shown position (ignored unless awaitsMove()).
    void playMove(Move move);

    const puzzles::Puzzle* puzzle() const { return m_puzzle ? &*m_puzzle : nullptr; }
    QString fileName() const { return m_fileName; }
    /// Entries of the file so far that were no puzzle (skipped).
    int skippedEntries() const { return m_skipped; }
    const Position& position() const { return m_position; }
    Move lastMove() const { return m_lastMove; }
    /// True while the player may move: the puzzle goes on and nothing is being judged.
    bool awaitsMove() const;
    /// The engine is judging a move or finding the reply (the window waits for it).
    bool isBusy() const { return m_busy; }
    bool isFinished() const { return m_finished; }
    bool isSolved() const { return m_solved; }
    /// True once this puzzle counted as failed for the rating.
    bool hasFailed() const { return m_failedOnce; }
    /// True once a hint was given for the shown puzzle.
    bool hintUsed() const { return m_hintUsed; }
    /// Hints given in the position shown (0, 1 or 2): each move of the player's has its own
    /// two, and a new try starts afresh.
    int hintsGiven() const { return m_hintFor == m_position.hash() ? m_hintsHere : 0; }
    /// The move the second hint showed here, to draw again after a wrong move is taken back;
    /// null unless both hints were given in the position shown.
    Move shownHintMove() const { return hintsGiven() == 2 ? m_hintMove : Move(); }
    /// True while a hint may still be asked: the player may move and has not had both here.
    bool canHint() const { return awaitsMove() && hintsGiven() < 2; }
    /// How many puzzles openPuzzles() was given (0 for a file).
    std::size_t listSize() const { return m_list.size(); }
    /// The player's last move tried at the shown puzzle (null before the first), kept when
    /// a wrong one is taken back: the move the first result was about.
    Move triedMove() const { return m_triedMove; }
    /// The puzzle's rating once known (its file's, or estimated on the worker).
    std::optional<int> puzzleRating() const { return m_puzzleRating; }
    bool puzzleRatingEstimated() const { return m_puzzleRatingEstimated; }
    /// The last message said (for tests and the window's first look).
    QString lastMessage() const { return m_lastMessage; }
    /// Stops the searches and joins the worker thread. Idempotent.
    void shutdown();

signals:
    /// A puzzle (new, or again from its start) is shown.
    void puzzleStarted();
    /// The board's position: the start, the player's move, the reply, the solution's moves.
    void positionChanged(const rochade::Position& position, rochade::Move lastMove);
    /// Whether the player may move now changed.
    void inputChanged(bool awaitsMove);
    void message(const QString& text, rochade::gui::PuzzleSession::Tone tone);
    /// The puzzle's rating is known (puzzleRating()).
    void puzzleRated();
    /// The player's rating, streak or history changed.
    void ratingChanged();
    /// The piece to move stands on `square` (the first hint).
    void hintReady(rochade::Square square);
    /// The move to play (the second hint).
    void hintMoveReady(rochade::Move move);
    /// The shown puzzle's first finished try, the one that counts: solved, or failed by a
    /// wrong move, a missed goal or Show Solution (hintUsed() says whether a hint came first).
    /// Once a puzzle, rated or not.
    void firstResult(bool solved);

private:
    /// What the worker says after the player's move.
    struct Step;
    void showPuzzle(puzzles::Puzzle puzzle);
    /// A new attempt on the worker, from the start; drops every answer asked before.
    void startAttempt();
    void newGeneration();
    void onStep(quint64 generation, const Step& step);
    void showReply(quint64 generation, Position position, Move reply);
    void finishAttempt(bool solved);
    void showSolutionMove(quint64 generation, std::size_t ply);
    void recordResult(bool solved);
    /// The hint numbered hintsGiven(): the piece's square, then the move.
    void emitHintStep(Move move);
    /// Rates the pending try: with `rating`, or the estimate of a puzzle not found in time.
    void ratePendingResult();
    void say(const QString& text, Tone tone);
    void setBusy(bool busy);

    PuzzleThread* m_thread; ///< the attempt: judging, replies, hints
    /// The estimate of a puzzle's rating, beside the attempt so a move never waits for it.
    PuzzleThread* m_estimateThread;
    engine::SearchLimits m_limits;
    int m_replyPauseMs = 350;
    /// Ends the searches of the current attempt (a new one each generation).
    std::stop_source m_stop;
    quint64 m_generation = 0;
    /// Ends the estimate of the shown puzzle's rating (a new one each puzzle).
    std::stop_source m_estimateStop;
    quint64 m_puzzleSerial = 0;

    std::unique_ptr<std::ifstream> m_file; ///< read by m_reader
    std::unique_ptr<puzzles::PuzzleReader> m_reader;
    QString m_fileName;
    int m_skipped = 0;
    /// openPuzzles(): the list shown instead of a file, the next one's index, the last words.
    std::vector<puzzles::Puzzle> m_list;
    std::size_t m_listNext = 0;
    QString m_listEndText;
    bool m_ratesPuzzles = true;
    bool m_hintUsed = false;
    /// The hints given in the position m_hintFor (a hash; 0: none yet this try), and the move
    /// the first pointed at: the second shows the same move rather than a new search's.
    int m_hintsHere = 0;
    Move m_hintMove;
    std::uint64_t m_hintFor = 0;
    Move m_triedMove;
    std::optional<puzzles::Puzzle> m_puzzle;
    std::optional<int> m_puzzleRating;
    bool m_puzzleRatingEstimated = false;

    Position m_position;
    Move m_lastMove;
    /// Where the player's move being judged was played from.
    Position m_beforeMove;
    Move m_lastMoveBefore;
    std::vector<Move> m_solution; ///< the line Show Solution plays
    /// The file's next move for the player while every move so far was the file's.
    std::optional<Move> m_expected;
    bool m_busy = false;
    bool m_finished = false;
    bool m_solved = false;
    bool m_failedOnce = false;
    bool m_recorded = false;
    /// A finished try waiting for the puzzle's rating (rated when the estimate comes).
    std::optional<bool> m_pendingResult;
    QString m_lastMessage;

    puzzles::PuzzleRating m_rating;
    QString m_ratingPath;
    QString m_ratingError;
};

} // namespace rochade::gui
