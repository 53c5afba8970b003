// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the user-interface language and installing Rochade's and Qt's translators.
#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace rochade::gui {

namespace {

// qt_add_translations embeds the catalogues under this resource prefix (src/gui/CMakeLists.txt).
constexpr char kCatalogueDir[] = ":/i18n";
/// The application's property holding interfaceLanguage().
constexpr char kLanguageProperty[] = "rochadeInterfaceLanguage";

} // namespace

QStringList supportedLanguages() {
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("cs"),
        QStringLiteral("ru") };
}

QString resolveLanguage(const QString& setting, const QStringList& uiLanguages) {
    const QStringList supported = supportedLanguages();
    QString wanted = setting.trimmed().toLower();
    if (supported.contains(wanted)) return wanted;
    for (const QString& name : uiLanguages) {
        // "de-AT", "cs_CZ" and "ru" all name their primary language before any separator.
        QString primary
            = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (supported.contains(primary)) return primary;
    }
    return QStringLiteral("en");
}

bool loadRochadeTranslation(QTranslator& translator, const QString& language) {
    if (language == QLatin1String("en") || !supportedLanguages().contains(language)) return false;
    return translator.load(
        QStringLiteral("rochade_") + language, QString::fromLatin1(kCatalogueDir));
}

QString interfaceLanguage() {
    const QCoreApplication* app = QCoreApplication::instance();
    const QString language = app ? app->property(kLanguageProperty).toString() : QString();
    return language.isEmpty() ? QStringLiteral("en") : language;
}

QString installTranslations(QCoreApplication& app) {
    const QSettings settings;
    QString language
        = resolveLanguage(settings.value(QLatin1String(kLanguageSettingKey)).toString(),
            QLocale::system().uiLanguages());
    app.setProperty(kLanguageProperty, QStringLiteral("en"));
    // Numbers are written as the interface's language writes them ("0,35" in a German text),
    // also on a system set to another language; a system locale of the same language keeps
    // its own conventions (de_CH's decimal point).
    if (QLocale::system().language() != QLocale(language).language())
        QLocale::setDefault(QLocale(language));
    if (language == QLatin1String("en")) return language;

    auto* own = new QTranslator(&app);
    if (loadRochadeTranslation(*own, language)) {
        QCoreApplication::installTranslator(own);
        app.setProperty(kLanguageProperty, language);
    } else {
        delete own;
    }

    // Qt's own catalogue: the standard buttons (Save, Discard, Cancel) and dialogs. Debian
    // ships it in qt6-translations-l10n, which the package depends on; without it those
    // buttons stay English (tests/gui/translations_test.cpp fails then).
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_") + language,
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return language;
}

} // namespace rochade::gui
