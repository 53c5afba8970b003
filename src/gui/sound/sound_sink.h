// SPDX-License-Identifier: GPL-3.0-or-later
// SoundSink: where the sounds go; SoundEffectSink plays them through Qt Multimedia.
#pragma once

#include "sound/move_sound.h"

#include <QObject>

#include <array>
#include <memory>

class QSoundEffect;

namespace rochade::gui {

/// Plays Rochade's sounds. The SoundPlayer decides whether a sound is heard at all; a sink
/// only plays (tests put in one that writes down what it was asked). Lives in the GUI thread.
class SoundSink {
public:
    virtual ~SoundSink() = default;
    /// Plays `event` at `volume` (0..1, linear), at once; a sound still playing may be cut.
    virtual void play(SoundEvent event, double volume) = 0;
};

/// Plays the WAVs compiled in from resources/sounds/ with one QSoundEffect each, loaded when
/// the sink is made so the first move is not late. Without an audio device (no sound card,
/// no sound server) nothing is loaded and play() does nothing until a device appears.
class SoundEffectSink : public SoundSink {
public:
    SoundEffectSink();
    ~SoundEffectSink() override;
    void play(SoundEvent event, double volume) override;

    /// True once the effects are made (an audio device was there).
    bool isLoaded() const { return m_effects.front() != nullptr; }
    /// The effect that plays `event`, or nullptr before isLoaded().
    const QSoundEffect* effect(SoundEvent event) const;

private:
    /// Makes the effects if an audio device is there now; true if they exist.
    bool load();

    QObject m_owner; ///< parent of the effects
    std::array<QSoundEffect*, std::size(kAllSoundEvents)> m_effects {};
};

} // namespace rochade::gui
