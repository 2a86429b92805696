// connect_four: discs fall, full columns are refused, four in a line ends the game in all four
// directions (both diagonals, at the edges; every one of the 69 four-cell lines for the detector),
// a full board without four is a draw, the board texts (rows and transposed), the paper's board
// value on hand-drawn boards and per move, unusual answers, and alphabeta (depth 6) beating random.
#include <QtTest>

#include "engine/games/connect_four/connect_four_search.h"
#include "engine/games/connect_four/connect_four_state.h"
#include "engine/games/connect_four/connect_four_value.h"
#include "engine/prompt/answer_parser.h"
#include "engine/prompt/prompt_builder.h"
#include "tests/engine/board_game_play.h"

using namespace nashlab::engine;
using namespace nashlab::engine::games;
using namespace nashlab::engine::games::c4;
using nashlab::test::applyMove;
using nashlab::test::botMove;
using nashlab::test::newBoardState;

namespace {

Json column(int c) { return {{"column", c}}; }
const ConnectFourState& c4s(const std::unique_ptr<State>& s) { return static_cast<const ConnectFourState&>(*s); }

// A hand-drawn board: six strings of seven characters, top row first ('.' or '_' empty).
Board drawn(const std::vector<std::string>& rows) {
    Board b{};
    for (int r = 0; r < kRows; ++r)
        for (int c = 0; c < kCols; ++c) {
            const char ch = rows.at(static_cast<std::size_t>(r)).at(static_cast<std::size_t>(c));
            b[static_cast<std::size_t>(cellOf(r, c))] = ch == 'X' ? kX : ch == 'O' ? kO : kEmpty;
        }
    return b;
}

std::unique_ptr<State> play(const std::vector<int>& columns, Json params = Json::object()) {
    auto state = newBoardState("connect_four", std::move(params));
    for (int c : columns)
        if (!applyMove(*state, column(c))) return nullptr;
    return state;
}

}  // namespace

class TestConnectFour : public QObject {
    Q_OBJECT

private slots:
    void discsFallAndFullColumnsAreRefused() {
        auto state = play({4, 4, 4, 4, 4, 4});
        QVERIFY(state);
        QCOMPARE(state->roundAt(5).publicReport["row"], Json(1));  // the sixth disc lands on the top row
        QCOMPARE(state->roundAt(0).publicReport["row"], Json(6));
        QCOMPARE(boardRows(c4s(state).board()),
                 (std::vector<std::string>{"___O___", "___X___", "___O___", "___X___", "___O___", "___X___"}));
        const Status full = state->validate(0, column(4));
        QVERIFY(!full.ok());
        QVERIFY(
            QString::fromStdString(full.error().message).contains("column 4 is full; open columns: 1, 2, 3, 5, 6, 7"));
    }

    // Every four-cell line on the board, found from each of its cells.
    void detectorFindsEveryLine() {
        const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        int lines = 0;
        for (const auto& d : directions)
            for (int r = 0; r < kRows; ++r)
                for (int c = 0; c < kCols; ++c) {
                    const int er = r + 3 * d[0], ec = c + 3 * d[1];
                    if (er < 0 || er >= kRows || ec < 0 || ec >= kCols) continue;
                    ++lines;
                    Board b{};
                    for (int k = 0; k < 4; ++k) b[static_cast<std::size_t>(cellOf(r + k * d[0], c + k * d[1]))] = kO;
                    for (int k = 0; k < 4; ++k) {
                        const auto found = fourThrough(b, cellOf(r + k * d[0], c + k * d[1]));
                        QCOMPARE(found.size(), std::size_t(4));
                    }
                    // Three of them are no line.
                    b[static_cast<std::size_t>(cellOf(r, c))] = kEmpty;
                    QVERIFY(fourThrough(b, cellOf(er, ec)).empty());
                }
        QCOMPARE(lines, 69);
    }

