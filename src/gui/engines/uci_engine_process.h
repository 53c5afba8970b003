// SPDX-License-Identifier: GPL-3.0-or-later
// An external UCI engine run as a QProcess, driven asynchronously from the GUI thread.
#pragma once

#include "engines/line_process.h"
#include "engines/uci_engine_options.h"
#include "engines/uci_line_set.h"
#include "engines/uci_strength.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/engine/level.h"
#include "rochade/engine/search.h"
#include "rochade/engine/uci_options.h"

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <optional>
#include <string>
#include <vector>

namespace rochade::gui {

/// Speaks UCI to one engine process, with the lines written and read by
/// engine/uci_client_protocol.h (the reader rochade-cli's gauntlets share): handshake
/// ("uci"/"uciok", "isready"/"readyok"), one search at a time ("position ... moves ...", "go ..."),
/// "stop", "quit". Lives in the GUI thread and never blocks it: every answer arrives by QProcess
/// signals and every wait is a timer (only shutdown() waits, at most 0.1 s before it kills the
/// engine).
///
/// Searches carry request ids as EngineWorker's do. A request made before the handshake has
/// finished, or while a cancelled search still has to send its bestmove, is queued and sent
/// when the engine is ready for it. The engine's best move is checked against the core's
/// rules before it is reported.
///
/// Whatever goes wrong (the program does not start, no handshake in time, a crash, no
/// bestmove in time, a bestmove that is not a legal move, a flood of garbage) ends in one
/// failed() signal with a translated reason; the process is killed before it is emitted.
class UciEngineProcess : public QObject {
    Q_OBJECT
public:
    /// What went wrong, for callers (and tests) that react differently.
    enum class Failure {
        StartFailed, ///< the program could not be run
        Handshake, ///< no "uciok"/"readyok" in time
        Crashed, ///< the process ended while it was needed
        Hung, ///< no bestmove within the time limit plus the grace period
        Garbage, ///< output that is not UCI, or a bestmove that is not a move
        IllegalMove, ///< a well-formed bestmove that is not legal in the position
        Unsupported ///< asked for what the engine did not announce (Chess960)
    };
    Q_ENUM(Failure)

    explicit UciEngineProcess(QObject* parent = nullptr);
    /// Shuts the engine down (bounded waits) if it still runs.
    ~UciEngineProcess() override;

    /// How long the handshake steps may take, and how much longer than its time limit a
    /// search may take before the engine counts as hung (tests shorten both).
    void setTimeouts(int handshakeMs, int graceMs);

    /// Starts `program` and begins the handshake; ready() or failed() follows. A running
    /// engine is shut down first.
    void start(const QString& program, const QStringList& arguments = {});
    /// True from start() until shutdown() or a failure.
    bool isRunning() const;
    /// True when the handshake is done and no search runs or waits.
    bool isIdle() const;
    QString program() const { return m_program; }
    /// The engine's "id name" (empty before it has sent one).
    QString engineName() const { return m_name; }
    /// The process id of the engine last started (0 if none), so tests can check it is gone.
    qint64 lastProcessId() const { return m_process.lastProcessId(); }

    /// The "MultiPV" option the engine advertised (known after "uciok"); without it every
    /// search reports one line.
    const std::optional<engine::UciSpinRange>& multiPvOption() const { return m_options.multiPv(); }

    /// The options the engine advertised that can weaken it (known after "uciok").
    const UciStrengthOptions& strengthOptions() const { return m_options.strength(); }
    /// The level of the games to come: its strengthCommands() go to the engine right after
    /// "uciok" and before each "ucinewgame" (the engine is idle then, as UCI asks). Without a
    /// level nothing is set.
    void setLevel(engine::Level level) { m_options.setLevel(level); }

    /// Tells the engine a new game begins ("ucinewgame", then "isready"); searches requested
    /// meanwhile wait for its "readyok".
    void newGame();

    /// Asks for the best move after `moves` from `start` (sent as "position startpos|fen
    /// ... moves ...", so the engine sees repetitions). `limits`: the clocks when
    /// timeLeftMs is set, else moveTimeMs, depth, nodes or infinite; `limits.multiPv` lines
    /// (set with "setoption name MultiPV" before the position, clamped to the option's
    /// range; one line if the engine has no such option). Emits progress() and
    /// then searchFinished() or failed() for this id, unless cancelled first. A request
    /// while the engine is not running fails at once (asynchronously).
    void startSearch(quint64 requestId, const Position& start, const std::vector<Move>& moves,
        const engine::SearchLimits& limits);
    /// "Move now": the search of `requestId` ends and reports its best move so far.
    void stop(quint64 requestId);
    /// Abandons every request with an id up to `requestId`: a running search is stopped and
    /// its bestmove dropped; a queued one is forgotten. Neither reports anything.
    void cancelThrough(quint64 requestId);

    /// Sends "quit" and ends its input, waits at most 0.1 s, then kills. Emits nothing.
    /// Idempotent.
    void shutdown();

signals:
    /// The handshake is done; `name` is the engine's "id name" (may be empty).
    void ready(const QString& name);
    /// Whenever the engine has reported each of the search's lines (its MultiPV, no more
    /// than the position has legal moves) and the last of them arrives: `info` is line 1's
    /// report and `info.lines` all of them, best first, each as last reported.
    void progress(quint64 requestId, const rochade::engine::SearchInfo& info);
    void searchFinished(quint64 requestId, const rochade::engine::SearchResult& result);
    /// `requestId` is the request that was running or waiting (0 if none). `reason` is a
    /// phrase to follow the engine's name: "crashed", "sent an illegal move: e2e5".
    void failed(
        quint64 requestId, rochade::gui::UciEngineProcess::Failure kind, const QString& reason);

private:
    enum class Phase {
        Off,
        WaitUciOk,
        WaitReadyOk,
        Idle,
        Searching
    };
    struct Request {
        quint64 id = 0;
        Position start;
        std::vector<Move> moves;
        engine::SearchLimits limits;
        bool moveNow = false;
    };

    void onLine(const QString& line);
    void onBestMove(const std::string& line);
    void onInfo(const std::string& line);
    void onProcessError(QProcess::ProcessError error, const QString& errorString);
    void onProcessFinished(int exitCode);
    void onTimeout();
    void sendQueued();
    void sendStrength();
    void send(const QString& command);
    void fail(Failure kind, const QString& reason);
    void countUnknownLine();
    quint64 pendingRequestId() const;

    LineProcess m_process; ///< the engine program, spoken to in lines
    QTimer m_timer; ///< the deadline of whatever is awaited now
    Phase m_phase = Phase::Off;
    QString m_program;
    QString m_name;
    int m_handshakeMs = 5000;
    int m_graceMs = 3000;
    bool m_inStart = false; ///< failures inside start() are reported after it returns
    bool m_handshakeDone = false;
    bool m_newGamePending = false; ///< "ucinewgame" waits until the engine is idle
    int m_unknownLines = 0;

    std::optional<Request> m_active; ///< the search the next bestmove belongs to
    bool m_activeCancelled = false; ///< its bestmove is to be dropped
    Position m_activePosition; ///< where the active search starts (for checking its moves)
    UciLineSet m_lines; ///< the active search's info lines
    std::optional<Request> m_queued; ///< waits for readyok or a stale bestmove
    UciEngineOptions m_options; ///< what the engine announced, and what is set of it
};

} // namespace rochade::gui
