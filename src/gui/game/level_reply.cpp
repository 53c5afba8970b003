// SPDX-License-Identifier: GPL-3.0-or-later
// How fast a level replies.
#include "game/level_reply.h"

#include "game/game_setup.h"
#include "rochade/engine/reply_time.h"

#include <QCoreApplication>
#include <QLocale>

namespace rochade::gui {

namespace {

QString seconds(int ms) {
    return QLocale().toString(ms / 1000.0, 'g', 3);
}

} // namespace

QString levelReplyTime(engine::Level level) {
    const int slowest = engine::slowestReplyMs(level);
    if (slowest <= 0)
        return QCoreApplication::translate(
            "Level", "Takes the time its clock allows, or thinks until told to move.");
    // The search stops at its cap, and the window shows the reply at a player's pace, never
    // later than its slowest (engine/reply_time.h); "Fast replies" only makes it sooner.
    return QCoreApplication::translate(
        "Level", "Replies within %1 seconds, sooner when the move is forced.")
        .arg(seconds(slowest));
}

QString levelExplanation(engine::Level level) {
    return levelDescription(level) + QLatin1Char(' ') + levelReplyTime(level);
}

} // namespace rochade::gui
