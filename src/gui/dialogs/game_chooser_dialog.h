// SPDX-License-Identifier: GPL-3.0-or-later
// The game chooser: a file's games as a table, sortable and filterable, filled while the
// file is read.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTimer;

namespace rochade::gui {

class GameListFilter;
class GameTableView;
class GameListModel;

/// Asks which game of a file to open. Shows the games of `games` (not owned; it may still be
/// reading: rows come in as they are read, with a progress bar) in a table sorted by the
/// column clicked and filtered by the words typed (once the typing pauses); a game with an error is
/// marked and its error shown. Open (or a double-click, or Enter) accepts the selected game; Cancel
/// rejects, and the caller stops the reading. Lives in the GUI thread.
class GameChooserDialog : public QDialog {
    Q_OBJECT
public:
    explicit GameChooserDialog(GameListModel* games, QWidget* parent = nullptr);

    /// The game chosen (its index in the file), or -1 when none is selected.
    int chosenGame() const;
    GameTableView* view() const { return m_view; }
    QLineEdit* filterField() const { return m_filter; }
    GameListFilter* filter() const { return m_proxy; }
    /// The line above the table: how many games, how far the reading has come.
    QString statusText() const;
    /// The line below it: the errors found, or empty.
    QString errorText() const;
    /// Applies the words typed into the filter now (else once the typing has paused for
    /// kFilterDelayMs: a filter of a big file goes through every row).
    void applyFilter();
    static constexpr int kFilterDelayMs = 150;

private:
    void updateStatus();
    void selectFirstIfNone();

    GameListModel* m_games;
    GameListFilter* m_proxy = nullptr;
    GameTableView* m_view = nullptr;
    QLineEdit* m_filter = nullptr;
    QTimer* m_filterDelay = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_errors = nullptr;
    QProgressBar* m_progress = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace rochade::gui
