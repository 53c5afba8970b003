// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#ifndef ROCHADE_VERSION
#define ROCHADE_VERSION "0"
#endif

namespace rochade::gui {

namespace {

void addOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "Rochade, a chess application."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("CommandLine", "A PGN file to open."),
        QStringLiteral("[file]"));
}

} // namespace

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("Rochade"));
    QCoreApplication::setApplicationName(QStringLiteral("Rochade"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROCHADE_VERSION));
}

int handleTextOnlyCommandLine(int& argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    addOptions(parser);
    // Qt's own options (-platform, -style, ...) are QApplication's to take, so a second look
    // at the arguments only has to decide whether a window is wanted at all.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const bool parsed = parser.parse(arguments);
    const bool printOnly = parser.isSet(QStringLiteral("help"))
        || parser.isSet(QStringLiteral("help-all")) || parser.isSet(QStringLiteral("version"));
    if (parsed && !printOnly) return -1;
    // A core application needs no display: --help and --version work over ssh and in CI.
    const QCoreApplication textApp(argc, argv);
    setApplicationIdentity();
    QCommandLineParser textParser;
    addOptions(textParser);
    textParser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parsed) {
        // Unknown options: Qt's are fine (QApplication consumes them), anything else is not.
        const QStringList unknown = parser.unknownOptionNames();
        static const QStringList qtOptions { QStringLiteral("platform"), QStringLiteral("style"),
            QStringLiteral("stylesheet"), QStringLiteral("widgetcount"), QStringLiteral("reverse"),
            QStringLiteral("qmljsdebugger"), QStringLiteral("display"), QStringLiteral("geometry"),
            QStringLiteral("session"), QStringLiteral("name"), QStringLiteral("title"),
            QStringLiteral("platformpluginpath"), QStringLiteral("platformtheme"),
            QStringLiteral("plugin"), QStringLiteral("nograb"), QStringLiteral("dograb"),
            QStringLiteral("visual"), QStringLiteral("ncols"), QStringLiteral("cmap"),
            QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
            QStringLiteral("qwindowtitle"), QStringLiteral("fontengine") };
        bool onlyQtOptions = !unknown.isEmpty();
        for (const QString& name : unknown)
            onlyQtOptions = onlyQtOptions && qtOptions.contains(name);
        if (onlyQtOptions && !printOnly) return -1;
    }
    textParser.process(arguments); // prints help, version or the error, and exits
    return 0;
}

QString fileToOpen(const QStringList& arguments) {
    QCommandLineParser parser;
    addOptions(parser);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(arguments)) return {};
    return parser.positionalArguments().value(0);
}

} // namespace rochade::gui
