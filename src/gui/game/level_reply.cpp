// SPDX-License-Identifier: GPL-3.0-or-later
// How fast a level replies.
#include "game/level_reply.h"

#include "game/game_setup.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace rochade::gui {

namespace {

QString seconds(int ms) {
    return QLocale().toString(ms / 1000.0, 'g', 3);
}

} // namespace

QString levelReplyTime(engine::Level level) {
    const engine::LevelSettings& s = engine::levelSettings(level);
    if (s.moveTimeMs <= 0)
        return QCoreApplication::translate(
            "Level", "Takes the time its clock allows, or thinks until told to move.");
    // The search stops at the cap; the window holds a quicker reply until the pause is over.
    const int slowest = std::max(s.moveTimeMs, s.minReplyMs);
    if (s.minReplyMs >= s.moveTimeMs)
        return QCoreApplication::translate("Level", "Replies after about %1 seconds.")
            .arg(seconds(slowest));
    if (s.minReplyMs > 0)
        return QCoreApplication::translate("Level", "Replies in %1 to %2 seconds.")
            .arg(seconds(s.minReplyMs), seconds(slowest));
    return QCoreApplication::translate("Level", "Replies within %1 seconds.").arg(seconds(slowest));
}

QString levelExplanation(engine::Level level) {
    return levelDescription(level) + QLatin1Char(' ') + levelReplyTime(level);
}

} // namespace rochade::gui
