// SPDX-License-Identifier: GPL-3.0-or-later
// BoardEditorDialog: set up a position by hand (or by FEN) and play it.
#pragma once

#include "editor/play_choice.h"
#include "editor/position_draft.h"
#include "editor/position_settings_panel.h"
#include "rochade/core/position.h"

#include <QDialog>

#include <array>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace rochade::gui {

struct BoardTheme;
class EditorStatusRow;
class PiecePalette;
class SetupBoard;

/// The board editor: a board edited with a palette (click to put, click again or right-click
/// to remove, drag pieces on, around and off), Clear and Start position, side to move,
/// castling rights (only those king and rook allow), en-passant square (only those a pawn
/// can use), move number, and the FEN line, live both ways, with Copy and Paste. Why the
/// position cannot be played is shown under the board in the core's words, and Play stays
/// disabled until it can (and while the FEN line holds an invalid FEN typed into it). An
/// invalid FEN changes nothing and shows its error. Play emits
/// playRequested() and closes; Analyse emits analyseRequested() and closes (the same checks). Lives
/// in the GUI thread.
class BoardEditorDialog : public QDialog {
    Q_OBJECT
public:
    explicit BoardEditorDialog(QWidget* parent = nullptr);
    ~BoardEditorDialog() override;

    /// Starts from `pos`.
    void setPosition(const Position& pos);
    /// The game board's looks and orientation.
    void setLooks(const BoardTheme& theme, const QString& pieceSetId, bool flipped);
    /// Preselects who plays, and names the computer's level (`computer`, e.g. "Computer
    /// (Easy)").
    void setPlayChoice(PlayChoice choice, const QString& computer);

    const PositionDraft& draft() const { return m_draft; }
    PlayChoice playChoice() const;

    // The controls, for tests.
    SetupBoard* board() const { return m_board; }
    PiecePalette* palette() const { return m_palette; }
    QLineEdit* fenEdit() const { return m_fen; }
    /// The sentence under the board: why the position cannot be played, a FEN error, or
    /// that it is ready.
    QString statusText() const;
    QCheckBox* castlingBox(CastlingRight r) const { return m_settings->castlingBox(r); }
    QCheckBox* chess960Box() const { return m_settings->chess960Box(); }
    QComboBox* enPassantBox() const { return m_settings->enPassantBox(); }
    QSpinBox* moveNumberBox() const { return m_settings->moveNumberBox(); }
    QRadioButton* sideButton(Color c) const { return m_settings->sideButton(c); }
    QRadioButton* choiceButton(PlayChoice c) const;
    QPushButton* playButton() const { return m_play; }
    QPushButton* analyseButton() const { return m_analyse; }
    QPushButton* clearButton() const { return m_clear; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* copyButton() const { return m_copy; }
    QPushButton* pasteButton() const { return m_paste; }

signals:
    /// Play was pressed on a valid position.
    void playRequested(const rochade::Position& position, rochade::gui::PlayChoice choice);
    /// Analyse was pressed on a valid position: study it, nobody's opponent thinking.
    void analyseRequested(const rochade::Position& position);
    /// The draft became a position that can be played (each edit that leaves it so): for
    /// the Opening explorer, which shows what the library holds for the position set up.
    void playablePositionChanged(const rochade::Position& position);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* createSidePanel();
    QWidget* createFenRow();
    QWidget* createPlayRow();
    void connectBoard();
    /// Every control from the draft (the FEN line too unless `keepFenText`).
    void refresh(bool keepFenText = false);
    void onSquareClicked(Square s);
    void onPaletteDrop(Piece piece, QPoint global);
    /// Puts `piece` on `s`, or says why it cannot.
    void put(Square s, Piece piece);
    void onFenEdited(const QString& text);
    /// Writes a good typed FEN out in full once typing ends.
    void tidyFenText();
    void pasteFen();
    void play();
    void analyse();

    PositionDraft m_draft;
    QString m_fenError; ///< the typed or pasted FEN's error, until the next good edit
    /// The FEN line holds typed text the board does not show (it is invalid): Play waits
    /// until it is fixed or the board is edited, so what is played is never in doubt.
    bool m_fenTextDiffers = false;
    SetupBoard* m_board = nullptr;
    PiecePalette* m_palette = nullptr;
    PositionSettingsPanel* m_settings = nullptr; ///< side, castling, en passant, move number
    QPushButton* m_clear = nullptr;
    QPushButton* m_start = nullptr;
    QLineEdit* m_fen = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_paste = nullptr;
    EditorStatusRow* m_status = nullptr;
    std::array<QRadioButton*, 3> m_choices {};
    QLabel* m_computer = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_analyse = nullptr;
};

} // namespace rochade::gui
