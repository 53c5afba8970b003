// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for the in-process UCI session tests: reading the session's output.
#pragma once

#include "cli_test_support.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/position.h"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::cli::test {

inline std::vector<std::string> linesStartingWith(
    const std::string& text, const std::string& prefix) {
    std::vector<std::string> result;
    for (const std::string& line : lines(text))
        if (line.starts_with(prefix)) result.push_back(line);
    return result;
}

/// The move of the only bestmove line, checked to be legal in `pos`.
inline void expectOneLegalBestMove(const std::string& text, const Position& pos) {
    const auto best = linesStartingWith(text, "bestmove ");
    ASSERT_EQ(best.size(), 1u) << text;
    std::istringstream words(best[0]);
    std::string keyword;
    std::string move;
    words >> keyword >> move;
    EXPECT_TRUE(parseUciMove(pos, move).ok()) << best[0] << " in " << toFen(pos);
}

inline Position fromFenForTest(std::string_view fen) {
    auto pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startPosition();
}

inline Position afterMoves(std::vector<std::string> moves) {
    Position pos = Position::startPosition();
    for (const std::string& text : moves) {
        auto move = parseUciMove(pos, text);
        EXPECT_TRUE(move.ok());
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
    }
    return pos;
}

/// An output the test reads line by line while the session's search thread writes to it,
/// as a client reads the engine's pipe: waitForLine() returns the moment a line arrives.
class LineChannel : public std::streambuf {
public:
    /// The next complete line starting with `prefix`, skipping others (kept in seen()), or
    /// "" if none arrives within the timeout.
    std::string waitForLine(std::string_view prefix, std::chrono::milliseconds timeout) {
        std::unique_lock lock(m_mutex);
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        for (;;) {
            while (m_next < m_lines.size()) {
                const std::string& line = m_lines[m_next++];
                if (line.starts_with(prefix)) return line;
            }
            if (m_changed.wait_until(lock, deadline) == std::cv_status::timeout
                && m_next == m_lines.size())
                return {};
        }
    }
    /// Every complete line so far.
    std::vector<std::string> seen() {
        const std::lock_guard lock(m_mutex);
        return m_lines;
    }

protected:
    int_type overflow(int_type c) override {
        if (c == traits_type::eof()) return traits_type::not_eof(c);
        const char ch = traits_type::to_char_type(c);
        xsputn(&ch, 1);
        return c;
    }
    std::streamsize xsputn(const char* text, std::streamsize n) override {
        const std::lock_guard lock(m_mutex);
        for (std::streamsize i = 0; i < n; ++i) {
            if (text[i] == '\n') {
                m_lines.push_back(m_partial);
                m_partial.clear();
            } else {
                m_partial += text[i];
            }
        }
        m_changed.notify_all();
        return n;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<std::string> m_lines;
    std::string m_partial;
    std::size_t m_next = 0;
};

inline std::string moveOf(const std::string& bestmoveLine) {
    std::istringstream words(bestmoveLine);
    std::string keyword;
    std::string move;
    words >> keyword >> move;
    return move;
}

} // namespace rochade::cli::test
