// SPDX-License-Identifier: GPL-3.0-or-later
// EditorStatusRow: the board editor's sentence under the board, with a warning or a ready icon.
#pragma once

#include <QWidget>

class QLabel;

namespace rochade::gui {

/// One sentence (word-wrapped, selectable, objectName "editorStatus") beside an icon that
/// tells at a glance whether it names a problem or says all is well. Lives in the GUI thread.
class EditorStatusRow : public QWidget {
    Q_OBJECT
public:
    explicit EditorStatusRow(QWidget* parent = nullptr);

    QString text() const;
    /// Shows `text` with a warning icon if `problem`, else with a tick.
    void setStatus(const QString& text, bool problem);

private:
    QLabel* m_icon = nullptr;
    QLabel* m_text = nullptr;
};

} // namespace rochade::gui
