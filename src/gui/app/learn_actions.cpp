// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Learn from This Game: the side, the mistakes as puzzles, the answers.
#include "app/learn_actions.h"

#include "app/practice_actions.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "insight/game_review.h"
#include "puzzles/practice_puzzle.h"
#include "puzzles/puzzle_window.h"
#include "rochade/core/pgn.h"
#include "rochade/training/player_name.h"
#include "rochade/training/reviewed_game.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>

namespace rochade::gui {

namespace {

const QString kYourNameKey = QStringLiteral("player/yourName");

/// A name as sameName() compares it, its case folded by Qt (beyond ASCII too).
std::string foldedName(const QString& name) {
    return name.toCaseFolded().toStdString();
}

} // namespace

LearnActions::LearnActions(GameController* controller, GameReview* review,
    PracticeActions* practice, BoardWidget* board, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_review(review)
    , m_practice(practice)
    , m_board(board)
    , m_parent(window) {
    m_learnAction = new QAction(tr("Learn from This &Game"), this);
    m_learnAction->setObjectName(QStringLiteral("learnAction"));
    m_learnAction->setStatusTip(tr("Find better moves for your mistakes in this game"));
    connect(m_learnAction, &QAction::triggered, this, &LearnActions::learn);
    m_offerButton = new QToolButton;
    m_offerButton->setObjectName(QStringLiteral("learnOffer"));
    m_offerButton->setDefaultAction(m_learnAction);
    m_offerButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_offerButton->setAutoRaise(true);
    m_offerButton->hide();
    connect(controller, &GameController::positionChanged, this, &LearnActions::updateAction);
    connect(review, &GameReview::started, this, &LearnActions::updateAction);
    connect(review, &GameReview::finished, this, &LearnActions::updateAction);
    connect(review, &GameReview::cancelled, this, &LearnActions::updateAction);
    updateAction();
}

void LearnActions::addTo(QStatusBar* bar) const {
    bar->addPermanentWidget(m_offerButton);
}

PuzzleWindow* LearnActions::learnWindow() const {
    return m_window;
}

QString LearnActions::yourName() {
    return QSettings().value(kYourNameKey).toString();
}

void LearnActions::setYourName(const QString& name) {
    QSettings().setValue(kYourNameKey, name.trimmed());
}

bool LearnActions::hasReview() const {
    if (!m_controller) return false;
    // A review writes %eval on every move it judged.
    for (const Game::Node* node : m_controller->game().mainLine())
        if (node->annotation.eval) return true;
    return false;
}

void LearnActions::updateAction() {
    const bool enabled = hasReview() && !m_review->isRunning();
    m_learnAction->setEnabled(enabled);
    m_offerButton->setVisible(enabled);
}

std::optional<Color> LearnActions::knownSide() const {
    if (!m_controller) return std::nullopt;
    if (m_controller->isVsComputer()) return m_controller->humanColor();
    const std::string name = foldedName(yourName());
    const bool white = training::sameName(foldedName(m_controller->playerName(Color::White)), name);
    const bool black = training::sameName(foldedName(m_controller->playerName(Color::Black)), name);
    if (white != black) return white ? Color::White : Color::Black;
    return std::nullopt;
}

std::optional<Color> LearnActions::askSide() const {
    if (m_sideQuestion) return m_sideQuestion();
    QMessageBox box(QMessageBox::Question, tr("Learn from This Game"),
        tr("Which side did you play in this game?"), QMessageBox::Cancel, m_parent);
    QPushButton* white = box.addButton(tr("&White"), QMessageBox::AcceptRole);
    QPushButton* black = box.addButton(tr("&Black"), QMessageBox::AcceptRole);
    box.setInformativeText(tr("Give your name in Preferences to be recognised in opened games."));
    box.exec();
    if (box.clickedButton() == white) return Color::White;
    if (box.clickedButton() == black) return Color::Black;
    return std::nullopt;
}

PuzzleWindow* LearnActions::learn() {
    if (!m_controller || !hasReview()) {
        emit statusMessage(tr("Review the game first: Learn ▸ Review Game."));
        return nullptr;
    }
    std::optional<Color> side = knownSide();
    if (!side) side = askSide();
    if (!side) return nullptr;

    PgnGame record;
    record.game = m_controller->game();
    record.setTag("White", m_controller->playerName(Color::White).toStdString());
    record.setTag("Black", m_controller->playerName(Color::Black).toStdString());
    // The window's review names the better line itself; its sentence may be translated.
    const training::BetterLineLookup lookup = [this](const Game::Node& node) {
        const ReviewedMove* move = m_review->reviewedMove(node);
        return move ? move->bestLine : std::vector<Move> {};
    };
    const training::ReviewedGameCards found
        = training::cardsOfSide(record, *side, training::CardSource {}, lookup);
    std::vector<puzzles::Puzzle> mistakes;
    for (const training::PracticeCard& card : found.cards) {
        Result<puzzles::Puzzle> puzzle = puzzleFromCard(
            card, mistakes.size() + 1, PracticeActions::puzzleName(card).toStdString());
        if (puzzle.ok()) mistakes.push_back(std::move(puzzle).value());
    }
    if (mistakes.empty()) {
        emit statusMessage(*side == Color::White ? tr("White made no mistake to learn from.")
                                                 : tr("Black made no mistake to learn from."));
        return nullptr;
    }
    PuzzleWindow* window = openWindow();
    const int count = static_cast<int>(mistakes.size());
    window->session()->openPuzzles(
        std::move(mistakes), tr("this game"), tr("That was the last mistake of this game."));
    window->show();
    window->raise();
    window->activateWindow();
    window->board()->setFocus(Qt::OtherFocusReason);
    emit statusMessage(count == 1 ? tr("One mistake to learn from.")
                                  : tr("%n mistakes to learn from.", nullptr, count));
    return window;
}

PuzzleWindow* LearnActions::openWindow() {
    if (m_window) return m_window;
    m_window = new PuzzleWindow(m_parent);
    m_window->setObjectName(QStringLiteral("learnWindow"));
    m_window->takeLooksFrom(*m_board);
    PuzzleSession* session = m_window->session();
    session->setRatesPuzzles(false);
    if (m_limits) session->setSearchLimits(*m_limits);
    m_window->setListTitle(tr("Mistake %1 of %2"));
    m_window->setUnratedTitle(tr("Learn from This Game"));
    m_window->solutionButton()->setText(tr("Show &Me"));
    m_window->nextButton()->setText(tr("&Next Mistake"));
    connect(session, &PuzzleSession::firstResult, this,
        [this, session](bool solved) { m_practice->answerCard(*session, solved); });
    if (m_controller) {
        m_controller->clockKeeper()->hold();
        connect(m_window, &QObject::destroyed, this, [this] {
            if (m_controller) m_controller->clockKeeper()->release();
        });
    }
    return m_window;
}

} // namespace rochade::gui
