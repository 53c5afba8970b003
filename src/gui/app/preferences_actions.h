// SPDX-License-Identifier: GPL-3.0-or-later
// Edit ▸ Preferences and the board options that live only there: coordinates, legal-move
// marks, the last-move highlight and how pieces are moved.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameActions;
class PreferencesDialog;
class SoundActions;
class ViewActions;

/// Owns the Preferences action and dialog, and the board options' actions (applied to the
/// board at once and remembered in QSettings). The dialog binds to the parts' own actions
/// (View, Sound, Game), so the menus and the dialog always agree. Lives in the GUI thread.
class PreferencesActions : public QObject {
    Q_OBJECT
public:
    /// Applies the remembered board options to `board`; the dialog offers `view`'s, `sound`'s
    /// and `game`'s actions too (none owned) and opens over `window`.
    PreferencesActions(BoardWidget* board, ViewActions* view, SoundActions* sound,
        GameActions* game, QWidget* window);

    /// Edit ▸ Preferences… (QKeySequence::Preferences, and Ctrl+, everywhere).
    QAction* preferencesAction() const { return m_preferencesAction; }
    QAction* coordinatesAction() const { return m_coordinatesAction; }
    QAction* targetMarksAction() const { return m_targetMarksAction; }
    QAction* lastMoveAction() const { return m_lastMoveAction; }
    /// Click or drag, Click only, Drag only (data: moveInputKey()).
    QActionGroup* moveInputGroup() const { return m_moveInputGroup; }
    /// Adds "Add my finished games to the library" (`action`, not owned) to the Playing page;
    /// before the dialog is first opened.
    void setLibraryOption(QAction* action) { m_libraryOption = action; }
    /// "Review my games in the background" (BackgroundReviewActions).
    void setBackgroundReviewOption(QAction* action) { m_backgroundReviewOption = action; }
    /// Adds the tutor's default (`tutor`, checkable) and its threshold (`thresholds`) to the
    /// Playing page (neither owned); before the dialog is first opened.
    void setTutorOptions(QAction* tutor, QActionGroup* thresholds) {
        m_tutorOption = tutor;
        m_tutorThresholds = thresholds;
    }
    /// The dialog once it has been opened, else null.
    PreferencesDialog* dialog() const;

public slots:
    /// Opens the dialog (window-modal), showing the settings as they are now.
    void showPreferences();

private:
    QAction* boardOption(const QString& text, const QString& objectName, const QString& key);
    void createMoveInputGroup();
    /// Hands the three board options' check states to the board.
    void showBoardOptions();
    PreferencesDialog* createDialog();

    BoardWidget* m_board;
    ViewActions* m_view;
    SoundActions* m_sound;
    GameActions* m_game;
    QWidget* m_window;
    QAction* m_preferencesAction = nullptr;
    QAction* m_coordinatesAction = nullptr;
    QAction* m_targetMarksAction = nullptr;
    QAction* m_lastMoveAction = nullptr;
    QActionGroup* m_moveInputGroup = nullptr;
    QPointer<PreferencesDialog> m_dialog;
    QAction* m_libraryOption = nullptr;
    QAction* m_backgroundReviewOption = nullptr;
    QAction* m_tutorOption = nullptr;
    QActionGroup* m_tutorThresholds = nullptr;
};

/// The exclusive action group of a choice menu's entries (the View menu's looks sub-menus),
/// or null if `menu` has none.
QActionGroup* actionGroupOf(const QMenu* menu);

} // namespace rochade::gui
