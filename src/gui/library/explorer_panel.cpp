// SPDX-License-Identifier: GPL-3.0-or-later
// The Opening explorer dock: filters, the table of moves, Find Games.
#include "library/explorer_panel.h"

#include "library/library_service.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace rochade::gui {

namespace {

const QString kMyNameKey = QStringLiteral("library/myName");

/// A year box whose lowest value means "any year".
QSpinBox* explorerYearBox(const QString& objectName) {
    auto* box = new QSpinBox;
    box->setObjectName(objectName);
    box->setRange(0, 2100);
    box->setSpecialValueText(QObject::tr("any"));
    return box;
}

} // namespace

ExplorerPanel::ExplorerPanel(LibraryService* service, QWidget* window)
    : QObject(window)
    , m_service(service)
    , m_dock(new QDockWidget(tr("Opening Explorer"), window))
    , m_model(new ExplorerModel(this)) {
    m_dock->setObjectName(QStringLiteral("explorerDock"));
    m_dock->toggleViewAction()->setText(tr("Opening E&xplorer"));
    m_dock->toggleViewAction()->setObjectName(QStringLiteral("explorerAction"));

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createFilterRow());
    m_view = new QTableView;
    m_view->setObjectName(QStringLiteral("explorerTable"));
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(ExplorerModel::ScoreColumn, new ScoreBarDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // The bar takes the room left; the numbers take what they need.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(
        ExplorerModel::ScoreColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setMinimumSectionSize(40);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setToolTip(tr("Click a move to play it on the board."));
    layout->addWidget(m_view, 1);
    auto* bottom = new QHBoxLayout;
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("explorerSummary"));
    bottom->addWidget(m_summary, 1);
    m_searchButton = new QPushButton(tr("&Find Games"));
    m_searchButton->setObjectName(QStringLiteral("explorerSearchButton"));
    m_searchButton->setToolTip(tr("List the games that reach this position"));
    bottom->addWidget(m_searchButton);
    layout->addLayout(bottom);
    m_dock->setWidget(body);

    // Clicks only: a double click's "activated" would land on the next position's table.
    connect(m_view, &QTableView::clicked, this, &ExplorerPanel::onRowActivated);
    connect(m_searchButton, &QPushButton::clicked, this, &ExplorerPanel::searchRequested);
    connect(m_service, &LibraryService::explored, this, &ExplorerPanel::onExplored);
    connect(m_service, &LibraryService::opened, this, &ExplorerPanel::refresh);
    connect(m_service, &LibraryService::libraryChanged, this, &ExplorerPanel::refresh);
    // A hidden dock asks nothing; shown, it catches up with the board.
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !m_asked) refresh();
    });
}

