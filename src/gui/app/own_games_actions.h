// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ These Are My Games…: the games of a PGN file into the library and the background
// review, without going through the Library window.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QWidget;

namespace rochade::gui {

class BackgroundReviewActions;
class DocumentActions;
class LibraryService;
struct OwnGamesImport;

/// The questions the action asks; tests answer them without dialogs.
struct OwnGamesPrompts {
    /// The PGN file to take when no PGN file is open; empty cancels.
    std::function<QString()> chooseFile;
    /// A file refused (bad, unreadable, no games): the reason, said where it cannot be missed.
    std::function<void(const QString& title, const QString& text)> showError;
};

/// Learn ▸ These Are My Games…: the games of the PGN file open in the window (the document's
/// file), or of one the player chooses when none is open, go into the library (a game the
/// library holds already is found, not stored again: LibraryService::importOwnGames(), on the
/// library's thread, the file read whole first and refused at its first error with nothing
/// changed) and are queued for the background review as the player's
/// (BackgroundReviewActions::queueAsMine(): the side with Preferences ▸ Your name, else the
/// side the player gives). The status line says how many were added and queued. Lives in the
/// GUI thread.
class OwnGamesActions : public QObject {
    Q_OBJECT
public:
    OwnGamesActions(DocumentActions* documents, LibraryService* library,
        BackgroundReviewActions* review, QWidget* window);

    QAction* ownGamesAction() const { return m_action; }
    void setPrompts(OwnGamesPrompts prompts) { m_prompts = std::move(prompts); }
    /// An import started here has not answered yet (the action is disabled meanwhile).
    bool isBusy() const { return m_busy; }

public slots:
    /// The action: the open PGN file, else the one chosen.
    void markOpenFileAsMine();
    /// The games of the PGN file `path` as the player's.
    void markFileAsMine(const QString& path);

signals:
    void statusMessage(const QString& text);

private:
    void onImported(const OwnGamesImport& result);
    void refuse(const QString& text);

    DocumentActions* m_documents;
    LibraryService* m_library;
    BackgroundReviewActions* m_review;
    QWidget* m_window;
    QAction* m_action;
    OwnGamesPrompts m_prompts;
    bool m_busy = false;
    QString m_fileName; ///< the file being added, as the status line names it
};

} // namespace rochade::gui
