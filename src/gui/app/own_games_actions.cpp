// SPDX-License-Identifier: GPL-3.0-or-later
// These Are My Games for a PGN file: imported on the library's thread, then queued.
#include "app/own_games_actions.h"

#include "app/background_review_actions.h"
#include "app/document_actions.h"
#include "files/game_files.h"
#include "library/library_service.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace rochade::gui {

OwnGamesActions::OwnGamesActions(DocumentActions* documents, LibraryService* library,
    BackgroundReviewActions* review, QWidget* window)
    : QObject(window)
    , m_documents(documents)
    , m_library(library)
    , m_review(review)
    , m_window(window)
    , m_action(new QAction(tr("These &Are My Games…"), this)) {
    m_action->setObjectName(QStringLiteral("ownGamesAction"));
    m_action->setStatusTip(tr("Add the games of the open PGN file (or of one you choose) to your "
                              "library, and review them for your mistakes when you are idle"));
    connect(m_action, &QAction::triggered, this, &OwnGamesActions::markOpenFileAsMine);
    connect(m_library, &LibraryService::ownGamesImported, this, &OwnGamesActions::onImported);
    // Shown only for an import started here (the Library window's imports say their own).
    connect(m_library, &LibraryService::importProgress, this,
        [this](std::size_t games, std::uint64_t, std::uint64_t) {
            if (m_busy)
                emit statusMessage(tr("Adding the games of %1 to your library: %n read…", nullptr,
                    static_cast<int>(games))
                                       .arg(m_fileName));
        });

    m_prompts.chooseFile = [this] {
        return QFileDialog::getOpenFileName(
            m_window, tr("These Are My Games"), QString(), tr("PGN files (*.pgn);;All files (*)"));
    };
    m_prompts.showError = [this](const QString& title, const QString& text) {
        QMessageBox::warning(m_window, title, text);
    };
}

void OwnGamesActions::markOpenFileAsMine() {
    // The file the game on the board came from, if it is PGN; what is on disk is what counts.
    const QString open = m_documents->document().path;
    const bool openPgn = !open.isEmpty()
        && QFileInfo(open).suffix().compare(QLatin1String("pgn"), Qt::CaseInsensitive) == 0
        && QFileInfo::exists(open);
    const QString path
        = openPgn ? open : (m_prompts.chooseFile ? m_prompts.chooseFile() : QString());
    if (!path.isEmpty()) markFileAsMine(path);
}

void OwnGamesActions::markFileAsMine(const QString& path) {
    if (m_busy) return;
    if (!m_library->isOpen() || !m_review->isEnabled()) {
        emit statusMessage(tr("No library is open: your games cannot be added."));
        return;
    }
    m_busy = true;
    m_action->setEnabled(false);
    m_fileName = QFileInfo(path).fileName();
    emit statusMessage(tr("Adding the games of %1 to your library…").arg(m_fileName));
    m_library->importOwnGames(path, BackgroundReviewActions::playerNameTest());
}

void OwnGamesActions::refuse(const QString& text) {
    emit statusMessage(text);
    if (m_prompts.showError) m_prompts.showError(tr("These Are My Games"), text);
}

void OwnGamesActions::onImported(const OwnGamesImport& result) {
    if (!m_busy) return;
    m_busy = false;
    m_action->setEnabled(true);
    const QString name = QFileInfo(result.path).fileName();
    using Outcome = OwnGamesImport::Outcome;
    switch (result.outcome) {
    case Outcome::Unreadable:
        refuse(tr("%1 cannot be opened. Nothing was changed.").arg(result.path));
        return;
    case Outcome::BadGame:
        refuse(tr("%1 cannot be added; nothing was changed. %2")
                   .arg(name, pgnErrorText(result.error)));
        return;
    case Outcome::NoGames:
        refuse(tr("%1 holds no games. Nothing was changed.").arg(name));
        return;
    case Outcome::LibraryFailed:
        refuse(
            tr("The library could not store the games of %1: %2").arg(name, result.libraryError));
        return;
    case Outcome::Cancelled:
        // The program closing stopped it: what was stored stays in the library, and doing
        // it again finds those games there and queues them all.
        emit statusMessage(tr("Adding the games of %1 stopped.").arg(name));
        return;
    case Outcome::Imported:
        break;
    }
    const QString added = result.added > 0
        ? tr("%n new game(s) from %1 added to your library.", nullptr,
            static_cast<int>(result.added))
              .arg(name)
        : tr("The games of %1 were in your library already.").arg(name);
    emit statusMessage(added);
    m_review->queueAsMine(
        result.games, [this, added](const BackgroundReviewActions::QueuedGames& queued) {
            emit statusMessage(
                added + QLatin1Char(' ') + BackgroundReviewActions::queuedText(queued));
        });
}

} // namespace rochade::gui
