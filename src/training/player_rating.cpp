// SPDX-License-Identifier: GPL-3.0-or-later
// The player's rating against the levels: Glicko-2 a game at a time, the text file, the
// suggested level.
#include "rochade/training/player_rating.h"
#include "rochade/training/durable_file.h"
#include "rochade/training/practice_card.h" // isoDate(), parseIsoDate()

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <system_error>

namespace rochade::training {

namespace {

/// The first line of the file: what it is and the version of its format.
constexpr std::string_view kRatingFileHeader = "rochade-player-rating\t1";

constexpr std::array<Experience, 3> kExperiences { Experience::NewToChess, Experience::Casual,
    Experience::Club };

/// A double as the shortest text that reads back as the same double.
std::string exactNumber(double value) {
    std::array<char, 32> buffer {};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    (void)error; // 32 characters hold any double's shortest form
    return std::string(buffer.data(), end);
}

std::optional<double> parseNumber(std::string_view text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc {} || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::vector<std::string_view> splitTabs(std::string_view line) {
    std::vector<std::string_view> fields;
    while (true) {
        const std::size_t tab = line.find('\t');
        fields.push_back(line.substr(0, tab));
        if (tab == std::string_view::npos) return fields;
        line.remove_prefix(tab + 1);
    }
}

/// A rating's three numbers from `fields[from..from+2]`, each within what a rating can be.
std::optional<Glicko2Rating> parseRatingFields(
    const std::vector<std::string_view>& fields, std::size_t from) {
    const auto rating = parseNumber(fields[from]);
    const auto deviation = parseNumber(fields[from + 1]);
    const auto volatility = parseNumber(fields[from + 2]);
    if (!rating || !deviation || !volatility) return std::nullopt;
    if (*rating < -1000 || *rating > 5000 || *deviation <= 0 || *deviation > 1000
        || *volatility <= 0 || *volatility > 1)
        return std::nullopt;
    return Glicko2Rating { *rating, *deviation, *volatility };
}

std::optional<Experience> parseExperience(std::string_view text) {
    for (Experience e : kExperiences)
        if (text == experienceTag(e)) return e;
    return std::nullopt;
}

Error lineError(std::size_t lineNumber, const std::string& what) {
    return Error { "line " + std::to_string(lineNumber) + ": " + what };
}

/// One "game" line's fields after the word "game", or why not.
Result<RatedGame> parseGameFields(const std::vector<std::string_view>& fields) {
    if (fields.size() != 9)
        return Error { "a game has 8 fields, this line has " + std::to_string(fields.size() - 1) };
    RatedGame game;
    const auto date = parseIsoDate(fields[1]);
    if (!date) return Error { "the date '" + std::string(fields[1]) + "' is no YYYY-MM-DD date" };
    game.date = *date;
    const auto level = engine::parseLevel(fields[2]);
    if (!level) return Error { "no level is called '" + std::string(fields[2]) + "'" };
    game.level = *level;
    const auto opponent = parseNumber(fields[3]);
    const auto opponentDeviation = parseNumber(fields[4]);
    if (!opponent || !opponentDeviation || *opponentDeviation <= 0)
        return Error { "the opponent's rating is not a rating" };
    game.opponentRating = *opponent;
    game.opponentDeviation = *opponentDeviation;
    const auto score = parseNumber(fields[5]);
    if (!score || (*score != 0.0 && *score != 0.5 && *score != 1.0))
        return Error { "the score '" + std::string(fields[5]) + "' is not 1, 0.5 or 0" };
    game.score = *score;
    const auto after = parseRatingFields(fields, 6);
    if (!after) return Error { "the rating after the game is not a rating" };
    game.after = *after;
    return game;
}

} // namespace

Glicko2Rating startingRating(Experience experience) {
    switch (experience) {
    case Experience::NewToChess:
        return { 600.0, 350.0, 0.06 };
    case Experience::Casual:
        break;
    case Experience::Club:
        return { 1600.0, 350.0, 0.06 };
    }
    return { 1200.0, 350.0, 0.06 };
}

Glicko2Rating levelAsOpponent(engine::Level level) {
    return { double(engine::levelElo(level)), kLevelDeviation, 0.06 };
}

PlayerRating::PlayerRating(Experience experience)
    : m_experience(experience) {
}

Glicko2Rating PlayerRating::current() const {
    return m_games.empty() ? start() : m_games.back().after;
}

const RatedGame& PlayerRating::recordGame(
    engine::Level level, double score, std::chrono::sys_days date) {
    return recordGame(level, levelAsOpponent(level), score, date);
}

const RatedGame& PlayerRating::recordGame(
    engine::Level level, const Glicko2Rating& opponent, double score, std::chrono::sys_days date) {
    const Glicko2Game game { opponent.rating, opponent.deviation, score };
    RatedGame rated;
    rated.date = date;
    rated.level = level;
    rated.opponentRating = opponent.rating;
    rated.opponentDeviation = opponent.deviation;
    rated.score = score;
    rated.after = ratePeriod(current(), std::span(&game, 1));
    m_games.push_back(rated);
    return m_games.back();
}

void PlayerRating::appendRecordedGame(const RatedGame& game) {
    m_games.push_back(game);
}

engine::Level suggestedLevel(double rating) {
    // Nearest by the level table's own figures; levelForElo() keeps the weaker on a tie.
    return engine::levelForElo(int(std::lround(rating)));
}

std::string_view experienceTag(Experience experience) {
    switch (experience) {
    case Experience::NewToChess:
        return "new";
    case Experience::Casual:
        break;
    case Experience::Club:
        return "club";
    }
    return "casual";
}

std::string formatPlayerRating(const PlayerRating& rating) {
    std::string text;
    text += kRatingFileHeader;
    text += '\n';
    text += "# The player's rating against Rochade's levels (Glicko-2), one rated game a line:\n"
            "# date, level, its figure and deviation, the score, the rating, deviation and "
            "volatility after it.\n";
    text += "start\t";
    text += experienceTag(rating.experience());
    text += '\n';
    for (const RatedGame& game : rating.games()) {
        const std::string_view level = engine::levelTag(game.level);
        text += "game\t" + isoDate(game.date) + '\t' + std::string(level) + '\t'
            + exactNumber(game.opponentRating) + '\t' + exactNumber(game.opponentDeviation) + '\t'
            + exactNumber(game.score) + '\t' + exactNumber(game.after.rating) + '\t'
            + exactNumber(game.after.deviation) + '\t' + exactNumber(game.after.volatility) + '\n';
    }
    text += "end\n";
    return text;
}

Result<PlayerRating> parsePlayerRating(std::string_view text) {
    // Every line ends with '\n' and the last is "end": a file cut short anywhere is refused.
    std::size_t lineNumber = 0;
    std::optional<PlayerRating> rating;
    bool ended = false;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        if (newline == std::string_view::npos)
            return lineError(lineNumber + 1, "the file ends in the middle of a line");
        const std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline + 1);
        ++lineNumber;
        if (ended) return lineError(lineNumber, "there is more after the 'end' line");
        if (lineNumber == 1) {
            if (line != kRatingFileHeader) return lineError(1, "this is not a Rochade rating file");
            continue;
        }
        if (line.empty() || line.front() == '#') continue;
        const std::vector<std::string_view> fields = splitTabs(line);
        if (!rating) {
            if (fields.size() != 2 || fields[0] != "start")
                return lineError(lineNumber, "expected the 'start' line");
            const auto experience = parseExperience(fields[1]);
            if (!experience)
                return lineError(lineNumber, "unknown start '" + std::string(fields[1]) + "'");
            rating.emplace(*experience);
        } else if (fields[0] == "game") {
            Result<RatedGame> game = parseGameFields(fields);
            if (!game) return lineError(lineNumber, game.error().message);
            if (!rating->games().empty() && game.value().date < rating->games().back().date)
                return lineError(lineNumber, "a game dated before the game above it");
            rating->appendRecordedGame(game.value());
        } else if (fields.size() == 1 && fields[0] == "end") {
            ended = true;
        } else {
            return lineError(lineNumber, "unknown line '" + std::string(fields[0]) + "'");
        }
    }
    if (!ended)
        return lineError(lineNumber + 1, "the 'end' line is missing: the file is cut short");
    if (!rating) return Error { "the 'start' line is missing" };
    return *rating;
}

Result<PlayerRating> readPlayerRatingFile(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return Error { "cannot read '" + path + "'" };
    const std::string text { std::istreambuf_iterator<char>(file), {} };
    if (file.bad()) return Error { "cannot read '" + path + "'" };
    Result<PlayerRating> rating = parsePlayerRating(text);
    if (!rating) return Error { "'" + path + "', " + rating.error().message };
    return rating;
}

Result<bool> writePlayerRatingFile(const PlayerRating& rating, const std::string& path) {
    return writeFileAtomically(path, formatPlayerRating(rating));
}

} // namespace rochade::training
