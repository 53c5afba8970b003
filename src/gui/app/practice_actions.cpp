// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Practice: cards from the review, the due cards in the puzzle window, the answers.
#include "app/practice_actions.h"

#include "board/board_widget.h"
#include "game/game_controller.h"
#include "puzzles/practice_puzzle.h"
#include "puzzles/puzzle_window.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/reviewed_game.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace rochade::gui {

namespace {

std::chrono::sys_days localToday() {
    const QDate date = QDate::currentDate();
    return std::chrono::sys_days { std::chrono::year { date.year() }
        / std::chrono::month { static_cast<unsigned>(date.month()) }
        / std::chrono::day { static_cast<unsigned>(date.day()) } };
}

/// The move as the review marked it: "Nf3?" or "Nf3??".
QString markedMove(const training::PracticeCard& card) {
    const QString san = QString::fromStdString(card.played.san);
    return card.mistakeClass == training::MistakeClass::Mistake ? san + QStringLiteral("?")
                                                                : san + QStringLiteral("??");
}

/// The source a card is best opened from: a library game or a file the program can find
/// (a game played before it was saved has a file source without a path).
const training::CardSource* openableSource(const training::PracticeCard& card) {
    for (const training::CardSource& source : card.sources)
        if (source.kind == training::CardSource::Kind::Library || !source.path.empty())
            return &source;
    return nullptr;
}

} // namespace

QString PracticeActions::sourceText(const training::CardSource& source) {
    const QString white = QString::fromStdString(source.white);
    const QString black = QString::fromStdString(source.black);
    const QString date = QString::fromStdString(source.date);
    const int move = (source.ply + 1) / 2;
    if (date.isEmpty() || date.contains(QLatin1Char('?')))
        return tr("From %1 – %2, move %3").arg(white, black).arg(move);
    return tr("From %1 – %2, %3, move %4").arg(white, black, date).arg(move);
}

PracticeActions::PracticeActions(GameController* controller, BoardWidget* board, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_board(board)
    , m_window(window)
    , m_deckPath(defaultDeckPath())
    , m_clock(localToday) {
    m_practiceAction = new QAction(tr("Pra&ctice"), this);
    m_practiceAction->setObjectName(QStringLiteral("practiceAction"));
    m_practiceAction->setStatusTip(tr("Practise the mistakes of your reviewed games"));
    connect(m_practiceAction, &QAction::triggered, this, &PracticeActions::openPractice);
    updateAction();
}

QString PracticeActions::defaultDeckPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("practice-cards.txt"));
}

QString PracticeActions::puzzleName(const training::PracticeCard& card) {
    return tr("Find a better move than %1").arg(markedMove(card));
}

void PracticeActions::setDeckPath(const QString& path) {
    m_deckPath = path;
    updateAction();
}

void PracticeActions::setClock(Clock clock) {
    m_clock = std::move(clock);
    updateAction();
}

void PracticeActions::updateAction() {
    Result<training::CardDeck> deck
        = training::CardDeck::open(QFile::encodeName(m_deckPath).toStdString());
    const std::size_t due = deck.ok() ? deck.value().counts(today()).due : 0;
    m_practiceAction->setText(due > 0 ? tr("Pra&ctice (%1 due)").arg(due) : tr("Pra&ctice"));
    m_practiceAction->setEnabled(due > 0);
}

