// SPDX-License-Identifier: GPL-3.0-or-later
// The record as text with a link for every move.
#include "panels/record_view.h"

#include "panels/colour_scheme.h"
#include "panels/move_notation.h"

#include <QAbstractTextDocumentLayout>
#include <QContextMenuEvent>
#include <QMenu>
#include <QPalette>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <array>
#include <utility>

namespace rochade::gui {

namespace {

/// Deepest indentation drawn; deeper variations still nest in brackets.
constexpr int kMaxIndent = 6;
constexpr int kIndentPx = 14;

/// Writes a tree as HTML paragraphs, in the order PGN writes it.
class RecordHtml {
public:
    RecordHtml(
        const Game::Node& shown, std::vector<const Game::Node*>& nodes, const QPalette& palette)
        : m_shown(shown)
        , m_nodes(nodes)
        , m_text(palette.color(QPalette::Text).name())
        // Comments are text of another kind: a colour between the text's and the base's.
        , m_quiet(
              mixColours(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.4).name())
        // A tint of the highlight over the base, under the usual text colour: readable in
        // light and dark palettes alike (the highlight's own text colour is not, in some).
        , m_markBack(
              mixColours(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.35)
                  .name())
        , m_markText(m_text) { }

    QString write(const Game::Node& root) {
        open(0);
        comment(root.annotation.comment);
        line(root, 0, true);
        close();
        return m_out;
    }

private:
    /// The moves after `parent` along its main line, with the variations at each step;
    /// `number`: the first of them needs its move number (a black move after a break).
    void line(const Game::Node& parent, int depth, bool number) {
        for (const Game::Node* node = parent.mainChild(); node; node = node->mainChild()) {
            number = move(*node, number);
            const Game::Node& before = *node->previous;
            for (std::size_t i = 1; i < before.childCount(); ++i) {
                open(depth + 1);
                m_out += QStringLiteral("( ");
                line(before.child(i), depth + 1, move(before.child(i), true));
                m_out += QStringLiteral(")");
                close();
                open(depth);
                number = true;
            }
        }
    }

    /// Writes `node`'s move; returns whether the next move needs its number.
    bool move(const Game::Node& node, bool number) {
        const Annotation& a = node.annotation;
        if (!a.commentBefore.empty()) {
            comment(a.commentBefore);
            number = true;
        }
        const bool white = node.previous->position.sideToMove() == Color::White;
        const int moveNumber = node.previous->position.fullmoveNumber();
        // No break inside a move: a no-break space after its number, a no-break hyphen in
        // "O-O" (a style cannot ask it of an inline link).
        QString text;
        if (white)
            text = QStringLiteral("%1.\u00a0").arg(moveNumber);
        else if (number)
            text = QStringLiteral("%1…\u00a0").arg(moveNumber);
        text += MoveNotation::shown(node.san).replace(QLatin1Char('-'), QChar(0x2011));
        for (int nag : a.nags)
            text += (nag >= 1 && nag <= 6 ? QString() : QStringLiteral(" ")) + nagGlyph(nag);
        const int id = static_cast<int>(m_nodes.size());
        m_nodes.push_back(&node);
        const bool shown = &node == &m_shown;
        const QString style = shown
            ? QStringLiteral("color:%1; background-color:%2; font-weight:bold;")
                  .arg(m_markText, m_markBack)
            : QStringLiteral("color:%1;").arg(m_text);
        m_out += QStringLiteral("<a href=\"#%1\" style=\"text-decoration:none; %2\">%3</a> ")
                     .arg(id)
                     .arg(style, text.toHtmlEscaped());
        if (a.comment.empty()) return false;
        comment(a.comment);
        return true;
    }

    void comment(const std::string& text) {
        if (text.empty()) return;
        // A comment keeps its line breaks and paragraphs (a blank line): HTML would fold its
        // newlines into spaces, so each becomes a <br> (two make the paragraph's blank line).
        QString escaped = QString::fromStdString(text).toHtmlEscaped();
        escaped.replace(QLatin1Char('\n'), QLatin1String("<br/>"));
        m_out += QStringLiteral("<span style=\"color:%1;\">%2</span> ").arg(m_quiet, escaped);
    }

    void open(int depth) {
        m_out += QStringLiteral("<p style=\"margin-top:0; margin-bottom:2px; margin-left:%1px;\">")
                     .arg(std::min(depth, kMaxIndent) * kIndentPx);
    }
    void close() { m_out += QStringLiteral("</p>"); }

    const Game::Node& m_shown;
    std::vector<const Game::Node*>& m_nodes;
    QString m_text, m_quiet, m_markBack, m_markText;
    QString m_out;
};

} // namespace

RecordView::RecordView(QWidget* parent)
    : QTextBrowser(parent) {
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (const Game::Node* node = nodeForHref(QLatin1Char('#') + url.fragment()))
            emit nodeActivated(node);
    });
}

