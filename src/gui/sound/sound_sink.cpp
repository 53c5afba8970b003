// SPDX-License-Identifier: GPL-3.0-or-later
// The sounds through QSoundEffect.
#include "sound/sound_sink.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

// Q_INIT_RESOURCE must be used outside any namespace. The sounds live in a static library,
// so nothing would register them automatically.
static void initSoundResources() {
    static const bool done = [] {
        Q_INIT_RESOURCE(sounds);
        return true;
    }();
    (void)done;
}

namespace rochade::gui {

SoundEffectSink::SoundEffectSink() {
    initSoundResources();
    load();
}

SoundEffectSink::~SoundEffectSink() = default;

bool SoundEffectSink::load() {
    if (isLoaded()) return true;
    // Effects made without a device only complain; they are made once one is there.
    if (QMediaDevices::audioOutputs().isEmpty()) return false;
    for (std::size_t i = 0; i < m_effects.size(); ++i) {
        auto* effect = new QSoundEffect(&m_owner);
        effect->setSource(QUrl(QLatin1String("qrc") + soundResource(kAllSoundEvents[i])));
        m_effects[i] = effect;
    }
    return true;
}

void SoundEffectSink::play(SoundEvent event, double volume) {
    if (!load()) return;
    QSoundEffect* effect = m_effects[static_cast<std::size_t>(event)];
    effect->setVolume(static_cast<float>(volume));
    // A sound asked for again while it plays starts over (a quick reply's knock).
    if (effect->isPlaying()) effect->stop();
    effect->play();
}

const QSoundEffect* SoundEffectSink::effect(SoundEvent event) const {
    return m_effects[static_cast<std::size_t>(event)];
}

} // namespace rochade::gui
