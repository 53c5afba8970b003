// SPDX-License-Identifier: GPL-3.0-or-later
// The tutor in the window: its actions, its note beside the board, the take-backs counted
// in the record.
#pragma once

#include "game/game_setup.h"

#include <QObject>
#include <QPointer>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QStatusBar;

namespace rochade::gui {

class BoardWidget;
class DocumentActions;
class GameController;
class Tutor;
class TutorNote;

/// Owns the Tutor and what the window shows of it: Learn ▸ Tutor (checkable) with its
/// threshold (Preferences shows both, and a change is the next games' default too, stored
/// with the New Game dialog's setup), the note in a dock beside the board while a warning
/// is open (the refutation as an arrow on the board, the keyboard focus on Take back, given
/// back to the board when the note closes), and the take-backs: each one counted in the
/// game's record as the tag TutorTakebacks (kTakebacksTag), shown in the status bar.
/// Lives in the GUI thread.
class TutorActions : public QObject {
    Q_OBJECT
public:
    /// The PGN tag that counts the take-backs of a game (see docs/user-guide.md: a name of
    /// Rochade's own, in the standard's form for new tags, as Mode and Level are).
    static constexpr const char* kTakebacksTag = "TutorTakebacks";

    /// Follows `controller`, draws on `board` and writes the tag into `document`'s record;
    /// none is owned.
    TutorActions(GameController* controller, BoardWidget* board, DocumentActions* document,
        QObject* parent = nullptr);

    Tutor* tutor() const { return m_tutor; }
    TutorNote* note() const { return m_note; }
    /// The dock beside the board that holds the note; shown only while a warning is open.
    QDockWidget* dock() const { return m_dock; }
    /// Learn ▸ Tutor: on for the running game (against the computer) and the next ones.
    QAction* tutorAction() const { return m_tutorAction; }
    /// Warn from inaccuracies, mistakes, or blunders only (data: int(review::MoveClass)).
    QActionGroup* thresholdGroup() const { return m_thresholdGroup; }
    /// The take-backs the running game's record counts (its TutorTakebacks tag; 0 without).
    int takebacks() const;
    /// "Tutor take-backs: 1" in the status bar (for tests); empty while hidden.
    QString takebacksText() const;

    /// Puts the take-back count into `bar`.
    void addTo(QStatusBar* bar) const;
    /// A new game starts with `setup`: the tutor on or off, and its threshold, as it says.
    void followSetup(const GameSetup& setup);
    /// Drops any judgement and joins the tutor's engine thread (before the window goes).
    void shutdown();

signals:
    void statusMessage(const QString& text);

private:
    void onWarned();
    /// The open warning's refutation as the board's arrow, unless an earlier position is shown.
    void showRefutation();
    void onWarningClosed();
    void onTookBack();
    void onTutorToggled(bool on);
    void onThresholdChosen(QAction* action);
    void updateTakebacks();
    /// Stores the tutor's state as the next games' default (the New Game dialog's).
    void storeDefault() const;

    GameController* m_controller;
    QPointer<BoardWidget> m_board;
    DocumentActions* m_document;
    Tutor* m_tutor;
    TutorNote* m_note;
    QDockWidget* m_dock;
    QAction* m_tutorAction = nullptr;
    QActionGroup* m_thresholdGroup = nullptr;
    QLabel* m_takebacksLabel = nullptr;
    bool m_boardHadFocus = false;
};

} // namespace rochade::gui
