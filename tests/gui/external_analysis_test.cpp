// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the Analysis dock with an external UCI engine as the analyst: Stockfish's own lines
// (MultiPV 3, its best move first), never a line of an earlier position while moves are typed
// the instant a report arrives, the engine idle once the dock is hidden, a clear message for
// an engine that is missing or crashes, and the choice kept in the settings.
#include "app/main_window.h"
#include "dialogs/engine_settings_dialog.h"
#include "engines/external_engine_config.h"
#include "game/game_controller.h"
#include "insight/analysis_lines_model.h"
#include "insight/analysis_panel.h"
#include "insight/analysis_source.h"
#include "insight/external_analysis_source.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "analysis_fixture.h"
#include "gui_fixture.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

#include <set>
#include <vector>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// Sets `program` up as the external engine (as the Engines dialog does) and, if
/// `asAnalyst`, as the analyst chosen in the panel.
void configureExternal(const QString& program, const QString& name, bool asAnalyst) {
    QSettings settings;
    ExternalEngineConfig config;
    config.path = program;
    config.name = name;
    config.save(settings);
    settings.setValue(QLatin1String(AnalysisPanel::kAnalystKey),
        asAnalyst ? QStringLiteral("external") : QStringLiteral("builtin"));
}

/// CPU time (clock ticks, user + system, all threads) the process `pid` has used so far.
long processTicks(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) return -1;
    const QString text = QString::fromLatin1(stat.readAll());
    const QStringList fields
        = text.mid(text.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
    return fields.size() > 12 ? fields[11].toLong() + fields[12].toLong() : -1;
}

long processTicksOver(qint64 pid, int ms) {
    const long before = processTicks(pid);
    QTest::qWait(ms);
    return processTicks(pid) - before;
}

ExternalAnalysisSource* externalSource(MainWindow& w) {
    return dynamic_cast<ExternalAnalysisSource*>(w.analysisPanel()->source());
}

} // namespace

TEST(ExternalAnalysis, StockfishShowsThreeLinesWithItsOwnBestMoveFirstInAMateInOne) {
    if (!haveStockfish()) GTEST_SKIP() << "no Stockfish at " << kStockfish.toStdString();
    configureExternal(kStockfish, QStringLiteral("Stockfish 15.1"), true);
    auto w = openWithAnalysis();
    AnalysisPanel* panel = w->analysisPanel();
    EXPECT_EQ(panel->analystBox()->currentText(), QStringLiteral("Stockfish 15.1"));
    ASSERT_NE(externalSource(*w), nullptr);

    const char* fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    ASSERT_TRUE(w->pasteFen(QString::fromLatin1(fen)));
    AnalysisLinesModel* model = panel->model();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return model->position().hash() == fromFen(fen).hash() && model->rowCount() == 3
                && model->lines()[0].score == QLatin1String("#1") && model->lines()[0].depth >= 5;
        },
        kTimeoutMs))
        << (model->rowCount() > 0 ? model->lines()[0].score.toStdString() : "no lines");
    // The engine announced MultiPV and was asked for three lines.
    ASSERT_TRUE(externalSource(*w)->process().multiPvOption().has_value());
    EXPECT_EQ(externalSource(*w)->process().multiPvOption()->max, 500);

    const QString reference = stockfishBestMove(QString::fromLatin1(fen));
    ASSERT_FALSE(reference.isEmpty());
    const auto lines = model->lines();
    EXPECT_EQ(QString::fromStdString(toUci(lines[0].moves.front())), reference);
    std::set<std::uint32_t> firstMoves;
    for (const auto& line : lines) {
        EXPECT_TRUE(isLegalLine(fromFen(fen), line.moves));
        firstMoves.insert(line.moves.front().raw());
    }
    EXPECT_EQ(firstMoves.size(), 3u);
    EXPECT_TRUE(panel->errorText().isEmpty());
}

