// SPDX-License-Identifier: GPL-3.0-or-later
// The bench, match and uci commands: everything that runs the search.
#include "rochade/cli/arguments.h"
#include "rochade/cli/bench.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/elo.h"
#include "rochade/cli/gauntlet.h"
#include "rochade/cli/match.h"
#include "rochade/cli/uci_engine.h"
#include "rochade/cli/uci_session.h"
#include "rochade/cli/xboard_match.h"
#include "rochade/core/game_status.h"

#include <cstdio>

namespace rochade::cli {

namespace {

std::string percent(double fraction) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", fraction * 100.0);
    return buffer;
}

Result<engine::Level> levelArgument(const Arguments& arguments, std::string_view name) {
    const auto text = arguments.value(name);
    if (!text)
        return Error { "--" + std::string(name)
            + " LEVEL is required (Beginner, Novice, Improver, 1..9, Easy, Medium, Hard, Full)" };
    const auto level = engine::parseLevel(*text);
    if (!level)
        return Error { "--" + std::string(name) + ": unknown level '" + *text
            + "' (expected Beginner, Novice, Improver, 1..9, Easy, Medium, Hard or Full)" };
    return *level;
}

void printTally(std::ostream& out, const std::string& firstName, const MatchResult& result) {
    const EloEstimate elo = estimateElo(result.wins, result.draws, result.losses);
    out << "\nResult for " << firstName << ": +" << result.wins << " =" << result.draws << " -"
        << result.losses << " (W/D/L)";
    if (result.aborted > 0) out << ", " << result.aborted << " aborted (not counted)";
    out << '\n';
    if (elo.games == 0) return;
    out << "Score: " << (result.wins + 0.5 * result.draws) << '/' << elo.games << " ("
        << percent(elo.score) << ")\n"
        << "Elo difference: " << formatElo(elo.elo) << " (95% interval " << formatElo(elo.low)
        << " to " << formatElo(elo.high) << ")\n";
    if (result.firstMoves > 0 && result.secondMoves > 0)
        out << "Average time per move: A "
            << result.firstThinkMs / static_cast<std::uint64_t>(result.firstMoves) << " ms, B "
            << result.secondThinkMs / static_cast<std::uint64_t>(result.secondMoves) << " ms\n";
}

/// Writes the games to --pgn if it was given. Returns the exit status.
int writeGames(
    const Arguments& arguments, const MatchResult& result, std::ostream& out, std::ostream& err) {
    const auto pgnPath = arguments.value("pgn");
    if (!pgnPath) return kExitOk;
    std::vector<PgnGame> pgnGames;
    for (const MatchGame& game : result.games)
        pgnGames.push_back(game.pgn);
    auto written = writePgnFile(*pgnPath, pgnGames);
    if (!written) {
        err << "rochade-cli: " << written.error().message << '\n';
        return kExitFailure;
    }
    out << "PGN written to " << *pgnPath << '\n';
    return kExitOk;
}

void printGame(std::ostream& out, const MatchGame& game) {
    out << "Game " << game.number << ": " << game.pgn.tag("White").value_or("?")
        << (game.firstIsWhite ? " (A)" : " (B)") << " - " << game.pgn.tag("Black").value_or("?")
        << (game.firstIsWhite ? " (B)" : " (A)") << "  " << resultString(game.result) << " ("
        << game.reason << ")  [" << game.openingName << "]\n"
        << std::flush;
}

/// An engine as the gauntlet's first line shows it: its given name, or its path and options.
std::ostream& printEngine(std::ostream& out, const std::string& name, const std::string& path,
    const std::vector<std::pair<std::string, std::string>>& engineOptions) {
    if (!name.empty()) return out << name;
    out << path;
    for (const auto& [option, value] : engineOptions)
        out << " [" << option << '=' << value << ']';
    return out;
}

/// The gauntlet's engine-against-engine options: --engine-a (a UCI engine in the level's
/// seat) with its --option-a values, --nodes-a, and the names --name-a and --name-b.
Result<bool> readFirstEngine(const Arguments& arguments, GauntletOptions& options) {
    if (const auto path = arguments.value("engine-a")) {
        if (arguments.has("level") || arguments.has("evaluation"))
            return Error { "--engine-a takes the level's seat: give no --level or --evaluation" };
        options.firstEnginePath = *path;
    }
    for (const std::string& text : arguments.values("option-a")) {
        if (options.firstEnginePath.empty())
            return Error { "--option-a sets an option of --engine-a, which is not given" };
        auto option = parseEngineOption(text);
        if (!option) return option.error();
        options.firstEngineOptions.push_back(std::move(option).value());
    }
    auto firstNodes = arguments.intValue("nodes-a", 1, INT64_MAX, 0);
    if (!firstNodes) return firstNodes.error();
    if (firstNodes.value() > 0 && !arguments.has("nodes"))
        return Error { "--nodes-a is side A's own node count: give --nodes for side B too" };
    options.firstNodes = static_cast<std::uint64_t>(firstNodes.value());
    options.names
        = { arguments.value("name-a").value_or(""), arguments.value("name-b").value_or("") };
    for (const std::string& name : options.names)
        if (name.find_first_of("\"\t\n") != std::string::npos)
            return Error { "a name for the PGN may not hold a quote, tab or line break: '" + name
                + "'" };
    return true;
}

} // namespace

int runBenchCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    auto arguments
        = Arguments::parse(args, ArgumentSpec { { "evaluation", "threads" }, {}, {}, 1 });
    if (!arguments) {
        err << "rochade-cli bench: " << arguments.error().message << '\n';
        return kExitUsage;
    }
    const std::string evaluationName = arguments.value().value("evaluation").value_or("Full");
    const std::optional<engine::EvaluationMode> evaluation
        = engine::parseEvaluationMode(evaluationName);
    if (!evaluation) {
        err << "rochade-cli bench: --evaluation takes Reference or Full, not '" << evaluationName
            << "'\n";
        return kExitUsage;
    }
    const auto threads = arguments.value().intValue("threads", 1, engine::kMaxSearchThreads, 1);
    if (!threads) {
        err << "rochade-cli bench: " << threads.error().message << '\n';
        return kExitUsage;
    }
    int depth = kDefaultBenchDepth;
    if (!arguments.value().positional().empty()) {
        auto parsed
            = parseInteger(arguments.value().positional()[0], 1, engine::kMaxDepth, "depth");
        if (!parsed) {
            err << "rochade-cli bench: " << parsed.error().message << '\n';
            return kExitUsage;
        }
        depth = static_cast<int>(parsed.value());
    }
    const std::size_t count = benchPositions().size();
    const BenchResult result = runBench(
        depth,
        [&](std::size_t i, std::string_view fen, std::uint64_t nodes) {
            out << "Position " << (i + 1) << '/' << count << ": " << nodes << " nodes  " << fen
                << '\n'
                << std::flush;
        },
        kBenchHashMiB, *evaluation, static_cast<int>(threads.value()));
    out << "\nDepth: " << depth << "\nTime (ms): " << result.timeMs
        << "\nNodes/second: " << result.nodesPerSecond << "\nNodes searched: " << result.nodes
        << '\n';
    return kExitOk;
}

int runMatchCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "white", "black", "games", "openings", "pgn", "seed", "max-plies",
                                  "depth", "nodes", "movetime-ms", "hash", "name-a", "name-b",
                                  "threads" },
        {}, {}, 0 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli match: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    const auto fail = [&](const Error& error) {
        err << "rochade-cli match: " << error.message << '\n';
        return kExitUsage;
    };

    MatchOptions options;
    auto first = levelArgument(arguments, "white");
    if (!first) return fail(first.error());
    auto second = levelArgument(arguments, "black");
    if (!second) return fail(second.error());
    options.first = first.value();
    options.second = second.value();

    auto games = arguments.intValue("games", 1, 100000, 2);
    auto seed = arguments.intValue("seed", 0, 0xFFFFFFFFLL, 1);
    auto maxPlies = arguments.intValue("max-plies", 1, 10000, 300);
    auto depth = arguments.intValue("depth", 0, engine::kMaxDepth, 0);
    auto nodes = arguments.intValue("nodes", 0, INT64_MAX, 0);
    auto moveTime = arguments.intValue("movetime-ms", 0, 3600000, 0);
    auto hash = arguments.intValue("hash", 1, UciSession::kMaxHashMiB, 16);
    auto threads = arguments.intValue("threads", 1, engine::kMaxSearchThreads, 1);
    for (const auto* value :
        { &games, &seed, &maxPlies, &depth, &nodes, &moveTime, &hash, &threads }) {
        if (!*value) return fail(value->error());
    }
    options.games = static_cast<int>(games.value());
    options.seed = static_cast<std::uint32_t>(seed.value());
    options.maxPlies = static_cast<int>(maxPlies.value());
    options.limits.depth = static_cast<int>(depth.value());
    options.limits.nodes = static_cast<std::uint64_t>(nodes.value());
    options.limits.moveTimeMs = static_cast<int>(moveTime.value());
    options.hashMiB = static_cast<std::size_t>(hash.value());
    options.threads = static_cast<int>(threads.value());
    if (const auto file = arguments.value("openings")) {
        auto openings = loadOpenings(*file);
        if (!openings) return fail(openings.error());
        options.openings = std::move(openings).value();
    }

    options.names
        = { arguments.value("name-a").value_or(""), arguments.value("name-b").value_or("") };
    const std::string firstName = options.names[0].empty()
        ? std::string(engine::levelLabel(options.first))
        : options.names[0];
    const std::string secondName = options.names[1].empty()
        ? std::string(engine::levelLabel(options.second))
        : options.names[1];
    out << "Match: " << firstName << " (A) vs " << secondName << " (B), " << options.games
        << " games\n"
        << std::flush;
    const MatchResult result
        = playMatch(options, [&](const MatchGame& game) { printGame(out, game); });

    printTally(out, "A (" + firstName + ")", result);
    return writeGames(arguments, result, out, err);
}

int runLadderCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "from", "to", "games", "seed", "max-plies", "hash" }, {}, {}, 0 };
    auto parsed = Arguments::parse(args, spec);
    const auto fail = [&](const Error& error) {
        err << "rochade-cli ladder: " << error.message << '\n';
        return kExitUsage;
    };
    if (!parsed) return fail(parsed.error());
    const Arguments& arguments = parsed.value();
    constexpr auto kTop = static_cast<std::int64_t>(engine::kLadder.size());
    auto from = arguments.intValue("from", 1, kTop - 1, 1);
    auto to = arguments.intValue("to", 2, kTop, kTop);
    auto games = arguments.intValue("games", 1, 100000, 40);
    auto seed = arguments.intValue("seed", 0, 0xFFFFFFFFLL, 1);
    auto maxPlies = arguments.intValue("max-plies", 1, 10000, 300);
    auto hash = arguments.intValue("hash", 1, UciSession::kMaxHashMiB, 16);
    for (const auto* value : { &from, &to, &games, &seed, &maxPlies, &hash }) {
        if (!*value) return fail(value->error());
    }
    if (from.value() >= to.value())
        return fail(Error { "--from must be below --to (levels 1..9)" });

    // One row per adjacent pair, from the upper level's view, as docs/levels.md shows them.
    out << "| pair | games | upper level's result | upper level's score | Elo difference (95%) |\n"
        << "|---|---|---|---|---|\n"
        << std::flush;
    for (auto lower = from.value(); lower < to.value(); ++lower) {
        MatchOptions options;
        options.first = engine::kLadder[static_cast<std::size_t>(lower - 1)];
        options.second = engine::kLadder[static_cast<std::size_t>(lower)];
        options.games = static_cast<int>(games.value());
        options.seed = static_cast<std::uint32_t>(seed.value());
        options.maxPlies = static_cast<int>(maxPlies.value());
        options.hashMiB = static_cast<std::size_t>(hash.value());
        const MatchResult result = playMatch(options, [](const MatchGame&) {});
        const EloEstimate elo = estimateElo(result.losses, result.draws, result.wins);
        out << "| " << lower << " v " << lower + 1 << " | " << elo.games << " | +" << result.losses
            << " =" << result.draws << " -" << result.wins << " | " << percent(elo.score) << " | "
            << formatElo(elo.elo) << " (" << formatElo(elo.low) << " to " << formatElo(elo.high)
            << ") |\n"
            << std::flush;
    }
    return kExitOk;
}