    // Played through the state: each direction, the diagonals along the board's edges.
    void fourEndsTheGame_data() {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QString>("line");  // cells (row from the top, column), in line order
        QTest::newRow("horizontal, left edge") << "1 1 2 2 3 3 4" << 0 << "[[6,1],[6,2],[6,3],[6,4]]";
        QTest::newRow("horizontal, right edge, O") << "1 7 1 6 2 5 1 4" << 1 << "[[6,4],[6,5],[6,6],[6,7]]";
        QTest::newRow("vertical, to the top") << "7 1 7 7 1 7 2 7 3 7" << 1 << "[[1,7],[2,7],[3,7],[4,7]]";
        QTest::newRow("vertical, left edge") << "1 2 1 2 1 2 1" << 0 << "[[3,1],[4,1],[5,1],[6,1]]";
        QTest::newRow("diagonal up-right from the bottom-left corner")
            << "1 2 2 3 3 4 3 4 5 4 4" << 0 << "[[3,4],[4,3],[5,2],[6,1]]";
        QTest::newRow("diagonal up-left from the bottom-right corner")
            << "7 6 6 5 5 4 5 4 3 4 4" << 0 << "[[3,4],[4,5],[5,6],[6,7]]";
    }
    void fourEndsTheGame() {
        QFETCH(QString, moves);
        QFETCH(int, winner);
        QFETCH(QString, line);
        std::vector<int> cols;
        for (const auto& m : moves.split(' ')) cols.push_back(m.toInt());
        auto state = newBoardState("connect_four");
        for (std::size_t k = 0; k < cols.size(); ++k) {
            QVERIFY2(!state->finished(), ("finished early, before move " + std::to_string(k + 1)).c_str());
            QVERIFY(applyMove(*state, column(cols[k])));
        }
        QVERIFY(state->finished());
        QVERIFY(c4s(state).end() == ConnectFourState::End::Four);
        QCOMPARE(c4s(state).winner(), winner);
        QCOMPARE(state->cumulativePayoffs()[static_cast<std::size_t>(winner)], 1.0);
        QCOMPARE(state->cumulativePayoffs()[static_cast<std::size_t>(1 - winner)], -1.0);
        QCOMPARE(state->roundAt(cols.size() - 1).publicReport["line"], Json::parse(line.toStdString()));
    }

    void fullBoardWithoutFourIsADraw() {
        // 42 moves that fill the board without four in a line anywhere.
        const std::vector<int> cols = {1, 4, 1, 7, 2, 4, 1, 6, 5, 2, 2, 2, 2, 3, 5, 4, 6, 3, 4, 4, 2,
                                       1, 1, 6, 4, 1, 3, 7, 7, 3, 3, 7, 7, 5, 7, 3, 5, 5, 6, 6, 5, 6};
        auto state = newBoardState("connect_four");
        for (std::size_t k = 0; k < cols.size(); ++k) {
            QVERIFY2(!state->finished(), ("finished early, before move " + std::to_string(k + 1)).c_str());
            QVERIFY(applyMove(*state, column(cols[k])));
        }
        QVERIFY(state->finished());
        QVERIFY(c4s(state).end() == ConnectFourState::End::FullBoard);
        QCOMPARE(state->cumulativePayoffs(), (std::vector<double>{0.0, 0.0}));
        QCOMPARE(boardRows(c4s(state).board()),
                 (std::vector<std::string>{"OXOXXOX", "XXXOOOX", "OOOXXXO", "XXXOOOX", "XOOOXXO", "XXOOXOO"}));
    }

