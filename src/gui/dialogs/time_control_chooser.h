// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing a time control: no clock, the usual presets, or minutes + increment.
#pragma once

#include "rochade/core/time_control.h"

#include <QWidget>

class QComboBox;
class QSpinBox;

namespace rochade::gui {

/// A combo box ("No clock", 1+0, 3+2, 5+3, 15+10, 30+0, "Custom") with two spin boxes for
/// the custom minutes and increment seconds, enabled only for "Custom". Lives in the GUI
/// thread.
class TimeControlChooser : public QWidget {
    Q_OBJECT
public:
    explicit TimeControlChooser(QWidget* parent = nullptr);

    /// Selects the matching preset, or Custom with its values (whole minutes and seconds).
    void setTimeControl(const TimeControl& tc);
    TimeControl timeControl() const;

    /// The preset list, in order (without "No clock" and "Custom").
    static const std::vector<TimeControl>& presets();

    QComboBox* comboBox() const { return m_choice; }
    QSpinBox* minutesBox() const { return m_minutes; }
    QSpinBox* incrementBox() const { return m_increment; }

private:
    void updateEnabled();

    QComboBox* m_choice = nullptr;
    QSpinBox* m_minutes = nullptr;
    QSpinBox* m_increment = nullptr;
};

} // namespace rochade::gui
