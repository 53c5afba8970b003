// SPDX-License-Identifier: GPL-3.0-or-later
// A one-line label that ends a text too long for it with "…" and offers the whole text.
#include "panels/eliding_label.h"

#include <QResizeEvent>

namespace rochade::gui {

ElidingLabel::ElidingLabel(QWidget* parent)
    : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidingLabel::setFullText(const QString& text) {
    m_fullText = text;
    updateShownText();
}

void ElidingLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    updateShownText();
}

void ElidingLabel::updateShownText() {
    const int room = contentsRect().width() - 2 * margin();
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideRight, room);
    setText(shown);
    // The whole text on hover, when there is more to read than is shown.
    setToolTip(shown == m_fullText ? QString() : m_fullText);
}

} // namespace rochade::gui
