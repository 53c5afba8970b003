// SPDX-License-Identifier: GPL-3.0-or-later
// Opening games: open PGN, clipboard FEN and PGN, recent files, dropped files (saving is in
// document_actions.cpp).
#include "app/file_actions.h"

#include "app/document_actions.h"
#include "dialogs/game_chooser_dialog.h"
#include "files/game_list_model.h"
#include "game/game_controller.h"
#include "game/game_status_text.h"
#include "rochade/core/fen.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QScopeGuard>
#include <QSettings>

namespace rochade::gui {

FileActions::FileActions(
    GameController* controller, DocumentActions* documentActions, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_documentActions(documentActions)
    , m_window(window) {
    m_openAction = new QAction(tr("&Open…"), this);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &FileActions::openFileDialog);

    m_recentMenu = new QMenu(tr("Open Recen&t"), m_window);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &FileActions::updateRecentMenu);
    updateRecentMenu();

    m_copyFenAction = new QAction(tr("Copy Position (&FEN)"), this);
    m_copyFenAction->setObjectName(QStringLiteral("copyFenAction"));
    connect(m_copyFenAction, &QAction::triggered, this, &FileActions::copyFen);
    m_pasteFenAction = new QAction(tr("Paste Position (F&EN)"), this);
    m_pasteFenAction->setObjectName(QStringLiteral("pasteFenAction"));
    connect(m_pasteFenAction, &QAction::triggered, this,
        [this] { pasteFen(QApplication::clipboard()->text()); });
    m_copyPgnAction = new QAction(tr("&Copy Game (PGN)"), this);
    m_copyPgnAction->setObjectName(QStringLiteral("copyPgnAction"));
    m_copyPgnAction->setShortcut(QKeySequence::Copy);
    connect(m_copyPgnAction, &QAction::triggered, this, &FileActions::copyPgn);
    m_pastePgnAction = new QAction(tr("&Paste Game (PGN)"), this);
    m_pastePgnAction->setObjectName(QStringLiteral("pastePgnAction"));
    m_pastePgnAction->setShortcut(QKeySequence::Paste);
    connect(m_pastePgnAction, &QAction::triggered, this, &FileActions::pastePgnFromClipboard);

    m_prompts.chooseGame = [this](GameListModel& games) {
        GameChooserDialog dialog(&games, m_window);
        return dialog.exec() == QDialog::Accepted ? dialog.chosenGame() : -1;
    };
    m_prompts.acceptPartial = [this](const QString& text) {
        return QMessageBox::question(m_window, tr("Damaged PGN"), text,
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    };
    m_prompts.showError = [this](const QString& title, const QString& text) {
        QMessageBox::warning(m_window, title, text);
    };
    connect(m_documentActions, &DocumentActions::documentChanged, this,
        &FileActions::dropStaleGameList);
}

FileActions::~FileActions() = default;

void FileActions::setFilePrompts(FilePrompts prompts) {
    m_prompts = std::move(prompts);
}

void FileActions::showFileError(const QString& title, const QString& text) {
    emit statusMessage(text);
    if (m_prompts.showError) m_prompts.showError(title, text);
}

void FileActions::updateRecentMenu() {
    m_recentMenu->clear();
    QSettings settings;
    const QStringList files = recentFiles(settings);
    for (const QString& path : files) {
        QAction* a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        a->setStatusTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openPgnFile(path); });
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
}

// --- PGN --------------------------------------------------------------------------------

QString FileActions::currentFen() const {
    return QString::fromStdString(toFen(m_controller->displayedPosition()));
}

