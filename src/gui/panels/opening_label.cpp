// SPDX-License-Identifier: GPL-3.0-or-later
// The opening of the shown line, above the move list.
#include "panels/opening_label.h"

#include "game/game_setup.h" // chess960NumberOf()
#include "rochade/core/openings.h"

namespace rochade::gui {

OpeningLabel::OpeningLabel(QWidget* parent)
    : ElidingLabel(parent) {
    setObjectName(QStringLiteral("openingLabel"));
    setAccessibleName(tr("Opening"));
    setFullText(openingText(nullptr));
}

void OpeningLabel::showOpeningOf(const Game::Node& node) {
    if (node.position.isChess960()) {
        // Chess960 has no named openings; say which of its start positions this is instead.
        const Game::Node* root = &node;
        while (root->previous != nullptr)
            root = root->previous;
        const int number = chess960NumberOf(root->position);
        setFullText(number < 0 ? tr("Chess960") : tr("Chess960, start position %1").arg(number));
        return;
    }
    setFullText(openingText(OpeningCatalogue::builtin().classify(node)));
}

QString OpeningLabel::openingText(const OpeningEntry* entry) {
    if (entry == nullptr) return tr("No named opening yet");
    return QString::fromStdString(entry->eco) + QLatin1Char(' ')
        + QString::fromStdString(entry->name);
}

} // namespace rochade::gui
