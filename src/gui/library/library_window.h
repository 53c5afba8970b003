// SPDX-License-Identifier: GPL-3.0-or-later
// The Library window: the games as a table; import, open, delete, export, edit tags.
#pragma once

#include "rochade/library/library.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressDialog;
class QPushButton;

namespace rochade::gui {

class GameTableView;
class LibraryGamesModel;
class LibraryService;

/// The questions the window asks (file dialogs, the confirmation before a removal); tests
/// answer them without dialogs.
struct LibraryPrompts {
    std::function<QString()> importFile;
    std::function<QString()> exportFile;
    std::function<bool(int games)> confirmRemoval;
    /// The tags edited, as PGN tag pairs; empty optional: cancelled.
    std::function<std::optional<QString>(const QString& tags)> editTags;
};

/// A window over the library (Game ▸ Library…): filters (player, years, result, ECO), the
/// games table (LibraryGamesModel, sorted by a click on a column header), and Import PGN…
/// (progress and Cancel; the import runs on the library's thread), Open, Delete (asks first;
/// not undoable: the games leave the database), Export… (the selected games, losslessly) and
/// Edit Tags…, and These Are My Games (the selected games, or all where the player's name
/// plays, go to the background review). Lives in the GUI thread.
class LibraryWindow : public QDialog {
    Q_OBJECT
public:
    LibraryWindow(LibraryService* service, QWidget* parent = nullptr);
    /// Disconnects the filter fields first: ~QDialog hides the window, and the field that had
    /// the focus then says editingFinished() to a LibraryWindow that is already destroyed.
    ~LibraryWindow() override;

    LibraryGamesModel* model() const { return m_model; }
    GameTableView* table() const { return m_table; }
    void setPrompts(LibraryPrompts prompts) { m_prompts = std::move(prompts); }
    /// The filter as the controls set it.
    library::GameFilter filter() const;
    QLineEdit* playerFilter() const { return m_player; }
    QLabel* statusLabel() const { return m_status; }

public slots:
    void importPgn();
    void openSelected();
    void removeSelected();
    void exportSelected();
    void editTagsOfSelected();
    void applyFilter();
    /// "These Are My Games": gamesMarkedAsMine() with the selected games' rows (none
    /// selected: an empty list, which means every game where the player's name plays).
    void markSelectedAsMine();

signals:
    /// Open game `id` on the board at ply `ply`.
    void openRequested(rochade::library::GameId id, int ply);
    /// The player says these games are theirs (for the background review).
    void gamesMarkedAsMine(const std::vector<rochade::library::GameRow>& rows);

private:
    std::vector<library::GameId> selectedIds() const;
    std::vector<library::GameRow> selectedRows() const;
    void onImportFinished(const library::ImportReport& report);
    void onGameLoaded(quint64 requestId, library::GameId id, const PgnGame& game);

    LibraryService* m_service;
    LibraryGamesModel* m_model;
    GameTableView* m_table;
    QLineEdit* m_player;
    QLineEdit* m_fromDate;
    QLineEdit* m_toDate;
    QComboBox* m_result;
    QLineEdit* m_eco;
    QLabel* m_status;
    QPointer<QProgressDialog> m_progress;
    LibraryPrompts m_prompts;
    quint64 m_tagsRequest = 0;
};

/// `tags` written as PGN tag pairs, one a line, and read back (an error names what is wrong).
QString tagPairsText(const std::vector<PgnTag>& tags);
Result<std::vector<PgnTag>> parseTagPairs(const QString& text);

} // namespace rochade::gui
