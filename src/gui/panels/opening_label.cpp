// SPDX-License-Identifier: GPL-3.0-or-later
// The opening of the shown line, above the move list.
#include "panels/opening_label.h"

#include "rochade/core/openings.h"

namespace rochade::gui {

OpeningLabel::OpeningLabel(QWidget* parent)
    : ElidingLabel(parent) {
    setObjectName(QStringLiteral("openingLabel"));
    setAccessibleName(tr("Opening"));
    setFullText(openingText(nullptr));
}

void OpeningLabel::showOpeningOf(const Game::Node& node) {
    setFullText(openingText(OpeningCatalogue::builtin().classify(node)));
}

QString OpeningLabel::openingText(const OpeningEntry* entry) {
    if (entry == nullptr) return tr("No named opening yet");
    return QString::fromStdString(entry->eco) + QLatin1Char(' ')
        + QString::fromStdString(entry->name);
}

} // namespace rochade::gui
