// SPDX-License-Identifier: GPL-3.0-or-later
// HumanPlayer: the side moved by board input, seated as any other player.
#pragma once

#include "engines/chess_player.h"

#include <QString>

namespace rochade::gui {

/// The human at the board, seated by the GameController on each side a human moves (both in
/// hot-seat), so the controller asks the player of a side, not the game's mode, who moves it.
/// It thinks about nothing: its moves come from the board through
/// GameController::playHumanMove(), which checks them and asks what an engine's answer never
/// needs asking (a draw claim before the move, a branch from an earlier position). Lives in
/// the GUI thread.
class HumanPlayer : public ChessPlayer {
    Q_OBJECT
public:
    bool isHuman() const override { return true; }
    /// Nothing to start: the board takes the move when the human makes it.
    void startThinking(const MoveRequest&) override { }
    void stop(quint64) override { }
    void cancelThrough(quint64) override { }
    /// Empty: the game's setup names the human (GameController::playerName()).
    QString name() const override { return {}; }
};

} // namespace rochade::gui
