// SPDX-License-Identifier: GPL-3.0-or-later
// Opening games: open PGN, clipboard FEN and PGN, recent files, dropped files (saving is in
// document_actions.cpp).
#include "app/file_actions.h"

#include "app/document_actions.h"
#include "game/game_controller.h"
#include "game/game_status_text.h"
#include "rochade/core/fen.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QVBoxLayout>

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
    // The error box is titled for what the user did: pasted text is no file opened.
    const QString title = path.isEmpty() ? tr("Paste Game") : tr("Open Game");
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
        // A sentence of its own for the clipboard: "%1 holds no game." began it in lower case.
        showFileError(title,
            path.isEmpty() ? tr("The clipboard holds no game.")
                           : tr("%1 holds no game.").arg(source));
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
    if (path.isEmpty() && !m_documentActions->maybeSaveChanges()) return false;

    GameDocument document;
    document.tags = games[index].tags;
    document.openingFromRecord = games[index].tag("ECO") || games[index].tag("Opening");
    if (!path.isEmpty()) {
        document.path = QFileInfo(path).absoluteFilePath();
        document.index = index;
        document.gameCount = games.size();
        // A damaged file's games cannot be told apart for sure: none is replaced in place.
        document.place = placeOfGame(read, index).value_or(QByteArray());
    }
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
