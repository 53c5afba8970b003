// SPDX-License-Identifier: GPL-3.0-or-later
// The comment editor: the text after a move, refused with a word while PGN cannot hold it.
#pragma once

#include <QDialog>
#include <QString>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace rochade::gui {

/// Why `text` cannot be a move's comment (in words for the user), or empty if it can. A PGN
/// comment runs from "{" to the first "}", and the standard has no escape inside it: a "}"
/// would end the comment early and the rest would be read as moves, so the writer drops it.
QString commentRefusal(const QString& text);

/// Edits one comment. While the text holds what a game file cannot keep (commentRefusal()),
/// the editor says so under the text and OK is off, so nothing typed is lost on saving
/// without the user knowing. Lives in the GUI thread.
class CommentDialog : public QDialog {
    Q_OBJECT
public:
    /// `prompt` above the text ("Comment after Nf3:"), `text` the comment to edit.
    CommentDialog(const QString& title, const QString& prompt, const QString& text,
        QWidget* parent = nullptr);

    QString text() const;
    QPlainTextEdit* editor() const { return m_editor; }
    QPushButton* okButton() const { return m_ok; }
    /// The refusal shown under the text; empty while the text may be kept.
    QString refusalText() const;

private:
    void onTextChanged();

    QPlainTextEdit* m_editor = nullptr;
    QLabel* m_refusal = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace rochade::gui
