// SPDX-License-Identifier: GPL-3.0-or-later
// The View ▸ Sound menu: mute, volume, quiet while minimised, the bump; and the sounds.
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace rochade::gui {

class BoardWidget;
class GameController;
class SoundPlayer;

/// Owns the SoundPlayer (playing through Qt Multimedia) and the Sound menu, remembers the
/// choices in QSettings and applies them at once. Lives in the GUI thread.
class SoundActions : public QObject {
    Q_OBJECT
public:
    /// Plays the sounds of `controller`'s game and of `board`'s refused moves (neither
    /// owned), and keeps quiet while `window` is minimised if asked; the menu is a child of
    /// `window`.
    SoundActions(GameController* controller, BoardWidget* board, QWidget* window);

    QMenu* menu() const { return m_menu; }
    QAction* muteAction() const { return m_muteAction; }
    /// The Volume sub-menu: one exclusive, checkable action a step.
    QMenu* volumeMenu() const { return m_volumeMenu; }
    QAction* quietWhenMinimisedAction() const { return m_quietAction; }
    QAction* bumpAction() const { return m_bumpAction; }
    SoundPlayer* player() const { return m_player; }

private:
    /// The menu's state into the player and the settings.
    void apply();

    SoundPlayer* m_player;
    QMenu* m_menu = nullptr;
    QMenu* m_volumeMenu = nullptr;
    QAction* m_muteAction = nullptr;
    QAction* m_quietAction = nullptr;
    QAction* m_bumpAction = nullptr;
};

} // namespace rochade::gui
