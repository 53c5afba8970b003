// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the user-interface language and installing Rochade's and Qt's translators.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;
class QTranslator;

namespace rochade::gui {

/// The QSettings key holding the language override: "" follows the system, else a code
/// from supportedLanguages().
inline constexpr char kLanguageSettingKey[] = "ui/language";

/// Language codes the interface is available in, English (the source language) first.
QStringList supportedLanguages();

/// The language to show: `setting` when it is a supported code; otherwise the first entry of
/// `uiLanguages` (BCP 47 names such as "de-AT", best first) whose primary language is
/// supported; "en" when none is.
QString resolveLanguage(const QString& setting, const QStringList& uiLanguages);

/// Loads Rochade's compiled-in catalogue for `language` into `translator`. Returns false for
/// English (nothing to load) and for a language without a catalogue.
bool loadRochadeTranslation(QTranslator& translator, const QString& language);

/// Installs on `app` the translators for the language chosen from the settings key
/// kLanguageSettingKey and the system locale: Rochade's own and, when installed, Qt's
/// "qtbase" catalogue (standard dialog buttons). The translators are children of `app`.
/// Unless the system's locale speaks the chosen language, that language's locale becomes
/// QLocale's default, so numbers in the interface's texts follow it. Returns the language
/// chosen.
QString installTranslations(QCoreApplication& app);

/// The language the interface speaks in this run: the one installTranslations() installed
/// Rochade's catalogue for, else "en" (also before it is called, as in the tests).
QString interfaceLanguage();

} // namespace rochade::gui
