// SPDX-License-Identifier: GPL-3.0-or-later
// The external engine's settings: its path, its name and the strength options it advertised.
#include "engines/external_engine_config.h"

namespace rochade::gui {

ExternalEngineConfig ExternalEngineConfig::load(QSettings& settings) {
    ExternalEngineConfig c;
    c.path = settings.value(QStringLiteral("engines/externalPath")).toString();
    c.name = settings.value(QStringLiteral("engines/externalName")).toString().left(80);
    c.strength = UciStrengthOptions::load(settings, QStringLiteral("engines/strength/"));
    return c;
}

void ExternalEngineConfig::save(QSettings& settings) const {
    settings.setValue(QStringLiteral("engines/externalPath"), path.trimmed());
    settings.setValue(QStringLiteral("engines/externalName"), name);
    strength.save(settings, QStringLiteral("engines/strength/"));
}

} // namespace rochade::gui