    void boardTexts() {
        auto state = play({4, 3, 4});
        QVERIFY(state);
        QCOMPARE(QString::fromStdString(boardText(c4s(state).board(), false)),
                 QStringLiteral("  1   2   3   4   5   6   7 \n"
                                "| _ | _ | _ | _ | _ | _ | _ |\n"
                                "| _ | _ | _ | _ | _ | _ | _ |\n"
                                "| _ | _ | _ | _ | _ | _ | _ |\n"
                                "| _ | _ | _ | _ | _ | _ | _ |\n"
                                "| _ | _ | _ | X | _ | _ | _ |\n"
                                "| _ | _ | O | X | _ | _ | _ |"));
        const std::string transposed = boardText(c4s(state).board(), true);
        QVERIFY(transposed.find("column 3: | O | _ | _ | _ | _ | _ |\ncolumn 4: | X | X | _ | _ | _ | _ |") !=
                std::string::npos);
        // The prompt shows the text the parameter chooses, and the open columns with the hint.
        const PromptBuilder prompts;
        auto swapped = play({4, 3, 4}, {{"board_text", "transposed"}, {"position_hint", false}});
        const std::string user =
            prompts.build("connect_four", swapped->observation(1, 0), swapped->actionSpec(1), PromptOptions{})
                .value()
                .back()
                .content;
        QVERIFY2(user.find(transposed) != std::string::npos, user.c_str());
        QVERIFY(user.find("one line per column") != std::string::npos);
        QVERIFY(user.find("Columns that are not full") == std::string::npos);
        const std::string hinted =
            prompts.build("connect_four", state->observation(1, 0), state->actionSpec(1), PromptOptions{})
                .value()
                .back()
                .content;
        QVERIFY(hinted.find("Columns that are not full: 1, 2, 3, 4, 5, 6, 7.") != std::string::npos);
        QVERIFY(hinted.find("Your opponent has just dropped X into column 4.") != std::string::npos);
    }

    // Hand-counted runs (see connect_four_value.h for what counts as k consecutive).
    void boardValueOnHandDrawnBoards() {
        const Board a = drawn({".......", ".......", ".......", ".......", ".......", "XXX.OO."});
        QCOMPARE(runCounts(a, kX).threes, 1);
        QCOMPARE(runCounts(a, kX).twos, 0);
        QCOMPARE(runCounts(a, kO).twos, 1);
        QCOMPARE(boardValue(a, kX), 3);  // 5·1 − 2·1
        QCOMPARE(boardValue(a, kO), -3);
        // X on a rising diagonal of three; O: a horizontal two, a vertical two, a diagonal two.
        const Board b = drawn({".......", ".......", ".......", "...X...", "..XO...", ".XOO..."});
        QCOMPARE(runCounts(b, kX).threes, 1);
        QCOMPARE(runCounts(b, kX).twos, 0);
        QCOMPARE(runCounts(b, kO).twos, 3);
        QCOMPARE(boardValue(b, kX), -1);  // 5·1 − 2·3
        // A run of five counts as one four; the lone discs above it count nothing.
        const Board c = drawn({".......", ".......", ".......", ".......", "OOO....", "XXXXX.."});
        QCOMPARE(runCounts(c, kX).fours, 1);
        QCOMPARE(runCounts(c, kX).threes, 0);
        QCOMPARE(runCounts(c, kO).threes, 1);
        QCOMPARE(boardValue(c, kX), 5);  // 10·1 − 5·1
        // Two separate twos in one row are two runs; a blocked run still counts.
        const Board d = drawn({".......", ".......", ".......", ".......", ".......", "XXOXX.."});
        QCOMPARE(runCounts(d, kX).twos, 2);
        QCOMPARE(boardValue(d, kO), -4);
    }

