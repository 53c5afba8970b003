// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the German, Czech and Russian catalogues: complete .ts files, and the embedded
// .qm files loaded at start-up so that the real window shows translated menus.
#include "app/main_window.h"
#include "app/translations.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "game/game_setup.h"
#include "insight/evaluation_history.h"
#include "panels/clock_label.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <utility>

using namespace rochade::gui;

namespace {

/// One <message> of a .ts file.
struct TsEntry {
    QStringList forms; ///< the translation, or its plural forms (<numerusform>)
    QString type; ///< the translation's type attribute ("unfinished", "vanished"... or "")
};

/// (context name + '\n' + source text) -> entry.
using TsCatalogue = std::map<QString, TsEntry>;

QString tsPath(const QString& language) {
    return QDir(QStringLiteral(ROCHADE_TEST_DATA_DIR))
        .filePath(QStringLiteral("../../resources/translations/rochade_%1.ts").arg(language));
}

TsCatalogue readTsFile(const QString& path, QString* error) {
    TsCatalogue out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open ") + file.fileName();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context, source;
    while (xml.readNext() != QXmlStreamReader::Invalid && !xml.atEnd()) {
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            source.clear();
        } else if (name == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            TsEntry e;
            e.type = xml.attributes().value(QLatin1String("type")).toString();
            QString text;
            while (xml.readNext() != QXmlStreamReader::Invalid
                && !(xml.isEndElement() && xml.name() == QLatin1String("translation"))) {
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    e.forms << xml.readElementText();
                else if (xml.isCharacters())
                    text += xml.text();
            }
            if (e.forms.isEmpty()) e.forms << text;
            out[context + QLatin1Char('\n') + source] = e;
        }
    }
    if (xml.hasError()) *error = xml.errorString();
    return out;
}

TsCatalogue readTs(const QString& language, QString* error) {
    return readTsFile(tsPath(language), error);
}

/// What lupdate finds in today's sources: a catalogue with every marked string and no
/// translation, made the way `update_translations` makes the real ones.
TsCatalogue stringsInSources(QString* error) {
    const QDir root(QStringLiteral(ROCHADE_TEST_DATA_DIR "/../.."));
    QTemporaryDir scratch;
    const QString out = scratch.filePath(QStringLiteral("sources.ts"));
    const QStringList args { QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
        QStringLiteral("none"), QStringLiteral("-I"), root.filePath(QStringLiteral("include")),
        QStringLiteral("-I"), root.filePath(QStringLiteral("src/gui")),
        root.filePath(QStringLiteral("src/gui")), QStringLiteral("-ts"), out };
    QProcess lupdate;
    lupdate.start(QStringLiteral(ROCHADE_LUPDATE), args);
    if (!lupdate.waitForFinished(60000) || lupdate.exitCode() != 0) {
        *error = QStringLiteral("lupdate failed: ") + lupdate.errorString() + QLatin1Char(' ')
            + QString::fromUtf8(lupdate.readAllStandardError());
        return {};
    }
    return readTsFile(out, error);
}

QStringList translatedLanguages() {
    QStringList langs = supportedLanguages();
    langs.removeAll(QStringLiteral("en"));
    return langs;
}

