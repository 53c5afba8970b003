// SPDX-License-Identifier: GPL-3.0-or-later
// Soak test of the main window: a thousand seeded random user actions while the computer thinks.
#include "../sanitizer_build.h"
#include "app/main_window.h"
#include "board/board_widget.h"
#include "board/promotion_popup.h"
#include "dialogs/new_game_dialog.h"
#include "game/game_controller.h"
#include "panels/legal_moves_model.h"
#include "panels/record_view.h"
#include "panels/result_bar.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/position.h"

#include "gui_fixture.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>

using namespace rochade;
using namespace rochade::gui;

namespace {

constexpr bool kSanitized = rochade::test::kSanitizedBuild;

/// Actions per run: 1,000 (fewer under the sanitizers, which slow everything tenfold).
constexpr int kDefaultActions = kSanitized ? 300 : 1000;
constexpr unsigned kDefaultSeed = 20261130;
/// No action may take longer than this: a modal that nobody closes, or a join that never
/// returns, is a deadlock.
constexpr std::chrono::seconds kWatchdogLimit { 30 };

/// Qt's warnings during the run, counted by text (the offscreen platform's own notices about
/// window-manager features it lacks left out): a warning from our code is worth a look.
std::mutex gMessagesMutex;
std::map<std::string, int> gMessages;

void collectMessage(QtMsgType type, const QMessageLogContext&, const QString& text) {
    if (type == QtDebugMsg || type == QtInfoMsg
        || text.startsWith(QStringLiteral("This plugin does not support")))
        return;
    std::lock_guard lock(gMessagesMutex);
    ++gMessages[text.left(160).toStdString()];
}

int envInt(const char* name, int fallback) {
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok && v > 0 ? v : fallback;
}

/// Aborts the whole process, naming the stuck action, when no heartbeat came for too long.
/// A plain thread on a steady clock, so it fires even when the GUI thread's event loop is
/// blocked.
class Watchdog {
public:
    explicit Watchdog(std::chrono::seconds limit)
        : m_limit(limit) {
        beat(-1, "start");
        m_thread = std::thread([this] { run(); });
    }
    ~Watchdog() {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    void beat(int action, const char* what) {
        m_action.store(action);
        m_what.store(what);
        m_lastBeat.store(nowMs());
    }

private:
    static std::int64_t nowMs() {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
    void run() {
        std::unique_lock lock(m_mutex);
        while (!m_wake.wait_for(lock, std::chrono::milliseconds(200), [this] { return m_stop; })) {
            const std::int64_t idle = nowMs() - m_lastBeat.load();
            if (idle > std::chrono::duration_cast<std::chrono::milliseconds>(m_limit).count()) {
                std::fprintf(stderr,
                    "GUI soak watchdog: no progress for %lld ms in action #%d (%s): deadlock or "
                    "a modal dialog left open\n",
                    static_cast<long long>(idle), m_action.load(), m_what.load());
                std::fflush(stderr);
                std::abort();
            }
        }
    }

    std::chrono::seconds m_limit;
    std::atomic<std::int64_t> m_lastBeat { 0 };
    std::atomic<int> m_action { -1 };
    std::atomic<const char*> m_what { "" };
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_thread;
};

/// Threads of this process whose OS name is `name` (Qt names a QThread after its object
/// name); -1 where /proc is not available.
int threadsNamed(const QString& name) {
    QDir tasks(QStringLiteral("/proc/self/task"));
    if (!tasks.exists()) return -1;
    int n = 0;
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && QString::fromUtf8(comm.readAll()).trimmed() == name)
            ++n;
    }
    return n;
}

GameSetup randomSetup(std::mt19937& rng, bool allowFull) {
    GameSetup s;
    s.mode = rng() % 4 == 0 ? PlayMode::HotSeat : PlayMode::VsComputer;
    s.humanColor = static_cast<ColorChoice>(rng() % 3);
    s.level = static_cast<engine::Level>(rng() % (allowFull ? 4 : 3));
    if (rng() % 8 == 0) s.whiteName = QStringLiteral("Soak %1").arg(rng() % 100);
    // Some games on a clock: a few seconds each, so flags fall within the run.
    if (rng() % 4 == 0)
        s.timeControl = TimeControl { static_cast<std::int64_t>(2000 + rng() % 8000),
            static_cast<std::int64_t>(rng() % 2) * 500 };
    return s;
}

/// Short searches at every level, so the computer answers well within the run.
engine::SearchLimits randomLimits(std::mt19937& rng) {
    static constexpr std::array<int, 4> kMoveTimes { 10, 30, 60, 120 };
    engine::SearchLimits l;
    l.moveTimeMs = kMoveTimes[rng() % kMoveTimes.size()];
    if (rng() % 4 == 0) l.depth = 1 + static_cast<int>(rng() % 4);
    return l;
}

/// Answers every modal dialog as soon as its event loop runs: the New game dialog with a
/// random setup (or Cancel), questions with a random Yes or No, warnings with OK, file
/// dialogs with `filePath` (or Cancel), the game chooser with a random game. The test thus
/// never blocks on a dialog.
class ModalAnswerer : public QObject {
public:
    explicit ModalAnswerer(std::mt19937& rng)
        : m_rng(rng) {
        connect(&m_timer, &QTimer::timeout, this, [this] { schedule(); });
        m_timer.start(5);
    }
    std::map<std::string, int> answered;
    /// The file a file dialog is to pick next.
    QString filePath;

private:
    static QWidget* modalWidget() {
        if (QWidget* w = QApplication::activeModalWidget()) return w;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->isVisible() && w->isModal()) return w;
        return nullptr;
    }
    /// Answers in a queued call, not in the timer's slot: an answer may open a further modal
    /// (a file dialog's "file not found"), and a timer does not fire again while its own
    /// slot is still running.
    void schedule() {
        QWidget* w = modalWidget();
        if (!w || m_pending.contains(w)) return;
        m_pending.insert(w);
        QMetaObject::invokeMethod(
            this,
            [this, w = QPointer<QWidget>(w), key = static_cast<QObject*>(w)] {
                if (w && w->isVisible()) answer(w);
                m_pending.remove(key);
            },
            Qt::QueuedConnection);
    }
    void answer(QWidget* w) {
        if (auto* dialog = qobject_cast<NewGameDialog*>(w)) {
            if (m_rng() % 5 == 0) {
                ++answered["new game dialog: cancel"];
                dialog->reject();
                return;
            }
            dialog->setSetup(randomSetup(m_rng, false));
            ++answered["new game dialog: start"];
            dialog->accept();
        } else if (auto* box = qobject_cast<QMessageBox*>(w);
                   box && box->button(QMessageBox::Discard)) {
            // Unsaved changes: Save (perhaps through a file dialog), Discard or Cancel.
            static constexpr std::array<QMessageBox::StandardButton, 3> kChoices {
                QMessageBox::Save, QMessageBox::Discard, QMessageBox::Cancel
            };
            const QMessageBox::StandardButton choice = kChoices[m_rng() % kChoices.size()];
            ++answered[choice == QMessageBox::Save   ? "unsaved changes: save"
                    : choice == QMessageBox::Discard ? "unsaved changes: discard"
                                                     : "unsaved changes: cancel"];
            box->button(choice)->click();
        } else if (auto* box = qobject_cast<QMessageBox*>(w)) {
            const bool yes = m_rng() % 3 != 0;
            QAbstractButton* button = box->button(yes ? QMessageBox::Yes : QMessageBox::No);
            const char* label = yes ? "message box: yes" : "message box: no";
            if (!button) {
                button = box->button(QMessageBox::Ok); // a warning
                label = button ? "message box: ok" : "message box: closed";
            }
            ++answered[label + (" (" + box->windowTitle().toStdString() + ")")];
            if (button)
                button->click();
            else
                box->reject();
        } else if (auto* files = qobject_cast<QFileDialog*>(w)) {
            // A dialog that refuses the file stays open: give up on it after a few tries.
            if (m_rng() % 4 == 0 || ++m_tries[files] > 3 || filePath.isEmpty()) {
                ++answered["file dialog: cancel"];
                files->reject();
                return;
            }
            ++answered["file dialog: choose"];
            files->selectFile(filePath);
            static_cast<QDialog*>(files)->accept(); // QFileDialog::accept checks the file
        } else if (auto* list = w->findChild<QTableView*>(QStringLiteral("gameList"));
                   list && qobject_cast<QDialog*>(w)) {
            auto* chooser = qobject_cast<QDialog*>(w);
            if (m_rng() % 5 == 0) {
                ++answered["game chooser: cancel"];
                chooser->reject();
                return;
            }
            ++answered["game chooser: pick"];
            const int rows = std::max(1, list->model()->rowCount());
            list->setCurrentIndex(list->model()->index(static_cast<int>(m_rng() % rows), 0));
            chooser->accept();
        } else if (auto* other = qobject_cast<QDialog*>(w)) {
            ++answered["other dialog"];
            other->reject();
        } else {
            ++answered["other modal widget"];
            w->close();
        }
    }