    // R = V(s') − V(s) per move, by hand: X 1, O 5, X 2, O 6, X 3, O 5, X 4 (X wins).
    void boardValueRewardPerMove() {
        auto state = play({1, 5, 2, 6, 3, 5, 4});
        QVERIFY(state && state->finished());
        const PlayedSession played(state->setup().params, 2, state->history(), {0, 0}, {4, 3});
        const Json s = nashlab::test::boardGame("connect_four").score(played);
        QCOMPARE(s["metrics"]["board_value_reward_per_move"], Json::parse("[0, 0, 2, 2, 3, 4, 5]"));
        QCOMPARE(s["per_seat"][0]["board_value_reward"].get<double>(), 2.5);  // (0 + 2 + 3 + 5) / 4
        QCOMPARE(s["per_seat"][1]["board_value_reward"].get<double>(), 2.0);  // (0 + 2 + 4) / 3
        QCOMPARE(s["per_seat"][0]["win"], Json(1));
        QCOMPARE(s["per_seat"][1]["loss"], Json(1));
        QCOMPARE(s["metrics"]["moves"], Json(7));
        QCOMPARE(s["metrics"]["end"], Json("four"));
    }

    void unusualAnswers_data() {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<int>("want");  // the column, or 0 when refused
        QTest::addColumn<QString>("reason");
        QTest::newRow("extra text") << "Centre is strongest: {\"column\": 4}. Done." << 4 << "";
        QTest::newRow("number as text") << R"({"column": "7"})" << 7 << "";
        QTest::newRow("0-based") << R"({"column": 0})" << 0 << "below the minimum 1";
        QTest::newRow("out of range") << R"({"column": 8})" << 0 << "above the maximum 7";
        QTest::newRow("full column") << R"({"column": 2})" << 0 << "column 2 is full";
        QTest::newRow("a fraction") << R"({"column": 2.5})" << 0 << "whole number";
        QTest::newRow("paper's text form") << "O: 3" << 0 << "holds no JSON object";
    }
    void unusualAnswers() {
        QFETCH(QString, reply);
        QFETCH(int, want);
        QFETCH(QString, reason);
        auto state = play({2, 2, 2, 2, 2, 2, 1});  // column 2 full; O to answer
        QVERIFY(state);
        auto parsed = parseAnswer(reply.toStdString(), state->actionSpec(1));
        Status legal = parsed ? state->validate(1, parsed->action) : Status(parsed.error());
        if (want > 0) {
            QVERIFY2(legal.ok(), legal.ok() ? "" : legal.error().message.c_str());
            QCOMPARE(parsed->action, column(want));
            return;
        }
        QVERIFY(!legal.ok());
        QVERIFY2(QString::fromStdString(legal.error().message).contains(reason), legal.error().message.c_str());
    }

    void greedyWinsThenBlocks() {
        auto win = play({1, 1, 2, 2, 3, 3});  // X to move: 4 makes four
        for (std::uint64_t seed = 0; seed < 10; ++seed)
            QCOMPARE(botMove("connect_four", "greedy", *win, seed), column(4));
        auto block = play({1, 7, 1, 7, 2, 7});  // X to move: O threatens column 7
        for (std::uint64_t seed = 0; seed < 10; ++seed)
            QCOMPARE(botMove("connect_four", "greedy", *block, seed), column(7));
        QCOMPARE(botMove("connect_four", "alphabeta", *block, 1, {{"depth", 2}}), column(7));
    }

    // 200 seeded games, alphabeta (depth 6) as X in half of them and as O in the other half.
    void alphabetaBeatsRandom() {
        int wins = 0;
        for (int game = 0; game < 200; ++game) {
            const int searcher = game % 2;
            auto state = newBoardState("connect_four", Json::object(), 0, static_cast<std::uint64_t>(game));
            for (std::uint64_t move = 0; !state->finished(); ++move) {
                const bool searching = state->actingSeats().front() == searcher;
                const std::uint64_t seed = static_cast<std::uint64_t>(game) * 1000 + move;
                const Json a = botMove("connect_four", searching ? "alphabeta" : "random", *state, seed);
                QVERIFY(applyMove(*state, a));
            }
            wins += c4s(state).winner() == searcher ? 1 : 0;
        }
        QVERIFY2(wins >= 190, std::to_string(wins).c_str());
    }
};

QTEST_APPLESS_MAIN(TestConnectFour)
#include "tst_connect_four.moc"
