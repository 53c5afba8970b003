// SPDX-License-Identifier: GPL-3.0-or-later
// The two computer players: Rochade's own engine on a worker thread, an external UCI engine.
#pragma once

#include "engines/chess_player.h"
#include "engines/uci_strength.h"

namespace rochade::gui {

class EngineThread;
class UciEngineProcess;

/// Rochade's built-in engine on a worker thread of its own (an EngineThread). Lives in the
/// GUI thread.
class BuiltInEnginePlayer : public ChessPlayer {
    Q_OBJECT
public:
    explicit BuiltInEnginePlayer(QObject* parent = nullptr);
    ~BuiltInEnginePlayer() override;

    void startThinking(const MoveRequest& request) override;
    void stop(quint64 requestId) override;
    void cancelThrough(quint64 requestId) override;
    void shutdown() override;
    bool isRunning() const override;
    QString name() const override;

    /// Seeds its random choices (the easier levels' move choice, the book move) for every
    /// request after this call: tests make a game repeatable.
    void setSeed(unsigned seed);

private:
    EngineThread* m_thread;
};

/// An external UCI engine driven through a UciEngineProcess (child of this, started for the
/// first game it plays, shut down when another player takes over). Lives in the GUI thread.
class UciEnginePlayer : public ChessPlayer {
    Q_OBJECT
public:
    explicit UciEnginePlayer(QObject* parent = nullptr);

    void beginGame(const ComputerSide& side) override;
    void release() override;
    void startThinking(const MoveRequest& request) override;
    void stop(quint64 requestId) override;
    void cancelThrough(quint64 requestId) override;
    void shutdown() override;
    bool isRunning() const override;
    QString name() const override;

    /// Handshake timeout and the grace beyond a search's time limit (tests shorten them).
    void setTimeouts(int handshakeMs, int graceMs);
    /// The engine's process driver.
    UciEngineProcess* process() const { return m_process; }

signals:
    /// The engine `program` finished its handshake, advertising `strength`.
    void ready(const QString& program, const rochade::gui::UciStrengthOptions& strength);

private:
    void startEngine();

    UciEngineProcess* m_process;
    ComputerSide m_side;
};

} // namespace rochade::gui
