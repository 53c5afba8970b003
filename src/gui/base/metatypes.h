// SPDX-License-Identifier: GPL-3.0-or-later
// Core value types made known to Qt's meta-type system, for queued signals and QVariant.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QMetaType>

Q_DECLARE_METATYPE(rochade::Move)
Q_DECLARE_METATYPE(rochade::Position)
Q_DECLARE_METATYPE(rochade::PieceType)
Q_DECLARE_METATYPE(rochade::Color)

namespace rochade::gui {

/// Registers the core types used in queued connections (Move, Position, Square, Color,
/// PieceType). Call once from the GUI thread before any queued connection carries them;
/// calling again is harmless.
void registerMetaTypes();

} // namespace rochade::gui