bool FileActions::openPgnFile(const QString& path) {
    // Asked before the file is read: a game saved now into the very file is read as saved.
    if (!m_documentActions->maybeSaveChanges()) return false;
    std::unique_ptr<GameListModel> games = gameListOf(path);
    if (!games) return false;
    // A list taken and not used (nothing chosen, or refused) stays if it lists the file of
    // the game on the board; any other is freed, its reading stopped.
    const auto keepUnused = qScopeGuard([&] {
        if (games && games->path() == m_documentActions->document().path
            && games->listsFileAsItIs())
            m_keptList = std::move(games);
    });
    const QString name = games->name();
    // Until a second game shows whether there is anything to choose.
    waitForGameList(*games, [&] { return games->gameCount() >= 2; });
    if (games->gameCount() == 0) {
        const std::vector<GameListError>& errors = games->errors();
        showFileError(tr("Open Game"),
            errors.empty() ? tr("%1 holds no game.").arg(name)
                           : tr("No game can be read from %1. %2")
                                 .arg(name, pgnErrorText(errors.front().error)));
        return false;
    }
    const int index = chooseGame(*games);
    if (index < 0) return false;
    if (const PgnError* error = games->errorOf(index)) {
        const QString where = pgnErrorText(*error);
        const QString question = tr("Game %1 of %2 has an error.\n\n%3\n\nLoad its valid part?")
                                     .arg(index + 1)
                                     .arg(name, where);
        if (!m_prompts.acceptPartial || !m_prompts.acceptPartial(question)) {
            emit statusMessage(tr("Not loaded: %1").arg(where));
            return false;
        }
    }
    // Only the chosen game is read whole, from where the list found it.
    std::optional<ListedGame> listed = readListedGame(games->path(), games->row(index).range());
    if (!listed) {
        showFileError(tr("Open Game"),
            tr("Game %1 of %2 cannot be read: the file has changed.").arg(index + 1).arg(name));
        return false;
    }
    const PgnGame& game = listed->game;
    GameDocument document;
    document.tags = game.tags;
    document.openingFromRecord = game.tag("ECO") || game.tag("Opening");
    document.path = games->path();
    document.index = std::size_t(index);
    document.gameCount = std::size_t(games->gameCount());
    // Where an earlier game had an error, one game's end and the next one's start are the
    // reader's guess: such a game is not replaced in place.
    if (!games->hasErrorUpTo(index)) document.place = std::move(listed->bytes);
    // Kept for the next game chosen from the same file (the document names it from now on).
    m_keptList = std::move(games);
    const GameRecord record = toRecord(game);
    m_documentActions->loadRecord(record, std::move(document));
    QString loaded = tr("Loaded %1 from %2.").arg(pgnGameSummary(game), name);
    if (record.game.isOver())
        loaded += QLatin1Char(' ') + GameStatusText::statusDescription(record.game.status());
    emit statusMessage(loaded);
    QSettings settings;
    addRecentFile(settings, path);
    return true;
}

std::unique_ptr<GameListModel> FileActions::gameListOf(const QString& path) {
    if (m_keptList && m_keptList->path() == QFileInfo(path).absoluteFilePath()
        && m_keptList->listsFileAsItIs())
        return std::move(m_keptList);
    auto games = std::make_unique<GameListModel>();
    if (!games->read(path)) {
        showFileError(tr("Open Game"), games->ioError());
        return nullptr;
    }
    return games;
}

void FileActions::waitForGameList(GameListModel& games, const std::function<bool()>& done) {
    if (!games.isReading() || done()) return;
    QEventLoop loop;
    auto check = [&] {
        if (!games.isReading() || done()) loop.quit();
    };
    connect(&games, &GameListModel::rowsInserted, &loop, check);
    connect(&games, &GameListModel::readingFinished, &loop, check);
    loop.exec();
}

int FileActions::chooseGame(GameListModel& games) {
    if (games.gameCount() == 1 && !games.isReading()) return 0;
    const int chosen = m_prompts.chooseGame ? m_prompts.chooseGame(games) : -1;
    if (chosen < 0) return -1;
    // A choice among games not listed yet (a prompt that knows the file) waits for them.
    waitForGameList(games, [&] { return chosen < games.gameCount(); });
    return chosen < games.gameCount() ? chosen : -1;
}

void FileActions::dropStaleGameList() {
    if (!m_keptList) return;
    if (m_keptList->path() == m_documentActions->document().path && m_keptList->listsFileAsItIs())
        return;
    m_keptList.reset();
}

bool FileActions::loadPgnText(const QString& text) {
    return applyPgnRead(readPgnText(text), tr("the clipboard"));
}

