// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ History: the table of every move, kept up to date while the game goes on.
#pragma once

#include <QDialog>

class QTableView;

namespace rochade::gui {

class HistoryModel;

/// A non-modal window over a HistoryModel it does not own; it follows the newest move.
/// Lives in the GUI thread.
class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    explicit HistoryDialog(HistoryModel* model, QWidget* parent = nullptr);
    QTableView* view() const { return m_view; }

private:
    QTableView* m_view = nullptr;
};

} // namespace rochade::gui
