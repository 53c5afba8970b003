// SPDX-License-Identifier: GPL-3.0-or-later
// A check for tests of text-making classes: every text they build is translated in every
// catalogue the program ships.
#pragma once

#include "app/translations.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTranslator>

#include <gtest/gtest.h>

#include <functional>

namespace rochade::gui::test {

/// Builds `texts()` in English, then with each shipped catalogue installed in turn, and
/// expects every text to differ from its English one (so none is left untranslated, as a
/// string whose context moved without its translations would be).
inline void expectEveryTextTranslated(const std::function<QStringList()>& texts) {
    const QStringList english = texts();
    ASSERT_FALSE(english.isEmpty());
    for (const QString& language : supportedLanguages()) {
        if (language == QLatin1String("en")) continue;
        QTranslator translator;
        ASSERT_TRUE(loadRochadeTranslation(translator, language)) << language.toStdString();
        QCoreApplication::installTranslator(&translator);
        const QStringList translated = texts();
        QCoreApplication::removeTranslator(&translator);
        ASSERT_EQ(translated.size(), english.size());
        for (qsizetype i = 0; i < english.size(); ++i)
            EXPECT_NE(translated[i], english[i])
                << language.toStdString() << ": " << english[i].toStdString();
    }
}

} // namespace rochade::gui::test
