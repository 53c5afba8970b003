// SPDX-License-Identifier: GPL-3.0-or-later
// Help and the toolbar through the real window: F1 opens the guide compiled from the docs,
// with its pictures; the shortcuts list is the window's own actions; the New Game dialog says
// what each level is; the toolbar's icons follow light and dark colours and their tooltips
// name the keys.
#include "app/help_actions.h"
#include "dialogs/help_window.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/shortcuts_dialog.h"
#include "game/level_reply.h"
#include "gui_fixture.h"
#include "panels/colour_scheme.h"
#include "rochade/engine/reply_time.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QToolBar>
#include <QTreeWidget>

namespace rochade::gui {
namespace {

using test::action;
using test::openWindow;

const QString kDocs = QStringLiteral(ROCHADE_DOCS_DIR);

QString readDocsGuide() {
    QFile file(kDocs + QStringLiteral("/user-guide.md"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly | QIODevice::Text));
    return QString::fromUtf8(file.readAll());
}

/// The image a document shows for `name`, as its image handler gets it.
QImage shownImage(const QTextDocument& document, const QString& name) {
    const QVariant data = document.resource(QTextDocument::ImageResource, QUrl(name));
    if (data.userType() == QMetaType::QImage) return data.value<QImage>();
    if (data.userType() == QMetaType::QPixmap) return data.value<QPixmap>().toImage();
    if (data.userType() == QMetaType::QByteArray) return QImage::fromData(data.toByteArray());
    return {};
}

QStringList imageNames(const QTextDocument& document) {
    QStringList names;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (const QTextFragment f = it.fragment(); f.charFormat().isImageFormat())
                names << f.charFormat().toImageFormat().name();
    return names;
}

/// Mean lightness (0..1) of the icon's pixels, weighted by their opacity.
double iconLightness(const QIcon& icon, QIcon::Mode mode = QIcon::Normal) {
    const QImage image
        = icon.pixmap(QSize(24, 24), mode).toImage().convertToFormat(QImage::Format_ARGB32);
    double sum = 0;
    double weight = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            sum += c.alphaF() * c.lightnessF();
            weight += c.alphaF();
        }
    return weight > 0 ? sum / weight : -1;
}

TEST(Help, F1ToTheFocusedWindowOpensTheGuideFromTheDocsWithItsPictures) {
    auto w = openWindow();
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    ASSERT_NE(QApplication::focusWidget(), nullptr);
    EXPECT_EQ(w->helpActions()->helpWindow(), nullptr);

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
    HelpWindow* help = w->helpActions()->helpWindow();
    ASSERT_NE(help, nullptr);
    EXPECT_TRUE(QTest::qWaitForWindowExposed(help));

    // The first heading of docs/user-guide.md, as the docs have it now.
    const QString docs = readDocsGuide();
    const QRegularExpressionMatch heading
        = QRegularExpression(QStringLiteral("^# (.+)$"), QRegularExpression::MultilineOption)
              .match(docs);
    ASSERT_TRUE(heading.hasMatch());
    QTextDocument* document = help->browser()->document();
    EXPECT_EQ(document->begin().text(), heading.captured(1).trimmed());
    EXPECT_EQ(document->begin().blockFormat().headingLevel(), 1);

    // Every picture the docs show is there, the same picture as the docs' file.
    document->documentLayout()->documentSize(); // laid out, as shown
    const QStringList names = imageNames(*document);
    const int linked
        = int(docs.count(QRegularExpression(QStringLiteral("!\\[[^\\]]*\\]\\(images/"))));
    ASSERT_GT(linked, 0);
    EXPECT_EQ(names.size(), linked);
    for (const QString& name : names) {
        const QImage shown = shownImage(*document, name);
        const QImage original(kDocs + QLatin1Char('/') + name);
        ASSERT_FALSE(original.isNull()) << name.toStdString();
        EXPECT_FALSE(shown.isNull()) << name.toStdString();
        EXPECT_EQ(shown.size(), original.size()) << name.toStdString();
    }

    // A picture wider than the window is shown as wide as the page, in its proportions.
    // Nothing sticks out at the window's size (once the scroll bars have followed the layout).
    const auto nothingSticksOut
        = [&] { return help->browser()->horizontalScrollBar()->maximum() == 0; };
    EXPECT_TRUE(QTest::qWaitFor(nothingSticksOut, 2000));
    help->resize(500, 600);
    ASSERT_TRUE(QTest::qWaitFor([&] { return help->browser()->viewport()->width() < 500; }));
    QTest::qWait(50);
    const qreal page = help->browser()->viewport()->width();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (const QTextFragment f = it.fragment(); f.charFormat().isImageFormat()) {
                const QTextImageFormat image = f.charFormat().toImageFormat();
                const QImage original(kDocs + QLatin1Char('/') + image.name());
                EXPECT_GT(image.width(), 0) << image.name().toStdString();
                EXPECT_LE(image.width(), page) << image.name().toStdString();
                EXPECT_NEAR(image.height() / image.width(),
                    double(original.height()) / original.width(), 0.01);
            }

    EXPECT_TRUE(QTest::qWaitFor(nothingSticksOut, 2000));

    // F1 again brings back the same window, not a second one.
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
    EXPECT_EQ(w->helpActions()->helpWindow(), help);
    EXPECT_EQ(w->findChildren<HelpWindow*>().size(), 1);
}

TEST(Help, TheGuidesLinksToHeadingsFindThem) {
    HelpWindow help;
    help.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&help));
    QTextBrowser* browser = help.browser();
    const int top = browser->verticalScrollBar()->value();
    emit browser->anchorClicked(QUrl(QStringLiteral("#games-as-files")));
    EXPECT_GT(browser->verticalScrollBar()->value(), top);
}

