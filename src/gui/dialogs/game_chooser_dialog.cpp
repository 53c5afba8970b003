// SPDX-License-Identifier: GPL-3.0-or-later
// The game chooser: a file's games as a sortable, filterable table, filled as it is read.
#include "dialogs/game_chooser_dialog.h"

#include "files/game_files.h"
#include "files/game_list_filter.h"
#include "files/game_list_model.h"
#include "files/game_table.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <array>

namespace rochade::gui {

GameChooserDialog::GameChooserDialog(GameListModel* games, QWidget* parent)
    : QDialog(parent)
    , m_games(games) {
    setWindowTitle(tr("Choose a Game"));
    setObjectName(QStringLiteral("gameChooser"));
    m_proxy = new GameListFilter(games, this);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("gameListStatus"));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(160);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);

    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("gameFilter"));
    m_filter->setPlaceholderText(tr("Filter: player, event, opening, date, moves…"));
    m_filter->setClearButtonEnabled(true);
    // The filter goes through every row: applied once the typing pauses, not at every key.
    m_filterDelay = new QTimer(this);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(kFilterDelayMs);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, &GameChooserDialog::applyFilter);

    m_view = new GameTableView;
    m_view->setObjectName(QStringLiteral("gameList"));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setModel(m_proxy);
    connect(m_view, &QTableView::activated, this, &QDialog::accept);

    m_errors = new QLabel;
    m_errors->setObjectName(QStringLiteral("gameListErrors"));
    m_errors->setWordWrap(true);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(statusRow);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_errors);
    layout->addWidget(m_buttons);
    resize(900, 520);

    connect(m_games, &GameListModel::rowsInserted, this, [this] {
        selectFirstIfNone();
        updateStatus();
    });
    connect(m_games, &GameListModel::readingFinished, this, &GameChooserDialog::updateStatus);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &GameChooserDialog::updateStatus);
    selectFirstIfNone();
    updateStatus();
    m_filter->setFocus();
}

void GameChooserDialog::applyFilter() {
    m_filterDelay->stop();
    m_proxy->setFilterWords(m_filter->text());
    selectFirstIfNone();
    updateStatus();
}

int GameChooserDialog::chosenGame() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_proxy->gameAt(current.row()) : -1;
}

void GameChooserDialog::selectFirstIfNone() {
    if (m_view->currentIndex().isValid() || m_proxy->rowCount() == 0) return;
    m_view->setCurrentIndex(m_proxy->index(0, 0));
}

QString GameChooserDialog::statusText() const {
    const QLocale locale;
    const QString count = locale.toString(m_games->gameCount());
    QString text = m_games->isReading()
        ? tr("Reading %1… Games so far: %2").arg(m_games->name(), count)
        : tr("%1 holds %2 games. Which one?").arg(m_games->name(), count);
    if (m_proxy->rowCount() != m_games->gameCount())
        text += QLatin1Char(' ') + tr("Shown: %1.").arg(locale.toString(m_proxy->rowCount()));
    return text;
}

QString GameChooserDialog::errorText() const {
    const std::vector<GameListError>& errors = m_games->errors();
    if (errors.empty()) return {};
    const GameListError& first = errors.front();
    const QString where = first.ofRow
        ? tr("game %1, %2").arg(first.row + 1).arg(pgnErrorText(first.error))
        : pgnErrorText(first.error);
    return tr("Errors: %1. The first: %2").arg(errors.size()).arg(where);
}

void GameChooserDialog::updateStatus() {
    m_status->setText(statusText());
    const QString errors = errorText();
    m_errors->setText(errors);
    m_errors->setVisible(!errors.isEmpty());
    m_progress->setVisible(m_games->isReading());
    if (m_games->fileSize() > 0)
        m_progress->setValue(int(m_games->bytesRead() * 1000 / m_games->fileSize()));
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(chosenGame() >= 0);
}

} // namespace rochade::gui
