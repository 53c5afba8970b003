// SPDX-License-Identifier: GPL-3.0-or-later
// Position search: the list of games and opening one at its ply.
#include "library/position_search_dialog.h"

#include "files/game_table.h"
#include "library/library_service.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rochade::gui {

PositionSearchDialog::PositionSearchDialog(LibraryService* service, QWidget* parent)
    : QDialog(parent)
    , m_service(service)
    , m_material(new QLineEdit)
    , m_summary(new QLabel)
    , m_table(new QTableWidget(0, 5)) {
    setObjectName(QStringLiteral("positionSearchDialog"));
    setWindowTitle(tr("Position Search"));
    auto* layout = new QVBoxLayout(this);
    auto* materialRow = new QHBoxLayout;
    auto* materialLabel = new QLabel(tr("&Material:"));
    materialLabel->setBuddy(m_material);
    materialRow->addWidget(materialLabel);
    m_material->setObjectName(QStringLiteral("materialPattern"));
    m_material->setPlaceholderText(tr("e.g. KRPKR or KRP vs KR"));
    materialRow->addWidget(m_material, 1);
    auto* materialButton = new QPushButton(tr("Search &Material"));
    materialRow->addWidget(materialButton);
    layout->addLayout(materialRow);
    m_summary->setObjectName(QStringLiteral("searchSummary"));
    layout->addWidget(m_summary);
    m_table->setObjectName(QStringLiteral("searchTable"));
    m_table->setHorizontalHeaderLabels(
        { gameColumnTitle(GameColumn::White), gameColumnTitle(GameColumn::Black),
            gameColumnTitle(GameColumn::Result), gameColumnTitle(GameColumn::Date), tr("Ply") });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Double-click a game to open it at this position."));
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Close);
    layout->addWidget(buttons);
    resize(640, 420);

    connect(materialButton, &QPushButton::clicked, this,
        [this] { searchMaterial(m_material->text()); });
    connect(m_material, &QLineEdit::returnPressed, this,
        [this] { searchMaterial(m_material->text()); });
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) { openRow(row); });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { openRow(m_table->currentRow()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_service, &LibraryService::positionsFound, this, [this](const auto& hits) {
        if (m_waiting) showHits(hits);
    });
}

void PositionSearchDialog::searchPosition(const Position& position) {
    m_waiting = true;
    m_summary->setText(tr("Searching…"));
    m_service->findPosition(position, kMaxHits);
}

void PositionSearchDialog::searchMaterial(const QString& pattern) {
    const auto parsed = library::MaterialPattern::parse(pattern.trimmed().toStdString());
    if (!parsed.ok()) {
        m_summary->setText(
            tr("Not a material pattern: %1").arg(QString::fromStdString(parsed.error().message)));
        return;
    }
    m_waiting = true;
    m_summary->setText(tr("Searching…"));
    m_service->findMaterial(pattern.trimmed(), kMaxHits);
}

void PositionSearchDialog::showHits(const std::vector<library::PositionHit>& hits) {
    m_waiting = false;
    m_hits = hits;
    m_table->setRowCount(int(hits.size()));
    for (int row = 0; row < int(hits.size()); ++row) {
        const library::PositionHit& hit = hits[std::size_t(row)];
        const QString cells[]
            = { QString::fromStdString(hit.white), QString::fromStdString(hit.black),
                  QString::fromLatin1(library::resultText(hit.result).data(),
                      qsizetype(library::resultText(hit.result).size())),
                  QString::fromStdString(hit.date), QString::number(hit.ply) };
        for (int column = 0; column < 5; ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeColumnsToContents();
    m_summary->setText(
        hits.empty() ? tr("No game reaches it.") : tr("%n game(s)", nullptr, int(hits.size())));
}

void PositionSearchDialog::openRow(int row) {
    if (row < 0 || row >= int(m_hits.size())) return;
    const library::PositionHit& hit = m_hits[std::size_t(row)];
    emit openRequested(hit.game, hit.ply);
}

} // namespace rochade::gui
