// SPDX-License-Identifier: GPL-3.0-or-later
// RecordView: the whole record of a game as text: moves, comments, symbols and variations.
#pragma once

#include "rochade/core/game.h"

#include <QString>
#include <QTextBrowser>

#include <vector>

class QMenu;

namespace rochade::gui {

/// Shows a game's tree the way ChessX, Scid and lichess do: the main line as numbered SAN in
/// a flowing paragraph, each variation in brackets on a line of its own, indented by its
/// depth, comments in a quieter colour with their line breaks and paragraphs, and move symbols as
/// glyphs ("e4!", "Nf3?!"). Every move is a link: a click asks to show it (nodeActivated), the
/// context menu offers the record's edits. The shown node is marked and kept in view. Holds
/// pointers into the tree it was given, so it must be given the game again after every change of
/// the tree (the window does that on every positionChanged()). Lives in the GUI thread.
class RecordView : public QTextBrowser {
    Q_OBJECT
public:
    explicit RecordView(QWidget* parent = nullptr);

    /// Shows `game`'s tree with `shown` marked (a node of `game`).
    void setGame(const Game& game, const Game::Node& shown);
    /// The node of the move under `point` (viewport coordinates), or null.
    const Game::Node* nodeAt(const QPoint& point) const;
    /// Where the move of `node` is drawn, in viewport coordinates (empty if not shown).
    QRect moveRect(const Game::Node& node) const;
    /// The context menu for `node` (owned by the caller), as a right-click opens it.
    QMenu* menuFor(const Game::Node& node, QWidget* parent);
    /// The node marked as shown (null before setGame()).
    const Game::Node* markedNode() const { return m_shown; }
    /// The HTML last shown.
    const QString& html() const { return m_html; }

signals:
    void nodeActivated(const rochade::Game::Node* node);
    void promoteRequested(const rochade::Game::Node* node);
    void deleteRequested(const rochade::Game::Node* node);
    void commentRequested(const rochade::Game::Node* node);
    void moveNagRequested(const rochade::Game::Node* node, int nag);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    /// A new palette (light or dark look) redraws the record in its colours.
    void changeEvent(QEvent* event) override;

private:
    const Game::Node* nodeForHref(const QString& href) const;
    /// Scrolls just enough to show `r` (viewport coordinates).
    void scrollToShow(const QRect& r);

    std::vector<const Game::Node*> m_nodes; ///< the link "#i" names m_nodes[i]
    const Game* m_game = nullptr;
    const Game::Node* m_shown = nullptr;
    QString m_html;
};

/// "!", "?", "!!", "??", "!?", "?!" for NAGs 1 to 6, the usual glyphs for some others, else
/// "$n".
QString nagGlyph(int nag);

} // namespace rochade::gui
