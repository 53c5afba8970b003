// SPDX-License-Identifier: GPL-3.0-or-later
// The game as a document: Save (back into its own file, in place among the others), Save
// As, the question before unsaved changes are left, the title, and the autosave with the
// note of the file its game belongs to.
#include "app/document_actions.h"

#include "game/game_controller.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStringList>
#include <QWidget>

#include <algorithm>

namespace rochade::gui {

DocumentActions::DocumentActions(GameController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window) {
    m_saveAction = new QAction(tr("&Save"), this);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &DocumentActions::save);
    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &DocumentActions::saveAs);

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

void DocumentActions::setFilePrompts(FilePrompts prompts) {
    m_prompts = std::move(prompts);
}

void DocumentActions::showFileError(const QString& title, const QString& text) {
    emit statusMessage(text);
    if (m_prompts.showError) m_prompts.showError(title, text);
}

void DocumentActions::updateTitle() {
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

// --- The document -----------------------------------------------------------------------

PgnGame DocumentActions::record(bool wholeLine) const {
    const GameController& c = *m_controller;
    return gameRecord(c.game(), c.clock(),
        documentTags(m_document, c.setup(), c.humanColor(), c.playerName(Color::White),
            c.playerName(Color::Black)),
        wholeLine, !m_document.openingFromRecord);
}

DocumentRevision DocumentActions::revision() const {
    return { m_controller->game().revision(), m_document.tagRevision };
}

QByteArray DocumentActions::currentPgnBytes() const {
    return QByteArray::fromStdString(writePgn(record(true)));
}

QString DocumentActions::currentPgn() const {
    return QString::fromUtf8(currentPgnBytes());
}

void DocumentActions::beginNewDocument() {
    const GameController& c = *m_controller;
    m_document = GameDocument {};
    m_document.whiteName = c.playerName(Color::White);
    m_document.blackName = c.playerName(Color::Black);
    // The date the game began, kept however long it lasts.
    m_document.tags = gameTags(c.setup(), c.humanColor(), m_document.whiteName,
        m_document.blackName, QDate::currentDate());
    m_document.savedRevision = revision();
    updateTitle();
    emit documentChanged();
}

void DocumentActions::loadRecord(const GameRecord& record, GameDocument document) {
    emit replacingGame(); // no stale result over the new game
    m_document = std::move(document);
    m_controller->loadGame(record.game, record.setup);
    m_document.whiteName = m_controller->playerName(Color::White);
    m_document.blackName = m_controller->playerName(Color::Black);
    // What the window would write now is the document's saved state (the clocks restored),
    // unless it knows that state already: a game resumed with its file was saved there as
    // noted then, perhaps with changes since, which its record tells this once.
    const QByteArray now = currentPgnBytes();
    const bool asSaved = m_document.savedRecord.isEmpty() || m_document.savedRecord == now;
    if (m_document.savedRecord.isEmpty()) m_document.savedRecord = now;
    m_document.savedRevision = asSaved ? std::optional(revision()) : std::nullopt;
    updateTitle();
    emit documentChanged();
}

bool DocumentActions::isModified() const {
    // A game in no file has nothing saved: any move would be lost.
    if (!m_document.hasFile()) return m_controller->game().root().childCount() > 0;
    // Counted, not compared, so no record is written to tell: a change undone since still
    // counts, as in most editors.
    return m_document.savedRevision != revision();
}

void DocumentActions::setTag(const std::string& name, const QString& value) {
    PgnGame tagged;
    tagged.tags = std::move(m_document.tags);
    tagged.setTag(name, value.toStdString());
    m_document.tags = std::move(tagged.tags);
    ++m_document.tagRevision;
    autosave();
    updateTitle();
}

bool DocumentActions::maybeSaveChanges() {
    const std::optional<SaveChoice> choice = askToSaveChanges();
    return !choice || *choice != SaveChoice::Cancel;
}

bool DocumentActions::maybeSaveChangesBeforeQuit() {
    const std::optional<SaveChoice> choice = askToSaveChanges();
    if (choice == SaveChoice::Cancel) return false;
    // "Discard" at quit is the user's word that this game is not wanted: resuming it at the
    // next start would bring back what they threw away. (Leaving a game for another one
    // needs nothing of the kind: the next game's autosave takes its place.)
    if (choice == SaveChoice::Discard) forgetAutosave();
    return true;
}

void DocumentActions::forgetAutosave() {
    if (m_autosavePath.isEmpty()) return;
    QFile::remove(m_autosavePath);
    m_lastAutosave.clear();
    rememberAutosavedDocument(); // with no autosave written, the notes are removed
    m_autosavePath.clear(); // what happens while the window closes writes nothing
}

std::optional<SaveChoice> DocumentActions::askToSaveChanges() {
    if (!isModified()) return std::nullopt;
    const ClockPauseGuard hold(m_controller);
    const QString question = m_document.hasFile()
        ? tr("The game has changes that are not saved in %1. Save them?")
              .arg(QFileInfo(m_document.path).fileName())
        : tr("This game is not saved in any file. Save it?");
    const SaveChoice choice
        = m_prompts.askSaveChanges ? m_prompts.askSaveChanges(question) : SaveChoice::Discard;
    if (choice == SaveChoice::Save && !save()) return SaveChoice::Cancel;
    return choice;
}

// --- Save and Save As -------------------------------------------------------------------

QString DocumentActions::suggestedPath() const {
    if (m_document.hasFile()) return m_document.path;
    QSettings settings;
    const QString dir
        = settings.value(QStringLiteral("files/lastDir"), QDir::homePath()).toString();
    QString name
        = tr("%1 - %2 %3.pgn")
              .arg(m_controller->playerName(Color::White), m_controller->playerName(Color::Black),
                  QDate::currentDate().toString(Qt::ISODate));
    name.remove(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")));
    return QDir(dir).filePath(name);
}

bool DocumentActions::saveAs() {
    const ClockPauseGuard hold(m_controller);
    const QString path
        = m_prompts.chooseSavePath ? m_prompts.chooseSavePath(suggestedPath()) : QString();
    if (path.isEmpty()) return false;
    QSettings settings;
    settings.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    return savePgnFile(path);
}

bool DocumentActions::savePgnFile(const QString& path) {
    const QByteArray bytes = currentPgnBytes();
    if (const auto error = writeBytesFile(path, bytes)) {
        showFileError(tr("Save Game"), tr("Could not save %1: %2").arg(path, *error));
        return false;
    }
    // The file holds this one game now, with the tags just written.
    m_document.path = QFileInfo(path).absoluteFilePath();
    m_document.index = 0;
    m_document.gameCount = 1;
    m_document.place = bytes;
    noteSaved(path, bytes);
    return true;
}

bool DocumentActions::save() {
    if (!m_document.hasFile()) return saveAs();
    const QString path = m_document.path;
    const QString name = QFileInfo(path).fileName();
    const QByteArray text = currentPgnBytes();
    QFile file(path);
    std::optional<ReplacedGame> replaced;
    if (file.open(QIODevice::ReadOnly))
        replaced = replaceGame(file.readAll(), m_document.index, m_document.place, text);
    file.close();
    if (!replaced) {
        // Writing at a guessed place could damage the other games: the user picks a file.
        const QString why = m_document.place.isEmpty()
            ? tr("The games in %1 cannot be told apart for sure (the file has errors), so "
                 "Rochade does not write into it. Save the game under another name?")
                  .arg(name)
            : tr("%1 has changed since the game was read: its game %2 is no longer where it "
                 "was. Save the game under another name?")
                  .arg(name)
                  .arg(m_document.index + 1);
        emit statusMessage(tr("Not saved to %1.").arg(name));
        if (m_prompts.offerSaveAs && m_prompts.offerSaveAs(why)) return saveAs();
        return false;
    }
    if (const auto error = writeBytesFile(path, replaced->file)) {
        showFileError(tr("Save Game"), tr("Could not save %1: %2").arg(path, *error));
        return false;
    }
    m_document.place = std::move(replaced->game);
    noteSaved(path, text);
    return true;
}

void DocumentActions::noteSaved(const QString& path, const QByteArray& bytes) {
    const GameController& c = *m_controller;
    m_document.tags = record(true).tags;
    m_document.whiteName = c.playerName(Color::White);
    m_document.blackName = c.playerName(Color::Black);
    m_document.savedRecord = bytes;
    m_document.savedRevision = revision();
    QSettings settings;
    addRecentFile(settings, path);
    emit statusMessage(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    autosave(); // its file noted beside the autosave
    updateTitle();
    emit documentChanged();
}

// --- Autosave ---------------------------------------------------------------------------

bool DocumentActions::enableAutosave(const QString& path) {
    m_autosavePath = path;
    m_lastAutosave.clear();
    bool resumed = false;
    if (!path.isEmpty() && QFile::exists(path)) {
        const PgnRead read = readPgnFile(path);
        if (read.ok() && read.games.size() == 1) {
            GameRecord record = toRecord(read.games.front());
            // The file holds the whole record; the game goes on where it stood, with the
            // moves taken back still there to redo.
            if (const Game::Node* stood = nodeAtPath(record.game, autosavedShownPath()))
                record.game.goTo(*stood);
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

void DocumentActions::autosave() {
    if (m_autosavePath.isEmpty()) return;
    const Game& game = m_controller->game();
    if (!isResumable(game)) {
        // A finished or empty game leaves nothing to resume.
        if (QFile::exists(m_autosavePath)) QFile::remove(m_autosavePath);
        m_lastAutosave.clear();
        rememberAutosavedDocument();
        return;
    }
    // The whole record, also the moves redo would replay (a crash after taking moves back
    // to look loses none), and beside it in the settings the node the game stands at, so a
    // resumed game goes on there.
    const QByteArray text = QByteArray::fromStdString(writePgn(record(true)));
    if (text != m_lastAutosave) {
        QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
        if (const auto error = writeBytesFile(m_autosavePath, text)) {
            emit statusMessage(tr("Autosave failed: %1").arg(*error));
            return;
        }
        m_lastAutosave = text;
    }
    // Noted once the file holds the record it points into (an undo changes only this).
    rememberShownPath(game);
    rememberAutosavedDocument();
}

namespace {

const QString kShownPathKey = QStringLiteral("autosaveShown/path");
const QString kShownForKey = QStringLiteral("autosaveShown/for");

} // namespace

// The way from the start to the current node as child numbers, "0,0,1": the record keeps
// the order of continuations, so the same numbers find the node in the game read back.
void DocumentActions::rememberShownPath(const Game& game) const {
    QStringList path;
    for (const Game::Node* n = &game.currentNode(); n->previous != nullptr; n = n->previous) {
        const Game::Node& parent = *n->previous;
        for (std::size_t i = 0; i < parent.childCount(); ++i)
            if (&parent.child(i) == n) path.prepend(QString::number(i));
    }
    QSettings settings;
    settings.setValue(kShownForKey, m_autosavePath);
    settings.setValue(kShownPathKey, path.join(QLatin1Char(',')));
}

QList<int> DocumentActions::autosavedShownPath() const {
    QSettings settings;
    if (settings.value(kShownForKey).toString() != m_autosavePath) return {};
    QList<int> path;
    const QString text = settings.value(kShownPathKey).toString();
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int i = part.toInt(&ok);
        if (!ok || i < 0) return {};
        path.append(i);
    }
    return path;
}

const Game::Node* DocumentActions::nodeAtPath(const Game& game, const QList<int>& path) {
    // No path noted (an autosave of an older version): the end of the main line, as read.
    if (path.isEmpty()) return nullptr;
    const Game::Node* node = &game.root();
    for (int i : path) {
        if (static_cast<std::size_t>(i) >= node->childCount()) return nullptr;
        node = &node->child(static_cast<std::size_t>(i));
    }
    return node;
}

// The document of the autosaved game, kept in the settings beside the autosave: a game
// resumed after a crash is saved back into its own place in its own file.
void DocumentActions::rememberAutosavedDocument() const {
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

GameDocument DocumentActions::autosavedDocument() const {
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

} // namespace rochade::gui
