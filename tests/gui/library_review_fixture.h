// SPDX-License-Identifier: GPL-3.0-or-later
// What the window tests of the background review and of These Are My Games… share: a window
// with a library, a review queue and a card file in a directory of the test's own, and the
// files read back as another program would.
#pragma once

#include "app/library_actions.h"
#include "gui_fixture.h"
#include "library/library_service.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/review_queue.h"

#include <QTemporaryDir>

#include <functional>

namespace rochade::gui::test {

/// Runs the event loop until `done` (the worker's answers arrive through it), or times out.
/// The review's worker runs at nice 19: on a machine busy with other builds (and ten times
/// slower under TSan) it gets the cores last, so it gets four times the usual time.
inline bool workerWaitUntil(const std::function<bool()>& done) {
    return QTest::qWaitFor(done, 4 * kTimeoutMs);
}

class LibraryReviewFixture : public ::testing::Test {
protected:
    /// A hot-seat window whose library is open; `prompts` stand in for the dialogs.
    void openWindowWithLibrary(const FilePrompts& prompts) {
        main = openWindow();
        main->startGame(hotSeat());
        main->setFilePrompts(prompts);
        bool opened = false;
        QObject::connect(main->libraryActions()->service(), &LibraryService::opened,
            [&opened] { opened = true; });
        main->enableLibrary(libraryPath());
        ASSERT_TRUE(workerWaitUntil([&] { return opened; }));
    }

    static engine::SearchLimits nodeLimit(std::uint64_t nodes) {
        engine::SearchLimits limits;
        limits.nodes = nodes;
        return limits;
    }

    QString libraryPath() const { return data.filePath(QStringLiteral("library.sqlite")); }
    QString queuePath() const { return data.filePath(QStringLiteral("background-review.txt")); }
    QString deckPath() const { return data.filePath(QStringLiteral("practice-cards.txt")); }

    training::CardDeck savedDeck() const {
        auto deck = training::CardDeck::open(QFile::encodeName(deckPath()).toStdString());
        EXPECT_TRUE(deck.ok()) << (deck.ok() ? "" : deck.error().message);
        return std::move(deck).value();
    }

    training::ReviewQueue savedQueue() const {
        auto queue = training::ReviewQueue::open(QFile::encodeName(queuePath()).toStdString());
        EXPECT_TRUE(queue.ok()) << (queue.ok() ? "" : queue.error().message);
        return std::move(queue).value();
    }

    QTemporaryDir data;
    std::unique_ptr<MainWindow> main;
};

} // namespace rochade::gui::test