TEST(ExternalAnalysis, MovesTypedTheInstantAReportArrivesNeverShowAnOldPositionsLine) {
    if (!haveStockfish()) GTEST_SKIP() << "no Stockfish at " << kStockfish.toStdString();
    configureExternal(kStockfish, QStringLiteral("Stockfish"), true);
    auto w = openWithAnalysis();
    GameController* c = w->controller();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_NE(externalSource(*w), nullptr);
    ASSERT_TRUE(waitForLines(*w, 3));

    // A line of the previous position starts with a move of the other side: it would come
    // through with an empty (or cut) line. Every report must be whole and legal here.
    int updates = 0;
    int staleUpdates = 0;
    QObject::connect(panel->source(), &AnalysisSource::linesUpdated, w.get(),
        [&](const engine::SearchInfo& info) {
            ++updates;
            if (info.lines.size() != 3u) ++staleUpdates;
            for (const auto& line : info.lines)
                if (line.principalVariation.empty()
                    || !isLegalLine(c->displayedPosition(), line.principalVariation))
                    ++staleUpdates;
        });
    int staleTables = 0;
    QObject::connect(panel->model(), &QAbstractItemModel::modelReset, w.get(), [&] {
        const Position& shown = c->displayedPosition();
        if (panel->model()->position().hash() != shown.hash()) ++staleTables;
        for (const auto& line : panel->model()->lines())
            if (!isLegalLine(shown, line.moves)) ++staleTables;
    });

    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->moveEntry()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->moveEntry(); }));
    for (const char* san : { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
             "Re1", "b5", "Bb3", "d6", "c3", "O-O" }) {
        QSignalSpy reports(panel->source(), &AnalysisSource::linesUpdated);
        ASSERT_TRUE(reports.wait(kTimeoutMs)) << san;
        QTest::keyClicks(QApplication::focusWidget(), san);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        EXPECT_EQ(c->game().sanMoves().back(), san);
    }
    ASSERT_EQ(c->game().ply(), 16);
    ASSERT_TRUE(waitForLines(*w, 3));
    QTest::qWait(300); // time for any late line to show itself

    EXPECT_GT(updates, 16);
    EXPECT_EQ(staleUpdates, 0);
    EXPECT_EQ(staleTables, 0);
    EXPECT_TRUE(panel->errorText().isEmpty());
}

TEST(ExternalAnalysis, HidingTheDockStopsTheEngineAndShowingItAgainResumes) {
    if (!haveStockfish()) GTEST_SKIP() << "no Stockfish at " << kStockfish.toStdString();
    configureExternal(kStockfish, QStringLiteral("Stockfish"), true);
    auto w = openWithAnalysis();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_TRUE(waitForLines(*w, 3));
    ExternalAnalysisSource* source = externalSource(*w);
    ASSERT_NE(source, nullptr);
    const qint64 pid = source->process().lastProcessId();
    ASSERT_GT(pid, 0);
    // The positive control: "go infinite" keeps the engine's core busy while shown.
    EXPECT_GT(processTicksOver(pid, 1000), 5);

    action(*w, "analysisAction")->trigger();
    EXPECT_FALSE(panel->isActive());
    EXPECT_FALSE(source->isBusy());
    QSignalSpy lines(source, &AnalysisSource::linesUpdated);
    // "stop", then its bestmove: the engine is idle, waiting on its input.
    ASSERT_TRUE(QTest::qWaitFor([&] { return source->process().isIdle(); }, kTimeoutMs));
    EXPECT_LE(processTicksOver(pid, 700), 3);
    play(*w->controller(), { "d4" }); // a hidden panel does not follow
    EXPECT_LE(processTicksOver(pid, 300), 3);
    EXPECT_EQ(lines.count(), 0);
    EXPECT_EQ(source->process().lastProcessId(), pid); // stopped, not killed and restarted

    action(*w, "analysisAction")->trigger();
    ASSERT_TRUE(waitForLines(*w, 3));
    EXPECT_TRUE(source->isBusy());
    FilePrompts discard;
    discard.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    w->setFilePrompts(discard);
    EXPECT_TRUE(w->close());
    EXPECT_TRUE(processGone(pid));
}

TEST(ExternalAnalysis, AMissingEngineSaysSoAndTheBuiltInEngineCanBeChosenInstead) {
    configureExternal(QStringLiteral("/nonexistent/engine"), QStringLiteral("Ghost"), true);
    auto w = openWithAnalysis();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_NE(externalSource(*w), nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel->errorText().isEmpty(); }, kTimeoutMs));
    EXPECT_TRUE(
        panel->errorText().startsWith(QStringLiteral("The engine Ghost could not be started")))
        << panel->errorText().toStdString();
    EXPECT_EQ(panel->statusText(), QStringLiteral("No analysis"));
    EXPECT_EQ(panel->model()->rowCount(), 0);
    EXPECT_FALSE(panel->source()->isBusy());

    // The window answers: the user picks the built-in engine with the keyboard.
    QComboBox* box = panel->analystBox();
    ASSERT_EQ(box->count(), 2);
    EXPECT_EQ(box->itemText(1), QStringLiteral("Ghost"));
    box->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == box; }));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
    EXPECT_EQ(box->currentIndex(), 0);
    ASSERT_TRUE(waitForLines(*w, 3));
    EXPECT_EQ(externalSource(*w), nullptr);
    EXPECT_TRUE(panel->errorText().isEmpty());
    EXPECT_EQ(QSettings().value(QLatin1String(AnalysisPanel::kAnalystKey)).toString(),
        QStringLiteral("builtin"));
}

