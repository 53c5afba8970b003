// SPDX-License-Identifier: GPL-3.0-or-later
// Game records: PGN text and files for the window, the autosave location, recent files.
#include "files/game_files.h"

#include "engines/external_engine_config.h"
#include "files/game_list.h"
#include "rochade/core/chess960.h"
#include "rochade/core/openings.h"
#include "rochade/engine/level.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace rochade::gui {

namespace {

constexpr qint64 kMaxPgnBytes = 64 * 1024 * 1024;

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

QString tagOf(const PgnGame& game, std::string_view name) {
    const auto value = game.tag(name);
    return value ? fromStd(*value) : QString();
}

/// The level's English name ("Easy") or ladder number ("3"), as PGN tags and settings keep
/// it.
QString levelTagName(engine::Level level) {
    const auto name = engine::levelTag(level);
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

/// A name from a tag, unless it is PGN's "unknown" or a default name of that seat, in any
/// language: a game saved while the interface spoke German shows "White" in English.
QString enteredName(const QString& tag, const GameSetup& setup, Color human, Color c) {
    const QString t = tag.trimmed();
    if (t.isEmpty() || t == QLatin1String("?")
        || isDefaultPlayerNameInAnyLanguage(t, setup, human, c))
        return {};
    return t.left(64);
}

} // namespace

std::vector<PgnTag> gameTags(const GameSetup& setup, Color human, const QString& whiteName,
    const QString& blackName, const QDate& date) {
    std::vector<PgnTag> tags {
        { "Event", "Rochade game" },
        { "Site", "?" },
        { "Date",
            date.isValid() ? date.toString(QStringLiteral("yyyy.MM.dd")).toStdString()
                           : std::string("????.??.??") },
        { "Round", "-" },
        { "White", whiteName.toStdString() },
        { "Black", blackName.toStdString() },
    };
    const bool computer = setup.mode == PlayMode::VsComputer;
    tags.push_back({ "Mode", computer ? "VsComputer" : "HotSeat" });
    if (computer) {
        tags.push_back({ "HumanColor", human == Color::White ? "White" : "Black" });
        tags.push_back({ "Level", levelTagName(setup.level).toStdString() });
        // The external engine's program, so a resumed game goes on against the same engine.
        if (setup.opponent == Opponent::External)
            tags.push_back({ "Engine", setup.enginePath.toStdString() });
    }
    if (!setup.timeControl.isNone())
        tags.push_back({ "TimeControl", toPgnTimeControl(setup.timeControl) });
    return tags;
}

QString gameToPgn(const Game& game, std::vector<PgnTag> tags) {
    // The opening of the line written (start to the current node), in place of any other.
    std::erase_if(
        tags, [](const PgnTag& tag) { return tag.name == "ECO" || tag.name == "Opening"; });
    if (const OpeningEntry* opening = OpeningCatalogue::builtin().classify(game.currentNode())) {
        tags.push_back({ "ECO", opening->eco });
        tags.push_back({ "Opening", opening->name });
    }
    return fromStd(writePgn(game, std::move(tags)));
}

PgnRead readPgnText(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    PgnParseResult parsed = parsePgn(std::string_view(utf8.constData(), size_t(utf8.size())));
    PgnRead read;
    read.games = std::move(parsed.games);
    read.error = std::move(parsed.error);
    return read;
}

PgnRead readPgnFile(const QString& path) {
    PgnRead read;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        read.ioError = QObject::tr("Cannot open %1: %2").arg(path, file.errorString());
        return read;
    }
    if (file.size() > kMaxPgnBytes) {
        read.ioError = QObject::tr("%1 is too large for a PGN file (%2 MiB).")
                           .arg(path)
                           .arg(file.size() / (1024 * 1024));
        return read;
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        read.ioError = QObject::tr("Cannot read %1: %2").arg(path, file.errorString());
        return read;
    }
    // The parser reads bytes, so a file that is not UTF-8 is judged as it is, not mangled.
    PgnParseResult parsed = parsePgn(std::string_view(bytes.constData(), size_t(bytes.size())));
    read.games = std::move(parsed.games);
    read.ranges = std::move(parsed.ranges);
    read.error = std::move(parsed.error);
    read.bytes = std::move(bytes);
    return read;
}

