// SPDX-License-Identifier: GPL-3.0-or-later
// TutorNote: the tutor's warning beside the board, with Take back and Play on.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace rochade::gui {

/// The words of an open warning of the Tutor and its two answers, as a frame for a panel
/// beside the board (never a modal dialog: the board and the menus stay usable). Both
/// buttons have mnemonics (Alt+T, Alt+P) and take the keyboard focus with Tab; the
/// buttons' clicks are signalled, the tutor acts on them. Lives in the GUI thread.
class TutorNote : public QFrame {
    Q_OBJECT
public:
    explicit TutorNote(QWidget* parent = nullptr);

    /// Shows `text` (the tutor's warningText()) as the note's words.
    void setText(const QString& text);
    QString text() const;
    QPushButton* takeBackButton() const { return m_takeBack; }
    QPushButton* playOnButton() const { return m_playOn; }

signals:
    void takeBackClicked();
    void playOnClicked();

private:
    QLabel* m_text;
    QPushButton* m_takeBack;
    QPushButton* m_playOn;
};

} // namespace rochade::gui
