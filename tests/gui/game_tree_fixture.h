// SPDX-License-Identifier: GPL-3.0-or-later
// Finding a node of a game tree by its moves, for the tests of the record's views (core only,
// so the view library's tests can use it too).
#pragma once

#include "rochade/core/game.h"

#include <gtest/gtest.h>

#include <initializer_list>

namespace rochade::gui::test {

/// The node reached from the start by the SAN moves, taking the child that plays each. A
/// move no child plays fails the test and stops the walk at the last node found.
inline const Game::Node& nodeOf(const Game& game, std::initializer_list<const char*> line) {
    const Game::Node* node = &game.root();
    for (const char* san : line) {
        const Game::Node* next = nullptr;
        for (std::size_t i = 0; i < node->childCount() && !next; ++i)
            if (node->child(i).san == san) next = &node->child(i);
        if (next == nullptr) {
            ADD_FAILURE() << "no move " << san << " here";
            break;
        }
        node = next;
    }
    return *node;
}

} // namespace rochade::gui::test