bool FileActions::applyPgnRead(PgnRead read, const QString& source) {
    std::vector<PgnGame>& games = read.games;
    const QString title = tr("Paste Game");
    if (read.error) {
        const QString where = pgnErrorText(*read.error);
        // A partial game that stopped before its first move offers nothing worth loading.
        if (!games.empty() && games.back().moves().empty() && games.back().tags.empty())
            games.pop_back();
        if (games.empty()) {
            showFileError(title, tr("No game can be read from %1. %2").arg(source, where));
            return false;
        }
        const QString question
            = tr("%1 has an error.\n\n%2\n\nLoad the valid part? (Games read: %3; the last one "
                 "may be incomplete.)")
                  .arg(source, where)
                  .arg(games.size());
        if (!m_prompts.acceptPartial || !m_prompts.acceptPartial(question)) {
            emit statusMessage(tr("Not loaded: %1").arg(where));
            return false;
        }
    }
    if (games.empty()) {
        showFileError(title, tr("The clipboard holds no game."));
        return false;
    }
    std::size_t index = 0;
    if (games.size() > 1) {
        GameListModel list;
        list.listGames(games, tr("The clipboard"));
        const int chosen = m_prompts.chooseGame ? m_prompts.chooseGame(list) : -1;
        if (chosen < 0 || chosen >= int(games.size())) return false;
        index = std::size_t(chosen);
    }
    // Pasted text is asked about once it proved to hold a game (a file, before it was read).
    if (!m_documentActions->maybeSaveChanges()) return false;

    GameDocument document;
    document.tags = games[index].tags;
    document.openingFromRecord = games[index].tag("ECO") || games[index].tag("Opening");
    const GameRecord record = toRecord(games[index]);
    m_documentActions->loadRecord(record, std::move(document));
    // A finished game says how it ended, as its record gives it.
    QString loaded = tr("Loaded %1 from %2.").arg(pgnGameSummary(games[index]), source);
    if (record.game.isOver())
        loaded += QLatin1Char(' ') + GameStatusText::statusDescription(record.game.status());
    emit statusMessage(loaded);
    return true;
}

bool FileActions::pasteFen(const QString& text) {
    const Result<Position> parsed = parseFen(text.trimmed().toStdString());
    if (!parsed.ok()) {
        emit statusMessage(
            tr("Not a valid FEN: %1").arg(QString::fromStdString(parsed.error().message)));
        return false;
    }
    if (!m_documentActions->maybeSaveChanges()) return false;
    emit replacingGame(); // no stale result over the new game
    m_controller->setUpPosition(parsed.value());
    m_documentActions->beginNewDocument();
    emit statusMessage(tr("Position set up from FEN."));
    return true;
}

// --- Menu actions -----------------------------------------------------------------------

void FileActions::openFileDialog() {
    const ClockPauseGuard hold(m_controller);
    QSettings settings;
    const QString dir
        = settings.value(QStringLiteral("files/lastDir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Game"), dir, tr("PGN files (*.pgn);;All files (*)"));
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    openPgnFile(path);
}

void FileActions::copyFen() {
    QApplication::clipboard()->setText(currentFen());
    emit statusMessage(tr("Position copied as FEN."));
}

void FileActions::copyPgn() {
    QApplication::clipboard()->setText(m_documentActions->currentPgn());
    emit statusMessage(tr("Game copied as PGN."));
}

void FileActions::pastePgnFromClipboard() {
    const QString text = QApplication::clipboard()->text();
    if (looksLikeFen(text)) {
        pasteFen(text);
        return;
    }
    loadPgnText(text);
}

// --- Dropped files ----------------------------------------------------------------------

bool FileActions::canOpenDropped(const QMimeData* data) {
    if (!data || !data->hasUrls()) return false;
    const QList<QUrl> urls = data->urls();
    return !urls.isEmpty() && urls.front().isLocalFile();
}

void FileActions::openDropped(const QMimeData* data) {
    if (!canOpenDropped(data)) return;
    const QString path = data->urls().front().toLocalFile();
    // After the drop has returned: the drag source is not kept waiting on a question.
    QMetaObject::invokeMethod(
        this, [this, path] { openPgnFile(path); }, Qt::QueuedConnection);
}

} // namespace rochade::gui
