// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI conversation with an external engine process, checked line by line: the process,
// its phases and timers here, the lines read and written by engine/uci_client_protocol.h.
#include "engines/uci_engine_process.h"

#include "engines/engine_worker.h"
#include "rochade/engine/uci_client_protocol.h"

#include <QLocale>

#include <algorithm>

namespace rochade::gui {

namespace {

/// UCI tells GUIs to ignore what they do not understand, but an engine that sends nothing
/// else is broken: after this many unknown lines in one phase it counts as garbage.
constexpr int kMaxUnknownLines = 200;
/// How long shutdown() lets the engine exit after "quit" before it kills it.
constexpr int kQuitGraceMs = 100;
/// How much of an engine's text a message quotes.
constexpr qsizetype kMaxQuoted = 24;

QString quoted(const QString& text) {
    QString t = text.left(kMaxQuoted);
    if (text.size() > kMaxQuoted) t += QStringLiteral("…");
    return t;
}

} // namespace

UciEngineProcess::UciEngineProcess(QObject* parent)
    : QObject(parent) {
    registerEngineMetaTypes();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciEngineProcess::onTimeout);
    connect(&m_process, &LineProcess::started, this, [this] { send(QStringLiteral("uci")); });
    connect(&m_process, &LineProcess::lineReceived, this,
        [this](const QString& line) { onLine(line.trimmed()); });
    connect(&m_process, &LineProcess::lineTooLong, this,
        [this] { fail(Failure::Garbage, tr("sent a line too long to be UCI")); });
    connect(&m_process, &LineProcess::errorOccurred, this, &UciEngineProcess::onProcessError);
    connect(&m_process, &LineProcess::finished, this, &UciEngineProcess::onProcessFinished);
}

UciEngineProcess::~UciEngineProcess() {
    shutdown();
}

void UciEngineProcess::setTimeouts(int handshakeMs, int graceMs) {
    m_handshakeMs = std::max(1, handshakeMs);
    m_graceMs = std::max(1, graceMs);
}

bool UciEngineProcess::isRunning() const {
    return m_phase != Phase::Off;
}

bool UciEngineProcess::isIdle() const {
    return m_phase == Phase::Idle && !m_queued;
}

void UciEngineProcess::start(const QString& program, const QStringList& arguments) {
    shutdown();
    m_program = program;
    m_name.clear();
    m_options.reset();
    m_unknownLines = 0;
    m_handshakeDone = false;
    m_phase = Phase::WaitUciOk;
    m_timer.start(m_handshakeMs);
    if (program.trimmed().isEmpty()) {
        m_inStart = true;
        fail(Failure::StartFailed, tr("could not be started: no program was given"));
        m_inStart = false;
        return;
    }
    m_inStart = true;
    m_process.start(program, arguments);
    m_inStart = false;
}

void UciEngineProcess::newGame() {
    if (m_phase == Phase::Off) return;
    // Sent when the engine is idle: not before "uciok", nor while a search still runs.
    m_newGamePending = true;
    sendQueued();
}

void UciEngineProcess::startSearch(quint64 requestId, const Position& start,
    const std::vector<Move>& moves, const engine::SearchLimits& limits) {
    if (m_phase == Phase::Off) {
        QTimer::singleShot(0, this, [this, requestId] {
            emit failed(requestId, Failure::StartFailed, tr("is not running"));
        });
        return;
    }
    m_queued = Request { requestId, start, moves, limits, false };
    sendQueued();
}

void UciEngineProcess::stop(quint64 requestId) {
    if (m_phase == Phase::Searching && m_active && m_active->id == requestId
        && !m_activeCancelled) {
        send(QStringLiteral("stop"));
        m_timer.start(m_graceMs);
    } else if (m_queued && m_queued->id == requestId) {
        m_queued->moveNow = true;
    }
}

void UciEngineProcess::cancelThrough(quint64 requestId) {
    if (m_queued && m_queued->id <= requestId) m_queued.reset();
    if (m_phase == Phase::Searching && m_active && m_active->id <= requestId
        && !m_activeCancelled) {
        // The engine still owes a bestmove for this search: it is awaited and dropped,
        // so it cannot be taken for the answer to a later request.
        m_activeCancelled = true;
        send(QStringLiteral("stop"));
        m_timer.start(m_graceMs);
    }
}

