// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI conversation with an external engine process, checked line by line.
#include "rochade/gui/uci_engine_process.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"
#include "rochade/gui/engine_worker.h"

#include <QRegularExpression>

#include <algorithm>

namespace rochade::gui {

namespace {

/// UCI tells GUIs to ignore what they do not understand, but an engine that sends nothing
/// else is broken: after this many unknown lines in one phase it counts as garbage.
constexpr int kMaxUnknownLines = 200;
/// A line longer than this is not UCI (and must not grow the buffer without end).
constexpr qsizetype kMaxLineBytes = 64 * 1024;
/// How long shutdown() lets the engine exit after "quit" before it kills it.
constexpr int kQuitGraceMs = 100;
/// How much of an engine's text a message quotes.
constexpr qsizetype kMaxQuoted = 24;

QString quoted(const QString& text) {
    QString t = text.left(kMaxQuoted);
    if (text.size() > kMaxQuoted) t += QStringLiteral("…");
    return t;
}

bool looksLikeUciMove(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^[a-h][1-8][a-h][1-8][qrbn]?$"));
    return pattern.match(text).hasMatch();
}

std::optional<int> toNumber(const QStringList& tokens, qsizetype i) {
    if (i >= tokens.size()) return std::nullopt;
    bool ok = false;
    const int value = tokens[i].toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

} // namespace

QString uciGoCommand(const engine::SearchLimits& limits) {
    QStringList parts { QStringLiteral("go") };
    const int white = limits.timeLeftMs[index(Color::White)];
    const int black = limits.timeLeftMs[index(Color::Black)];
    if (limits.infinite) {
        parts << QStringLiteral("infinite");
    } else if (white >= 0 || black >= 0) {
        parts << QStringLiteral("wtime") << QString::number(std::max(white, 0))
              << QStringLiteral("btime") << QString::number(std::max(black, 0))
              << QStringLiteral("winc")
              << QString::number(std::max(limits.incrementMs[index(Color::White)], 0))
              << QStringLiteral("binc")
              << QString::number(std::max(limits.incrementMs[index(Color::Black)], 0));
        if (limits.movesToGo > 0)
            parts << QStringLiteral("movestogo") << QString::number(limits.movesToGo);
    } else if (limits.moveTimeMs > 0) {
        parts << QStringLiteral("movetime") << QString::number(limits.moveTimeMs);
    }
    if (limits.depth > 0) parts << QStringLiteral("depth") << QString::number(limits.depth);
    if (limits.nodes > 0) parts << QStringLiteral("nodes") << QString::number(limits.nodes);
    if (parts.size() == 1) parts << QStringLiteral("movetime") << QStringLiteral("1000");
    return parts.join(QLatin1Char(' '));
}

UciEngineProcess::UciEngineProcess(QObject* parent)
    : QObject(parent) {
    registerEngineMetaTypes();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &UciEngineProcess::onTimeout);
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
    m_strength = {};
    m_buffer.clear();
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
    m_process = new QProcess(this);
    // The engine's diagnostics are not part of the protocol.
    m_process->setStandardErrorFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this, &UciEngineProcess::onReadyRead);
    connect(m_process, &QProcess::errorOccurred, this, &UciEngineProcess::onProcessError);
    connect(m_process, &QProcess::finished, this, &UciEngineProcess::onProcessFinished);
    connect(m_process, &QProcess::started, this, [this] {
        m_lastPid = m_process->processId();
        send(QStringLiteral("uci"));
    });
    m_inStart = true;
    m_process->start(program, arguments, QIODevice::ReadWrite);
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
    if (!m_process) return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    // The GUI thread waits here (quitting, a new game): a moment for the engine to leave on
    // its own, then it is killed, which is harmless to an engine (it keeps no files). An
    // idle engine exits at once; a busy one that only reads its input between searches
    // would otherwise hold the window's quit for the whole grace period.
    if (process->state() == QProcess::Running) {
        process->write("quit\n");
        process->closeWriteChannel(); // end of input: "quit" for engines that miss the word
        process->waitForFinished(kQuitGraceMs);
    }
    if (process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished(1000); // returns as soon as the killed process is reaped
    }
    // Later, not now: this may run inside one of the process's own signals.
    process->deleteLater();
}

// --- Reading ----------------------------------------------------------------------------

