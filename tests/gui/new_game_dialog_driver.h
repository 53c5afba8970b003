// SPDX-License-Identifier: GPL-3.0-or-later
// Starting a game the way a user does: Game ▸ New Game, the dialog filled in, Start game.
#pragma once

#include "dialogs/new_game_dialog.h"
#include "gui_fixture.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTimer>

#include <functional>

namespace rochade::gui::test {

/// Runs `fill` on the New Game dialog that Game ▸ New Game opens in `w` (modal, so from a
/// timer once it is up), then presses its Start game button.
inline void newGameThroughTheDialog(
    MainWindow& w, const std::function<void(NewGameDialog&)>& fill) {
    bool filled = false;
    QTimer::singleShot(0, &w, [&] {
        NewGameDialog* dialog = nullptr;
        const bool open = QTest::qWaitFor([&] {
            dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            return dialog != nullptr && dialog->isVisible();
        });
        if (!open || !dialog) return;
        // As a window manager does with a new modal dialog: it becomes the active window.
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog)) return;
        fill(*dialog);
        auto* buttons = dialog->findChild<QDialogButtonBox*>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        filled = true;
    });
    QAction* newGame = action(w, "newGameAction");
    ASSERT_NE(newGame, nullptr);
    newGame->trigger();
    EXPECT_TRUE(filled);
}

} // namespace rochade::gui::test
