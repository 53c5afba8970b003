// SPDX-License-Identifier: GPL-3.0-or-later
// The tutor's actions, its note in a dock beside the board, and the take-backs in the record.
#include "app/tutor_actions.h"

#include "app/document_actions.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "insight/tutor.h"
#include "insight/tutor_note.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>

namespace rochade::gui {

TutorActions::TutorActions(
    GameController* controller, BoardWidget* board, DocumentActions* document, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_board(board)
    , m_document(document)
    , m_tutor(new Tutor(controller, this))
    , m_note(new TutorNote)
    , m_dock(new QDockWidget(tr("Tutor"))) {
    m_dock->setObjectName(QStringLiteral("tutorDock"));
    m_dock->setWidget(m_note);
    // Not closable: while a warning is open the computer waits for Take back or Play on, so
    // the note must not be put away without an answer.
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_dock->hide();

    m_tutorAction = new QAction(tr("T&utor: Warn About My Mistakes"), this);
    m_tutorAction->setObjectName(QStringLiteral("tutorAction"));
    m_tutorAction->setCheckable(true);
    m_tutorAction->setToolTip(
        tr("Before the computer replies, warn me when my move was a mistake, and let me take it "
           "back"));
    connect(m_tutorAction, &QAction::triggered, this, &TutorActions::onTutorToggled);

    m_thresholdGroup = new QActionGroup(this);
    m_thresholdGroup->setExclusive(true);
    for (review::MoveClass threshold :
        { review::MoveClass::Inaccuracy, review::MoveClass::Mistake, review::MoveClass::Blunder }) {
        QAction* choice = m_thresholdGroup->addAction(tutorThresholdName(threshold));
        choice->setCheckable(true);
        choice->setData(int(threshold));
        choice->setChecked(threshold == m_tutor->threshold());
    }
    connect(m_thresholdGroup, &QActionGroup::triggered, this, &TutorActions::onThresholdChosen);

    m_takebacksLabel = new QLabel;
    m_takebacksLabel->setObjectName(QStringLiteral("tutorTakebacks"));
    m_takebacksLabel->setToolTip(
        tr("Moves taken back after the tutor's warning in this game (the record's %1 tag)")
            .arg(QLatin1String(kTakebacksTag)));
    m_takebacksLabel->hide();

    connect(m_tutor, &Tutor::warned, this, &TutorActions::onWarned);
    connect(m_tutor, &Tutor::warningClosed, this, &TutorActions::onWarningClosed);
    connect(m_tutor, &Tutor::tookBack, this, &TutorActions::onTookBack);
    connect(m_tutor, &Tutor::statusMessage, this, &TutorActions::statusMessage);
    connect(m_tutor, &Tutor::enabledChanged, this, [this](bool on) {
        m_tutorAction->setChecked(on);
        updateTakebacks();
    });
    connect(m_note, &TutorNote::takeBackClicked, m_tutor, &Tutor::takeBack);
    connect(m_note, &TutorNote::playOnClicked, m_tutor, &Tutor::playOn);
    connect(m_document, &DocumentActions::documentChanged, this, &TutorActions::updateTakebacks);
    // The board forgets its arrow with every position it shows: back at the game from
    // browsing, the open warning's arrow is drawn again.
    connect(m_controller, &GameController::positionChanged, this, &TutorActions::showRefutation);
}

void TutorActions::showRefutation() {
    const review::MoveReview* warning = m_tutor->warning();
    if (!m_board || !warning || warning->refutation.empty() || m_controller->isBrowsing()) return;
    m_board->setHintMove(warning->refutation.front());
}

void TutorActions::addTo(QStatusBar* bar) const {
    bar->addPermanentWidget(m_takebacksLabel);
}

void TutorActions::shutdown() {
    m_tutor->shutdown();
}

void TutorActions::followSetup(const GameSetup& setup) {
    m_tutor->setThreshold(setup.tutorThreshold);
    for (QAction* choice : m_thresholdGroup->actions())
        choice->setChecked(choice->data().toInt() == int(m_tutor->threshold()));
    m_tutor->setEnabled(setup.tutor);
    m_tutorAction->setChecked(setup.tutor);
    updateTakebacks();
}

void TutorActions::onTutorToggled(bool on) {
    m_tutor->setEnabled(on);
    storeDefault();
    updateTakebacks();
    if (!on)
        emit statusMessage(tr("The tutor is off."));
    else if (m_controller->isVsComputer())
        emit statusMessage(tr("The tutor is on: your next moves are judged before the computer "
                              "replies."));
    else
        emit statusMessage(tr("The tutor is on for games against the computer."));
}

void TutorActions::onThresholdChosen(QAction* action) {
    m_tutor->setThreshold(static_cast<review::MoveClass>(action->data().toInt()));
    storeDefault();
}

void TutorActions::storeDefault() const {
    QSettings settings;
    GameSetup stored = GameSetup::load(settings);
    stored.tutor = m_tutor->isEnabled();
    stored.tutorThreshold = m_tutor->threshold();
    stored.save(settings);
}

void TutorActions::onWarned() {
    const review::MoveReview* warning = m_tutor->warning();
    if (!warning) return;
    m_note->setText(Tutor::warningText(*warning));
    m_dock->show();
    m_dock->raise();
    // What the move allows, on the board: the opponent's best reply.
    showRefutation();
    // The board takes no move while the note is open: the keyboard goes to the note.
    m_boardHadFocus = m_board && m_board->hasFocus();
    m_note->takeBackButton()->setFocus(Qt::OtherFocusReason);
    emit statusMessage(tr("The tutor holds the clocks: take your move back, or play on."));
}

void TutorActions::onWarningClosed() {
    QWidget* focus = QApplication::focusWidget();
    const bool focusInNote = focus && m_note->isAncestorOf(focus);
    m_dock->hide();
    if (m_board) {
        m_board->setHintMove({});
        if (focusInNote || m_boardHadFocus) m_board->setFocus(Qt::OtherFocusReason);
    }
    m_boardHadFocus = false;
}

void TutorActions::onTookBack() {
    m_document->setTag(kTakebacksTag, QString::number(takebacks() + 1));
    updateTakebacks();
}

int TutorActions::takebacks() const {
    for (const PgnTag& tag : m_document->document().tags)
        if (tag.name == kTakebacksTag) return QString::fromStdString(tag.value).toInt();
    return 0;
}

QString TutorActions::takebacksText() const {
    return m_takebacksLabel->isHidden() ? QString() : m_takebacksLabel->text();
}

void TutorActions::updateTakebacks() {
    const int count = takebacks();
    const bool shown = count > 0 || (m_tutor->isEnabled() && m_controller->isVsComputer());
    m_takebacksLabel->setText(tr("Tutor take-backs: %1").arg(count));
    m_takebacksLabel->setVisible(shown);
}

} // namespace rochade::gui
