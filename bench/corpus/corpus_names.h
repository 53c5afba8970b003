// SPDX-License-Identifier: GPL-3.0-or-later
// The words the corpus builds its players, events and comments from (invented for it).
#pragma once

#include <span>
#include <string_view>

namespace rochade::corpus {

/// Family names common in many countries.
std::span<const std::string_view> familyNames();
/// Beginnings and endings of made-up family names ("Kar" + "enko"), so that the pool of
/// players reaches tens of thousands of distinct names.
std::span<const std::string_view> familyNameStems();
std::span<const std::string_view> familyNameEndings();
/// Given names.
std::span<const std::string_view> givenNames();

/// A city and its three-letter federation code, as the Site tag writes them ("Hastings ENG").
struct CorpusCity {
    std::string_view name;
    std::string_view federation;
};
std::span<const CorpusCity> cities();
/// What kind of event: "Open", "Championship", "Memorial", ...
std::span<const std::string_view> eventKinds();
/// Short annotator's remarks for the games that carry a comment.
std::span<const std::string_view> remarks();

} // namespace rochade::corpus
