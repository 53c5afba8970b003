// SPDX-License-Identifier: GPL-3.0-or-later
// The game library in the window: a pychess file imported through the Library window into a
// temporary data folder, the Opening explorer against a brute-force count made here with the
// core, a move clicked in the explorer, a search result opened at its ply, the table sorted
// and filtered, and a finished game added.
#include "app/editor_actions.h"
#include "app/library_actions.h"
#include "dialogs/game_chooser_dialog.h"
#include "editor/board_editor_dialog.h"
#include "files/game_list_model.h"
#include "files/game_table.h"
#include "gui_fixture.h"
#include "library/explorer_model.h"
#include "library/explorer_panel.h"
#include "library/library_games_model.h"
#include "library/library_service.h"
#include "library/library_window.h"
#include "library/position_search_dialog.h"
#include "panels/move_notation.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QTableView>
#include <QTableWidget>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// A pychess collection: lichess studies, each chapter its own start (FEN tags) and main line.
const QString kLibraryTestFile = QStringLiteral("/usr/share/pychess/learn/lessons/"
                                                "lichess_study_beautiful-chess-studies-2_by_"
                                                "thijscom_2018.04.17.pgn");

/// The file's games as the core reads them, and for every position of every main line the
/// games that played each move from it (a game counted once per position and move).
struct BruteForce {
    std::vector<PgnGame> games;
    /// hash -> SAN -> game indices
    std::map<std::uint64_t, std::map<std::string, std::set<std::size_t>>> moves;
    /// hash -> game index -> first ply
    std::map<std::uint64_t, std::map<std::size_t, int>> firstPly;
    std::map<std::uint64_t, Position> positions;
};

BruteForce libraryBruteForce(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    PgnParseResult read = parsePgn(text.str());
    BruteForce out;
    for (std::size_t i = 0; i < read.games.size(); ++i)
        if (read.isComplete(i)) out.games.push_back(read.games[i]);
    for (std::size_t g = 0; g < out.games.size(); ++g) {
        Position p = out.games[g].start();
        int ply = 0;
        for (const Move m : out.games[g].moves()) {
            out.positions.emplace(p.hash(), p);
            out.firstPly[p.hash()].emplace(g, ply);
            out.moves[p.hash()][toSan(p, m)].insert(g);
            UndoInfo undo;
            p.makeMove(m, undo);
            ++ply;
        }
        out.positions.emplace(p.hash(), p);
        out.firstPly[p.hash()].emplace(g, ply);
    }
    return out;
}

bool waitUntil(const std::function<bool()>& done) {
    return QTest::qWaitFor(done, kTimeoutMs);
}

/// A window over a library in a temporary folder, with the file imported through the Library
/// window's Import action.
struct LibraryWindowFixture {
    QTemporaryDir dataDir;
    std::unique_ptr<MainWindow> window;
    LibraryActions* library = nullptr;
    LibraryWindow* table = nullptr;
    std::optional<library::ImportReport> report;

    LibraryWindowFixture() {
        window = openWindow(QSize(1200, 800));
        window->startGame(hotSeat());
        FilePrompts prompts;
        prompts.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
        window->setFilePrompts(prompts);
        library = window->libraryActions();
        bool opened = false;
        QObject::connect(library->service(), &LibraryService::opened, [&opened] { opened = true; });
        window->enableLibrary(dataDir.filePath(QStringLiteral("library.sqlite")));
        EXPECT_TRUE(waitUntil([&] { return opened; }));
    }

    void importFile(const QString& path) {
        library->showLibraryWindow();
        table = library->libraryWindow();
        LibraryPrompts prompts;
        prompts.importFile = [path] { return path; };
        table->setPrompts(prompts);
        QObject::connect(library->service(), &LibraryService::importFinished, table,
            [this](const library::ImportReport& r) { report = r; });
        table->importPgn();
        ASSERT_TRUE(waitUntil([this] { return report.has_value(); }));
        ASSERT_FALSE(report->failure);
    }

    ExplorerPanel* explorer() const { return library->explorer(); }