    std::mt19937& m_rng;
    QTimer m_timer;
    std::map<QObject*, int> m_tries;
    QSet<QObject*> m_pending;
};

/// Drives one MainWindow with random actions and checks the invariants after each.
class Soak {
public:
    Soak(MainWindow& window, std::mt19937& rng, unsigned seed, ModalAnswerer& answerer,
        const QString& dir)
        : m_w(window)
        , m_rng(rng)
        , m_seed(seed)
        , m_answerer(answerer)
        , m_dir(dir) {
        // Files to open besides the games the run saves: damaged and multi-game PGN.
        writeFile(QStringLiteral("garbage.pgn"), "[Event \"x\"\n1. e4 e5 2. Qh9 {unclosed");
        writeFile(QStringLiteral("empty.pgn"), "");
        writeFile(QStringLiteral("two.pgn"),
            "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n\n"
            "[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n");
        m_openable = { file(QStringLiteral("save-0.pgn")), file(QStringLiteral("save-1.pgn")),
            file(QStringLiteral("dialog.pgn")), file(QStringLiteral("garbage.pgn")),
            file(QStringLiteral("empty.pgn")), file(QStringLiteral("two.pgn")),
            file(QStringLiteral("missing.pgn")), copyIn(QStringLiteral("mixed.pgn")),
            copyIn(QStringLiteral("opera.pgn")) };
        GameController* c = m_w.controller();
        m_undoAction = action(QStringLiteral("Undo Move"));
        m_redoAction = action(QStringLiteral("Redo Move"));
        m_moveNowAction = action(QStringLiteral("Move Now"));
        QObject::connect(c, &GameController::moveMade, c, [this] { ++m_moves; });
        QObject::connect(c, &GameController::gameOver, c, [this] { ++m_gamesOver; });
        QObject::connect(c->computer(), &ComputerOpponent::thinkingChanged, c, [this](bool on) {
            if (on) ++m_searches;
        });
    }

