// SPDX-License-Identifier: GPL-3.0-or-later
// The Zobrist tables are constexpr in zobrist.h; this unit checks at compile time that no
// two of the keys the hash uses collide trivially (equal keys would cancel out).
#include "zobrist.h"

namespace rochade::zobrist {

static_assert(kKeys.piece[9][21] != kKeys.piece[17][21], "distinct piece keys");
static_assert(kKeys.blackToMove != 0, "side key is not zero");

} // namespace rochade::zobrist
