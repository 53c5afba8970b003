// SPDX-License-Identifier: GPL-3.0-or-later
// These Are My Games on a big file, and what the window's event loop feels of it.
#include "gui_own_games.h"
#include "thread_cpu_clock.h"

#include "app/background_review_actions.h"
#include "app/library_actions.h"
#include "app/main_window.h"
#include "app/own_games_actions.h"
#include "files/game_files.h"
#include "library/library_service.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace rochade::gui::bench {

int measureOwnGames(const QString& pgn) {
    QTemporaryDir data;
    const QString libraryPath = data.filePath(QStringLiteral("library.sqlite"));
    MainWindow window;
    FilePrompts discard;
    discard.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    window.setFilePrompts(discard);
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    window.startGame(setup);
    window.resize(1180, 860);
    window.show();
    bool opened = false;
    QObject::connect(
        window.libraryActions()->service(), &LibraryService::opened, [&] { opened = true; });
    window.enableLibrary(libraryPath);
    while (!opened)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    BackgroundReviewActions* review = window.backgroundReviewActions();
    // Only the import and the queue are measured here: the review waits.
    review->setIdleDelay(std::chrono::hours(1));
    review->setSidePrompt([](int) { return std::optional(Color::White); });
    window.enableBackgroundReview({ libraryPath, data.filePath(QStringLiteral("queue.txt")),
        data.filePath(QStringLiteral("cards.txt")) });
    OwnGamesActions* ownGames = window.ownGamesActions();
    OwnGamesPrompts prompts;
    prompts.showError = [](const QString&, const QString& text) {
        std::printf("refused: %s\n", qPrintable(text));
    };
    ownGames->setPrompts(prompts);

    int status = 0;
    for (const char* run : { "idle window (3 s, nothing asked)", "first time", "again" }) {
        const bool idle = run[0] == 'i';
        QString said;
        QMetaObject::Connection words = QObject::connect(
            ownGames, &OwnGamesActions::statusMessage, [&](const QString& text) { said = text; });
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
        QElapsedTimer total;
        total.start();
        tick.start();
        ticker.start(1);
        if (idle) {
            while (total.elapsed() < 3000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            said = QStringLiteral("-");
        } else {
            ownGames->markFileAsMine(pgn);
        }
        // The last word says what was queued (or why nothing was).
        while (!idle && (ownGames->isBusy() || !said.contains(QStringLiteral("queued")))) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            if (!ownGames->isBusy() && said.contains(QStringLiteral("Nothing was changed"))) break;
        }
        const qint64 ms = total.elapsed();
        ticker.stop();
        QObject::disconnect(words);
        std::sort(gaps.begin(), gaps.end());
        std::printf("%s: %lld ms: %s\n", run, static_cast<long long>(ms), qPrintable(said));
        std::printf("  event-loop gaps: %zu ticks, median %lld ms, longest %lld ms; GUI "
                    "thread's own work between two ticks: longest %.1f ms\n",
            gaps.size(), static_cast<long long>(gaps.empty() ? 0 : gaps[gaps.size() / 2]),
            static_cast<long long>(gaps.empty() ? 0 : gaps.back()),
            busy.empty() ? 0.0 : *std::max_element(busy.begin(), busy.end()));
        if (!idle && !said.contains(QStringLiteral("queued"))) status = 1;
    }
    return status;
}

} // namespace rochade::gui::bench
