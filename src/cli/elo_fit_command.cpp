// SPDX-License-Identifier: GPL-3.0-or-later
// The elo-fit command: one rating for every player of the games in PGN files (the output of
// match and gauntlet), by the maximum-likelihood fit, anchored at one player.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/elo_fit.h"
#include "rochade/cli/text_file.h"
#include "rochade/core/pgn.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace rochade::cli {

namespace {

/// The players and their pairwise results, as the games are read.
class FitTable {
public:
    std::size_t playerIndex(const std::string& name) {
        const auto [it, added] = m_index.try_emplace(name, m_input.players.size());
        if (added) m_input.players.push_back(name);
        return it->second;
    }
    /// A finished game; `whiteScore` 1, 0.5 or 0.
    void add(const std::string& white, const std::string& black, double whiteScore) {
        const std::size_t w = playerIndex(white);
        const std::size_t b = playerIndex(black);
        m_input.results.push_back({ w, b, whiteScore == 1.0 ? 1 : 0, whiteScore == 0.5 ? 1 : 0,
            whiteScore == 0.0 ? 1 : 0 });
        ++m_games;
    }
    std::optional<std::size_t> find(const std::string& name) const {
        const auto it = m_index.find(name);
        if (it == m_index.end()) return std::nullopt;
        return it->second;
    }
    EloFitInput& input() { return m_input; }
    int games() const { return m_games; }

private:
    EloFitInput m_input;
    std::map<std::string, std::size_t, std::less<>> m_index;
    int m_games = 0;
};

/// White's score for a PGN result marker; nullopt for "*" (not finished).
std::optional<double> whiteScoreOf(const std::string& result) {
    if (result == "1-0") return 1.0;
    if (result == "0-1") return 0.0;
    if (result == "1/2-1/2") return 0.5;
    return std::nullopt;
}

/// A player's name as a PGN tag gives it; "?" and empty mean unknown.
std::optional<std::string> playerName(const PgnGame& game, std::string_view tag) {
    std::optional<std::string> name = game.tag(tag);
    if (!name || name->empty() || *name == "?") return std::nullopt;
    return tabSeparatedField(std::move(*name));
}

/// Reads the games of `path` into `table`. Errors and skipped games go to `err`; false if
/// the file cannot be read.
bool readGames(const std::string& path, FitTable& table, int& skipped, std::ostream& err) {
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(path, ec)) in.open(path, std::ios::binary);
    if (!in.is_open()) {
        err << "rochade-cli elo-fit: cannot open '" << path << "'\n";
        return false;
    }
    PgnReader reader(in);
    std::size_t errorsShown = 0;
    int number = 0;
    while (const std::optional<PgnGame> game = reader.next()) {
        ++number;
        for (; errorsShown < reader.errors().size(); ++errorsShown) {
            const PgnError& e = reader.errors()[errorsShown];
            err << path << ':' << e.line << ':' << e.column << ": " << e.message << '\n';
        }
        // A comment standing alone between games reads as a game without tags or moves.
        if (game->tags.empty() && game->game.root().childCount() == 0) continue;
        const auto white = playerName(*game, "White");
        const auto black = playerName(*game, "Black");
        const auto score = whiteScoreOf(game->result);
        const char* why = !reader.lastGameComplete() ? "has an error"
            : !white || !black                       ? "names no player"
            : *white == *black                       ? "has one player on both sides"
            : !score                                 ? "is not finished"
                                                     : nullptr;
        if (why) {
            err << path << ": game " << number << " (" << white.value_or("?") << " - "
                << black.value_or("?") << ") " << why << ": skipped\n";
            ++skipped;
            continue;
        }
        table.add(*white, *black, *score);
    }
    if (in.bad()) {
        err << "rochade-cli elo-fit: cannot read '" << path << "'\n";
        return false;
    }
    return true;
}

/// Parses a whole decimal number such as "1350" or "-35.5".
std::optional<double> parseNumber(std::string_view text) {
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string formatRating(double elo) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", elo);
    return buffer;
}

} // namespace

int runEloFitCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "anchor", "prior-draws" }, {}, {}, 100000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli elo-fit: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    if (arguments.positional().empty()) {
        err << "rochade-cli elo-fit: no PGN file given\n";
        return kExitUsage;
    }
    // --anchor NAME=ELO: the name may hold '=' itself, the rating is after the last one.
    std::optional<std::string> anchorName;
    double anchorElo = 0.0;
    if (const auto anchor = arguments.value("anchor")) {
        const std::size_t equals = anchor->rfind('=');
        const auto elo = equals == std::string::npos
            ? std::nullopt
            : parseNumber(std::string_view(*anchor).substr(equals + 1));
        if (!elo || equals == 0) {
            err << "rochade-cli elo-fit: --anchor takes NAME=ELO, e.g. 'Stockfish 1350=1350', "
                   "got '"
                << *anchor << "'\n";
            return kExitUsage;
        }
        anchorName = anchor->substr(0, equals);
        anchorElo = *elo;
    }
    double priorDraws = 0.0;
    if (const auto prior = arguments.value("prior-draws")) {
        const auto value = parseNumber(*prior);
        if (!value || *value < 0.0) {
            err << "rochade-cli elo-fit: --prior-draws takes a number of draws >= 0, got '"
                << *prior << "'\n";
            return kExitUsage;
        }
        priorDraws = *value;
    }

    FitTable table;
    int skipped = 0;
    for (const std::string& path : arguments.positional())
        if (!readGames(path, table, skipped, err)) return kExitUsage;
    if (table.games() == 0) {
        err << "rochade-cli elo-fit: no finished game between two named players\n";
        return kExitUsage;
    }
    EloFitInput& input = table.input();
    // Without --anchor the first player read is the anchor, at 0.
    if (anchorName) {
        const auto index = table.find(*anchorName);
        if (!index) {
            err << "rochade-cli elo-fit: the anchor '" << *anchorName << "' played no game\n";
            return kExitUsage;
        }
        input.anchor = *index;
    }
    input.anchorElo = anchorElo;
    input.priorDraws = priorDraws;
    const auto fit = fitElo(input);
    if (!fit) {
        err << "rochade-cli elo-fit: " << fit.error().message;
        if (fit.error().message.starts_with("no finite"))
            err << " (--prior-draws 2 adds BayesElo's prior: two virtual draws a pairing)";
        err << '\n';
        return kExitUsage;
    }

    // Strongest first; equal ratings by name, so the output is the same on every run.
    std::vector<std::size_t> order(input.players.size());
    std::iota(order.begin(), order.end(), 0);
    const std::vector<FittedElo>& ratings = fit.value();
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (ratings[a].elo != ratings[b].elo) return ratings[a].elo > ratings[b].elo;
        return input.players[a] < input.players[b];
    });
    for (const std::size_t k : order)
        out << input.players[k] << '\t' << formatRating(ratings[k].elo) << '\t'
            << formatRating(ratings[k].low) << '\t' << formatRating(ratings[k].high) << '\t'
            << ratings[k].games << '\n';
    out << "# " << input.players.size() << " players, " << table.games() << " games, " << skipped
        << " skipped; anchor " << input.players[input.anchor] << " = "
        << formatRating(input.anchorElo) << "; 95 % intervals relative to the anchor";
    if (priorDraws > 0.0) out << "; prior " << priorDraws << " draws a pairing";
    out << '\n';
    return kExitOk;
}

} // namespace rochade::cli
