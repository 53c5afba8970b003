// SPDX-License-Identifier: GPL-3.0-or-later
// Game records: open PGN, clipboard FEN and PGN, recent files, dropped files, the autosave
// and the title (saving is in file_actions_save.cpp).
#include "app/file_actions.h"

#include "game/game_controller.h"
#include "rochade/core/fen.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace rochade::gui {

namespace {

/// A modal list of the games of a file; the index chosen, or -1.
int chooseGameDialog(QWidget* parent, const QStringList& summaries) {
    QDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("Choose a Game"));
    auto* label
        = new QLabel(QObject::tr("This file holds %1 games. Which one?").arg(summaries.size()));
    auto* list = new QListWidget;
    list->setObjectName(QStringLiteral("gameList"));
    list->addItems(summaries);
    list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(list, &QListWidget::itemActivated, &dialog, &QDialog::accept);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(label);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    dialog.resize(520, 360);
    if (dialog.exec() != QDialog::Accepted) return -1;
    return list->currentRow();
}

} // namespace

FileActions::FileActions(GameController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window) {
    m_openAction = new QAction(tr("&Open…"), this);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &FileActions::openFileDialog);

    m_saveAction = new QAction(tr("&Save"), this);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &FileActions::save);
    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &FileActions::saveAs);

    m_recentMenu = new QMenu(tr("Open &Recent"), m_window);
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

    m_prompts.chooseGame
        = [this](const QStringList& summaries) { return chooseGameDialog(m_window, summaries); };
    m_prompts.acceptPartial = [this](const QString& text) {
        return QMessageBox::question(m_window, tr("Damaged PGN"), text,
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes;
    };
    m_prompts.askSaveChanges = [this](const QString& question) {
        switch (QMessageBox::question(m_window, tr("Unsaved Changes"), question,
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save)) {
        case QMessageBox::Save:
            return SaveChoice::Save;
        case QMessageBox::Discard:
            return SaveChoice::Discard;
        default:
            return SaveChoice::Cancel;
        }
    };
    m_prompts.chooseSavePath = [this](const QString& suggested) {
        QString path = QFileDialog::getSaveFileName(
            m_window, tr("Save Game"), suggested, tr("PGN files (*.pgn)"));
        if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
        return path;
    };
    m_prompts.offerSaveAs = [this](const QString& text) {
        return QMessageBox::warning(m_window, tr("Save Game"), text,
                   QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save)
            == QMessageBox::Save;
    };
    m_prompts.showError = [this](const QString& title, const QString& text) {
        QMessageBox::warning(m_window, title, text);
    };
}

void FileActions::setFilePrompts(FilePrompts prompts) {
    m_prompts = std::move(prompts);
}

void FileActions::showFileError(const QString& title, const QString& text) {
    emit statusMessage(text);
    if (m_prompts.showError) m_prompts.showError(title, text);
}

void FileActions::updateTitle() {
    const QString white = m_controller->playerName(Color::White);
    const QString black = m_controller->playerName(Color::Black);
    // "[*]" is where Qt shows the modified mark.
    if (m_document.hasFile()) {
        QString file = QFileInfo(m_document.path).fileName();
        if (m_document.gameCount > 1) file = tr("%1, game %2").arg(file).arg(m_document.index + 1);
        m_window->setWindowTitle(tr("%1[*] — %2 – %3 — Rochade").arg(file, white, black));
    } else {
        m_window->setWindowTitle(tr("%1 – %2[*] — Rochade").arg(white, black));
    }
    m_window->setWindowModified(isModified());
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
    if (!maybeSaveChanges()) return false;
    PgnRead read = readPgnFile(path);
    if (!read.ioError.isEmpty()) {
        showFileError(tr("Open Game"), read.ioError);
        return false;
    }
    const QString name = QFileInfo(path).fileName();
    if (!applyPgnRead(std::move(read), name, path)) return false;
    QSettings settings;
    addRecentFile(settings, path);
    return true;
}

bool FileActions::loadPgnText(const QString& text) {
    return applyPgnRead(readPgnText(text), tr("the clipboard"), QString());
}

