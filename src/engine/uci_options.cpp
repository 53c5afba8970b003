// SPDX-License-Identifier: GPL-3.0-or-later
// The "option" line read and written, and the table of the options Rochade speaks of.
#include "rochade/engine/uci_options.h"

#include "rochade/engine/level.h"
#include "rochade/engine/search.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <limits>
#include <utility>

namespace rochade::engine {

namespace {

constexpr std::array<std::pair<UciOptionType, std::string_view>, 5> kUciOptionTypeNames { {
    { UciOptionType::Check, "check" },
    { UciOptionType::Spin, "spin" },
    { UciOptionType::Combo, "combo" },
    { UciOptionType::Button, "button" },
    { UciOptionType::String, "string" },
} };

std::optional<UciOptionType> uciOptionTypeNamed(std::string_view word) {
    for (const auto& [type, name] : kUciOptionTypeNames)
        if (name == word) return type;
    return std::nullopt;
}

std::string_view uciOptionTypeName(UciOptionType type) {
    for (const auto& [t, name] : kUciOptionTypeNames)
        if (t == type) return name;
    return "button";
}

bool isUciOptionKeyword(std::string_view word) {
    return word == "default" || word == "min" || word == "max" || word == "var";
}

std::optional<std::int64_t> uciOptionInteger(std::string_view text) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::string joinedUciWords(
    const std::vector<std::string_view>& words, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to; ++i) {
        if (i > from) out += ' ';
        out += words[i];
    }
    return out;
}

UciOption uciSpinDeclaration(std::string_view name, int defaultValue, int min, int max) {
    return { std::string(name), UciOptionType::Spin, std::to_string(defaultValue), min, max, {} };
}

UciOption uciCheckDeclaration(std::string_view name, bool defaultValue) {
    return { std::string(name), UciOptionType::Check, defaultValue ? "true" : "false", {}, {}, {} };
}

std::vector<UciOptionRow> makeUciOptionTable() {
    UciOption level { "Level", UciOptionType::Combo, levelLabel(Level::Full), {}, {}, {} };
    for (Level l : kAllLevels)
        level.choices.push_back(levelLabel(l));
    const UciOption evaluation { "Evaluation", UciOptionType::Combo,
        std::string(evaluationModeName(kUciDefaultEvaluation)), {}, {},
        { std::string(evaluationModeName(EvaluationMode::Reference)),
            std::string(evaluationModeName(EvaluationMode::Full)) } };
    return {
        { UciOptionId::Hash, uciSpinDeclaration("Hash", kUciDefaultHashMiB, 1, kUciMaxHashMiB),
            true },
        { UciOptionId::Threads,
            uciSpinDeclaration("Threads", kUciDefaultThreads, 1, kMaxSearchThreads), true },
        { UciOptionId::Level, level, true },
        { UciOptionId::MultiPv, uciSpinDeclaration("MultiPV", 1, 1, kMaxMultiPv), true },
        { UciOptionId::Chess960, uciCheckDeclaration("UCI_Chess960", false), true },
        { UciOptionId::Evaluation, evaluation, true },
        { UciOptionId::OwnBook, uciCheckDeclaration("OwnBook", false), true },
        { UciOptionId::LimitStrength, uciCheckDeclaration("UCI_LimitStrength", false), true },
        { UciOptionId::Elo,
            uciSpinDeclaration("UCI_Elo", kUciDefaultElo, kMinLevelElo, kMaxLevelElo), true },
        // Stockfish's range; a client reads the range the engine announces.
        { UciOptionId::SkillLevel, uciSpinDeclaration("Skill Level", 20, 0, 20), false },
    };
}

} // namespace

std::vector<std::string_view> uciWords(std::string_view line) {
    std::vector<std::string_view> words;
    const auto isBlank = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i]))
            ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

