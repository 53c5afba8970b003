// SPDX-License-Identifier: GPL-3.0-or-later
// Command-line argument parsing for rochade-cli.
#include "rochade/cli/arguments.h"

#include <algorithm>
#include <charconv>

namespace rochade::cli {

namespace {

bool contains(const std::vector<std::string_view>& names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

bool isOptionWord(std::string_view word) {
    return word.size() > 2 && word.starts_with("--");
}

} // namespace

Result<Arguments> Arguments::parse(std::span<const std::string> args, const ArgumentSpec& spec) {
    Arguments result;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& word = args[i];
        if (!isOptionWord(word)) {
            if (result.m_positional.size() >= spec.maxPositional)
                return Error { "unexpected argument '" + word + "'" };
            result.m_positional.push_back(word);
            continue;
        }
        std::string name = word.substr(2);
        std::string inlineValue;
        bool hasInlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name.resize(eq);
            hasInlineValue = true;
        }
        const bool repeatable = contains(spec.repeatableOptions, name);
        if (repeatable) {
            std::string value;
            if (hasInlineValue) {
                value = inlineValue;
            } else {
                if (i + 1 >= args.size() || isOptionWord(args[i + 1]))
                    return Error { "option --" + name + " needs a value" };
                value = args[++i];
            }
            result.m_repeated[name].push_back(value);
            result.m_values[name] = value;
            continue;
        }
        if (result.m_values.contains(name)) return Error { "option --" + name + " given twice" };
        if (contains(spec.flags, name)) {
            if (hasInlineValue) return Error { "option --" + name + " takes no value" };
            result.m_values.emplace(name, std::string {});
            continue;
        }
        if (!contains(spec.valueOptions, name)) return Error { "unknown option --" + name };
        if (hasInlineValue) {
            result.m_values.emplace(name, inlineValue);
            continue;
        }
        if (i + 1 >= args.size() || isOptionWord(args[i + 1]))
            return Error { "option --" + name + " needs a value" };
        std::string value = args[++i];
        if (contains(spec.multiWordOptions, name)) {
            while (i + 1 < args.size() && !isOptionWord(args[i + 1]))
                value += ' ' + args[++i];
        }
        result.m_values.emplace(name, std::move(value));
    }
    return result;
}

bool Arguments::has(std::string_view name) const {
    return m_values.find(name) != m_values.end();
}

std::optional<std::string> Arguments::value(std::string_view name) const {
    const auto it = m_values.find(name);
    if (it == m_values.end()) return std::nullopt;
    return it->second;
}

std::vector<std::string> Arguments::values(std::string_view name) const {
    const auto it = m_repeated.find(name);
    return it == m_repeated.end() ? std::vector<std::string> {} : it->second;
}

Result<std::int64_t> Arguments::intValue(
    std::string_view name, std::int64_t min, std::int64_t max, std::int64_t fallback) const {
    const auto text = value(name);
    if (!text) return fallback;
    return parseInteger(*text, min, max, "--" + std::string(name));
}

Result<std::int64_t> parseInteger(
    std::string_view text, std::int64_t min, std::int64_t max, std::string_view what) {
    std::int64_t number = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, number);
    if (text.empty() || ec == std::errc::invalid_argument || ptr != end)
        return Error { std::string(what) + ": expected a whole number, got '" + std::string(text)
            + "'" };
    if (ec == std::errc::result_out_of_range || number < min || number > max)
        return Error { std::string(what) + ": " + std::string(text) + " is out of range ("
            + std::to_string(min) + " to " + std::to_string(max) + ")" };
    return number;
}

} // namespace rochade::cli
