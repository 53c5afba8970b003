// SPDX-License-Identifier: GPL-3.0-or-later
// The Sound menu, remembered, and the sounds it governs.
#include "app/sound_actions.h"

#include "board/board_widget.h"
#include "game/game_controller.h"
#include "sound/sound_player.h"
#include "sound/sound_sink.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>
#include <QWidget>

#include <algorithm>
#include <iterator>

namespace rochade::gui {

namespace {

constexpr int kVolumes[] = { 25, 50, 80, 100 };

} // namespace

SoundActions::SoundActions(GameController* controller, BoardWidget* board, QWidget* window)
    : QObject(window)
    , m_player(new SoundPlayer(std::make_unique<SoundEffectSink>(), this)) {
    const SoundSettings settings = SoundSettings::load(QSettings());
    m_player->setSettings(settings);
    m_player->setMinimisedCheck([window] { return window->isMinimized(); });
    m_player->follow(controller);
    connect(board, &BoardWidget::moveRefused, m_player, &SoundPlayer::onMoveRefused);

    m_menu = new QMenu(tr("&Sound"), window);
    m_menu->setObjectName(QStringLiteral("soundMenu"));
    m_muteAction = m_menu->addAction(tr("&Mute"));
    m_muteAction->setObjectName(QStringLiteral("soundMuteAction"));
    m_muteAction->setCheckable(true);
    m_muteAction->setChecked(settings.muted);

    m_volumeMenu = m_menu->addMenu(tr("&Volume"));
    m_volumeMenu->setObjectName(QStringLiteral("soundVolumeMenu"));
    auto* volumes = new QActionGroup(m_volumeMenu);
    // A volume stored by hand between the steps checks the nearest step up.
    const int* shown = std::find_if(std::begin(kVolumes), std::end(kVolumes),
        [&](int v) { return v >= settings.volumePercent; });
    for (int v : kVolumes) {
        QAction* a = m_volumeMenu->addAction(tr("%1 %").arg(v));
        a->setObjectName(QStringLiteral("soundVolume%1").arg(v));
        a->setCheckable(true);
        a->setData(v);
        a->setChecked(shown != std::end(kVolumes) && v == *shown);
        volumes->addAction(a);
    }

    m_quietAction = m_menu->addAction(tr("&Quiet While Minimised"));
    m_quietAction->setObjectName(QStringLiteral("soundQuietMinimisedAction"));
    m_quietAction->setCheckable(true);
    m_quietAction->setChecked(settings.quietWhenMinimised);
    m_bumpAction = m_menu->addAction(tr("&Bump on Illegal Moves"));
    m_bumpAction->setObjectName(QStringLiteral("soundBumpAction"));
    m_bumpAction->setCheckable(true);
    m_bumpAction->setChecked(settings.illegalBump);

    for (QAction* a : { m_muteAction, m_quietAction, m_bumpAction })
        connect(a, &QAction::toggled, this, &SoundActions::apply);
    connect(volumes, &QActionGroup::triggered, this, &SoundActions::apply);
}

void SoundActions::apply() {
    SoundSettings s = m_player->settings();
    s.muted = m_muteAction->isChecked();
    for (const QAction* a : m_volumeMenu->actions())
        if (a->isChecked()) s.volumePercent = a->data().toInt();
    s.quietWhenMinimised = m_quietAction->isChecked();
    s.illegalBump = m_bumpAction->isChecked();
    m_player->setSettings(s);
    QSettings settings;
    s.save(settings);
}

} // namespace rochade::gui
