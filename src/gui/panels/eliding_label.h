// SPDX-License-Identifier: GPL-3.0-or-later
// A one-line label that ends a text too long for it with "…" and offers the whole text.
#pragma once

#include <QLabel>
#include <QString>

namespace rochade::gui {

/// Shows as much of its text as fits its width, cut with "…" at the end when it does not;
/// the tooltip then holds the whole text, so nothing said is lost at the window's edge. Its
/// width ignores the text (no message resizes the window). Lives in the GUI thread.
class ElidingLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidingLabel(QWidget* parent = nullptr);

    /// The whole text; what is shown is it, or its elided start.
    void setFullText(const QString& text);
    QString fullText() const { return m_fullText; }
    /// True when the text is cut to fit.
    bool isElided() const { return text() != m_fullText; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateShownText();

    QString m_fullText;
};

} // namespace rochade::gui