TEST(ExternalAnalysis, AnEngineThatCrashesSaysSoAndTriesAgainAtTheNextPosition) {
    FakeEngineScripts scripts; // the fake exits as soon as it is told "go"
    const QString wrapper = scripts.make(QStringLiteral("crash"));
    configureExternal(wrapper, QStringLiteral("Crasher"), true);
    auto w = openWithAnalysis();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel->errorText().isEmpty(); }, kTimeoutMs));
    EXPECT_TRUE(panel->errorText().startsWith(QStringLiteral("The engine Crasher quit")))
        << panel->errorText().toStdString();
    EXPECT_EQ(panel->model()->rowCount(), 0);

    play(*w->controller(), { "e4" });
    EXPECT_TRUE(panel->errorText().isEmpty()); // a new try for the new position...
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel->errorText().isEmpty(); }, kTimeoutMs));
    EXPECT_EQ(panel->model()->rowCount(), 0); // ...which fails the same way
}

TEST(ExternalAnalysis, TheChosenAnalystIsRememberedAndFollowsTheEngineSettings) {
    // No external engine: only the built-in one to choose.
    {
        auto w = openWithAnalysis();
        EXPECT_EQ(w->analysisPanel()->analystBox()->count(), 1);
        EXPECT_NE(dynamic_cast<EngineAnalysisSource*>(w->analysisPanel()->source()), nullptr);
    }
    // Set up but not chosen: the built-in engine stays until the user picks the other.
    configureExternal(QStringLiteral("/nonexistent/engine"), QStringLiteral("Ghost"), false);
    auto w = openWithAnalysis();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_EQ(panel->analystBox()->count(), 2);
    EXPECT_EQ(panel->analystBox()->currentIndex(), 0);
    EXPECT_EQ(externalSource(*w), nullptr);
    panel->analystBox()->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return QApplication::focusWidget() == panel->analystBox(); }));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    EXPECT_NE(externalSource(*w), nullptr);
    EXPECT_EQ(QSettings().value(QLatin1String(AnalysisPanel::kAnalystKey)).toString(),
        QStringLiteral("external"));

    // The Engines dialog removes the engine: shown again, the panel is back to the built-in.
    action(*w, "analysisAction")->trigger();
    ASSERT_FALSE(panel->isActive());
    configureExternal(QString(), QString(), true);
    action(*w, "analysisAction")->trigger();
    ASSERT_TRUE(panel->isActive());
    EXPECT_EQ(panel->analystBox()->count(), 1);
    EXPECT_NE(dynamic_cast<EngineAnalysisSource*>(panel->source()), nullptr);
    ASSERT_TRUE(waitForLines(*w, 3));
}

TEST(ExternalAnalysis, TheEnginesDialogMakesItsEngineTheAnalystOfTheShownPanel) {
    if (!haveStockfish()) GTEST_SKIP() << "no Stockfish at " << kStockfish.toStdString();
    auto w = openWithAnalysis();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_TRUE(waitForLines(*w, 3));
    ASSERT_EQ(externalSource(*w), nullptr);

    // The user picks Stockfish in Game ▸ Engines…, ticks "analyse with it" and presses OK.
    bool answered = false;
    QTimer::singleShot(0, w.get(), [&] {
        auto* dialog = qobject_cast<EngineSettingsDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        ExternalEngineConfig config;
        config.path = kStockfish;
        dialog->setConfig(config);
        QCheckBox* box = dialog->analystBox();
        EXPECT_FALSE(box->isChecked());
        box->setFocus(Qt::TabFocusReason);
        EXPECT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == box; }));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        EXPECT_TRUE(box->isChecked());
        answered = true;
        dialog->accept();
    });
    action(*w, "enginesAction")->trigger();
    ASSERT_TRUE(answered);

    EXPECT_EQ(QSettings().value(QLatin1String(AnalysisPanel::kAnalystKey)).toString(),
        QStringLiteral("external"));
    ASSERT_EQ(panel->analystBox()->count(), 2);
    EXPECT_EQ(panel->analystBox()->currentIndex(), 1);
    ASSERT_NE(externalSource(*w), nullptr);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return externalSource(*w)->process().lastProcessId() > 0; }, kTimeoutMs));
    ASSERT_TRUE(waitForLines(*w, 3));
}