std::optional<UciOption> parseUciOption(std::string_view line) {
    const std::vector<std::string_view> words = uciWords(line);
    if (words.size() < 2 || words[0] != "option" || words[1] != "name") return std::nullopt;
    const auto typeAt = std::find(words.begin() + 2, words.end(), "type");
    if (typeAt == words.begin() + 2 || typeAt + 1 >= words.end()) return std::nullopt;
    const auto type = uciOptionTypeNamed(*(typeAt + 1));
    if (!type) return std::nullopt;
    UciOption option;
    option.name = joinedUciWords(words, 2, static_cast<std::size_t>(typeAt - words.begin()));
    option.type = *type;
    // Each keyword's value runs to the next keyword: "var Level 3", "default <empty>".
    std::size_t i = static_cast<std::size_t>(typeAt - words.begin()) + 2;
    while (i < words.size()) {
        const std::string_view key = words[i];
        std::size_t end = ++i;
        while (end < words.size() && !isUciOptionKeyword(words[end]))
            ++end;
        std::string value = joinedUciWords(words, i, end);
        i = end;
        if (key == "default")
            option.defaultValue = std::move(value);
        else if (key == "var")
            option.choices.push_back(std::move(value));
        else if (key == "min")
            option.min = uciOptionInteger(value);
        else if (key == "max")
            option.max = uciOptionInteger(value);
        // Words before the first keyword are not UCI: skipped, as UCI asks of a client.
    }
    return option;
}

std::string uciOptionLine(const UciOption& option) {
    std::string line = "option name " + option.name + " type ";
    line += uciOptionTypeName(option.type);
    if (option.type != UciOptionType::Button) line += " default " + option.defaultValue;
    if (option.min) line += " min " + std::to_string(*option.min);
    if (option.max) line += " max " + std::to_string(*option.max);
    for (const std::string& choice : option.choices)
        line += " var " + choice;
    return line;
}

std::string uciSetOptionCommand(std::string_view name, std::string_view value) {
    std::string command = "setoption name " + std::string(name);
    if (!value.empty()) command += " value " + std::string(value);
    return command;
}

bool isSameUciOptionName(std::string_view a, std::string_view b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x))
            == std::tolower(static_cast<unsigned char>(y));
    });
}

std::optional<UciSpinRange> uciSpinRange(const UciOption& option) {
    if (option.type != UciOptionType::Spin || !option.min || !option.max) return std::nullopt;
    constexpr std::int64_t kLowest = std::numeric_limits<int>::min();
    constexpr std::int64_t kHighest = std::numeric_limits<int>::max();
    if (*option.min > *option.max || *option.min < kLowest || *option.max > kHighest)
        return std::nullopt;
    const auto defaultValue = option.defaultValue.empty() ? std::optional<std::int64_t>(*option.min)
                                                          : uciOptionInteger(option.defaultValue);
    if (!defaultValue) return std::nullopt;
    return UciSpinRange { static_cast<int>(std::clamp(*defaultValue, *option.min, *option.max)),
        static_cast<int>(*option.min), static_cast<int>(*option.max) };
}

const std::vector<UciOptionRow>& uciOptionTable() {
    static const std::vector<UciOptionRow> table = makeUciOptionTable();
    return table;
}

const UciOptionRow& uciOptionRow(UciOptionId id) {
    const auto& table = uciOptionTable();
    const auto row = std::find_if(
        table.begin(), table.end(), [id](const UciOptionRow& r) { return r.id == id; });
    return *row; // every id has its row (tests/engine/uci_options_test.cpp)
}

const UciOption& uciOption(UciOptionId id) {
    return uciOptionRow(id).declaration;
}

std::optional<UciOptionId> uciOptionNamed(std::string_view name) {
    for (const UciOptionRow& row : uciOptionTable())
        if (isSameUciOptionName(row.declaration.name, name)) return row.id;
    return std::nullopt;
}

std::optional<UciOptionId> knownUciOption(const UciOption& announced) {
    const auto id = uciOptionNamed(announced.name);
    if (!id || uciOption(*id).type != announced.type) return std::nullopt;
    return id;
}

} // namespace rochade::engine