void RecordView::setGame(const Game& game, const Game::Node& shown) {
    std::vector<const Game::Node*> nodes;
    const QString html = RecordHtml(shown, nodes, palette()).write(game.root());
    m_nodes = std::move(nodes);
    m_game = &game;
    m_shown = &shown;
    if (html == m_html) return; // most signals change nothing here: keep the scroll place
    m_html = html;
    const int scroll = verticalScrollBar()->value();
    setHtml(html);
    verticalScrollBar()->setValue(scroll);
    if (shown.previous) {
        const QRect r = moveRect(shown);
        if (!r.isEmpty()) scrollToShow(r);
    } else {
        verticalScrollBar()->setValue(0);
    }
}

void RecordView::scrollToShow(const QRect& r) {
    QScrollBar* bar = verticalScrollBar();
    if (r.top() < 0)
        bar->setValue(bar->value() + r.top());
    else if (r.bottom() > viewport()->height())
        bar->setValue(bar->value() + r.bottom() - viewport()->height());
}

const Game::Node* RecordView::nodeForHref(const QString& href) const {
    if (!href.startsWith(QLatin1Char('#'))) return nullptr;
    bool ok = false;
    const int id = href.mid(1).toInt(&ok);
    if (!ok || id < 0 || id >= static_cast<int>(m_nodes.size())) return nullptr;
    return m_nodes[static_cast<std::size_t>(id)];
}

const Game::Node* RecordView::nodeAt(const QPoint& point) const {
    return nodeForHref(anchorAt(point));
}

QRect RecordView::moveRect(const Game::Node& node) const {
    const auto found = std::find(m_nodes.begin(), m_nodes.end(), &node);
    if (found == m_nodes.end()) return {};
    const QString href = QStringLiteral("#%1").arg(found - m_nodes.begin());
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.charFormat().anchorHref() != href) continue;
            QTextCursor cursor(document());
            cursor.setPosition(fragment.position());
            const QRect first = cursorRect(cursor);
            cursor.setPosition(fragment.position() + fragment.length());
            return first.united(cursorRect(cursor));
        }
    }
    return {};
}

QMenu* RecordView::menuFor(const Game::Node& node, QWidget* parent) {
    auto* menu = new QMenu(parent);
    const Game::Node* n = &node;
    const bool isVariation = node.previous && node.previous->mainChild() != &node;
    QAction* promote = menu->addAction(tr("&Promote Variation"));
    promote->setObjectName(QStringLiteral("promoteVariation"));
    promote->setEnabled(isVariation);
    connect(promote, &QAction::triggered, this, [this, n] { emit promoteRequested(n); });
    QAction* remove = menu->addAction(tr("&Delete from Here"));
    remove->setObjectName(QStringLiteral("deleteFromHere"));
    connect(remove, &QAction::triggered, this, [this, n] { emit deleteRequested(n); });
    menu->addSeparator();
    QAction* comment = menu->addAction(tr("&Comment…"));
    comment->setObjectName(QStringLiteral("editComment"));
    connect(comment, &QAction::triggered, this, [this, n] { emit commentRequested(n); });
    QMenu* symbols = menu->addMenu(tr("&Symbol"));
    const std::array<std::pair<int, QString>, 7> choices { { { 1, tr("! Good move") },
        { 2, tr("? Mistake") }, { 3, tr("!! Brilliant move") }, { 4, tr("?? Blunder") },
        { 5, tr("!? Interesting move") }, { 6, tr("?! Dubious move") }, { 0, tr("No symbol") } } };
    for (const auto& [nag, label] : choices) {
        QAction* action = symbols->addAction(label);
        action->setObjectName(QStringLiteral("nag%1").arg(nag));
        connect(action, &QAction::triggered, this,
            [this, n, nag = nag] { emit moveNagRequested(n, nag); });
    }
    return menu;
}

void RecordView::changeEvent(QEvent* event) {
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_game && m_shown) setGame(*m_game, *m_shown);
}

void RecordView::contextMenuEvent(QContextMenuEvent* event) {
    const Game::Node* node = nodeAt(event->pos());
    if (!node) return;
    QMenu* menu = menuFor(*node, this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

QString nagGlyph(int nag) {
    static constexpr std::array<std::pair<int, const char*>, 16> glyphs { { { 1, "!" }, { 2, "?" },
        { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" }, { 7, "\u25a1" }, { 10, "=" },
        { 13, "\u221e" }, { 14, "\u2a72" }, { 15, "\u2a71" }, { 16, "\u00b1" }, { 17, "\u2213" },
        { 18, "+\u2212" }, { 19, "\u2212+" }, { 146, "N" } } };
    const auto* found = std::find_if(
        glyphs.begin(), glyphs.end(), [nag](const auto& g) { return g.first == nag; });
    if (found != glyphs.end()) return QString::fromUtf8(found->second);
    return QStringLiteral("$%1").arg(nag);
}

} // namespace rochade::gui
