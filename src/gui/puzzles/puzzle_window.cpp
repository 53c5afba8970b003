// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle mode's window: the board and the panel beside it.
#include "puzzles/puzzle_window.h"

#include "board/board_widget.h"
#include "panels/colour_scheme.h"
#include "puzzles/puzzle_texts.h"
#include "rochade/core/move_generator.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace rochade::gui {

namespace {

/// The history shows the latest attempts, newest first.
constexpr int kHistoryShown = 30;

QLabel* wrappedPuzzleLabel() {
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PuzzleWindow::PuzzleWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_session(new PuzzleSession(this)) {
    setObjectName(QStringLiteral("puzzleWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Puzzles"));
    m_board = new BoardWidget;
    m_board->setObjectName(QStringLiteral("puzzleBoard"));
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 1);
    layout->addWidget(createPanel());

    connect(m_board, &BoardWidget::moveChosen, m_session, &PuzzleSession::playMove);
    connect(m_board, &BoardWidget::statusMessage, this,
        [this](const QString& text) { onMessage(text, PuzzleSession::Tone::Neutral); });
    connect(m_session, &PuzzleSession::puzzleStarted, this, &PuzzleWindow::onPuzzleStarted);
    connect(m_session, &PuzzleSession::positionChanged, this, &PuzzleWindow::onPositionChanged);
    connect(m_session, &PuzzleSession::inputChanged, this, &PuzzleWindow::onInputChanged);
    connect(m_session, &PuzzleSession::message, this, &PuzzleWindow::onMessage);
    connect(m_session, &PuzzleSession::puzzleRated, this, &PuzzleWindow::onPuzzleRated);
    connect(m_session, &PuzzleSession::ratingChanged, this, &PuzzleWindow::refreshRating);
    connect(m_session, &PuzzleSession::hintReady, m_board, &BoardWidget::selectSquare);
    connect(m_session, &PuzzleSession::hintMoveReady, this, [this](Move move) {
        m_board->setHintMove(move);
        updateButtons();
    });
    connect(m_hintButton, &QPushButton::clicked, m_session, &PuzzleSession::requestHint);
    connect(m_retryButton, &QPushButton::clicked, m_session, &PuzzleSession::retry);
    connect(m_solutionButton, &QPushButton::clicked, m_session, &PuzzleSession::showSolution);
    connect(m_nextButton, &QPushButton::clicked, m_session, &PuzzleSession::nextPuzzle);
    refreshRating();
    updateButtons();
    resize(940, 620);
}

PuzzleWindow::~PuzzleWindow() {
    // Join the worker before the widgets its answers would reach go away.
    m_session->shutdown();
}

QWidget* PuzzleWindow::createPanel() {
    auto* panel = new QWidget;
    panel->setFixedWidth(320);
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 0, 0);
    m_titleLabel = wrappedPuzzleLabel();
    column->addWidget(m_titleLabel);
    m_sourceLabel = wrappedPuzzleLabel();
    m_sourceLabel->setObjectName(QStringLiteral("puzzleSource"));
    m_sourceLabel->setTextFormat(Qt::RichText);
    m_sourceLabel->setTextInteractionFlags(
        Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_sourceLabel->hide();
    connect(m_sourceLabel, &QLabel::linkActivated, this, [this] { emit sourceActivated(); });
    column->addWidget(m_sourceLabel);
    m_goalLabel = wrappedPuzzleLabel();
    m_goalLabel->setObjectName(QStringLiteral("puzzleGoal"));
    QFont goalFont = m_goalLabel->font();
    goalFont.setBold(true);
    goalFont.setPointSizeF(goalFont.pointSizeF() * 1.3);
    m_goalLabel->setFont(goalFont);
    m_goalLabel->setAutoFillBackground(true);
    m_goalLabel->setPalette(noticePalette(palette()));
    m_goalLabel->setMargin(8);
    column->addWidget(m_goalLabel);
    m_messageLabel = wrappedPuzzleLabel();
    m_messageLabel->setObjectName(QStringLiteral("puzzleMessage"));
    m_messageLabel->setMinimumHeight(m_messageLabel->fontMetrics().height() * 3);
    m_messageLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    column->addWidget(m_messageLabel);

    auto* buttons = new QGridLayout;
    m_hintButton = new QPushButton(tr("&Hint"));
    m_retryButton = new QPushButton(tr("&Try Again"));
    m_solutionButton = new QPushButton(tr("&Show Solution"));
    m_nextButton = new QPushButton(tr("&Next Puzzle"));
    for (QPushButton* button : { m_hintButton, m_retryButton, m_solutionButton, m_nextButton })
        button->setFocusPolicy(Qt::TabFocus); // a click leaves the keyboard on the board
    buttons->addWidget(m_hintButton, 0, 0);
    buttons->addWidget(m_retryButton, 0, 1);
    buttons->addWidget(m_solutionButton, 1, 0);
    buttons->addWidget(m_nextButton, 1, 1);
    column->addLayout(buttons);
    m_puzzleRatingLabel = wrappedPuzzleLabel();
    column->addWidget(m_puzzleRatingLabel);

    auto* ratingBox = new QGroupBox(tr("Your results"));
    auto* ratingColumn = new QVBoxLayout(ratingBox);
    m_ratingLabel = wrappedPuzzleLabel();
    m_ratingLabel->setObjectName(QStringLiteral("puzzleRating"));
    QFont ratingFont = m_ratingLabel->font();
    ratingFont.setBold(true);
    m_ratingLabel->setFont(ratingFont);
    m_streakLabel = wrappedPuzzleLabel();
    m_themesLabel = wrappedPuzzleLabel();
    m_history = new QListWidget;
    m_history->setObjectName(QStringLiteral("puzzleHistory"));
    m_history->setFocusPolicy(Qt::NoFocus);
    ratingColumn->addWidget(m_ratingLabel);
    ratingColumn->addWidget(m_streakLabel);
    ratingColumn->addWidget(m_themesLabel);
    ratingColumn->addWidget(new QLabel(tr("Latest attempts:")));
    ratingColumn->addWidget(m_history, 1);
    column->addWidget(ratingBox, 1);
    column->addStretch();
    m_ratingBox = ratingBox;
    return panel;
}

void PuzzleWindow::takeLooksFrom(const BoardWidget& board) {
    m_board->setTheme(board.theme());
    m_board->setPieceSet(board.pieceSetId());
    m_board->setDisplayOptions(board.displayOptions());
    m_board->setMotionDuration(board.motionDuration());
    m_board->setAlwaysPromoteToQueen(board.alwaysPromoteToQueen());
    m_board->setMoveInput(board.moveInput());
}

QString PuzzleWindow::goalText() const {
    return m_goalLabel->text();
}

QString PuzzleWindow::titleText() const {
    return m_titleLabel->text();
}

QString PuzzleWindow::messageText() const {
    return m_messageLabel->text();
}

QString PuzzleWindow::ratingText() const {
    return m_ratingLabel->text() + QLatin1Char('\n') + m_streakLabel->text() + QLatin1Char('\n')
        + m_themesLabel->text();
}

void PuzzleWindow::setSourceText(const QString& text) {
    m_sourceLabel->setText(text.isEmpty()
            ? QString()
            : QStringLiteral("<a href=\"source\">%1</a>").arg(text.toHtmlEscaped()));
    m_sourceLabel->setVisible(!text.isEmpty());
}

void PuzzleWindow::onPuzzleStarted() {
    const puzzles::Puzzle* puzzle = m_session->puzzle();
    setSourceText({});
    if (!puzzle) return;
    QString title = !m_listTitle.isEmpty() && m_session->listSize() > 0
        ? m_listTitle.arg(puzzle->number).arg(m_session->listSize())
        : tr("Puzzle %1 of %2").arg(puzzle->number).arg(m_session->fileName());
    if (!puzzle->name.empty()) title += QStringLiteral("\n") + QString::fromStdString(puzzle->name);
    m_titleLabel->setText(title);
    const QString unrated = m_unratedTitle.isEmpty() ? tr("Practice") : m_unratedTitle;
    setWindowTitle(
        m_session->ratesPuzzles() ? tr("Puzzles – %1").arg(m_session->fileName()) : unrated);
    m_goalLabel->setText(PuzzleTexts::goal(*puzzle));
    // The solver plays up the board, as in a game of their own.
    m_board->setFlipped(puzzle->solver == Color::Black);
    // Practice cards are no rated puzzles: no rating to show.
    m_puzzleRatingLabel->setVisible(m_session->ratesPuzzles());
    m_ratingBox->setVisible(m_session->ratesPuzzles());
    onPuzzleRated();
    updateButtons();
}

void PuzzleWindow::onPositionChanged(const Position& position, Move lastMove) {
    m_board->setPosition(position, lastMove);
    // Back where the arrow was shown (a wrong move taken back): the arrow again.
    if (const Move hint = m_session->shownHintMove(); !hint.isNull()) m_board->setHintMove(hint);
    onInputChanged(m_session->awaitsMove());
}

void PuzzleWindow::onInputChanged(bool awaitsMove) {
    if (awaitsMove) {
        m_board->setLegalMoves(MoveGenerator::legalMoves(m_session->position()));
        m_board->setInputEnabled(true);
    } else {
        m_board->setLegalMoves({});
        m_board->setInputEnabled(false,
            m_session->isFinished() ? tr("This puzzle is over: try it again or go on to the next.")
                                    : tr("Wait for the reply."));
    }
    updateButtons();
}

void PuzzleWindow::onMessage(const QString& text, PuzzleSession::Tone tone) {
    m_messageLabel->setText(text);
    const bool dark = isDarkPalette(palette());
    QPalette colours = palette();
    if (tone == PuzzleSession::Tone::Good)
        colours.setColor(
            QPalette::WindowText, dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x1b, 0x5e, 0x20));
    else if (tone == PuzzleSession::Tone::Bad)
        colours.setColor(
            QPalette::WindowText, dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c));
    m_messageLabel->setPalette(colours);
}

