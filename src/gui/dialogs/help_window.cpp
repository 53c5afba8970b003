// SPDX-License-Identifier: GPL-3.0-or-later
// The user guide window.
#include "dialogs/help_window.h"

#include <QDesktopServices>
#include <QEvent>
#include <QImage>
#include <QKeySequence>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace rochade::gui {

namespace {

// GitHub's heading anchors: lower case, spaces to '-', punctuation other than '-' dropped.
QString headingAnchor(const QString& heading) {
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c.isSpace())
            anchor += QLatin1Char('-');
    }
    return anchor;
}

} // namespace

QUrl HelpWindow::guideUrl() {
    return QUrl(QStringLiteral("qrc:/help/user-guide.md"));
}

HelpWindow::HelpWindow(QWidget* parent)
    : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("Rochade User Guide"));
    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("guide"));
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &HelpWindow::followLink);
    m_browser->setSource(guideUrl(), QTextDocument::MarkdownResource);
    nameHeadings();
    m_browser->installEventFilter(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    // A window of its own closes like one: Esc, or the platform's Close keys.
    auto* close = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(close, &QShortcut::activated, this, &QWidget::close);
    resize(760, 820);
}

bool HelpWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_browser && event->type() == QEvent::Resize) fitImages();
    return QWidget::eventFilter(watched, event);
}

void HelpWindow::fitImages() {
    QTextDocument* document = m_browser->document();
    // The page as wide as it is with the vertical scroll bar (the guide is always longer than
    // the window), a little less: a picture exactly as wide as the line, plus the cursor's
    // width, would not fit. Measured from the browser, not its viewport, so the scroll bar
    // coming and going does not change it.
    constexpr qreal kSlack = 8;
    const qreal room = m_browser->width() - 2 * m_browser->frameWidth()
        - m_browser->verticalScrollBar()->sizeHint().width() - 2 * document->documentMargin()
        - kSlack;
    if (room <= 0) return;
    struct Picture {
        int position;
        int length;
        QTextImageFormat format;
    };
    std::vector<Picture> pictures; // collected first: changing a format splits the fragments
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (const QTextFragment f = it.fragment(); f.charFormat().isImageFormat())
                pictures.push_back({ f.position(), f.length(), f.charFormat().toImageFormat() });
    for (Picture& picture : pictures) {
        const QString name = picture.format.name();
        if (!m_imageSizes.contains(name)) {
            const QVariant data = document->resource(QTextDocument::ImageResource, QUrl(name));
            QImage image = data.value<QImage>();
            if (image.isNull()) image = QImage::fromData(data.toByteArray());
            m_imageSizes.insert(name, image.size());
        }
        const QSize natural = m_imageSizes.value(name);
        if (natural.isEmpty()) continue;
        const qreal width = std::min<qreal>(natural.width(), room);
        if (qFuzzyCompare(picture.format.width(), width)) continue;
        picture.format.setWidth(width);
        picture.format.setHeight(width * natural.height() / natural.width());
        QTextCursor cursor(document);
        cursor.setPosition(picture.position);
        cursor.setPosition(picture.position + picture.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(picture.format);
    }
}

void HelpWindow::followLink(const QUrl& url) {
    if (url.isRelative() && url.path().isEmpty() && url.hasFragment()) {
        m_browser->scrollToAnchor(url.fragment());
        return;
    }
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
}

void HelpWindow::nameHeadings() {
    QTextDocument* document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.text().isEmpty()) continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat anchor;
        anchor.setAnchor(true);
        anchor.setAnchorNames({ headingAnchor(block.text()) });
        cursor.mergeCharFormat(anchor);
    }
}

} // namespace rochade::gui
