// SPDX-License-Identifier: GPL-3.0-or-later
// How fast a level of the built-in engine replies, in words, from its own settings.
#pragma once

#include "rochade/engine/level.h"

#include <QString>

namespace rochade::gui {

/// "Replies within 1.6 seconds, sooner when the move is forced.": the longest reply the
/// engine's level table allows (engine::slowestReplyMs(): the search's time cap and the
/// slowest of the window's pace), in the user's language, so the words change when the
/// settings do. A clock and "Fast replies" can only shorten it.
QString levelReplyTime(engine::Level level);

/// The level's description and its reply time, the "What is this level?" text of the New
/// Game dialog.
QString levelExplanation(engine::Level level);

} // namespace rochade::gui
