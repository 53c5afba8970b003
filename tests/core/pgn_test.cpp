// SPDX-License-Identifier: GPL-3.0-or-later
// PGN reading and writing: round trips, a hand-written file, errors and hostile input.
#include "rochade/core/pgn.h"

#include "random_games.h"
#include "rochade/core/fen.h"
#include "rochade/core/game.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

std::string readDataFile(const std::string& name) {
    std::ifstream in(std::string(ROCHADE_TEST_DATA_DIR) + "/pgn/" + name, std::ios::binary);
    EXPECT_TRUE(in.good()) << name;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> uciMoves(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    for (Move m : moves)
        out.push_back(toUci(m));
    return out;
}

std::vector<std::string> splitUci(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

/// The main line's comments the way the reader once returned them: [0] before the first
/// move, [i] after move i.
std::vector<std::string> mainLineComments(const PgnGame& game) {
    std::vector<std::string> out { game.game.root().annotation.comment };
    for (const Game::Node* n : game.game.mainLine())
        out.push_back(n->annotation.comment);
    return out;
}

/// Every move of the tree is legal where it stands, and each node is the position its move
/// leads to. Returns the number of nodes checked.
std::size_t expectLegalTree(const Game::Node& node) {
    std::size_t count = 1;
    for (std::size_t i = 0; i < node.childCount(); ++i) {
        const Game::Node& child = node.child(i);
        EXPECT_EQ(child.previous, &node);
        EXPECT_EQ(child.ply, node.ply + 1);
        Position after = node.position;
        UndoInfo undo;
        if (child.isNullMove()) {
            after.makeNullMove(undo);
        } else {
            EXPECT_TRUE(MoveGenerator::isLegal(node.position, child.move));
            after.makeMove(child.move, undo);
        }
        EXPECT_TRUE(after.samePositionAs(child.position));
        count += expectLegalTree(child);
    }
    return count;
}

/// Checks what every parse result must satisfy, whatever the input: each game's moves are
/// legal in turn from its start, and every error names a place and a kept game.
void expectConsistent(const PgnParseResult& result) {
    for (const PgnGame& game : result.games)
        expectLegalTree(game.game.root());
    EXPECT_EQ(result.error.has_value(), !result.errors.empty());
    for (const PgnError& e : result.errors) {
        EXPECT_GE(e.line, 1);
        EXPECT_GE(e.column, 1);
        EXPECT_FALSE(e.message.empty());
        if (e.game) {
            EXPECT_LT(*e.game, result.games.size());
        }
    }
    if (result.error) {
        EXPECT_GE(result.error->line, 1);
        EXPECT_GE(result.error->column, 1);
        EXPECT_FALSE(result.error->message.empty());
    }
}

// --- round trip of generated games -------------------------------------------------------

struct GeneratedGame {
    PgnGame pgn;
    std::string startFen;
};

std::vector<GeneratedGame> generateGames(unsigned seed, int count, int maxPlies) {
    std::mt19937 rng(seed);
    const auto& starts = testing::playoutStarts();
    const std::vector<std::string> results = { "1-0", "0-1", "1/2-1/2", "*" };
    const std::vector<std::string> words = { "good", "a \"quoted\" move", "back\\slash",
        "line\nbreak", "[bracket]", "(paren)", "semi;colon", "$5", "1-0", "100%" };
    std::vector<GeneratedGame> games;
    for (int g = 0; g < count; ++g) {
        GeneratedGame out;
        out.startFen = starts[static_cast<std::size_t>(g) % starts.size()];
        PgnGame& game = out.pgn;
        game.game = Game(parseFen(out.startFen).value());
        game.setTag("Event", "Random \"playout\" #" + std::to_string(g));
        game.setTag("Site", "C:\\tests\\" + std::to_string(seed));
        game.setTag("White", "Engine A");
        game.setTag("Annotator", "pgn_test [seed " + std::to_string(seed) + "]");
        game.result = results[rng() % results.size()];
        Game& tree = game.game;
        if (rng() % 3 == 0) tree.annotate(tree.root(), Annotation { "", "start", {}, {}, {} });
        const int plies = static_cast<int>(rng() % static_cast<unsigned>(maxPlies + 1));
        for (int ply = 0; ply < plies; ++ply) {
            const MoveList legal = MoveGenerator::legalMoves(tree.position());
            // A game the rules ended takes no more moves; the record stops there too.
            if (legal.empty() || tree.isOver()) break;
            EXPECT_TRUE(tree.playMove(legal[rng() % legal.size()]).ok());
            if (rng() % 7 == 0)
                tree.annotate(
                    tree.currentNode(), Annotation { "", words[rng() % words.size()], {}, {}, {} });
        }
        games.push_back(std::move(out));
    }
    return games;
}

/// Comments come back with the same words, but wrapping may change the spaces between them.
std::string normalizedComment(const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string word; in >> word;) {
        if (!out.empty()) out += ' ';
        out += word;
    }
    return out;
}

void expectSameGame(const GeneratedGame& expected, const PgnGame& actual) {
    const PgnGame& game = expected.pgn;
    EXPECT_EQ(toFen(actual.start()), toFen(game.start()));
    EXPECT_EQ(uciMoves(actual.moves()), uciMoves(game.moves()));
    EXPECT_EQ(actual.result, game.result);
    EXPECT_EQ(actual.tag("Result"), game.result);
    for (const char* name : { "Event", "Site", "White", "Annotator" })
        EXPECT_EQ(actual.tag(name), game.tag(name)) << name;
    EXPECT_EQ(actual.tag("Black"), "?");
    EXPECT_EQ(actual.tag("Date"), "????.??.??");
    const bool initial = expected.startFen == kStartFen;
    EXPECT_EQ(actual.tag("SetUp"), initial ? std::nullopt : std::optional<std::string>("1"));
    EXPECT_EQ(actual.tag("FEN").has_value(), !initial);
    const std::vector<std::string> expectedComments = mainLineComments(game);
    const std::vector<std::string> actualComments = mainLineComments(actual);
    ASSERT_EQ(actualComments.size(), expectedComments.size());
    for (std::size_t i = 0; i < expectedComments.size(); ++i)
        EXPECT_EQ(normalizedComment(actualComments[i]), normalizedComment(expectedComments[i]))
            << "ply " << i;
}

TEST(Pgn, GeneratedGamesSurviveWriteAndRead) {
    for (const GeneratedGame& generated : generateGames(20240501, 36, 160)) {
        const std::string text = writePgn(generated.pgn);
        const PgnParseResult parsed = parsePgn(text);
        ASSERT_FALSE(parsed.error) << parsed.error->message << " at " << parsed.error->line << ":"
                                   << parsed.error->column << "\n"
                                   << text;
        ASSERT_EQ(parsed.games.size(), 1u);
        expectSameGame(generated, parsed.games.front());
    }
}

TEST(Pgn, ManyGeneratedGamesInOneFileReadBackInOrder) {
    const std::vector<GeneratedGame> games = generateGames(7, 24, 90);
    std::string text;
    for (const GeneratedGame& g : games)
        text += writePgn(g.pgn);
    const PgnParseResult parsed = parsePgn(text);
    ASSERT_FALSE(parsed.error) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
        expectSameGame(games[i], parsed.games[i]);
}

TEST(Pgn, WrittenLinesFitInEightyColumns) {
    for (const GeneratedGame& generated : generateGames(99, 24, 200)) {
        std::istringstream lines(writePgn(generated.pgn));
        for (std::string line; std::getline(lines, line);) {
            EXPECT_LE(line.size(), 80u) << line;
            // A move number is never cut off from its move.
            if (!line.empty()) {
                EXPECT_NE(line.back(), '.') << line;
            }
        }
    }
}

// --- the writer's format -----------------------------------------------------------------

TEST(PgnGame, SetTagReplacesTheFirstTagOfThatNameOrAppends) {
    PgnGame game;
    game.tags = { { "White", "A" }, { "Black", "B" }, { "White", "C" } };
    game.setTag("White", "D");
    game.setTag("Round", "3");
    EXPECT_EQ(game.tags,
        (std::vector<PgnTag> {
            { "White", "D" }, { "Black", "B" }, { "White", "C" }, { "Round", "3" } }));
    EXPECT_EQ(game.tag("White"), "D");
    EXPECT_EQ(game.tag("Date"), std::nullopt);
}

TEST(PgnWriter, EmptyGameGetsTheSevenTagRosterWithDefaults) {
    EXPECT_EQ(writePgn(PgnGame {}),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
        "[Black \"?\"]\n[Result \"*\"]\n\n*\n\n");
}

TEST(PgnWriter, PutsRosterFirstThenSetUpAndFenThenOtherTags) {
    PgnGame game;
    game.game = Game(parseFen("4k3/8/8/8/8/8/4P3/4K2R b K - 0 30").value());
    game.tags = { { "Annotator", "me" }, { "FEN", "stale" }, { "White", "W" }, { "Event", "E" } };
    for (const char* uci : { "e8d7", "e2e4" })
        ASSERT_TRUE(game.game.playMove(parseUciMove(game.game.position(), uci).value()).ok());
    game.result = "1/2-1/2";
    EXPECT_EQ(writePgn(game),
        "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"W\"]\n"
        "[Black \"?\"]\n[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/4P3/4K2R b K - 0 30\"]\n[Annotator \"me\"]\n\n"
        "30... Kd7 31. e4 1/2-1/2\n\n");
}

TEST(PgnWriter, EscapesTagValuesAndNumbersBlackMovesAfterComments) {
    PgnGame game;
    game.setTag("White", "A \"B\" C\\D");
    for (const char* uci : { "e2e4", "e7e5" })
        ASSERT_TRUE(game.game.playMove(parseUciMove(game.game.position(), uci).value()).ok());
    game.game.annotate(game.game.nodeAt(1), Annotation { "", "best } by test", {}, {}, {} });
    const std::string text = writePgn(game);
    EXPECT_NE(text.find("[White \"A \\\"B\\\" C\\\\D\"]\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\n\n1. e4 {best by test} 1... e5 *\n\n"), std::string::npos) << text;
}

TEST(PgnWriter, ALongCommentIsNotBrokenAndReadsBackAsWritten) {
    PgnGame game;
    for (const char* uci : { "e2e4", "e7e5", "g1f3" })
        ASSERT_TRUE(game.game.playMove(parseUciMove(game.game.position(), uci).value()).ok());
    const std::string comment = "A comment long enough that a writer wrapping at 80 columns "
                                "would have to wrap it over more than one line, twice over at "
                                "least, so that a line break would fall inside it.";
    game.game.annotate(game.game.nodeAt(2), Annotation { "", comment, {}, {}, {} });
    const std::string text = writePgn(game);
    // A line break inside the braces would read back as one the comment has: none is added.
    const std::size_t open = text.find('{');
    ASSERT_NE(open, std::string::npos);
    EXPECT_GT(text.find('\n', open), text.find('}', open)) << text;
    const PgnParseResult read = parsePgn(text);
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1U);
    EXPECT_EQ(read.games[0].game.nodeAt(2).annotation.comment, comment);
    // Other runs of blanks read as one space; a line break stays one.
    const PgnParseResult other = parsePgn("1. e4 {two  \n  lines\tand  more} *\n");
    ASSERT_TRUE(other.ok());
    EXPECT_EQ(other.games[0].game.nodeAt(1).annotation.comment, "two\nlines and more");
}