    using Action = void (Soak::*)();
    struct Kind {
        const char* name;
        Action act;
        int weight;
    };

    void run(int actions, Watchdog& watchdog) {
        static const std::array<Kind, 30> kKinds { {
            { "click random square", &Soak::clickRandomSquare, 12 },
            { "click legal target", &Soak::clickLegalTarget, 26 },
            { "drag legal move", &Soak::dragLegalMove, 10 },
            { "drag random squares", &Soak::dragRandomSquares, 3 },
            { "undo", &Soak::undo, 7 },
            { "redo", &Soak::redo, 4 },
            { "new game (dialog)", &Soak::newGameDialog, 2 },
            { "new game (direct)", &Soak::newGameDirect, 1 },
            { "search limits", &Soak::changeLimits, 2 },
            { "flip", &Soak::flip, 3 },
            { "auto-flip / always queen", &Soak::toggleOption, 1 },
            { "move now", &Soak::moveNow, 6 },
            { "browse (move list)", &Soak::browseByList, 4 },
            { "browse (controller)", &Soak::browseDirect, 2 },
            { "back to game", &Soak::backToGame, 3 },
            { "promotion popup", &Soak::answerPromotion, 2 },
            { "result bar", &Soak::resultBar, 2 },
            { "move entry", &Soak::moveEntry, 2 },
            { "resign / offer draw", &Soak::resignOrOfferDraw, 1 },
            { "save", &Soak::save, 3 },
            { "open", &Soak::open, 2 },
            { "copy / paste", &Soak::copyPaste, 1 },
            { "set up a position (FEN)", &Soak::setUpPosition, 2 },
            { "claim / decline draw", &Soak::claimOrDecline, 1 },
            { "wait for the computer", &Soak::waitForComputer, 4 },
            { "pause / resume", &Soak::pause, 2 },
            { "hint", &Soak::hint, 3 },
            { "evaluation bar", &Soak::evaluationBar, 1 },
            { "history / statistics", &Soak::historyOrStatistics, 1 },
            { "idle", &Soak::idle, 2 },
        } };
        std::vector<int> weights;
        for (const Kind& k : kKinds)
            weights.push_back(k.weight);
        std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());

