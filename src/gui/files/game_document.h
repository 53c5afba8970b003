// SPDX-License-Identifier: GPL-3.0-or-later
// The game on the board as a document: the file it belongs to, its place in that file, and
// the tags read with it, so that saving it again loses nothing and touches no other game.
#pragma once

#include "files/game_files.h"
#include "game/game_clock.h"
#include "game/game_setup.h"
#include "rochade/core/game.h"
#include "rochade/core/pgn.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace rochade::gui {

/// The bytes of game `index` in the file `read` holds, where the reader found it
/// (PgnReader::lastGameRange()). Nullopt if the read had an error (where one game ends and
/// the next begins is then the reader's guess), if `read` holds no file's bytes, or no game
/// `index`.
std::optional<QByteArray> placeOfGame(const PgnRead& read, std::size_t index);

/// A document's state as counted: the game's Game::revision() and the revision of the
/// document's own tags. Equal to the one noted when the game was last read or written:
/// nothing changed since.
struct DocumentRevision {
    std::uint64_t game = 0;
    std::uint64_t tags = 0;

    friend bool operator==(const DocumentRevision&, const DocumentRevision&) = default;
};

/// The game on the board, as a record that can be saved again.
struct GameDocument {
    /// The file the game came from or was last saved to; empty: not in a file yet.
    QString path;
    /// The game's index among the file's games, and how many games the file held.
    std::size_t index = 0;
    std::size_t gameCount = 1;
    /// The game's bytes in the file as last read or written; empty when its place is not
    /// known (a damaged file), so it cannot be replaced in place.
    QByteArray place;
    /// The tags read (or those of a new game), in their order. A Result among them is not
    /// the game's result and is never written (documentTags() leaves it out).
    std::vector<PgnTag> tags;
    /// The players' names shown when the document began: a tag changes only if they do.
    QString whiteName;
    QString blackName;
    /// Counts the changes of the tags, as Game::revision() counts the game's.
    std::uint64_t tagRevision = 0;
    /// The revisions when the game was last read or written; nullopt when the file does not
    /// hold the game as it is (a game resumed with changes it had not saved).
    std::optional<DocumentRevision> savedRevision;
    /// The game's PGN when last read or written. Noted beside the autosave only: a revision
    /// lasts one session, so a game resumed in the next is compared with this once.
    QByteArray savedRecord;
    /// The record read had its own ECO or Opening tag: kept as read, not named anew.
    bool openingFromRecord = false;

    bool hasFile() const { return !path.isEmpty(); }
};

/// The tags to write for `document`'s game: its tags in their order, with the players'
/// names where they differ from the document's, and Rochade's own tags (Mode, HumanColor,
/// Level, Engine, TimeControl) as gameTags() gives them for `setup` (a tag read that says
/// the same in other words, TimeControl "60+0" for "60", stays as read). Nothing else
/// changes; a Result tag is left out (the result is the game's: gameRecord()).
std::vector<PgnTag> documentTags(const GameDocument& document, const GameSetup& setup, Color human,
    const QString& whiteName, const QString& blackName);

/// `game` as a PGN record with `tags`: the tree with the line played as its main line (up
/// to the current node, and with `wholeLine` on along the moves redo would replay; without
/// it, what follows the current node is left out; with it, a line played in a variation
/// stays a variation of the record's main line), every annotation kept, and the readings
/// of `clock` as each move's %clk where it knows them. With `nameOpening`, the ECO and
/// Opening tags of the named opening the line reaches take the place of any in `tags`
/// (none if it reaches none). The result (PgnGame::result, and no Result tag beside it) is
/// the game's status at the end of that line when it is over, else "*".
PgnGame gameRecord(const Game& game, const GameClock& clock, std::vector<PgnTag> tags,
    bool wholeLine, bool nameOpening);

/// A file with one game replaced.
struct ReplacedGame {
    QByteArray file; ///< the whole new file
    QByteArray game; ///< the new game's bytes in it (the document's new place)
};

/// Replaces game `index`, whose bytes were `place`, by `gameText` in the file `bytes`: the
/// bytes of the game's range as the reader finds it now (PgnRange: from its first tag or
/// move to its result marker). Every other byte of the file stays as it is, the blank lines
/// between games too; the new game takes the file's line ends (CRLF or LF) and no blanks
/// at its end. Nullopt if the file no longer holds `place` as its game `index` (it was
/// changed since it was read).
std::optional<ReplacedGame> replaceGame(
    const QByteArray& bytes, std::size_t index, const QByteArray& place, QByteArray gameText);

} // namespace rochade::gui
