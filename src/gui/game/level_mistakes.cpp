// SPDX-License-Identifier: GPL-3.0-or-later
// A level's measured mistakes in one plain sentence.
#include "game/level_mistakes.h"

#include "rochade/engine/level_profile.h"

#include <QCoreApplication>

namespace rochade::gui {

namespace {

using engine::MistakeFrequency;

// Each clause whole, so that a translation can put the words where its language wants them.
QString hangsPieceClause(MistakeFrequency frequency) {
    switch (frequency) {
    case MistakeFrequency::SeveralTimesAGame:
        return QCoreApplication::translate("Level", "Leaves a piece hanging several times a game");
    case MistakeFrequency::AboutOnceAGame:
        return QCoreApplication::translate("Level", "Leaves a piece hanging about once a game");
    case MistakeFrequency::EveryFewGames:
        return QCoreApplication::translate("Level", "Leaves a piece hanging every few games");
    case MistakeFrequency::Rarely:
        break;
    }
    return QCoreApplication::translate("Level", "Rarely leaves a piece hanging");
}

QString missesMateClause(MistakeFrequency frequency) {
    switch (frequency) {
    case MistakeFrequency::SeveralTimesAGame:
        return QCoreApplication::translate("Level", "misses a mate in one several times a game");
    case MistakeFrequency::AboutOnceAGame:
        return QCoreApplication::translate("Level", "misses a mate in one about once a game");
    case MistakeFrequency::EveryFewGames:
        return QCoreApplication::translate("Level", "misses a mate in one now and then");
    case MistakeFrequency::Rarely:
        break;
    }
    return QCoreApplication::translate("Level", "rarely misses a mate in one");
}

QString blundersClause(MistakeFrequency frequency) {
    switch (frequency) {
    case MistakeFrequency::SeveralTimesAGame:
        return QCoreApplication::translate("Level", "blunders several times a game");
    case MistakeFrequency::AboutOnceAGame:
        return QCoreApplication::translate("Level", "blunders about once a game");
    case MistakeFrequency::EveryFewGames:
        return QCoreApplication::translate("Level", "blunders every few games");
    case MistakeFrequency::Rarely:
        break;
    }
    return QCoreApplication::translate("Level", "rarely blunders");
}

} // namespace

QString levelMistakesText(engine::Level level) {
    const engine::LevelMistakes mistakes = engine::levelMistakes(level);
    //: The three clauses of a level's mistakes: hanging pieces, missed mates, blunders.
    return QCoreApplication::translate("Level", "%1; %2; %3.")
        .arg(hangsPieceClause(mistakes.hangsPiece), missesMateClause(mistakes.missesMateInOne),
            blundersClause(mistakes.blunders));
}

} // namespace rochade::gui
