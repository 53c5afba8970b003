// SPDX-License-Identifier: GPL-3.0-or-later
// The background review's worker thread: the queue, the library, the searches, the cards.
#include "app/background_review.h"

#include "rochade/core/pgn.h"
#include "rochade/review/move_review.h"
#include "rochade/review/stepwise_review.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/reviewed_game.h"

#include <QFile>

#include <algorithm>
#include <filesystem>
#include <optional>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace rochade::gui {

namespace {

std::string localFileName(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

/// The side a queued game is reviewed for, or none (the game is then skipped): a side the
/// player named, or for a game played here the human's, from the tags Rochade writes.
std::optional<Color> reviewedSide(const PgnGame& game, training::ReviewSide side) {
    switch (side) {
    case training::ReviewSide::White:
        return Color::White;
    case training::ReviewSide::Black:
        return Color::Black;
    case training::ReviewSide::FromRecord:
        break;
    }
    if (game.tag("Mode").value_or("") != "VsComputer") return std::nullopt;
    const std::string human = game.tag("HumanColor").value_or("");
    if (human == "White") return Color::White;
    if (human == "Black") return Color::Black;
    return std::nullopt;
}

/// Ordinary threads all share one priority under Linux's default scheduler: a nice value of
/// the thread's own is what makes the window's threads win the cores.
void lowerThisThreadsPriority() {
#if defined(__linux__)
    setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 19);
#endif
}

} // namespace

/// What the worker thread holds between requests.
struct BackgroundReview::Worker {
    engine::Searcher searcher { 16 };
    std::unique_ptr<library::Library> library;
    std::optional<training::ReviewQueue> queue;
    /// The game being reviewed, kept across a pause.
    library::GameId gameId = 0;
    PgnGame game;
    Color side = Color::White;
    std::unique_ptr<review::StepwiseReview> review;
    /// Games reviewed (or skipped) since the queue was last empty: the "12" of "12 of 40".
    int roundDone = 0;
};

BackgroundReview::BackgroundReview(QObject* parent)
    : QObject(parent) {
    m_toWorker = new HandOffMailbox();
    m_toWorker->moveToThread(&m_thread);
    connect(
        &m_thread, &QThread::finished, this, [this] { tsanRelease(&m_threadEnd); },
        Qt::DirectConnection);
    connect(&m_thread, &QThread::started, this, lowerThisThreadsPriority, Qt::DirectConnection);
    m_thread.setObjectName(QStringLiteral("background review"));
    m_thread.start(QThread::LowestPriority);
}

BackgroundReview::~BackgroundReview() {
    shutdown();
}

void BackgroundReview::shutdown() {
    if (!m_toWorker) return;
    m_stop.request_stop();
    m_thread.quit();
    m_thread.wait();
    tsanAcquire(&m_threadEnd);
    delete m_toWorker;
    m_toWorker = nullptr;
    m_worker.reset();
    m_running = false;
}

void BackgroundReview::setFiles(const BackgroundReviewFiles& files) {
    m_files = files;
}

void BackgroundReview::post(std::function<void(Worker&)> work) {
    if (!m_toWorker) return;
    m_toWorker->post([this, work = std::move(work)] {
        if (!m_worker) m_worker = std::make_unique<Worker>();
        work(*m_worker);
    });
}

namespace {

/// Opens what `worker` needs that is not open yet; an error's words, or empty.
template <class W> QString openBackgroundFiles(W& worker, const BackgroundReviewFiles& files) {
    if (!worker.queue) {
        auto queue = training::ReviewQueue::open(localFileName(files.queue));
        if (!queue.ok()) return QString::fromStdString(queue.error().message);
        worker.queue = std::move(queue).value();
    }
    if (!worker.library) {
        auto opened = library::Library::open(std::filesystem::path(files.library.toStdU16String()));
        if (!opened.ok()) return QString::fromStdString(opened.error().message);
        worker.library = std::move(opened).value();
    }
    return {};
}

} // namespace

void BackgroundReview::enqueue(std::vector<std::pair<library::GameId, training::ReviewSide>> games,
    std::function<void(int added)> done) {
    post([this, files = m_files, games = std::move(games), done = std::move(done)](Worker& worker) {
        if (const QString error = openBackgroundFiles(worker, files); !error.isEmpty()) {
            answer([this, error, done] {
                emit failed(error);
                if (done) done(0);
            });
            return;
        }
        int added = 0;
        for (const auto& [id, side] : games)
            added += worker.queue->add(id, side) ? 1 : 0;
        if (added > 0) {
            if (const Result<bool> saved = worker.queue->save(); !saved.ok()) {
                const QString text = QString::fromStdString(saved.error().message);
                answer([this, text] { emit failed(text); });
            }
        }
        answer([this, added, done] {
            emit enqueued(added);
            if (done) done(added);
        });
    });
}