std::optional<QString> writeTextFile(const QString& path, const QString& text) {
    return writeBytesFile(path, text.toUtf8());
}

std::optional<QString> writeBytesFile(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return file.errorString();
    }
    if (!file.commit()) return file.errorString();
    return std::nullopt;
}

QString pgnErrorText(const PgnError& error) {
    return QObject::tr("Line %1, column %2: %3")
        .arg(error.line)
        .arg(error.column)
        .arg(fromStd(error.message));
}

QString pgnGameSummary(const PgnGame& game) {
    return gameListSummary(GameListRow(game, PgnRange {}, true));
}

GameRecord toRecord(const PgnGame& pgn) {
    // Ended as the record says (PgnGame::toGame()): a game won on time stays won on time.
    GameRecord record { pgn.toGame(), {} };
    const Game& game = record.game;

    GameSetup& setup = record.setup;
    Color human = Color::White;
    const QString mode = tagOf(pgn, "Mode");
    if (mode == QLatin1String("VsComputer")) {
        setup.mode = PlayMode::VsComputer;
        if (tagOf(pgn, "HumanColor") == QLatin1String("Black")) human = Color::Black;
        if (const auto level = engine::parseLevel(tagOf(pgn, "Level").toStdString()))
            setup.level = *level;
        // A file must not choose which program runs: only the engine configured in the
        // Engines dialog is taken from the tag; any other falls back to the built-in one.
        QSettings settings;
        if (const QString engine = tagOf(pgn, "Engine");
            !engine.isEmpty() && engine == ExternalEngineConfig::load(settings).path) {
            setup.opponent = Opponent::External;
            setup.enginePath = engine;
            setup.engineName
                = tagOf(pgn, human == Color::White ? "Black" : "White").trimmed().left(80);
        }
    } else {
        setup.mode = PlayMode::HotSeat;
    }
    setup.humanColor = human == Color::White ? ColorChoice::White : ColorChoice::Black;
    // A time control Rochade cannot play (several periods, unknown) loads as no clock.
    if (const Result<TimeControl> tc = parsePgnTimeControl(tagOf(pgn, "TimeControl").toStdString());
        tc.ok())
        setup.timeControl = tc.value();
    // A Chess960 game stays one: its next game (New Game) is offered as Chess960 too.
    setup.chess960 = game.startPosition().isChess960();
    setup.chess960Number = chess960NumberOf(game.startPosition());
    setup.whiteName = enteredName(tagOf(pgn, "White"), setup, human, Color::White);
    setup.blackName = enteredName(tagOf(pgn, "Black"), setup, human, Color::Black);
    return record;
}

bool isResumable(const Game& game) {
    if (game.isOver()) return false;
    return game.ply() > 0 || game.startPosition().hash() != Position::startPosition().hash();
}

bool looksLikeFen(const QString& text) {
    // A FEN's first field holds seven slashes; no PGN token holds three ("1/2-1/2" has two).
    // So a FEN with a mistake elsewhere is still judged as a FEN, and its error is a FEN one.
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('['))) return false;
    const QString first = trimmed.section(QRegularExpression(QStringLiteral("\\s+")), 0, 0);
    return first.count(QLatin1Char('/')) >= 3;
}

bool isGameRecordText(const QString& text) {
    // A move ("Nf3", "e2e4") is one word; a FEN or PGN has several, or a tag or a slash.
    const QString trimmed = text.trimmed();
    return trimmed.contains(QRegularExpression(QStringLiteral("[\\s/\\[]")));
}

QString defaultAutosavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave.pgn"));
}

QStringList recentFiles(QSettings& settings) {
    QStringList list = settings.value(QStringLiteral("files/recent")).toStringList();
    list.removeAll(QString());
    return list.mid(0, kMaxRecentFiles);
}

QStringList addRecentFile(QSettings& settings, const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = recentFiles(settings);
    list.removeAll(absolute);
    list.prepend(absolute);
    list = list.mid(0, kMaxRecentFiles);
    settings.setValue(QStringLiteral("files/recent"), list);
    return list;
}

} // namespace rochade::gui
