// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's status sentence and its icon.
#include "editor/editor_status_row.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

namespace rochade::gui {

EditorStatusRow::EditorStatusRow(QWidget* parent)
    : QWidget(parent) {
    m_icon = new QLabel;
    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("editorStatus"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_icon, 0, Qt::AlignTop);
    row->addWidget(m_text, 1);
}

QString EditorStatusRow::text() const {
    return m_text->text();
}

void EditorStatusRow::setStatus(const QString& text, bool problem) {
    m_text->setText(text);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(
        style()
            ->standardIcon(problem ? QStyle::SP_MessageBoxWarning : QStyle::SP_DialogApplyButton)
            .pixmap(size, size));
}

} // namespace rochade::gui