void UciEngineProcess::shutdown() {
    m_timer.stop();
    m_phase = Phase::Off;
    m_active.reset();
    m_queued.reset();
    m_activeCancelled = false;
    m_newGamePending = false;
    // The GUI thread waits here (quitting, a new game), at most kQuitGraceMs: an idle engine
    // exits at once on "quit"; a busy one is killed, which is harmless (it keeps no files).
    m_process.stop(QStringLiteral("quit"), kQuitGraceMs);
}

// --- Reading ----------------------------------------------------------------------------

void UciEngineProcess::onLine(const QString& text) {
    const std::string line = text.toStdString();
    switch (engine::uciReplyKind(line)) {
    case engine::UciReply::Empty:
        break;
    case engine::UciReply::Id:
        if (const auto name = engine::parseUciIdName(line)) m_name = QString::fromStdString(*name);
        break;
    case engine::UciReply::UciOk:
        if (m_phase != Phase::WaitUciOk) return;
        m_phase = Phase::WaitReadyOk;
        m_options.markAnnounced();
        sendStrength();
        send(QStringLiteral("isready"));
        m_timer.start(m_handshakeMs);
        break;
    case engine::UciReply::ReadyOk:
        if (m_phase != Phase::WaitReadyOk) return;
        m_timer.stop();
        m_phase = Phase::Idle;
        m_unknownLines = 0;
        if (!m_handshakeDone) {
            m_handshakeDone = true;
            emit ready(m_name);
        }
        sendQueued();
        break;
    case engine::UciReply::BestMove:
        onBestMove(line);
        break;
    case engine::UciReply::Info:
        onInfo(line);
        break;
    case engine::UciReply::Option:
        if (m_phase != Phase::WaitUciOk) return;
        if (const auto option = engine::parseUciOption(line)) m_options.readOption(*option);
        break;
    case engine::UciReply::CopyProtection:
    case engine::UciReply::Registration:
        break; // known, and of no use to a game
    case engine::UciReply::Unknown:
        countUnknownLine();
        break;
    }
}

void UciEngineProcess::countUnknownLine() {
    if (++m_unknownLines > kMaxUnknownLines)
        fail(Failure::Garbage, tr("keeps sending text that is not UCI"));
}

void UciEngineProcess::onBestMove(const std::string& line) {
    if (m_phase != Phase::Searching || !m_active) {
        countUnknownLine(); // a bestmove nobody asked for
        return;
    }
    m_timer.stop();
    if (m_activeCancelled) {
        m_active.reset();
        m_activeCancelled = false;
        m_phase = Phase::Idle;
        sendQueued();
        return;
    }

    const engine::UciBestMove answer = engine::parseUciBestMove(line, m_activePosition);
    if (!answer.result) {
        const QString text = quoted(QString::fromStdString(answer.text));
        switch (answer.error) {
        case engine::UciBestMoveError::Missing:
            fail(Failure::Garbage, tr("sent “bestmove” without a move"));
            break;
        case engine::UciBestMoveError::GaveUp:
            fail(Failure::Garbage,
                tr("gave up (“bestmove %1”) although there are legal moves").arg(text));
            break;
        case engine::UciBestMoveError::IllegalMove:
            fail(Failure::IllegalMove, tr("played an illegal move: %1").arg(text));
            break;
        case engine::UciBestMoveError::NotAMove:
            fail(
                Failure::Garbage, tr("answered with something that is not a move: “%1”").arg(text));
            break;
        }
        return;
    }
    engine::SearchResult result = *answer.result;
    result.score = m_lines.bestScore();
    result.depth = m_lines.bestDepth();
    const quint64 id = m_active->id;
    m_active.reset();
    m_phase = Phase::Idle;
    emit searchFinished(id, result);
    sendQueued();
}

void UciEngineProcess::onInfo(const std::string& line) {
    if (m_phase != Phase::Searching || !m_active || m_activeCancelled) return;
    std::optional<engine::UciInfoLine> parsed = engine::parseUciInfoLine(line, m_activePosition);
    if (!parsed) return;
    if (auto info = m_lines.add(std::move(*parsed))) emit progress(m_active->id, *info);
}

