// SPDX-License-Identifier: GPL-3.0-or-later
// Writing games as PGN.
#include "rochade/cli/pgn_writer.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace rochade::cli {

namespace {

constexpr std::size_t kMaxLineLength = 80;

// PGN string tokens escape the backslash and the quote.
std::string escapeTag(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        out += c;
    }
    return out;
}

void writeTag(std::ostream& out, const char* name, const std::string& value) {
    out << '[' << name << " \"" << escapeTag(value) << "\"]\n";
}

} // namespace

void writePgn(std::ostream& out, const PgnGame& game) {
    writeTag(out, "Event", game.event);
    writeTag(out, "Site", game.site);
    writeTag(out, "Date", game.date);
    writeTag(out, "Round", game.round);
    writeTag(out, "White", game.white);
    writeTag(out, "Black", game.black);
    writeTag(out, "Result", game.result);
    if (!game.startFen.empty()) {
        writeTag(out, "SetUp", "1");
        writeTag(out, "FEN", game.startFen);
    }
    if (!game.termination.empty()) writeTag(out, "Termination", game.termination);
    out << '\n';

    std::vector<std::string> tokens;
    int moveNumber = game.firstMoveNumber;
    bool whiteToMove = !game.blackMovesFirst;
    for (std::size_t i = 0; i < game.sanMoves.size(); ++i) {
        if (whiteToMove)
            tokens.push_back(std::to_string(moveNumber) + ". " + game.sanMoves[i]);
        else if (i == 0)
            tokens.push_back(std::to_string(moveNumber) + "... " + game.sanMoves[i]);
        else
            tokens.push_back(game.sanMoves[i]);
        if (!whiteToMove) ++moveNumber;
        whiteToMove = !whiteToMove;
    }
    tokens.push_back(game.result);

    // A "12. Nf3" pair is kept on one line; lines break between tokens only.
    std::string line;
    for (const std::string& token : tokens) {
        if (!line.empty() && line.size() + 1 + token.size() > kMaxLineLength) {
            out << line << '\n';
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += token;
    }
    out << line << "\n\n";
}

Result<bool> writePgnFile(const std::string& path, const std::vector<PgnGame>& games) {
    const std::string tmpPath = path + ".tmp";
    {
        std::ofstream file(tmpPath, std::ios::binary | std::ios::trunc);
        if (!file) return Error { "cannot open '" + tmpPath + "' for writing" };
        for (const PgnGame& game : games)
            writePgn(file, game);
        file.flush();
        if (!file) return Error { "cannot write '" + tmpPath + "'" };
    }
    std::error_code ec;
    std::filesystem::rename(tmpPath, path, ec);
    if (ec) {
        const std::string reason = ec.message();
        std::filesystem::remove(tmpPath, ec);
        return Error { "cannot rename '" + tmpPath + "' to '" + path + "': " + reason };
    }
    return true;
}

std::string pgnDateToday() {
    const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd { today };
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d.%02u.%02u", static_cast<int>(ymd.year()),
        static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return buffer;
}

} // namespace rochade::cli
