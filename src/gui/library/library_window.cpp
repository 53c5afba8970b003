// SPDX-License-Identifier: GPL-3.0-or-later
// The Library window: filters, the table and its actions.
#include "library/library_window.h"

#include "files/game_table.h"
#include "library/library_games_model.h"
#include "library/library_service.h"
#include "rochade/core/pgn.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

namespace rochade::gui {

namespace {

/// The PGN escape of a tag value: backslash and quote.
QString escapedTagValue(const std::string& value) {
    QString out = QString::fromStdString(value);
    out.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    out.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return out;
}

/// A text box dialog for the tag pairs (the prompts' default).
std::optional<QString> editTagsInDialog(QWidget* parent, const QString& tags) {
    QDialog dialog(parent);
    dialog.setWindowTitle(LibraryWindow::tr("Edit Tags"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(LibraryWindow::tr("One tag a line, as in PGN: [Name \"value\"]")));
    auto* edit = new QPlainTextEdit(tags);
    layout->addWidget(edit);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    dialog.resize(480, 360);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return edit->toPlainText();
}

} // namespace

QString tagPairsText(const std::vector<PgnTag>& tags) {
    QString out;
    for (const PgnTag& tag : tags)
        out += QStringLiteral("[%1 \"%2\"]\n")
                   .arg(QString::fromStdString(tag.name), escapedTagValue(tag.value));
    return out;
}

Result<std::vector<PgnTag>> parseTagPairs(const QString& text) {
    // The core's own reader: a game of these tags and no moves.
    const std::string pgn = text.trimmed().toStdString() + "\n\n*\n";
    PgnParseResult read = parsePgn(pgn);
    if (read.error) return Error { read.error->message };
    if (read.games.size() != 1) return Error { "not one set of tag pairs" };
    return std::move(read.games.front().tags);
}

LibraryWindow::~LibraryWindow() {
    for (QLineEdit* edit : { m_player, m_fromDate, m_toDate, m_eco })
        disconnect(edit, nullptr, this, nullptr);
}

LibraryWindow::LibraryWindow(LibraryService* service, QWidget* parent)
    : QDialog(parent)
    , m_service(service)
    , m_model(new LibraryGamesModel(service, this))
    , m_table(new GameTableView)
    , m_player(new QLineEdit)
    , m_fromDate(new QLineEdit)
    , m_toDate(new QLineEdit)
    , m_result(new QComboBox)
    , m_eco(new QLineEdit)
    , m_status(new QLabel) {
    setObjectName(QStringLiteral("libraryWindow"));
    setWindowTitle(tr("Library"));
    auto* layout = new QVBoxLayout(this);

    auto* filters = new QHBoxLayout;
    m_player->setObjectName(QStringLiteral("libraryPlayer"));
    m_player->setPlaceholderText(tr("Player"));
    m_fromDate->setPlaceholderText(tr("From (1990.01.01)"));
    m_toDate->setPlaceholderText(tr("To"));
    m_result->addItems({ tr("Any result"), QStringLiteral("1-0"), QStringLiteral("½-½"),
        QStringLiteral("0-1"), QStringLiteral("*") });
    m_eco->setPlaceholderText(tr("ECO"));
    m_eco->setMaximumWidth(60);
    filters->addWidget(m_player, 2);
    filters->addWidget(m_fromDate, 1);
    filters->addWidget(m_toDate, 1);
    filters->addWidget(m_result);
    filters->addWidget(m_eco);
    layout->addLayout(filters);

    m_table->setObjectName(QStringLiteral("libraryTable"));
    m_table->setModel(m_model);
    layout->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    const auto button = [buttons](const QString& text, const QString& name) {
        auto* b = new QPushButton(text);
        b->setObjectName(name);
        b->setAutoDefault(false);
        buttons->addWidget(b);
        return b;
    };
    QPushButton* importButton = button(tr("&Import PGN…"), QStringLiteral("importButton"));
    QPushButton* openButton = button(tr("&Open"), QStringLiteral("openButton"));
    QPushButton* removeButton = button(tr("&Delete…"), QStringLiteral("deleteButton"));
    QPushButton* exportButton = button(tr("E&xport…"), QStringLiteral("exportButton"));
    QPushButton* tagsButton = button(tr("Edit &Tags…"), QStringLiteral("tagsButton"));
    QPushButton* mineButton = button(tr("These Are &My Games"), QStringLiteral("myGamesButton"));
    mineButton->setToolTip(tr("Review the selected games in the background (none selected: every "
                              "game where your name plays) and practise your mistakes"));
    buttons->addStretch(1);
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    layout->addLayout(buttons);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    auto* count = new QLabel;
    count->setObjectName(QStringLiteral("libraryCount"));
    statusRow->addWidget(count);
    layout->addLayout(statusRow);
    resize(900, 560);

    connect(importButton, &QPushButton::clicked, this, &LibraryWindow::importPgn);
    connect(openButton, &QPushButton::clicked, this, &LibraryWindow::openSelected);
    connect(removeButton, &QPushButton::clicked, this, &LibraryWindow::removeSelected);
    connect(exportButton, &QPushButton::clicked, this, &LibraryWindow::exportSelected);
    connect(tagsButton, &QPushButton::clicked, this, &LibraryWindow::editTagsOfSelected);
    connect(mineButton, &QPushButton::clicked, this, &LibraryWindow::markSelectedAsMine);
    connect(m_table, &QTableView::doubleClicked, this, &LibraryWindow::openSelected);
    for (QLineEdit* edit : { m_player, m_fromDate, m_toDate, m_eco })
        connect(edit, &QLineEdit::editingFinished, this, &LibraryWindow::applyFilter);
    connect(m_result, &QComboBox::currentIndexChanged, this, &LibraryWindow::applyFilter);
    connect(m_service, &LibraryService::libraryChanged, m_model, &LibraryGamesModel::reload);
    connect(m_service, &LibraryService::opened, m_model, &LibraryGamesModel::reload);
    // The count has a label of its own, so it never hides what an import reported.
    connect(m_model, &QAbstractItemModel::modelReset, this,
        [this, count] { count->setText(tr("%n game(s)", nullptr, m_model->rowCount())); });
    connect(m_service, &LibraryService::importFinished, this, &LibraryWindow::onImportFinished);
    connect(m_service, &LibraryService::importProgress, this,
        [this](std::size_t games, std::uint64_t bytes, std::uint64_t fileBytes) {
            if (!m_progress) return;
            // Per mille of the file, so a file over 2 GB fits an int.
            m_progress->setValue(fileBytes ? int(bytes * 1000 / fileBytes) : 0);
            m_progress->setLabelText(tr("Importing… %n game(s) read", nullptr, int(games)));
        });
    connect(m_service, &LibraryService::gameLoaded, this,
        [this](quint64 requestId, library::GameId id, const PgnGame& game, int) {
            onGameLoaded(requestId, id, game);
        });
    connect(
        m_service, &LibraryService::exported, this, [this](std::size_t games, const QString& path) {
            m_status->setText(tr("%n game(s) exported to %1", nullptr, int(games)).arg(path));
        });
    connect(m_service, &LibraryService::failed, m_status, &QLabel::setText);

    m_prompts.importFile = [this] {
        return QFileDialog::getOpenFileName(
            this, tr("Import PGN"), QString(), tr("PGN files (*.pgn);;All files (*)"));
    };
    m_prompts.exportFile = [this] {
        return QFileDialog::getSaveFileName(
            this, tr("Export Games"), QString(), tr("PGN files (*.pgn)"));
    };
    m_prompts.confirmRemoval = [this](int games) {
        return QMessageBox::question(this, tr("Delete Games"),
                   tr("Delete %n game(s) from the library? This cannot be undone.", nullptr, games))
            == QMessageBox::Yes;
    };
    m_prompts.editTags = [this](const QString& tags) { return editTagsInDialog(this, tags); };
    if (m_service->isOpen()) m_model->reload();
}

library::GameFilter LibraryWindow::filter() const {
    library::GameFilter f;
    f.player = m_player->text().trimmed().toStdString();
    f.dateFrom = m_fromDate->text().trimmed().toStdString();
    f.dateTo = m_toDate->text().trimmed().toStdString();
    if (m_result->currentIndex() > 0)
        f.result = static_cast<library::StoredResult>(m_result->currentIndex() - 1);
    f.eco = m_eco->text().trimmed().toUpper().toStdString();
    return f;
}

void LibraryWindow::applyFilter() {
    m_model->setFilter(filter());
}

std::vector<library::GameRow> LibraryWindow::selectedRows() const {
    std::set<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedIndexes())
        rows.insert(index.row());
    std::vector<library::GameRow> games;
    for (const int row : rows)
        if (auto game = m_model->gameRow(row)) games.push_back(std::move(*game));
    return games;
}

void LibraryWindow::markSelectedAsMine() {
    emit gamesMarkedAsMine(selectedRows());
}

std::vector<library::GameId> LibraryWindow::selectedIds() const {
    std::set<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedIndexes())
        rows.insert(index.row());
    if (rows.empty() && m_table->currentIndex().isValid())
        rows.insert(m_table->currentIndex().row());
    std::vector<library::GameId> ids;
    for (const int row : rows)
        if (const auto game = m_model->gameRow(row)) ids.push_back(game->id);
    return ids;
}

