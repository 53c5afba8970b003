// SPDX-License-Identifier: GPL-3.0-or-later
// The game library wired to the game and the window.
#include "app/library_actions.h"

#include "app/document_actions.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "library/explorer_panel.h"
#include "library/library_service.h"
#include "library/library_window.h"
#include "library/position_search_dialog.h"
#include "rochade/core/pgn.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <fstream>
#include <optional>

namespace rochade::gui {

namespace {

const QString kAddFinishedKey = QStringLiteral("library/addFinishedGames");

} // namespace

QString defaultLibraryPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("library.sqlite"));
}

LibraryActions::LibraryActions(
    GameController* controller, DocumentActions* documents, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_documents(documents)
    , m_parentWindow(window)
    , m_service(new LibraryService(this))
    , m_explorer(new ExplorerPanel(m_service, window))
    , m_libraryAction(new QAction(tr("&Library…"), this))
    , m_findAction(new QAction(tr("&Find This Position in Library"), this))
    , m_addFinishedAction(new QAction(tr("Add my finished games to the &library"), this)) {
    m_libraryAction->setObjectName(QStringLiteral("libraryAction"));
    m_libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_findAction->setObjectName(QStringLiteral("findPositionAction"));
    m_findAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_addFinishedAction->setObjectName(QStringLiteral("addFinishedGamesAction"));
    m_addFinishedAction->setCheckable(true);
    m_addFinishedAction->setChecked(QSettings().value(kAddFinishedKey, true).toBool());
    connect(m_addFinishedAction, &QAction::toggled, this,
        [](bool on) { QSettings().setValue(kAddFinishedKey, on); });

    connect(m_libraryAction, &QAction::triggered, this, &LibraryActions::showLibraryWindow);
    connect(m_findAction, &QAction::triggered, this, &LibraryActions::findShownPosition);
    connect(m_explorer, &ExplorerPanel::searchRequested, this, &LibraryActions::findShownPosition);
    // A move clicked in the explorer takes the board click's path: the controller checks it.
    connect(m_explorer, &ExplorerPanel::moveChosen, m_controller, &GameController::playHumanMove);
    connect(m_controller, &GameController::positionChanged, this,
        [this] { m_explorer->showPosition(m_controller->displayedPosition()); });
    connect(m_controller, &GameController::moveMade, this, [this] { m_playedHere = true; });
    connect(m_documents, &DocumentActions::replacingGame, this, [this] { m_playedHere = false; });
    connect(m_controller, &GameController::gameOver, this, &LibraryActions::onGameOver);
    connect(m_service, &LibraryService::gameLoaded, this,
        [this](quint64 requestId, library::GameId, const PgnGame& game, int ply) {
            onGameLoaded(requestId, game, ply);
        });
    connect(m_service, &LibraryService::gameAdded, this,
        [this] { emit statusMessage(tr("The game was added to the library.")); });
    m_explorer->showPosition(m_controller->displayedPosition());
}

LibraryActions::~LibraryActions() {
    shutdown();
}

void LibraryActions::shutdown() {
    m_service->shutdown();
}

void LibraryActions::enableLibrary(const QString& path) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_service->open(path);
}

LibraryWindow* LibraryActions::libraryWindow() const {
    return m_window;
}

PositionSearchDialog* LibraryActions::searchDialog() const {
    return m_search;
}

void LibraryActions::showLibraryWindow() {
    if (!m_window) {
        m_window = new LibraryWindow(m_service, m_parentWindow);
        connect(m_window, &LibraryWindow::openRequested, this, &LibraryActions::openGame);
        connect(
            m_window, &LibraryWindow::gamesMarkedAsMine, this, &LibraryActions::gamesMarkedAsMine);
    }
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

void LibraryActions::findShownPosition() {
    if (!m_search) {
        m_search = new PositionSearchDialog(m_service, m_parentWindow);
        connect(m_search, &PositionSearchDialog::openRequested, this, &LibraryActions::openGame);
    }
    m_search->show();
    m_search->raise();
    m_search->searchPosition(m_controller->displayedPosition());
}

void LibraryActions::openGame(library::GameId id, int ply) {
    m_openRequest = m_service->loadGame(id, ply);
}

bool LibraryActions::openGameInFile(const QString& path, qint64 offset, int ply) {
    std::ifstream file(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (file) file.seekg(offset);
    std::optional<PgnGame> game;
    if (file) {
        PgnReader reader(file);
        game = reader.next();
        if (game && !reader.lastGameComplete()) game.reset();
    }
    if (!game) {
        emit statusMessage(tr("The game at byte %1 of %2 cannot be read.").arg(offset).arg(path));
        return false;
    }
    if (!m_documents->maybeSaveChanges()) return false;
    GameDocument document;
    document.tags = game->tags;
    document.openingFromRecord = game->tag("ECO") || game->tag("Opening");
    m_documents->loadRecord(toRecord(*game), std::move(document));
    m_controller->browseTo(ply);
    emit statusMessage(tr("Opened %1 from %2.").arg(pgnGameSummary(*game), path));
    return true;
}

void LibraryActions::onGameLoaded(quint64 requestId, const PgnGame& game, int ply) {
    if (requestId != m_openRequest) return;
    m_openRequest = 0;
    if (!m_documents->maybeSaveChanges()) return;
    GameDocument document;
    document.tags = game.tags;
    document.openingFromRecord = game.tag("ECO") || game.tag("Opening");
    m_documents->loadRecord(toRecord(game), std::move(document));
    m_controller->browseTo(ply);
    emit statusMessage(tr("Opened %1 from the library.").arg(pgnGameSummary(game)));
}

void LibraryActions::onGameOver() {
    if (!m_addFinishedAction->isChecked() || !m_service->isOpen() || !m_playedHere) return;
    if (m_controller->game().root().childCount() == 0) return;
    // The record as Save writes it, read back by the core: tags, clocks and comments included.
    PgnParseResult read = parsePgn(m_documents->currentPgnBytes().toStdString());
    if (read.games.size() != 1 || !read.ok()) return;
    m_service->addGame(read.games.front());
}

} // namespace rochade::gui
