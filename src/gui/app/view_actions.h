// SPDX-License-Identifier: GPL-3.0-or-later
// The window's looks: which way the board faces, promotion to a queen, how fast moves slide,
// the board theme, piece set, colours and language.
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QSettings;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class NotationActions;

/// Owns the View menu's own actions and its looks sub-menus, applies and remembers them.
/// Lives in the GUI thread.
class ViewActions : public QObject {
    Q_OBJECT
public:
    /// Applies the remembered theme, piece set and colours to `board` and the application;
    /// follows `controller` for the board's orientation (neither owned). The menus are
    /// children of `window`.
    ViewActions(GameController* controller, BoardWidget* board, QWidget* window);

    QAction* flipAction() const { return m_flipAction; }
    QAction* autoFlipAction() const { return m_autoFlipAction; }
    QAction* queenAction() const { return m_queenAction; }
    /// Board theme, Piece set, Colours, Language and Notation, in that order.
    const QList<QMenu*>& looksMenus() const { return m_looksMenus; }
    /// View ▸ Notation: the letters moves are written with.
    NotationActions* notationActions() const { return m_notationActions; }
    /// Move Animation: Off, Fast, Normal, Slow (remembered, applied to the board at once).
    QMenu* motionMenu() const { return m_motionMenu; }

    /// The checked state of Flip, Turn the board and Always promote to queen.
    void readSettings(const QSettings& settings);
    void writeSettings(QSettings& settings) const;

public slots:
    /// Which way the board faces: the human's side at the bottom against the computer, the
    /// side to move in hot-seat when asked, turned once more by Flip.
    void updateOrientation();

signals:
    void orientationChanged(bool flipped);
    /// The application's palette changed (another colour scheme).
    void coloursChanged();
    void statusMessage(const QString& text);

private:
    QMenu* createMotionMenu(const QSettings& settings);
    QMenu* createThemeMenu(const QSettings& settings);
    QMenu* createPieceSetMenu(const QSettings& settings);
    QMenu* createColoursMenu(const QSettings& settings);
    QMenu* createLanguageMenu(const QSettings& settings);

    GameController* m_controller;
    BoardWidget* m_board;
    QWidget* m_window;
    QAction* m_flipAction = nullptr;
    QAction* m_autoFlipAction = nullptr;
    QAction* m_queenAction = nullptr;
    QList<QMenu*> m_looksMenus;
    QMenu* m_motionMenu = nullptr;
    NotationActions* m_notationActions = nullptr;
};

} // namespace rochade::gui
