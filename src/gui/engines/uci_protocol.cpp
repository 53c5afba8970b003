// SPDX-License-Identifier: GPL-3.0-or-later
// The UCI lines a GUI writes and reads: commands built from limits and games, answers checked
// against the core's rules.
#include "engines/uci_protocol.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/engine/evaluation.h"

#include <QRegularExpression>

#include <algorithm>

namespace rochade::gui {

namespace {

std::optional<int> toNumber(const QStringList& tokens, qsizetype i) {
    if (i >= tokens.size()) return std::nullopt;
    bool ok = false;
    const int value = tokens[i].toInt(&ok);
    return ok ? std::optional<int>(value) : std::nullopt;
}

bool looksLikeUciMove(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^[a-h][1-8][a-h][1-8][qrbn]?$"));
    return pattern.match(text).hasMatch();
}

} // namespace

QString uciGoCommand(const engine::SearchLimits& limits) {
    QStringList parts { QStringLiteral("go") };
    const int white = limits.timeLeftMs[index(Color::White)];
    const int black = limits.timeLeftMs[index(Color::Black)];
    if (limits.infinite) {
        parts << QStringLiteral("infinite");
    } else if (white >= 0 || black >= 0) {
        parts << QStringLiteral("wtime") << QString::number(std::max(white, 0))
              << QStringLiteral("btime") << QString::number(std::max(black, 0))
              << QStringLiteral("winc")
              << QString::number(std::max(limits.incrementMs[index(Color::White)], 0))
              << QStringLiteral("binc")
              << QString::number(std::max(limits.incrementMs[index(Color::Black)], 0));
        if (limits.movesToGo > 0)
            parts << QStringLiteral("movestogo") << QString::number(limits.movesToGo);
    } else if (limits.moveTimeMs > 0) {
        parts << QStringLiteral("movetime") << QString::number(limits.moveTimeMs);
    }
    if (limits.depth > 0) parts << QStringLiteral("depth") << QString::number(limits.depth);
    if (limits.nodes > 0) parts << QStringLiteral("nodes") << QString::number(limits.nodes);
    if (parts.size() == 1) parts << QStringLiteral("movetime") << QStringLiteral("1000");
    return parts.join(QLatin1Char(' '));
}

UciPositionCommand uciPositionCommand(const Position& start, const std::vector<Move>& moves) {
    UciPositionCommand out { QStringLiteral("position "), start };
    const std::string fen = toFen(start);
    if (fen == kStartFen)
        out.command += QStringLiteral("startpos");
    else
        out.command += QStringLiteral("fen ") + QString::fromStdString(fen);
    if (!moves.empty()) out.command += QStringLiteral(" moves");
    for (Move m : moves) {
        out.command += QLatin1Char(' ')
            + QString::fromStdString(toUci(out.position, m, start.isChess960()));
        UndoInfo undo;
        out.position.makeMove(m, undo);
    }
    return out;
}

int uciSearchBudgetMs(const engine::SearchLimits& limits, Color mover) {
    if (limits.infinite) return 0;
    if (limits.timeLeftMs[index(mover)] >= 0)
        return limits.timeLeftMs[index(mover)] + std::max(limits.incrementMs[index(mover)], 0);
    if (limits.moveTimeMs > 0) return limits.moveTimeMs;
    if (limits.depth <= 0 && limits.nodes == 0) return 1000; // uciGoCommand's default
    return 0;
}

QStringList uciTokens(const QString& line) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return line.split(space, Qt::SkipEmptyParts);
}

