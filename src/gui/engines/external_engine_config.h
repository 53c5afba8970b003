// SPDX-License-Identifier: GPL-3.0-or-later
// The external UCI engine the user chose, as kept in the settings.
#pragma once

#include "engines/uci_strength.h"

#include <QSettings>
#include <QString>

namespace rochade::gui {

/// The settings key of the analyst the user chose for the Analysis panel: "builtin" or
/// "external" (the engine below, when one is set up).
inline constexpr const char* kAnalystSettingsKey = "analysis/analyst";

/// The external engine the user configured (empty path: none).
struct ExternalEngineConfig {
    QString path;
    QString name; ///< its "id name" when a test found one, else the file name
    UciStrengthOptions strength; ///< what it advertised to weaken it (known once it ran)

    bool isSet() const { return !path.trimmed().isEmpty(); }
    static ExternalEngineConfig load(QSettings& settings);
    void save(QSettings& settings) const;
};

} // namespace rochade::gui
