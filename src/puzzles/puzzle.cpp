// SPDX-License-Identifier: GPL-3.0-or-later
// Goals as lichess's practice studies write them in the Termination tag.
#include "rochade/puzzles/puzzle.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace rochade::puzzles {

namespace {

std::string lowerTrimmedGoal(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

/// A whole number, with an optional sign; nullopt for anything else.
std::optional<int> goalNumber(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc {} || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

/// "N" after `prefix` and before the end, N at least 1 and at most `limit`.
std::optional<int> goalMoveCount(std::string_view text, std::string_view prefix) {
    if (!text.starts_with(prefix)) return std::nullopt;
    const std::optional<int> n = goalNumber(text.substr(prefix.size()));
    if (!n || *n < 1 || *n > 200 || text[prefix.size()] == '+') return std::nullopt;
    return n;
}

/// "+400cp" or "-500cp": the centipawns.
std::optional<int> goalCentipawns(std::string_view text) {
    if (!text.ends_with("cp") || text.size() < 3 || (text[0] != '+' && text[0] != '-'))
        return std::nullopt;
    return goalNumber(text.substr(0, text.size() - 2));
}

} // namespace

Result<PuzzleGoal> parsePuzzleGoal(std::string_view text) {
    const std::string goal = lowerTrimmedGoal(text);
    PuzzleGoal result;
    result.text = std::string(text);
    const auto unknown = [&] { return Error { "unknown goal '" + std::string(text) + "'" }; };
    if (const auto n = goalMoveCount(goal, "mate in ")) {
        result.kind = GoalKind::Mate;
        result.moves = *n;
        return result;
    }
    if (const auto n = goalMoveCount(goal, "draw in ")) {
        result.kind = GoalKind::Draw;
        result.moves = *n;
        return result;
    }
    if (const auto n = goalMoveCount(goal, "equalize in ")) {
        result.kind = GoalKind::Equalize;
        result.moves = *n;
        return result;
    }
    if (goal.starts_with("promotion with ")) {
        const auto cp = goalCentipawns(std::string_view(goal).substr(15));
        if (!cp) return unknown();
        result.kind = GoalKind::Promotion;
        result.whiteCp = *cp;
        return result;
    }
    // "+400cp in 3"
    const std::size_t in = goal.find(" in ");
    if (in == std::string::npos) return unknown();
    const auto cp = goalCentipawns(std::string_view(goal).substr(0, in));
    const auto n = goalMoveCount(std::string_view(goal).substr(in), " in ");
    if (!cp || !n) return unknown();
    result.kind = GoalKind::Score;
    result.whiteCp = *cp;
    result.moves = *n;
    return result;
}

std::string goalText(const PuzzleGoal& goal) {
    const std::string moves = std::to_string(goal.moves);
    const std::string cp = (goal.whiteCp >= 0 ? "+" : "") + std::to_string(goal.whiteCp) + "cp";
    switch (goal.kind) {
    case GoalKind::Mate:
        return "mate in " + moves;
    case GoalKind::Score:
        return cp + " in " + moves;
    case GoalKind::Draw:
        return "draw in " + moves;
    case GoalKind::Equalize:
        return "equalize in " + moves;
    case GoalKind::Promotion:
        return "promotion with " + cp;
    }
    return goal.text;
}

} // namespace rochade::puzzles