TEST(Help, TheGuideSaysWhatEachLevelOfTheDialogIs) {
    HelpWindow help;
    const QString guide = help.browser()->document()->toPlainText().simplified();
    for (engine::Level level : engine::kNamedLevels)
        EXPECT_TRUE(guide.contains(levelExplanation(level)))
            << levelExplanation(level).toStdString();
}

// Issue 22: F1 opened on how to build Rochade and promised "three levels". What the window
// shows first, the guide before its section on a new game, is the player's: no commands to
// build, and as many levels as the engine's ladder has.
TEST(Help, TheGuideOpensWithThePlayersPartAndTheRealNumberOfLevels) {
    HelpWindow help;
    const QString text = help.browser()->document()->toPlainText();
    const qsizetype newGame = text.indexOf(QStringLiteral("\nA new game\n"));
    ASSERT_GT(newGame, 0);
    const QString opening = text.left(newGame).simplified();
    for (const char* building : { "scripts/", "cmake", "build", "source folder" })
        EXPECT_FALSE(opening.contains(QLatin1String(building), Qt::CaseInsensitive)) << building;

    int numbered = 0; // the ladder's levels; Full is the engine unbounded, not a level
    for (int i = 0; i <= static_cast<int>(engine::Level::Full); ++i)
        if (engine::levelSettings(static_cast<engine::Level>(i)).number > 0) ++numbered;
    const QStringList counts { "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten" };
    ASSERT_LT(numbered, counts.size());
    EXPECT_TRUE(opening.contains(counts[numbered] + QStringLiteral(" levels")))
        << opening.toStdString();
    EXPECT_TRUE(opening.contains(QStringLiteral("full strength")));
    for (int n = 0; n < counts.size(); ++n) {
        if (n != numbered) {
            EXPECT_FALSE(opening.contains(counts[n] + QStringLiteral(" levels"))) << n;
        }
    }
}

TEST(Help, TheShortcutsListHasEveryActionWithAShortcutAndNoKeyIsShared) {
    auto w = openWindow();
    action(*w, "keyboardShortcuts")->trigger();
    ShortcutsDialog* dialog = w->helpActions()->shortcutsDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    QMap<QString, QString> listed; // action text -> keys, as the list shows them
    const QTreeWidget* list = dialog->list();
    for (int g = 0; g < list->topLevelItemCount(); ++g)
        for (int i = 0; i < list->topLevelItem(g)->childCount(); ++i)
            listed.insert(
                list->topLevelItem(g)->child(i)->text(0), list->topLevelItem(g)->child(i)->text(1));

    QMap<QString, QString> owner; // a key -> the action that has it
    int withShortcut = 0;
    for (const QAction* a : w->findChildren<QAction*>()) {
        if (a->shortcuts().isEmpty()) continue;
        ++withShortcut;
        const QString text = a->text().remove(QLatin1Char('&')).remove(QChar(0x2026));
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        EXPECT_TRUE(listed.contains(text)) << text.toStdString();
        EXPECT_TRUE(listed.value(text).contains(keys)) << text.toStdString();
        for (const QKeySequence& k : a->shortcuts()) {
            const QString key = k.toString(QKeySequence::PortableText);
            EXPECT_FALSE(owner.contains(key)) << key.toStdString() << ": " << text.toStdString()
                                              << " and " << owner.value(key).toStdString();
            owner.insert(key, text);
        }
    }
    EXPECT_GT(withShortcut, 10);
    EXPECT_EQ(listed.size(), withShortcut);
    EXPECT_EQ(listed.value(QStringLiteral("User Guide")),
        QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText));
}