TEST(PgnWriter, GameOverloadTakesTheResultFromTheGame) {
    Game game;
    for (const char* uci : { "f2f3", "e7e5", "g2g4", "d8h4" })
        ASSERT_TRUE(game.playMove(parseUciMove(game.position(), uci).value()).ok());
    const std::string text = writePgn(game, { { "Result", "1-0" }, { "Black", "Fool" } });
    EXPECT_NE(text.find("[Result \"0-1\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[Black \"Fool\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("1. f3 e5 2. g4 Qh4# 0-1\n"), std::string::npos) << text;

    Game ongoing;
    ASSERT_TRUE(ongoing.playMove(parseUciMove(ongoing.position(), "d2d4").value()).ok());
    ongoing.resign(Color::Black);
    EXPECT_NE(writePgn(ongoing, {}).find("1. d4 1-0\n"), std::string::npos);
    // A Result tag is not a second truth: a game that goes on is written as going on, and a
    // record's result is the game's own once read (PgnGame::toGame()).
    EXPECT_NE(writePgn(Game(), { { "Result", "1/2-1/2" } }).find("\n\n*\n\n"), std::string::npos);
    const PgnParseResult agreed = parsePgn("[Result \"1/2-1/2\"]\n\n1. d4 1/2-1/2\n");
    ASSERT_TRUE(agreed.ok());
    EXPECT_NE(writePgn(agreed.games[0].toGame(), {}).find("1. d4 1/2-1/2\n"), std::string::npos);
}

// --- a hand-written file ------------------------------------------------------------------

TEST(PgnReader, ReadsTheHandWrittenMultiGameFile) {
    const PgnParseResult parsed = parsePgn(readDataFile("mixed.pgn"));
    ASSERT_FALSE(parsed.error) << parsed.error->message << " at " << parsed.error->line << ":"
                               << parsed.error->column;
    ASSERT_EQ(parsed.games.size(), 4u);
    expectConsistent(parsed);

    const PgnGame& club = parsed.games[0];
    EXPECT_EQ(club.tag("Event"), "Club \"Rochade\" Open");
    EXPECT_EQ(club.tag("Site"), "C:\\chess\\club");
    EXPECT_EQ(club.tag("White"), "Alpha, Anna");
    EXPECT_EQ(club.tag("Annotator"), "x [y] z");
    EXPECT_EQ(club.tags.size(), 8u);
    EXPECT_EQ(club.tags[3], (PgnTag { "Round", "1" }));
    EXPECT_EQ(uciMoves(club.moves()),
        splitUci("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 "
                 "c2c3 e8g8 h2h3 c6b8 d2d4 b8d7"));
    EXPECT_EQ(club.result, "1-0");
    const std::vector<std::string> comments = mainLineComments(club);
    ASSERT_EQ(comments.size(), 21u);
    // The file's line break inside the comment is kept.
    EXPECT_EQ(comments[0], "Opening comment\nspanning two lines");
    EXPECT_EQ(comments[6], "the Morphy defence {this brace opens nothing");
    EXPECT_EQ(comments[17], "Now; the Breyer");
    for (std::size_t i : { 1u, 2u, 3u, 4u, 5u, 7u, 16u, 18u, 20u })
        EXPECT_EQ(comments[i], "") << i;

    const PgnGame& study = parsed.games[1];
    EXPECT_EQ(study.tag("Round"), "-");
    EXPECT_EQ(toFen(study.start()), "4k3/8/8/8/8/8/4P3/4K2R b K - 0 30");
    EXPECT_EQ(uciMoves(study.moves()), splitUci("e8d7 e2e4 d7c6 e1g1 c6b5 f1f5 b5b4 e4e5"));
    EXPECT_EQ(study.result, "*");

    const PgnGame& untagged = parsed.games[2];
    EXPECT_TRUE(untagged.tags.empty());
    EXPECT_EQ(uciMoves(untagged.moves()),
        splitUci("d2d4 d7d5 c2c4 d5c4 e2e3 b7b5 a2a4 c7c6 a4b5 c6b5 d1f3"));
    EXPECT_EQ(untagged.result, "1-0");

    const PgnGame& fool = parsed.games[3];
    EXPECT_EQ(fool.tags, (std::vector<PgnTag> { { "Event", "Fool's mate" }, { "Result", "0-1" } }));
    EXPECT_EQ(uciMoves(fool.moves()), splitUci("f2f3 e7e5 g2g4 d8h4"));
    EXPECT_EQ(fool.result, "0-1");
    EXPECT_EQ(fool.toGame().status().reason, GameEndReason::Checkmate);
}

TEST(PgnReader, AGameEndsAsItsRecordSaysAndNeverByAnInventedResignation) {
    // Termination as lichess, chess.com and others write it; the moves alone end nothing.
    constexpr const char* kQuiet = "1. e4 e5 2. Nf3";
    // The start position a third time: a draw by repetition may be claimed there.
    constexpr const char* kRepeated = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    struct Case {
        const char* termination; // nullptr: no tag
        const char* moves;
        const char* marker;
        GameStatus expected;
    };
    const auto ended = [](GameResult result, GameEndReason reason) {
        return GameStatus { result, reason, DrawClaim::None };
    };
    const Case cases[] = {
        { "Time forfeit", kQuiet, "1-0", ended(GameResult::WhiteWins, GameEndReason::Timeout) },
        { "White won on time", kQuiet, "1-0",
            ended(GameResult::WhiteWins, GameEndReason::Timeout) },
        { "White lost on time", kQuiet, "0-1",
            ended(GameResult::BlackWins, GameEndReason::Timeout) },
        { "Game drawn by timeout vs insufficient material", kQuiet, "1/2-1/2",
            ended(GameResult::Draw, GameEndReason::TimeoutInsufficientMaterial) },
        { "Black won by resignation", kQuiet, "0-1",
            ended(GameResult::BlackWins, GameEndReason::Resignation) },
        { "Game drawn by agreement", kQuiet, "1/2-1/2",
            ended(GameResult::Draw, GameEndReason::DrawAgreed) },
        { "Game drawn by repetition", kRepeated, "1/2-1/2",
            ended(GameResult::Draw, GameEndReason::ThreefoldRepetition) },
        // Words Rochade has no rule for, none at all, or words the result or the board
        // contradict: the result as recorded, with no reason made up.
        { "Normal", kQuiet, "1-0", ended(GameResult::WhiteWins, GameEndReason::AsRecorded) },
        { "White won - game abandoned", kQuiet, "1-0",
            ended(GameResult::WhiteWins, GameEndReason::AsRecorded) },
        { "Abandoned", kQuiet, "0-1", ended(GameResult::BlackWins, GameEndReason::AsRecorded) },
        { nullptr, kQuiet, "0-1", ended(GameResult::BlackWins, GameEndReason::AsRecorded) },
        { nullptr, kQuiet, "1/2-1/2", ended(GameResult::Draw, GameEndReason::AsRecorded) },
        { "Black won by checkmate", kQuiet, "0-1",
            ended(GameResult::BlackWins, GameEndReason::AsRecorded) },
        { "Game drawn by agreement", kQuiet, "1-0",
            ended(GameResult::WhiteWins, GameEndReason::AsRecorded) },
        { "Game drawn by repetition", kQuiet, "1/2-1/2",
            ended(GameResult::Draw, GameEndReason::AsRecorded) },
        // The board's own end stands whatever the tag says; "*" ends nothing.
        { "Time forfeit", "1. f3 e5 2. g4 Qh4#", "0-1",
            ended(GameResult::BlackWins, GameEndReason::Checkmate) },
        { "Time forfeit", kQuiet, "*", GameStatus {} },
    };
    for (const Case& c : cases) {
        std::string text;
        if (c.termination) text = std::string("[Termination \"") + c.termination + "\"]\n\n";
        text += std::string(c.moves) + " " + c.marker + "\n";
        const PgnParseResult parsed = parsePgn(text);
        ASSERT_TRUE(parsed.ok()) << text;
        const Game game = parsed.games.front().toGame();
        EXPECT_EQ(game.status(), c.expected) << text;
        // Written back, the record keeps its result.
        EXPECT_NE(writePgn(game, parsed.games.front().tags).find(std::string(" ") + c.marker),
            std::string::npos)
            << text;
    }
    EXPECT_EQ(statusText(ended(GameResult::WhiteWins, GameEndReason::AsRecorded)),
        "White wins, as recorded.");
    EXPECT_EQ(statusText(ended(GameResult::Draw, GameEndReason::AsRecorded)), "Draw, as recorded.");
}

TEST(PgnReader, OperaGameEndsInTheMatePositionStockfishPrints) {
    const PgnParseResult parsed = parsePgn(readDataFile("opera.pgn"));
    ASSERT_FALSE(parsed.error) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 1u);
    const PgnGame& opera = parsed.games.front();
    EXPECT_EQ(opera.tag("White"), "Morphy, Paul");
    EXPECT_EQ(opera.moves().size(), 33u);
    const Game game = opera.toGame();
    // From `/usr/games/stockfish`: position startpos moves e2e4 ... d1d8, then d.
    EXPECT_EQ(toFen(game.position()), "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17");
    EXPECT_EQ(game.status().result, GameResult::WhiteWins);
    EXPECT_EQ(game.status().reason, GameEndReason::Checkmate);
}

TEST(PgnReader, AcceptsByteOrderMarkCrlfAndLoneCr) {
    std::string crlf;
    for (char c : readDataFile("opera.pgn")) {
        if (c == '\n') crlf += '\r';
        crlf += c;
    }
    const PgnParseResult withBom = parsePgn("\xEF\xBB\xBF" + crlf);
    ASSERT_FALSE(withBom.error) << withBom.error->message;
    ASSERT_EQ(withBom.games.size(), 1u);
    EXPECT_EQ(withBom.games[0].moves().size(), 33u);
    EXPECT_EQ(withBom.games[0].tag("Event"), "Paris Opera");

    // Line numbers count CRLF and a lone CR once each.
    const PgnParseResult cr = parsePgn("[Event \"x\"]\r\n\r1. e4\r\n   Ke7 *");
    ASSERT_TRUE(cr.error);
    EXPECT_EQ(cr.error->line, 4);
    EXPECT_EQ(cr.error->column, 4);
}

TEST(PgnReader, GameWithoutMovesAndLineBreaksInsideTags) {
    const PgnParseResult parsed = parsePgn("[\nWhite\n\"A\"\n]\n*\n\n1/2-1/2");
    ASSERT_FALSE(parsed.error) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 2u);
    EXPECT_EQ(parsed.games[0].tag("White"), "A");
    EXPECT_TRUE(parsed.games[0].moves().empty());
    EXPECT_EQ(parsed.games[1].result, "1/2-1/2");
}

