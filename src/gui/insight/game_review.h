// SPDX-License-Identifier: GPL-3.0-or-later
// GameReview: the engine judges every move of a game's main line, in the background.
#pragma once

#include "rochade/core/game.h"
#include "rochade/engine/search.h"
#include "rochade/review/move_review.h"
#include "rochade/review/stepwise_review.h"

#include <QObject>
#include <QRegularExpression>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace rochade::gui {

class AnalysisEngine;
class GameController;

/// What the review found about one move of the main line.of the main line: the Qt-free review's
/// judgement.
using ReviewedMove = review::MoveReview;

/// Reviews a game: has an AnalysisEngine of its own make the Qt-free review's searches
/// (review::StepwiseReview: every position of the main line, then the second look; one at a
/// time, on the engine's thread, never on the GUI thread), so that the moves are judged as
/// `rochade-cli review` judges them, and writes the result into the record through the
/// controller's RecordEditor: %eval on every move, NAG ?!/?/?? and a translated sentence
/// ("Blunder. Nf3 was best. Loses the knight on c3 after ...d4.") on the classed ones.
/// Lives in the GUI thread.
///
/// cancel(), a new or loaded game (followed through the controller's positionChanged()) and
/// shutdown() end a review at any moment; its late answers are dropped and nothing is
/// written. A game whose reviewed moves changed meanwhile (undo and another move) is not
/// written either.
class GameReview : public QObject {
    Q_OBJECT
public:
    /// Every position is searched this deep, or until this many nodes, whichever ends first
    /// (see bench/gui_responsiveness.cpp --review for the time a game takes).
    static constexpr int kDefaultDepth = review::kDefaultDepth;
    static constexpr std::uint64_t kDefaultNodes = review::kDefaultNodes;
    /// The review's own transposition table, as large as `rochade-cli review`'s, so that the
    /// window's review is the one measured against Stockfish (docs/review.md).
    static constexpr std::size_t kHashMiB = 16;

    explicit GameReview(GameController* controller, QObject* parent = nullptr);
    /// Calls shutdown().
    ~GameReview() override;

    /// True if the game's main line has a move, no review runs, and the game is not being
    /// played against a running computer (it is over, paused, or has no computer player).
    bool canStart() const;
    /// Starts reviewing the main line as it stands. False, with the reason in
    /// statusMessage(), if canStart() is false.
    bool start();
    /// Abandons the running review, if any: nothing is written. Emits cancelled().
    void cancel();
    bool isRunning() const { return m_running; }
    /// Searches made and to make in the running review (the total grows by the second look's
    /// once every position is searched).
    int done() const { return m_review ? m_review->done() : 0; }
    int total() const { return m_review ? m_review->total() : 0; }

    /// The moves of the last finished review, in order (empty before one finished).
    const std::vector<ReviewedMove>& moves() const { return m_moves; }
    /// The mean accuracy of `side`'s moves in the last finished review.
    std::optional<double> accuracy(Color side) const;
    /// The reviewed move whose node is `node`, if it still is that position.
    const ReviewedMove* reviewedMove(const Game::Node& node) const;

    /// The sentence the review writes after a classed move whose better move was `bestSan`.
    static QString sentence(review::MoveClass moveClass, const QString& bestSan);
    /// Why the move was bad, in the user's language, from the review's structured
    /// explanation ("Loses the knight on c3 after ...d4."); empty for ExplanationKind::None.
    static QString explanationText(const review::Explanation& explanation);
    /// What the review writes before a classed move's comment: sentence(), then
    /// explanationText() when there is one; empty for a good move.
    static QString comment(const ReviewedMove& move);
    /// Matches any comment() at the start of a comment (with the space after it), so a
    /// second review replaces the first's instead of adding its own.
    static QRegularExpression sentencePattern();

    /// Tighter limits (tests, benchmarks); zero fields keep the defaults.
    void setLimits(const engine::SearchLimits& limits) { m_limits = limits; }
    /// The engine the review searches on, created by the first start() (for tests).
    AnalysisEngine* analysisEngine() const { return m_engine.get(); }
    /// Cancels any review and joins the engine's thread. Idempotent.
    void shutdown();

signals:
    void started(int total);
    void progress(int done, int total);
    /// The review was written into the record (moves() and accuracy() hold it).
    void finished();
    void cancelled();
    void statusMessage(const QString& text);

private:
    void searchNext();
    void onSearchFinished(quint64 id, const engine::SearchResult& result);
    void onPositionChanged();
    void finish();
    void reset();
    AnalysisEngine* engine();

    GameController* m_controller;
    std::unique_ptr<AnalysisEngine> m_engine;
    bool m_shutDown = false;
    bool m_running = false;
    quint64 m_request = 0;
    const void* m_root = nullptr; ///< the reviewed game's start node
    std::optional<review::StepwiseReview> m_review; ///< the running review's searches
    std::vector<ReviewedMove> m_moves;
    engine::SearchLimits m_limits;
};

} // namespace rochade::gui
