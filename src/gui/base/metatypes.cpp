// SPDX-License-Identifier: GPL-3.0-or-later
// Registration of the core value types with Qt's meta-type system.
#include "base/metatypes.h"

namespace rochade::gui {

void registerMetaTypes() {
    qRegisterMetaType<rochade::Move>();
    qRegisterMetaType<rochade::Position>();
    qRegisterMetaType<rochade::PieceType>();
    qRegisterMetaType<rochade::Color>();
    // Square is a typedef of an unsigned char; the alias lets string-based lookups of
    // signal signatures that name it resolve.
    qRegisterMetaType<rochade::Square>("rochade::Square");
}

} // namespace rochade::gui