TEST(PgnReader, ReadsUnescapedQuotesInsideATagValueAsOtherToolsDo) {
    // As pychess's puzzle collections write them; python-chess reads the value up to the
    // quote that closes the tag.
    const PgnParseResult parsed
        = parsePgn("[White \"\"Socrates Expert\"\"]\n[Black \"A \"B\" C\"] [Round \"1\"]\n*");
    ASSERT_FALSE(parsed.error) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 1u);
    EXPECT_EQ(parsed.games[0].tag("White"), "\"Socrates Expert\"");
    EXPECT_EQ(parsed.games[0].tag("Black"), "A \"B\" C");
    EXPECT_EQ(parsed.games[0].tag("Round"), "1");
}

// --- errors -------------------------------------------------------------------------------

TEST(PgnReader, IllegalWhiteMoveNamesItsNumberLineAndColumn) {
    const PgnParseResult parsed = parsePgn("[Event \"E\"]\n\n1. e4 e5 2. Qxh7 Nc6 *\n");
    ASSERT_TRUE(parsed.error);
    EXPECT_EQ(parsed.error->line, 3);
    EXPECT_EQ(parsed.error->column, 13);
    EXPECT_NE(parsed.error->message.find("2. Qxh7"), std::string::npos) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 1u);
    EXPECT_EQ(uciMoves(parsed.games[0].moves()), splitUci("e2e4 e7e5"));
    EXPECT_EQ(parsed.games[0].tag("Event"), "E");
}

