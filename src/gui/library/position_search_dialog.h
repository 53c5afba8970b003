// SPDX-License-Identifier: GPL-3.0-or-later
// Position search: the library's games that reach a position, or some material.
#pragma once

#include "rochade/core/position.h"
#include "rochade/library/library.h"

#include <QDialog>

#include <vector>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace rochade::gui {

class LibraryService;

/// Lists the games reaching the position handed to searchPosition() (any move order), or the
/// material typed ("KRPKR", "KRP vs KR"), with players, result, date and the ply where it
/// happens; a double click (or Enter) asks to open one there. Lives in the GUI thread; the
/// searches run on the library's thread.
class PositionSearchDialog : public QDialog {
    Q_OBJECT
public:
    PositionSearchDialog(LibraryService* service, QWidget* parent = nullptr);

    /// The most games one search lists.
    static constexpr std::size_t kMaxHits = 1000;

    void searchPosition(const Position& position);
    void searchMaterial(const QString& pattern);
    QTableWidget* table() const { return m_table; }
    const std::vector<library::PositionHit>& hits() const { return m_hits; }

signals:
    /// Open game `id` with ply `ply` shown.
    void openRequested(rochade::library::GameId id, int ply);

private:
    void showHits(const std::vector<library::PositionHit>& hits);
    void openRow(int row);

    LibraryService* m_service;
    QLineEdit* m_material;
    QLabel* m_summary;
    QTableWidget* m_table;
    std::vector<library::PositionHit> m_hits;
    bool m_waiting = false;
};

} // namespace rochade::gui