void BackgroundReview::enqueueGamesOf(const QString& name) {
    const std::string player = name.trimmed().toStdString();
    if (player.empty()) return;
    post([this, files = m_files, player](Worker& worker) {
        if (const QString error = openBackgroundFiles(worker, files); !error.isEmpty()) {
            answer([this, error] { emit failed(error); });
            return;
        }
        library::GameFilter filter;
        filter.myName = player;
        const std::size_t count = worker.library->countGames(filter);
        int added = 0;
        for (const library::GameRow& row :
            worker.library->games(filter, library::GameOrder::Id, 0, count)) {
            const training::ReviewSide side
                = row.white == player ? training::ReviewSide::White : training::ReviewSide::Black;
            added += worker.queue->add(row.id, side) ? 1 : 0;
        }
        if (added > 0) {
            if (const Result<bool> saved = worker.queue->save(); !saved.ok()) {
                const QString text = QString::fromStdString(saved.error().message);
                answer([this, text] { emit failed(text); });
            }
        }
        answer([this, added] { emit enqueued(added); });
    });
}

void BackgroundReview::resume(std::chrono::sys_days today) {
    if (m_running || !m_toWorker) return;
    m_running = true;
    m_stop = std::stop_source();
    post([this, stop = m_stop.get_token(), today, files = m_files, limits = m_limits](
             Worker& worker) { runQueue(worker, stop, today, files, limits); });
}

void BackgroundReview::pause() {
    m_stop.request_stop();
}

void BackgroundReview::runQueue(Worker& worker, const std::stop_token& stop,
    std::chrono::sys_days today, const BackgroundReviewFiles& files,
    const engine::SearchLimits& limits) {
    const auto finishRun = [this](bool queueEmpty) {
        answer([this, queueEmpty] {
            m_running = false;
            if (queueEmpty)
                emit allDone();
            else
                emit paused();
        });
    };
    if (const QString error = openBackgroundFiles(worker, files); !error.isEmpty()) {
        answer([this, error] { emit failed(error); });
        finishRun(false);
        return;
    }
    const auto report = [this](const Result<bool>& done) {
        if (done.ok()) return;
        const QString text = QString::fromStdString(done.error().message);
        answer([this, text] { emit failed(text); });
    };
    while (!stop.stop_requested()) {
        const training::QueuedGame* next = worker.queue->next();
        if (!next) {
            worker.roundDone = 0;
            finishRun(true);
            return;
        }
        const int done = worker.roundDone;
        const int total = done + static_cast<int>(worker.queue->pending());
        answer([this, done, total] { emit progress(done, total); });
        if (!worker.review || worker.gameId != next->libraryGameId) {
            const library::GameId id = next->libraryGameId;
            auto game = worker.library->game(id);
            const std::optional<Color> side
                = game.ok() ? reviewedSide(game.value(), next->side) : std::nullopt;
            if (!side) {
                // Gone from the library, or not known whose game it is: never tried again.
                worker.queue->finish(id, training::ReviewState::Skipped);
                report(worker.queue->save());
                ++worker.roundDone;
                continue;
            }
            worker.gameId = id;
            worker.game = std::move(game).value();
            worker.side = *side;
            worker.review = std::make_unique<review::StepwiseReview>(worker.game.game);
        }
        if (!worker.review->run(worker.searcher, limits, stop)) break;

        // 1. The review written into the record, as `rochade-cli review` writes it.
        PgnGame reviewed = worker.game;
        review::writeEnglishReview(reviewed.game, worker.review->moves());
        // 2. The player's mistakes as cards from the library game (the side decides, not the
        //    name: both players may have the same one).
        training::CardSource where;
        where.kind = training::CardSource::Kind::Library;
        where.libraryGameId = worker.gameId;
        const std::string name
            = reviewed.tag(worker.side == Color::White ? "White" : "Black").value_or("");
        training::ReviewedGameCards found = training::cardsFromReviewedGame(reviewed, name, where);
        std::erase_if(found.cards, [side = worker.side](const training::PracticeCard& card) {
            return card.side() != side;
        });
        // 3. Added to the deck as it is in the file now (the window may have answered cards).
        int added = 0;
        auto deck = training::CardDeck::open(localFileName(files.deck));
        if (!deck.ok()) {
            report(Result<bool>(deck.error()));
            finishRun(false);
            return;
        }
        training::CardDeck cards = std::move(deck).value();
        added = static_cast<int>(cards.add(std::move(found.cards), today).added);
        if (const Result<bool> saved = cards.save(); !saved.ok()) {
            report(saved);
            finishRun(false);
            return;
        }
        // 4. Only then the game is marked done: a crash before this reviews it again, and the
        //    cards it made merge with themselves.
        const library::GameId id = worker.gameId;
        worker.queue->finish(id, training::ReviewState::Reviewed, added);
        report(worker.queue->save());
        worker.review.reset();
        ++worker.roundDone;
        answer([this, id, added] { emit gameReviewed(id, added); });
    }
    finishRun(false);
}

} // namespace rochade::gui