// --- Writing ----------------------------------------------------------------------------

void UciEngineProcess::sendStrength() {
    for (const QString& command : m_options.strengthCommands())
        send(command);
}

void UciEngineProcess::sendQueued() {
    if (m_phase != Phase::Idle) return;
    if (m_newGamePending) {
        m_newGamePending = false;
        sendStrength(); // the new game's level
        send(QStringLiteral("ucinewgame"));
        send(QStringLiteral("isready"));
        m_phase = Phase::WaitReadyOk;
        m_timer.start(m_handshakeMs);
        return; // "readyok" sends the queued request
    }
    if (!m_queued) return;
    m_active = std::move(*m_queued);
    m_queued.reset();
    m_activeCancelled = false;
    m_unknownLines = 0;

    const Request& r = *m_active;
    if (r.start.isChess960() && !m_options.offersChess960()) {
        // Sent anyway, the engine would read the castling moves as king moves and answer
        // nonsense; saying so is clearer.
        fail(Failure::Unsupported, tr("does not play Chess960 (it has no UCI_Chess960 option)"));
        return;
    }
    // The engine is idle here, as UCI asks for any setoption.
    const UciEngineOptions::SearchSetup setup
        = m_options.setUpSearch(r.start.isChess960(), r.limits.multiPv);
    for (const QString& command : setup.commands)
        send(command);
    const engine::UciPositionCommand position = engine::uciPositionCommand(r.start, r.moves);
    m_activePosition = position.position;
    m_lines.begin(m_activePosition, setup.lineCount);
    send(QString::fromStdString(position.command));
    send(QString::fromStdString(engine::uciGoCommand(r.limits)));
    m_phase = Phase::Searching;

    const int budget = engine::uciSearchBudgetMs(r.limits, m_activePosition.sideToMove());
    if (r.moveNow) {
        send(QStringLiteral("stop"));
        m_timer.start(m_graceMs);
    } else if (budget > 0) {
        m_timer.start(budget + m_graceMs);
    } else {
        m_timer.stop();
    }
}

void UciEngineProcess::send(const QString& command) {
    m_process.send(command);
}

// --- Failures ---------------------------------------------------------------------------

quint64 UciEngineProcess::pendingRequestId() const {
    if (m_active && !m_activeCancelled) return m_active->id;
    if (m_queued) return m_queued->id;
    return 0;
}

void UciEngineProcess::fail(Failure kind, const QString& reason) {
    const quint64 id = pendingRequestId();
    shutdown();
    if (m_inStart) {
        // Reported once start() has returned, so the caller never sees it re-entrantly.
        QTimer::singleShot(0, this, [this, id, kind, reason] { emit failed(id, kind, reason); });
        return;
    }
    emit failed(id, kind, reason);
}

void UciEngineProcess::onProcessError(QProcess::ProcessError error, const QString& errorString) {
    if (m_phase == Phase::Off) return;
    if (error == QProcess::FailedToStart)
        fail(Failure::StartFailed, tr("could not be started: %1").arg(errorString));
    else if (error == QProcess::Crashed)
        fail(Failure::Crashed, tr("crashed"));
}

void UciEngineProcess::onProcessFinished(int exitCode) {
    // LineProcess has read its last lines first: a dying engine may still have sent its move.
    if (m_phase == Phase::Off) return;
    fail(Failure::Crashed, tr("quit unexpectedly (exit code %1)").arg(exitCode));
}

void UciEngineProcess::onTimeout() {
    switch (m_phase) {
    case Phase::WaitUciOk:
        fail(Failure::Handshake,
            tr("did not complete the UCI handshake (no “uciok” within %1 s)")
                .arg(QLocale().toString(m_handshakeMs / 1000.0, 'f', 1)));
        break;
    case Phase::WaitReadyOk:
        fail(Failure::Handshake,
            tr("did not report ready (no “readyok” within %1 s)")
                .arg(QLocale().toString(m_handshakeMs / 1000.0, 'f', 1)));
        break;
    case Phase::Searching:
        fail(Failure::Hung, tr("did not answer with a move in time"));
        break;
    case Phase::Off:
    case Phase::Idle:
        break;
    }
}

} // namespace rochade::gui
