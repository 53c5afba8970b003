// SPDX-License-Identifier: GPL-3.0-or-later
// When the background review runs, and what the window shows of it.
#include "app/background_review_actions.h"

#include "app/learn_actions.h"
#include "app/library_actions.h"
#include "app/practice_actions.h"
#include "puzzles/puzzle_window.h" // PracticeActions's inline QPointer needs the whole type
#include "rochade/training/player_name.h"

#include <QAction>
#include <QApplication>
#include <QDate>
#include <QDir>
#include <QEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStringList>

namespace rochade::gui {

namespace {

const QString kBackgroundReviewKey = QStringLiteral("review/background");
constexpr auto kDefaultIdleDelay = std::chrono::milliseconds(3000);
/// How often the window's own searches are looked at while the background review runs.
constexpr auto kForegroundWatchInterval = std::chrono::milliseconds(100);

std::chrono::sys_days backgroundReviewToday() {
    const QDate date = QDate::currentDate();
    return std::chrono::sys_days { std::chrono::year { date.year() }
        / std::chrono::month { static_cast<unsigned>(date.month()) }
        / std::chrono::day { static_cast<unsigned>(date.day()) } };
}

/// The events a person makes; anything else (paints, timers, the window's own signals) is
/// not the player at work.
bool isUserInput(QEvent::Type type) {
    switch (type) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TabletPress:
        return true;
    default:
        return false;
    }
}

} // namespace

BackgroundReviewActions::BackgroundReviewActions(QWidget* window)
    : QObject(window)
    , m_review(new BackgroundReview(this))
    , m_enabledAction(new QAction(tr("Review my games in the &background"), this))
    , m_label(new QLabel)
    , m_clock(backgroundReviewToday) {
    m_enabledAction->setObjectName(QStringLiteral("backgroundReviewAction"));
    m_enabledAction->setCheckable(true);
    m_enabledAction->setChecked(QSettings().value(kBackgroundReviewKey, true).toBool());
    m_enabledAction->setStatusTip(
        tr("When you are idle, review your games and add your mistakes to your practice cards"));
    connect(m_enabledAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kBackgroundReviewKey, on);
        if (on) {
            m_cancelled = false;
            m_idleTimer.start();
        } else {
            m_review->pause();
            m_label->hide();
        }
    });

    m_label->setObjectName(QStringLiteral("backgroundReviewLabel"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_label->hide();
    connect(m_label, &QLabel::linkActivated, this, [this](const QString&) { cancel(); });

    m_idleTimer.setSingleShot(true);
    m_idleTimer.setInterval(kDefaultIdleDelay);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        // The window busy: look again after another idle wait.
        if (!startIfIdle() && mayRun() && m_foregroundBusy && m_foregroundBusy())
            m_idleTimer.start();
    });
    m_foregroundWatch.setInterval(kForegroundWatchInterval);
    connect(&m_foregroundWatch, &QTimer::timeout, this, [this] {
        if (m_foregroundBusy && m_foregroundBusy()) pauseForForeground();
    });

    connect(m_review, &BackgroundReview::progress, this, &BackgroundReviewActions::onProgress);
    connect(m_review, &BackgroundReview::paused, this, [this] { onStopped(false); });
    connect(m_review, &BackgroundReview::allDone, this, [this] { onStopped(true); });
    connect(m_review, &BackgroundReview::enqueued, this, [this](int added) {
        if (added <= 0) return;
        m_mayHaveWork = true;
        if (!m_review->isRunning()) m_idleTimer.start();
    });
    connect(m_review, &BackgroundReview::failed, this,
        [this](const QString& text) { emit statusMessage(tr("Background review: %1").arg(text)); });

    m_sidePrompt = [window](int games) -> std::optional<Color> {
        QMessageBox box(QMessageBox::Question, tr("These Are My Games"),
            tr("Your name is not among the players of %n game(s). Which side did you play?",
                nullptr, games),
            QMessageBox::Cancel, window);
        QPushButton* white = box.addButton(tr("White"), QMessageBox::AcceptRole);
        QPushButton* black = box.addButton(tr("Black"), QMessageBox::AcceptRole);
        box.exec();
        if (box.clickedButton() == white) return Color::White;
        if (box.clickedButton() == black) return Color::Black;
        return std::nullopt;
    };
    qApp->installEventFilter(this);
}

BackgroundReviewActions::~BackgroundReviewActions() {
    qApp->removeEventFilter(this);
    m_review->shutdown();
}

void BackgroundReviewActions::addTo(QStatusBar* bar) const {
    bar->addPermanentWidget(m_label);
}

QString BackgroundReviewActions::playerName() {
    return LearnActions::yourName().trimmed();
}

bool BackgroundReviewActions::namesThePlayer(const QString& tagName, const QString& yourName) {
    return training::sameName(
        tagName.toCaseFolded().toStdString(), yourName.toCaseFolded().toStdString());
}

std::function<bool(const std::string&)> BackgroundReviewActions::playerNameTest() {
    return [yours = playerName()](const std::string& tagName) {
        return namesThePlayer(QString::fromStdString(tagName), yours);
    };
}

QString BackgroundReviewActions::queuedText(const QueuedGames& queued) {
    QStringList sentences;
    if (queued.queued > 0) sentences << tr("%n game(s) queued for review.", nullptr, queued.queued);
    if (queued.queuedBefore > 0)
        sentences << tr("%n game(s) queued before.", nullptr, queued.queuedBefore);
    if (queued.withoutSide > 0)
        sentences << tr("%n game(s) without your name left out.", nullptr, queued.withoutSide);
    return sentences.join(QLatin1Char(' '));
}