TEST(Help, TheLevelTextFollowsTheLevelChosenFromTheKeyboard) {
    NewGameDialog dialog;
    dialog.setSetup(GameSetup {}); // Easy
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    auto* levels = dialog.findChild<QComboBox*>(QStringLiteral("level"));
    auto* reply = dialog.findChild<QLabel*>(QStringLiteral("levelReply"));
    ASSERT_NE(levels, nullptr);
    ASSERT_NE(reply, nullptr);
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    levels->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == levels; }));
    QStringList seen;
    for (engine::Level level :
        { engine::Level::Easy, engine::Level::Medium, engine::Level::Hard }) {
        EXPECT_EQ(static_cast<engine::Level>(levels->currentData().toInt()), level);
        EXPECT_EQ(reply->text(), levelReplyTime(level));
        EXPECT_EQ(levels->whatsThis(), levelExplanation(level));
        EXPECT_EQ(levels->itemData(levels->currentIndex(), Qt::ToolTipRole).toString(),
            levelExplanation(level));
        seen << reply->text();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    }
    seen.removeDuplicates();
    EXPECT_EQ(seen.size(), 3);

    // Shift+F1 on the level choice shows its What's This (Qt's own popup) at once.
    levels->setCurrentIndex(0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1, Qt::ShiftModifier);
    const auto whatsThisShown = [] {
        for (const QWidget* top : QApplication::topLevelWidgets())
            if (top->isVisible() && qstrcmp(top->metaObject()->className(), "QWhatsThat") == 0)
                return true;
        return false;
    };
    EXPECT_TRUE(QTest::qWaitFor(whatsThisShown, 2000));
}

TEST(Help, TheLevelsReplyTimeIsTheEnginesOwnCaps) {
    // The slowest reply each level's settings allow, in seconds, appears in its text.
    for (engine::Level level :
        { engine::Level::Easy, engine::Level::Medium, engine::Level::Hard }) {
        const engine::LevelSettings& s = engine::levelSettings(level);
        const QString slowest = QLocale().toString(engine::slowestReplyMs(level) / 1000.0, 'g', 3);
        EXPECT_GE(engine::slowestReplyMs(level), std::max(s.moveTimeMs, s.pace.slowestMs));
        EXPECT_TRUE(levelReplyTime(level).contains(slowest)) << levelReplyTime(level).toStdString();
    }
}

class ToolbarLooks : public ::testing::Test {
protected:
    void TearDown() override { applyColourScheme(ColourScheme::System); }
};

TEST_F(ToolbarLooks, EachButtonHasItsOwnIconAndATooltipWithItsKeys) {
    auto w = openWindow();
    QList<QAction*> buttons;
    for (QAction* a : w->toolBar()->actions())
        if (!a->isSeparator()) buttons << a;
    ASSERT_EQ(buttons.size(), 6);
    QList<QImage> drawn;
    for (QAction* a : buttons) {
        const std::string name = a->text().toStdString();
        ASSERT_FALSE(a->icon().isNull()) << name;
        const QImage image = a->icon().pixmap(QSize(24, 24)).toImage();
        EXPECT_FALSE(image.isNull()) << name;
        EXPECT_GE(iconLightness(a->icon()), 0) << name; // something is drawn
        EXPECT_FALSE(drawn.contains(image)) << name << ": the same picture as another button";
        drawn << image;
        ASSERT_FALSE(a->shortcut().isEmpty()) << name;
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        EXPECT_TRUE(a->toolTip().contains(keys)) << name << ": " << a->toolTip().toStdString();
        QWidget* button = w->toolBar()->widgetForAction(a);
        ASSERT_NE(button, nullptr) << name;
        EXPECT_TRUE(button->toolTip().contains(keys)) << name;
    }
}

TEST_F(ToolbarLooks, TheIconsAreLightInDarkColoursAndDarkInLightOnes) {
    auto w = openWindow();
    QAction* dark = action(*w, "colours-dark");
    QAction* light = action(*w, "colours-light");
    ASSERT_NE(dark, nullptr);
    ASSERT_NE(light, nullptr);
    for (QAction* scheme : { dark, light, dark }) {
        scheme->trigger();
        const bool isDark = scheme == dark;
        ASSERT_EQ(isDarkPalette(QApplication::palette()), isDark);
        for (QAction* a : w->toolBar()->actions()) {
            if (a->isSeparator()) continue;
            const double lightness = iconLightness(a->icon());
            if (isDark)
                EXPECT_GT(lightness, 0.7) << a->text().toStdString();
            else
                EXPECT_LT(lightness, 0.3) << a->text().toStdString();
            // Disabled differs from Normal, and stays on the same side of the background.
            const double disabled = iconLightness(a->icon(), QIcon::Disabled);
            EXPECT_NE(disabled, lightness) << a->text().toStdString();
        }
    }
}

} // namespace
} // namespace rochade::gui
