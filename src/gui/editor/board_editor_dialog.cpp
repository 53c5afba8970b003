// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor: palette, board, rights, move number, FEN and Play, wired to a PositionDraft.
#include "editor/board_editor_dialog.h"

#include "board/board_theme.h"
#include "editor/editor_status_row.h"
#include "editor/piece_palette.h"
#include "editor/setup_board.h"
#include "rochade/core/move_generator.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rochade::gui {

BoardEditorDialog::BoardEditorDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("boardEditor"));
    setWindowTitle(tr("Set Up Position"));
    m_board = new SetupBoard;
    m_palette = new PiecePalette(m_board->pieces());

    auto* boardRow = new QHBoxLayout;
    boardRow->addWidget(m_palette, 0, Qt::AlignTop);
    boardRow->addWidget(m_board, 1);
    boardRow->addWidget(createSidePanel());

    m_status = new EditorStatusRow;
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(boardRow, 1);
    layout->addWidget(createFenRow());
    layout->addWidget(m_status);
    layout->addWidget(createPlayRow());
    connectBoard();
    m_draft.setStartPosition();
    refresh();
}

BoardEditorDialog::~BoardEditorDialog() {
    // The children are deleted after this destructor, by QWidget's: the FEN field losing the
    // focus then (editingFinished) or an event it still gets must not reach a dialog that is
    // no longer a BoardEditorDialog (UBSan saw exactly that).
    m_fen->removeEventFilter(this);
    disconnect(m_fen, nullptr, this, nullptr);
    // Nor may a settings control write into m_draft, gone by then: the panel goes first.
    delete m_settings;
}

QWidget* BoardEditorDialog::createSidePanel() {
    auto* panel = new QWidget;
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 0, 0);

    m_settings = new PositionSettingsPanel(m_draft);
    connect(m_settings, &PositionSettingsPanel::draftEdited, this, [this] { refresh(); });
    column->addWidget(m_settings);

    m_clear = new QPushButton(tr("&Clear Board"));
    connect(m_clear, &QPushButton::clicked, this, [this] {
        m_draft.clear();
        refresh();
    });
    m_start = new QPushButton(tr("&Start Position"));
    connect(m_start, &QPushButton::clicked, this, [this] {
        m_draft.setStartPosition();
        refresh();
    });
    for (QPushButton* b : { m_clear, m_start }) {
        b->setAutoDefault(false);
        column->addWidget(b);
    }
    column->addStretch(1);
    return panel;
}

QWidget* BoardEditorDialog::createFenRow() {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("&FEN:"));
    m_fen = new QLineEdit;
    m_fen->setObjectName(QStringLiteral("editorFen"));
    label->setBuddy(m_fen);
    connect(m_fen, &QLineEdit::textEdited, this, &BoardEditorDialog::onFenEdited);
    connect(m_fen, &QLineEdit::editingFinished, this, &BoardEditorDialog::tidyFenText);
    // Enter in the FEN line ends the typing; it does not press Play.
    m_fen->installEventFilter(this);
    m_copy = new QPushButton(tr("Cop&y"));
    m_copy->setToolTip(tr("Copy the FEN to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this,
        [this] { QApplication::clipboard()->setText(QString::fromStdString(m_draft.fen())); });
    m_paste = new QPushButton(tr("&Paste"));
    m_paste->setToolTip(tr("Set up the position of a FEN from the clipboard"));
    connect(m_paste, &QPushButton::clicked, this, &BoardEditorDialog::pasteFen);
    layout->addWidget(label);
    layout->addWidget(m_fen, 1);
    for (QPushButton* b : { m_copy, m_paste }) {
        b->setAutoDefault(false);
        layout->addWidget(b);
    }
    return row;
}

QWidget* BoardEditorDialog::createPlayRow() {
    auto* box = new QGroupBox(tr("Play from here"));
    auto* layout = new QGridLayout(box);
    m_choices = { new QRadioButton(tr("Two players (hot-seat)")),
        new QRadioButton(tr("White against the computer")),
        new QRadioButton(tr("Black against the computer")) };
    auto* choices = new QButtonGroup(this);
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        choices->addButton(m_choices[i]);
        layout->addWidget(m_choices[i], 0, static_cast<int>(i));
    }
    m_choices[0]->setChecked(true);
    m_computer = new QLabel;
    layout->addWidget(m_computer, 1, 0, 1, 2);
    m_play = new QPushButton(tr("P&lay"));
    m_play->setDefault(true);
    connect(m_play, &QPushButton::clicked, this, &BoardEditorDialog::play);
    m_analyse = new QPushButton(tr("&Analyse"));
    m_analyse->setAutoDefault(false);
    m_analyse->setToolTip(tr("Set up this position for two players and show the engine's best "
                             "lines for it (View ▸ Analysis)"));
    connect(m_analyse, &QPushButton::clicked, this, &BoardEditorDialog::analyse);
    auto* cancel = new QPushButton(tr("Cancel"));
    cancel->setAutoDefault(false);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_play);
    buttons->addWidget(m_analyse);
    buttons->addWidget(cancel);
    layout->addLayout(buttons, 1, 2);
    return box;
}

