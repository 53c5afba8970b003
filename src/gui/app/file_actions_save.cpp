// SPDX-License-Identifier: GPL-3.0-or-later
// Saving the game: Save (back into its own file, in place among the others), Save As, the
// document that remembers where the game belongs, and the question before unsaved changes
// are left.
#include "app/file_actions.h"

#include "game/game_controller.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>

namespace rochade::gui {

PgnGame FileActions::record(bool wholeLine) const {
    const GameController& c = *m_controller;
    return gameRecord(c.game(), c.clock(),
        documentTags(m_document, c.setup(), c.humanColor(), c.playerName(Color::White),
            c.playerName(Color::Black)),
        wholeLine, !m_document.openingFromRecord);
}

QByteArray FileActions::currentPgnBytes() const {
    return QByteArray::fromStdString(writePgn(record(true)));
}

QString FileActions::currentPgn() const {
    return QString::fromUtf8(currentPgnBytes());
}

void FileActions::beginNewDocument() {
    const GameController& c = *m_controller;
    m_document = GameDocument {};
    m_document.whiteName = c.playerName(Color::White);
    m_document.blackName = c.playerName(Color::Black);
    // The date the game began, kept however long it lasts.
    m_document.tags = gameTags(c.setup(), c.humanColor(), m_document.whiteName,
        m_document.blackName, QDate::currentDate());
    m_document.savedRecord = currentPgnBytes();
    updateTitle();
}

bool FileActions::isModified() const {
    // A game in no file has nothing saved: any move would be lost.
    if (!m_document.hasFile()) return m_controller->game().root().childCount() > 0;
    return currentPgnBytes() != m_document.savedRecord;
}

bool FileActions::maybeSaveChanges() {
    if (!isModified()) return true;
    const ClockPauseGuard hold(m_controller);
    const QString question = m_document.hasFile()
        ? tr("The game has changes that are not saved in %1. Save them?")
              .arg(QFileInfo(m_document.path).fileName())
        : tr("This game is not saved in any file. Save it?");
    const SaveChoice choice
        = m_prompts.askSaveChanges ? m_prompts.askSaveChanges(question) : SaveChoice::Discard;
    switch (choice) {
    case SaveChoice::Save:
        return save();
    case SaveChoice::Discard:
        return true;
    case SaveChoice::Cancel:
        break;
    }
    return false;
}

QString FileActions::suggestedPath() const {
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

bool FileActions::saveAs() {
    const ClockPauseGuard hold(m_controller);
    const QString path
        = m_prompts.chooseSavePath ? m_prompts.chooseSavePath(suggestedPath()) : QString();
    if (path.isEmpty()) return false;
    QSettings settings;
    settings.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    return savePgnFile(path);
}

bool FileActions::savePgnFile(const QString& path) {
    const QByteArray bytes = currentPgnBytes();
    if (const auto error = writeBytesFile(path, bytes)) {
        showFileError(tr("Save Game"), tr("Could not save %1: %2").arg(path, *error));
        return false;
    }
    const GameController& c = *m_controller;
    // The file holds this one game now, with the tags just written.
    m_document.path = QFileInfo(path).absoluteFilePath();
    m_document.index = 0;
    m_document.gameCount = 1;
    m_document.place = bytes;
    m_document.tags = record(true).tags;
    m_document.whiteName = c.playerName(Color::White);
    m_document.blackName = c.playerName(Color::Black);
    m_document.savedRecord = bytes;
    QSettings settings;
    addRecentFile(settings, path);
    emit statusMessage(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    autosave(); // its file noted beside the autosave
    updateTitle();
    return true;
}

bool FileActions::save() {
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
    const GameController& c = *m_controller;
    m_document.place = std::move(replaced->game);
    m_document.tags = record(true).tags;
    m_document.whiteName = c.playerName(Color::White);
    m_document.blackName = c.playerName(Color::Black);
    m_document.savedRecord = text;
    QSettings settings;
    addRecentFile(settings, path);
    emit statusMessage(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
    autosave(); // its file noted beside the autosave
    updateTitle();
    return true;
}

} // namespace rochade::gui
