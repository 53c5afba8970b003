// SPDX-License-Identifier: GPL-3.0-or-later
// The user guide, read inside the application.
#pragma once

#include <QHash>
#include <QSize>
#include <QWidget>

class QTextBrowser;
class QUrl;

namespace rochade::gui {

/// The user guide in a window of its own: docs/user-guide.md and the screenshots it shows,
/// compiled into the program as the resources ":/help/user-guide.md" and ":/help/images/…"
/// (src/gui/CMakeLists.txt), so it needs no files and no network and is always the docs'
/// own text. Qt renders the Markdown; the images resolve next to the guide in the resources.
/// Links inside the guide scroll to their heading; web links open in the browser; other
/// links (files beside the docs) are not followed. A picture wider than the window is shown
/// narrower, to the window's width. Lives in the GUI thread.
class HelpWindow : public QWidget {
    Q_OBJECT
public:
    /// The guide's resource, as a URL the browser resolves the images against.
    static QUrl guideUrl();

    explicit HelpWindow(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Gives each picture its own size, or the width of the page if that is less.
    void fitImages();
    void followLink(const QUrl& url);
    /// Names each heading as GitHub does ("Playing from the keyboard" becomes
    /// "playing-from-the-keyboard"), so the guide's "#…" links find it.
    void nameHeadings();

    QTextBrowser* m_browser = nullptr;
    QHash<QString, QSize> m_imageSizes; ///< each picture's own size, by its name in the guide
};

} // namespace rochade::gui
