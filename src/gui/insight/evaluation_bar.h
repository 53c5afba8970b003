// SPDX-License-Identifier: GPL-3.0-or-later
// A slim vertical bar beside the board: the engine's view of the shown position.
#pragma once

#include "rochade/core/game_status.h"

#include <QString>
#include <QWidget>

namespace rochade::gui {

/// Shows an evaluation from White's point of view as the share of the bar that is white
/// (White's side at the bottom unless flipped, like the board), with a label: "+0.45",
/// "M3" / "-M3" for a mate, "1-0" / "0-1" / "½-½" for a finished game, "…" while a new
/// position is being analysed. Holds no engine: it shows what it is told. GUI thread.
class EvaluationBar : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationBar(QWidget* parent = nullptr);

    /// Nothing known: an even bar without a label.
    void clear();
    /// A new position is being analysed: the last fill stays, dimmed, labelled "…".
    void setPending();
    /// `whiteScore` in the engine's units from White's view (centipawns or a mate score);
    /// `depth` (if known) goes into the tooltip. Ends the pending state.
    void setEvaluation(int whiteScore, int depth = 0);
    /// A finished game: 1-0 fills the bar white, 0-1 black, a draw half.
    void setResult(rochade::GameResult result);
    /// White's side at the top when true (follow the board).
    void setFlipped(bool flipped);

    bool isPending() const { return m_pending; }
    /// The label as drawn ("+0.45", "M1", "…"); empty when cleared.
    QString text() const { return m_text; }
    /// The white share of the bar, 0 to 1.
    double whiteShare() const { return m_share; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont labelFont() const;
    void setState(double share, const QString& text, const QString& tooltip);

    double m_share = 0.5;
    QString m_text;
    bool m_pending = false;
    bool m_flipped = false;
};

} // namespace rochade::gui