QWidget* ExplorerPanel::createFilterRow() {
    auto* box = new QWidget;
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    m_player = new QLineEdit;
    m_player->setObjectName(QStringLiteral("explorerPlayer"));
    m_player->setPlaceholderText(tr("any player"));
    m_colour = new QComboBox;
    m_colour->setObjectName(QStringLiteral("explorerColour"));
    m_colour->addItem(tr("either colour"));
    m_colour->addItem(tr("as White"));
    m_colour->addItem(tr("as Black"));
    auto* playerRow = new QHBoxLayout;
    playerRow->addWidget(m_player, 1);
    playerRow->addWidget(m_colour);
    // Labels with buddies: their accelerators move the keyboard to the field.
    auto* playerLabel = new QLabel(tr("&Player:"));
    playerLabel->setBuddy(m_player);
    form->addRow(playerLabel, playerRow);

    m_fromYear = explorerYearBox(QStringLiteral("explorerFromYear"));
    m_toYear = explorerYearBox(QStringLiteral("explorerToYear"));
    m_minRating = new QSpinBox;
    m_minRating->setObjectName(QStringLiteral("explorerMinRating"));
    m_minRating->setRange(0, 3500);
    m_minRating->setSingleStep(100);
    m_minRating->setSpecialValueText(tr("any"));
    auto* yearsRow = new QHBoxLayout;
    yearsRow->addWidget(m_fromYear);
    yearsRow->addWidget(new QLabel(QStringLiteral("–")));
    yearsRow->addWidget(m_toYear);
    yearsRow->addWidget(new QLabel(tr("Rating ≥")));
    yearsRow->addWidget(m_minRating);
    auto* yearsLabel = new QLabel(tr("&Years:"));
    yearsLabel->setBuddy(m_fromYear);
    form->addRow(yearsLabel, yearsRow);

    m_myGames = new QCheckBox(tr("&My games, as"));
    m_myGames->setObjectName(QStringLiteral("explorerMyGames"));
    m_myName = new QLineEdit(QSettings().value(kMyNameKey).toString());
    m_myName->setObjectName(QStringLiteral("explorerMyName"));
    m_myName->setPlaceholderText(tr("your name in the games"));
    auto* mineRow = new QHBoxLayout;
    mineRow->addWidget(m_myGames);
    mineRow->addWidget(m_myName, 1);
    form->addRow(mineRow);

    connect(m_player, &QLineEdit::editingFinished, this, &ExplorerPanel::refresh);
    connect(m_colour, &QComboBox::currentIndexChanged, this, &ExplorerPanel::refresh);
    connect(m_fromYear, &QSpinBox::valueChanged, this, &ExplorerPanel::refresh);
    connect(m_toYear, &QSpinBox::valueChanged, this, &ExplorerPanel::refresh);
    connect(m_minRating, &QSpinBox::valueChanged, this, &ExplorerPanel::refresh);
    connect(m_myGames, &QCheckBox::toggled, this, &ExplorerPanel::refresh);
    connect(m_myName, &QLineEdit::editingFinished, this, [this] {
        QSettings().setValue(kMyNameKey, m_myName->text().trimmed());
        if (m_myGames->isChecked()) refresh();
    });
    return box;
}

library::GameFilter ExplorerPanel::filter() const {
    library::GameFilter f;
    f.player = m_player->text().trimmed().toStdString();
    if (!f.player.empty() && m_colour->currentIndex() > 0)
        f.color = m_colour->currentIndex() == 1 ? Color::White : Color::Black;
    if (m_fromYear->value() > 0) f.dateFrom = std::to_string(m_fromYear->value());
    if (m_toYear->value() > 0) f.dateTo = std::to_string(m_toYear->value()) + ".12.31";
    if (m_minRating->value() > 0) f.minRating = m_minRating->value();
    if (m_myGames->isChecked()) f.myName = myName().toStdString();
    return f;
}

QString ExplorerPanel::myName() const {
    return m_myName->text().trimmed();
}

void ExplorerPanel::setMyName(const QString& name) {
    m_myName->setText(name);
    QSettings().setValue(kMyNameKey, name.trimmed());
}

void ExplorerPanel::showPosition(const Position& position) {
    if (m_asked && position == m_position) return;
    m_position = position;
    m_asked = false;
    if (m_dock->isVisible()) refresh();
}

void ExplorerPanel::refresh() {
    if (!m_service->isOpen()) {
        m_summary->setText(tr("No library open."));
        return;
    }
    if (!m_dock->isVisible()) {
        m_asked = false;
        return;
    }
    m_asked = true;
    m_service->explore(m_position, filter());
}

void ExplorerPanel::onExplored(
    const Position& position, const std::vector<library::ExplorerMove>& moves) {
    if (!(position == m_position)) return; // an answer for a position the board has left
    m_model->setMoves(moves);
    const std::size_t games = m_model->totalGames();
    m_summary->setText(games == 0 ? tr("This position is not in the library.")
                                  : tr("%n game(s) from here", nullptr, int(games)));
    m_view->resizeColumnToContents(ExplorerModel::MoveColumn);
}

void ExplorerPanel::onRowActivated(const QModelIndex& index) {
    if (!index.isValid() || index.row() >= int(m_model->moves().size())) return;
    emit moveChosen(m_model->moves()[std::size_t(index.row())].move);
}

} // namespace rochade::gui