/// The sorted placeholders (%1, %2...) of a text: a translation must keep every one (%n, the
/// count of a plural message, may be left out of a form such as "one move").
QStringList placeholders(const QString& text) {
    QStringList found;
    static const QRegularExpression re(QStringLiteral("%\\d+"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

/// Whether a text has a keyboard accelerator: an '&' not doubled ("&&" is a literal '&').
bool hasAccelerator(QString text) {
    text.remove(QStringLiteral("&&"));
    return text.contains(QLatin1Char('&'));
}

/// The Game menu title in each language (chess vocabulary checked by hand, not by our code).
const std::map<QString, QString> kGameMenu = {
    { QStringLiteral("de"), QStringLiteral("&Partie") },
    { QStringLiteral("cs"), QStringLiteral("&Hra") },
    { QStringLiteral("ru"), QStringLiteral("&Игра") },
};

QStringList menuTitles(MainWindow& window) {
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

/// The letter after the single '&' of `text` (its mnemonic), lower case; empty if none.
QString mnemonicOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&" is a plain '&'
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

/// The entries of `menu` and of its submenus whose mnemonics another entry of the same menu
/// already has, as "menu: first / second (letter)".
QStringList clashingMnemonics(const QMenu& menu) {
    QStringList clashes;
    std::map<QString, QString> taken;
    for (const QAction* a : menu.actions()) {
        if (a->isSeparator() || !a->isVisible()) continue;
        const QString letter = mnemonicOf(a->text());
        if (!letter.isEmpty()) {
            const auto [it, isNew] = taken.emplace(letter, a->text());
            if (!isNew)
                clashes << menu.title() + QStringLiteral(": ") + it->second + QStringLiteral(" / ")
                        + a->text() + QStringLiteral(" (") + letter + QLatin1Char(')');
        }
        if (a->menu() != nullptr) clashes << clashingMnemonics(*a->menu());
    }
    return clashes;
}

/// Removes and deletes the translators installTranslations() parented to the application,
/// and gives numbers back the system's locale it may have replaced.
void removeInstalledTranslators() {
    for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::system());
}

} // namespace

TEST(TranslationFiles, EveryEntryIsTranslated) {
    for (const QString& lang : translatedLanguages()) {
        QString error;
        const TsCatalogue ts = readTs(lang, &error);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        ASSERT_GT(ts.size(), 50u) << lang.toStdString();
        for (const auto& [key, entry] : ts) {
            EXPECT_TRUE(entry.type.isEmpty())
                << lang.toStdString() << ": type=\"" << entry.type.toStdString() << "\" for "
                << key.toStdString();
            for (const QString& form : entry.forms)
                EXPECT_FALSE(form.trimmed().isEmpty())
                    << lang.toStdString() << ": empty translation for " << key.toStdString();
        }
    }
}

// A string marked for translation but missing from the catalogues is shown in English in every
// language, and EveryEntryIsTranslated cannot see it: lupdate tells what the sources mark.
TEST(TranslationFiles, HoldEveryStringTheSourcesMarkAndNoOther) {
    QString error;
    const TsCatalogue sources = stringsInSources(&error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(sources.size(), 50u);
    for (const QString& lang : translatedLanguages()) {
        const TsCatalogue ts = readTs(lang, &error);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        for (const auto& [key, entry] : sources)
            EXPECT_TRUE(ts.contains(key)) << lang.toStdString() << " lacks " << key.toStdString();
        for (const auto& [key, entry] : ts)
            EXPECT_TRUE(sources.contains(key))
                << lang.toStdString() << " has a string no source marks: " << key.toStdString();
    }
}

TEST(TranslationFiles, KeepPlaceholdersAndAccelerators) {
    for (const QString& lang : translatedLanguages()) {
        QString error;
        const TsCatalogue ts = readTs(lang, &error);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        for (const auto& [key, entry] : ts) {
            const QString source = key.section(QLatin1Char('\n'), 1);
            for (const QString& form : entry.forms) {
                EXPECT_EQ(placeholders(form), placeholders(source))
                    << lang.toStdString() << ": " << key.toStdString();
                EXPECT_EQ(hasAccelerator(form), hasAccelerator(source))
                    << lang.toStdString() << ": " << key.toStdString();
            }
        }
    }
}

TEST(TranslationFiles, AllLanguagesHaveTheSameSourceStrings) {
    QString error;
    const QStringList langs = translatedLanguages();
    const TsCatalogue first = readTs(langs.front(), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    for (const QString& lang : langs.mid(1)) {
        const TsCatalogue other = readTs(lang, &error);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
        for (const auto& [key, entry] : first)
            EXPECT_TRUE(other.contains(key))
                << lang.toStdString() << " lacks " << key.toStdString();
        for (const auto& [key, entry] : other)
            EXPECT_TRUE(first.contains(key))
                << langs.front().toStdString() << " lacks " << key.toStdString();
    }
}

TEST(TranslationCatalogues, EmbeddedCatalogueTranslatesTheGameMenu) {
    for (const QString& lang : translatedLanguages()) {
        QTranslator translator;
        ASSERT_TRUE(loadRochadeTranslation(translator, lang)) << lang.toStdString();
        EXPECT_EQ(translator.language(), lang);
        EXPECT_EQ(translator.translate("rochade::gui::MainWindow", "&Game"), kGameMenu.at(lang));
    }
}

TEST(TranslationCatalogues, ChessTermsMatchTheGlossary) {
    struct Term {
        const char* context;
        const char* source;
        QString de, cs, ru;
    };
    const Term terms[] = {
        { "GameStatusText", "Check! ", "Schach! ", "Šach! ", "Шах! " },
        { "MoveExplainer", "Knight", "Springer", "Jezdec", "Конь" },
        { "MoveExplainer", "Bishop", "Läufer", "Střelec", "Слон" },
        { "MoveExplainer", "Queen", "Dame", "Dáma", "Ферзь" },
        { "rochade::gui::Banner", "Draw", "Remis", "Remíza", "Ничья" },
        { "rochade::gui::GameActions", "Resign", "Aufgeben", "Vzdát se", "Сдаться" },
    };
    for (const QString& lang : translatedLanguages()) {
        QTranslator translator;
        ASSERT_TRUE(loadRochadeTranslation(translator, lang));
        for (const Term& t : terms) {
            const QString expected = lang == QLatin1String("de") ? t.de
                : lang == QLatin1String("cs")                    ? t.cs
                                                                 : t.ru;
            EXPECT_EQ(translator.translate(t.context, t.source), expected)
                << lang.toStdString() << ": " << t.source;
        }
    }
}

TEST(TranslationCatalogues, EnglishAndUnknownLanguagesLoadNothing) {
    QTranslator translator;
    EXPECT_FALSE(loadRochadeTranslation(translator, QStringLiteral("en")));
    EXPECT_FALSE(loadRochadeTranslation(translator, QStringLiteral("fr")));
    EXPECT_TRUE(translator.isEmpty());
}

TEST(LanguageChoice, SettingOverridesTheSystemLocale) {
    EXPECT_EQ(
        resolveLanguage(QStringLiteral("ru"), { QStringLiteral("de-DE") }), QStringLiteral("ru"));
    EXPECT_EQ(
        resolveLanguage(QStringLiteral("en"), { QStringLiteral("cs-CZ") }), QStringLiteral("en"));
}

TEST(LanguageChoice, EmptyOrUnknownSettingFollowsTheSystemLocale) {
    EXPECT_EQ(resolveLanguage(QString(), { QStringLiteral("de-AT") }), QStringLiteral("de"));
    EXPECT_EQ(
        resolveLanguage(QStringLiteral("xx"), { QStringLiteral("ru_RU") }), QStringLiteral("ru"));
    EXPECT_EQ(resolveLanguage(QString(), { QStringLiteral("fr-FR"), QStringLiteral("cs") }),
        QStringLiteral("cs"));
    EXPECT_EQ(resolveLanguage(QString(), { QStringLiteral("fr-FR"), QStringLiteral("C") }),
        QStringLiteral("en"));
    EXPECT_EQ(resolveLanguage(QString(), {}), QStringLiteral("en"));
}

TEST(StartUp, MainWindowMenusAppearInTheConfiguredLanguage) {
    for (const QString& lang : translatedLanguages()) {
        QSettings().setValue(QLatin1String(kLanguageSettingKey), lang);
        EXPECT_EQ(installTranslations(*QCoreApplication::instance()), lang);
        {
            auto window = std::make_unique<MainWindow>();
            const QStringList titles = menuTitles(*window);
            EXPECT_TRUE(titles.contains(kGameMenu.at(lang))) << titles.join(u' ').toStdString();
            EXPECT_FALSE(titles.contains(QStringLiteral("&Game"))) << lang.toStdString();
        }
        removeInstalledTranslators();
    }
    QSettings().remove(QLatin1String(kLanguageSettingKey));
}

// Alt+letter reaches one entry of a menu: two entries with the same letter make the key only
// move between them. In English and in every shipped language.
TEST(StartUp, EachMenusEntriesHaveDistinctAccessKeys) {
    QStringList languages = translatedLanguages();
    languages.prepend(QStringLiteral("en"));
    for (const QString& lang : languages) {
        QSettings().setValue(QLatin1String(kLanguageSettingKey), lang);
        EXPECT_EQ(installTranslations(*QCoreApplication::instance()), lang);
        {
            auto window = std::make_unique<MainWindow>();
            QStringList clashes;
            for (const QAction* a : window->menuBar()->actions())
                if (a->menu() != nullptr) clashes << clashingMnemonics(*a->menu());
            EXPECT_TRUE(clashes.isEmpty()) << lang.toStdString() << ":\n"
                                           << clashes.join(u'\n').toStdString();
        }
        removeInstalledTranslators();
    }
    QSettings().remove(QLatin1String(kLanguageSettingKey));
}

TEST(StartUp, EnglishSettingKeepsTheSourceStrings) {
    QSettings().setValue(QLatin1String(kLanguageSettingKey), QStringLiteral("en"));
    EXPECT_EQ(installTranslations(*QCoreApplication::instance()), QStringLiteral("en"));
    auto window = std::make_unique<MainWindow>();
    EXPECT_TRUE(menuTitles(*window).contains(QStringLiteral("&Game")));
    removeInstalledTranslators();
    QSettings().remove(QLatin1String(kLanguageSettingKey));
}

// Qt's own buttons (the unsaved-changes question's Save, Discard and Cancel, the New Game
// dialog's Cancel) come from Qt's catalogue, which the program loads from Qt's translations
// folder: without the package that holds it (qt6-translations-l10n) they stay English.
TEST(StartUp, QtsOwnButtonsSpeakEveryShippedLanguage) {
    for (const QString& lang : translatedLanguages()) {
        QSettings().setValue(QLatin1String(kLanguageSettingKey), lang);
        ASSERT_EQ(installTranslations(*QCoreApplication::instance()), lang);
        {
            const QDialogButtonBox box(
                QDialogButtonBox::Save | QDialogButtonBox::Discard | QDialogButtonBox::Cancel);
            for (const auto& [button, english] : { std::pair { QDialogButtonBox::Save, "Save" },
                     std::pair { QDialogButtonBox::Discard, "Discard" },
                     std::pair { QDialogButtonBox::Cancel, "Cancel" } }) {
                QString text = box.button(button)->text();
                text.remove(QLatin1Char('&'));
                EXPECT_NE(text, QLatin1String(english))
                    << lang.toStdString() << ": Qt's catalogue qtbase_" << lang.toStdString()
                    << ".qm is missing (Debian: qt6-translations-l10n)";
            }
            if (lang == QLatin1String("de")) {
                EXPECT_EQ(box.button(QDialogButtonBox::Cancel)->text(), "Abbrechen");
                EXPECT_EQ(box.button(QDialogButtonBox::Save)->text(), "Speichern");
            }
        }
        removeInstalledTranslators();
    }
    QSettings().remove(QLatin1String(kLanguageSettingKey));
}

// A German text writes decimals with a comma, whatever the system's locale: the clock's
// tenths and the evaluation's pawns.
TEST(StartUp, GermanNumbersHaveADecimalComma) {
    QSettings().setValue(QLatin1String(kLanguageSettingKey), QStringLiteral("de"));
    ASSERT_EQ(installTranslations(*QCoreApplication::instance()), QStringLiteral("de"));
    EXPECT_EQ(ClockLabel::formatRemaining(9500), QStringLiteral("0:09,5"));
    EXPECT_EQ(scoreLabel(35), QStringLiteral("+0,35"));
    EXPECT_EQ(scoreLabel(-120), QStringLiteral("-1,20"));
    removeInstalledTranslators();
    QSettings().remove(QLatin1String(kLanguageSettingKey));
    EXPECT_EQ(ClockLabel::formatRemaining(9500),
        QStringLiteral("0:09") + QLocale::system().decimalPoint() + QStringLiteral("5"));
}

namespace {

/// Starts the interface in `language`, as the next start of the program after a switch.
void startInLanguage(const QString& language) {
    removeInstalledTranslators();
    QSettings().setValue(QLatin1String(kLanguageSettingKey), language);
    ASSERT_EQ(installTranslations(*QCoreApplication::instance()), language);
}

} // namespace

// Issue 22: a game played in German and resumed after a switch to English showed "Weiß" and
// "Schwarz": the default names were written into the record and read back as typed ones.
// Default names follow the language; a name the user typed stays as typed.
TEST(StartUp, DefaultPlayerNamesFollowALanguageSwitchAndTypedNamesStay) {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave.pgn"));
    GameSetup hotSeat;
    hotSeat.mode = PlayMode::HotSeat;
    hotSeat.whiteName = QStringLiteral("Anna"); // typed; Black keeps the default name
    startInLanguage(QStringLiteral("de"));
    {
        MainWindow w;
        w.enableAutosave(autosave);
        w.startGame(hotSeat);
        ASSERT_EQ(w.controller()->playerName(rochade::Color::Black), QStringLiteral("Schwarz"));
        ASSERT_TRUE(w.controller()->playMoveText(QStringLiteral("e4")));
    } // the program ends; its game waits in the autosave

    startInLanguage(QStringLiteral("en"));
    {
        MainWindow w;
        ASSERT_TRUE(w.enableAutosave(autosave));
        EXPECT_EQ(w.controller()->playerName(rochade::Color::White), QStringLiteral("Anna"));
        EXPECT_EQ(w.controller()->playerName(rochade::Color::Black), QStringLiteral("Black"));
    }

    // Against the computer: "You" and "Computer (Easy)" in the words of the language the
    // record was written in.
    GameSetup vsComputer;
    vsComputer.mode = PlayMode::VsComputer;
    vsComputer.humanColor = ColorChoice::White;
    vsComputer.level = rochade::engine::Level::Easy;
    for (const QString& lang : translatedLanguages()) {
        startInLanguage(lang);
        const QString you
            = defaultPlayerName(vsComputer, rochade::Color::White, rochade::Color::White);
        const QString computer
            = defaultPlayerName(vsComputer, rochade::Color::White, rochade::Color::Black);
        ASSERT_NE(computer, QStringLiteral("Computer (Easy)")) << lang.toStdString();
        const QString pgn = QStringLiteral("[White \"%1\"]\n[Black \"%2\"]\n[Mode \"VsComputer\"]\n"
                                           "[HumanColor \"White\"]\n[Level \"Easy\"]\n\n1. e4 *\n")
                                .arg(you, computer);
        startInLanguage(QStringLiteral("en"));
        const PgnRead read = readPgnText(pgn);
        ASSERT_TRUE(read.ok());
        const GameRecord record = toRecord(read.games.front());
        EXPECT_TRUE(record.setup.whiteName.isEmpty()) << record.setup.whiteName.toStdString();
        EXPECT_TRUE(record.setup.blackName.isEmpty()) << record.setup.blackName.toStdString();
    }
    removeInstalledTranslators();
    QSettings().remove(QLatin1String(kLanguageSettingKey));
}