    /// A column of the Library window's table once every row's page has arrived (asking for
    /// the rows fetches them).
    std::vector<QString> settledColumn(int col) const {
        LibraryGamesModel* model = table->model();
        const auto texts = [model, col] {
            std::vector<QString> out;
            for (int row = 0; row < model->rowCount(); ++row)
                out.push_back(model->index(row, col).data().toString());
            return out;
        };
        EXPECT_TRUE(waitUntil([&] {
            const auto shown = texts();
            return model->isSettled()
                && std::find(shown.begin(), shown.end(), QStringLiteral("…")) == shown.end();
        }));
        return texts();
    }

    /// The explorer's rows (SAN -> games) once it shows `p`.
    std::map<std::string, std::size_t> explorerRows(const Position& p) {
        explorer()->dock()->show();
        bool answered = false;
        auto connection = QObject::connect(library->service(), &LibraryService::explored,
            [&answered, p](const Position& shown, const auto&) { answered = shown == p; });
        explorer()->showPosition(p);
        explorer()->refresh();
        EXPECT_TRUE(waitUntil([&] { return answered; }));
        QObject::disconnect(connection);
        std::map<std::string, std::size_t> rows;
        for (const auto& m : explorer()->model()->moves())
            rows[m.san] = m.games;
        return rows;
    }
};

} // namespace

TEST(LibraryWindow, ImportedFileExploresAsABruteForceCountSays) {
    LibraryWindowFixture f;
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    ASSERT_GT(truth.games.size(), 20u) << "pychess is not installed (scripts/deps.sh test)";
    f.importFile(kLibraryTestFile);
    EXPECT_EQ(f.report->imported, truth.games.size() - f.report->duplicateCount);
    ASSERT_EQ(f.report->duplicateCount, 0u) << "the count below assumes distinct games";

    // Every distinct position of the file: the explorer's moves and counts are the brute
    // force's (a position the file reaches twice shows each move's games once).
    int compared = 0;
    for (const auto& [hash, position] : truth.positions) {
        std::map<std::string, std::size_t> expected;
        if (const auto it = truth.moves.find(hash); it != truth.moves.end())
            for (const auto& [san, games] : it->second)
                expected[san] = games.size();
        EXPECT_EQ(f.explorerRows(position), expected) << toFen(position);
        if (++compared >= 60) break; // the first 60 by hash: enough, and fast
    }
    EXPECT_EQ(compared, std::min<int>(60, int(truth.positions.size())));
}

TEST(LibraryWindow, ClickingAnExplorerMovePlaysItOnTheBoard) {
    LibraryWindowFixture f;
    f.importFile(kLibraryTestFile);
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    const PgnGame& game = truth.games.front();
    ASSERT_FALSE(game.moves().empty());
    ASSERT_TRUE(f.window->pasteFen(QString::fromStdString(toFen(game.start()))));
    const auto rows = f.explorerRows(game.start());
    ASSERT_FALSE(rows.empty());

    const library::ExplorerMove first = f.explorer()->model()->moves().front();
    QTableView* view = f.explorer()->view();
    const QRect cell = view->visualRect(f.explorer()->model()->index(0, 0));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    GameController* c = f.window->controller();
    ASSERT_EQ(c->game().ply(), 1);
    EXPECT_EQ(c->game().currentNode().move, first.move);
    EXPECT_EQ(c->game().currentNode().san, first.san);
    // The explorer followed: it now asks about the position after the move.
    Position after = game.start();
    UndoInfo undo;
    after.makeMove(first.move, undo);
    EXPECT_EQ(f.explorer()->position(), after);
}

