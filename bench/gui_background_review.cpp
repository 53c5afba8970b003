// SPDX-License-Identifier: GPL-3.0-or-later
// The background review of many games, and what the window's event loop feels of it.
#include "gui_background_review.h"
#include "thread_cpu_clock.h"

#include "app/background_review_actions.h"
#include "app/main_window.h"
#include "files/game_files.h"
#include "rochade/library/library.h"

#include <QAction>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace rochade::gui::bench {

int measureBackgroundReview(const QString& pgn, int depth) {
    QTemporaryDir data;
    const QString libraryPath = data.filePath(QStringLiteral("library.sqlite"));
    std::vector<library::GameId> ids;
    {
        auto opened = library::Library::open(libraryPath.toStdString());
        if (!opened.ok()) {
            std::printf("%s\n", opened.error().message.c_str());
            return 1;
        }
        const library::ImportReport report
            = opened.value()->importPgn(QFile::encodeName(pgn).toStdString());
        if (report.failure) {
            std::printf("%s\n", report.failure->message.c_str());
            return 1;
        }
        for (const library::GameRow& row :
            opened.value()->games({}, library::GameOrder::Id, 0, opened.value()->countGames({})))
            ids.push_back(row.id);
    }

    MainWindow window;
    FilePrompts discard;
    discard.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    window.setFilePrompts(discard);
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    window.startGame(setup);
    window.resize(1180, 860);
    window.show();
    if (auto* bar = window.findChild<QAction*>(QStringLiteral("evaluationBarAction")))
        if (bar->isChecked()) bar->trigger();
    window.enableLibrary(libraryPath);
    // The window's own start (layout, first paint, the library's first count) is not the
    // review's work: let it finish before the clock starts.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 200)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    BackgroundReviewActions* actions = window.backgroundReviewActions();
    actions->setIdleDelay(std::chrono::milliseconds(100));
    if (depth > 0) {
        engine::SearchLimits limits;
        limits.depth = depth;
        actions->review()->setLimits(limits);
    }
    window.enableBackgroundReview({ libraryPath, data.filePath(QStringLiteral("queue.txt")),
        data.filePath(QStringLiteral("cards.txt")) });

    int reviewed = 0;
    int cards = 0;
    bool done = false;
    QObject::connect(
        actions->review(), &BackgroundReview::gameReviewed, [&](library::GameId, int added) {
            ++reviewed;
            cards += added;
        });
    QObject::connect(actions->review(), &BackgroundReview::allDone, [&] { done = true; });
    QObject::connect(actions->review(), &BackgroundReview::failed,
        [](const QString& text) { std::printf("failed: %s\n", qPrintable(text)); });

    std::vector<qint64> gaps;
    std::vector<double> busy;
    QElapsedTimer tick;
    QTimer ticker;
    double lastCpuMs = threadCpuMs();
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        gaps.push_back(tick.restart());
        const double now = threadCpuMs();
        busy.push_back(now - lastCpuMs);
        lastCpuMs = now;
    });
    std::vector<std::pair<library::GameId, training::ReviewSide>> queued;
    queued.reserve(ids.size());
    for (const library::GameId id : ids)
        queued.emplace_back(id, training::ReviewSide::White);
    QElapsedTimer total;
    total.start();
    tick.start();
    ticker.start(1);
    actions->review()->enqueue(std::move(queued));
    while (!done)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    const qint64 ms = total.elapsed();
    ticker.stop();
    std::sort(gaps.begin(), gaps.end());
    std::printf("background review of %d games (%s): %lld ms, %d cards\n", reviewed,
        depth > 0 ? qPrintable(QStringLiteral("depth %1").arg(depth))
                  : "default limits: depth 10 or 300 ms a position",
        static_cast<long long>(ms), cards);
    std::printf("event-loop gaps while reviewing: %zu ticks, median %lld ms, longest %lld ms\n",
        gaps.size(), static_cast<long long>(gaps.empty() ? 0 : gaps[gaps.size() / 2]),
        static_cast<long long>(gaps.empty() ? 0 : gaps.back()));
    for (std::size_t i = 0; i < busy.size(); ++i)
        if (busy[i] > 5) std::printf("tick %zu of %zu: %.1f ms\n", i, busy.size(), busy[i]);
    std::printf("GUI thread's own work between two ticks: longest %.1f ms\n",
        busy.empty() ? 0.0 : *std::max_element(busy.begin(), busy.end()));
    return reviewed == static_cast<int>(ids.size()) ? 0 : 1;
}

} // namespace rochade::gui::bench
