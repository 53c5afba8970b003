// SPDX-License-Identifier: GPL-3.0-or-later
// The comment editor and what a PGN comment cannot hold.
#include "dialogs/comment_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextCursor>
#include <QVBoxLayout>

namespace rochade::gui {

// Refused, not replaced: a ")" in its place would change what the user wrote without a
// word, and the standard offers no escape (a "\}" is read as "\" and the comment's end).
QString commentRefusal(const QString& text) {
    if (!text.contains(QLatin1Char('}'))) return {};
    return CommentDialog::tr("A comment cannot hold “}”: in a game file it ends the comment. "
                             "Remove it, or use another bracket such as “)”.");
}

CommentDialog::CommentDialog(
    const QString& title, const QString& prompt, const QString& text, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("commentDialog"));
    setWindowTitle(title);
    auto* label = new QLabel(prompt);
    m_editor = new QPlainTextEdit(text);
    m_editor->setObjectName(QStringLiteral("commentText"));
    m_editor->setTabChangesFocus(true);
    label->setBuddy(m_editor);
    m_refusal = new QLabel;
    m_refusal->setObjectName(QStringLiteral("commentRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setTextFormat(Qt::PlainText);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &CommentDialog::onTextChanged);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_editor);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    onTextChanged();
    m_editor->setFocus();
    m_editor->moveCursor(QTextCursor::End);
}

QString CommentDialog::text() const {
    return m_editor->toPlainText();
}

QString CommentDialog::refusalText() const {
    return m_refusal->isHidden() ? QString() : m_refusal->text();
}

void CommentDialog::onTextChanged() {
    const QString refusal = commentRefusal(m_editor->toPlainText());
    m_refusal->setText(refusal);
    m_refusal->setVisible(!refusal.isEmpty());
    m_ok->setEnabled(refusal.isEmpty());
}

} // namespace rochade::gui