int runUciCommand(
    std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err) {
    if (!args.empty()) {
        err << "rochade-cli uci: unexpected argument '" << args[0] << "'\n";
        return kExitUsage;
    }
    return runUci(in, out);
}

int runXmatchCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "engine", "level", "games", "movetime-ms", "engine-st", "openings",
                                  "pgn", "seed", "max-plies", "hash" },
        {}, {}, 0 };
    auto parsed = Arguments::parse(args, spec);
    const auto fail = [&](const Error& error) {
        err << "rochade-cli xmatch: " << error.message << '\n';
        return kExitUsage;
    };
    if (!parsed) return fail(parsed.error());
    const Arguments& arguments = parsed.value();

    XboardMatchOptions options;
    const auto enginePath = arguments.value("engine");
    if (!enginePath)
        return fail(
            Error { "--engine PATH is required (an xboard engine, e.g. /usr/games/fairymax)" });
    options.enginePath = *enginePath;
    if (arguments.has("level")) {
        auto level = levelArgument(arguments, "level");
        if (!level) return fail(level.error());
        options.level = level.value();
    }
    auto games = arguments.intValue("games", 1, 100000, 2);
    auto moveTime = arguments.intValue("movetime-ms", 100, 3600000, 1000);
    auto seed = arguments.intValue("seed", 0, 0xFFFFFFFFLL, 1);
    auto maxPlies = arguments.intValue("max-plies", 1, 10000, 300);
    auto hash = arguments.intValue("hash", 1, UciSession::kMaxHashMiB, 64);
    auto engineSt = arguments.intValue("engine-st", 0, 3600, 0);
    for (const auto* value : { &games, &moveTime, &seed, &maxPlies, &hash, &engineSt }) {
        if (!*value) return fail(value->error());
    }
    options.games = static_cast<int>(games.value());
    options.moveTimeMs = static_cast<int>(moveTime.value());
    options.seed = static_cast<std::uint32_t>(seed.value());
    options.maxPlies = static_cast<int>(maxPlies.value());
    options.engineStSeconds = static_cast<int>(engineSt.value());
    options.hashMiB = static_cast<std::size_t>(hash.value());
    if (const auto file = arguments.value("openings")) {
        auto openings = loadOpenings(*file);
        if (!openings) return fail(openings.error());
        options.openings = std::move(openings).value();
    }

    const std::string ourName(engine::levelLabel(options.level));
    out << "Match: Rochade " << ourName << " (A) vs " << options.enginePath << " (B), "
        << options.games << " games, " << options.moveTimeMs << " ms per move\n"
        << std::flush;
    auto result = playXboardMatch(options, [&](const MatchGame& game) { printGame(out, game); });
    if (!result) return fail(result.error());
    printTally(out, "A (Rochade " + ourName + ")", result.value());
    return writeGames(arguments, result.value(), out, err);
}

int runGauntletCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    ArgumentSpec spec { { "engine", "level", "games", "tc", "movetime-ms", "nodes", "openings",
                            "pgn", "seed", "max-plies", "hash", "clock-margin-ms", "evaluation",
                            "protocol", "engine-a", "nodes-a", "name-a", "name-b", "threads" },
        {}, {}, 0, { "option", "option-a" } };
    auto parsed = Arguments::parse(args, spec);
    const auto fail = [&](const Error& error) {
        err << "rochade-cli gauntlet: " << error.message << '\n';
        return kExitUsage;
    };
    if (!parsed) return fail(parsed.error());
    const Arguments& arguments = parsed.value();

    GauntletOptions options;
    const auto enginePath = arguments.value("engine");
    if (!enginePath)
        return fail(
            Error { "--engine PATH is required (a UCI engine, e.g. /usr/games/stockfish)" });
    options.enginePath = *enginePath;
    for (const std::string& text : arguments.values("option")) {
        auto option = parseEngineOption(text);
        if (!option) return fail(option.error());
        options.engineOptions.push_back(std::move(option).value());
    }
    if (arguments.has("level")) {
        auto level = levelArgument(arguments, "level");
        if (!level) return fail(level.error());
        options.level = level.value();
    }
    if (auto firstSide = readFirstEngine(arguments, options); !firstSide)
        return fail(firstSide.error());
    if (const auto text = arguments.value("protocol")) {
        if (*text != "uci" && *text != "xboard")
            return fail(Error { "--protocol: expected uci or xboard, got '" + *text + "'" });
        options.protocol = *text == "xboard" ? EngineProtocol::Xboard : EngineProtocol::Uci;
    }
    if (const auto text = arguments.value("evaluation")) {
        const auto mode = engine::parseEvaluationMode(*text);
        if (!mode)
            return fail(Error { "--evaluation: expected Reference or Full, got '" + *text + "'" });
        options.evaluation = *mode;
    }
    const int limitKinds = static_cast<int>(arguments.has("tc"))
        + static_cast<int>(arguments.has("movetime-ms")) + static_cast<int>(arguments.has("nodes"));
    if (limitKinds > 1) return fail(Error { "give only one of --tc, --movetime-ms and --nodes" });
    auto games = arguments.intValue("games", 1, 100000, 2);
    auto moveTime = arguments.intValue("movetime-ms", 10, 3600000, 1000);
    auto nodes = arguments.intValue("nodes", 0, INT64_MAX, 0);
    auto seed = arguments.intValue("seed", 0, 0xFFFFFFFFLL, 1);
    auto maxPlies = arguments.intValue("max-plies", 1, 10000, 300);
    auto hash = arguments.intValue("hash", 1, UciSession::kMaxHashMiB, 64);
    auto margin = arguments.intValue("clock-margin-ms", 0, 60000, 100);
    auto threads = arguments.intValue("threads", 1, engine::kMaxSearchThreads, 1);
    for (const auto* value :
        { &games, &moveTime, &nodes, &seed, &maxPlies, &hash, &margin, &threads }) {
        if (!*value) return fail(value->error());
    }
    std::string conditions;
    if (const auto tc = arguments.value("tc")) {
        auto limits = parseTimeControl(*tc);
        if (!limits) return fail(limits.error());
        options.limits = limits.value();
        conditions = "time control " + *tc;
    } else if (nodes.value() > 0) {
        options.limits = { 0, 0, 0, static_cast<std::uint64_t>(nodes.value()) };
        conditions = std::to_string(nodes.value()) + " nodes per move";
    } else {
        options.limits = { 0, 0, static_cast<int>(moveTime.value()), 0 };
        conditions = std::to_string(moveTime.value()) + " ms per move";
    }
    options.games = static_cast<int>(games.value());
    options.seed = static_cast<std::uint32_t>(seed.value());
    options.maxPlies = static_cast<int>(maxPlies.value());
    options.hashMiB = static_cast<std::size_t>(hash.value());
    options.clockMarginMs = static_cast<int>(margin.value());
    options.threads = static_cast<int>(threads.value());
    if (const auto file = arguments.value("openings")) {
        auto openings = loadOpenings(*file);
        if (!openings) return fail(openings.error());
        options.openings = std::move(openings).value();
    }

    const std::string ourName = options.names[0].empty()
        ? "Rochade " + engine::levelLabel(options.level)
        : options.names[0];
    out << "Gauntlet: ";
    if (options.firstEnginePath.empty())
        out << ourName << " (" << engine::evaluationModeName(options.evaluation)
            << " evaluation, A)";
    else
        printEngine(out, options.names[0], options.firstEnginePath, options.firstEngineOptions)
            << " (A)";
    printEngine(out << " vs ", options.names[1], options.enginePath, options.engineOptions)
        << " (B), " << options.games << " games, " << conditions << '\n'
        << std::flush;
    auto result = playGauntlet(options, [&](const MatchGame& game) { printGame(out, game); });
    if (!result) return fail(result.error());
    printTally(out,
        "A ("
            + (options.firstEnginePath.empty() || !options.names[0].empty()
                    ? ourName
                    : options.firstEnginePath)
            + ")",
        result.value());
    return writeGames(arguments, result.value(), out, err);
}

} // namespace rochade::cli