bool FileActions::applyPgnRead(PgnRead read, const QString& source, const QString& path) {
    std::vector<PgnGame>& games = read.games;
    if (read.error) {
        const QString where = pgnErrorText(*read.error);
        // A partial game that stopped before its first move offers nothing worth loading.
        if (!games.empty() && games.back().moves().empty() && games.back().tags.empty())
            games.pop_back();
        if (games.empty()) {
            showFileError(
                tr("Open Game"), tr("No game can be read from %1. %2").arg(source, where));
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
        showFileError(tr("Open Game"), tr("%1 holds no game.").arg(source));
        return false;
    }
    std::size_t index = 0;
    if (games.size() > 1) {
        QStringList summaries;
        for (const PgnGame& g : games)
            summaries << pgnGameSummary(g);
        const int chosen = m_prompts.chooseGame ? m_prompts.chooseGame(summaries) : -1;
        if (chosen < 0 || chosen >= int(games.size())) return false;
        index = std::size_t(chosen);
    }
    // Pasted text is asked about once it proved to hold a game (a file, before it was read).
    if (path.isEmpty() && !maybeSaveChanges()) return false;

    GameDocument document;
    document.tags = games[index].tags;
    document.openingFromRecord = games[index].tag("ECO") || games[index].tag("Opening");
    if (!path.isEmpty()) {
        document.path = QFileInfo(path).absoluteFilePath();
        document.index = index;
        document.gameCount = games.size();
        // A damaged file's games cannot be told apart for sure: none is replaced in place.
        if (!read.error)
            document.place = placeOfGame(read.bytes, games, index).value_or(QByteArray());
    }
    const GameRecord record = toRecord(games[index]);
    loadRecord(record, std::move(document));
    emit statusMessage(tr("Loaded %1 from %2.").arg(pgnGameSummary(games[index]), source));
    return true;
}

void FileActions::loadRecord(const GameRecord& record, GameDocument document) {
    emit replacingGame(); // no stale result over the new game
    m_document = std::move(document);
    m_controller->loadGame(record.game, record.setup);
    // What the window would write now is the document's saved state (the clocks restored),
    // unless it knows that state already (a game resumed with its file).
    m_document.whiteName = m_controller->playerName(Color::White);
    m_document.blackName = m_controller->playerName(Color::Black);
    if (m_document.savedRecord.isEmpty()) m_document.savedRecord = currentPgnBytes();
    updateTitle();
}

bool FileActions::pasteFen(const QString& text) {
    const Result<Position> parsed = parseFen(text.trimmed().toStdString());
    if (!parsed.ok()) {
        emit statusMessage(
            tr("Not a valid FEN: %1").arg(QString::fromStdString(parsed.error().message)));
        return false;
    }
    if (!maybeSaveChanges()) return false;
    emit replacingGame(); // no stale result over the new game
    m_controller->setUpPosition(parsed.value());
    beginNewDocument();
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
    QApplication::clipboard()->setText(currentPgn());
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

// --- Autosave ---------------------------------------------------------------------------

bool FileActions::enableAutosave(const QString& path) {
    m_autosavePath = path;
    m_lastAutosave.clear();
    bool resumed = false;
    if (!path.isEmpty() && QFile::exists(path)) {
        const PgnRead read = readPgnFile(path);
        if (read.ok() && read.games.size() == 1) {
            const GameRecord record = toRecord(read.games.front());
            if (isResumable(record.game)) {
                // Back to the file it belonged to, if any: what was not saved there still
                // counts as unsaved.
                GameDocument document = autosavedDocument();
                document.tags = read.games.front().tags;
                loadRecord(record, std::move(document));
                emit statusMessage(tr("Your last game was resumed where you left it."));
                resumed = true;
            }
        }
    }
    autosave();
    return resumed;
}

void FileActions::autosave() {
    if (m_autosavePath.isEmpty()) return;
    const Game& game = m_controller->game();
    if (!isResumable(game)) {
        // A finished or empty game leaves nothing to resume.
        if (QFile::exists(m_autosavePath)) QFile::remove(m_autosavePath);
        m_lastAutosave.clear();
        rememberAutosavedDocument();
        return;
    }
    // The game as it stands (not the moves redo would replay): resumed, it goes on here.
    const QByteArray text = QByteArray::fromStdString(writePgn(record(false)));
    if (text != m_lastAutosave) {
        QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
        if (const auto error = writeBytesFile(m_autosavePath, text)) {
            emit statusMessage(tr("Autosave failed: %1").arg(*error));
            return;
        }
        m_lastAutosave = text;
    }
    rememberAutosavedDocument();
}

// The document of the autosaved game, kept in the settings beside the autosave: a game
// resumed after a crash is saved back into its own place in its own file.
void FileActions::rememberAutosavedDocument() const {
    QSettings settings;
    settings.beginGroup(QStringLiteral("autosave"));
    if (!m_document.hasFile() || m_lastAutosave.isEmpty()) {
        settings.remove(QString());
        return;
    }
    settings.setValue(QStringLiteral("for"), m_autosavePath);
    settings.setValue(QStringLiteral("file"), m_document.path);
    settings.setValue(QStringLiteral("index"), qulonglong(m_document.index));
    settings.setValue(QStringLiteral("games"), qulonglong(m_document.gameCount));
    settings.setValue(QStringLiteral("place"), m_document.place);
    settings.setValue(QStringLiteral("saved"), m_document.savedRecord);
    settings.setValue(QStringLiteral("opening"), m_document.openingFromRecord);
}

GameDocument FileActions::autosavedDocument() const {
    QSettings settings;
    settings.beginGroup(QStringLiteral("autosave"));
    GameDocument document;
    if (settings.value(QStringLiteral("for")).toString() != m_autosavePath) return document;
    document.path = settings.value(QStringLiteral("file")).toString();
    document.index = settings.value(QStringLiteral("index")).toULongLong();
    document.gameCount
        = std::max<qulonglong>(1, settings.value(QStringLiteral("games")).toULongLong());
    document.place = settings.value(QStringLiteral("place")).toByteArray();
    document.savedRecord = settings.value(QStringLiteral("saved")).toByteArray();
    document.openingFromRecord = settings.value(QStringLiteral("opening")).toBool();
    return document;
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
