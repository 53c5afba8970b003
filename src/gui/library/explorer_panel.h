// SPDX-License-Identifier: GPL-3.0-or-later
// The Opening explorer dock: the moves played from the shown position in the library.
#pragma once

#include "library/explorer_model.h"
#include "rochade/core/position.h"
#include "rochade/library/library.h"

#include <QObject>

class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace rochade::gui {

class LibraryService;

/// Owns the dock (View ▸ Opening Explorer): a filter row (player and colour, years, minimum
/// rating, "my games"), the table of moves from the position handed to showPosition(), and
/// "Find Games" (the position search). Asks `service` only while the dock is visible, and
/// shows an answer only for the position it asked about last. Lives in the GUI thread.
class ExplorerPanel : public QObject {
    Q_OBJECT
public:
    ExplorerPanel(LibraryService* service, QWidget* window);

    QDockWidget* dock() const { return m_dock; }
    ExplorerModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    /// The filter as the controls set it.
    library::GameFilter filter() const;
    /// The player name "My games" uses (remembered in QSettings).
    QString myName() const;
    void setMyName(const QString& name);
    /// The position the table shows (or is about to show).
    const Position& position() const { return m_position; }

public slots:
    /// Shows the moves from `position` (asked now if the dock is visible, else when it is
    /// shown).
    void showPosition(const Position& position);
    /// Asks the library again (the filter or the library changed).
    void refresh();

signals:
    /// A move of the table was clicked: play it as the user's move.
    void moveChosen(rochade::Move move);
    /// "Find Games": the games reaching the shown position.
    void searchRequested();

private:
    QWidget* createFilterRow();
    void onExplored(const Position& position, const std::vector<library::ExplorerMove>& moves);
    void onRowActivated(const QModelIndex& index);

    LibraryService* m_service;
    QDockWidget* m_dock;
    ExplorerModel* m_model;
    QTableView* m_view = nullptr;
    QLabel* m_summary = nullptr;
    QLineEdit* m_player = nullptr;
    QComboBox* m_colour = nullptr;
    QSpinBox* m_fromYear = nullptr;
    QSpinBox* m_toYear = nullptr;
    QSpinBox* m_minRating = nullptr;
    QCheckBox* m_myGames = nullptr;
    QLineEdit* m_myName = nullptr;
    QPushButton* m_searchButton = nullptr;
    Position m_position;
    bool m_asked = false; ///< m_position has been asked about with the filter shown
};

} // namespace rochade::gui