void PuzzleWindow::onPuzzleRated() {
    const std::optional<int> rating = m_session->puzzleRating();
    QString text = rating ? PuzzleTexts::puzzleRating(*rating, m_session->puzzleRatingEstimated())
                          : tr("Rating this puzzle…");
    const puzzles::Puzzle* puzzle = m_session->puzzle();
    if (puzzle && !puzzle->themes.empty()) {
        QStringList themes;
        for (const std::string& theme : puzzle->themes)
            themes << QString::fromStdString(theme);
        text += QLatin1Char('\n') + tr("Themes: %1").arg(themes.join(QStringLiteral(", ")));
    }
    m_puzzleRatingLabel->setText(text);
}

void PuzzleWindow::refreshRating() {
    const puzzles::PuzzleRating& rating = m_session->rating();
    m_ratingLabel->setText(PuzzleTexts::rating(rating));
    QString streak = PuzzleTexts::streak(rating);
    if (!m_session->ratingError().isEmpty())
        streak += QLatin1Char('\n') + tr("Not saved: %1").arg(m_session->ratingError());
    m_streakLabel->setText(streak);
    m_themesLabel->setText(PuzzleTexts::themes(rating));
    m_themesLabel->setVisible(!m_themesLabel->text().isEmpty());
    m_history->clear();
    const auto& history = rating.history();
    for (auto it = history.rbegin(); it != history.rend() && m_history->count() < kHistoryShown;
         ++it)
        m_history->addItem(PuzzleTexts::historyEntry(*it));
}

void PuzzleWindow::updateButtons() {
    const bool puzzle = m_session->puzzle() != nullptr;
    m_hintButton->setEnabled(m_session->canHint());
    m_retryButton->setEnabled(puzzle);
    m_solutionButton->setEnabled(puzzle);
    m_nextButton->setEnabled(puzzle);
}

} // namespace rochade::gui