std::optional<UciInfoLine> parseUciInfoLine(const QStringList& tokens, const Position& position) {
    UciInfoLine parsed;
    engine::SearchInfo& info = parsed.info;
    bool haveDepth = false;
    bool haveScore = false;
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        const QString& key = tokens[i];
        if (key == QLatin1String("string")) break;
        if (key == QLatin1String("depth")) {
            if (const auto v = toNumber(tokens, ++i)) {
                info.depth = *v;
                haveDepth = true;
            }
        } else if (key == QLatin1String("seldepth")) {
            info.selectiveDepth = toNumber(tokens, ++i).value_or(0);
        } else if (key == QLatin1String("time")) {
            info.timeMs = toNumber(tokens, ++i).value_or(0);
        } else if (key == QLatin1String("nodes") || key == QLatin1String("nps")) {
            bool ok = false;
            const quint64 v = i + 1 < tokens.size() ? tokens[++i].toULongLong(&ok) : 0;
            (key == QLatin1String("nodes") ? info.nodes : info.nodesPerSecond) = ok ? v : 0;
        } else if (key == QLatin1String("multipv")) {
            const auto v = toNumber(tokens, ++i);
            if (!v || *v < 1 || *v > engine::kMaxMultiPv) return std::nullopt;
            parsed.multiPv = *v;
        } else if (key == QLatin1String("lowerbound") || key == QLatin1String("upperbound")) {
            parsed.isBound = true;
        } else if (key == QLatin1String("score") && i + 2 < tokens.size()) {
            const QString& kind = tokens[++i];
            const auto v = toNumber(tokens, ++i);
            if (!v) continue;
            haveScore = true;
            if (kind == QLatin1String("mate")) {
                info.isMate = true;
                info.mateInMoves = *v;
                const int plies = *v > 0 ? 2 * *v - 1 : -2 * *v;
                info.score = *v > 0 ? engine::kMateScore - plies : -(engine::kMateScore - plies);
            } else {
                info.score
                    = std::clamp(*v, -engine::kMateThreshold + 1, engine::kMateThreshold - 1);
            }
        } else if (key == QLatin1String("pv")) {
            // The line is checked move by move; it ends at the first move that is not legal.
            Position pos = position;
            while (++i < tokens.size()) {
                const Result<Move> move = parseUciMove(pos, tokens[i].toStdString());
                if (!move.ok()) break;
                info.principalVariation.push_back(move.value());
                UndoInfo undo;
                pos.makeMove(move.value(), undo);
            }
        }
    }
    if (!haveDepth || !haveScore) return std::nullopt;
    info.lines.push_back({ info.score, info.isMate, info.mateInMoves, info.principalVariation });
    return parsed;
}

std::optional<engine::SearchInfo> parseUciInfo(
    const QStringList& tokens, const Position& position) {
    std::optional<UciInfoLine> parsed = parseUciInfoLine(tokens, position);
    if (!parsed) return std::nullopt;
    return std::move(parsed->info);
}

std::optional<UciMultiPvOption> parseUciMultiPvOption(const QStringList& tokens) {
    if (tokens.size() < 5 || tokens[0] != QLatin1String("option")
        || tokens[1] != QLatin1String("name")
        || tokens[2].compare(QLatin1String("MultiPV"), Qt::CaseInsensitive) != 0
        || tokens[3] != QLatin1String("type") || tokens[4] != QLatin1String("spin"))
        return std::nullopt;
    std::optional<int> defaultValue;
    std::optional<int> min;
    std::optional<int> max;
    for (qsizetype i = 5; i + 1 < tokens.size(); i += 2) {
        const QString& key = tokens[i];
        const std::optional<int> value = toNumber(tokens, i + 1);
        if (!value) return std::nullopt;
        if (key == QLatin1String("default"))
            defaultValue = value;
        else if (key == QLatin1String("min"))
            min = value;
        else if (key == QLatin1String("max"))
            max = value;
        else
            return std::nullopt;
    }
    if (!min || !max || *min < 1 || *min > *max) return std::nullopt;
    return UciMultiPvOption { std::clamp(defaultValue.value_or(*min), *min, *max), *min, *max };
}

UciBestMove parseUciBestMove(const QStringList& tokens, const Position& position) {
    UciBestMove answer;
    answer.text = tokens.size() > 1 ? tokens[1] : QString();
    if (answer.text.isEmpty()) {
        answer.error = UciBestMoveError::Missing;
        return answer;
    }
    engine::SearchResult result;
    if (answer.text == QLatin1String("(none)") || answer.text == QLatin1String("0000")) {
        if (MoveGenerator::hasLegalMove(position)) {
            answer.error = UciBestMoveError::GaveUp;
            return answer;
        }
        result.noLegalMove = true;
    } else {
        const Result<Move> move = parseUciMove(position, answer.text.toStdString());
        if (!move.ok()) {
            answer.error = looksLikeUciMove(answer.text) ? UciBestMoveError::IllegalMove
                                                         : UciBestMoveError::NotAMove;
            return answer;
        }
        result.bestMove = move.value();
        result.principalVariation.push_back(result.bestMove);
    }
    answer.result = result;
    return answer;
}

} // namespace rochade::gui