TEST(PgnReader, IllegalBlackMoveKeepsEarlierGamesAndTheValidPart) {
    const PgnParseResult parsed = parsePgn("1. d4 *\n\n1. e4 e5 2. Nf3\n  Qxh2 *");
    ASSERT_TRUE(parsed.error);
    EXPECT_EQ(parsed.error->line, 4);
    EXPECT_EQ(parsed.error->column, 3);
    EXPECT_NE(parsed.error->message.find("2... Qxh2"), std::string::npos) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 2u);
    EXPECT_EQ(uciMoves(parsed.games[0].moves()), splitUci("d2d4"));
    EXPECT_EQ(uciMoves(parsed.games[1].moves()), splitUci("e2e4 e7e5 g1f3"));
}

TEST(PgnReader, MovesInsideVariationsAreNeverPlayed) {
    // 2. Qh5 and 2... g6 inside the nested variations would change the main line if they
    // were played; "e.p." written apart from its move is skipped.
    const PgnParseResult parsed = parsePgn("1.e4 1...e5 (1...c5 2.Nf3 (2.Qh5 Nc6 (2...g6)) d6) "
                                           "2.Nf3 2...Nf6 3.d4 exd4 4.e5 d5 5.exd6 e.p. *");
    ASSERT_FALSE(parsed.error) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 1u);
    EXPECT_EQ(uciMoves(parsed.games[0].moves()),
        splitUci("e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 d7d5 e5d6"));
}

