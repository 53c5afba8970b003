// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line argument parsing for rochade-cli: `--name value` options, `--flag` switches.
#pragma once

#include "rochade/core/error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::cli {

/// Which options a command accepts.
struct ArgumentSpec {
    std::vector<std::string_view> valueOptions; ///< names without "--" that take a value
    std::vector<std::string_view> flags; ///< names without "--" that take none
    /// Value options whose value may span several words up to the next "--option", so that
    /// an unquoted FEN (`--fen rnbqkbnr/... w KQkq - 0 1`) still works.
    std::vector<std::string_view> multiWordOptions;
    std::size_t maxPositional = 0;
    /// Value options that may be given more than once (`--option A=1 --option B=2`).
    std::vector<std::string_view> repeatableOptions {};
};

/// The parsed arguments of one command. Values are raw text; the typed getters validate.
class Arguments {
public:
    /// Parses `args` (the words after the command name) against `spec`. Errors name the
    /// offending word: unknown option, missing value, option given twice, extra argument.
    static Result<Arguments> parse(std::span<const std::string> args, const ArgumentSpec& spec);

    bool has(std::string_view name) const;
    std::optional<std::string> value(std::string_view name) const;
    const std::vector<std::string>& positional() const { return m_positional; }
    /// Every value of a repeatable option, in the order given (empty if absent).
    std::vector<std::string> values(std::string_view name) const;

    /// The integer value of option `name` in [min, max], or `fallback` if it is absent.
    /// Non-numbers and out-of-range values are errors that name the option.
    Result<std::int64_t> intValue(
        std::string_view name, std::int64_t min, std::int64_t max, std::int64_t fallback) const;

private:
    std::map<std::string, std::string, std::less<>> m_values;
    std::vector<std::string> m_positional;
    std::map<std::string, std::vector<std::string>, std::less<>> m_repeated;
};

/// Parses a whole decimal integer in [min, max]; `what` names it in the error message.
Result<std::int64_t> parseInteger(
    std::string_view text, std::int64_t min, std::int64_t max, std::string_view what);

} // namespace rochade::cli
