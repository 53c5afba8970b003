// SPDX-License-Identifier: GPL-3.0-or-later
// Our levels as match players.
#include "rochade/cli/game_player.h"

#include "rochade/cli/match.h"

namespace rochade::cli {

LevelPlayer::LevelPlayer(Options options, std::mt19937& rng)
    : m_options(std::move(options))
    , m_searcher(m_options.hashMiB)
    , m_rng(rng) {
    if (m_options.evaluation) m_searcher.setEvaluationMode(*m_options.evaluation);
}

std::string LevelPlayer::name() const {
    return "Rochade " + engine::levelLabel(m_options.level);
}

Result<bool> LevelPlayer::startGame(int number, const Opening&, const Game&) {
    m_searcher.clearHash();
    // Each game gets its own stream derived from the seed, so game N is reproducible alone.
    m_rng.seed(m_options.seed * 7919u + static_cast<std::uint32_t>(number));
    return true;
}

MoveChoice LevelPlayer::chooseMove(const Game& game, const engine::SearchLimits& limits) {
    const auto history = game.hashHistory();
    const bool clocked = limits.timeLeftMs[0] >= 0;
    engine::SearchLimits moveLimits = clocked ? limits : limitsFor(m_options.level, limits);
    moveLimits.threads = m_options.threads;
    const engine::SearchResult chosen = engine::chooseMove(
        m_searcher, game.position(), history, m_options.level, m_rng, moveLimits);
    if (chosen.bestMove.isNull()) return MoveChoice::failed(m_options.noMoveReason);
    return { chosen.bestMove, chosen.score, {} };
}

} // namespace rochade::cli
