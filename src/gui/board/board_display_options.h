// SPDX-License-Identifier: GPL-3.0-or-later
// BoardDisplayOptions: the markers the user chose for the board to draw.
#pragma once

namespace rochade::gui {

/// Which optional markers a board draws (Preferences; each on by default). A plain value:
/// the board keeps the user's choice and hands it to the painter with every frame. How moves
/// are entered (MoveInput) is not here: it changes what input means, not what is drawn.
struct BoardDisplayOptions {
    bool coordinates = true; ///< files and ranks written inside the edge squares
    bool targetMarks = true; ///< the selected piece's legal targets marked
    bool lastMove = true; ///< the last move's two squares tinted

    bool operator==(const BoardDisplayOptions&) const = default;
};

} // namespace rochade::gui
