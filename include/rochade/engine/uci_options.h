// SPDX-License-Identifier: GPL-3.0-or-later
// UCI options: the "option" line read and written, and the one table of the options Rochade
// speaks of, as an engine (`rochade-cli uci`) and as a client of other engines.
#pragma once

#include "rochade/engine/evaluation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::engine {

/// A UCI line split into its words: any run of white space separates them (UCI allows
/// several blanks and tabs between words). The views point into `line`.
std::vector<std::string_view> uciWords(std::string_view line);

enum class UciOptionType {
    Check,
    Spin,
    Combo,
    Button,
    String
};

/// One option as an "option" line declares it.
struct UciOption {
    std::string name; ///< may hold blanks ("Skill Level"); compared without case
    UciOptionType type = UciOptionType::Button;
    std::string defaultValue; ///< as written; "true"/"false" for a check, "" if none
    std::optional<std::int64_t> min; ///< a spin's range, when the line gives numbers
    std::optional<std::int64_t> max;
    std::vector<std::string> choices; ///< a combo's "var"s, in order

    bool operator==(const UciOption&) const = default;
};

/// Reads "option name <name> type <type> [default <x>] [min <a>] [max <b>] [var <v>]...": a
/// value runs to the next keyword, so names, defaults and choices may hold blanks. Nullopt
/// without a name, or without a type UCI defines. A min, max or spin default that is not an
/// integer is left out (a client then does not trust that range).
std::optional<UciOption> parseUciOption(std::string_view line);
/// The "option" line that declares `option`; parseUciOption() reads it back unchanged.
std::string uciOptionLine(const UciOption& option);
/// "setoption name <name> value <value>" (a button has no value: pass "").
std::string uciSetOptionCommand(std::string_view name, std::string_view value);
/// UCI option names are not case-sensitive.
bool isSameUciOptionName(std::string_view a, std::string_view b);

/// A spin's range and default, when `option` is a spin whose min <= max fit an int: the
/// default clamped into the range, the minimum without one; nullopt for any other option and
/// for a default that is not a number.
struct UciSpinRange {
    int defaultValue = 0;
    int min = 0;
    int max = 0;
    bool operator==(const UciSpinRange&) const = default;
};
std::optional<UciSpinRange> uciSpinRange(const UciOption& option);

/// Rochade's own defaults and ranges where the table's rows need a number of their own; the
/// session that answers "uci" starts with them.
constexpr int kUciDefaultHashMiB = 64;
constexpr int kUciMaxHashMiB = 1024;
/// Threads: one by default, as UCI engines do (a GUI or a tournament sets more).
constexpr int kUciDefaultThreads = 1;
constexpr int kUciDefaultElo = 1600;
constexpr EvaluationMode kUciDefaultEvaluation = EvaluationMode::Full;

/// The options Rochade speaks of, as an engine, as a client, or both.
enum class UciOptionId {
    Hash, ///< engine: the transposition table in MiB
    Threads, ///< engine: how many threads search (SearchLimits::threads; Full only)
    Level, ///< engine: Rochade's playing level
    MultiPv, ///< both: how many best lines a search reports
    Chess960, ///< both: castling written king-onto-rook
    Evaluation, ///< engine: Full or Reference
    OwnBook, ///< engine: the named opening lines
    LimitStrength, ///< both: UCI_Elo applies while on
    Elo, ///< both: the strength asked for
    SkillLevel ///< client: Stockfish's (and others') way to play weaker
};

/// One row of the table: the option's declaration (name and type for every row; default and
/// range are Rochade's own where `rochadeAnnounces`, else those a typical engine announces,
/// which the client never relies on: it reads the engine's).
struct UciOptionRow {
    UciOptionId id;
    UciOption declaration;
    bool rochadeAnnounces;
};

/// The table, in the order `rochade-cli uci` announces its options.
const std::vector<UciOptionRow>& uciOptionTable();
/// The row of `id`, and its declaration.
const UciOptionRow& uciOptionRow(UciOptionId id);
const UciOption& uciOption(UciOptionId id);
/// Which row an option another engine announced is: its name (in any case) and its type
/// must match the table's; nullopt for any other option.
std::optional<UciOptionId> knownUciOption(const UciOption& announced);
/// Which row a name is (any case), whatever its type; nullopt for a name not in the table.
std::optional<UciOptionId> uciOptionNamed(std::string_view name);

} // namespace rochade::engine