void LibraryWindow::importPgn() {
    const QString path = m_prompts.importFile ? m_prompts.importFile() : QString();
    if (path.isEmpty()) return;
    m_progress = new QProgressDialog(tr("Importing…"), tr("Cancel"), 0, 1000, this);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    m_progress->setAutoReset(false);
    m_progress->setAutoClose(false);
    connect(m_progress, &QProgressDialog::canceled, m_service, &LibraryService::cancelImport);
    m_status->setText(tr("Importing %1…").arg(path));
    m_service->importPgn(path);
}

void LibraryWindow::onImportFinished(const library::ImportReport& report) {
    if (m_progress) {
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    QString text;
    if (report.failure)
        text = tr("Import failed: %1").arg(QString::fromStdString(report.failure->message));
    else
        text = tr("Imported %1 game(s); %2 duplicate(s), %3 skipped with errors.%4")
                   .arg(report.imported)
                   .arg(report.duplicateCount)
                   .arg(report.skipped)
                   .arg(report.cancelled ? tr(" Cancelled: importing the file again resumes.")
                                         : QString());
    m_status->setText(text);
}

void LibraryWindow::openSelected() {
    const auto ids = selectedIds();
    if (!ids.empty()) emit openRequested(ids.front(), 0);
}

void LibraryWindow::removeSelected() {
    const auto ids = selectedIds();
    if (ids.empty()) return;
    if (m_prompts.confirmRemoval && !m_prompts.confirmRemoval(int(ids.size()))) return;
    m_service->removeGames(ids);
}

void LibraryWindow::exportSelected() {
    const auto ids = selectedIds();
    if (ids.empty()) return;
    const QString path = m_prompts.exportFile ? m_prompts.exportFile() : QString();
    if (path.isEmpty()) return;
    m_service->exportGames(ids, path);
}

void LibraryWindow::editTagsOfSelected() {
    const auto ids = selectedIds();
    if (ids.empty()) return;
    m_tagsRequest = m_service->loadGame(ids.front(), 0);
}

void LibraryWindow::onGameLoaded(quint64 requestId, library::GameId id, const PgnGame& game) {
    if (requestId != m_tagsRequest) return;
    m_tagsRequest = 0;
    std::vector<PgnTag> tags = game.tags;
    const auto edited = m_prompts.editTags ? m_prompts.editTags(tagPairsText(tags)) : std::nullopt;
    if (!edited) return;
    const auto parsed = parseTagPairs(*edited);
    if (!parsed.ok()) {
        m_status->setText(
            tr("Tags not changed: %1").arg(QString::fromStdString(parsed.error().message)));
        return;
    }
    m_service->setTags(id, parsed.value());
}

} // namespace rochade::gui