void BoardEditorDialog::connectBoard() {
    connect(m_board, &SetupBoard::squareClicked, this, &BoardEditorDialog::onSquareClicked);
    connect(m_board, &SetupBoard::squareRightClicked, this, [this](Square s) {
        m_draft.remove(s);
        refresh();
    });
    connect(m_board, &SetupBoard::pieceMoved, this, [this](Square from, Square to) {
        m_draft.move(from, to);
        refresh();
    });
    connect(m_board, &SetupBoard::pieceDraggedOff, this, [this](Square from) {
        m_draft.remove(from);
        refresh();
    });
    connect(m_palette, &PiecePalette::pieceDragged, this, [this](Piece, QPoint global) {
        m_board->setDropTarget(m_board->squareAt(m_board->mapFromGlobal(global)));
    });
    connect(m_palette, &PiecePalette::pieceDropped, this, &BoardEditorDialog::onPaletteDrop);
}

void BoardEditorDialog::setPosition(const Position& pos) {
    m_draft.setPosition(pos);
    m_fenError.clear();
    refresh();
}

void BoardEditorDialog::setLooks(const BoardTheme& theme, const QString& pieceSetId, bool flipped) {
    m_board->setLooks(theme, pieceSetId);
    m_board->setFlipped(flipped);
    m_palette->setPieces(m_board->pieces());
}

void BoardEditorDialog::setPlayChoice(PlayChoice choice, const QString& computer) {
    choiceButton(choice)->setChecked(true);
    m_computer->setText(tr("The computer plays as in the running game: %1.").arg(computer));
}

PlayChoice BoardEditorDialog::playChoice() const {
    if (m_choices[1]->isChecked()) return PlayChoice::WhiteVsComputer;
    if (m_choices[2]->isChecked()) return PlayChoice::BlackVsComputer;
    return PlayChoice::HotSeat;
}

QRadioButton* BoardEditorDialog::choiceButton(PlayChoice c) const {
    return m_choices[static_cast<std::size_t>(c)];
}

QString BoardEditorDialog::statusText() const {
    return m_status->text();
}

void BoardEditorDialog::onSquareClicked(Square s) {
    const Piece chosen = m_palette->chosen();
    // Clicking a square with the piece it already holds takes it away, so one tool both
    // puts and removes.
    if (chosen == Piece::Empty || m_draft.position().pieceAt(s) == chosen) {
        m_draft.remove(s);
        refresh();
    } else {
        put(s, chosen);
    }
}

void BoardEditorDialog::onPaletteDrop(Piece piece, QPoint global) {
    m_board->setDropTarget(kNoSquare);
    const Square s = m_board->squareAt(m_board->mapFromGlobal(global));
    if (s != kNoSquare) put(s, piece); // let go beside the board: nothing to put
}

void BoardEditorDialog::put(Square s, Piece piece) {
    const bool full = !m_draft.put(s, piece);
    refresh();
    // Why nothing happened, above what the position still lacks.
    if (full)
        m_status->setStatus(
            tr("A side can have at most %1 pieces.").arg(Position::kMaxPiecesPerSide)
                + QLatin1Char('\n') + m_status->text(),
            true);
}

void BoardEditorDialog::onFenEdited(const QString& text) {
    if (auto error = m_draft.setFen(text.trimmed().toStdString())) {
        m_fenError = tr("Not a valid FEN: %1").arg(QString::fromStdString(error->message));
        m_fenTextDiffers = true;
        refresh(true);
        return;
    }
    m_fenError.clear();
    m_fenTextDiffers = false;
    refresh(true); // the text stays as typed while the cursor is in it
}

void BoardEditorDialog::tidyFenText() {
    // Once typing ends, a good FEN is shown as the editor writes it (all six fields).
    if (m_fenError.isEmpty()) refresh();
}

bool BoardEditorDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_fen && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            tidyFenText();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void BoardEditorDialog::pasteFen() {
    const QString text = QApplication::clipboard()->text().trimmed();
    if (auto error = m_draft.setFen(text.toStdString())) {
        m_fenError = tr("Not a valid FEN: %1").arg(QString::fromStdString(error->message));
        refresh(true);
        return;
    }
    m_fenError.clear();
    refresh();
}

void BoardEditorDialog::play() {
    if (m_draft.problem() || m_fenTextDiffers) return;
    emit playRequested(m_draft.position(), playChoice());
    accept();
}

void BoardEditorDialog::analyse() {
    if (m_draft.problem() || m_fenTextDiffers) return;
    emit analyseRequested(m_draft.position());
    accept();
}

void BoardEditorDialog::refresh(bool keepFenText) {
    const Position& pos = m_draft.position();
    m_board->setPosition(pos);
    m_settings->showDraft();
    if (!keepFenText) {
        m_fenError.clear();
        m_fenTextDiffers = false;
        m_fen->setText(QString::fromStdString(m_draft.fen()));
    }

    const std::optional<Error> problem = m_draft.problem();
    m_play->setEnabled(!problem && !m_fenTextDiffers);
    m_analyse->setEnabled(!problem && !m_fenTextDiffers);
    if (!problem) emit playablePositionChanged(pos);
    if (!m_fenError.isEmpty()) {
        m_status->setStatus(m_fenError, true);
    } else if (problem) {
        m_status->setStatus(
            tr("Cannot be played: %1").arg(QString::fromStdString(problem->message)), true);
    } else if (MoveGenerator::legalMoves(pos).empty()) {
        m_status->setStatus(pos.isInCheck()
                ? tr("A legal position, but the game is over: checkmate.")
                : tr("A legal position, but the game is over: stalemate."),
            false);
    } else {
        m_status->setStatus(pos.sideToMove() == Color::White ? tr("Ready to play: White to move.")
                                                             : tr("Ready to play: Black to move."),
            false);
    }
}

} // namespace rochade::gui
