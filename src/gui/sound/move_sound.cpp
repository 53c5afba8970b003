// SPDX-License-Identifier: GPL-3.0-or-later
// The sound of each move and each game end.
#include "sound/move_sound.h"

namespace rochade::gui {

SoundEvent moveSound(const Position& before, Move m) {
    Position after = before;
    UndoInfo undo;
    after.makeMove(m, undo);
    if (after.isInCheck()) return SoundEvent::Check;
    if (m.isPromotion()) return SoundEvent::Promotion;
    if (m.isCastling()) return SoundEvent::Castle;
    if (m.isCapture()) return SoundEvent::Capture;
    return SoundEvent::Move;
}

SoundEvent endSound(GameResult result, std::optional<Color> human) {
    if (result == GameResult::Draw || result == GameResult::Ongoing) return SoundEvent::Draw;
    if (!human) return SoundEvent::Win;
    const Color winner = result == GameResult::WhiteWins ? Color::White : Color::Black;
    return winner == *human ? SoundEvent::Win : SoundEvent::Loss;
}

QString soundResource(SoundEvent event) {
    const char* name = "move";
    switch (event) {
    case SoundEvent::Move:
        name = "move";
        break;
    case SoundEvent::Capture:
        name = "capture";
        break;
    case SoundEvent::Castle:
        name = "castle";
        break;
    case SoundEvent::Check:
        name = "check";
        break;
    case SoundEvent::Promotion:
        name = "promotion";
        break;
    case SoundEvent::Win:
        name = "win";
        break;
    case SoundEvent::Loss:
        name = "loss";
        break;
    case SoundEvent::Draw:
        name = "draw";
        break;
    case SoundEvent::LowTime:
        name = "lowtime";
        break;
    case SoundEvent::Illegal:
        name = "illegal";
        break;
    }
    return QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(name));
}

} // namespace rochade::gui
