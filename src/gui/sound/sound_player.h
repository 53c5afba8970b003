// SPDX-License-Identifier: GPL-3.0-or-later
// SoundPlayer: which sound the game calls for now, and whether the player wants to hear it.
#pragma once

#include "sound/move_sound.h"
#include "sound/sound_sink.h"

#include <QObject>

#include <array>
#include <functional>
#include <memory>

class QSettings;

namespace rochade::gui {

class GameController;

/// What the player chose to hear (View ▸ Sound), stored under "sound/".
struct SoundSettings {
    bool muted = false;
    int volumePercent = 80; ///< 0..100
    bool quietWhenMinimised = false; ///< no sound while the window is minimised
    bool illegalBump = false; ///< a bump when the board refuses a move

    /// The stored choices; missing or out-of-range values give the defaults above.
    static SoundSettings load(const QSettings& settings);
    void save(QSettings& settings) const;
};

/// Follows a GameController and plays through a SoundSink: each move's sound (moveSound()),
/// the game's end (endSound(); the move that ends the game plays only that), once under ten
/// seconds on a human's clock, and the bump for a refused move; all as SoundSettings allow.
/// Lives in the GUI thread.
class SoundPlayer : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kLowTimeMs = 10'000;

    explicit SoundPlayer(std::unique_ptr<SoundSink> sink, QObject* parent = nullptr);

    void setSettings(const SoundSettings& settings) { m_settings = settings; }
    const SoundSettings& settings() const { return m_settings; }
    /// Asked before each sound when quietWhenMinimised is on.
    void setMinimisedCheck(std::function<bool()> isMinimised) {
        m_isMinimised = std::move(isMinimised);
    }
    /// Replaces the sink (tests put in one that records).
    void setSink(std::unique_ptr<SoundSink> sink) { m_sink = std::move(sink); }
    SoundSink* sink() const { return m_sink.get(); }

    /// Plays `event` unless muted, minimised (when asked to keep quiet then), or it is the
    /// bump and the bump is off.
    void play(SoundEvent event);
    /// Listens to `controller` (not owned; it must outlive this player or be disconnected).
    void follow(const GameController* controller);

public slots:
    /// The board refused a move (BoardWidget::moveRefused).
    void onMoveRefused() { play(SoundEvent::Illegal); }

private:
    void onMoveMade();
    void onGameOver();
    void onClockChanged();

    std::unique_ptr<SoundSink> m_sink;
    SoundSettings m_settings;
    std::function<bool()> m_isMinimised;
    const GameController* m_controller = nullptr;
    /// Per colour, the ply at which its low-time warning sounded (-1: not yet); a game taken
    /// back before that ply (undo, a new game) may warn again.
    std::array<int, 2> m_lowTimeWarnedAt { -1, -1 };
};

} // namespace rochade::gui