void UciEngineProcess::onReadyRead() {
    if (!m_process) return;
    m_buffer += m_process->readAllStandardOutput();
    qsizetype newline;
    while (m_phase != Phase::Off && (newline = m_buffer.indexOf('\n')) >= 0) {
        QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        if (line.endsWith('\r')) line.chop(1);
        onLine(QString::fromUtf8(line).trimmed());
    }
    if (m_phase != Phase::Off && m_buffer.size() > kMaxLineBytes)
        fail(Failure::Garbage, tr("sent a line too long to be UCI"));
}

void UciEngineProcess::onLine(const QString& line) {
    if (line.isEmpty()) return;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList tokens = line.split(space, Qt::SkipEmptyParts);
    const QString& command = tokens.front();
    if (command == QLatin1String("id")) {
        if (tokens.size() > 2 && tokens[1] == QLatin1String("name"))
            m_name = line.section(space, 2).left(80);
    } else if (command == QLatin1String("uciok")) {
        if (m_phase != Phase::WaitUciOk) return;
        m_phase = Phase::WaitReadyOk;
        m_strength.known = true;
        sendStrength();
        send(QStringLiteral("isready"));
        m_timer.start(m_handshakeMs);
    } else if (command == QLatin1String("readyok")) {
        if (m_phase != Phase::WaitReadyOk) return;
        m_timer.stop();
        m_phase = Phase::Idle;
        m_unknownLines = 0;
        if (!m_handshakeDone) {
            m_handshakeDone = true;
            emit ready(m_name);
        }
        sendQueued();
    } else if (command == QLatin1String("bestmove")) {
        onBestMove(tokens);
    } else if (command == QLatin1String("info")) {
        onInfo(tokens);
    } else if (command == QLatin1String("option")) {
        if (m_phase == Phase::WaitUciOk) m_strength.readOption(tokens);
    } else if (command == QLatin1String("copyprotection")
        || command == QLatin1String("registration")) {
        // Known, and of no use to a game.
    } else {
        countUnknownLine();
    }
}

void UciEngineProcess::countUnknownLine() {
    if (++m_unknownLines > kMaxUnknownLines)
        fail(Failure::Garbage, tr("keeps sending text that is not UCI"));
}

void UciEngineProcess::onBestMove(const QStringList& tokens) {
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

    const QString text = tokens.size() > 1 ? tokens[1] : QString();
    engine::SearchResult result;
    result.score = m_lastScore;
    result.depth = m_lastDepth;
    if (text.isEmpty()) {
        fail(Failure::Garbage, tr("sent “bestmove” without a move"));
        return;
    }
    if (text == QLatin1String("(none)") || text == QLatin1String("0000")) {
        if (MoveGenerator::hasLegalMove(m_activePosition)) {
            fail(Failure::Garbage,
                tr("gave up (“bestmove %1”) although there are legal moves").arg(quoted(text)));
            return;
        }
        result.noLegalMove = true;
    } else {
        const Result<Move> move = parseUciMove(m_activePosition, text.toStdString());
        if (!move.ok()) {
            if (looksLikeUciMove(text))
                fail(Failure::IllegalMove, tr("played an illegal move: %1").arg(quoted(text)));
            else
                fail(Failure::Garbage,
                    tr("answered with something that is not a move: “%1”").arg(quoted(text)));
            return;
        }
        result.bestMove = move.value();
        result.principalVariation.push_back(result.bestMove);
    }
    const quint64 id = m_active->id;
    m_active.reset();
    m_phase = Phase::Idle;
    emit searchFinished(id, result);
    sendQueued();
}