TEST(PgnReader, TruncatedFileKeepsCompleteGamesAndTheValidMoves) {
    const PgnParseResult parsed = parsePgn("1. e4 e5 1-0\n\n[Event \"B\"]\n\n1. d4 d5 2. c4");
    ASSERT_TRUE(parsed.error);
    EXPECT_EQ(parsed.error->line, 5);
    EXPECT_EQ(parsed.error->column, 15);
    EXPECT_NE(parsed.error->message.find("truncated"), std::string::npos);
    ASSERT_EQ(parsed.games.size(), 2u);
    EXPECT_EQ(parsed.games[0].result, "1-0");
    EXPECT_EQ(uciMoves(parsed.games[1].moves()), splitUci("d2d4 d7d5 c2c4"));
    EXPECT_EQ(parsed.games[1].tag("Event"), "B");
}

struct ErrorCase {
    const char* text;
    int line;
    int column;
    const char* messagePart;
    std::size_t validMoves; ///< of the game the error names (0 if it names none)
};

TEST(PgnReader, ReportsWhatIsWrongAndWhere) {
    const std::vector<ErrorCase> cases = {
        { "1. e4 {unfinished", 1, 7, "unterminated comment", 1 },
        { "1. e4 {one\ntwo\n", 1, 7, "unterminated comment", 1 },
        { "[Event \"abc", 1, 8, "unterminated string", 0 },
        { "[Event \"abc\n\"]", 1, 8, "unterminated string", 0 },
        { "[Event \"abc\"", 1, 1, "unterminated tag", 0 },
        { "[Event \"abc\" 1. e4", 1, 1, "unterminated tag", 0 },
        { "[Event abc]", 1, 8, "double quotes", 0 },
        { "[", 1, 1, "unterminated tag", 0 },
        { "\n  [Event", 2, 3, "unterminated tag", 0 },
        { "[\"abc\"]", 1, 1, "tag name", 0 },
        { "1. e4 (1. d4 d5 2. c4", 1, 7, "unterminated variation", 1 },
        { "1. e4 (1. d4 (1. c4 e5) 1-0", 1, 7, "unterminated variation", 1 },
        { "1. e4 ) *", 1, 7, "')'", 1 },
        { "1. e4 e5 $ *", 1, 10, "NAG", 2 },
        { "1. e4 < *", 1, 7, "'<'", 1 },
        { "1. e4\n[Event \"next\"]\n*", 2, 1, "result", 1 },
        { "[Event \"x\"]\n", 2, 1, "truncated", 0 },
        { "1. e4 e5 2. Ke3 *", 1, 13, "2. Ke3", 2 },
        { "1. e4 e5 2. Nbd2 *", 1, 13, "2. Nbd2", 2 },
        { "1. e4 e5 2. Xyz *", 1, 13, "malformed", 2 },
        { "1. d4 e5 2. dxe5 d6 3. exd6 Bxd6 4. Nf3 Nf3 *", 1, 41, "4... Nf3", 7 },
        { "1. e4 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa *", 1, 7, "too long", 1 },
        { "[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*", 2, 1, "FEN tag", 0 },
        { "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n1. Kd1 Kd8 2. e4 *", 2, 15, "2. e4", 2 },
        { "PK\x03\x04\x14\x00\x00\x00", 1, 1, "zip archive", 0 },
        { "\x1F\x8B\x08\x00", 1, 1, "gzip", 0 },
        { "1. e4 \xC3\xA9 *", 1, 7, "0xC3", 1 },
    };
    for (const ErrorCase& c : cases) {
        SCOPED_TRACE(c.text);
        const PgnParseResult parsed = parsePgn(c.text);
        expectConsistent(parsed);
        ASSERT_TRUE(parsed.error);
        EXPECT_EQ(parsed.error->line, c.line);
        EXPECT_EQ(parsed.error->column, c.column);
        EXPECT_NE(parsed.error->message.find(c.messagePart), std::string::npos)
            << parsed.error->message;
        const std::optional<std::size_t> kept = parsed.error->game;
        EXPECT_EQ(kept ? parsed.games[*kept].moves().size() : 0u, c.validMoves);
    }
}

