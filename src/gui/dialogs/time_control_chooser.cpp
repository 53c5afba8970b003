// SPDX-License-Identifier: GPL-3.0-or-later
// The time control chooser of the New game dialog.
#include "dialogs/time_control_chooser.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <vector>

namespace rochade::gui {

namespace {

constexpr int kNoClock = -1;
constexpr int kCustom = -2;

} // namespace

const std::vector<TimeControl>& TimeControlChooser::presets() {
    static const std::vector<TimeControl> list = {
        TimeControl::fromMinutes(1, 0),
        TimeControl::fromMinutes(3, 2),
        TimeControl::fromMinutes(5, 3),
        TimeControl::fromMinutes(15, 10),
        TimeControl::fromMinutes(30, 0),
    };
    return list;
}

TimeControlChooser::TimeControlChooser(QWidget* parent)
    : QWidget(parent) {
    m_choice = new QComboBox;
    m_choice->addItem(tr("No clock"), kNoClock);
    for (std::size_t i = 0; i < presets().size(); ++i) {
        const TimeControl& tc = presets()[i];
        m_choice->addItem(tr("%1 min + %2 s").arg(tc.baseMs / 60000).arg(tc.incrementMs / 1000),
            static_cast<int>(i));
    }
    m_choice->addItem(tr("Custom"), kCustom);
    m_minutes = new QSpinBox;
    m_minutes->setRange(1, 180);
    m_minutes->setValue(10);
    m_minutes->setSuffix(tr(" min"));
    m_increment = new QSpinBox;
    m_increment->setRange(0, 60);
    m_increment->setValue(5);
    m_increment->setPrefix(QStringLiteral("+ "));
    m_increment->setSuffix(tr(" s"));
    m_minutes->setAccessibleName(tr("Minutes per player"));
    m_increment->setAccessibleName(tr("Seconds added per move"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_choice, 1);
    layout->addWidget(m_minutes);
    layout->addWidget(m_increment);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &TimeControlChooser::updateEnabled);
    updateEnabled();
}

void TimeControlChooser::setTimeControl(const TimeControl& tc) {
    int data = kCustom;
    if (tc.isNone()) {
        data = kNoClock;
    } else {
        for (std::size_t i = 0; i < presets().size(); ++i)
            if (presets()[i] == tc) data = static_cast<int>(i);
    }
    if (data == kCustom) {
        m_minutes->setValue(static_cast<int>(std::max<std::int64_t>(1, tc.baseMs / 60000)));
        m_increment->setValue(static_cast<int>(tc.incrementMs / 1000));
    }
    m_choice->setCurrentIndex(std::max(0, m_choice->findData(data)));
    updateEnabled();
}

TimeControl TimeControlChooser::timeControl() const {
    const int data = m_choice->currentData().toInt();
    if (data == kNoClock) return TimeControl::none();
    if (data == kCustom) return TimeControl::fromMinutes(m_minutes->value(), m_increment->value());
    return presets()[static_cast<std::size_t>(data)];
}

void TimeControlChooser::updateEnabled() {
    const bool custom = m_choice->currentData().toInt() == kCustom;
    m_minutes->setEnabled(custom);
    m_increment->setEnabled(custom);
}

} // namespace rochade::gui