        for (int i = 0; i < actions; ++i, ++m_actions) {
            const Kind& kind = kKinds[pick(m_rng)];
            watchdog.beat(i, kind.name);
            ++m_counts[kind.name];
            if (c().isThinking()) ++m_whileThinking;
            (this->*kind.act)();
            // Let queued results, timers and repaints through, as a user's pauses would.
            QTest::qWait(static_cast<int>(m_rng() % 12));
            check(i, kind.name);
            if (m_failures >= 10) {
                ADD_FAILURE() << "stopping after 10 broken invariants (seed " << m_seed << ")";
                break;
            }
        }
    }

    void printSummary(const ModalAnswerer& answerer, qint64 elapsedMs) const {
        std::printf("GUI soak: seed %u, %d actions (%d while the computer thought), %lld ms, %d "
                    "moves played, %d searches, %d games over, last game at ply %d\n",
            m_seed, m_actions, m_whileThinking, static_cast<long long>(elapsedMs), m_moves,
            m_searches, m_gamesOver, m_w.controller()->game().ply());
        std::printf("  result bar up over a game in progress: %d checks\n", m_staleResultBar);
        for (const auto& [name, n] : m_staleAfter)
            std::printf("    left up by %-22s %5d\n", name.c_str(), n);
        for (const auto& [name, n] : m_counts)
            std::printf("  %-26s %5d\n", name.c_str(), n);
        for (const auto& [name, n] : answerer.answered)
            std::printf("  modal %-20s %5d\n", name.c_str(), n);
        std::fflush(stdout);
    }
    int movesPlayed() const { return m_moves; }
    int searches() const { return m_searches; }