int PracticeActions::addFromReview() {
    if (!m_controller || !m_controller->isVsComputer()) return -1;
    const Color player = m_controller->humanColor();
    PgnGame record;
    record.game = m_controller->game();
    record.setTag("White", m_controller->playerName(Color::White).toStdString());
    record.setTag("Black", m_controller->playerName(Color::Black).toStdString());
    record.setTag(
        "Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    training::CardSource where;
    where.event = tr("Game against the computer").toStdString();
    training::ReviewedGameCards found = training::cardsFromReviewedGame(
        record, m_controller->playerName(player).toStdString(), where);
    // The names may be alike (two "You"s): the side decides, not the name.
    std::erase_if(found.cards,
        [player](const training::PracticeCard& card) { return card.side() != player; });

    Result<training::CardDeck> deck
        = training::CardDeck::open(QFile::encodeName(m_deckPath).toStdString());
    if (!deck.ok()) {
        emit statusMessage(
            tr("Practice cards not added: %1").arg(QString::fromStdString(deck.error().message)));
        return -1;
    }
    training::CardDeck cards = std::move(deck).value();
    const training::CardsAdded added = cards.add(std::move(found.cards), today());
    if (const Result<bool> saved = cards.save(); !saved.ok()) {
        emit statusMessage(
            tr("Practice cards not saved: %1").arg(QString::fromStdString(saved.error().message)));
        return -1;
    }
    const int count = static_cast<int>(added.added);
    // English has no plural file: one is said in words, the rest with %n (the translations'
    // plural forms).
    if (count == 0)
        emit statusMessage(tr("No new mistakes for your practice cards."));
    else if (count == 1)
        emit statusMessage(tr("One mistake added to your practice cards."));
    else
        emit statusMessage(tr("%n mistakes added to your practice cards.", nullptr, count));
    updateAction();
    return count;
}

PuzzleWindow* PracticeActions::openPractice() {
    Result<training::CardDeck> deck
        = training::CardDeck::open(QFile::encodeName(m_deckPath).toStdString());
    if (!deck.ok()) {
        emit statusMessage(tr("The practice cards cannot be read: %1")
                               .arg(QString::fromStdString(deck.error().message)));
        return nullptr;
    }
    std::vector<puzzles::Puzzle> puzzles;
    m_sources.clear();
    for (const training::PracticeCard* card : deck.value().due(today())) {
        if (const training::CardSource* source = openableSource(*card))
            m_sources[card->id()] = *source;
        Result<puzzles::Puzzle> puzzle
            = puzzleFromCard(*card, puzzles.size() + 1, puzzleName(*card).toStdString());
        if (puzzle.ok()) puzzles.push_back(std::move(puzzle).value());
    }
    if (puzzles.empty()) {
        emit statusMessage(tr("No practice cards are due today."));
        updateAction();
        return nullptr;
    }
    const bool made = !m_practiceWindow;
    if (made) {
        m_practiceWindow = new PuzzleWindow(m_window);
        m_practiceWindow->takeLooksFrom(*m_board);
        m_practiceWindow->session()->setRatesPuzzles(false);
        connect(m_practiceWindow->session(), &PuzzleSession::firstResult, this,
            &PracticeActions::onFirstResult);
        // After the window's own slot, which clears the source of the puzzle before.
        connect(m_practiceWindow->session(), &PuzzleSession::puzzleStarted, this,
            &PracticeActions::onPuzzleStarted);
        connect(m_practiceWindow, &PuzzleWindow::sourceActivated, this, [this] {
            const puzzles::Puzzle* puzzle
                = m_practiceWindow ? m_practiceWindow->session()->puzzle() : nullptr;
            if (!puzzle) return;
            if (const auto found = m_sources.find(puzzle->id); found != m_sources.end())
                emit openSourceRequested(found->second);
        });
        if (m_controller) {
            m_controller->clockKeeper()->hold();
            connect(m_practiceWindow, &QObject::destroyed, this, [this] {
                if (m_controller) m_controller->clockKeeper()->release();
            });
        }
    }
    const int count = static_cast<int>(puzzles.size());
    m_practiceWindow->session()->openPuzzles(
        std::move(puzzles), tr("your practice cards"), tr("That was the last card due today."));
    m_practiceWindow->setWindowTitle(tr("Practice"));
    m_practiceWindow->show();
    m_practiceWindow->raise();
    m_practiceWindow->activateWindow();
    m_practiceWindow->board()->setFocus(Qt::OtherFocusReason);
    emit statusMessage(count == 1 ? tr("One practice card is due today.")
                                  : tr("%n practice cards are due today.", nullptr, count));
    return m_practiceWindow;
}

void PracticeActions::onPuzzleStarted() {
    if (!m_practiceWindow) return;
    const puzzles::Puzzle* puzzle = m_practiceWindow->session()->puzzle();
    const auto found = puzzle ? m_sources.find(puzzle->id) : m_sources.end();
    m_practiceWindow->setSourceText(
        found != m_sources.end() ? sourceText(found->second) : QString());
}

void PracticeActions::onFirstResult(bool solved) {
    if (m_practiceWindow) answerCard(*m_practiceWindow->session(), solved);
}

bool PracticeActions::answerCard(const PuzzleSession& session, bool solved) {
    const puzzles::Puzzle* puzzle = session.puzzle();
    if (!puzzle) return false;
    const training::AnswerOutcome outcome = !solved ? training::AnswerOutcome::Wrong
        : session.hintUsed()                        ? training::AnswerOutcome::RightWithHint
                                                    : training::AnswerOutcome::Right;
    Result<training::CardDeck> deck
        = training::CardDeck::open(QFile::encodeName(m_deckPath).toStdString());
    // A mistake the deck does not hold (a hot-seat game's, an opened game's) moves nothing.
    if (deck.ok() && !deck.value().find(puzzle->id)) return false;
    Result<bool> done = deck.ok() ? Result<bool>(true) : Result<bool>(deck.error());
    if (done.ok()) {
        training::CardDeck cards = std::move(deck).value();
        // Show Solution before any move: no move tried.
        const Move tried = session.triedMove();
        done = cards.answer(puzzle->id, training::recallFor(outcome), outcome, today(),
            tried.isNull() ? std::string() : toUci(tried));
        if (done.ok()) done = cards.save();
    }
    if (!done.ok())
        emit statusMessage(
            tr("The answer was not saved: %1").arg(QString::fromStdString(done.error().message)));
    updateAction();
    return done.ok();
}

} // namespace rochade::gui