TEST(PgnReader, ControlBytesAreWhitespaceWithAWarningAndReadingGoesOn) {
    // A user's file stopped at the first such byte. Here: ESC in a tag value, four NULs
    // between games, ESC between two moves, DEL in a comment, and a DOS end-of-file byte
    // (0x1A) at the end.
    const std::string text = std::string("[Event \"a\x1B"
                                         "b\"]\n1. e4 *\n\n")
        + std::string(4, '\0')
        + "\n[Event \"y\"]\n1. d4\x1B"
          "d5 2. c4 {ab\x7F"
          "c} e6 *\n\x1A";
    const PgnParseResult parsed = parsePgn(text);
    expectConsistent(parsed);
    EXPECT_FALSE(parsed.error) << parsed.error->message;
    ASSERT_EQ(parsed.games.size(), 2u);
    EXPECT_EQ(parsed.games[0].tag("Event"), "a b");
    EXPECT_EQ(uciMoves(parsed.games[0].moves()), splitUci("e2e4"));
    EXPECT_EQ(parsed.games[1].tag("Event"), "y");
    EXPECT_EQ(uciMoves(parsed.games[1].moves()), splitUci("d2d4 d7d5 c2c4 e7e6"));
    EXPECT_EQ(parsed.games[1].game.nodeAt(3).annotation.comment, "ab c");
    struct Place {
        int line;
        int column;
        const char* message;
    };
    const std::vector<Place> expected = {
        { 1, 10, "control byte 0x1B read as whitespace" },
        { 4, 1, "control byte 0x00 and 3 more read as whitespace" },
        { 6, 6, "control byte 0x1B read as whitespace" },
        { 6, 19, "control byte 0x7F read as whitespace" },
        { 7, 1, "control byte 0x1A read as whitespace" },
    };
    ASSERT_EQ(parsed.warnings.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(parsed.warnings[i].line, expected[i].line) << i;
        EXPECT_EQ(parsed.warnings[i].column, expected[i].column) << i;
        EXPECT_EQ(parsed.warnings[i].message, expected[i].message) << i;
    }
}

TEST(PgnReader, SurvivesDeepNestingAndRandomDamage) {
    const PgnParseResult deep = parsePgn("1. e4 " + std::string(200000, '(') + " *");
    ASSERT_TRUE(deep.error);
    EXPECT_EQ(deep.error->column, 8);
    EXPECT_NE(deep.error->message.find("must follow"), std::string::npos);

    // Damaged copies of a real file: every outcome must be an error or consistent games.
    const std::string original = readDataFile("mixed.pgn") + readDataFile("opera.pgn");
    std::mt19937 rng(5);
    for (int round = 0; round < 400; ++round) {
        std::string text = original;
        const int edits = 1 + static_cast<int>(rng() % 4);
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = rng() % text.size();
            switch (rng() % 3) {
            case 0:
                text[at] = static_cast<char>(rng() % 256);
                break;
            case 1:
                text.erase(at, 1 + rng() % 8);
                break;
            default:
                text.resize(at);
                break;
            }
            if (text.empty()) text.push_back('*');
        }
        expectConsistent(parsePgn(text));
    }
}

} // namespace
} // namespace rochade