private:
    GameController& c() const { return *m_w.controller(); }
    BoardWidget& board() const { return *m_w.board(); }

    QAction* action(const QString& text) const {
        for (QAction* a : m_w.findChildren<QAction*>())
            if (a->text().remove(QLatin1Char('&')).remove(QChar(0x2026)) == text) return a;
        ADD_FAILURE() << "no action " << text.toStdString();
        return nullptr;
    }
    /// Half the time by the menu action, half by its keyboard shortcut.
    void trigger(const QString& text, Qt::Key key, Qt::KeyboardModifiers modifiers) {
        if (m_rng() % 2) {
            m_w.activateWindow();
            QTest::keyClick(&m_w, key, modifiers);
        } else if (QAction* a = action(text)) {
            a->trigger();
        }
    }

    Square randomSquare() { return fromIndex64(static_cast<int>(m_rng() % 64)); }
    QPoint centre(Square s) const { return board().squareRect(s).center(); }
    void click(Square s) { QTest::mouseClick(&board(), Qt::LeftButton, Qt::NoModifier, centre(s)); }
    void drag(Square from, Square to) {
        const QPoint a = centre(from);
        const QPoint b = centre(to);
        QTest::mousePress(&board(), Qt::LeftButton, Qt::NoModifier, a);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(&board(), a + (b - a) * i / 4);
        QTest::mouseRelease(&board(), Qt::LeftButton, Qt::NoModifier, b);
    }
    /// A random move the human may play now (null when none).
    Move randomPlayable() {
        const MoveList moves = c().playableMoves();
        return moves.empty() ? Move() : moves[m_rng() % moves.size()];
    }

    QString file(const QString& name) const { return m_dir + QLatin1Char('/') + name; }
    /// A copy of a test data file in the soak's own directory: Save may write back into a
    /// file it opened, and the checkout must stay as it is.
    QString copyIn(const QString& name) const {
        const QString copy = file(name);
        EXPECT_TRUE(QFile::copy(QStringLiteral(ROCHADE_TEST_DATA_DIR "/pgn/") + name, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        return copy;
    }
    void writeFile(const QString& name, const char* text) const {
        QFile f(file(name));
        if (f.open(QIODevice::WriteOnly)) f.write(text);
    }

    // --- Actions --------------------------------------------------------------------------
    void clickRandomSquare() { click(randomSquare()); }
    void clickLegalTarget() {
        const MoveList moves = c().playableMoves();
        const Square selected = board().selectedSquare();
        MoveList from;
        for (Move m : moves)
            if (m.from() == selected) from.push(m);
        if (!from.empty()) {
            click(from[m_rng() % from.size()].to());
            return;
        }
        // Nothing selected (or the computer's turn): pick up a piece, or any square.
        const Move m = randomPlayable();
        click(m.isNull() ? randomSquare() : m.from());
        if (!m.isNull() && m_rng() % 2) click(m.to());
    }
    void dragLegalMove() {
        const Move m = randomPlayable();
        if (m.isNull())
            dragRandomSquares();
        else
            drag(m.from(), m.to());
    }
    void dragRandomSquares() { drag(randomSquare(), randomSquare()); }
    void undo() { trigger(QStringLiteral("Undo Move"), Qt::Key_Z, Qt::ControlModifier); }
    void redo() {
        trigger(QStringLiteral("Redo Move"), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    }
    void newGameDialog() { trigger(QStringLiteral("New Game"), Qt::Key_N, Qt::ControlModifier); }
    void newGameDirect() {
        c().computer()->setExtraSearchLimits(randomLimits(m_rng));
        m_w.startGame(randomSetup(m_rng, true));
    }
    void changeLimits() { c().computer()->setExtraSearchLimits(randomLimits(m_rng)); }
    void flip() { trigger(QStringLiteral("Flip Board"), Qt::Key_R, Qt::ControlModifier); }
    void toggleOption() {
        if (QAction* a = action(m_rng() % 2 ? QStringLiteral("Always Promote to Queen")
                                            : QStringLiteral("Turn the Board for Each Player "
                                                             "(hot-seat)")))
            a->trigger();
    }
    void moveNow() { trigger(QStringLiteral("Move Now"), Qt::Key_M, Qt::ControlModifier); }
    void pause() { trigger(QStringLiteral("Pause"), Qt::Key_P, Qt::NoModifier); }
    void hint() { trigger(QStringLiteral("Hint"), Qt::Key_H, Qt::NoModifier); }
    void evaluationBar() {
        trigger(QStringLiteral("Evaluation Bar"), Qt::Key_E, Qt::ControlModifier);
    }
    void historyOrStatistics() {
        if (m_rng() % 2)
            trigger(QStringLiteral("History"), Qt::Key_H, Qt::ControlModifier);
        else
            trigger(QStringLiteral("Statistics"), Qt::Key_T, Qt::ControlModifier);
    }
    void browseByList() {
        const int ply = c().game().ply();
        if (ply == 0) return;
        RecordView* view = m_w.recordView();
        const QRect at = view->moveRect(c().game().nodeAt(1 + static_cast<int>(m_rng() % ply)));
        // Only a move in view can be clicked (the user scrolls first).
        if (at.isEmpty() || !view->isVisible() || !view->viewport()->rect().contains(at.center()))
            return;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at.center());
    }
    void browseDirect() { c().browseTo(static_cast<int>(m_rng() % (c().game().ply() + 2)) - 1); }
    void backToGame() {
        auto* back = m_w.findChild<QPushButton*>(QStringLiteral("backToGame"));
        if (back && back->isVisible())
            QTest::mouseClick(back, Qt::LeftButton);
        else
            c().returnToGame();
    }
    void answerPromotion() {
        PromotionPopup* popup = board().promotionPopup();
        if (!popup) {
            // Open one if a pawn may promote now (else click as usual), and answer it.
            const auto findPromotion = [this] {
                Move promotion;
                for (Move m : c().playableMoves())
                    if (m.isPromotion()) promotion = m;
                return promotion;
            };
            Move promotion = findPromotion();
            if (promotion.isNull() && m_rng() % 2) {
                // Set up pawns about to promote, the human to move.
                const bool black
                    = c().isVsComputer() ? c().humanColor() == Color::Black : m_rng() % 2;
                m_w.pasteFen(m_fens[black ? 3 : 2]);
                promotion = findPromotion();
            }
            if (promotion.isNull()) {
                clickLegalTarget();
                return;
            }
            click(promotion.from());
            click(promotion.to());
            QTest::qWait(static_cast<int>(m_rng() % 10));
            popup = board().promotionPopup();
            if (!popup) return; // "always promote to queen" is on
        }
        ++m_counts["  (a promotion popup answered)"];
        if (m_rng() % 4 == 0) {
            QTest::keyClick(popup, Qt::Key_Escape);
            return;
        }
        const PieceType type = PromotionPopup::kChoices[m_rng() % PromotionPopup::kChoices.size()];
        if (QAbstractButton* b = popup->button(type)) QTest::mouseClick(b, Qt::LeftButton);
    }
    void resultBar() {
        ResultBar* d = m_w.resultBar();
        if (!d->isVisible()) return;
        QPushButton* buttons[] = { d->undoButton(), d->newGameButton(), d->closeButton() };
        QTest::mouseClick(buttons[m_rng() % 3], Qt::LeftButton);
    }
    void moveEntry() {
        const Move m = randomPlayable();
        QString text = QStringLiteral("Qxz9");
        if (!m.isNull())
            text = QString::fromStdString(m_rng() % 2 ? toSan(c().game().position(), m) : toUci(m));
        QLineEdit* entry = m_w.moveEntry();
        entry->clear();
        QTest::keyClicks(entry, text);
        QTest::keyClick(entry, Qt::Key_Return);
    }
    void resignOrOfferDraw() {
        if (QAction* a
            = action(m_rng() % 2 ? QStringLiteral("Resign") : QStringLiteral("Offer Draw")))
            a->trigger();
    }
    void claimOrDecline() {
        const char* name = m_rng() % 2 ? "claimDraw" : "declineDraw";
        auto* b = m_w.findChild<QPushButton*>(QString::fromLatin1(name));
        if (b && b->isVisible())
            QTest::mouseClick(b, Qt::LeftButton);
        else if (QAction* a = action(QStringLiteral("Claim Draw")))
            a->trigger();
    }
    void save() {
        switch (m_rng() % 6) {
        case 0: // through the menu and the file dialog
            m_answerer.filePath = file(QStringLiteral("dialog.pgn"));
            trigger(QStringLiteral("Save As"), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
            break;
        case 1: // back into the game's own file, or through the file dialog without one
            m_answerer.filePath = file(QStringLiteral("dialog.pgn"));
            trigger(QStringLiteral("Save"), Qt::Key_S, Qt::ControlModifier);
            break;
        case 2: // where nothing can be written: the error is shown, nothing else happens
            m_w.savePgnFile(file(QStringLiteral("no-such-dir/x.pgn")));
            break;
        default:
            m_w.savePgnFile(file(QStringLiteral("save-%1.pgn").arg(m_rng() % 2)));
        }
    }
    void open() {
        const QString path = m_openable[m_rng() % m_openable.size()];
        if (m_rng() % 4 == 0) {
            m_answerer.filePath = path;
            trigger(QStringLiteral("Open"), Qt::Key_O, Qt::ControlModifier);
        } else {
            m_w.openPgnFile(path);
        }
    }
    void copyPaste() {
        QClipboard* clipboard = QApplication::clipboard();
        switch (m_rng() % 4) {
        case 0:
            if (QAction* a = action(QStringLiteral("Copy Game (PGN)"))) a->trigger();
            break;
        case 1:
            if (QAction* a = action(QStringLiteral("Copy Position (FEN)"))) a->trigger();
            break;
        case 2:
            clipboard->setText(m_fens[m_rng() % m_fens.size()]);
            [[fallthrough]];
        default:
            if (QAction* a = action(m_rng() % 2 ? QStringLiteral("Paste Game (PGN)")
                                                : QStringLiteral("Paste Position (FEN)")))
                a->trigger();
        }
    }
    void setUpPosition() { m_w.pasteFen(m_fens[m_rng() % m_fens.size()]); }
    void waitForComputer() {
        // Not finishing in time is no failure: the search limits may allow longer.
        static_cast<void>(QTest::qWaitFor([this] { return !c().isThinking(); }, 600));
    }
    void idle() { QTest::qWait(static_cast<int>(20 + m_rng() % 60)); }

    // --- Invariants -----------------------------------------------------------------------
    void check(int i, const char* what) {
        const GameController& ctl = c();
        const Position& game = ctl.game().position();
        const Position& shown = board().position();
        const auto where = [&] {
            return "after action #" + std::to_string(i) + " (" + what + "), seed "
                + std::to_string(m_seed) + ", game " + toFen(game) + ", board " + toFen(shown);
        };
        const int before
            = ::testing::UnitTest::GetInstance()->current_test_info()->result()->total_part_count();
        EXPECT_TRUE(game.isConsistent()) << where();
        EXPECT_TRUE(shown.isConsistent()) << where();
        if (ctl.isBrowsing()) {
            EXPECT_LT(ctl.viewPly(), ctl.game().ply()) << where();
            EXPECT_TRUE(shown == ctl.game().positionAt(ctl.viewPly())) << where();
        } else {
            EXPECT_TRUE(shown == game) << "board differs from the game " << where();
        }
        EXPECT_EQ(board().isInputEnabled(), ctl.canHumanMove()) << where();
        // The computer is never left waiting: its turn means it is thinking, and it only
        // thinks on its turn.
        // (On the human's turn it thinks only to judge a draw offer.)
        EXPECT_EQ((ctl.isComputerTurn() || ctl.drawTalk()->isOfferPending()) && !ctl.isPaused(),
            ctl.isThinking())
            << where();
        // A hint is only ever shown for the position on the board, and is a legal move there.
        if (const Move hint = board().hintMove(); !hint.isNull()) {
            EXPECT_TRUE(MoveGenerator::isLegal(shown, hint)) << "stale hint " << where();
        }
        EXPECT_TRUE(ctl.computer()->isRunning()) << where();
        // The panels and actions follow the controller; where the game ended no move is listed.
        const bool atGameEnd = ctl.game().isOver() && !ctl.isBrowsing();
        EXPECT_EQ(m_w.legalMovesModel()->moveCount(),
            atGameEnd ? 0
                      : static_cast<int>(MoveGenerator::legalMoves(ctl.displayedPosition()).size()))
            << where();
        EXPECT_EQ(m_w.recordView()->markedNode(), &ctl.shownNode()) << where();
        // Read-only, never disabled, so it keeps the keyboard focus while the computer thinks.
        EXPECT_TRUE(m_w.moveEntry()->isEnabled()) << where();
        EXPECT_EQ(!m_w.moveEntry()->isReadOnly(), ctl.canHumanMove()) << where();
        EXPECT_EQ(m_w.thinkingText().isEmpty(), !ctl.isThinking()) << where();
        if (m_undoAction) {
            EXPECT_EQ(m_undoAction->isEnabled(), ctl.canUndo()) << where();
        }
        if (m_redoAction) {
            EXPECT_EQ(m_redoAction->isEnabled(), ctl.canRedo()) << where();
        }
        if (m_moveNowAction) {
            EXPECT_EQ(m_moveNowAction->isEnabled(), ctl.isThinking()) << where();
        }
        // A verdict must never stay on screen over a game that goes on (undo re-opens it).
        const bool stale = m_w.resultBar()->isVisible() && !ctl.game().isOver();
        EXPECT_FALSE(stale) << where();
        if (stale) ++m_staleResultBar;
        if (stale && !m_wasStale) ++m_staleAfter[what];
        m_wasStale = stale;
        m_failures
            += ::testing::UnitTest::GetInstance()->current_test_info()->result()->total_part_count()
            - before;
    }

    MainWindow& m_w;
    std::mt19937& m_rng;
    unsigned m_seed;
    ModalAnswerer& m_answerer;
    QString m_dir;
    std::vector<QString> m_openable;
    /// Pasted positions: invalid, ordinary, promotions for both sides, and one move from the
    /// fifty-move claim (so the claim question comes up).
    std::vector<QString> m_fens { QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1"),
        QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
        QStringLiteral("1n2k3/P6P/8/8/8/8/p5pp/4K1N1 w - - 0 40"),
        QStringLiteral("1n2k3/P6P/8/8/8/8/p5pp/4K1N1 b - - 0 40"),
        QStringLiteral("4k3/8/8/3r4/8/3R4/8/4K3 w - - 99 90"), QStringLiteral("not a fen") };
    std::map<std::string, int> m_counts;
    int m_moves = 0;
    int m_searches = 0;
    int m_gamesOver = 0;
    int m_failures = 0;
    int m_whileThinking = 0;
    int m_staleResultBar = 0;
    bool m_wasStale = false;
    std::map<std::string, int> m_staleAfter; ///< the actions that left the dialog stale
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_moveNowAction = nullptr;
    int m_actions = 0;
};

} // namespace

TEST(GuiSoak, RandomUserActionsWhileTheComputerThinksKeepTheWindowConsistent) {
    const int actions = envInt("ROCHADE_GUI_SOAK_ACTIONS", kDefaultActions);
    const auto seed = static_cast<unsigned>(envInt("ROCHADE_GUI_SOAK_SEED", kDefaultSeed));
    SCOPED_TRACE("seed " + std::to_string(seed) + " (ROCHADE_GUI_SOAK_SEED reproduces it; the "
        + "computer's timing may still vary)");
    std::mt19937 rng(seed);
    Watchdog watchdog(kWatchdogLimit);
    ModalAnswerer answerer(rng);
    QElapsedTimer clock;
    clock.start();

    const QtMessageHandler previousHandler = qInstallMessageHandler(collectMessage);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto w = gui::test::openWindow();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    w->controller()->computer()->setExtraSearchLimits(randomLimits(rng));
    const int enginesBefore = threadsNamed(QStringLiteral("rochade-engine"));

    // Every change of the game is autosaved, as in the application.
    w->enableAutosave(dir.filePath(QStringLiteral("autosave.pgn")));
    Soak soak(*w, rng, seed, answerer, dir.path());
    soak.run(actions, watchdog);

    // Closing, perhaps in the middle of a search, stops and joins the engine thread; the
    // unsaved game is discarded, not asked about.
    watchdog.beat(actions, "close");
    FilePrompts discard;
    discard.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    w->setFilePrompts(discard);
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(w->controller()->computer()->isRunning());
    if (enginesBefore >= 0) {
        EXPECT_EQ(enginesBefore, 1) << "the engine thread is named rochade-engine";
        // QThread::wait() returns when the thread's function has ended; the system thread
        // leaves /proc a moment later (slower under the sanitizers), so a joined thread is
        // given that moment, and one that was never stopped still fails here.
        EXPECT_TRUE(QTest::qWaitFor(
            [] { return threadsNamed(QStringLiteral("rochade-engine")) == 0; }, 2000))
            << "an engine thread is left";
    }
    soak.printSummary(answerer, clock.elapsed());
    qInstallMessageHandler(previousHandler);
    {
        std::lock_guard lock(gMessagesMutex);
        for (const auto& [text, n] : gMessages)
            std::printf("  Qt warning (%d x): %s\n", n, text.c_str());
    }
    watchdog.beat(actions, "destroy");
    w.reset();
    // The run really played: moves were made and the computer searched.
    EXPECT_GT(soak.movesPlayed(), 0);
    EXPECT_GT(soak.searches(), 0);
}

// The result used to stay up, announcing "Black wins" over a game that Undo from the menu
// (Ctrl+Z) has re-opened. Found by the soak above; disabled until MainWindow hides the dialog
// when the game is no longer over (run with --gtest_also_run_disabled_tests).
TEST(GuiSoak, UndoFromTheMenuAfterMateHidesTheResultBar) {
    auto w = gui::test::openWindow();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    w->startGame(gui::test::hotSeat());
    for (const char* m : { "f3", "e5", "g4", "Qh4#" })
        ASSERT_TRUE(w->controller()->playMoveText(QString::fromLatin1(m)));
    ASSERT_TRUE(w->resultBar()->isVisible());
    w->activateWindow();
    QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
    ASSERT_FALSE(w->controller()->game().isOver());
    EXPECT_FALSE(w->resultBar()->isVisible());
}
