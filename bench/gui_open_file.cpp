// SPDX-License-Identifier: GPL-3.0-or-later
// A big PGN file opened in the window: first rows, the whole list, resident memory.
#include "gui_open_file.h"

#include "app/main_window.h"
#include "dialogs/game_chooser_dialog.h"
#include "files/game_list_model.h"
#include "game/game_setup.h"
#include "rochade/core/pgn.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLineEdit>
#include <QSaveFile>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace rochade::gui::bench {

namespace {

/// The resident memory now (VmRSS) and at its peak (VmHWM), in KiB.
long statusKiB(const char* field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).trimmed().split(' ').front().toLong();
    return -1;
}

long residentNowKiB() {
    return statusKiB("VmRSS:");
}

void settleEvents(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int measureOpenFile(const QString& path) {
    const long atStart = residentNowKiB();
    MainWindow window;
    window.resize(1180, 860);
    window.show();
    window.startGame(GameSetup {});
    settleEvents(500);
    const long withWindow = residentNowKiB();

    QElapsedTimer clock;
    qint64 firstRowsMs = -1;
    qint64 listedMs = -1;
    int firstRows = 0;
    int games = 0;
    long withList = -1;
    qint64 filterMs = -1;
    qint64 clearMs = -1;
    qint64 sortMs = -1;
    qint64 sortedFilterMs = -1;
    int shownByFilter = 0;
    FilePrompts prompts;
    prompts.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    prompts.showError = [](const QString&, const QString& text) {
        std::fprintf(stderr, "error: %s\n", qPrintable(text));
    };
    // The chooser is shown the moment this is asked; the list goes on filling behind it.
    prompts.chooseGame = [&](GameListModel& list) {
        firstRowsMs = clock.elapsed();
        firstRows = list.gameCount();
        if (list.isReading()) {
            QEventLoop loop;
            QObject::connect(&list, &GameListModel::readingFinished, &loop, &QEventLoop::quit);
            loop.exec();
        }
        listedMs = clock.elapsed();
        games = list.gameCount();
        withList = residentNowKiB();
        // The chooser over the whole list: a filter typed, a column sorted.
        GameChooserDialog dialog(&list, &window);
        dialog.show();
        QApplication::processEvents();
        QElapsedTimer step;
        step.start();
        dialog.filterField()->setText(QStringLiteral("kasparov"));
        dialog.applyFilter(); // not waiting for the typing to pause
        QApplication::processEvents();
        filterMs = step.restart();
        shownByFilter = dialog.view()->model()->rowCount();
        dialog.filterField()->clear();
        dialog.applyFilter();
        QApplication::processEvents();
        clearMs = step.restart();
        dialog.view()->sortByColumn(GameColumn::White, Qt::AscendingOrder);
        QApplication::processEvents();
        sortMs = step.restart();
        dialog.filterField()->setText(QStringLiteral("Copy 7777"));
        dialog.applyFilter();
        QApplication::processEvents();
        sortedFilterMs = step.restart();
        return games - 1; // the last game: read again from its place
    };
    window.setFilePrompts(prompts);
    clock.start();
    if (!window.openPgnFile(path)) return 1;
    const qint64 loadedMs = clock.elapsed();
    const long withGame = residentNowKiB();
    window.startGame(GameSetup {}); // the game belongs to no file: the list is freed
    settleEvents(200);
    const long afterNewGame = residentNowKiB();

    std::printf("file: %s, %lld bytes, %d games listed (%d in the first rows)\n", qPrintable(path),
        static_cast<long long>(QFile(path).size()), games, firstRows);
    std::printf("chooser's first rows after %lld ms, whole list after %lld ms, last game on the "
                "board after %lld ms\n",
        static_cast<long long>(firstRowsMs), static_cast<long long>(listedMs),
        static_cast<long long>(loadedMs));
    std::printf("chooser over the whole list: filter 'kasparov' %lld ms (%d shown), cleared %lld "
                "ms, sorted by White %lld ms, then filter 'Copy 7777' %lld ms\n",
        static_cast<long long>(filterMs), shownByFilter, static_cast<long long>(clearMs),
        static_cast<long long>(sortMs), static_cast<long long>(sortedFilterMs));
    std::printf("resident memory: %ld MiB at start, %ld MiB with the window, %ld MiB with the "
                "list, %ld MiB with the game loaded, %ld MiB after a new game; peak %ld MiB\n",
        atStart / 1024, withWindow / 1024, withList / 1024, withGame / 1024, afterNewGame / 1024,
        statusKiB("VmHWM:") / 1024);
    return 0;
}

int makeBigPgn(const QString& out, int games) {
    QByteArray puzzles;
    for (const char* name : { "mate_in_2", "mate_in_3", "mate_in_4" }) {
        QFile file(
            QStringLiteral("/usr/share/pychess/learn/puzzles/%1.pgn").arg(QLatin1String(name)));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(file.fileName()));
            return 2;
        }
        puzzles += file.readAll() + "\n\n";
    }
    const PgnParseResult parsed
        = parsePgn(std::string_view(puzzles.constData(), std::size_t(puzzles.size())));
    if (parsed.games.empty()) return 2;
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly)) return 2;
    for (int i = 0; i < games; ++i) {
        const PgnRange range = parsed.ranges[std::size_t(i) % parsed.ranges.size()];
        QByteArray game = puzzles.mid(qsizetype(range.begin), qsizetype(range.size()));
        const qsizetype event = game.indexOf("[Event \"");
        if (event >= 0) {
            const qsizetype end = game.indexOf("\"]", event);
            game.replace(event, end + 2 - event, "[Event \"Copy " + QByteArray::number(i) + "\"]");
        }
        file.write(game + "\n\n");
    }
    return file.commit() ? 0 : 2;
}

} // namespace rochade::gui::bench