TEST(LibraryWindow, SearchResultOpensTheGameAtItsPly) {
    LibraryWindowFixture f;
    f.importFile(kLibraryTestFile);
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    // The position after three moves of the longest game.
    const auto longest = std::max_element(truth.games.begin(), truth.games.end(),
        [](const PgnGame& a, const PgnGame& b) { return a.moves().size() < b.moves().size(); });
    ASSERT_GE(longest->moves().size(), 4u);
    Position target = longest->start();
    for (int i = 0; i < 3; ++i) {
        UndoInfo undo;
        target.makeMove(longest->moves()[std::size_t(i)], undo);
    }
    ASSERT_TRUE(f.window->pasteFen(QString::fromStdString(toFen(target))));
    f.library->findPositionAction()->trigger();
    PositionSearchDialog* search = f.library->searchDialog();
    ASSERT_NE(search, nullptr);
    ASSERT_TRUE(waitUntil([search] { return !search->hits().empty(); }));
    // Every game the brute force finds, at the same first ply (the library numbers the
    // file's games 1, 2, ... in file order).
    std::map<library::GameId, int> expected, found;
    for (const auto& [g, ply] : truth.firstPly.at(target.hash()))
        expected[library::GameId(g) + 1] = ply;
    for (const library::PositionHit& hit : search->hits())
        found[hit.game] = hit.ply;
    EXPECT_EQ(found, expected);

    // Double-click the first row: the game opens on the board at that ply.
    const library::PositionHit hit = search->hits().front();
    QTableWidget* table = search->table();
    const QRect cell = table->visualItemRect(table->item(0, 0));
    doubleClick(table->viewport(), cell.center());
    GameController* c = f.window->controller();
    // (The pasted position was at ply 0 of a game of no moves.)
    ASSERT_TRUE(waitUntil([c] { return c->game().ply() > 0; }));
    EXPECT_EQ(c->game().startPosition(), truth.games[std::size_t(hit.game - 1)].start());
    EXPECT_EQ(c->viewPly(), hit.ply);
    EXPECT_EQ(c->displayedPosition(), target);
}

TEST(LibraryWindow, TableSortsAndFilters) {
    LibraryWindowFixture f;
    f.importFile(kLibraryTestFile);
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    LibraryGamesModel* model = f.table->model();
    ASSERT_TRUE(waitUntil([model] { return model->isSettled(); }));
    ASSERT_EQ(model->rowCount(), int(truth.games.size()));

    // Sorted by the event column, up and down: the library's order is the file's events sorted.
    std::vector<QString> ascending;
    for (const PgnGame& g : truth.games)
        ascending.push_back(QString::fromStdString(g.tag("Event").value_or("")));
    std::sort(ascending.begin(), ascending.end());
    f.table->table()->sortByColumn(GameColumn::Event, Qt::AscendingOrder);
    EXPECT_EQ(f.settledColumn(GameColumn::Event), ascending);
    f.table->table()->sortByColumn(GameColumn::Event, Qt::DescendingOrder);
    std::vector<QString> descending = ascending;
    std::reverse(descending.begin(), descending.end());
    EXPECT_EQ(f.settledColumn(GameColumn::Event), descending);

    // Filtered by a player: the games the file gives that name.
    const std::string player = truth.games.front().tag("White").value_or("?");
    const auto played = std::count_if(truth.games.begin(), truth.games.end(),
        [&](const PgnGame& g) { return g.tag("White") == player || g.tag("Black") == player; });
    f.table->playerFilter()->setText(QString::fromStdString(player));
    f.table->applyFilter();
    ASSERT_TRUE(waitUntil([model, played] {
        return model->isSettled() && model->rowCount() == played;
    })) << model->rowCount()
        << " rows, " << played << " expected";
}

TEST(LibraryWindow, FinishedGamePlayedHereGoesIntoTheLibrary) {
    LibraryWindowFixture f;
    std::optional<library::GameId> added;
    QObject::connect(f.library->service(), &LibraryService::gameAdded,
        [&added](library::GameId id) { added = id; });
    ASSERT_TRUE(f.library->addFinishedGamesAction()->isChecked()) << "on by default";
    play(*f.window->controller(), { "f3", "e5", "g4", "Qh4#" });
    ASSERT_TRUE(waitUntil([&] { return added.has_value(); }));
    // The explorer now knows the game: from the start, 1. f3 in one game, a Black win.
    const auto rows = f.explorerRows(Position::startPosition());
    EXPECT_EQ(rows, (std::map<std::string, std::size_t> { { "f3", 1 } }));
    EXPECT_EQ(f.explorer()->model()->moves().front().blackWins, 1u);
}

TEST(LibraryWindow, OnlyTheLatestExplorerRequestIsAnswered) {
    LibraryWindowFixture f;
    f.importFile(kLibraryTestFile);
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    ASSERT_GE(truth.games.size(), 2u);
    const Position first = truth.games[0].start();
    const Position second = truth.games[1].start();
    ASSERT_FALSE(first == second);
    std::vector<Position> answered;
    QObject::connect(f.library->service(), &LibraryService::explored,
        [&answered](const Position& p, const auto&) { answered.push_back(p); });
    // Two requests in a row, as when the board moves on before the first answer: the first
    // answer is never shown, whether the worker ran it or skipped it.
    f.library->service()->explore(first, {});
    f.library->service()->explore(second, {});
    ASSERT_TRUE(waitUntil([&] { return !answered.empty(); }));
    QTest::qWait(50); // a late first answer would arrive now
    ASSERT_EQ(answered.size(), 1u);
    EXPECT_EQ(answered.front(), second);
}

