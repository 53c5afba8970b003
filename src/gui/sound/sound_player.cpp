// SPDX-License-Identifier: GPL-3.0-or-later
// Which sound the game calls for, filtered by what the player wants to hear.
#include "sound/sound_player.h"

#include "game/game_controller.h"

#include <QSettings>

#include <algorithm>

namespace rochade::gui {

namespace {

const QString kMutedKey = QStringLiteral("sound/muted");
const QString kVolumeKey = QStringLiteral("sound/volume");
const QString kQuietMinimisedKey = QStringLiteral("sound/quietWhenMinimised");
const QString kBumpKey = QStringLiteral("sound/illegalBump");

} // namespace

SoundSettings SoundSettings::load(const QSettings& settings) {
    SoundSettings s;
    s.muted = settings.value(kMutedKey, s.muted).toBool();
    bool ok = false;
    const int volume = settings.value(kVolumeKey, s.volumePercent).toInt(&ok);
    if (ok && volume >= 0 && volume <= 100) s.volumePercent = volume;
    s.quietWhenMinimised = settings.value(kQuietMinimisedKey, s.quietWhenMinimised).toBool();
    s.illegalBump = settings.value(kBumpKey, s.illegalBump).toBool();
    return s;
}

void SoundSettings::save(QSettings& settings) const {
    settings.setValue(kMutedKey, muted);
    settings.setValue(kVolumeKey, volumePercent);
    settings.setValue(kQuietMinimisedKey, quietWhenMinimised);
    settings.setValue(kBumpKey, illegalBump);
}

SoundPlayer::SoundPlayer(std::unique_ptr<SoundSink> sink, QObject* parent)
    : QObject(parent)
    , m_sink(std::move(sink)) {
}

void SoundPlayer::play(SoundEvent event) {
    if (!m_sink || m_settings.muted || m_settings.volumePercent <= 0) return;
    if (event == SoundEvent::Illegal && !m_settings.illegalBump) return;
    if (m_settings.quietWhenMinimised && m_isMinimised && m_isMinimised()) return;
    m_sink->play(event, std::clamp(m_settings.volumePercent, 0, 100) / 100.0);
}

void SoundPlayer::follow(const GameController* controller) {
    m_controller = controller;
    connect(controller, &GameController::moveMade, this, &SoundPlayer::onMoveMade);
    connect(controller, &GameController::gameOver, this, &SoundPlayer::onGameOver);
    connect(controller, &GameController::clockChanged, this, &SoundPlayer::onClockChanged);
}

void SoundPlayer::onMoveMade() {
    const Game& game = m_controller->game();
    // The move that ends the game is heard as the end (gameOver() follows at once).
    if (game.isOver() || game.ply() == 0) return;
    play(moveSound(game.positionAt(game.ply() - 1), game.currentNode().move));
}

void SoundPlayer::onGameOver() {
    const GameController& c = *m_controller;
    play(endSound(
        c.status().result, c.isVsComputer() ? std::optional<Color>(c.humanColor()) : std::nullopt));
}

void SoundPlayer::onClockChanged() {
    const GameController& c = *m_controller;
    const GameClock& clock = c.clock();
    if (!clock.hasTimeControl() || c.game().isOver()) return;
    const int ply = c.game().ply();
    for (Color side : { Color::White, Color::Black }) {
        int& warnedAt = m_lowTimeWarnedAt[static_cast<std::size_t>(index(side))];
        const qint64 left = clock.remainingMs(side);
        // Taken back to before the warning (undo, a new game), the clock may warn again;
        // an increment that lifts it over the line later in the game does not.
        if (warnedAt >= 0 && (ply < warnedAt || (ply == warnedAt && left >= kLowTimeMs)))
            warnedAt = -1;
        // The computer is not warned; a human only while their own clock runs.
        if (warnedAt >= 0 || !c.isHumanSide(side) || clock.runningSide() != side) continue;
        if (left > 0 && left < kLowTimeMs) {
            warnedAt = ply;
            play(SoundEvent::LowTime);
        }
    }
}

} // namespace rochade::gui
