// SPDX-License-Identifier: GPL-3.0-or-later
// The opening of the shown line, above the move list.
#include "panels/opening_label.h"

#include "rochade/core/openings.h"

#include <QThreadPool>

#include <mutex>

namespace rochade::gui {

OpeningLabel::OpeningLabel(QWidget* parent)
    : ElidingLabel(parent) {
    setObjectName(QStringLiteral("openingLabel"));
    setAccessibleName(tr("Opening"));
    setFullText(openingText(nullptr));
    // Polled rather than signalled from the pool thread: nothing there may touch a widget
    // that may be gone by the time the catalogue is built.
    m_waitForCatalogue.setInterval(5);
    connect(&m_waitForCatalogue, &QTimer::timeout, this, [this] {
        if (OpeningCatalogue::builtinIfBuilt() == nullptr) return;
        m_waitForCatalogue.stop();
        emit catalogueReady();
    });
}

void OpeningLabel::prepareCatalogue() {
    static std::once_flag started;
    std::call_once(
        started, [] { QThreadPool::globalInstance()->start([] { OpeningCatalogue::builtin(); }); });
}

void OpeningLabel::showOpeningOf(const Game::Node& node) {
    if (const OpeningCatalogue* catalogue = OpeningCatalogue::builtinIfBuilt()) {
        setFullText(openingText(catalogue->classify(node)));
        return;
    }
    // A few milliseconds after start: say nothing rather than something stale.
    setFullText(QStringLiteral("\u2026"));
    prepareCatalogue();
    m_waitForCatalogue.start();
}

QString OpeningLabel::openingText(const OpeningEntry* entry) {
    if (entry == nullptr) return tr("No named opening yet");
    return QString::fromStdString(entry->eco) + QLatin1Char(' ')
        + QString::fromStdString(entry->name);
}

} // namespace rochade::gui
