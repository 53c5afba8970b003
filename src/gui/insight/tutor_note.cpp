// SPDX-License-Identifier: GPL-3.0-or-later
// The tutor's note: its words and its two buttons.
#include "insight/tutor_note.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace rochade::gui {

TutorNote::TutorNote(QWidget* parent)
    : QFrame(parent)
    , m_text(new QLabel)
    , m_takeBack(new QPushButton(tr("&Take back")))
    , m_playOn(new QPushButton(tr("&Play on"))) {
    setObjectName(QStringLiteral("tutorNote"));
    setFrameShape(QFrame::StyledPanel);
    auto* heading = new QLabel(tr("The tutor: think again"));
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    m_text->setObjectName(QStringLiteral("tutorNoteText"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Room for the longest warning at the dock's usual width, so the dock that shows it is
    // never too short to say it all.
    m_text->setMinimumHeight(m_text->fontMetrics().lineSpacing() * 5);
    m_takeBack->setObjectName(QStringLiteral("tutorTakeBack"));
    m_takeBack->setToolTip(tr("Undo your move and play another one"));
    m_playOn->setObjectName(QStringLiteral("tutorPlayOn"));
    m_playOn->setToolTip(tr("Keep your move; the computer replies"));
    // Enter on a focused button presses it; neither is the window's default button.
    m_takeBack->setAutoDefault(true);
    m_playOn->setAutoDefault(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_takeBack);
    buttons->addWidget(m_playOn);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_text, 1);
    layout->addLayout(buttons);
    setFocusProxy(m_takeBack);
    connect(m_takeBack, &QPushButton::clicked, this, &TutorNote::takeBackClicked);
    connect(m_playOn, &QPushButton::clicked, this, &TutorNote::playOnClicked);
}

void TutorNote::setText(const QString& text) {
    m_text->setText(text);
    setAccessibleDescription(text);
}

QString TutorNote::text() const {
    return m_text->text();
}

} // namespace rochade::gui