QString BackgroundReviewActions::defaultQueuePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("background-review.txt"));
}

BackgroundReviewFiles defaultBackgroundReviewFiles() {
    return { defaultLibraryPath(), BackgroundReviewActions::defaultQueuePath(),
        PracticeActions::defaultDeckPath() };
}

void BackgroundReviewActions::enable(const BackgroundReviewFiles& files) {
    m_review->setFiles(files);
    m_enabled = true;
    m_idleTimer.start();
}

void BackgroundReviewActions::setIdleDelay(std::chrono::milliseconds delay) {
    m_idleTimer.setInterval(delay);
}

bool BackgroundReviewActions::mayRun() const {
    return m_enabled && !m_cancelled && m_enabledAction->isChecked() && m_mayHaveWork;
}

bool BackgroundReviewActions::startIfIdle() {
    if (m_review->isRunning()) return true;
    if (!mayRun()) return false;
    if (m_foregroundBusy && m_foregroundBusy()) return false;
    m_review->resume(m_clock());
    m_foregroundWatch.start();
    return true;
}

void BackgroundReviewActions::pauseForForeground() {
    if (!m_review->isRunning()) return;
    m_review->pause();
    m_idleTimer.start();
}

void BackgroundReviewActions::cancel() {
    m_cancelled = true;
    m_review->pause();
    m_idleTimer.stop();
    m_label->hide();
    emit statusMessage(
        tr("The review of your games stopped; it goes on when Rochade starts again."));
}

void BackgroundReviewActions::onLibraryGameAdded(library::GameId id) {
    if (!m_enabled) return;
    m_review->enqueue({ { id, training::ReviewSide::FromRecord } });
}

void BackgroundReviewActions::markGamesAsMine(const std::vector<library::GameRow>& rows) {
    if (!m_enabled) return;
    if (rows.empty()) {
        const QString name = playerName();
        if (name.isEmpty()) {
            emit statusMessage(tr("Select your games, or enter your name in Preferences."));
            return;
        }
        m_review->enqueueGamesOf(name);
        return;
    }
    const auto isPlayer = playerNameTest();
    std::vector<MarkedGame> games;
    games.reserve(rows.size());
    for (const library::GameRow& row : rows)
        games.push_back({ row.id, isPlayer(row.white), isPlayer(row.black) });
    queueAsMine(games, [this](const QueuedGames& queued) {
        if (const QString text = queuedText(queued); !text.isEmpty()) emit statusMessage(text);
    });
}

void BackgroundReviewActions::queueAsMine(
    const std::vector<MarkedGame>& marked, std::function<void(const QueuedGames&)> done) {
    if (!m_enabled) return;
    std::vector<std::pair<library::GameId, training::ReviewSide>> games;
    std::vector<library::GameId> unnamed;
    for (const MarkedGame& game : marked) {
        // Both sides with the player's name (a game against oneself): the player says which.
        if (game.whiteIsPlayer != game.blackIsPlayer)
            games.emplace_back(game.id,
                game.whiteIsPlayer ? training::ReviewSide::White : training::ReviewSide::Black);
        else
            unnamed.push_back(game.id);
    }
    QueuedGames counts;
    if (!unnamed.empty()) {
        const std::optional<Color> side
            = m_sidePrompt ? m_sidePrompt(static_cast<int>(unnamed.size())) : std::nullopt;
        if (side) {
            const auto reviewSide
                = *side == Color::White ? training::ReviewSide::White : training::ReviewSide::Black;
            for (const library::GameId id : unnamed)
                games.emplace_back(id, reviewSide);
        } else {
            counts.withoutSide = static_cast<int>(unnamed.size());
        }
    }
    const int handed = static_cast<int>(games.size());
    if (games.empty()) {
        if (done) done(counts);
        return;
    }
    m_review->enqueue(std::move(games), [counts, handed, done = std::move(done)](int added) {
        QueuedGames result = counts;
        result.queued = added;
        result.queuedBefore = handed - added;
        if (done) done(result);
    });
}

void BackgroundReviewActions::onProgress(int done, int total) {
    m_done = done;
    m_total = total;
    showProgress();
}

void BackgroundReviewActions::showProgress() {
    if (m_cancelled || m_total <= 0) {
        m_label->hide();
        return;
    }
    m_label->setText(tr("Reviewing your games: %1 of %2 — <a href=\"cancel\">Cancel</a>")
                         .arg(m_done + 1)
                         .arg(m_total));
    m_label->show();
}

void BackgroundReviewActions::onStopped(bool allDone) {
    m_foregroundWatch.stop();
    if (!allDone) {
        // An idle wait that ended while the worker was still stopping started nothing: wait
        // again (the test of the foreground and the input comes at its end).
        if (mayRun() && !m_idleTimer.isActive()) m_idleTimer.start();
        return;
    }
    m_mayHaveWork = false;
    if (m_total > 0 && !m_cancelled)
        emit statusMessage(
            tr("Your games are reviewed: their mistakes are in your practice cards."));
    m_done = m_total = 0;
    m_label->hide();
}

bool BackgroundReviewActions::eventFilter(QObject* watched, QEvent* event) {
    // Input reaches a widget in the end. Asking that first also keeps this filter off the
    // events the worker threads post, which only their receiver may read (thread_hand_off.h).
    if (watched->isWidgetType() && isUserInput(event->type())) {
        if (m_review->isRunning()) m_review->pause();
        if (mayRun()) m_idleTimer.start();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace rochade::gui
