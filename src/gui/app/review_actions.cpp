// SPDX-License-Identifier: GPL-3.0-or-later
// The review's actions and status-bar widgets, wired to the GameReview and the board.
#include "app/review_actions.h"

#include "board/board_widget.h"
#include "game/game_controller.h"
#include "insight/game_review.h"

#include <QAction>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

#include <cmath>

namespace rochade::gui {

namespace {

bool isMistakeNag(int nag) {
    return nag == 2 || nag == 4 || nag == 6;
}

bool isMarkedMistake(const Game::Node& node) {
    for (int nag : node.annotation.nags)
        if (isMistakeNag(nag)) return true;
    return false;
}

} // namespace

ReviewActions::ReviewActions(GameController* controller, BoardWidget* board, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_board(board)
    , m_review(new GameReview(controller, this)) {
    m_reviewAction = new QAction(tr("&Review Game"), this);
    m_reviewAction->setObjectName(QStringLiteral("reviewAction"));
    m_reviewAction->setToolTip(tr("Let the engine judge every move of the game"));
    connect(m_reviewAction, &QAction::triggered, m_review, &GameReview::start);

    m_cancelAction = new QAction(tr("Cancel Review"), this);
    m_cancelAction->setObjectName(QStringLiteral("cancelReviewAction"));
    connect(m_cancelAction, &QAction::triggered, m_review, &GameReview::cancel);

    m_nextAction = new QAction(tr("Next &Mistake"), this);
    m_nextAction->setObjectName(QStringLiteral("nextMistakeAction"));
    connect(m_nextAction, &QAction::triggered, this, &ReviewActions::showNextMistake);
    m_previousAction = new QAction(tr("&Previous Mistake"), this);
    m_previousAction->setObjectName(QStringLiteral("previousMistakeAction"));
    connect(m_previousAction, &QAction::triggered, this, &ReviewActions::showPreviousMistake);

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_progress->setFormat(tr("Review %v/%m"));
    m_progress->setMaximumWidth(200);
    m_progress->hide();
    m_cancelButton = new QToolButton;
    m_cancelButton->setDefaultAction(m_cancelAction);
    m_cancelButton->hide();
    // The status bar keeps their room while they are hidden: showing them then changes no
    // height, so the board is not resized (and its pieces not drawn anew) when a review starts.
    for (QWidget* widget :
        { static_cast<QWidget*>(m_progress), static_cast<QWidget*>(m_cancelButton) }) {
        QSizePolicy policy = widget->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        widget->setSizePolicy(policy);
    }
    m_accuracyLabel = new QLabel;
    m_accuracyLabel->setObjectName(QStringLiteral("reviewAccuracy"));
    m_accuracyLabel->hide();

    connect(m_review, &GameReview::started, this, &ReviewActions::onStarted);
    connect(m_review, &GameReview::progress, this, &ReviewActions::onProgress);
    connect(m_review, &GameReview::finished, this, &ReviewActions::onFinished);
    connect(m_review, &GameReview::cancelled, this, &ReviewActions::onCancelled);
    connect(m_review, &GameReview::statusMessage, this, &ReviewActions::statusMessage);
    connect(controller, &GameController::positionChanged, this, &ReviewActions::onPositionChanged);
    connect(controller, &GameController::pausedChanged, this, &ReviewActions::updateActions);
    connect(controller, &GameController::gameOver, this, &ReviewActions::updateActions);
    updateActions();
}

ReviewActions::~ReviewActions() {
    // The widgets belong to the status bar, which may go first; the review stops here.
    m_review->shutdown();
}

void ReviewActions::addTo(QStatusBar* bar) const {
    bar->addPermanentWidget(m_accuracyLabel);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancelButton);
}

QString ReviewActions::accuracyText() const {
    const auto white = m_review->accuracy(Color::White);
    const auto black = m_review->accuracy(Color::Black);
    if (!white && !black) return {};
    const auto percent
        = [this](std::optional<double> a) { return a ? tr("%1%").arg(std::lround(*a)) : tr("–"); };
    return tr("Accuracy: White %1 · Black %2").arg(percent(white), percent(black));
}

void ReviewActions::updateActions() {
    const bool running = m_review->isRunning();
    m_reviewAction->setEnabled(m_review->canStart());
    m_cancelAction->setEnabled(running);
    m_nextAction->setEnabled(mistakeFrom(true) != nullptr);
    m_previousAction->setEnabled(mistakeFrom(false) != nullptr);
}

const Game::Node* ReviewActions::mistakeFrom(bool forward) const {
    const Game& game = m_controller->game();
    const std::vector<const Game::Node*> line = game.mainLine();
    // A shown variation counts from the main-line move at its ply.
    const int shown = m_controller->shownNode().ply;
    if (forward) {
        for (const Game::Node* node : line)
            if (node->ply > shown && isMarkedMistake(*node)) return node;
    } else {
        for (auto it = line.rbegin(); it != line.rend(); ++it)
            if ((*it)->ply < shown && isMarkedMistake(**it)) return *it;
    }
    return nullptr;
}

void ReviewActions::showNextMistake() {
    if (const Game::Node* node = mistakeFrom(true))
        m_controller->showNode(*node);
    else
        emit statusMessage(tr("No further mistake."));
}

void ReviewActions::showPreviousMistake() {
    if (const Game::Node* node = mistakeFrom(false))
        m_controller->showNode(*node);
    else
        emit statusMessage(tr("No earlier mistake."));
}

void ReviewActions::onStarted(int total) {
    m_accuracyLabel->hide();
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_progress->show();
    m_cancelButton->show();
    emit statusMessage(tr("Reviewing the game…"));
    updateActions();
}

void ReviewActions::onProgress(int done, int total) {
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void ReviewActions::onFinished() {
    m_progress->hide();
    m_cancelButton->hide();
    // The status bar keeps their room while they are hidden: showing them then changes no
    // height, so the board is not resized (and its pieces not drawn anew) when a review starts.
    for (QWidget* widget :
        { static_cast<QWidget*>(m_progress), static_cast<QWidget*>(m_cancelButton) }) {
        QSizePolicy policy = widget->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        widget->setSizePolicy(policy);
    }
    m_accuracyLabel->setText(accuracyText());
    m_accuracyLabel->setVisible(!m_accuracyLabel->text().isEmpty());
    emit statusMessage(tr("Review done. %1").arg(accuracyText()));
    updateActions();
    onPositionChanged();
}

void ReviewActions::onCancelled() {
    m_progress->hide();
    m_cancelButton->hide();
    emit statusMessage(tr("Review cancelled: nothing was written."));
    updateActions();
}

void ReviewActions::onPositionChanged() {
    if (m_review->moves().empty()) m_accuracyLabel->hide();
    updateActions();
    if (!m_board) return;
    // The better move, drawn on the position the classed move reached.
    const ReviewedMove* move = m_review->reviewedMove(m_controller->shownNode());
    if (move && move->moveClass != review::MoveClass::Good && !move->best.isNull())
        m_board->setHintMove(move->best);
}

} // namespace rochade::gui