void UciEngineProcess::onInfo(const QStringList& tokens) {
    if (m_phase != Phase::Searching || !m_active || m_activeCancelled) return;
    engine::SearchInfo info;
    bool haveDepth = false;
    bool haveScore = false;
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        const QString& key = tokens[i];
        if (key == QLatin1String("string")) break;
        if (key == QLatin1String("depth")) {
            if (const auto v = toNumber(tokens, ++i)) {
                info.depth = *v;
                haveDepth = true;
            }
        } else if (key == QLatin1String("seldepth")) {
            info.selectiveDepth = toNumber(tokens, ++i).value_or(0);
        } else if (key == QLatin1String("time")) {
            info.timeMs = toNumber(tokens, ++i).value_or(0);
        } else if (key == QLatin1String("nodes") || key == QLatin1String("nps")) {
            bool ok = false;
            const quint64 v = i + 1 < tokens.size() ? tokens[++i].toULongLong(&ok) : 0;
            (key == QLatin1String("nodes") ? info.nodes : info.nodesPerSecond) = ok ? v : 0;
        } else if (key == QLatin1String("score") && i + 2 < tokens.size()) {
            const QString& kind = tokens[++i];
            const auto v = toNumber(tokens, ++i);
            if (!v) continue;
            haveScore = true;
            if (kind == QLatin1String("mate")) {
                info.isMate = true;
                info.mateInMoves = *v;
                const int plies = *v > 0 ? 2 * *v - 1 : -2 * *v;
                info.score = *v > 0 ? engine::kMateScore - plies : -(engine::kMateScore - plies);
            } else {
                info.score
                    = std::clamp(*v, -engine::kMateThreshold + 1, engine::kMateThreshold - 1);
            }
        } else if (key == QLatin1String("pv")) {
            // The line is checked move by move; it ends at the first move that is not legal.
            Position pos = m_activePosition;
            while (++i < tokens.size()) {
                const Result<Move> move = parseUciMove(pos, tokens[i].toStdString());
                if (!move.ok()) break;
                info.principalVariation.push_back(move.value());
                UndoInfo undo;
                pos.makeMove(move.value(), undo);
            }
        }
    }
    if (!haveDepth || !haveScore) return;
    m_lastDepth = info.depth;
    m_lastScore = info.score;
    emit progress(m_active->id, info);
}

// --- Writing ----------------------------------------------------------------------------

void UciEngineProcess::sendStrength() {
    if (!m_level) return;
    for (const QString& command : strengthCommands(m_strength, *m_level))
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
    m_lastScore = 0;
    m_lastDepth = 0;
    m_unknownLines = 0;

    const Request& r = *m_active;
    m_activePosition = r.start;
    QString command = QStringLiteral("position ");
    const std::string fen = toFen(r.start);
    if (fen == kStartFen)
        command += QStringLiteral("startpos");
    else
        command += QStringLiteral("fen ") + QString::fromStdString(fen);
    if (!r.moves.empty()) command += QStringLiteral(" moves");
    for (Move m : r.moves) {
        command += QLatin1Char(' ') + QString::fromStdString(toUci(m_activePosition, m, false));
        UndoInfo undo;
        m_activePosition.makeMove(m, undo);
    }
    send(command);
    send(uciGoCommand(r.limits));
    m_phase = Phase::Searching;

    const Color mover = m_activePosition.sideToMove();
    int budget = 0;
    if (r.limits.infinite)
        budget = 0;
    else if (r.limits.timeLeftMs[index(mover)] >= 0)
        budget
            = r.limits.timeLeftMs[index(mover)] + std::max(r.limits.incrementMs[index(mover)], 0);
    else if (r.limits.moveTimeMs > 0)
        budget = r.limits.moveTimeMs;
    else if (r.limits.depth <= 0 && r.limits.nodes == 0)
        budget = 1000; // uciGoCommand's default
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
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->write((command + QLatin1Char('\n')).toUtf8());
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

void UciEngineProcess::onProcessError(QProcess::ProcessError error) {
    if (m_phase == Phase::Off || !m_process) return;
    if (error == QProcess::FailedToStart)
        fail(Failure::StartFailed, tr("could not be started: %1").arg(m_process->errorString()));
    else if (error == QProcess::Crashed)
        fail(Failure::Crashed, tr("crashed"));
}

void UciEngineProcess::onProcessFinished() {
    if (m_phase == Phase::Off || !m_process) return;
    // Read what it said last: a dying engine may still have sent its move.
    onReadyRead();
    if (m_phase == Phase::Off || !m_process) return;
    fail(Failure::Crashed, tr("quit unexpectedly (exit code %1)").arg(m_process->exitCode()));
}

void UciEngineProcess::onTimeout() {
    switch (m_phase) {
    case Phase::WaitUciOk:
        fail(Failure::Handshake,
            tr("did not complete the UCI handshake (no “uciok” within %1 s)")
                .arg(m_handshakeMs / 1000.0, 0, 'f', 1));
        break;
    case Phase::WaitReadyOk:
        fail(Failure::Handshake,
            tr("did not report ready (no “readyok” within %1 s)")
                .arg(m_handshakeMs / 1000.0, 0, 'f', 1));
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