TEST(LibraryWindow, ExportsDeletesAndEditsTagsOfTheSelection) {
    LibraryWindowFixture f;
    f.importFile(kLibraryTestFile);
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    LibraryGamesModel* model = f.table->model();
    QTableView* view = f.table->table();
    ASSERT_TRUE(waitUntil([model] { return model->isSettled() && model->rowCount() > 3; }));
    const auto selectRows = [&](std::initializer_list<int> rows) {
        view->clearSelection();
        for (const int row : rows) {
            model->gameRow(row); // asks for its page
            ASSERT_TRUE(waitUntil([&] { return model->gameRow(row).has_value(); }));
            view->selectionModel()->select(
                model->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    };
    LibraryPrompts prompts;
    const QString exportPath = f.dataDir.filePath(QStringLiteral("export.pgn"));
    prompts.exportFile = [exportPath] { return exportPath; };
    bool confirm = false;
    prompts.confirmRemoval = [&confirm](int) { return confirm; };
    prompts.editTags = [](const QString& tags) {
        return std::optional<QString>(tags + QStringLiteral("[RochadeNote \"edited\"]\n"));
    };
    f.table->setPrompts(prompts);

    // Export: the first two games (the library's order is the file's), as the writer writes
    // them, nothing lost.
    selectRows({ 0, 1 });
    bool exported = false;
    QObject::connect(f.library->service(), &LibraryService::exported, [&] { exported = true; });
    f.table->exportSelected();
    ASSERT_TRUE(waitUntil([&] { return exported; }));
    QFile file(exportPath);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(
        file.readAll().toStdString(), writePgn(truth.games[0]) + "\n" + writePgn(truth.games[1]));

    // Edit tags of the first game: the new tag is stored, the moves stay.
    selectRows({ 0 });
    const library::GameId firstId = model->gameRow(0)->id;
    int changes = 0;
    QObject::connect(
        f.library->service(), &LibraryService::libraryChanged, [&changes] { ++changes; });
    f.table->editTagsOfSelected();
    ASSERT_TRUE(waitUntil([&] { return changes > 0; })) << "the tags were not set";
    std::optional<PgnGame> reloaded;
    QObject::connect(f.library->service(), &LibraryService::gameLoaded,
        [&](quint64, library::GameId, const PgnGame& g, int) { reloaded = g; });
    f.library->service()->loadGame(firstId, 0);
    ASSERT_TRUE(waitUntil([&] { return reloaded.has_value(); }));
    EXPECT_EQ(reloaded->tag("RochadeNote"), std::optional<std::string>("edited"));
    EXPECT_EQ(reloaded->moves(), truth.games[0].moves());

    // Delete: refused at the question, nothing goes; agreed, the selected games go.
    const int before = model->rowCount();
    selectRows({ 0, 2 });
    f.table->removeSelected();
    QTest::qWait(100);
    EXPECT_EQ(model->rowCount(), before);
    confirm = true;
    f.table->removeSelected();
    ASSERT_TRUE(waitUntil([&] { return model->isSettled() && model->rowCount() == before - 2; }))
        << model->rowCount();
}

TEST(LibraryWindow, ExplorerMovesAreWrittenInTheWindowsNotation) {
    ExplorerModel model;
    library::ExplorerMove knight;
    knight.san = "Nf3";
    knight.games = 3;
    model.setMoves({ knight });
    const QModelIndex cell = model.index(0, ExplorerModel::MoveColumn);
    std::vector<int> changedRows;
    QObject::connect(&model, &QAbstractItemModel::dataChanged,
        [&changedRows](
            const QModelIndex& from, const QModelIndex&) { changedRows.push_back(from.row()); });
    const PieceLetters before = MoveNotation::instance().letters();
    MoveNotation::instance().setLetters(PieceLetters::German);
    EXPECT_EQ(model.data(cell, Qt::DisplayRole).toString(), QStringLiteral("Sf3"));
    EXPECT_EQ(changedRows, std::vector<int> { 0 }); // the view is told to paint it again
    MoveNotation::instance().setLetters(PieceLetters::English);
    EXPECT_EQ(model.data(cell, Qt::DisplayRole).toString(), QStringLiteral("Nf3"));
    MoveNotation::instance().setLetters(before);
}

TEST(LibraryWindow, TheExplorerFollowsThePositionSetUpInTheEditor) {
    LibraryWindowFixture f;
    f.importFile(kLibraryTestFile);
    const BruteForce truth = libraryBruteForce(kLibraryTestFile);
    // A chapter's start position that the library holds, with the moves played from it.
    const Position chapter = truth.games.at(1).start();
    const auto expected = truth.moves.at(chapter.hash());
    f.explorer()->dock()->show();
    std::vector<Position> shown;
    QObject::connect(f.library->service(), &LibraryService::explored,
        [&shown](const Position& p, const auto&) { shown.push_back(p); });

    QAction* setUp = f.window->findChild<QAction*>(QStringLiteral("setUpPositionAction"));
    ASSERT_NE(setUp, nullptr);
    setUp->trigger();
    BoardEditorDialog* editor = f.window->editorActions()->editor();
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(editor));
    // The FEN typed where the user types it, in the editor's FEN field.
    QTest::mouseClick(editor->fenEdit(), Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QString::fromStdString(toFen(chapter)));
    ASSERT_TRUE(waitUntil([&] { return !shown.empty() && shown.back() == chapter; }));
    std::map<std::string, std::size_t> rows;
    for (const auto& m : f.explorer()->model()->moves())
        rows[m.san] = m.games;
    std::map<std::string, std::size_t> counted;
    for (const auto& [san, games] : expected)
        counted[san] = games.size();
    EXPECT_EQ(rows, counted);

    // Closed without playing: the explorer shows the game's position again.
    editor->reject();
    const Position game = f.window->controller()->displayedPosition();
    ASSERT_FALSE(game == chapter);
    EXPECT_TRUE(waitUntil([&] { return shown.back() == game; }));
}

TEST(LibraryWindow, TheLibraryShowsItsGamesInTheChoosersTable) {
    // A lichess study without a White or Black tag: its chapters are told apart by their
    // event, round and first moves, in the library as in the chooser of the plain file.
    const QString study = QStringLiteral("/usr/share/pychess/learn/lessons/"
                                         "lichess_study_beautiful-chess-studies-1_by_thijscom_"
                                         "2018.03.05.pgn");
    LibraryWindowFixture f;
    f.importFile(study);
    GameListModel listed;
    ASSERT_TRUE(listed.read(study));
    ASSERT_TRUE(waitUntil([&listed] { return !listed.isReading(); }));
    GameChooserDialog chooser(&listed);

    // One table: the same kind of view, the same columns under the same titles.
    QAbstractItemModel* chooserModel = chooser.view()->model();
    QAbstractItemModel* libraryModel = f.table->table()->model();
    ASSERT_EQ(libraryModel->columnCount(), chooserModel->columnCount());
    for (int c = 0; c < chooserModel->columnCount(); ++c)
        EXPECT_EQ(libraryModel->headerData(c, Qt::Horizontal).toString(),
            chooserModel->headerData(c, Qt::Horizontal).toString());

    // Each chapter's row says the same in both (the library keeps the file's order).
    ASSERT_EQ(f.table->model()->rowCount(), listed.gameCount());
    for (const int c : { int(GameColumn::White), int(GameColumn::Black), int(GameColumn::Date),
             int(GameColumn::Event), int(GameColumn::Round), int(GameColumn::Result),
             int(GameColumn::Eco), int(GameColumn::Opening), int(GameColumn::Moves),
             int(GameColumn::FirstMoves) }) {
        const std::vector<QString> library = f.settledColumn(c);
        for (int row = 0; row < listed.gameCount(); ++row)
            EXPECT_EQ(library[std::size_t(row)], listed.index(row, c).data().toString())
                << "column " << c << ", game " << row + 1;
    }
    // The first chapter as the file writes it: 1. f3 { ... } 1... e5 { ... } 2. g4 ... Qh4#.
    EXPECT_EQ(
        f.settledColumn(GameColumn::FirstMoves).front(), QStringLiteral("1. f3 e5 2. g4 Qh4#"));
}
