// SPDX-License-Identifier: GPL-3.0-or-later
// How fast a level of the built-in engine replies, in words, from its own settings.
#pragma once

#include "rochade/engine/level.h"

#include <QString>

namespace rochade::gui {

/// "Replies in 0.25 to 0.8 seconds.": the reply time the engine's level table promises
/// (engine::levelSettings(): the time cap per move, and the pause the window keeps before a
/// reply shows), in the user's language, so the words change when the settings do. A clock
/// can only shorten it.
QString levelReplyTime(engine::Level level);

/// The level's description and its reply time, the "What is this level?" text of the New
/// Game dialog.
QString levelExplanation(engine::Level level);

} // namespace rochade::gui
