// SPDX-License-Identifier: GPL-3.0-or-later
// The profile command: a level's error profile, judged by an outside UCI engine.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/pgn_writer.h"
#include "rochade/cli/profile.h"
#include "rochade/cli/uci_session.h"

namespace rochade::cli {

namespace {

Result<engine::Level> profileLevelArgument(const Arguments& arguments, std::string_view name) {
    const auto text = arguments.value(name);
    if (!text)
        return Error { "--" + std::string(name)
            + " LEVEL is required (Beginner, 1..9, Easy, Medium, Hard, Full)" };
    const auto level = engine::parseLevel(*text);
    if (!level)
        return Error { "--" + std::string(name) + ": unknown level '" + *text
            + "' (expected Beginner, 1..9, Easy, Medium, Hard or Full)" };
    return *level;
}

} // namespace

int runProfileCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "level", "opponent", "games", "judge", "depth", "seed", "max-plies",
                                  "nodes", "hash", "pgn" },
        {}, {}, 0 };
    auto parsed = Arguments::parse(args, spec);
    const auto fail = [&](const Error& error) {
        err << "rochade-cli profile: " << error.message << '\n';
        return kExitUsage;
    };
    if (!parsed) return fail(parsed.error());
    const Arguments& arguments = parsed.value();

    ProfileOptions options;
    auto level = profileLevelArgument(arguments, "level");
    if (!level) return fail(level.error());
    options.level = level.value();
    if (arguments.has("opponent")) {
        auto opponent = profileLevelArgument(arguments, "opponent");
        if (!opponent) return fail(opponent.error());
        options.opponent = opponent.value();
    }
    const auto judge = arguments.value("judge");
    if (!judge)
        return fail(Error { "--judge PATH is required (a UCI engine, e.g. /usr/games/stockfish)" });
    options.judgePath = *judge;
    auto games = arguments.intValue("games", 1, 100000, 20);
    auto depth = arguments.intValue("depth", 1, 60, 14);
    auto seed = arguments.intValue("seed", 0, 0xFFFFFFFFLL, 1);
    auto maxPlies = arguments.intValue("max-plies", 1, 10000, 200);
    auto nodes = arguments.intValue("nodes", 0, INT64_MAX, 0);
    auto hash = arguments.intValue("hash", 1, UciSession::kMaxHashMiB, 16);
    for (const auto* value : { &games, &depth, &seed, &maxPlies, &nodes, &hash }) {
        if (!*value) return fail(value->error());
    }
    options.games = static_cast<int>(games.value());
    options.judgeDepth = static_cast<int>(depth.value());
    options.seed = static_cast<std::uint32_t>(seed.value());
    options.maxPlies = static_cast<int>(maxPlies.value());
    options.perMove.nodes = static_cast<std::uint64_t>(nodes.value());
    options.hashMiB = static_cast<std::size_t>(hash.value());

    const std::string name = engine::levelLabel(options.level);
    int judgedMoves = 0;
    auto profiled = playAndJudge(options, [&](const ProfiledGame& game) {
        judgedMoves += static_cast<int>(game.moves.size());
        // Progress on stderr: stdout holds only the figures and the summary.
        err << "game " << game.game.number << ": " << resultString(game.game.result) << " ("
            << game.game.reason << "), " << game.moves.size() << " moves judged\n"
            << std::flush;
    });
    if (!profiled) return fail(profiled.error());

    std::vector<std::vector<JudgedMove>> judged;
    std::vector<PgnGame> pgnGames;
    for (const ProfiledGame& game : profiled.value()) {
        judged.push_back(game.moves);
        pgnGames.push_back(game.game.pgn);
    }
    const int sidesPerGame = options.opponent ? 1 : 2; // self-play judges both sides
    for (const ProfileFigure& figure : profileFigures(judged, options.seed, sidesPerGame))
        out << formatProfileFigure(figure) << '\n';
    out << "# profile " << name << ": " << judged.size() << " games, " << judgedMoves
        << " moves judged\n";
    if (const auto pgnPath = arguments.value("pgn")) {
        auto written = writePgnFile(*pgnPath, pgnGames);
        if (!written) {
            err << "rochade-cli profile: " << written.error().message << '\n';
            return kExitFailure;
        }
    }
    return kExitOk;
}

} // namespace rochade::cli
