// SPDX-License-Identifier: GPL-3.0-or-later
// PositionSettingsPanel: the board editor's side to move, castling rights, en passant and move
// number.
#pragma once

#include "editor/position_draft.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QRadioButton;
class QSpinBox;

namespace rochade::gui {

/// What a position holds besides its pieces: side to move, castling rights (only those king
/// and rook allow, by standard or Chess960 rules), en-passant square (only those a pawn can
/// use) and move number. A control the user changes writes into the draft at once and emits
/// draftEdited(); after any other change to the draft, showDraft() sets the controls again.
/// Lives in the GUI thread.
class PositionSettingsPanel : public QWidget {
    Q_OBJECT
public:
    /// Edits `draft` (not owned; it must outlive the panel).
    explicit PositionSettingsPanel(PositionDraft& draft, QWidget* parent = nullptr);
    ~PositionSettingsPanel() override;

    /// Every control from the draft; emits nothing.
    void showDraft();

    // The controls, for tests.
    QCheckBox* castlingBox(CastlingRight r) const;
    QCheckBox* chess960Box() const { return m_chess960; }
    QComboBox* enPassantBox() const { return m_enPassant; }
    QSpinBox* moveNumberBox() const { return m_moveNumber; }
    QRadioButton* sideButton(Color c) const { return c == Color::White ? m_white : m_black; }

signals:
    /// The user changed a setting; the draft already holds it.
    void draftEdited();

private:
    QWidget* createSideBox();
    QWidget* createCastlingBox();

    PositionDraft& m_draft;
    QRadioButton* m_white = nullptr;
    QRadioButton* m_black = nullptr;
    std::array<QCheckBox*, 4> m_castling {}; ///< K, Q, k, q
    QCheckBox* m_chess960 = nullptr; ///< Chess960 castling rules for the rights
    QComboBox* m_enPassant = nullptr; ///< data: the square, 0 for none
    QSpinBox* m_moveNumber = nullptr;
};

} // namespace rochade::gui
